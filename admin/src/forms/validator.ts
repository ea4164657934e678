/**
 * An RJSF validator that needs no `eval`: the API's Content-Security-Policy forbids `new Function`, which ajv's
 * compiled validators use. It interprets the JSON Schema subset the form builder emits (types, required,
 * properties, additionalProperties, items, enum, const, lengths, pattern, formats, bounds, multipleOf, item counts,
 * uniqueItems, allOf/anyOf/oneOf, if/then/else) and words its messages as the API does (`api/crud/validation.ts`), so a field
 * shows the same message before submit and after. Pure and unit-tested beside this file.
 */
import {
  createErrorHandler,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';

type Json = Record<string, any>;

export interface RawError {
  /** JSON pointer of the invalid value, e.g. `/lines/0/quantity`. */
  pointer: string;
  keyword: string;
  message: string;
  params?: Json;
}

const FORMATS: Record<string, (v: string) => boolean> = {
  date: (v) => /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(v) && !Number.isNaN(Date.parse(v)),
  'date-time': (v) => /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  uri: (v) => {
    try {
      return !!new URL(v).protocol;
    } catch {
      return false;
    }
  },
  uuid: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
};

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function matchesType(v: unknown, type: string): boolean {
  const t = typeOf(v);
  return t === type || (type === 'number' && t === 'integer');
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function esc(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Validates `value` against `schema`; returns every error (all fields at once, like ajv's allErrors). */
export function validateValue(schema: Json | boolean | undefined, value: unknown, pointer = ''): RawError[] {
  if (schema === true || schema === undefined) return [];
  if (schema === false) return [{ pointer, keyword: 'false', message: 'is not allowed' }];
  const out: RawError[] = [];
  const s = schema as Json;

  for (const part of (s.allOf as Json[] | undefined) ?? []) out.push(...validateValue(part, value, pointer));
  // if/then/else: the branch the value takes must hold too (conditions left in array items, which RJSF resolves).
  if (s.if !== undefined) {
    const branch = validateValue(s.if, value, pointer).length === 0 ? s.then : s.else;
    if (branch !== undefined) out.push(...validateValue(branch, value, pointer));
  }
  if (Array.isArray(s.anyOf) && !s.anyOf.some((alt: Json) => validateValue(alt, value, pointer).length === 0)) {
    out.push({ pointer, keyword: 'anyOf', message: 'does not match any allowed form' });
  }
  if (Array.isArray(s.oneOf) && s.oneOf.filter((alt: Json) => validateValue(alt, value, pointer).length === 0).length !== 1) {
    out.push({ pointer, keyword: 'oneOf', message: 'must match exactly one allowed form' });
  }

  if (s.type !== undefined) {
    const types: string[] = Array.isArray(s.type) ? s.type : [s.type];
    if (!types.some((t) => matchesType(value, t))) {
      const message = types.length === 1 && types[0] === 'integer' ? 'must be a whole number' : `must be of type ${types.join(' or ')}`;
      out.push({ pointer, keyword: 'type', message, params: { type: types.join(',') } });
      return out;
    }
  }
  if (s.const !== undefined && !equal(value, s.const)) out.push({ pointer, keyword: 'const', message: `must be ${JSON.stringify(s.const)}` });
  if (Array.isArray(s.enum) && !s.enum.some((e: unknown) => equal(e, value))) {
    out.push({ pointer, keyword: 'enum', message: `must be one of ${s.enum.join(', ')}`, params: { allowedValues: s.enum } });
  }

  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof s.minLength === 'number' && length < s.minLength) {
      out.push({ pointer, keyword: 'minLength', message: s.minLength === 1 ? 'must not be empty' : `must have at least ${s.minLength} characters`, params: { limit: s.minLength } });
    }
    if (typeof s.maxLength === 'number' && length > s.maxLength) {
      out.push({ pointer, keyword: 'maxLength', message: `must have at most ${s.maxLength} characters`, params: { limit: s.maxLength } });
    }
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value)) {
      out.push({ pointer, keyword: 'pattern', message: 'has the wrong form', params: { pattern: s.pattern } });
    }
    if (typeof s.format === 'string' && FORMATS[s.format] && !FORMATS[s.format](value)) {
      out.push({ pointer, keyword: 'format', message: `must be a valid ${s.format}`, params: { format: s.format } });
    }
  }

  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) out.push({ pointer, keyword: 'minimum', message: `must be at least ${s.minimum}`, params: { limit: s.minimum } });
    if (typeof s.maximum === 'number' && value > s.maximum) out.push({ pointer, keyword: 'maximum', message: `must be at most ${s.maximum}`, params: { limit: s.maximum } });
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum) out.push({ pointer, keyword: 'exclusiveMinimum', message: `must be more than ${s.exclusiveMinimum}` });
    if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum) out.push({ pointer, keyword: 'exclusiveMaximum', message: `must be less than ${s.exclusiveMaximum}` });
    if (typeof s.multipleOf === 'number' && s.multipleOf > 0) {
      const q = value / s.multipleOf;
      if (Math.abs(q - Math.round(q)) > 1e-9) out.push({ pointer, keyword: 'multipleOf', message: `must be a multiple of ${s.multipleOf}` });
    }
  }

  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && value.length < s.minItems) {
      out.push({ pointer, keyword: 'minItems', message: `must have at least ${s.minItems} item${s.minItems === 1 ? '' : 's'}`, params: { limit: s.minItems } });
    }
    if (typeof s.maxItems === 'number' && value.length > s.maxItems) {
      out.push({ pointer, keyword: 'maxItems', message: `must have at most ${s.maxItems} items`, params: { limit: s.maxItems } });
    }
    if (s.uniqueItems && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) {
      out.push({ pointer, keyword: 'uniqueItems', message: 'must not contain duplicates' });
    }
    if (s.items && typeof s.items === 'object' && !Array.isArray(s.items)) {
      value.forEach((item, i) => out.push(...validateValue(s.items, item, `${pointer}/${i}`)));
    }
  }

  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Json;
    for (const name of (s.required as string[] | undefined) ?? []) {
      if (obj[name] === undefined) out.push({ pointer: `${pointer}/${esc(name)}`, keyword: 'required', message: 'is required', params: { missingProperty: name } });
    }
    const props = (s.properties ?? {}) as Json;
    for (const [name, sub] of Object.entries(props)) {
      if (obj[name] !== undefined) out.push(...validateValue(sub as Json, obj[name], `${pointer}/${esc(name)}`));
    }
    if (s.additionalProperties === false) {
      for (const name of Object.keys(obj)) {
        if (!(name in props) && obj[name] !== undefined) out.push({ pointer: `${pointer}/${esc(name)}`, keyword: 'additionalProperties', message: 'is not a known field' });
      }
    }
  }
  return out;
}

