/**
 * Wish in the sandbox: the Merchant API v3's OAuth token endpoints (access_token, refresh_token), products with
 * their variations (create, update: name, tags, price, inventory, ENABLED/DISABLED; list by updated_at with a
 * limit, oldest change first) and orders (list by updated_at_min, ship with tracking), in Wish's envelope:
 * `{"code": 0, "message": "", "data": …}` on success, `{"code": <error>, "message": "…", "data": {}}` otherwise.
 * It checks what Wish checks: a name, a description, a main image, 1 to 10 tags, a parent SKU and variation SKUs
 * not used by another product of the merchant, a price above 0 and an inventory from 0 to 500,000; tracking needs
 * a number, a carrier and the origin country. New products go through Wish's review before they sell
 * (wish-reviews.ts).
 * Product and order ids are 24-digit hex object ids, as Wish's are.
 */
import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxListing, SandboxMarketplace, SandboxOrder } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';
import { blocked, lookAt, openReview, reviewFields, underReview } from './wish-reviews.ts';

type Json = Record<string, any>;
const MAX_LIMIT = 500;
const MAX_INVENTORY = 500_000;

const objectId = () => randomBytes(12).toString('hex');
const price = (minor: number, currency: string) => ({ amount: Number((minor / 100).toFixed(2)), currency_code: currency });

export function answer(ctx: Context, data: unknown): void {
  ctx.body = { code: 0, message: '', data };
}

export function refuse(ctx: Context, status: number, code: number, message: string): void {
  ctx.status = status;
  ctx.body = { code, message, data: {} };
}

export function seller(ctx: Context, market: SandboxMarketplace): string | undefined {
  const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
  const check = market.checkToken(token);
  if (check.ok) return check.sellerId;
  refuse(ctx, 401, check.reason === 'expired' ? 1016 : 1015, { missing: 'Unauthorized request: the access token is missing.', unknown: 'Unauthorized request: the access token is not valid.', revoked: 'Unauthorized request: the merchant revoked this app\'s access.', expired: 'The access token has expired: refresh it.' }[check.reason]);
  return undefined;
}

function productJson(listing: SandboxListing): Json {
  const a = listing.attributes;
  const enabled = listing.status === 'ACTIVE';
  return {
    id: listing.id, name: listing.title, description: listing.description, tags: a.tags ?? [], parent_sku: a.parent_sku, main_image: { url: a.main_image }, extra_images: ((a.extra_images ?? []) as string[]).map((url) => ({ url })),
    state: listing.status === 'ENDED' ? 'REMOVED_BY_MERCHANT' : enabled ? 'ACTIVE' : 'MERCHANT_INACTIVE', status: listing.status === 'ENDED' ? 'REMOVED_BY_MERCHANT' : 'APPROVED',
    created_at: listing.createdAt, updated_at: listing.updatedAt,
    variations: [{ id: a.variation_id, product_id: listing.id, sku: listing.sku, price: price(listing.price, listing.currency), inventories: [{ warehouse_id: a.warehouse_id, inventory: listing.quantity }], status: enabled || ((underReview(listing) || blocked(listing)) && a.wanted !== 'INACTIVE') ? 'ENABLED' : 'DISABLED' }],
    ...reviewFields(listing),
  };
}

function orderJson(order: SandboxOrder, market: SandboxMarketplace): Json {
  // Wish orders hold one product: the sandbox's orders are placed one SKU at a time.
  const line = order.lines[0]!;
  const a = order.shippingAddress;
  const money = (minor: number) => price(minor, order.currency);
  return {
    id: order.id, released_at: order.createdAt, updated_at: order.updatedAt,
    state: { PAID: 'APPROVED', UNPAID: 'REQUIRE_REVIEW', SHIPPED: 'SHIPPED', CANCELLED: 'REFUNDED' }[order.status],
    product_information: { id: line.listingId, name: line.title, sku: line.sku, variation_id: market.listings.get(line.listingId)?.attributes.variation_id ?? null, quantity: line.quantity },
    order_payment: { general_payment_details: { product_price: money(line.unitPrice), product_quantity: line.quantity, product_shipping_price: money(order.shippingPrice), payment_total: money(order.total) } },
    full_address: { shipping_detail: { name: a.name, street_address1: a.line1, street_address2: a.line2, city: a.city, state: a.region, zipcode: a.postcode, country: a.country, phone_number: a.phone ? { number: a.phone } : null } },
    tracking_information: order.shipments.map((s) => ({ tracking_number: s.trackingNumber, shipping_provider: { name: s.carrier }, ship_date: s.shippedAt })),
  };
}

