/**
 * OnBuy in the sandbox: the Seller API v2's token request, listings by SKU, orders (acknowledge, dispatch with
 * tracking) and tracking providers, in OnBuy's shapes: `{success, results, metadata: {limit, offset,
 * total_rows}}` pages, a result per SKU or order in batch calls, and the error envelope `{success: false, error:
 * {message, errorCode, additional}}`.
 *
 * Keys: a seller's consumer key is its sandbox identity (any `sbx_` key is a seller of its own, as tokens are in
 * the shared machinery); `request-token` answers a token for that seller, and revoking the consumer key
 * (`_control/revoke {"access_token": <consumer key>}`) withdraws every token of the seller.
 *
 * The catalogue: listings go on catalogue products by OPC. Every well-formed OPC is in the sandbox's catalogue
 * except those starting with ZZ (to try OnBuy's "product not found"); its name is the catalogue's, not the
 * seller's. What it refuses as OnBuy does, per SKU: a missing or unknown OPC, a condition OnBuy does not grade,
 * a price not above £0 or over £99,999.99, stock outside 0–99,999, a handling time over 30 days, a SKU over 50
 * characters or already used on another product.
 *
 * Products with variants (`POST /v2/products`, docs.api.onbuy.com "Products › Create a product"): a new catalogue
 * product whose variants vary by at most two options, `variant_1: {name}` and `variant_2: {name}` on the product
 * and each variant's value of them (`variants[i].variant_1: {name}`), each variant a catalogue product of its own
 * with its EAN (`product_codes`) and the seller's listing of it (`listings: {<condition>: {sku, price, stock}}`).
 * OnBuy queues product creation: the call answers a `queue_id` and `GET /v2/queues/{id}` says how it went, with the
 * product's OPC (the variants' OPCs are read from their listings by SKU; OnBuy does not put them in the queue
 * answer). The sandbox creates the product at once: its queue entry is `success` when first asked. Refused as
 * OnBuy refuses them (400, OnBuy's error envelope, the field named): a missing category or product name, a variant
 * without its value of an option the product varies by (or with a value of one it does not), two variants with
 * the same values, a variant without an EAN or with one already in the catalogue (list against that OPC instead),
 * a variant listing's SKU already in use. Variants cannot be added to a product once created (OnBuy's rule, as
 * integrators report it: help.useresponse.com "Marketplaces / OnBuy / Products management").
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxListing, SandboxMarketplace, SandboxOrder } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';

type Json = Record<string, any>;
type ItemError = { message: string; errorCode: string; additional: { field: string } | null };

const CONDITIONS = ['new', 'excellent', 'very_good', 'good', 'average', 'below_average', 'refurbished'];
const MAX_STOCK = 99_999;
const MAX_PRICE = 99_999.99;
const TRACKING_PROVIDERS = [
  { tracking_id: 1, name: 'Royal Mail' }, { tracking_id: 2, name: 'DPD' }, { tracking_id: 3, name: 'Parcelforce' },
  { tracking_id: 4, name: 'Evri' }, { tracking_id: 5, name: 'DHL' }, { tracking_id: 6, name: 'UPS' }, { tracking_id: 7, name: 'Yodel' },
];

const pounds = (minor: number) => Math.round(minor) / 100;
const minor = (value: unknown) => Math.round(Number(value) * 100);
const onbuyTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');
const itemError = (message: string, errorCode: string, field?: string): ItemError => ({ message, errorCode, additional: field ? { field } : null });

function fail(ctx: Context, status: number, message: string, errorCode: string, field?: string): void {
  ctx.status = status;
  ctx.body = { success: false, error: itemError(message, errorCode, field) };
}

function sellerOf(ctx: Context, market: SandboxMarketplace): string | undefined {
  const check = market.checkToken(ctx.get('authorization'));
  if (check.ok) return check.sellerId;
  fail(ctx, 401, check.reason === 'missing' ? 'Unauthorised: an access token is required' : `Unauthorised: the access token is ${check.reason === 'unknown' ? 'invalid' : check.reason}`, 'AUTH_TOKEN_INVALID');
  return undefined;
}

/**
 * What every batch call starts with: the seller, OnBuy's site, and the array `field` of items (1 to `max`); the
 * refusal answered when one is wrong.
 */
