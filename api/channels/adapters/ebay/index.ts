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
 *
 * Every offer names the seller's business policies and an inventory location, which publishOffer requires
 * (developer.ebay.com/api-docs/sell/static/inventory/publishing-offers.html): the policies are read from the
 * seller's account (Account API getFulfillmentPolicies, getPaymentPolicies, getReturnPolicies for the channel's
 * marketplace), the listing's own choice (`fulfillment_policy_id`, `payment_policy_id`, `return_policy_id` in its
 * eBay fields) when it names one of them, else the first of each kind; the location is the one the listing ships
 * from (`shipsFrom`), created as an eBay inventory location (createInventoryLocation) keyed by its code the first
 * time (getInventoryLocation answers 404 until then).
 *
 * The listing form's categories and item specifics come from the Taxonomy API (taxonomy.ts, `categories`), with an
 * application token rather than the seller's.
 */
import { ebayCarrierCode, keyOfShipment } from '../../carrier-codes.ts';
import { ChannelError } from '../../errors.ts';
import { registerAdapter } from '../../registry.ts';
import { fetchEbaySettlements } from './settlements.ts';
import type { ShipsFrom } from '../../types.ts';
import type { AdapterContext, BulkOutcome, ChannelAdapter, ChannelOrder, ChannelReturnRequest, Credentials, ExistingListing, HttpResponse, ListingPayload, ListingRef, MarketplaceRefund, Page, SellerCancelReason } from '../../types.ts';
import { signatureHeaders } from './signature.ts';
import { ebayCategories } from './taxonomy.ts';

const SCOPES = [
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  'https://api.ebay.com/oauth/api_scope/sell.account',
  'https://api.ebay.com/oauth/api_scope/sell.finances',
].join(' ');
const PAGE_SIZE = 50;
/** getOrders answers at most 200 orders a page. */
const ORDERS_PAGE = 200;
/** Post-Order return search page size (its `limit`: up to 200, as the order feed). */
const RETURNS_PAGE = 200;
/** The first sync looks back this far. */
const FIRST_SYNC_DAYS = 30;

export const toValue = (minor: number): string => (minor / 100).toFixed(2);
export const fromValue = (value: string | number | undefined): number => Math.round(Number(value ?? 0) * 100);

export const LANGUAGE: Record<string, string> = { EBAY_GB: 'en-GB', EBAY_US: 'en-US', EBAY_DE: 'de-DE', EBAY_FR: 'fr-FR', EBAY_IT: 'it-IT', EBAY_ES: 'es-ES', EBAY_IE: 'en-IE', EBAY_AU: 'en-AU', EBAY_CA: 'en-CA' };

