/**
 * OnBuy: the OnBuy Seller API v2 (docs.api.onbuy.com), UK site (`site_id` 2000, the only one OnBuy runs).
 *
 *   auth      `POST /v2/auth/request-token` with the seller's consumer key and secret key (Seller Control Panel →
 *             API settings; credentials `consumer_key`, `secret_key`) answers a short-lived token (15 minutes),
 *             sent as the bare `Authorization` header. Sellyard keeps the token with its expiry beside the keys
 *             (credentials `access_token`, `access_token_expires_at`): an expired or missing one is an `auth`
 *             error before any call, so the channel's one refresh (api/channels/context.ts) requests a new one;
 *             keys OnBuy refuses leave the channel DISCONNECTED
 *   listings  OnBuy sells against its own catalogue: a listing is the seller's offer (SKU, condition, price,
 *             stock) on a catalogue product, its OPC. `POST /v2/listings` creates it, `PUT /v2/listings/by-sku`
 *             changes price, stock and offer fields (and is what activates a new listing, as OnBuy advises),
 *             `DELETE /v2/listings/by-sku` ends it, `GET /v2/listings` (limit/offset, `filter[sku]`) lists them
 *   orders    `GET /v2/orders` filtered by `modified_since`, oldest change first, limit/offset pages;
 *             `PUT /v2/orders/acknowledge`; `PUT /v2/orders/dispatch` with tracking (OnBuy's tracking provider
 *             id from `GET /v2/orders/tracking-providers` when the carrier is one of them)
 *   errors    `{success: false, error: {message, errorCode, additional}}`; batch calls answer 200 with a result
 *             per SKU or order, `success: false` and its own error for the ones refused (field-level validation)
 *
 * Amounts are decimal numbers in pounds.
 *
 * Variants: OnBuy's catalogue holds one product per EAN, so a family is created as one new OnBuy product with
 * variants (`POST /v2/products` with `variant_1`/`variant_2` naming the options and each variant's values, EAN
 * and listing; docs.api.onbuy.com "Products"), queued (`GET /v2/queues/{id}` gives the product's OPC), each
 * variant a catalogue product with its own OPC and the seller's listing of it by the variant's SKU, where its
 * stock, price and orders go. Two options at most; no variant can join a product later.
 */
import { ChannelError } from '../../errors.ts';
import { registerAdapter } from '../../registry.ts';
import type { AdapterContext, BulkOutcome, ChannelAdapter, ChannelOrder, Credentials, ExistingListing, HttpResponse, ListingPayload, ListingRef, Page, VariationPayload } from '../../types.ts';

export const ONBUY_SITE_ID = 2000;
const PAGE_SIZE = 50;
/** GET /v2/orders answers at most 100 orders a page. */
const ORDERS_PAGE = 100;
/** The first sync looks back this far. */
const FIRST_SYNC_DAYS = 30;
/** A token this close to its expiry is not used: a new one is asked for first. */
const TOKEN_MARGIN_MS = 60_000;

type Json = Record<string, any>;