function batchOf(ctx: Context, market: SandboxMarketplace, field: string, message: string, code: string, max = Infinity): { seller: string; items: any[] } | undefined {
  const seller = sellerOf(ctx, market);
  if (!seller) return undefined;
  const body = (ctx.request.body ?? {}) as Json;
  if (!siteOk(ctx, body.site_id)) return undefined;
  const items = body[field];
  if (!Array.isArray(items) || !items.length || items.length > max) return void fail(ctx, 400, message, code, field);
  return { seller, items };
}

function siteOk(ctx: Context, site: unknown): boolean {
  if (Number(site) === 2000) return true;
  fail(ctx, 400, 'The site_id field is invalid: OnBuy UK is site 2000', 'INVALID_SITE_ID', 'site_id');
  return false;
}

const catalogueName = (opc: string) => `OnBuy catalogue product ${opc}`;

/** A product created with variants, in the sandbox: its record (the family) and its variants' listings. */
const isProduct = (listing: SandboxListing) => listing.attributes.onbuyProduct === true;
/** A new OPC: capitals and digits, never starting ZZ (the sandbox's "not in the catalogue"). */
const newOpc = (market: SandboxMarketplace) => `P${(1_679_616 + market.nextSeq() * 7919).toString(36).toUpperCase()}`;

interface QueueEntry { queue_id: string; uid: string | null; status: 'success' | 'failed'; opc: string | null; product_name: string; error_message: string | null; seller: string; created_at: string }

function listingJson(listing: SandboxListing): Json {
  const a = listing.attributes;
  return {
    product_listing_id: Number(listing.id), sku: listing.sku, opc: a.opc, name: listing.title, condition: a.condition,
    price: pounds(listing.price), stock: listing.quantity, handling_time: a.handling_time ?? null, delivery_weight: a.delivery_weight ?? null,
    product_url: listing.url, status: listing.status === 'ACTIVE' ? 'active' : 'awaiting_activation',
  };
}

function orderStatus(order: SandboxOrder): string {
  if (order.status === 'CANCELLED') return 'cancelled';
  if (order.status === 'SHIPPED') return 'dispatched';
  return order.shipments.length ? 'partially_dispatched' : 'awaiting_dispatch';
}

function orderJson(order: SandboxOrder): Json {
  const a = order.shippingAddress;
  const subtotal = order.total - order.shippingPrice;
  return {
    order_id: order.id, onbuy_internal_reference: Number(order.seq), date: onbuyTime(order.createdAt), updated_at: onbuyTime(order.updatedAt),
    cancelled_at: order.status === 'CANCELLED' ? onbuyTime(order.updatedAt) : null, shipped_at: order.shipments[0] ? onbuyTime(order.shipments[0].shippedAt) : null,
    status: orderStatus(order), acknowledged: order.acknowledged, site_id: 2000, site_name: 'OnBuy.com',
    price_subtotal: pounds(subtotal), price_delivery: pounds(order.shippingPrice), price_total: pounds(order.total), price_discount: 0, currency_code: order.currency,
    buyer: { name: order.buyer.name, email: order.buyer.email, phone: a.phone },
    delivery_address: { name: a.name, line_1: a.line1, line_2: a.line2, line_3: null, town: a.city, county: a.region, postcode: a.postcode, country: a.country === 'GB' ? 'United Kingdom' : a.country, country_code: a.country },
    products: order.lines.map((l) => ({ onbuy_internal_reference: l.lineId, sku: l.sku, name: l.title, quantity: l.quantity, unit_price: pounds(l.unitPrice), total_price: pounds(l.unitPrice * l.quantity), opc: null })),
    tracking: order.shipments.map((s) => ({ supplier_name: s.carrier, number: s.trackingNumber })),
  };
}