export function clientCredentials(): string {
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
  const body = response.body as { errors?: EbayError[]; errorMessage?: { error?: Array<EbayError & { parameter?: Array<{ name?: string; value?: string }> }> } } | null;
  // The Post-Order API answers `errorMessage.error[]`, each `parameter` naming the field and the value sent
  // (developer.ebay.com/Devzone/post-order/ErrorResponse.html).
  const errors = body?.errors ?? body?.errorMessage?.error?.map((e) => ({ ...e, parameters: (e.parameter ?? []).map((p) => ({ name: 'field', value: p.name })) }));
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

/** The public page of a listing on the channel's site. */
const SITE_HOSTS: Record<string, string> = { EBAY_GB: 'www.ebay.co.uk', EBAY_US: 'www.ebay.com', EBAY_DE: 'www.ebay.de', EBAY_FR: 'www.ebay.fr', EBAY_IT: 'www.ebay.it', EBAY_ES: 'www.ebay.es', EBAY_IE: 'www.ebay.ie', EBAY_AU: 'www.ebay.com.au', EBAY_CA: 'www.ebay.ca' };
export const listingUrl = (marketplace: string | null | undefined, listingId: string) => `https://${SITE_HOSTS[marketplace ?? 'EBAY_GB'] ?? SITE_HOSTS.EBAY_GB}/itm/${listingId}`;

type PolicyKind = 'fulfillment' | 'payment' | 'return';
const POLICY_WORDS: Record<PolicyKind, string> = { fulfillment: 'postage (fulfillment)', payment: 'payment', return: 'returns' };
export interface ListingPolicies { fulfillmentPolicyId: string; paymentPolicyId: string; returnPolicyId: string }

/**
 * What a publish looks up about the seller, kept a few minutes per channel and marketplace so that listing 500
 * products asks eBay for the policies once, not 1,500 times: the policy ids of each kind and the inventory
 * locations known to exist. A publish that eBay refuses over a policy or the location forgets it (`forgetSeller`).
 */
const SELLER_CACHE_MS = 5 * 60_000;
const sellerCache = new Map<string, { at: number; policies?: Record<PolicyKind, string[]>; locations: Set<string> }>();
// The token too: a channel connected again (perhaps to another eBay account) starts afresh.
const cacheKey = (ctx: AdapterContext) => `${ctx.channel.id}|${ctx.channel.marketplace ?? 'EBAY_GB'}|${ctx.baseUrl}|${ctx.credentials.access_token ?? ''}`;
function sellerFacts(ctx: AdapterContext) {
  const key = cacheKey(ctx);
  let facts = sellerCache.get(key);
  if (!facts || Date.now() - facts.at > SELLER_CACHE_MS) {
    for (const [other, entry] of sellerCache) if (Date.now() - entry.at > SELLER_CACHE_MS) sellerCache.delete(other);
    sellerCache.set(key, (facts = { at: Date.now(), locations: new Set() }));
  }
  return facts;
}
export const forgetSeller = (ctx: AdapterContext) => void sellerCache.delete(cacheKey(ctx));

async function policyIds(ctx: AdapterContext): Promise<Record<PolicyKind, string[]>> {
  const facts = sellerFacts(ctx);
  if (facts.policies) return facts.policies;
  const marketplace = ctx.channel.marketplace ?? 'EBAY_GB';
  const lists = await Promise.all((['fulfillment', 'payment', 'return'] as const).map(async (kind) => {
    const { body } = await ctx.http.send({ method: 'GET', url: `/sell/account/v1/${kind}_policy`, headers: headers(ctx), query: { marketplace_id: marketplace } }, readEbayErrors);
    return ((body?.[`${kind}Policies`] ?? []) as Array<Record<string, unknown>>).map((p) => String(p[`${kind}PolicyId`]));
  }));
  facts.policies = { fulfillment: lists[0]!, payment: lists[1]!, return: lists[2]! };
  return facts.policies;
}

/** The seller's policies of each kind on the channel's marketplace, and the ones this listing uses. */
export async function listingPolicies(ctx: AdapterContext, fields: Record<string, unknown>): Promise<ListingPolicies> {
  const marketplace = ctx.channel.marketplace ?? 'EBAY_GB';
  const known = await policyIds(ctx);
  const chosen = (['fulfillment', 'payment', 'return'] as const).map((kind) => {
    const ids = known[kind];
    const wanted = fields[`${kind}_policy_id`];
    if (typeof wanted === 'string' && wanted) {
      if (!ids.includes(wanted)) throw new ChannelError('validation', `the ${POLICY_WORDS[kind]} policy chosen for this listing is not one of the seller's ${marketplace} policies on eBay`, { fields: [{ field: `${kind}_policy_id`, code: 'POLICY_NOT_FOUND', message: `is not one of your eBay ${POLICY_WORDS[kind]} policies: choose another` }] });
      return wanted;
    }
    if (!ids.length) throw new ChannelError('validation', `the eBay account has no ${POLICY_WORDS[kind]} policy for ${marketplace}`, { fields: [{ field: `${kind}_policy_id`, code: 'POLICY_MISSING', message: `eBay needs a ${POLICY_WORDS[kind]} policy: create one in your eBay account's business policies` }] });
    return ids[0]!;
  });
  return { fulfillmentPolicyId: chosen[0]!, paymentPolicyId: chosen[1]!, returnPolicyId: chosen[2]! };
}

/** merchantLocationKey from a location code: up to 36 letters, digits, hyphens and underscores. */
export const merchantLocationKey = (code: string) => code.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 36) || 'MAIN';

