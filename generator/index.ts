/**
 * The generator's public face. `buildModel` runs load → validate → normalize; `build` adds the emitters and
 * returns `path → content` without touching the disk; `writeOutputs` / `checkOutputs` compare that with the tree.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { loadSources } from './load.ts';
import { validateSources } from './validate.ts';
import { normalize } from './normalize.ts';
import { withCanonicalEnums } from './enum-labels.ts';
import type { Model } from '../model/types.ts';
import { emitModel, type Outputs } from './emit-model.ts';
import { emitMigrations } from './emit-migrations.ts';
import type { RedoPlan } from './redo.ts';
import { emitTypes } from './emit-types.ts';
import { emitOpenApi } from './emit-openapi.ts';
import { emitValidators } from './emit-validators.ts';
import { emitHooks } from './emit-hooks.ts';

export type { Model } from '../model/types.ts';
export { SchemaError, SchemaErrors } from './errors.ts';

export interface BuildOptions {
  /** Allow migrations that drop tables or columns. */
  allowDestructive?: boolean;
  /** Timestamp for a new migration's file name (tests pass a fixed one). */
  now?: Date;
  /** `--redo`: replace this draft migration, starting from the committed snapshot (generator/redo.ts). */
  redo?: RedoPlan;
}

export function buildModel(root: string): Model {
  // A `oneOf` of titled `const`s is read as `enum` + `x-enumLabels` from here on (enum-labels.ts).
  const sources = withCanonicalEnums(loadSources(root));
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

/** The output modules (types, openapi, validators, hook registry, migrations; the resolved model is emitted first), one per line. */
export const EMITTERS: Emitter[] = [
  emitTypes,
  emitOpenApi,
  emitValidators,
  emitHooks,
  emitMigrations,
];

/** Files whose content differs from the tree (missing ones included). */
export function staleOutputs(root: string, outputs: Outputs): string[] {
  return [...outputs].filter(([path, content]) => {
    const full = join(root, path);
    return !existsSync(full) || readFileSync(full, 'utf8') !== content;
  }).map(([path]) => path);
}

/**
 * Files under `generated/` that no emitter produces any more (an emitter removed, an entity deleted): dead
 * generated code. `generate` deletes them and `generate --check` reports them, so nothing stale is left behind.
 */
export function orphanOutputs(root: string, outputs: Outputs): string[] {
  const folder = join(root, 'generated');
  if (!existsSync(folder)) return [];
  const onDisk = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  return onDisk.filter((path) => !outputs.has(path)).sort();
}

/** Deletes the orphans `orphanOutputs` finds (and folders left empty); returns their paths. */
export function removeOrphans(root: string, outputs: Outputs): string[] {
  const orphans = orphanOutputs(root, outputs);
  for (const path of orphans) {
    rmSync(join(root, path));
    const folder = dirname(join(root, path));
    if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
  return orphans;
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
