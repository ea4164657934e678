/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // settlements: add column match_tolerance
  await knex.raw(`alter table settlements add column match_tolerance bigint not null default 0`);
}

export async function down(knex: Knex): Promise<void> {
  // undo settlements: add column match_tolerance
  await knex.raw(`alter table settlements drop column match_tolerance`);
}
