/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/sales-charge.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { SalesCharge } from '../types.ts';
import { SalesTaxModel } from './sales-tax.ts';

/** An extra charge that can be added to an order (gift wrap, small-order fee, card surcharge). A FIXED charge has an `amount` in integer minor units of `currency`; a PERCENT charge has a `rate` (decimal percent of the order's goods, 2.5 means 2.5%). Only the value that fits the type is kept: the other is cleared on save. `tax_id` is the tax charged on it (none: the order's highest line rate applies, as for shipping). Names are unique per account. */
export interface SalesChargeModel extends SalesCharge {
  /** The sales tax `tax_id` points at. Loaded with `withGraphFetched('tax')`. */
  tax?: SalesTaxModel | null;
}

/** Table `sales_charges`, served as `/api/sales-charges`. */
export class SalesChargeModel extends Model {
  static tableName = 'sales_charges';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      tax: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesTaxModel,
        join: { from: ['sales_charges.account_id', 'sales_charges.tax_id'], to: ['sales_taxes.account_id', 'sales_taxes.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of SalesChargeModel.hiddenColumns) delete out[column];
    return out;
  }
}
