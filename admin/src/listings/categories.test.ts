import { describe, expect, it } from 'vitest';
import { allowedValues, aspectsFromAmazon, aspectTitle, missingRequired, ownAspects, searchable, valueName, withAmazonAttribute, withAspect, type AspectInfo } from './categories.ts';
import { listingChannelFieldsUi, patchedFields } from './listingFormUi.ts';

const aspect = (over: Partial<AspectInfo>): AspectInfo => ({ name: 'Brand', required: false, recommended: false, mode: 'FREE_TEXT', multiple: false, for_variations: false, max_length: null, values: [], ...over });

describe('item specifics', () => {
  it('sets an aspect\'s values trimmed and once, and removes it when none are left', () => {
    expect(withAspect({ Colour: ['Navy'] }, 'Brand', [' Fieldcraft ', 'Fieldcraft', ''])).toEqual({ Colour: ['Navy'], Brand: ['Fieldcraft'] });
    expect(withAspect({ Colour: ['Navy'], Brand: ['X'] }, 'Brand', ['  '])).toEqual({ Colour: ['Navy'] });
    expect(withAspect(undefined, 'Type', ['Jumper'])).toEqual({ Type: ['Jumper'] });
  });

  it('names the required aspects without a value, and the stored ones the category does not list', () => {
    const aspects = [aspect({ name: 'Brand', required: true }), aspect({ name: 'Department', required: true }), aspect({ name: 'Material' })];
    expect(missingRequired(aspects, { Brand: ['Fieldcraft'], Department: [' '] })).toEqual(['Department']);
    expect(missingRequired(aspects, undefined)).toEqual(['Brand', 'Department']);
    expect(ownAspects(aspects, { brand: ['x'], Fit: ['Relaxed'] })).toEqual(['Fit']);
  });

  it('keeps only a selection-only aspect\'s own values; free text keeps what is typed', () => {
    expect(allowedValues(aspect({ mode: 'SELECTION_ONLY', values: ['Men', 'Unisex Adults'] }), ['Men', 'Boys'])).toEqual(['Men']);
    expect(allowedValues(aspect({ values: ['Wool'] }), ['Wool', 'Yak'])).toEqual(['Wool', 'Yak']);
  });

  it('searches once there are two letters or digits', () => {
    expect(searchable(' j ')).toBe(false);
    expect(searchable('ju')).toBe(true);
    expect(searchable('—?')).toBe(false);
  });
});

describe('the listing form\'s channel fields', () => {
  it('patches several fields at once, removing the undefined ones', () => {
    expect(patchedFields({ category_id: '1', category_name: 'Old', format: 'FIXED_PRICE' }, { category_id: '11484', category_name: undefined })).toEqual({ category_id: '11484', format: 'FIXED_PRICE' });
  });

  it('gives eBay its category search and item specifics, and no widget to a channel without them', () => {
    const schema = { type: 'object', properties: { category_id: { type: 'string' }, category_name: { type: 'string' }, aspects: { type: 'object' }, html_template_id: { type: 'string' } } };
    expect(listingChannelFieldsUi('EBAY', schema)).toMatchObject({
      category_id: { 'ui:widget': 'categorySearch' }, category_name: { 'ui:widget': 'hidden' }, aspects: { 'ui:field': 'itemSpecifics' },
      html_template_id: { 'ui:widget': 'reference' },
    });
    expect(listingChannelFieldsUi('ONBUY', { type: 'object', properties: { opc: { type: 'string' } } })).toEqual({});
    expect(listingChannelFieldsUi(undefined, schema)).toBeUndefined();
  });
});

describe('Amazon attributes', () => {
  const bullets = aspect({ name: 'bullet_point', title: 'Bullet Point', multiple: true, required: true, language_tag: 'en_GB' });
  const country = aspect({ name: 'country_of_origin', title: 'Country/Region of Origin', mode: 'SELECTION_ONLY', values: ['GB', 'IT'], value_names: ['United Kingdom', 'Italy'] });

  it('reads Amazon\'s stored attributes as values by name, leaving attributes of several parts out', () => {
    expect(aspectsFromAmazon({ bullet_point: [{ value: 'Soft', language_tag: 'en_GB' }, { value: 'Warm' }], country_of_origin: [{ value: 'GB' }], item_package_dimensions: [{ length: { value: 3 } }], odd: 'x' }))
      .toEqual({ bullet_point: ['Soft', 'Warm'], country_of_origin: ['GB'] });
    expect(aspectsFromAmazon(undefined)).toEqual({});
  });

  it('stores each value as Amazon takes it, with the language tag where the attribute has one, keeping the others', () => {
    const kept = { item_name: [{ value: 'Jumper' }] };
    expect(withAmazonAttribute(kept, bullets, [' Soft ', 'Soft', 'Warm', ''])).toEqual({ ...kept, bullet_point: [{ value: 'Soft', language_tag: 'en_GB' }, { value: 'Warm', language_tag: 'en_GB' }] });
    expect(withAmazonAttribute(kept, country, ['GB'])).toEqual({ ...kept, country_of_origin: [{ value: 'GB' }] });
    expect(withAmazonAttribute({ ...kept, country_of_origin: [{ value: 'GB' }] }, country, [])).toEqual(kept);
  });

  it('names attributes and their choices in Amazon\'s words, codes only where it has none', () => {
    expect(aspectTitle(bullets)).toBe('Bullet Point');
    expect(aspectTitle(aspect({ name: 'Brand' }))).toBe('Brand');
    expect(valueName(country, 'IT')).toBe('Italy');
    expect(valueName(country, 'FR')).toBe('FR');
    expect(missingRequired([bullets, country], aspectsFromAmazon({ country_of_origin: [{ value: 'GB' }] }))).toEqual(['bullet_point']);
  });
});
