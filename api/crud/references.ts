/**
 * Checks that every reference in a record points at an existing row of the same account that meets the
 * reference's conditions (a sales order's customer must be a CUSTOMER). The composite foreign keys would refuse
 * a foreign account's row anyway; checking first lets the error name the field and say why, in one query per
 * referenced table.
 */
import type { Knex } from 'knex';
import type { EntityModel, FieldModel, Model } from '../../model/types.ts';
import { fail, type FieldError } from '../http/errors.ts';
import type { Row } from './repository.ts';

interface Wanted { field: FieldModel; pointer: string; id: string }

function collect(entity: EntityModel, record: Row, model: Model, prefix = ''): Wanted[] {
  const wanted: Wanted[] = [];
  for (const field of entity.fields) {
    const value = record[field.name];
    if (field.ref && typeof value === 'string') wanted.push({ field, pointer: `${prefix}/${field.name}`, id: value });
  }
  for (const child of entity.children) {
    const childEntity = model.entities.find((e) => e.name === child.entity)!;
    ((record[child.field] as Row[] | undefined) ?? []).forEach((item, i) => wanted.push(...collect(childEntity, item, model, `${prefix}/${child.field}/${i}`)));
  }
  return wanted;
}

export async function checkReferences(trx: Knex, model: Model, entity: EntityModel, record: Row, accountId: string): Promise<void> {
  await checkReferencesOf(trx, model, entity, [record], accountId, () => '');
}

/**
 * The same check for a batch of records (the import path, `ResourceService.createMany`): one query per referenced
 * table for the whole batch; an error's pointer is led by the record's index (`/3/customer_id`).
 */
export async function checkReferencesMany(trx: Knex, model: Model, entity: EntityModel, records: Row[], accountId: string): Promise<void> {
  await checkReferencesOf(trx, model, entity, records, accountId, (i) => `/${i}`);
}

async function checkReferencesOf(trx: Knex, model: Model, entity: EntityModel, records: Row[], accountId: string, prefix: (index: number) => string): Promise<void> {
  const wanted = records.flatMap((record, i) => collect(entity, record, model, prefix(i)));
  const groups = new Map<string, Wanted[]>();
  for (const w of wanted) {
    const key = `${w.field.ref!.entity}|${JSON.stringify(w.field.ref!.where)}`;
    groups.set(key, [...(groups.get(key) ?? []), w]);
  }
  const errors: FieldError[] = [];
  for (const group of groups.values()) {
    const ref = group[0].field.ref!;
    const target = model.entities.find((e) => e.name === ref.entity)!;
    const ids = [...new Set(group.map((w) => w.id))];
    const query = trx(target.table).whereIn('id', ids).select('id', ...Object.keys(ref.where));
    if (target.tenancy === 'account') query.where('account_id', accountId);
    const found = new Map<string, Row>((await query).map((row: Row) => [String(row.id), row]));
    for (const w of group) {
      const row = found.get(w.id);
      if (!row) {
        errors.push({ pointer: w.pointer, message: `refers to no ${target.title.toLowerCase()} of this account` });
        continue;
      }
      const mismatch = Object.entries(ref.where).find(([key, value]) => row[key] !== value);
      if (mismatch) errors.push({ pointer: w.pointer, message: `must refer to a ${target.title.toLowerCase()} whose ${mismatch[0]} is ${mismatch[1]}` });
    }
  }
  if (errors.length) fail('validation_failed', errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);
}
