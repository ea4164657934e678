/**
 * Shopify: the Admin GraphQL API (version SHOPIFY_API_VERSION), one `POST /admin/api/<version>/graphql.json` per
 * call with the shop's offline token in `X-Shopify-Access-Token`. References: shopify.dev/docs/api/admin-graphql
 * (mutations productSet, productUpdate, productVariantsBulkUpdate, inventorySetQuantities, fulfillmentCreate;
 * queries shop, locations, product, products, orders, order.fulfillmentOrders) and
 * shopify.dev/docs/apps/build/authentication-authorization (authorization-code grant, expiring offline tokens).
 *
 *   connect   the merchant installs the app (authorization code, see api/domain/channels/connect-routes.ts); the
 *             code is exchanged at `POST /admin/oauth/access_token` for an expiring offline token (`expiring=1`:
 *             an hour, with a refresh token, which public apps must use from 2027) and refreshed there with
 *             grant_type=refresh_token; a non-expiring token (no refresh token) is used as it is
 *   publish   `productSet` (synchronous) upserts the product by handle on first publish, by id afterwards: one
 *             default variant carrying SKU, price, barcode and the quantity at the shop's location; what it
 *             answers (variant, inventory item, location ids) is kept in the listing's channel state.
 *             A family (a parent product's listing) is ONE product whose `productOptions` are the attributes it
 *             varies by (Shopify allows 3 options and 2,048 variants a product: productSet's OPTIONS_OVER_LIMIT and
 *             VARIANTS_OVER_LIMIT, shopify.dev/docs/api/admin-graphql/latest/enums/ProductSetUserErrorCode) and one
 *             variant per variant product, each with its option values, SKU, price, barcode and quantity; each
 *             variant's and inventory item's ids are kept by SKU (`variations[sku]`), so a variant's stock and
 *             price reach its own variant; an order line carries the variant's SKU, which maps to its product
 *   quantity  `inventorySetQuantities` ("available" at that location), up to 250 listings a call (Shopify's input
 *             limit; the mutation applies all or nothing, so the items an error names are refused and the others
 *             sent again); price `productVariantsBulkUpdate`
 *   end       `productUpdate` to status ARCHIVED
 *   orders    `orders(query: "updated_at:>='…'", sortKey: UPDATED_AT)` with cursor pagination
 *             (`pageInfo { hasNextPage endCursor }`); tracking by `fulfillmentCreate` over the order's open
 *             fulfillment orders
 *
 * Shopify answers refusals inside a 200: `userErrors { field message code }` per mutation (validation, field by
 * field) and top-level `errors` (THROTTLED when the query cost bucket is empty: a rate limit whose wait follows
 * from the cost extensions; ACCESS_DENIED when a scope is missing: auth). HTTP 429 carries Retry-After.
 * Shopify has no order acknowledgement: taking an order in is a no-op.
 */
import { ChannelError } from '../../errors.ts';
import { registerAdapter } from '../../registry.ts';
import { fetchShopifySettlements } from './settlements.ts';
import type { AdapterContext, BulkOutcome, ChannelAdapter, ChannelOrder, Credentials, ExistingFamily, ExistingListing, ListingPayload, ListingRef, MarketplaceRefund, Page, SellerCancelReason } from '../../types.ts';

export const SHOPIFY_API_VERSION = '2025-07';
export const GRAPHQL_PATH = `/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
const PAGE_SIZE = 50;
/** The first sync looks back this far. */
const FIRST_SYNC_DAYS = 30;

type Json = Record<string, any>;

export const toAmount = (minor: number): string => (minor / 100).toFixed(2);
export const fromAmount = (amount: unknown): number => Math.round(Number(amount ?? 0) * 100);
export const gid = (kind: string, id: string): string => (id.startsWith('gid://') ? id : `gid://shopify/${kind}/${id}`);
/** The number at the end of a Shopify global id (`gid://shopify/Product/123` → `123`). */
export const legacyId = (globalId: string): string => globalId.slice(globalId.lastIndexOf('/') + 1);

/** The app's API key and secret (Partner dashboard); demo values outside production. */
function appCredentials(): { client_id: string; client_secret: string } {
  const secret = process.env.SHOPIFY_API_SECRET;
  if (!secret && process.env.NODE_ENV === 'production') throw new ChannelError('permanent', 'SHOPIFY_API_SECRET is not set: Shopify tokens cannot be requested');
  return { client_id: process.env.SHOPIFY_API_KEY ?? 'sellyard-demo', client_secret: secret ?? 'sellyard-demo-shopify-secret' };
}

