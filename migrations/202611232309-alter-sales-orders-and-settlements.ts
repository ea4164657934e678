/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // sales_orders: add column payment_method_id
  await knex.raw(`alter table sales_orders add column payment_method_id uuid`);
  // settlements: add column match_tolerance
  await knex.raw(`alter table settlements add column match_tolerance bigint not null default 0`);
  // sales_orders: create index sales_orders_payment_method_id_index
  await knex.raw(`create index sales_orders_payment_method_id_index on sales_orders (account_id, payment_method_id)`);
  // sales_orders: add foreign key sales_orders_payment_method_id_fkey
  await knex.raw(`alter table sales_orders add constraint sales_orders_payment_method_id_fkey foreign key (account_id, payment_method_id) references payment_methods (account_id, id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo sales_orders: add foreign key sales_orders_payment_method_id_fkey
  await knex.raw(`alter table sales_orders drop constraint sales_orders_payment_method_id_fkey`);
  // undo sales_orders: create index sales_orders_payment_method_id_index
  await knex.raw(`drop index sales_orders_payment_method_id_index`);
  // undo settlements: add column match_tolerance
  await knex.raw(`alter table settlements drop column match_tolerance`);
  // undo sales_orders: add column payment_method_id
  await knex.raw(`alter table sales_orders drop column payment_method_id`);
}
