/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/stock-level.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { StockLevel } from '../types.ts';
import { LocationModel } from './location.ts';
import { ProductModel } from './product.ts';

/** How much of one product one location holds: one row per product × location (unique). `on_hand` is what is physically there; `allocated` is promised to paid orders (order allocation maintains it); `incoming` is on open purchase-order lines (purchasing maintains it); `available` = on_hand − allocated is computed by the server on every write and is the only figure ever pushed to channels. It goes negative when more is promised than is on the shelf (oversold), which is shown rather than hidden. The quantities are read-only here: on-hand changes only through stock movements (receipts, shipments, returns, `POST /api/stock-levels/:id/adjust` with `{delta, reason, note}`, `POST /api/stock-levels/:id/count` with `{counted, note}`, `POST /api/stock-transfers`), each recorded in the stock-movement ledger. The database refuses a negative `allocated` or `incoming` (CHECK constraints) and a negative `on_hand` unless the account's general settings allow negative stock (a trigger: shipping more than is on hand is otherwise a 409). `minimum_level` is the reorder point: at or below it the product counts as low stock. Product and location never change; deleting a product deletes its stock levels, a location with stock levels cannot be deleted. */
export interface StockLevelModel extends StockLevel {
  /** The product `product_id` points at. Loaded with `withGraphFetched('product')`. */
  product?: ProductModel | null;
  /** The location `location_id` points at. Loaded with `withGraphFetched('location')`. */
  location?: LocationModel | null;
}

/** Table `stock_levels`, served as `/api/stock-levels`. */
export class StockLevelModel extends Model {
  static tableName = 'stock_levels';
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
        join: { from: ['stock_levels.account_id', 'stock_levels.product_id'], to: ['products.account_id', 'products.id'] },
      },
      location: {
        relation: Model.BelongsToOneRelation,
        modelClass: LocationModel,
        join: { from: ['stock_levels.account_id', 'stock_levels.location_id'], to: ['locations.account_id', 'locations.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of StockLevelModel.hiddenColumns) delete out[column];
    return out;
  }
}
