import { describe, expect, it } from 'vitest';
import { model } from '../../generated/model.ts';
import { databaseErrorToApiError } from './database-errors.ts';

describe('databaseErrorToApiError, class 22 (data exceptions)', () => {
  it.each([
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00', /NUL/],
    ['22P05', 'unsupported Unicode escape sequence', /NUL/],
    ['22008', 'date/time field value out of range: "-271821-04-20"', /date or time out of range/],
    ['22003', 'value "2147483648" is out of range for type integer', /out of range/],
    ['22P02', 'invalid input syntax for type uuid: "x"', /wrong form/],
    ['22023', 'some other data exception', /wrong form or is out of range/],
  ])('%s is a 400, not a 500', (code, message, wording) => {
    const error = databaseErrorToApiError({ code, message });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error!.detail).toMatch(wording);
  });

  it('names the column when PostgreSQL does', () => {
    expect(databaseErrorToApiError({ code: '22001', column: 'sku', message: 'value too long' })!.errors).toEqual([{ pointer: '/sku', message: 'is too long' }]);
  });

  it('leaves other classes to the caller (a bug stays a 500)', () => {
    expect(databaseErrorToApiError({ code: '42P01', message: 'relation does not exist' })).toBeUndefined();
  });
});

describe('databaseErrorToApiError, CHECKs written from the schemas (23514)', () => {
  it.each([
    ['products_weight_g_min', '/weight_g', 'must be at least 0'],
    ['products_status_enum', '/status', /^must be one of /],
    ['products_sku_length', '/sku', /^must have at most \d+ characters$/],
  ])('%s is a 400 naming the field in the validation\'s words', (constraint, pointer, message) => {
    const error = databaseErrorToApiError({ code: '23514', table: 'products', constraint, message: 'new row violates check constraint' }, model);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', errors: [{ pointer, message: expect.stringMatching(message) }] });
  });

  it('keeps the stock trigger\'s meaning (409 insufficient stock)', () => {
    expect(databaseErrorToApiError({ code: '23514', table: 'stock_levels', constraint: 'stock_levels_on_hand_check' }, model))
      .toMatchObject({ status: 409, code: 'insufficient_stock', errors: [{ pointer: '/on_hand' }] });
  });
});
