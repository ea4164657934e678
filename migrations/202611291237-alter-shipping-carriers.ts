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
  // shipping_carriers: drop checks shipping_carriers_provider_enum
  await knex.raw(`alter table shipping_carriers
      drop constraint shipping_carriers_provider_enum`);
  // shipping_carriers: add checks shipping_carriers_provider_enum
  await refuseViolations(knex, "shipping_carriers", [
    ["shipping_carriers_provider_enum", "provider in ('ROYAL_MAIL', 'SHIPENGINE', 'DPD', 'EVRI')"],
  ]);
  await knex.raw(`alter table shipping_carriers
      add constraint shipping_carriers_provider_enum check (provider in ('ROYAL_MAIL', 'SHIPENGINE', 'DPD', 'EVRI'))`);
}

export async function down(knex: Knex): Promise<void> {
  // undo shipping_carriers: add checks shipping_carriers_provider_enum
  await knex.raw(`alter table shipping_carriers
      drop constraint shipping_carriers_provider_enum`);
  // undo shipping_carriers: drop checks shipping_carriers_provider_enum
  await knex.raw(`alter table shipping_carriers
      add constraint shipping_carriers_provider_enum check (provider in ('ROYAL_MAIL', 'SHIPENGINE', 'DPD'))`);
}
