/**
 * Shopify in the sandbox: the app install (consent page signing its redirect with the app secret as Shopify does,
 * `POST /admin/oauth/access_token` for codes and refresh tokens) and the Admin GraphQL endpoint
 * `POST /admin/api/<version>/graphql.json`, in Shopify's shapes: `data` with each mutation's `userErrors
 * { field message code }`, top-level `errors` (THROTTLED, with the cost extensions of a leaky bucket per shop),
 * 401 `{"errors": "[API] Invalid API key or access token …"}`.
 *
 * It is not a GraphQL server: it reads the operation's root field (`productSet`, `orders`, …) and its variables,
 * and answers the whole object the adapter's selection asks for. Enough for the adapter to run unchanged; a query
 * it does not know is answered as Shopify answers an unknown field.
 *
 * What it refuses as Shopify does: a blank title or one over 255 characters, a handle another product has, a
 * negative or malformed price, a SKU over 255 characters, a quantity over 1,000,000,000, a location or inventory
 * item that is not the shop's, fulfilling more than a fulfillment order holds.
 *
 * A product with options (a family): up to 3 `productOptions` and 2,048 variants (productSet's OPTIONS_OVER_LIMIT
 * and VARIANTS_OVER_LIMIT, shopify.dev/docs/api/admin-graphql/latest/enums/ProductSetUserErrorCode; the REST
 * Product resource's older limit was 100), each variant naming a value of every option (OPTION_VALUES_MISSING) and
 * no two the same values (Shopify's "The variant 'Navy / M' already exists."). Each variant is kept as a listing of
 * its own (`variationOf` the product, its `variationValues`, SKU, price, quantity, variant and inventory item ids),
 * so buyers order it and its inventory is set alone.
 */
import { createHmac } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxListing, SandboxMarketplace, SandboxOrder } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';
import { refundOrder } from '../payouts.ts';
import { invalidRedirectBody, refusedRedirect, registeredOrigins } from '../callbacks.ts';

type Json = Record<string, any>;
type UserError = { field: string[] | null; message: string; code?: string };
/** OrderCancelReason's values (shopify.dev/docs/api/admin-graphql/2024-04/enums/ordercancelreason). */
const ORDER_CANCEL_REASONS = ['CUSTOMER', 'DECLINED', 'FRAUD', 'INVENTORY', 'OTHER', 'STAFF'];
const listingStatus = (status: string): SandboxListing['status'] => (status === 'ARCHIVED' ? 'ENDED' : status === 'DRAFT' ? 'INACTIVE' : 'ACTIVE');

const amount = (minor: number) => (minor / 100).toFixed(2);
const minor = (value: unknown) => Math.round(Number(value) * 100);
const gid = (kind: string, id: string) => `gid://shopify/${kind}/${id}`;
const tail = (globalId: unknown) => String(globalId ?? '').slice(String(globalId ?? '').lastIndexOf('/') + 1);
/** Each sandbox shop has one location. */
const LOCATION = gid('Location', '1');
const MAX_QUANTITY = 1_000_000_000;
/** Options and variants a product may have (see the file's comment). */
const MAX_OPTIONS = 3;
const MAX_VARIANTS = 2048;

/** The app's secret, which Shopify holds too: it signs the install redirect with it. */
const appSecret = () => process.env.SHOPIFY_API_SECRET ?? 'sellyard-demo-shopify-secret';

/** Shopify's cost-based limit, per shop: a bucket of 1000 points refilled at 50 a second; each call costs 10. */
class CostBucket {
  private points = new Map<string, { available: number; at: number }>();
  static readonly MAXIMUM = 1000;
  static readonly RESTORE = 50;
  static readonly COST = 10;
  take(shop: string): Json & { ok: boolean } {
    const now = Date.now();
    const entry = this.points.get(shop) ?? { available: CostBucket.MAXIMUM, at: now };
    const available = Math.min(CostBucket.MAXIMUM, entry.available + ((now - entry.at) / 1000) * CostBucket.RESTORE);
    const ok = available >= CostBucket.COST;
    const left = ok ? available - CostBucket.COST : available;
    this.points.set(shop, { available: left, at: now });
    return {
      ok,
      cost: {
        requestedQueryCost: CostBucket.COST, actualQueryCost: ok ? CostBucket.COST : null,
        throttleStatus: { maximumAvailable: CostBucket.MAXIMUM, currentlyAvailable: Math.floor(left), restoreRate: CostBucket.RESTORE },
      },
    };
  }
}

function shopOf(ctx: Context, market: SandboxMarketplace): string | undefined {
  const check = market.checkToken(ctx.get('x-shopify-access-token'));
  if (check.ok) return check.sellerId;
  ctx.status = 401;
  ctx.body = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };
  return undefined;
}

// ---- What the adapter reads -------------------------------------------------------------------------------------

/** A family product's variants (kept as listings of their own), in the order they were set. */
const variantsOf = (market: SandboxMarketplace, product: SandboxListing) => market.sellerListings(product.sellerId).filter((l) => l.attributes.variationOf === product.id && l.status !== 'ENDED');

/** A variant: a family's (its option values), else the product's lone "Title: Default Title" one. */
function variantJson(l: SandboxListing): Json {
  const values = l.attributes.variationValues as Record<string, string> | undefined;
  const selectedOptions = values ? Object.entries(values).map(([name, value]) => ({ name, value })) : [{ name: 'Title', value: 'Default Title' }];
  return {
    id: l.attributes.variantId, sku: l.sku, title: selectedOptions.map((o) => o.value).join(' / '), price: amount(l.price), barcode: l.attributes.barcode ?? null,
    inventoryQuantity: l.quantity, selectedOptions, inventoryItem: { id: l.attributes.inventoryItemId },
  };
}

