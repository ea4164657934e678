/**
 * eBay: OAuth (authorization code, refresh token) at /identity/v1/oauth2/token, the Sell Inventory API for listings
 * (inventory item by SKU + offer + publish; withdraw to end; bulk_update_price_quantity for stock and price) and
 * the Sell Fulfillment API for orders (getOrders filtered by lastmodifieddate, offset pages; shipping
 * fulfillments for tracking). References: developer.ebay.com/api-docs/sell/inventory/resources/methods,
 * developer.ebay.com/api-docs/sell/fulfillment/resources/methods, developer.ebay.com/api-docs/static/oauth-tokens.html.
 *
 * Quantities go through bulkUpdatePriceQuantity, up to 25 inventory items a call (the bulk-updates guide and the
 * BulkPriceQuantity type say 25 inventory items; the method's page speaks of 25 offers of one SKU: each request of
 * ours names one SKU and its one offer, which fits both readings), answered item by item.
 *
 * eBay has no "acknowledge" call in the REST APIs: taking an order in is a no-op. The offer id publish returns is
 * kept in the listing's channel state (`offer_id`), since every later offer call names it.
 */
import { ChannelError } from '../../errors.ts';
import { registerAdapter } from '../../registry.ts';
import { fetchEbaySettlements } from './settlements.ts';
import type { AdapterContext, BulkOutcome, ChannelAdapter, ChannelOrder, Credentials, ExistingListing, HttpResponse, ListingPayload, ListingRef, Page } from '../../types.ts';

const SCOPES = [
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  'https://api.ebay.com/oauth/api_scope/sell.account',
  'https://api.ebay.com/oauth/api_scope/sell.finances',
].join(' ');
const PAGE_SIZE = 50;
/** getOrders answers at most 200 orders a page. */
const ORDERS_PAGE = 200;
/** The first sync looks back this far. */
const FIRST_SYNC_DAYS = 30;

export const toValue = (minor: number): string => (minor / 100).toFixed(2);
export const fromValue = (value: string | number | undefined): number => Math.round(Number(value ?? 0) * 100);

const LANGUAGE: Record<string, string> = { EBAY_GB: 'en-GB', EBAY_US: 'en-US', EBAY_DE: 'de-DE', EBAY_FR: 'fr-FR', EBAY_IT: 'it-IT', EBAY_ES: 'es-ES', EBAY_IE: 'en-IE', EBAY_AU: 'en-AU', EBAY_CA: 'en-CA' };

function clientCredentials(): string {
  const id = process.env.EBAY_CLIENT_ID ?? 'sellyard-demo';
  const secret = process.env.EBAY_CLIENT_SECRET ?? 'sellyard-demo-secret';
  return Buffer.from(`${id}:${secret}`).toString('base64');
}

export function headers(ctx: AdapterContext): Record<string, string> {
  const token = ctx.credentials.access_token;
  if (!token) throw new ChannelError('auth', 'no eBay access token: connect the channel with eBay');
  const marketplace = ctx.channel.marketplace ?? 'EBAY_GB';
  return { authorization: `Bearer ${token}`, 'x-ebay-c-marketplace-id': marketplace, 'content-language': LANGUAGE[marketplace] ?? 'en-GB' };
}

interface EbayError { errorId?: number; message?: string; longMessage?: string; parameters?: Array<{ name?: string; value?: string }> }

/** eBay's `errors[]`: a request error (category REQUEST) is the seller's to fix, field by field where it names one. */
export function readEbayErrors(response: HttpResponse): Error | undefined {
  const errors = (response.body as { errors?: EbayError[] } | null)?.errors;
  if (!Array.isArray(errors) || !errors.length || response.status === 401 || response.status === 403) return undefined;
  return new ChannelError('validation', errors.map((e) => e.message ?? e.longMessage).join('; '), {
    status: response.status,
    fields: errors.map((e) => ({ field: e.parameters?.find((p) => p.name && p.name !== 'additionalInfo')?.value ?? null, code: String(e.errorId ?? 'error'), message: String(e.longMessage ?? e.message ?? 'refused') })),
  });
}

