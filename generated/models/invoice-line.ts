/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/invoice-line.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { InvoiceLine } from '../types.ts';

/** One charge on a platform invoice. `unit_amount` is net of tax; `net`, `tax` and `gross` are computed by the server. */
export interface InvoiceLineModel extends InvoiceLine {
}

/** Table `invoice_lines`, written with its invoice. */
export class InvoiceLineModel extends Model {
  static tableName = 'invoice_lines';
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
    for (const column of InvoiceLineModel.hiddenColumns) delete out[column];
    return out;
  }
}
