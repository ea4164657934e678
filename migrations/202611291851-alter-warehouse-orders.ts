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
  // warehouse_orders: drop checks warehouse_orders_status_enum
  await knex.raw(`alter table warehouse_orders
      drop constraint warehouse_orders_status_enum`);
  // warehouse_orders: add checks warehouse_orders_status_enum
  await refuseViolations(knex, "warehouse_orders", [
    ["warehouse_orders_status_enum", "status in ('SENDING', 'SENT', 'SHIPPED', 'REFUSED', 'CANCELLED')"],
  ]);
  await knex.raw(`alter table warehouse_orders
      add constraint warehouse_orders_status_enum check (status in ('SENDING', 'SENT', 'SHIPPED', 'REFUSED', 'CANCELLED'))`);
}

export async function down(knex: Knex): Promise<void> {
  // undo warehouse_orders: add checks warehouse_orders_status_enum
  await knex.raw(`alter table warehouse_orders
      drop constraint warehouse_orders_status_enum`);
  // undo warehouse_orders: drop checks warehouse_orders_status_enum
  await knex.raw(`alter table warehouse_orders
      add constraint warehouse_orders_status_enum check (status in ('SENDING', 'SENT', 'SHIPPED', 'REFUSED'))`);
}