function inventoryItem(listing: ListingPayload): Record<string, unknown> {
  const fields = listing.channelFields;
  const aspects = { ...(fields.aspects as Record<string, string[]> | undefined ?? {}) };
  if (listing.product.brand && !aspects.Brand) aspects.Brand = [listing.product.brand];
  return {
    availability: { shipToLocationAvailability: { quantity: listing.quantity } },
    condition: typeof fields.condition === 'string' ? fields.condition : 'NEW',
    ...(typeof fields.condition_description === 'string' ? { conditionDescription: fields.condition_description } : {}),
    product: {
      title: listing.title,
      description: listing.description ?? listing.title,
      aspects,
      imageUrls: listing.product.imageUrls,
      ...(listing.product.barcode ? { ean: [listing.product.barcode] } : {}),
    },
  };
}

function offer(ctx: AdapterContext, listing: ListingPayload): Record<string, unknown> {
  const fields = listing.channelFields;
  return {
    sku: listing.sku,
    marketplaceId: ctx.channel.marketplace ?? 'EBAY_GB',
    format: fields.format === 'AUCTION' ? 'AUCTION' : 'FIXED_PRICE',
    availableQuantity: listing.quantity,
    categoryId: fields.category_id === undefined ? undefined : String(fields.category_id),
    listingDescription: listing.description ?? listing.title,
    listingDuration: typeof fields.duration === 'string' ? fields.duration : 'GTC',
    pricingSummary: { [fields.format === 'AUCTION' ? 'auctionStartPrice' : 'price']: { value: toValue(listing.price), currency: listing.currency } },
  };
}

const skuPath = (sku: string) => `/sell/inventory/v1/inventory_item/${encodeURIComponent(sku)}`;
const offerIdOf = (ref: { channelFields?: Record<string, unknown> }) => (typeof ref.channelFields?.offer_id === 'string' ? ref.channelFields.offer_id : undefined);

async function findOfferId(ctx: AdapterContext, sku: string): Promise<string | undefined> {
  try {
    const { body } = await ctx.http.send({ method: 'GET', url: '/sell/inventory/v1/offer', headers: headers(ctx), query: { sku, marketplace_id: ctx.channel.marketplace ?? 'EBAY_GB' } }, readEbayErrors);
    return body?.offers?.[0]?.offerId;
  } catch (error) {
    // getOffers answers 404 (errorId 25713) for a SKU without offers.
    if (error instanceof ChannelError && error.status === 404) return undefined;
    throw error;
  }
}

async function tokens(ctx: AdapterContext, form: Record<string, string>): Promise<Credentials> {
  const { body } = await ctx.http.send({ method: 'POST', url: '/identity/v1/oauth2/token', headers: { authorization: `Basic ${clientCredentials()}` }, form }, (response) => {
    const error = (response.body as { error?: string; error_description?: string } | null)?.error;
    return error ? new ChannelError('auth', `eBay refused the token request: ${error}${(response.body as any).error_description ? ` (${(response.body as any).error_description})` : ''}`, { status: response.status }) : undefined;
  });
  return { access_token: String(body.access_token), ...(body.refresh_token ? { refresh_token: String(body.refresh_token) } : {}) };
}

interface EbayOrder {
  orderId: string; creationDate: string; lastModifiedDate: string; orderPaymentStatus: string; cancelStatus?: { cancelState?: string };
  buyer?: { username?: string; buyerRegistrationAddress?: { fullName?: string; email?: string } };
  pricingSummary?: { total?: { value: string; currency: string }; deliveryCost?: { value: string; currency: string } };
  lineItems: Array<{ lineItemId: string; sku?: string; title: string; quantity: number; lineItemCost: { value: string; currency: string }; legacyItemId?: string }>;
  fulfillmentStartInstructions?: Array<{ shippingStep?: { shipTo?: { fullName?: string; email?: string; primaryPhone?: { phoneNumber?: string }; contactAddress?: { addressLine1?: string; addressLine2?: string; city?: string; stateOrProvince?: string; postalCode?: string; countryCode?: string } } } }>;
}