/** The listing's ships-from location as the seller's eBay inventory location (created the first time). */
export async function ensureLocation(ctx: AdapterContext, location: ShipsFrom | null | undefined): Promise<string> {
  if (!location) throw new ChannelError('validation', 'eBay needs the address the item ships from', { fields: [{ field: 'location', code: 'LOCATION_MISSING', message: 'add a location (warehouse or shop) with its address: eBay needs where the item ships from' }] });
  const key = merchantLocationKey(location.code);
  const facts = sellerFacts(ctx);
  if (facts.locations.has(key)) return key;
  const path = `/sell/inventory/v1/location/${encodeURIComponent(key)}`;
  const exists = await ctx.http.send({ method: 'GET', url: path, headers: headers(ctx) }, readEbayErrors)
    .then(() => true, (error) => { if (error instanceof ChannelError && error.status === 404) return false; throw error; });
  if (exists) {
    facts.locations.add(key);
    return key;
  }
  const a = location.address;
  await ctx.http.send({
    method: 'POST', url: path, headers: headers(ctx),
    json: {
      name: location.name, merchantLocationStatus: 'ENABLED', locationTypes: ['WAREHOUSE'],
      location: { address: { ...(a.line1 ? { addressLine1: a.line1 } : {}), ...(a.line2 ? { addressLine2: a.line2 } : {}), ...(a.city ? { city: a.city } : {}), ...(a.region ? { stateOrProvince: a.region } : {}), ...(a.postcode ? { postalCode: a.postcode } : {}), ...(a.country ? { country: a.country } : {}) } },
    },
  }, readEbayErrors).catch((error) => {
    // Created meanwhile by another publish: 25803 "already exists" is what was wanted.
    if (error instanceof ChannelError && error.status === 409) return;
    if (error instanceof ChannelError && error.kind === 'validation') throw new ChannelError('validation', `eBay refused the address of location ${location.name}: ${error.message}`, { status: error.status, fields: [{ field: 'location', code: error.fields[0]?.code ?? 'LOCATION', message: `${location.name}: ${error.message}. Complete its address (country and postcode)` }] });
    throw error;
  });
  facts.locations.add(key);
  return key;
}

