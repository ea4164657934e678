import { describe, expect, it } from 'vitest';
import { entityByName } from '../model.ts';
import { buildForm, cleanSchema, nestedReferenceUi, toBody, toFormData } from './buildSchema.ts';

const order = entityByName('sales-order')!;
const relationship = entityByName('relationship')!;

describe('buildForm', () => {
  it('leaves out read-only and system fields, and keeps what a user enters', () => {
    const { schema } = buildForm(order, { mode: 'create' });
    const names = Object.keys(schema.properties);
    expect(names).toContain('customer_id');
    expect(names).toContain('lines');
    for (const hidden of ['id', 'account_id', 'number', 'status', 'total', 'version', 'created_at']) expect(names).not.toContain(hidden);
    expect(schema.required).toEqual(expect.arrayContaining(['customer_id', 'lines']));
  });

  it('builds child rows from the child entity and marks the line-items widget', () => {
    const { schema, uiSchema } = buildForm(order, { mode: 'create' });
    const line = schema.properties.lines.items;
    expect(Object.keys(line.properties)).toEqual(expect.arrayContaining(['product_id', 'quantity', 'unit_price']));
    expect(Object.keys(line.properties)).not.toContain('net');
    expect(line.required).toEqual(expect.arrayContaining(['product_id', 'quantity', 'unit_price']));
    expect(uiSchema.lines['ui:field']).toBe('lineItems');
  });

  it('inlines the shared address schema and names the widgets', () => {
    const { schema, uiSchema } = buildForm(order, { mode: 'create' });
    expect(schema.properties.bill_to.properties.line1.type).toBe('string');
    expect(schema.properties.bill_to.required).toEqual(['line1', 'city', 'country']);
    expect(uiSchema.customer_id['ui:widget']).toBe('reference');
    expect(uiSchema.customer_id['ui:options'].where).toEqual({ type: 'CUSTOMER' });
    expect(uiSchema.shipping_charge['ui:widget']).toBe('money');
  });

  it('merges allOf of a shared schema with local properties', () => {
    const { schema } = buildForm(relationship, { mode: 'create' });
    const address = schema.properties.addresses.items;
    expect(Object.keys(address.properties)).toEqual(expect.arrayContaining(['line1', 'kind', 'is_default']));
    expect(address.required).toEqual(['line1', 'city', 'country']);
  });

  it('presets and hides the fields a screen fixes', () => {
    const { schema, uiSchema } = buildForm(relationship, { mode: 'create', preset: { type: 'SUPPLIER' } });
    expect(schema.properties.type.default).toBe('SUPPLIER');
    expect(uiSchema.type['ui:widget']).toBe('hidden');
  });

  it('narrows nullable types for RJSF', () => {
    expect(cleanSchema({ type: ['string', 'null'], 'x-trim': true, maxLength: 3 })).toEqual({ type: 'string', maxLength: 3 });
  });
});

describe('record ↔ form data', () => {
  it('drops nulls and server fields going in, and sends null for cleared fields on edit', () => {
    const record = { id: 'o1', version: 3, number: 'SO-1', status: 'DRAFT', customer_id: 'c1', notes: null, order_discount: 0, lines: [{ id: 'l1', product_id: 'p1', quantity: 2, unit_price: 100, net: 200, tax_id: null }] };
    const data = toFormData(order, record, { mode: 'edit' });
    expect(data).toEqual({ customer_id: 'c1', order_discount: 0, lines: [{ product_id: 'p1', quantity: 2, unit_price: 100 }] });
    const body = toBody(order, data, { mode: 'edit' });
    expect(body.notes).toBeNull();
    expect(body.lines[0].tax_id).toBeNull();
    expect(body).not.toHaveProperty('status');
    expect(toBody(order, data, { mode: 'create' })).not.toHaveProperty('notes');
  });
});

