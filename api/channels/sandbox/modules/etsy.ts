/**
 * Etsy in the sandbox: Open API v3's OAuth 2.0 token endpoint (authorization code with PKCE, refresh token), getMe,
 * the shop's shipping profiles, listings (createDraftListing, updateListing to activate or deactivate,
 * getListingsByShop with limit/offset), a listing's inventory (getListingInventory, updateListingInventory: SKU,
 * price and quantity) and receipts (getShopReceipts by min_last_modified with limit/offset, createReceiptShipment),
 * in Etsy's shapes: form-encoded writes, Money as {amount, divisor, currency_code}, epoch-second timestamps, and
 * errors as `{"error": "..."}`. It checks what Etsy checks: the x-api-key header and a bearer token of the shop
 * in the path; a title of at most 140 characters, at most 13 tags of at most 20 characters, who_made, when_made
 * and taxonomy_id present and valid, a price from 0.20 to 50,000, a quantity up to 999, a shipping profile of
 * the shop. Its messages name Etsy's parameter, as Etsy's do. Listing images: modules/etsy-images.ts (a listing is
 * activated only with one).
 */
import { ETSY_CARRIER_NAMES } from '../../carrier-codes.ts';
import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxListing, SandboxMarketplace, SandboxOrder } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';

type Json = Record<string, any>;

