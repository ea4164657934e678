import { describe, expect, it } from 'vitest';
import { entity, field, modelOf } from '../../tests/helpers/model-fixtures.ts';
import { outOfRangeErrors } from './validation.ts';

const MAX = Number.MAX_SAFE_INTEGER;
const line = entity('order_line', 'order_lines', [
  field('quantity', 'integer', { schema: { type: 'integer', minimum: 1, maximum: 1000 } }),
  field('gross', 'bigint', { schema: { type: 'integer', minimum: -MAX, maximum: MAX } }),
]);
const order = entity('order', 'orders', [
  field('total', 'bigint', { schema: { type: 'integer', minimum: -MAX, maximum: MAX } }),
  field('note', 'text'),
  field('lines', 'jsonb', { virtual: true }),
], { children: [{ field: 'lines', entity: 'order_line', table: 'order_lines', foreignKey: 'order_id', orderBy: 'position' }] });
const model = modelOf(order, line);

describe('outOfRangeErrors', () => {
  it('accepts figures within their columns', () => {
    expect(outOfRangeErrors(model, order, { total: MAX, note: 'x', lines: [{ quantity: 1000, gross: -MAX }] })).toEqual([]);
  });

  it('names each computed figure past its column, in the children too', () => {
    const errors = outOfRangeErrors(model, order, { total: 2 ** 60, lines: [{ quantity: 2, gross: 10 }, { quantity: 1001, gross: MAX + 2 }] });
    expect(errors.map((e) => e.pointer)).toEqual(['/total', '/lines/1/quantity', '/lines/1/gross']);
    expect(errors[0].message).toMatch(/more than 9007199254740991/);
    expect(errors[1].message).toBe('comes to 1001, more than the largest allowed (1000)');
  });

  it('refuses what is not a whole number (a float from a bad multiplication, NaN)', () => {
    expect(outOfRangeErrors(model, order, { total: 12.5, lines: [{ quantity: Number.NaN }] }).map((e) => e.pointer)).toEqual(['/total', '/lines/0/quantity']);
  });
});
