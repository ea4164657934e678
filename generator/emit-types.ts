/**
 * Emits `generated/types.ts`: per entity the record type (`SalesOrder`), the input type (`SalesOrderInput`) and the
 * update body (`SalesOrderUpdate`), plus one type per shared schema (`Address`). Compiled by
 * json-schema-to-typescript from the views in entity-schemas.ts.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import type { Model } from '../model/types.ts';
import type { Outputs } from './emit-model.ts';
import { generatedHeader } from './header.ts';
import { inputSchema, isRecordField, mapSchema, recordSchema, serverOnlySchema, sharedSchema, sharedTypeName, stripExtensions, type JsonSchema } from './entity-schemas.ts';

export const TYPES_PATH = 'generated/types.ts';

/** A `$ref` becomes a reference to the type emitted for its target, so nothing is inlined twice. */
const refToType = (typeName: string): JsonSchema => ({ tsType: typeName });

/**
 * Prepares a schema for json-schema-to-typescript: no `x-` keywords, and no `title`s (it would export an alias per
 * titled property). A title with no description becomes the doc comment, so every property says what it is.
 */
function forCompiler(schema: JsonSchema, typeName: string, doc: string): JSONSchema {
  const clean = mapSchema(stripExtensions(schema), ({ title, ...node }) =>
    title !== undefined && node.description === undefined ? { ...node, description: title } : node);
  return { ...clean, title: typeName, description: doc } as JSONSchema;
}

/**
 * json-schema-to-typescript is the slow part of a run (~30 ms a type). Each compiled type is kept in memory and in
 * `node_modules/.cache/sellyard-types.json` (not committed) by the hash of what it was compiled from, so a run
 * where a schema did not change reuses its type: a no-change `generate` stays well under a second.
 */
const CACHE_FILE = join(process.cwd(), 'node_modules/.cache/sellyard-types.json');
let cache: Map<string, string> | undefined;
function typeCache(): Map<string, string> {
  if (!cache) {
    try { cache = new Map(Object.entries(JSON.parse(readFileSync(CACHE_FILE, 'utf8')))); } catch { cache = new Map(); }
  }
  return cache;
}
function saveTypeCache(used: Set<string>): void {
  const kept = Object.fromEntries([...typeCache()].filter(([key]) => used.has(key)));
  try {
    mkdirSync(dirname(CACHE_FILE), { recursive: true });
    writeFileSync(CACHE_FILE, JSON.stringify(kept));
  } catch { /* a read-only tree only loses the speed-up */ }
}

async function compileType(schema: JsonSchema, typeName: string, doc: string, used: Set<string>): Promise<string> {
  const prepared = forCompiler(schema, typeName, doc);
  // The options are part of the key: an entry compiled with other options (e.g. `format: true`) is not reused.
  const key = createHash('sha256').update(JSON.stringify(COMPILE_OPTIONS)).update('\0').update(typeName).update('\0')
    .update(JSON.stringify(prepared)).digest('hex');
  used.add(key);
  const hit = typeCache().get(key);
  if (hit !== undefined) return hit;
  const compiled = await compileUncached(prepared, typeName);
  typeCache().set(key, compiled);
  return compiled;
}

const COMPILE_OPTIONS = {
  bannerComment: '',
  additionalProperties: false,
  // Bounded arrays would become unions of tuples (up to 500 lines); the bounds stay in the validators.
  ignoreMinAndMaxItems: true,
  declareExternallyReferenced: false,
  // Prettier would cost ~2 s for the whole catalogue; the emitter's own layout is readable and stable.
  format: false,
  unknownAny: true,
} as const;

async function compileUncached(prepared: JSONSchema, typeName: string): Promise<string> {
  return compile(prepared, typeName, COMPILE_OPTIONS);
}

