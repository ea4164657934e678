import { describe, expect, it } from 'vitest';
import { entityByName } from '../model.ts';
import { customBody, customFilters, customFormData, customText, targetFilter, uniqueByKey, withCustomFields, type CustomFieldDefinition } from './customFields.ts';

const def = (over: Partial<CustomFieldDefinition>): CustomFieldDefinition => ({
  id: over.key ?? 'x', entity: 'products', key: 'x', label: 'X', type: 'TEXT', options: [], required: false, position: 0, help: null, ...over,
});
const fabric = def({ key: 'fabric', label: 'Fabric', required: true, help: 'As on the label' });
const drop = def({ key: 'drop', label: 'Drop', type: 'SELECT', options: ['SS26', 'AW26'] });
const tags = def({ key: 'tags', label: 'Tags', type: 'MULTISELECT', options: ['eco', 'sale'] });
const weight = def({ key: 'weight', label: 'Weight', type: 'NUMBER' });
const defs = [fabric, drop, tags, weight];

describe('custom fields in forms', () => {
  it('adds a custom_fields section before the rest, with required keys, choices and help', () => {
    const { schema, uiSchema } = withCustomFields({ type: 'object', properties: { sku: { type: 'string' } } }, { 'ui:order': ['sku', '*'] }, defs);
    expect(uiSchema['ui:order']).toEqual(['sku', 'custom_fields', '*']);
    const section = schema.properties.custom_fields;
    expect(section.required).toEqual(['fabric']);
    expect(section.properties.drop).toEqual({ title: 'Drop', type: 'string', enum: ['SS26', 'AW26'] });
    expect(uiSchema.custom_fields.tags['ui:widget']).toBe('checkboxes');
    expect(uiSchema.custom_fields.fabric['ui:help']).toBe('As on the label');
    // The values are checked by the API against the account's definitions (data, not a schema the generator could
    // compile); its errors land on these fields (problemErrors.ts).
  });

  it('leaves the form alone when the account has no custom fields', () => {
    const schema = { type: 'object', properties: {} };
    expect(withCustomFields(schema, {}, [])).toEqual({ schema, uiSchema: {} });
  });

  it('reads a record\'s values and writes the body: cleared keys are null on edit, absent on create', () => {
    expect(customFormData(defs, { custom_fields: { fabric: 'wool', old_key: 'hidden', weight: null } })).toEqual({ fabric: 'wool' });
    expect(customBody(defs, { fabric: 'wool', tags: [] }, 'create')).toEqual({ fabric: 'wool' });
    expect(customBody(defs, { fabric: 'wool', tags: [] }, 'edit')).toEqual({ fabric: 'wool', drop: null, tags: null, weight: null });
    expect(customBody([], {}, 'edit')).toBeUndefined();
  });
});

describe('custom fields in lists', () => {
  it('filters by kind: choices, number and date ranges, text', () => {
    expect(customFilters(drop)).toEqual([{ source: 'custom_fields.drop', label: 'Drop', kind: 'choice' }]);
    expect(customFilters(weight).map((f) => f.source)).toEqual(['custom_fields.weight_gte', 'custom_fields.weight_lte']);
    expect(customFilters(fabric)[0].kind).toBe('text');
  });

  it('shows values as text', () => {
    expect(customText(def({ type: 'BOOLEAN' }), false)).toBe('No');
    expect(customText(tags, ['eco', 'sale'])).toBe('eco, sale');
    expect(customText(def({ type: 'DATE' }), '2026-03-01')).toBe('01/03/2026');
    expect(customText(fabric, undefined)).toBe('');
  });

  it('picks the target of a screen and keeps one definition per key', () => {
    const relationships = entityByName('relationship')!;
    expect(targetFilter(relationships, { type: 'CUSTOMER' })).toEqual({ type: 'CUSTOMER' });
    expect(targetFilter(relationships, {})).toEqual({});
    expect(targetFilter(entityByName('product')!, { type: 'X' })).toEqual({});
    expect(uniqueByKey([drop, { ...drop, entity: 'suppliers' }, fabric]).map((d) => d.key)).toEqual(['drop', 'fabric']);
  });
});
