import { describe, expect, it } from 'vitest';
import { model } from '../../generated/model.ts';
import { createAjv } from './validation.ts';
import { CustomFieldRegistry, mergeValues, targetOf, targetsForFilter, targetsOf, valuesSchema, visibleValues, type CustomFieldDefinition } from './custom-fields.ts';
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
const validate = createAjv(model).compile(valuesSchema(defs));

describe('mergeValues', () => {
  it('enforces required fields and option lists, naming /custom_fields/<key>', () => {
    const { errors } = mergeValues(defs, validate, products, 'products', { season: 'XX' }, undefined);
    expect(errors).toEqual(expect.arrayContaining([
      { pointer: '/custom_fields/material', message: 'is required' },
      { pointer: '/custom_fields/season', message: 'must be one of SS26, AW26' },
    ]));
  });

  it('refuses keys that are not defined', () => {
    const { errors } = mergeValues(defs, validate, products, 'products', { material: 'wool', colour: 'red' }, undefined);
    expect(errors).toEqual([{ pointer: '/custom_fields/colour', message: 'is not a custom field of products' }]);
  });

  it('merges key by key on update; null and empty text remove a value', () => {
    const stored = { material: 'wool', season: 'SS26', weight: 3 };
    const { value, errors } = mergeValues(defs, validate, products, 'products', { season: 'AW26', weight: null }, stored);
    expect(errors).toEqual([]);
    expect(value).toEqual({ material: 'wool', season: 'AW26' });
  });

  it('keeps the values of removed fields, unchecked, and hides them from reads', () => {
    const stored = { material: 'wool', legacy_code: 'X1' };
    const { value, errors } = mergeValues(defs, validate, products, 'products', undefined, stored);
    expect(errors).toEqual([]);
    expect(value).toEqual({ material: 'wool', legacy_code: 'X1' });
    expect(visibleValues(defs, value)).toEqual({ material: 'wool' });
  });
});

describe('registry', () => {
  it('compiles once per set of definitions and again when one changes', () => {
    const registry = new CustomFieldRegistry(createAjv(model));
    const first = registry.validator('a', 'products', defs);
    expect(registry.validator('a', 'products', defs.map((d) => ({ ...d })))).toBe(first);
    const changed = registry.validator('a', 'products', [{ ...material, version: 2, required: false }, season, weight]);
    expect(changed).not.toBe(first);
    expect(changed({})).toBe(true);
    expect(registry.validator('a', 'products', [season, weight])).not.toBe(changed);
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
