import { describe, expect, it } from 'vitest';
import { entityByName } from '../model.ts';
import { formLayout, GRID_SIZE, isShortField, widthOf } from './layout.ts';
import { buildForm } from './buildSchema.ts';

type Field = Parameters<typeof widthOf>[0];
const field = (jsonType: Field['jsonType'], ui: Field['ui'] = {}): Field => ({ jsonType, ui });

describe('widthOf', () => {
  it.each([
    ['a short text', field('string'), undefined, 'half'],
    ['a number', field('integer'), undefined, 'half'],
    ['a text area', field('string', { widget: 'textarea' }), undefined, 'full'],
    ['rich text', field('string', { widget: 'richtext' }), undefined, 'full'],
    ['a list', field('array'), undefined, 'full'],
    ['an address', field('object'), undefined, 'full'],
    ['line items (by their uiSchema)', field('array'), { 'ui:field': 'lineItems' }, 'full'],
    ['checkboxes (by their uiSchema)', field('string'), { 'ui:widget': 'checkboxes' }, 'full'],
    ['a width the schema gives', field('string', { width: 'third' }), undefined, 'third'],
    ['a list the schema makes half', field('array', { width: 'half' }), undefined, 'half'],
  ] as const)('gives %s the width %s', (_name, f, ui, width) => {
    expect(widthOf(f, ui as never)).toBe(width);
  });

  it('makes every width one column on phones', () => {
    for (const size of Object.values(GRID_SIZE)) expect(size.xs).toBe(12);
  });
});

describe('formLayout', () => {
  const entity = {
    form: { groups: [{ name: 'basics', title: 'Basics' }, { name: 'pricing', title: 'Pricing', description: 'What it costs' }, { name: 'empty', title: 'Nothing here' }] },
    fields: [
      { name: 'sku', ui: { group: 'basics' } },
      { name: 'price', ui: { group: 'pricing' } },
      { name: 'notes', ui: {} },
    ],
  } as never;

  it('puts fields in the group they name, ungrouped ones in the first, and leaves empty groups out', () => {
    expect(formLayout(entity, ['price', 'sku', 'notes'])).toEqual([
      { name: 'basics', title: 'Basics', fields: ['sku', 'notes'] },
      { name: 'pricing', title: 'Pricing', description: 'What it costs', fields: ['price'] },
    ]);
  });

  it('closes with an untitled group for names the entity lacks (the account\'s custom fields)', () => {
    expect(formLayout(entity, ['sku', 'custom_fields']).at(-1)).toEqual({ name: '*', fields: ['custom_fields'] });
  });

  it('is one untitled group for an entity that declares none', () => {
    expect(formLayout({ form: { groups: [] }, fields: [{ name: 'a', ui: {} }] } as never, ['a'])).toEqual([{ name: '', fields: ['a'] }]);
  });

  it('groups every input field of the real product form, in the order of its schema', () => {
    const product = entityByName('product')!;
    const { fields } = buildForm(product, { mode: 'create' });
    const groups = formLayout(product, fields.map((f) => f.name));
    expect(groups.flatMap((g) => g.fields).sort()).toEqual(fields.map((f) => f.name).sort());
    expect(groups.length).toBeGreaterThan(2);
    expect(groups.every((g) => g.title)).toBe(true);
  });
});

describe('isShortField (two to a phone row in a record view)', () => {
  type Facts = Parameters<typeof isShortField>[0];
  const of = (facts: Partial<Facts> & Pick<Facts, 'jsonType'>): Facts => ({ ui: {}, ...facts });
  it.each([
    ['a number', of({ jsonType: 'number' }), true],
    ['money (minor units)', of({ jsonType: 'integer' }), true],
    ['yes/no', of({ jsonType: 'boolean' }), true],
    ['a date', of({ jsonType: 'string', format: 'date' }), true],
    ['a date and time', of({ jsonType: 'string', format: 'date-time' }), true],
    ['a status (enum)', of({ jsonType: 'string', enum: ['DRAFT', 'PAID'] }), true],
    ['a reference (a name)', of({ jsonType: 'string', format: 'uuid', ref: { entity: 'brand' } as Facts['ref'] }), true],
    ['a country code', of({ jsonType: 'string', checkFormat: 'country' }), true],
    ['a bounded short text', of({ jsonType: 'string', schema: { maxLength: 64 } }), true],
    ['a longer bounded text', of({ jsonType: 'string', schema: { maxLength: 500 } }), false],
    ['unbounded text', of({ jsonType: 'string' }), false],
    ['an email', of({ jsonType: 'string', format: 'email', schema: { maxLength: 64 } }), false],
    ['a link', of({ jsonType: 'string', format: 'uri' }), false],
    ['a text area', of({ jsonType: 'string', ui: { widget: 'textarea' }, schema: { maxLength: 40 } }), false],
    ['rich text', of({ jsonType: 'string', sanitize: 'html', schema: { maxLength: 40 } }), false],
    ['an address', of({ jsonType: 'object' }), false],
    ['child rows', of({ jsonType: 'array' }), false],
    ['images', of({ jsonType: 'string', upload: { kind: 'image' } }), false],
    ['a number the schema makes full', of({ jsonType: 'number', ui: { width: 'full' } }), false],
  ] as const)('%s: %s', (_name, facts, short) => {
    expect(isShortField(facts)).toBe(short);
  });

  it("pairs a sales order's number fields and dates, and keeps its addresses and notes whole", () => {
    const order = entityByName('sales-order')!;
    const short = (name: string) => isShortField(order.fields.find((f) => f.name === name)!);
    for (const name of ['status', 'order_date', 'total', 'customer_id', 'backordered', 'channel_order_ref', 'cancel_reason']) expect(short(name), name).toBe(true);
    for (const name of ['ship_to', 'bill_to', 'notes', 'lines', 'channel_order_url', 'cancel_note']) expect(short(name), name).toBe(false);
  });
});