/** The first thing Wish objects to in a variation, or undefined. */
function variationError(v: Json, creating: boolean): string | undefined {
  if (creating || v.sku !== undefined) {
    if (typeof v.sku !== 'string' || !v.sku.trim() || v.sku.length > 80) return 'Invalid parameter: variations.sku must be 1 to 80 characters.';
  }
  if (creating || v.price !== undefined) {
    const amount = Number(v.price?.amount);
    if (!(amount > 0 && amount <= 100_000)) return 'Invalid parameter: variations.price.amount must be above 0 and at most 100000.';
    if (!/^[A-Z]{3}$/.test(String(v.price?.currency_code ?? ''))) return 'Invalid parameter: variations.price.currency_code must be an ISO 4217 code.';
  }
  if (creating || v.inventories !== undefined) {
    const inventory = Array.isArray(v.inventories) ? v.inventories[0]?.inventory : undefined;
    if (!Number.isInteger(inventory) || inventory < 0 || inventory > MAX_INVENTORY) return `Invalid parameter: variations.inventories.inventory must be a whole number from 0 to ${MAX_INVENTORY}.`;
  }
  if (v.status !== undefined && !['ENABLED', 'DISABLED'].includes(v.status)) return 'Invalid parameter: variations.status must be ENABLED or DISABLED.';
  return undefined;
}

