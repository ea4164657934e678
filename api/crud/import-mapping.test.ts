import { describe, expect, it } from 'vitest';
import { model } from '../../generated/model.ts';
import { checkMapping, importTargets, normalizeHeader, suggestMapping } from './import-mapping.ts';
import type { CustomFieldDefinition } from './custom-fields.ts';

const products = model.entities.find((e) => e.name === 'product')!;
const material = { id: 'x', account_id: 'a', entity: 'products', key: 'material', label: 'Main material', type: 'TEXT', options: [], required: true, position: 0, help: null, version: 1 } as CustomFieldDefinition;

describe('import mapping', () => {
  const targets = importTargets(products, [material]);

  it('offers writable fields, custom fields and id; not system, readOnly or secret fields', () => {
    const names = targets.map((t) => t.target);
    expect(names).toEqual(expect.arrayContaining(['id', 'sku', 'title', 'retail_price', 'brand_id', 'custom_fields.material']));
    expect(names).not.toContain('created_at');
    expect(names).not.toContain('custom_fields');
    expect(names).not.toContain('version');
  });

  it('suggests a mapping from names, titles, references without _id and custom labels', () => {
    expect(normalizeHeader('Retail Price (£)')).toBe('retailprice');
    expect(suggestMapping(['SKU', 'Title', 'Retail price', 'Brand', 'Main material', 'custom_fields.material', 'Notes'], targets)).toEqual({
      SKU: 'sku', Title: 'title', 'Retail price': 'retail_price', Brand: 'brand_id', 'Main material': 'custom_fields.material',
      // Each target once: the first matching column wins.
      'custom_fields.material': null, Notes: null,
    });
  });

  it('checks a given mapping', () => {
    expect(checkMapping({ a: 'sku', b: null }, ['a', 'b', 'c'], targets)).toEqual({ a: 'sku', b: null, c: null });
    expect(() => checkMapping({ z: 'sku' }, ['a'], targets)).toThrow(/no column "z"/);
    expect(() => checkMapping({ a: 'password_hash' }, ['a'], targets)).toThrow(/cannot be imported/);
    expect(() => checkMapping({ a: 'sku', b: 'sku' }, ['a', 'b'], targets)).toThrow(/both mapped to sku/);
  });
});
