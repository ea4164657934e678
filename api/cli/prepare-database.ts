/**
 * Readies the database for `npm start` and exits: applies pending migrations and, outside production, seeds the demo
 * data into an empty database. `npm start` (api/main.ts) runs it in a child process before it opens the database
 * itself, so the server never keeps what creating, migrating and seeding left behind: PGlite's WASM memory never
 * shrinks, and a server that had done it in-process idled ~190 MB higher than the same server started on the
 * prepared folder (bench/startup.ts; issue 23 item 7).
 *
 * Environment as `npm start`: DATABASE_URL, DATA_DIR (./data), NODE_ENV, SELLYARD_SECRET_KEY.
 */
import { resolve } from 'node:path';
import { model } from '../../generated/model.ts';
import { migrateLatest, openDatabase } from '../db/index.ts';
import { seedDemoData } from '../seed/demo.ts';
import { SecretBox, loadSecretKey } from '../crypto/secrets.ts';

const root = resolve(import.meta.dirname, '../..');
const production = process.env.NODE_ENV === 'production';
const url = process.env.DATABASE_URL;
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
const knex = await openDatabase(url ? { url } : { dataDir });
try {
  const applied = await migrateLatest(knex);
  if (applied.length) console.log(`migrated: ${applied.join(', ')}`);
  if (!production) {
    // The same key file as the server's (made here on a first start), so the demo's channel credentials decrypt there.
    const secrets = new SecretBox(loadSecretKey({ production, keyFile: resolve(dataDir, '.secret-key') }));
    const seeded = await seedDemoData(knex, model, { secrets });
    if (seeded) console.log('demo data seeded (logins in README.md; password sellyard-demo)');
  }
} finally {
  await knex.destroy();
}
