/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/brand.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Brand } from '../types.ts';

/** A brand the merchant sells. Names are unique per account (case-insensitive); the optional code is the natural key used by CSV upload. */
export interface BrandModel extends Brand {
}

/** Table `brands`, served as `/api/brands`. */
export class BrandModel extends Model {
  static tableName = 'brands';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of BrandModel.hiddenColumns) delete out[column];
    return out;
  }
}