/** What OnBuy refuses in a listing's offer fields (create: every field; update: those sent). */
function offerErrors(item: Json, creating: boolean): ItemError[] {
  const errors: ItemError[] = [];
  if (creating || 'price' in item) {
    const price = Number(item.price);
    if (typeof item.price !== 'number' || !(price > 0) || price > MAX_PRICE || Math.abs(Math.round(price * 100) - price * 100) > 1e-6) {
      errors.push(itemError(`The price must be more than 0 and at most ${MAX_PRICE}, in pounds and pence`, 'INVALID_PRICE', 'price'));
    }
  }
  if (creating || 'stock' in item) {
    if (!Number.isInteger(item.stock) || item.stock < 0 || item.stock > MAX_STOCK) errors.push(itemError(`The stock must be a whole number from 0 to ${MAX_STOCK}`, 'INVALID_STOCK', 'stock'));
  }
  if ((creating || 'condition' in item) && !CONDITIONS.includes(String(item.condition))) {
    errors.push(itemError(`The condition must be one of ${CONDITIONS.join(', ')}`, 'INVALID_CONDITION', 'condition'));
  }
  if ('handling_time' in item && (!Number.isInteger(item.handling_time) || item.handling_time < 0 || item.handling_time > 30)) {
    errors.push(itemError('The handling time must be a whole number of days from 0 to 30', 'INVALID_HANDLING_TIME', 'handling_time'));
  }
  if ('delivery_weight' in item && !(typeof item.delivery_weight === 'number' && item.delivery_weight > 0)) {
    errors.push(itemError('The delivery weight must be a number of kilograms above 0', 'INVALID_DELIVERY_WEIGHT', 'delivery_weight'));
  }
  return errors;
}

const offerAttributes = (item: Json) => Object.fromEntries(['condition', 'handling_time', 'delivery_weight'].filter((k) => k in item).map((k) => [k, item[k]]));

