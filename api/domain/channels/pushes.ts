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
import { familyListingsOfVariants } from './variations.ts';

/** Channel jobs retry transient failures often and soon (a marketplace's 5xx burst passes in seconds). */
export const CHANNEL_RETRY = { retryLimit: 8, retryDelaySeconds: 1 };
export const COALESCE_SECONDS = 1;

export const LIVE_STATUSES = ['ACTIVE', 'OUT_OF_STOCK'];

/**
 * Products whose pushes this transaction has already queued: a transaction that changes a product's stock many
 * times (an order import page of 50 orders of one product) queues its pushes once.
 */
const queuedIn = new WeakMap<object, Set<string>>();

/** The transaction a knex handle belongs to (a savepoint's outermost transaction), for `queuedIn`. */
function outermost(trx: Knex): object {
  let current = trx as Knex & { parentTransaction?: Knex };
  while (current.parentTransaction) current = current.parentTransaction as Knex & { parentTransaction?: Knex };
  return current;
}

/** Queues a quantity push for every live listing of these products on channels that sync stock. */
export async function stockChanged(trx: Knex, accountId: string, productIds: Iterable<string>): Promise<void> {
  const key = outermost(trx);
  const done = queuedIn.get(key) ?? new Set<string>();
  queuedIn.set(key, done);
  const ids = [...new Set(productIds)].filter((id) => !done.has(id));
  if (!ids.length) return;
  for (const id of ids) done.add(id);
  // A savepoint rolled back (this one or one it is inside) takes its enqueues with it: those may be queued again.
  for (let level = trx as Knex & { parentTransaction?: Knex }; level !== key && level; level = level.parentTransaction as Knex & { parentTransaction?: Knex }) {
    (level as Knex.Transaction).executionPromise?.catch(() => { for (const id of ids) done.delete(id); });
  }
  const listings: Array<{ id: string }> = await trx('listings as l')
    .join('sales_channels as c', function joinChannel() { this.on('c.account_id', 'l.account_id').andOn('c.id', 'l.sales_channel_id'); })
    .where({ 'l.account_id': accountId, 'c.sync_stock': true, 'c.status': 'CONNECTED' })
    .whereIn('l.product_id', ids)
    .whereIn('l.status', LIVE_STATUSES)
    .select('l.id');
  for (const listing of listings) await enqueueListingJob(trx, accountId, 'channel.push-stock', listing.id, COALESCE_SECONDS);
  // A variant listed as a variation of its parent's family listing: that variation only (its own coalesced push).
  for (const { listingId, variantId } of await familyListingsOfVariants(trx, accountId, ids)) {
    await enqueueJob(trx, { kind: 'channel.push-stock', accountId, payload: { listing_id: listingId, variant_id: variantId }, singletonKey: `channel.push-stock:${listingId}:${variantId}`, startAfterSeconds: COALESCE_SECONDS, ...CHANNEL_RETRY });
  }
}

/** `cause`: what made it, in words, for the audit log of the job's writes ("listing submitted by owner@acme.test"). */
export async function enqueueListingJob(trx: Knex, accountId: string, kind: string, listingId: string, startAfterSeconds?: number, cause?: string): Promise<void> {
  await enqueueJob(trx, { kind, accountId, payload: { listing_id: listingId }, singletonKey: `${kind}:${listingId}`, startAfterSeconds, cause, ...CHANNEL_RETRY });
}

export async function enqueueOrderImport(trx: Knex, accountId: string, channelId: string, startAfterSeconds?: number, cause?: string): Promise<void> {
  await enqueueJob(trx, { kind: 'channel.import-orders', accountId, payload: { channel_id: channelId }, singletonKey: `channel.import-orders:${channelId}`, startAfterSeconds, cause, ...CHANNEL_RETRY });
}