const WHO_MADE = ['i_did', 'someone_else', 'collective'];
const WHEN_MADE = ['made_to_order', '2020_2025', '2010_2019', '2006_2009', 'before_2006', '2000_2005', '1990s', '1980s', '1970s', '1960s', '1950s', '1940s', '1930s', '1920s', '1910s', '1900s', '1800s', '1700s', 'before_1700'];
const TAG = /^[\p{L}\p{N} '\-™©®]{1,20}$/u;
const MAX_LIMIT = 100;

const money = (minor: number, currency: string) => ({ amount: minor, divisor: 100, currency_code: currency });
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
/** A number of `digits` digits derived from the seller id: the sandbox's Etsy user and shop ids. */
const numberOf = (sellerId: string, salt: string, digits: number) => 10 ** (digits - 1) + (parseInt(createHash('sha256').update(`${salt}:${sellerId}`).digest('hex').slice(0, 12), 16) % (9 * 10 ** (digits - 1)));
export const etsyShopId = (sellerId: string) => numberOf(sellerId, 'shop', 8);
const userIdOf = (sellerId: string) => numberOf(sellerId, 'user', 9);
const shippingProfileOf = (sellerId: string) => 100_000_000_000 + etsyShopId(sellerId);

export function refuse(ctx: Context, status: number, error: string): void {
  ctx.status = status;
  ctx.body = { error };
}

/** Etsy's `limit` (1–100, default 25) and `offset` (default 0), or undefined once the refusal is answered. */
export function limitOffset(ctx: Context): { limit: number; offset: number } | undefined {
  const limit = Number(ctx.query.limit ?? 25);
  const offset = Number(ctx.query.offset ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return void refuse(ctx, 400, `limit must be an integer from 1 to ${MAX_LIMIT}.`);
  if (!Number.isInteger(offset) || offset < 0) return void refuse(ctx, 400, 'offset must be 0 or more.');
  return { limit, offset };
}

/** The seller behind the request: an x-api-key and a bearer token, for the shop in the path when there is one. */
export function seller(ctx: Context, market: SandboxMarketplace): string | undefined {
  if (!ctx.get('x-api-key')) {
    refuse(ctx, 403, 'Missing API key: send your app\'s keystring in the x-api-key header.');
    return undefined;
  }
  const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
  const check = market.checkToken(token);
  if (!check.ok) {
    refuse(ctx, 401, check.reason === 'missing' ? 'Missing OAuth token: send it in the Authorization header.' : `invalid_token: the access token is ${check.reason === 'unknown' ? 'not valid' : check.reason}.`);
    return undefined;
  }
  if (ctx.params.shop_id !== undefined && Number(ctx.params.shop_id) !== etsyShopId(check.sellerId)) {
    refuse(ctx, 403, `The token does not grant access to shop ${ctx.params.shop_id}.`);
    return undefined;
  }
  return check.sellerId;
}

const state = (listing: SandboxListing): string => {
  if (listing.status === 'ACTIVE') return listing.quantity > 0 ? 'active' : 'sold_out';
  return String(listing.attributes.state ?? 'draft');
};

function listingJson(listing: SandboxListing): Json {
  const a = listing.attributes;
  return {
    listing_id: Number(listing.id), user_id: userIdOf(listing.sellerId), shop_id: etsyShopId(listing.sellerId), title: listing.title, description: listing.description,
    state: state(listing), quantity: listing.quantity, url: listing.url, listing_type: 'physical', tags: a.tags ?? [], materials: a.materials ?? [],
    shipping_profile_id: a.shipping_profile_id ?? null, who_made: a.who_made, when_made: a.when_made, is_supply: a.is_supply ?? false, taxonomy_id: a.taxonomy_id,
    created_timestamp: seconds(listing.createdAt), updated_timestamp: seconds(listing.updatedAt), price: money(listing.price, listing.currency), skus: listing.sku ? [listing.sku] : [],
  };
}

function inventoryJson(listing: SandboxListing): Json {
  const family = listing.attributes.inventory as Json | undefined;
  if (family) return family;
  return {
    products: [{
      product_id: Number(listing.id) * 10 + 1, sku: listing.sku, is_deleted: false, property_values: [],
      offerings: [{ offering_id: Number(listing.id) * 10 + 2, quantity: listing.quantity, is_enabled: true, is_deleted: false, price: money(listing.price, listing.currency) }],
    }],
    price_on_property: [], quantity_on_property: [], sku_on_property: [],
  };
}

function receiptJson(order: SandboxOrder): Json {
  const a = order.shippingAddress;
  const subtotal = order.total - order.shippingPrice;
  return {
    receipt_id: Number(order.id), receipt_type: 0, buyer_email: order.buyer.email, name: a.name, first_line: a.line1, second_line: a.line2, city: a.city, state: a.region, zip: a.postcode,
    country_iso: a.country, formatted_address: [a.name, a.line1, a.line2, `${a.city} ${a.postcode}`, a.country].filter(Boolean).join('\n'),
    status: { PAID: 'paid', UNPAID: 'payment processing', SHIPPED: 'completed', CANCELLED: 'canceled' }[order.status], is_paid: order.status !== 'UNPAID', is_shipped: order.status === 'SHIPPED',
    created_timestamp: seconds(order.createdAt), updated_timestamp: seconds(order.updatedAt), create_timestamp: seconds(order.createdAt), update_timestamp: seconds(order.updatedAt),
    grandtotal: money(order.total, order.currency), subtotal: money(subtotal, order.currency), total_price: money(subtotal, order.currency), total_shipping_cost: money(order.shippingPrice, order.currency),
    total_tax_cost: money(0, order.currency), total_vat_cost: money(0, order.currency), discount_amt: money(0, order.currency),
    transactions: order.lines.map((l) => ({
      transaction_id: Number(l.lineId.replace(/\D/g, '')), receipt_id: Number(order.id), title: l.title, quantity: l.quantity, sku: l.sku, listing_id: Number(l.listingId),
      price: money(l.unitPrice, order.currency), shipping_cost: money(0, order.currency), created_timestamp: seconds(order.createdAt),
    })),
    shipments: order.shipments.map((s, i) => ({ receipt_shipping_id: Number(order.id) * 10 + i, shipment_notification_timestamp: seconds(s.shippedAt), carrier_name: s.carrier, tracking_code: s.trackingNumber })),
  };
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : []).map((v) => v.trim()).filter(Boolean);
const decimal = (value: unknown): number => (typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : NaN);

/** Etsy's first objection to listing fields (`required`: the parameters a create must carry), or undefined. */
function listingError(body: Json, required: boolean, sellerId: string): string | undefined {
  const has = (name: string) => body[name] !== undefined && body[name] !== '';
  if (required) {
    for (const name of ['quantity', 'title', 'description', 'price', 'who_made', 'when_made', 'taxonomy_id']) if (!has(name)) return `Missing required parameter: ${name}`;
  }
  if (has('title')) {
    const title = String(body.title);
    if (title.length > 140) return `title must be 140 characters or fewer (it has ${title.length}).`;
    if (!title.trim()) return 'title may not be blank.';
  }
  if (has('tags')) {
    const tags = list(body.tags);
    if (tags.length > 13) return `tags: a listing may have at most 13 tags (it has ${tags.length}).`;
    const bad = tags.find((t) => !TAG.test(t));
    if (bad !== undefined) return `tags: "${bad}" is not a valid tag: at most 20 characters of letters, numbers, spaces, -, ', ™, © or ®.`;
  }
  if (has('materials') && list(body.materials).length > 13) return 'materials: a listing may have at most 13 materials.';
  if (has('who_made') && !WHO_MADE.includes(String(body.who_made))) return `who_made must be one of ${WHO_MADE.join(', ')}.`;
  if (has('when_made') && !WHEN_MADE.includes(String(body.when_made))) return `when_made must be one of ${WHEN_MADE.join(', ')}.`;
  if (has('taxonomy_id') && !/^[1-9]\d{0,9}$/.test(String(body.taxonomy_id))) return 'taxonomy_id must be a positive integer from the seller taxonomy.';
  if (has('price')) {
    const price = decimal(body.price);
    if (!(price >= 0.2 && price <= 50000)) return 'price must be a number from 0.20 to 50000.00.';
  }
  if (has('quantity') && !(/^\d+$/.test(String(body.quantity)) && Number(body.quantity) >= 1 && Number(body.quantity) <= 999)) return 'quantity must be a whole number from 1 to 999.';
  if (required && !has('shipping_profile_id')) return 'shipping_profile_id is required to create a physical listing.';
  if (has('shipping_profile_id') && Number(body.shipping_profile_id) !== shippingProfileOf(sellerId)) return `shipping_profile_id ${body.shipping_profile_id} is not a shipping profile of this shop.`;
  return undefined;
}

/** The listing attributes a create or update carries. */
function attributesFrom(body: Json, old: Json = {}): Json {
  const next = { ...old };
  if (body.tags !== undefined) next.tags = list(body.tags);
  if (body.materials !== undefined) next.materials = list(body.materials);
  for (const name of ['who_made', 'when_made']) if (body[name] !== undefined) next[name] = String(body[name]);
  if (body.taxonomy_id !== undefined) next.taxonomy_id = Number(body.taxonomy_id);
  if (body.shipping_profile_id !== undefined) next.shipping_profile_id = Number(body.shipping_profile_id);
  if (body.is_supply !== undefined) next.is_supply = String(body.is_supply) === 'true';
  return next;
}

function routes(router: Router, market: SandboxMarketplace): void {
  router.post('/v3/public/oauth/token', (ctx) => {
    const form = (ctx.request.body ?? {}) as Json;
    if (!form.client_id) return refuse(ctx, 400, 'invalid_request: client_id is required');
    const issued = form.grant_type === 'authorization_code' ? market.redeemCode(String(form.code ?? ''), typeof form.code_verifier === 'string' ? form.code_verifier : undefined)
      : form.grant_type === 'refresh_token' ? market.refresh(String(form.refresh_token ?? '')) : null;
    if (!issued) {
      ctx.status = 400;
      ctx.body = { error: 'invalid_grant', error_description: 'The code, its code_verifier or the refresh token is invalid, expired or was issued to another client.' };
      return;
    }
    ctx.body = { access_token: issued.accessToken, token_type: 'Bearer', expires_in: 3600, refresh_token: issued.refreshToken };
  });

  router.get('/v3/application/users/me', (ctx) => {
    const id = seller(ctx, market);
    if (id) ctx.body = { user_id: userIdOf(id), shop_id: etsyShopId(id) };
  });

  router.get('/v3/application/shops/:shop_id/shipping-profiles', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    ctx.body = { count: 1, results: [{ shipping_profile_id: shippingProfileOf(id), title: 'Standard', user_id: userIdOf(id), origin_country_iso: 'GB', min_processing_days: 1, max_processing_days: 3, processing_days_display_label: '1-3 days' }] };
  });

  router.post('/v3/application/shops/:shop_id/listings', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const body = (ctx.request.body ?? {}) as Json;
    const error = listingError(body, true, id);
    if (error) return refuse(ctx, 400, error);
    const listing = market.createListing(id, {
      sku: '', title: String(body.title), description: String(body.description), price: Math.round(decimal(body.price) * 100), currency: 'GBP',
      quantity: Number(body.quantity), status: 'INACTIVE', attributes: { ...attributesFrom(body), state: 'draft' },
    });
    ctx.status = 201;
    ctx.body = listingJson(listing);
  });

  router.get('/v3/application/shops/:shop_id/listings', (ctx) => {
    const id = seller(ctx, market);
    const paging = id && limitOffset(ctx);
    if (!id || !paging) return;
    const { limit, offset } = paging;
    const wanted = String(ctx.query.state ?? 'active');
    const all = market.listingsOf(id).filter((l) => l.status !== 'ENDED' && state(l) === wanted);
    ctx.body = { count: all.length, results: all.slice(offset, offset + limit).map(listingJson) };
  });

  router.patch('/v3/application/shops/:shop_id/listings/:listing_id', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = market.listingOf(id, ctx.params.listing_id!);
    if (!listing || listing.status === 'ENDED') return refuse(ctx, 404, `Listing ${ctx.params.listing_id} was not found in this shop.`);
    const body = (ctx.request.body ?? {}) as Json;
    const error = listingError(body, false, id);
    if (error) return refuse(ctx, 400, error);
    if (body.state !== undefined && !['active', 'inactive'].includes(String(body.state))) return refuse(ctx, 400, 'state may only be set to active or inactive.');
    if (body.state === 'active' && !listing.sku) return refuse(ctx, 409, 'The listing has no inventory yet: set it with updateListingInventory before activating.');
    if (body.state === 'active' && !((listing.attributes.images as unknown[] | undefined) ?? []).length) return refuse(ctx, 400, 'A physical listing needs at least one image before it can be activated: upload one with uploadListingImage.');
    const attributes = attributesFrom(body, listing.attributes);
    if (body.state !== undefined) attributes.state = String(body.state);
    market.updateListing(listing, {
      ...(body.title !== undefined ? { title: String(body.title) } : {}),
      ...(body.description !== undefined ? { description: String(body.description) } : {}),
      ...(body.state !== undefined ? { status: body.state === 'active' ? 'ACTIVE' : 'INACTIVE' } : {}),
      attributes,
    });
    // A listing's variations sell while it does.
    if (body.state !== undefined) for (const variation of market.sellerListings(id).filter((l) => l.attributes.variationOf === listing.id)) market.updateListing(variation, { status: listing.status });
    ctx.body = listingJson(listing);
  });

  /**
   * A listing with variations (Etsy's listing inventory guide, updateListingInventory): each product names its
   * `property_values` (at most two properties a listing), every product the same properties, no two products the
   * same values, each with one offering (price 0.20–50000, quantity 0–999) and a SKU; `price_on_property`,
   * `quantity_on_property` and `sku_on_property` name only properties the products have. Etsy answers a refusal 400
   * `{"error": "…"}`. Each variation is kept as a listing of its own (its SKU, quantity, price), `variationOf` the
   * listing, so buyers can order it.
   */
  function putFamilyInventory(ctx: Context, id: string, listing: SandboxListing, body: Json): void {
    const products = body.products as Json[];
    const idsOf = (p: Json) => ((p.property_values ?? []) as Json[]).map((v) => Number(v.property_id)).sort().join(',');
    const first = idsOf(products[0]!);
    if (!first) return refuse(ctx, 400, 'products[0].property_values is required for a listing with more than one product.');
    if (first.split(',').length > 2) return refuse(ctx, 400, 'A listing may vary by at most two properties.');
    const seen = new Map<string, string>();
    for (const [i, product] of products.entries()) {
      if (idsOf(product) !== first) return refuse(ctx, 400, `products[${i}].property_values are inconsistent: every product must have the same properties (${first}).`);
      const values = ((product.property_values ?? []) as Json[]).map((v) => (Array.isArray(v.values) ? v.values[0] : undefined));
      if (values.some((v) => typeof v !== 'string' || !v)) return refuse(ctx, 400, `products[${i}].property_values must each hold one value.`);
      const key = values.join(' / ');
      if (seen.has(key)) return refuse(ctx, 400, `products[${i}].property_values duplicate products[${seen.get(key)}] (${key}).`);
      seen.set(key, String(i));
      const sku = String(product.sku ?? '');
      if (!sku || sku.length > 32) return refuse(ctx, 400, `products[${i}].sku must be 1 to 32 characters.`);
      const offering = Array.isArray(product.offerings) ? product.offerings[0] as Json : undefined;
      if (!offering) return refuse(ctx, 400, `products[${i}].offerings must hold one offering.`);
      const price = decimal(offering.price);
      if (!(price >= 0.2 && price <= 50000)) return refuse(ctx, 400, `products[${i}].offerings[0].price must be a number from 0.20 to 50000.00.`);
      if (!Number.isInteger(offering.quantity) || offering.quantity < 0 || offering.quantity > 999) return refuse(ctx, 400, `products[${i}].offerings[0].quantity must be a whole number from 0 to 999.`);
    }
    for (const key of ['price_on_property', 'quantity_on_property', 'sku_on_property']) {
      const named = (Array.isArray(body[key]) ? body[key] : []) as unknown[];
      if (named.some((p) => !first.split(',').includes(String(p)))) return refuse(ctx, 400, `${key} names a property the products do not have.`);
    }
    const names = ((products[0]!.property_values ?? []) as Json[]).map((v) => String(v.property_name ?? v.property_id));
    const kept: Json[] = [];
    for (const [i, product] of products.entries()) {
      const offering = product.offerings[0] as Json;
      const variationValues = Object.fromEntries(((product.property_values ?? []) as Json[]).map((v, j) => [names[j]!, String(v.values[0])]));
      const variationId = String(Number(listing.id) * 100 + i + 1);
      const existing = market.listings.get(variationId);
      const fields = { sku: String(product.sku), title: listing.title, description: listing.description, price: Math.round(decimal(offering.price) * 100), quantity: Number(offering.quantity), status: listing.status, attributes: { variationOf: listing.id, variationValues } };
      if (existing) {
        const changed: Partial<SandboxListing> = { ...fields };
        if (existing.quantity === fields.quantity) delete changed.quantity;
        market.updateListing(existing, changed);
      } else market.createListing(id, { id: variationId, currency: listing.currency, ...fields });
      kept.push({ product_id: Number(variationId), sku: fields.sku, is_deleted: false, property_values: product.property_values, offerings: [{ offering_id: Number(variationId) * 10 + 2, quantity: fields.quantity, is_enabled: offering.is_enabled !== false, is_deleted: false, price: money(fields.price, listing.currency) }] });
    }
    const variesBy = names.map((name) => ({ name, values: [...new Set(kept.map((p) => String(((p.property_values as Json[]).find((v) => String(v.property_name ?? v.property_id) === name) ?? {}).values?.[0])))] }));
    const inventory = { products: kept, price_on_property: body.price_on_property ?? [], quantity_on_property: body.quantity_on_property ?? [], sku_on_property: body.sku_on_property ?? [] };
    market.updateListing(listing, { sku: `${listing.id}-family`, quantity: kept.reduce((n, p) => n + Number(p.offerings[0].quantity), 0), price: Math.min(...kept.map((p) => Math.round(Number(p.offerings[0].price.amount) * 100 / Number(p.offerings[0].price.divisor)))), attributes: { ...listing.attributes, inventory, variesBy } });
    ctx.body = inventory;
  }

  router.get('/v3/application/listings/:listing_id/inventory', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = market.listingOf(id, ctx.params.listing_id!);
    if (!listing || listing.status === 'ENDED') return refuse(ctx, 404, `Listing ${ctx.params.listing_id} was not found.`);
    ctx.body = inventoryJson(listing);
  });

  router.put('/v3/application/listings/:listing_id/inventory', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = market.listingOf(id, ctx.params.listing_id!);
    if (!listing || listing.status === 'ENDED') return refuse(ctx, 404, `Listing ${ctx.params.listing_id} was not found.`);
    const products = ((ctx.request.body ?? {}) as Json).products;
    if (Array.isArray(products) && products.length > 1) return putFamilyInventory(ctx, id, listing, (ctx.request.body ?? {}) as Json);
    if (!Array.isArray(products) || products.length !== 1) return refuse(ctx, 400, 'products must hold exactly one product for a listing without variations.');
    const product = products[0] as Json;
    const offering = Array.isArray(product.offerings) ? product.offerings[0] as Json : undefined;
    const sku = String(product.sku ?? '');
    if (!sku || sku.length > 32) return refuse(ctx, 400, 'products[0].sku must be 1 to 32 characters.');
    if (!offering) return refuse(ctx, 400, 'products[0].offerings must hold one offering.');
    const price = decimal(offering.price);
    if (!(price >= 0.2 && price <= 50000)) return refuse(ctx, 400, 'products[0].offerings[0].price must be a number from 0.20 to 50000.00.');
    if (!Number.isInteger(offering.quantity) || offering.quantity < 0 || offering.quantity > 999) return refuse(ctx, 400, 'products[0].offerings[0].quantity must be a whole number from 0 to 999.');
    market.updateListing(listing, { sku, price: Math.round(price * 100), quantity: offering.quantity });
    ctx.body = inventoryJson(listing);
  });

  router.get('/v3/application/shops/:shop_id/receipts', (ctx) => {
    const id = seller(ctx, market);
    const paging = id && limitOffset(ctx);
    if (!id || !paging) return;
    const { limit, offset } = paging;
    const since = ctx.query.min_last_modified === undefined ? 0 : Number(ctx.query.min_last_modified);
    if (!Number.isInteger(since) || (since !== 0 && since < 946684800)) return refuse(ctx, 400, 'min_last_modified must be a unix timestamp from 946684800.');
    const ascending = ['asc', 'ascending', 'up'].includes(String(ctx.query.sort_order ?? 'desc'));
    const key = ctx.query.sort_on === 'updated' ? (o: SandboxOrder) => o.updatedAt : (o: SandboxOrder) => o.createdAt;
    const all = [...market.orders.values()].filter((o) => o.sellerId === id && seconds(o.updatedAt) >= since)
      .sort((a, b) => (ascending ? 1 : -1) * (key(a).localeCompare(key(b)) || a.seq - b.seq));
    ctx.body = { count: all.length, results: all.slice(offset, offset + limit).map(receiptJson) };
  });

  router.post('/v3/application/shops/:shop_id/receipts/:receipt_id/tracking', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const order = market.orderOf(id, ctx.params.receipt_id!);
    if (!order) return refuse(ctx, 404, `Receipt ${ctx.params.receipt_id} was not found in this shop.`);
    const body = (ctx.request.body ?? {}) as Json;
    if (body.tracking_code && !body.carrier_name) return refuse(ctx, 400, 'carrier_name is required with a tracking_code.');
    // createReceiptShipment takes the carriers Etsy supports, or `other` (the reference's note on carrier_name).
    if (body.carrier_name && !ETSY_CARRIER_NAMES.has(String(body.carrier_name))) return refuse(ctx, 400, `carrier_name '${String(body.carrier_name).slice(0, 40)}' is not a supported carrier: use one of Etsy's carriers, or 'other'.`);
    if (order.status === 'CANCELLED') return refuse(ctx, 409, 'A canceled receipt cannot be shipped.');
    const code = String(body.tracking_code ?? '');
    if (!code || !order.shipments.some((s) => s.trackingNumber === code)) {
      const shipments = [...order.shipments, { carrier: String(body.carrier_name ?? ''), trackingNumber: code, shippedAt: new Date().toISOString(), lineIds: order.lines.map((l) => l.lineId) }];
      market.touchOrder(order, { shipments, status: 'SHIPPED' });
    }
    ctx.body = receiptJson(order);
  });
}

registerSandboxModule({
  type: 'ETSY',
  configure(market) {
    market.orderIdFor = (n) => String(3_100_000_000 + n);
    market.listingUrlFor = (listing) => `https://www.etsy.com/listing/${listing.id}`;
  },
  routes,
});