/** Seconds until the cost bucket holds what the query asked for (Shopify's throttleStatus). */
export function throttleWaitMs(extensions: Json | undefined): number | null {
  const cost = extensions?.cost;
  const status = cost?.throttleStatus;
  if (!status || !Number(status.restoreRate)) return null;
  const missing = Math.max(0, Number(cost.requestedQueryCost ?? 0) - Number(status.currentlyAvailable ?? 0));
  return Math.max(1000, Math.ceil(missing / Number(status.restoreRate)) * 1000);
}

/** Top-level GraphQL `errors` as a ChannelError. */
function graphqlError(errors: Json[], extensions: Json | undefined, status: number): ChannelError {
  // A variable GraphQL refused says why in its extensions' problems ("Expected … to be one of: …").
  const message = errors.map((e) => {
    const problems = Array.isArray(e.extensions?.problems) ? (e.extensions.problems as Json[]).map((p) => String(p.explanation ?? '')).filter(Boolean) : [];
    return `${String(e.message ?? 'error')}${problems.length ? ` (${problems.join('; ')})` : ''}`;
  }).join('; ');
  const codes = errors.map((e) => String(e.extensions?.code ?? ''));
  if (codes.includes('THROTTLED')) return new ChannelError('rate_limit', `Shopify throttled the call: ${message}`, { status, retryAfterMs: throttleWaitMs(extensions) ?? 2000 });
  if (codes.includes('ACCESS_DENIED')) return new ChannelError('auth', `Shopify denied access (${message}): install the app again to grant the scopes`, { status });
  if (codes.includes('INTERNAL_SERVER_ERROR')) return new ChannelError('transient', `Shopify failed: ${message}`, { status });
  return new ChannelError('permanent', `Shopify refused the query: ${message}`, { status });
}

/** A mutation's `userErrors`, field by field (the leading argument name, `input`/`product`, is dropped). */
export function userErrorsOf(userErrors: Json[] | undefined): ChannelError | undefined {
  if (!Array.isArray(userErrors) || !userErrors.length) return undefined;
  return new ChannelError('validation', userErrors.map((e) => String(e.message)).join('; '), {
    status: 200,
    fields: userErrors.map((e) => {
      const path = Array.isArray(e.field) ? e.field.map(String) : [];
      if (path.length > 1 && ['input', 'product', 'fulfillment'].includes(path[0]!)) path.shift();
      return { field: path.length ? path.join('.') : null, code: String(e.code ?? 'INVALID').slice(0, 64), message: String(e.message ?? 'is invalid') };
    }),
  });
}

/** Runs one GraphQL operation; answers `data`, or throws what Shopify's `errors` mean. */
export async function graphql<T = Json>(ctx: AdapterContext, query: string, variables: Json = {}): Promise<T> {
  const token = ctx.credentials.access_token;
  if (!token) throw new ChannelError('auth', 'no Shopify access token: connect the channel with Shopify');
  const response = await ctx.http.send({ method: 'POST', url: GRAPHQL_PATH, headers: { 'x-shopify-access-token': token }, json: { query, variables } });
  const body = (response.body ?? {}) as Json;
  if (Array.isArray(body.errors) && body.errors.length) throw graphqlError(body.errors, body.extensions, response.status);
  if (!body.data) throw new ChannelError('permanent', 'Shopify answered without data');
  return body.data as T;
}

async function tokens(ctx: AdapterContext, form: Record<string, string>): Promise<Credentials> {
  const { body } = await ctx.http.send({ method: 'POST', url: '/admin/oauth/access_token', json: { ...appCredentials(), ...form } }, (response) => {
    const error = (response.body as Json | null)?.error;
    return error ? new ChannelError('auth', `Shopify refused the token request: ${error}${(response.body as Json).error_description ? ` (${(response.body as Json).error_description})` : ''}`, { status: response.status }) : undefined;
  });
  if (!body?.access_token) throw new ChannelError('auth', 'Shopify answered the token request without a token');
  return {
    access_token: String(body.access_token),
    ...(body.refresh_token ? { refresh_token: String(body.refresh_token) } : {}),
    ...(body.scope ? { scope: String(body.scope) } : {}),
    ...(body.expires_in ? { expires_at: new Date(Date.now() + Number(body.expires_in) * 1000).toISOString() } : {}),
  };
}

// ---- Listings ---------------------------------------------------------------------------------------------------

/** A family's variants are read back in one page: Shopify's connections give at most 250 nodes a page. */
const VARIANTS_READ = 250;
const PRODUCT_FIELDS = `id legacyResourceId handle status onlineStoreUrl variants(first: ${VARIANTS_READ}) { nodes { id sku price inventoryQuantity inventoryItem { id } } }`;

