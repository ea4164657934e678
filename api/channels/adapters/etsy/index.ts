/**
 * Etsy, Open API v3 (developers.etsy.com/documentation/reference): OAuth 2.0 with PKCE (authorization code and
 * refresh token at /v3/public/oauth/token), every call with the app's `x-api-key` and the seller's bearer token.
 *
 *   publish   createDraftListing (form-encoded; tags and materials comma-separated; the shop's first shipping
 *             profile), uploadListingImage for the product's images (images.ts), updateListingInventory (SKU,
 *             price, quantity: a draft is created with at least 1), then updateListing state=active. The draft a publish that died half-way left (holding the SKU, or
 *             without one and of the same title) is reused, so a retried publish never makes a second listing.
 *   revise    updateListing (title, description, tags, who/when made, category, state=active) + the inventory
 *   end       updateListing state=inactive
 *   quantity  updateListingInventory replaces the whole inventory, so the current one is read first
 *   orders    getShopReceipts sorted by last change, from min_last_modified, limit/offset pages
 *   tracking  createReceiptShipment (Etsy ships a receipt, not lines)
 *   existing  getListingsByShop (active), limit/offset pages
 *
 * Etsy answers errors as `{"error": "..."}`, a sentence: the parameter it names is the field the listing shows.
 * The shop id comes with the connection (getMe after the token exchange, kept in the credentials as `shop_id`);
 * a channel whose credentials lack it (the demo's) asks getMe once per token.
 */
import { etsyCarrierName, keyOfShipment } from '../../carrier-codes.ts';
import { ChannelError } from '../../errors.ts';
import { registerAdapter } from '../../registry.ts';
import { fetchEtsySettlements } from './settlements.ts';
import { uploadListingImages } from './images.ts';
import type { AdapterContext, ChannelAdapter, ChannelOrder, Credentials, ExistingListing, HttpRequest, HttpResponse, ListingPayload, ListingRef, Page } from '../../types.ts';

const PAGE_SIZE = 100;
const FIRST_SYNC_DAYS = 30;
/** Etsy's parameters, as its messages name them: the first one a message mentions is the field it is about. */
const PARAMETERS = ['shipping_profile_id', 'taxonomy_id', 'who_made', 'when_made', 'materials', 'description', 'quantity', 'title', 'price', 'tags', 'sku', 'image', 'rank'];

const keystring = () => process.env.ETSY_API_KEY ?? 'sellyard-demo';
const decimal = (minor: number) => (minor / 100).toFixed(2);
/** Etsy's Money ({amount, divisor}) in minor units. */
export const minorOf = (money: { amount?: number; divisor?: number } | null | undefined): number => Math.round(((money?.amount ?? 0) * 100) / (money?.divisor || 100));

/** `{"error": "..."}`: a 400 is the seller's data, field by field where the message names an Etsy parameter. */
export function readEtsyError(response: HttpResponse): Error | undefined {
  const message = (response.body as { error?: unknown } | null)?.error;
  if (typeof message !== 'string' || response.status !== 400) return undefined;
  const lower = message.toLowerCase();
  const field = PARAMETERS.map((name) => ({ name, at: lower.search(new RegExp(`\\b${name}\\b`)) })).filter((p) => p.at >= 0).sort((a, b) => a.at - b.at)[0]?.name ?? null;
  return new ChannelError('validation', `Etsy refused it: ${message}`, { status: response.status, fields: [{ field, code: 'etsy_400', message }] });
}

function headers(ctx: AdapterContext): Record<string, string> {
  const token = ctx.credentials.access_token;
  if (!token) throw new ChannelError('auth', 'no Etsy access token: connect the channel with Etsy');
  return { 'x-api-key': keystring(), authorization: `Bearer ${token}` };
}

export const call = <T = any>(ctx: AdapterContext, request: Omit<HttpRequest, 'headers'>) => ctx.http.send<T>({ ...request, headers: headers(ctx) }, readEtsyError).then((r) => r.body);

/** Shop ids of tokens whose credentials did not carry one (bounded: one per demo token in practice). */
const shopIds = new Map<string, string>();

export async function shopIdOf(ctx: AdapterContext): Promise<string> {
  if (ctx.credentials.shop_id) return ctx.credentials.shop_id;
  const token = ctx.credentials.access_token ?? '';
  const known = shopIds.get(token);
  if (known) return known;
  const me = await call(ctx, { method: 'GET', url: '/v3/application/users/me' });
  if (!me?.shop_id) throw new ChannelError('permanent', 'this Etsy account has no shop');
  if (shopIds.size > 1000) shopIds.clear();
  shopIds.set(token, String(me.shop_id));
  return String(me.shop_id);
}

