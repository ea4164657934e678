/**
 * The wire contract of `GET /api/listings/counts` (api/domain/listings/counts.ts computes it; the Listings page in
 * admin/src/listings shows it as the counts on its channel tabs, its sales channel chips and its status chips).
 */

/** How many listings one value of a facet (a channel, a sales channel, a status) holds. */
export interface FacetCount {
  value: string;
  count: number;
}

/** A sales channel's count, with its name when the caller may read the sales channel (else null). */
export interface SalesChannelCount extends FacetCount {
  name: string | null;
  /** The listing channel its listings follow (EBAY…): the chips shown under that channel's tab. */
  channel: string;
}

export interface ListingCounts {
  /** Listings matching the whole filter. */
  total: number;
  /**
   * Per facet, the listings matching the filter without that facet's own condition (the counts on the channel tabs
   * ignore the chosen channel, those on the status chips the chosen status), as faceted search does.
   */
  channels: FacetCount[];
  sales_channels: SalesChannelCount[];
  statuses: FacetCount[];
}