function offer(ctx: AdapterContext, listing: ListingPayload, policies?: ListingPolicies, locationKey?: string): Record<string, unknown> {
  const fields = listing.channelFields;
  return {
    ...(policies ? { listingPolicies: policies } : {}),
    ...(locationKey ? { merchantLocationKey: locationKey } : {}),
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
  orderId: string; creationDate: string; lastModifiedDate: string; orderPaymentStatus: string; cancelStatus?: { cancelState?: string; cancelRequests?: Array<{ cancelInitiator?: string; cancelReason?: string }> };
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
    cancellation: order.cancelStatus?.cancelState === 'CANCELED' ? cancellationOf(order) : null,
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

/**
 * Who cancelled: the request's cancelInitiator (BUYER, or SELLER: one made from eBay's site or by Sellyard); a
 * cancelled order without a request was cancelled by eBay itself.
 */
function cancellationOf(order: EbayOrder): ChannelOrder['cancellation'] {
  const request = order.cancelStatus?.cancelRequests?.[0];
  if (!request) return { by: 'MARKETPLACE', reason: null };
  return { by: request.cancelInitiator === 'BUYER' ? 'BUYER' : 'SELLER', reason: request.cancelReason ?? null };
}

/** Cursor: `<lastmodifieddate from>|<offset>`. */
function readCursor(cursor: string | null): { since: string; offset: number } {
  const [since, offset] = (cursor ?? '').split('|');
  return { since: since || new Date(Date.now() - FIRST_SYNC_DAYS * 86_400_000).toISOString(), offset: Number(offset) || 0 };
}

/**
 * The merchant's reason as a seller's cancelReason of the Post-Order API (CancelReasonEnum, developer.ebay.com/Devzone/
 * post-order/types/CancelReasonEnum.html): a seller may give only ADDRESS_ISSUES, BUYER_ASKED_CANCEL and
 * OUT_OF_STOCK_OR_CANNOT_FULFILL ("out of stock, or another reason why the seller cannot fulfil"), so every other
 * reason is the last one. eBay counts that one as a defect on the seller's record, the buyer's request not.
 */
export const EBAY_CANCEL_REASONS: Record<SellerCancelReason, 'ADDRESS_ISSUES' | 'BUYER_ASKED_CANCEL' | 'OUT_OF_STOCK_OR_CANNOT_FULFILL'> = {
  OUT_OF_STOCK: 'OUT_OF_STOCK_OR_CANNOT_FULFILL',
  BUYER_ASKED: 'BUYER_ASKED_CANCEL',
  UNDELIVERABLE_ADDRESS: 'ADDRESS_ISSUES',
  PRICING_ERROR: 'OUT_OF_STOCK_OR_CANNOT_FULFILL',
  SUSPECTED_FRAUD: 'OUT_OF_STOCK_OR_CANNOT_FULFILL',
  PAYMENT_DECLINED: 'OUT_OF_STOCK_OR_CANNOT_FULFILL',
  OTHER: 'OUT_OF_STOCK_OR_CANNOT_FULFILL',
};

export const ebayAdapter: ChannelAdapter = {
  type: 'EBAY',
  variations: true,
  // Categories by the merchant's words and their item specifics, for the listing form (taxonomy.ts).
  categories: ebayCategories,
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
    if (listing.variations?.length) return publishFamily(ctx, listing);
    await ctx.http.send({ method: 'PUT', url: skuPath(listing.sku), headers: headers(ctx), json: inventoryItem(listing) }, readEbayErrors);
    const [policies, locationKey] = await Promise.all([listingPolicies(ctx, listing.channelFields), ensureLocation(ctx, listing.shipsFrom)]);
    const offerBody = offer(ctx, listing, policies, locationKey);
    let offerId = offerIdOf(listing) ?? (await findOfferId(ctx, listing.sku));
    if (offerId) await ctx.http.send({ method: 'PUT', url: `/sell/inventory/v1/offer/${offerId}`, headers: headers(ctx), json: offerBody }, readEbayErrors);
    else offerId = String((await ctx.http.send({ method: 'POST', url: '/sell/inventory/v1/offer', headers: headers(ctx), json: offerBody }, readEbayErrors)).body.offerId);
    const { body } = await ctx.http.send({ method: 'POST', url: `/sell/inventory/v1/offer/${offerId}/publish`, headers: headers(ctx) }, readEbayErrors)
      .catch((error) => {
        // A policy or location refused: what was cached about the seller is stale, ask eBay again next time.
        if (error instanceof ChannelError && error.fields.some((f) => ['25002', '25007', '25008', '25009'].includes(f.code))) forgetSeller(ctx);
        throw error;
      });
    const listingId = String(body.listingId);
    return {
      externalId: listingId, url: listingUrl(ctx.channel.marketplace, listingId), extra: { offer_id: offerId },
      warnings: (body.warnings as EbayError[] | undefined)?.map((w) => ({ code: String(w.errorId ?? 'warning'), message: String(w.message ?? '') })),
    };
  },
  async reviseListing(ctx, listing) {
    return ebayAdapter.publishListing(ctx, listing);
  },
  async endListing(ctx, ref) {
    if (typeof ref.channelFields?.inventory_item_group_key === 'string') {
      // A multiple-variation listing ends as a whole: withdrawOfferByInventoryItemGroup.
      await ctx.http.send({ method: 'POST', url: '/sell/inventory/v1/offer/withdraw_by_inventory_item_group', headers: headers(ctx), json: { inventoryItemGroupKey: ref.channelFields.inventory_item_group_key, marketplaceId: ctx.channel.marketplace ?? 'EBAY_GB' } }, readEbayErrors);
      return;
    }
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
      json: { lineItems: shipment.lines.map((l) => ({ lineItemId: l.lineRef, quantity: l.quantity })), shippedDate: shipment.shippedAt, shippingCarrierCode: ebayCarrierCode(keyOfShipment(shipment)), trackingNumber: shipment.trackingNumber },
    }, readEbayErrors);
  },
  async refundOrder(ctx, refund): Promise<MarketplaceRefund> {
    // Fulfillment API issueRefund: the whole amount at order level (Sellyard's refund is an amount, not per line);
    // signed, as eBay wants for UK and EU sellers.
    const url = `${ctx.baseUrl}/sell/fulfillment/v1/order/${encodeURIComponent(refund.orderRef)}/issue_refund`;
    const { body } = await ctx.http.send({
      method: 'POST', url, headers: { ...headers(ctx), ...signatureHeaders('POST', url) },
      json: {
        reasonForRefund: refund.returned ? 'BUYER_RETURN' : 'BUYER_CANCEL',
        ...(refund.comment ? { comment: refund.comment.slice(0, 100) } : {}),
        orderLevelRefundAmount: { value: toValue(refund.amount), currency: refund.currency },
      },
    }, readEbayErrors);
    if (body?.refundStatus === 'FAILED' || !body?.refundId) throw new ChannelError('permanent', `eBay did not refund the order (${body?.refundStatus ?? 'no refund id'})`);
    return { refundRef: String(body.refundId), amount: refund.amount, createdAt: null };
  },
  async orderRefunds(ctx, orderRef): Promise<MarketplaceRefund[]> {
    const { body } = await ctx.http.send({ method: 'GET', url: `/sell/fulfillment/v1/order/${encodeURIComponent(orderRef)}`, headers: headers(ctx) }, readEbayErrors);
    return ((body?.paymentSummary?.refunds ?? []) as Array<{ refundId?: string; refundReferenceId?: string; amount?: { value: string }; refundDate?: string }>)
      .map((r) => ({ refundRef: String(r.refundId ?? r.refundReferenceId), amount: fromValue(r.amount?.value), createdAt: r.refundDate ?? null }));
  },
  async cancelOrder(ctx, order) {
    // Post-Order API (IAF-authorised, signed): the seller cancels the whole order, before it ships.
    const url = `${ctx.baseUrl}/post-order/v2/cancellation`;
    const { authorization: bearer, ...rest } = headers(ctx);
    await ctx.http.send({
      method: 'POST', url, headers: { ...rest, authorization: bearer!.replace(/^Bearer /, 'IAF '), ...signatureHeaders('POST', url) },
      json: { legacyOrderId: order.orderRef, cancelReason: order.buyerRequested ? 'BUYER_ASKED_CANCEL' : EBAY_CANCEL_REASONS[order.reason ?? 'OTHER'] },
    }, readEbayErrors);
  },
  async fetchReturnRequests(ctx, cursor): Promise<Page<ChannelReturnRequest>> {
    // Post-Order API return search by creation date; the cursor is `<from>|<offset>` like the order feed's.
    const { since, offset } = readCursor(cursor);
    const { authorization: bearer, ...rest } = headers(ctx);
    const { body } = await ctx.http.send({
      method: 'GET', url: '/post-order/v2/return/search', headers: { ...rest, authorization: bearer!.replace(/^Bearer /, 'IAF ') },
      query: { creation_date_range_from: since, limit: RETURNS_PAGE, offset, sort: 'CREATION_DATE' },
    }, readEbayErrors);
    const members = (body?.members ?? []) as Array<{ returnId: string; orderId: string; creationInfo?: { item?: { itemId?: string; transactionId?: string; returnQuantity?: number }; reason?: string; comments?: { content?: string }; creationDate?: { value?: string } } }>;
    const total = Number(body?.paginationOutput?.totalEntries ?? body?.total ?? members.length);
    const more = offset + members.length < total && members.length > 0;
    const newest = members.reduce((latest, m) => ((m.creationInfo?.creationDate?.value ?? '') > latest ? m.creationInfo!.creationDate!.value! : latest), since);
    return {
      items: members.map((m) => ({
        returnRef: String(m.returnId), orderRef: String(m.orderId), createdAt: m.creationInfo?.creationDate?.value ?? new Date().toISOString(),
        reason: m.creationInfo?.reason ?? null, comment: m.creationInfo?.comments?.content ?? null,
        lines: [{ lineRef: m.creationInfo?.item?.transactionId ?? null, sku: null, quantity: Number(m.creationInfo?.item?.returnQuantity ?? 1) }],
      })),
      // A return seen again at the boundary instant is found by its id and not imported twice.
      cursor: more ? `${since}|${offset + members.length}` : `${newest}|0`,
      more,
    };
  },
  async fetchListings(ctx, cursor): Promise<Page<ExistingListing>> {
    const offset = Number(cursor) || 0;
    const { body } = await ctx.http.send({ method: 'GET', url: '/sell/inventory/v1/inventory_item', headers: headers(ctx), query: { limit: PAGE_SIZE, offset } }, readEbayErrors);
    const items: ExistingListing[] = [];
    const groups = new Set<string>();
    for (const item of (body.inventoryItems ?? []) as EbayInventoryItem[]) {
      // A member of an inventory item group is read with its group, as one family.
      if (item.groupIds?.length) { groups.add(item.groupIds[0]!); continue; }
      const live = await liveOffer(ctx, item.sku);
      if (!live) continue;
      const quantity = Number(item.availability?.shipToLocationAvailability?.quantity ?? 0);
      items.push({
        externalId: String(live.listing?.listingId), sku: item.sku, title: item.product?.title ?? item.sku,
        price: fromValue(live.pricingSummary?.price?.value), currency: live.pricingSummary?.price?.currency ?? 'GBP', quantity,
        status: quantity > 0 ? 'ACTIVE' : 'OUT_OF_STOCK', url: listingUrl(ctx.channel.marketplace, String(live.listing?.listingId)),
      });
    }
    for (const key of groups) {
      const family = await groupListing(ctx, key, (body.inventoryItems ?? []) as EbayInventoryItem[]);
      if (family) items.push(family);
    }
    const seen = offset + ((body.inventoryItems ?? []) as unknown[]).length;
    return { items, cursor: String(seen), more: Boolean(body.next) };
  },
};

