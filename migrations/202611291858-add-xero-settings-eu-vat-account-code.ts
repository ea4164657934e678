/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // xero_settings: add column eu_vat_account_code
  await knex.raw(`alter table xero_settings add column eu_vat_account_code text`);
}

export async function down(knex: Knex): Promise<void> {
  // undo xero_settings: add column eu_vat_account_code
  await knex.raw(`alter table xero_settings drop column eu_vat_account_code`);
}
