/**
 * Builds the admin with Vite when its inputs changed since the last build (a hash of the sources is kept in
 * admin/dist/.build-hash), so `npm start` on a fresh clone serves a built admin and a restart costs nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, constants } from 'node:zlib';

/** Everything the admin bundle is built from. */
const INPUTS = ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'generated/client-model.ts', 'generated/client-boot.ts', 'generated/client-fields.ts', 'permissions', 'checks', 'package-lock.json'];

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

export async function ensureAdminBuilt(root: string): Promise<void> {
  const dist = adminDistDir(root);
  const stamp = join(dist, '.build-hash');
  const hash = adminSourceHash(root);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log('building the admin (its sources changed)…');
  const started = Date.now();
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production in this process when it is unset; the server reads it later (demo-only
  // behaviour such as simulated marketplace callbacks), so what it was before the build is put back.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ configFile: join(root, 'admin/vite.config.ts'), logLevel: 'warn', build: { outDir: dist } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  precompress(join(dist, 'assets'));
  writeFileSync(stamp, hash);
  console.log(`admin built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
