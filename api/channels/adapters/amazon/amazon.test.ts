/**
 * The Amazon adapter against recorded exchanges (fixtures/, written from the SP-API references: Login with Amazon,
 * Listings Items 2021-08-01, Orders v0, Tokens 2021-03-01) and against the sandbox marketplace's Amazon module:
 * the requests it sends (paths, query, headers, bodies), what it makes of the answers, and each kind of error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../http.ts';
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, ListingPayload } from '../../types.ts';
import type { Sandbox } from '../../sandbox/index.ts';
import { consent, startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { loadExchanges, replay } from '../fixture-replay.ts';
import { amazonAdapter, amazonCondition, listingBody } from './index.ts';

const fixture = (name: string) => loadExchanges(import.meta.dirname, name);

const channel = { id: 'c1', accountId: 'a1', type: 'AMAZON' as const, name: 'Amazon UK', marketplace: 'A1F83G8C2ARO7P', shopDomain: null };
const LIVE = 'https://sellingpartnerapi-eu.amazon.com';
const contextWith = (fetchImpl: typeof fetch, baseUrl = LIVE, credentials: Record<string, string> = { access_token: 'Atza|IwEBIExampleAccessToken', refresh_token: 'Atzr|IwEBIExampleRefreshToken', selling_partner_id: 'A3EXAMPLESELLER' }): AdapterContext =>
  ({ channel, credentials, baseUrl, http: createHttpClient(baseUrl, fetchImpl) });
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);

const KITCHEN_ATTRIBUTES = {
  bullet_point: [{ value: 'Hand-thrown stoneware', language_tag: 'en_GB' }],
  item_type_keyword: [{ value: 'mugs' }],
  country_of_origin: [{ value: 'GB' }],
  supplier_declared_dg_hz_regulation: [{ value: 'not_applicable' }],
};

const listing = (over: Partial<ListingPayload> = {}): ListingPayload => ({
  listingId: 'l1', externalId: null, sku: 'MUG-BLUE', title: 'Stoneware mug, blue', description: 'A hand-thrown stoneware mug in a deep blue glaze, 350 ml.', price: 1999, currency: 'GBP', quantity: 7,
  // KITCHEN's required attributes (its published definition, recorded in the sandbox's amazon-product-types.ts).
  channelFields: { product_type: 'KITCHEN', fulfillment_channel: 'MFN', attributes: KITCHEN_ATTRIBUTES },
  product: { id: 'p1', sku: 'MUG-BLUE', barcode: '5012345678900', brand: 'Fieldcraft', weightGrams: 400, imageUrls: ['https://img.example/mug.jpg'] }, ...over,
});

describe('Amazon contract (recorded exchanges)', () => {
  it('puts the listing with its attributes, then reads its ASIN: the product page, and Amazon\'s warnings', async () => {
    const exchanges = replay(fixture('put-listing-accepted'));
    const published = await amazonAdapter.publishListing(contextWith(exchanges.fetch), listing());
    expect(exchanges.sent[0]!.headers.get('x-amz-access-token')).toBe('Atza|IwEBIExampleAccessToken');
    expect(exchanges.sent[0]!.headers.get('authorization')).toBeNull();
    expect(published).toEqual({
      externalId: 'B0C7XJ4Q2M', url: 'https://www.amazon.co.uk/dp/B0C7XJ4Q2M', extra: { product_type: 'KITCHEN', fulfillment_channel: 'MFN' },
      warnings: [{ code: '18027', message: 'bullet_point: Add at least 5 bullet points to help customers.' }],
    });
  });

  it('turns an INVALID submission into a validation error, attribute by attribute (warnings left out)', async () => {
    const refused = await failure(amazonAdapter.publishListing(contextWith(replay(fixture('put-listing-invalid')).fetch), listing()));
    expect(refused).toMatchObject({
      kind: 'validation',
      fields: [
        { field: 'brand', code: '90220', message: "'brand' is required but not supplied." },
        { field: 'item_name', code: '8560', message: expect.stringContaining('maximum is 200') },
      ],
    });
    expect(refused.fields).toHaveLength(2);
  });

  it('reads getOrders with a Restricted Data Token, the items of each order, and pages on with NextToken', async () => {
    const page = await amazonAdapter.fetchOrders(contextWith(replay(fixture('get-orders')).fetch), '2026-11-01T00:00:00.000Z||');
    expect(page.more).toBe(true);
    expect(page.cursor).toBe('2026-11-01T00:00:00.000Z|2YgYW55IGNhcm5hbCBwbGVhc3VyZS4|2026-11-20T09:46:12Z');
    expect(page.items).toEqual([{
      orderRef: '202-8140873-5031532', placedAt: '2026-11-20T09:14:03Z', paid: true, cancelled: false, currency: 'GBP', total: 4397, shippingPrice: 399,
      buyer: { name: 'Jane Smith', email: '0x2mb7w5kqyvyzc@marketplace.amazon.co.uk' },
      shippingAddress: { name: 'Jane Smith', line1: '4 Orchard Close', line2: null, city: 'York', region: 'North Yorkshire', postcode: 'YO1 7HH', country: 'GB', phone: '+44 7700 900123' },
      lines: [{ lineRef: '68828574383266', sku: 'MUG-BLUE', title: 'Stoneware mug, blue', quantity: 2, unitPrice: 1999, externalListingId: 'B0C7XJ4Q2M' }],
      url: 'https://sellercentral.amazon.co.uk/orders-v3/order/202-8140873-5031532',
    }]);
    // The next page is asked for by NextToken alone (Amazon ignores the other filters with it).
    const empty = [{ ...fixture('get-orders')[0]! }, { request: { method: 'GET', path: '/orders/v0/orders', query: { NextToken: '2YgYW55IGNhcm5hbCBwbGVhc3VyZS4' } }, response: { status: 200, body: { payload: { Orders: [] } } } }];
    const exchanges = replay(empty);
    const last = await amazonAdapter.fetchOrders(contextWith(exchanges.fetch), page.cursor);
    expect(exchanges.sent[1]!.url.searchParams.get('LastUpdatedAfter')).toBeNull();
    expect(last).toEqual({ items: [], cursor: '2026-11-20T09:46:12Z||', more: false });
  });

  it('confirms the shipment per package and order item, naming an unknown carrier as Other', async () => {
    await amazonAdapter.sendShipment(contextWith(replay(fixture('confirm-shipment')).fetch), {
      orderRef: '202-8140873-5031532', carrier: 'Acme Couriers', trackingNumber: 'AC123456789', shippedAt: '2026-11-24T10:00:00.000Z', lines: [{ lineRef: '68828574383266', sku: 'MUG-BLUE', quantity: 2 }],
    });
  });

  it('reads existing listings: live ones with price and quantity, and the page token', async () => {
    const page = await amazonAdapter.fetchListings(contextWith(replay(fixture('search-listings')).fetch), null);
    expect(page).toEqual({
      items: [{ externalId: 'B0C7XJ4Q2M', sku: 'MUG-BLUE', title: 'Stoneware mug, blue', price: 1999, currency: 'GBP', quantity: 7, status: 'ACTIVE', url: 'https://www.amazon.co.uk/dp/B0C7XJ4Q2M' }],
      cursor: 'xsdflkj324lkjsdlkj3423klkjsdfkljlk2j3klj2l3jkl', more: true,
    });
  });

  it('a 403 is an auth error, a 429 a rate limit with its Retry-After; a refused refresh stays auth', async () => {
    expect(await failure(amazonAdapter.checkConnection(contextWith(replay(fixture('unauthorized')).fetch)))).toMatchObject({ kind: 'auth', status: 403 });
    const limited = await failure(amazonAdapter.setQuantity(contextWith(replay(fixture('patch-quota-exceeded')).fetch), { externalId: 'B0C7XJ4Q2M', sku: 'MUG-BLUE', channelFields: { product_type: 'KITCHEN', fulfillment_channel: 'MFN' } }, 3));
    expect(limited).toMatchObject({ kind: 'rate_limit', retryAfterMs: 2000 });
    // Usually Amazon sends no Retry-After, only the operation's rate: getOrders' 0.0167/s is a minute's wait.
    const quiet = fixture('patch-quota-exceeded');
    quiet[0]!.response.headers = { 'x-amzn-ratelimit-limit': '0.0167' };
    const slowed = await failure(amazonAdapter.setQuantity(contextWith(replay(quiet).fetch), { externalId: 'B0C7XJ4Q2M', sku: 'MUG-BLUE', channelFields: { product_type: 'KITCHEN', fulfillment_channel: 'MFN' } }, 3));
    expect(slowed).toMatchObject({ kind: 'rate_limit', retryAfterMs: 59_881 });
    expect(await failure(amazonAdapter.refreshCredentials(contextWith(replay(fixture('lwa-invalid-grant')).fetch)))).toMatchObject({ kind: 'auth', message: expect.stringContaining('invalid_grant') });
  });

  it('refreshes at Login with Amazon (api.amazon.com), and asks for a token first when only the refresh token is stored', async () => {
    const refreshed = await amazonAdapter.refreshCredentials(contextWith(replay(fixture('lwa-refresh')).fetch));
    expect(refreshed).toMatchObject({ access_token: 'Atza|IwEBIExampleAccessToken', refresh_token: 'Atzr|IwEBIExampleRefreshToken', expires_at: expect.any(String) });
    const noAccess = contextWith(replay([]).fetch, LIVE, { refresh_token: 'Atzr|x', selling_partner_id: 'A3EXAMPLESELLER' });
    expect(await failure(amazonAdapter.checkConnection(noAccess))).toMatchObject({ kind: 'auth' });
  });

  it('leaves FBA listings\' quantity to Amazon', async () => {
    await amazonAdapter.setQuantity(contextWith(replay([]).fetch), { externalId: 'B0C7XJ4Q2M', sku: 'MUG-BLUE', channelFields: { product_type: 'KITCHEN', fulfillment_channel: 'AFN' } }, 3);
  });
});

describe('Amazon against the sandbox marketplace', () => {
  let server: SandboxServer;
  let sandbox: Sandbox;
  let base: string;
  let ctx: AdapterContext;
  let sellerId: string;

  beforeAll(async () => {
    server = await startSandboxServer();
    ({ sandbox } = server);
    base = server.baseUrl('AMAZON');
    // The consent page sends the code and the seller's id back, as Seller Central does.
    const back = await consent(base, 'https://app.example/settings/amazon-connect');
    sellerId = back.get('selling_partner_id')!;
    expect(sellerId).toMatch(/^A[0-9A-Z]{13}$/);
    const credentials = await amazonAdapter.exchangeCode!(contextWith(fetch, base, {}), back.get('code')!, 'https://app.example/settings/amazon-connect');
    ctx = contextWith(fetch, base, { ...credentials, selling_partner_id: sellerId });
  });
  afterAll(() => server.close());

  it('publishes, revises, pushes quantity and price, lists, and ends', async () => {
    await amazonAdapter.checkConnection(ctx);
    const published = await amazonAdapter.publishListing(ctx, listing());
    expect(published.externalId).toMatch(/^B0[0-9A-Z]{8}$/);
    expect(published.url).toBe(`https://www.amazon.co.uk/dp/${published.externalId}`);
    const ref = { externalId: published.externalId, sku: 'MUG-BLUE', channelFields: published.extra };
    const revised = await amazonAdapter.reviseListing(ctx, { ...listing({ title: 'Stoneware mug, deep blue' }), externalId: published.externalId });
    expect(revised.externalId).toBe(published.externalId);
    await amazonAdapter.setQuantity(ctx, ref, 3);
    await amazonAdapter.setPrice(ctx, ref, 2199, 'GBP');
    const held = sandbox.market('AMAZON').listingBySku(sellerId, 'MUG-BLUE')!;
    expect(held).toMatchObject({ id: published.externalId, title: 'Stoneware mug, deep blue', quantity: 3, price: 2199, status: 'ACTIVE' });
    const existing = await amazonAdapter.fetchListings(ctx, null);
    expect(existing.items).toEqual([expect.objectContaining({ externalId: published.externalId, sku: 'MUG-BLUE', quantity: 3, price: 2199, status: 'ACTIVE' })]);
    await amazonAdapter.endListing(ctx, ref);
    expect(held.status).toBe('ENDED');
    // Ending it again finds nothing to end: still ended, no error.
    await amazonAdapter.endListing(ctx, ref);
  });

  it('sells against an existing ASIN with the offer alone', async () => {
    const published = await amazonAdapter.publishListing(ctx, listing({ sku: 'MUG-GREEN', channelFields: { product_type: 'KITCHEN', asin: 'B0EXISTING' }, product: { ...listing().product, brand: null, barcode: null } }));
    expect(published.externalId).toBe('B0EXISTING');
    // Another seller offers the same ASIN: both offers stand, each at its own price.
    const other = sandbox.market('AMAZON').issueTokens();
    const theirs = { ...ctx, credentials: { access_token: other.accessToken, selling_partner_id: other.sellerId } };
    const second = await amazonAdapter.publishListing(theirs, listing({ sku: 'THEIR-MUG', price: 1799, channelFields: { product_type: 'KITCHEN', asin: 'B0EXISTING' } }));
    expect(second.externalId).toBe('B0EXISTING');
    expect(sandbox.market('AMAZON').listingBySku(sellerId, 'MUG-GREEN')).toMatchObject({ price: 1999, status: 'ACTIVE' });
    expect(sandbox.market('AMAZON').listingBySku(other.sellerId, 'THEIR-MUG')).toMatchObject({ price: 1799, status: 'ACTIVE' });
  });

  it('is refused with Amazon\'s issues: a title over 200 characters, no brand, a price of 0, another seller\'s path', async () => {
    const long = await failure(amazonAdapter.publishListing(ctx, listing({ sku: 'LONG', title: 'x'.repeat(201) })));
    expect(long).toMatchObject({ kind: 'validation', fields: [{ field: 'item_name', code: '8560' }] });
    const unbranded = await failure(amazonAdapter.publishListing(ctx, listing({ sku: 'NOBRAND', product: { ...listing().product, brand: null } })));
    expect(unbranded).toMatchObject({ kind: 'validation', fields: [{ field: 'brand', code: '90220' }] });
    const free = await failure(amazonAdapter.publishListing(ctx, listing({ sku: 'FREE', price: 0 })));
    expect(free).toMatchObject({ kind: 'validation', fields: [{ field: 'purchasable_offer' }] });
    expect(sandbox.market('AMAZON').listingBySku(sellerId, 'LONG')).toBeUndefined();
    const elsewhere = { ...ctx, credentials: { ...ctx.credentials, selling_partner_id: 'A1OTHERSELLER00' } };
    expect(await failure(amazonAdapter.checkConnection(elsewhere))).toMatchObject({ kind: 'auth', status: 403 });
  });

  it('pages through orders with NextToken, confirms shipment per item, and gets a new token when the old one expires', async () => {
    const market = sandbox.market('AMAZON');
    await amazonAdapter.publishListing(ctx, listing({ sku: 'PLATE', quantity: 200 }));
    const placed = Array.from({ length: 105 }, () => market.placeOrder({ sku: 'PLATE', quantity: 1 }));
    expect(placed.every((o) => typeof o !== 'string')).toBe(true);
    const first = await amazonAdapter.fetchOrders(ctx, '2000-01-01T00:00:00.000Z||');
    expect(first.items).toHaveLength(100);
    expect(first.more).toBe(true);
    expect(first.items[0]!.shippingAddress.line1).toBeTruthy();
    const second = await amazonAdapter.fetchOrders(ctx, first.cursor);
    expect(second.items).toHaveLength(5);
    expect(second.more).toBe(false);
    expect(new Set([...first.items, ...second.items].map((o) => o.orderRef)).size).toBe(105);
    // A NextToken Amazon no longer honours: the window is read again from its start.
    const stale = await amazonAdapter.fetchOrders(ctx, '2000-01-01T00:00:00.000Z|not-a-token|2000-01-01T00:00:00.000Z');
    expect(stale.items.map((o) => o.orderRef)).toEqual(first.items.map((o) => o.orderRef));
    const order = second.items[4]!;
    expect(order).toMatchObject({ paid: true, total: 1999 + 399, shippingPrice: 399, lines: [{ sku: 'PLATE', quantity: 1, unitPrice: 1999 }] });
    const shipment = { orderRef: order.orderRef, carrier: 'Royal Mail', trackingNumber: 'RM123456789GB', shippedAt: '2026-11-24T10:00:00.000Z', lines: order.lines.map((l) => ({ lineRef: l.lineRef, sku: l.sku, quantity: l.quantity })) };
    await amazonAdapter.sendShipment(ctx, shipment);
    // Sent twice (a retried job): still one package.
    await amazonAdapter.sendShipment(ctx, shipment);
    expect(market.orders.get(order.orderRef)!.shipments).toEqual([expect.objectContaining({ trackingNumber: 'RM123456789GB', carrier: 'Royal Mail' })]);
    // The next window starts at the newest change seen, inclusive: orders placed in that same millisecond come again
    // (however many), so read the window to its end before looking for the shipped one.
    const seenAfter: string[] = [];
    for (let cursor: string | null = second.cursor, more = true; more;) {
      const page = await amazonAdapter.fetchOrders(ctx, cursor);
      seenAfter.push(...page.items.map((o) => o.orderRef));
      cursor = page.cursor;
      more = page.more;
    }
    expect(seenAfter).toContain(order.orderRef);
    market.expireToken(ctx.credentials.access_token!);
    expect(await failure(amazonAdapter.checkConnection(ctx))).toMatchObject({ kind: 'auth' });
    const refreshed = await amazonAdapter.refreshCredentials(ctx);
    await amazonAdapter.checkConnection({ ...ctx, credentials: { ...ctx.credentials, ...refreshed } });
  });
});

describe('Amazon quantities in bulk: the JSON_LISTINGS_FEED', () => {
  const refs = (n: number, over: Record<string, unknown> = {}) => Array.from({ length: n }, (_, i) => ({
    ref: { externalId: `B0C7XJ4Q${String(i).padStart(2, '0')}`, sku: ['MUG-BLUE', 'MUG-GREEN', 'PLATE'][i] ?? `SKU-${i}`, channelFields: { product_type: 'KITCHEN', fulfillment_channel: 'MFN', ...over } },
    quantity: i === 1 ? 0 : 7,
  }));

  it('sends 20 or more quantities as one feed: the document, its upload (no SP-API token there), the feed; the outcome later', async () => {
    const exchanges = replay(fixture('quantity-feed'));
    const outcome = await amazonAdapter.setQuantities!(contextWith(exchanges.fetch), refs(25));
    exchanges.done();
    expect(outcome).toEqual({ refused: [], pending: { id: '50012019999', checkAfterSeconds: 30 } });
    const upload = exchanges.sent[1]!;
    expect(upload.headers.get('x-amz-access-token')).toBeNull();
    expect(upload.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(upload.json.messages).toHaveLength(25);
    expect(upload.json.messages[1]).toEqual({
      messageId: 2, sku: 'MUG-GREEN', operationType: 'PATCH', productType: 'KITCHEN',
      patches: [{ op: 'replace', path: '/attributes/fulfillment_availability', value: [{ fulfillment_channel_code: 'DEFAULT', quantity: 0 }] }],
    });
  });

  it('reads the processing report when the feed is done: its errors by SKU (warnings left out)', async () => {
    const exchanges = replay(fixture('quantity-feed-report'));
    const ctx = contextWith(exchanges.fetch);
    expect(await amazonAdapter.bulkOutcome!(ctx, { id: '50012019999', checkAfterSeconds: 30 })).toEqual({ done: false, checkAfterSeconds: 30 });
    const done = await amazonAdapter.bulkOutcome!(ctx, { id: '50012019999', checkAfterSeconds: 30 });
    exchanges.done();
    expect(done).toMatchObject({ done: true, refused: [{ sku: 'MUG-GREEN', error: { kind: 'validation', fields: [{ field: 'fulfillment_availability', code: '90244' }] } }] });
  });

  it('sends a few quantities by patchListingsItem, and none for FBA listings', async () => {
    const exchanges = replay([]);
    expect(await amazonAdapter.setQuantities!(contextWith(exchanges.fetch), refs(3, { fulfillment_channel: 'AFN' }))).toEqual({ refused: [] });
  });
});

describe('Amazon quantity feeds against the sandbox marketplace', () => {
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

  it('takes 30 quantities in one feed; the report refuses the unknown SKU alone, the others are applied once', async () => {
    const skus = Array.from({ length: 30 }, (_, i) => `FEED-${i}`);
    for (const sku of skus.slice(0, 29)) await amazonAdapter.publishListing(ctx, listing({ sku, quantity: 1 }));
    const outcome = await amazonAdapter.setQuantities!(ctx, skus.map((sku, i) => ({ ref: { externalId: sku, sku, channelFields: { product_type: 'KITCHEN' } }, quantity: 10 + i })));
    expect(outcome.refused).toEqual([]);
    expect(outcome.pending).toEqual({ id: expect.stringMatching(/^\d+$/), checkAfterSeconds: 30 });
    expect(await amazonAdapter.bulkOutcome!(ctx, outcome.pending!)).toEqual({ done: false, checkAfterSeconds: 30 });
    const done = await amazonAdapter.bulkOutcome!(ctx, outcome.pending!);
    expect(done).toMatchObject({ done: true, refused: [{ sku: 'FEED-29', error: { kind: 'validation', message: expect.stringContaining("SKU 'FEED-29' not found") } }] });
    const market = server.sandbox.market('AMAZON');
    for (const [i, sku] of skus.slice(0, 29).entries()) {
      const held = [...market.listings.values()].find((l) => l.sku === sku)!;
      expect(held.quantity).toBe(10 + i);
      // Made with its first quantity, then written once: by the feed.
      expect(market.quantityWrites.get(held.id)).toBe(1);
    }
  });
});

describe('Amazon condition', () => {
  const ctx = contextWith(fetch);
  const conditionOf = (over: Partial<ListingPayload>) => listingBody(ctx, listing(over)).attributes as Record<string, Array<{ value: unknown }>>;

  it("sends the product's condition in Amazon's words when the listing chooses none", () => {
    expect(conditionOf({}).condition_type![0]!.value).toBe('new_new');
    expect(conditionOf({ product: { ...listing().product, condition: 'USED' } }).condition_type![0]!.value).toBe('used_good');
    expect(conditionOf({ product: { ...listing().product, condition: 'REFURBISHED' } }).condition_type![0]!.value).toBe('refurbished_refurbished');
  });

  it("sends the listing's own grade and notes over the product's", () => {
    const attributes = conditionOf({ channelFields: { product_type: 'KITCHEN', condition: 'used_very_good', condition_note: '  A small chip on the handle.  ' }, product: { ...listing().product, condition: 'USED' } });
    expect(attributes.condition_type![0]!.value).toBe('used_very_good');
    expect(attributes.condition_note![0]!.value).toBe('A small chip on the handle.');
    expect(amazonCondition(undefined, null)).toBe('new_new');
  });
});
