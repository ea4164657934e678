/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/return-line.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { ReturnLine } from '../types.ts';

/** Units of one order line coming back. The order line is named by `order_line_id` or by `sku`. `received_qty` ≤ `qty` and `damaged_qty` ≤ `received_qty` are recorded when the parcel arrives; only received, undamaged units go back to stock. `reason` is free text so that each merchant keeps its own list of reasons (return settings). */
export interface ReturnLineModel extends ReturnLine {
}

/** Table `return_lines`, written with its return. */
export class ReturnLineModel extends Model {
  static tableName = 'return_lines';
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
    for (const column of ReturnLineModel.hiddenColumns) delete out[column];
    return out;
  }
}
