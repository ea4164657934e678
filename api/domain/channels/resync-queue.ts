/** Queues a channel's full quantity resync (the handler is resync.ts). */
import type { Knex } from 'knex';
import { enqueueJob } from '../../jobs/index.ts';
import { CHANNEL_RETRY } from './pushes.ts';

/**
 * `afterId`: the listings up to it are done; `pendingIds`: those of them a rate limit left unsent (sent first).
 */
export async function enqueueResync(trx: Knex, accountId: string, channelId: string, afterId: string | null = null, startAfterSeconds?: number, pendingIds: string[] = []): Promise<void> {
  await enqueueJob(trx, {
    kind: 'channel.resync-stock', accountId, payload: { channel_id: channelId, after_id: afterId, ...(pendingIds.length ? { pending_ids: pendingIds } : {}) },
    singletonKey: `channel.resync-stock:${channelId}:${afterId ?? ''}:${pendingIds[0] ?? ''}`, startAfterSeconds, ...CHANNEL_RETRY,
  });
}