/** `/lines/0/quantity` → `.lines.0.quantity` (RJSF's property path). */
function property(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => `.${s}`)
    .join('');
}

/** Titles along a pointer, for the error list at the top of the form. */
function titleAt(schema: Json, pointer: string): string | undefined {
  let node: Json | undefined = schema;
  for (const seg of pointer.split('/').slice(1)) {
    if (!node) return undefined;
    node = node.properties?.[seg] ?? (node.items && /^\d+$/.test(seg) ? node.items : undefined);
  }
  return node?.title;
}

export function toRjsfErrors(raw: RawError[], schema: Json): RJSFValidationError[] {
  return raw.map((e) => {
    const title = titleAt(schema, e.pointer);
    return { name: e.keyword, property: property(e.pointer), message: e.message, params: e.params ?? {}, stack: `${title ?? (property(e.pointer) || 'form')} ${e.message}`, schemaPath: '', title };
  });
}

/** The validator handed to RJSF's `<Form validator>`. */
export class SchemaValidator implements ValidatorType<any, RJSFSchema, any> {
  validateFormData(
    formData: any,
    schema: RJSFSchema,
    customValidate?: CustomValidator<any, RJSFSchema, any>,
    transformErrors?: ErrorTransformer<any, RJSFSchema, any>,
    uiSchema?: UiSchema<any, RJSFSchema, any>,
  ): ValidationData<any> {
    let errors = toRjsfErrors(validateValue(schema as Json, formData ?? {}), schema as Json);
    if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<any>(errors);
    if (typeof customValidate !== 'function') return { errors, errorSchema };
    const handler = customValidate(formData, createErrorHandler(formData), uiSchema, errorSchema);
    return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
  }

  isValid(schema: RJSFSchema, formData: any, _rootSchema: RJSFSchema): boolean {
    return validateValue(schema as Json, formData).length === 0;
  }

  rawValidation<Result = any>(schema: RJSFSchema, formData?: any): { errors?: Result[]; validationError?: Error } {
    const errors = validateValue(schema as Json, formData);
    return { errors: errors.length ? (errors as unknown as Result[]) : undefined };
  }
}

export const schemaValidator = new SchemaValidator();
