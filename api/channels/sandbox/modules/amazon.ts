/**
 * Amazon in the sandbox: Login with Amazon's token endpoint, the Tokens API's Restricted Data Tokens, the Listings
 * Items API 2021-08-01 (put, patch, delete, get, search), the Feeds API 2021-06-30's JSON_LISTINGS_FEED
 * (amazon-feeds.ts) and XML order feeds (amazon-order-feeds.ts: cancellations and refunds), the Reports API's
 * returns report (amazon-reports.ts) and the Orders API v0 (getOrders with NextToken pages,
 * getOrderItems, confirmShipment), in SP-API's shapes: `x-amz-access-token`, the `{"errors":[{code, message,
 * details}]}` envelope (403 Unauthorized for a refused token), and listings submissions answered 200 with
 * `status` ACCEPTED or INVALID and `issues[]` naming the attributes.
 *
 * What it checks, as Amazon's synchronous validation does: the product type and, for the product types of the
 * recorded excerpt (amazon-product-types.ts), each of its required attributes (90220); `item_name` present and at most 200
 * characters (a new ASIN also needs a brand and a product identifier, or an existing ASIN to sell against);
 * `purchasable_offer` with a price above 0 in the marketplace's currency; a whole `fulfillment_availability`
 * quantity from 0; `merchant_suggested_asin` of 10 characters.
 *
 * Sellers: those who consent through `_oauth/authorize` get an Amazon-style selling partner id, sent back with the
 * code, and must name it in every path. A demo token's seller (one the sandbox invented on first sight, see
 * marketplace.ts) has no id of its own, so any well-formed selling partner id is taken as its.
 * A listing's sandbox id is its ASIN (a new one is assigned, B0…, unless the seller sells an existing ASIN); when
 * another seller already sells that ASIN here, the offer is kept under `<ASIN>~<n>` but still answers the ASIN.
 */
import { AMAZON_CARRIER_CODES } from '../../carrier-codes.ts';
import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxListing, SandboxMarketplace, SandboxOrder } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';
import { DocumentStore } from './amazon-documents.ts';
import { feedRoutes } from './amazon-feeds.ts';
import { reportRoutes } from './amazon-reports.ts';
import { FBA_START, fbaRoutes, isFbaListing } from './amazon-fba.ts';
import { missingRequiredAttributes, productTypeRoutes } from './amazon-product-types.ts';

type Json = Record<string, any>;
const amount = (minor: number) => (minor / 100).toFixed(2);
const minor = (value: unknown) => Math.round(Number(value) * 100);
const LISTINGS = '/listings/2021-08-01/items';
const CURRENCY: Record<string, string> = { A1F83G8C2ARO7P: 'GBP', ATVPDKIKX0DER: 'USD', A1PA6795UKMFR9: 'EUR', A13V1IB3VIYZZH: 'EUR', APJ6JRA9NG5V4: 'EUR', A1RKKUPIHCS9HS: 'EUR', A1805IZSGTT6HS: 'EUR' };
const DOMAIN: Record<string, string> = { A1F83G8C2ARO7P: 'amazon.co.uk', ATVPDKIKX0DER: 'amazon.com', A1PA6795UKMFR9: 'amazon.de', A13V1IB3VIYZZH: 'amazon.fr', APJ6JRA9NG5V4: 'amazon.it', A1RKKUPIHCS9HS: 'amazon.es', A1805IZSGTT6HS: 'amazon.nl' };
const AMAZON_SELLER = /^A[0-9A-Z]{12,19}$/;
const TITLE_LIMIT = 200;

export function spError(ctx: Context, status: number, code: string, message: string, details = ''): void {
  ctx.status = status;
  ctx.body = { errors: [{ code, message, details }] };
}

/** The seller the `x-amz-access-token` belongs to, or an answer already given. */
export function tokenSeller(ctx: Context, market: SandboxMarketplace): string | undefined {
  const check = market.checkToken(ctx.get('x-amz-access-token') || undefined);
  if (check.ok) return check.sellerId;
  const details = { missing: 'The request has no x-amz-access-token header.', unknown: 'The access token you provided is revoked, malformed or invalid.', revoked: 'The access token you provided is revoked, malformed or invalid.', expired: 'The access token you provided has expired.' }[check.reason];
  spError(ctx, 403, 'Unauthorized', 'Access to requested resource is denied.', details);
  return undefined;
}

