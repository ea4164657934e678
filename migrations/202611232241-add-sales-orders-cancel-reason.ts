/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // sales_orders: add column cancel_reason
  await knex.raw(`alter table sales_orders add column cancel_reason text`);
}

export async function down(knex: Knex): Promise<void> {
  // undo sales_orders: add column cancel_reason
  await knex.raw(`alter table sales_orders drop column cancel_reason`);
}
