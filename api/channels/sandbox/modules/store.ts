/**
 * The web store's side of the Sellyard Storefront API v1 (see adapters/store/index.ts for the contract), in the
 * sandbox: a storefront per API token, its product pages by SKU (slugs unique per shop), orders with a cursor,
 * acknowledgements and fulfilments.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxListing, SandboxMarketplace, SandboxOrder } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';

type Json = Record<string, any>;
const MAX_PAGE = 250;

function unauthorized(ctx: Context, message: string): void {
  ctx.status = 401;
  ctx.body = { errors: [{ code: 'unauthorized', message }] };
}

function refuse(ctx: Context, status: number, errors: Array<{ field?: string; code: string; message: string }>): void {
  ctx.status = status;
  ctx.body = { errors };
}

/** The seller the bearer token belongs to, or an answer already given. */
function seller(ctx: Context, market: SandboxMarketplace): string | undefined {
  const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
  const check = market.checkToken(token);
  if (check.ok) return check.sellerId;
  unauthorized(ctx, { missing: 'An API token is required.', unknown: 'The API token is not valid.', revoked: 'The API token was revoked by the shop owner.', expired: 'The API token has expired.' }[check.reason]);
  return undefined;
}

const amount = (minor: number) => (minor / 100).toFixed(2);
const minor = (value: unknown) => Math.round(Number(value) * 100);

function productJson(listing: SandboxListing): Json {
  return {
    id: listing.id, sku: listing.sku, title: listing.title, description: listing.description,
    price: { amount: amount(listing.price), currency: listing.currency }, inventory: listing.quantity,
    slug: listing.attributes.slug, visible: listing.attributes.visible !== false,
    status: listing.status === 'ENDED' ? 'archived' : 'active', url: listing.url, updated_at: listing.updatedAt,
  };
}

function orderJson(order: SandboxOrder): Json {
  return {
    id: order.id, created_at: order.createdAt, updated_at: order.updatedAt,
    financial_status: order.status === 'UNPAID' ? 'pending' : 'paid',
    status: order.status === 'CANCELLED' ? 'cancelled' : order.status === 'SHIPPED' ? 'fulfilled' : 'open',
    acknowledged: order.acknowledged, currency: order.currency,
    customer: { name: order.buyer.name, email: order.buyer.email },
    shipping_address: {
      name: order.shippingAddress.name, address1: order.shippingAddress.line1, address2: order.shippingAddress.line2,
      city: order.shippingAddress.city, province: order.shippingAddress.region, zip: order.shippingAddress.postcode,
      country_code: order.shippingAddress.country, phone: order.shippingAddress.phone,
    },
    line_items: order.lines.map((l) => ({ id: l.lineId, sku: l.sku, title: l.title, quantity: l.quantity, price: amount(l.unitPrice), product_id: l.listingId })),
    shipping_price: amount(order.shippingPrice), total_price: amount(order.total),
    order_status_url: `https://sandbox.invalid/store/orders/${order.id}`,
    fulfillments: order.shipments.map((s) => ({ carrier: s.carrier, tracking_number: s.trackingNumber, shipped_at: s.shippedAt, line_ids: s.lineIds })),
  };
}

/** What the store refuses in a product page, in its own words. */
function productErrors(body: Json, market: SandboxMarketplace, sellerId: string, sku: string): Array<{ field: string; code: string; message: string }> {
  const errors: Array<{ field: string; code: string; message: string }> = [];
  if (typeof body.title !== 'string' || !body.title.trim()) errors.push({ field: 'title', code: 'blank', message: 'Title can\'t be blank' });
  else if (body.title.length > 255) errors.push({ field: 'title', code: 'too_long', message: 'Title is too long (maximum is 255 characters)' });
  if (!body.price || !/^\d+(\.\d{1,2})?$/.test(String(body.price.amount)) || minor(body.price.amount) <= 0) errors.push({ field: 'price', code: 'invalid', message: 'Price must be greater than 0' });
  if (!body.price || !/^[A-Z]{3}$/.test(String(body.price.currency))) errors.push({ field: 'price.currency', code: 'invalid', message: 'Currency is not a currency code' });
  if (!Number.isInteger(body.inventory) || body.inventory < 0) errors.push({ field: 'inventory', code: 'invalid', message: 'Inventory must be a whole number, 0 or more' });
  if (body.slug !== undefined) {
    if (typeof body.slug !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(body.slug)) errors.push({ field: 'slug', code: 'invalid', message: 'Slug may hold lower-case letters, digits and single dashes' });
    else if (market.listingsOf(sellerId).some((l) => l.status !== 'ENDED' && l.sku !== sku && l.attributes.slug === body.slug)) {
      errors.push({ field: 'slug', code: 'taken', message: `Another page already uses the URL /products/${body.slug}` });
    }
  }
  return errors;
}

