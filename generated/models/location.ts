/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/location.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Location } from '../types.ts';

/** A place stock is held: an own warehouse, a third-party warehouse, a shop or an Amazon FBA centre. */
export interface LocationModel extends Location {
}

/** Table `locations`, served as `/api/locations`. */
export class LocationModel extends Model {
  static tableName = 'locations';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['address'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of LocationModel.hiddenColumns) delete out[column];
    return out;
  }
}
