/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/stock-movement.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { StockMovement } from '../types.ts';
import { LocationModel } from './location.ts';
import { ProductModel } from './product.ts';

/** The stock ledger: one row per change of a stock level's on-hand quantity, written by the server in the same transaction as the change (api/domain/stock/movements.ts, `recordStockMovement`), never by a client (a ledger: `GET /api/stock-movements` and `/:id` only). `quantity` is the signed change, `on_hand_after` the level's on-hand once applied, so the movements of a level always sum to its on-hand (`npm run check:stock` proves it). `reason`: RECEIPT (purchase order or ASN received), SHIPMENT (a shipment shipped), RETURN (a returned unit restocked), ADJUSTMENT (`POST /api/stock-levels/:id/adjust`), TRANSFER (`POST /api/stock-transfers`: one movement out, one in), COUNT (`POST /api/stock-levels/:id/count`, and opening balances). The document that caused it is named by `reference_type` (its resource), `reference_id` and `reference_label` (its number); the author by `user_id`/`user_email`, or `job` when a background job made it. */
export interface StockMovementModel extends StockMovement {
  /** The product `product_id` points at. Loaded with `withGraphFetched('product')`. */
  product?: ProductModel | null;
  /** The location `location_id` points at. Loaded with `withGraphFetched('location')`. */
  location?: LocationModel | null;
}

/** Table `stock_movements`, served as `/api/stock-movements`. */
export class StockMovementModel extends Model {
  static tableName = 'stock_movements';
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
        join: { from: ['stock_movements.account_id', 'stock_movements.product_id'], to: ['products.account_id', 'products.id'] },
      },
      location: {
        relation: Model.BelongsToOneRelation,
        modelClass: LocationModel,
        join: { from: ['stock_movements.account_id', 'stock_movements.location_id'], to: ['locations.account_id', 'locations.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of StockMovementModel.hiddenColumns) delete out[column];
    return out;
  }
}
