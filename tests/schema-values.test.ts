/**
 * The value generator of the permission matrix (tests/helpers/schema-values.ts): every value it makes is checked by
 * the same validator the API uses (ajv with ajv-formats), for schemas that have no `examples`.
 */
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { formatValues, valueForSchema } from './helpers/schema-values.ts';

const ajv = new Ajv({ allErrors: true });
(addFormats as unknown as (a: Ajv) => void)(ajv);
const accepts = (schema: Record<string, unknown>, value: unknown) => {
  const validate = ajv.compile(schema);
  return validate(value) ? 'valid' : ajv.errorsText(validate.errors);
};

describe('valueForSchema', () => {
  it.each([
    ['a minLength longer than the token', { type: 'string', minLength: 10 }],
    ['a maxLength shorter than the token', { type: 'string', maxLength: 3 }],
    ['both bounds', { type: 'string', minLength: 12, maxLength: 12 }],
    ['a pattern the token cannot fit', { type: 'string', pattern: '^[A-Z]{3}-\\d{2}$' }],
    ['a pattern and a minLength', { type: 'string', pattern: '^[a-z]+(?:-[a-z]+)*$', minLength: 20 }],
    ['an IBAN-like pattern', { type: 'string', pattern: '^GB\\d{2}[A-Z]{4}\\d{14}$' }],
    ['an integer with a multipleOf and an exclusive minimum', { type: 'integer', exclusiveMinimum: 10, multipleOf: 5 }],
    ['a number below zero', { type: 'number', maximum: -2.5 }],
  ])('satisfies %s with no examples', (_label, schema) => {
    const value = valueForSchema(schema);
    expect(value).not.toBeUndefined();
    expect(accepts(schema, value)).toBe('valid');
  });

  it('makes the same pattern value on every run (seeded), and fresh tokens differ', () => {
    const schema = { type: 'string', pattern: '^[A-Z]{3}-\\d{2}$' };
    expect(valueForSchema(schema, 'MX-0001')).toBe(valueForSchema(schema, 'MX-0002'));
    expect(valueForSchema({ type: 'string', minLength: 10 }, 'MX-0001')).not.toBe(valueForSchema({ type: 'string', minLength: 10 }, 'MX-0002'));
  });

  it.each(['email', 'hostname', 'date', 'time', 'date-time', 'duration', 'uri', 'uri-reference', 'uuid', 'ipv4', 'ipv6', 'regex', 'json-pointer', 'relative-json-pointer', 'byte', 'int32', 'int64', 'float', 'double', 'password', 'uri-template'])(
    'gives a %s the format accepts',
    (format) => {
      expect(formatValues(format, 'MX-0042').length).toBeGreaterThan(0);
      const schema = { type: 'string', format };
      expect(accepts(schema, valueForSchema(schema, 'MX-0042'))).toBe('valid');
    },
  );

  it('builds a transition input: the required properties only, each valid', () => {
    const input = {
      type: 'object',
      required: ['note', 'confirm', 'when'],
      properties: {
        note: { type: 'string', minLength: 10, maxLength: 500 },
        confirm: { const: true },
        when: { type: 'string', format: 'date' },
        optional: { type: 'string' },
      },
      additionalProperties: false,
    };
    const body = valueForSchema(input) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['confirm', 'note', 'when']);
    expect(accepts(input, body)).toBe('valid');
  });

  it('answers undefined when nothing fits, so the caller can ask for examples', () => {
    expect(valueForSchema({ type: 'string', minLength: 5, maxLength: 2 })).toBeUndefined();
    expect(valueForSchema({ type: 'integer', minimum: 1.2, maximum: 1.8 })).toBeUndefined();
  });
});
