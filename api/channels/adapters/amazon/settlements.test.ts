/**
 * Amazon payouts: the adapter against recorded Finances API v0 exchanges (fixtures/financial-event-groups.json,
 * written from the listFinancialEventGroups and listFinancialEventsByGroupId references) and against the sandbox
 * marketplace's payouts: closed groups only, events turned into signed settlement lines adding up to the group.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdapterContext } from '../../types.ts';
import { refundOrder } from '../../sandbox/payouts.ts';
import { consent, startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { contextFor, expectBalanced, recordedSettlements, testChannel } from '../test-context.ts';
import { amazonAdapter } from './index.ts';

const channel = testChannel('AMAZON', { marketplace: 'A1F83G8C2ARO7P' });
const contextWith = (fetchImpl: typeof fetch, baseUrl = 'https://sellingpartnerapi-eu.amazon.com', credentials: Record<string, string> = { access_token: 'Atza|IwEBIExampleAccessToken', selling_partner_id: 'A3EXAMPLESELLER' }) =>
  contextFor(channel, baseUrl, credentials, fetchImpl);

describe('Amazon payouts (recorded exchanges)', () => {
  it('imports closed groups with their events as settlement lines, and comes back for the open one', async () => {
    const page = await recordedSettlements(amazonAdapter, import.meta.dirname, 'financial-event-groups', (f) => contextWith(f), '2026-11-01T00:00:00.000Z|||');
    // The open group started at 10:12:44: the next window starts just before it.
    expect(page).toMatchObject({ more: false, cursor: '2026-11-17T10:12:43.999Z|||' });
    expect(page.items).toEqual([{
      payoutId: '9aVIq-LBpVhPE0AqH8czFDRwbfLqkVY4CV_5yQHFxGE', periodStart: '2026-11-03', periodEnd: '2026-11-17', depositDate: '2026-11-19', currency: 'GBP', reportedTotal: 2220,
      lines: [
        { kind: 'SALE', orderRef: '202-8140873-5031532', sku: 'MUG-BLUE', amount: 4397, description: 'Amazon order 202-8140873-5031532', postedAt: '2026-11-10T14:02:11Z' },
        { kind: 'FEE', orderRef: '202-8140873-5031532', sku: 'MUG-BLUE', amount: -660, description: 'Amazon commission', postedAt: '2026-11-10T14:02:11Z' },
        { kind: 'FEE', orderRef: '202-8140873-5031532', sku: 'MUG-BLUE', amount: -13, description: 'Amazon digital services fee', postedAt: '2026-11-10T14:02:11Z' },
        { kind: 'REFUND', orderRef: '203-1234567-7654321', sku: 'PLATE-GREY', amount: -1000, description: 'Amazon refund 203-1234567-7654321', postedAt: '2026-11-12T09:40:00Z' },
        { kind: 'ADJUSTMENT', orderRef: '203-1234567-7654321', sku: 'PLATE-GREY', amount: 150, description: 'Amazon commission refunded', postedAt: '2026-11-12T09:40:00Z' },
        { kind: 'FEE', orderRef: '203-1234567-7654321', sku: 'PLATE-GREY', amount: -30, description: 'Amazon refund commission', postedAt: '2026-11-12T09:40:00Z' },
        { kind: 'FEE', orderRef: null, sku: null, amount: -124, description: 'Amazon FBA storage fee' },
        { kind: 'ADJUSTMENT', orderRef: null, amount: -500, description: 'Amazon reserve debit', postedAt: '2026-11-17T10:12:44Z' },
      ],
    }]);
    expectBalanced(page.items);
  });
});

describe('Amazon payouts from the sandbox marketplace', () => {
  let server: SandboxServer;
  let ctx: AdapterContext;

  beforeAll(async () => {
    server = await startSandboxServer();
    const base = server.baseUrl('AMAZON');
    const back = await consent(base, 'https://app.example/settings/amazon-connect');
    const credentials = await amazonAdapter.exchangeCode!(contextWith(fetch, base, {}), back.get('code')!, 'https://app.example/settings/amazon-connect');
    ctx = contextWith(fetch, base, { ...credentials, selling_partner_id: back.get('selling_partner_id')! });
  });
  afterAll(() => server.close());

  it('pays out shipped orders less the referral fee, refunds with the fee given back, each group once', async () => {
    const market = server.sandbox.market('AMAZON');
    const seller = market.checkToken(ctx.credentials.access_token);
    if (!seller.ok) throw new Error(`the sandbox refused the token: ${seller.reason}`);
    market.createListing(seller.sellerId, { sku: 'JUG', title: 'Jug', description: null, price: 3000, currency: 'GBP', quantity: 10, status: 'ACTIVE', attributes: {} });
    const order = market.placeOrder({ sku: 'JUG', quantity: 1 });
    if (typeof order === 'string') throw new Error(order);
    await amazonAdapter.sendShipment(ctx, { orderRef: order.id, carrier: 'Royal Mail', trackingNumber: 'RM1GB', shippedAt: new Date().toISOString(), lines: order.lines.map((l) => ({ lineRef: l.lineId, sku: l.sku, quantity: l.quantity })) });
    const first = await amazonAdapter.fetchSettlements!(ctx, null);
    expect(first.items).toHaveLength(1);
    expect(first.items[0]!.lines).toEqual([
      expect.objectContaining({ kind: 'SALE', orderRef: order.id, amount: 3399 }),
      expect.objectContaining({ kind: 'FEE', orderRef: order.id, amount: -510, description: 'Amazon commission' }),
    ]);
    expect(first.items[0]!.reportedTotal).toBe(2889);
    refundOrder(market, order, 1000);
    const second = await amazonAdapter.fetchSettlements!(ctx, first.cursor);
    expect(second.items.map((p) => p.lines)).toEqual([[
      expect.objectContaining({ kind: 'REFUND', orderRef: order.id, amount: -1000 }),
      expect.objectContaining({ kind: 'ADJUSTMENT', orderRef: order.id, amount: 120, description: 'Amazon commission refunded' }),
    ]]);
    expectBalanced(second.items);
    expect((await amazonAdapter.fetchSettlements!(ctx, second.cursor)).items).toEqual([]);
  });
});
