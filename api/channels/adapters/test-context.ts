/**
 * For adapters' tests: the context an adapter call gets (the channel, its credentials, where its API is and the
 * HTTP client over a fetch: a recorded exchange's replay or the real one for the sandbox), and the checks the
 * settlement tests share.
 */
import { expect } from 'vitest';
import { createHttpClient } from '../http.ts';
import type { AdapterContext, ChannelAccount, ChannelAdapter, Page, SettlementPayload } from '../types.ts';
import { loadExchanges, replay } from './fixture-replay.ts';

/** A channel of `type` named for the tests, with what that type needs (marketplace, shop domain). */
export const testChannel = (type: ChannelAccount['type'], over: Partial<ChannelAccount> = {}): ChannelAccount =>
  ({ id: 'c1', accountId: 'a1', type, name: `Acme on ${type}`, marketplace: null, shopDomain: null, ...over });

export function contextFor(channel: ChannelAccount, baseUrl: string, credentials: Record<string, string>, fetchImpl: typeof fetch = fetch, extra: Partial<AdapterContext> = {}): AdapterContext {
  return { channel, credentials, baseUrl, http: createHttpClient(baseUrl, fetchImpl), ...extra };
}

/** Fetches settlements over a recorded exchange (fixtures/<name>.json), every exchange used. */
export async function recordedSettlements(adapter: ChannelAdapter, folder: string, name: string, context: (fetchImpl: typeof fetch) => AdapterContext, cursor: string | null): Promise<Page<SettlementPayload>> {
  const exchanges = replay(loadExchanges(folder, name));
  const page = await adapter.fetchSettlements!(context(exchanges.fetch), cursor);
  exchanges.done();
  return page;
}

/** Each payout's lines add up to what the marketplace says it paid. */
export function expectBalanced(payouts: SettlementPayload[]): void {
  for (const payout of payouts) expect(payout.lines.reduce((total, line) => total + line.amount, 0), payout.payoutId).toBe(payout.reportedTotal);
}
