/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/purchase-order-line.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { PurchaseOrderLine } from '../types.ts';
import { ProductModel } from './product.ts';
import { SalesTaxModel } from './sales-tax.ts';

/** One product ordered from the supplier. `unit_cost` is net of tax, in the order's currency; `tax_rate` is copied from the tax so later rate changes never alter an old order. `qty_received` is raised only by receiving and never passes `qty_ordered`. */
export interface PurchaseOrderLineModel extends PurchaseOrderLine {
  /** The product `product_id` points at. Loaded with `withGraphFetched('product')`. */
  product?: ProductModel | null;
  /** The sales tax `tax_id` points at. Loaded with `withGraphFetched('tax_ref')`. */
  tax_ref?: SalesTaxModel | null;
}

/** Table `purchase_order_lines`, written with its purchase order. */
export class PurchaseOrderLineModel extends Model {
  static tableName = 'purchase_order_lines';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      product: {
        relation: Model.BelongsToOneRelation,
        modelClass: ProductModel,
        join: { from: ['purchase_order_lines.account_id', 'purchase_order_lines.product_id'], to: ['products.account_id', 'products.id'] },
      },
      tax_ref: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesTaxModel,
        join: { from: ['purchase_order_lines.account_id', 'purchase_order_lines.tax_id'], to: ['sales_taxes.account_id', 'sales_taxes.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of PurchaseOrderLineModel.hiddenColumns) delete out[column];
    return out;
  }
}
