/**
 * eBay in the sandbox: the OAuth token endpoint, the Sell Inventory API's inventory items, offers (publish,
 * withdraw) and bulk price/quantity update, and the Sell Fulfillment API's orders and shipping fulfillments, in
 * eBay's JSON shapes and error format (`errors[]` with errorId, domain, category, message, parameters). It checks
 * what eBay checks first: a title over 80 characters, a missing or unknown category, a price that is not above 0.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxListing, SandboxMarketplace, SandboxOrder } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';

type Json = Record<string, any>;
const value = (minor: number) => (minor / 100).toFixed(2);
const minor = (v: unknown) => Math.round(Number(v) * 100);

export function ebayError(ctx: Context, status: number, errorId: number, message: string, field?: string, domain = 'API_INVENTORY'): void {
  ctx.status = status;
  ctx.body = { errors: [{ errorId, domain, category: 'REQUEST', message, ...(field ? { parameters: [{ name: 'field', value: field }] } : {}) }] };
}

export function seller(ctx: Context, market: SandboxMarketplace): string | undefined {
  const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
  const check = market.checkToken(token);
  if (check.ok) return check.sellerId;
  ctx.status = 401;
  ctx.body = { errors: [{ errorId: 1001, domain: 'OAuth', category: 'REQUEST', message: 'Invalid access token', longMessage: `Invalid access token (${check.reason}). Check the value of the Authorization HTTP request header.` }] };
  return undefined;
}

const offerOf = (listing: SandboxListing): Json => (listing.attributes.offer ?? null) as Json;

function offerJson(listing: SandboxListing): Json {
  const offer = offerOf(listing);
  return {
    offerId: offer.offerId, sku: listing.sku, marketplaceId: offer.marketplaceId, format: offer.format, categoryId: offer.categoryId,
    availableQuantity: listing.quantity, pricingSummary: { price: { value: value(listing.price), currency: listing.currency } },
    status: listing.status === 'ACTIVE' ? 'PUBLISHED' : 'UNPUBLISHED',
    ...(listing.status === 'ACTIVE' ? { listing: { listingId: listing.id, listingStatus: 'ACTIVE' } } : {}),
  };
}

function orderJson(order: SandboxOrder): Json {
  const a = order.shippingAddress;
  const amount = (m: number) => ({ value: value(m), currency: order.currency });
  return {
    orderId: order.id, creationDate: order.createdAt, lastModifiedDate: order.updatedAt,
    orderPaymentStatus: order.status === 'UNPAID' ? 'PENDING' : 'PAID',
    orderFulfillmentStatus: order.status === 'SHIPPED' ? 'FULFILLED' : order.shipments.length ? 'IN_PROGRESS' : 'NOT_STARTED',
    cancelStatus: { cancelState: order.status === 'CANCELLED' ? 'CANCELED' : 'NONE_REQUESTED' },
    buyer: { username: order.buyer.email.split('@')[0], buyerRegistrationAddress: { fullName: order.buyer.name, email: order.buyer.email } },
    pricingSummary: { total: amount(order.total), deliveryCost: amount(order.shippingPrice), priceSubtotal: amount(order.total - order.shippingPrice) },
    lineItems: order.lines.map((l) => ({ lineItemId: l.lineId, legacyItemId: l.listingId, sku: l.sku, title: l.title, quantity: l.quantity, lineItemCost: amount(l.unitPrice * l.quantity) })),
    fulfillmentStartInstructions: [{ shippingStep: { shipTo: { fullName: a.name, email: order.buyer.email, contactAddress: { addressLine1: a.line1, ...(a.line2 ? { addressLine2: a.line2 } : {}), city: a.city, postalCode: a.postcode, countryCode: a.country } } } }],
    fulfillmentHrefs: order.shipments.map((s) => `/sell/fulfillment/v1/order/${order.id}/shipping_fulfillment/${s.trackingNumber}`),
  };
}

function routes(router: Router, market: SandboxMarketplace): void {
  let offers = 0;
  const byOffer = (sellerId: string, offerId: string) => market.listingsOf(sellerId).find((l) => offerOf(l)?.offerId === offerId && l.status !== 'ENDED');

  router.post('/identity/v1/oauth2/token', (ctx) => {
    if (!/^Basic /.test(ctx.get('authorization'))) {
      ctx.status = 401;
      ctx.body = { error: 'invalid_client', error_description: 'client authentication failed' };
      return;
    }
    const form = (ctx.request.body ?? {}) as Json;
    const issued = form.grant_type === 'authorization_code' ? market.redeemCode(String(form.code ?? ''))
      : form.grant_type === 'refresh_token' ? market.refresh(String(form.refresh_token ?? '')) : null;
    if (!issued) {
      ctx.status = 400;
      ctx.body = { error: 'invalid_grant', error_description: 'the provided authorization grant code or refresh token is invalid or was issued to another client' };
      return;
    }
    ctx.body = { access_token: issued.accessToken, expires_in: issued.expiresIn, token_type: 'User Access Token', ...(form.grant_type === 'authorization_code' ? { refresh_token: issued.refreshToken, refresh_token_expires_in: 47_304_000 } : {}) };
  });

  router.put('/sell/inventory/v1/inventory_item/:sku', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const body = (ctx.request.body ?? {}) as Json;
    const title = String(body.product?.title ?? '');
    if (!title) return ebayError(ctx, 400, 25002, 'A user error has occurred. The title is missing.', 'product.title');
    if (title.length > 80) return ebayError(ctx, 400, 25002, `A user error has occurred. The title may not be longer than 80 characters (it has ${title.length}).`, 'product.title');
    const quantity = Number(body.availability?.shipToLocationAvailability?.quantity ?? 0);
    if (!Number.isInteger(quantity) || quantity < 0) return ebayError(ctx, 400, 25002, 'A user error has occurred. The quantity must be 0 or more.', 'availability.shipToLocationAvailability.quantity');
    const existing = market.listingBySku(id, ctx.params.sku!);
    const fields = { title, description: body.product?.description ?? null, quantity };
    if (existing) market.updateListing(existing, { ...fields, attributes: { ...existing.attributes, item: body } });
    else market.createListing(id, { sku: ctx.params.sku!, ...fields, price: 0, currency: 'GBP', status: 'INACTIVE', attributes: { item: body } });
    ctx.status = 204;
  });

  router.get('/sell/inventory/v1/inventory_item', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const limit = Math.min(Math.max(Number(ctx.query.limit) || 25, 1), 200);
    const offset = Math.max(Number(ctx.query.offset) || 0, 0);
    const all = market.listingsOf(id).filter((l) => l.status !== 'ENDED');
    const page = all.slice(offset, offset + limit);
    ctx.body = {
      total: all.length, limit, offset, size: page.length,
      ...(offset + limit < all.length ? { next: `/sell/inventory/v1/inventory_item?limit=${limit}&offset=${offset + limit}` } : {}),
      inventoryItems: page.map((l) => ({ sku: l.sku, product: { title: l.title, description: l.description }, availability: { shipToLocationAvailability: { quantity: l.quantity } }, condition: (l.attributes.item as Json)?.condition })),
    };
  });

  router.get('/sell/inventory/v1/offer', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = market.listingBySku(id, String(ctx.query.sku ?? ''));
    const found = listing && offerOf(listing) ? [offerJson(listing)] : [];
    if (!found.length) return ebayError(ctx, 404, 25713, 'This Offer is not available.', 'sku');
    ctx.body = { total: found.length, offers: found };
  });

  const checkOffer = (ctx: Context, body: Json): boolean => {
    const price = body.pricingSummary?.price ?? body.pricingSummary?.auctionStartPrice;
    if (!price || minor(price.value) <= 0) { ebayError(ctx, 400, 25709, 'Invalid value for price. The price must be greater than 0.', 'pricingSummary.price'); return false; }
    return true;
  };

  router.post('/sell/inventory/v1/offer', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const body = (ctx.request.body ?? {}) as Json;
    const listing = market.listingBySku(id, String(body.sku ?? ''));
    if (!listing) return ebayError(ctx, 400, 25702, `The SKU ${body.sku} is not available in the system.`, 'sku');
    if (offerOf(listing)) return ebayError(ctx, 400, 25002, 'A user error has occurred. Offer entity already exists.', 'sku');
    if (!checkOffer(ctx, body)) return;
    const price = body.pricingSummary.price ?? body.pricingSummary.auctionStartPrice;
    const offerId = String(7_000_000_000 + ++offers + market.listings.size * 1000);
    market.updateListing(listing, { price: minor(price.value), currency: String(price.currency), attributes: { ...listing.attributes, offer: { offerId, marketplaceId: body.marketplaceId, format: body.format, categoryId: body.categoryId } } });
    ctx.status = 201;
    ctx.body = { offerId };
  });

  router.put('/sell/inventory/v1/offer/:offerId', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = byOffer(id, ctx.params.offerId!);
    if (!listing) return ebayError(ctx, 404, 25713, 'This Offer is not available.', 'offerId');
    const body = (ctx.request.body ?? {}) as Json;
    if (!checkOffer(ctx, body)) return;
    const price = body.pricingSummary.price ?? body.pricingSummary.auctionStartPrice;
    market.updateListing(listing, { price: minor(price.value), currency: String(price.currency), attributes: { ...listing.attributes, offer: { ...offerOf(listing), format: body.format, categoryId: body.categoryId } } });
    ctx.status = 204;
  });

  router.post('/sell/inventory/v1/offer/:offerId/publish', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = byOffer(id, ctx.params.offerId!);
    if (!listing) return ebayError(ctx, 404, 25713, 'This Offer is not available.', 'offerId');
    const category = String(offerOf(listing).categoryId ?? '');
    if (!/^\d{1,10}$/.test(category)) return ebayError(ctx, 400, 25005, 'The category ID is missing or invalid: choose a leaf category of the marketplace.', 'categoryId');
    market.updateListing(listing, { status: 'ACTIVE' });
    const warnings = listing.description && listing.description.length >= 50 ? [] : [{ errorId: 25025, message: 'The description is short: listings with a fuller description sell better.' }];
    ctx.body = { listingId: listing.id, warnings };
  });

  router.post('/sell/inventory/v1/offer/:offerId/withdraw', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = byOffer(id, ctx.params.offerId!);
    if (!listing) return ebayError(ctx, 404, 25713, 'This Offer is not available.', 'offerId');
    market.updateListing(listing, { status: 'ENDED' });
    ctx.body = { listingId: listing.id };
  });

  router.post('/sell/inventory/v1/bulk_update_price_quantity', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const requests = ((ctx.request.body ?? {}) as Json).requests;
    if (!Array.isArray(requests) || requests.length < 1 || requests.length > 25) return ebayError(ctx, 400, 25002, 'A user error has occurred. Send 1 to 25 requests.', 'requests');
    ctx.body = {
      responses: requests.map((request: Json) => {
        const listing = market.listingBySku(id, String(request.sku ?? ''));
        if (!listing) return { statusCode: 404, sku: request.sku, errors: [{ errorId: 25702, message: `The SKU ${request.sku} is not available in the system.` }] };
        const change: Partial<SandboxListing> = {};
        const quantity = request.shipToLocationAvailability?.quantity ?? request.offers?.[0]?.availableQuantity;
        if (quantity !== undefined) {
          if (!Number.isInteger(quantity) || quantity < 0) return { statusCode: 400, sku: request.sku, errors: [{ errorId: 25002, message: 'The quantity must be 0 or more.', parameters: [{ name: 'field', value: 'availableQuantity' }] }] };
          change.quantity = quantity;
        }
        const price = request.offers?.[0]?.price;
        if (price) {
          if (minor(price.value) <= 0) return { statusCode: 400, sku: request.sku, errors: [{ errorId: 25709, message: 'Invalid value for price.', parameters: [{ name: 'field', value: 'price' }] }] };
          change.price = minor(price.value);
        }
        market.updateListing(listing, change);
        return { statusCode: 200, sku: request.sku, offerId: offerOf(listing)?.offerId };
      }),
    };
  });

  router.get('/sell/fulfillment/v1/order', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const since = /lastmodifieddate:\[([^.\]]+(?:\.\d+)?Z?)\.\.\]/.exec(String(ctx.query.filter ?? ''))?.[1];
    const limit = Math.min(Math.max(Number(ctx.query.limit) || 50, 1), 200);
    const offset = Math.max(Number(ctx.query.offset) || 0, 0);
    const all = [...market.orders.values()].filter((o) => o.sellerId === id && (!since || o.updatedAt >= since)).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.seq - b.seq);
    const page = all.slice(offset, offset + limit);
    ctx.body = {
      total: all.length, limit, offset, orders: page.map(orderJson),
      ...(offset + limit < all.length ? { next: `/sell/fulfillment/v1/order?filter=${encodeURIComponent(String(ctx.query.filter ?? ''))}&limit=${limit}&offset=${offset + limit}` } : {}),
    };
  });

  router.post('/sell/fulfillment/v1/order/:orderId/shipping_fulfillment', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const order = market.orderOf(id, ctx.params.orderId!);
    if (!order) return ebayError(ctx, 404, 32100, 'Invalid order ID', 'orderId', 'API_FULFILLMENT');
    const body = (ctx.request.body ?? {}) as Json;
    if (!body.trackingNumber) return ebayError(ctx, 400, 32210, 'Invalid tracking number', 'trackingNumber', 'API_FULFILLMENT');
    if (!body.shippingCarrierCode) return ebayError(ctx, 400, 32200, 'Invalid shipping carrier code', 'shippingCarrierCode', 'API_FULFILLMENT');
    const lineIds: string[] = Array.isArray(body.lineItems) && body.lineItems.length ? body.lineItems.map((l: Json) => String(l.lineItemId)) : order.lines.map((l) => l.lineId);
    const unknown = lineIds.filter((lineId) => !order.lines.some((l) => l.lineId === lineId));
    if (unknown.length) return ebayError(ctx, 400, 32110, `Invalid line item id ${unknown.join(', ')}`, 'lineItems.lineItemId', 'API_FULFILLMENT');
    if (!order.shipments.some((s) => s.trackingNumber === body.trackingNumber)) {
      const shipments = [...order.shipments, { carrier: String(body.shippingCarrierCode), trackingNumber: String(body.trackingNumber), shippedAt: String(body.shippedDate ?? new Date().toISOString()), lineIds }];
      market.touchOrder(order, { shipments, status: order.lines.every((l) => shipments.some((s) => s.lineIds.includes(l.lineId))) ? 'SHIPPED' : order.status });
    }
    ctx.status = 201;
    ctx.set('Location', `/sell/fulfillment/v1/order/${order.id}/shipping_fulfillment/${body.trackingNumber}`);
  });
}

registerSandboxModule({
  type: 'EBAY',
  configure(market) {
    market.orderIdFor = (n) => `12-${String(10000 + n).padStart(5, '0')}-${String((n * 7919) % 100000).padStart(5, '0')}`;
    market.listingUrlFor = (listing) => `https://www.ebay.co.uk/itm/${listing.id}`;
  },
  routes,
});
