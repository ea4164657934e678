/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/listing.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Listing } from '../types.ts';
import { ProductModel } from './product.ts';
import { SalesChannelModel } from './sales-channel.ts';

/** A product offered on one sales channel. A body of `product_id`, `sales_channel_id` and `channel` makes a DRAFT; `sku`, `title`, `price` and `currency` default to the product's. `channel` must be the sales channel's type (a STORE listing may also sit on a SHOPIFY channel) and never changes. `channel_fields` follow that channel's own schema (schemas/shared/listing-<channel>.schema.json) and the listing title that channel's limit (eBay 80, Amazon 200, Etsy 140 characters); an eBay auction sells exactly one item, so its quantity rule must be FIXED 1. SKUs are unique per sales channel (case-insensitive). Status: DRAFT → SUBMITTING (`submit`, which first checks what the channel needs before it will accept the listing) → ACTIVE (`publish`) or ERROR (`fail`); ERROR → SUBMITTING (`retry`); ACTIVE ↔ OUT_OF_STOCK; ACTIVE or OUT_OF_STOCK → ENDED (`end`; ending an out-of-stock listing is allowed too, since merchants do end listings they cannot restock). `issues` and `last_sync_at` are written by the channel sync, never by clients. Listings being submitted, and ended ones, are read-only. */
export interface ListingModel extends Listing {
  /** The product `product_id` points at. Loaded with `withGraphFetched('product')`. */
  product?: ProductModel | null;
  /** The sales channel `sales_channel_id` points at. Loaded with `withGraphFetched('sales_channel')`. */
  sales_channel?: SalesChannelModel | null;
}

/** Table `listings`, served as `/api/listings`. */
export class ListingModel extends Model {
  static tableName = 'listings';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['quantity_rule', 'channel_fields', 'issues'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      product: {
        relation: Model.BelongsToOneRelation,
        modelClass: ProductModel,
        join: { from: ['listings.account_id', 'listings.product_id'], to: ['products.account_id', 'products.id'] },
      },
      sales_channel: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesChannelModel,
        join: { from: ['listings.account_id', 'listings.sales_channel_id'], to: ['sales_channels.account_id', 'sales_channels.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of ListingModel.hiddenColumns) delete out[column];
    return out;
  }
}
