/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // create table hmrc_settings
  await knex.raw(`create table hmrc_settings (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      environment text not null default 'SANDBOX',
      vrn text,
      client_id text,
      client_secret text,
      connection_status text not null default 'NOT_CONNECTED',
      connected_at timestamptz,
      last_error text,
      oauth_tokens text,
      connect_state_hash text,
      connect_state_expires_at timestamptz,
      connect_state_user_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint hmrc_settings_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index hmrc_settings_account_id_unique on hmrc_settings (account_id)`);
  await knex.raw(`alter table hmrc_settings
      add constraint hmrc_settings_environment_enum check (environment in ('SANDBOX', 'LIVE')),
      add constraint hmrc_settings_connection_status_enum check (connection_status in ('NOT_CONNECTED', 'CONNECTED', 'ERROR'))`);
  // vat_reports: add column processing_date
  await knex.raw(`alter table vat_reports add column processing_date timestamptz`);
  // vat_reports: add column form_bundle_number
  await knex.raw(`alter table vat_reports add column form_bundle_number text`);
  // vat_reports: add column charge_ref_number
  await knex.raw(`alter table vat_reports add column charge_ref_number text`);
  // vat_reports: add column payment_indicator
  await knex.raw(`alter table vat_reports add column payment_indicator text`);
  // vat_reports: add column receipt_id
  await knex.raw(`alter table vat_reports add column receipt_id text`);
  // hmrc_settings: add foreign key hmrc_settings_account_id_fkey
  await knex.raw(`alter table hmrc_settings add constraint hmrc_settings_account_id_fkey foreign key (account_id) references accounts (id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo hmrc_settings: add foreign key hmrc_settings_account_id_fkey
  await knex.raw(`alter table hmrc_settings drop constraint hmrc_settings_account_id_fkey`);
  // undo vat_reports: add column receipt_id
  await knex.raw(`alter table vat_reports drop column receipt_id`);
  // undo vat_reports: add column payment_indicator
  await knex.raw(`alter table vat_reports drop column payment_indicator`);
  // undo vat_reports: add column charge_ref_number
  await knex.raw(`alter table vat_reports drop column charge_ref_number`);
  // undo vat_reports: add column form_bundle_number
  await knex.raw(`alter table vat_reports drop column form_bundle_number`);
  // undo vat_reports: add column processing_date
  await knex.raw(`alter table vat_reports drop column processing_date`);
  // undo create table hmrc_settings
  await knex.raw(`drop table hmrc_settings`);
}
