/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // create table csv_schedules
  await knex.raw(`create table csv_schedules (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      entity text not null,
      columns jsonb not null,
      filter jsonb not null default '{}'::jsonb,
      frequency text not null default 'DAILY',
      time text not null default '06:00',
      weekday text,
      month_day integer,
      destination jsonb not null,
      destination_secret text,
      status text not null default 'ENABLED',
      last_run_at timestamptz,
      last_run_status text,
      last_run_rows integer,
      next_run_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint csv_schedules_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index csv_schedules_name_unique on csv_schedules (account_id, lower(name))`);
  await knex.raw(`create index csv_schedules_status_next_run_at_index on csv_schedules (account_id, status, next_run_at)`);
  await knex.raw(`create index csv_schedules_name_trgm on csv_schedules using gin (name gin_trgm_ops)`);
  await knex.raw(`create index csv_schedules_entity_trgm on csv_schedules using gin (entity gin_trgm_ops)`);
  // create table shipping_carriers
  await knex.raw(`create table shipping_carriers (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      code text not null,
      account_number text,
      tracking_url text,
      services jsonb not null default '[]'::jsonb,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint shipping_carriers_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index shipping_carriers_code_unique on shipping_carriers (account_id, lower(code))`);
  await knex.raw(`create unique index shipping_carriers_name_unique on shipping_carriers (account_id, lower(name))`);
  await knex.raw(`create index shipping_carriers_name_trgm on shipping_carriers using gin (name gin_trgm_ops)`);
  await knex.raw(`create index shipping_carriers_code_trgm on shipping_carriers using gin (code gin_trgm_ops)`);
  // create table shipping_methods
  await knex.raw(`create table shipping_methods (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      carrier_id uuid not null,
      service_code text not null,
      price bigint not null,
      currency text not null default 'GBP',
      free_over bigint,
      tax_id uuid,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint shipping_methods_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index shipping_methods_name_unique on shipping_methods (account_id, lower(name))`);
  await knex.raw(`create index shipping_methods_carrier_id_index on shipping_methods (account_id, carrier_id)`);
  await knex.raw(`create index shipping_methods_tax_id_index on shipping_methods (account_id, tax_id)`);
  await knex.raw(`create index shipping_methods_name_trgm on shipping_methods using gin (name gin_trgm_ops)`);
  await knex.raw(`create index shipping_methods_service_code_trgm on shipping_methods using gin (service_code gin_trgm_ops)`);
  // create table order_rules
  await knex.raw(`create table order_rules (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      enabled boolean not null default false,
      sequence integer,
      conditions jsonb not null default '[]'::jsonb,
      action text not null,
      shipping_method_id uuid,
      location_id uuid,
      tag text,
      set_status text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint order_rules_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index order_rules_name_unique on order_rules (account_id, lower(name))`);
  await knex.raw(`create index order_rules_shipping_method_id_index on order_rules (account_id, shipping_method_id)`);
  await knex.raw(`create index order_rules_location_id_index on order_rules (account_id, location_id)`);
  await knex.raw(`create index order_rules_name_trgm on order_rules using gin (name gin_trgm_ops)`);
  // create table payment_cards
  await knex.raw(`create table payment_cards (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      processor_token text not null,
      brand text not null,
      last4 text not null,
      exp_month integer not null,
      exp_year integer not null,
      holder_name text,
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint payment_cards_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index payment_cards_holder_name_trgm on payment_cards using gin (holder_name gin_trgm_ops)`);
  await knex.raw(`create index payment_cards_last4_trgm on payment_cards using gin (last4 gin_trgm_ops)`);
  // create table warehouse_provider_types
  await knex.raw(`create table warehouse_provider_types (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      code text not null,
      integration text not null,
      supports_orders boolean not null default true,
      supports_stock boolean not null default true,
      supports_asn boolean not null default false,
      credential_fields jsonb not null default '[]'::jsonb,
      website text,
      notes text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint warehouse_provider_types_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index warehouse_provider_types_code_unique on warehouse_provider_types (account_id, lower(code))`);
  await knex.raw(`create unique index warehouse_provider_types_name_unique on warehouse_provider_types (account_id, lower(name))`);
  await knex.raw(`create index warehouse_provider_types_name_trgm on warehouse_provider_types using gin (name gin_trgm_ops)`);
  await knex.raw(`create index warehouse_provider_types_code_trgm on warehouse_provider_types using gin (code gin_trgm_ops)`);
  // create table warehouse_providers
  await knex.raw(`create table warehouse_providers (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      name text not null,
      provider_type_id uuid not null,
      account_reference text,
      credentials text,
      orders_enabled boolean not null default false,
      stock_enabled boolean not null default false,
      asn_enabled boolean not null default false,
      status text not null default 'INACTIVE',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint warehouse_providers_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index warehouse_providers_name_unique on warehouse_providers (account_id, lower(name))`);
  await knex.raw(`create index warehouse_providers_provider_type_id_index on warehouse_providers (account_id, provider_type_id)`);
  await knex.raw(`create index warehouse_providers_name_trgm on warehouse_providers using gin (name gin_trgm_ops)`);
  await knex.raw(`create index warehouse_providers_account_reference_trgm on warehouse_providers using gin (account_reference gin_trgm_ops)`);
  // csv_schedules: add foreign key csv_schedules_account_id_fkey
  await knex.raw(`alter table csv_schedules add constraint csv_schedules_account_id_fkey foreign key (account_id) references accounts (id)`);
  // order_rules: add foreign key order_rules_account_id_fkey
  await knex.raw(`alter table order_rules add constraint order_rules_account_id_fkey foreign key (account_id) references accounts (id)`);
  // order_rules: add foreign key order_rules_shipping_method_id_fkey
  await knex.raw(`alter table order_rules add constraint order_rules_shipping_method_id_fkey foreign key (account_id, shipping_method_id) references shipping_methods (account_id, id)`);
  // order_rules: add foreign key order_rules_location_id_fkey
  await knex.raw(`alter table order_rules add constraint order_rules_location_id_fkey foreign key (account_id, location_id) references locations (account_id, id)`);
  // payment_cards: add foreign key payment_cards_account_id_fkey
  await knex.raw(`alter table payment_cards add constraint payment_cards_account_id_fkey foreign key (account_id) references accounts (id)`);
  // shipping_carriers: add foreign key shipping_carriers_account_id_fkey
  await knex.raw(`alter table shipping_carriers add constraint shipping_carriers_account_id_fkey foreign key (account_id) references accounts (id)`);
  // shipping_methods: add foreign key shipping_methods_account_id_fkey
  await knex.raw(`alter table shipping_methods add constraint shipping_methods_account_id_fkey foreign key (account_id) references accounts (id)`);
  // shipping_methods: add foreign key shipping_methods_carrier_id_fkey
  await knex.raw(`alter table shipping_methods add constraint shipping_methods_carrier_id_fkey foreign key (account_id, carrier_id) references shipping_carriers (account_id, id)`);
  // shipping_methods: add foreign key shipping_methods_tax_id_fkey
  await knex.raw(`alter table shipping_methods add constraint shipping_methods_tax_id_fkey foreign key (account_id, tax_id) references sales_taxes (account_id, id)`);
  // warehouse_provider_types: add foreign key warehouse_provider_types_account_id_fkey
  await knex.raw(`alter table warehouse_provider_types add constraint warehouse_provider_types_account_id_fkey foreign key (account_id) references accounts (id)`);
  // warehouse_providers: add foreign key warehouse_providers_account_id_fkey
  await knex.raw(`alter table warehouse_providers add constraint warehouse_providers_account_id_fkey foreign key (account_id) references accounts (id)`);
  // warehouse_providers: add foreign key warehouse_providers_provider_type_id_fkey
  await knex.raw(`alter table warehouse_providers add constraint warehouse_providers_provider_type_id_fkey foreign key (account_id, provider_type_id) references warehouse_provider_types (account_id, id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo warehouse_providers: add foreign key warehouse_providers_provider_type_id_fkey
  await knex.raw(`alter table warehouse_providers drop constraint warehouse_providers_provider_type_id_fkey`);
  // undo warehouse_providers: add foreign key warehouse_providers_account_id_fkey
  await knex.raw(`alter table warehouse_providers drop constraint warehouse_providers_account_id_fkey`);
  // undo warehouse_provider_types: add foreign key warehouse_provider_types_account_id_fkey
  await knex.raw(`alter table warehouse_provider_types drop constraint warehouse_provider_types_account_id_fkey`);
  // undo shipping_methods: add foreign key shipping_methods_tax_id_fkey
  await knex.raw(`alter table shipping_methods drop constraint shipping_methods_tax_id_fkey`);
  // undo shipping_methods: add foreign key shipping_methods_carrier_id_fkey
  await knex.raw(`alter table shipping_methods drop constraint shipping_methods_carrier_id_fkey`);
  // undo shipping_methods: add foreign key shipping_methods_account_id_fkey
  await knex.raw(`alter table shipping_methods drop constraint shipping_methods_account_id_fkey`);
  // undo shipping_carriers: add foreign key shipping_carriers_account_id_fkey
  await knex.raw(`alter table shipping_carriers drop constraint shipping_carriers_account_id_fkey`);
  // undo payment_cards: add foreign key payment_cards_account_id_fkey
  await knex.raw(`alter table payment_cards drop constraint payment_cards_account_id_fkey`);
  // undo order_rules: add foreign key order_rules_location_id_fkey
  await knex.raw(`alter table order_rules drop constraint order_rules_location_id_fkey`);
  // undo order_rules: add foreign key order_rules_shipping_method_id_fkey
  await knex.raw(`alter table order_rules drop constraint order_rules_shipping_method_id_fkey`);
  // undo order_rules: add foreign key order_rules_account_id_fkey
  await knex.raw(`alter table order_rules drop constraint order_rules_account_id_fkey`);
  // undo csv_schedules: add foreign key csv_schedules_account_id_fkey
  await knex.raw(`alter table csv_schedules drop constraint csv_schedules_account_id_fkey`);
  // undo create table warehouse_providers
  await knex.raw(`drop table warehouse_providers`);
  // undo create table warehouse_provider_types
  await knex.raw(`drop table warehouse_provider_types`);
  // undo create table payment_cards
  await knex.raw(`drop table payment_cards`);
  // undo create table order_rules
  await knex.raw(`drop table order_rules`);
  // undo create table shipping_methods
  await knex.raw(`drop table shipping_methods`);
  // undo create table shipping_carriers
  await knex.raw(`drop table shipping_carriers`);
  // undo create table csv_schedules
  await knex.raw(`drop table csv_schedules`);
}
