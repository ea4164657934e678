/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // custom_fields: add column in_list
  await knex.raw(`alter table custom_fields add column in_list boolean not null default true`);
  // users: add column list_preferences
  await knex.raw(`alter table users add column list_preferences jsonb not null default '{}'::jsonb`);
}

export async function down(knex: Knex): Promise<void> {
  // undo users: add column list_preferences
  await knex.raw(`alter table users drop column list_preferences`);
  // undo custom_fields: add column in_list
  await knex.raw(`alter table custom_fields drop column in_list`);
}
