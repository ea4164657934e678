/**
 * Amazon, through the Selling Partner API (SP-API):
 *
 *   tokens     Login with Amazon (LWA) at /auth/o2/token: the authorisation code of the website workflow, then the
 *              refresh token (long-lived) for access tokens of an hour; every call carries `x-amz-access-token`
 *              (no AWS signature: SP-API dropped Signature Version 4 in 2023)
 *   listings   Listings Items API 2021-08-01, keyed by seller and SKU: putListingsItem (publish and revise),
 *              patchListingsItem (`fulfillment_availability` for quantity, `purchasable_offer` for price),
 *              deleteListingsItem (end), getListingsItem (the ASIN once accepted), searchListingsItems (existing
 *              listings, `pageToken` pages); a 200 with `status: INVALID` carries `issues[]` (code, message,
 *              severity, attributeNames): those are the seller's to fix, attribute by attribute
 *   bulk       a channel's full quantity resync goes as a JSON_LISTINGS_FEED (Feeds API 2021-06-30: createFeedDocument,
 *              upload, createFeed; getFeed and its processing report later), up to 10,000 PATCH messages of
 *              `fulfillment_availability` each: Listings Items allows 5 patches a second (10,000 listings: over half
 *              an hour), while one feed carries them all and Amazon processes it in minutes. The report's issues
 *              land on the listings by SKU; fewer than 20 quantities still go by patchListingsItem.
 *   types      Product Type Definitions API 2020-09-01: the listing form's product type by search and its required
 *              attributes (product-types.ts); the merchant's attributes go in the listing as entered
 *   orders     Orders API v0: getOrders by `LastUpdatedAfter` with `NextToken` pages (the buyer's name and address
 *              are restricted data: the page is read with a Restricted Data Token from the Tokens API 2021-03-01),
 *              getOrderItems per order, confirmShipment per package with its tracking number
 *   after-sale cancellations and refunds by the XML order feeds, return requests by the returns report, refunds
 *              read back from the order's financial events (after-sale.ts)
 *   errors     SP-API's envelope `{"errors":[{code, message, details}]}`; 403 Unauthorized for a refused or
 *              expired token, 429 QuotaExceeded (Retry-After when Amazon sends one)
 *
 * References: developer-docs.amazon.com/sp-api/docs/listings-items-api-v2021-08-01-reference,
 * …/orders-api-v0-reference, …/tokens-api-v2021-03-01-reference, …/connecting-to-the-selling-partner-api.
 *
 * The marketplace is the channel's `marketplace` (A1F83G8C2ARO7P…); the seller is the credentials'
 * `selling_partner_id` (sent by Amazon with the authorisation code). A listing's `external_id` is its ASIN,
 * the id merchants and buyers know (amazon.co.uk/dp/<ASIN>). FBA listings (fulfillment_channel AFN): Amazon
 * counts the stock it holds itself, so quantity pushes leave them alone.
 */
import { amazonCarrier, keyOfShipment } from '../../carrier-codes.ts';
import { ChannelError } from '../../errors.ts';
import { registerAdapter } from '../../registry.ts';
import { fetchAmazonSettlements } from './settlements.ts';
import { amazonWarehouse } from './fba.ts';
import { amazonProductTypes } from './product-types.ts';
import { amazonAfterSale } from './after-sale.ts';
import { readFeed, submitFeed } from './feeds.ts';
import type { AdapterContext, BulkOutcome, ChannelAdapter, ChannelOrder, Credentials, ExistingListing, HttpResponse, ListingPayload, ListingRef, Page, PendingBulkOutcome } from '../../types.ts';

const LISTINGS = '/listings/2021-08-01/items';
/** getOrders answers at most 100 orders a page. */
const ORDERS_PAGE = 100;
/** searchListingsItems answers at most 20 items a page. */
const LISTINGS_PAGE = 20;
const FIRST_SYNC_DAYS = 30;
/** A JSON_LISTINGS_FEED holds at most 10,000 messages. */
const FEED_MESSAGES = 10_000;
/** Fewer quantities than this go by patchListingsItem (5 a second) rather than a feed (processed in minutes). */
const FEED_FROM = 20;
/** How long Amazon usually takes with a feed, before its outcome is asked for. */
const FEED_CHECK_SECONDS = 30;