function routes(router: Router, market: SandboxMarketplace): void {
  router.get('/api/v1/shop', (ctx) => {
    const id = seller(ctx, market);
    if (id) ctx.body = { shop: { id, name: `Sandbox store ${id}` } };
  });

  router.put('/api/v1/products/:sku', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const body = (ctx.request.body ?? {}) as Json;
    const sku = ctx.params.sku!;
    const errors = productErrors(body, market, id, sku);
    if (errors.length) return refuse(ctx, 422, errors);
    const fields = { title: body.title, description: body.description ?? null, price: minor(body.price.amount), currency: body.price.currency, quantity: body.inventory, status: 'ACTIVE' as const, attributes: { slug: body.slug, visible: body.visible !== false, category_ids: body.category_ids ?? [] } };
    const existing = market.listingBySku(id, sku);
    const listing = existing ? market.updateListing(existing, fields) : market.createListing(id, { sku, ...fields });
    ctx.status = existing ? 200 : 201;
    ctx.body = { product: productJson(listing) };
  });

  router.patch('/api/v1/products/:sku', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = market.listingBySku(id, ctx.params.sku!);
    if (!listing) return refuse(ctx, 404, [{ code: 'not_found', message: `No product with SKU ${ctx.params.sku}` }]);
    const body = (ctx.request.body ?? {}) as Json;
    const changes: Partial<SandboxListing> = {};
    if ('inventory' in body) {
      if (!Number.isInteger(body.inventory) || body.inventory < 0) return refuse(ctx, 422, [{ field: 'inventory', code: 'invalid', message: 'Inventory must be a whole number, 0 or more' }]);
      changes.quantity = body.inventory;
    }
    if ('price' in body) {
      if (!body.price || !/^\d+(\.\d{1,2})?$/.test(String(body.price.amount)) || minor(body.price.amount) <= 0) return refuse(ctx, 422, [{ field: 'price', code: 'invalid', message: 'Price must be greater than 0' }]);
      changes.price = minor(body.price.amount);
      changes.currency = String(body.price.currency ?? listing.currency);
    }
    ctx.body = { product: productJson(market.updateListing(listing, changes)) };
  });

  router.post('/api/v1/products/inventory', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const items = ((ctx.request.body ?? {}) as Json).items;
    if (!Array.isArray(items) || items.length < 1 || items.length > MAX_PAGE) return refuse(ctx, 422, [{ field: 'items', code: 'invalid', message: `Items must be a list of 1 to ${MAX_PAGE} {sku, inventory}` }]);
    // Each item on its own: one refused does not stop the others.
    ctx.body = {
      results: items.map((item: Json) => {
        const sku = typeof item?.sku === 'string' ? item.sku : '';
        const listing = sku ? market.listingBySku(id, sku) : undefined;
        if (!listing) return { sku, status: 'not_found', errors: [{ field: 'sku', code: 'not_found', message: `No product with SKU ${sku}` }] };
        if (!Number.isInteger(item.inventory) || item.inventory < 0) return { sku, status: 'invalid', errors: [{ field: 'inventory', code: 'invalid', message: 'Inventory must be a whole number, 0 or more' }] };
        market.updateListing(listing, { quantity: item.inventory });
        return { sku, status: 'updated', inventory: item.inventory };
      }),
    };
  });

  router.delete('/api/v1/products/:sku', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = market.listingBySku(id, ctx.params.sku!);
    if (!listing) return refuse(ctx, 404, [{ code: 'not_found', message: `No product with SKU ${ctx.params.sku}` }]);
    market.updateListing(listing, { status: 'ENDED' });
    ctx.status = 204;
  });

  router.get('/api/v1/products', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const limit = Math.min(Math.max(Number(ctx.query.limit) || 50, 1), MAX_PAGE);
    const all = market.listingsOf(id);
    const start = ctx.query.cursor ? all.findIndex((l) => l.id > String(ctx.query.cursor)) : 0;
    const page = start < 0 ? [] : all.slice(start, start + limit);
    const more = start >= 0 && start + limit < all.length;
    ctx.body = { products: page.map(productJson), next_cursor: more ? page[page.length - 1]!.id : null };
  });

  router.get('/api/v1/orders', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const limit = Math.min(Math.max(Number(ctx.query.limit) || 50, 1), MAX_PAGE);
    const after = /^\d+$/.test(String(ctx.query.cursor ?? '')) ? Number(ctx.query.cursor) : 0;
    const changed = market.ordersSince(id, after, limit + 1);
    const page = changed.slice(0, limit);
    ctx.body = { orders: page.map(orderJson), next_cursor: page.length ? String(page[page.length - 1]!.seq) : String(after), has_more: changed.length > limit };
  });

  router.post('/api/v1/orders/acknowledge', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const ids = ((ctx.request.body ?? {}) as Json).order_ids;
    if (!Array.isArray(ids) || ids.length < 1 || ids.length > MAX_PAGE || !ids.every((o) => typeof o === 'string' && o)) {
      return refuse(ctx, 422, [{ field: 'order_ids', code: 'invalid', message: `Order ids must be a list of 1 to ${MAX_PAGE} order ids` }]);
    }
    const found = ids.filter((orderId: string) => market.orderOf(id, orderId));
    for (const orderId of found) market.orderOf(id, orderId)!.acknowledged = true;
    ctx.body = { acknowledged: found, not_found: ids.filter((orderId: string) => !found.includes(orderId)) };
  });

  router.post('/api/v1/orders/:id/acknowledge', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const order = market.orderOf(id, ctx.params.id!);
    if (!order) return refuse(ctx, 404, [{ code: 'not_found', message: `No order ${ctx.params.id}` }]);
    // Acknowledging is not a change buyers see: the order keeps its place in the feed.
    order.acknowledged = true;
    ctx.status = 204;
  });

  router.post('/api/v1/orders/:id/fulfillments', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const order = market.orderOf(id, ctx.params.id!);
    if (!order) return refuse(ctx, 404, [{ code: 'not_found', message: `No order ${ctx.params.id}` }]);
    const body = (ctx.request.body ?? {}) as Json;
    const errors: Array<{ field: string; code: string; message: string }> = [];
    if (typeof body.tracking_number !== 'string' || !body.tracking_number) errors.push({ field: 'tracking_number', code: 'blank', message: 'Tracking number can\'t be blank' });
    if (typeof body.carrier !== 'string' || !body.carrier) errors.push({ field: 'carrier', code: 'blank', message: 'Carrier can\'t be blank' });
    const lineIds = Array.isArray(body.lines) ? body.lines.map((l: Json) => String(l.line_id)) : order.lines.map((l) => l.lineId);
    const unknown = lineIds.filter((lineId: string) => !order.lines.some((l) => l.lineId === lineId));
    if (unknown.length) errors.push({ field: 'lines', code: 'invalid', message: `Unknown line ${unknown.join(', ')}` });
    if (order.status === 'CANCELLED') errors.push({ field: 'order', code: 'cancelled', message: 'The order was cancelled' });
    if (errors.length) return refuse(ctx, 422, errors);
    // The same tracking number twice is one fulfilment (a retried call).
    if (!order.shipments.some((s) => s.trackingNumber === body.tracking_number)) {
      const shipments = [...order.shipments, { carrier: body.carrier, trackingNumber: body.tracking_number, shippedAt: String(body.shipped_at ?? new Date().toISOString()), lineIds }];
      const shippedAll = order.lines.every((l) => shipments.some((s) => s.lineIds.includes(l.lineId)));
      market.touchOrder(order, { shipments, status: shippedAll ? 'SHIPPED' : order.status });
    }
    ctx.status = 201;
    ctx.body = { fulfillment: { order_id: order.id, tracking_number: body.tracking_number, carrier: body.carrier } };
  });
}

registerSandboxModule({
  type: 'STORE',
  configure(market) {
    market.orderIdFor = (n) => `WS${String(1000 + n).padStart(6, '0')}`;
    market.listingUrlFor = (listing) => `https://sandbox-store.invalid/products/${encodeURIComponent(listing.sku.toLowerCase())}`;
  },
  routes,
});
