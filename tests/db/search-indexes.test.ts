/**
 * The `q` search indexes lead with account_id (`gin (account_id, <column> gin_trgm_ops)`, btree_gin's uuid class
 * beside pg_trgm), so a search reads the caller's account's matches and not every account's. Checked on the
 * migrated database, on PGlite and on PostgreSQL: the shape of every trigram index of an account table, and that
 * the planner can answer "this account, this text" from one such index alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { model } from '../../generated/model.ts';

let db: TestDatabase;
let knex: Knex;

beforeAll(async () => {
  db = await createTestDatabase();
  knex = db.knex;
});
afterAll(() => db?.destroy());

const rowsOf = <T>(result: { rows?: T[] } | T[]) => ((result as { rows?: T[] }).rows ?? (result as T[]));

describe('search indexes', () => {
  it('has both extensions the indexes need', async () => {
    const names = rowsOf<{ extname: string }>(await knex.raw(`select extname from pg_extension order by extname`)).map((r) => r.extname);
    expect(names).toEqual(expect.arrayContaining(['btree_gin', 'pg_trgm']));
  });

  it('leads every trigram index of an account table with account_id', async () => {
    const indexes = rowsOf<{ tablename: string; indexname: string; indexdef: string }>(await knex.raw(
      `select i.tablename, i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = current_schema() and i.indexdef like '%gin_trgm_ops%'
          and exists (select 1 from information_schema.columns c
                       where c.table_schema = i.schemaname and c.table_name = i.tablename and c.column_name = 'account_id')
        order by i.indexname`,
    ));
    // One per text search field of every account entity (sales orders: number, channel ref, customer name).
    const expected = model.entities.filter((e) => e.tenancy === 'account').flatMap((e) => e.searchFields
      .filter((name) => e.fields.find((f) => f.name === name && !f.virtual)?.sqlType === 'text')
      .map((name) => `${e.table}_${name}_trgm`));
    expect(expected).toEqual(expect.arrayContaining(['sales_orders_number_trgm', 'sales_orders_customer_name_trgm', 'products_sku_trgm']));
    expect(indexes.map((i) => i.indexname)).toEqual(expect.arrayContaining(expected));
    const misshapen = indexes.filter((i) => !/USING gin \(account_id, \w+ gin_trgm_ops\)$/.test(i.indexdef)).map((i) => i.indexdef);
    expect(misshapen).toEqual([]);
  });

  it('answers a search within one big account from one index, both conditions in it', async () => {
    // Two accounts of brands: a big one, where "son" is rare, and another. The planner has statistics to go on.
    const [big, other] = rowsOf<{ id: string }>(await knex.raw(`insert into accounts (name) values ('Big'), ('Other') returning id`));
    for (const [account, rows] of [[big.id, 4000], [other.id, 4000]] as const) {
      await knex.raw(
        `insert into brands (account_id, name, code) select ?, case when g % 400 = 0 then 'Robinson ' || g else 'Brand ' || g end, 'B' || g from generate_series(1, ?) g`,
        [account, rows],
      );
    }
    // VACUUM moves the new rows out of the GIN pending list (as autovacuum would), which the planner counts against the index.
    await knex.raw('vacuum analyze brands');
    // 8,000 rows are still read whole faster than through any index: forbid that, so the plan shows the best index.
    const plan = await knex.transaction(async (trx) => {
      await trx.raw('set local enable_seqscan = off');
      const result = await trx.raw(`explain select id from brands where account_id = ? and name ilike ?`, [big.id, '%son%']);
      return rowsOf<{ 'QUERY PLAN': string }>(result).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on brands_name_trgm/);
    // Both conditions are index conditions: the account is not a filter applied to every account's matches.
    expect(plan).toMatch(/Index Cond: \(\(account_id = '[0-9a-f-]+'::uuid\) AND \(name ~~\* '%son%'::text\)\)/);
  });
});