interface EbayInventoryItem { sku: string; groupIds?: string[]; product?: { title?: string; aspects?: Record<string, string[]> }; availability?: { shipToLocationAvailability?: { quantity?: number } } }

/** The SKU's published offer, if it has one. */
async function liveOffer(ctx: AdapterContext, sku: string): Promise<any> {
  const offers = await ctx.http.send({ method: 'GET', url: '/sell/inventory/v1/offer', headers: headers(ctx), query: { sku } }, readEbayErrors)
    .then((r) => r.body.offers ?? [], (error) => { if (error instanceof ChannelError && error.status === 404) return []; throw error; });
  return offers.find((o: any) => o.status === 'PUBLISHED');
}

/**
 * A published inventory item group (getInventoryItemGroup) as one family: what it varies by, and each member's
 * values (its aspects), quantity, and its offer's price and id (as publish keeps them). Members on another page of
 * inventory items are read by SKU. None published: not a live listing.
 */
async function groupListing(ctx: AdapterContext, key: string, page: EbayInventoryItem[]): Promise<ExistingListing | undefined> {
  const { body: group } = await ctx.http.send({ method: 'GET', url: `/sell/inventory/v1/inventory_item_group/${encodeURIComponent(key)}`, headers: headers(ctx) }, readEbayErrors);
  const specifications = (group.variesBy?.specifications ?? []) as Array<{ name: string; values: string[] }>;
  const variations: NonNullable<ExistingListing['family']>['variations'] = [];
  let listingId: string | null = null;
  let currency = 'GBP';
  for (const sku of (group.variantSKUs ?? []) as string[]) {
    const item = page.find((i) => i.sku === sku) ?? (await ctx.http.send({ method: 'GET', url: skuPath(sku), headers: headers(ctx) }, readEbayErrors)).body as EbayInventoryItem;
    const live = await liveOffer(ctx, sku);
    if (!live) continue;
    listingId ??= String(live.listing?.listingId);
    currency = live.pricingSummary?.price?.currency ?? currency;
    const aspects = item.product?.aspects ?? {};
    variations.push({
      sku, title: item.product?.title ?? sku, price: fromValue(live.pricingSummary?.price?.value), quantity: Number(item.availability?.shipToLocationAvailability?.quantity ?? 0),
      values: specifications.filter((s) => aspects[s.name]?.[0]).map((s) => ({ name: s.name, value: aspects[s.name]![0]! })), state: { offer_id: String(live.offerId) },
    });
  }
  if (!listingId || !variations.length) return undefined;
  const quantity = variations.reduce((n, v) => n + v.quantity, 0);
  return {
    externalId: listingId, sku: key, title: String(group.title ?? key), price: Math.min(...variations.map((v) => v.price)), currency, quantity,
    status: quantity > 0 ? 'ACTIVE' : 'OUT_OF_STOCK', url: listingUrl(ctx.channel.marketplace, listingId),
    family: { variesBy: specifications.map((s) => ({ name: s.name, values: s.values })), variations, state: { inventory_item_group_key: key } },
  };
}

