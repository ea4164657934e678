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
  // sales_order_lines: add column packed_qty
  await knex.raw(`alter table sales_order_lines add column packed_qty integer not null default 0`);
  // sales_orders: add column packed_at
  await knex.raw(`alter table sales_orders add column packed_at timestamptz`);
  // sales_orders: add column packed_by
  await knex.raw(`alter table sales_orders add column packed_by text`);
  // sales_orders: add checks sales_orders_packed_by_length
  await refuseViolations(knex, "sales_orders", [
    ["sales_orders_packed_by_length", "char_length(packed_by) <= 254"],
  ]);
  await knex.raw(`alter table sales_orders
      add constraint sales_orders_packed_by_length check (char_length(packed_by) <= 254)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo sales_orders: add checks sales_orders_packed_by_length
  await knex.raw(`alter table sales_orders
      drop constraint sales_orders_packed_by_length`);
  // undo sales_orders: add column packed_by
  await knex.raw(`alter table sales_orders drop column packed_by`);
  // undo sales_orders: add column packed_at
  await knex.raw(`alter table sales_orders drop column packed_at`);
  // undo sales_order_lines: add column packed_qty
  await knex.raw(`alter table sales_order_lines drop column packed_qty`);
}
