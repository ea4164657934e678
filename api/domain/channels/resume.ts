/** What a channel connected again must catch up on. */
import type { Knex } from 'knex';
import type { Row } from '../../crud/repository.ts';
import { enqueueListingJob } from './pushes.ts';

/** Sends what waited for a channel that is connected again: submissions, ends, and a fresh quantity everywhere. */
export async function resumeChannel(trx: Knex, accountId: string, channelId: string): Promise<void> {
  const waiting: Row[] = await trx('listings').where({ account_id: accountId, sales_channel_id: channelId }).whereIn('status', ['SUBMITTING', 'ENDING', 'ACTIVE', 'OUT_OF_STOCK']).select('id', 'status');
  for (const listing of waiting) {
    const kind = listing.status === 'SUBMITTING' ? 'channel.publish-listing' : listing.status === 'ENDING' ? 'channel.end-listing' : 'channel.push-stock';
    await enqueueListingJob(trx, accountId, kind, String(listing.id));
  }
}


/** Every live listing of the channel gets its quantity sent again (one coalesced push each). */
export async function resyncStock(trx: Knex, accountId: string, channelId: string): Promise<number> {
  const live: Row[] = await trx('listings').where({ account_id: accountId, sales_channel_id: channelId }).whereIn('status', ['ACTIVE', 'OUT_OF_STOCK']).whereNotNull('external_id').select('id');
  for (const listing of live) await enqueueListingJob(trx, accountId, 'channel.push-stock', String(listing.id));
  return live.length;
}
