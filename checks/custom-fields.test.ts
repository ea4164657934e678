import { describe, expect, it } from 'vitest';
import { checkCustomFields } from './custom-fields.ts';
import { CASE_DEFINITIONS, CUSTOM_FIELD_CASES } from '../tests/helpers/custom-field-cases.ts';

describe('checkCustomFields', () => {
  it.each(CUSTOM_FIELD_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(checkCustomFields(CASE_DEFINITIONS, 'products', c.sent, c.stored).errors).toEqual(c.errors);
  });

  it('merges key by key: null and empty text remove a value, other keys keep theirs', () => {
    const { value, errors } = checkCustomFields(CASE_DEFINITIONS, 'products', { cc_weight: null, cc_season: 'AW26', cc_launch: '' }, { cc_note: 'kept', cc_weight: 3, cc_launch: '2026-01-01' });
    expect(errors).toEqual([]);
    expect(value).toEqual({ cc_note: 'kept', cc_season: 'AW26' });
  });

  it('keeps the stored values of keys no longer defined, unchecked, after the defined ones', () => {
    const { value, errors } = checkCustomFields(CASE_DEFINITIONS, 'products', { cc_weight: 2 }, { legacy_code: 'X1', cc_note: 'kept' });
    expect(errors).toEqual([]);
    expect(Object.entries(value)).toEqual([['cc_note', 'kept'], ['cc_weight', 2], ['legacy_code', 'X1']]);
  });

  it('escapes keys in pointers and ignores a custom_fields that is not an object', () => {
    expect(checkCustomFields([], 'products', { 'a/b': 1 }, undefined).errors).toEqual([{ pointer: '/custom_fields/a~1b', message: 'is not a custom field of products' }]);
    expect(checkCustomFields(CASE_DEFINITIONS, 'products', ['x'], { cc_note: 'kept' }).errors).toEqual([]);
  });
});
