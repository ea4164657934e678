/**
 * Enqueueing marketplace work from the changes that cause it, inside their transaction.
 *
 * Stock and price pushes are coalesced: one queued push per listing (a pg-boss singleton key), started a second
 * after the first change, so a burst of 100 changes to a product is one push per listing, carrying the quantity
 * computed when the push runs (the latest). A push already running does not absorb later changes: the next
 * change queues one more.
 */
import type { Knex } from 'knex';
import { enqueueJob } from '../../jobs/index.ts';

/** Channel jobs retry transient failures often and soon (a marketplace's 5xx burst passes in seconds). */
export const CHANNEL_RETRY = { retryLimit: 8, retryDelaySeconds: 1 };
export const COALESCE_SECONDS = 1;

export const LIVE_STATUSES = ['ACTIVE', 'OUT_OF_STOCK'];

/** Queues a quantity push for every live listing of these products on channels that sync stock. */
export async function stockChanged(trx: Knex, accountId: string, productIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return;
  const listings: Array<{ id: string }> = await trx('listings as l')
    .join('sales_channels as c', function joinChannel() { this.on('c.account_id', 'l.account_id').andOn('c.id', 'l.sales_channel_id'); })
    .where({ 'l.account_id': accountId, 'c.sync_stock': true, 'c.status': 'CONNECTED' })
    .whereIn('l.product_id', ids)
    .whereIn('l.status', LIVE_STATUSES)
    .select('l.id');
  for (const listing of listings) await enqueueListingJob(trx, accountId, 'channel.push-stock', listing.id, COALESCE_SECONDS);
}

export async function enqueueListingJob(trx: Knex, accountId: string, kind: string, listingId: string, startAfterSeconds?: number): Promise<void> {
  await enqueueJob(trx, { kind, accountId, payload: { listing_id: listingId }, singletonKey: `${kind}:${listingId}`, startAfterSeconds, ...CHANNEL_RETRY });
}

export async function enqueueOrderImport(trx: Knex, accountId: string, channelId: string, startAfterSeconds?: number): Promise<void> {
  await enqueueJob(trx, { kind: 'channel.import-orders', accountId, payload: { channel_id: channelId }, singletonKey: `channel.import-orders:${channelId}`, startAfterSeconds, ...CHANNEL_RETRY });
}
