/**
 * The Wish adapter against recorded exchanges (fixtures/, written from the Merchant API v3 reference: the
 * `{code, message, data}` envelope, products with variations, orders, OAuth) and against the sandbox
 * marketplace's Wish module: listing life, Wish's refusals on the parameter they name, orders paged by
 * updated_at (many at the same instant), tracking, token refresh.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../http.ts';
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, ListingPayload } from '../../types.ts';
import type { Sandbox } from '../../sandbox/index.ts';
import { consent, startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { loadExchanges, replay } from '../fixture-replay.ts';
import { wishAdapter } from './index.ts';

const fixture = (name: string) => loadExchanges(import.meta.dirname, name);

const channel = { id: 'c1', accountId: 'a1', type: 'WISH' as const, name: 'Fieldcraft on Wish', marketplace: null, shopDomain: null };
const contextWith = (fetchImpl: typeof fetch, baseUrl = 'https://merchant.wish.com', credentials: Record<string, string> = { access_token: 'a8f3e61c2b9d4e07b5c1d3e5f7a9b0c2' }): AdapterContext =>
  ({ channel, credentials, baseUrl, http: createHttpClient(baseUrl, fetchImpl) });
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);

const listing = (over: Partial<ListingPayload> = {}): ListingPayload => ({
  listingId: 'l1', externalId: null, sku: 'MUG-ENAMEL', title: 'Enamel camping mug', description: 'A 350 ml enamel mug with a rolled steel rim.', price: 850, currency: 'GBP', quantity: 40,
  channelFields: { parent_sku: 'MUG-ENAMEL-PARENT', tags: ['mug', 'camping', 'enamel'], enabled: true },
  product: { id: 'p1', sku: 'MUG-ENAMEL', barcode: '5012345678900', brand: null, weightGrams: 300, imageUrls: ['https://img.example/mug.jpg', 'https://img.example/mug-side.jpg'] }, ...over,
});

describe('Wish contract (recorded exchanges)', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('reads the orders list into normalised orders: one line each, unit price, paid only once released as APPROVED', async () => {
    const exchanges = replay(fixture('list-orders'));
    const page = await wishAdapter.fetchOrders(contextWith(exchanges.fetch), '2026-11-20T00:00:00.000Z|');
    expect(exchanges.sent[0]!.headers.get('authorization')).toBe('Bearer a8f3e61c2b9d4e07b5c1d3e5f7a9b0c2');
    expect(page).toMatchObject({ more: false, cursor: '2026-11-21T09:30:00.000Z|6740a1f2c3d4e5f601234568' });
    expect(page.items).toEqual([
      expect.objectContaining({
        orderRef: '6740a1f2c3d4e5f601234567', paid: true, cancelled: false, currency: 'GBP', total: 1899, shippingPrice: 199, buyer: { name: 'Tomasz Nowak', email: null },
        shippingAddress: expect.objectContaining({ line1: '27 Canal Road', city: 'Manchester', region: 'Greater Manchester', postcode: 'M4 6DE', country: 'GB', phone: '7700900123' }),
        lines: [{ lineRef: '6740a1f2c3d4e5f601234567', sku: 'MUG-ENAMEL', title: 'Enamel camping mug', quantity: 2, unitPrice: 850, externalListingId: '65f0c1d2e3f4a5b6c7d8e9f0' }],
      }),
      expect.objectContaining({ orderRef: '6740a1f2c3d4e5f601234568', paid: false, total: 1049 }),
    ]);
  });

  it('creates a product with its one variation, keeps the variation id for later calls, and knows Wish reviews it first', async () => {
    const published = await wishAdapter.publishListing(contextWith(replay(fixture('create-product')).fetch), listing());
    expect(published).toEqual({
      externalId: '65f0c1d2e3f4a5b6c7d8e9f0', url: 'https://www.wish.com/product/65f0c1d2e3f4a5b6c7d8e9f0',
      extra: { variation_id: '65f0c1d2e3f4a5b6c7d8e9f1', review_request_id: '66a0f1e2d3c4b5a697887766' },
      review: { message: expect.stringContaining('Wish is reviewing the product') },
    });
  });

  it('turns Wish\'s {code, message} into a validation error on the parameter the message names', async () => {
    const refused = await failure(wishAdapter.publishListing(contextWith(replay(fixture('too-many-tags')).fetch), listing()));
    expect(refused).toMatchObject({ kind: 'validation', status: 400, fields: [{ field: 'tags', code: '1000', message: expect.stringContaining('at most 10 tags') }] });
  });

  it('a 401 is an auth error; a 429 a rate limit until Wish-Rate-Limit-Reset', async () => {
    expect(await failure(wishAdapter.checkConnection(contextWith(replay(fixture('invalid-token')).fetch)))).toMatchObject({ kind: 'auth', status: 401 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00.000Z'));
    const limited = await failure(wishAdapter.setQuantity(contextWith(replay(fixture('rate-limited')).fetch), { externalId: '65f0c1d2e3f4a5b6c7d8e9f0', sku: 'MUG-ENAMEL', channelFields: { variation_id: '65f0c1d2e3f4a5b6c7d8e9f1' } }, 3));
    expect(limited).toMatchObject({ kind: 'rate_limit', status: 429, retryAfterMs: 45_000 });
  });

  it('exchanges an authorisation code for the tokens and the merchant id', async () => {
    const credentials = await wishAdapter.exchangeCode!(contextWith(replay(fixture('token-exchange')).fetch, 'https://merchant.wish.com', {}), '4c7d9e2a1b3f', 'https://app.example/settings/wish-connect');
    expect(credentials).toEqual({ access_token: 'a8f3e61c2b9d4e07b5c1d3e5f7a9b0c2', refresh_token: 'b9e4f72d3cae5f18c6d2e4f6a8b0c1d3', merchant_id: '5d30f60e0a6fc464f4f3aa01', expires_at: '2026-12-24T10:00:00.000+00:00' });
  });
});

describe('Wish against the sandbox marketplace', () => {
  let server: SandboxServer;
  let sandbox: Sandbox;
  let base: string;
  let ctx: AdapterContext;

  beforeAll(async () => {
    server = await startSandboxServer();
    ({ sandbox } = server);
    base = server.baseUrl('WISH');
    const code = (await consent(base, 'https://app.example/settings/wish-connect')).get('code')!;
    const credentials = await wishAdapter.exchangeCode!(contextWith(fetch, base, {}), code, 'https://app.example/settings/wish-connect');
    expect(credentials.merchant_id).toBeTruthy();
    ctx = contextWith(fetch, base, credentials);
  });
  afterAll(() => server.close());

  it('publishes, revises, pushes quantity and price, lists, and ends', async () => {
    await wishAdapter.checkConnection(ctx);
    const published = await wishAdapter.publishListing(ctx, listing());
    expect(published.externalId).toMatch(/^[0-9a-f]{24}$/);
    expect(published.extra).toEqual({ variation_id: expect.stringMatching(/^[0-9a-f]{24}$/), review_request_id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const held = sandbox.market('WISH').listings.get(published.externalId)!;
    // Not for sale until Wish's review approves it.
    expect(held).toMatchObject({ sku: 'MUG-ENAMEL', quantity: 40, price: 850, status: 'INACTIVE', attributes: expect.objectContaining({ parent_sku: 'MUG-ENAMEL-PARENT', tags: ['mug', 'camping', 'enamel'] }) });
    const ref = { externalId: published.externalId, sku: 'MUG-ENAMEL', channelFields: published.extra };
    expect(await wishAdapter.checkListingReview!(ctx, ref)).toEqual({ status: 'APPROVED' });
    expect(held.status).toBe('ACTIVE');
    await wishAdapter.reviseListing(ctx, { ...listing({ title: 'Enamel camping mug, 350 ml' }), externalId: published.externalId, channelFields: { ...listing().channelFields, ...published.extra } });
    await wishAdapter.setQuantity(ctx, ref, 3);
    await wishAdapter.setPrice(ctx, ref, 999, 'GBP');
    expect(held).toMatchObject({ title: 'Enamel camping mug, 350 ml', quantity: 3, price: 999, status: 'ACTIVE' });
    const existing = await wishAdapter.fetchListings(ctx, null);
    expect(existing.items).toEqual([expect.objectContaining({ externalId: published.externalId, sku: 'MUG-ENAMEL', quantity: 3, price: 999 })]);
    await wishAdapter.endListing(ctx, ref);
    expect(held.status).toBe('INACTIVE');
    expect((await wishAdapter.fetchListings(ctx, null)).items).toEqual([]);
  });

  it('publishing again after a lost answer updates the product that holds the parent SKU, never a second one', async () => {
    const market = sandbox.market('WISH');
    const first = await wishAdapter.publishListing(ctx, listing({ sku: 'JUG-1', channelFields: { parent_sku: 'JUG', tags: ['jug'] } }));
    const again = await wishAdapter.publishListing(ctx, listing({ sku: 'JUG-1', quantity: 12, channelFields: { parent_sku: 'JUG', tags: ['jug'] } }));
    expect(again.externalId).toBe(first.externalId);
    expect([...market.listings.values()].filter((l) => l.sku === 'JUG-1')).toEqual([expect.objectContaining({ quantity: 12 })]);
  });

  it('is refused with Wish\'s messages, on the parameter they name', async () => {
    const tags = Array.from({ length: 11 }, (_, i) => `tag${i}`);
    expect(await failure(wishAdapter.publishListing(ctx, listing({ sku: 'TAGS', channelFields: { parent_sku: 'TAGS', tags } })))).toMatchObject({ kind: 'validation', fields: [{ field: 'tags', code: '1000' }] });
    expect(await failure(wishAdapter.publishListing(ctx, listing({ sku: 'NOPIC', channelFields: { parent_sku: 'NOPIC', tags: ['x'] }, product: { ...listing().product, imageUrls: [] } })))).toMatchObject({ kind: 'validation', fields: [{ field: 'main_image' }] });
    expect(await failure(wishAdapter.publishListing(ctx, listing({ sku: 'FREE', price: 0, channelFields: { parent_sku: 'FREE', tags: ['x'] } })))).toMatchObject({ kind: 'validation', fields: [{ field: 'variations.price' }] });
  });

  it('pages through orders changed at the same instant without losing or repeating one, ships, and refreshes an expired token', async () => {
    const market = sandbox.market('WISH');
    const plate = await wishAdapter.publishListing(ctx, listing({ sku: 'PLATE', quantity: 500, channelFields: { parent_sku: 'PLATE', tags: ['plate'] } }));
    expect(await wishAdapter.checkListingReview!(ctx, { externalId: plate.externalId, sku: 'PLATE', channelFields: plate.extra })).toEqual({ status: 'APPROVED' });
    const placed = Array.from({ length: 120 }, () => market.placeOrder({ sku: 'PLATE', quantity: 1 }));
    expect(placed.every((o) => typeof o !== 'string')).toBe(true);
    const read: string[] = [];
    let cursor: string | null = '2000-01-01T00:00:00.000Z|';
    let more = true;
    for (let pages = 0; more && pages < 10; pages += 1) {
      const page = await wishAdapter.fetchOrders(ctx, cursor);
      read.push(...page.items.map((o) => o.orderRef));
      ({ cursor, more } = page);
    }
    expect(read).toHaveLength(120);
    expect(new Set(read).size).toBe(120);
    expect((await wishAdapter.fetchOrders(ctx, cursor)).items).toEqual([]);
    const order = (await wishAdapter.fetchOrders(ctx, '2000-01-01T00:00:00.000Z|')).items[0]!;
    expect(order).toMatchObject({ paid: true, total: 850 + 399, lines: [expect.objectContaining({ sku: 'PLATE', quantity: 1, unitPrice: 850 })] });
    await wishAdapter.sendShipment(ctx, { orderRef: order.orderRef, carrier: 'RoyalMail', trackingNumber: 'RM123456789GB', shippedAt: '2026-11-24T10:00:00.000Z', lines: order.lines.map((l) => ({ lineRef: l.lineRef, sku: l.sku, quantity: l.quantity })) });
    expect(market.orders.get(order.orderRef)).toMatchObject({ status: 'SHIPPED', shipments: [expect.objectContaining({ trackingNumber: 'RM123456789GB', carrier: 'RoyalMail' })] });
    market.expireToken(ctx.credentials.access_token!);
    expect(await failure(wishAdapter.checkConnection(ctx))).toMatchObject({ kind: 'auth', status: 401 });
    const refreshed = await wishAdapter.refreshCredentials(ctx);
    await wishAdapter.checkConnection({ ...ctx, credentials: { ...ctx.credentials, ...refreshed } });
  });
});
