/**
 * Builds the admin with Vite when its inputs changed since the last build (a hash of the sources is kept in
 * admin/dist/.build-hash), so `npm start` on a fresh clone serves a built admin and a restart costs nothing. The
 * build runs in a child process (api/cli/build-admin.ts): the bundler's memory leaves with it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { runScriptInChild } from './child-process.ts';

/** Everything the admin bundle is built from. */
const INPUTS = ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'admin/build', 'generated/client-model.ts', 'generated/client-boot.ts', 'generated/client-fields.ts', 'permissions', 'checks', 'package-lock.json'];

function files(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).sort().flatMap((name) => (name === 'node_modules' ? [] : files(root, join(path, name))));
}

export function adminSourceHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((p) => files(root, p))) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Writes `<file>.gz` beside every script and stylesheet, so the static server sends them compressed (koa-static
 * serves a `.gz` sibling to clients that accept gzip; it does not compress on the fly). Done once per build.
 */
export function precompress(folder: string): void {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    if (!/\.(js|css|svg|json)$/.test(name)) continue;
    const file = join(folder, name);
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
  }
}

/**
 * Where the built admin lives: `admin/dist`, or `$SELLYARD_ADMIN_DIST` (an absolute path) so that two checkouts'
 * test runs on one machine — or two people's — do not rebuild the same folder under each other.
 */
export function adminDistDir(root: string): string {
  return process.env.SELLYARD_ADMIN_DIST || join(root, 'admin/dist');
}

/** Whether `dist` holds a build of the current sources (its `.build-hash` matches). */
export function adminBuildIsFresh(root: string): boolean {
  const stamp = join(adminDistDir(root), '.build-hash');
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === adminSourceHash(root);
}

/**
 * Builds the admin with Vite in THIS process (the child's side of `ensureAdminBuilt`; `bench/admin.ts` times it).
 * Vite, Rollup and esbuild's service stay loaded in the process afterwards (several hundred MB that are never given
 * back), so a long-lived process calls `ensureAdminBuilt`, which runs this in a child process.
 */
export async function buildAdmin(root: string): Promise<void> {
  const dist = adminDistDir(root);
  const hash = adminSourceHash(root);
  const started = Date.now();
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production in this process when it is unset; what it was before the build is put back, so
  // a caller that reads it later (demo-only behaviour) sees its own value.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ configFile: join(root, 'admin/vite.config.ts'), logLevel: 'warn', build: { outDir: dist } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  precompress(join(dist, 'assets'));
  writeFileSync(join(dist, '.build-hash'), hash);
  console.log(`admin built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Builds the admin when its sources changed, in a child process (`node --import tsx api/cli/build-admin.ts`), so
 * the caller — the server of `npm start`, the browser tests' server — never holds the bundler's memory: issue 25
 * measured 1.29 GB resident after 2 h idle with the build in-process against 578 MB without it. The child inherits
 * the environment (SELLYARD_ADMIN_DIST) and the output; a failed build rejects.
 */
export async function ensureAdminBuilt(root: string): Promise<void> {
  if (adminBuildIsFresh(root)) return;
  console.log('building the admin (its sources changed)…');
  await runScriptInChild(root, 'api/cli/build-admin.ts', 'the admin build');
}
