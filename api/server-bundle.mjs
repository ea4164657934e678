/**
 * The long-lived server runs compiled, not through tsx (issue 23 item 7: idle RSS ≤ 350 MB). tsx compiles each of the
 * API's ~600 TypeScript files at start on a loader thread of its own (a second V8 heap) and keeps their source maps;
 * measured on this machine, importing `api/http/app.ts` holds 253 MB resident through tsx and 159 MB as one esbuild
 * bundle run by plain Node (docs/memory.md). So `npm start` (api/start.mjs) bundles its entry here first, once per
 * change of the sources, and imports the bundle.
 *
 * - The bundle holds only our code: packages load from node_modules as usual (`packages: 'external'`).
 * - Each source keeps its own `import.meta.url` / `dirname` / `filename` (substituted per file as it is loaded), so a
 *   path a module computes from its own location (the migrations folder, the project root) is the same compiled as
 *   under tsx.
 * - Fresh means: every input esbuild read for the last bundle still has the size and modification time it had. A new
 *   file can only enter the bundle through an import in a changed file, so that check is complete.
 * - The bundle lives in `node_modules/.cache/sellyard-server/<hash of the checkout's path>/` (not committed), one
 *   folder per checkout, as the generator's compiled copy does (generator/launch.mjs).
 *
 * Run as a script (`node api/server-bundle.mjs api/main.ts`) it builds and prints the bundle's path: api/start.mjs
 * builds in such a child process, so the server keeps none of esbuild's memory.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const PROJECT = resolve(import.meta.dirname, '..');
const CACHE = join(PROJECT, 'node_modules/.cache/sellyard-server', createHash('sha256').update(PROJECT).digest('hex').slice(0, 12));

/** Where the bundle of an entry (a path relative to the project, e.g. `api/main.ts`) is written. */
export function bundlePath(entry) {
  return join(CACHE, `${basename(entry, '.ts')}.mjs`);
}

const inputsFile = (bundle) => `${bundle}.inputs.json`;

/** True when the entry's bundle exists and none of the files it was built from changed since. */
export function bundleIsFresh(entry, { outfile = bundlePath(entry) } = {}) {
  const bundle = outfile;
  if (!existsSync(bundle) || !existsSync(inputsFile(bundle))) return false;
  try {
    const { builder, inputs } = JSON.parse(readFileSync(inputsFile(bundle), 'utf8'));
    if (builder !== builderStamp()) return false;
    for (const [file, stamp] of Object.entries(inputs)) {
      const now = statSync(join(PROJECT, file));
      if (now.size !== stamp.size || now.mtimeMs !== stamp.mtimeMs) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** This file and esbuild's version: a change to either makes every bundle stale. */
function builderStamp() {
  let esbuildVersion = 'none';
  try { esbuildVersion = JSON.parse(readFileSync(join(PROJECT, 'node_modules/esbuild/package.json'), 'utf8')).version; } catch { /* tsx's own copy is used */ }
  return createHash('sha256').update(readFileSync(import.meta.filename)).update(esbuildVersion).digest('hex').slice(0, 16);
}

/** esbuild plugin: each TypeScript source sees its own location in `import.meta`, as it does under tsx. */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Bundles `entry` (relative to the project) into its cache file, with the stamps of its inputs. Returns the path. */
export async function buildServerBundle(entry, { outfile = bundlePath(entry) } = {}) {
  const { build } = await import('esbuild');
  mkdirSync(dirname(outfile), { recursive: true });
  const temporary = `${outfile}.${process.pid}.tmp.mjs`;
  const result = await build({
    entryPoints: [join(PROJECT, entry)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outfile: temporary,
    sourcemap: 'linked',
    metafile: true,
    plugins: [ownImportMeta],
    logLevel: 'warning',
  });
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    const absolute = resolve(process.cwd(), file);
    const { size, mtimeMs } = statSync(absolute);
    inputs[relative(PROJECT, absolute)] = { size, mtimeMs };
  }
  // Inputs first, bundle last: a reader that sees the new bundle also sees its stamps. Another start may have built the
  // same bundle meanwhile; either copy is the same.
  writeFileSync(inputsFile(outfile), JSON.stringify({ builder: builderStamp(), inputs }));
  renameSync(`${temporary}.map`, `${outfile}.map`);
  // The bundle's own pointer to its map names the temporary file: point it at the final one.
  writeFileSync(temporary, readFileSync(temporary, 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, `//# sourceMappingURL=${basename(outfile)}.map`));
  renameSync(temporary, outfile);
  return outfile;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const entry = process.argv[2] ?? 'api/main.ts';
  buildServerBundle(entry).then((file) => console.log(file), (error) => {
    console.error(error);
    process.exit(1);
  });
}
