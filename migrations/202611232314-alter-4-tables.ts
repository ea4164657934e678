/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // locations: add column priority
  await knex.raw(`alter table locations add column priority integer not null default 100`);
  // order_rules: add column hold_reason
  await knex.raw(`alter table order_rules add column hold_reason text`);
  // sales_order_lines: add column backordered_qty
  await knex.raw(`alter table sales_order_lines add column backordered_qty integer not null default 0`);
  // sales_orders: add column paid_at
  await knex.raw(`alter table sales_orders add column paid_at timestamptz`);
  // sales_orders: add column backordered
  await knex.raw(`alter table sales_orders add column backordered boolean not null default false`);
  // sales_orders: add column hold_reason
  await knex.raw(`alter table sales_orders add column hold_reason text`);
  // sales_orders: add column sales_channel_id
  await knex.raw(`alter table sales_orders add column sales_channel_id uuid`);
  // sales_orders: add column shipping_method_id
  await knex.raw(`alter table sales_orders add column shipping_method_id uuid`);
  // sales_orders: add column tags
  await knex.raw(`alter table sales_orders add column tags jsonb not null default '[]'::jsonb`);
  // sales_orders: create index sales_orders_sales_channel_id_index
  await knex.raw(`create index sales_orders_sales_channel_id_index on sales_orders (account_id, sales_channel_id)`);
  // sales_orders: create index sales_orders_shipping_method_id_index
  await knex.raw(`create index sales_orders_shipping_method_id_index on sales_orders (account_id, shipping_method_id)`);
  // sales_orders: add foreign key sales_orders_sales_channel_id_fkey
  await knex.raw(`alter table sales_orders add constraint sales_orders_sales_channel_id_fkey foreign key (account_id, sales_channel_id) references sales_channels (account_id, id)`);
  // sales_orders: add foreign key sales_orders_shipping_method_id_fkey
  await knex.raw(`alter table sales_orders add constraint sales_orders_shipping_method_id_fkey foreign key (account_id, shipping_method_id) references shipping_methods (account_id, id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo sales_orders: add foreign key sales_orders_shipping_method_id_fkey
  await knex.raw(`alter table sales_orders drop constraint sales_orders_shipping_method_id_fkey`);
  // undo sales_orders: add foreign key sales_orders_sales_channel_id_fkey
  await knex.raw(`alter table sales_orders drop constraint sales_orders_sales_channel_id_fkey`);
  // undo sales_orders: create index sales_orders_shipping_method_id_index
  await knex.raw(`drop index sales_orders_shipping_method_id_index`);
  // undo sales_orders: create index sales_orders_sales_channel_id_index
  await knex.raw(`drop index sales_orders_sales_channel_id_index`);
  // undo sales_orders: add column tags
  await knex.raw(`alter table sales_orders drop column tags`);
  // undo sales_orders: add column shipping_method_id
  await knex.raw(`alter table sales_orders drop column shipping_method_id`);
  // undo sales_orders: add column sales_channel_id
  await knex.raw(`alter table sales_orders drop column sales_channel_id`);
  // undo sales_orders: add column hold_reason
  await knex.raw(`alter table sales_orders drop column hold_reason`);
  // undo sales_orders: add column backordered
  await knex.raw(`alter table sales_orders drop column backordered`);
  // undo sales_orders: add column paid_at
  await knex.raw(`alter table sales_orders drop column paid_at`);
  // undo sales_order_lines: add column backordered_qty
  await knex.raw(`alter table sales_order_lines drop column backordered_qty`);
  // undo order_rules: add column hold_reason
  await knex.raw(`alter table order_rules drop column hold_reason`);
  // undo locations: add column priority
  await knex.raw(`alter table locations drop column priority`);
}
