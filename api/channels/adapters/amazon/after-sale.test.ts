/**
 * Amazon after-sale against the sandbox's SP-API: the XML order feeds' rules one by one, each refusal in the
 * processing report's shape (Result, ResultCode Error, ResultMessageCode, ResultDescription) with the words of
 * Seller Central's help on adjustment errors; the adapter's refund (items' components, read back from the order's
 * financial events), cancellation (BuyerCanceled or NoInventory; refused once shipped), return requests (the
 * returns report: pending, then read; one return per RMA), and how getOrderItems' BuyerRequestedCancel is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../http.ts';
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, ListingPayload, MarketplaceRefund, PendingBulk } from '../../types.ts';
import type { SandboxMarketplace, SandboxOrder } from '../../sandbox/marketplace.ts';
import { consent, startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { xmlAll, xmlText } from '../../../carriers/adapters/xml.ts';
import { amazonAdapter, orderFromAmazon } from './index.ts';
import { returnsFromReport } from './after-sale.ts';

const channel = { id: 'c1', accountId: 'a1', type: 'AMAZON' as const, name: 'Amazon UK', marketplace: 'A1F83G8C2ARO7P', shopDomain: null };
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);

let server: SandboxServer;
let market: SandboxMarketplace;
let ctx: AdapterContext;
let base: string;
let token: string;
let sellerId: string;

const listing = (sku: string): ListingPayload => ({
  listingId: sku, externalId: null, sku, title: `Mug ${sku}`, description: 'A hand-thrown stoneware mug in a deep blue glaze, 350 ml.', price: 1000, currency: 'GBP', quantity: 50,
  // KITCHEN's required attributes (the sandbox's recorded definition refuses a new product without them).
  channelFields: { product_type: 'KITCHEN', fulfillment_channel: 'MFN', attributes: { bullet_point: [{ value: 'Stoneware', language_tag: 'en_GB' }], item_type_keyword: [{ value: 'mugs' }], country_of_origin: [{ value: 'GB' }], supplier_declared_dg_hz_regulation: [{ value: 'not_applicable' }] } },
  product: { id: sku, sku, barcode: '5012345678900', brand: 'Fieldcraft', weightGrams: 400, imageUrls: [] },
});

beforeAll(async () => {
  server = await startSandboxServer();
  market = server.sandbox.market('AMAZON');
  base = server.baseUrl('AMAZON');
  const back = await consent(base, 'https://app.example/settings/amazon-connect');
  sellerId = back.get('selling_partner_id')!;
  const bare: AdapterContext = { channel, credentials: {}, baseUrl: base, http: createHttpClient(base, fetch) };
  const credentials = await amazonAdapter.exchangeCode!(bare, back.get('code')!, 'https://app.example/settings/amazon-connect');
  token = credentials.access_token!;
  ctx = { ...bare, credentials: { ...credentials, selling_partner_id: sellerId } };
  for (const sku of ['AS-1', 'AS-2']) await amazonAdapter.publishListing(ctx, listing(sku));
});
afterAll(() => server.close());

/** A paid order of one unit of each SKU (postage 399 on its first item). */
function order(skus = ['AS-1']): SandboxOrder {
  const placed = market.placeOrder({ sku: skus[0]!, quantity: 1, sellerId });
  if (typeof placed === 'string') throw new Error(placed);
  return placed;
}

/** Sends an order feed as a seller would, and answers its processing report's status and errors. */
async function orderFeed(feedType: string, xml: string): Promise<{ status: string; errors: Array<{ code: string; description: string }> }> {
  const headers = { 'x-amz-access-token': token, 'content-type': 'application/json' };
  const document = await (await fetch(`${base}/feeds/2021-06-30/documents`, { method: 'POST', headers, body: JSON.stringify({ contentType: 'text/xml; charset=UTF-8' }) })).json();
  expect((await fetch(document.url, { method: 'PUT', headers: { 'content-type': 'text/xml; charset=UTF-8' }, body: xml })).status).toBe(200);
  const created = await fetch(`${base}/feeds/2021-06-30/feeds`, { method: 'POST', headers, body: JSON.stringify({ feedType, marketplaceIds: ['A1F83G8C2ARO7P'], inputFeedDocumentId: document.feedDocumentId }) });
  expect(created.status).toBe(202);
  const { feedId } = await created.json();
  await fetch(`${base}/feeds/2021-06-30/feeds/${feedId}`, { headers });
  const feed = await (await fetch(`${base}/feeds/2021-06-30/feeds/${feedId}`, { headers })).json();
  const reportDocument = await (await fetch(`${base}/feeds/2021-06-30/documents/${feed.resultFeedDocumentId}`, { headers })).json();
  const report = await (await fetch(reportDocument.url)).text();
  expect(xmlText(report, 'MessageType')).toBe('ProcessingReport');
  return { status: feed.processingStatus, errors: xmlAll(report, 'Result').map((r) => ({ code: xmlText(r, 'ResultMessageCode')!, description: xmlText(r, 'ResultDescription')! })) };
}

