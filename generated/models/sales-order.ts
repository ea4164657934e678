/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/sales-order.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { SalesOrder } from '../types.ts';
import { LocationModel } from './location.ts';
import { RelationshipModel } from './relationship.ts';
import { SalesOrderLineModel } from './sales-order-line.ts';
import { SalesTaxModel } from './sales-tax.ts';

/** A customer's order. A body of `customer_id` and `lines` is enough for a DRAFT. The number (SO-000001, per account) and every total are computed by the server in integer minor units: tax per line, an order discount spread over lines in proportion to their value (the last line takes the rounding remainder), shipping taxed at `shipping_tax_id`'s rate or, when that is empty, at the highest line rate. Bill-to and ship-to are snapshots taken from the customer when not given. There is no manual `ship`: PARTIALLY_SHIPPED and SHIPPED follow the order's shipments only (a shipment shipped raises its lines' `shipped_qty` and takes the stock). Once shipping has started (partly shipped, shipped), and when completed, cancelled or returned, an order is read-only: editing lines would lose what was shipped. */
export interface SalesOrderModel extends Omit<SalesOrder, 'lines'> {
  /** The relationship `customer_id` points at. Loaded with `withGraphFetched('customer')`. */
  customer?: RelationshipModel | null;
  /** The sales tax `shipping_tax_id` points at. Loaded with `withGraphFetched('shipping_tax')`. */
  shipping_tax?: SalesTaxModel | null;
  /** The location `fulfil_from_location_id` points at. Loaded with `withGraphFetched('fulfil_from_location')`. */
  fulfil_from_location?: LocationModel | null;
  /** The sales order line rows, ordered by `position`. Loaded with `withGraphFetched('lines')`. */
  lines?: SalesOrderLineModel[];
}

/** Table `sales_orders`, served as `/api/sales-orders`. */
export class SalesOrderModel extends Model {
  static tableName = 'sales_orders';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['bill_to', 'ship_to', 'custom_fields'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      customer: {
        relation: Model.BelongsToOneRelation,
        modelClass: RelationshipModel,
        join: { from: ['sales_orders.account_id', 'sales_orders.customer_id'], to: ['relationships.account_id', 'relationships.id'] },
      },
      shipping_tax: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesTaxModel,
        join: { from: ['sales_orders.account_id', 'sales_orders.shipping_tax_id'], to: ['sales_taxes.account_id', 'sales_taxes.id'] },
      },
      fulfil_from_location: {
        relation: Model.BelongsToOneRelation,
        modelClass: LocationModel,
        join: { from: ['sales_orders.account_id', 'sales_orders.fulfil_from_location_id'], to: ['locations.account_id', 'locations.id'] },
      },
      lines: {
        relation: Model.HasManyRelation,
        modelClass: SalesOrderLineModel,
        join: { from: ['sales_orders.account_id', 'sales_orders.id'], to: ['sales_order_lines.account_id', 'sales_order_lines.sales_order_id'] },
        filter: (query) => query.orderBy('sales_order_lines.position'),
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of SalesOrderModel.hiddenColumns) delete out[column];
    return out;
  }
}
