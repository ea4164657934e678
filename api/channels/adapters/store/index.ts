/**
 * The web store adapter. Sellyard's own web store is a storefront hosted apart from the back-office (at the
 * channel's `shop_domain`), fed through the Sellyard Storefront API v1, a small JSON API of our own design:
 *
 *   auth         Authorization: Bearer <api_token> (credentials `api_token`; tokens do not expire)
 *   GET    /api/v1/shop                          the shop the token belongs to (connection check)
 *   PUT    /api/v1/products/{sku}                create or replace a product page: {title, description,
 *                                                price: {amount: "12.50", currency}, inventory, slug, visible};
 *                                                a product with variants (after Shopify's options and variants)
 *                                                adds options: [{name, values}] (1 to 3) and variants: [{sku,
 *                                                title, price, inventory, barcode, option_values: [{name,
 *                                                value}]}] (1 to 250, a value of each option, no two alike, SKUs
 *                                                the shop's own), and has no inventory of its own; variants are
 *                                                kept by SKU on a replace, and one no longer sent is taken down.
 *                                                Answers {product: {id, …, options, variants: [{id, sku, …}]}}
 *   PATCH  /api/v1/products/{sku}                change {inventory} or {price}
 *   PATCH  /api/v1/variants/{sku}                change a variant's {inventory} or {price}
 *   POST   /api/v1/products/inventory            many inventories at once: {items: [{sku, inventory}]} (1 to 250),
 *                                                each answered on its own: {results: [{sku, status: updated |
 *                                                not_found | invalid, errors}]}, in the order sent; a variant is
 *                                                named by its SKU, a product with variants is not stocked itself
 *   DELETE /api/v1/products/{sku}                take the page down (archived), with its variants
 *   GET    /api/v1/products?cursor=&limit=       the shop's product pages, {products, next_cursor}, each with
 *                                                its options and variants
 *   order lines                                  {id, sku, title, quantity, price, product_id, variant_id}: a
 *                                                variant's line has the variant's SKU and id
 *   GET    /api/v1/orders?cursor=&limit=         orders created or changed after the cursor, oldest change first:
 *                                                {orders, next_cursor, has_more}
 *   POST   /api/v1/orders/{id}/acknowledge       the back-office has taken the order in
 *   POST   /api/v1/orders/acknowledge            the same for {order_ids: […]} (1 to 250): {acknowledged, not_found}
 *   POST   /api/v1/orders/{id}/fulfillments      {carrier, tracking_number, shipped_at, lines: [{line_id, quantity}]}
 *   errors       422 {errors: [{field, code, message}]}; 401 {errors: [{code: "unauthorized", message}]}
 *
 * Amounts are decimal strings in major units, as storefront checkouts show them.
 */
import { ChannelError } from '../../errors.ts';
import { registerAdapter } from '../../registry.ts';
import type { AdapterContext, BulkOutcome, ChannelAdapter, ChannelOrder, ExistingListing, HttpResponse, ListingPayload, ListingRef, Page } from '../../types.ts';

/** The Storefront API's largest page (orders and products). */
const PAGE_SIZE = 250;

/** "12.50" from 1250 (currencies with two decimals; the store sells in the account's currencies). */
export const toAmount = (minor: number): string => (minor / 100).toFixed(2);
export const fromAmount = (amount: string | number): number => Math.round(Number(amount) * 100);

function auth(ctx: AdapterContext): Record<string, string> {
  const token = ctx.credentials.api_token;
  if (!token) throw new ChannelError('auth', 'the web store has no API token: enter the token from the store\'s admin on the channel');
  return { authorization: `Bearer ${token}` };
}

/** The store's 422 body, field by field. */
function readErrors(response: HttpResponse): Error | undefined {
  const errors = (response.body as { errors?: Array<{ field?: string; code?: string; message?: string }> } | null)?.errors;
  if (response.status !== 422 || !Array.isArray(errors)) return undefined;
  return new ChannelError('validation', errors.map((e) => e.message).join('; '), {
    status: 422,
    fields: errors.map((e) => ({ field: e.field ?? null, code: String(e.code ?? 'invalid'), message: String(e.message ?? 'is invalid') })),
  });
}

