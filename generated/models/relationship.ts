/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/relationship.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Relationship } from '../types.ts';

/** A customer or a supplier: one table with a `type`, because many businesses are both and the fields are the same. Codes are unique per account and type. `credit_limit` applies to customers, `lead_time_days` to suppliers. It has no blanket permission: the permissions manifest grants customers to `orders` and `customers`, suppliers to `purchaseOrders` (and read-only to `suppliers`). */
export interface RelationshipModel extends Relationship {
}

/** Table `relationships`, served as `/api/relationships`. */
export class RelationshipModel extends Model {
  static tableName = 'relationships';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['addresses', 'custom_fields'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of RelationshipModel.hiddenColumns) delete out[column];
    return out;
  }
}
