/**
 * `npm start` (and `npm run worker`) begin here, in plain JavaScript: the entry (`api/main.ts` unless another is named,
 * e.g. `node api/start.mjs api/worker.ts`) runs as one compiled bundle under plain Node instead of through tsx, which
 * keeps the long-lived process ~90 MB smaller (api/server-bundle.mjs, docs/memory.md).
 *
 * When a source changed since the last bundle, a child process rebuilds it first (1–3 s; esbuild's memory leaves with
 * the child). Should that fail (no esbuild installed), the entry runs from source through tsx, as before, and says so.
 * `SERVER_FROM_SOURCE=true` asks for that directly. Stack traces name the bundle's lines: run with
 * `NODE_OPTIONS=--enable-source-maps` to see the TypeScript sources' lines instead (at some memory cost).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT, bundleIsFresh, bundlePath } from './server-bundle.mjs';

const entry = process.argv[2] ?? 'api/main.ts';

/** The bundle of the entry, built in a child process when stale; undefined when it cannot be built. */
function freshBundle() {
  if (process.env.SERVER_FROM_SOURCE === 'true') return undefined;
  if (bundleIsFresh(entry)) return bundlePath(entry);
  const build = spawnSync(process.execPath, [join(PROJECT, 'api/server-bundle.mjs'), entry], { cwd: PROJECT, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (build.status === 0) return bundlePath(entry);
  console.warn(`could not compile ${entry} (exit ${build.status ?? build.signal}): running it from source with tsx`);
  return undefined;
}

const bundle = freshBundle();
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(PROJECT, entry)).href);
}
