/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/sales-channel.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { SalesChannel } from '../types.ts';
import { BrandModel } from './brand.ts';

/** A marketplace account or shop the merchant sells through (eBay, Amazon, Etsy, Wish, OnBuy, Shopify or Sellyard's own web store). The `type` is fixed once created. eBay and Amazon channels name their `marketplace` (eBay marketplace id such as EBAY_GB; Amazon marketplace id such as A1F83G8C2ARO7P for amazon.co.uk); Shopify channels name their `shop_domain` (name.myshopify.com). `credentials` (API keys or OAuth tokens) are write-only, encrypted at rest and never returned: records say only `credentials_set`. eBay, Amazon and Shopify are connected by OAuth: POST /api/sales-channels/:id/connect issues a one-time `state` (valid 15 minutes, bound to the user) and the marketplace's redirect to /settings/<type>-connect is completed by /api/channel-connect/<type>, which stores the token and marks the channel CONNECTED. Status: DISCONNECTED → CONNECTED (`verify`: needs stored credentials, except the web store, which has nothing to connect to) → TOKEN_EXPIRED | ERROR; `disconnect` wipes the credentials. Names and order prefixes are unique per account (case-insensitive); `location_priority` lists this account's locations, first choice first, for stock allocation. */
export interface SalesChannelModel extends SalesChannel {
  /** Server only: removed by $formatJson. */
  credentials: unknown | null;
  /** Server only: removed by $formatJson. */
  connect_state_hash: string | null;
  /** Server only: removed by $formatJson. */
  connect_state_expires_at: string | null;
  /** Server only: removed by $formatJson. */
  connect_state_user_id: string | null;
  /** The brand `brand_id` points at. Loaded with `withGraphFetched('brand')`. */
  brand?: BrandModel | null;
}

/** Table `sales_channels`, served as `/api/sales-channels`. */
export class SalesChannelModel extends Model {
  static tableName = 'sales_channels';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['location_priority'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = ['credentials', 'connect_state_hash', 'connect_state_expires_at', 'connect_state_user_id'];

  static get relationMappings(): RelationMappings {
    return {
      brand: {
        relation: Model.BelongsToOneRelation,
        modelClass: BrandModel,
        join: { from: ['sales_channels.account_id', 'sales_channels.brand_id'], to: ['brands.account_id', 'brands.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of SalesChannelModel.hiddenColumns) delete out[column];
    return out;
  }
}