function productBody(listing: ListingPayload): Record<string, unknown> {
  const fields = listing.channelFields;
  return {
    title: listing.title,
    description: listing.description ?? '',
    price: { amount: toAmount(listing.price), currency: listing.currency },
    inventory: listing.quantity,
    slug: typeof fields.slug === 'string' ? fields.slug : undefined,
    visible: fields.visible !== false,
    category_ids: Array.isArray(fields.category_ids) ? fields.category_ids : [],
    barcode: listing.product.barcode,
    images: listing.product.imageUrls,
    // A family: one product, its options from what the family varies by, a variant per Sellyard variant.
    ...(listing.variations?.length ? {
      inventory: undefined,
      options: (listing.variesBy ?? []).map((axis) => ({ name: axis.name, values: axis.values })),
      variants: listing.variations.map((v) => ({
        sku: v.sku, title: v.title, price: { amount: toAmount(v.price), currency: listing.currency }, inventory: v.quantity, barcode: v.barcode,
        option_values: v.values.map((x) => ({ name: x.name, value: x.value })),
      })),
    } : {}),
  };
}

interface StoreVariant { id: string; sku: string; title: string; price: { amount: string; currency: string }; inventory: number; barcode: string | null; option_values: Array<{ name: string; value: string }> }
interface StoreProduct { id: string; sku: string; title: string; price: { amount: string; currency: string }; inventory: number; status: string; url: string | null; slug?: string; options?: Array<{ name: string; values: string[] }>; variants?: StoreVariant[] }

/** What publish keeps: each variant's id by SKU (a family). */
const keptOf = (product: StoreProduct) => (product.variants?.length ? { variations: Object.fromEntries(product.variants.map((v) => [v.sku, { variant_id: String(v.id) }])) } : undefined);

/** A variation's own endpoint; a single product's page. */
const pathOf = (ref: ListingRef) => (ref.variation ? `/api/v1/variants/${encodeURIComponent(ref.sku)}` : `/api/v1/products/${encodeURIComponent(ref.sku)}`);

interface StoreOrder {
  id: string; created_at: string; financial_status: 'paid' | 'pending'; status: 'open' | 'cancelled' | 'fulfilled';
  currency: string; customer: { name: string; email: string | null };
  shipping_address: { name: string; address1: string; address2: string | null; city: string; province: string | null; zip: string; country_code: string; phone: string | null };
  line_items: Array<{ id: string; sku: string; title: string; quantity: number; price: string; product_id: string; variant_id?: string | null }>;
  shipping_price: string; total_price: string; order_status_url: string | null;
}

export function orderFromStore(order: StoreOrder): ChannelOrder {
  return {
    orderRef: order.id,
    placedAt: order.created_at,
    paid: order.financial_status === 'paid',
    cancelled: order.status === 'cancelled',
    currency: order.currency,
    buyer: { name: order.customer.name, email: order.customer.email },
    shippingAddress: {
      name: order.shipping_address.name, line1: order.shipping_address.address1, line2: order.shipping_address.address2,
      city: order.shipping_address.city, region: order.shipping_address.province, postcode: order.shipping_address.zip,
      country: order.shipping_address.country_code, phone: order.shipping_address.phone,
    },
    lines: order.line_items.map((line) => ({ lineRef: line.id, sku: line.sku, title: line.title, quantity: line.quantity, unitPrice: fromAmount(line.price), externalListingId: line.product_id })),
    shippingPrice: fromAmount(order.shipping_price),
    total: fromAmount(order.total_price),
    url: order.order_status_url,
  };
}

