import { describe, expect, it } from 'vitest';
import { entityByName } from '../model.ts';
import { formLayout, GRID_SIZE, widthOf } from './layout.ts';
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
