/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

/**
 * Refuses to add CHECKs while rows break them: names each broken constraint with the count of rows and an example
 * id. `checks` are [constraint, condition] pairs of one table.
 */
async function refuseViolations(knex: Knex, table: string, checks: Array<[string, string]>): Promise<void> {
  const counts = await knex.raw(`select ${checks.map(([, condition], i) => `count(*) filter (where not (${condition}))::int as c${i}`).join(', ')} from ${table}`);
  const row = (counts.rows ?? counts)[0];
  const broken: string[] = [];
  for (const [i, [name, condition]] of checks.entries()) {
    const n = Number(row[`c${i}`]);
    if (n === 0) continue;
    const example = await knex.raw(`select id::text as id from ${table} where not (${condition}) order by id limit 1`);
    broken.push(`${name} (${condition}): ${n} row(s), for example id ${(example.rows ?? example)[0].id}`);
  }
  if (broken.length) throw new Error(`cannot add checks to ${table}; rows break them:\n  ${broken.join('\n  ')}\ncorrect those rows, then migrate again`);
}

export async function up(knex: Knex): Promise<void> {
  // sales_orders: add column cancel_reason
  await knex.raw(`alter table sales_orders add column cancel_reason text`);
  // sales_orders: add checks sales_orders_cancel_reason_enum
  await refuseViolations(knex, "sales_orders", [
    ["sales_orders_cancel_reason_enum", "cancel_reason in ('OUT_OF_STOCK', 'BUYER_ASKED', 'UNDELIVERABLE_ADDRESS', 'PRICING_ERROR', 'SUSPECTED_FRAUD', 'PAYMENT_DECLINED', 'CANCELLED_ON_MARKETPLACE', 'OTHER')"],
  ]);
  await knex.raw(`alter table sales_orders
      add constraint sales_orders_cancel_reason_enum check (cancel_reason in ('OUT_OF_STOCK', 'BUYER_ASKED', 'UNDELIVERABLE_ADDRESS', 'PRICING_ERROR', 'SUSPECTED_FRAUD', 'PAYMENT_DECLINED', 'CANCELLED_ON_MARKETPLACE', 'OTHER'))`);
}

export async function down(knex: Knex): Promise<void> {
  // undo sales_orders: add checks sales_orders_cancel_reason_enum
  await knex.raw(`alter table sales_orders
      drop constraint sales_orders_cancel_reason_enum`);
  // undo sales_orders: add column cancel_reason
  await knex.raw(`alter table sales_orders drop column cancel_reason`);
}
