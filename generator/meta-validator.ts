/**
 * The meta-schema checks of stage 2 (schemas/meta/*.meta.schema.json), compiled once. Compiling the three
 * meta-schemas with ajv costs about half a second of CPU (ajv first compiles JSON Schema's own meta-schema to check
 * them), on every run. So they are compiled to ajv **standalone** code, kept in
 * `node_modules/.cache/sellyard-meta-validator/<hash>.cjs` (not committed) under the hash of the meta-schemas, the
 * options, ajv's version and this file, and later runs load that module (a few milliseconds). A changed meta-schema
 * has another hash, so it is compiled again; a cache that cannot be written costs only the time.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { Sources } from './load.ts';

export type MetaName = keyof Sources['meta'];
export type MetaValidators = Record<MetaName, ValidateFunction>;

/** `verbose` keeps each error's parent schema, from which the list of allowed keywords is read. */
const OPTIONS = { allErrors: true, strict: false, verbose: true } as const;

const PROJECT = resolve(import.meta.dirname, '..');
const CACHE_DIR = join(PROJECT, 'node_modules/.cache/sellyard-meta-validator');
const require = createRequire(import.meta.url);

function cacheKey(meta: Sources['meta']): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(import.meta.dirname, 'meta-validator.ts')));
  hash.update(JSON.stringify(OPTIONS));
  try { hash.update(readFileSync(join(PROJECT, 'node_modules/ajv/package.json'))); } catch { /* the import below fails first */ }
  for (const name of Object.keys(meta).sort() as MetaName[]) hash.update(`${name}\0${JSON.stringify(meta[name].json)}\0`);
  return hash.digest('hex');
}

/** Compiles the meta-schemas; returns the validators and their standalone module's source. */
function compile(meta: Sources['meta']): { validators: MetaValidators; source: string } {
  // CommonJS modules, required so that validation stays synchronous (and ajv is loaded only on a cache miss).
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const standaloneCode = (require('ajv/dist/standalone/index.js') as { default: (ajv: unknown, refs: Record<string, string>) => string }).default;
  const ajv = new Ajv2020({ ...OPTIONS, code: { source: true } });
  const names = Object.keys(meta) as MetaName[];
  for (const name of names) ajv.addSchema(meta[name].json, String(meta[name].json.$id));
  const validators = Object.fromEntries(names.map((name) => [name, ajv.getSchema(String(meta[name].json.$id))!])) as MetaValidators;
  const source = standaloneCode(ajv, Object.fromEntries(names.map((name) => [name, String(meta[name].json.$id)])));
  return { validators, source };
}

/** The validator of each meta-schema (`entity`, `permissions`, `routes`), from the cache when it has them. */
export function metaValidators(meta: Sources['meta']): MetaValidators {
  const file = join(CACHE_DIR, `${cacheKey(meta)}.cjs`);
  if (existsSync(file)) {
    try { return require(file) as MetaValidators; } catch { /* a damaged entry: compile again */ }
  }
  const { validators, source } = compile(meta);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, source);
    renameSync(temporary, file);
  } catch { /* see the file's comment */ }
  return validators;
}