function routes(router: Router, market: SandboxMarketplace): void {
  const liveBySku = (seller: string, sku: string) => { const found = market.listingBySku(seller, sku); return found && !isProduct(found) ? found : undefined; };
  const queues = new Map<string, QueueEntry>();

  router.post('/v2/auth/request-token', (ctx) => {
    const body = (ctx.request.body ?? {}) as Json;
    if (typeof body.consumer_key !== 'string' || !body.consumer_key) return fail(ctx, 400, 'The consumer_key field is required', 'MISSING_CONSUMER_KEY', 'consumer_key');
    if (typeof body.secret_key !== 'string' || !body.secret_key) return fail(ctx, 400, 'The secret_key field is required', 'MISSING_SECRET_KEY', 'secret_key');
    const check = market.checkToken(body.consumer_key);
    if (!check.ok) return fail(ctx, 401, `The consumer key is ${check.reason === 'revoked' ? 'no longer active: the seller revoked it' : 'not valid'}`, 'AUTH_INVALID_KEYS');
    const issued = market.issueTokens(check.sellerId);
    ctx.body = { access_token: issued.accessToken, expires_at: String(Math.floor(Date.now() / 1000) + issued.expiresIn) };
  });

  router.get('/v2/listings', (ctx) => {
    const seller = sellerOf(ctx, market);
    if (!seller || !siteOk(ctx, ctx.query.site_id)) return;
    const limit = Math.min(Math.max(Number(ctx.query.limit) || 50, 1), 100);
    const offset = Math.max(Number(ctx.query.offset) || 0, 0);
    const sku = typeof ctx.query['filter[sku]'] === 'string' ? ctx.query['filter[sku]'] : undefined;
    const all = market.listingsOf(seller).filter((l) => l.status !== 'ENDED' && !isProduct(l) && (!sku || l.sku === sku));
    ctx.body = { success: true, metadata: { limit, offset, total_rows: all.length }, results: all.slice(offset, offset + limit).map(listingJson) };
  });

  router.post('/v2/listings', (ctx) => {
    const batch = batchOf(ctx, market, 'listings', 'The listings field must hold 1 to 1000 listings', 'INVALID_LISTINGS', 1000);
    if (!batch) return;
    const { seller, items } = batch;
    const results = items.map((item: Json) => {
      const sku = typeof item.sku === 'string' ? item.sku : '';
      const opc = typeof item.opc === 'string' ? item.opc.toUpperCase() : '';
      const errors: ItemError[] = [];
      if (!sku) errors.push(itemError('The sku field is required', 'MISSING_SKU', 'sku'));
      else if (sku.length > 50) errors.push(itemError('The sku may not be greater than 50 characters', 'INVALID_SKU', 'sku'));
      if (!/^[A-Z0-9]{4,20}$/.test(opc)) errors.push(itemError('The opc field is required: the OnBuy product code of the catalogue product', 'MISSING_OPC', 'opc'));
      else if (opc.startsWith('ZZ')) errors.push(itemError(`Product ${opc} was not found in the OnBuy catalogue`, 'PRODUCT_NOT_FOUND', 'opc'));
      errors.push(...offerErrors(item, true));
      const taken = sku ? liveBySku(seller, sku) : undefined;
      if (!errors.length && taken) {
        errors.push(taken.attributes.opc === opc ? itemError(`A listing with SKU ${sku} already exists`, 'LISTING_EXISTS', 'sku') : itemError(`SKU ${sku} is already used on product ${taken.attributes.opc}`, 'SKU_IN_USE', 'sku'));
      }
      if (errors.length) return { sku, opc, success: false, error: errors[0], errors };
      const listing = market.createListing(seller, {
        sku, title: catalogueName(opc), description: null, price: minor(item.price), currency: 'GBP', quantity: item.stock,
        // Not on sale until its price and stock are set by SKU (OnBuy's activation step).
        status: 'INACTIVE', attributes: { opc, ...offerAttributes(item) },
      });
      return { sku, opc, success: true, product_listing_id: Number(listing.id), message: 'Listing created' };
    });
    ctx.body = { success: true, results };
  });

  /** What OnBuy refuses in a product with variants: the first refusal, with its field. */
  function productRefusal(seller: string, body: Json): ItemError | undefined {
    if (!Number.isInteger(body.category_id) || body.category_id <= 0) return itemError('The category_id field is required: the OnBuy category of the new product', 'MISSING_CATEGORY_ID', 'category_id');
    if (typeof body.product_name !== 'string' || !body.product_name.trim()) return itemError('The product_name field is required', 'MISSING_PRODUCT_NAME', 'product_name');
    if (body.product_name.length > 150) return itemError('The product_name may not be greater than 150 characters', 'INVALID_PRODUCT_NAME', 'product_name');
    const options = (['variant_1', 'variant_2'] as const).filter((key) => body[key] !== undefined);
    for (const key of options) {
      if (typeof body[key]?.name !== 'string' || !body[key].name.trim()) return itemError(`The ${key}.name field is required: the option the variants vary by (Colour, Size…)`, 'INVALID_VARIANT_OPTION', `${key}.name`);
    }
    if (options.includes('variant_2') && !options.includes('variant_1')) return itemError('A product varying by one option names it as variant_1', 'INVALID_VARIANT_OPTION', 'variant_1');
    if (!options.length) return itemError('A product with variants names the option they vary by (variant_1, and variant_2 for a second)', 'MISSING_VARIANT_OPTION', 'variant_1');
    const variants = body.variants;
    if (!Array.isArray(variants) || !variants.length) return itemError('The variants field must hold the product\'s variants', 'MISSING_VARIANTS', 'variants');
    const combinations = new Map<string, number>();
    const skus = new Set<string>();
    const codes = new Set<string>();
    for (const [i, variant] of (variants as Json[]).entries()) {
      for (const key of ['variant_1', 'variant_2'] as const) {
        const value = variant?.[key]?.name;
        if (options.includes(key) && (typeof value !== 'string' || !value.trim())) return itemError(`Variant ${i + 1} has no ${body[key].name}: every variant needs its value of each option the product varies by (${key}.name)`, 'MISSING_VARIANT_VALUE', `variants.${i}.${key}`);
        if (!options.includes(key) && variant?.[key] !== undefined) return itemError(`Variant ${i + 1} has a ${key} but the product does not vary by a ${key === 'variant_1' ? 'first' : 'second'} option`, 'INVALID_VARIANT_VALUE', `variants.${i}.${key}`);
      }
      const combination = options.map((key) => String(variant[key].name).trim().toLowerCase()).join(' / ');
      const twin = combinations.get(combination);
      if (twin !== undefined) return itemError(`Variants ${twin + 1} and ${i + 1} have the same options (${options.map((key) => variant[key].name).join(' / ')}): each variant needs its own combination`, 'DUPLICATE_VARIANT', `variants.${i}`);
      combinations.set(combination, i);
      const productCodes = variant.product_codes;
      if (!Array.isArray(productCodes) || !productCodes.length || !productCodes.every((c) => typeof c === 'string' && /^\d{8,14}$/.test(c))) {
        return itemError(`Variant ${i + 1} needs its EAN (product_codes): OnBuy's catalogue holds one product per EAN`, 'MISSING_PRODUCT_CODE', `variants.${i}.product_codes`);
      }
      for (const code of productCodes as string[]) {
        // The catalogue keeps a product after the seller's listing of it ends.
        const known = [...market.listings.values()].find((l) => l.attributes.ean === code);
        if (known || codes.has(code)) return itemError(`EAN ${code} is already in the OnBuy catalogue${known ? ` as product ${known.attributes.opc}` : ''}: list against that product instead`, 'PRODUCT_CODE_EXISTS', `variants.${i}.product_codes`);
        codes.add(code);
      }
      const conditions = Object.keys((variant.listings ?? {}) as Json);
      for (const condition of conditions) {
        const offer = { ...variant.listings[condition], condition };
        const errors = offerErrors(offer, true);
        if (errors.length) return { ...errors[0]!, additional: { field: `variants.${i}.listings.${condition}.${errors[0]!.additional?.field}` } };
        const sku = offer.sku;
        if (typeof sku !== 'string' || !sku || sku.length > 50) return itemError('The listing sku is required (at most 50 characters)', 'INVALID_SKU', `variants.${i}.listings.${condition}.sku`);
        if (liveBySku(seller, sku) || skus.has(sku)) return itemError(`SKU ${sku} is already used on another listing`, 'SKU_IN_USE', `variants.${i}.listings.${condition}.sku`);
        skus.add(sku);
      }
    }
    return undefined;
  }

  router.post('/v2/products', (ctx) => {
    const seller = sellerOf(ctx, market);
    if (!seller) return;
    const body = (ctx.request.body ?? {}) as Json;
    if (!siteOk(ctx, body.site_id)) return;
    const refusal = productRefusal(seller, body);
    if (refusal) return fail(ctx, 400, refusal.message, refusal.errorCode, refusal.additional?.field);
    const options = (['variant_1', 'variant_2'] as const).filter((key) => body[key] !== undefined).map((key) => ({ key, name: String(body[key].name) }));
    const variants = body.variants as Json[];
    const opc = newOpc(market);
    const product = market.createListing(seller, {
      id: opc, sku: opc, title: body.product_name, description: body.description ?? null, price: 0, currency: 'GBP', quantity: 0, status: 'ACTIVE',
      attributes: {
        onbuyProduct: true, opc, category_id: body.category_id, brand_name: body.brand_name ?? null, uid: body.uid ?? null,
        variesBy: options.map((o) => ({ name: o.name, values: [...new Set(variants.map((v) => String(v[o.key].name)))] })),
      },
    });
    for (const variant of variants) {
      const variantOpc = newOpc(market);
      const values = Object.fromEntries(options.map((o) => [o.name, String(variant[o.key].name)]));
      for (const [condition, offer] of Object.entries((variant.listings ?? {}) as Record<string, Json>)) {
        market.createListing(seller, {
          sku: offer.sku, title: `${body.product_name}, ${Object.values(values).join(', ')}`, description: null, price: minor(offer.price), currency: 'GBP', quantity: offer.stock,
          // Not on sale until its price and stock are set by SKU, as any new listing.
          status: 'INACTIVE', attributes: { opc: variantOpc, ean: variant.product_codes[0], condition, ...offerAttributes(offer), variationOf: product.id, variationValues: values },
        });
      }
    }
    const queue: QueueEntry = { queue_id: String(market.nextSeq()), uid: body.uid ?? null, status: 'success', opc, product_name: body.product_name, error_message: null, seller, created_at: new Date().toISOString() };
    queues.set(queue.queue_id, queue);
    ctx.body = { success: true, results: { queue_id: queue.queue_id, uid: queue.uid } };
  });

  const queueJson = (q: QueueEntry) => ({ queue_id: q.queue_id, uid: q.uid, status: q.status, opc: q.opc, product_name: q.product_name, error_message: q.error_message });

  router.get('/v2/queues/:id', (ctx) => {
    const seller = sellerOf(ctx, market);
    if (!seller || !siteOk(ctx, ctx.query.site_id)) return;
    const queue = queues.get(ctx.params.id!);
    if (!queue || queue.seller !== seller) return fail(ctx, 404, `Queue ${ctx.params.id} was not found`, 'QUEUE_NOT_FOUND', 'queue_id');
    ctx.body = { success: true, results: queueJson(queue) };
  });

  router.get('/v2/queues', (ctx) => {
    const seller = sellerOf(ctx, market);
    if (!seller || !siteOk(ctx, ctx.query.site_id)) return;
    const limit = Math.min(Math.max(Number(ctx.query.limit) || 50, 1), 100);
    const offset = Math.max(Number(ctx.query.offset) || 0, 0);
    const status = typeof ctx.query['filter[status]'] === 'string' ? ctx.query['filter[status]'] : undefined;
    const all = [...queues.values()].filter((q) => q.seller === seller && (!status || q.status === status)).reverse();
    ctx.body = { success: true, metadata: { limit, offset, total_rows: all.length }, results: all.slice(offset, offset + limit).map(queueJson) };
  });

  router.put('/v2/listings/by-sku', (ctx) => {
    const batch = batchOf(ctx, market, 'listings', 'The listings field must hold 1 to 1000 listings', 'INVALID_LISTINGS', 1000);
    if (!batch) return;
    const { seller, items } = batch;
    const results = items.map((item: Json) => {
      const listing = typeof item.sku === 'string' ? liveBySku(seller, item.sku) : undefined;
      if (!listing) return { sku: item.sku ?? null, success: false, error: itemError(`SKU ${item.sku} was not found`, 'SKU_NOT_FOUND', 'sku') };
      const errors = offerErrors(item, false);
      if (errors.length) return { sku: item.sku, success: false, error: errors[0], errors };
      market.updateListing(listing, {
        ...('price' in item ? { price: minor(item.price) } : {}),
        ...('stock' in item ? { quantity: item.stock } : {}),
        status: 'ACTIVE',
        attributes: { ...listing.attributes, ...offerAttributes(item) },
      });
      return { sku: item.sku, success: true, message: 'Listing updated' };
    });
    ctx.body = { success: true, results };
  });

  router.delete('/v2/listings/by-sku', (ctx) => {
    const batch = batchOf(ctx, market, 'skus', 'The skus field must hold at least one SKU', 'INVALID_SKUS');
    if (!batch) return;
    const { seller, items } = batch;
    ctx.body = {
      success: true,
      results: items.map((sku: unknown) => {
        const listing = typeof sku === 'string' ? liveBySku(seller, sku) : undefined;
        if (!listing) return { sku, success: false, error: itemError(`SKU ${String(sku)} was not found`, 'SKU_NOT_FOUND', 'sku') };
        market.updateListing(listing, { status: 'ENDED' });
        return { sku, success: true, message: 'Listing deleted' };
      }),
    };
  });

  router.get('/v2/orders', (ctx) => {
    const seller = sellerOf(ctx, market);
    if (!seller || !siteOk(ctx, ctx.query.site_id)) return;
    const limit = Math.min(Math.max(Number(ctx.query.limit) || 50, 1), 100);
    const offset = Math.max(Number(ctx.query.offset) || 0, 0);
    const status = typeof ctx.query['filter[status]'] === 'string' ? ctx.query['filter[status]'] : 'awaiting_dispatch';
    const sinceText = typeof ctx.query['filter[modified_since]'] === 'string' ? ctx.query['filter[modified_since]'] : '';
    const since = sinceText ? new Date(`${sinceText.replace(' ', 'T')}Z`) : null;
    if (since && Number.isNaN(since.getTime())) return fail(ctx, 400, 'The modified_since filter must be a date and time (YYYY-MM-DD HH:MM:SS)', 'INVALID_FILTER', 'filter[modified_since]');
    const descending = ctx.query['sort[modified]'] === 'desc';
    // OnBuy takes payment at checkout: an unpaid order never reaches the seller.
    const all = [...market.orders.values()]
      .filter((o) => o.sellerId === seller && o.status !== 'UNPAID' && (status === 'all' || orderStatus(o) === status) && (!since || o.updatedAt >= since.toISOString()))
      .sort((a, b) => (a.updatedAt.localeCompare(b.updatedAt) || a.seq - b.seq) * (descending ? -1 : 1));
    ctx.body = { success: true, metadata: { limit, offset, total_rows: all.length }, results: all.slice(offset, offset + limit).map(orderJson) };
  });

  router.put('/v2/orders/acknowledge', (ctx) => {
    const batch = batchOf(ctx, market, 'order_ids', 'The order_ids field must hold at least one order id', 'INVALID_ORDER_IDS');
    if (!batch) return;
    const { seller, items } = batch;
    ctx.body = {
      success: true,
      results: items.map((id: unknown) => {
        const order = market.orderOf(seller, String(id));
        if (!order) return { order_id: id, success: false, error: itemError(`Order ${String(id)} was not found`, 'ORDER_NOT_FOUND', 'order_id') };
        // Acknowledging is the seller's bookkeeping: the order keeps its place in the feed.
        order.acknowledged = true;
        return { order_id: id, success: true };
      }),
    };
  });

  router.get('/v2/orders/tracking-providers', (ctx) => {
    const seller = sellerOf(ctx, market);
    if (!seller || !siteOk(ctx, ctx.query.site_id)) return;
    ctx.body = { success: true, metadata: { limit: 100, offset: 0, total_rows: TRACKING_PROVIDERS.length }, results: TRACKING_PROVIDERS };
  });

  router.put('/v2/orders/dispatch', (ctx) => {
    const batch = batchOf(ctx, market, 'orders', 'The orders field must hold at least one order', 'INVALID_ORDERS');
    if (!batch) return;
    const { seller, items } = batch;
    ctx.body = {
      success: true,
      results: items.map((request: Json) => {
        const refuse = (message: string, code: string, field: string) => ({ order_id: request.order_id ?? null, success: false, error: itemError(message, code, field) });
        const order = market.orderOf(seller, String(request.order_id ?? ''));
        if (!order) return refuse(`Order ${request.order_id} was not found`, 'ORDER_NOT_FOUND', 'order_id');
        if (order.status === 'CANCELLED') return refuse(`Order ${order.id} was cancelled`, 'ORDER_CANCELLED', 'order_id');
        const tracking = (request.tracking ?? {}) as Json;
        if (typeof tracking.number !== 'string' || !tracking.number) return refuse('The tracking number is required', 'MISSING_TRACKING_NUMBER', 'tracking.number');
        const provider = TRACKING_PROVIDERS.find((p) => p.tracking_id === Number(tracking.tracking_id));
        if (tracking.tracking_id !== undefined && !provider) return refuse(`Tracking provider ${tracking.tracking_id} does not exist`, 'INVALID_TRACKING_PROVIDER', 'tracking.tracking_id');
        const carrier = provider?.name ?? (typeof tracking.supplier_name === 'string' && tracking.supplier_name ? tracking.supplier_name : null);
        if (!carrier) return refuse('Name the tracking provider (tracking_id) or the supplier_name', 'MISSING_TRACKING_PROVIDER', 'tracking.supplier_name');
        // The same tracking number again is the same dispatch (a retried call).
        if (order.shipments.some((s) => s.trackingNumber === tracking.number)) return { order_id: order.id, success: true, message: 'Already dispatched with this tracking number' };
        const shipped = new Set(order.shipments.flatMap((s) => s.lineIds));
        const products = Array.isArray(request.products) && request.products.length ? request.products as Json[] : null;
        const lineIds = products ? products.map((p) => order.lines.find((l) => l.sku === p.sku && !shipped.has(l.lineId))?.lineId) : order.lines.filter((l) => !shipped.has(l.lineId)).map((l) => l.lineId);
        if (products && lineIds.some((id) => !id)) return refuse('A product is not on the order, or was dispatched already', 'INVALID_PRODUCTS', 'products.sku');
        if (!lineIds.length) return refuse(`Order ${order.id} was already dispatched`, 'ORDER_ALREADY_DISPATCHED', 'order_id');
        const shipments = [...order.shipments, { carrier, trackingNumber: tracking.number, shippedAt: new Date().toISOString(), lineIds: lineIds as string[] }];
        market.touchOrder(order, { shipments, status: order.lines.every((l) => shipments.some((s) => s.lineIds.includes(l.lineId))) ? 'SHIPPED' : order.status });
        return { order_id: order.id, success: true, message: 'Order dispatched' };
      }),
    };
  });
}

registerSandboxModule({
  type: 'ONBUY',
  configure(market) {
    // OnBuy order ids are short codes of capitals and digits (T9R7V).
    market.orderIdFor = (n) => (46_656 + n * 7919).toString(36).toUpperCase();
    market.listingUrlFor = (listing) => `https://www.onbuy.com/gb/p/${String(listing.attributes.opc ?? listing.id).toLowerCase()}/`;
  },
  routes,
});
