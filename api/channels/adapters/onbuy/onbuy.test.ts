/**
 * The OnBuy adapter against recorded exchanges (fixtures/, written from the Seller API v2's request and response
 * shapes: request-token, listings by SKU, orders with limit/offset, tracking providers and dispatch, the error
 * envelope) and against the sandbox marketplace's OnBuy module: keys to token, listings on catalogue products,
 * stock and price by SKU, orders, acknowledgement, dispatch, revoked keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../http.ts';
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, ListingPayload } from '../../types.ts';
import type { Sandbox } from '../../sandbox/index.ts';
import { startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { loadExchanges, replay } from '../fixture-replay.ts';
import { onbuyAdapter } from './index.ts';

const channel = { id: 'c1', accountId: 'a1', type: 'ONBUY' as const, name: 'Acme on OnBuy', marketplace: null, shopDomain: null };
const TOKEN = { access_token: '4E7D6A2C-2189-A943-4697-C295FCA43455', access_token_expires_at: '2099-01-01T00:00:00.000Z' };
const contextWith = (fetchImpl: typeof fetch, baseUrl = 'https://api.onbuy.com', credentials: Record<string, string> = TOKEN): AdapterContext =>
  ({ channel, credentials, baseUrl, http: createHttpClient(baseUrl, fetchImpl) });
const fixture = (name: string) => replay(loadExchanges(import.meta.dirname, name));
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);

const listing = (over: Partial<ListingPayload> = {}): ListingPayload => ({
  listingId: 'l1', externalId: null, sku: 'MUG-BLUE', title: 'Stoneware mug, blue', description: 'A hand-thrown stoneware mug.', price: 1999, currency: 'GBP', quantity: 7,
  channelFields: { opc: 'Q7KD2X', condition: 'NEW', handling_time: 1, delivery_weight: 0.4 },
  product: { id: 'p1', sku: 'MUG-BLUE', barcode: '5012345678900', brand: 'Fieldcraft', weightGrams: 400, imageUrls: [] }, ...over,
});

describe('OnBuy contract (recorded exchanges)', () => {
  it('requests a token with the consumer and secret keys, and keeps its expiry', async () => {
    const exchanges = fixture('request-token');
    const credentials = await onbuyAdapter.refreshCredentials(contextWith(exchanges.fetch, undefined, { consumer_key: 'ck_live_1a2b3c4d5e6f', secret_key: 'sk_live_9z8y7x6w5v4u' }));
    exchanges.done();
    expect(new Headers(exchanges.sent[0]!.init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(credentials).toEqual({ access_token: '4E7D6A2C-2189-A943-4697-C295FCA43455', access_token_expires_at: new Date(1795656900 * 1000).toISOString() });
    expect(await failure(onbuyAdapter.refreshCredentials(contextWith(fixture('invalid-keys').fetch, undefined, { consumer_key: 'x', secret_key: 'y' })))).toMatchObject({ kind: 'auth', message: expect.stringContaining('Invalid consumer key') });
  });

  it('asks for a new token before calling with an expired or missing one (no call is made)', async () => {
    const none = replay([]);
    expect(await failure(onbuyAdapter.checkConnection(contextWith(none.fetch, undefined, { consumer_key: 'k', secret_key: 's' })))).toMatchObject({ kind: 'auth' });
    expect(await failure(onbuyAdapter.checkConnection(contextWith(none.fetch, undefined, { ...TOKEN, access_token_expires_at: new Date(Date.now() + 30_000).toISOString() })))).toMatchObject({ kind: 'auth' });
    none.done();
  });

  it('reads the orders feed into normalised orders, the token in the bare Authorization header', async () => {
    const exchanges = fixture('orders');
    const page = await onbuyAdapter.fetchOrders(contextWith(exchanges.fetch), '2026-11-01T00:00:00.000Z|0');
    exchanges.done();
    expect((exchanges.sent[0]!.init.headers as Record<string, string>).authorization).toBe(TOKEN.access_token);
    expect(page).toMatchObject({ more: false, cursor: '2026-11-20T09:16:41.000Z|0' });
    expect(page.items).toEqual([{
      orderRef: 'T9R7V', placedAt: '2026-11-20T09:14:03.000Z', paid: true, cancelled: false, currency: 'GBP', total: 4397, shippingPrice: 399,
      buyer: { name: 'Jane Smith', email: 'jane.smith@example.com' },
      shippingAddress: { name: 'Jane Smith', line1: '4 Orchard Close', line2: 'Heworth', city: 'York', region: 'North Yorkshire', postcode: 'YO1 7HH', country: 'GB', phone: '07700 900123' },
      lines: [{ lineRef: '8123456', sku: 'MUG-BLUE', title: 'Stoneware mug, blue', quantity: 2, unitPrice: 1999, externalListingId: 'Q7KD2X' }],
      url: 'https://seller.onbuy.com/orders/T9R7V/',
    }]);
  });

  it('lists on the catalogue product, activates by SKU, and answers the listing id and page', async () => {
    const exchanges = fixture('create-listing');
    const published = await onbuyAdapter.publishListing(contextWith(exchanges.fetch), listing());
    exchanges.done();
    expect(published).toEqual({ externalId: '60123456', url: 'https://www.onbuy.com/gb/fieldcraft-stoneware-mug-350ml-blue~p7kd2x/' });
  });

  it('turns a refused SKU in a batch answer into a validation error naming OnBuy\'s field', async () => {
    const refused = await failure(onbuyAdapter.publishListing(contextWith(fixture('create-listing-refused').fetch), listing({ channelFields: { opc: 'ZZ0000' } })));
    expect(refused).toMatchObject({ kind: 'validation', fields: [{ field: 'opc', code: 'PRODUCT_NOT_FOUND', message: 'Product ZZ0000 was not found in the OnBuy catalogue' }] });
  });

  it('dispatches with OnBuy\'s tracking provider id for a carrier it knows', async () => {
    const exchanges = fixture('dispatch');
    await onbuyAdapter.sendShipment(contextWith(exchanges.fetch), { orderRef: 'T9R7V', carrier: 'royal mail', trackingNumber: 'RM123456789GB', shippedAt: '2026-11-24T10:00:00.000Z', lines: [{ lineRef: '8123456', sku: 'MUG-BLUE', quantity: 2 }] });
    exchanges.done();
  });

  it('a 429 is a rate limit with OnBuy\'s Retry-After, a 401 an auth error', async () => {
    expect(await failure(onbuyAdapter.setQuantity(contextWith(fixture('rate-limited').fetch), { externalId: '60123456', sku: 'MUG-BLUE' }, 3))).toMatchObject({ kind: 'rate_limit', status: 429, retryAfterMs: 60_000 });
    expect(await failure(onbuyAdapter.checkConnection(contextWith(fixture('invalid-token').fetch)))).toMatchObject({ kind: 'auth', status: 401 });
  });
});

describe('OnBuy stock in bulk (recorded exchanges)', () => {
  it('sends many listings\' stock in one update by SKU and reads each SKU\'s own answer', async () => {
    const exchanges = fixture('stock-by-sku-partial');
    const outcome = await onbuyAdapter.setQuantities!(contextWith(exchanges.fetch), ['MUG-BLUE', 'MUG-GONE', 'PLATE'].map((sku, i) => ({ ref: { externalId: String(i), sku }, quantity: [7, 3, 0][i]! })));
    exchanges.done();
    expect(outcome.refused).toEqual([{ index: 1, error: expect.objectContaining({ kind: 'validation', fields: [{ field: 'sku', code: 'SKU_NOT_FOUND', message: 'SKU MUG-GONE was not found' }] }) }]);
  });
});

describe('OnBuy against the sandbox marketplace', () => {
  let server: SandboxServer;
  let sandbox: Sandbox;
  let base: string;
  let ctx: AdapterContext;
  const keys = { consumer_key: 'sbx_onbuy-key-roundtrip', secret_key: 'sbx_onbuy-secret-roundtrip' };

  beforeAll(async () => {
    server = await startSandboxServer();
    ({ sandbox } = server);
    base = server.baseUrl('ONBUY');
    const token = await onbuyAdapter.refreshCredentials(contextWith(fetch, base, keys));
    ctx = contextWith(fetch, base, { ...keys, ...token });
  });
  afterAll(() => server.close());

  it('publishes on the catalogue product, revises, pushes stock and price, lists, and ends', async () => {
    await onbuyAdapter.checkConnection(ctx);
    const published = await onbuyAdapter.publishListing(ctx, listing());
    expect(published).toEqual({ externalId: expect.stringMatching(/^\d+$/), url: 'https://www.onbuy.com/gb/p/q7kd2x/' });
    // Published again (a job that ran twice): the same listing, updated by SKU.
    expect((await onbuyAdapter.publishListing(ctx, listing())).externalId).toBe(published.externalId);
    const ref = { externalId: published.externalId, sku: 'MUG-BLUE' };
    await onbuyAdapter.reviseListing(ctx, { ...listing({ channelFields: { opc: 'Q7KD2X', condition: 'NEW', handling_time: 3 } }), externalId: published.externalId });
    await onbuyAdapter.setQuantity(ctx, ref, 3);
    await onbuyAdapter.setPrice(ctx, ref, 2199, 'GBP');
    const market = sandbox.market('ONBUY');
    const held = market.listings.get(published.externalId)!;
    expect(held).toMatchObject({ sku: 'MUG-BLUE', quantity: 3, price: 2199, status: 'ACTIVE', title: 'OnBuy catalogue product Q7KD2X', attributes: expect.objectContaining({ opc: 'Q7KD2X', condition: 'new', handling_time: 3 }) });
    expect(market.listings.size).toBe(1);
    const existing = await onbuyAdapter.fetchListings(ctx, null);
    expect(existing).toMatchObject({ more: false, items: [{ externalId: published.externalId, sku: 'MUG-BLUE', title: 'OnBuy catalogue product Q7KD2X', quantity: 3, price: 2199, status: 'ACTIVE' }] });
    await onbuyAdapter.endListing(ctx, ref);
    expect(held.status).toBe('ENDED');
    // Gone already: ending again is no error.
    await onbuyAdapter.endListing(ctx, ref);
  });

  it('is refused SKU by SKU in OnBuy\'s words: an OPC not in the catalogue, a condition, stock out of range, a long SKU', async () => {
    expect(await failure(onbuyAdapter.publishListing(ctx, listing({ sku: 'NOPE', channelFields: { opc: 'ZZ1234' } })))).toMatchObject({ kind: 'validation', fields: [{ field: 'opc', code: 'PRODUCT_NOT_FOUND' }] });
    expect(await failure(onbuyAdapter.publishListing(ctx, listing({ sku: 'WORN', channelFields: { opc: 'Q7KD2X', condition: 'WORN_OUT' } })))).toMatchObject({ kind: 'validation', fields: [{ field: 'condition', code: 'INVALID_CONDITION' }] });
    expect(await failure(onbuyAdapter.publishListing(ctx, listing({ sku: 'MANY', quantity: 100_000 })))).toMatchObject({ kind: 'validation', fields: [{ field: 'stock', code: 'INVALID_STOCK' }] });
    expect(await failure(onbuyAdapter.publishListing(ctx, listing({ sku: 'S'.repeat(51) })))).toMatchObject({ kind: 'validation', fields: [{ field: 'sku', code: 'INVALID_SKU' }] });
    expect(await failure(onbuyAdapter.setPrice(ctx, { externalId: '1', sku: 'NEVER-LISTED' }, 999, 'GBP'))).toMatchObject({ kind: 'validation', fields: [{ field: 'sku', code: 'SKU_NOT_FOUND' }] });
    expect([...sandbox.market('ONBUY').listings.values()].filter((l) => l.status !== 'ENDED')).toEqual([]);
  });

  it('pages through orders, acknowledges, dispatches once with tracking, and refuses revoked keys', async () => {
    const market = sandbox.market('ONBUY');
    await onbuyAdapter.publishListing(ctx, listing({ sku: 'PLATE', quantity: 200 }));
    const placed = Array.from({ length: 105 }, () => market.placeOrder({ sku: 'PLATE', quantity: 1 }));
    expect(placed.every((o) => typeof o !== 'string')).toBe(true);
    const first = await onbuyAdapter.fetchOrders(ctx, '2000-01-01T00:00:00.000Z|0');
    // GET /v2/orders' largest page.
    expect(first.items).toHaveLength(100);
    expect(first.more).toBe(true);
    const second = await onbuyAdapter.fetchOrders(ctx, first.cursor);
    expect(second.items).toHaveLength(5);
    expect(second.more).toBe(false);
    expect(new Set([...first.items, ...second.items].map((o) => o.orderRef)).size).toBe(105);
    const order = second.items[4]!;
    await onbuyAdapter.acknowledgeOrder(ctx, order.orderRef);
    expect(market.orders.get(order.orderRef)!.acknowledged).toBe(true);
    // A page's orders in one call.
    await onbuyAdapter.acknowledgeOrders!(ctx, first.items.map((o) => o.orderRef));
    expect(first.items.every((o) => market.orders.get(o.orderRef)!.acknowledged)).toBe(true);
    const shipment = { orderRef: order.orderRef, carrier: 'Royal Mail', trackingNumber: 'RM123456789GB', shippedAt: '2026-11-24T10:00:00.000Z', lines: order.lines.map((l) => ({ lineRef: l.lineRef, sku: l.sku, quantity: l.quantity })) };
    await onbuyAdapter.sendShipment(ctx, shipment);
    await onbuyAdapter.sendShipment(ctx, shipment);
    expect(market.orders.get(order.orderRef)!).toMatchObject({ status: 'SHIPPED', shipments: [expect.objectContaining({ carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' })] });
    expect(await failure(onbuyAdapter.sendShipment(ctx, { ...shipment, trackingNumber: '' }))).toMatchObject({ kind: 'validation', fields: [{ field: 'tracking.number' }] });
    market.revokeSellerOf(keys.consumer_key);
    expect(await failure(onbuyAdapter.checkConnection(ctx))).toMatchObject({ kind: 'auth', status: 401 });
    expect(await failure(onbuyAdapter.refreshCredentials(ctx))).toMatchObject({ kind: 'auth', message: expect.stringContaining('revoked') });
  });
});

describe('OnBuy stock in bulk against the sandbox marketplace', () => {
  let server: SandboxServer;
  let sandbox: Sandbox;
  let ctx: AdapterContext;

  beforeAll(async () => {
    server = await startSandboxServer();
    ({ sandbox } = server);
    const base = server.baseUrl('ONBUY');
    const keys = { consumer_key: 'sbx_onbuy-key-bulk', secret_key: 'sbx_onbuy-secret-bulk' };
    ctx = contextWith(fetch, base, { ...keys, ...(await onbuyAdapter.refreshCredentials(contextWith(fetch, base, keys))) });
  });
  afterAll(() => server.close());

  it('sets many listings\' stock at once against the sandbox, refusing the unknown SKU alone', async () => {
    const market = sandbox.market('ONBUY');
    for (const sku of ['STOCK-1', 'STOCK-2']) await onbuyAdapter.publishListing(ctx, listing({ sku, quantity: 1 }));
    const outcome = await onbuyAdapter.setQuantities!(ctx, ['STOCK-1', 'NEVER-LISTED', 'STOCK-2'].map((sku, i) => ({ ref: { externalId: String(i), sku }, quantity: 30 + i })));
    expect(outcome.refused.map((r) => r.index)).toEqual([1]);
    expect([market.listingBySku([...market.listings.values()].find((l) => l.sku === 'STOCK-1')!.sellerId, 'STOCK-1')!.quantity]).toEqual([30]);
  });
});