export const toPounds = (minor: number): number => Math.round(minor) / 100;
export const fromPounds = (value: unknown): number => Math.round(Number(value ?? 0) * 100);
/** OnBuy's condition names, from the listing field's. */
export const onbuyCondition = (condition: unknown): string => String(condition ?? 'NEW').toLowerCase();
/** OnBuy writes times as `YYYY-MM-DD HH:MM:SS` (UTC); Sellyard as ISO 8601. */
export const toOnbuyTime = (iso: string): string => new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
export const fromOnbuyTime = (value: string): string => new Date(/Z|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`).toISOString();

interface OnbuyError { message?: string; errorCode?: string; additional?: { field?: string } | null }

/** OnBuy's error envelope as a ChannelError: field-level refusals are validation, the rest by status. */
export function readOnbuyError(response: HttpResponse): Error | undefined {
  const error = (response.body as { error?: OnbuyError } | null)?.error;
  if (!error?.message) return undefined;
  if (response.status === 401 || response.status === 403) return new ChannelError('auth', `OnBuy refused the credentials: ${error.message}`, { status: response.status });
  if (response.status === 400 || response.status === 422) {
    return new ChannelError('validation', error.message, { status: response.status, fields: [{ field: error.additional?.field ?? null, code: String(error.errorCode ?? 'error'), message: error.message }] });
  }
  return undefined;
}

/** The per-item results of a batch call: the refused ones as one validation error. */
function refusedResults(results: Json[] | undefined, what: string): ChannelError | undefined {
  const refused = (results ?? []).filter((r) => r.success === false);
  if (!refused.length) return undefined;
  return new ChannelError('validation', `OnBuy refused ${what}: ${refused.map((r) => r.error?.message ?? r.message ?? 'refused').join('; ')}`, {
    status: 200,
    fields: refused.map((r) => ({ field: r.error?.additional?.field ?? null, code: String(r.error?.errorCode ?? 'refused'), message: String(r.error?.message ?? r.message ?? 'refused') })),
  });
}

function headers(ctx: AdapterContext): Record<string, string> {
  const token = ctx.credentials.access_token;
  const expiresAt = Date.parse(ctx.credentials.access_token_expires_at ?? '');
  if (!token) throw new ChannelError('auth', 'no OnBuy token yet: one is requested with the consumer and secret keys');
  if (!Number.isNaN(expiresAt) && expiresAt - TOKEN_MARGIN_MS < Date.now()) throw new ChannelError('auth', 'the OnBuy token has expired: a new one is requested');
  return { authorization: token };
}

async function requestToken(ctx: AdapterContext): Promise<Credentials> {
  const { consumer_key: consumerKey, secret_key: secretKey } = ctx.credentials;
  if (!consumerKey || !secretKey) throw new ChannelError('auth', 'the OnBuy channel needs its consumer key and secret key (credentials `consumer_key`, `secret_key`)');
  const { body } = await ctx.http.send({ method: 'POST', url: '/v2/auth/request-token', form: { consumer_key: consumerKey, secret_key: secretKey } }, (response) => {
    const error = (response.body as { error?: OnbuyError } | null)?.error;
    return error ? new ChannelError('auth', `OnBuy refused the keys: ${error.message ?? 'refused'}`, { status: response.status }) : undefined;
  });
  if (!body?.access_token) throw new ChannelError('auth', 'OnBuy answered the token request without a token');
  const expiresAt = body.expires_at ? (/^\d+$/.test(String(body.expires_at)) ? new Date(Number(body.expires_at) * 1000) : new Date(String(body.expires_at))) : new Date(Date.now() + 15 * 60_000);
  return { access_token: String(body.access_token), access_token_expires_at: expiresAt.toISOString() };
}

/** The offer fields of a listing, as OnBuy names them. */
function offer(listing: ListingPayload): Json {
  const fields = listing.channelFields;
  return {
    sku: listing.sku,
    price: toPounds(listing.price),
    stock: listing.quantity,
    condition: onbuyCondition(fields.condition),
    ...(typeof fields.handling_time === 'number' ? { handling_time: fields.handling_time } : {}),
    ...(typeof fields.delivery_weight === 'number' ? { delivery_weight: fields.delivery_weight } : {}),
  };
}

async function updateBySku(ctx: AdapterContext, listings: Json[], what: string): Promise<void> {
  const { body } = await ctx.http.send({ method: 'PUT', url: '/v2/listings/by-sku', headers: headers(ctx), json: { site_id: ONBUY_SITE_ID, listings } }, readOnbuyError);
  const refused = refusedResults(body?.results, what);
  if (refused) throw refused;
}

interface OnbuyListing { sku: string; opc: string; product_listing_id: number | string; name?: string; price: number | string; stock: number; condition?: string; product_url?: string | null; status?: string }

async function listingBySku(ctx: AdapterContext, sku: string): Promise<OnbuyListing | undefined> {
  const { body } = await ctx.http.send({ method: 'GET', url: '/v2/listings', headers: headers(ctx), query: { site_id: ONBUY_SITE_ID, 'filter[sku]': sku, limit: 1, offset: 0 } }, readOnbuyError);
  return ((body?.results ?? []) as OnbuyListing[]).find((l) => l.sku === sku);
}

const published = (listing: OnbuyListing) => ({ externalId: String(listing.product_listing_id), url: listing.product_url ?? `https://www.onbuy.com/gb/p/${listing.opc.toLowerCase()}/` });

interface OnbuyOrder {
  order_id: string; date: string; updated_at: string; status: string; currency_code: string;
  price_total: number | string; price_delivery: number | string;
  buyer: { name?: string; email?: string | null; phone?: string | null };
  delivery_address: { name?: string; line_1?: string; line_2?: string | null; line_3?: string | null; town?: string; county?: string | null; postcode?: string; country_code?: string } | null;
  products: Array<{ onbuy_internal_reference: number | string; sku: string; name: string; quantity: number; unit_price: number | string; opc?: string }>;
}

const CANCELLED = ['cancelled', 'cancelled_by_seller', 'cancelled_by_buyer', 'refunded'];

export function orderFromOnbuy(order: OnbuyOrder): ChannelOrder {
  const address = order.delivery_address ?? {};
  const name = address.name ?? order.buyer?.name ?? 'OnBuy customer';
  return {
    orderRef: order.order_id,
    placedAt: fromOnbuyTime(order.date),
    // OnBuy takes payment at checkout: every order in the feed is paid.
    paid: !CANCELLED.includes(order.status),
    cancelled: CANCELLED.includes(order.status),
    currency: order.currency_code ?? 'GBP',
    buyer: { name, email: order.buyer?.email ?? null },
    shippingAddress: {
      name, line1: address.line_1 ?? '', line2: [address.line_2, address.line_3].filter(Boolean).join(', ') || null,
      city: address.town ?? '', region: address.county ?? null, postcode: address.postcode ?? '', country: address.country_code ?? 'GB', phone: order.buyer?.phone ?? null,
    },
    lines: order.products.map((p) => ({ lineRef: String(p.onbuy_internal_reference), sku: p.sku, title: p.name, quantity: Number(p.quantity), unitPrice: fromPounds(p.unit_price), externalListingId: p.opc ?? null })),
    shippingPrice: fromPounds(order.price_delivery),
    total: fromPounds(order.price_total),
    url: `https://seller.onbuy.com/orders/${encodeURIComponent(order.order_id)}/`,
  };
}

// ---- Variation families ------------------------------------------------------------------------------------------

/** OnBuy's product takes two options at most: `variant_1` and `variant_2`. */
const OPTION_KEYS = ['variant_1', 'variant_2'] as const;
const QUEUE_PAGE = 100;

/** The offer of one variation, keyed by SKU (the listing update by SKU). */
function variationOffer(listing: ListingPayload, variation: VariationPayload): Json {
  return { ...offer(listing), sku: variation.sku, price: toPounds(variation.price), stock: variation.quantity };
}

/** `POST /v2/products`: the family as one new OnBuy product with its variants and the seller's listing of each. */
function productBody(listing: ListingPayload): Json {
  const axes = listing.variesBy ?? [];
  const fields = listing.channelFields;
  const condition = onbuyCondition(fields.condition);
  return {
    site_id: ONBUY_SITE_ID,
    // Sellyard's listing id: how a retried publish finds the product it created (the queue keeps it).
    uid: listing.listingId,
    category_id: typeof fields.category_id === 'number' ? fields.category_id : undefined,
    published: 1,
    product_name: listing.title,
    description: listing.description ?? '',
    brand_name: listing.product.brand ?? undefined,
    default_image: listing.product.imageUrls[0],
    ...Object.fromEntries(axes.map((axis, i) => [OPTION_KEYS[i], { name: axis.name }])),
    variants: listing.variations!.map((v) => {
      const { sku, price, stock, ...rest } = variationOffer(listing, v);
      delete rest.condition;
      return {
        ...Object.fromEntries(axes.map((axis, i) => {
          const value = v.values.find((x) => x.name === axis.name)?.value;
          return [OPTION_KEYS[i], value === undefined ? undefined : { name: value }];
        })),
        product_codes: v.barcode ? [v.barcode] : [],
        ...(v.imageUrls[0] ? { default_image: v.imageUrls[0] } : {}),
        listings: { [condition]: { sku, price, stock, ...rest } },
      };
    }),
  };
}

interface QueueEntry { queue_id: string; uid?: string | null; status: string; opc?: string | null; error_message?: string | null }

/** The queue entry of the product this listing created before (a retried publish), if any. */
async function queuedProductOf(ctx: AdapterContext, uid: string): Promise<QueueEntry | undefined> {
  for (let offset = 0; offset < 10 * QUEUE_PAGE; offset += QUEUE_PAGE) {
    const { body } = await ctx.http.send({ method: 'GET', url: '/v2/queues', headers: headers(ctx), query: { site_id: ONBUY_SITE_ID, 'filter[status]': 'success', limit: QUEUE_PAGE, offset } }, readOnbuyError);
    const rows = (body?.results ?? []) as QueueEntry[];
    const found = rows.find((q) => q.uid === uid);
    if (found || rows.length < QUEUE_PAGE) return found;
  }
  return undefined;
}

/** How the product's creation went: its OPC once created; OnBuy's reason when it failed; transient while queued. */
async function createdProduct(ctx: AdapterContext, queueId: string): Promise<string> {
  const { body } = await ctx.http.send({ method: 'GET', url: `/v2/queues/${encodeURIComponent(queueId)}`, headers: headers(ctx), query: { site_id: ONBUY_SITE_ID } }, readOnbuyError);
  const queue = body?.results as QueueEntry | undefined;
  if (queue?.status === 'success' && queue.opc) return String(queue.opc);
  if (queue?.status === 'failed') throw new ChannelError('validation', `OnBuy did not create the product: ${queue.error_message ?? 'refused'}`, { fields: [{ field: null, code: 'PRODUCT_FAILED', message: String(queue.error_message ?? 'refused') }] });
  throw new ChannelError('transient', `OnBuy is still creating the product (queue ${queueId}): asked again shortly`);
}

/**
 * A family: one OnBuy product with a variant per Sellyard variant, each variant a catalogue product with its own
 * OPC and the seller's listing of it (by the variant's SKU), activated by a price and stock update by SKU as any
 * listing. The family's id is the product's OPC; each variation's listing is kept by SKU (`variations[sku].opc`).
 */
async function publishFamily(ctx: AdapterContext, listing: ListingPayload): Promise<Awaited<ReturnType<ChannelAdapter['publishListing']>>> {
  const axes = listing.variesBy ?? [];
  if (axes.length > OPTION_KEYS.length) {
    const message = `OnBuy products vary by at most two options (variant_1, variant_2): this family varies by ${axes.map((a) => a.name).join(', ')}`;
    throw new ChannelError('validation', message, { fields: [{ field: 'variant_3', code: 'TOO_MANY_OPTIONS', message }] });
  }
  const missingEan = listing.variations!.find((v) => !v.barcode);
  if (missingEan) {
    const message = `variant ${missingEan.sku} has no barcode: OnBuy's catalogue holds one product per EAN, so each variant needs its own`;
    throw new ChannelError('validation', message, { fields: [{ field: 'product_codes', code: 'MISSING_PRODUCT_CODE', message }] });
  }
  // A retried publish: the product this listing created is in OnBuy's queue under its uid; never created twice.
  const earlier = await queuedProductOf(ctx, listing.listingId);
  let opc = earlier?.opc ? String(earlier.opc) : '';
  if (!opc) {
    const { body } = await ctx.http.send({ method: 'POST', url: '/v2/products', headers: headers(ctx), json: productBody(listing) }, readOnbuyError);
    const queueId = body?.results?.queue_id;
    if (!queueId) throw new ChannelError('transient', 'OnBuy answered the product creation without a queue id');
    opc = await createdProduct(ctx, String(queueId));
  }
  // OnBuy activates each variant's listing on a price and stock update by SKU.
  await updateBySku(ctx, listing.variations!.map((v) => variationOffer(listing, v)), `the variants of ${listing.sku}`);
  const variations: Record<string, { opc: string; product_listing_id: string }> = {};
  for (const v of listing.variations!) {
    const live = await listingBySku(ctx, v.sku);
    if (!live) throw new ChannelError('transient', `OnBuy has not made the listing of variant ${v.sku} available yet`);
    variations[v.sku] = { opc: String(live.opc), product_listing_id: String(live.product_listing_id) };
  }
  return { externalId: opc, url: `https://www.onbuy.com/gb/p/${opc.toLowerCase()}/`, extra: { product_opc: opc, variations } };
}

/**
 * A revised family: each variation's price and stock by SKU. OnBuy takes no new variants on a product once
 * created, so a variant added in Sellyard since is refused, naming it.
 */
async function reviseFamily(ctx: AdapterContext, listing: ListingPayload & { externalId: string }) {
  const known = (listing.channelFields.variations ?? {}) as Record<string, unknown>;
  const added = listing.variations!.filter((v) => !(v.sku in known));
  if (Object.keys(known).length && added.length) {
    const message = `OnBuy takes no new variants on a product once created: ${added.map((v) => v.sku).join(', ')} cannot join it (end this listing and list the family again, or list the new variant on its own)`;
    throw new ChannelError('validation', message, { fields: [{ field: 'variants', code: 'VARIANTS_CLOSED', message }] });
  }
  await updateBySku(ctx, listing.variations!.map((v) => variationOffer(listing, v)), `the variants of ${listing.sku}`);
  return { externalId: listing.externalId, url: `https://www.onbuy.com/gb/p/${listing.externalId.toLowerCase()}/` };
}

/** Cursor: `<modified_since, ISO>|<offset>`. */
function readCursor(cursor: string | null): { since: string; offset: number } {
  const [since, offset] = (cursor ?? '').split('|');
  return { since: since || new Date(Date.now() - FIRST_SYNC_DAYS * 86_400_000).toISOString(), offset: Number(offset) || 0 };
}

export const onbuyAdapter: ChannelAdapter = {
  type: 'ONBUY',
  variations: true,
  liveBaseUrl: () => 'https://api.onbuy.com',
  async refreshCredentials(ctx) {
    if (!ctx.credentials.consumer_key || !ctx.credentials.secret_key) return null;
    return requestToken(ctx);
  },
  async checkConnection(ctx) {
    await ctx.http.send({ method: 'GET', url: '/v2/listings', headers: headers(ctx), query: { site_id: ONBUY_SITE_ID, limit: 1, offset: 0 } }, readOnbuyError);
  },
  async publishListing(ctx, listing) {
    if (listing.variations?.length) return publishFamily(ctx, listing);
    const opc = typeof listing.channelFields.opc === 'string' ? listing.channelFields.opc.toUpperCase() : '';
    // Keyed by SKU: a listing already there (a retried job) is updated, never listed twice.
    if (!(await listingBySku(ctx, listing.sku))) {
      const { body } = await ctx.http.send({ method: 'POST', url: '/v2/listings', headers: headers(ctx), json: { site_id: ONBUY_SITE_ID, listings: [{ opc, ...offer(listing) }] } }, readOnbuyError);
      const refused = refusedResults(body?.results, `the listing ${listing.sku}`);
      if (refused) throw refused;
    }
    // OnBuy activates a listing on a price and stock update by SKU.
    await updateBySku(ctx, [offer(listing)], `the listing ${listing.sku}`);
    const live = await listingBySku(ctx, listing.sku);
    if (!live) throw new ChannelError('transient', `OnBuy has not made the listing ${listing.sku} available yet`);
    return published(live);
  },
  async reviseListing(ctx, listing) {
    if (listing.variations?.length) return reviseFamily(ctx, listing);
    await updateBySku(ctx, [offer(listing)], `the listing ${listing.sku}`);
    const live = await listingBySku(ctx, listing.sku);
    if (!live) throw new ChannelError('permanent', `OnBuy has no listing with SKU ${listing.sku} (deleted in the Seller Control Panel?)`, { status: 404 });
    return published(live);
  },
  async endListing(ctx, ref: ListingRef) {
    // A family: every variant's listing (the product stays in OnBuy's catalogue, as any catalogue product).
    const variationSkus = Object.keys((ref.channelFields?.variations ?? {}) as Record<string, unknown>);
    const skus = variationSkus.length && !ref.variation ? variationSkus : [ref.sku];
    const { body } = await ctx.http.send({ method: 'DELETE', url: '/v2/listings/by-sku', headers: headers(ctx), json: { site_id: ONBUY_SITE_ID, skus } }, readOnbuyError);
    const refused = (body?.results ?? []).filter((r: Json) => r.success === false && !/not (found|exist)/i.test(String(r.error?.message ?? r.message ?? '')));
    // A SKU OnBuy no longer has is ended already.
    if (refused.length) throw refusedResults(refused, `ending ${ref.sku}`)!;
  },
  async setQuantity(ctx, ref, quantity) {
    await updateBySku(ctx, [{ sku: ref.sku, stock: quantity }], `the stock of ${ref.sku}`);
  },
  async setPrice(ctx, ref, price) {
    await updateBySku(ctx, [{ sku: ref.sku, price: toPounds(price) }], `the price of ${ref.sku}`);
  },
  // The listings update by SKU takes a list (up to 1,000) and answers each SKU on its own.
  quantityBatchSize: 1000,
  async setQuantities(ctx, updates): Promise<BulkOutcome> {
    const { body } = await ctx.http.send({ method: 'PUT', url: '/v2/listings/by-sku', headers: headers(ctx), json: { site_id: ONBUY_SITE_ID, listings: updates.map((u) => ({ sku: u.ref.sku, stock: u.quantity })) } }, readOnbuyError);
    const results = (body?.results ?? []) as Json[];
    const refused: BulkOutcome['refused'] = [];
    updates.forEach((update, index) => {
      const result = results.find((r) => r.sku === update.ref.sku) ?? results[index];
      if (result?.success === true) return;
      refused.push({ index, error: refusedResults([result ?? { success: false, message: `OnBuy answered nothing for SKU ${update.ref.sku}` }], `the stock of ${update.ref.sku}`)! });
    });
    return { refused };
  },
  async fetchOrders(ctx, cursor): Promise<Page<ChannelOrder>> {
    const { since, offset } = readCursor(cursor);
    const { body } = await ctx.http.send({
      method: 'GET', url: '/v2/orders', headers: headers(ctx),
      query: { site_id: ONBUY_SITE_ID, 'filter[status]': 'all', 'filter[modified_since]': toOnbuyTime(since), 'sort[modified]': 'asc', limit: ORDERS_PAGE, offset },
    }, readOnbuyError);
    const orders = (body?.results ?? []) as OnbuyOrder[];
    const total = Number(body?.metadata?.total_rows ?? 0);
    const more = offset + orders.length < total && orders.length > 0;
    const newest = orders.reduce((latest, o) => { const at = fromOnbuyTime(o.updated_at); return at > latest ? at : latest; }, since);
    // While pages remain, keep the window and move the offset; after the last page, start from the newest change.
    return { items: orders.map(orderFromOnbuy), cursor: more ? `${since}|${offset + orders.length}` : `${newest}|0`, more };
  },
  async acknowledgeOrder(ctx, orderRef) {
    await onbuyAdapter.acknowledgeOrders!(ctx, [orderRef]);
  },
  async acknowledgeOrders(ctx, orderRefs) {
    // The acknowledgement takes a list; a page of the order feed at a time.
    for (let i = 0; i < orderRefs.length; i += ORDERS_PAGE) {
      await ctx.http.send({ method: 'PUT', url: '/v2/orders/acknowledge', headers: headers(ctx), json: { site_id: ONBUY_SITE_ID, order_ids: orderRefs.slice(i, i + ORDERS_PAGE) } }, readOnbuyError);
    }
  },
  async sendShipment(ctx, shipment) {
    const { body: providers } = await ctx.http.send({ method: 'GET', url: '/v2/orders/tracking-providers', headers: headers(ctx), query: { site_id: ONBUY_SITE_ID } }, readOnbuyError);
    const provider = ((providers?.results ?? []) as Array<{ tracking_id: number | string; name: string }>).find((p) => p.name.toLowerCase() === shipment.carrier.toLowerCase());
    const { body } = await ctx.http.send({
      method: 'PUT', url: '/v2/orders/dispatch', headers: headers(ctx),
      json: {
        site_id: ONBUY_SITE_ID,
        orders: [{
          order_id: shipment.orderRef,
          ...(shipment.lines.length ? { products: shipment.lines.map((l) => ({ sku: l.sku, quantity: l.quantity })) } : {}),
          tracking: { ...(provider ? { tracking_id: provider.tracking_id } : { supplier_name: shipment.carrier }), number: shipment.trackingNumber },
        }],
      },
    }, readOnbuyError);
    const refused = refusedResults(body?.results, `the dispatch of ${shipment.orderRef}`);
    // The same dispatch again (a retried job) is already done.
    if (refused && !refused.fields.every((f) => /already dispatched/i.test(f.message))) throw refused;
  },
  async fetchListings(ctx, cursor): Promise<Page<ExistingListing>> {
    const offset = Number(cursor) || 0;
    const { body } = await ctx.http.send({ method: 'GET', url: '/v2/listings', headers: headers(ctx), query: { site_id: ONBUY_SITE_ID, limit: PAGE_SIZE, offset } }, readOnbuyError);
    const rows = (body?.results ?? []) as OnbuyListing[];
    const items = rows.map((l): ExistingListing => ({
      ...published(l), sku: l.sku, title: l.name ?? l.sku, price: fromPounds(l.price), currency: 'GBP', quantity: Number(l.stock ?? 0),
      status: Number(l.stock ?? 0) > 0 ? 'ACTIVE' : 'OUT_OF_STOCK',
    }));
    const seen = offset + rows.length;
    return { items, cursor: String(seen), more: rows.length > 0 && seen < Number(body?.metadata?.total_rows ?? 0) };
  },
};

registerAdapter(onbuyAdapter);