/** The seller, checked against the selling partner id the path names. */
function pathSeller(ctx: Context, market: SandboxMarketplace): string | undefined {
  const seller = tokenSeller(ctx, market);
  if (!seller) return undefined;
  const named = String(ctx.params.sellerId ?? '');
  if (!/^[A-Z0-9]{8,20}$/.test(named)) return void spError(ctx, 400, 'InvalidInput', `Invalid sellerId: ${named.slice(0, 40)}`, 'sellerId');
  if (AMAZON_SELLER.test(seller) && named !== seller) return void spError(ctx, 403, 'Unauthorized', 'Access to requested resource is denied.', 'The selling partner id does not match the access token.');
  return seller;
}

function marketplaceParam(ctx: Context, name = 'marketplaceIds'): string | undefined {
  const id = String(ctx.query[name] ?? '').split(',')[0] ?? '';
  if (CURRENCY[id]) return id;
  spError(ctx, 400, 'InvalidInput', `Invalid ${name}: ${id ? `${id.slice(0, 20)} is not a marketplace this application may sell on` : 'required'}`, name);
  return undefined;
}

interface Issue { code: string; message: string; severity: 'ERROR' | 'WARNING'; attributeNames?: string[] }
const issue = (code: string, message: string, attribute?: string, severity: Issue['severity'] = 'ERROR'): Issue => ({ code, message, severity, ...(attribute ? { attributeNames: [attribute] } : {}) });
const first = (attributes: Json, name: string): Json | undefined => (Array.isArray(attributes?.[name]) ? attributes[name][0] : undefined);

const priceOf = (attributes: Json) => first(attributes, 'purchasable_offer')?.our_price?.[0]?.schedule?.[0]?.value_with_tax;

/** Amazon's synchronous checks of a listing's attributes; `whole` for putListingsItem (patches check what they touch). */
function checkAttributes(attributes: Json, marketplace: string, whole: { requirements: string } | null): Issue[] {
  const issues: Issue[] = [];
  if (whole) {
    const name = first(attributes, 'item_name')?.value;
    const asin = first(attributes, 'merchant_suggested_asin')?.value;
    if (asin !== undefined && !/^[A-Z0-9]{10}$/.test(String(asin))) issues.push(issue('4000003', `The value '${String(asin).slice(0, 20)}' is not a valid ASIN.`, 'merchant_suggested_asin'));
    if (whole.requirements !== 'LISTING_OFFER_ONLY') {
      if (typeof name !== 'string' || !name.trim()) issues.push(issue('90220', "'item_name' is required but not supplied.", 'item_name'));
      if (!first(attributes, 'brand')?.value) issues.push(issue('90220', "'brand' is required but not supplied.", 'brand'));
      // A variation parent is no product a buyer takes: it carries no identifier and no offer.
      if (whole.requirements !== 'LISTING_PRODUCT_ONLY' && !first(attributes, 'externally_assigned_product_identifier')?.value && !asin) issues.push(issue('90220', "'externally_assigned_product_identifier' is required but not supplied: give an EAN, UPC or GTIN, or an existing ASIN.", 'externally_assigned_product_identifier'));
    } else if (!asin) {
      issues.push(issue('90220', "'merchant_suggested_asin' is required for an offer on an existing product.", 'merchant_suggested_asin'));
    }
    if (typeof name === 'string' && name.length > TITLE_LIMIT) issues.push(issue('8560', `'item_name' is ${name.length} characters: the maximum is ${TITLE_LIMIT}.`, 'item_name'));
    if (whole.requirements !== 'LISTING_PRODUCT_ONLY' && !Array.isArray(attributes?.purchasable_offer)) issues.push(issue('90220', "'purchasable_offer' is required but not supplied.", 'purchasable_offer'));
  }
  if (Array.isArray(attributes?.purchasable_offer)) {
    const offer = first(attributes, 'purchasable_offer')!;
    const price = priceOf(attributes);
    if (typeof price !== 'number' || !(price > 0)) issues.push(issue('90244', "'purchasable_offer' needs our_price above 0.", 'purchasable_offer'));
    if (offer.currency !== CURRENCY[marketplace]) issues.push(issue('90244', `'purchasable_offer' must be in ${CURRENCY[marketplace]} on this marketplace, not ${String(offer.currency).slice(0, 5)}.`, 'purchasable_offer'));
  }
  if (Array.isArray(attributes?.fulfillment_availability)) {
    const availability = first(attributes, 'fulfillment_availability')!;
    if (availability.fulfillment_channel_code === 'DEFAULT' && !(Number.isInteger(availability.quantity) && availability.quantity >= 0)) {
      issues.push(issue('90244', "'fulfillment_availability' needs a whole quantity of 0 or more.", 'fulfillment_availability'));
    }
  }
  return issues;
}

function submission(ctx: Context, sku: string, issues: Issue[]): boolean {
  const refused = issues.some((i) => i.severity === 'ERROR');
  ctx.body = { sku, status: refused ? 'INVALID' : 'ACCEPTED', submissionId: randomBytes(16).toString('hex'), issues };
  return !refused;
}