export const storeAdapter: ChannelAdapter = {
  type: 'STORE',
  variations: true,
  liveBaseUrl: (channel) => {
    if (!channel.shopDomain) throw new ChannelError('permanent', 'the web store channel has no shop domain: set it on the channel');
    return `https://${channel.shopDomain}`;
  },
  async refreshCredentials() {
    return null;
  },
  async checkConnection(ctx) {
    await ctx.http.send({ method: 'GET', url: '/api/v1/shop', headers: auth(ctx) });
  },
  async publishListing(ctx, listing) {
    const { body } = await ctx.http.send({ method: 'PUT', url: `/api/v1/products/${encodeURIComponent(listing.sku)}`, headers: auth(ctx), json: productBody(listing) }, readErrors);
    const extra = keptOf(body.product as StoreProduct);
    return { externalId: String(body.product.id), url: body.product.url ?? null, ...(extra ? { extra } : {}) };
  },
  async reviseListing(ctx, listing) {
    const { body } = await ctx.http.send({ method: 'PUT', url: `/api/v1/products/${encodeURIComponent(listing.sku)}`, headers: auth(ctx), json: productBody(listing) }, readErrors);
    return { externalId: String(body.product.id), url: body.product.url ?? null };
  },
  async endListing(ctx, ref) {
    try {
      await ctx.http.send({ method: 'DELETE', url: `/api/v1/products/${encodeURIComponent(ref.sku)}`, headers: auth(ctx) }, readErrors);
    } catch (error) {
      // Already gone is what we wanted.
      if (!(error instanceof ChannelError && error.status === 404)) throw error;
    }
  },
  async setQuantity(ctx, ref, quantity) {
    await ctx.http.send({ method: 'PATCH', url: pathOf(ref), headers: auth(ctx), json: { inventory: quantity } }, readErrors);
  },
  quantityBatchSize: PAGE_SIZE,
  async setQuantities(ctx, updates): Promise<BulkOutcome> {
    const { body } = await ctx.http.send({ method: 'POST', url: '/api/v1/products/inventory', headers: auth(ctx), json: { items: updates.map((u) => ({ sku: u.ref.sku, inventory: u.quantity })) } }, readErrors);
    const results = (body?.results ?? []) as Array<{ sku: string; status: string; errors?: Array<{ field?: string; code?: string; message?: string }> }>;
    const refused: BulkOutcome['refused'] = [];
    updates.forEach((update, index) => {
      const result = results[index];
      if (result?.status === 'updated') return;
      const errors = result?.errors ?? [{ code: 'missing', message: 'The store answered nothing for this product' }];
      refused.push({
        index,
        error: new ChannelError(result?.status === 'not_found' ? 'permanent' : 'validation', errors.map((e) => e.message).join('; '), {
          status: result?.status === 'not_found' ? 404 : 422,
          fields: errors.map((e) => ({ field: e.field ?? null, code: String(e.code ?? 'invalid'), message: String(e.message ?? 'is invalid') })),
        }),
      });
    });
    return { refused };
  },
  async setPrice(ctx, ref, price, currency) {
    await ctx.http.send({ method: 'PATCH', url: pathOf(ref), headers: auth(ctx), json: { price: { amount: toAmount(price), currency } } }, readErrors);
  },
  async fetchOrders(ctx, cursor): Promise<Page<ChannelOrder>> {
    const { body } = await ctx.http.send({ method: 'GET', url: '/api/v1/orders', headers: auth(ctx), query: { cursor: cursor ?? undefined, limit: PAGE_SIZE } });
    return { items: (body.orders as StoreOrder[]).map(orderFromStore), cursor: body.next_cursor ?? cursor, more: body.has_more === true };
  },
  async acknowledgeOrder(ctx, orderRef) {
    await ctx.http.send({ method: 'POST', url: `/api/v1/orders/${encodeURIComponent(orderRef)}/acknowledge`, headers: auth(ctx) });
  },
  async acknowledgeOrders(ctx, orderRefs) {
    for (let i = 0; i < orderRefs.length; i += PAGE_SIZE) {
      await ctx.http.send({ method: 'POST', url: '/api/v1/orders/acknowledge', headers: auth(ctx), json: { order_ids: orderRefs.slice(i, i + PAGE_SIZE) } }, readErrors);
    }
  },
  async sendShipment(ctx, shipment) {
    await ctx.http.send({
      method: 'POST', url: `/api/v1/orders/${encodeURIComponent(shipment.orderRef)}/fulfillments`, headers: auth(ctx),
      json: { carrier: shipment.carrier, tracking_number: shipment.trackingNumber, shipped_at: shipment.shippedAt, lines: shipment.lines.map((l) => ({ line_id: l.lineRef, quantity: l.quantity })) },
    }, readErrors);
  },
  async fetchListings(ctx, cursor): Promise<Page<ExistingListing>> {
    const { body } = await ctx.http.send({ method: 'GET', url: '/api/v1/products', headers: auth(ctx), query: { cursor: cursor ?? undefined, limit: PAGE_SIZE } });
    const items = (body.products as Array<{ id: string; sku: string; title: string; price: { amount: string; currency: string }; inventory: number; status: string; url: string | null }>).map((p): ExistingListing => ({
      externalId: String(p.id), sku: p.sku, title: p.title, price: fromAmount(p.price.amount), currency: p.price.currency, quantity: p.inventory,
      status: p.status === 'archived' ? 'ENDED' : p.inventory > 0 ? 'ACTIVE' : 'OUT_OF_STOCK', url: p.url,
    }));
    return { items, cursor: body.next_cursor ?? null, more: Boolean(body.next_cursor) };
  },
};

registerAdapter(storeAdapter);
