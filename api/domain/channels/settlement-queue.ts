/** Queues a channel's settlement fetch (the handler is settlement-import.ts). */
import type { Knex } from 'knex';
import { enqueueJob } from '../../jobs/index.ts';
import { adapterFor, registeredAdapterTypes } from '../../channels/index.ts';
import { CHANNEL_RETRY } from './pushes.ts';

/** Channel types whose marketplace publishes payouts through its API (their adapter fetches settlements). */
export const settlementTypes = (): string[] => registeredAdapterTypes().filter((type) => Boolean(adapterFor(type).fetchSettlements));

export async function enqueueSettlementFetch(trx: Knex, accountId: string, channelId: string, startAfterSeconds?: number): Promise<void> {
  await enqueueJob(trx, { kind: 'channel.fetch-settlements', accountId, payload: { channel_id: channelId }, singletonKey: `channel.fetch-settlements:${channelId}`, startAfterSeconds, ...CHANNEL_RETRY });
}
