import { describe, expect, it } from 'vitest';
import { entityByName } from '../model.ts';
import { buildForm } from './buildSchema.ts';
import { dropUnknownKeys, hideValuelessFields, mergeSchemas, resolveConditions } from './conditions.ts';
import { conditionHolds, loadEntityValidator } from './compiledValidation.ts';

const listing = entityByName('listing')!;
const shippingTemplate = entityByName('shipping-template')!;
const listingForm = (data: Record<string, unknown>) => resolveConditions(buildForm(listing, { mode: 'create' }).schema, data, true);

describe('resolveConditions on a listing form', () => {
  it('leaves channel fields a plain object while the channel is unknown', () => {
    const schema = listingForm({});
    expect(schema.allOf).toBeUndefined();
    expect(schema.properties.channel_fields.properties).toBeUndefined();
    expect(schema.properties.title.maxLength).toBe(255);
  });

  it('renders the eBay channel fields and the 80-character title once the channel is EBAY', () => {
    const schema = listingForm({ channel: 'EBAY' });
    const fields = schema.properties.channel_fields;
    expect(Object.keys(fields.properties)).toEqual(expect.arrayContaining(['category_id', 'format', 'duration', 'html_template_id', 'shipping_template_id', 'best_offer']));
    expect(fields.additionalProperties).toBe(false);
    expect(fields.title).toBe('Channel fields');
    expect(schema.properties.title.maxLength).toBe(80);
    expect(schema.properties.title.title).toBe('Title');
    expect(schema.properties.sku.maxLength).toBe(50);
    // No condition is left for RJSF to resolve on its own.
    expect(JSON.stringify(schema)).not.toContain('"if"');
    // The fixed-price branch of eBay's own rule applies: fixed price runs Good 'Til Cancelled.
    expect(fields.properties.duration.enum).toEqual(['GTC']);
  });

  it('follows nested rules: an eBay auction takes auction durations and a quantity of exactly 1', () => {
    const schema = listingForm({ channel: 'EBAY', channel_fields: { format: 'AUCTION' } });
    expect(schema.properties.channel_fields.properties.duration.enum).toEqual(['DAYS_1', 'DAYS_3', 'DAYS_5', 'DAYS_7', 'DAYS_10']);
    expect(schema.properties.quantity_rule.properties.type.enum).toEqual(['FIXED']);
    expect(schema.properties.quantity_rule.properties.value.maximum).toBe(1);
  });

  it('switches to another channel\'s schema, with its own required fields', () => {
    const amazon = listingForm({ channel: 'AMAZON' });
    expect(amazon.properties.channel_fields.required).toEqual(['product_type']);
    expect(amazon.properties.title.maxLength).toBe(200);
    // OnBuy's product code is required of a single product only (the listing hook knows the product; a family's
    // OnBuy product gets its codes from OnBuy), so OnBuy's form requires none of its fields itself.
    const onbuy = listingForm({ channel: 'ONBUY' });
    expect(onbuy.properties.channel_fields.required ?? []).toEqual([]);
    expect(Object.keys(onbuy.properties.channel_fields.properties)).toContain('opc');
    expect(onbuy.properties.title.maxLength).toBe(255);
  });

  it('is checked by the listing\'s compiled validator with the channel\'s messages', async () => {
    const validator = await loadEntityValidator(entityByName('listing')!);
    const data = { product_id: crypto.randomUUID(), sales_channel_id: crypto.randomUUID(), channel: 'EBAY', title: 'x'.repeat(81), channel_fields: { category_id: 'abc' } };
    expect(validator.validate(data).map((e) => [e.pointer, e.message])).toEqual(expect.arrayContaining([
      ['/title', 'must have at most 80 characters'],
      ['/channel_fields/category_id', 'has the wrong form'],
    ]));
  });

  it('adds no field the form does not ask for', () => {
    const ebay = { required: ['channel'], properties: { channel: { const: 'EBAY' } } };
    const schema = resolveConditions({ type: 'object', properties: { a: { type: 'string' } }, allOf: [{ if: ebay, then: { required: ['a', 'b'], properties: { b: { type: 'string' } } } }] }, { channel: 'EBAY' }, true);
    expect(schema.properties).toEqual({ a: { type: 'string' } });
    expect(schema.required).toEqual(['a']);
  });
});

