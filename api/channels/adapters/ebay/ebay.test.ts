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
import { sandboxBlock } from '../../../../tests/helpers/sandbox-block.ts';
import { ebayAdapter, ensureLocation, headers, listingPolicies, readEbayErrors } from './index.ts';
import { signatureHeaders } from './signature.ts';

const fixture = (name: string) => replay(loadExchanges(import.meta.dirname, name));

const channel = { id: 'c1', accountId: 'a1', type: 'EBAY' as const, name: 'eBay UK', marketplace: 'EBAY_GB', shopDomain: null };
const contextWith = (fetchImpl: typeof fetch, baseUrl = 'https://api.ebay.com', credentials: Record<string, string> = { access_token: 'v^1.1#i^1#token' }): AdapterContext =>
  ({ channel, credentials, baseUrl, http: createHttpClient(baseUrl, fetchImpl) });
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);

const listing = (over: Partial<ListingPayload> = {}): ListingPayload => ({
  listingId: 'l1', externalId: null, sku: 'MUG-BLUE', title: 'Stoneware mug, blue', description: 'A hand-thrown stoneware mug in a deep blue glaze, 350 ml.', price: 1999, currency: 'GBP', quantity: 7,
  channelFields: { category_id: '20635', format: 'FIXED_PRICE', condition: 'NEW', aspects: { Colour: ['Blue'] } },
  product: { id: 'p1', sku: 'MUG-BLUE', barcode: '5012345678900', brand: 'Fieldcraft', weightGrams: 400, imageUrls: ['https://img.example/mug.jpg'] },
  shipsFrom: { code: 'MAIN', name: 'Main warehouse', address: { line1: '4 Mill Lane', city: 'Leeds', postcode: 'LS9 8AB', country: 'GB' } }, ...over,
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

describe('eBay Taxonomy contract (recorded exchanges)', () => {
  it('finds categories for words with an application token: the leaf, its path from the top, the root left out', async () => {
    const exchanges = fixture('category-suggestions');
    const found = await ebayAdapter.categories!.suggest(contextWith(exchanges.fetch, 'https://api.ebay.com', {}), 'lambswool jumper');
    expect(found).toEqual([{ id: '11484', name: 'Jumpers & Cardigans', path: ['Clothes, Shoes & Accessories', "Men's Clothing"] }]);
    // The seller's token is not needed (none was given): the client credentials grant's is sent.
    expect(exchanges.sent[0]!.headers.get('authorization')).toMatch(/^Basic /);
    // The token and the tree id are kept: the next search is one call, and eBay's refusal names its field.
    const refused = await failure(ebayAdapter.categories!.suggest(contextWith(exchanges.fetch, 'https://api.ebay.com', {}), '??'));
    exchanges.done();
    expect(refused).toMatchObject({ kind: 'validation', fields: [{ field: 'q', code: '62006' }] });
  });

  it('reads a category\'s aspects: required first, then recommended, then optional; modes, cardinality, values', async () => {
    const exchanges = fixture('item-aspects');
    const aspects = await ebayAdapter.categories!.aspects(contextWith(exchanges.fetch, 'https://api.sandbox.ebay.com', {}), '11484');
    exchanges.done();
    expect(aspects.map((a) => a.name)).toEqual(['Brand', 'Size', 'Neckline', 'Material', 'Pattern']);
    expect(aspects[0]).toEqual({ name: 'Brand', required: true, recommended: false, mode: 'FREE_TEXT', multiple: false, forVariations: false, maxLength: 65, values: ['Unbranded'] });
    expect(aspects[1]).toMatchObject({ name: 'Size', forVariations: true, values: ['M', 'L'] });
    expect(aspects[2]).toMatchObject({ name: 'Neckline', required: false, recommended: true, mode: 'SELECTION_ONLY', values: ['Crew Neck', 'V-Neck'] });
    expect(aspects[3]).toMatchObject({ name: 'Material', multiple: true, values: ['Lambswool'] });
    expect(aspects[4]).toMatchObject({ name: 'Pattern', required: false, recommended: false, values: [], maxLength: 65 });
  });
});

/** A seller connected to the sandbox's eBay through its consent page and the adapter's code exchange. */
async function connectEbay(base: string): Promise<AdapterContext> {
  const code = (await consent(base)).get('code')!;
  return contextWith(fetch, base, await ebayAdapter.exchangeCode!(contextWith(fetch, base, {}), code, 'Sellyard-RuName'));
}

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

  it('finds the sandbox\'s recorded categories and aspects; publishOffer refuses a missing required item specific', async () => {
    const suggested = await ebayAdapter.categories!.suggest(ctx, 'merino beanie');
    expect(suggested[0]).toEqual({ id: '52365', name: 'Hats', path: ['Clothes, Shoes & Accessories', "Men's Accessories"] });
    const aspects = await ebayAdapter.categories!.aspects(ctx, '52365');
    expect(aspects.filter((a) => a.required).map((a) => a.name)).toEqual(['Brand', 'Department', 'Style']);
    // The Taxonomy API takes an application token, not the seller's.
    const withSellerToken = await ctx.http.send({ method: 'GET', url: '/commerce/taxonomy/v1/get_default_category_tree_id', headers: headers(ctx), query: { marketplace_id: 'EBAY_GB' } }).then(() => null, (error: ChannelError) => error);
    expect(withSellerToken).toMatchObject({ kind: 'auth', status: 401 });
    const hat = listing({ sku: 'HAT', title: 'Merino beanie', channelFields: { category_id: '52365', format: 'FIXED_PRICE', condition: 'NEW', aspects: { Department: ['Unisex Adults'] } } });
    // Brand comes from the product; Style is missing.
    expect(await failure(ebayAdapter.publishListing(ctx, hat))).toMatchObject({ kind: 'validation', fields: [{ field: 'product.aspects.Style', code: '25002', message: expect.stringContaining('The item specific Style is missing. Add Style to this listing') }] });
    const published = await ebayAdapter.publishListing(ctx, { ...hat, channelFields: { ...hat.channelFields, aspects: { Department: ['Unisex Adults'], Style: ['Beanie'] } } });
    expect(published.externalId).toMatch(/^\d+$/);
  });

  it('is refused with eBay\'s messages: a title over 80 characters, a missing category', async () => {
    expect(await failure(ebayAdapter.publishListing(ctx, listing({ sku: 'LONG', title: 'x'.repeat(81) })))).toMatchObject({ kind: 'validation', fields: [{ field: 'product.title', code: '25002' }] });
    expect(await failure(ebayAdapter.publishListing(ctx, listing({ sku: 'NOCAT', channelFields: { format: 'FIXED_PRICE' } })))).toMatchObject({ kind: 'validation', fields: [{ field: 'categoryId', code: '25005' }] });
  });

  it('names the seller\'s business policies and its inventory location in the offer, the listing\'s own policy when it chose one', async () => {
    const policies = await listingPolicies(ctx, {});
    const published = await ebayAdapter.publishListing(ctx, listing({ sku: 'JUG' }));
    const held = [...sandbox.market('EBAY').listings.values()].find((l) => l.sku === 'JUG')!;
    expect(held.attributes.offer).toMatchObject({ listingPolicies: policies, merchantLocationKey: 'MAIN', marketplaceId: 'EBAY_GB' });
    expect(published.url).toBe(`https://www.ebay.co.uk/itm/${published.externalId}`);
    // The location was created once, with the address; the next publish finds it.
    const location = await ctx.http.send({ method: 'GET', url: '/sell/inventory/v1/location/MAIN', headers: headers(ctx) });
    expect(location.body).toMatchObject({ merchantLocationKey: 'MAIN', location: { address: { addressLine1: '4 Mill Lane', city: 'Leeds', postalCode: 'LS9 8AB', country: 'GB' } } });
    await ebayAdapter.publishListing(ctx, listing({ sku: 'JUG-2' }));
    // A policy the listing names must be one of the seller's.
    expect(await failure(ebayAdapter.publishListing(ctx, listing({ sku: 'JUG-3', channelFields: { ...listing().channelFields, return_policy_id: '123' } }))))
      .toMatchObject({ kind: 'validation', fields: [{ field: 'return_policy_id', code: 'POLICY_NOT_FOUND' }] });
    // No location with an address: said before eBay is asked.
    expect(await failure(ebayAdapter.publishListing(ctx, listing({ sku: 'JUG-4', shipsFrom: null })))).toMatchObject({ kind: 'validation', fields: [{ field: 'location', code: 'LOCATION_MISSING' }] });
    expect(await failure(ebayAdapter.publishListing(ctx, listing({ sku: 'JUG-5', shipsFrom: { code: 'NOWHERE', name: 'Nowhere', address: { city: 'Leeds' } } }))))
      .toMatchObject({ kind: 'validation', fields: [{ field: 'location', code: '25801' }] });
  });

  it('publishOffer refuses, as eBay does, an offer without the three business policies or an inventory location', async () => {
    const send = (method: string, path: string, json?: unknown) => ctx.http.send({ method: method as 'GET', url: path, headers: headers(ctx), json }, readEbayErrors).then((r) => r, (error: ChannelError) => error);
    const policies = await listingPolicies(ctx, {});
    await ctx.http.send({ method: 'PUT', url: '/sell/inventory/v1/inventory_item/BARE', headers: headers(ctx), json: { product: { title: 'Bare mug' }, availability: { shipToLocationAvailability: { quantity: 1 } } } });
    const base = { sku: 'BARE', marketplaceId: 'EBAY_GB', format: 'FIXED_PRICE', categoryId: '20635', pricingSummary: { price: { value: '9.99', currency: 'GBP' } } };
    const offerId = String(((await send('POST', '/sell/inventory/v1/offer', base)) as any).body.offerId);
    const publishWith = async (extra: Record<string, unknown>) => {
      await send('PUT', `/sell/inventory/v1/offer/${offerId}`, { ...base, ...extra });
      return send('POST', `/sell/inventory/v1/offer/${offerId}/publish`);
    };
    // Each missing (or not the seller's) policy: its own errorId, naming the field.
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, '25007', 'listingPolicies.fulfillmentPolicyId'],
      [{ listingPolicies: { fulfillmentPolicyId: policies.fulfillmentPolicyId } }, '25008', 'listingPolicies.paymentPolicyId'],
      [{ listingPolicies: { fulfillmentPolicyId: policies.fulfillmentPolicyId, paymentPolicyId: policies.paymentPolicyId } }, '25009', 'listingPolicies.returnPolicyId'],
      [{ listingPolicies: { ...policies, fulfillmentPolicyId: policies.paymentPolicyId } }, '25007', 'listingPolicies.fulfillmentPolicyId'],
      [{ listingPolicies: policies }, '25002', 'merchantLocationKey'],
      [{ listingPolicies: policies, merchantLocationKey: 'NOT-CREATED' }, '25002', 'merchantLocationKey'],
    ];
    for (const [extra, code, field] of cases) {
      expect(await publishWith(extra), JSON.stringify(extra)).toMatchObject({ kind: 'validation', status: 400, fields: [{ code, field }] });
    }
    expect(((await publishWith({ listingPolicies: policies, merchantLocationKey: 'NOT-CREATED' })) as ChannelError).message).toContain('No <Item.Country> exists');
    // With all three and a created location it publishes.
    await ensureLocation(ctx, { code: 'MAIN', name: 'Main warehouse', address: { postcode: 'LS9 8AB', country: 'GB' } });
    expect(((await publishWith({ listingPolicies: policies, merchantLocationKey: 'MAIN' })) as any).body.listingId).toMatch(/^\d+$/);
    // The Account API wants the marketplace.
    expect(await send('GET', '/sell/account/v1/return_policy')).toMatchObject({ kind: 'validation', fields: [{ code: '20401', field: 'marketplace_id' }] });
  });

  it('publishOffer refuses, as eBay does (25005), a category that is missing, unknown or not a leaf; updateOffer of a live offer too', async () => {
    const policies = await listingPolicies(ctx, {});
    await ensureLocation(ctx, { code: 'MAIN', name: 'Main warehouse', address: { postcode: 'LS9 8AB', country: 'GB' } });
    const raw = async (method: string, path: string, json?: unknown) => {
      const response = await fetch(`${base}${path}`, { method, headers: { ...headers(ctx), 'content-type': 'application/json' }, ...(json ? { body: JSON.stringify(json) } : {}) });
      return { status: response.status, body: response.status === 204 ? null : await response.json() as any };
    };
    await raw('PUT', '/sell/inventory/v1/inventory_item/CATLESS', { product: { title: 'Kitchen timer' }, availability: { shipToLocationAvailability: { quantity: 2 } } });
    const offer = { sku: 'CATLESS', marketplaceId: 'EBAY_GB', format: 'FIXED_PRICE', listingPolicies: policies, merchantLocationKey: 'MAIN', pricingSummary: { price: { value: '6.50', currency: 'GBP' } } };
    // createOffer stages an offer without a category (its contract lists no 25005); publishOffer is where eBay checks.
    const created = await raw('POST', '/sell/inventory/v1/offer', offer);
    expect(created.status).toBe(201);
    const offerId = String(created.body.offerId);
    const publishIn = async (categoryId?: string) => {
      await raw('PUT', `/sell/inventory/v1/offer/${offerId}`, { ...offer, ...(categoryId ? { categoryId } : {}) });
      return raw('POST', `/sell/inventory/v1/offer/${offerId}/publish`);
    };
    // eBay's error shape (sell_inventory_v1_oas3, publishOffer 400): errorId 25005, API_INVENTORY, REQUEST.
    for (const [categoryId, why] of [[undefined, 'has no categoryId'], ['99999999', 'does not exist'], ['20625', 'not a leaf category'], ['11450', 'not a leaf category']] as const) {
      const refused = await publishIn(categoryId);
      expect(refused.status, String(categoryId)).toBe(400);
      expect(refused.body).toEqual({ errors: [{ errorId: 25005, domain: 'API_INVENTORY', category: 'REQUEST', message: expect.stringMatching(new RegExp(`^The eBay listing associated with the inventory item, or the unpublished offer has an invalid category ID\\. .*${why}`)), parameters: [{ name: 'field', value: 'categoryId' }] }] });
    }
    // The adapter reads it as a refusal of the listing's category.
    expect(await failure(ebayAdapter.publishListing(ctx, listing({ sku: 'PARENT-CAT', channelFields: { ...listing().channelFields, category_id: '20625' } }))))
      .toMatchObject({ kind: 'validation', status: 400, fields: [{ field: 'categoryId', code: '25005', message: expect.stringContaining('not a leaf category') }] });
    // A leaf of the recorded tree publishes; revising the live listing into a parent category is refused, and it stays where it was.
    const published = await publishIn('20635');
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const revised = await raw('PUT', `/sell/inventory/v1/offer/${offerId}`, { ...offer, categoryId: '20625' });
    expect(revised).toMatchObject({ status: 400, body: { errors: [{ errorId: 25005 }] } });
    expect((await raw('GET', '/sell/inventory/v1/offer?sku=CATLESS')).body.offers[0]).toMatchObject({ categoryId: '20635', status: 'PUBLISHED' });
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
    // eBay's own code for Royal Mail (carrier-codes.ts).
    expect(market.orders.get(order.orderRef)!.shipments).toEqual([expect.objectContaining({ trackingNumber: 'RM123456789GB', carrier: 'RoyalMail' })]);
    market.expireToken(ctx.credentials.access_token!);
    expect(await failure(ebayAdapter.checkConnection(ctx))).toMatchObject({ kind: 'auth' });
    const refreshed = await ebayAdapter.refreshCredentials(ctx);
    await ebayAdapter.checkConnection({ ...ctx, credentials: { ...ctx.credentials, ...refreshed } });
  });
});

