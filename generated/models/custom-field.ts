/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/custom-field.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { CustomField } from '../types.ts';

/** A field an account adds to one of its entities (products, sales orders, customers, suppliers, purchase orders) at run time: at once, for that account only, it is part of that entity's API validation, forms, list columns, filters and CSV, with no deploy and no migration (values live in the entity's `custom_fields` column). `entity`, `key` and `type` cannot change once set, so stored values always keep their meaning; to change a type, add a new field. Changing a definition never rewrites stored records: a removed field's values are kept but hidden (and come back if a field with the same key is defined again), and a value that no longer fits (an option removed, a field made required) is shown as stored and must be fixed at the record's next save. */
export interface CustomFieldModel extends CustomField {
}

/** Table `custom_fields`, served as `/api/custom-fields`. */
export class CustomFieldModel extends Model {
  static tableName = 'custom_fields';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['options'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of CustomFieldModel.hiddenColumns) delete out[column];
    return out;
  }
}
