/**
 * `npm run generate` starts here, in plain JavaScript, so that Node runs the generator without tsx: tsx's loader
 * thread and its work on every module cost more CPU than a whole no-change run may take. The generator
 * (generator/cli.ts and everything it imports) is compiled by esbuild, the compiler tsx itself runs, into
 * `node_modules/.cache/sellyard-generator/<hash of its sources>/` (not committed), split at its dynamic imports so
 * that a run with nothing to do loads only the stamp check (generator/stamp.ts). A changed source file has another
 * hash and is compiled again (about 0.1 s). Without esbuild it falls back to tsx.
 * `node --import tsx generator/cli.ts` runs the same code from source.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const GENERATOR = import.meta.dirname;
const PROJECT = resolve(GENERATOR, '..');
// One cache folder per checkout: worktrees that share one node_modules (a symlink) each clear only their own old
// compilations, never another checkout's that may be loading its chunks at that moment.
const CACHE = join(PROJECT, 'node_modules/.cache/sellyard-generator', createHash('sha256').update(PROJECT).digest('hex').slice(0, 12));

/** The hash of what the compiled generator is made from: its sources, the model's types, esbuild, this file. */
function sourcesHash(esbuildVersion) {
  // The checkout's own path is part of the key: the compiled code has it built in (below), so a second checkout
  // sharing this node_modules must never run the first one's copy and generate into it.
  const hash = createHash('sha256').update(readFileSync(import.meta.filename)).update(esbuildVersion).update(PROJECT);
  for (const folder of ['generator', 'model']) {
    for (const name of readdirSync(join(PROJECT, folder)).sort()) {
      if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(`${folder}/${name}\0`).update(readFileSync(join(PROJECT, folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 24);
}

/** The compiled generator's entry, compiling it first when its sources changed. */
async function compiledEntry() {
  let version;
  try { version = JSON.parse(readFileSync(join(PROJECT, 'node_modules/esbuild/package.json'), 'utf8')).version; } catch { return undefined; }
  const folder = join(CACHE, sourcesHash(version));
  const entry = join(folder, 'cli.mjs');
  if (existsSync(entry)) return entry;
  const { build } = await import('esbuild');
  mkdirSync(CACHE, { recursive: true });
  const temporary = `${folder}.${process.pid}.tmp`;
  await build({
    entryPoints: [join(GENERATOR, 'cli.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Libraries load from node_modules as usual; only the generator's own code is compiled.
    packages: 'external',
    outdir: temporary,
    outExtension: { '.js': '.mjs' },
    // The compiled modules sit in the cache: the paths the sources compute from their own location stay theirs.
    define: { 'import.meta.dirname': JSON.stringify(GENERATOR), 'import.meta.url': JSON.stringify(pathToFileURL(join(GENERATOR, 'cli.ts')).href) },
    sourcemap: 'linked',
    logLevel: 'silent',
  });
  // Another run may have compiled the same sources meanwhile: either copy is the same.
  try { renameSync(temporary, folder); } catch { rmSync(temporary, { recursive: true, force: true }); }
  // Older compilations are of sources that no longer exist.
  for (const name of readdirSync(CACHE)) if (join(CACHE, name) !== folder && !name.endsWith('.tmp')) rmSync(join(CACHE, name), { recursive: true, force: true });
  return entry;
}

const entry = await compiledEntry().catch((error) => {
  console.warn(`(running the generator through tsx: compiling it failed: ${error instanceof Error ? error.message : error})`);
  return undefined;
});
if (entry) {
  await import(pathToFileURL(entry).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./cli.ts');
}
