/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/sales-tax.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { SalesTax } from '../types.ts';

/** A tax rate applied to order and purchase lines. `rate` is a decimal percentage (20 means 20%), kept to four decimal places. `vat_box` says which UK VAT return box sales at this rate are reported in. */
export interface SalesTaxModel extends SalesTax {
}

/** Table `sales_taxes`, served as `/api/sales-taxes`. */
export class SalesTaxModel extends Model {
  static tableName = 'sales_taxes';
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
    for (const column of SalesTaxModel.hiddenColumns) delete out[column];
    return out;
  }
}