interface Marketplace { region: 'na' | 'eu' | 'fe'; domain: string; language: string; currency: string }
/** Marketplace ids (developer-docs.amazon.com/sp-api/docs/marketplace-ids) and where each is served. */
export const MARKETPLACES: Record<string, Marketplace> = {
  A1F83G8C2ARO7P: { region: 'eu', domain: 'amazon.co.uk', language: 'en_GB', currency: 'GBP' },
  A1PA6795UKMFR9: { region: 'eu', domain: 'amazon.de', language: 'de_DE', currency: 'EUR' },
  A13V1IB3VIYZZH: { region: 'eu', domain: 'amazon.fr', language: 'fr_FR', currency: 'EUR' },
  APJ6JRA9NG5V4: { region: 'eu', domain: 'amazon.it', language: 'it_IT', currency: 'EUR' },
  A1RKKUPIHCS9HS: { region: 'eu', domain: 'amazon.es', language: 'es_ES', currency: 'EUR' },
  A1805IZSGTT6HS: { region: 'eu', domain: 'amazon.nl', language: 'nl_NL', currency: 'EUR' },
  ATVPDKIKX0DER: { region: 'na', domain: 'amazon.com', language: 'en_US', currency: 'USD' },
};
const DEFAULT_MARKETPLACE = 'A1F83G8C2ARO7P';

export const toAmount = (minor: number): string => (minor / 100).toFixed(2);
export const fromAmount = (amount: string | number | undefined): number => Math.round(Number(amount ?? 0) * 100);

const marketplaceId = (ctx: AdapterContext): string => ctx.channel.marketplace ?? DEFAULT_MARKETPLACE;
const marketplaceOf = (ctx: AdapterContext): Marketplace => MARKETPLACES[marketplaceId(ctx)] ?? MARKETPLACES[DEFAULT_MARKETPLACE]!;

function sellerId(ctx: AdapterContext): string {
  const id = ctx.credentials.selling_partner_id;
  if (!id) throw new ChannelError('auth', 'no Amazon selling partner id: connect the channel with Amazon again');
  return id;
}

export function headers(ctx: AdapterContext, token = ctx.credentials.access_token): Record<string, string> {
  // No access token yet (only the refresh token was stored): `auth` makes withChannel fetch one and call again.
  if (!token) throw new ChannelError('auth', 'no Amazon access token yet: one is requested with the refresh token');
  return { 'x-amz-access-token': token, 'user-agent': 'Sellyard/1.0 (Language=TypeScript)' };
}

/** LWA lives at api.amazon.com, not on the SP-API host; the sandbox (or a test double) serves it itself. */
function tokenUrl(ctx: AdapterContext): string {
  if (process.env.AMAZON_LWA_URL) return process.env.AMAZON_LWA_URL;
  return /\.amazon\.com$/.test(new URL(ctx.baseUrl).hostname) ? 'https://api.amazon.com/auth/o2/token' : '/auth/o2/token';
}

function clientCredentials(): { client_id: string; client_secret: string } {
  return { client_id: process.env.AMAZON_LWA_CLIENT_ID ?? 'amzn1.application-oa2-client.sellyard-demo', client_secret: process.env.AMAZON_LWA_CLIENT_SECRET ?? 'sellyard-demo-secret' };
}

interface SpApiError { code?: string; message?: string; details?: string }

/**
 * SP-API's `errors[]`: a 400 (InvalidInput) is the seller's to fix; 401/403 stay auth errors and 404 a permanent
 * one, by status (http.ts).
 */
export function readAmazonErrors(response: HttpResponse): Error | undefined {
  const errors = (response.body as { errors?: SpApiError[] } | null)?.errors;
  if (!Array.isArray(errors) || !errors.length || response.status !== 400) return undefined;
  return new ChannelError('validation', errors.map((e) => e.message ?? e.code).join('; '), {
    status: response.status,
    fields: errors.map((e) => ({ field: e.details && /^[A-Za-z][\w./-]*$/.test(e.details) ? e.details : null, code: String(e.code ?? 'InvalidInput'), message: String(e.message ?? 'refused') })),
  });
}

interface Issue { code: string; message: string; severity: 'ERROR' | 'WARNING' | 'INFO'; attributeNames?: string[] }
interface Submission { sku: string; status: 'ACCEPTED' | 'INVALID' | 'VALID'; submissionId: string; issues?: Issue[] }

/** A submission answered 200 but INVALID: Amazon's ERROR issues, attribute by attribute. */
function checkSubmission(body: Submission): Issue[] {
  const issues = body.issues ?? [];
  if (body.status !== 'INVALID') return issues.filter((i) => i.severity !== 'ERROR');
  const errors = issues.filter((i) => i.severity === 'ERROR');
  throw new ChannelError('validation', errors.map((i) => i.message).join('; ') || 'Amazon refused the listing', {
    status: 200,
    fields: (errors.length ? errors : [{ code: 'INVALID', message: 'Amazon refused the listing', severity: 'ERROR' as const }])
      .map((i) => ({ field: i.attributeNames?.join(', ') || null, code: String(i.code), message: i.message })),
  });
}

const isAfn = (fields: Record<string, unknown> | undefined) => fields?.fulfillment_channel === 'AFN';

function fulfillmentAvailability(ctx: AdapterContext, fields: Record<string, unknown> | undefined, quantity: number): Array<Record<string, unknown>> {
  // FBA: the fulfilment network's code, and no quantity (Amazon counts what it holds).
  return isAfn(fields) ? [{ fulfillment_channel_code: `AMAZON_${marketplaceOf(ctx).region.toUpperCase()}` }] : [{ fulfillment_channel_code: 'DEFAULT', quantity }];
}

