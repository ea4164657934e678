/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // create table eu_vat_returns
  await knex.raw(`create table eu_vat_returns (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      scheme text not null,
      status text not null default 'DRAFT',
      period_start date not null,
      period_end date not null,
      currency text not null default 'EUR',
      exchange_rate_date date,
      total_net bigint not null default 0,
      total_vat bigint not null default 0,
      country_totals jsonb not null default '[]'::jsonb,
      lines jsonb not null default '[]'::jsonb,
      documents jsonb not null default '[]'::jsonb,
      excluded_documents integer not null default 0,
      notes text,
      calculated_at timestamptz,
      filed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint eu_vat_returns_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index eu_vat_returns_period_end_index on eu_vat_returns (account_id, period_end)`);
  await knex.raw(`alter table eu_vat_returns
      add constraint eu_vat_returns_scheme_enum check (scheme in ('OSS', 'IOSS')),
      add constraint eu_vat_returns_status_enum check (status in ('DRAFT', 'CALCULATED', 'FILED')),
      add constraint eu_vat_returns_notes_length check (char_length(notes) <= 2000)`);
  // eu_vat_returns: add foreign key eu_vat_returns_account_id_fkey
  await knex.raw(`alter table eu_vat_returns add constraint eu_vat_returns_account_id_fkey foreign key (account_id) references accounts (id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo eu_vat_returns: add foreign key eu_vat_returns_account_id_fkey
  await knex.raw(`alter table eu_vat_returns drop constraint eu_vat_returns_account_id_fkey`);
  // undo create table eu_vat_returns
  await knex.raw(`drop table eu_vat_returns`);
}
