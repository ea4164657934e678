/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/sales-order-line.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { SalesOrderLine } from '../types.ts';
import { ProductModel } from './product.ts';
import { SalesOrderModel } from './sales-order.ts';
import { SalesTaxModel } from './sales-tax.ts';

/** One line of a sales order, stored in its own table and always written with its order. `sku` and `description` default to the product's; `tax_rate` is copied from the tax so later rate changes never alter an old order. `discount` is a line amount in minor units. */
export interface SalesOrderLineModel extends SalesOrderLine {
  /** The product `product_id` points at. Loaded with `withGraphFetched('product')`. */
  product?: ProductModel | null;
  /** The sales tax `tax_id` points at. Loaded with `withGraphFetched('tax_ref')`. */
  tax_ref?: SalesTaxModel | null;
  /** The sales order this row belongs to. Loaded with `withGraphFetched('sales_order')`. */
  sales_order?: SalesOrderModel | null;
}

/** Table `sales_order_lines`, written with its sales order. */
export class SalesOrderLineModel extends Model {
  static tableName = 'sales_order_lines';
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
        join: { from: ['sales_order_lines.account_id', 'sales_order_lines.product_id'], to: ['products.account_id', 'products.id'] },
      },
      tax_ref: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesTaxModel,
        join: { from: ['sales_order_lines.account_id', 'sales_order_lines.tax_id'], to: ['sales_taxes.account_id', 'sales_taxes.id'] },
      },
      sales_order: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesOrderModel,
        join: { from: ['sales_order_lines.account_id', 'sales_order_lines.sales_order_id'], to: ['sales_orders.account_id', 'sales_orders.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of SalesOrderLineModel.hiddenColumns) delete out[column];
    return out;
  }
}
