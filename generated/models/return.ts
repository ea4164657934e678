/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/return.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Return } from '../types.ts';
import { LocationModel } from './location.ts';
import { RelationshipModel } from './relationship.ts';
import { ReturnLineModel } from './return-line.ts';
import { SalesOrderModel } from './sales-order.ts';

/** A customer's return (RMA) against one sales order. A body of `order_id` is enough: the RMA number (RMA-000012, per account) is given by the server, the customer, currency and order number are copied from the order, and when `lines` are left out they default to every unit of the order not yet returned. A line names its order line by `order_line_id` or by `sku`, and may not ask for more than was ordered less what is already returned. `authorise` needs at least one line. Before `receive`, the warehouse records per line `received_qty` and `damaged_qty` (left at 0 they mean: all requested units arrived undamaged); `receive` refuses more than was shipped and not yet returned, raises the order lines' `returned_qty`, moves a shipped order to PARTIALLY_RETURNED or RETURNED (recorded in its history) and, where stock levels exist, puts only received, undamaged units back on hand at `location_id`. `refund_amount` may never exceed what was paid for the returned lines (their share of each line's gross) plus the order's shipping, nor what is left of the order's total after other refunded returns; an unpaid order allows no refund. The limit is checked on every save and again by `refund`, which needs an amount above zero. Guarded by the `returns` permission. */
export interface ReturnModel extends Omit<Return, 'lines'> {
  /** The sales order `order_id` points at. Loaded with `withGraphFetched('order')`. */
  order?: SalesOrderModel | null;
  /** The relationship `customer_id` points at. Loaded with `withGraphFetched('customer')`. */
  customer?: RelationshipModel | null;
  /** The location `location_id` points at. Loaded with `withGraphFetched('location')`. */
  location?: LocationModel | null;
  /** The return line rows, ordered by `position`. Loaded with `withGraphFetched('lines')`. */
  lines?: ReturnLineModel[];
}

/** Table `returns`, served as `/api/returns`. */
export class ReturnModel extends Model {
  static tableName = 'returns';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      order: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesOrderModel,
        join: { from: ['returns.account_id', 'returns.order_id'], to: ['sales_orders.account_id', 'sales_orders.id'] },
      },
      customer: {
        relation: Model.BelongsToOneRelation,
        modelClass: RelationshipModel,
        join: { from: ['returns.account_id', 'returns.customer_id'], to: ['relationships.account_id', 'relationships.id'] },
      },
      location: {
        relation: Model.BelongsToOneRelation,
        modelClass: LocationModel,
        join: { from: ['returns.account_id', 'returns.location_id'], to: ['locations.account_id', 'locations.id'] },
      },
      lines: {
        relation: Model.HasManyRelation,
        modelClass: ReturnLineModel,
        join: { from: ['returns.account_id', 'returns.id'], to: ['return_lines.account_id', 'return_lines.return_id'] },
        filter: (query) => query.orderBy('return_lines.position'),
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of ReturnModel.hiddenColumns) delete out[column];
    return out;
  }
}
