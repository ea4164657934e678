import { describe, expect, it } from 'vitest';
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
