/**
 * The ledger check behind `npm run check:stock`: for every stock level, the sum of its movements must equal its
 * on-hand. Levels with no movement count as a sum of 0. Optionally limited to one account.
 */
import type { Knex } from 'knex';

export interface LedgerMismatch { account_id: string; level_id: string; product_id: string; location_id: string; sku: string | null; on_hand: number; ledger: number }

export async function ledgerMismatches(knex: Knex, accountId?: string): Promise<LedgerMismatch[]> {
  const rows = await knex.raw(
    `select l.account_id, l.id as level_id, l.product_id, l.location_id, p.sku, l.on_hand, coalesce(m.total, 0) as ledger
       from stock_levels l
       join products p on p.account_id = l.account_id and p.id = l.product_id
       left join (select account_id, product_id, location_id, sum(quantity) as total from stock_movements
                   group by account_id, product_id, location_id) m
         on m.account_id = l.account_id and m.product_id = l.product_id and m.location_id = l.location_id
      where l.on_hand <> coalesce(m.total, 0) ${accountId ? 'and l.account_id = ?' : ''}
      order by l.account_id, p.sku`,
    accountId ? [accountId] : [],
  );
  return (rows.rows as LedgerMismatch[]).map((r) => ({ ...r, on_hand: Number(r.on_hand), ledger: Number(r.ledger) }));
}

/**
 * `npm run check:stock` itself: prints each mismatch (naming the account, SKU, location and both figures) and a
 * summary through `log`/`error`; returns the exit code, 1 when any level disagrees with its ledger.
 */
export async function checkStock(knex: Knex, out: { log: (line: string) => void; error: (line: string) => void } = console): Promise<number> {
  const levels = Number((await knex('stock_levels').count<{ n: number }[]>({ n: '*' }))[0].n);
  const mismatches = await ledgerMismatches(knex);
  for (const m of mismatches) {
    out.error(`MISMATCH account ${m.account_id} ${m.sku ?? m.product_id} at location ${m.location_id} (level ${m.level_id}): on hand ${m.on_hand}, movements sum to ${m.ledger}`);
  }
  out.log(mismatches.length ? `${mismatches.length} of ${levels} stock levels disagree with their ledger` : `all ${levels} stock levels agree with their ledger`);
  return mismatches.length ? 1 : 0;
}