describe('resolveConditions on a shipping template form', () => {
  it('renders the channel\'s settings', () => {
    const schema = resolveConditions(buildForm(shippingTemplate, { mode: 'create' }).schema, { channel: 'ETSY' }, true);
    expect(Object.keys(schema.properties.settings.properties)).toEqual(expect.arrayContaining(['destinations']));
    const wish = resolveConditions(buildForm(shippingTemplate, { mode: 'create', preset: { channel: 'WISH' } }).schema, { channel: 'WISH' }, true);
    expect(wish.properties.settings.properties).toHaveProperty('country_overrides');
  });
});

describe('mergeSchemas', () => {
  it('keeps the tighter limit, adds up required, intersects enums and keeps the base label', () => {
    expect(mergeSchemas(
      { title: 'Title', type: 'string', maxLength: 255, minLength: 1, enum: ['A', 'B', 'C'], required: ['x'] },
      { title: 'Other', maxLength: 80, minLength: 0, enum: ['B', 'C', 'D'], required: ['y'] },
    )).toEqual({ title: 'Title', type: 'string', maxLength: 80, minLength: 1, enum: ['B', 'C'], required: ['x', 'y'] });
  });
});

describe('dropUnknownKeys', () => {
  it('drops what a closed object does not know, at any depth, and keeps open objects whole', () => {
    const schema = { type: 'object', properties: { channel_fields: { type: 'object', additionalProperties: false, properties: { opc: { type: 'string' } } }, open: { type: 'object' } } };
    expect(dropUnknownKeys(schema, { channel_fields: { opc: 'A1B2', category_id: '1' }, open: { any: 1 }, other: 2 })).toEqual({ channel_fields: { opc: 'A1B2' }, open: { any: 1 }, other: 2 });
  });
});

describe('conditionHolds', () => {
  it('runs the test compiled for an `if` of the schemas', () => {
    const ebay = { required: ['channel'], properties: { channel: { const: 'EBAY' } } };
    expect(conditionHolds(ebay, { channel: 'EBAY' })).toBe(true);
    expect(conditionHolds(ebay, { channel: 'ETSY' })).toBe(false);
    expect(conditionHolds(ebay, {})).toBe(false);
  });

  it('never holds for an `if` the generator did not compile', () => {
    expect(conditionHolds({ properties: { nowhere: { const: 1 } } }, { nowhere: 1 })).toBe(false);
  });
});

describe('a CSV schedule form: an entity list or a saved report', () => {
  const form = (data: Record<string, unknown>) => resolveConditions(buildForm(entityByName('csv-schedule')!, { mode: 'create' }).schema, data, true);

  it('asks for the entity and columns until a report is chosen, then takes no value in them', () => {
    expect(form({}).required).toEqual(expect.arrayContaining(['entity', 'columns']));
    const withReport = form({ report_id: '0b8f4a9e-3c1d-4e2f-9a7b-1c2d3e4f5a6b' });
    expect(withReport.required).not.toContain('entity');
    expect(withReport.properties.entity.type).toBe('null');
    const data = { report_id: '0b8f4a9e-3c1d-4e2f-9a7b-1c2d3e4f5a6b', entity: 'products', columns: ['sku'], name: 'x' };
    expect(dropUnknownKeys(withReport, data)).toEqual({ report_id: data.report_id, name: 'x' });
    expect(hideValuelessFields(withReport, { name: { 'ui:autofocus': true } })).toMatchObject({ entity: { 'ui:widget': 'hidden' }, columns: { 'ui:widget': 'hidden' }, name: { 'ui:autofocus': true } });
    expect(hideValuelessFields(form({}), {})).toEqual({});
  });
});