/** The first thing Wish objects to in a product, or undefined. */
function productError(body: Json, creating: boolean, market: SandboxMarketplace, sellerId: string, self?: SandboxListing): string | undefined {
  if (creating || body.name !== undefined) {
    if (typeof body.name !== 'string' || !body.name.trim()) return 'Invalid parameter: name is required.';
    if (body.name.length > 255) return `Invalid parameter: name must be at most 255 characters (it has ${body.name.length}).`;
  }
  if ((creating || body.description !== undefined) && (typeof body.description !== 'string' || !body.description.trim())) return 'Invalid parameter: description is required.';
  if (creating || body.tags !== undefined) {
    if (!Array.isArray(body.tags) || body.tags.length < 1) return 'Invalid parameter: tags needs at least one tag.';
    if (body.tags.length > 10) return `Invalid parameter: tags may hold at most 10 tags (it has ${body.tags.length}).`;
  }
  if ((creating || body.main_image !== undefined) && !/^https?:\/\//.test(String(body.main_image?.url ?? ''))) return 'Invalid parameter: main_image.url must be an image URL.';
  const others = market.listingsOf(sellerId).filter((l) => l.status !== 'ENDED' && l !== self);
  if (creating) {
    if (typeof body.parent_sku === 'string' && others.some((l) => l.attributes.parent_sku === body.parent_sku)) return `Invalid parameter: parent_sku ${body.parent_sku} is already used by another product.`;
    if (!Array.isArray(body.variations) || body.variations.length !== 1) return 'Invalid parameter: variations must hold one variation (the sandbox keeps one per product).';
  }
  for (const v of Array.isArray(body.variations) ? body.variations as Json[] : []) {
    const error = variationError(v, creating);
    if (error) return error;
    if (typeof v.sku === 'string' && others.some((l) => l.sku === v.sku)) return `Invalid parameter: variations.sku ${v.sku} is already used by another product.`;
  }
  return undefined;
}

/** Keyset paging as Wish does it: `updated_at_min` (inclusive), oldest change first, `limit` rows. */
function page<T extends { updatedAt: string; id: string }>(ctx: Context, rows: T[]): T[] | undefined {
  const limit = Number(ctx.query.limit ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) { refuse(ctx, 400, 1000, `Invalid parameter: limit must be from 1 to ${MAX_LIMIT}.`); return undefined; }
  const since = ctx.query.updated_at_min === undefined ? undefined : Date.parse(String(ctx.query.updated_at_min));
  if (since !== undefined && Number.isNaN(since)) { refuse(ctx, 400, 1000, 'Invalid parameter: updated_at_min must be a date-time.'); return undefined; }
  const descending = String(ctx.query.sort_by ?? 'updated_at.desc') === 'updated_at.desc';
  return rows.filter((r) => since === undefined || Date.parse(r.updatedAt) >= since)
    .sort((a, b) => (descending ? -1 : 1) * (a.updatedAt.localeCompare(b.updatedAt) || a.id.localeCompare(b.id)))
    .slice(0, limit);
}

function routes(router: Router, market: SandboxMarketplace): void {
  const token = (ctx: Context, grant: 'authorization_code' | 'refresh_token') => {
    const q = ctx.query as Record<string, string>;
    if (!q.client_id || !q.client_secret) return refuse(ctx, 400, 1000, 'Invalid parameter: client_id and client_secret are required.');
    if (q.grant_type !== grant) return refuse(ctx, 400, 1000, `Invalid parameter: grant_type must be ${grant}.`);
    const issued = grant === 'authorization_code' ? market.redeemCode(String(q.code ?? '')) : market.refresh(String(q.refresh_token ?? ''));
    if (!issued) return refuse(ctx, 400, 1013, grant === 'authorization_code' ? 'Invalid authorization code.' : 'Invalid refresh token.');
    answer(ctx, {
      access_token: issued.accessToken, refresh_token: issued.refreshToken, expiry_time: new Date(Date.now() + issued.expiresIn * 1000).toISOString(),
      merchant_id: issued.sellerId, scopes: ['products:read', 'products:write', 'orders:read', 'orders:write'],
    });
  };
  router.get('/api/v3/oauth/access_token', (ctx) => token(ctx, 'authorization_code'));
  router.get('/api/v3/oauth/refresh_token', (ctx) => token(ctx, 'refresh_token'));

  router.post('/api/v3/products', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const body = (ctx.request.body ?? {}) as Json;
    const error = productError(body, true, market, id);
    if (error) return refuse(ctx, 400, 1000, error);
    const v = body.variations[0] as Json;
    const listing = market.createListing(id, {
      id: objectId(), sku: v.sku, title: body.name, description: body.description, price: Math.round(Number(v.price.amount) * 100), currency: v.price.currency_code,
      quantity: v.inventories[0].inventory, status: v.status === 'DISABLED' ? 'INACTIVE' : 'ACTIVE',
      attributes: { parent_sku: body.parent_sku ?? v.sku, tags: body.tags, main_image: body.main_image.url, extra_images: (body.extra_images ?? []).map((i: Json) => i.url), variation_id: objectId(), warehouse_id: objectId() },
    });
    openReview(market, listing);
    ctx.status = 201;
    answer(ctx, productJson(listing));
  });

  router.get('/api/v3/products', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const states = typeof ctx.query.state === 'string' ? ctx.query.state.split(',') : undefined;
    const mine = market.listingsOf(id).filter((l) => (ctx.query.parent_sku === undefined || l.attributes.parent_sku === ctx.query.parent_sku));
    for (const listing of mine) lookAt(market, listing);
    const rows = mine.map(productJson)
      .filter((p) => !states || states.includes(p.state)).map((p) => ({ ...p, id: p.id as string, updatedAt: p.updated_at as string }));
    const found = page(ctx, rows);
    if (found) answer(ctx, found.map(({ updatedAt: _, ...p }) => p));
  });

  router.get('/api/v3/products/:id', (ctx, next) => {
    // Not an object id: another route's path (/api/v3/products/requests).
    if (!/^[0-9a-f]{24}$/.test(ctx.params.id!)) return next();
    const id = seller(ctx, market);
    if (!id) return;
    const listing = market.listingOf(id, ctx.params.id!);
    if (!listing) return refuse(ctx, 404, 1004, `We could not find a product for id: '${ctx.params.id}'`);
    lookAt(market, listing);
    answer(ctx, productJson(listing));
  });

  router.put('/api/v3/products/:id', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = market.listingOf(id, ctx.params.id!);
    if (!listing || listing.status === 'ENDED') return refuse(ctx, 404, 1004, `We could not find a product for id: '${ctx.params.id}'`);
    const body = (ctx.request.body ?? {}) as Json;
    const error = productError(body, false, market, id, listing);
    if (error) return refuse(ctx, 400, 1000, error);
    const v = (Array.isArray(body.variations) ? body.variations as Json[] : []).find((x) => x.id === listing.attributes.variation_id || x.sku === listing.sku);
    if (Array.isArray(body.variations) && body.variations.length && !v) return refuse(ctx, 400, 1000, 'Invalid parameter: variations names no variation of this product (give its id or sku).');
    // Under review, ENABLED or DISABLED is what the product will be once Wish approves it.
    const reviewing = underReview(listing) || blocked(listing);
    if (reviewing && v?.status) listing.attributes.wanted = v.status === 'DISABLED' ? 'INACTIVE' : 'ACTIVE';
    const reviewAgain = blocked(listing) && ['name', 'description', 'main_image', 'tags'].some((f) => body[f] !== undefined);
    market.updateListing(listing, {
      ...(body.name !== undefined ? { title: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(v?.price ? { price: Math.round(Number(v.price.amount) * 100), currency: v.price.currency_code } : {}),
      ...(v?.inventories ? { quantity: v.inventories[0].inventory } : {}),
      ...(v?.status && !reviewing ? { status: v.status === 'DISABLED' ? 'INACTIVE' : 'ACTIVE' } : {}),
      attributes: {
        ...listing.attributes,
        ...(body.tags !== undefined ? { tags: body.tags } : {}),
        ...(body.main_image !== undefined ? { main_image: body.main_image.url } : {}),
      },
    });
    // A blocked product edited is reviewed again.
    if (reviewAgain) openReview(market, listing);
    answer(ctx, productJson(listing));
  });

  router.get('/api/v3/orders', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const states = typeof ctx.query.states === 'string' ? ctx.query.states.split(',') : undefined;
    const rows = [...market.orders.values()].filter((o) => o.sellerId === id).map((o) => ({ order: o, json: orderJson(o, market), id: o.id, updatedAt: o.updatedAt }))
      .filter((r) => !states || states.includes(r.json.state));
    const found = page(ctx, rows);
    if (found) answer(ctx, found.map((r) => r.json));
  });

  router.get('/api/v3/orders/:id', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const order = market.orderOf(id, ctx.params.id!);
    if (!order) return refuse(ctx, 404, 1004, `We could not find an order for id: '${ctx.params.id}'`);
    answer(ctx, orderJson(order, market));
  });

  router.put('/api/v3/orders/:id/tracking', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const order = market.orderOf(id, ctx.params.id!);
    if (!order) return refuse(ctx, 404, 1004, `We could not find an order for id: '${ctx.params.id}'`);
    const body = (ctx.request.body ?? {}) as Json;
    if (typeof body.tracking_number !== 'string' || !body.tracking_number.trim()) return refuse(ctx, 400, 1000, 'Invalid parameter: tracking_number is required.');
    if (typeof body.shipping_provider !== 'string' || !body.shipping_provider.trim()) return refuse(ctx, 400, 1000, 'Invalid parameter: shipping_provider is required.');
    if (!/^[A-Z]{2}$/.test(String(body.origin_country ?? ''))) return refuse(ctx, 400, 1000, 'Invalid parameter: origin_country must be an ISO 3166 country code.');
    if (order.status === 'CANCELLED') return refuse(ctx, 400, 1000, 'The order was refunded: it cannot be shipped.');
    if (!order.shipments.some((s) => s.trackingNumber === body.tracking_number)) {
      // "Ship or update tracking": a new number replaces the old one.
      market.touchOrder(order, { shipments: [{ carrier: body.shipping_provider, trackingNumber: body.tracking_number, shippedAt: new Date().toISOString(), lineIds: order.lines.map((l) => l.lineId) }], status: 'SHIPPED' });
    }
    answer(ctx, {});
  });
}

registerSandboxModule({
  type: 'WISH',
  configure(market) {
    // Object ids: a time part and a counter, 24 hex digits.
    market.orderIdFor = (n) => `${Math.floor(Date.now() / 1000).toString(16).padStart(8, '0')}${randomBytes(4).toString('hex')}${n.toString(16).padStart(8, '0')}`;
    market.listingUrlFor = (listing) => `https://www.wish.com/product/${listing.id}`;
  },
  routes,
});
