/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // listings: add column url
  await knex.raw(`alter table listings add column url text`);
  // listings: add column channel_state
  await knex.raw(`alter table listings add column channel_state jsonb not null default '{}'::jsonb`);
  // sales_channels: add column environment
  await knex.raw(`alter table sales_channels add column environment text not null default 'LIVE'`);
  // sales_channels: add column stock_buffer
  await knex.raw(`alter table sales_channels add column stock_buffer integer not null default 0`);
  // sales_channels: add column order_sync_minutes
  await knex.raw(`alter table sales_channels add column order_sync_minutes integer not null default 5`);
  // sales_channels: add column last_order_sync_at
  await knex.raw(`alter table sales_channels add column last_order_sync_at timestamptz`);
  // sales_channels: add column last_error
  await knex.raw(`alter table sales_channels add column last_error text`);
  // sales_channels: add column last_error_at
  await knex.raw(`alter table sales_channels add column last_error_at timestamptz`);
  // sales_channels: add column orders_cursor
  await knex.raw(`alter table sales_channels add column orders_cursor text`);
  // sales_channels: add column next_order_sync_at
  await knex.raw(`alter table sales_channels add column next_order_sync_at timestamptz`);
  // sales_orders: add column channel_order_url
  await knex.raw(`alter table sales_orders add column channel_order_url text`);
  // sales_orders: add column channel_lines
  await knex.raw(`alter table sales_orders add column channel_lines jsonb not null default '[]'::jsonb`);
  // sales_orders: create index sales_orders_sales_channel_id_channel_order_ref_unique
  await knex.raw(`create unique index sales_orders_sales_channel_id_channel_order_ref_unique on sales_orders (account_id, sales_channel_id, channel_order_ref)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo sales_orders: create index sales_orders_sales_channel_id_channel_order_ref_unique
  await knex.raw(`drop index sales_orders_sales_channel_id_channel_order_ref_unique`);
  // undo sales_orders: add column channel_lines
  await knex.raw(`alter table sales_orders drop column channel_lines`);
  // undo sales_orders: add column channel_order_url
  await knex.raw(`alter table sales_orders drop column channel_order_url`);
  // undo sales_channels: add column next_order_sync_at
  await knex.raw(`alter table sales_channels drop column next_order_sync_at`);
  // undo sales_channels: add column orders_cursor
  await knex.raw(`alter table sales_channels drop column orders_cursor`);
  // undo sales_channels: add column last_error_at
  await knex.raw(`alter table sales_channels drop column last_error_at`);
  // undo sales_channels: add column last_error
  await knex.raw(`alter table sales_channels drop column last_error`);
  // undo sales_channels: add column last_order_sync_at
  await knex.raw(`alter table sales_channels drop column last_order_sync_at`);
  // undo sales_channels: add column order_sync_minutes
  await knex.raw(`alter table sales_channels drop column order_sync_minutes`);
  // undo sales_channels: add column stock_buffer
  await knex.raw(`alter table sales_channels drop column stock_buffer`);
  // undo sales_channels: add column environment
  await knex.raw(`alter table sales_channels drop column environment`);
  // undo listings: add column channel_state
  await knex.raw(`alter table listings drop column channel_state`);
  // undo listings: add column url
  await knex.raw(`alter table listings drop column url`);
}
