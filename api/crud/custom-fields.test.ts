import { describe, expect, it } from 'vitest';
import { model } from '../../generated/model.ts';
import { targetOf, targetsForFilter, targetsOf, visibleValues, type CustomFieldDefinition } from './custom-fields.ts';
import { bindCustomFields, parseListQuery } from './list-query.ts';

const products = model.entities.find((e) => e.name === 'product')!;
const relationships = model.entities.find((e) => e.name === 'relationship')!;

let n = 0;
const def = (over: Partial<CustomFieldDefinition>): CustomFieldDefinition => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, account_id: 'a', entity: 'products', key: 'k', label: 'K',
  type: 'TEXT', options: [], required: false, position: 0, help: null, version: 1, ...over,
});

const material = def({ key: 'material', label: 'Material', required: true });
const season = def({ key: 'season', label: 'Season', type: 'SELECT', options: ['SS26', 'AW26'] });
const weight = def({ key: 'weight', label: 'Weight', type: 'NUMBER' });
const defs = [material, season, weight];

describe('visibleValues', () => {
  it('shows only the keys defined now (values of removed fields stay stored, unseen)', () => {
    expect(visibleValues(defs, { material: 'wool', legacy_code: 'X1' })).toEqual({ material: 'wool' });
    expect(visibleValues(defs, null)).toEqual({});
  });
});

describe('targets', () => {
  it('splits relationships into customers and suppliers by type', () => {
    expect(targetsOf(products)).toEqual(['products']);
    expect(targetsOf(relationships).sort()).toEqual(['customers', 'suppliers']);
    expect(targetOf(relationships, { type: 'SUPPLIER' })).toBe('suppliers');
    expect(targetsForFilter(relationships, { type: 'CUSTOMER' })).toEqual(['customers']);
    expect(targetsForFilter(relationships, {}).sort()).toEqual(['customers', 'suppliers']);
  });
});

describe('list queries on custom fields', () => {
  const parse = (filter: object, sort?: [string, string]) => parseListQuery(products, { filter: JSON.stringify(filter), ...(sort ? { sort: JSON.stringify(sort) } : {}) });

  it('binds flat and nested filters with operators, converting values', () => {
    const query = parse({ 'custom_fields.weight_gte': '2.5', custom_fields: { season: 'AW26' } }, ['custom_fields.weight', 'DESC']);
    bindCustomFields(query, defs);
    expect(query.customConditions.map((c) => [c.definition!.key, c.operator, c.value])).toEqual([['weight', 'gte', 2.5], ['season', 'eq', 'AW26']]);
    expect(query.sort.custom?.definition?.key).toBe('weight');
  });

  it('refuses keys the account has not defined, and wrong values, with 400 naming the parameter', () => {
    expect(() => bindCustomFields(parse({ 'custom_fields.colour': 'red' }), defs)).toThrow(/not a custom field/);
    expect(() => bindCustomFields(parse({}, ['custom_fields.colour', 'ASC']), defs)).toThrow(/not a custom field/);
    expect(() => bindCustomFields(parse({ 'custom_fields.weight': 'heavy' }), defs)).toThrow(/must be a number/);
  });

  it('takes a key that ends like an operator as the key', () => {
    const query = parse({ 'custom_fields.size_in': 'x' });
    bindCustomFields(query, [def({ key: 'size_in' })]);
    expect(query.customConditions[0].operator).toBe('eq');
  });
});
