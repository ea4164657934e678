/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // purchase_orders: add column xero_refusals
  await knex.raw(`alter table purchase_orders add column xero_refusals integer not null default 0`);
  // returns: add column xero_refusals
  await knex.raw(`alter table returns add column xero_refusals integer not null default 0`);
  // sales_orders: add column xero_refusals
  await knex.raw(`alter table sales_orders add column xero_refusals integer not null default 0`);
  // settlements: add column xero_refusals
  await knex.raw(`alter table settlements add column xero_refusals integer not null default 0`);
}

export async function down(knex: Knex): Promise<void> {
  // undo settlements: add column xero_refusals
  await knex.raw(`alter table settlements drop column xero_refusals`);
  // undo sales_orders: add column xero_refusals
  await knex.raw(`alter table sales_orders drop column xero_refusals`);
  // undo returns: add column xero_refusals
  await knex.raw(`alter table returns drop column xero_refusals`);
  // undo purchase_orders: add column xero_refusals
  await knex.raw(`alter table purchase_orders drop column xero_refusals`);
}