describe('nestedReferenceUi', () => {
  it('gives references inside arrays the reference picker', () => {
    expect(nestedReferenceUi({ type: 'array', items: { type: 'string', format: 'uuid', 'x-ref': { entity: 'responsible-person' } } }))
      .toEqual({ items: { 'ui:widget': 'reference', 'ui:options': { resource: 'responsible-persons', entity: 'responsible-person', where: {} } } });
    expect(nestedReferenceUi({ type: 'array', items: { type: 'object', properties: { attribute_id: { type: 'string', 'x-ref': { entity: 'attribute' } }, value: { type: 'string' } } } }))
      .toEqual({ items: { attribute_id: { 'ui:widget': 'reference', 'ui:options': { resource: 'attributes', entity: 'attribute', where: {} } } } });
    expect(nestedReferenceUi({ type: 'array', items: { type: 'string' } })).toBeUndefined();
  });
});

describe('enum labels in forms', () => {
  it('gives selects the schema\'s words, top-level, nested and in a resolved if/then branch', async () => {
    const { resolveConditions } = await import('./conditions.ts');
    const { withEnumNames } = await import('./buildSchema.ts');
    const listing = entityByName('listing')!;
    const built = buildForm(listing, { mode: 'create' });
    expect(built.uiSchema.channel['ui:enumNames']).toEqual(['eBay', 'Amazon', 'Etsy', 'Wish', 'OnBuy', 'Web store']);
    const resolved = resolveConditions(built.schema, { channel: 'EBAY' }, true);
    const ui = withEnumNames(resolved, built.uiSchema);
    // A fixed-price eBay listing runs Good 'Til Cancelled only (the branch narrows the enum; the words follow it).
    expect(ui.channel_fields.duration['ui:enumNames']).toEqual(["Good 'Til Cancelled"]);
    const auction = withEnumNames(resolveConditions(built.schema, { channel: 'EBAY', channel_fields: { format: 'AUCTION' } }, true), built.uiSchema);
    expect(auction.channel_fields.duration['ui:enumNames']).toEqual(['1 day', '3 days', '5 days', '7 days', '10 days']);
    expect(ui.channel_fields.format['ui:enumNames']).toEqual(['Fixed price', 'Auction']);
    const product = entityByName('product')!;
    expect(buildForm(product, { mode: 'create' }).uiSchema.barcodes.items.type['ui:enumNames']).toEqual(['EAN-8', 'UPC-A', 'EAN-13', 'GTIN-14', 'ISBN']);
    expect(buildForm(product, { mode: 'create' }).uiSchema.kind['ui:enumNames']).toEqual(['Simple product', 'Parent (has variants)', 'Variant', 'Bundle']);
  });
});

describe('the user form in a merchant\'s words', () => {
  it('lists permissions by their titles from the manifest, with their descriptions as help', () => {
    const user = entityByName('user')!;
    const { uiSchema } = buildForm(user, { mode: 'create' });
    const names = uiSchema.permissions['ui:enumNames'] as string[];
    expect(names).toContain('Listings overview');
    expect(names).toContain('Purchase orders');
    expect(names).not.toContain('Listingsoverview');
    expect(uiSchema.permissions.items['ui:enumNames']).toEqual(names);
    expect(uiSchema.permissions['ui:widget']).toBe('describedCheckboxes');
    const help = uiSchema.permissions['ui:options'].enumHelp as Record<string, string>;
    expect(help.purchaseOrders).toMatch(/\w+ \w+/);
  });
});

describe('form help over API descriptions', () => {
  it('shows a field\'s x-ui.help instead of its description, top-level and nested', () => {
    const user = entityByName('user')!;
    const { schema, uiSchema } = buildForm(user, { mode: 'create' });
    expect(schema.properties.password.description).toBeUndefined();
    expect(uiSchema.password['ui:help']).toMatch(/At least 12 characters/);
    expect(uiSchema.password['ui:help']).not.toMatch(/scrypt|current_password|`/);
    const product = entityByName('product')!;
    const url = buildForm(product, { mode: 'create' }).schema.properties.images.items.properties.url;
    expect(url.description).toMatch(/uploaded here/);
    expect(url.description).not.toMatch(/\/api\//);
  });
});
