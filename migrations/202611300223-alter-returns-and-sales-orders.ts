/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // returns: add column channel_refund_pending
  await knex.raw(`alter table returns add column channel_refund_pending jsonb`);
  // sales_orders: add column channel_cancel_pending
  await knex.raw(`alter table sales_orders add column channel_cancel_pending jsonb`);
}

export async function down(knex: Knex): Promise<void> {
  // undo sales_orders: add column channel_cancel_pending
  await knex.raw(`alter table sales_orders drop column channel_cancel_pending`);
  // undo returns: add column channel_refund_pending
  await knex.raw(`alter table returns drop column channel_refund_pending`);
}