/** What the listing's attributes say about price, quantity and title, as the marketplace keeps them. */
function offerState(attributes: Json, previous?: SandboxListing): Partial<SandboxListing> {
  const change: Partial<SandboxListing> = {};
  const name = first(attributes, 'item_name')?.value;
  if (typeof name === 'string') change.title = name;
  const description = first(attributes, 'product_description')?.value;
  if (typeof description === 'string') change.description = description;
  const price = priceOf(attributes);
  if (typeof price === 'number') {
    change.price = minor(price);
    change.currency = String(first(attributes, 'purchasable_offer')!.currency);
  }
  const availability = first(attributes, 'fulfillment_availability');
  // FBA (AMAZON_EU…): Amazon counts its own stock; the seller's quantity does not apply. A new FBA listing holds
  // what its inbound shipment brought (amazon-fba.ts).
  if (availability?.fulfillment_channel_code === 'DEFAULT') change.quantity = availability.quantity;
  else if (availability && !previous) change.quantity = FBA_START;
  return change;
}

function itemJson(listing: SandboxListing, marketplace: string, included: string[]): Json {
  const a = listing.attributes as Json;
  const afn = first(a.amazon, 'fulfillment_availability')?.fulfillment_channel_code;
  return {
    sku: listing.sku,
    ...(included.includes('summaries') ? {
      summaries: [{
        marketplaceId: marketplace, asin: a.asin, productType: a.productType, conditionType: 'new_new',
        status: listing.status === 'ACTIVE' ? (listing.quantity > 0 ? ['BUYABLE', 'DISCOVERABLE'] : ['DISCOVERABLE']) : [],
        itemName: listing.title, createdDate: listing.createdAt, lastUpdatedDate: listing.updatedAt,
      }],
    } : {}),
    ...(included.includes('attributes') ? { attributes: a.amazon } : {}),
    ...(included.includes('offers') ? { offers: [{ marketplaceId: marketplace, offerType: 'B2C', price: { currencyCode: listing.currency, amount: amount(listing.price) } }] } : {}),
    ...(included.includes('fulfillmentAvailability') ? { fulfillmentAvailability: [{ fulfillmentChannelCode: afn && afn !== 'DEFAULT' ? afn : 'DEFAULT', quantity: listing.quantity }] } : {}),
    ...(included.includes('issues') ? { issues: listing.description && listing.description.length >= 50 ? [] : [issue('18027', 'Add a fuller product description: listings with one sell better.', 'product_description', 'WARNING')] } : {}),
  };
}

/** getOrders' NextToken: where the page ended, in the token itself, so it outlives a restart of the sandbox. */
function readPageToken(token: string): { after: number; since: string } | undefined {
  try {
    const window = JSON.parse(Buffer.from(token, 'base64url').toString());
    return Number.isInteger(window?.after) && typeof window?.since === 'string' && !Number.isNaN(Date.parse(window.since)) ? window : undefined;
  } catch {
    return undefined;
  }
}

const included = (ctx: Context) => String(ctx.query.includedData ?? 'summaries').split(',');

/** An order of an FBA listing is Amazon's to fulfil (AFN): shipped by Amazon as soon as it is paid. */
const isAfnOrder = (market: SandboxMarketplace, order: SandboxOrder) => order.lines.some((l) => { const listing = market.listings.get(l.listingId); return listing ? isFbaListing(listing) : false; });

function orderJson(order: SandboxOrder, marketplace: string, afn = false): Json {
  const a = order.shippingAddress;
  const all = order.lines.reduce((n, l) => n + l.quantity, 0);
  const shipped = afn && order.status !== 'UNPAID' && order.status !== 'CANCELLED' ? all : order.lines.filter((l) => order.shipments.some((s) => s.lineIds.includes(l.lineId))).reduce((n, l) => n + l.quantity, 0);
  const status = order.status === 'CANCELLED' ? 'Canceled' : order.status === 'UNPAID' ? 'Pending' : shipped === 0 ? 'Unshipped' : shipped < all ? 'PartiallyShipped' : 'Shipped';
  return {
    AmazonOrderId: order.id, PurchaseDate: order.createdAt, LastUpdateDate: order.updatedAt, OrderStatus: status,
    FulfillmentChannel: afn ? 'AFN' : 'MFN', SalesChannel: `A${(DOMAIN[marketplace] ?? 'amazon.co.uk').slice(1)}`, OrderType: 'StandardOrder', MarketplaceId: marketplace,
    OrderTotal: { CurrencyCode: order.currency, Amount: amount(order.total) }, NumberOfItemsShipped: shipped, NumberOfItemsUnshipped: all - shipped,
    PaymentMethod: 'Other', IsPrime: false, IsBusinessOrder: false,
    BuyerInfo: { BuyerEmail: `${order.id.replace(/-/g, '')}@marketplace.${DOMAIN[marketplace] ?? 'amazon.co.uk'}`, BuyerName: order.buyer.name },
    ShippingAddress: { Name: a.name, AddressLine1: a.line1, ...(a.line2 ? { AddressLine2: a.line2 } : {}), City: a.city, ...(a.region ? { StateOrRegion: a.region } : {}), PostalCode: a.postcode, CountryCode: a.country, ...(a.phone ? { Phone: a.phone } : {}) },
  };
}

