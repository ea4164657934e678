/**
 * The eBay adapter against recorded exchanges (fixtures/, written from eBay's Sell Inventory and Fulfillment API
 * references) and against the sandbox marketplace's eBay module: the requests it sends, and what it makes of the
 * answers, including each kind of error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../http.ts';
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, ListingPayload } from '../../types.ts';
import type { Sandbox } from '../../sandbox/index.ts';
import { consent, startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { loadExchanges, replay } from '../fixture-replay.ts';
import { ebayAdapter } from './index.ts';

const fixture = (name: string) => replay(loadExchanges(import.meta.dirname, name));

const channel = { id: 'c1', accountId: 'a1', type: 'EBAY' as const, name: 'eBay UK', marketplace: 'EBAY_GB', shopDomain: null };
const contextWith = (fetchImpl: typeof fetch, baseUrl = 'https://api.ebay.com', credentials: Record<string, string> = { access_token: 'v^1.1#i^1#token' }): AdapterContext =>
  ({ channel, credentials, baseUrl, http: createHttpClient(baseUrl, fetchImpl) });
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);

const listing = (over: Partial<ListingPayload> = {}): ListingPayload => ({
  listingId: 'l1', externalId: null, sku: 'MUG-BLUE', title: 'Stoneware mug, blue', description: 'A hand-thrown stoneware mug in a deep blue glaze, 350 ml.', price: 1999, currency: 'GBP', quantity: 7,
  channelFields: { category_id: '20625', format: 'FIXED_PRICE', condition: 'NEW', aspects: { Colour: ['Blue'] } },
  product: { id: 'p1', sku: 'MUG-BLUE', barcode: '5012345678900', brand: 'Fieldcraft', weightGrams: 400, imageUrls: ['https://img.example/mug.jpg'] }, ...over,
});

describe('eBay contract (recorded exchanges)', () => {
  it('reads getOrders into a normalised order: unit prices from line totals, buyer, address, paid', async () => {
    const exchanges = fixture('get-orders');
    const page = await ebayAdapter.fetchOrders(contextWith(exchanges.fetch), '2026-11-01T00:00:00.000Z|0');
    exchanges.done();
    expect(exchanges.sent[0]!.headers.get('authorization')).toBe('Bearer v^1.1#i^1#token');
    expect(exchanges.sent[0]!.headers.get('x-ebay-c-marketplace-id')).toBe('EBAY_GB');
    expect(page.more).toBe(false);
    expect(page.cursor).toBe('2026-11-20T09:16:41.000Z|0');
    expect(page.items).toEqual([expect.objectContaining({
      orderRef: '12-08612-34671', paid: true, cancelled: false, currency: 'GBP', total: 4397, shippingPrice: 399,
      buyer: { name: 'Jane Smith', email: '3d7a1e2b9c@members.ebay.com' },
      shippingAddress: expect.objectContaining({ line1: '4 Orchard Close', city: 'York', postcode: 'YO1 7HH', country: 'GB' }),
      lines: [{ lineRef: '10023456789012', sku: 'MUG-BLUE', title: 'Stoneware mug, blue', quantity: 2, unitPrice: 1999, externalListingId: '354812330001' }],
    })]);
  });

  it('turns eBay\'s errors[] into a validation error naming the field', async () => {
    const refused = await failure(ebayAdapter.publishListing(contextWith(fixture('title-too-long').fetch), listing()));
    expect(refused).toMatchObject({ kind: 'validation', status: 400, fields: [{ field: 'product.title', code: '25002', message: expect.stringContaining('80 characters') }] });
  });

  it('a 401 is an auth error, a 429 a rate limit with eBay\'s Retry-After', async () => {
    expect(await failure(ebayAdapter.checkConnection(contextWith(fixture('invalid-token').fetch)))).toMatchObject({ kind: 'auth', status: 401 });
    const limited = await failure(ebayAdapter.setQuantity(contextWith(fixture('rate-limited').fetch), { externalId: '354812330001', sku: 'MUG-BLUE', channelFields: { offer_id: '7000000123' } }, 3));
    expect(limited).toMatchObject({ kind: 'rate_limit', retryAfterMs: 30_000 });
  });
});

describe('eBay against the sandbox marketplace', () => {
  let server: SandboxServer;
  let sandbox: Sandbox;
  let base: string;
  let ctx: AdapterContext;

  beforeAll(async () => {
    server = await startSandboxServer();
    ({ sandbox } = server);
    base = server.baseUrl('EBAY');
    const code = (await consent(base)).get('code')!;
    const credentials = await ebayAdapter.exchangeCode!(contextWith(fetch, base, {}), code, 'Sellyard-RuName');
    ctx = contextWith(fetch, base, credentials);
  });
  afterAll(() => server.close());

  it('publishes, revises, pushes quantity and price, lists, and ends', async () => {
    await ebayAdapter.checkConnection(ctx);
    const published = await ebayAdapter.publishListing(ctx, listing());
    expect(published.externalId).toMatch(/^\d+$/);
    expect(published.extra).toEqual({ offer_id: expect.any(String) });
    const ref = { externalId: published.externalId, sku: 'MUG-BLUE', channelFields: published.extra };
    await ebayAdapter.reviseListing(ctx, { ...listing({ title: 'Stoneware mug, deep blue' }), externalId: published.externalId, channelFields: { ...listing().channelFields, ...published.extra } });
    await ebayAdapter.setQuantity(ctx, ref, 3);
    await ebayAdapter.setPrice(ctx, ref, 2199, 'GBP');
    const held = sandbox.market('EBAY').listingBySku([...sandbox.market('EBAY').listings.values()][0]!.sellerId, 'MUG-BLUE')!;
    expect(held).toMatchObject({ id: published.externalId, title: 'Stoneware mug, deep blue', quantity: 3, price: 2199, status: 'ACTIVE' });
    const existing = await ebayAdapter.fetchListings(ctx, null);
    expect(existing.items).toEqual([expect.objectContaining({ externalId: published.externalId, sku: 'MUG-BLUE', quantity: 3, price: 2199 })]);
    await ebayAdapter.endListing(ctx, ref);
    expect(held.status).toBe('ENDED');
  });

  it('is refused with eBay\'s messages: a title over 80 characters, a missing category', async () => {
    expect(await failure(ebayAdapter.publishListing(ctx, listing({ sku: 'LONG', title: 'x'.repeat(81) })))).toMatchObject({ kind: 'validation', fields: [{ field: 'product.title', code: '25002' }] });
    expect(await failure(ebayAdapter.publishListing(ctx, listing({ sku: 'NOCAT', channelFields: { format: 'FIXED_PRICE' } })))).toMatchObject({ kind: 'validation', fields: [{ field: 'categoryId', code: '25005' }] });
  });

  it('pages through orders, sends tracking per line, and gets a new token when the old one expires', async () => {
    const market = sandbox.market('EBAY');
    await ebayAdapter.publishListing(ctx, listing({ sku: 'PLATE', quantity: 300 }));
    const placed = Array.from({ length: 205 }, () => market.placeOrder({ sku: 'PLATE', quantity: 1 }));
    expect(placed.every((o) => typeof o !== 'string')).toBe(true);
    const first = await ebayAdapter.fetchOrders(ctx, '2000-01-01T00:00:00.000Z|0');
    // getOrders' largest page.
    expect(first.items).toHaveLength(200);
    expect(first.more).toBe(true);
    const second = await ebayAdapter.fetchOrders(ctx, first.cursor);
    expect(second.items).toHaveLength(5);
    expect(second.more).toBe(false);
    const order = second.items[4]!;
    await ebayAdapter.sendShipment(ctx, { orderRef: order.orderRef, carrier: 'Royal Mail', trackingNumber: 'RM123456789GB', shippedAt: '2026-11-24T10:00:00.000Z', lines: order.lines.map((l) => ({ lineRef: l.lineRef, sku: l.sku, quantity: l.quantity })) });
    expect(market.orders.get(order.orderRef)!.shipments).toEqual([expect.objectContaining({ trackingNumber: 'RM123456789GB', carrier: 'Royal Mail' })]);
    market.expireToken(ctx.credentials.access_token!);
    expect(await failure(ebayAdapter.checkConnection(ctx))).toMatchObject({ kind: 'auth' });
    const refreshed = await ebayAdapter.refreshCredentials(ctx);
    await ebayAdapter.checkConnection({ ...ctx, credentials: { ...ctx.credentials, ...refreshed } });
  });
});

describe('eBay quantities in bulk', () => {
  it('sends up to 25 listings in one bulkUpdatePriceQuantity, item and offer together, and reads the refusal of one', async () => {
    const exchanges = fixture('bulk-update-partial');
    const outcome = await ebayAdapter.setQuantities!(contextWith(exchanges.fetch), [
      { ref: { externalId: '354812330001', sku: 'MUG-BLUE', channelFields: { offer_id: '7000000123' } }, quantity: 7 },
      { ref: { externalId: '354812330002', sku: 'MUG-GREEN', channelFields: { offer_id: '7000000124' } }, quantity: 0 },
      { ref: { externalId: '354812330003', sku: 'PLATE-RETIRED', channelFields: { offer_id: '7000000125' } }, quantity: 4 },
    ]);
    exchanges.done();
    expect(ebayAdapter.quantityBatchSize).toBe(25);
    expect(outcome.refused).toEqual([{ index: 2, error: expect.objectContaining({ kind: 'validation', fields: [{ field: '7000000125', code: '25713', message: 'This Offer is not available.' }] }) }]);
  });

  it('takes a 429 on the bulk call as a rate limit for the whole call', async () => {
    const limited = await failure(ebayAdapter.setQuantities!(contextWith(fixture('rate-limited').fetch), [{ ref: { externalId: '1', sku: 'MUG-BLUE', channelFields: { offer_id: '7000000123' } }, quantity: 3 }]));
    expect(limited).toMatchObject({ kind: 'rate_limit', retryAfterMs: 30_000 });
  });
});

describe('eBay bulk quantities against the sandbox marketplace', () => {
  let server: SandboxServer;
  let ctx: AdapterContext;

  beforeAll(async () => {
    server = await startSandboxServer();
    const base = server.baseUrl('EBAY');
    const code = (await consent(base)).get('code')!;
    ctx = contextWith(fetch, base, await ebayAdapter.exchangeCode!(contextWith(fetch, base, {}), code, 'Sellyard-RuName'));
  });
  afterAll(() => server.close());

  it('updates the live ones, refuses the withdrawn one alone, and finds the offer of a listing that did not keep its id', async () => {
    const refs = [];
    for (const sku of ['B-1', 'B-2', 'B-3']) {
      const published = await ebayAdapter.publishListing(ctx, listing({ sku, quantity: 1 }));
      refs.push({ externalId: published.externalId, sku, channelFields: published.extra });
    }
    await ebayAdapter.endListing(ctx, refs[1]!);
    const outcome = await ebayAdapter.setQuantities!(ctx, [
      { ref: refs[0]!, quantity: 11 }, { ref: refs[1]!, quantity: 12 }, { ref: { ...refs[2]!, channelFields: {} }, quantity: 13 },
    ]);
    expect(outcome.refused).toEqual([{ index: 1, error: expect.objectContaining({ kind: 'validation' }) }]);
    const market = server.sandbox.market('EBAY');
    const held = (sku: string) => [...market.listings.values()].find((l) => l.sku === sku)!;
    expect([held('B-1').quantity, held('B-2').quantity, held('B-3').quantity]).toEqual([11, 1, 13]);
  });
});
