/**
 * Values a JSON Schema accepts, made from the schema alone (no `examples` needed), for the permission matrix's
 * bodies (schema-bodies.ts) and transition inputs:
 * - strings: a value of the `format` (email, date, uri, uuid, …), else a fresh token shaped to `minLength` and
 *   `maxLength`, else a string generated from `pattern` (randexp, with a seeded generator so runs repeat);
 * - numbers within their bounds and `multipleOf`; booleans; enums and consts;
 * - objects with their required properties; arrays with `minItems` items.
 * `examples` that fit are preferred where the caller offers them. Returns `undefined` when nothing fits (the caller
 * names the field and asks for `examples`).
 */
import RandExp from 'randexp';
// The same seeded generator the sandbox's demo buyers use: the same pattern gives the same strings on every run.
import { seededRandom as seeded } from '../../api/channels/sandbox/demo-buyers.ts';

type Schema = Record<string, any>;

export function fitsString(schema: Schema, value: unknown): value is string {
  return typeof value === 'string'
    && (!schema.pattern || new RegExp(schema.pattern, 'u').test(value))
    && [...value].length <= (schema.maxLength ?? Infinity) && [...value].length >= (schema.minLength ?? 0);
}

export function fitsNumber(schema: Schema, value: unknown): value is number {
  return typeof value === 'number'
    && (schema.type !== 'integer' || Number.isInteger(value))
    && (schema.minimum === undefined || value >= schema.minimum) && (schema.maximum === undefined || value <= schema.maximum)
    && (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) && (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum)
    && (!schema.multipleOf || Math.abs(value / schema.multipleOf - Math.round(value / schema.multipleOf)) < 1e-9);
}

/** Values of each `format` ajv-formats checks, built around a fresh token so unique keys do not collide. */
export function formatValues(format: string, fresh: string): string[] {
  const lower = fresh.toLowerCase().replace(/[^a-z0-9]/g, '');
  const values: Record<string, string[]> = {
    email: [`${lower}@example.test`], 'idn-email': [`${lower}@example.test`],
    hostname: [`${lower}.example.test`], 'idn-hostname': [`${lower}.example.test`],
    date: ['2030-01-01'], time: ['09:00:00Z', '09:00:00'], 'date-time': ['2030-01-01T09:00:00.000Z'], duration: ['P1D'],
    uri: [`https://example.test/${lower}`], 'uri-reference': [`/${lower}`], iri: [`https://example.test/${lower}`],
    'iri-reference': [`/${lower}`], 'uri-template': [`https://example.test/{${lower}}`], url: [`https://example.test/${lower}`],
    uuid: ['5f0c8a8e-2b7e-4a51-9c1d-6a3f2e4b7c90'], ipv4: ['192.0.2.10'], ipv6: ['2001:db8::10'],
    regex: ['^[a-z]+$'], 'json-pointer': [`/${lower}`], 'relative-json-pointer': ['0'], byte: ['c2VsbHlhcmQ='],
    int32: ['42'], int64: ['42'], float: ['1.5'], double: ['1.5'], password: [`pw-${lower}`], binary: [lower],
  };
  return values[format] ?? [];
}

/** Strings shaped from a fresh token (`MX-0042`): as is, in the case and separator styles codes use, padded or cut. */
function tokenCandidates(schema: Schema, fresh: string): string[] {
  const styles = [fresh, fresh.replace('-', '_'), fresh.toLowerCase().replace('-', '_'), fresh.replace('-', '')];
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const out: string[] = [];
  for (const style of styles) {
    if (style.length >= min && style.length <= max) out.push(style);
    else if (style.length < min) out.push(`${style}${'x'.repeat(min - style.length)}`);
    else out.push(style.slice(style.length - max)); // keep the counter's end, which is what makes it fresh
  }
  return out;
}

/** Strings from the pattern (randexp), a few tries for one that also fits the lengths. */
function patternCandidates(schema: Schema, seed: number): string[] {
  if (!schema.pattern) return [];
  let generator: RandExp;
  try {
    generator = new RandExp(new RegExp(schema.pattern, 'u'));
  } catch {
    return []; // a pattern randexp cannot read (e.g. lookbehind): the caller asks for examples
  }
  const random = seeded(seed);
  generator.randInt = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  // Unbounded repeats (`+`, `*`) stay short, or up to the minimum length the schema asks.
  generator.max = Math.max(8, schema.minLength ?? 0);
  const out: string[] = [];
  for (let i = 0; i < 40; i += 1) out.push(generator.gen());
  return out;
}

let counter = 0;
const nextToken = () => `MX-${String((counter += 1)).padStart(4, '0')}`;

/**
 * A value `schema` accepts, or undefined. `fresh` makes strings unique (default: a counter's `MX-0042`);
 * `examples` (the schema's own, and any given) are tried first.
 */
export function valueForSchema(schema: Schema, fresh: string = nextToken(), seed = 1): unknown {
  const examples = Array.isArray(schema.examples) ? schema.examples : [];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return examples.find((e) => schema.enum.includes(e)) ?? schema.enum[0];
  if (schema.default !== undefined) return structuredClone(schema.default);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'integer':
    case 'number': {
      const example = examples.find((e) => fitsNumber(schema, e));
      if (example !== undefined) return example;
      const step = schema.multipleOf ?? 1;
      const up = (n: number) => Math.ceil(n / step) * step;
      const down = (n: number) => Math.floor(n / step) * step;
      const candidates = [1, step, 0];
      if (schema.minimum !== undefined) candidates.push(up(schema.minimum));
      if (schema.exclusiveMinimum !== undefined) candidates.push(up(schema.exclusiveMinimum) === schema.exclusiveMinimum ? schema.exclusiveMinimum + step : up(schema.exclusiveMinimum));
      if (schema.maximum !== undefined) candidates.push(down(schema.maximum));
      if (schema.exclusiveMaximum !== undefined) candidates.push(down(schema.exclusiveMaximum) === schema.exclusiveMaximum ? schema.exclusiveMaximum - step : down(schema.exclusiveMaximum));
      const found = candidates.find((candidate) => fitsNumber(schema, candidate));
      if (found !== undefined) return found;
      return undefined;
    }
    case 'boolean':
      return examples.find((e) => typeof e === 'boolean') ?? false;
    case 'string': {
      const candidates = schema.format
        ? [...formatValues(schema.format, fresh), ...examples]
        : [...examples, ...tokenCandidates(schema, fresh), ...patternCandidates(schema, seed)];
      return candidates.find((candidate) => fitsString(schema, candidate));
    }
    case 'object': {
      if (examples[0] && typeof examples[0] === 'object') return structuredClone(examples[0]);
      const body: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        if (!property) return undefined;
        const value = valueForSchema(property, fresh, seed + 1);
        if (value === undefined) return undefined;
        body[name] = value;
      }
      return body;
    }
    case 'array': {
      if (Array.isArray(examples[0])) return structuredClone(examples[0]);
      const items: unknown[] = [];
      for (let i = 0; i < (schema.minItems ?? 0); i += 1) {
        const item = schema.items ? valueForSchema(schema.items, `${fresh}-${i + 1}`, seed + i) : undefined;
        if (item === undefined) return undefined;
        items.push(item);
      }
      return items;
    }
    default:
      return undefined;
  }
}