function routes(router: Router, market: SandboxMarketplace): void {
  const documents = new DocumentStore();
  documents.routes(router);
  feedRoutes(router, market, { tokenSeller, checkAttributes, offerState, spError, marketplaces: CURRENCY }, documents);
  reportRoutes(router, market, { tokenSeller, spError, marketplaces: CURRENCY }, documents);
  fbaRoutes(router, market, { tokenSeller, spError, marketplaces: CURRENCY });
  productTypeRoutes(router, market, { tokenSeller, spError, marketplaces: CURRENCY });
  // Restricted Data Tokens the sandbox issued: they read orders only.
  const restricted = new Set<string>();

  router.post('/auth/o2/token', (ctx) => {
    const form = (ctx.request.body ?? {}) as Json;
    if (!form.client_id || !form.client_secret) {
      ctx.status = 401;
      ctx.body = { error: 'invalid_client', error_description: 'Client authentication failed' };
      return;
    }
    const issued = form.grant_type === 'authorization_code' ? market.redeemCode(String(form.code ?? ''))
      : form.grant_type === 'refresh_token' ? market.refresh(String(form.refresh_token ?? '')) : null;
    if (!issued) {
      ctx.status = 400;
      ctx.body = { error: 'invalid_grant', error_description: form.grant_type === 'refresh_token' ? 'The request has an invalid grant parameter : refresh_token' : 'The request has an invalid grant parameter : code' };
      return;
    }
    ctx.body = { access_token: issued.accessToken, refresh_token: issued.refreshToken, token_type: 'bearer', expires_in: 3600 };
  });

  router.post('/tokens/2021-03-01/restrictedDataToken', (ctx) => {
    const seller = tokenSeller(ctx, market);
    if (!seller) return;
    const resources = ((ctx.request.body ?? {}) as Json).restrictedResources;
    if (!Array.isArray(resources) || !resources.length || resources.some((r: Json) => !['GET', 'PUT', 'POST', 'DELETE'].includes(r?.method) || typeof r?.path !== 'string')) {
      return spError(ctx, 400, 'InvalidInput', 'restrictedResources: a list of {method, path, dataElements} is required', 'restrictedResources');
    }
    const token = market.issueTokens(seller).accessToken;
    restricted.add(token);
    ctx.body = { restrictedDataToken: token, expiresIn: 3600 };
  });

  router.get(`${LISTINGS}/:sellerId`, (ctx) => {
    const seller = pathSeller(ctx, market);
    const marketplace = seller && marketplaceParam(ctx);
    if (!seller || !marketplace) return;
    const size = Math.min(Math.max(Number(ctx.query.pageSize) || 10, 1), 20);
    const offset = Math.max(Number(Buffer.from(String(ctx.query.pageToken ?? ''), 'base64url').toString()) || 0, 0);
    const all = market.listingsOf(seller).filter((l) => l.status !== 'ENDED');
    const page = all.slice(offset, offset + size);
    ctx.body = {
      numberOfResults: all.length,
      pagination: { ...(offset + size < all.length ? { nextToken: Buffer.from(String(offset + size)).toString('base64url') } : {}), ...(offset > 0 ? { previousToken: Buffer.from(String(Math.max(0, offset - size))).toString('base64url') } : {}) },
      items: page.map((l) => itemJson(l, marketplace, included(ctx))),
    };
  });

  router.get(`${LISTINGS}/:sellerId/:sku`, (ctx) => {
    const seller = pathSeller(ctx, market);
    const marketplace = seller && marketplaceParam(ctx);
    if (!seller || !marketplace) return;
    const listing = market.listingBySku(seller, ctx.params.sku!);
    if (!listing) return spError(ctx, 404, 'NOT_FOUND', `SKU '${ctx.params.sku}' not found in marketplace ${marketplace}`);
    ctx.body = itemJson(listing, marketplace, included(ctx));
  });

  /**
   * Variation families (product type definitions' variation attributes; Listings Items API issues): a parent
   * (`parentage_level` parent) names its `variation_theme` and has no offer (requirements LISTING_PRODUCT_ONLY); a
   * child (`parentage_level` child) names its parent in `child_parent_sku_relationship` (a parent SKU of the
   * seller's), the parent's theme, and a value of each attribute of the theme; two children of a parent may not
   * have the same values. Each refusal is an ERROR issue with code 90220 ("… is required but not supplied") or
   * 8541 (the values conflict with another child), as putListingsItem answers them (status INVALID).
   */
  function checkFamily(seller: string, sku: string, attributes: Json, requirements: string): { issues: Issue[]; parent?: Array<{ name: string; values: string[] }>; child?: { parentId: string; values: Record<string, string> } } {
    const level = first(attributes, 'parentage_level')?.value;
    const theme = first(attributes, 'variation_theme')?.name as string | undefined;
    if (level === 'parent') {
      if (!theme) return { issues: [issue('90220', "'variation_theme' is required but not supplied.", 'variation_theme')] };
      if (requirements !== 'LISTING_PRODUCT_ONLY' && Array.isArray(attributes.purchasable_offer)) return { issues: [issue('90220', 'A variation parent cannot be bought: send it with requirements LISTING_PRODUCT_ONLY and no offer.', 'purchasable_offer')] };
      return { issues: [], parent: theme.split('/').map((name) => ({ name: name.toLowerCase(), values: [] })) };
    }
    if (level !== 'child') {
      if (attributes.child_parent_sku_relationship) return { issues: [issue('90220', "'parentage_level' is required but not supplied.", 'parentage_level')] };
      return { issues: [] };
    }
    const relationship = first(attributes, 'child_parent_sku_relationship');
    const parentSku = relationship?.parent_sku as string | undefined;
    if (!parentSku || relationship?.child_relationship_type !== 'variation') return { issues: [issue('90220', "'child_parent_sku_relationship' is required but not supplied.", 'child_parent_sku_relationship')] };
    const parent = market.listingBySku(seller, parentSku);
    const parentTheme = parent ? first((parent.attributes.amazon ?? {}) as Json, 'variation_theme')?.name : undefined;
    if (!parent || first((parent.attributes.amazon ?? {}) as Json, 'parentage_level')?.value !== 'parent') return { issues: [issue('90220', `'child_parent_sku_relationship' names ${String(parentSku).slice(0, 40)}, which is no variation parent of this seller.`, 'child_parent_sku_relationship')] };
    if (!theme) return { issues: [issue('90220', "'variation_theme' is required but not supplied.", 'variation_theme')] };
    if (theme !== parentTheme) return { issues: [issue('90220', `'variation_theme' ${theme.slice(0, 40)} is not the parent's (${parentTheme}).`, 'variation_theme')] };
    const names = theme.split('/').map((n) => n.toLowerCase());
    const missing = names.filter((n) => !first(attributes, n)?.value);
    if (missing.length) return { issues: missing.map((n) => issue('90220', `'${n}' is required but not supplied.`, n)) };
    const values = Object.fromEntries(names.map((n) => [n, String(first(attributes, n)!.value)]));
    const twin = market.sellerListings(seller).find((l) => l.sku !== sku && l.status !== 'ENDED' && l.attributes.variationOf === parent.id && names.every((n) => (l.attributes.variationValues as Record<string, string>)[n] === values[n]));
    if (twin) return { issues: [issue('8541', `SKU ${twin.sku} is already the ${names.map((n) => values[n]).join(' / ')} variation of ${parentSku}.`, names[0])] };
    return { issues: [], child: { parentId: parent.id, values } };
  }

  /** The parent's `variesBy`: each theme attribute with the values its children have. */
  function growFamily(parentId: string): void {
    const parent = market.listings.get(parentId);
    if (!parent) return;
    const children = market.sellerListings(parent.sellerId).filter((l) => l.attributes.variationOf === parentId && l.status !== 'ENDED');
    const variesBy = ((parent.attributes.variesBy ?? []) as Array<{ name: string }>).map((a) => ({ name: a.name, values: [...new Set(children.map((c) => (c.attributes.variationValues as Record<string, string>)[a.name]!))] }));
    market.updateListing(parent, { attributes: { ...parent.attributes, variesBy } });
  }

  router.put(`${LISTINGS}/:sellerId/:sku`, (ctx) => {
    const seller = pathSeller(ctx, market);
    const marketplace = seller && marketplaceParam(ctx);
    if (!seller || !marketplace) return;
    const body = (ctx.request.body ?? {}) as Json;
    if (typeof body.productType !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(body.productType)) return spError(ctx, 400, 'InvalidInput', 'productType: a product type such as KITCHEN is required', 'productType');
    const requirements = body.requirements === 'LISTING_OFFER_ONLY' ? 'LISTING_OFFER_ONLY' : body.requirements === 'LISTING_PRODUCT_ONLY' ? 'LISTING_PRODUCT_ONLY' : 'LISTING';
    const attributes = (body.attributes ?? {}) as Json;
    const sku = ctx.params.sku!;
    const family = checkFamily(seller, sku, attributes, requirements);
    // The product type's own required attributes (amazon-product-types.ts: a recorded excerpt of the definitions).
    const general = checkAttributes(attributes, marketplace, { requirements });
    const named = new Set(general.flatMap((i) => i.attributeNames ?? []));
    const missing = missingRequiredAttributes(body.productType, attributes, requirements).filter((i) => !named.has(i.attributeNames[0]!));
    if (!submission(ctx, sku, [...general, ...missing, ...family.issues])) return;
    const existing = market.listingBySku(seller, sku);
    const state = { ...offerState(attributes, existing), ...(family.parent ? { quantity: 0 } : {}) };
    const familyAttributes = family.parent ? { variesBy: family.parent } : family.child ? { variationOf: family.child.parentId, variationValues: family.child.values } : {};
    if (existing) {
      market.updateListing(existing, { ...state, attributes: { ...existing.attributes, productType: body.productType, amazon: attributes, ...familyAttributes } });
      if (family.child) growFamily(family.child.parentId);
      return;
    }
    const suggested = first(attributes, 'merchant_suggested_asin')?.value as string | undefined;
    const asin = suggested ?? `B0${(market.nextSeq() * 7919 + 1_000_000).toString(36).toUpperCase().padStart(8, '0').slice(-8)}`;
    const taken = market.listings.get(asin);
    const id = !taken || taken.sellerId === seller ? asin : `${asin}~${market.nextSeq()}`;
    market.createListing(seller, {
      id, sku, title: String(first(attributes, 'item_name')?.value ?? sku), description: null, price: 0, currency: CURRENCY[marketplace]!, quantity: 0, status: 'ACTIVE',
      ...state, attributes: { productType: body.productType, asin, marketplace, amazon: attributes, ...familyAttributes },
    });
    if (family.child) growFamily(family.child.parentId);
  });

  router.patch(`${LISTINGS}/:sellerId/:sku`, (ctx) => {
    const seller = pathSeller(ctx, market);
    const marketplace = seller && marketplaceParam(ctx);
    if (!seller || !marketplace) return;
    const body = (ctx.request.body ?? {}) as Json;
    const listing = market.listingBySku(seller, ctx.params.sku!);
    if (!listing) return spError(ctx, 404, 'NOT_FOUND', `SKU '${ctx.params.sku}' not found in marketplace ${marketplace}`);
    if (!Array.isArray(body.patches) || !body.patches.length) return spError(ctx, 400, 'InvalidInput', 'patches: at least one patch is required', 'patches');
    const attributes: Json = {};
    for (const patch of body.patches as Json[]) {
      const name = /^\/attributes\/([a-z][a-z0-9_]*)$/.exec(String(patch.path ?? ''))?.[1];
      if (!name || !['add', 'replace', 'merge', 'delete'].includes(patch.op)) return spError(ctx, 400, 'InvalidInput', `Invalid patch: ${String(patch.op)} ${String(patch.path).slice(0, 80)}`, 'patches');
      attributes[name] = patch.value;
    }
    if (!submission(ctx, listing.sku, checkAttributes(attributes, marketplace, null))) return;
    const amazon = { ...(listing.attributes.amazon as Json), ...attributes };
    market.updateListing(listing, { ...offerState(attributes, listing), attributes: { ...listing.attributes, amazon } });
  });

  router.delete(`${LISTINGS}/:sellerId/:sku`, (ctx) => {
    const seller = pathSeller(ctx, market);
    const marketplace = seller && marketplaceParam(ctx);
    if (!seller || !marketplace) return;
    const listing = market.listingBySku(seller, ctx.params.sku!);
    if (!listing) return spError(ctx, 404, 'NOT_FOUND', `SKU '${ctx.params.sku}' not found in marketplace ${marketplace}`);
    market.updateListing(listing, { status: 'ENDED' });
    submission(ctx, listing.sku, []);
  });

  router.get('/orders/v0/orders', (ctx) => {
    const seller = tokenSeller(ctx, market);
    const marketplace = seller && marketplaceParam(ctx, 'MarketplaceIds');
    if (!seller || !marketplace) return;
    const token = String(ctx.query.NextToken ?? '');
    let window: { after: number; since: string } | undefined;
    if (token) {
      window = readPageToken(token);
      if (!window) return spError(ctx, 400, 'InvalidInput', 'Invalid NextToken', 'NextToken');
    } else {
      const since = String(ctx.query.LastUpdatedAfter ?? ctx.query.CreatedAfter ?? '');
      if (!since || Number.isNaN(Date.parse(since))) return spError(ctx, 400, 'InvalidInput', 'Either CreatedAfter or LastUpdatedAfter must be an ISO 8601 date.', 'LastUpdatedAfter');
      window = { after: 0, since: new Date(since).toISOString() };
    }
    const size = Math.min(Math.max(Number(ctx.query.MaxResultsPerPage) || 100, 1), 100);
    const byCreation = !token && ctx.query.LastUpdatedAfter === undefined;
    const marketplaceOf = (o: SandboxOrder) => String(market.listings.get(o.lines[0]?.listingId ?? '')?.attributes.marketplace ?? marketplace);
    const all = [...market.orders.values()]
      .filter((o) => o.sellerId === seller && marketplaceOf(o) === marketplace && (byCreation ? o.createdAt : o.updatedAt) >= window!.since && o.seq > window!.after)
      .sort((a, b) => a.seq - b.seq);
    const page = all.slice(0, size);
    const more = all.length > size;
    const nextToken = more ? Buffer.from(JSON.stringify({ since: window.since, after: page[page.length - 1]!.seq })).toString('base64url') : undefined;
    // Restricted data only with a Restricted Data Token, as on Amazon.
    const withPii = restricted.has(ctx.get('x-amz-access-token'));
    ctx.body = {
      payload: {
        Orders: page.map((o) => { const json = orderJson(o, marketplace, isAfnOrder(market, o)); if (!withPii) { delete json.BuyerInfo; delete json.ShippingAddress; } return json; }),
        ...(nextToken ? { NextToken: nextToken } : {}),
        LastUpdatedBefore: new Date().toISOString(),
      },
    };
  });

  // getOrder (Orders API v0, GET /orders/v0/orders/{orderId}: developer-docs.amazon.com/sp-api/docs/orders-api-v0-
  // reference#getorder): one order in the list's shape, `payload` the Order; an unknown id is InvalidInput (404).
  router.get('/orders/v0/orders/:orderId', (ctx) => {
    const seller = tokenSeller(ctx, market);
    if (!seller) return;
    const order = market.orderOf(seller, ctx.params.orderId!);
    if (!order) return spError(ctx, 404, 'InvalidInput', `Invalid AmazonOrderId: ${ctx.params.orderId!.slice(0, 40)}`, 'orderId');
    // The order's marketplace is its listings' (an order is placed on one marketplace).
    const listing = order.lines.map((l) => market.listings.get(l.listingId)).find(Boolean);
    ctx.body = { payload: orderJson(order, String(listing?.attributes.marketplace ?? 'A1F83G8C2ARO7P'), isAfnOrder(market, order)) };
  });

  router.get('/orders/v0/orders/:orderId/orderItems', (ctx) => {
    const seller = tokenSeller(ctx, market);
    if (!seller) return;
    const order = market.orderOf(seller, ctx.params.orderId!);
    if (!order) return spError(ctx, 404, 'InvalidInput', `Invalid AmazonOrderId: ${ctx.params.orderId!.slice(0, 40)}`, 'orderId');
    ctx.body = {
      payload: {
        AmazonOrderId: order.id,
        OrderItems: order.lines.map((l, n) => {
          const listing = market.listings.get(l.listingId);
          const shipped = order.shipments.some((s) => s.lineIds.includes(l.lineId)) ? l.quantity : 0;
          return {
            ASIN: (listing?.attributes.asin as string | undefined) ?? l.listingId, SellerSKU: l.sku, OrderItemId: l.lineId, Title: l.title,
            QuantityOrdered: l.quantity, QuantityShipped: shipped,
            ItemPrice: { CurrencyCode: order.currency, Amount: amount(l.unitPrice * l.quantity) },
            // The order's postage rides on its first item, as Amazon splits it by item.
            ShippingPrice: { CurrencyCode: order.currency, Amount: amount(n === 0 ? order.shippingPrice : 0) },
            // The buyer asked to cancel (Orders API v0 OrderItem.BuyerRequestedCancel): the seller answers with the
            // order acknowledgement feed (amazon-order-feeds.ts).
            ...(order.cancelRequest ? { BuyerRequestedCancel: { IsBuyerRequestedCancel: 'true', BuyerCancelReason: order.cancelRequest.reason } } : {}),
          };
        }),
      },
    };
  });

  router.post('/orders/v0/orders/:orderId/shipmentConfirmation', (ctx) => {
    const seller = tokenSeller(ctx, market);
    if (!seller) return;
    const order = market.orderOf(seller, ctx.params.orderId!);
    if (!order) return spError(ctx, 404, 'InvalidInput', `Invalid AmazonOrderId: ${ctx.params.orderId!.slice(0, 40)}`, 'orderId');
    const body = (ctx.request.body ?? {}) as Json;
    const detail = (body.packageDetail ?? {}) as Json;
    if (!CURRENCY[String(body.marketplaceId)]) return spError(ctx, 400, 'InvalidInput', 'marketplaceId is required', 'marketplaceId');
    if (!/^[1-9]\d*$/.test(String(detail.packageReferenceId ?? ''))) return spError(ctx, 400, 'InvalidInput', 'packageReferenceId must be a positive number', 'packageDetail.packageReferenceId');
    if (!detail.carrierCode) return spError(ctx, 400, 'InvalidInput', 'carrierCode is required', 'packageDetail.carrierCode');
    // carrierCode is one of Amazon's carrier codes, or Other with carrierName (Orders API v0, PackageDetail).
    if (!AMAZON_CARRIER_CODES.has(String(detail.carrierCode))) return spError(ctx, 400, 'InvalidInput', `Invalid carrierCode: ${String(detail.carrierCode).slice(0, 40)}`, 'packageDetail.carrierCode');
    if (detail.carrierCode === 'Other' && !detail.carrierName) return spError(ctx, 400, 'InvalidInput', 'carrierName is required when carrierCode is Other', 'packageDetail.carrierName');
    if (!detail.trackingNumber) return spError(ctx, 400, 'InvalidInput', 'trackingNumber is required', 'packageDetail.trackingNumber');
    if (!detail.shipDate || Number.isNaN(Date.parse(String(detail.shipDate)))) return spError(ctx, 400, 'InvalidInput', 'shipDate must be an ISO 8601 date', 'packageDetail.shipDate');
    if (order.status === 'CANCELLED') return spError(ctx, 400, 'InvalidInput', 'The order was cancelled', 'orderId');
    // Amazon ships FBA orders itself: the seller confirms nothing for them.
    if (isAfnOrder(market, order)) return spError(ctx, 400, 'InvalidInput', 'The order is fulfilled by Amazon: shipment confirmation applies to seller-fulfilled orders only', 'orderId');
    const items = Array.isArray(detail.orderItems) ? (detail.orderItems as Json[]) : [];
    const unknown = items.filter((i) => !order.lines.some((l) => l.lineId === String(i.orderItemId)));
    if (!items.length || unknown.length) return spError(ctx, 400, 'InvalidInput', `Invalid orderItemId ${unknown.map((i) => String(i.orderItemId)).join(', ') || '(none given)'}`, 'packageDetail.orderItems');
    // The same package reference again edits that package (Amazon's rule), so a retry never adds one.
    const reference = String(detail.packageReferenceId);
    const others = order.shipments.filter((s) => (s as Json).packageReferenceId !== reference);
    const shipments = [...others, { carrier: String(detail.carrierCode === 'Other' ? detail.carrierName : detail.carrierCode), trackingNumber: String(detail.trackingNumber), shippedAt: new Date(String(detail.shipDate)).toISOString(), lineIds: items.map((i) => String(i.orderItemId)), packageReferenceId: reference }];
    market.touchOrder(order, { shipments, status: order.lines.every((l) => shipments.some((s) => s.lineIds.includes(l.lineId))) ? 'SHIPPED' : order.status });
    ctx.status = 204;
  });
}

registerSandboxModule({
  type: 'AMAZON',
  configure(market) {
    // Amazon order ids are 3-7-7 digits.
    market.orderIdFor = (n) => `202-${String(1_000_000 + ((n * 7919) % 9_000_000)).padStart(7, '0')}-${String(1_000_000 + n).padStart(7, '0')}`;
    market.listingUrlFor = (listing) => `https://www.${DOMAIN[String(listing.attributes.marketplace)] ?? 'amazon.co.uk'}/dp/${String(listing.attributes.asin ?? listing.id)}`;
    market.newSellerId = () => `A${randomBytes(8).toString('hex').toUpperCase().slice(0, 13)}`;
    market.consentParams = (sellerId) => ({ selling_partner_id: sellerId });
    // A buyer's cancellation on Amazon is a request (BuyerRequestedCancel) the seller grants by cancelling.
    market.buyerCancelIsRequest = true;
    // Amazon RMA ids are letters and digits (D…).
    market.returnIdFor = (n) => `D${(1_679_616 + n * 7919).toString(36).toUpperCase()}RRMA`;
  },
  routes,
});
