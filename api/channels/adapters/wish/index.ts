/**
 * Wish, Merchant API v3 (merchant.wish.com/documentation/api/v3/reference): OAuth (authorize → GET
 * /api/v3/oauth/access_token, GET /api/v3/oauth/refresh_token), bearer token on every call, and every answer in
 * Wish's envelope `{code, message, data}` (code 0 is success).
 *
 *   publish   POST /api/v3/products with one variation (SKU, price, inventory, ENABLED unless the listing's
 *             `enabled` is false); a product already holding the parent SKU (a publish that died before Sellyard
 *             saved its id) is updated instead, so a retried publish never makes a second product. A new product
 *             waits for Wish's review (WISH_INACTIVE, with a `request_id`): the listing stays submitted until
 *             review.ts finds the request APPROVED or BLOCKED
 *   revise    PUT /api/v3/products/{id}: name, description, tags, the variation's price and inventory
 *             A family (a parent product's listing) is ONE product whose variations are its variant products,
 *             each with its SKU, price, inventory and `options` (`{name, value}`: the attributes the family varies
 *             by, Wish's colour and size among them); each variation's id is kept by SKU (`variations[sku]`), so a
 *             variant's inventory and price go to its own variation; a Wish order names the variation's SKU
 *   end       PUT /api/v3/products/{id} with the variation DISABLED (every variation of a family; Wish keeps
 *             disabled products)
 *   quantity, price   PUT /api/v3/products/{id} with the variation's inventories / price only
 *   orders    GET /api/v3/orders, updated_at_min, oldest change first (Wish pages by the last row's time)
 *   tracking  PUT /api/v3/orders/{id}/tracking (a Wish order is one product: tracking is per order)
 *   existing  GET /api/v3/products, paged the same way
 *
 * A 429 says when to come back in `Wish-Rate-Limit-Reset`; errors name no field, so the Wish parameter their
 * message mentions first is the field the listing shows. Wish has no order acknowledgement call.
 */
import { ChannelError } from '../../errors.ts';
import { registerAdapter } from '../../registry.ts';
import { checkWishReview } from './review.ts';
import type { AdapterContext, ChannelAdapter, ChannelOrder, Credentials, ExistingListing, HttpRequest, HttpResponse, ListingPayload, ListingRef, Page, PublishedListing } from '../../types.ts';

const PAGE_SIZE = 100;
const FIRST_SYNC_DAYS = 30;
const RESET_HEADER = 'wish-rate-limit-reset';
/** Wish's parameters, as its messages name them (longest first, so `parent_sku` wins over `sku`). */
const PARAMETERS = ['variations.inventories.inventory', 'variations.price', 'variations.sku', 'main_image', 'parent_sku', 'description', 'inventory', 'price', 'name', 'tags', 'sku'];

const clientId = () => process.env.WISH_CLIENT_ID ?? 'sellyard-demo';
const clientSecret = () => process.env.WISH_CLIENT_SECRET ?? 'sellyard-demo-secret';
/** The country Wish is told parcels leave from (Sellyard's shipments do not say). */
const originCountry = () => process.env.WISH_ORIGIN_COUNTRY ?? 'GB';
const amount = (minor: number) => Number((minor / 100).toFixed(2));
export const minorOf = (price: { amount?: number | string } | null | undefined): number => Math.round(Number(price?.amount ?? 0) * 100);

/** Wish's `{code, message}`: a 400 is the merchant's data; the parameter the message names is the field. */
export function readWishError(response: HttpResponse): Error | undefined {
  const body = response.body as { code?: unknown; message?: unknown } | null;
  if (response.status !== 400 || typeof body?.message !== 'string') return undefined;
  const message = body.message;
  const field = PARAMETERS.map((name) => ({ name, at: message.indexOf(name) })).filter((p) => p.at >= 0).sort((a, b) => a.at - b.at || b.name.length - a.name.length)[0]?.name ?? null;
  return new ChannelError('validation', `Wish refused it: ${message}`, { status: 400, fields: [{ field, code: String(body.code ?? 'error'), message }] });
}

function headers(ctx: AdapterContext): Record<string, string> {
  const token = ctx.credentials.access_token;
  if (!token) throw new ChannelError('auth', 'no Wish access token: connect the channel with Wish');
  return { authorization: `Bearer ${token}` };
}