describe('eBay cancellations against the sandbox marketplace', () => {
  // A sandbox of its own: the orders placed here would be counted by the other block's paging test.
  const block = sandboxBlock('EBAY', connectEbay);

  it('cancels with the merchant\'s reason as a seller\'s CancelReasonEnum value; refuses a buyer\'s reason and a shipped order in the Post-Order shape', async () => {
    const market = block.sandbox.market('EBAY');
    await ebayAdapter.publishListing(block.ctx, listing({ sku: 'BOWL', quantity: 100 }));
    const place = () => {
      const placed = market.placeOrder({ sku: 'BOWL', quantity: 1 });
      if (typeof placed === 'string') throw new Error(placed);
      return placed;
    };
    const cases = [['OUT_OF_STOCK', 'OUT_OF_STOCK_OR_CANNOT_FULFILL'], ['BUYER_ASKED', 'BUYER_ASKED_CANCEL'], ['UNDELIVERABLE_ADDRESS', 'ADDRESS_ISSUES'], ['SUSPECTED_FRAUD', 'OUT_OF_STOCK_OR_CANNOT_FULFILL'], [null, 'OUT_OF_STOCK_OR_CANNOT_FULFILL']] as const;
    for (const [reason, expected] of cases) {
      const order = place();
      await ebayAdapter.cancelOrder!(block.ctx, { orderRef: order.id, reason });
      expect(order, String(reason)).toMatchObject({ status: 'CANCELLED', cancellation: { by: 'SELLER', reason: expected } });
    }
    // ORDER_MISTAKE is the buyer's to give (CancelReasonEnum), and eBay answers in the Post-Order API's own shape.
    const order = place();
    const url = `${block.base}/post-order/v2/cancellation`;
    const { authorization, ...rest } = headers(block.ctx);
    const response = await fetch(url, { method: 'POST', headers: { ...rest, authorization: authorization!.replace(/^Bearer /, 'IAF '), ...signatureHeaders('POST', url), 'content-type': 'application/json' }, body: JSON.stringify({ legacyOrderId: order.id, cancelReason: 'ORDER_MISTAKE' }) });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({ errorMessage: { error: [expect.objectContaining({ errorId: 1606, domain: 'cancelErrorDomain', severity: 'ERROR', parameter: [{ name: 'cancelReason', value: 'ORDER_MISTAKE' }], httpStatusCode: '400' })] } });
    expect(readEbayErrors({ status: 400, headers: {}, body } as never)).toMatchObject({ kind: 'validation', fields: [{ field: 'cancelReason', code: '1606' }] });
    expect(order.status).not.toBe('CANCELLED');
    market.touchOrder(order, { status: 'SHIPPED', shipments: [{ carrier: 'RoyalMail', trackingNumber: 'RM1GB', shippedAt: new Date().toISOString(), lineIds: order.lines.map((l) => l.lineId) }] });
    expect(await failure(ebayAdapter.cancelOrder!(block.ctx, { orderRef: order.id, reason: 'OUT_OF_STOCK' }))).toMatchObject({ kind: 'validation', fields: [{ field: 'legacyOrderId', code: '1607' }] });
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
  const block = sandboxBlock('EBAY', connectEbay);

  it('updates the live ones, refuses the withdrawn one alone, and finds the offer of a listing that did not keep its id', async () => {
    const refs = [];
    for (const sku of ['B-1', 'B-2', 'B-3']) {
      const published = await ebayAdapter.publishListing(block.ctx, listing({ sku, quantity: 1 }));
      refs.push({ externalId: published.externalId, sku, channelFields: published.extra });
    }
    await ebayAdapter.endListing(block.ctx, refs[1]!);
    const outcome = await ebayAdapter.setQuantities!(block.ctx, [
      { ref: refs[0]!, quantity: 11 }, { ref: refs[1]!, quantity: 12 }, { ref: { ...refs[2]!, channelFields: {} }, quantity: 13 },
    ]);
    expect(outcome.refused).toEqual([{ index: 1, error: expect.objectContaining({ kind: 'validation' }) }]);
    const market = block.sandbox.market('EBAY');
    const held = (sku: string) => [...market.listings.values()].find((l) => l.sku === sku)!;
    expect([held('B-1').quantity, held('B-2').quantity, held('B-3').quantity]).toEqual([11, 1, 13]);
  });
});