function purchasableOffer(ctx: AdapterContext, price: number, currency: string): Array<Record<string, unknown>> {
  return [{ marketplace_id: marketplaceId(ctx), currency, our_price: [{ schedule: [{ value_with_tax: Number(toAmount(price)) }] }] }];
}

/**
 * The listing as Listings Items attributes. The merchant's own (channel_fields.attributes: bullet points, colour…)
 * win over the facts we fill in from the product, but not over the listing's title, price and quantity, which
 * Sellyard keeps.
 */
/**
 * Amazon's condition_type (Listings Items API, the product type definitions' `condition_type` enum): the listing's
 * own choice, else the product's condition in Amazon's words. A used product with no grade chosen goes as Used - Good,
 * the middle grade, which the merchant can change on the listing.
 */
export function amazonCondition(chosen: unknown, productCondition: string | null | undefined): string {
  if (typeof chosen === 'string' && chosen) return chosen;
  if (productCondition === 'USED') return 'used_good';
  if (productCondition === 'REFURBISHED') return 'refurbished_refurbished';
  return 'new_new';
}

export function listingBody(ctx: AdapterContext, listing: ListingPayload): { productType: string; requirements: string; attributes: Record<string, unknown> } {
  const fields = listing.channelFields;
  const market = marketplaceOf(ctx);
  const id = marketplaceId(ctx);
  const text = (value: string) => [{ value, language_tag: market.language, marketplace_id: id }];
  const asin = typeof fields.asin === 'string' ? fields.asin : null;
  const attributes: Record<string, unknown> = {
    condition_type: [{ value: amazonCondition(fields.condition, listing.product.condition), marketplace_id: id }],
    ...(typeof fields.condition_note === 'string' && fields.condition_note.trim() ? { condition_note: text(fields.condition_note.trim()) } : {}),
    ...(listing.description ? { product_description: text(listing.description) } : {}),
    ...(listing.product.brand ? { brand: text(listing.product.brand) } : {}),
    ...(asin ? { merchant_suggested_asin: [{ value: asin, marketplace_id: id }] } : {}),
    ...(!asin && listing.product.barcode ? { externally_assigned_product_identifier: [{ type: listing.product.barcode.length === 12 ? 'upc' : 'ean', value: listing.product.barcode, marketplace_id: id }] } : {}),
    ...(listing.product.imageUrls[0] ? { main_product_image_locator: [{ media_location: listing.product.imageUrls[0], marketplace_id: id }] } : {}),
    // The other images, in order: Amazon takes eight besides the main one.
    ...Object.fromEntries(listing.product.imageUrls.slice(1, 9).map((url, i) => [`other_product_image_locator_${i + 1}`, [{ media_location: url, marketplace_id: id }]])),
    ...(listing.product.weightGrams ? { item_package_weight: [{ value: listing.product.weightGrams / 1000, unit: 'kilograms', marketplace_id: id }] } : {}),
    ...merchantAttributes(fields.attributes, id),
    item_name: text(listing.title),
    purchasable_offer: purchasableOffer(ctx, listing.price, listing.currency),
    fulfillment_availability: fulfillmentAvailability(ctx, fields, listing.quantity),
  };
  // Selling an existing ASIN needs only the offer; a new one needs the product facts too.
  return { productType: String(fields.product_type ?? 'PRODUCT'), requirements: asin ? 'LISTING_OFFER_ONLY' : 'LISTING', attributes };
}

/**
 * The merchant's own attributes (the product type's, from the listing form: `{ bullet_point: [{ value,
 * language_tag }] }`), each instance given the marketplace it is for where it does not say (the definitions
 * select every attribute by marketplace_id).
 */
export function merchantAttributes(attributes: unknown, marketplace: string): Record<string, unknown> {
  if (!attributes || typeof attributes !== 'object') return {};
  return Object.fromEntries(Object.entries(attributes as Record<string, unknown>).map(([name, instances]) => [name,
    Array.isArray(instances) ? instances.map((i) => (i && typeof i === 'object' && !Array.isArray(i) && !('marketplace_id' in i) ? { ...i, marketplace_id: marketplace } : i)) : instances]));
}

/** The family's variation theme: the attributes' Amazon names, upper-case, joined by '/' (COLOR/SIZE). */
export const variationTheme = (listing: ListingPayload) => (listing.variesBy ?? []).map((a) => a.name.toUpperCase()).join('/');

/**
 * A parent product with variants as Amazon's parent and children (Listings Items API 2021-08-01, product type
 * definitions' variation attributes): the parent SKU, not buyable (`parentage_level` parent, the
 * `variation_theme`, no offer), then each variant's SKU as a child (`parentage_level` child,
 * `child_parent_sku_relationship` naming the parent SKU, the same theme, its value of each theme attribute, its
 * own offer and quantity). The family is the parent's ASIN; a variant's stock and price go to its child SKU.
 */
