/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/purchase-order.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { PurchaseOrder } from '../types.ts';
import { LocationModel } from './location.ts';
import { PurchaseOrderLineModel } from './purchase-order-line.ts';
import { RelationshipModel } from './relationship.ts';

/** An order placed with a supplier. A body of `supplier_id` and `lines` (product, quantity, unit cost) makes a DRAFT: the number (PO-000045, per account) is given by the server, the currency defaults to the supplier's, the delivery location to the account's default location (its address is kept as a snapshot), each line's SKU and description come from the product and its tax rate is copied from the tax (the product's when none is named), and every total is computed by the server in integer minor units (tax per line, rounded half away from zero). `send` (DRAFT → SENT) counts the open lines as `incoming` stock; receiving raises on-hand at the delivery location and lowers incoming, where stock levels exist. Receiving is `POST /api/purchase-orders/:id/receive` with `{lines: [{line_id, qty}]}` for what arrived (SENT or PARTIALLY_RECEIVED → PARTIALLY_RECEIVED or RECEIVED) or the `receive-all` transition for everything still open; receiving more than was ordered is refused, line by line. `complete` closes a received order, or short-closes a partly received one (the rest no longer counts as incoming); `cancel` is for DRAFT and SENT orders. `archive` and `unarchive` are for COMPLETED and CANCELLED orders only: they keep the status, set `archived`/`archived_at`, and decide which list shows the order (the `archive` permission reads archived orders). Lines can change only while nothing has been received; received, completed and cancelled orders are read-only. Holders of `purchaseOrders` have full access. */
export interface PurchaseOrderModel extends Omit<PurchaseOrder, 'lines'> {
  /** The relationship `supplier_id` points at. Loaded with `withGraphFetched('supplier')`. */
  supplier?: RelationshipModel | null;
  /** The location `deliver_to_location_id` points at. Loaded with `withGraphFetched('deliver_to_location')`. */
  deliver_to_location?: LocationModel | null;
  /** The purchase order line rows, ordered by `position`. Loaded with `withGraphFetched('lines')`. */
  lines?: PurchaseOrderLineModel[];
}

/** Table `purchase_orders`, served as `/api/purchase-orders`. */
export class PurchaseOrderModel extends Model {
  static tableName = 'purchase_orders';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['deliver_to', 'custom_fields'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      supplier: {
        relation: Model.BelongsToOneRelation,
        modelClass: RelationshipModel,
        join: { from: ['purchase_orders.account_id', 'purchase_orders.supplier_id'], to: ['relationships.account_id', 'relationships.id'] },
      },
      deliver_to_location: {
        relation: Model.BelongsToOneRelation,
        modelClass: LocationModel,
        join: { from: ['purchase_orders.account_id', 'purchase_orders.deliver_to_location_id'], to: ['locations.account_id', 'locations.id'] },
      },
      lines: {
        relation: Model.HasManyRelation,
        modelClass: PurchaseOrderLineModel,
        join: { from: ['purchase_orders.account_id', 'purchase_orders.id'], to: ['purchase_order_lines.account_id', 'purchase_order_lines.purchase_order_id'] },
        filter: (query) => query.orderBy('purchase_order_lines.position'),
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of PurchaseOrderModel.hiddenColumns) delete out[column];
    return out;
  }
}
