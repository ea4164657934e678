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
  // create table warehouse_orders
  await knex.raw(`create table warehouse_orders (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      reference text not null,
      order_id uuid not null,
      order_number text,
      provider_id uuid not null,
      location_id uuid not null,
      status text not null,
      provider_order_id text,
      error text,
      lines jsonb not null default '[]'::jsonb,
      shipment_refs jsonb not null default '[]'::jsonb,
      attempts integer not null default 0,
      sent_at timestamptz,
      shipped_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint warehouse_orders_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index warehouse_orders_order_id_location_id_unique on warehouse_orders (account_id, order_id, location_id)`);
  await knex.raw(`create unique index warehouse_orders_provider_id_reference_unique on warehouse_orders (account_id, provider_id, reference)`);
  await knex.raw(`create index warehouse_orders_provider_id_status_index on warehouse_orders (account_id, provider_id, status)`);
  await knex.raw(`create index warehouse_orders_order_id_index on warehouse_orders (account_id, order_id)`);
  await knex.raw(`create index warehouse_orders_location_id_index on warehouse_orders (account_id, location_id)`);
  await knex.raw(`create index warehouse_orders_reference_trgm on warehouse_orders using gin (account_id, reference gin_trgm_ops)`);
  await knex.raw(`create index warehouse_orders_order_number_trgm on warehouse_orders using gin (account_id, order_number gin_trgm_ops)`);
  await knex.raw(`create index warehouse_orders_provider_order_id_trgm on warehouse_orders using gin (account_id, provider_order_id gin_trgm_ops)`);
  await knex.raw(`alter table warehouse_orders
      add constraint warehouse_orders_reference_length check (char_length(reference) <= 64),
      add constraint warehouse_orders_order_number_length check (char_length(order_number) <= 40),
      add constraint warehouse_orders_status_enum check (status in ('SENDING', 'SENT', 'SHIPPED', 'REFUSED')),
      add constraint warehouse_orders_provider_order_id_length check (char_length(provider_order_id) <= 100),
      add constraint warehouse_orders_error_length check (char_length(error) <= 1000)`);
  // asns: add column provider_reference
  await knex.raw(`alter table asns add column provider_reference text`);
  // asns: add column sent_to_provider_at
  await knex.raw(`alter table asns add column sent_to_provider_at timestamptz`);
  // asns: add column provider_error
  await knex.raw(`alter table asns add column provider_error text`);
  // asns: add column provider_key
  await knex.raw(`alter table asns add column provider_key text`);
  // locations: add column warehouse_provider_id
  await knex.raw(`alter table locations add column warehouse_provider_id uuid`);
  // locations: add column provider_warehouse_ref
  await knex.raw(`alter table locations add column provider_warehouse_ref text`);
  // shipments: add column warehouse_reference
  await knex.raw(`alter table shipments add column warehouse_reference text`);
  // warehouse_providers: add column environment
  await knex.raw(`alter table warehouse_providers add column environment text not null default 'LIVE'`);
  // warehouse_providers: add column last_synced_at
  await knex.raw(`alter table warehouse_providers add column last_synced_at timestamptz`);
  // warehouse_providers: add column last_error
  await knex.raw(`alter table warehouse_providers add column last_error text`);
  // locations: create index locations_warehouse_provider_id_index
  await knex.raw(`create index locations_warehouse_provider_id_index on locations (account_id, warehouse_provider_id)`);
  // shipments: create index shipments_warehouse_reference_unique
  await knex.raw(`create unique index shipments_warehouse_reference_unique on shipments (account_id, warehouse_reference)`);
  // asns: add checks asns_provider_reference_length, asns_provider_error_length
  await refuseViolations(knex, "asns", [
    ["asns_provider_reference_length", "char_length(provider_reference) <= 100"],
    ["asns_provider_error_length", "char_length(provider_error) <= 1000"],
  ]);
  await knex.raw(`alter table asns
      add constraint asns_provider_reference_length check (char_length(provider_reference) <= 100),
      add constraint asns_provider_error_length check (char_length(provider_error) <= 1000)`);
  // locations: add checks locations_provider_warehouse_ref_length
  await refuseViolations(knex, "locations", [
    ["locations_provider_warehouse_ref_length", "char_length(provider_warehouse_ref) <= 64"],
  ]);
  await knex.raw(`alter table locations
      add constraint locations_provider_warehouse_ref_length check (char_length(provider_warehouse_ref) <= 64)`);
  // shipments: add checks shipments_warehouse_reference_length
  await refuseViolations(knex, "shipments", [
    ["shipments_warehouse_reference_length", "char_length(warehouse_reference) <= 100"],
  ]);
  await knex.raw(`alter table shipments
      add constraint shipments_warehouse_reference_length check (char_length(warehouse_reference) <= 100)`);
  // warehouse_providers: add checks warehouse_providers_environment_enum, warehouse_providers_last_error_length
  await refuseViolations(knex, "warehouse_providers", [
    ["warehouse_providers_environment_enum", "environment in ('LIVE', 'SANDBOX')"],
    ["warehouse_providers_last_error_length", "char_length(last_error) <= 1000"],
  ]);
  await knex.raw(`alter table warehouse_providers
      add constraint warehouse_providers_environment_enum check (environment in ('LIVE', 'SANDBOX')),
      add constraint warehouse_providers_last_error_length check (char_length(last_error) <= 1000)`);
  // locations: add foreign key locations_warehouse_provider_id_fkey
  await knex.raw(`alter table locations add constraint locations_warehouse_provider_id_fkey foreign key (account_id, warehouse_provider_id) references warehouse_providers (account_id, id)`);
  // warehouse_orders: add foreign key warehouse_orders_account_id_fkey
  await knex.raw(`alter table warehouse_orders add constraint warehouse_orders_account_id_fkey foreign key (account_id) references accounts (id)`);
  // warehouse_orders: add foreign key warehouse_orders_order_id_fkey
  await knex.raw(`alter table warehouse_orders add constraint warehouse_orders_order_id_fkey foreign key (account_id, order_id) references sales_orders (account_id, id)`);
  // warehouse_orders: add foreign key warehouse_orders_provider_id_fkey
  await knex.raw(`alter table warehouse_orders add constraint warehouse_orders_provider_id_fkey foreign key (account_id, provider_id) references warehouse_providers (account_id, id)`);
  // warehouse_orders: add foreign key warehouse_orders_location_id_fkey
  await knex.raw(`alter table warehouse_orders add constraint warehouse_orders_location_id_fkey foreign key (account_id, location_id) references locations (account_id, id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo warehouse_orders: add foreign key warehouse_orders_location_id_fkey
  await knex.raw(`alter table warehouse_orders drop constraint warehouse_orders_location_id_fkey`);
  // undo warehouse_orders: add foreign key warehouse_orders_provider_id_fkey
  await knex.raw(`alter table warehouse_orders drop constraint warehouse_orders_provider_id_fkey`);
  // undo warehouse_orders: add foreign key warehouse_orders_order_id_fkey
  await knex.raw(`alter table warehouse_orders drop constraint warehouse_orders_order_id_fkey`);
  // undo warehouse_orders: add foreign key warehouse_orders_account_id_fkey
  await knex.raw(`alter table warehouse_orders drop constraint warehouse_orders_account_id_fkey`);
  // undo locations: add foreign key locations_warehouse_provider_id_fkey
  await knex.raw(`alter table locations drop constraint locations_warehouse_provider_id_fkey`);
  // undo warehouse_providers: add checks warehouse_providers_environment_enum, warehouse_providers_last_error_length
  await knex.raw(`alter table warehouse_providers
      drop constraint warehouse_providers_environment_enum,
      drop constraint warehouse_providers_last_error_length`);
  // undo shipments: add checks shipments_warehouse_reference_length
  await knex.raw(`alter table shipments
      drop constraint shipments_warehouse_reference_length`);
  // undo locations: add checks locations_provider_warehouse_ref_length
  await knex.raw(`alter table locations
      drop constraint locations_provider_warehouse_ref_length`);
  // undo asns: add checks asns_provider_reference_length, asns_provider_error_length
  await knex.raw(`alter table asns
      drop constraint asns_provider_reference_length,
      drop constraint asns_provider_error_length`);
  // undo shipments: create index shipments_warehouse_reference_unique
  await knex.raw(`drop index shipments_warehouse_reference_unique`);
  // undo locations: create index locations_warehouse_provider_id_index
  await knex.raw(`drop index locations_warehouse_provider_id_index`);
  // undo warehouse_providers: add column last_error
  await knex.raw(`alter table warehouse_providers drop column last_error`);
  // undo warehouse_providers: add column last_synced_at
  await knex.raw(`alter table warehouse_providers drop column last_synced_at`);
  // undo warehouse_providers: add column environment
  await knex.raw(`alter table warehouse_providers drop column environment`);
  // undo shipments: add column warehouse_reference
  await knex.raw(`alter table shipments drop column warehouse_reference`);
  // undo locations: add column provider_warehouse_ref
  await knex.raw(`alter table locations drop column provider_warehouse_ref`);
  // undo locations: add column warehouse_provider_id
  await knex.raw(`alter table locations drop column warehouse_provider_id`);
  // undo asns: add column provider_key
  await knex.raw(`alter table asns drop column provider_key`);
  // undo asns: add column provider_error
  await knex.raw(`alter table asns drop column provider_error`);
  // undo asns: add column sent_to_provider_at
  await knex.raw(`alter table asns drop column sent_to_provider_at`);
  // undo asns: add column provider_reference
  await knex.raw(`alter table asns drop column provider_reference`);
  // undo create table warehouse_orders
  await knex.raw(`drop table warehouse_orders`);
}
