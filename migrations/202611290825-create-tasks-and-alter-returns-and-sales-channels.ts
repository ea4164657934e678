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
  // create table tasks
  await knex.raw(`create table tasks (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      title text not null,
      detail text,
      status text not null default 'OPEN',
      order_id uuid not null,
      order_number text,
      return_id uuid,
      dedupe_key text,
      done_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint tasks_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index tasks_order_id_dedupe_key_unique on tasks (account_id, order_id, dedupe_key)`);
  await knex.raw(`create index tasks_status_created_at_index on tasks (account_id, status, created_at)`);
  await knex.raw(`create index tasks_order_id_index on tasks (account_id, order_id)`);
  await knex.raw(`create index tasks_return_id_index on tasks (account_id, return_id)`);
  await knex.raw(`create index tasks_title_trgm on tasks using gin (account_id, title gin_trgm_ops)`);
  await knex.raw(`create index tasks_order_number_trgm on tasks using gin (account_id, order_number gin_trgm_ops)`);
  await knex.raw(`alter table tasks
      add constraint tasks_title_length check (char_length(title) <= 200),
      add constraint tasks_detail_length check (char_length(detail) <= 2000),
      add constraint tasks_status_enum check (status in ('OPEN', 'DONE'))`);
  // returns: add column channel_return_ref
  await knex.raw(`alter table returns add column channel_return_ref text`);
  // returns: add column channel_refund_status
  await knex.raw(`alter table returns add column channel_refund_status text`);
  // returns: add column channel_refund_ref
  await knex.raw(`alter table returns add column channel_refund_ref text`);
  // returns: add column channel_refund_note
  await knex.raw(`alter table returns add column channel_refund_note text`);
  // returns: add column channel_refund_attempted_at
  await knex.raw(`alter table returns add column channel_refund_attempted_at timestamptz`);
  // sales_channels: add column returns_cursor
  await knex.raw(`alter table sales_channels add column returns_cursor text`);
  // returns: create index returns_order_id_channel_return_ref_unique
  await knex.raw(`create unique index returns_order_id_channel_return_ref_unique on returns (account_id, order_id, channel_return_ref)`);
  // returns: add checks returns_channel_return_ref_length, returns_channel_refund_status_enum, returns_channel_refund_ref_length, returns_channel_refund_note_length
  await refuseViolations(knex, "returns", [
    ["returns_channel_return_ref_length", "char_length(channel_return_ref) <= 100"],
    ["returns_channel_refund_status_enum", "channel_refund_status in ('QUEUED', 'SENDING', 'ISSUED', 'REFUSED', 'BY_HAND')"],
    ["returns_channel_refund_ref_length", "char_length(channel_refund_ref) <= 100"],
    ["returns_channel_refund_note_length", "char_length(channel_refund_note) <= 2000"],
  ]);
  await knex.raw(`alter table returns
      add constraint returns_channel_return_ref_length check (char_length(channel_return_ref) <= 100),
      add constraint returns_channel_refund_status_enum check (channel_refund_status in ('QUEUED', 'SENDING', 'ISSUED', 'REFUSED', 'BY_HAND')),
      add constraint returns_channel_refund_ref_length check (char_length(channel_refund_ref) <= 100),
      add constraint returns_channel_refund_note_length check (char_length(channel_refund_note) <= 2000)`);
  // tasks: add foreign key tasks_account_id_fkey
  await knex.raw(`alter table tasks add constraint tasks_account_id_fkey foreign key (account_id) references accounts (id)`);
  // tasks: add foreign key tasks_order_id_fkey
  await knex.raw(`alter table tasks add constraint tasks_order_id_fkey foreign key (account_id, order_id) references sales_orders (account_id, id)`);
  // tasks: add foreign key tasks_return_id_fkey
  await knex.raw(`alter table tasks add constraint tasks_return_id_fkey foreign key (account_id, return_id) references returns (account_id, id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo tasks: add foreign key tasks_return_id_fkey
  await knex.raw(`alter table tasks drop constraint tasks_return_id_fkey`);
  // undo tasks: add foreign key tasks_order_id_fkey
  await knex.raw(`alter table tasks drop constraint tasks_order_id_fkey`);
  // undo tasks: add foreign key tasks_account_id_fkey
  await knex.raw(`alter table tasks drop constraint tasks_account_id_fkey`);
  // undo returns: add checks returns_channel_return_ref_length, returns_channel_refund_status_enum, returns_channel_refund_ref_length, returns_channel_refund_note_length
  await knex.raw(`alter table returns
      drop constraint returns_channel_return_ref_length,
      drop constraint returns_channel_refund_status_enum,
      drop constraint returns_channel_refund_ref_length,
      drop constraint returns_channel_refund_note_length`);
  // undo returns: create index returns_order_id_channel_return_ref_unique
  await knex.raw(`drop index returns_order_id_channel_return_ref_unique`);
  // undo sales_channels: add column returns_cursor
  await knex.raw(`alter table sales_channels drop column returns_cursor`);
  // undo returns: add column channel_refund_attempted_at
  await knex.raw(`alter table returns drop column channel_refund_attempted_at`);
  // undo returns: add column channel_refund_note
  await knex.raw(`alter table returns drop column channel_refund_note`);
  // undo returns: add column channel_refund_ref
  await knex.raw(`alter table returns drop column channel_refund_ref`);
  // undo returns: add column channel_refund_status
  await knex.raw(`alter table returns drop column channel_refund_status`);
  // undo returns: add column channel_return_ref
  await knex.raw(`alter table returns drop column channel_return_ref`);
  // undo create table tasks
  await knex.raw(`drop table tasks`);
}