async function publishFamily(ctx: AdapterContext, listing: ListingPayload): Promise<Awaited<ReturnType<ChannelAdapter['publishListing']>>> {
  const id = marketplaceId(ctx);
  const market = marketplaceOf(ctx);
  const theme = [{ name: variationTheme(listing) }];
  const parentBody = listingBody(ctx, listing);
  delete parentBody.attributes.purchasable_offer;
  delete parentBody.attributes.fulfillment_availability;
  delete parentBody.attributes.externally_assigned_product_identifier;
  delete parentBody.attributes.merchant_suggested_asin;
  Object.assign(parentBody.attributes, { parentage_level: [{ marketplace_id: id, value: 'parent' }], variation_theme: theme });
  const warnings = await submit(ctx, 'PUT', listing.sku, { ...parentBody, requirements: 'LISTING_PRODUCT_ONLY' });
  for (const variation of listing.variations!) {
    const child = listingBody(ctx, { ...listing, sku: variation.sku, price: variation.price, quantity: variation.quantity, channelFields: { ...listing.channelFields, asin: undefined }, product: { ...listing.product, barcode: variation.barcode, imageUrls: variation.imageUrls.length ? variation.imageUrls : listing.product.imageUrls } });
    Object.assign(child.attributes, {
      parentage_level: [{ marketplace_id: id, value: 'child' }],
      child_parent_sku_relationship: [{ marketplace_id: id, child_relationship_type: 'variation', parent_sku: listing.sku }],
      variation_theme: theme,
      ...Object.fromEntries(variation.values.map((v) => [v.name, [{ value: v.value, language_tag: market.language, marketplace_id: id }]])),
    });
    warnings.push(...await submit(ctx, 'PUT', variation.sku, { ...child, requirements: 'LISTING' }));
  }
  const item = await getItem(ctx, listing.sku).catch((error) => { if (error instanceof ChannelError && error.status === 404) return null; throw error; });
  const asin = item?.summaries?.find((s) => s.marketplaceId === id)?.asin ?? null;
  return {
    externalId: asin ?? listing.sku, url: asin ? productUrl(ctx, asin) : inventoryUrl(ctx, listing.sku),
    extra: { product_type: parentBody.productType, fulfillment_channel: isAfn(listing.channelFields) ? 'AFN' : 'MFN', variation_theme: theme[0]!.name },
    warnings: warnings.map((i) => ({ code: String(i.code), message: `${i.attributeNames?.length ? `${i.attributeNames.join(', ')}: ` : ''}${i.message}` })),
  };
}

const itemPath = (ctx: AdapterContext, sku: string) => `${LISTINGS}/${encodeURIComponent(sellerId(ctx))}/${encodeURIComponent(sku)}`;
const productUrl = (ctx: AdapterContext, asin: string) => `https://www.${marketplaceOf(ctx).domain}/dp/${asin}`;
/** Until Amazon has given the listing an ASIN, Seller Central's inventory page finds it by SKU. */
const inventoryUrl = (ctx: AdapterContext, sku: string) => `https://sellercentral.${marketplaceOf(ctx).domain}/myinventory/inventory?searchTerm=${encodeURIComponent(sku)}`;

interface ListingsItem {
  sku: string;
  summaries?: Array<{ marketplaceId: string; asin?: string; productType?: string; status?: string[]; itemName?: string }>;
  offers?: Array<{ marketplaceId: string; offerType?: string; price?: { currencyCode: string; amount: string } }>;
  fulfillmentAvailability?: Array<{ fulfillmentChannelCode: string; quantity?: number }>;
  issues?: Issue[];
}

async function getItem(ctx: AdapterContext, sku: string): Promise<ListingsItem> {
  const { body } = await ctx.http.send({ method: 'GET', url: itemPath(ctx, sku), headers: headers(ctx), query: { marketplaceIds: marketplaceId(ctx), includedData: 'summaries,offers,fulfillmentAvailability,issues', issueLocale: marketplaceOf(ctx).language } }, readAmazonErrors);
  return body as ListingsItem;
}

async function submit(ctx: AdapterContext, method: 'PUT' | 'PATCH' | 'DELETE', sku: string, json?: unknown): Promise<Issue[]> {
  const { body } = await ctx.http.send({ method, url: itemPath(ctx, sku), headers: headers(ctx), query: { marketplaceIds: marketplaceId(ctx), issueLocale: marketplaceOf(ctx).language }, json }, readAmazonErrors);
  return checkSubmission(body as Submission);
}

async function patch(ctx: AdapterContext, ref: ListingRef, path: string, value: unknown): Promise<void> {
  const productType = typeof ref.channelFields?.product_type === 'string' ? ref.channelFields.product_type : 'PRODUCT';
  await submit(ctx, 'PATCH', ref.sku, { productType, patches: [{ op: 'replace', path, value }] });
}