/**
 * A parent product with variants as one multiple-variation listing (developer.ebay.com/api-docs/sell/static/
 * inventory/inventory-item-groups.html): an inventory item per variant, its variation values among its aspects;
 * the inventory item group (createOrReplaceInventoryItemGroup, keyed by the family's SKU) naming the variants
 * (`variantSKUs`) and what they vary by (`variesBy.specifications`: each attribute's eBay name and values); an
 * offer per variant (its price and quantity, the same policies, location and category); then
 * publishOfferByInventoryItemGroup, which answers the one listing id. Each variant's offer id is kept by SKU, so a
 * variant's stock and price go to its offer only (bulkUpdatePriceQuantity by SKU and offer).
 */
async function publishFamily(ctx: AdapterContext, listing: ListingPayload): Promise<Awaited<ReturnType<ChannelAdapter['publishListing']>>> {
  const variations = listing.variations!;
  const groupKey = typeof listing.channelFields.inventory_item_group_key === 'string' ? listing.channelFields.inventory_item_group_key : listing.sku;
  const kept = (listing.channelFields.variations ?? {}) as Record<string, { offer_id?: string }>;
  for (const variation of variations) {
    const item = inventoryItem({ ...listing, sku: variation.sku, title: listing.title, quantity: variation.quantity, product: { ...listing.product, barcode: variation.barcode, imageUrls: variation.imageUrls.length ? variation.imageUrls : listing.product.imageUrls } });
    const product = item.product as { aspects: Record<string, string[]> };
    for (const { name, value } of variation.values) product.aspects[name] = [value];
    await ctx.http.send({ method: 'PUT', url: skuPath(variation.sku), headers: headers(ctx), json: item }, readEbayErrors);
  }
  const aspects = { ...((listing.channelFields.aspects as Record<string, string[]> | undefined) ?? {}) };
  if (listing.product.brand && !aspects.Brand) aspects.Brand = [listing.product.brand];
  await ctx.http.send({
    method: 'PUT', url: `/sell/inventory/v1/inventory_item_group/${encodeURIComponent(groupKey)}`, headers: headers(ctx),
    json: {
      title: listing.title, description: listing.description ?? listing.title, imageUrls: listing.product.imageUrls, aspects,
      variantSKUs: variations.map((v) => v.sku),
      variesBy: { aspectsImageVariesBy: [], specifications: (listing.variesBy ?? []).map((a) => ({ name: a.name, values: a.values })) },
    },
  }, readEbayErrors);
  const [policies, locationKey] = await Promise.all([listingPolicies(ctx, listing.channelFields), ensureLocation(ctx, listing.shipsFrom)]);
  const offers: Record<string, { offer_id: string }> = {};
  for (const variation of variations) {
    const body = offer(ctx, { ...listing, sku: variation.sku, price: variation.price, quantity: variation.quantity }, policies, locationKey);
    let offerId = kept[variation.sku]?.offer_id ?? (await findOfferId(ctx, variation.sku));
    if (offerId) await ctx.http.send({ method: 'PUT', url: `/sell/inventory/v1/offer/${offerId}`, headers: headers(ctx), json: body }, readEbayErrors);
    else offerId = String((await ctx.http.send({ method: 'POST', url: '/sell/inventory/v1/offer', headers: headers(ctx), json: body }, readEbayErrors)).body.offerId);
    offers[variation.sku] = { offer_id: offerId };
  }
  const { body } = await ctx.http.send({ method: 'POST', url: '/sell/inventory/v1/offer/publish_by_inventory_item_group', headers: headers(ctx), json: { inventoryItemGroupKey: groupKey, marketplaceId: ctx.channel.marketplace ?? 'EBAY_GB' } }, readEbayErrors)
    .catch((error) => {
      if (error instanceof ChannelError && error.fields.some((f) => ['25002', '25007', '25008', '25009'].includes(f.code))) forgetSeller(ctx);
      throw error;
    });
  const listingId = String(body.listingId);
  return {
    externalId: listingId, url: listingUrl(ctx.channel.marketplace, listingId), extra: { inventory_item_group_key: groupKey, variations: offers },
    warnings: (body.warnings as EbayError[] | undefined)?.map((w) => ({ code: String(w.errorId ?? 'warning'), message: String(w.message ?? '') })),
  };
}

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
