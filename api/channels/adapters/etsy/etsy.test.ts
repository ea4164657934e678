/**
 * The Etsy adapter against recorded exchanges (fixtures/, written from Etsy's Open API v3 reference: requests in
 * order, form and JSON bodies, responses) and against the sandbox marketplace's Etsy module: OAuth with PKCE,
 * listing life, Etsy's refusals field by field, receipts paged by offset, tracking, token refresh.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../http.ts';
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, ListingPayload } from '../../types.ts';
import type { Sandbox } from '../../sandbox/index.ts';
import { consent, startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { loadExchanges, replay } from '../fixture-replay.ts';
import { etsyAdapter } from './index.ts';

const fixture = (name: string) => loadExchanges(import.meta.dirname, name);

const channel = { id: 'c1', accountId: 'a1', type: 'ETSY' as const, name: 'Fieldcraft on Etsy', marketplace: null, shopDomain: null };
const contextWith = (fetchImpl: typeof fetch, baseUrl = 'https://api.etsy.com', credentials: Record<string, string> = { access_token: '12345678.aQ3vN8xLk2Pz', shop_id: '87654321' }): AdapterContext =>
  ({ channel, credentials, baseUrl, http: createHttpClient(baseUrl, fetchImpl) });
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);

const listing = (over: Partial<ListingPayload> = {}): ListingPayload => ({
  listingId: 'l1', externalId: null, sku: 'MUG-BLUE', title: 'Hand-thrown stoneware mug, blue glaze', description: 'A hand-thrown stoneware mug in a deep blue glaze, 350 ml.', price: 1999, currency: 'GBP', quantity: 7,
  channelFields: { who_made: 'i_did', when_made: 'made_to_order', taxonomy_id: 1049, tags: ['stoneware', 'mug', 'handmade'], materials: ['stoneware', 'glaze'], is_supply: false },
  product: { id: 'p1', sku: 'MUG-BLUE', barcode: null, brand: 'Fieldcraft', weightGrams: 400, imageUrls: ['https://img.example/mug.jpg'] }, ...over,
});

describe('Etsy contract (recorded exchanges)', () => {
  it('reads getShopReceipts into normalised orders: Money to minor units, per-unit prices, buyer, address, paid', async () => {
    const exchanges = replay(fixture('get-shop-receipts'));
    const page = await etsyAdapter.fetchOrders(contextWith(exchanges.fetch), '1763942400|0');
    const headers = exchanges.sent[0]!.headers;
    expect(headers.get('authorization')).toBe('Bearer 12345678.aQ3vN8xLk2Pz');
    expect(headers.get('x-api-key')).toBe('sellyard-demo');
    expect(page).toMatchObject({ more: false, cursor: '1763989200|0' });
    expect(page.items).toEqual([expect.objectContaining({
      orderRef: '3145926535', paid: true, cancelled: false, currency: 'GBP', total: 4897, shippingPrice: 399,
      buyer: { name: 'Rhian Hughes', email: 'r.hughes@example.com' },
      shippingAddress: expect.objectContaining({ line1: '9 Bridge Street', line2: 'Flat 2', city: 'Cardiff', postcode: 'CF10 1AB', country: 'GB' }),
      lines: [
        { lineRef: '4011223344', sku: 'MUG-BLUE', title: 'Hand-thrown stoneware mug, blue glaze', quantity: 2, unitPrice: 1999, externalListingId: '1734282181' },
        { lineRef: '4011223345', sku: 'TOWEL-LINEN', title: 'Linen tea towel', quantity: 1, unitPrice: 500, externalListingId: '1734282999' },
      ],
    })]);
  });

  it('publishes as Etsy wants: a form-encoded draft (at least 1), the inventory with the SKU and real quantity, then active', async () => {
    const published = await etsyAdapter.publishListing(contextWith(replay(fixture('create-draft-listing')).fetch), listing({ quantity: 0 }));
    expect(published).toEqual({ externalId: '1734282181', url: 'https://www.etsy.com/listing/1734282181/hand-thrown-stoneware-mug-blue-glaze' });
  });

  it('turns Etsy\'s {"error"} into a validation error on the parameter it names', async () => {
    const refused = await failure(etsyAdapter.publishListing(contextWith(replay(fixture('too-many-tags')).fetch), listing()));
    expect(refused).toMatchObject({ kind: 'validation', status: 400, fields: [{ field: 'tags', code: 'etsy_400', message: expect.stringContaining('at most 13 tags') }] });
  });

  it('a 401 is an auth error, a 429 a rate limit with the Retry-After Etsy sent', async () => {
    expect(await failure(etsyAdapter.checkConnection(contextWith(replay(fixture('invalid-token')).fetch)))).toMatchObject({ kind: 'auth', status: 401 });
    const limited = await failure(etsyAdapter.setQuantity(contextWith(replay(fixture('rate-limited')).fetch), { externalId: '1734282181', sku: 'MUG-BLUE' }, 3));
    expect(limited).toMatchObject({ kind: 'rate_limit', retryAfterMs: 12_000 });
  });

  it('exchanges a code with its PKCE verifier and keeps the shop id getMe names', async () => {
    const credentials = await etsyAdapter.exchangeCode!(contextWith(replay(fixture('token-exchange')).fetch, 'https://api.etsy.com', {}), 'sFq2x9Lr-code-from-etsy-consent-7Hk3', 'https://app.example/settings/etsy-connect', 'k3J9fQ2mX7pL0vR4tY8wZ1bN6cV5hG2sD9aE3uI7oP0');
    expect(credentials).toEqual({ access_token: '12345678.aQ3vN8xLk2Pz-Fd7Ry0Tm5Wc', refresh_token: '12345678.rB6yH1jK9sQ4-Gn2Xe8Ua3Lp', shop_id: '87654321', user_id: '12345678' });
  });
});

describe('Etsy against the sandbox marketplace', () => {
  let server: SandboxServer;
  let sandbox: Sandbox;
  let base: string;
  let ctx: AdapterContext;
  const redirect = 'https://app.example/settings/etsy-connect';

  /** The consent page's code for a PKCE challenge of `verifier`. */
  async function pkceConsent(verifier: string): Promise<string> {
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    return (await consent(base, redirect, { code_challenge: challenge, code_challenge_method: 'S256' })).get('code')!;
  }

  beforeAll(async () => {
    server = await startSandboxServer();
    ({ sandbox } = server);
    base = server.baseUrl('ETSY');
    const verifier = randomBytes(32).toString('base64url');
    const credentials = await etsyAdapter.exchangeCode!(contextWith(fetch, base, {}), await pkceConsent(verifier), redirect, verifier);
    expect(credentials.shop_id).toMatch(/^\d{8}$/);
    ctx = contextWith(fetch, base, credentials);
  });
  afterAll(() => server.close());

  it('refuses a code without its PKCE verifier, or with another', async () => {
    const verifier = randomBytes(32).toString('base64url');
    expect(await failure(etsyAdapter.exchangeCode!(contextWith(fetch, base, {}), await pkceConsent(verifier), redirect, randomBytes(32).toString('base64url')))).toMatchObject({ kind: 'auth', message: expect.stringContaining('invalid_grant') });
    expect(await failure(etsyAdapter.exchangeCode!(contextWith(fetch, base, {}), await pkceConsent(verifier), redirect))).toMatchObject({ kind: 'auth' });
  });

  it('publishes, revises, pushes quantity and price, lists, and ends', async () => {
    await etsyAdapter.checkConnection(ctx);
    const published = await etsyAdapter.publishListing(ctx, listing());
    expect(published.externalId).toMatch(/^\d+$/);
    expect(published.url).toBe(`https://www.etsy.com/listing/${published.externalId}`);
    const market = sandbox.market('ETSY');
    const held = market.listings.get(published.externalId)!;
    expect(held).toMatchObject({ sku: 'MUG-BLUE', quantity: 7, price: 1999, status: 'ACTIVE', attributes: expect.objectContaining({ tags: ['stoneware', 'mug', 'handmade'], who_made: 'i_did', taxonomy_id: 1049 }) });
    const ref = { externalId: published.externalId, sku: 'MUG-BLUE' };
    await etsyAdapter.reviseListing(ctx, { ...listing({ title: 'Hand-thrown stoneware mug, deep blue' }), externalId: published.externalId });
    await etsyAdapter.setQuantity(ctx, ref, 3);
    await etsyAdapter.setPrice(ctx, ref, 2199, 'GBP');
    expect(held).toMatchObject({ title: 'Hand-thrown stoneware mug, deep blue', quantity: 3, price: 2199, status: 'ACTIVE' });
    const existing = await etsyAdapter.fetchListings(ctx, null);
    expect(existing.items).toEqual([expect.objectContaining({ externalId: published.externalId, sku: 'MUG-BLUE', quantity: 3, price: 2199, status: 'ACTIVE' })]);
    await etsyAdapter.endListing(ctx, ref);
    expect(held.status).toBe('INACTIVE');
    expect((await etsyAdapter.fetchListings(ctx, null)).items).toEqual([]);
  });

  it('finishes a half-done publish on its draft instead of making a second listing', async () => {
    const market = sandbox.market('ETSY');
    const before = market.listings.size;
    // The inventory call fails once (the draft exists by then): the retried publish reuses the draft.
    market.addFault({ status: 503, pathContains: '/inventory', remaining: 1 });
    expect(await failure(etsyAdapter.publishListing(ctx, listing({ sku: 'JUG-1' })))).toMatchObject({ kind: 'transient' });
    await etsyAdapter.publishListing(ctx, listing({ sku: 'JUG-1' }));
    // The draft had no SKU yet: the retry found it by its title.
    expect(market.listings.size - before).toBe(1);
    expect([...market.listings.values()].filter((l) => l.sku === 'JUG-1' && l.status === 'ACTIVE')).toHaveLength(1);
  });

  it('is refused with Etsy\'s messages, on the field they name', async () => {
    expect(await failure(etsyAdapter.publishListing(ctx, listing({ sku: 'LONG', title: 'x'.repeat(141) })))).toMatchObject({ kind: 'validation', fields: [{ field: 'title', message: expect.stringContaining('140 characters') }] });
    const tags = Array.from({ length: 14 }, (_, i) => `tag ${i}`);
    expect(await failure(etsyAdapter.publishListing(ctx, listing({ sku: 'TAGS', channelFields: { ...listing().channelFields, tags } })))).toMatchObject({ kind: 'validation', fields: [{ field: 'tags', message: expect.stringContaining('at most 13 tags') }] });
    expect(await failure(etsyAdapter.publishListing(ctx, listing({ sku: 'WHO', channelFields: { when_made: 'made_to_order', taxonomy_id: 1049 } })))).toMatchObject({ kind: 'validation', fields: [{ field: 'who_made' }] });
    expect(await failure(etsyAdapter.publishListing(ctx, listing({ sku: 'CAT', channelFields: { who_made: 'i_did', when_made: 'made_to_order' } })))).toMatchObject({ kind: 'validation', fields: [{ field: 'taxonomy_id' }] });
    expect(await failure(etsyAdapter.publishListing(ctx, listing({ sku: 'FREE', price: 10 })))).toMatchObject({ kind: 'validation', fields: [{ field: 'price' }] });
  });

  it('pages through receipts, sends tracking, and gets a new token when the old one expires', async () => {
    const market = sandbox.market('ETSY');
    await etsyAdapter.publishListing(ctx, listing({ sku: 'PLATE', quantity: 500 }));
    const placed = Array.from({ length: 105 }, () => market.placeOrder({ sku: 'PLATE', quantity: 1 }));
    expect(placed.every((o) => typeof o !== 'string')).toBe(true);
    const first = await etsyAdapter.fetchOrders(ctx, '946684800|0');
    expect(first.items).toHaveLength(100);
    expect(first.more).toBe(true);
    const second = await etsyAdapter.fetchOrders(ctx, first.cursor);
    expect(second.items).toHaveLength(5);
    expect(second.more).toBe(false);
    const ids = new Set([...first.items, ...second.items].map((o) => o.orderRef));
    expect(ids.size).toBe(105);
    const order = second.items[4]!;
    expect(order).toMatchObject({ paid: true, total: 1999 + 399, lines: [expect.objectContaining({ sku: 'PLATE', quantity: 1, unitPrice: 1999 })] });
    await etsyAdapter.sendShipment(ctx, { orderRef: order.orderRef, carrier: 'royal-mail', trackingNumber: 'RM123456789GB', shippedAt: '2026-11-24T10:00:00.000Z', lines: order.lines.map((l) => ({ lineRef: l.lineRef, sku: l.sku, quantity: l.quantity })) });
    expect(market.orders.get(order.orderRef)).toMatchObject({ status: 'SHIPPED', shipments: [expect.objectContaining({ trackingNumber: 'RM123456789GB', carrier: 'royal-mail' })] });
    market.expireToken(ctx.credentials.access_token!);
    expect(await failure(etsyAdapter.checkConnection(ctx))).toMatchObject({ kind: 'auth', status: 401 });
    const refreshed = await etsyAdapter.refreshCredentials(ctx);
    await etsyAdapter.checkConnection({ ...ctx, credentials: { ...ctx.credentials, ...refreshed } });
  });

  it('will not act for a shop the token does not belong to', async () => {
    const other = sandbox.market('ETSY').issueTokens();
    const stranger = contextWith(fetch, base, { access_token: other.accessToken, shop_id: ctx.credentials.shop_id! });
    expect(await failure(etsyAdapter.fetchOrders(stranger, null))).toMatchObject({ kind: 'auth', status: 403 });
  });
});