const productTypeOf = (ref: ListingRef) => (typeof ref.channelFields?.product_type === 'string' ? ref.channelFields.product_type : 'PRODUCT');

/** A JSON_LISTINGS_FEED of these messages (feeds.ts). Answers the feed id. */
function submitListingsFeed(ctx: AdapterContext, messages: Array<Record<string, unknown>>): Promise<string> {
  return submitFeed(ctx, { headers, readAmazonErrors }, {
    feedType: 'JSON_LISTINGS_FEED', marketplaceId: marketplaceId(ctx),
    document: { contentType: 'application/json; charset=UTF-8', json: { header: { sellerId: sellerId(ctx), version: '2.0', issueLocale: marketplaceOf(ctx).language }, messages } },
  });
}

async function tokens(ctx: AdapterContext, form: Record<string, string>): Promise<Credentials> {
  const { body } = await ctx.http.send({ method: 'POST', url: tokenUrl(ctx), form: { ...form, ...clientCredentials() } }, (response) => {
    const answer = response.body as { error?: string; error_description?: string } | null;
    return answer?.error ? new ChannelError('auth', `Amazon refused the token request: ${answer.error}${answer.error_description ? ` (${answer.error_description})` : ''}`, { status: response.status }) : undefined;
  });
  return { access_token: String(body.access_token), ...(body.refresh_token ? { refresh_token: String(body.refresh_token) } : {}), expires_at: new Date(Date.now() + Number(body.expires_in ?? 3600) * 1000).toISOString() };
}

interface Money { CurrencyCode: string; Amount: string }
interface AmazonOrder {
  AmazonOrderId: string; PurchaseDate: string; LastUpdateDate: string; OrderStatus: string; FulfillmentChannel?: string;
  OrderTotal?: Money; MarketplaceId?: string;
  BuyerInfo?: { BuyerEmail?: string; BuyerName?: string };
  ShippingAddress?: { Name?: string; AddressLine1?: string; AddressLine2?: string; City?: string; StateOrRegion?: string; PostalCode?: string; CountryCode?: string; Phone?: string };
}
interface AmazonOrderItem {
  OrderItemId: string; SellerSKU?: string; ASIN?: string; Title?: string; QuantityOrdered: number; ItemPrice?: Money; ShippingPrice?: Money;
  /** The buyer asked to cancel (a string "true"/"false" in Amazon's JSON, a boolean in some models). */
  BuyerRequestedCancel?: { IsBuyerRequestedCancel?: string | boolean; BuyerCancelReason?: string };
}

/**
 * Who cancelled, and whether Amazon waits for the seller: an open order (Unshipped) with an item the buyer asked to
 * cancel is the buyer's request, which the seller grants (the import cancels it here and sends the cancellation
 * back); a Canceled order was cancelled at the buyer's request when an item says so, by Amazon otherwise (unpaid,
 * fraud: Amazon names no other canceller in getOrders).
 */
function cancellationOf(order: AmazonOrder, items: AmazonOrderItem[]): Pick<ChannelOrder, 'cancelled' | 'cancellation'> {
  const asked = items.find((i) => String(i.BuyerRequestedCancel?.IsBuyerRequestedCancel) === 'true');
  const reason = asked?.BuyerRequestedCancel?.BuyerCancelReason || null;
  if (order.OrderStatus === 'Canceled') return { cancelled: true, cancellation: asked ? { by: 'BUYER', reason } : { by: 'MARKETPLACE', reason: null } };
  if (asked && ['Pending', 'Unshipped'].includes(order.OrderStatus)) return { cancelled: true, cancellation: { by: 'BUYER', reason, awaitsSeller: true } };
  return { cancelled: false };
}

