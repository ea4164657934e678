/**
 * Builds the admin (Vite) when its sources changed, then exits: the child process of `ensureAdminBuilt`
 * (api/admin-build.ts), so the server that asked for it never holds the bundler's memory. `--force` builds even when
 * admin/dist (or $SELLYARD_ADMIN_DIST) already holds a build of the current sources.
 */
import { resolve } from 'node:path';
import { adminBuildIsFresh, buildAdmin } from '../admin-build.ts';

const root = resolve(import.meta.dirname, '../..');
if (process.argv.includes('--force') || !adminBuildIsFresh(root)) await buildAdmin(root);
else console.log('the admin is up to date');
