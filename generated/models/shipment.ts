/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/shipment.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Shipment } from '../types.ts';
import { LocationModel } from './location.ts';
import { SalesOrderModel } from './sales-order.ts';
import { ShipmentLineModel } from './shipment-line.ts';

/** A parcel (or several) sent for one sales order from one location. A body of `order_id` and `carrier` is enough: the ship-from location defaults to the order's fulfilment location (else the account's default location), the ship-to address is a snapshot of the order's, and when `lines` are left out they default to everything still to ship. A line names its order line by `order_line_id` or by `sku` (the order's line with that SKU). Lines of an explicit body are checked at once: they must belong to the order and never exceed what is still to ship (ordered − shipped). Shipping is what counts: `ship` re-checks the quantities against the order inside its transaction (another shipment may have gone meanwhile), needs a PAID or PARTIALLY_SHIPPED order (or one already marked SHIPPED or COMPLETED by hand, whose parcels are then recorded without changing its status), raises the order lines' `shipped_qty`, moves a paid or partly shipped order to PARTIALLY_SHIPPED or SHIPPED (recorded in its history), and, where stock levels exist, lowers on-hand and releases the allocation at the ship-from location. A planned shipment may be cancelled until it is shipped; shipped, delivered and cancelled shipments are read-only. Guarded by the `orders` permission: shipping changes the order (the Manage Shipments screen itself needs only a sign-in). */
export interface ShipmentModel extends Omit<Shipment, 'lines'> {
  /** The sales order `order_id` points at. Loaded with `withGraphFetched('order')`. */
  order?: SalesOrderModel | null;
  /** The location `location_id` points at. Loaded with `withGraphFetched('location')`. */
  location?: LocationModel | null;
  /** The shipment line rows, ordered by `position`. Loaded with `withGraphFetched('lines')`. */
  lines?: ShipmentLineModel[];
}

/** Table `shipments`, served as `/api/shipments`. */
export class ShipmentModel extends Model {
  static tableName = 'shipments';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['ship_to', 'packages'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      order: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesOrderModel,
        join: { from: ['shipments.account_id', 'shipments.order_id'], to: ['sales_orders.account_id', 'sales_orders.id'] },
      },
      location: {
        relation: Model.BelongsToOneRelation,
        modelClass: LocationModel,
        join: { from: ['shipments.account_id', 'shipments.location_id'], to: ['locations.account_id', 'locations.id'] },
      },
      lines: {
        relation: Model.HasManyRelation,
        modelClass: ShipmentLineModel,
        join: { from: ['shipments.account_id', 'shipments.id'], to: ['shipment_lines.account_id', 'shipment_lines.shipment_id'] },
        filter: (query) => query.orderBy('shipment_lines.position'),
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of ShipmentModel.hiddenColumns) delete out[column];
    return out;
  }
}
