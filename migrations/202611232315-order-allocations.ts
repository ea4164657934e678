/**
 * Hand-written: where each paid order line's allocation sits (`sales_order_allocations`: one row per order line ×
 * location, quantity > 0), so cancelling or editing an order gives back exactly what it took from each stock level;
 * and a `note` on status history entries (the order rule that fired, the reason of a hold).
 *
 * Order lines are rewritten when an order is edited, so `line_id` has no foreign key: the order's allocation is
 * released before its lines are replaced. The rows go with their order (cascade).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table sales_order_allocations (
    account_id uuid not null,
    id uuid not null default gen_random_uuid(),
    sales_order_id uuid not null,
    line_id uuid not null,
    product_id uuid not null,
    location_id uuid not null,
    qty integer not null check (qty > 0),
    created_at timestamptz not null default now(),
    primary key (account_id, id),
    foreign key (account_id, sales_order_id) references sales_orders (account_id, id) on delete cascade
  )`);
  await knex.raw('create index sales_order_allocations_order_index on sales_order_allocations (account_id, sales_order_id)');
  await knex.raw('create index sales_order_allocations_level_index on sales_order_allocations (account_id, product_id, location_id)');
  await knex.raw('alter table status_history add column note text');
  // The backorder job looks for lines still waiting, per product.
  await knex.raw('create index sales_order_lines_backordered_index on sales_order_lines (account_id, product_id) where backordered_qty > 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index sales_order_lines_backordered_index');
  await knex.raw('alter table status_history drop column note');
  await knex.raw('drop table sales_order_allocations');
}
