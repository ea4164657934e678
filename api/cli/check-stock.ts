/**
 * `npm run check:stock`: proves the stock ledger. For every stock level of DATABASE_URL (or the embedded database
 * in DATA_DIR), the movements must sum to on-hand. Prints each mismatch and exits 1; exits 0 when all agree.
 */
import { resolve } from 'node:path';
import { openDatabase } from '../db/index.ts';
import { ledgerMismatches } from '../domain/stock/check.ts';

const root = resolve(import.meta.dirname, '../..');
const knex = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: resolve(root, process.env.DATA_DIR ?? 'data') });
try {
  const levels = Number((await knex('stock_levels').count<{ n: number }[]>({ n: '*' }))[0].n);
  const mismatches = await ledgerMismatches(knex);
  for (const m of mismatches) {
    console.error(`MISMATCH account ${m.account_id} ${m.sku ?? m.product_id} at location ${m.location_id} (level ${m.level_id}): on hand ${m.on_hand}, movements sum to ${m.ledger}`);
  }
  console.log(mismatches.length ? `${mismatches.length} of ${levels} stock levels disagree with their ledger` : `all ${levels} stock levels agree with their ledger`);
  process.exitCode = mismatches.length ? 1 : 0;
} finally {
  await knex.destroy();
}
