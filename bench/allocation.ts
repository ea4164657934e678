/**
 * Allocation speed (issue 9): 10,000 orders paid through the generic service's `pay` transition — the real path:
 * lock the order, run the account's order rules, allocate every line by location priority, write the history —
 * by 4 concurrent callers on PostgreSQL, as parallel API requests would. Prints orders/s and checks afterwards that
 * no level is over-allocated and that every level's `allocated` is the sum of its allocation rows.
 *
 * Database `sellyard_bench_allocation` on BENCH_DATABASE_URL / DATABASE_URL's server (dropped at the end unless
 * BENCH_KEEP=true). The account is a clone of Acme's catalogue with 3 locations whose stock covers about 80 % of
 * the demand (so part of the orders backorder), 10,000 AWAITING_PAYMENT orders of 1–4 lines (bench/load.ts) and
 * two enabled order rules (a hold over £500, a tag on orders of 5 units or more). BENCH_ALLOCATION_ORDERS sets the
 * count.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { model } from '../generated/model.ts';
import { openDatabase, migrateLatest } from '../api/db/index.ts';
import { seedDemoData } from '../api/seed/demo.ts';
import { ResourceService } from '../api/crud/service.ts';
import { domainHooks } from '../api/domain/index.ts';
import { defineAbilityFor, type SessionUser } from '../permissions/index.ts';
import { cloneCatalogue, createAccount, loadOrders, withAdmin as withAdminAt } from './load.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'sellyard_bench_allocation';
const BENCH_URL = (() => { const u = new URL(ADMIN_URL); u.pathname = `/${DB_NAME}`; return u.toString(); })();
const ORDERS = Number(process.env.BENCH_ALLOCATION_ORDERS ?? 10_000);
const CALLERS = 4;

const withAdmin = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => withAdminAt(ADMIN_URL, work);

async function prepare(): Promise<string> {
  await withAdmin(async (admin) => {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  });
  const knex = await openDatabase({ url: BENCH_URL });
  try {
    await migrateLatest(knex);
    await seedDemoData(knex, model, { orders: 4 });
  } finally {
    await knex.destroy();
  }
  const db = new pg.Client({ connectionString: BENCH_URL });
  await db.connect();
  try {
    const { rows: [acme] } = await db.query(`select id from accounts where name = 'Acme Trading'`);
    const accountId = await createAccount(db, 'Allocation Bench', 'owner@allocation.bench');
    await cloneCatalogue(db, acme.id, accountId);
    await loadOrders(db, accountId, ORDERS);
    // Every order waits for payment, nothing shipped or allocated yet.
    await db.query(`update sales_orders set status = 'AWAITING_PAYMENT', status_before_hold = null where account_id = $1`, [accountId]);
    await db.query(`update sales_order_lines set shipped_qty = 0, allocated_qty = 0, backordered_qty = 0, returned_qty = 0 where account_id = $1`, [accountId]);
    await db.query(
      `insert into locations (account_id, name, code, priority) values ($1, 'Main', 'MAIN', 10), ($1, 'Overflow', 'OVER', 20), ($1, 'Shop', 'SHOP', 30)`,
      [accountId],
    );
    // Stock for about 80 % of the demand per product, spread 60/30/10 over the locations.
    await db.query(
      `insert into stock_levels (account_id, product_id, location_id, on_hand, allocated, available)
       select $1, d.product_id, l.id, s.qty, 0, s.qty
         from (select product_id, sum(quantity) as demand from sales_order_lines where account_id = $1 group by product_id) d
         cross join locations l
         cross join lateral (select floor(d.demand * 0.8 * case l.code when 'MAIN' then 0.6 when 'OVER' then 0.3 else 0.1 end)::int as qty) s
        where l.account_id = $1`,
      [accountId],
    );
    await db.query(
      `insert into order_rules (account_id, name, enabled, sequence, conditions, action, set_status, tag) values
         ($1, 'Hold over 500', true, 10, '[{"field":"total","operator":"GREATER_THAN","value":50000}]', 'SET_STATUS', 'ON_HOLD', null),
         ($1, 'Tag bulk', true, 20, '[{"field":"item_count","operator":"GREATER_OR_EQUAL","value":5}]', 'ADD_TAG', 'ON_HOLD', 'bulk')`,
      [accountId],
    );
    await db.query('vacuum analyze');
    return accountId;
  } finally {
    await db.end();
  }
}

async function run(accountId: string): Promise<void> {
  const knex = await openDatabase({ url: BENCH_URL });
  try {
    const owner = await knex('users').where({ email: 'owner@allocation.bench' }).first('id', 'email', 'role');
    const user: SessionUser = { id: owner.id, email: owner.email, role: owner.role, accountId, permissions: [], flags: [], clientAccountIds: [] };
    const actor = { user, ability: defineAbilityFor(user), accountId };
    const service = new ResourceService(knex, model, domainHooks);
    const entity = model.entities.find((e) => e.name === 'sales-order')!;
    const ids: string[] = await knex('sales_orders').where({ account_id: accountId }).orderBy('number').pluck('id');
    let next = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: CALLERS }, async () => {
      while (next < ids.length) await service.transition(actor as never, entity, ids[next++], 'pay', {});
    }));
    const seconds = (performance.now() - started) / 1000;

    const [summary] = (await knex.raw(
      `select count(*) filter (where backordered) as backordered, count(*) filter (where status = 'ON_HOLD') as held,
              (select count(*) from stock_levels where account_id = :a and allocated > on_hand) as over_allocated,
              (select count(*) from stock_levels s where account_id = :a and allocated <> coalesce((select sum(qty) from sales_order_allocations x
                 where x.account_id = s.account_id and x.product_id = s.product_id and x.location_id = s.location_id), 0)) as mismatched
         from sales_orders where account_id = :a`, { a: accountId })).rows;
    console.log(`allocation, ${ids.length} orders paid by ${CALLERS} concurrent callers on PostgreSQL (load average ${loadavg()[0].toFixed(1)}):`);
    console.log(`- ${(ids.length / seconds).toFixed(0)} orders/s (${seconds.toFixed(1)} s); ${summary.backordered} backordered, ${summary.held} held by a rule`);
    console.log(`- levels over-allocated: ${summary.over_allocated}; levels whose allocated differs from their allocation rows: ${summary.mismatched}`);
    if (Number(summary.over_allocated) || Number(summary.mismatched)) process.exitCode = 1;
  } finally {
    await knex.destroy();
  }
}

const accountId = await prepare();
try {
  await run(accountId);
} finally {
  if (process.env.BENCH_KEEP !== 'true') await withAdmin((admin) => admin.query(`drop database if exists ${DB_NAME} with (force)`));
}
