/** Queues a channel's full quantity resync (the handler is resync.ts). */
import type { Knex } from 'knex';
import { enqueueJob } from '../../jobs/index.ts';
import { CHANNEL_RETRY } from './pushes.ts';

export async function enqueueResync(trx: Knex, accountId: string, channelId: string, afterId: string | null = null, startAfterSeconds?: number): Promise<void> {
  await enqueueJob(trx, { kind: 'channel.resync-stock', accountId, payload: { channel_id: channelId, after_id: afterId }, singletonKey: `channel.resync-stock:${channelId}:${afterId ?? ''}`, startAfterSeconds, ...CHANNEL_RETRY });
}