const envelope = (type: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?><AmazonEnvelope><Header><DocumentVersion>1.01</DocumentVersion><MerchantIdentifier>${sellerId}</MerchantIdentifier></Header><MessageType>${type}</MessageType><Message><MessageID>1</MessageID>${body}</Message></AmazonEnvelope>`;
const adjustment = (o: SandboxOrder, components: string, itemId = o.lines[0]!.lineId) => envelope('OrderAdjustment', `<OrderAdjustment><AmazonOrderID>${o.id}</AmazonOrderID><AdjustedItem><AmazonOrderItemCode>${itemId}</AmazonOrderItemCode><AdjustmentReason>CustomerReturn</AdjustmentReason><ItemPriceAdjustments>${components}</ItemPriceAdjustments></AdjustedItem></OrderAdjustment>`);
const principal = (value: string) => `<Component><Type>Principal</Type><Amount currency="GBP">${value}</Amount></Component>`;
const cancel = (o: SandboxOrder, reason = 'NoInventory') => envelope('OrderAcknowledgement', `<OrderAcknowledgement><AmazonOrderID>${o.id}</AmazonOrderID><StatusCode>Failure</StatusCode>${o.lines.map((l) => `<Item><AmazonOrderItemCode>${l.lineId}</AmazonOrderItemCode><CancelReason>${reason}</CancelReason></Item>`).join('')}</OrderAcknowledgement>`);
const shipAll = (o: SandboxOrder) => market.touchOrder(o, { status: 'SHIPPED', shipments: [{ carrier: 'Royal Mail', trackingNumber: 'RM1GB', shippedAt: new Date().toISOString(), lineIds: o.lines.map((l) => l.lineId) }] });

describe('the sandbox\'s order adjustment feed refuses what Amazon refuses', () => {
  it('an order item the order does not have', async () => {
    const o = order();
    expect(await orderFeed('POST_PAYMENT_ADJUSTMENT_DATA', adjustment(o, principal('1.00'), '99999999999999'))).toEqual({ status: 'DONE', errors: [{ code: '18028', description: `The order item 99999999999999 is not part of order ${o.id}.` }] });
    expect(o.refunds ?? []).toEqual([]);
  });

  it('a negative Principal (help 25221)', async () => {
    const o = order();
    expect((await orderFeed('POST_PAYMENT_ADJUSTMENT_DATA', adjustment(o, principal('-1.00')))).errors).toEqual([{ code: '25221', description: 'Adjustment amount for item price is a negative value.' }]);
  });

  it('more than the item\'s price (help 25161), and more than is left of the order (help 30741)', async () => {
    const o = order();
    expect((await orderFeed('POST_PAYMENT_ADJUSTMENT_DATA', adjustment(o, principal('10.01')))).errors[0]!.description).toMatch(/exceeds the amount that can be refunded: at most 10\.00 of its price and 3\.99 of its postage/);
    expect((await orderFeed('POST_PAYMENT_ADJUSTMENT_DATA', adjustment(o, principal('10.00')))).errors).toEqual([]);
    expect(o.refunds).toEqual([expect.objectContaining({ amount: 1000 })]);
    // The postage is still there to refund; the item price is not.
    expect((await orderFeed('POST_PAYMENT_ADJUSTMENT_DATA', adjustment(o, `<Component><Type>Shipping</Type><Amount currency="GBP">3.99</Amount></Component>`))).errors).toEqual([]);
    expect((await orderFeed('POST_PAYMENT_ADJUSTMENT_DATA', adjustment(o, principal('0.01')))).errors).toEqual([{ code: '25163', description: 'The net adjustment amount is not a positive amount and has therefore been rejected.' }]);
  });

  it('a currency other than the order\'s, and a document that is not an order adjustment envelope (FATAL)', async () => {
    const o = order();
    expect((await orderFeed('POST_PAYMENT_ADJUSTMENT_DATA', adjustment(o, '<Component><Type>Principal</Type><Amount currency="EUR">1.00</Amount></Component>'))).errors[0]!.description).toContain("the order's currency (GBP)");
    const fatal = await orderFeed('POST_PAYMENT_ADJUSTMENT_DATA', cancel(o));
    expect(fatal.status).toBe('FATAL');
    expect(fatal.errors[0]!.code).toBe('5001');
  });
});

describe('the sandbox\'s order acknowledgement feed', () => {
  it('cancels an unshipped order named item by item, and gives the listing its units back', async () => {
    const o = order();
    const held = market.listings.get(o.lines[0]!.listingId)!;
    const before = held.quantity;
    expect((await orderFeed('POST_ORDER_ACKNOWLEDGEMENT_DATA', cancel(o))).errors).toEqual([]);
    expect(o).toMatchObject({ status: 'CANCELLED', cancellation: { by: 'SELLER', reason: 'NoInventory' } });
    expect(held.quantity).toBe(before + 1);
  });

  it('refuses a shipped order, an unknown CancelReason and an order of another seller', async () => {
    const o = order();
    expect((await orderFeed('POST_ORDER_ACKNOWLEDGEMENT_DATA', cancel(o, 'Whim'))).errors[0]!.description).toMatch(/^CancelReason 'Whim' is not one of NoInventory/);
    shipAll(o);
    expect((await orderFeed('POST_ORDER_ACKNOWLEDGEMENT_DATA', cancel(o))).errors).toEqual([{ code: '18155', description: `Order ${o.id} has shipped: a shipped order cannot be cancelled; refund the buyer with an order adjustment instead.` }]);
    expect(o.status).toBe('SHIPPED');
    const stranger = { ...o, id: '202-0000000-0000000' } as SandboxOrder;
    expect((await orderFeed('POST_ORDER_ACKNOWLEDGEMENT_DATA', cancel(stranger))).errors[0]!.description).toBe("AmazonOrderID '202-0000000-0000000' is not an order of this seller.");
  });

  it('refuses a feed type it does not know at createFeed, in SP-API\'s error envelope', async () => {
    const response = await fetch(`${base}/feeds/2021-06-30/feeds`, { method: 'POST', headers: { 'x-amz-access-token': token, 'content-type': 'application/json' }, body: JSON.stringify({ feedType: 'POST_PRODUCT_DATA', marketplaceIds: ['A1F83G8C2ARO7P'], inputFeedDocumentId: 'x' }) });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0]).toMatchObject({ code: 'InvalidInput', details: 'feedType' });
  });
});

describe('the adapter', () => {
  /** Reads the pending call's outcome as a later job run would, until Amazon has processed the feed. */
  async function settle<T extends { done: boolean }>(look: () => Promise<T>): Promise<{ outcome: T; looks: number }> {
    for (let looks = 1; looks <= 10; looks += 1) {
      const outcome = await look();
      if (outcome.done) return { outcome, looks };
    }
    throw new Error('the feed was never processed');
  }
  const pendingOf = (answer: unknown) => {
    expect(answer).toMatchObject({ pending: { id: expect.stringMatching(/^\d+$/), checkAfterSeconds: expect.any(Number) } });
    return (answer as { pending: PendingBulk }).pending;
  };

  it('refunds by adjustment feed, Principal first then postage, and answers the refund Amazon\'s financial events name', async () => {
    const o = order();
    const request = { orderRef: o.id, refundId: 'ret-1', amount: 1200, currency: 'GBP', comment: null, returned: true, lines: [{ lineRef: o.lines[0]!.lineId, sku: 'AS-1', quantity: 1 }] };
    const pending = pendingOf(await amazonAdapter.refundOrder!(ctx, request));
    const { outcome } = await settle(() => amazonAdapter.refundOutcome!(ctx, request, pending));
    expect(o.refunds).toEqual([expect.objectContaining({ amount: 1200 })]);
    const refund = (outcome as { refund: MarketplaceRefund }).refund;
    expect(refund).toMatchObject({ refundRef: expect.stringMatching(/^\d{14}$/), amount: 1200 });
    expect(await amazonAdapter.orderRefunds!(ctx, o.id)).toEqual([{ refundRef: refund.refundRef, amount: 1200, createdAt: expect.any(String) }]);
  });

  it('answers at once while Amazon is still processing the feed, and reads the outcome on a later look', async () => {
    const o = order();
    const request = { orderRef: o.id, refundId: 'ret-3', amount: 500, currency: 'GBP', comment: null, returned: false, lines: [] };
    expect((await fetch(`${base}/_control/feed-processing`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reads: 3 }) })).status).toBe(200);
    try {
      const pending = pendingOf(await amazonAdapter.refundOrder!(ctx, request));
      // Nothing applied while the feed is IN_PROGRESS: the refund is not made yet, and the look says to come back.
      expect(await amazonAdapter.refundOutcome!(ctx, request, pending)).toEqual({ done: false, checkAfterSeconds: expect.any(Number) });
      expect(o.refunds ?? []).toEqual([]);
      const { outcome, looks } = await settle(() => amazonAdapter.refundOutcome!(ctx, request, pending));
      expect(looks).toBe(3);
      expect(outcome).toMatchObject({ done: true, refund: { amount: 500 } });
      expect(o.refunds).toEqual([expect.objectContaining({ amount: 500 })]);
    } finally {
      await fetch(`${base}/_control/feed-processing`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reads: 0 }) });
    }
  });

  it('turns Amazon\'s refusal into a validation error with its words and code (more than was paid)', async () => {
    const o = order();
    const request = { orderRef: o.id, refundId: 'ret-2', amount: 5000, currency: 'GBP', comment: null, returned: true, lines: [] };
    const pending = pendingOf(await amazonAdapter.refundOrder!(ctx, request));
    const refused = await failure(settle(() => amazonAdapter.refundOutcome!(ctx, request, pending)));
    expect(refused).toMatchObject({ kind: 'validation', fields: [{ code: '25164', message: expect.stringContaining('exceeds the amount that can be refunded') }] });
    expect(o.refunds ?? []).toEqual([]);
  });

  it('cancels with BuyerCanceled when the buyer asked, and is refused once the order has shipped', async () => {
    const asked = order();
    expect(market.cancelOrder(asked, 'BUYER', 'Ordered by mistake')).toMatchObject({ by: 'BUYER' });
    expect(asked.status).toBe('PAID');
    const request = { orderRef: asked.id, reason: 'OUT_OF_STOCK' as const };
    const sent = pendingOf(await amazonAdapter.cancelOrder!(ctx, request));
    await settle(() => amazonAdapter.cancelOutcome!(ctx, request, sent));
    expect(asked).toMatchObject({ status: 'CANCELLED', cancellation: { reason: 'BuyerCanceled' } });
    const shipped = order();
    shipAll(shipped);
    const refusedRequest = { orderRef: shipped.id, reason: 'OUT_OF_STOCK' as const };
    const pending = pendingOf(await amazonAdapter.cancelOrder!(ctx, refusedRequest));
    expect(await failure(settle(() => amazonAdapter.cancelOutcome!(ctx, refusedRequest, pending)))).toMatchObject({ kind: 'validation', message: expect.stringContaining('has shipped'), fields: [{ code: '18155' }] });
  });

  it('a cancellation sent twice (a retry whose first answer was lost) ends done, not refused; a third sends nothing', async () => {
    const o = order();
    const request = { orderRef: o.id, reason: 'OUT_OF_STOCK' as const };
    const slowFeeds = (reads: number) => fetch(`${base}/_control/feed-processing`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reads }) });
    // Amazon takes its time: the retry comes while the first feed is unprocessed and the order still open there, so a
    // second feed goes.
    expect((await slowFeeds(2)).status).toBe(200);
    try {
      const first = pendingOf(await amazonAdapter.cancelOrder!(ctx, request));
      const second = pendingOf(await amazonAdapter.cancelOrder!(ctx, request));
      expect(second.id).not.toBe(first.id);
      await settle(() => amazonAdapter.cancelOutcome!(ctx, request, first));
      // Amazon refuses the second feed (the order is cancelled already): what the merchant asked for is done.
      expect((await settle(() => amazonAdapter.cancelOutcome!(ctx, request, second))).outcome).toEqual({ done: true });
    } finally {
      await slowFeeds(0);
    }
    expect(o).toMatchObject({ status: 'CANCELLED', cancellation: { by: 'SELLER', reason: 'NoInventory' } });
    // Once Amazon shows the order cancelled, a further retry sends no feed at all.
    expect(await amazonAdapter.cancelOrder!(ctx, request)).toBeUndefined();
  });

  it.each([
    ['OUT_OF_STOCK', 'NoInventory'], ['UNDELIVERABLE_ADDRESS', 'ShippingAddressUndeliverable'], ['BUYER_ASKED', 'BuyerCanceled'],
    ['SUSPECTED_FRAUD', 'RiskAssessmentInformationNotValid'], ['PRICING_ERROR', 'GeneralAdjustment'], ['OTHER', 'GeneralAdjustment'], [null, 'GeneralAdjustment'],
  ] as const)('sends the merchant\'s reason %s as CancelReason %s, which Amazon takes', async (reason, expected) => {
    const o = order();
    const request = { orderRef: o.id, reason };
    const pending = pendingOf(await amazonAdapter.cancelOrder!(ctx, request));
    await settle(() => amazonAdapter.cancelOutcome!(ctx, request, pending));
    expect(o).toMatchObject({ status: 'CANCELLED', cancellation: { by: 'SELLER', reason: expected } });
  });

  it('reads return requests from the returns report: made, pending, then read, one return per RMA', async () => {
    const o = order();
    shipAll(o);
    const requested = market.requestReturn(o, { reason: 'DEFECTIVE', comment: 'Cracked' });
    if (typeof requested === 'string') throw new Error(requested);
    const first = await amazonAdapter.fetchReturnRequests!(ctx, null);
    expect(first).toMatchObject({ items: [], more: false, cursor: expect.stringMatching(/^report:\d+\|/) });
    const second = await amazonAdapter.fetchReturnRequests!(ctx, first.cursor);
    expect(second.items).toContainEqual({ returnRef: requested.id, orderRef: o.id, createdAt: requested.createdAt, reason: 'DEFECTIVE', comment: 'Cracked', lines: [{ lineRef: null, sku: 'AS-1', quantity: 1 }] });
    expect(second.cursor).toMatch(/^\d{4}-\d\d-\d\dT/);
    // A channel not read for months: the window starts as far back as Amazon makes the report (60 days), not refused.
    const late = await amazonAdapter.fetchReturnRequests!(ctx, '2020-01-01T00:00:00.000Z');
    const from = Date.parse(/^report:\d+\|([^|]+)\|/.exec(late.cursor!)![1]!);
    expect(Date.now() - from).toBeGreaterThan(58 * 86_400_000);
    expect(Date.now() - from).toBeLessThan(60 * 86_400_000);
    const file = 'Order ID\tReturn request date\tAmazon RMA ID\tMerchant SKU\tReturn quantity\tReturn reason\n202-1-1\t2026-11-20\tDRMA1\tA\t1\tDEFECTIVE\n202-1-1\t2026-11-20\tDRMA1\tB\t2\tDEFECTIVE\n';
    expect(returnsFromReport(file)).toEqual([expect.objectContaining({ returnRef: 'DRMA1', lines: [{ lineRef: null, sku: 'A', quantity: 1 }, { lineRef: null, sku: 'B', quantity: 2 }] })]);
  });

  it('reads BuyerRequestedCancel: a request the seller grants while open, the buyer\'s once cancelled, Amazon\'s without one', () => {
    const base = { AmazonOrderId: '202-1', PurchaseDate: '2026-11-20T09:00:00Z', LastUpdateDate: '2026-11-20T10:00:00Z', OrderTotal: { CurrencyCode: 'GBP', Amount: '10.00' } };
    const item = { OrderItemId: '1', SellerSKU: 'A', QuantityOrdered: 1, ItemPrice: { CurrencyCode: 'GBP', Amount: '10.00' } };
    const asked = { ...item, BuyerRequestedCancel: { IsBuyerRequestedCancel: 'true', BuyerCancelReason: 'Ordered by mistake' } };
    expect(orderFromAmazon({ ...base, OrderStatus: 'Unshipped' }, [asked])).toMatchObject({ paid: true, cancelled: true, cancellation: { by: 'BUYER', reason: 'Ordered by mistake', awaitsSeller: true } });
    expect(orderFromAmazon({ ...base, OrderStatus: 'Canceled' }, [asked]).cancellation).toEqual({ by: 'BUYER', reason: 'Ordered by mistake' });
    expect(orderFromAmazon({ ...base, OrderStatus: 'Canceled' }, [item]).cancellation).toEqual({ by: 'MARKETPLACE', reason: null });
    expect(orderFromAmazon({ ...base, OrderStatus: 'Unshipped' }, [{ ...item, BuyerRequestedCancel: { IsBuyerRequestedCancel: 'false' } }])).toMatchObject({ cancelled: false });
  });
});
