/**
 * Stage 2b: standard JSON Schema keywords. The entity meta-schema checks Sellyard's `x-` keywords, but JSON Schema
 * lets any other word through, so a misspelt standard keyword (`minLenght`) would silently check nothing in the
 * generator and then stop the API at start, when ajv compiles the schema in strict mode. Here every subschema is
 * walked and each key must be a JSON Schema 2020-12 keyword (or an `x-` one): the error names the file, the JSON
 * path and the keyword meant.
 */
import type { SourceFile } from './load.ts';
import { SchemaError } from './errors.ts';
import { suggest } from './validate.ts';

type Json = Record<string, any>;

/** The keywords of JSON Schema 2020-12 (core, applicator, validation, format, meta-data, content, unevaluated). */
export const STANDARD_KEYWORDS = [
  '$schema', '$id', '$ref', '$anchor', '$dynamicRef', '$dynamicAnchor', '$defs', '$comment', '$vocabulary',
  'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'dependentSchemas', 'prefixItems', 'items', 'contains',
  'properties', 'patternProperties', 'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties',
  'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength',
  'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxContains', 'minContains', 'maxProperties',
  'minProperties', 'required', 'dependentRequired', 'format', 'title', 'description', 'default', 'deprecated',
  'readOnly', 'writeOnly', 'examples', 'contentEncoding', 'contentMediaType', 'contentSchema',
] as const;

/**
 * ajv-formats' comparisons of formatted values (dates, times), which the validators compile: with `$data` they say
 * "not before the period start" (`"period_end": {"format": "date", "formatMinimum": {"$data": "1/period_start"}}`).
 */
export const FORMAT_COMPARISON_KEYWORDS = ['formatMinimum', 'formatMaximum', 'formatExclusiveMinimum', 'formatExclusiveMaximum'] as const;

const KNOWN = new Set<string>([...STANDARD_KEYWORDS, ...FORMAT_COMPARISON_KEYWORDS]);
const KNOWN_LIST = [...STANDARD_KEYWORDS, ...FORMAT_COMPARISON_KEYWORDS];
/** Keywords whose value is one subschema. */
const ONE_SCHEMA = ['not', 'if', 'then', 'else', 'items', 'contains', 'additionalProperties', 'propertyNames',
  'unevaluatedItems', 'unevaluatedProperties', 'contentSchema'];
/** Keywords whose value is a list of subschemas. */
const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAP = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

function key(path: string, name: string): string {
  return /^[A-Za-z_$][\w$-]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`;
}

/** Every key of every subschema of `schema` that is neither a standard nor an `x-` keyword, as SchemaErrors. */
export function unknownKeywords(source: SourceFile, schema: unknown, path = '$'): SchemaError[] {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return [];
  const errors: SchemaError[] = [];
  for (const [name, value] of Object.entries(schema as Json)) {
    // An `x-rules` entry's `when` and `check` are JSON Schemas: a typo there would check nothing too.
    if (name === 'x-rules' && path === '$' && Array.isArray(value)) {
      value.forEach((rule, i) => {
        for (const part of ['when', 'check']) if (rule && typeof rule === 'object') errors.push(...unknownKeywords(source, rule[part], `$["x-rules"][${i}].${part}`));
      });
      continue;
    }
    // `x-` keywords belong to Sellyard and are checked by the meta-schema; their values are not JSON Schemas.
    if (name.startsWith('x-')) continue;
    if (!KNOWN.has(name)) {
      errors.push(new SchemaError(source.file, key(path, name), `\`${name}\` is not a JSON Schema keyword`, `write ${suggest(name, KNOWN_LIST)}, or prefix a keyword of your own with \`x-\``));
      continue;
    }
    if (ONE_SCHEMA.includes(name)) errors.push(...unknownKeywords(source, value, key(path, name)));
    else if (SCHEMA_LIST.includes(name) && Array.isArray(value)) value.forEach((item, i) => errors.push(...unknownKeywords(source, item, `${key(path, name)}[${i}]`)));
    else if (SCHEMA_MAP.includes(name) && value && typeof value === 'object') {
      for (const [child, sub] of Object.entries(value as Json)) errors.push(...unknownKeywords(source, sub, key(key(path, name), child)));
    }
  }
  return errors;
}
