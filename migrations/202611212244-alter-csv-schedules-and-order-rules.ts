/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // csv_schedules: alter column weekday
  await knex.raw(`alter table csv_schedules alter column weekday set default 'MONDAY'`);
  await knex.raw(`update csv_schedules set weekday = 'MONDAY' where weekday is null`);
  await knex.raw(`alter table csv_schedules alter column weekday set not null`);
  // csv_schedules: alter column month_day
  await knex.raw(`alter table csv_schedules alter column month_day set default 1`);
  await knex.raw(`update csv_schedules set month_day = 1 where month_day is null`);
  await knex.raw(`alter table csv_schedules alter column month_day set not null`);
  // order_rules: alter column set_status
  await knex.raw(`alter table order_rules alter column set_status set default 'ON_HOLD'`);
  await knex.raw(`update order_rules set set_status = 'ON_HOLD' where set_status is null`);
  await knex.raw(`alter table order_rules alter column set_status set not null`);
}

export async function down(knex: Knex): Promise<void> {
  // undo order_rules: alter column set_status
  await knex.raw(`alter table order_rules alter column set_status drop default`);
  await knex.raw(`alter table order_rules alter column set_status drop not null`);
  // undo csv_schedules: alter column month_day
  await knex.raw(`alter table csv_schedules alter column month_day drop default`);
  await knex.raw(`alter table csv_schedules alter column month_day drop not null`);
  // undo csv_schedules: alter column weekday
  await knex.raw(`alter table csv_schedules alter column weekday drop default`);
  await knex.raw(`alter table csv_schedules alter column weekday drop not null`);
}
