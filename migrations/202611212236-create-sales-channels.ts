/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // create table sales_channels
  await knex.raw(`create table sales_channels (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      type text not null,
      name text not null,
      marketplace text,
      shop_domain text,
      status text not null default 'DISCONNECTED',
      connected_at timestamptz,
      credentials text,
      order_prefix text,
      import_orders boolean not null default true,
      sync_stock boolean not null default true,
      sync_price boolean not null default false,
      location_priority jsonb not null default '[]'::jsonb,
      brand_id uuid,
      connect_state_hash text,
      connect_state_expires_at timestamptz,
      connect_state_user_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint sales_channels_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index sales_channels_name_unique on sales_channels (account_id, lower(name))`);
  await knex.raw(`create unique index sales_channels_order_prefix_unique on sales_channels (account_id, lower(order_prefix))`);
  await knex.raw(`create index sales_channels_brand_id_index on sales_channels (account_id, brand_id)`);
  await knex.raw(`create index sales_channels_name_trgm on sales_channels using gin (name gin_trgm_ops)`);
  await knex.raw(`create index sales_channels_marketplace_trgm on sales_channels using gin (marketplace gin_trgm_ops)`);
  await knex.raw(`create index sales_channels_shop_domain_trgm on sales_channels using gin (shop_domain gin_trgm_ops)`);
  // sales_channels: add foreign key sales_channels_account_id_fkey
  await knex.raw(`alter table sales_channels add constraint sales_channels_account_id_fkey foreign key (account_id) references accounts (id)`);
  // sales_channels: add foreign key sales_channels_brand_id_fkey
  await knex.raw(`alter table sales_channels add constraint sales_channels_brand_id_fkey foreign key (account_id, brand_id) references brands (account_id, id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo sales_channels: add foreign key sales_channels_brand_id_fkey
  await knex.raw(`alter table sales_channels drop constraint sales_channels_brand_id_fkey`);
  // undo sales_channels: add foreign key sales_channels_account_id_fkey
  await knex.raw(`alter table sales_channels drop constraint sales_channels_account_id_fkey`);
  // undo create table sales_channels
  await knex.raw(`drop table sales_channels`);
}