async function tokens(ctx: AdapterContext, form: Record<string, string>): Promise<Credentials> {
  const { body } = await ctx.http.send({ method: 'POST', url: '/v3/public/oauth/token', form: { client_id: keystring(), ...form } }, (response) => {
    const answer = response.body as { error?: string; error_description?: string } | null;
    return answer?.error ? new ChannelError('auth', `Etsy refused the token request: ${answer.error}${answer.error_description ? ` (${answer.error_description})` : ''}`, { status: response.status }) : undefined;
  });
  return { access_token: String(body.access_token), ...(body.refresh_token ? { refresh_token: String(body.refresh_token) } : {}) };
}

/** The listing fields createDraftListing and updateListing take, form-encoded as Etsy wants them. */
function listingForm(listing: ListingPayload): Record<string, string> {
  const f = listing.channelFields;
  const form: Record<string, string> = { title: listing.title, description: listing.description ?? listing.title };
  const text = (name: string) => { if (f[name] !== undefined && f[name] !== null) form[name] = String(f[name]); };
  ['who_made', 'when_made', 'taxonomy_id', 'is_supply'].forEach(text);
  if (Array.isArray(f.tags)) form.tags = f.tags.join(',');
  if (Array.isArray(f.materials)) form.materials = f.materials.join(',');
  return form;
}

const inventory = (sku: string, price: number, quantity: number) => ({
  products: [{ sku, property_values: [], offerings: [{ price: Number(decimal(price)), quantity, is_enabled: true }] }],
  price_on_property: [], quantity_on_property: [], sku_on_property: [],
});

/**
 * The shop's draft left by a publish of this listing that stopped before activating it: the draft holding the
 * SKU, or (stopped before the inventory gave it one) a draft without SKU of the same title.
 */
async function leftDraft(ctx: AdapterContext, shopId: string, listing: ListingPayload): Promise<string | undefined> {
  const drafts = await call(ctx, { method: 'GET', url: `/v3/application/shops/${shopId}/listings`, query: { state: 'draft', limit: PAGE_SIZE } });
  const results = (drafts.results ?? []) as Array<{ listing_id: number; title?: string; skus?: string[] }>;
  const found = results.find((l) => l.skus?.includes(listing.sku)) ?? results.find((l) => !l.skus?.some(Boolean) && l.title === listing.title);
  return found ? String(found.listing_id) : undefined;
}

/** Etsy's custom variation properties (its listing inventory guide): at most two a listing, ids 513 and 514. */
const CUSTOM_PROPERTIES = [513, 514];

/**
 * A family's inventory: one product per variant with its `property_values` (the attributes' Etsy names, one value
 * each) and its own offering; price, quantity and SKU vary on every property (`*_on_property`).
 */
function familyInventory(listing: ListingPayload): Record<string, unknown> {
  const names = (listing.variesBy ?? []).map((a) => a.name);
  if (names.length > CUSTOM_PROPERTIES.length) throw new ChannelError('validation', `Etsy takes at most two variation properties; this family varies by ${names.join(', ')}`, { fields: [{ field: 'product_id', code: 'VARIATION_FAMILY', message: `Etsy lists at most two variation properties (this family varies by ${names.join(', ')})` }] });
  const ids = names.map((_, i) => CUSTOM_PROPERTIES[i]!);
  return {
    products: listing.variations!.map((v) => ({
      sku: v.sku,
      property_values: v.values.map((value, i) => ({ property_id: ids[i], property_name: value.name, values: [value.value] })),
      offerings: [{ price: Number(decimal(v.price)), quantity: Math.min(999, v.quantity), is_enabled: true }],
    })),
    price_on_property: ids, quantity_on_property: ids, sku_on_property: ids,
  };
}

async function activate(ctx: AdapterContext, shopId: string, listingId: string, listing: ListingPayload, form: Record<string, string>): Promise<{ externalId: string; url: string | null }> {
  // Etsy activates a physical listing only with an image.
  await uploadListingImages(ctx, shopId, listingId, listing.product.imageUrls);
  await call(ctx, { method: 'PUT', url: `/v3/application/listings/${listingId}/inventory`, json: listing.variations?.length ? familyInventory(listing) : inventory(listing.sku, listing.price, listing.quantity) });
  const live = await call(ctx, { method: 'PATCH', url: `/v3/application/shops/${shopId}/listings/${listingId}`, form: { ...form, state: 'active' } });
  return { externalId: listingId, url: typeof live?.url === 'string' ? live.url : `https://www.etsy.com/listing/${listingId}` };
}

