/**
 * The Shopify adapter against recorded exchanges (fixtures/, written from the Admin GraphQL API reference:
 * orders, productSet, fulfillment orders and fulfillmentCreate, userErrors, THROTTLED with cost extensions, 429,
 * 401) and against the sandbox marketplace's Shopify module: the install (signed redirect, code, expiring token and
 * its refresh), listings, quantities, prices, orders with cursors, fulfilments.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxBlock } from '../../../../tests/helpers/sandbox-block.ts';
import { createHttpClient } from '../../http.ts';
import { ChannelError } from '../../errors.ts';
import type { AdapterContext, ListingPayload } from '../../types.ts';
import type { Sandbox } from '../../sandbox/index.ts';
import { startSandboxServer, type SandboxServer } from '../../sandbox/test-server.ts';
import { loadExchanges, replay } from '../fixture-replay.ts';
import { GRAPHQL_PATH, shopifyAdapter } from './index.ts';

const channel = { id: 'c1', accountId: 'a1', type: 'SHOPIFY' as const, name: 'Acme Shopify', marketplace: null, shopDomain: 'acme-trading.myshopify.com' };
const contextWith = (fetchImpl: typeof fetch, baseUrl = 'https://acme-trading.myshopify.com', credentials: Record<string, string> = { access_token: 'shpat_0123456789abcdef0123456789abcdef' }): AdapterContext =>
  ({ channel, credentials, baseUrl, http: createHttpClient(baseUrl, fetchImpl) });
const fixture = (name: string) => replay(loadExchanges(import.meta.dirname, name));
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);

const listing = (over: Partial<ListingPayload> = {}): ListingPayload => ({
  listingId: 'l1', externalId: null, sku: 'MUG-BLUE', title: 'Stoneware mug, blue', description: 'A hand-thrown stoneware mug in a deep blue glaze, 350 ml.', price: 1999, currency: 'GBP', quantity: 7,
  channelFields: { slug: 'stoneware-mug-blue', visible: true, meta_title: 'Blue stoneware mug' },
  product: { id: 'p1', sku: 'MUG-BLUE', barcode: '5012345678900', brand: 'Fieldcraft', weightGrams: 400, imageUrls: ['https://img.example/mug.jpg'] }, ...over,
});

describe('Shopify contract (recorded exchanges)', () => {
  it('reads the orders query into normalised orders, and moves the cursor to the newest change', async () => {
    const exchanges = fixture('orders');
    const page = await shopifyAdapter.fetchOrders(contextWith(exchanges.fetch), '2026-11-01T00:00:00.000Z|');
    exchanges.done();
    expect((exchanges.sent[0]!.init.headers as Record<string, string>)['x-shopify-access-token']).toBe('shpat_0123456789abcdef0123456789abcdef');
    expect(page).toMatchObject({ more: false, cursor: '2026-11-20T09:16:41Z|' });
    expect(page.items).toEqual([expect.objectContaining({
      orderRef: '5800000001', paid: true, cancelled: false, currency: 'GBP', total: 4397, shippingPrice: 399,
      buyer: { name: 'Jane Smith', email: 'jane.smith@example.com' },
      shippingAddress: expect.objectContaining({ line1: '4 Orchard Close', city: 'York', postcode: 'YO1 7HH', country: 'GB' }),
      lines: [{ lineRef: 'gid://shopify/LineItem/13742385758321', sku: 'MUG-BLUE', title: 'Stoneware mug, blue', quantity: 2, unitPrice: 1999, externalListingId: '8412345678901' }],
      url: 'https://admin.shopify.com/store/acme-trading/orders/5800000001',
    })]);
  });

  it('publishes with productSet (upsert by handle, one variant with SKU, price and quantity at the location), and reads userErrors field by field', async () => {
    const exchanges = fixture('product-set-refused');
    const refused = await failure(shopifyAdapter.publishListing(contextWith(exchanges.fetch), listing()));
    exchanges.done();
    const sent = exchanges.sent[1]!.json.variables.input;
    expect(sent).toMatchObject({
      title: 'Stoneware mug, blue', handle: 'stoneware-mug-blue', status: 'ACTIVE', vendor: 'Fieldcraft', seo: { title: 'Blue stoneware mug' },
      variants: [{ price: '19.99', barcode: '5012345678900', inventoryItem: { sku: 'MUG-BLUE', tracked: true }, inventoryQuantities: [{ locationId: 'gid://shopify/Location/71234567890', name: 'available', quantity: 7 }] }],
    });
    expect(refused).toMatchObject({ kind: 'validation', fields: [{ field: 'title', code: 'BLANK', message: 'Title can\'t be blank' }, { field: 'variants.0.price', code: 'INVALID_VARIANT' }] });
  });

  it('revises by product id and keeps the variant, inventory item and location ids', async () => {
    const exchanges = fixture('product-set');
    const revised = await shopifyAdapter.publishListing(contextWith(exchanges.fetch), listing({ externalId: '8412345678901', channelFields: { ...listing().channelFields, location_id: 'gid://shopify/Location/71234567890' } }));
    exchanges.done();
    expect(revised).toEqual({
      externalId: '8412345678901', url: 'https://acme-trading.myshopify.com/products/stoneware-mug-blue',
      extra: { product_gid: 'gid://shopify/Product/8412345678901', variant_id: 'gid://shopify/ProductVariant/45012345678901', inventory_item_id: 'gid://shopify/InventoryItem/47112345678901', location_id: 'gid://shopify/Location/71234567890' },
    });
  });

  it('fulfils the open fulfillment order lines with the tracking', async () => {
    const exchanges = fixture('fulfillment');
    await shopifyAdapter.sendShipment(contextWith(exchanges.fetch), { orderRef: '5800000001', carrier: 'Royal Mail', trackingNumber: 'RM123456789GB', shippedAt: '2026-11-24T10:00:00.000Z', lines: [{ lineRef: 'gid://shopify/LineItem/13742385758321', sku: 'MUG-BLUE', quantity: 2 }] });
    exchanges.done();
  });

  it('THROTTLED is a rate limit for as long as the cost bucket needs, a 429 one for its Retry-After, a 401 an auth error', async () => {
    const ref = { externalId: '8412345678901', sku: 'MUG-BLUE', channelFields: { variant_id: 'gid://shopify/ProductVariant/45012345678901', inventory_item_id: 'gid://shopify/InventoryItem/47112345678901', location_id: 'gid://shopify/Location/71234567890' } };
    // (502 requested − 2 available) / 50 restored a second = 10 s.
    expect(await failure(shopifyAdapter.setQuantity(contextWith(fixture('throttled').fetch), ref, 3))).toMatchObject({ kind: 'rate_limit', retryAfterMs: 10_000 });
    expect(await failure(shopifyAdapter.setPrice(contextWith(fixture('rate-limited').fetch), ref, 2199, 'GBP'))).toMatchObject({ kind: 'rate_limit', status: 429, retryAfterMs: 2000 });
    expect(await failure(shopifyAdapter.checkConnection(contextWith(fixture('invalid-token').fetch)))).toMatchObject({ kind: 'auth', status: 401 });
  });
});

describe('Shopify quantities in bulk (recorded exchanges)', () => {
  it('sets up to 250 quantities in one inventorySetQuantities; an error naming an item refuses it, the others were not applied', async () => {
    const exchanges = fixture('inventory-set-quantities-refused');
    const ref = (n: number) => ({ externalId: `84123456789${n}`, sku: `MUG-${n}`, channelFields: { variant_id: `gid://shopify/ProductVariant/4700000000${n}`, inventory_item_id: `gid://shopify/InventoryItem/4914838506712${n}`, location_id: 'gid://shopify/Location/71234567890' } });
    const outcome = await shopifyAdapter.setQuantities!(contextWith(exchanges.fetch), [{ ref: ref(1), quantity: 7 }, { ref: ref(2), quantity: 2 }, { ref: ref(3), quantity: 5 }]);
    exchanges.done();
    expect(shopifyAdapter.quantityBatchSize).toBe(250);
    expect(outcome).toEqual({
      refused: [{ index: 1, error: expect.objectContaining({ kind: 'validation', fields: [{ field: 'inventoryItemId', code: 'INVALID_INVENTORY_ITEM', message: 'The specified inventory item could not be found.' }] }) }],
      unapplied: [0, 2],
    });
  });
});

describe('Shopify against the sandbox marketplace', () => {
  let server: SandboxServer;
  let sandbox: Sandbox;
  let base: string;
  let ctx: AdapterContext;

  beforeAll(async () => {
    server = await startSandboxServer();
    ({ sandbox } = server);
    base = server.baseUrl('SHOPIFY');
    const consent = await fetch(`${base}/admin/oauth/authorize?${new URLSearchParams({ shop: 'acme-trading.myshopify.com', redirect_uri: 'https://app.example/settings/shopify-connect', state: 's1' })}`, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const params = Object.fromEntries(back.searchParams);
    // Signed as Shopify signs it: HMAC-SHA256 of the other parameters, sorted, with the app's secret.
    const message = Object.keys(params).filter((k) => k !== 'hmac').sort().map((k) => `${k}=${params[k]}`).join('&');
    expect(params.hmac).toBe(createHmac('sha256', 'sellyard-demo-shopify-secret').update(message).digest('hex'));
    expect(params).toMatchObject({ shop: 'acme-trading.myshopify.com', state: 's1' });
    const credentials = await shopifyAdapter.exchangeCode!(contextWith(fetch, base, {}), params.code!, 'https://app.example/settings/shopify-connect');
    expect(credentials).toMatchObject({ access_token: expect.stringMatching(/^sbx_/), refresh_token: expect.any(String), expires_at: expect.any(String) });
    await expect(shopifyAdapter.exchangeCode!(contextWith(fetch, base, {}), params.code!, '')).rejects.toMatchObject({ kind: 'auth' });
    ctx = contextWith(fetch, base, credentials);
  });
  afterAll(() => server.close());

  it('publishes, revises, pushes quantity and price, lists, and ends', async () => {
    await shopifyAdapter.checkConnection(ctx);
    const published = await shopifyAdapter.publishListing(ctx, listing());
    expect(published).toMatchObject({ externalId: expect.stringMatching(/^\d+$/), url: 'https://acme-trading.myshopify.com/products/stoneware-mug-blue', extra: { location_id: 'gid://shopify/Location/1' } });
    // Published again without its id (a job that ran twice): the same product, found by its handle.
    expect((await shopifyAdapter.publishListing(ctx, listing())).externalId).toBe(published.externalId);
    const ref = { externalId: published.externalId, sku: 'MUG-BLUE', channelFields: published.extra };
    await shopifyAdapter.reviseListing(ctx, { ...listing({ title: 'Stoneware mug, deep blue' }), externalId: published.externalId, channelFields: { ...listing().channelFields, ...published.extra } });
    await shopifyAdapter.setQuantity(ctx, ref, 3);
    await shopifyAdapter.setPrice(ctx, ref, 2199, 'GBP');
    const market = sandbox.market('SHOPIFY');
    const held = market.listings.get(published.externalId)!;
    expect(held).toMatchObject({ title: 'Stoneware mug, deep blue', quantity: 3, price: 2199, status: 'ACTIVE', sku: 'MUG-BLUE' });
    expect(market.listings.size).toBe(1);
    // Without the ids in its channel state, the variant is asked of Shopify.
    await shopifyAdapter.setQuantity(ctx, { externalId: published.externalId, sku: 'MUG-BLUE' }, 4);
    expect(held.quantity).toBe(4);
    const existing = await shopifyAdapter.fetchListings(ctx, null);
    expect(existing).toMatchObject({ more: false, items: [{ externalId: published.externalId, sku: 'MUG-BLUE', quantity: 4, price: 2199, currency: 'GBP', status: 'ACTIVE' }] });
    await shopifyAdapter.endListing(ctx, ref);
    expect(held).toMatchObject({ status: 'ENDED', attributes: expect.objectContaining({ status: 'ARCHIVED' }) });
    // Ended already: ending again is no error.
    await shopifyAdapter.endListing(ctx, ref);
  });

  it('is refused with Shopify\'s userErrors: a blank title, a title over 255 characters, a handle in use', async () => {
    expect(await failure(shopifyAdapter.publishListing(ctx, listing({ sku: 'BLANK', title: ' ', channelFields: { slug: 'blank' } })))).toMatchObject({ kind: 'validation', fields: [{ field: 'title', code: 'BLANK' }] });
    expect(await failure(shopifyAdapter.publishListing(ctx, listing({ sku: 'LONG', title: 'x'.repeat(256), channelFields: { slug: 'long' } })))).toMatchObject({ kind: 'validation', fields: [{ field: 'title', code: 'TOO_LONG' }] });
    const first = await shopifyAdapter.publishListing(ctx, listing({ sku: 'JUG', channelFields: { slug: 'jug' } }));
    const second = await shopifyAdapter.publishListing(ctx, listing({ sku: 'JUG-2', channelFields: { slug: 'jug-2' } }));
    const clash = await failure(shopifyAdapter.reviseListing(ctx, { ...listing({ sku: 'JUG-2', channelFields: { slug: 'jug', location_id: 'gid://shopify/Location/1' } }), externalId: second.externalId }));
    expect(first.externalId).not.toBe(second.externalId);
    expect(clash).toMatchObject({ kind: 'validation', fields: [{ field: 'handle', code: 'HANDLE_NOT_UNIQUE' }] });
  });

  it('pages through orders by cursor, fulfils with tracking once, and refreshes an expired token', async () => {
    const market = sandbox.market('SHOPIFY');
    await shopifyAdapter.publishListing(ctx, listing({ sku: 'PLATE', quantity: 100, channelFields: { slug: 'plate' } }));
    const placed = Array.from({ length: 55 }, () => market.placeOrder({ sku: 'PLATE', quantity: 1 }));
    expect(placed.every((o) => typeof o !== 'string')).toBe(true);
    const first = await shopifyAdapter.fetchOrders(ctx, '2000-01-01T00:00:00.000Z|');
    expect(first.items).toHaveLength(50);
    expect(first.more).toBe(true);
    const second = await shopifyAdapter.fetchOrders(ctx, first.cursor);
    expect(second.items).toHaveLength(5);
    expect(second.more).toBe(false);
    expect(new Set([...first.items, ...second.items].map((o) => o.orderRef)).size).toBe(55);
    const order = second.items[4]!;
    const shipment = { orderRef: order.orderRef, carrier: 'Royal Mail', trackingNumber: 'RM123456789GB', shippedAt: '2026-11-24T10:00:00.000Z', lines: order.lines.map((l) => ({ lineRef: l.lineRef, sku: l.sku, quantity: l.quantity })) };
    await shopifyAdapter.sendShipment(ctx, shipment);
    // Sent again (a retried job): nothing is left open, so nothing more is fulfilled.
    await shopifyAdapter.sendShipment(ctx, shipment);
    expect(market.orders.get(order.orderRef)!).toMatchObject({ status: 'SHIPPED', shipments: [expect.objectContaining({ trackingNumber: 'RM123456789GB', carrier: 'Royal Mail' })] });
    // The fulfilment is a change: the next read from the newest change brings the order back, shipped.
    const seen: string[] = [];
    for (let page = await shopifyAdapter.fetchOrders(ctx, second.cursor); ; page = await shopifyAdapter.fetchOrders(ctx, page.cursor)) {
      seen.push(...page.items.map((o) => o.orderRef));
      if (!page.more) break;
    }
    expect(seen).toContain(order.orderRef);
    market.expireToken(ctx.credentials.access_token!);
    expect(await failure(shopifyAdapter.checkConnection(ctx))).toMatchObject({ kind: 'auth', status: 401 });
    const refreshed = await shopifyAdapter.refreshCredentials(ctx);
    await shopifyAdapter.checkConnection({ ...ctx, credentials: { ...ctx.credentials, ...refreshed } });
  });
});

describe('Shopify cancellations against the sandbox marketplace', () => {
  // A sandbox of its own: the orders placed here would be counted by the other block's paging test.
  const block = sandboxBlock('SHOPIFY', async (base) => {
    const consent = await fetch(`${base}/admin/oauth/authorize?${new URLSearchParams({ shop: 'acme-trading.myshopify.com', redirect_uri: 'https://app.example/settings/shopify-connect', state: 's1' })}`, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    return contextWith(fetch, base, await shopifyAdapter.exchangeCode!(contextWith(fetch, base, {}), code, 'https://app.example/settings/shopify-connect'));
  });

  it('cancels with the merchant\'s reason as OrderCancelReason; an unknown reason is refused by GraphQL itself', async () => {
    const market = block.sandbox.market('SHOPIFY');
    await shopifyAdapter.publishListing(block.ctx, listing({ sku: 'BOWL', quantity: 100, channelFields: { slug: 'bowl' } }));
    const cases = [['OUT_OF_STOCK', 'INVENTORY'], ['BUYER_ASKED', 'CUSTOMER'], ['SUSPECTED_FRAUD', 'FRAUD'], ['PAYMENT_DECLINED', 'DECLINED'], ['PRICING_ERROR', 'STAFF'], ['UNDELIVERABLE_ADDRESS', 'OTHER'], [null, 'OTHER']] as const;
    for (const [reason, expected] of cases) {
      const placed = market.placeOrder({ sku: 'BOWL', quantity: 1 });
      if (typeof placed === 'string') throw new Error(placed);
      expect(await shopifyAdapter.cancelOrder!(block.ctx, { orderRef: placed.id, reason })).toBeUndefined();
      expect(placed, String(reason)).toMatchObject({ status: 'CANCELLED', cancellation: { by: 'SELLER', reason: expected } });
    }
    const kept = market.placeOrder({ sku: 'BOWL', quantity: 1 });
    if (typeof kept === 'string') throw new Error(kept);
    const response = await fetch(`${block.base}${GRAPHQL_PATH}`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-access-token': block.ctx.credentials.access_token! },
      body: JSON.stringify({ query: 'mutation orderCancel($orderId: ID!, $reason: OrderCancelReason!, $refund: Boolean!, $restock: Boolean!) { orderCancel(orderId: $orderId, reason: $reason, refund: $refund, restock: $restock) { job { id } orderCancelUserErrors { field message code } } }', variables: { orderId: `gid://shopify/Order/${kept.id}`, reason: 'PRICING_ERROR', refund: false, restock: true } }),
    });
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([expect.objectContaining({
      message: 'Variable $reason of type OrderCancelReason! was provided invalid value',
      extensions: { value: 'PRICING_ERROR', problems: [{ path: [], explanation: 'Expected "PRICING_ERROR" to be one of: CUSTOMER, DECLINED, FRAUD, INVENTORY, OTHER, STAFF' }] },
    })]);
    expect(kept.status).not.toBe('CANCELLED');
  });
});

describe('Shopify quantities in bulk against the sandbox marketplace', () => {
  let server: SandboxServer;
  let sandbox: Sandbox;
  let ctx: AdapterContext;

  beforeAll(async () => {
    server = await startSandboxServer();
    ({ sandbox } = server);
    const base = server.baseUrl('SHOPIFY');
    const consent = await fetch(`${base}/admin/oauth/authorize?${new URLSearchParams({ shop: 'acme-bulk.myshopify.com', redirect_uri: 'https://app.example/settings/shopify-connect', state: 's1' })}`, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    ctx = contextWith(fetch, base, await shopifyAdapter.exchangeCode!(contextWith(fetch, base, {}), code, 'https://app.example/settings/shopify-connect'));
  });
  afterAll(() => server.close());

  it('sets many quantities at once; a deleted product is refused alone and the others go through on the next call', async () => {
    const refs = [];
    for (const sku of ['BULK-1', 'BULK-2', 'BULK-3']) {
      const published = await shopifyAdapter.publishListing(ctx, listing({ sku, quantity: 1, channelFields: { slug: sku.toLowerCase() } }));
      refs.push({ externalId: published.externalId, sku, channelFields: published.extra });
    }
    const market = sandbox.market('SHOPIFY');
    // Deleted in the Shopify admin: its inventory item is gone.
    market.updateListing(market.listings.get(refs[1]!.externalId)!, { status: 'ENDED' });
    const first = await shopifyAdapter.setQuantities!(ctx, refs.map((ref, i) => ({ ref, quantity: 20 + i })));
    expect(first.refused.map((r) => r.index)).toEqual([1]);
    expect(first.unapplied).toEqual([0, 2]);
    expect(market.listings.get(refs[0]!.externalId)!.quantity).toBe(1);
    const again = await shopifyAdapter.setQuantities!(ctx, [{ ref: refs[0]!, quantity: 20 }, { ref: refs[2]!, quantity: 22 }]);
    expect(again).toEqual({ refused: [] });
    expect([refs[0], refs[2]].map((ref) => market.listings.get(ref!.externalId)!.quantity)).toEqual([20, 22]);
  });
});