export function orderFromEbay(order: EbayOrder): ChannelOrder {
  const shipTo = order.fulfillmentStartInstructions?.[0]?.shippingStep?.shipTo ?? {};
  const address = shipTo.contactAddress ?? {};
  const name = shipTo.fullName ?? order.buyer?.buyerRegistrationAddress?.fullName ?? order.buyer?.username ?? 'eBay buyer';
  return {
    orderRef: order.orderId,
    placedAt: order.creationDate,
    paid: order.orderPaymentStatus === 'PAID',
    cancelled: order.cancelStatus?.cancelState === 'CANCELED',
    currency: order.pricingSummary?.total?.currency ?? order.lineItems[0]?.lineItemCost.currency ?? 'GBP',
    buyer: { name, email: shipTo.email ?? order.buyer?.buyerRegistrationAddress?.email ?? null },
    shippingAddress: {
      name, line1: address.addressLine1 ?? '', line2: address.addressLine2 ?? null, city: address.city ?? '', region: address.stateOrProvince ?? null,
      postcode: address.postalCode ?? '', country: address.countryCode ?? 'GB', phone: shipTo.primaryPhone?.phoneNumber ?? null,
    },
    // lineItemCost is the line's total: Sellyard keeps the unit price.
    lines: order.lineItems.map((l) => ({ lineRef: l.lineItemId, sku: l.sku ?? '', title: l.title, quantity: l.quantity, unitPrice: Math.round(fromValue(l.lineItemCost.value) / Math.max(1, l.quantity)), externalListingId: l.legacyItemId ?? null })),
    shippingPrice: fromValue(order.pricingSummary?.deliveryCost?.value),
    total: fromValue(order.pricingSummary?.total?.value),
    url: `https://www.ebay.co.uk/sh/ord/details?orderid=${encodeURIComponent(order.orderId)}`,
  };
}

/** Cursor: `<lastmodifieddate from>|<offset>`. */
function readCursor(cursor: string | null): { since: string; offset: number } {
  const [since, offset] = (cursor ?? '').split('|');
  return { since: since || new Date(Date.now() - FIRST_SYNC_DAYS * 86_400_000).toISOString(), offset: Number(offset) || 0 };
}