/** A call whose answer is Wish's `data`. */
export async function call<T = any>(ctx: AdapterContext, request: Omit<HttpRequest, 'headers'>): Promise<T> {
  const { body } = await ctx.http.send({ ...request, headers: headers(ctx), rateLimitResetHeader: RESET_HEADER }, readWishError);
  // Wish answers some refusals with HTTP 200 and a non-zero code.
  if (body && typeof body.code === 'number' && body.code !== 0) {
    throw readWishError({ status: 400, headers: new Headers(), body }) ?? new ChannelError('permanent', `Wish answered code ${body.code}`);
  }
  return body?.data as T;
}

async function tokens(ctx: AdapterContext, path: string, query: Record<string, string>): Promise<Credentials> {
  const { body } = await ctx.http.send({ method: 'GET', url: path, query: { client_id: clientId(), client_secret: clientSecret(), ...query } }, (response) => {
    const answer = response.body as { code?: number; message?: string } | null;
    return answer?.message ? new ChannelError('auth', `Wish refused the token request: ${answer.message} (code ${answer.code})`, { status: response.status }) : undefined;
  });
  const data = body?.data ?? {};
  if (!data.access_token) throw new ChannelError('auth', `Wish gave no token: ${body?.message ?? 'empty answer'}`);
  return {
    access_token: String(data.access_token), ...(data.refresh_token ? { refresh_token: String(data.refresh_token) } : {}),
    ...(data.merchant_id ? { merchant_id: String(data.merchant_id) } : {}), ...(data.expiry_time ? { expires_at: String(data.expiry_time) } : {}),
  };
}

interface WishVariation { id?: string; sku: string; price?: { amount: number; currency_code: string }; inventories?: Array<{ inventory: number }>; status?: string }
interface WishProduct { id: string; name: string; parent_sku?: string; state?: string; status?: string; request_id?: string | null; updated_at: string; variations?: WishVariation[] }

const variationRef = (ref: { sku: string; channelFields?: Record<string, unknown> }) => ({ ...(typeof ref.channelFields?.variation_id === 'string' ? { id: ref.channelFields.variation_id } : {}), sku: ref.sku });

function productBody(listing: ListingPayload): Record<string, unknown> {
  const f = listing.channelFields;
  const [main, ...extra] = listing.product.imageUrls;
  return {
    name: listing.title,
    description: listing.description ?? listing.title,
    tags: Array.isArray(f.tags) ? f.tags : [],
    ...(main ? { main_image: { url: main } } : {}),
    ...(extra.length ? { extra_images: extra.slice(0, 20).map((url) => ({ url })) } : {}),
    variations: listing.variations?.length
      ? listing.variations.map((v) => ({
        ...variationRef({ sku: v.sku, channelFields: keptVariations(listing.channelFields)[v.sku] }), price: { amount: amount(v.price), currency_code: listing.currency }, inventories: [{ inventory: v.quantity }],
        status: f.enabled === false ? 'DISABLED' : 'ENABLED', ...(v.barcode && /^\d{8,14}$/.test(v.barcode) ? { gtin: v.barcode } : {}),
        options: v.values.map((value) => ({ name: value.name, value: value.value })),
      }))
      : [{
        ...variationRef(listing), price: { amount: amount(listing.price), currency_code: listing.currency }, inventories: [{ inventory: listing.quantity }],
        status: f.enabled === false ? 'DISABLED' : 'ENABLED', ...(listing.product.barcode && /^\d{8,14}$/.test(listing.product.barcode) ? { gtin: listing.product.barcode } : {}),
      }],
  };
}

/** What publish kept of a family's variations (their Wish ids), by SKU. */
const keptVariations = (fields: Record<string, unknown> | undefined): Record<string, Record<string, unknown>> =>
  (fields?.variations && typeof fields.variations === 'object' ? fields.variations : {}) as Record<string, Record<string, unknown>>;

const parentSkuOf = (listing: ListingPayload) => (typeof listing.channelFields.parent_sku === 'string' && listing.channelFields.parent_sku ? listing.channelFields.parent_sku : listing.sku);
/**
 * Where the product is: a new one (or an edited one Wish had blocked) is WISH_INACTIVE until Wish's review
 * approves it (review.ts follows its request).
 */
