/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/asn.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Asn } from '../types.ts';
import { AsnLineModel } from './asn-line.ts';
import { LocationModel } from './location.ts';
import { PurchaseOrderModel } from './purchase-order.ts';
import { RelationshipModel } from './relationship.ts';
import { WarehouseProviderModel } from './warehouse-provider.ts';

/** An advance shipping notice: what is on its way to a location (usually a warehouse provider's), so that it can be booked in on arrival. A body of `lines` (SKU and quantity) and a location is enough; with `purchase_order_id` the supplier and the location default to the purchase order's, and a supplier that differs from the order's is refused. Each line's product is looked up by SKU (case-insensitively) and its GTIN, when given, must carry a valid GS1 check digit. `submit` checks the lines against the purchase order when there is one: every SKU must be on it and no more may be announced than is still open there. Then SUBMITTED → IN_TRANSIT (`dispatch`) → RECEIVING (`arrive`) → RECEIVED (`receive`); DRAFT and SUBMITTED notices may be cancelled. The ASN itself never changes stock: receiving is booked on the purchase order, where over-receipt is refused. Notices being received, received or cancelled are read-only. Guarded by `purchaseOrders`, like the Manage ASN screen. */
export interface AsnModel extends Omit<Asn, 'lines'> {
  /** The purchase order `purchase_order_id` points at. Loaded with `withGraphFetched('purchase_order')`. */
  purchase_order?: PurchaseOrderModel | null;
  /** The relationship `supplier_id` points at. Loaded with `withGraphFetched('supplier')`. */
  supplier?: RelationshipModel | null;
  /** The location `location_id` points at. Loaded with `withGraphFetched('location')`. */
  location?: LocationModel | null;
  /** The warehouse provider `warehouse_provider_id` points at. Loaded with `withGraphFetched('warehouse_provider')`. */
  warehouse_provider?: WarehouseProviderModel | null;
  /** The asn line rows, ordered by `position`. Loaded with `withGraphFetched('lines')`. */
  lines?: AsnLineModel[];
}

/** Table `asns`, served as `/api/asns`. */
export class AsnModel extends Model {
  static tableName = 'asns';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      purchase_order: {
        relation: Model.BelongsToOneRelation,
        modelClass: PurchaseOrderModel,
        join: { from: ['asns.account_id', 'asns.purchase_order_id'], to: ['purchase_orders.account_id', 'purchase_orders.id'] },
      },
      supplier: {
        relation: Model.BelongsToOneRelation,
        modelClass: RelationshipModel,
        join: { from: ['asns.account_id', 'asns.supplier_id'], to: ['relationships.account_id', 'relationships.id'] },
      },
      location: {
        relation: Model.BelongsToOneRelation,
        modelClass: LocationModel,
        join: { from: ['asns.account_id', 'asns.location_id'], to: ['locations.account_id', 'locations.id'] },
      },
      warehouse_provider: {
        relation: Model.BelongsToOneRelation,
        modelClass: WarehouseProviderModel,
        join: { from: ['asns.account_id', 'asns.warehouse_provider_id'], to: ['warehouse_providers.account_id', 'warehouse_providers.id'] },
      },
      lines: {
        relation: Model.HasManyRelation,
        modelClass: AsnLineModel,
        join: { from: ['asns.account_id', 'asns.id'], to: ['asn_lines.account_id', 'asn_lines.asn_id'] },
        filter: (query) => query.orderBy('asn_lines.position'),
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of AsnModel.hiddenColumns) delete out[column];
    return out;
  }
}
