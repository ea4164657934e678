/**
 * Singleton entities (`x-entity.singleton`: one record per account, such as settings) as the server reads them:
 * the stored row, or, before the account's first save, what the schema's defaults say. Domain code that follows a
 * setting (returns follow return settings) reads it here, so an account that never opened the screen gets the
 * documented defaults rather than a missing row.
 */
import type { Knex } from 'knex';
import type { EntityModel, Model } from '../../model/types.ts';
import { findSingletonRow, type Row } from './repository.ts';

/** A singleton before its first save: each field's default (or null), secrets unset, children empty, version 0. */
export function singletonDefaults(entity: EntityModel, accountId: string): Row {
  const row: Row = { account_id: accountId };
  const isChild = (name: string) => entity.children.some((c) => c.field === name);
  for (const field of entity.fields) {
    if (field.system || field.internal || (field.virtual && !isChild(field.name))) continue;
    if (field.secret) row[`${field.name}_set`] = false;
    else if (isChild(field.name)) row[field.name] = [];
    else if (!field.writeOnly) row[field.name] = field.default === undefined ? null : structuredClone(field.default);
  }
  return { ...row, version: 0 };
}

/**
 * The account's values of the singleton named `name` (kebab singular, e.g. `return-settings`): the stored row, or
 * the defaults. Within a write, pass its transaction (PGlite has one connection).
 */
export async function singletonValues(db: Knex, model: Model, name: string, accountId: string): Promise<Row> {
  const entity = model.entities.find((e) => e.name === name);
  if (!entity?.singleton) throw new Error(`${name} is not a singleton entity of the model`);
  return (await findSingletonRow(db, entity, accountId)) ?? singletonDefaults(entity, accountId);
}
