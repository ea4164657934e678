import { describe, expect, it } from 'vitest';
import { healthFacts, type ChannelHealthData } from './channelHealth.ts';

const data = (over: Partial<ChannelHealthData> = {}): ChannelHealthData => ({
  status: 'CONNECTED', connected_at: '2026-11-20T09:00:00Z', last_order_sync_at: '2026-11-26T10:00:00Z', next_order_sync_at: '2026-11-26T10:05:00Z',
  last_error: null, last_error_at: null, orders_imported_today: 12, pushes_waiting: 0, resync_waiting: false, listings: { live: 40, out_of_stock: 2, with_errors: 0 }, ...over,
});
const when = (iso: string) => iso.slice(11, 16);

describe('a channel\'s health in words', () => {
  it('says whether it is connected, when orders came, what waits and how its listings stand', () => {
    expect(healthFacts(data(), when)).toEqual([
      ['Connection', 'Connected since 09:00'],
      ['Last order sync', '10:00 (next 10:05)'],
      ['Orders imported today', '12'],
      ['Waiting to be sent', 'nothing'],
      ['Listings', '40 live, 2 out of stock'],
    ]);
    const busy = healthFacts(data({ status: 'DISCONNECTED', last_order_sync_at: null, pushes_waiting: 1, resync_waiting: true, listings: { live: 3, out_of_stock: 0, with_errors: 2 } }), when);
    expect(busy).toEqual([
      ['Connection', 'Not connected'],
      ['Last order sync', 'not yet'],
      ['Orders imported today', '12'],
      ['Waiting to be sent', '1 stock or price push, a full quantity resync'],
      ['Listings', '3 live, 0 out of stock, 2 refused by the marketplace'],
    ]);
  });

  it('says when the marketplace withdrew or expired the access', () => {
    expect(healthFacts(data({ status: 'DISCONNECTED', reconnect: true, connects_by: 'oauth' }), when)[0]).toEqual(['Connection', 'Access withdrawn by the marketplace: connect again']);
    expect(healthFacts(data({ status: 'TOKEN_EXPIRED', reconnect: true, connects_by: 'oauth' }), when)[0]).toEqual(['Connection', 'Access expired: connect again']);
  });
});
