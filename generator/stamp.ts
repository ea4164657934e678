/**
 * The no-change run. After a run that left the tree equal to what the schemas produce, `generate` keeps a stamp
 * (`node_modules/.cache/sellyard-generate-<root>.json`, not committed): the SHA-256 of everything a build reads —
 * schemas/, the migrations folder, the generator's own code, the versions of the libraries that shape its output
 * and of Node — and of every file it produced. The next run hashes the same inputs first: when they match, and every
 * output on disk still has the content recorded, and generated/ holds no other file, nothing can have changed and
 * the run stops there, without loading the pipeline (ajv, json-schema-to-typescript, the emitters).
 *
 * Anything else — one changed byte in a schema, a hand-edited, deleted or stray generated file, an edited migration,
 * a new version of ajv — runs the whole build, which then names what is stale exactly as without a stamp. So the
 * stamp can only skip a build whose result is already on disk; it never decides what is stale. This module imports
 * only Node's own modules, so the check costs a few milliseconds of hashing.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/**
 * The packages whose code shapes the generated files (every bare import of generator/ but `pg`, which only reads a
 * database before writing). Their installed versions are inputs: upgrading ajv regenerates the validators.
 * generator/stamp.test.ts fails when an import of generator/ is missing here.
 */
export const OUTPUT_SHAPING_PACKAGES = ['ajv', 'ajv-formats', 'json-schema-to-typescript'] as const;

/** The project the generator's code lives in (its packages are installed there, whatever root it builds). */
const PROJECT = resolve(import.meta.dirname, '..');
/** Folders of the generator's own code, hashed as an input (tests excluded: they shape nothing). */
const CODE_FOLDERS = ['generator', 'model'];
/** Folders of the project a build reads. Files in them that are outputs (the snapshot) are checked as outputs. */
const INPUT_FOLDERS = ['schemas', 'entities', 'migrations'];
/** The generated folder: every file in it must be an output of the last build. */
const GENERATED = 'generated';

interface Stamp {
  /** Digest of the inputs (outputs that sit among them left out). */
  inputs: string;
  /** Each output file's SHA-256, by path relative to the root. */
  outputs: Record<string, string>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Files under `folder` (relative to `base`), recursively, as `/`-separated paths; none when it does not exist. */
function filesUnder(base: string, folder: string): string[] {
  const dir = join(base, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Where the stamp of the project at `root` is kept: one file per root (tests build temporary copies). */
export function stampFile(root: string): string {
  return join(PROJECT, 'node_modules/.cache', `sellyard-generate-${sha256(resolve(root)).slice(0, 16)}.json`);
}

/**
 * The digest of each input of a build of `root`, by a key naming it (`schemas/…`, `migrations/…`, `code:generator/…`,
 * `package:ajv`, `node`). Read once, at the start of a run: an input edited while the build runs then makes the next
 * run build again, never the other way round.
 */
export function inputDigests(root: string): Map<string, string> {
  const digests = new Map<string, string>();
  for (const folder of INPUT_FOLDERS) for (const path of filesUnder(root, folder)) digests.set(path, sha256(readFileSync(join(root, path))));
  for (const folder of CODE_FOLDERS) {
    for (const path of filesUnder(PROJECT, folder)) {
      if (!path.endsWith('.test.ts')) digests.set(`code:${path}`, sha256(readFileSync(join(PROJECT, path))));
    }
  }
  for (const name of OUTPUT_SHAPING_PACKAGES) {
    let version = 'missing';
    try { version = String(JSON.parse(readFileSync(join(PROJECT, 'node_modules', name, 'package.json'), 'utf8')).version); } catch { /* missing: the build will say so */ }
    digests.set(`package:${name}`, version);
  }
  // The order of sorted names (localeCompare) comes with Node's ICU.
  digests.set('node', `${process.version} ${process.versions.icu ?? ''}`);
  return digests;
}

/** One digest of the inputs, leaving out the paths that are outputs (their content is checked as outputs). */
function digestOf(inputs: Map<string, string>, outputs: Iterable<string>): string {
  const skip = new Set(outputs);
  const hash = createHash('sha256');
  for (const key of [...inputs.keys()].sort()) if (!skip.has(key)) hash.update(`${key}\0${inputs.get(key)}\n`);
  return hash.digest('hex');
}

function readStamp(root: string): Stamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(stampFile(root), 'utf8')) as Stamp;
    return typeof stamp.inputs === 'string' && stamp.outputs && typeof stamp.outputs === 'object' ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the tree at `root` is exactly what the last stamped build left: the inputs hash as they did then, every
 * output still has its content, and generated/ holds nothing else. `inputs` are this run's `inputDigests(root)`.
 */
export function unchangedSinceStamp(root: string, inputs: Map<string, string>): boolean {
  const stamp = readStamp(root);
  if (!stamp) return false;
  const outputs = Object.keys(stamp.outputs);
  if (digestOf(inputs, outputs) !== stamp.inputs) return false;
  for (const path of outputs) {
    const full = join(root, path);
    if (!existsSync(full) || sha256(readFileSync(full)) !== stamp.outputs[path]) return false;
  }
  return filesUnder(root, GENERATED).every((path) => path in stamp.outputs);
}

/**
 * Records that the tree at `root` now equals `outputs`, built from the inputs digested at the start of the run.
 * Call it only when that is so (after `--check` found nothing stale, or after writing). A cache that cannot be
 * written only costs the next run its time.
 */
export function writeStamp(root: string, inputs: Map<string, string>, outputs: Map<string, string>): void {
  const stamp: Stamp = {
    inputs: digestOf(inputs, outputs.keys()),
    outputs: Object.fromEntries([...outputs].map(([path, content]) => [path, sha256(content)])),
  };
  try {
    const file = stampFile(root);
    mkdirSync(join(file, '..'), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(stamp));
    renameSync(temporary, file);
  } catch { /* see above */ }
}
