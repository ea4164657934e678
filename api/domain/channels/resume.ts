/** What a channel connected again must catch up on. */
import type { Knex } from 'knex';
import type { Row } from '../../crud/repository.ts';
import { enqueueListingJob } from './pushes.ts';
import { enqueueResync } from './resync-queue.ts';

/**
 * Sends what waited for a channel that is connected again: submissions and ends listing by listing, and a fresh
 * quantity everywhere as one resync (the marketplace's bulk endpoint, not a job per listing).
 */
export async function resumeChannel(trx: Knex, accountId: string, channelId: string): Promise<void> {
  const waiting: Row[] = await trx('listings').where({ account_id: accountId, sales_channel_id: channelId }).whereIn('status', ['SUBMITTING', 'ENDING']).select('id', 'status');
  for (const listing of waiting) {
    await enqueueListingJob(trx, accountId, listing.status === 'SUBMITTING' ? 'channel.publish-listing' : 'channel.end-listing', String(listing.id));
  }
  // As single pushes do, only for a channel that syncs stock.
  const channel = await trx('sales_channels').where({ account_id: accountId, id: channelId }).first('sync_stock');
  const live = await trx('listings').where({ account_id: accountId, sales_channel_id: channelId }).whereIn('status', ['ACTIVE', 'OUT_OF_STOCK']).first('id');
  if (live && channel?.sync_stock) await enqueueResync(trx, accountId, channelId);
}

/** Every live listing of the channel gets its quantity sent again (one job for the channel: resync.ts). */
export async function resyncStock(trx: Knex, accountId: string, channelId: string): Promise<void> {
  await enqueueResync(trx, accountId, channelId);
}
