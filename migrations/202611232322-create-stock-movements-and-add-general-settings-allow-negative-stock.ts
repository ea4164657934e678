/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // create table stock_movements
  await knex.raw(`create table stock_movements (
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      product_id uuid not null,
      location_id uuid not null,
      quantity integer not null,
      on_hand_after integer not null,
      reason text not null,
      reference_type text,
      reference_id text,
      reference_label text,
      note text,
      user_id uuid,
      user_email text,
      job text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      constraint stock_movements_pkey primary key (account_id, id)
    )`);
  await knex.raw(`create index stock_movements_product_id_location_id_created_at_index on stock_movements (account_id, product_id, location_id, created_at)`);
  await knex.raw(`create index stock_movements_reason_created_at_index on stock_movements (account_id, reason, created_at)`);
  await knex.raw(`create index stock_movements_location_id_index on stock_movements (account_id, location_id)`);
  await knex.raw(`create index stock_movements_reference_label_trgm on stock_movements using gin (reference_label gin_trgm_ops)`);
  await knex.raw(`create index stock_movements_note_trgm on stock_movements using gin (note gin_trgm_ops)`);
  // general_settings: add column allow_negative_stock
  await knex.raw(`alter table general_settings add column allow_negative_stock boolean not null default false`);
  // stock_movements: add foreign key stock_movements_account_id_fkey
  await knex.raw(`alter table stock_movements add constraint stock_movements_account_id_fkey foreign key (account_id) references accounts (id)`);
  // stock_movements: add foreign key stock_movements_product_id_fkey
  await knex.raw(`alter table stock_movements add constraint stock_movements_product_id_fkey foreign key (account_id, product_id) references products (account_id, id) on delete cascade`);
  // stock_movements: add foreign key stock_movements_location_id_fkey
  await knex.raw(`alter table stock_movements add constraint stock_movements_location_id_fkey foreign key (account_id, location_id) references locations (account_id, id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo stock_movements: add foreign key stock_movements_location_id_fkey
  await knex.raw(`alter table stock_movements drop constraint stock_movements_location_id_fkey`);
  // undo stock_movements: add foreign key stock_movements_product_id_fkey
  await knex.raw(`alter table stock_movements drop constraint stock_movements_product_id_fkey`);
  // undo stock_movements: add foreign key stock_movements_account_id_fkey
  await knex.raw(`alter table stock_movements drop constraint stock_movements_account_id_fkey`);
  // undo general_settings: add column allow_negative_stock
  await knex.raw(`alter table general_settings drop column allow_negative_stock`);
  // undo create table stock_movements
  await knex.raw(`drop table stock_movements`);
}