/** Amazon's order and its items, normalised: ItemPrice is the line's total (unit price × quantity). */
export function orderFromAmazon(order: AmazonOrder, items: AmazonOrderItem[], domain = 'amazon.co.uk'): ChannelOrder {
  const address = order.ShippingAddress ?? {};
  const name = address.Name ?? order.BuyerInfo?.BuyerName ?? 'Amazon customer';
  const currency = order.OrderTotal?.CurrencyCode ?? items[0]?.ItemPrice?.CurrencyCode ?? 'GBP';
  return {
    orderRef: order.AmazonOrderId,
    placedAt: order.PurchaseDate,
    // Pending: the buyer's payment is not through yet; Amazon releases the order (Unshipped) once it is.
    paid: ['Unshipped', 'PartiallyShipped', 'Shipped', 'InvoiceUnconfirmed'].includes(order.OrderStatus),
    ...cancellationOf(order, items),
    currency,
    buyer: { name, email: order.BuyerInfo?.BuyerEmail ?? null },
    shippingAddress: {
      name, line1: address.AddressLine1 ?? '', line2: address.AddressLine2 ?? null, city: address.City ?? '', region: address.StateOrRegion ?? null,
      postcode: address.PostalCode ?? '', country: address.CountryCode ?? 'GB', phone: address.Phone ?? null,
    },
    lines: items.map((i) => ({ lineRef: i.OrderItemId, sku: i.SellerSKU ?? '', title: i.Title ?? i.SellerSKU ?? '', quantity: i.QuantityOrdered, unitPrice: Math.round(fromAmount(i.ItemPrice?.Amount) / Math.max(1, i.QuantityOrdered)), externalListingId: i.ASIN ?? null })),
    shippingPrice: items.reduce((sum, i) => sum + fromAmount(i.ShippingPrice?.Amount), 0),
    total: fromAmount(order.OrderTotal?.Amount),
    url: `https://sellercentral.${domain}/orders-v3/order/${encodeURIComponent(order.AmazonOrderId)}`,
    // AFN: Amazon fulfils it from FBA stock; MFN (the default): the seller does.
    ...(order.FulfillmentChannel === 'AFN' ? { fulfilledByMarketplace: true } : {}),
  };
}

/**
 * Cursor: `<LastUpdatedAfter>|<NextToken>|<newest LastUpdateDate seen in this window>`. While NextToken pages
 * remain, the window stays; after the last page the next window starts at the newest change seen (that order is
 * read again, and the import finds it already there).
 */
function readCursor(cursor: string | null): { since: string; nextToken: string | null; newest: string } {
  const [since, nextToken, newest] = (cursor ?? '').split('|');
  const start = since || new Date(Date.now() - FIRST_SYNC_DAYS * 86_400_000).toISOString();
  return { since: start, nextToken: nextToken || null, newest: newest || start };
}

/** A Restricted Data Token for reading buyers' names and addresses in getOrders. */
async function restrictedToken(ctx: AdapterContext): Promise<string> {
  const { body } = await ctx.http.send({
    method: 'POST', url: '/tokens/2021-03-01/restrictedDataToken', headers: headers(ctx),
    json: { restrictedResources: [{ method: 'GET', path: '/orders/v0/orders', dataElements: ['buyerInfo', 'shippingAddress'] }] },
  }, readAmazonErrors);
  return String(body.restrictedDataToken);
}

/** getOrder's OrderStatus (Orders API v0): whether Amazon has the order cancelled, before or after a cancellation. */
async function orderStatus(ctx: AdapterContext, orderId: string): Promise<string> {
  const { body } = await ctx.http.send({ method: 'GET', url: `/orders/v0/orders/${encodeURIComponent(orderId)}`, headers: headers(ctx) }, readAmazonErrors);
  return String((body as { payload?: { OrderStatus?: string } })?.payload?.OrderStatus ?? '');
}

async function orderItems(ctx: AdapterContext, orderId: string): Promise<AmazonOrderItem[]> {
  const items: AmazonOrderItem[] = [];
  let nextToken: string | undefined;
  do {
    const { body } = await ctx.http.send({ method: 'GET', url: `/orders/v0/orders/${encodeURIComponent(orderId)}/orderItems`, headers: headers(ctx), query: { NextToken: nextToken } }, readAmazonErrors);
    items.push(...((body.payload?.OrderItems ?? []) as AmazonOrderItem[]));
    nextToken = body.payload?.NextToken || undefined;
  } while (nextToken);
  return items;
}

function existingFrom(ctx: AdapterContext, item: ListingsItem): ExistingListing | null {
  const id = marketplaceId(ctx);
  const summary = item.summaries?.find((s) => s.marketplaceId === id) ?? item.summaries?.[0];
  if (!summary) return null;
  const offer = item.offers?.find((o) => o.marketplaceId === id) ?? item.offers?.[0];
  const quantity = Number(item.fulfillmentAvailability?.find((f) => f.fulfillmentChannelCode === 'DEFAULT')?.quantity ?? item.fulfillmentAvailability?.[0]?.quantity ?? 0);
  const buyable = summary.status?.includes('BUYABLE') ?? false;
  return {
    externalId: summary.asin ?? item.sku, sku: item.sku, title: summary.itemName ?? item.sku,
    price: fromAmount(offer?.price?.amount), currency: offer?.price?.currencyCode ?? marketplaceOf(ctx).currency, quantity,
    status: buyable ? 'ACTIVE' : quantity === 0 && summary.status?.includes('DISCOVERABLE') ? 'OUT_OF_STOCK' : 'ENDED',
    url: summary.asin ? productUrl(ctx, summary.asin) : inventoryUrl(ctx, item.sku),
  };
}

