/**
 * Wish in the sandbox: the Merchant API v3's OAuth token endpoints (access_token, refresh_token), products with
 * their variations (create, update: name, tags, price, inventory, ENABLED/DISABLED; list by updated_at with a
 * limit, oldest change first) and orders (list by updated_at_min, ship with tracking), in Wish's envelope:
 * `{"code": 0, "message": "", "data": …}` on success, `{"code": <error>, "message": "…", "data": {}}` otherwise.
 * It checks what Wish checks: a name, a description, a main image, 1 to 10 tags, a parent SKU and variation SKUs
 * not used by another product of the merchant, a price above 0 and an inventory from 0 to 500,000; tracking needs
 * a number, a carrier and the origin country. New products go through Wish's review before they sell
 * (wish-reviews.ts).
 *
 * A product with several variations (a family): each variation names its `options` (`{name, value}`: colour,
 * size…), every variation the same option names, no two variations the same values and no SKU twice; each
 * variation is kept as a listing of its own (`variationOf` the product, its `variationValues`, SKU, price,
 * inventory and variation id), so buyers order it and its inventory and price change alone. (Wish's v3 reference
 * could not be read from the sources at hand: these rules are the ones any variation family must keep, in Wish's
 * `Invalid parameter` wording; the option shape follows the v3 Variation's `options`.)
 * Product and order ids are 24-digit hex object ids, as Wish's are.
 */
import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxListing, SandboxMarketplace, SandboxOrder } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';
import { blocked, lookAt, openReview, reviewFields, underReview, variationsFollow } from './wish-reviews.ts';

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

/** A family product's variations, in the order they were made. */
const variationsOf = (market: SandboxMarketplace, product: SandboxListing) => market.sellerListings(product.sellerId).filter((l) => l.attributes.variationOf === product.id && l.status !== 'ENDED');

