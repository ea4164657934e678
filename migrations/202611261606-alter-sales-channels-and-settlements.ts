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
  // sales_channels: add column last_settlement_sync_at
  await knex.raw(`alter table sales_channels add column last_settlement_sync_at timestamptz`);
  // sales_channels: add column settlements_cursor
  await knex.raw(`alter table sales_channels add column settlements_cursor text`);
  // sales_channels: add column next_settlement_sync_at
  await knex.raw(`alter table sales_channels add column next_settlement_sync_at timestamptz`);
  // sales_channels: add column fetch_settlements
  await knex.raw(`alter table sales_channels add column fetch_settlements boolean not null default true`);
  // sales_channels: add column settlement_sync_hours
  await knex.raw(`alter table sales_channels add column settlement_sync_hours integer not null default 24`);
  // sales_channels: add column settlement_match_tolerance
  await knex.raw(`alter table sales_channels add column settlement_match_tolerance integer not null default 0`);
  // settlements: add column fetched_at
  await knex.raw(`alter table settlements add column fetched_at timestamptz`);
  // sales_channels: add checks sales_channels_settlement_sync_hours_min, sales_channels_settlement_sync_hours_max, sales_channels_settlement_match_tolerance_min, sales_channels_settlement_match_tolerance_max
  await refuseViolations(knex, "sales_channels", [
    ["sales_channels_settlement_sync_hours_min", "settlement_sync_hours >= 1"],
    ["sales_channels_settlement_sync_hours_max", "settlement_sync_hours <= 168"],
    ["sales_channels_settlement_match_tolerance_min", "settlement_match_tolerance >= 0"],
    ["sales_channels_settlement_match_tolerance_max", "settlement_match_tolerance <= 100000"],
  ]);
  await knex.raw(`alter table sales_channels
      add constraint sales_channels_settlement_sync_hours_min check (settlement_sync_hours >= 1),
      add constraint sales_channels_settlement_sync_hours_max check (settlement_sync_hours <= 168),
      add constraint sales_channels_settlement_match_tolerance_min check (settlement_match_tolerance >= 0),
      add constraint sales_channels_settlement_match_tolerance_max check (settlement_match_tolerance <= 100000)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo sales_channels: add checks sales_channels_settlement_sync_hours_min, sales_channels_settlement_sync_hours_max, sales_channels_settlement_match_tolerance_min, sales_channels_settlement_match_tolerance_max
  await knex.raw(`alter table sales_channels
      drop constraint sales_channels_settlement_sync_hours_min,
      drop constraint sales_channels_settlement_sync_hours_max,
      drop constraint sales_channels_settlement_match_tolerance_min,
      drop constraint sales_channels_settlement_match_tolerance_max`);
  // undo settlements: add column fetched_at
  await knex.raw(`alter table settlements drop column fetched_at`);
  // undo sales_channels: add column settlement_match_tolerance
  await knex.raw(`alter table sales_channels drop column settlement_match_tolerance`);
  // undo sales_channels: add column settlement_sync_hours
  await knex.raw(`alter table sales_channels drop column settlement_sync_hours`);
  // undo sales_channels: add column fetch_settlements
  await knex.raw(`alter table sales_channels drop column fetch_settlements`);
  // undo sales_channels: add column next_settlement_sync_at
  await knex.raw(`alter table sales_channels drop column next_settlement_sync_at`);
  // undo sales_channels: add column settlements_cursor
  await knex.raw(`alter table sales_channels drop column settlements_cursor`);
  // undo sales_channels: add column last_settlement_sync_at
  await knex.raw(`alter table sales_channels drop column last_settlement_sync_at`);
}
