/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/shipment-line.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { ShipmentLine } from '../types.ts';

/** How many units of one order line go in a shipment. The order line is named by `order_line_id` or, when that is left out, by `sku`; `sku` and `description` are then copied from the order line. `order_line_id` is checked by the server, not by a foreign key (the generator cannot reference a child entity): when the order's lines are rewritten by an edit, a stale id is resolved again by SKU at the next save or on `ship`. */
export interface ShipmentLineModel extends ShipmentLine {
}

/** Table `shipment_lines`, written with its shipment. */
export class ShipmentLineModel extends Model {
  static tableName = 'shipment_lines';
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
    for (const column of ShipmentLineModel.hiddenColumns) delete out[column];
    return out;
  }
}
