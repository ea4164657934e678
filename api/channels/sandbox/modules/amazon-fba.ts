/**
 * Amazon's own warehouses in the sandbox (Fulfilment by Amazon): the FBA Inventory API v1's getInventorySummaries
 * and the Fulfillment Outbound API 2020-07-01's createFulfillmentOrder and getFulfillmentOrder (Multi-Channel
 * Fulfilment), in SP-API's shapes and `errors[]` envelope.
 *
 * FBA stock: a listing whose `fulfillment_availability` names Amazon's network (AMAZON_EU…) is FBA; its quantity is
 * what Amazon holds, fulfillable now (a new FBA listing starts with FBA_START units, as if its inbound shipment had
 * been received; `POST _control/fba-inventory {sku, quantity, seller?}` sets it). Buyers' orders of it are Amazon's
 * to ship (amazon.ts answers them FulfillmentChannel AFN, shipped), and a fulfilment order takes its units.
 *
 * What it refuses, as the references say (developer-docs.amazon.com/sp-api/docs/fba-inventory-api-v1-reference,
 * …/fulfillment-outbound-api-v2020-07-01-reference):
 *   getInventorySummaries  granularityType other than Marketplace; granularityId or marketplaceIds missing or not
 *                          the same marketplace (InvalidInput)
 *   createFulfillmentOrder sellerFulfillmentOrderId missing or over 40 characters; displayableOrderId missing or over
 *                          40; displayableOrderDate not an ISO 8601 date; displayableOrderComment missing or over 750;
 *                          shippingSpeedCategory not Standard, Expedited, Priority or ScheduledDelivery;
 *                          destinationAddress without name, addressLine1, stateOrRegion or countryCode; no items, an
 *                          item without sellerSku, sellerFulfillmentOrderItemId or a quantity above 0; a
 *                          sellerFulfillmentOrderId used before (the id must be unique per seller); a SKU that is not
 *                          the seller's FBA stock, or fewer units fulfillable than asked (FillOrKill)
 *   getFulfillmentOrder    an id the seller never placed: 404 NotFound
 *
 * A placed order is RECEIVED; Amazon ships it a minute later (read after that, it is COMPLETE with one shipment
 * and a package per order, carrier "Amazon Shipping", a TBA… tracking number) or at once with
 * `POST _control/fulfillment-orders/ship {seller_fulfillment_order_id}`. Fulfilment orders are kept in memory: a
 * restart of the sandbox forgets them.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import { controlAccess, mayControl } from '../control-access.ts';
import type { SandboxListing, SandboxMarketplace } from '../marketplace.ts';

type Json = Record<string, any>;

/** Units a new FBA listing holds at Amazon. */
export const FBA_START = 20;
/** How long the sandbox's Amazon takes to ship a fulfilment order by itself. */
const SHIPS_AFTER_MS = 60_000;
const SPEEDS = ['Standard', 'Expedited', 'Priority', 'ScheduledDelivery'];

interface FulfilmentOrder {
  sellerId: string;
  id: string;
  marketplaceId: string;
  displayableOrderId: string;
  displayableOrderDate: string;
  displayableOrderComment: string;
  shippingSpeedCategory: string;
  destinationAddress: Json;
  items: Array<{ sellerSku: string; sellerFulfillmentOrderItemId: string; quantity: number }>;
  status: 'RECEIVED' | 'COMPLETE';
  receivedDate: string;
  statusUpdatedDate: string;
  shipment?: { amazonShipmentId: string; shippingDate: string; trackingNumber: string };
}

const orders = new WeakMap<SandboxMarketplace, Map<string, FulfilmentOrder>>();
const ordersOf = (market: SandboxMarketplace) => orders.get(market) ?? orders.set(market, new Map()).get(market)!;
const key = (seller: string, id: string) => `${seller}|${id}`;

/** Whether a sandbox listing is FBA (Amazon fulfils it). */
export function isFbaListing(listing: SandboxListing): boolean {
  const availability = ((listing.attributes.amazon as Json | undefined)?.fulfillment_availability as Json[] | undefined)?.[0];
  return Boolean(availability?.fulfillment_channel_code && availability.fulfillment_channel_code !== 'DEFAULT');
}

interface Shared {
  tokenSeller(ctx: Context, market: SandboxMarketplace): string | undefined;
  spError(ctx: Context, status: number, code: string, message: string, details?: string): void;
  marketplaces: Record<string, string>;
}

function ship(market: SandboxMarketplace, order: FulfilmentOrder): void {
  const now = new Date().toISOString();
  const n = market.nextSeq();
  order.status = 'COMPLETE';
  order.statusUpdatedDate = now;
  order.shipment = { amazonShipmentId: `D${String(1_000_000 + n).slice(-7)}Xq`, shippingDate: now, trackingNumber: `TBA${String(300_000_000_000 + n * 7919).padStart(12, '0')}` };
}