export const ebayAdapter: ChannelAdapter = {
  type: 'EBAY',
  liveBaseUrl: () => 'https://api.ebay.com',
  fetchSettlements: fetchEbaySettlements,
  async exchangeCode(ctx, code, redirectUri) {
    return tokens(ctx, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  },
  async refreshCredentials(ctx) {
    if (!ctx.credentials.refresh_token) return null;
    return tokens(ctx, { grant_type: 'refresh_token', refresh_token: ctx.credentials.refresh_token, scope: SCOPES });
  },
  async checkConnection(ctx) {
    await ctx.http.send({ method: 'GET', url: '/sell/inventory/v1/inventory_item', headers: headers(ctx), query: { limit: 1 } }, readEbayErrors);
  },
  async publishListing(ctx, listing) {
    await ctx.http.send({ method: 'PUT', url: skuPath(listing.sku), headers: headers(ctx), json: inventoryItem(listing) }, readEbayErrors);
    let offerId = offerIdOf(listing) ?? (await findOfferId(ctx, listing.sku));
    if (offerId) await ctx.http.send({ method: 'PUT', url: `/sell/inventory/v1/offer/${offerId}`, headers: headers(ctx), json: offer(ctx, listing) }, readEbayErrors);
    else offerId = String((await ctx.http.send({ method: 'POST', url: '/sell/inventory/v1/offer', headers: headers(ctx), json: offer(ctx, listing) }, readEbayErrors)).body.offerId);
    const { body } = await ctx.http.send({ method: 'POST', url: `/sell/inventory/v1/offer/${offerId}/publish`, headers: headers(ctx) }, readEbayErrors);
    const listingId = String(body.listingId);
    return {
      externalId: listingId, url: `https://www.ebay.co.uk/itm/${listingId}`, extra: { offer_id: offerId },
      warnings: (body.warnings as EbayError[] | undefined)?.map((w) => ({ code: String(w.errorId ?? 'warning'), message: String(w.message ?? '') })),
    };
  },
  async reviseListing(ctx, listing) {
    return ebayAdapter.publishListing(ctx, listing);
  },
  async endListing(ctx, ref) {
    const offerId = offerIdOf(ref) ?? (await findOfferId(ctx, ref.sku));
    if (!offerId) return;
    await ctx.http.send({ method: 'POST', url: `/sell/inventory/v1/offer/${offerId}/withdraw`, headers: headers(ctx) }, readEbayErrors);
  },
  async setQuantity(ctx, ref, quantity) {
    await bulkUpdate(ctx, ref, { quantity });
  },
  // bulkUpdatePriceQuantity takes 25 inventory items (with their offers) a call.
  quantityBatchSize: 25,
  async setQuantities(ctx, updates): Promise<BulkOutcome> {
    const refused: BulkOutcome['refused'] = [];
    // The offer of a listing published before Sellyard kept its id is looked up (getOffers); one that has none is refused alone.
    const offerIds = await Promise.all(updates.map(async (update, index) => {
      try {
        return offerIdOf(update.ref) ?? (await findOfferId(ctx, update.ref.sku));
      } catch (error) {
        if (!(error instanceof ChannelError) || !['validation', 'permanent'].includes(error.kind)) throw error;
        refused.push({ index, error });
        return null;
      }
    }));
    const sent = updates.map((update, index) => ({ update, index, offerId: offerIds[index] })).filter((s) => s.offerId !== null);
    if (!sent.length) return { refused };
    const { body } = await ctx.http.send({
      method: 'POST', url: '/sell/inventory/v1/bulk_update_price_quantity', headers: headers(ctx),
      json: { requests: sent.map(({ update, offerId }) => ({ sku: update.ref.sku, shipToLocationAvailability: { quantity: update.quantity }, offers: offerId ? [{ offerId, availableQuantity: update.quantity }] : [] })) },
    }, readEbayErrors);
    // One response per inventory item and per offer (200, or 207 when some failed): an item is refused when any of its own is.
    const responses = (body?.responses ?? []) as Array<{ statusCode: number; sku?: string; errors?: EbayError[] }>;
    for (const { update, index } of sent) {
      const own = responses.filter((r) => r.sku === update.ref.sku);
      const failed = own.find((r) => r.statusCode >= 400);
      if (own.length && !failed) continue;
      const errors = failed?.errors?.length ? failed.errors : [{ message: failed ? `eBay answered ${failed.statusCode}` : `eBay answered nothing for SKU ${update.ref.sku}` }];
      refused.push({ index, error: readEbayErrors({ status: failed?.statusCode ?? 500, headers: new Headers(), body: { errors } }) as ChannelError ?? new ChannelError('permanent', String(errors[0]!.message)) });
    }
    return { refused: refused.sort((a, b) => a.index - b.index) };
  },
  async setPrice(ctx, ref, price, currency) {
    await bulkUpdate(ctx, ref, { price: { value: toValue(price), currency } });
  },
  async fetchOrders(ctx, cursor): Promise<Page<ChannelOrder>> {
    const { since, offset } = readCursor(cursor);
    const { body } = await ctx.http.send({ method: 'GET', url: '/sell/fulfillment/v1/order', headers: headers(ctx), query: { filter: `lastmodifieddate:[${since}..]`, limit: ORDERS_PAGE, offset } }, readEbayErrors);
    const orders = (body.orders ?? []) as EbayOrder[];
    const more = Boolean(body.next);
    const newest = orders.reduce((latest, o) => (o.lastModifiedDate > latest ? o.lastModifiedDate : latest), since);
    // While pages remain, keep the window and move the offset; after the last page, start from the newest change.
    return { items: orders.map(orderFromEbay), cursor: more ? `${since}|${offset + orders.length}` : `${newest}|0`, more };
  },
  async acknowledgeOrder() {
    // The Fulfillment API has no acknowledgement: an order is "taken in" by reading it.
  },
  async sendShipment(ctx, shipment) {
    await ctx.http.send({
      method: 'POST', url: `/sell/fulfillment/v1/order/${encodeURIComponent(shipment.orderRef)}/shipping_fulfillment`, headers: headers(ctx),
      json: { lineItems: shipment.lines.map((l) => ({ lineItemId: l.lineRef, quantity: l.quantity })), shippedDate: shipment.shippedAt, shippingCarrierCode: shipment.carrier, trackingNumber: shipment.trackingNumber },
    }, readEbayErrors);
  },
  async fetchListings(ctx, cursor): Promise<Page<ExistingListing>> {
    const offset = Number(cursor) || 0;
    const { body } = await ctx.http.send({ method: 'GET', url: '/sell/inventory/v1/inventory_item', headers: headers(ctx), query: { limit: PAGE_SIZE, offset } }, readEbayErrors);
    const items: ExistingListing[] = [];
    for (const item of (body.inventoryItems ?? []) as Array<{ sku: string; product?: { title?: string }; availability?: { shipToLocationAvailability?: { quantity?: number } } }>) {
      const offers = await ctx.http.send({ method: 'GET', url: '/sell/inventory/v1/offer', headers: headers(ctx), query: { sku: item.sku } }, readEbayErrors)
        .then((r) => r.body.offers ?? [], (error) => { if (error instanceof ChannelError && error.status === 404) return []; throw error; });
      const live = offers.find((o: any) => o.status === 'PUBLISHED');
      if (!live) continue;
      const quantity = Number(item.availability?.shipToLocationAvailability?.quantity ?? 0);
      items.push({
        externalId: String(live.listing?.listingId), sku: item.sku, title: item.product?.title ?? item.sku,
        price: fromValue(live.pricingSummary?.price?.value), currency: live.pricingSummary?.price?.currency ?? 'GBP', quantity,
        status: quantity > 0 ? 'ACTIVE' : 'OUT_OF_STOCK', url: `https://www.ebay.co.uk/itm/${live.listing?.listingId}`,
      });
    }
    const seen = offset + ((body.inventoryItems ?? []) as unknown[]).length;
    return { items, cursor: String(seen), more: Boolean(body.next) };
  },
};

async function bulkUpdate(ctx: AdapterContext, ref: ListingRef, change: { quantity?: number; price?: { value: string; currency: string } }): Promise<void> {
  const offerId = offerIdOf(ref) ?? (await findOfferId(ctx, ref.sku));
  const { body } = await ctx.http.send({
    method: 'POST', url: '/sell/inventory/v1/bulk_update_price_quantity', headers: headers(ctx),
    json: { requests: [{ sku: ref.sku, ...(change.quantity !== undefined ? { shipToLocationAvailability: { quantity: change.quantity } } : {}), offers: offerId ? [{ offerId, ...(change.quantity !== undefined ? { availableQuantity: change.quantity } : {}), ...(change.price ? { price: change.price } : {}) }] : [] }] },
  }, readEbayErrors);
  // 200 with a failed entry inside: eBay's per-SKU answer.
  const failed = (body.responses as Array<{ statusCode: number; errors?: EbayError[] }> | undefined)?.find((r) => r.statusCode >= 400);
  if (failed) {
    const refused = readEbayErrors({ status: failed.statusCode, headers: new Headers(), body: { errors: failed.errors ?? [{ message: `eBay answered ${failed.statusCode}` }] } });
    throw refused ?? new ChannelError('permanent', `eBay refused the update (${failed.statusCode})`);
  }
}

registerAdapter(ebayAdapter);
