/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // sales_orders: rename column cancel_reason to cancel_note
  await knex.raw(`alter table sales_orders rename column cancel_reason to cancel_note`);
  await knex.raw(`alter table sales_orders rename constraint sales_orders_cancel_reason_length to sales_orders_cancel_note_length`);
}

export async function down(knex: Knex): Promise<void> {
  // undo sales_orders: rename column cancel_reason to cancel_note
  await knex.raw(`alter table sales_orders rename constraint sales_orders_cancel_note_length to sales_orders_cancel_reason_length`);
  await knex.raw(`alter table sales_orders rename column cancel_note to cancel_reason`);
}