function orderJson(order: FulfilmentOrder): Json {
  const status = order.status === 'COMPLETE' ? 'Complete' : 'Received';
  return {
    fulfillmentOrder: {
      sellerFulfillmentOrderId: order.id, marketplaceId: order.marketplaceId, displayableOrderId: order.displayableOrderId,
      displayableOrderDate: order.displayableOrderDate, displayableOrderComment: order.displayableOrderComment,
      shippingSpeedCategory: order.shippingSpeedCategory, destinationAddress: order.destinationAddress,
      fulfillmentAction: 'Ship', fulfillmentPolicy: 'FillOrKill', receivedDate: order.receivedDate,
      fulfillmentOrderStatus: status, statusUpdatedDate: order.statusUpdatedDate,
    },
    fulfillmentOrderItems: order.items.map((i) => ({ ...i, quantity: i.quantity, cancelledQuantity: 0, unfulfillableQuantity: 0 })),
    fulfillmentShipments: order.shipment ? [{
      amazonShipmentId: order.shipment.amazonShipmentId, fulfillmentCenterId: 'LTN1', fulfillmentShipmentStatus: 'SHIPPED', shippingDate: order.shipment.shippingDate,
      fulfillmentShipmentItem: order.items.map((i) => ({ sellerSku: i.sellerSku, sellerFulfillmentOrderItemId: i.sellerFulfillmentOrderItemId, quantity: i.quantity, packageNumber: 1 })),
      fulfillmentShipmentPackage: [{ packageNumber: 1, carrierCode: 'Amazon Shipping', trackingNumber: order.shipment.trackingNumber }],
    }] : [],
    returnItems: [],
    returnAuthorizations: [],
  };
}

