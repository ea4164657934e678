/**
 * eBay payouts: the adapter against recorded Sell Finances API exchanges (fixtures/get-payouts.json, written from
 * eBay's getPayouts and getTransactions references) and against the sandbox marketplace's payouts: signed calls
 * on the apiz host, each transaction turned into signed settlement lines that add up to the payout.
 */
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdapterContext, ListingPayload } from '../../types.ts';
import { refundOrder } from '../../sandbox/payouts.ts';
import { consent, startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { loadExchanges, replay } from '../fixture-replay.ts';
import { contextFor, expectBalanced, testChannel } from '../test-context.ts';
import { ebayAdapter } from './index.ts';
import { signatureBase } from './signature.ts';

const channel = testChannel('EBAY', { marketplace: 'EBAY_GB' });
const contextWith = (fetchImpl: typeof fetch, baseUrl = 'https://api.ebay.com', credentials: Record<string, string> = { access_token: 'v^1.1#i^1#token' }) => contextFor(channel, baseUrl, credentials, fetchImpl);

describe('eBay payouts (recorded exchanges)', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('reads SUCCEEDED payouts since the cursor on apiz.ebay.com, signed, and their transactions as settlement lines', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00.000Z'));
    const exchanges = replay(loadExchanges(import.meta.dirname, 'get-payouts'));
    const page = await ebayAdapter.fetchSettlements!(contextWith(exchanges.fetch), '2026-11-01T00:00:00.000Z|0');
    exchanges.done();
    expect(page).toMatchObject({ more: false, cursor: '2026-11-21T08:00:00.000Z|0' });
    expect(page.items).toEqual([{
      payoutId: '6000012345', periodStart: '2026-11-19', periodEnd: '2026-11-20', depositDate: '2026-11-21', currency: 'GBP', reportedTotal: 2377,
      lines: [
        { kind: 'SALE', orderRef: '12-08612-34671', amount: 4397, description: 'eBay sale 12-08612-34671', postedAt: '2026-11-20T10:02:11.000Z' },
        { kind: 'FEE', orderRef: '12-08612-34671', amount: -563, description: 'eBay final value fee', postedAt: '2026-11-20T10:02:11.000Z' },
        { kind: 'FEE', orderRef: '12-08612-34671', amount: -30, description: 'eBay final value fee fixed per order', postedAt: '2026-11-20T10:02:11.000Z' },
        { kind: 'FEE', orderRef: null, amount: -220, description: 'eBay ad fee: Promoted Listings - General', postedAt: '2026-11-20T12:00:00.000Z' },
        { kind: 'SHIPPING_LABEL', orderRef: '12-08612-34671', amount: -335, description: 'eBay shipping label 12-08612-34671', postedAt: '2026-11-20T15:30:00.000Z' },
        { kind: 'REFUND', orderRef: '11-04321-98765', amount: -1000, description: 'eBay refund 11-04321-98765', postedAt: '2026-11-19T09:00:00.000Z' },
        { kind: 'ADJUSTMENT', orderRef: '11-04321-98765', amount: 128, description: 'eBay fees credited back', postedAt: '2026-11-19T09:00:00.000Z' },
      ],
    }]);
    expectBalanced(page.items);
    // Each call carries eBay's digital signature (RFC 9421, Ed25519) over its key, method, path and host.
    for (const { url, headers } of exchanges.sent) {
      const jwe = headers.get('x-ebay-signature-key')!;
      const created = Number(/;created=(\d+)$/.exec(headers.get('signature-input')!)![1]);
      expect(headers.get('signature-input')).toBe(`sig1=("x-ebay-signature-key" "@method" "@path" "@authority");created=${created}`);
      const { base } = signatureBase({ 'x-ebay-signature-key': jwe, '@method': 'GET', '@path': url.pathname, '@authority': 'apiz.ebay.com' }, created);
      const signature = Buffer.from(/^sig1=:(.+):$/.exec(headers.get('signature')!)![1]!, 'base64');
      expect(verify(null, Buffer.from(base), createPublicKey({ key: Buffer.from(jwe, 'base64url'), format: 'der', type: 'spki' }), signature)).toBe(true);
    }
  });
});

