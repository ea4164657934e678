/**
 * The schema stays distributable by `account_id` (Citus, or any sharding by tenant): on every table that holds an
 * `account_id`, the primary key, each unique constraint or index and each foreign key include it, so rows of one
 * account, and every check on them, live together on one shard. A table that cannot follow this rule must be named
 * in REFERENCE_TABLES with its reason: Citus replicates those to every node instead of sharding them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

/** Tables with `account_id` kept whole on every node, and why. */
const REFERENCE_TABLES: Record<string, string> = {
  users: 'an email signs in to exactly one user, platform-wide: its unique index cannot be per account',
  sessions: 'found by the cookie token\'s hash before the account is known',
  user_invitations: 'found by the link token\'s hash before the account is known',
  password_resets: 'found by the link token\'s hash before the account is known',
};

let db: TestDatabase;
let knex: Knex;
let tenantTables: string[];

beforeAll(async () => {
  db = await createTestDatabase();
  knex = db.knex;
  const rows = await knex.raw(`select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'account_id' order by table_name`);
  tenantTables = (rows.rows as Array<{ table_name: string }>).map((r) => r.table_name).filter((t) => !(t in REFERENCE_TABLES));
});
afterAll(() => db?.destroy());

/** Each constraint or index of the tenant tables with its columns, as `table: name (columns)` where account_id is missing. */
async function lacking(sql: string): Promise<string[]> {
  const rows = (await knex.raw(sql, [tenantTables])).rows as Array<{ table_name: string; name: string; columns: string[] }>;
  return rows.filter((r) => !r.columns.includes('account_id')).map((r) => `${r.table_name}: ${r.name} (${r.columns.join(', ')})`);
}

describe('distribution by account_id', () => {
  it('finds the tenant tables', () => {
    expect(tenantTables).toEqual(expect.arrayContaining(['products', 'sales_orders', 'stock_levels']));
  });

  it('leads every tenant table\'s primary key with account_id', async () => {
    const rows = (await knex.raw(`select c.relname as table_name, a.attname as first
      from pg_index i join pg_class c on c.oid = i.indrelid
      join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0]
      where i.indisprimary and c.relname = any(?)`, [tenantTables])).rows as Array<{ table_name: string; first: string }>;
    expect(rows.map((r) => r.table_name).sort()).toEqual([...tenantTables].sort());
    expect(rows.filter((r) => r.first !== 'account_id').map((r) => r.table_name)).toEqual([]);
  });

  it('includes account_id in every unique index of a tenant table', async () => {
    expect(await lacking(`select c.relname as table_name, ic.relname as name,
        array(select a.attname::text from unnest(i.indkey) k join pg_attribute a on a.attrelid = c.oid and a.attnum = k) as columns
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
      where i.indisunique and c.relname = any(?)`)).toEqual([]);
  });

  it('includes account_id in every foreign key of a tenant table', async () => {
    expect(await lacking(`select c.relname as table_name, con.conname as name,
        array(select a.attname::text from unnest(con.conkey) k join pg_attribute a on a.attrelid = c.oid and a.attnum = k) as columns
      from pg_constraint con join pg_class c on c.oid = con.conrelid
      where con.contype = 'f' and c.relname = any(?)`)).toEqual([]);
  });
});
