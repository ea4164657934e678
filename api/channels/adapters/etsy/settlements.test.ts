/**
 * Etsy payouts: the adapter against recorded Open API v3 exchanges (fixtures/payment-ledger.json, written from the
 * getShopPaymentAccountLedgerEntries and getPayments references) and against the sandbox marketplace's ledger:
 * the entries between two disbursements as one payout, each tied to its receipt through its payment.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdapterContext } from '../../types.ts';
import { refundOrder } from '../../sandbox/payouts.ts';
import { startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { contextFor, expectBalanced, recordedSettlements, testChannel } from '../test-context.ts';
import { etsyAdapter } from './index.ts';

const channel = testChannel('ETSY');
const contextWith = (fetchImpl: typeof fetch, baseUrl = 'https://api.etsy.com', credentials: Record<string, string> = { access_token: '12345678.aQ3vN8xLk2Pz', shop_id: '87654321' }) =>
  contextFor(channel, baseUrl, credentials, fetchImpl);

describe('Etsy payouts (recorded exchanges)', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('reads the ledger since the last disbursement: the run up to the next one is a payout, its payments name the receipts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00.000Z'));
    const page = await recordedSettlements(etsyAdapter, import.meta.dirname, 'payment-ledger', (f) => contextWith(f), '1795046400|41');
    // The payment after the disbursement waits for the next one.
    expect(page).toEqual({
      more: false, cursor: '1795240800|48',
      items: [{
        payoutId: '2300000048', periodStart: '2026-11-19', periodEnd: '2026-11-20', depositDate: '2026-11-21', currency: 'GBP', reportedTotal: 3412,
        lines: [
          { kind: 'SALE', orderRef: '3145926535', amount: 4897, description: 'Etsy payment 3145926535', postedAt: '2026-11-19T10:00:00.000Z' },
          { kind: 'FEE', orderRef: '3145926535', amount: -216, description: 'Etsy payment processing fee 3145926535', postedAt: '2026-11-19T10:00:05.000Z' },
          { kind: 'FEE', orderRef: '3145926535', amount: -318, description: 'Etsy transaction fee 3145926535', postedAt: '2026-11-19T10:00:06.000Z' },
          { kind: 'FEE', orderRef: null, amount: -16, description: 'Etsy listing fee', postedAt: '2026-11-19T16:00:00.000Z' },
          { kind: 'REFUND', orderRef: '3145920001', amount: -1000, description: 'Etsy refund 3145920001', postedAt: '2026-11-20T09:00:00.000Z' },
          { kind: 'ADJUSTMENT', orderRef: '3145920001', amount: 65, description: 'Etsy credit for transaction fee 3145920001', postedAt: '2026-11-20T09:00:01.000Z' },
        ],
      }],
    });
    expectBalanced(page.items);
  });
});

describe('Etsy payouts from the sandbox marketplace', () => {
  let server: SandboxServer;
  let ctx: AdapterContext;
  const token = 'sbx_etsy-payouts-seller';

  beforeAll(async () => {
    server = await startSandboxServer();
    ctx = contextWith(fetch, server.baseUrl('ETSY'), { access_token: token });
  });
  afterAll(() => server.close());

  it('pays out shipped receipts less Etsy\'s fees, then a refund, with the transaction fee credited back, in the next payout', async () => {
    const market = server.sandbox.market('ETSY');
    const seller = market.checkToken(token);
    if (!seller.ok) throw new Error(seller.reason);
    market.createListing(seller.sellerId, { sku: 'CUP', title: 'Cup', description: null, price: 2000, currency: 'GBP', quantity: 10, status: 'ACTIVE', attributes: { state: 'active' } });
    const order = market.placeOrder({ sku: 'CUP', quantity: 2 });
    if (typeof order === 'string') throw new Error(order);
    await etsyAdapter.sendShipment(ctx, { orderRef: order.id, carrier: 'Royal Mail', trackingNumber: 'RM3GB', shippedAt: new Date().toISOString(), lines: [] });
    const first = await etsyAdapter.fetchSettlements!(ctx, null);
    expect(first.items.map((p) => [p.reportedTotal, p.lines])).toEqual([[4399 - 196 - 286, [
      expect.objectContaining({ kind: 'SALE', orderRef: order.id, amount: 4399 }),
      expect.objectContaining({ kind: 'FEE', orderRef: order.id, amount: -196, description: `Etsy payment processing fee ${order.id}` }),
      expect.objectContaining({ kind: 'FEE', orderRef: order.id, amount: -286, description: `Etsy transaction fee ${order.id}` }),
    ]]]);
    // Etsy never disburses a negative balance: the refund waits for the next sale's payout.
    refundOrder(market, order, 1000);
    expect((await etsyAdapter.fetchSettlements!(ctx, first.cursor)).items).toEqual([]);
    const next = market.placeOrder({ sku: 'CUP', quantity: 1 });
    if (typeof next === 'string') throw new Error(next);
    await etsyAdapter.sendShipment(ctx, { orderRef: next.id, carrier: 'Royal Mail', trackingNumber: 'RM4GB', shippedAt: new Date().toISOString(), lines: [] });
    const second = await etsyAdapter.fetchSettlements!(ctx, first.cursor);
    expect(second.items.map((p) => p.lines.map((l) => [l.kind, l.orderRef, l.amount]))).toEqual([[
      ['REFUND', order.id, -1000], ['ADJUSTMENT', order.id, 65],
      ['SALE', next.id, 2399], ['FEE', next.id, -116], ['FEE', next.id, -156],
    ]]);
    expectBalanced(second.items);
    expect((await etsyAdapter.fetchSettlements!(ctx, second.cursor)).items).toEqual([]);
  });
});