function published(product: WishProduct, family = false): PublishedListing & { extra?: Record<string, unknown> } {
  const reviewing = product.state === 'WISH_INACTIVE' || product.status === 'PENDING_REVIEW';
  // A family: each variation's id by its SKU (never one variation's id for the whole product).
  const ids = family
    ? { variations: Object.fromEntries((product.variations ?? []).filter((v) => v.id).map((v) => [v.sku, { variation_id: v.id }])) }
    : product.variations?.[0]?.id ? { variation_id: product.variations[0].id } : {};
  const extra = { ...ids, ...(reviewing && product.request_id ? { review_request_id: product.request_id } : {}) };
  return {
    externalId: product.id, url: `https://www.wish.com/product/${product.id}`, ...(Object.keys(extra).length ? { extra } : {}),
    ...(reviewing ? { review: { message: 'Wish is reviewing the product before it goes on sale (its Automated Listing Review can take a few days): Sellyard checks and makes the listing live once Wish approves it.' } } : {}),
  };
}

async function updateVariation(ctx: AdapterContext, ref: ListingRef, change: Record<string, unknown>): Promise<void> {
  await call(ctx, { method: 'PUT', url: `/api/v3/products/${encodeURIComponent(ref.externalId)}`, json: { variations: [{ ...variationRef(ref), ...change }] } });
}

/** Cursor: `<updated_at_min>|<ids already read at exactly that time>` (updated_at_min is inclusive). */
function readCursor(cursor: string | null): { since: string; seen: string[] } {
  const [since, seen] = (cursor ?? '').split('|');
  return { since: since || new Date(Date.now() - FIRST_SYNC_DAYS * 86_400_000).toISOString(), seen: seen ? seen.split(',') : [] };
}

/** A page of rows sorted oldest change first: the new ones, and the cursor after them. */
async function keysetPage<T extends { id: string; updated_at: string }>(ctx: AdapterContext, url: string, cursor: string | null, query: Record<string, string> = {}): Promise<{ rows: T[]; cursor: string; more: boolean }> {
  const { since, seen } = readCursor(cursor);
  // Rows at exactly `since` come again: ask for that many more, and drop the ones already read.
  const limit = PAGE_SIZE + seen.length;
  const data = (await call<T[]>(ctx, { method: 'GET', url, query: { ...query, updated_at_min: since, sort_by: 'updated_at.asc', limit } })) ?? [];
  const newest = data.reduce((latest, row) => (Date.parse(row.updated_at) > latest ? Date.parse(row.updated_at) : latest), Date.parse(since));
  const atNewest = data.filter((row) => Date.parse(row.updated_at) === newest).map((row) => row.id);
  const carried = newest === Date.parse(since) ? seen : [];
  return {
    rows: data.filter((row) => !(Date.parse(row.updated_at) === Date.parse(since) && seen.includes(row.id))),
    cursor: `${new Date(newest).toISOString()}|${[...new Set([...carried, ...atNewest])].join(',')}`,
    more: data.length === limit,
  };
}

interface WishOrder {
  id: string; state: string; released_at: string; updated_at: string;
  product_information: { id?: string; name?: string; sku: string; quantity?: number };
  order_payment?: { general_payment_details?: { product_price?: { amount: number; currency_code: string }; product_quantity?: number; product_shipping_price?: { amount: number; currency_code: string }; payment_total?: { amount: number; currency_code: string } } };
  full_address?: { shipping_detail?: { name?: string; street_address1?: string; street_address2?: string | null; city?: string; state?: string | null; zipcode?: string; country?: string; phone_number?: { number?: string } | null } };
}

export function orderFromWish(order: WishOrder): ChannelOrder {
  const pay = order.order_payment?.general_payment_details ?? {};
  const to = order.full_address?.shipping_detail ?? {};
  const quantity = pay.product_quantity ?? order.product_information.quantity ?? 1;
  const name = to.name || 'Wish customer';
  return {
    orderRef: order.id,
    placedAt: order.released_at,
    // Wish releases an order to the merchant once the customer has paid; REQUIRE_REVIEW and DECLINED are not yet.
    paid: ['APPROVED', 'SHIPPED'].includes(order.state),
    cancelled: order.state === 'REFUNDED',
    currency: pay.payment_total?.currency_code ?? pay.product_price?.currency_code ?? 'USD',
    buyer: { name, email: null },
    shippingAddress: { name, line1: to.street_address1 ?? '', line2: to.street_address2 ?? null, city: to.city ?? '', region: to.state ?? null, postcode: to.zipcode ?? '', country: to.country ?? 'GB', phone: to.phone_number?.number ?? null },
    lines: [{ lineRef: order.id, sku: order.product_information.sku, title: order.product_information.name ?? order.product_information.sku, quantity, unitPrice: minorOf(pay.product_price), externalListingId: order.product_information.id ?? null }],
    shippingPrice: minorOf(pay.product_shipping_price),
    total: minorOf(pay.payment_total),
    url: `https://merchant.wish.com/transactions/${order.id}`,
  };
}