function productJson(market: SandboxMarketplace, listing: SandboxListing): Json {
  const a = listing.attributes;
  return {
    id: gid('Product', listing.id), legacyResourceId: listing.id, title: listing.title, handle: a.handle, status: a.status,
    onlineStoreUrl: a.status === 'ACTIVE' ? listing.url : null, updatedAt: listing.updatedAt,
    options: ((a.variesBy ?? [{ name: 'Title', values: ['Default Title'] }]) as Array<{ name: string; values: string[] }>).map((o) => ({ name: o.name, optionValues: o.values.map((name) => ({ name })) })),
    variants: { nodes: a.variesBy ? variantsOf(market, listing).map(variantJson) : [variantJson(listing)] },
  };
}

const money = (minorUnits: number, currency: string) => ({ shopMoney: { amount: amount(minorUnits), currencyCode: currency } });
const shippedLineIds = (order: SandboxOrder) => new Set(order.shipments.flatMap((s) => s.lineIds));

function orderJson(market: SandboxMarketplace, order: SandboxOrder, number: number): Json {
  const a = order.shippingAddress;
  return {
    id: gid('Order', order.id), legacyResourceId: order.id, name: `#${1000 + number}`, createdAt: order.createdAt, updatedAt: order.updatedAt,
    cancelledAt: order.status === 'CANCELLED' ? order.updatedAt : null,
    displayFinancialStatus: order.status === 'UNPAID' ? 'PENDING' : 'PAID',
    displayFulfillmentStatus: order.status === 'SHIPPED' ? 'FULFILLED' : order.shipments.length ? 'PARTIALLY_FULFILLED' : 'UNFULFILLED',
    currencyCode: order.currency, email: order.buyer.email,
    customer: { displayName: order.buyer.name, email: order.buyer.email },
    shippingAddress: { name: a.name, address1: a.line1, address2: a.line2, city: a.city, province: a.region, zip: a.postcode, countryCodeV2: a.country, phone: a.phone },
    totalPriceSet: money(order.total, order.currency), totalShippingPriceSet: money(order.shippingPrice, order.currency),
    lineItems: { nodes: order.lines.map((l) => {
      // A variant of a family: the line's product is the family, its variant the one ordered.
      const held = market.listings.get(l.listingId);
      return {
        id: gid('LineItem', l.lineId), sku: l.sku, title: l.title, quantity: l.quantity, originalUnitPriceSet: money(l.unitPrice, order.currency),
        product: { legacyResourceId: String(held?.attributes.variationOf ?? l.listingId) }, variant: held ? { id: held.attributes.variantId, sku: held.sku } : null,
      };
    }) },
    // Order.transactions (the buyer's payment, then each refund) and Order.refunds (Refund.totalRefundedSet).
    transactions: [
      ...(order.status === 'UNPAID' ? [] : [{ id: gid('OrderTransaction', `${order.id}0`), kind: 'SALE', status: 'SUCCESS', gateway: 'shopify_payments', amountSet: money(order.total, order.currency) }]),
      ...(order.refunds ?? []).map((r, i) => ({ id: gid('OrderTransaction', `${order.id}${i + 1}`), kind: 'REFUND', status: 'SUCCESS', gateway: 'shopify_payments', amountSet: money(r.amount, order.currency) })),
    ],
    refunds: (order.refunds ?? []).map((r) => ({ id: gid('Refund', r.id), createdAt: r.at, totalRefundedSet: money(r.amount, order.currency) })),
  };
}

/** One fulfillment order per order, holding what is not shipped yet. */
function fulfillmentOrderJson(order: SandboxOrder): Json {
  const shipped = shippedLineIds(order);
  const open = order.lines.filter((l) => !shipped.has(l.lineId));
  return {
    id: gid('FulfillmentOrder', order.id),
    status: order.status === 'CANCELLED' ? 'CANCELLED' : !open.length ? 'CLOSED' : shipped.size ? 'IN_PROGRESS' : 'OPEN',
    lineItems: { nodes: order.lines.map((l) => ({ id: gid('FulfillmentOrderLineItem', l.lineId), remainingQuantity: shipped.has(l.lineId) ? 0 : l.quantity, totalQuantity: l.quantity, lineItem: { id: gid('LineItem', l.lineId), sku: l.sku } })) },
  };
}

