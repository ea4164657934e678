/**
 * `npm run check:stock`: proves the stock ledger. For every stock level of DATABASE_URL (or the embedded database
 * in DATA_DIR), the movements must sum to on-hand. Prints each mismatch and exits 1; exits 0 when all agree.
 */
import { resolve } from 'node:path';
import { migrationStatus, openDatabase } from '../db/index.ts';
import { checkStock } from '../domain/stock/check.ts';

const root = resolve(import.meta.dirname, '../..');
const knex = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: resolve(root, process.env.DATA_DIR ?? 'data') });
try {
  const { pending } = await migrationStatus(knex);
  if (pending.length) {
    console.error(`The database is not migrated (${pending.length} pending): run \`npm run migrate\` or \`npm start\` first.`);
    process.exitCode = 2;
  } else {
    process.exitCode = await checkStock(knex);
  }
} finally {
  await knex.destroy();
}
