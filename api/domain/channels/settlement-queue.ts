/** Queues a channel's settlement fetch (the handler is settlement-import.ts). */
import type { Knex } from 'knex';
import { enqueueJob } from '../../jobs/index.ts';
import { adapterFor, registeredAdapterTypes } from '../../channels/index.ts';
import { CHANNEL_RETRY } from './pushes.ts';
import type { RouteDoc } from '../../http/route-docs.ts';

/** Channel types whose marketplace publishes payouts through its API (their adapter fetches settlements). */
export const settlementTypes = (): string[] => registeredAdapterTypes().filter((type) => Boolean(adapterFor(type).fetchSettlements));

export async function enqueueSettlementFetch(trx: Knex, accountId: string, channelId: string, startAfterSeconds?: number): Promise<void> {
  await enqueueJob(trx, { kind: 'channel.fetch-settlements', accountId, payload: { channel_id: channelId }, singletonKey: `channel.fetch-settlements:${channelId}`, startAfterSeconds, ...CHANNEL_RETRY });
}

/**
 * The `fetch-settlements` action's document: the generated transition operation says only the state rule; this
 * one (merged over it, api/http/route-docs.ts) says what it does and who may.
 */
export const settlementFetchDocs: RouteDoc[] = [{
  method: 'post', path: '/api/sales-channels/:id/fetch-settlements', tag: 'SalesChannel', summary: 'Fetch settlements from the marketplace now',
  description: 'Queues the channel\'s payout fetch (the job `channel.fetch-settlements`) and answers the channel; the same job runs every '
    + '`settlement_sync_hours` while `fetch_settlements` is on. The job reads the marketplace\'s payouts since the channel\'s cursor '
    + '(eBay Sell Finances API, Amazon SP-API Finances v0, Shopify Payments payouts, Etsy payment account ledger) and makes one '
    + 'settlement per payout (`external_id` the payout id, `fetched_at` set; fetching again never makes a second), its lines signed '
    + '(sales in, fees, refunds and shipping labels out), matched to the channel\'s orders at once within `settlement_match_tolerance`. '
    + 'Failures follow the channel\'s rules: a refused token moves the channel to DISCONNECTED with the reason in `last_error`. '
    + 'The channel must be CONNECTED (409 otherwise) and its marketplace must publish payouts (OnBuy, Wish and the web store do not: 409). '
    + 'Requires the `salesChannels` permission and the right to create settlements (the `xero` permission): 403 otherwise. '
    + 'It takes an optional JSON body `{ version }`, the version last read (a stale one is a 409).',
  responses: { 200: { description: 'The sales channel (its fetch queued; `last_settlement_sync_at` moves when it has run).', schema: { $ref: '#/components/schemas/SalesChannel' } } },
  problems: [400, 403, 404, 409, 429],
}];