/** Opaque page cursors, as Shopify's: the position of the last item read. */
const encodeCursor = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
function decodeCursor(cursor: unknown): any {
  if (typeof cursor !== 'string' || !cursor) return null;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** `updated_at:>='2026-11-01T00:00:00Z'` (or `>`) from a search query. */
function updatedSince(search: unknown): { at: string; inclusive: boolean } | null {
  const match = /updated_at:(>=?)'?([0-9T:.\-+Z]+)'?/.exec(String(search ?? ''));
  if (!match) return null;
  const at = new Date(match[2]!);
  return Number.isNaN(at.getTime()) ? null : { at: at.toISOString(), inclusive: match[1] === '>=' };
}

// ---- Operations -------------------------------------------------------------------------------------------------

export type ShopifyOperation = (shop: string, variables: Json) => Json;
type Operation = ShopifyOperation;

/** Root fields other sandbox files answer (modules/shopify-payouts.ts: shopifyPaymentsAccount). */
const extraOperations = new Map<string, (market: SandboxMarketplace) => Operation>();

export function registerShopifyOperation(field: string, make: (market: SandboxMarketplace) => Operation): void {
  extraOperations.set(field, make);
}

/** ProductSetInput.productOptions as names and value names. */
function optionsOf(input: Json): Array<{ name: string; values: string[] }> {
  return (Array.isArray(input.productOptions) ? input.productOptions as Json[] : [])
    .map((o) => ({ name: String(o.name ?? ''), values: (Array.isArray(o.values) ? o.values as Json[] : []).map((v) => String(v.name ?? '')) }));
}

/** A product with real options (a family), not Shopify's single "Title: Default Title" variant. */
const isFamily = (input: Json) => {
  const options = optionsOf(input);
  return options.length > 0 && !(options.length === 1 && options[0]!.name === 'Title');
};

function operations(market: SandboxMarketplace): Record<string, Operation> {
  const productOf = (shop: string, id: unknown) => {
    const listing = market.listingOf(shop, tail(id));
    return listing && String(id).startsWith('gid://shopify/Product/') ? listing : undefined;
  };
  const orderNumber = (order: SandboxOrder) => [...market.orders.values()].filter((o) => o.sellerId === order.sellerId && o.createdAt <= order.createdAt).length;

  /** What Shopify refuses in a productSet input. */
  function productErrors(shop: string, input: Json, self: SandboxListing | undefined): UserError[] {
    const errors: UserError[] = [];
    const title = typeof input.title === 'string' ? input.title.trim() : '';
    if (!title) errors.push({ field: ['input', 'title'], message: 'Title can\'t be blank', code: 'BLANK' });
    else if (title.length > 255) errors.push({ field: ['input', 'title'], message: 'Title is too long (maximum is 255 characters)', code: 'TOO_LONG' });
    if (input.handle !== undefined && !/^[a-z0-9][a-z0-9-]{0,254}$/.test(String(input.handle))) errors.push({ field: ['input', 'handle'], message: 'Handle is invalid', code: 'INVALID' });
    else if (market.listingsOf(shop).some((l) => l !== self && l.status !== 'ENDED' && l.attributes.handle === input.handle)) {
      errors.push({ field: ['input', 'handle'], message: `Handle '${input.handle}' already in use. Please provide a new handle.`, code: 'HANDLE_NOT_UNIQUE' });
    }
    if (input.status !== undefined && !['ACTIVE', 'DRAFT', 'ARCHIVED'].includes(String(input.status))) errors.push({ field: ['input', 'status'], message: 'Status is not included in the list', code: 'INVALID' });
    const variants = Array.isArray(input.variants) ? input.variants : [];
    const options = optionsOf(input);
    if (options.length > MAX_OPTIONS) errors.push({ field: ['input', 'productOptions'], message: `Options over limit: a product can have at most ${MAX_OPTIONS} options`, code: 'OPTIONS_OVER_LIMIT' });
    if (!variants.length) errors.push({ field: ['input', 'variants'], message: 'Variants input is missing', code: 'VARIANTS_INPUT_MISSING' });
    if (variants.length > MAX_VARIANTS) errors.push({ field: ['input', 'variants'], message: `Variants over limit: a product can have at most ${MAX_VARIANTS} variants`, code: 'VARIANTS_OVER_LIMIT' });
    const combinations = new Set<string>();
    variants.forEach((variant: Json, i: number) => {
      const given = Array.isArray(variant.optionValues) ? variant.optionValues as Json[] : [];
      const values: string[] = [];
      for (const option of options) {
        const value = given.find((v) => v.optionName === option.name)?.name;
        if (typeof value !== 'string' || !value) errors.push({ field: ['input', 'variants', String(i), 'optionValues'], message: `Option values missing for option '${option.name}'`, code: 'OPTION_VALUES_MISSING' });
        else if (!option.values.includes(value)) errors.push({ field: ['input', 'variants', String(i), 'optionValues'], message: `Option value '${value}' does not exist on option '${option.name}'`, code: 'OPTION_VALUE_DOES_NOT_EXIST' });
        else values.push(value);
      }
      if (values.length !== options.length) return;
      const title = values.join(' / ');
      if (combinations.has(title)) errors.push({ field: ['input', 'variants', String(i)], message: `The variant '${title}' already exists.`, code: 'INVALID_VARIANT' });
      combinations.add(title);
    });
    variants.forEach((variant: Json, i: number) => {
      const at = (...rest: string[]) => ['input', 'variants', String(i), ...rest];
      if (!/^\d+(\.\d{1,2})?$/.test(String(variant.price ?? ''))) errors.push({ field: at('price'), message: 'Price must be greater than or equal to 0', code: 'INVALID_VARIANT' });
      const sku = variant.inventoryItem?.sku;
      if (typeof sku !== 'string' || !sku) errors.push({ field: at('inventoryItem', 'sku'), message: 'SKU can\'t be blank in the sandbox shop (it is how orders find the product)', code: 'INVALID_VARIANT' });
      else if (sku.length > 255) errors.push({ field: at('inventoryItem', 'sku'), message: 'SKU is too long (maximum is 255 characters)', code: 'INVALID_VARIANT' });
      for (const [j, level] of (Array.isArray(variant.inventoryQuantities) ? variant.inventoryQuantities : []).entries()) {
        if (level.locationId !== LOCATION) errors.push({ field: at('inventoryQuantities', String(j), 'locationId'), message: 'The location does not exist', code: 'INVALID_LOCATION' });
        if (!Number.isInteger(level.quantity) || Math.abs(level.quantity) > MAX_QUANTITY) errors.push({ field: at('inventoryQuantities', String(j), 'quantity'), message: `Quantity must be a whole number no larger than ${MAX_QUANTITY}`, code: 'INVALID_QUANTITY' });
      }
    });
    return errors;
  }

  /**
   * A product with options: the product (its options as `variesBy`, the total quantity, the lowest price) and one
   * listing per variant. A variant keeps its ids while its SKU stays; one the input no longer has is deleted, as
   * productSet deletes the variants its list leaves out.
   */
  function setFamily(shop: string, input: Json, existing: SandboxListing | undefined): SandboxListing {
    const status = String(input.status ?? existing?.attributes.status ?? 'ACTIVE');
    const options = optionsOf(input);
    const variants = input.variants as Json[];
    const quantityOf = (v: Json) => Number(v.inventoryQuantities?.[0]?.quantity ?? 0);
    const fields = {
      sku: `product:${input.handle}`, title: String(input.title).trim(), description: input.descriptionHtml ? String(input.descriptionHtml) : null,
      price: Math.min(...variants.map((v) => minor(v.price))), quantity: variants.reduce((n, v) => n + quantityOf(v), 0), status: listingStatus(status),
    };
    const attributes = { handle: input.handle, status, vendor: input.vendor ?? null, seo: input.seo ?? null, files: input.files ?? [], variesBy: options.map((o) => ({ name: o.name, values: o.values })) };
    const product = existing
      ? market.updateListing(existing, { ...fields, attributes: { ...existing.attributes, ...attributes } })
      : market.createListing(shop, { ...fields, currency: 'GBP', attributes });
    const held = new Map(variantsOf(market, product).map((l) => [l.sku, l]));
    const kept = new Set<SandboxListing>();
    for (const variant of variants) {
      const sku = String(variant.inventoryItem.sku);
      const variationValues = Object.fromEntries(options.map((o) => [o.name, String((variant.optionValues as Json[]).find((v) => v.optionName === o.name)!.name)]));
      const own = { sku, title: `${fields.title} - ${Object.values(variationValues).join(' / ')}`, description: fields.description, price: minor(variant.price), status: fields.status };
      const before = held.get(sku);
      if (before) {
        const quantity = quantityOf(variant);
        kept.add(market.updateListing(before, { ...own, ...(before.quantity === quantity ? {} : { quantity }), attributes: { ...before.attributes, variationValues, barcode: variant.barcode ?? null } }));
      } else {
        const made = market.createListing(shop, { ...own, quantity: quantityOf(variant), currency: 'GBP', attributes: { variationOf: product.id, variationValues, barcode: variant.barcode ?? null } });
        kept.add(market.updateListing(made, { attributes: { ...made.attributes, variantId: gid('ProductVariant', made.id), inventoryItemId: gid('InventoryItem', made.id) } }));
      }
    }
    for (const gone of held.values()) if (!kept.has(gone)) market.updateListing(gone, { status: 'ENDED' });
    return product;
  }

  return {
    shop: (shop) => ({ shop: { name: `Sandbox shop ${shop}`, myshopifyDomain: `${shop.replace(/^shop-/, '')}.myshopify.com`, currencyCode: 'GBP' } }),

    locations: () => ({ locations: { nodes: [{ id: LOCATION, name: 'Shop location', isActive: true }] } }),

    productSet(shop, variables) {
      const input = (variables.input ?? {}) as Json;
      const identifier = (variables.identifier ?? {}) as Json;
      let existing: SandboxListing | undefined;
      if (identifier.id) {
        existing = productOf(shop, identifier.id);
        if (!existing) return { productSet: { product: null, userErrors: [{ field: ['identifier', 'id'], message: 'Product does not exist', code: 'PRODUCT_DOES_NOT_EXIST' }] } };
      } else if (identifier.handle) {
        existing = market.listingsOf(shop).find((l) => l.status !== 'ENDED' && l.attributes.handle === identifier.handle);
      }
      const errors = productErrors(shop, input, existing);
      if (errors.length) return { productSet: { product: null, userErrors: errors } };
      if (isFamily(input)) {
        const listing = setFamily(shop, input, existing);
        return { productSet: { product: productJson(market, listing), userErrors: [] } };
      }
      const variant = input.variants[0] as Json;
      const status = String(input.status ?? existing?.attributes.status ?? 'ACTIVE');
      const fields = {
        sku: String(variant.inventoryItem.sku), title: String(input.title).trim(), description: input.descriptionHtml ? String(input.descriptionHtml) : null,
        price: minor(variant.price), quantity: Number(variant.inventoryQuantities?.[0]?.quantity ?? existing?.quantity ?? 0),
        status: listingStatus(status),
      };
      const attributes = { handle: input.handle, status, vendor: input.vendor ?? null, seo: input.seo ?? null, barcode: variant.barcode ?? null, files: input.files ?? [] };
      let listing: SandboxListing;
      if (existing) {
        listing = market.updateListing(existing, { ...fields, attributes: { ...existing.attributes, ...attributes } });
      } else {
        listing = market.createListing(shop, { ...fields, currency: 'GBP', attributes });
        market.updateListing(listing, { attributes: { ...listing.attributes, variantId: gid('ProductVariant', `${listing.id}1`), inventoryItemId: gid('InventoryItem', `${listing.id}2`) } });
      }
      listing.url = market.listingUrlFor(listing);
      return { productSet: { product: productJson(market, listing), userErrors: [] } };
    },

    product(shop, variables) {
      const listing = productOf(shop, variables.id);
      return { product: listing ? productJson(market, listing) : null };
    },

    productUpdate(shop, variables) {
      const input = (variables.product ?? {}) as Json;
      const listing = productOf(shop, input.id);
      if (!listing) return { productUpdate: { product: null, userErrors: [{ field: ['id'], message: 'Product does not exist' }] } };
      if (input.status !== undefined) {
        if (!['ACTIVE', 'DRAFT', 'ARCHIVED'].includes(String(input.status))) return { productUpdate: { product: null, userErrors: [{ field: ['status'], message: 'Status is not included in the list' }] } };
        // A product's variants sell while it does.
        for (const variant of variantsOf(market, listing)) market.updateListing(variant, { status: listingStatus(String(input.status)) });
        market.updateListing(listing, { status: listingStatus(String(input.status)), attributes: { ...listing.attributes, status: input.status } });
      }
      return { productUpdate: { product: { id: gid('Product', listing.id), status: listing.attributes.status }, userErrors: [] } };
    },

    productVariantsBulkUpdate(shop, variables) {
      const listing = productOf(shop, variables.productId);
      if (!listing) return { productVariantsBulkUpdate: { productVariants: null, userErrors: [{ field: ['productId'], message: 'Product does not exist', code: 'PRODUCT_DOES_NOT_EXIST' }] } };
      const variants = Array.isArray(variables.variants) ? variables.variants : [];
      const errors: UserError[] = [];
      // A family's variants are listings of their own; a single product is its own variant.
      const own = new Map((listing.attributes.variesBy ? variantsOf(market, listing) : [listing]).map((l) => [l.attributes.variantId, l]));
      const changes: Array<[SandboxListing, number]> = [];
      variants.forEach((v: Json, i: number) => {
        if (!own.has(v.id)) errors.push({ field: ['variants', String(i), 'id'], message: 'Product variant does not exist', code: 'PRODUCT_VARIANT_DOES_NOT_EXIST' });
        else if (v.price !== undefined && !/^\d+(\.\d{1,2})?$/.test(String(v.price))) errors.push({ field: ['variants', String(i), 'price'], message: 'Price must be greater than or equal to 0', code: 'INVALID' });
        else if (v.price !== undefined) changes.push([own.get(v.id)!, minor(v.price)]);
      });
      if (errors.length) return { productVariantsBulkUpdate: { productVariants: null, userErrors: errors } };
      for (const [variant, price] of changes) market.updateListing(variant, { price });
      return { productVariantsBulkUpdate: { productVariants: changes.map(([l]) => ({ id: l.attributes.variantId, price: amount(l.price) })), userErrors: [] } };
    },

    inventorySetQuantities(shop, variables) {
      const input = (variables.input ?? {}) as Json;
      const errors: UserError[] = [];
      if (!['available', 'on_hand'].includes(String(input.name))) errors.push({ field: ['input', 'name'], message: 'The quantity name must be either \'available\' or \'on_hand\'.', code: 'INVALID_NAME' });
      const quantities = Array.isArray(input.quantities) ? input.quantities : [];
      if (quantities.length > 250) errors.push({ field: ['input', 'quantities'], message: 'The input array size of 251 or more is greater than the maximum allowed of 250.', code: 'MAX_INPUT_SIZE_EXCEEDED' });
      // The shop's inventory items once for the call (a call names up to 250 of maybe thousands).
      const items = new Map<unknown, SandboxListing>();
      // (A family product holds no inventory itself: its variants do.)
      for (const listing of market.sellerListings(shop)) if (listing.status !== 'ENDED' && listing.attributes.inventoryItemId && !items.has(listing.attributes.inventoryItemId)) items.set(listing.attributes.inventoryItemId, listing);
      const changes: Array<[SandboxListing, number]> = [];
      quantities.forEach((q: Json, i: number) => {
        const listing = items.get(q.inventoryItemId);
        if (!listing) errors.push({ field: ['input', 'quantities', String(i), 'inventoryItemId'], message: 'The specified inventory item could not be found.', code: 'INVALID_INVENTORY_ITEM' });
        if (q.locationId !== LOCATION) errors.push({ field: ['input', 'quantities', String(i), 'locationId'], message: 'The specified location could not be found.', code: 'INVALID_LOCATION' });
        if (!Number.isInteger(q.quantity) || Math.abs(q.quantity) > MAX_QUANTITY) errors.push({ field: ['input', 'quantities', String(i), 'quantity'], message: `The quantity can't be higher than ${MAX_QUANTITY}.`, code: 'INVALID_QUANTITY_TOO_HIGH' });
        if (listing) changes.push([listing, q.quantity]);
      });
      if (errors.length) return { inventorySetQuantities: { inventoryAdjustmentGroup: null, userErrors: errors } };
      for (const [listing, quantity] of changes) market.updateListing(listing, { quantity });
      // A family product shows what its variants hold together.
      for (const product of new Set(changes.map(([l]) => l.attributes.variationOf).filter(Boolean))) {
        const family = market.listings.get(String(product));
        if (family) market.updateListing(family, { quantity: variantsOf(market, family).reduce((n, v) => n + v.quantity, 0) });
      }
      return { inventorySetQuantities: { inventoryAdjustmentGroup: { reason: String(input.reason ?? 'correction'), changes: changes.map(([l, q]) => ({ name: input.name, delta: q, item: { id: l.attributes.inventoryItemId } })) }, userErrors: [] } };
    },

    products(shop, variables) {
      const first = Math.min(Math.max(Number(variables.first) || 50, 1), 250);
      const after = decodeCursor(variables.after);
      if (after === undefined) return { errors: [{ message: 'Invalid cursor for current pagination sort.', extensions: { code: 'BAD_USER_INPUT' } }] };
      const status = /status:(\w+)/.exec(String(variables.query ?? ''))?.[1]?.toUpperCase();
      // A family's variants are the product's, not products of their own.
      const all = market.listingsOf(shop).filter((l) => !l.attributes.variationOf && (!status || l.attributes.status === status));
      const start = after === null ? 0 : all.findIndex((l) => l.id > String(after)) === -1 ? all.length : all.findIndex((l) => l.id > String(after));
      const page = all.slice(start, start + first);
      const hasNextPage = start + first < all.length;
      return {
        products: { pageInfo: { hasNextPage, endCursor: page.length ? encodeCursor(page[page.length - 1]!.id) : null }, nodes: page.map((l) => productJson(market, l)) },
      };
    },

    orders(shop, variables) {
      const first = Math.min(Math.max(Number(variables.first) || 50, 1), 250);
      const after = decodeCursor(variables.after) as [string, number] | null | undefined;
      if (after === undefined) return { errors: [{ message: 'Invalid cursor for current pagination sort.', extensions: { code: 'BAD_USER_INPUT' } }] };
      const since = updatedSince(variables.query);
      const key = (o: SandboxOrder): [string, number] => [o.updatedAt, o.seq];
      const later = (a: [string, number], b: [string, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
      const all = [...market.orders.values()]
        .filter((o) => o.sellerId === shop && (!since || (since.inclusive ? o.updatedAt >= since.at : o.updatedAt > since.at)))
        .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.seq - b.seq);
      const rest = after ? all.filter((o) => later(key(o), after)) : all;
      const page = rest.slice(0, first);
      return {
        orders: {
          pageInfo: { hasNextPage: rest.length > first, endCursor: page.length ? encodeCursor(key(page[page.length - 1]!)) : null },
          nodes: page.map((o) => orderJson(market, o, orderNumber(o))),
        },
      };
    },

    order(shop, variables) {
      const order = String(variables.id ?? '').startsWith('gid://shopify/Order/') ? market.orderOf(shop, tail(variables.id)) : undefined;
      return { order: order ? { ...orderJson(market, order, orderNumber(order)), fulfillmentOrders: { nodes: [fulfillmentOrderJson(order)] } } : null };
    },

    /**
     * refundCreate (shopify.dev/docs/api/admin-graphql/latest/mutations/refundCreate): RefundInput's `orderId` and
     * `transactions` (OrderTransactionInput: orderId, parentId of the SALE or CAPTURE being refunded, amount, gateway,
     * kind REFUND); answers RefundCreatePayload {refund, order, userErrors}. Refused as userErrors: an unknown order,
     * a parent that is not the order's successful payment, a kind other than REFUND, an amount that is not above 0
     * or is more than is left to refund. Shopify's exact userError wording for these could not be read from a stored
     * reference: the messages are this sandbox's.
     */
    refundCreate(shop, variables) {
      const input = (variables.input ?? {}) as Json;
      const refuse = (field: string[], message: string) => ({ refundCreate: { refund: null, order: null, userErrors: [{ field, message }] } });
      const order = String(input.orderId ?? '').startsWith('gid://shopify/Order/') ? market.orderOf(shop, tail(input.orderId)) : undefined;
      if (!order) return refuse(['orderId'], 'Order does not exist');
      const transactions: Json[] = Array.isArray(input.transactions) ? input.transactions : [];
      if (!transactions.length) return refuse(['transactions'], 'Transactions must be given to refund money');
      const sale = gid('OrderTransaction', `${order.id}0`);
      for (const [i, t] of transactions.entries()) {
        if (t.kind !== 'REFUND') return refuse(['transactions', String(i), 'kind'], 'Kind must be REFUND');
        if (order.status === 'UNPAID' || t.parentId !== sale) return refuse(['transactions', String(i), 'parentId'], 'Parent transaction is not a successful payment of this order');
        if (!(Number(t.amount) > 0)) return refuse(['transactions', String(i), 'amount'], 'Amount must be greater than 0');
      }
      const wanted = transactions.reduce((sum, t) => sum + Math.round(Number(t.amount) * 100), 0);
      const left = order.total - (order.refunds ?? []).reduce((sum, r) => sum + r.amount, 0);
      if (wanted > left) return refuse(['transactions', '0', 'amount'], `Amount ${amount(wanted)} is more than the ${amount(left)} ${order.currency} that can be refunded`);
      const refund = refundOrder(market, order, wanted);
      if (typeof refund === 'string') return refuse(['transactions', '0', 'amount'], refund);
      return { refundCreate: { refund: { id: gid('Refund', refund.id), createdAt: refund.at, totalRefundedSet: money(refund.amount, order.currency) }, order: { id: gid('Order', order.id) }, userErrors: [] } };
    },

    /**
     * orderCancel (shopify.dev/docs/api/admin-graphql/latest/mutations/orderCancel): orderId, reason
     * (OrderCancelReason), refund, restock; answers {job, orderCancelUserErrors}. A fulfilled order is refused.
     * A reason outside OrderCancelReason (shopify.dev/docs/api/admin-graphql/2024-04/enums/ordercancelreason:
     * CUSTOMER, DECLINED, FRAUD, INVENTORY, OTHER, STAFF) never reaches the mutation: GraphQL refuses the variable
     * with a top-level error, "Variable $reason of type OrderCancelReason! was provided invalid value" and the value
     * and its problem in `extensions` (the shape Shopify answers, as in Shopify/js-buy-sdk#728 and
     * inspireui/support#676 for an ID variable).
     */
    orderCancel(shop, variables) {
      const refuse = (field: string[], message: string, code: string) => ({ orderCancel: { job: null, orderCancelUserErrors: [{ field, message, code }] } });
      if (!ORDER_CANCEL_REASONS.includes(String(variables.reason))) {
        return { errors: [{ message: 'Variable $reason of type OrderCancelReason! was provided invalid value', locations: [{ line: 1, column: 40 }], extensions: { value: variables.reason ?? null, problems: [{ path: [], explanation: variables.reason == null ? 'Expected value to not be null' : `Expected "${String(variables.reason).slice(0, 40)}" to be one of: ${ORDER_CANCEL_REASONS.join(', ')}` }] } }] };
      }
      const order = String(variables.orderId ?? '').startsWith('gid://shopify/Order/') ? market.orderOf(shop, tail(variables.orderId)) : undefined;
      if (!order) return refuse(['orderId'], 'Order does not exist', 'NOT_FOUND');
      const cancelled = market.cancelOrder(order, 'SELLER', String(variables.reason));
      if (typeof cancelled === 'string') return refuse(['orderId'], `Cannot cancel the order: ${cancelled}`, 'INVALID');
      return { orderCancel: { job: { id: gid('Job', `${order.id}${order.seq}`), done: true }, orderCancelUserErrors: [] } };
    },

    fulfillmentCreate(shop, variables) {
      const input = (variables.fulfillment ?? {}) as Json;
      const groups = Array.isArray(input.lineItemsByFulfillmentOrder) ? input.lineItemsByFulfillmentOrder : [];
      const refuse = (field: string[], message: string) => ({ fulfillmentCreate: { fulfillment: null, userErrors: [{ field, message }] } });
      if (groups.length !== 1) return refuse(['fulfillment', 'lineItemsByFulfillmentOrder'], 'Name one fulfillment order');
      const order = String(groups[0].fulfillmentOrderId ?? '').startsWith('gid://shopify/FulfillmentOrder/') ? market.orderOf(shop, tail(groups[0].fulfillmentOrderId)) : undefined;
      if (!order) return refuse(['fulfillment', 'lineItemsByFulfillmentOrder', '0', 'fulfillmentOrderId'], 'Fulfillment order does not exist.');
      if (order.status === 'CANCELLED') return refuse(['fulfillment'], 'Fulfillment order is cancelled and cannot be fulfilled.');
      const shipped = shippedLineIds(order);
      const requested = Array.isArray(groups[0].fulfillmentOrderLineItems) && groups[0].fulfillmentOrderLineItems.length
        ? groups[0].fulfillmentOrderLineItems.map((l: Json) => ({ lineId: tail(l.id), quantity: Number(l.quantity) }))
        : order.lines.filter((l) => !shipped.has(l.lineId)).map((l) => ({ lineId: l.lineId, quantity: l.quantity }));
      for (const line of requested) {
        const held = order.lines.find((l) => l.lineId === line.lineId);
        if (!held) return refuse(['fulfillment', 'lineItemsByFulfillmentOrder', '0', 'fulfillmentOrderLineItems'], `Fulfillment order line item ${line.lineId} does not exist.`);
        if (shipped.has(line.lineId) || line.quantity > held.quantity || line.quantity < 1) return refuse(['fulfillment', 'lineItemsByFulfillmentOrder', '0', 'fulfillmentOrderLineItems'], 'Invalid fulfillment order line item quantity requested.');
      }
      const tracking = (input.trackingInfo ?? {}) as Json;
      const shipments = [...order.shipments, { carrier: String(tracking.company ?? 'Other'), trackingNumber: String(tracking.number ?? ''), shippedAt: new Date().toISOString(), lineIds: requested.map((l: { lineId: string }) => l.lineId) }];
      market.touchOrder(order, { shipments, status: order.lines.every((l) => shipments.some((s) => s.lineIds.includes(l.lineId))) ? 'SHIPPED' : order.status });
      return { fulfillmentCreate: { fulfillment: { id: gid('Fulfillment', `${order.id}${shipments.length}`), status: 'SUCCESS', trackingInfo: [{ company: tracking.company ?? null, number: tracking.number ?? null }] }, userErrors: [] } };
    },
  };
}

/** The operation's root fields: the names at the first level of its outermost selection set. */
export function rootFields(query: string): string[] {
  const body = query.replace(/#[^\n]*/g, '');
  const fields: string[] = [];
  let depth = 0;
  let parens = 0;
  let expectName = false;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (ch === '(') parens += 1;
    else if (ch === ')') parens -= 1;
    else if (parens > 0) continue;
    else if (ch === '{') { depth += 1; expectName = depth === 1; }
    else if (ch === '}') { depth -= 1; expectName = depth === 1; }
    else if (depth === 1 && /[A-Za-z_]/.test(ch)) {
      const word = /^\w+/.exec(body.slice(i))![0];
      // `alias: field` names the field after the colon.
      const aliased = /^\s*:/.test(body.slice(i + word.length));
      if (expectName && !aliased) fields.push(word);
      expectName = aliased;
      i += word.length - 1;
    }
  }
  return fields;
}

function routes(router: Router, market: SandboxMarketplace): void {
  const bucket = new CostBucket();
  const ops = { ...operations(market), ...Object.fromEntries([...extraOperations].map(([field, make]) => [field, make(market)])) };

  // The install's consent page (on the real shop: https://<shop>/admin/oauth/authorize): grants at once and
  // redirects with the code and Shopify's HMAC signature of the query.
  router.get('/admin/oauth/authorize', (ctx) => {
    const redirect = typeof ctx.query.redirect_uri === 'string' ? ctx.query.redirect_uri : '';
    const shop = typeof ctx.query.shop === 'string' ? ctx.query.shop : '';
    // Only to the app's allowed redirection URLs (shopify.dev, "Implement authorization code grant manually").
    const refused = refusedRedirect('SHOPIFY', redirect, registeredOrigins(`${ctx.protocol}://${ctx.host}`, ctx.state.sandboxCallbackOrigins));
    if (refused) return void ((ctx.status = 400), (ctx.body = invalidRedirectBody(refused)));
    if (!/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(shop)) return void ((ctx.status = 400), (ctx.body = { error: 'shop: the shop\'s myshopify.com domain is required' }));
    const params: Record<string, string> = {
      code: market.issueCode(`shop-${shop.replace(/\.myshopify\.com$/, '')}`),
      host: Buffer.from(`admin.shopify.com/store/${shop.replace(/\.myshopify\.com$/, '')}`).toString('base64url'),
      shop, timestamp: String(Math.floor(Date.now() / 1000)),
      ...(typeof ctx.query.state === 'string' ? { state: ctx.query.state } : {}),
    };
    const message = Object.keys(params).sort().map((k) => `${k}=${params[k]}`).join('&');
    const target = new URL(redirect);
    for (const [key, value] of Object.entries({ ...params, hmac: createHmac('sha256', appSecret()).update(message).digest('hex') })) target.searchParams.set(key, value);
    ctx.redirect(target.toString());
  });

  router.post('/admin/oauth/access_token', (ctx) => {
    const body = (ctx.request.body ?? {}) as Json;
    if (!body.client_id || body.client_secret !== appSecret()) {
      ctx.status = 401;
      ctx.body = { error: 'invalid_client', error_description: 'Client authentication failed: the client_id or client_secret is wrong' };
      return;
    }
    const issued = body.grant_type === 'refresh_token' ? market.refresh(String(body.refresh_token ?? '')) : market.redeemCode(String(body.code ?? ''));
    if (!issued) {
      ctx.status = 400;
      ctx.body = { error: 'invalid_grant', error_description: body.grant_type === 'refresh_token' ? 'The refresh token is invalid or was revoked' : 'The authorization code was not found or was already used' };
      return;
    }
    ctx.body = { access_token: issued.accessToken, scope: 'read_orders,write_orders,read_products,write_products,read_inventory,write_inventory,read_locations,read_merchant_managed_fulfillment_orders,write_merchant_managed_fulfillment_orders,read_shopify_payments_payouts', expires_in: issued.expiresIn, refresh_token: issued.refreshToken, refresh_token_expires_in: 90 * 86_400 };
  });

  router.post('/admin/api/:version/graphql.json', (ctx) => {
    if (!/^\d{4}-(01|04|07|10)$/.test(ctx.params.version!)) {
      ctx.status = 404;
      ctx.body = { errors: 'Not Found' };
      return;
    }
    const shop = shopOf(ctx, market);
    if (!shop) return;
    const body = (ctx.request.body ?? {}) as Json;
    const throttle = bucket.take(shop);
    if (!throttle.ok) {
      ctx.body = { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }], extensions: { cost: throttle.cost } };
      return;
    }
    const fields = typeof body.query === 'string' ? rootFields(body.query) : [];
    const unknown = fields.find((field) => !ops[field]);
    if (!fields.length || unknown) {
      ctx.body = { errors: [{ message: unknown ? `Field '${unknown}' doesn't exist on type 'QueryRoot'` : 'Parse error: a query is required', extensions: { code: unknown ? 'undefinedField' : 'parseError' } }] };
      return;
    }
    const data: Json = {};
    for (const field of fields) {
      const answer = ops[field]!(shop, (body.variables ?? {}) as Json);
      if ('errors' in answer && Array.isArray(answer.errors)) {
        ctx.body = { errors: answer.errors, extensions: { cost: throttle.cost } };
        return;
      }
      data[field] = answer[field];
    }
    ctx.body = { data, extensions: { cost: throttle.cost } };
  });
}

registerSandboxModule({
  type: 'SHOPIFY',
  configure(market) {
    market.orderIdFor = (n) => String(5_800_000_000 + n);
    market.listingUrlFor = (listing) => `https://${listing.sellerId.replace(/^shop-/, '')}.myshopify.com/products/${listing.attributes.handle ?? listing.id}`;
  },
  routes,
});
