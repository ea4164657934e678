/** What a channel connected again must catch up on. */
import type { Knex } from 'knex';
import type { Row } from '../../crud/repository.ts';
import { enqueueListingJob } from './pushes.ts';
import { enqueueResync } from './resync-queue.ts';

/** Sends what waited for a channel that is connected again: submissions, ends, and a fresh quantity everywhere. */
export async function resumeChannel(trx: Knex, accountId: string, channelId: string): Promise<void> {
  const waiting: Row[] = await trx('listings').where({ account_id: accountId, sales_channel_id: channelId }).whereIn('status', ['SUBMITTING', 'ENDING', 'ACTIVE', 'OUT_OF_STOCK']).select('id', 'status');
  for (const listing of waiting) {
    const kind = listing.status === 'SUBMITTING' ? 'channel.publish-listing' : listing.status === 'ENDING' ? 'channel.end-listing' : 'channel.push-stock';
    await enqueueListingJob(trx, accountId, kind, String(listing.id));
  }
}


/** Every live listing of the channel gets its quantity sent again (one job for the channel: resync.ts). */
export async function resyncStock(trx: Knex, accountId: string, channelId: string): Promise<void> {
  await enqueueResync(trx, accountId, channelId);
}