function productJson(listing: SandboxListing, market?: SandboxMarketplace): Json {
  const a = listing.attributes;
  const enabled = listing.status === 'ACTIVE';
  if (a.variesBy && market) {
    const reviewing = (underReview(listing) || blocked(listing)) && a.wanted !== 'INACTIVE';
    return {
      id: listing.id, name: listing.title, description: listing.description, tags: a.tags ?? [], parent_sku: a.parent_sku, main_image: { url: a.main_image }, extra_images: ((a.extra_images ?? []) as string[]).map((url) => ({ url })),
      state: listing.status === 'ENDED' ? 'REMOVED_BY_MERCHANT' : enabled ? 'ACTIVE' : 'MERCHANT_INACTIVE', status: listing.status === 'ENDED' ? 'REMOVED_BY_MERCHANT' : 'APPROVED',
      created_at: listing.createdAt, updated_at: listing.updatedAt,
      variations: variationsOf(market, listing).map((v) => ({
        id: v.attributes.variation_id, product_id: listing.id, sku: v.sku, price: price(v.price, v.currency), inventories: [{ warehouse_id: a.warehouse_id, inventory: v.quantity }],
        status: v.attributes.disabled ? 'DISABLED' : enabled || reviewing ? 'ENABLED' : 'DISABLED',
        options: Object.entries(v.attributes.variationValues as Record<string, string>).map(([name, value]) => ({ name, value })),
      })),
      ...reviewFields(listing),
    };
  }
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
    product_information: { id: String(market.listings.get(line.listingId)?.attributes.variationOf ?? line.listingId), name: line.title, sku: line.sku, variation_id: market.listings.get(line.listingId)?.attributes.variation_id ?? null, quantity: line.quantity },
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

const optionsOf = (v: Json): Array<{ name: string; value: string }> => (Array.isArray(v.options) ? v.options as Json[] : []).map((o) => ({ name: String(o?.name ?? ''), value: String(o?.value ?? '') }));
const isFamily = (variations: Json[]) => variations.length > 1 || variations.some((v) => optionsOf(v).length);

/** What Wish objects to in a product's several variations: options missing or unlike, two alike, a SKU twice. */
function familyError(variations: Json[]): string | undefined {
  if (!isFamily(variations)) return undefined;
  const names = optionsOf(variations[0]!).map((o) => o.name);
  const seen = new Map<string, string>();
  const skus = new Set<string>();
  for (const v of variations) {
    const options = optionsOf(v);
    if (!options.length || options.some((o) => !o.name || !o.value)) return `Invalid parameter: variations.options of ${v.sku} must name each option and its value (a product with several variations).`;
    if (options.map((o) => o.name).join('\u0000') !== names.join('\u0000')) return `Invalid parameter: variations.options of ${v.sku} must be ${names.join(', ')}, as the product's other variations.`;
    const key = options.map((o) => o.value.toLowerCase()).join('\u0000');
    if (seen.has(key)) return `Invalid parameter: variations ${seen.get(key)} and ${v.sku} have the same options (${options.map((o) => `${o.name} ${o.value}`).join(', ')}).`;
    seen.set(key, String(v.sku));
    if (skus.has(String(v.sku))) return `Invalid parameter: variations.sku ${v.sku} is given twice.`;
    skus.add(String(v.sku));
  }
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
  // (A family's own variations are not "another product".)
  const others = market.listingsOf(sellerId).filter((l) => l.status !== 'ENDED' && l !== self && (!self || l.attributes.variationOf !== self.id));
  if (creating) {
    if (typeof body.parent_sku === 'string' && others.some((l) => l.attributes.parent_sku === body.parent_sku)) return `Invalid parameter: parent_sku ${body.parent_sku} is already used by another product.`;
    if (!Array.isArray(body.variations) || !body.variations.length) return 'Invalid parameter: variations needs at least one variation.';
    const family = familyError(body.variations as Json[]);
    if (family) return family;
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
  const minorOf = (v: Json) => Math.round(Number(v.price.amount) * 100);
  const variesByOf = (variations: Json[]) => optionsOf(variations[0]!).map((o) => ({ name: o.name, values: [...new Set(variations.map((v) => optionsOf(v).find((x) => x.name === o.name)!.value))] }));
  /** The product's total inventory and lowest price, from its variations. */
  const sumUp = (product: SandboxListing) => {
    const all = variationsOf(market, product);
    if (all.length) market.updateListing(product, { quantity: all.reduce((n, v) => n + v.quantity, 0), price: Math.min(...all.map((v) => v.price)) });
  };
  const addVariation = (sellerId: string, product: SandboxListing, v: Json) => market.createListing(sellerId, {
    id: objectId(), sku: v.sku, title: product.title, description: product.description, price: minorOf(v), currency: v.price.currency_code, quantity: v.inventories[0].inventory,
    status: product.status === 'ACTIVE' && v.status !== 'DISABLED' ? 'ACTIVE' : 'INACTIVE',
    attributes: { variationOf: product.id, variationValues: Object.fromEntries(optionsOf(v).map((o) => [o.name, o.value])), variation_id: objectId(), disabled: v.status === 'DISABLED' },
  });

  /** A new product with several variations: the product, then each variation; Wish reviews the product. */
  function createFamily(sellerId: string, body: Json): SandboxListing {
    const variations = body.variations as Json[];
    const product = market.createListing(sellerId, {
      id: objectId(), sku: String(body.parent_sku ?? variations[0]!.sku), title: body.name, description: body.description, price: Math.min(...variations.map(minorOf)), currency: variations[0]!.price.currency_code,
      quantity: variations.reduce((n, v) => n + Number(v.inventories[0].inventory), 0), status: 'ACTIVE',
      attributes: { parent_sku: body.parent_sku ?? variations[0]!.sku, tags: body.tags, main_image: body.main_image.url, extra_images: (body.extra_images ?? []).map((i: Json) => i.url), warehouse_id: objectId(), variesBy: variesByOf(variations) },
    });
    for (const v of variations) addVariation(sellerId, product, v);
    openReview(market, product);
    return product;
  }

  /** An update of a family: each variation named (by id or SKU) changes alone; one with options and a new SKU is added. */
  function updateFamily(ctx: Context, product: SandboxListing, body: Json): void {
    const held = variationsOf(market, product);
    const given = Array.isArray(body.variations) ? body.variations as Json[] : [];
    const matched = given.map((v) => ({ v, variation: held.find((h) => (v.id !== undefined && h.attributes.variation_id === v.id) || h.sku === v.sku) }));
    const unknown = matched.find((m) => !m.variation && !optionsOf(m.v).length);
    if (unknown) return refuse(ctx, 400, 1000, `Invalid parameter: variations names no variation of this product (${unknown.v.sku ?? unknown.v.id}): give its id or sku, or the options of a new one.`);
    const added = matched.filter((m) => !m.variation).map((m) => m.v);
    if (added.length) {
      const all = [...held.map((h) => ({ sku: h.sku, options: Object.entries(h.attributes.variationValues as Record<string, string>).map(([name, value]) => ({ name, value })) })), ...added];
      const error = familyError(all) ?? added.map((v) => variationError(v, true)).find(Boolean);
      if (error) return refuse(ctx, 400, 1000, error);
    }
    market.updateListing(product, {
      ...(body.name !== undefined ? { title: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      attributes: { ...product.attributes, ...(body.tags !== undefined ? { tags: body.tags } : {}), ...(body.main_image !== undefined ? { main_image: body.main_image.url } : {}) },
    });
    for (const { v, variation } of matched) {
      if (!variation) { addVariation(product.sellerId, product, v); continue; }
      const disabled = v.status === undefined ? variation.attributes.disabled : v.status === 'DISABLED';
      market.updateListing(variation, {
        ...(v.price ? { price: minorOf(v), currency: v.price.currency_code } : {}),
        ...(v.inventories && v.inventories[0].inventory !== variation.quantity ? { quantity: v.inventories[0].inventory } : {}),
        attributes: { ...variation.attributes, disabled },
      });
    }
    variationsFollow(market, product);
    sumUp(product);
    market.updateListing(product, { attributes: { ...product.attributes, variesBy: variesByOf(variationsOf(market, product).map((h) => ({ options: Object.entries(h.attributes.variationValues as Record<string, string>).map(([name, value]) => ({ name, value })) }))) } });
    answer(ctx, productJson(product, market));
  }

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
    if (isFamily(body.variations)) {
      const product = createFamily(id, body);
      ctx.status = 201;
      return answer(ctx, productJson(product, market));
    }
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
    const mine = market.listingsOf(id).filter((l) => !l.attributes.variationOf && (ctx.query.parent_sku === undefined || l.attributes.parent_sku === ctx.query.parent_sku));
    for (const listing of mine) lookAt(market, listing);
    const rows = mine.map((l) => productJson(l, market))
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
    answer(ctx, productJson(listing, market));
  });

  router.put('/api/v3/products/:id', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = market.listingOf(id, ctx.params.id!);
    if (!listing || listing.status === 'ENDED') return refuse(ctx, 404, 1004, `We could not find a product for id: '${ctx.params.id}'`);
    const body = (ctx.request.body ?? {}) as Json;
    const error = productError(body, false, market, id, listing);
    if (error) return refuse(ctx, 400, 1000, error);
    if (listing.attributes.variesBy) return updateFamily(ctx, listing, body);
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
    answer(ctx, productJson(listing, market));
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
