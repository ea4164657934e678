/**
 * The generator's public face. `buildModel` runs load → validate → normalize; `build` adds the emitters and
 * returns `path → content` without touching the disk; `writeOutputs` / `checkOutputs` compare that with the tree.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadSources } from './load.ts';
import { validateSources } from './validate.ts';
import { normalize } from './normalize.ts';
import type { Model } from './model.ts';
import { emitModel, type Outputs } from './emit-model.ts';
import { emitMigrations } from './emit-migrations.ts';
import { emitTypes } from './emit-types.ts';
import { emitObjection } from './emit-objection.ts';
import { emitOpenApi } from './emit-openapi.ts';

export type { Model } from './model.ts';
export { SchemaError, SchemaErrors } from './errors.ts';

export interface BuildOptions {
  /** Allow migrations that drop tables or columns. */
  allowDestructive?: boolean;
  /** Timestamp for a new migration's file name (tests pass a fixed one). */
  now?: Date;
}

export function buildModel(root: string): Model {
  const sources = loadSources(root);
  validateSources(sources);
  return normalize(sources);
}

/**
 * Every generated file, as `path → content`. Deterministic for the same schemas (and `now`). Async because some
 * emitters are (json-schema-to-typescript); they run one after another, in the order of EMITTERS.
 */
export async function build(root: string, options: BuildOptions = {}): Promise<{ model: Model; outputs: Outputs }> {
  const model = buildModel(root);
  const outputs: Outputs = new Map();
  emitModel(model, outputs);
  for (const emitter of EMITTERS) await emitter(model, outputs, { root, ...options });
  return { model, outputs: new Map([...outputs].sort(([a], [b]) => a.localeCompare(b))) };
}

/** One output module: adds its files to `outputs`. May be async. */
export type Emitter = (model: Model, outputs: Outputs, context: BuildOptions & { root: string }) => void | Promise<void>;

/** The output modules (types, models, rules, openapi, migrations), one per line. */
export const EMITTERS: Emitter[] = [
  emitTypes,
  emitObjection,
  emitOpenApi,
  emitMigrations,
];

/** Files whose content differs from the tree (missing ones included). */
export function staleOutputs(root: string, outputs: Outputs): string[] {
  return [...outputs].filter(([path, content]) => {
    const full = join(root, path);
    return !existsSync(full) || readFileSync(full, 'utf8') !== content;
  }).map(([path]) => path);
}

/** Writes only what changed; returns the paths written. */
export function writeOutputs(root: string, outputs: Outputs): string[] {
  const stale = staleOutputs(root, outputs);
  for (const path of stale) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, outputs.get(path)!);
  }
  return stale;
}