/** Builds the content of generated/types.ts. */
export async function typesSource(model: Model): Promise<string> {
  const parts: string[] = [];
  const used = new Set<string>();
  for (const id of Object.keys(model.sharedSchemas).sort()) {
    const schema = sharedSchema(id, model, refToType);
    parts.push(await compileType(schema, sharedTypeName(id), String(schema.description ?? schema.title ?? id), used));
  }
  const storedTypes = new Map<string, string>();
  for (const entity of model.entities) {
    const record = recordSchema(entity, model, refToType);
    parts.push(await compileType(record, entity.typeName, entity.description || entity.title, used));
    const serverOnly = serverOnlySchema(entity, model, refToType);
    // The database gives timestamps back as Dates (api/db/connection.ts parses only dates and numbers), and hooks
    // store Dates: in the stored row a date-time field is either.
    const dateTimes = entity.fields.filter((f) => isRecordField(f) && f.format === 'date-time').map((f) => `'${f.name}'`);
    const stored = dateTimes.length ? `StoredDates<${entity.typeName}, ${dateTimes.join(' | ')}>` : entity.typeName;
    storedTypes.set(entity.name, stored);
    if (serverOnly) {
      const name = `${entity.typeName}ServerOnly`;
      parts.push(await compileType(serverOnly, name, String(serverOnly.description), used));
      storedTypes.set(entity.name, `${stored} & ${name}`);
    }
    if (!entity.resource) continue;
    const input = inputSchema(entity, model, refToType);
    parts.push(await compileType(input, `${entity.typeName}Input`, input.description, used));
    parts.push(
      (entity.singleton
        ? `/** The body of \`PUT /api/${entity.resource}\` (one record per account): the input plus the \`version\` last read (0 before the first save; a stale one is a 409). */\n`
        : `/** The body of \`PUT /api/${entity.resource}/:id\`: the input plus the \`version\` last read (a stale one is a 409). */\n`) +
        `export type ${entity.typeName}Update = ${entity.typeName}Input & { version: number };\n`,
    );
  }
  // Child inputs are only reachable through their parent's input, after the parents so the file reads top-down.
  for (const entity of model.entities.filter((e) => !e.resource)) {
    const input = inputSchema(entity, model, refToType);
    parts.push(await compileType(input, `${entity.typeName}Input`, input.description, used));
  }
  saveTypeCache(used);
  const top = model.entities.filter((e) => e.resource);
  parts.push(
    `/** The record type served by each REST resource. */\nexport interface RecordsByResource {\n` +
      top.map((e) => `  '${e.resource}': ${e.typeName};\n`).join('') + '}\n',
    `/** The input type each REST resource accepts on create. */\nexport interface InputsByResource {\n` +
      top.map((e) => `  '${e.resource}': ${e.typeName}Input;\n`).join('') + '}\n',
    `/** A REST resource name, e.g. \`sales-orders\`. */\nexport type ResourceName = keyof RecordsByResource;\n`,
    `/** A record whose date-time fields \`K\` may also hold a Date, as a stored row does. */\nexport type StoredDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | Date };\n`,
    `/**\n * The row as the server holds it, by entity name (\`sales-order\`): the record with its children arrays, plus the\n * fields that never leave the server (internal columns, write-only and virtual fields). What domain hooks are typed\n * by (\`defineHooks\` in api/domain/hooks.ts).\n */\nexport interface EntityRecords {\n` +
      model.entities.map((e) => `  '${e.name}': ${storedTypes.get(e.name)};\n`).join('') + '}\n',
    `/** An entity name, e.g. \`sales-order\`. */\nexport type EntityName = keyof EntityRecords;\n`,
  );
  return `${generatedHeader('entities/*/*.schema.json, schemas/shared/*.schema.json (via generator/emit-types.ts)')}\n${parts.map((p) => p.trim()).join('\n\n')}\n`;
}

/** Emitter: writes generated/types.ts into `outputs`. */
export async function emitTypes(model: Model, outputs: Outputs): Promise<void> {
  outputs.set(TYPES_PATH, await typesSource(model));
}