/** Reads the listing's inventory, changes its one offering, writes it back (Etsy replaces the whole inventory). */
async function changeOffering(ctx: AdapterContext, ref: ListingRef, change: { quantity?: number; price?: number }): Promise<void> {
  const current = await call(ctx, { method: 'GET', url: `/v3/application/listings/${ref.externalId}/inventory` });
  const product = (current.products as any[] | undefined)?.find((p) => p.sku === ref.sku) ?? current.products?.[0];
  const offering = product?.offerings?.[0];
  if (!offering) throw new ChannelError('permanent', `Etsy listing ${ref.externalId} has no offering to update`);
  const price = change.price ?? minorOf(offering.price);
  const quantity = change.quantity ?? Number(offering.quantity);
  if (ref.variation) {
    // Etsy replaces the whole inventory: every other variation is written back as it is, property values included.
    const products = (current.products as any[]).map((p) => ({
      sku: p.sku,
      property_values: (p.property_values ?? []).map((v: any) => ({ property_id: v.property_id, property_name: v.property_name, values: v.values })),
      offerings: (p.offerings ?? []).slice(0, 1).map((o: any) => (p.sku === ref.sku ? { price: Number(decimal(price)), quantity, is_enabled: true } : { price: Number(decimal(minorOf(o.price))), quantity: Number(o.quantity), is_enabled: o.is_enabled !== false })),
    }));
    await call(ctx, { method: 'PUT', url: `/v3/application/listings/${ref.externalId}/inventory`, json: { products, price_on_property: current.price_on_property ?? [], quantity_on_property: current.quantity_on_property ?? [], sku_on_property: current.sku_on_property ?? [] } });
    return;
  }
  await call(ctx, { method: 'PUT', url: `/v3/application/listings/${ref.externalId}/inventory`, json: inventory(ref.sku, price, quantity) });
}

interface EtsyReceipt {
  receipt_id: number; status: string; is_paid: boolean; buyer_email?: string | null; name?: string; first_line?: string; second_line?: string | null; city?: string; state?: string | null;
  zip?: string; country_iso?: string; created_timestamp: number; updated_timestamp: number; grandtotal?: { amount: number; divisor: number; currency_code: string };
  total_shipping_cost?: { amount: number; divisor: number; currency_code: string };
  transactions?: Array<{ transaction_id: number; title?: string; quantity: number; sku?: string | null; listing_id?: number; price?: { amount: number; divisor: number; currency_code: string } }>;
}

export function orderFromEtsy(receipt: EtsyReceipt): ChannelOrder {
  const name = receipt.name || 'Etsy buyer';
  return {
    orderRef: String(receipt.receipt_id),
    placedAt: new Date(receipt.created_timestamp * 1000).toISOString(),
    paid: receipt.is_paid && receipt.status !== 'canceled',
    cancelled: receipt.status === 'canceled',
    currency: receipt.grandtotal?.currency_code ?? 'GBP',
    buyer: { name, email: receipt.buyer_email || null },
    shippingAddress: { name, line1: receipt.first_line ?? '', line2: receipt.second_line ?? null, city: receipt.city ?? '', region: receipt.state ?? null, postcode: receipt.zip ?? '', country: receipt.country_iso ?? 'GB', phone: null },
    // A transaction's price is per unit.
    lines: (receipt.transactions ?? []).map((t) => ({ lineRef: String(t.transaction_id), sku: t.sku ?? '', title: t.title ?? '', quantity: t.quantity, unitPrice: minorOf(t.price), externalListingId: t.listing_id ? String(t.listing_id) : null })),
    shippingPrice: minorOf(receipt.total_shipping_cost),
    total: minorOf(receipt.grandtotal),
    url: `https://www.etsy.com/your/orders/sold?order_id=${receipt.receipt_id}`,
  };
}

/** Cursor: `<min_last_modified, epoch seconds>|<offset>`. */
function readCursor(cursor: string | null): { since: number; offset: number } {
  const [since, offset] = (cursor ?? '').split('|');
  return { since: Number(since) || Math.floor(Date.now() / 1000) - FIRST_SYNC_DAYS * 86_400, offset: Number(offset) || 0 };
}