describe('eBay payouts from the sandbox marketplace', () => {
  let server: SandboxServer;
  let ctx: AdapterContext;
  const listing: ListingPayload = {
    listingId: 'l1', externalId: null, sku: 'BOWL', title: 'Stoneware bowl', description: 'A hand-thrown stoneware bowl, 15 cm across, in a speckled oat glaze.', price: 2500, currency: 'GBP', quantity: 10,
    channelFields: { category_id: '20635', format: 'FIXED_PRICE', condition: 'NEW' }, product: { id: 'p1', sku: 'BOWL', barcode: null, brand: null, weightGrams: null, imageUrls: [] },
    shipsFrom: { code: 'MAIN', name: 'Main warehouse', address: { postcode: 'LS9 8AB', country: 'GB' } },
  };

  beforeAll(async () => {
    server = await startSandboxServer();
    const base = server.baseUrl('EBAY');
    const code = (await consent(base)).get('code')!;
    ctx = contextWith(fetch, base, await ebayAdapter.exchangeCode!(contextWith(fetch, base, {}), code, 'Sellyard-RuName'));
  });
  afterAll(() => server.close());

  it('pays out shipped orders less eBay\'s fees, refunds with the fee credited back, once each', async () => {
    const market = server.sandbox.market('EBAY');
    await ebayAdapter.publishListing(ctx, listing);
    const orders = [market.placeOrder({ sku: 'BOWL', quantity: 1 }), market.placeOrder({ sku: 'BOWL', quantity: 2 }), market.placeOrder({ sku: 'BOWL', quantity: 1 })].map((o) => (typeof o === 'string' ? expect.fail(o) : o));
    expect((await ebayAdapter.fetchSettlements!(ctx, null)).items).toEqual([]);
    for (const order of orders.slice(0, 2)) {
      await ebayAdapter.sendShipment(ctx, { orderRef: order.id, carrier: 'Royal Mail', trackingNumber: `RM${order.id}`, shippedAt: new Date().toISOString(), lines: [] });
    }
    expect(refundOrder(market, orders[1]!, 1000)).toMatchObject({ amount: 1000 });
    const first = await ebayAdapter.fetchSettlements!(ctx, null);
    expect(first.items).toHaveLength(1);
    const payout = first.items[0]!;
    const [one, two] = orders;
    expect(payout.lines).toEqual([
      expect.objectContaining({ kind: 'SALE', orderRef: one!.id, amount: 2899 }),
      expect.objectContaining({ kind: 'FEE', orderRef: one!.id, amount: -371, description: 'eBay final value fee' }),
      expect.objectContaining({ kind: 'FEE', orderRef: one!.id, amount: -30 }),
      expect.objectContaining({ kind: 'SALE', orderRef: two!.id, amount: 5399 }),
      expect.objectContaining({ kind: 'FEE', orderRef: two!.id, amount: -691 }),
      expect.objectContaining({ kind: 'FEE', orderRef: two!.id, amount: -30 }),
      expect.objectContaining({ kind: 'REFUND', orderRef: two!.id, amount: -1000 }),
      expect.objectContaining({ kind: 'ADJUSTMENT', orderRef: two!.id, amount: 128 }),
    ]);
    expectBalanced([payout]);
    expect(payout).toMatchObject({ currency: 'GBP', depositDate: new Date().toISOString().slice(0, 10) });
    // Read again from where it left off: the same payout at most (the window is inclusive), never a new one.
    const again = await ebayAdapter.fetchSettlements!(ctx, first.cursor);
    expect(again.items.map((p) => p.payoutId)).toEqual([payout.payoutId]);
    expect(market.payouts).toHaveLength(1);
  });

  it('refuses a Finances call without a valid digital signature, as eBay does for UK sellers', async () => {
    const response = await fetch(`${server.baseUrl('EBAY')}/sell/finances/v1/payout`, { headers: { authorization: `Bearer ${ctx.credentials.access_token}` } });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0]).toMatchObject({ errorId: 215120, message: expect.stringContaining('Signature') });
  });
});
