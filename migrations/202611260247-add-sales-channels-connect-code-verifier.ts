/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // sales_channels: add column connect_code_verifier
  await knex.raw(`alter table sales_channels add column connect_code_verifier text`);
}

export async function down(knex: Knex): Promise<void> {
  // undo sales_channels: add column connect_code_verifier
  await knex.raw(`alter table sales_channels drop column connect_code_verifier`);
}
