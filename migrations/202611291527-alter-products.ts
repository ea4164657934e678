/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities, compared with migrations/snapshot.json
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // products: add column supplier_id
  await knex.raw(`alter table products add column supplier_id uuid`);
  // products: create index products_supplier_id_index
  await knex.raw(`create index products_supplier_id_index on products (account_id, supplier_id)`);
  // products: add foreign key products_supplier_id_fkey
  await knex.raw(`alter table products add constraint products_supplier_id_fkey foreign key (account_id, supplier_id) references relationships (account_id, id) on delete set null (supplier_id)`);
}

export async function down(knex: Knex): Promise<void> {
  // undo products: add foreign key products_supplier_id_fkey
  await knex.raw(`alter table products drop constraint products_supplier_id_fkey`);
  // undo products: create index products_supplier_id_index
  await knex.raw(`drop index products_supplier_id_index`);
  // undo products: add column supplier_id
  await knex.raw(`alter table products drop column supplier_id`);
}