const PRODUCT_SET = `mutation productSet($identifier: ProductSetIdentifiers, $input: ProductSetInput!) {
  productSet(identifier: $identifier, input: $input, synchronous: true) {
    product { ${PRODUCT_FIELDS} }
    userErrors { field message code }
  }
}`;

const LOCATIONS = `query locations { locations(first: 1, query: "active:true") { nodes { id } } }`;

/** A handle Shopify accepts: the listing's slug, else the SKU in lower-case words. */
export const handleOf = (listing: ListingPayload): string =>
  typeof listing.channelFields.slug === 'string' && listing.channelFields.slug ? listing.channelFields.slug : listing.sku.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'product';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function locationOf(ctx: AdapterContext, fields: Record<string, unknown> | undefined): Promise<string> {
  if (typeof fields?.location_id === 'string') return fields.location_id;
  const data = await graphql(ctx, LOCATIONS);
  const id = data.locations?.nodes?.[0]?.id;
  if (!id) throw new ChannelError('permanent', 'the Shopify shop has no active location to hold stock');
  return String(id);
}

/** Weight and tracking of one variant's inventory item. */
const inventoryItem = (sku: string, weightGrams: number | null) => ({ sku, tracked: true, ...(weightGrams ? { measurement: { weight: { value: weightGrams, unit: 'GRAMS' } } } : {}) });

/**
 * ProductSetInput for a listing: one default variant, tracked, with its quantity at the location; for a family,
 * its options (the attributes it varies by, as productOptions with their values) and one variant per variation
 * with its option values (ProductSetInput.productOptions and .variants[].optionValues, productSet's reference).
 */
export function productSetInput(listing: ListingPayload, locationId: string): Json {
  const fields = listing.channelFields;
  const seo = { ...(typeof fields.meta_title === 'string' ? { title: fields.meta_title } : {}), ...(typeof fields.meta_description === 'string' ? { description: fields.meta_description } : {}) };
  const family = listing.variations?.length ? listing.variations : null;
  return {
    title: listing.title,
    descriptionHtml: listing.description ? `<p>${escapeHtml(listing.description)}</p>` : '',
    handle: handleOf(listing),
    // A hidden store page is a draft on Shopify: not on sale anywhere.
    status: fields.visible === false ? 'DRAFT' : 'ACTIVE',
    ...(listing.product.brand ? { vendor: listing.product.brand } : {}),
    ...(Object.keys(seo).length ? { seo } : {}),
    ...(listing.product.imageUrls.length ? { files: listing.product.imageUrls.map((url) => ({ originalSource: url, contentType: 'IMAGE' })) } : {}),
    productOptions: family
      ? (listing.variesBy ?? []).map((option) => ({ name: option.name, values: option.values.map((name) => ({ name })) }))
      : [{ name: 'Title', values: [{ name: 'Default Title' }] }],
    variants: family
      ? family.map((v) => ({
        optionValues: v.values.map((value) => ({ optionName: value.name, name: value.value })),
        price: toAmount(v.price),
        ...(v.barcode ? { barcode: v.barcode } : {}),
        inventoryItem: inventoryItem(v.sku, listing.product.weightGrams),
        inventoryQuantities: [{ locationId, name: 'available', quantity: v.quantity }],
      }))
      : [{
        optionValues: [{ optionName: 'Title', name: 'Default Title' }],
        price: toAmount(listing.price),
        ...(listing.product.barcode ? { barcode: listing.product.barcode } : {}),
        inventoryItem: inventoryItem(listing.sku, listing.product.weightGrams),
        inventoryQuantities: [{ locationId, name: 'available', quantity: listing.quantity }],
      }],
  };
}

async function setProduct(ctx: AdapterContext, listing: ListingPayload) {
  const locationId = await locationOf(ctx, listing.channelFields);
  const identifier = listing.externalId ? { id: gid('Product', listing.externalId) } : { handle: handleOf(listing) };
  const data = await graphql(ctx, PRODUCT_SET, { identifier, input: productSetInput(listing, locationId) });
  const refused = userErrorsOf(data.productSet?.userErrors);
  if (refused) throw refused;
  const product = data.productSet?.product;
  if (!product) throw new ChannelError('permanent', 'Shopify saved no product');
  const nodes = (product.variants?.nodes ?? []) as Json[];
  const url = product.onlineStoreUrl ?? (ctx.channel.shopDomain ? `https://${ctx.channel.shopDomain}/products/${product.handle}` : null);
  const externalId = String(product.legacyResourceId ?? legacyId(product.id));
  if (listing.variations?.length) {
    // Each variation's variant and inventory item, by SKU: where its own stock and price go.
    const bySku = new Map(nodes.map((n) => [String(n.sku), n]));
    const variations = Object.fromEntries(listing.variations.map((v) => {
      const node = bySku.get(v.sku);
      return [v.sku, node ? { variant_id: String(node.id), inventory_item_id: String(node.inventoryItem?.id ?? '') } : {}];
    }));
    return { externalId, url, extra: { product_gid: String(product.id), location_id: locationId, variations } };
  }
  const variant = nodes[0] ?? {};
  return {
    externalId, url,
    extra: { product_gid: String(product.id), variant_id: String(variant.id ?? ''), inventory_item_id: String(variant.inventoryItem?.id ?? ''), location_id: locationId },
  };
}

