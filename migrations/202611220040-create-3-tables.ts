/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // create table general_settings
  await knex.raw(`create table general_settings (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      trading_name text,
      legal_name text,
      company_number text,
      vat_number text,
      eori text,
      contact_email text,
      contact_phone text,
      business_address jsonb,
      timezone text not null default 'Europe/London',
      date_format text not null default 'DD/MM/YYYY',
      weight_unit text not null default 'kg',
      dimension_unit text not null default 'cm',
      default_location_id uuid,
      default_sales_tax_id uuid,
      low_stock_threshold integer not null default 5,
      setup_completed_steps jsonb not null default '[]'::jsonb,
      setup_completed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint general_settings_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index general_settings_account_id_unique on general_settings (account_id)`);
  // create table return_settings
  await knex.raw(`create table return_settings (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      reasons jsonb not null default '[]'::jsonb,
      return_window_days integer not null default 14,
      restock_undamaged boolean not null default true,
      restocking_fee_percent numeric not null default 0,
      require_authorisation boolean not null default true,
      rma_prefix text not null default 'RMA-',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint return_settings_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index return_settings_account_id_unique on return_settings (account_id)`);
  // create table xero_settings
  await knex.raw(`create table xero_settings (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      enabled boolean not null default false,
      connection_status text not null default 'NOT_CONNECTED',
      tenant_id uuid,
      client_id text,
      client_secret text,
      sales_account_code text,
      shipping_account_code text,
      fees_account_code text,
      refunds_account_code text,
      bank_account_code text,
      tax_rate_mapping jsonb not null default '[]'::jsonb,
      sync_invoices boolean not null default true,
      sync_settlements boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint xero_settings_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index xero_settings_account_id_unique on xero_settings (account_id)`);
  // general_settings: add foreign key general_settings_account_id_fkey
  await knex.raw(`alter table general_settings add constraint general_settings_account_id_fkey foreign key (account_id) references accounts (id)`);
  // general_settings: add foreign key general_settings_default_location_id_fkey
  await knex.raw(`alter table general_settings add constraint general_settings_default_location_id_fkey foreign key (account_id, default_location_id) references locations (account_id, id) on delete set null (default_location_id)`);
  // general_settings: add foreign key general_settings_default_sales_tax_id_fkey
  await knex.raw(`alter table general_settings add constraint general_settings_default_sales_tax_id_fkey foreign key (account_id, default_sales_tax_id) references sales_taxes (account_id, id) on delete set null (default_sales_tax_id)`);
  // return_settings: add foreign key return_settings_account_id_fkey
  await knex.raw(`alter table return_settings add constraint return_settings_account_id_fkey foreign key (account_id) references accounts (id)`);
  // xero_settings: add foreign key xero_settings_account_id_fkey
  await knex.raw(`alter table xero_settings add constraint xero_settings_account_id_fkey foreign key (account_id) references accounts (id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo xero_settings: add foreign key xero_settings_account_id_fkey
  await knex.raw(`alter table xero_settings drop constraint xero_settings_account_id_fkey`);
  // undo return_settings: add foreign key return_settings_account_id_fkey
  await knex.raw(`alter table return_settings drop constraint return_settings_account_id_fkey`);
  // undo general_settings: add foreign key general_settings_default_sales_tax_id_fkey
  await knex.raw(`alter table general_settings drop constraint general_settings_default_sales_tax_id_fkey`);
  // undo general_settings: add foreign key general_settings_default_location_id_fkey
  await knex.raw(`alter table general_settings drop constraint general_settings_default_location_id_fkey`);
  // undo general_settings: add foreign key general_settings_account_id_fkey
  await knex.raw(`alter table general_settings drop constraint general_settings_account_id_fkey`);
  // undo create table xero_settings
  await knex.raw(`drop table xero_settings`);
  // undo create table return_settings
  await knex.raw(`drop table return_settings`);
  // undo create table general_settings
  await knex.raw(`drop table general_settings`);
}
