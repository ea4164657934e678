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

/** Every generated file, as `path → content`. Deterministic for the same schemas (and `now`). */
export function build(root: string, options: BuildOptions = {}): { model: Model; outputs: Outputs } {
  const model = buildModel(root);
  const outputs: Outputs = new Map();
  emitModel(model, outputs);
  for (const emitter of EMITTERS) emitter(model, outputs, { root, ...options });
  return { model, outputs: new Map([...outputs].sort(([a], [b]) => a.localeCompare(b))) };
}

export type Emitter = (model: Model, outputs: Outputs, context: BuildOptions & { root: string }) => void;

/** Emitters registered by the output modules (types, models, rules, openapi, migrations). */
export const EMITTERS: Emitter[] = [];

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