const VARIANT_OF = `query variantOf($id: ID!) { product(id: $id) { id variants(first: ${VARIANTS_READ}) { nodes { id sku inventoryItem { id } } } } }`;

/** The variant and inventory item of a live listing: from its channel state, else asked of Shopify. */
async function variantOf(ctx: AdapterContext, ref: ListingRef): Promise<{ productId: string; variantId: string; inventoryItemId: string }> {
  const fields = ref.channelFields ?? {};
  const productId = gid('Product', ref.externalId);
  if (typeof fields.variant_id === 'string' && fields.variant_id && typeof fields.inventory_item_id === 'string' && fields.inventory_item_id) {
    return { productId, variantId: fields.variant_id, inventoryItemId: fields.inventory_item_id };
  }
  const data = await graphql(ctx, VARIANT_OF, { id: productId });
  const nodes = (data.product?.variants?.nodes ?? []) as Json[];
  // A variation of a family: its own variant (by SKU), never the product's first.
  const variant = ref.variation ? nodes.find((n) => String(n.sku) === ref.sku) : nodes[0];
  if (ref.variation && data.product && !variant) throw new ChannelError('permanent', `Shopify product ${ref.externalId} has no variant with SKU ${ref.sku} (removed in the Shopify admin?)`, { status: 404 });
  if (!variant) throw new ChannelError('permanent', `Shopify has no product ${ref.externalId} (deleted in the Shopify admin?)`, { status: 404 });
  return { productId, variantId: String(variant.id), inventoryItemId: String(variant.inventoryItem?.id) };
}

const SET_QUANTITY = `mutation inventorySetQuantities($input: InventorySetQuantitiesInput!) {
  inventorySetQuantities(input: $input) { inventoryAdjustmentGroup { reason } userErrors { field message code } }
}`;

const SET_PRICE = `mutation productVariantsBulkUpdate($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
  productVariantsBulkUpdate(productId: $productId, variants: $variants) { productVariants { id price } userErrors { field message code } }
}`;

const ARCHIVE = `mutation productUpdate($product: ProductUpdateInput!) {
  productUpdate(product: $product) { product { id status } userErrors { field message } }
}`;

const PRODUCTS = `query products($first: Int!, $after: String, $query: String) {
  shop { currencyCode }
  products(first: $first, after: $after, query: $query, sortKey: ID) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id legacyResourceId title handle status onlineStoreUrl options { name optionValues { name } }
      variants(first: ${VARIANTS_READ}) { nodes { id sku title price barcode inventoryQuantity selectedOptions { name value } inventoryItem { id } } }
    }
  }
}`;

// ---- Orders -----------------------------------------------------------------------------------------------------

const MONEY = 'shopMoney { amount currencyCode }';
const ORDERS = `query orders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id legacyResourceId name createdAt updatedAt cancelledAt displayFinancialStatus currencyCode email
      customer { displayName email }
      shippingAddress { name address1 address2 city province zip countryCodeV2 phone }
      totalPriceSet { ${MONEY} } totalShippingPriceSet { ${MONEY} }
      lineItems(first: 100) { nodes { id sku title quantity originalUnitPriceSet { ${MONEY} } product { legacyResourceId } variant { id sku } } }
    }
  }
}`;

interface ShopifyOrder {
  id: string; legacyResourceId: string; name: string; createdAt: string; updatedAt: string; cancelledAt: string | null;
  displayFinancialStatus: string; currencyCode: string; email: string | null;
  customer: { displayName?: string; email?: string } | null;
  shippingAddress: { name?: string; address1?: string; address2?: string | null; city?: string; province?: string | null; zip?: string; countryCodeV2?: string; phone?: string | null } | null;
  totalPriceSet: { shopMoney: { amount: string; currencyCode: string } };
  totalShippingPriceSet: { shopMoney: { amount: string } } | null;
  lineItems: { nodes: Array<{ id: string; sku: string | null; title: string; quantity: number; originalUnitPriceSet: { shopMoney: { amount: string } }; product: { legacyResourceId: string } | null; variant?: { id: string; sku: string | null } | null }> };
}

