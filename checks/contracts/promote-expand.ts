/**
 * The wire contract of `GET /api/promote-expand` (api/domain/listings/promote-expand.ts computes it; the Promote & Expand
 * page in admin/src/listings reads it).
 */

/** One channel type and the account's active products listed on none of its sales channels of that type. */
export interface ChannelGap {
  channel: string;
  name: string;
  /** Where the channel's List Products page is. */
  path: string;
  /** The account's sales channels of this type, and how many of them are connected. */
  sales_channels: number;
  connected: number;
  /** Whether the caller may create listings of this channel (a read-only partner may not). */
  can_list: boolean;
  unlisted: number;
  sample: Array<{ id: string; sku: string; title: string }>;
  /** Product ids to preselect on the List Products page. */
  product_ids: string[];
}

export interface PromoteExpand {
  /** False when the caller may read no products: nothing can be counted. */
  allowed: boolean;
  active_products: number;
  channels: ChannelGap[];
}
