import { describe, expect, it } from 'vitest';
import { pointerToErrors } from './problemErrors.ts';

describe('pointerToErrors', () => {
  it('puts each server error on its field, nested ones too', () => {
    const tree = pointerToErrors(
      [
        { pointer: '/lines/0/quantity', message: 'must be >= 1' },
        { pointer: '/sku', message: 'is already used' },
        { pointer: '/sku', message: 'has the wrong form' },
        { pointer: '', message: 'the body must be a JSON object' },
        { pointer: '/version', message: 'is required' },
      ],
      new Set(['lines', 'sku']),
    );
    expect(tree).toEqual({
      lines: { 0: { quantity: { __errors: ['must be >= 1'] } } },
      sku: { __errors: ['is already used', 'has the wrong form'] },
      __errors: ['the body must be a JSON object', 'version: is required'],
    });
  });

  it('decodes escaped pointer segments', () => {
    expect(pointerToErrors([{ pointer: '/a~1b', message: 'x' }])).toEqual({ 'a/b': { __errors: ['x'] } });
  });
});