export const etsyAdapter: ChannelAdapter = {
  type: 'ETSY',
  variations: true,
  fetchSettlements: fetchEtsySettlements,
  pkce: true,
  liveBaseUrl: () => 'https://api.etsy.com',
  async exchangeCode(ctx, code, redirectUri, codeVerifier) {
    if (!codeVerifier) throw new ChannelError('auth', 'Etsy needs the PKCE code_verifier of this connection');
    const credentials = await tokens(ctx, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier });
    const me = await call({ ...ctx, credentials }, { method: 'GET', url: '/v3/application/users/me' });
    return { ...credentials, ...(me?.shop_id ? { shop_id: String(me.shop_id) } : {}), ...(me?.user_id ? { user_id: String(me.user_id) } : {}) };
  },
  async refreshCredentials(ctx) {
    if (!ctx.credentials.refresh_token) return null;
    return tokens(ctx, { grant_type: 'refresh_token', refresh_token: ctx.credentials.refresh_token });
  },
  async checkConnection(ctx) {
    await call(ctx, { method: 'GET', url: '/v3/application/users/me' });
  },
  async publishListing(ctx, listing) {
    const shopId = await shopIdOf(ctx);
    const form = listingForm(listing);
    let listingId = listing.externalId ?? (await leftDraft(ctx, shopId, listing));
    if (!listingId) {
      const profiles = await call(ctx, { method: 'GET', url: `/v3/application/shops/${shopId}/shipping-profiles` });
      const profile = profiles.results?.[0]?.shipping_profile_id;
      if (!profile) throw new ChannelError('validation', 'the Etsy shop has no shipping profile', { fields: [{ field: 'shipping_profile_id', code: 'etsy_setup', message: 'Create a shipping profile in the Etsy shop first.' }] });
      const draft = await call(ctx, {
        method: 'POST', url: `/v3/application/shops/${shopId}/listings`,
        // Etsy creates drafts with 1 to 999: the inventory below sets the real quantity, 0 included.
        form: { ...form, price: decimal(listing.price), quantity: String(Math.min(999, Math.max(1, listing.quantity))), shipping_profile_id: String(profile), type: 'physical' },
      });
      listingId = String(draft.listing_id);
    }
    return activate(ctx, shopId, listingId, listing, form);
  },
  async reviseListing(ctx, listing) {
    const shopId = await shopIdOf(ctx);
    return activate(ctx, shopId, listing.externalId, listing, listingForm(listing));
  },
  async endListing(ctx, ref) {
    const shopId = await shopIdOf(ctx);
    await call(ctx, { method: 'PATCH', url: `/v3/application/shops/${shopId}/listings/${ref.externalId}`, form: { state: 'inactive' } });
  },
  async setQuantity(ctx, ref, quantity) {
    await changeOffering(ctx, ref, { quantity: Math.min(999, quantity) });
  },
  async setPrice(ctx, ref, price) {
    await changeOffering(ctx, ref, { price });
  },
  async fetchOrders(ctx, cursor): Promise<Page<ChannelOrder>> {
    const shopId = await shopIdOf(ctx);
    const { since, offset } = readCursor(cursor);
    const body = await call(ctx, { method: 'GET', url: `/v3/application/shops/${shopId}/receipts`, query: { min_last_modified: since, sort_on: 'updated', sort_order: 'asc', limit: PAGE_SIZE, offset } });
    const receipts = (body.results ?? []) as EtsyReceipt[];
    const more = offset + receipts.length < Number(body.count ?? 0);
    const newest = receipts.reduce((latest, r) => Math.max(latest, r.updated_timestamp), since);
    // min_last_modified is inclusive and in seconds: the next window starts at the newest change again, and the
    // import finds the orders it already has, never making them twice.
    return { items: receipts.map(orderFromEtsy), cursor: more ? `${since}|${offset + receipts.length}` : `${newest}|0`, more };
  },
  async acknowledgeOrder() {
    // Etsy has no acknowledgement: a receipt is "taken in" by reading it.
  },
  async sendShipment(ctx, shipment) {
    const shopId = await shopIdOf(ctx);
    await call(ctx, { method: 'POST', url: `/v3/application/shops/${shopId}/receipts/${encodeURIComponent(shipment.orderRef)}/tracking`, form: { tracking_code: shipment.trackingNumber, carrier_name: etsyCarrierName(keyOfShipment(shipment)) } });
  },
  async fetchListings(ctx, cursor): Promise<Page<ExistingListing>> {
    const shopId = await shopIdOf(ctx);
    const offset = Number(cursor) || 0;
    const body = await call(ctx, { method: 'GET', url: `/v3/application/shops/${shopId}/listings`, query: { state: 'active', limit: PAGE_SIZE, offset } });
    const items: ExistingListing[] = [];
    for (const l of (body.results ?? []) as Array<{ listing_id: number; title: string; quantity: number; url?: string; price?: { amount: number; divisor: number; currency_code: string }; skus?: string[] }>) {
      const sku = l.skus?.[0] ?? (await call(ctx, { method: 'GET', url: `/v3/application/listings/${l.listing_id}/inventory` })).products?.[0]?.sku;
      if (!sku) continue;
      items.push({ externalId: String(l.listing_id), sku, title: l.title, price: minorOf(l.price), currency: l.price?.currency_code ?? 'GBP', quantity: l.quantity, status: l.quantity > 0 ? 'ACTIVE' : 'OUT_OF_STOCK', url: l.url ?? null });
    }
    const seen = offset + ((body.results ?? []) as unknown[]).length;
    return { items, cursor: String(seen), more: seen < Number(body.count ?? 0) };
  },
};

registerAdapter(etsyAdapter);