export function fbaRoutes(router: Router, market: SandboxMarketplace, { tokenSeller, spError, marketplaces }: Shared): void {
  router.get('/fba/inventory/v1/summaries', (ctx) => {
    const seller = tokenSeller(ctx, market);
    if (!seller) return;
    if (ctx.query.granularityType !== 'Marketplace') return spError(ctx, 400, 'InvalidInput', 'granularityType: Marketplace is required', 'granularityType');
    const marketplace = String(ctx.query.marketplaceIds ?? '').split(',')[0] ?? '';
    if (!marketplaces[marketplace]) return spError(ctx, 400, 'InvalidInput', 'marketplaceIds: a marketplace this application may sell on is required', 'marketplaceIds');
    if (ctx.query.granularityId !== marketplace) return spError(ctx, 400, 'InvalidInput', 'granularityId must be the marketplace id', 'granularityId');
    const details = ctx.query.details === 'true';
    const all = market.listingsOf(seller).filter((l) => isFbaListing(l) && l.status !== 'ENDED').sort((a, b) => a.sku.localeCompare(b.sku));
    const size = 50;
    const offset = Math.max(Number(Buffer.from(String(ctx.query.nextToken ?? ''), 'base64url').toString()) || 0, 0);
    const page = all.slice(offset, offset + size);
    const next = offset + size < all.length ? Buffer.from(String(offset + size)).toString('base64url') : undefined;
    ctx.body = {
      payload: {
        granularity: { granularityType: 'Marketplace', granularityId: marketplace },
        inventorySummaries: page.map((l) => ({
          asin: l.attributes.asin ?? l.id, fnSku: `X00${String(l.attributes.asin ?? l.id).slice(-7)}`, sellerSku: l.sku, condition: 'NewItem',
          lastUpdatedTime: l.updatedAt, productName: l.title, totalQuantity: l.quantity,
          ...(details ? { inventoryDetails: { fulfillableQuantity: l.quantity, inboundWorkingQuantity: 0, inboundShippedQuantity: 0, inboundReceivingQuantity: 0, reservedQuantity: { totalReservedQuantity: 0 }, unfulfillableQuantity: { totalUnfulfillableQuantity: 0 } } } : {}),
        })),
      },
      ...(next ? { pagination: { nextToken: next } } : {}),
    };
  });

  router.post('/fba/outbound/2020-07-01/fulfillmentOrders', (ctx) => {
    const seller = tokenSeller(ctx, market);
    if (!seller) return;
    const body = (ctx.request.body ?? {}) as Json;
    const refuse = (message: string, details: string) => spError(ctx, 400, 'InvalidInput', message, details);
    const text = (value: unknown, max: number) => typeof value === 'string' && value.trim().length > 0 && value.length <= max;
    if (!text(body.sellerFulfillmentOrderId, 40)) return refuse('sellerFulfillmentOrderId is required, at most 40 characters', 'sellerFulfillmentOrderId');
    if (!text(body.displayableOrderId, 40)) return refuse('displayableOrderId is required, at most 40 characters', 'displayableOrderId');
    if (typeof body.displayableOrderDate !== 'string' || Number.isNaN(Date.parse(body.displayableOrderDate))) return refuse('displayableOrderDate must be an ISO 8601 date', 'displayableOrderDate');
    if (!text(body.displayableOrderComment, 750)) return refuse('displayableOrderComment is required, at most 750 characters', 'displayableOrderComment');
    if (!SPEEDS.includes(body.shippingSpeedCategory)) return refuse(`shippingSpeedCategory must be one of ${SPEEDS.join(', ')}`, 'shippingSpeedCategory');
    const address = (body.destinationAddress ?? {}) as Json;
    for (const field of ['name', 'addressLine1', 'stateOrRegion', 'countryCode']) {
      if (!text(address[field], field === 'countryCode' ? 2 : 60)) return refuse(`destinationAddress.${field} is required`, `destinationAddress.${field}`);
    }
    const items = Array.isArray(body.items) ? (body.items as Json[]) : [];
    if (!items.length) return refuse('items: at least one item is required', 'items');
    for (const [i, item] of items.entries()) {
      if (!text(item.sellerSku, 50) || !text(item.sellerFulfillmentOrderItemId, 50) || !(Number.isInteger(item.quantity) && item.quantity > 0)) {
        return refuse(`items[${i}]: sellerSku, sellerFulfillmentOrderItemId and a quantity above 0 are required`, `items[${i}]`);
      }
    }
    const all = ordersOf(market);
    if (all.has(key(seller, body.sellerFulfillmentOrderId))) return refuse(`A fulfillment order with SellerFulfillmentOrderId ${body.sellerFulfillmentOrderId} already exists`, 'sellerFulfillmentOrderId');
    // FillOrKill: every unit must be fulfillable now, or nothing is placed.
    for (const [i, item] of items.entries()) {
      const listing = market.listingBySku(seller, String(item.sellerSku));
      if (!listing || !isFbaListing(listing)) return refuse(`items[${i}]: SKU ${item.sellerSku} is not in your FBA inventory`, `items[${i}].sellerSku`);
      if (listing.quantity < item.quantity) return refuse(`items[${i}]: ${item.quantity} of ${item.sellerSku} asked, ${listing.quantity} fulfillable`, `items[${i}].quantity`);
    }
    for (const item of items) {
      const listing = market.listingBySku(seller, String(item.sellerSku))!;
      market.updateListing(listing, { quantity: listing.quantity - Number(item.quantity) });
    }
    const now = new Date().toISOString();
    all.set(key(seller, body.sellerFulfillmentOrderId), {
      sellerId: seller, id: body.sellerFulfillmentOrderId, marketplaceId: String(body.marketplaceId ?? 'A1F83G8C2ARO7P'),
      displayableOrderId: body.displayableOrderId, displayableOrderDate: body.displayableOrderDate, displayableOrderComment: body.displayableOrderComment,
      shippingSpeedCategory: body.shippingSpeedCategory, destinationAddress: address,
      items: items.map((i) => ({ sellerSku: String(i.sellerSku), sellerFulfillmentOrderItemId: String(i.sellerFulfillmentOrderItemId), quantity: Number(i.quantity) })),
      status: 'RECEIVED', receivedDate: now, statusUpdatedDate: now,
    });
    ctx.body = {};
  });

  router.get('/fba/outbound/2020-07-01/fulfillmentOrders/:id', (ctx) => {
    const seller = tokenSeller(ctx, market);
    if (!seller) return;
    const order = ordersOf(market).get(key(seller, ctx.params.id!));
    if (!order) return spError(ctx, 404, 'NotFound', `No fulfillment order with SellerFulfillmentOrderId ${ctx.params.id!.slice(0, 40)}`, 'sellerFulfillmentOrderId');
    if (order.status === 'RECEIVED' && Date.now() - Date.parse(order.receivedDate) >= SHIPS_AFTER_MS) ship(market, order);
    ctx.body = { payload: orderJson(order) };
  });

  router.get('/_control/fulfillment-orders', (ctx) => {
    const access = controlAccess(ctx);
    ctx.body = { orders: [...ordersOf(market).values()].filter((o) => access.all || access.sellers.has(o.sellerId)).map((o) => ({ seller: o.sellerId, ...orderJson(o) })) };
  });

  router.post('/_control/fulfillment-orders/ship', (ctx) => {
    const id = String(((ctx.request.body ?? {}) as Json).seller_fulfillment_order_id ?? '');
    const order = [...ordersOf(market).values()].find((o) => o.id === id && mayControl(ctx, o.sellerId));
    if (!order) return void ((ctx.status = 404), (ctx.body = { error: `no fulfilment order ${id.slice(0, 40)}` }));
    if (order.status !== 'RECEIVED') return void ((ctx.status = 409), (ctx.body = { error: 'the fulfilment order has shipped already' }));
    ship(market, order);
    ctx.body = orderJson(order);
  });

  router.post('/_control/fba-inventory', (ctx) => {
    const body = (ctx.request.body ?? {}) as Json;
    if (typeof body.sku !== 'string' || !(Number.isInteger(body.quantity) && body.quantity >= 0)) return void ((ctx.status = 400), (ctx.body = { error: 'sku and a whole quantity of 0 or more are required' }));
    const listing = [...market.listings.values()].find((l) => l.sku === body.sku && isFbaListing(l) && mayControl(ctx, l.sellerId) && (!body.seller || l.sellerId === body.seller));
    if (!listing) return void ((ctx.status = 404), (ctx.body = { error: `no FBA listing with SKU ${body.sku.slice(0, 40)}` }));
    market.updateListing(listing, { quantity: body.quantity });
    ctx.body = { sku: listing.sku, seller: listing.sellerId, fulfillable: listing.quantity };
  });
}