const PAID_STATUSES = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'PARTIALLY_PAID'];

export function orderFromShopify(order: ShopifyOrder, shopDomain: string | null): ChannelOrder {
  const address = order.shippingAddress ?? {};
  const name = address.name ?? order.customer?.displayName ?? 'Shopify customer';
  const shop = shopDomain?.replace(/\.myshopify\.com$/, '');
  return {
    orderRef: String(order.legacyResourceId ?? legacyId(order.id)),
    placedAt: order.createdAt,
    paid: PAID_STATUSES.includes(order.displayFinancialStatus),
    cancelled: Boolean(order.cancelledAt),
    currency: order.currencyCode ?? order.totalPriceSet.shopMoney.currencyCode,
    buyer: { name, email: order.email ?? order.customer?.email ?? null },
    shippingAddress: {
      name, line1: address.address1 ?? '', line2: address.address2 ?? null, city: address.city ?? '', region: address.province ?? null,
      postcode: address.zip ?? '', country: address.countryCodeV2 ?? 'GB', phone: address.phone ?? null,
    },
    lines: order.lineItems.nodes.map((line) => ({
      // The line's SKU as sold, else its variant's now: the variant product of a family's variant (by SKU).
      lineRef: line.id, sku: line.sku || line.variant?.sku || '', title: line.title, quantity: line.quantity,
      unitPrice: fromAmount(line.originalUnitPriceSet.shopMoney.amount), externalListingId: line.product?.legacyResourceId ?? null,
    })),
    shippingPrice: fromAmount(order.totalShippingPriceSet?.shopMoney.amount),
    total: fromAmount(order.totalPriceSet.shopMoney.amount),
    url: shop ? `https://admin.shopify.com/store/${shop}/orders/${legacyId(order.id)}` : null,
  };
}

/** Cursor: `<updated_at from>|<endCursor of the page read>` (the end cursor empty once the window is read). */
function readCursor(cursor: string | null): { since: string; after: string | null } {
  const at = (cursor ?? '').indexOf('|');
  const since = at < 0 ? cursor ?? '' : cursor!.slice(0, at);
  const after = at < 0 ? '' : cursor!.slice(at + 1);
  return { since: since || new Date(Date.now() - FIRST_SYNC_DAYS * 86_400_000).toISOString(), after: after || null };
}

const FULFILLMENT_ORDERS = `query fulfillmentOrders($id: ID!) {
  order(id: $id) { id fulfillmentOrders(first: 20) { nodes { id status lineItems(first: 100) { nodes { id remainingQuantity lineItem { id sku } } } } } }
}`;

const FULFILL = `mutation fulfillmentCreate($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment, message: "Shipped from Sellyard") { fulfillment { id status trackingInfo { company number } } userErrors { field message } }
}`;

const ORDER_MONEY = `query orderMoney($id: ID!) {
  order(id: $id) { id transactions { id kind status gateway } refunds { id createdAt totalRefundedSet { ${MONEY} } } }
}`;

const REFUND = `mutation refundCreate($input: RefundInput!) {
  refundCreate(input: $input) { refund { id createdAt totalRefundedSet { ${MONEY} } } userErrors { field message } }
}`;

const CANCEL = `mutation orderCancel($orderId: ID!, $reason: OrderCancelReason!, $refund: Boolean!, $restock: Boolean!) {
  orderCancel(orderId: $orderId, reason: $reason, refund: $refund, restock: $restock, notifyCustomer: true) { job { id } orderCancelUserErrors { field message code } }
}`;

const orderGid = (ref: string) => (ref.startsWith('gid://') ? ref : `gid://shopify/Order/${ref}`);

/**
 * The merchant's reason as orderCancel's OrderCancelReason (shopify.dev/docs/api/admin-graphql/latest/enums/
 * OrderCancelReason: CUSTOMER, DECLINED, FRAUD, INVENTORY, OTHER, STAFF). A pricing error is the shop's staff's
 * ("Staff made an error"); an address that cannot be delivered to has no value of its own.
 */
export const SHOPIFY_CANCEL_REASONS: Record<SellerCancelReason, 'CUSTOMER' | 'DECLINED' | 'FRAUD' | 'INVENTORY' | 'OTHER' | 'STAFF'> = {
  OUT_OF_STOCK: 'INVENTORY',
  BUYER_ASKED: 'CUSTOMER',
  UNDELIVERABLE_ADDRESS: 'OTHER',
  PRICING_ERROR: 'STAFF',
  SUSPECTED_FRAUD: 'FRAUD',
  PAYMENT_DECLINED: 'DECLINED',
  OTHER: 'OTHER',
};

