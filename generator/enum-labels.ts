/**
 * Enum labels (`x-enumLabels`, or the standard `oneOf: [{"const": …, "title": …}]`): what a merchant reads in
 * place of a code. Three small pure steps, kept apart from the other stages so they read (and merge) on their own:
 *
 * 1. `withCanonicalEnums` (before validation) rewrites a `oneOf` made only of string `const`s into the one form the
 *    rest of the generator reads, `enum` + `x-enumLabels`, so state machines, CHECK constraints and filters see an
 *    `enum` whichever way the schema was written, and the validators say "must be one of …".
 * 2. `enumLabelErrors` (during validation): labels only beside an `enum`, none for a value the enum lacks, and
 *    either every value labelled or none (then every label is the humanised code).
 * 3. `enumLabelsOf` (normalize): the complete label map of a field, explicit or humanised.
 */
import type { SourceFile, Sources } from './load.ts';
import { SchemaError } from './errors.ts';
import { suggest } from './validate.ts';
import { humanizeCode } from '../checks/enum-labels.ts';

type Json = Record<string, any>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A `oneOf` whose every branch is `{"const": "<string>", "title"?: …, "description"?: …}`: an enum with words. */
function isConstOneOf(node: Json): boolean {
  return Array.isArray(node.oneOf) && node.oneOf.length > 0
    && node.oneOf.every((branch: unknown) => isObject(branch) && typeof branch.const === 'string'
      && Object.keys(branch).every((key) => ['const', 'title', 'description'].includes(key)));
}

/** The node with its const-`oneOf` rewritten as `enum` + `x-enumLabels` (labels only when some branch has a title). */
function canonicalNode(node: Json): Json {
  // Both forms at once stay as written: `enumLabelErrors` asks for one.
  if (!isConstOneOf(node) || node.enum || node['x-enumLabels']) return node;
  const { oneOf, ...rest } = node;
  const branches = oneOf as Array<{ const: string; title?: string }>;
  const titled = branches.filter((b) => typeof b.title === 'string');
  const out: Json = { ...rest, enum: branches.map((b) => b.const) };
  // A partial set of titles is kept partial, so step 2 reports the values left without one.
  if (titled.length) out['x-enumLabels'] = { ...Object.fromEntries(titled.map((b) => [b.const, b.title])) };
  return out;
}

/** Walks a property schema (its `items` and nested `properties`), rewriting every const-`oneOf`. */
function canonicalProperty(node: unknown): unknown {
  if (!isObject(node)) return node;
  const out = canonicalNode({ ...node });
  if (isObject(out.items)) out.items = canonicalProperty(out.items);
  if (isObject(out.properties)) out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, canonicalProperty(v)]));
  return out;
}

function canonicalFile(source: SourceFile): SourceFile {
  const json = source.json as Json;
  if (!isObject(json.properties)) return source;
  return { ...source, json: { ...json, properties: Object.fromEntries(Object.entries(json.properties).map(([k, v]) => [k, canonicalProperty(v)])) } };
}

/** Sources with every const-`oneOf` of entity and shared schemas written as `enum` + `x-enumLabels` (fresh objects; input untouched). */
export function withCanonicalEnums(sources: Sources): Sources {
  return { ...sources, entities: sources.entities.map(canonicalFile), shared: sources.shared.map(canonicalFile) };
}

/** Every node below a property that carries `enum` or `x-enumLabels`, with its JSON path. */
function labelledNodes(node: unknown, path: string, found: Array<{ node: Json; path: string }> = []): Array<{ node: Json; path: string }> {
  if (!isObject(node)) return found;
  if (node.enum || node['x-enumLabels'] || isConstOneOf(node)) found.push({ node, path });
  if (isObject(node.items)) labelledNodes(node.items, `${path}.items`, found);
  if (isObject(node.properties)) for (const [name, child] of Object.entries(node.properties)) labelledNodes(child, `${path}.properties.${name}`, found);
  return found;
}

/** The problems with the enum labels of one schema file, each naming the file, the JSON path and the fix. */
export function enumLabelErrors(source: SourceFile): SchemaError[] {
  const errors: SchemaError[] = [];
  const properties = (source.json as Json).properties;
  if (!isObject(properties)) return errors;
  for (const [field, property] of Object.entries(properties)) {
    for (const { node, path } of labelledNodes(property, `$.properties.${field}`)) {
      const at = (where: string, problem: string, fix: string) => errors.push(new SchemaError(source.file, where, problem, fix));
      if (isConstOneOf(node) && (node.enum || node['x-enumLabels'])) {
        at(`${path}.oneOf`, 'the values are listed twice: a `oneOf` of `const`s beside `enum` or `x-enumLabels`', 'keep either the `oneOf` (with a `title` per `const`) or `enum` with `x-enumLabels`');
        continue;
      }
      const labels = node['x-enumLabels'] as Record<string, string> | undefined;
      if (!labels) continue;
      const values = Array.isArray(node.enum) ? node.enum.filter((v: unknown): v is string => typeof v === 'string') : undefined;
      if (!values) {
        at(`${path}.x-enumLabels`, '`x-enumLabels` names the values of an `enum`, and this schema has none', 'add the `enum` beside it (for an array, put both in `items`), or remove `x-enumLabels`');
        continue;
      }
      for (const value of Object.keys(labels)) {
        if (!values.includes(value)) at(`${path}.x-enumLabels.${value}`, `\`${value}\` is not a value of the enum`, `write ${suggest(value, values)}, or remove the label`);
      }
      const missing = values.filter((value) => !(value in labels));
      if (missing.length) {
        at(`${path}.x-enumLabels`, `${missing.map((v) => `\`${v}\``).join(', ')} ${missing.length === 1 ? 'has' : 'have'} no label while other values have one`,
          `add ${missing.map((v) => `"${v}": "${humanizeCode(v)}"`).join(', ')} (or remove \`x-enumLabels\` to show every value as its humanised code)`);
      }
    }
  }
  return errors;
}

/**
 * The complete labels of a field's enum (its own, or its array items'): `x-enumLabels` where the schema gives them
 * (`manifestLabels` for `x-enumFrom` values: the manifest's role, permission or flag labels), else humanised codes.
 */
export function enumLabelsOf(schema: Json, manifestLabels?: Record<string, string>): Record<string, string> | undefined {
  const node = Array.isArray(schema.enum) ? schema : isObject(schema.items) && Array.isArray(schema.items.enum) ? schema.items : undefined;
  if (!node) return undefined;
  const given = (node['x-enumLabels'] ?? {}) as Record<string, string>;
  const values = (node.enum as unknown[]).filter((v): v is string => typeof v === 'string');
  return Object.fromEntries(values.map((v) => [v, given[v] ?? manifestLabels?.[v] ?? humanizeCode(v)]));
}
