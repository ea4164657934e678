/**
 * Shopify payouts: the adapter against recorded Admin GraphQL exchanges (fixtures/payouts.json, written from the
 * ShopifyPaymentsAccount reference: payouts and balanceTransactions) and against the sandbox marketplace's
 * Shopify Payments: paid payouts, charges and refunds as signed settlement lines adding up to the payout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdapterContext, ListingPayload } from '../../types.ts';
import { refundOrder } from '../../sandbox/payouts.ts';
import { startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { contextFor, expectBalanced, recordedSettlements, testChannel } from '../test-context.ts';
import { shopifyAdapter } from './index.ts';

const channel = testChannel('SHOPIFY', { shopDomain: 'acme-trading.myshopify.com' });
const contextWith = (fetchImpl: typeof fetch, baseUrl = 'https://acme-trading.myshopify.com', credentials: Record<string, string> = { access_token: 'shpat_0123456789abcdef' }) =>
  contextFor(channel, baseUrl, credentials, fetchImpl);

describe('Shopify payouts (recorded exchanges)', () => {
  it('reads paid payouts and their balance transactions as settlement lines; the transfer itself is no line', async () => {
    const page = await recordedSettlements(shopifyAdapter, import.meta.dirname, 'payouts', (f) => contextWith(f), '2026-11-01T00:00:00.000Z|');
    expect(page).toMatchObject({ more: false, cursor: '2026-11-21T00:00:00Z|' });
    expect(page.items).toEqual([{
      payoutId: '623721858', periodStart: '2026-11-19', periodEnd: '2026-11-21', depositDate: '2026-11-21', currency: 'GBP', reportedTotal: 1395,
      lines: [
        { kind: 'SALE', orderRef: '5800000001', amount: 4397, description: 'Shopify Payments charge #1001', postedAt: '2026-11-19T09:16:41Z' },
        { kind: 'FEE', orderRef: '5800000001', amount: -117, description: 'Shopify Payments fee #1001', postedAt: '2026-11-19T09:16:41Z' },
        { kind: 'REFUND', orderRef: '5790000042', amount: -1000, description: 'Shopify Payments refund #998', postedAt: '2026-11-19T14:00:00Z' },
        { kind: 'ADJUSTMENT', orderRef: null, amount: -1500, description: 'Shopify Payments adjustment: chargeback fee', postedAt: '2026-11-20T08:00:00Z' },
        { kind: 'SHIPPING_LABEL', orderRef: '5800000001', amount: -385, description: 'Shopify Shipping label #1001', postedAt: '2026-11-20T10:30:00Z' },
      ],
    }]);
    expectBalanced(page.items);
  });
});

describe('Shopify payouts from the sandbox marketplace', () => {
  let server: SandboxServer;
  let ctx: AdapterContext;
  const listing: ListingPayload = {
    listingId: 'l1', externalId: null, sku: 'VASE', title: 'Stoneware vase', description: 'A tall vase.', price: 4500, currency: 'GBP', quantity: 5,
    channelFields: {}, product: { id: 'p1', sku: 'VASE', barcode: null, brand: null, weightGrams: null, imageUrls: [] },
  };

  beforeAll(async () => {
    server = await startSandboxServer();
    const base = server.baseUrl('SHOPIFY');
    const consent = await fetch(`${base}/admin/oauth/authorize?${new URLSearchParams({ shop: 'acme-trading.myshopify.com', redirect_uri: 'https://app.example/settings/shopify-connect', state: 's1' })}`, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    ctx = contextWith(fetch, base, await shopifyAdapter.exchangeCode!(contextWith(fetch, base, {}), code, 'https://app.example/settings/shopify-connect'));
  });
  afterAll(() => server.close());

  it('pays out a fulfilled order less Shopify Payments\' fee, then its refund, each payout once', async () => {
    const market = server.sandbox.market('SHOPIFY');
    await shopifyAdapter.publishListing(ctx, listing);
    const order = market.placeOrder({ sku: 'VASE', quantity: 1 });
    if (typeof order === 'string') throw new Error(order);
    const [imported] = (await shopifyAdapter.fetchOrders(ctx, null)).items;
    await shopifyAdapter.sendShipment(ctx, { orderRef: imported!.orderRef, carrier: 'Royal Mail', trackingNumber: 'RM2GB', shippedAt: new Date().toISOString(), lines: [] });
    const first = await shopifyAdapter.fetchSettlements!(ctx, null);
    expect(first.items.map((p) => p.lines)).toEqual([[
      expect.objectContaining({ kind: 'SALE', orderRef: imported!.orderRef, amount: 4899, description: 'Shopify Payments charge #1001' }),
      expect.objectContaining({ kind: 'FEE', orderRef: imported!.orderRef, amount: -128 }),
    ]]);
    expect(first.items[0]!.reportedTotal).toBe(4771);
    refundOrder(market, order, 899);
    const second = await shopifyAdapter.fetchSettlements!(ctx, first.cursor);
    expect(second.items.map((p) => [p.reportedTotal, p.lines])).toEqual([[-899, [expect.objectContaining({ kind: 'REFUND', orderRef: imported!.orderRef, amount: -899 })]]]);
    expect((await shopifyAdapter.fetchSettlements!(ctx, second.cursor)).items).toEqual([]);
  });
});