export const shopifyAdapter: ChannelAdapter = {
  async refundOrder(ctx, refund): Promise<MarketplaceRefund> {
    // refundCreate needs the payment being refunded (the order's successful SALE or CAPTURE) as the parent.
    const money = await graphql<Json>(ctx, ORDER_MONEY, { id: orderGid(refund.orderRef) });
    const parent = ((money.order?.transactions ?? []) as Json[]).find((t) => ['SALE', 'CAPTURE'].includes(String(t.kind)) && t.status === 'SUCCESS');
    if (!parent) throw new ChannelError('validation', `Shopify holds no payment of order ${refund.orderRef} to refund`);
    const result = await graphql<Json>(ctx, REFUND, { input: {
      orderId: orderGid(refund.orderRef), notify: true, ...(refund.comment ? { note: refund.comment } : {}),
      transactions: [{ orderId: orderGid(refund.orderRef), parentId: parent.id, amount: (refund.amount / 100).toFixed(2), gateway: parent.gateway, kind: 'REFUND' }],
    } });
    const refused = userErrorsOf(result.refundCreate?.userErrors);
    if (refused) throw refused;
    return { refundRef: String(result.refundCreate.refund.id), amount: fromAmount(result.refundCreate.refund.totalRefundedSet?.shopMoney?.amount), createdAt: result.refundCreate.refund.createdAt ?? null };
  },
  async orderRefunds(ctx, orderRef): Promise<MarketplaceRefund[]> {
    const money = await graphql<Json>(ctx, ORDER_MONEY, { id: orderGid(orderRef) });
    return ((money.order?.refunds ?? []) as Json[]).map((r) => ({ refundRef: String(r.id), amount: fromAmount(r.totalRefundedSet?.shopMoney?.amount), createdAt: r.createdAt ?? null }));
  },
  async cancelOrder(ctx, order) {
    // The buyer's money is given back by Sellyard's own refund (a return), not by the cancellation.
    const result = await graphql<Json>(ctx, CANCEL, { orderId: orderGid(order.orderRef), reason: order.buyerRequested ? 'CUSTOMER' : SHOPIFY_CANCEL_REASONS[order.reason ?? 'OTHER'], refund: false, restock: true });
    const refused = userErrorsOf(result.orderCancel?.orderCancelUserErrors);
    if (refused) throw refused;
  },
  type: 'SHOPIFY',
  variations: true,
  fetchSettlements: fetchShopifySettlements,
  liveBaseUrl: (channel) => {
    if (!channel.shopDomain) throw new ChannelError('permanent', 'the Shopify channel has no shop domain (name.myshopify.com): set it on the channel');
    return `https://${channel.shopDomain}`;
  },
  async exchangeCode(ctx, code) {
    return tokens(ctx, { code, expiring: '1' });
  },
  async refreshCredentials(ctx) {
    // A non-expiring offline token has no refresh token: a refused one means the app was uninstalled.
    if (!ctx.credentials.refresh_token) return null;
    return tokens(ctx, { grant_type: 'refresh_token', refresh_token: ctx.credentials.refresh_token });
  },
  async checkConnection(ctx) {
    await graphql(ctx, 'query shop { shop { name myshopifyDomain } }');
  },
  async publishListing(ctx, listing) {
    return setProduct(ctx, listing);
  },
  async reviseListing(ctx, listing) {
    const { externalId, url } = await setProduct(ctx, listing);
    return { externalId, url };
  },
  async endListing(ctx, ref) {
    const data = await graphql(ctx, ARCHIVE, { product: { id: gid('Product', ref.externalId), status: 'ARCHIVED' } });
    const refused = userErrorsOf(data.productUpdate?.userErrors);
    // Deleted in the Shopify admin already: what we wanted.
    if (refused && !/does not exist|not found/i.test(refused.message)) throw refused;
  },
  async setQuantity(ctx, ref, quantity) {
    const { inventoryItemId } = await variantOf(ctx, ref);
    const locationId = await locationOf(ctx, ref.channelFields);
    const data = await graphql(ctx, SET_QUANTITY, {
      input: { name: 'available', reason: 'correction', referenceDocumentUri: `sellyard://listings/${encodeURIComponent(ref.sku)}`, ignoreCompareQuantity: true, quantities: [{ inventoryItemId, locationId, quantity }] },
    });
    const refused = userErrorsOf(data.inventorySetQuantities?.userErrors);
    if (refused) throw refused;
  },
  // Shopify takes at most 250 items in any input list.
  quantityBatchSize: 250,
  async setQuantities(ctx, updates): Promise<BulkOutcome> {
    const refused: BulkOutcome['refused'] = [];
    const items: Array<{ index: number; inventoryItemId: string; locationId: string; quantity: number }> = [];
    let shopLocation: string | undefined;
    for (const [index, update] of updates.entries()) {
      try {
        const { inventoryItemId } = await variantOf(ctx, update.ref);
        const locationId = typeof update.ref.channelFields?.location_id === 'string' ? update.ref.channelFields.location_id : (shopLocation ??= await locationOf(ctx, {}));
        items.push({ index, inventoryItemId, locationId, quantity: update.quantity });
      } catch (error) {
        // A product deleted in the Shopify admin is refused alone.
        if (!(error instanceof ChannelError) || !['validation', 'permanent'].includes(error.kind)) throw error;
        refused.push({ index, error });
      }
    }
    if (!items.length) return { refused };
    const data = await graphql(ctx, SET_QUANTITY, {
      input: {
        name: 'available', reason: 'correction', referenceDocumentUri: `sellyard://channels/${encodeURIComponent(ctx.channel.id)}/quantities`, ignoreCompareQuantity: true,
        quantities: items.map(({ inventoryItemId, locationId, quantity }) => ({ inventoryItemId, locationId, quantity })),
      },
    });
    const userErrors = (data.inventorySetQuantities?.userErrors ?? []) as Json[];
    if (!userErrors.length) return { refused };
    // The mutation applies all or nothing: the items its errors name are refused, the others were not applied.
    const named = new Map<number, Json[]>();
    const general: Json[] = [];
    for (const error of userErrors) {
      const path = Array.isArray(error.field) ? error.field.map(String) : [];
      const at = path[0] === 'input' && path[1] === 'quantities' && /^\d+$/.test(path[2] ?? '') ? Number(path[2]) : -1;
      if (at >= 0 && at < items.length) named.set(at, [...(named.get(at) ?? []), { ...error, field: path.slice(3) }]);
      else general.push(error);
    }
    for (const [position, item] of items.entries()) {
      const errors = general.length ? general : named.get(position);
      if (errors) refused.push({ index: item.index, error: userErrorsOf(errors)! });
    }
    return { refused: refused.sort((a, b) => a.index - b.index), unapplied: general.length ? [] : items.filter((_, position) => !named.has(position)).map((item) => item.index) };
  },
  async setPrice(ctx, ref, price) {
    const { productId, variantId } = await variantOf(ctx, ref);
    const data = await graphql(ctx, SET_PRICE, { productId, variants: [{ id: variantId, price: toAmount(price) }] });
    const refused = userErrorsOf(data.productVariantsBulkUpdate?.userErrors);
    if (refused) throw refused;
  },
  async fetchOrders(ctx, cursor): Promise<Page<ChannelOrder>> {
    const { since, after } = readCursor(cursor);
    // `>=`: an order changed in the same second as the last one read is read again (and found, not made twice).
    const data = await graphql(ctx, ORDERS, { first: PAGE_SIZE, after, query: `updated_at:>='${since}'` });
    const orders = (data.orders?.nodes ?? []) as ShopifyOrder[];
    const more = Boolean(data.orders?.pageInfo?.hasNextPage);
    const newest = orders.reduce((latest, o) => (o.updatedAt > latest ? o.updatedAt : latest), since);
    return {
      items: orders.map((o) => orderFromShopify(o, ctx.channel.shopDomain)),
      cursor: more ? `${since}|${data.orders.pageInfo.endCursor}` : `${newest}|`,
      more,
    };
  },
  async acknowledgeOrder() {
    // Shopify has no acknowledgement: an order is taken in by reading it.
  },
  async sendShipment(ctx, shipment) {
    const data = await graphql(ctx, FULFILLMENT_ORDERS, { id: gid('Order', shipment.orderRef) });
    if (!data.order) throw new ChannelError('permanent', `Shopify has no order ${shipment.orderRef}`, { status: 404 });
    const wanted = new Map(shipment.lines.map((l) => [l.lineRef, l.quantity]));
    const byFulfillmentOrder = ((data.order.fulfillmentOrders?.nodes ?? []) as Json[])
      .filter((fo) => ['OPEN', 'IN_PROGRESS'].includes(String(fo.status)))
      .map((fo) => ({
        fulfillmentOrderId: String(fo.id),
        fulfillmentOrderLineItems: ((fo.lineItems?.nodes ?? []) as Json[])
          .filter((line) => Number(line.remainingQuantity) > 0 && (!wanted.size || wanted.has(String(line.lineItem?.id))))
          .map((line) => ({ id: String(line.id), quantity: Math.min(Number(line.remainingQuantity), wanted.get(String(line.lineItem?.id)) ?? Number(line.remainingQuantity)) })),
      }))
      .filter((fo) => fo.fulfillmentOrderLineItems.length);
    // Nothing left open: the lines were fulfilled already (a retried job).
    if (!byFulfillmentOrder.length) return;
    const result = await graphql(ctx, FULFILL, {
      fulfillment: { lineItemsByFulfillmentOrder: byFulfillmentOrder, trackingInfo: { company: shipment.carrier, number: shipment.trackingNumber }, notifyCustomer: true },
    });
    const refused = userErrorsOf(result.fulfillmentCreate?.userErrors);
    if (refused) throw refused;
  },
  async fetchListings(ctx, cursor): Promise<Page<ExistingListing>> {
    const data = await graphql(ctx, PRODUCTS, { first: PAGE_SIZE, after: cursor, query: 'status:active' });
    const currency = String(data.shop?.currencyCode ?? 'GBP');
    const items = ((data.products?.nodes ?? []) as Json[]).flatMap((product): ExistingListing[] => {
      const url = product.onlineStoreUrl ?? (ctx.channel.shopDomain ? `https://${ctx.channel.shopDomain}/products/${product.handle}` : null);
      const externalId = String(product.legacyResourceId ?? legacyId(product.id));
      const family = familyOf(product);
      if (family) {
        const quantity = family.variations.reduce((n, v) => n + v.quantity, 0);
        return [{
          externalId, sku: familySku(family.variations.map((v) => v.sku), String(product.handle ?? externalId)), title: String(product.title),
          price: Math.min(...family.variations.map((v) => v.price)), currency, quantity, status: quantity > 0 ? 'ACTIVE' : 'OUT_OF_STOCK', url, family,
        }];
      }
      const variant = product.variants?.nodes?.[0];
      if (!variant?.sku) return [];
      const quantity = Number(variant.inventoryQuantity ?? 0);
      return [{ externalId, sku: String(variant.sku), title: String(product.title), price: fromAmount(variant.price), currency, quantity, status: quantity > 0 ? 'ACTIVE' : 'OUT_OF_STOCK', url }];
    });
    const more = Boolean(data.products?.pageInfo?.hasNextPage);
    return { items, cursor: more ? String(data.products.pageInfo.endCursor) : null, more };
  },
};

