import { describe, expect, it } from 'vitest';
import { schemaValidator, validateValue } from './validator.ts';
import { buildForm } from './buildSchema.ts';
import { entityByName } from '../model.ts';

describe('validateValue', () => {
  it('reports every problem with the API’s wording and a pointer', () => {
    const schema = {
      type: 'object',
      required: ['sku', 'title'],
      properties: {
        sku: { type: 'string', minLength: 1, pattern: '^\\S(.*\\S)?$' },
        title: { type: 'string', maxLength: 3 },
        qty: { type: 'integer', minimum: 1 },
        kind: { type: 'string', enum: ['A', 'B'] },
        url: { type: 'string', format: 'uri' },
        lines: { type: 'array', minItems: 1, items: { type: 'object', required: ['n'], properties: { n: { type: 'integer', maximum: 5 } } } },
      },
    };
    const errors = validateValue(schema, { sku: ' x', title: 'long', qty: 1.5, kind: 'C', url: 'nope', lines: [{ n: 9 }, {}] });
    expect(errors.map((e) => [e.pointer, e.message])).toEqual([
      ['/sku', 'has the wrong form'],
      ['/title', 'must have at most 3 characters'],
      ['/qty', 'must be a whole number'],
      ['/kind', 'must be one of A, B'],
      ['/url', 'must be a valid uri'],
      ['/lines/0/n', 'must be at most 5'],
      ['/lines/1/n', 'is required'],
    ]);
    expect(validateValue(schema, {}).map((e) => e.pointer)).toEqual(['/sku', '/title']);
  });

  it('accepts a valid record', () => {
    expect(validateValue({ type: 'object', properties: { d: { type: 'string', format: 'date' }, r: { type: 'number', multipleOf: 0.0001 } } }, { d: '2026-11-21', r: 17.5 })).toEqual([]);
  });
});

describe('SchemaValidator', () => {
  it('gives RJSF an error schema per field, custom checks merged', () => {
    const entity = entityByName('sales-order')!;
    const { schema } = buildForm(entity, { mode: 'create' });
    const result = schemaValidator.validateFormData({ notes: 'x', lines: [{ quantity: 0 }] }, schema as never, (data, errors) => {
      (errors as any).notes.addError('custom');
      return errors;
    });
    expect((result.errorSchema as any).customer_id.__errors).toEqual(['is required']);
    expect((result.errorSchema as any).lines[0].quantity.__errors).toEqual(['must be at least 1']);
    expect((result.errorSchema as any).lines[0].product_id.__errors).toEqual(['is required']);
    expect((result.errorSchema as any).notes.__errors).toEqual(['custom']);
  });
});
