/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // return_lines: drop foreign key return_lines_order_line_id_fkey
  await knex.raw(`alter table return_lines drop constraint return_lines_order_line_id_fkey`);
  // shipment_lines: drop foreign key shipment_lines_order_line_id_fkey
  await knex.raw(`alter table shipment_lines drop constraint shipment_lines_order_line_id_fkey`);
  // return_lines: drop index return_lines_order_line_id_index
  await knex.raw(`drop index return_lines_order_line_id_index`);
  // shipment_lines: drop index shipment_lines_order_line_id_index
  await knex.raw(`drop index shipment_lines_order_line_id_index`);
}

export async function down(knex: Knex): Promise<void> {
  // undo shipment_lines: drop index shipment_lines_order_line_id_index
  await knex.raw(`create index shipment_lines_order_line_id_index on shipment_lines (account_id, order_line_id)`);
  // undo return_lines: drop index return_lines_order_line_id_index
  await knex.raw(`create index return_lines_order_line_id_index on return_lines (account_id, order_line_id)`);
  // undo shipment_lines: drop foreign key shipment_lines_order_line_id_fkey
  await knex.raw(`alter table shipment_lines add constraint shipment_lines_order_line_id_fkey foreign key (account_id, order_line_id) references sales_order_lines (account_id, id)`);
  // undo return_lines: drop foreign key return_lines_order_line_id_fkey
  await knex.raw(`alter table return_lines add constraint return_lines_order_line_id_fkey foreign key (account_id, order_line_id) references sales_order_lines (account_id, id)`);
}