export const amazonAdapter: ChannelAdapter = {
  type: 'AMAZON',
  variations: true,
  fetchSettlements: fetchAmazonSettlements,
  // FBA: Amazon's count of the seller's stock, and Multi-Channel Fulfilment of other channels' orders (fba.ts).
  warehouse: amazonWarehouse({ headers: (ctx) => headers(ctx), marketplaceId, readAmazonErrors }),
  // The listing form's product type by search and its required attributes (product-types.ts).
  categories: amazonProductTypes({ headers: (ctx) => headers(ctx), marketplaceId, language: (ctx) => marketplaceOf(ctx).language, readAmazonErrors }),
  // Refunds and cancellations by XML order feed, return requests by the returns report (after-sale.ts).
  ...amazonAfterSale({ headers: (ctx) => headers(ctx), marketplaceId, sellerId, readAmazonErrors, orderItems, orderStatus }),
  liveBaseUrl: (channel) => `https://sellingpartnerapi-${(MARKETPLACES[channel.marketplace ?? DEFAULT_MARKETPLACE] ?? MARKETPLACES[DEFAULT_MARKETPLACE]!).region}.amazon.com`,
  async exchangeCode(ctx, code, redirectUri) {
    return tokens(ctx, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  },
  async refreshCredentials(ctx) {
    if (!ctx.credentials.refresh_token) return null;
    return tokens(ctx, { grant_type: 'refresh_token', refresh_token: ctx.credentials.refresh_token });
  },
  async checkConnection(ctx) {
    await ctx.http.send({ method: 'GET', url: `${LISTINGS}/${encodeURIComponent(sellerId(ctx))}`, headers: headers(ctx), query: { marketplaceIds: marketplaceId(ctx), pageSize: 1 } }, readAmazonErrors);
  },
  async publishListing(ctx, listing) {
    if (listing.variations?.length) return publishFamily(ctx, listing);
    const body = listingBody(ctx, listing);
    const warnings = await submit(ctx, 'PUT', listing.sku, body);
    // Accepted; the ASIN is there once Amazon has processed the submission (at once for an existing ASIN).
    const item = await getItem(ctx, listing.sku).catch((error) => { if (error instanceof ChannelError && error.status === 404) return null; throw error; });
    const asin = item?.summaries?.find((s) => s.marketplaceId === marketplaceId(ctx))?.asin ?? (typeof listing.channelFields.asin === 'string' ? listing.channelFields.asin : null);
    return {
      externalId: asin ?? listing.sku,
      url: asin ? productUrl(ctx, asin) : inventoryUrl(ctx, listing.sku),
      // Later patches name the product type, and quantity pushes skip FBA: both kept on the listing's state.
      extra: { product_type: body.productType, fulfillment_channel: isAfn(listing.channelFields) ? 'AFN' : 'MFN' },
      warnings: [...warnings, ...(item?.issues ?? []).filter((i) => i.severity !== 'ERROR')].map((i) => ({ code: String(i.code), message: `${i.attributeNames?.length ? `${i.attributeNames.join(', ')}: ` : ''}${i.message}` })),
    };
  },
  async reviseListing(ctx, listing) {
    // putListingsItem replaces the whole listing: a revision is the same call.
    return amazonAdapter.publishListing(ctx, listing);
  },
  async endListing(ctx, ref) {
    try {
      await submit(ctx, 'DELETE', ref.sku);
    } catch (error) {
      // Already gone from Amazon: ended is what we wanted.
      if (!(error instanceof ChannelError && error.status === 404)) throw error;
    }
  },
  async setQuantity(ctx, ref, quantity) {
    if (isAfn(ref.channelFields)) return;
    await patch(ctx, ref, '/attributes/fulfillment_availability', fulfillmentAvailability(ctx, ref.channelFields, quantity));
  },
  async setPrice(ctx, ref, price, currency) {
    await patch(ctx, ref, '/attributes/purchasable_offer', purchasableOffer(ctx, price, currency));
  },
  quantityBatchSize: FEED_MESSAGES,
  async setQuantities(ctx, updates): Promise<BulkOutcome> {
    // FBA listings: Amazon counts what it holds; nothing to send.
    const sent = updates.map((update, index) => ({ update, index })).filter(({ update }) => !isAfn(update.ref.channelFields));
    if (!sent.length) return { refused: [] };
    if (sent.length < FEED_FROM) {
      // A few: patchListingsItem each, at once (the feed's processing would only add its wait).
      const refused: BulkOutcome['refused'] = [];
      for (const { update, index } of sent) {
        try {
          await amazonAdapter.setQuantity(ctx, update.ref, update.quantity);
        } catch (error) {
          if (!(error instanceof ChannelError) || !['validation', 'permanent'].includes(error.kind)) throw error;
          refused.push({ index, error });
        }
      }
      return { refused };
    }
    const feedId = await submitListingsFeed(ctx, sent.map(({ update }, i) => ({
      messageId: i + 1, sku: update.ref.sku, operationType: 'PATCH', productType: productTypeOf(update.ref),
      patches: [{ op: 'replace', path: '/attributes/fulfillment_availability', value: fulfillmentAvailability(ctx, update.ref.channelFields, update.quantity) }],
    })));
    return { refused: [], pending: { id: feedId, checkAfterSeconds: FEED_CHECK_SECONDS } };
  },
  async bulkOutcome(ctx, pending): Promise<PendingBulkOutcome> {
    const feed = await readFeed(ctx, { headers, readAmazonErrors }, pending.id, 'quantity');
    if (feed.processing) return { done: false, checkAfterSeconds: FEED_CHECK_SECONDS };
    const report = feed.report as { issues?: unknown[] } | null;
    const issues = ((report?.issues ?? []) as Array<{ messageId?: number; sku?: string; code?: string; severity?: string; message?: string; attributeName?: string }>).filter((i) => i.severity === 'ERROR');
    const general = issues.filter((i) => !i.sku);
    if (feed.status === 'FATAL' || general.length) {
      throw new ChannelError('permanent', `Amazon refused the quantity feed ${pending.id}: ${(general.length ? general : issues).map((i) => i.message).join('; ') || feed.status}`);
    }
    const bySku = new Map<string, typeof issues>();
    for (const issue of issues) bySku.set(issue.sku!, [...(bySku.get(issue.sku!) ?? []), issue]);
    return {
      done: true,
      refused: [...bySku].map(([sku, own]) => ({
        sku,
        error: new ChannelError('validation', own.map((i) => i.message).join('; '), { status: 200, fields: own.map((i) => ({ field: i.attributeName ?? null, code: String(i.code ?? 'INVALID'), message: String(i.message ?? 'refused') })) }),
      })),
    };
  },
  async fetchOrders(ctx, cursor): Promise<Page<ChannelOrder>> {
    const { since, nextToken, newest } = readCursor(cursor);
    const rdt = await restrictedToken(ctx);
    const fromStart = { MarketplaceIds: marketplaceId(ctx), LastUpdatedAfter: since, MaxResultsPerPage: ORDERS_PAGE };
    const page = (query: Record<string, string | number>) => ctx.http.send({ method: 'GET', url: '/orders/v0/orders', headers: headers(ctx, rdt), query }, readAmazonErrors);
    const { body } = nextToken
      // A NextToken Amazon no longer honours (they expire): read the window again from its start; the import
      // finds the orders it already has.
      ? await page({ MarketplaceIds: marketplaceId(ctx), NextToken: nextToken }).catch((error) => { if (error instanceof ChannelError && error.kind === 'validation') return page(fromStart); throw error; })
      : await page(fromStart);
    const orders = (body.payload?.Orders ?? []) as AmazonOrder[];
    const items: ChannelOrder[] = [];
    for (const order of orders) items.push(orderFromAmazon(order, await orderItems(ctx, order.AmazonOrderId), marketplaceOf(ctx).domain));
    const latest = orders.reduce((max, o) => (o.LastUpdateDate > max ? o.LastUpdateDate : max), newest);
    const next = body.payload?.NextToken as string | undefined;
    return { items, cursor: next ? `${since}|${next}|${latest}` : `${latest}||`, more: Boolean(next) };
  },
  async acknowledgeOrder() {
    // SP-API has no acknowledgement for seller orders: reading them is enough.
  },
  async sendShipment(ctx, shipment) {
    await ctx.http.send({
      method: 'POST', url: `/orders/v0/orders/${encodeURIComponent(shipment.orderRef)}/shipmentConfirmation`, headers: headers(ctx),
      json: {
        marketplaceId: marketplaceId(ctx),
        packageDetail: {
          // Each shipment is its own package (a split order's second parcel adds a package); confirming the same
          // reference again edits that package, so a retried job repeats, never adds.
          packageReferenceId: shipment.packageRef ?? '1',
          ...amazonCarrier(keyOfShipment(shipment), shipment.carrier),
          trackingNumber: shipment.trackingNumber, shipDate: shipment.shippedAt,
          orderItems: shipment.lines.map((l) => ({ orderItemId: l.lineRef, quantity: l.quantity })),
        },
      },
    }, readAmazonErrors);
  },
  async fetchListings(ctx, cursor): Promise<Page<ExistingListing>> {
    const { body } = await ctx.http.send({
      method: 'GET', url: `${LISTINGS}/${encodeURIComponent(sellerId(ctx))}`, headers: headers(ctx),
      query: { marketplaceIds: marketplaceId(ctx), includedData: 'summaries,offers,fulfillmentAvailability', pageSize: LISTINGS_PAGE, pageToken: cursor ?? undefined },
    }, readAmazonErrors);
    const items = ((body.items ?? []) as ListingsItem[]).map((item) => existingFrom(ctx, item)).filter((l): l is ExistingListing => l !== null && l.status !== 'ENDED');
    const next = body.pagination?.nextToken as string | undefined;
    return { items, cursor: next ?? null, more: Boolean(next) };
  },
};

registerAdapter(amazonAdapter);
