/**
 * Builds the admin with Vite when its inputs changed since the last build (a hash of the sources is kept in
 * admin/dist/.build-hash), so `npm start` on a fresh clone serves a built admin and a restart costs nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Everything the admin bundle is built from. */
const INPUTS = ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'generated/client-model.ts', 'permissions', 'checks', 'package-lock.json'];

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

export async function ensureAdminBuilt(root: string): Promise<void> {
  const stamp = join(root, 'admin/dist/.build-hash');
  const hash = adminSourceHash(root);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log('building the admin (its sources changed)…');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ configFile: join(root, 'admin/vite.config.ts'), logLevel: 'warn' });
  writeFileSync(stamp, hash);
  console.log(`admin built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
