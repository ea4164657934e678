/** `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR. */
import { resolve } from 'node:path';
import { migrateLatest, openDatabase } from '../db/index.ts';

const root = resolve(import.meta.dirname, '../..');
const knex = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: resolve(root, process.env.DATA_DIR ?? 'data') });
try {
  const applied = await migrateLatest(knex);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'up to date');
} finally {
  await knex.destroy();
}
