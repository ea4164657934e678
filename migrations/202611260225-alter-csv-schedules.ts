/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // csv_schedules: add column report_id
  await knex.raw(`alter table csv_schedules add column report_id uuid`);
  // csv_schedules: alter column entity
  await knex.raw(`alter table csv_schedules alter column entity drop not null`);
  // csv_schedules: alter column columns
  await knex.raw(`alter table csv_schedules alter column columns drop not null`);
  // csv_schedules: create index csv_schedules_report_id_index
  await knex.raw(`create index csv_schedules_report_id_index on csv_schedules (account_id, report_id)`);
  // csv_schedules: add foreign key csv_schedules_report_id_fkey
  await knex.raw(`alter table csv_schedules add constraint csv_schedules_report_id_fkey foreign key (account_id, report_id) references reports (account_id, id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo csv_schedules: add foreign key csv_schedules_report_id_fkey
  await knex.raw(`alter table csv_schedules drop constraint csv_schedules_report_id_fkey`);
  // undo csv_schedules: create index csv_schedules_report_id_index
  await knex.raw(`drop index csv_schedules_report_id_index`);
  // undo csv_schedules: alter column columns
  await knex.raw(`alter table csv_schedules alter column columns set not null`);
  // undo csv_schedules: alter column entity
  await knex.raw(`alter table csv_schedules alter column entity set not null`);
  // undo csv_schedules: add column report_id
  await knex.raw(`alter table csv_schedules drop column report_id`);
}