/**
 * A product with real options (not Shopify's lone "Title: Default Title") and more than one variant, as a family:
 * its options and each variant with its SKU, price, quantity and option values, keeping the variant and inventory
 * item ids publish keeps. A variant without a SKU cannot be told apart in Sellyard: such a product is no family.
 */
function familyOf(product: Json): ExistingFamily | undefined {
  const options = ((product.options ?? []) as Json[]).map((o) => ({ name: String(o.name), values: ((o.optionValues ?? []) as Json[]).map((v) => String(v.name)) }));
  const variants = (product.variants?.nodes ?? []) as Json[];
  const single = options.length === 0 || (options.length === 1 && options[0]!.name === 'Title' && options[0]!.values.join() === 'Default Title');
  if (single || variants.length < 2 || variants.some((v) => !v.sku)) return undefined;
  return {
    variesBy: options,
    variations: variants.map((v) => ({
      sku: String(v.sku), title: `${product.title} - ${String(v.title ?? '')}`.replace(/ - $/, ''), price: fromAmount(v.price), quantity: Number(v.inventoryQuantity ?? 0), barcode: v.barcode ?? null,
      values: ((v.selectedOptions ?? []) as Json[]).map((o) => ({ name: String(o.name), value: String(o.value) })),
      state: { variant_id: String(v.id), inventory_item_id: String(v.inventoryItem?.id ?? '') },
    })),
    state: { product_gid: String(product.id) },
  };
}

/**
 * A Shopify product has no SKU of its own: the family's is what its variants' SKUs start with (BEANIE-NAV-M,
 * BEANIE-CHA-L → BEANIE), up to a separator, else the product's handle in capitals.
 */
export function familySku(skus: string[], handle: string): string {
  let prefix = skus[0] ?? '';
  for (const sku of skus) while (!sku.startsWith(prefix)) prefix = prefix.slice(0, -1);
  const cut = prefix.replace(/[^-_./ ]*$/, '').replace(/[-_./ ]+$/, '');
  return (cut || handle.toUpperCase()).slice(0, 64);
}

registerAdapter(shopifyAdapter);
