/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // create table custom_fields
  await knex.raw(`create table custom_fields (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      entity text not null,
      key text not null,
      label text not null,
      type text not null default 'TEXT',
      options jsonb not null default '[]'::jsonb,
      required boolean not null default false,
      position integer not null default 0,
      help text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint custom_fields_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create unique index custom_fields_entity_key_unique on custom_fields (account_id, lower(entity), lower(key))`);
  await knex.raw(`create index custom_fields_entity_position_index on custom_fields (account_id, entity, position)`);
  await knex.raw(`create index custom_fields_label_trgm on custom_fields using gin (label gin_trgm_ops)`);
  await knex.raw(`create index custom_fields_key_trgm on custom_fields using gin (key gin_trgm_ops)`);
  // products: add column custom_fields
  await knex.raw(`alter table products add column custom_fields jsonb not null default '{}'::jsonb`);
  // relationships: add column custom_fields
  await knex.raw(`alter table relationships add column custom_fields jsonb not null default '{}'::jsonb`);
  // sales_orders: add column custom_fields
  await knex.raw(`alter table sales_orders add column custom_fields jsonb not null default '{}'::jsonb`);
  // products: create index products_custom_fields_gin
  await knex.raw(`create index products_custom_fields_gin on products using gin (custom_fields jsonb_path_ops)`);
  // relationships: create index relationships_custom_fields_gin
  await knex.raw(`create index relationships_custom_fields_gin on relationships using gin (custom_fields jsonb_path_ops)`);
  // sales_orders: create index sales_orders_custom_fields_gin
  await knex.raw(`create index sales_orders_custom_fields_gin on sales_orders using gin (custom_fields jsonb_path_ops)`);
  // custom_fields: add foreign key custom_fields_account_id_fkey
  await knex.raw(`alter table custom_fields add constraint custom_fields_account_id_fkey foreign key (account_id) references accounts (id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo custom_fields: add foreign key custom_fields_account_id_fkey
  await knex.raw(`alter table custom_fields drop constraint custom_fields_account_id_fkey`);
  // undo sales_orders: create index sales_orders_custom_fields_gin
  await knex.raw(`drop index sales_orders_custom_fields_gin`);
  // undo relationships: create index relationships_custom_fields_gin
  await knex.raw(`drop index relationships_custom_fields_gin`);
  // undo products: create index products_custom_fields_gin
  await knex.raw(`drop index products_custom_fields_gin`);
  // undo sales_orders: add column custom_fields
  await knex.raw(`alter table sales_orders drop column custom_fields`);
  // undo relationships: add column custom_fields
  await knex.raw(`alter table relationships drop column custom_fields`);
  // undo products: add column custom_fields
  await knex.raw(`alter table products drop column custom_fields`);
  // undo create table custom_fields
  await knex.raw(`drop table custom_fields`);
}