export const wishAdapter: ChannelAdapter = {
  type: 'WISH',
  variations: true,
  checkListingReview: checkWishReview,
  liveBaseUrl: () => 'https://merchant.wish.com',
  async exchangeCode(ctx, code, redirectUri) {
    return tokens(ctx, '/api/v3/oauth/access_token', { code, grant_type: 'authorization_code', redirect_uri: redirectUri });
  },
  async refreshCredentials(ctx) {
    if (!ctx.credentials.refresh_token) return null;
    return tokens(ctx, '/api/v3/oauth/refresh_token', { refresh_token: ctx.credentials.refresh_token, grant_type: 'refresh_token' });
  },
  async checkConnection(ctx) {
    await call(ctx, { method: 'GET', url: '/api/v3/products', query: { limit: 1 } });
  },
  async publishListing(ctx, listing) {
    if (listing.externalId) return wishAdapter.reviseListing(ctx, { ...listing, externalId: listing.externalId });
    const parentSku = parentSkuOf(listing);
    const [existing] = (await call<WishProduct[]>(ctx, { method: 'GET', url: '/api/v3/products', query: { parent_sku: parentSku, limit: 1 } })) ?? [];
    if (existing) return wishAdapter.reviseListing(ctx, { ...listing, externalId: existing.id });
    const product = await call<WishProduct>(ctx, { method: 'POST', url: '/api/v3/products', json: { ...productBody(listing), parent_sku: parentSku } });
    return published(product, Boolean(listing.variations?.length));
  },
  async reviseListing(ctx, listing) {
    const product = await call<WishProduct>(ctx, { method: 'PUT', url: `/api/v3/products/${encodeURIComponent(listing.externalId)}`, json: productBody(listing) });
    return published(product, Boolean(listing.variations?.length));
  },
  async endListing(ctx, ref) {
    const family = keptVariations(ref.channelFields);
    if (!ref.variation && Object.keys(family).length) {
      // A family: every variation disabled, in one update of the product.
      const variations = Object.entries(family).map(([sku, kept]) => ({ ...variationRef({ sku, channelFields: kept }), status: 'DISABLED' }));
      await call(ctx, { method: 'PUT', url: `/api/v3/products/${encodeURIComponent(ref.externalId)}`, json: { variations } });
      return;
    }
    await updateVariation(ctx, ref, { status: 'DISABLED' });
  },
  async setQuantity(ctx, ref, quantity) {
    await updateVariation(ctx, ref, { inventories: [{ inventory: quantity }] });
  },
  async setPrice(ctx, ref, price, currency) {
    await updateVariation(ctx, ref, { price: { amount: amount(price), currency_code: currency } });
  },
  async fetchOrders(ctx, cursor): Promise<Page<ChannelOrder>> {
    const { rows, cursor: next, more } = await keysetPage<WishOrder>(ctx, '/api/v3/orders', cursor);
    return { items: rows.map(orderFromWish), cursor: next, more };
  },
  async acknowledgeOrder() {
    // Merchant API v3 has no acknowledgement: an order is taken in by reading it.
  },
  async sendShipment(ctx, shipment) {
    await call(ctx, { method: 'PUT', url: `/api/v3/orders/${encodeURIComponent(shipment.orderRef)}/tracking`, json: { tracking_number: shipment.trackingNumber, shipping_provider: shipment.carrier, origin_country: originCountry() } });
  },
  async fetchListings(ctx, cursor): Promise<Page<ExistingListing>> {
    const { rows, cursor: next, more } = await keysetPage<WishProduct>(ctx, '/api/v3/products', cursor, { state: 'ACTIVE' });
    const items = rows.flatMap((p) => (p.variations ?? []).filter((v) => v.status !== 'DISABLED').map((v): ExistingListing => {
      const quantity = v.inventories?.reduce((sum, i) => sum + Number(i.inventory ?? 0), 0) ?? 0;
      return { externalId: p.id, sku: v.sku, title: p.name, price: minorOf(v.price), currency: v.price?.currency_code ?? 'USD', quantity, status: quantity > 0 ? 'ACTIVE' : 'OUT_OF_STOCK', url: `https://www.wish.com/product/${p.id}` };
    }));
    return { items, cursor: next, more };
  },
};

registerAdapter(wishAdapter);
