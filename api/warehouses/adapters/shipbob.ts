/**
 * ShipBob, written against its published API (https://developer.shipbob.com, version 2026-01: "Create Order",
 * "Get Orders", "Get Order Shipments", "Get All Inventory Levels", "Create Warehouse Receiving Order", "Errors";
 * the guides "Build an Orders Integration", "Tracking", "Receiving"):
 *
 *   auth        `Authorization: Bearer <access_token>` (a Personal Access Token from Integrations > API Tokens);
 *               order writes also need `shipbob_channel_id: <channel_id>` (GET /2026-01/channel lists them)
 *   verify      GET /2026-01/channel                          → {items[{id, name, scopes}]}
 *   hand-off    POST /2026-01/order {reference_id (unique per ShipBob account), order_number, shipping_method,
 *               location_id, type: DTC, recipient {name, address {address1, address2, company_name, city, state,
 *               country, zip_code}, email, phone_number}, products[{reference_id (the SKU), name, quantity,
 *               unit_price}]}                                  → 201 {id, reference_id, status, shipments[]}
 *               422 "Duplicate reference ID" when the reference_id was used before ("Errors")
 *   lookup      GET /2026-01/order?ReferenceIds=…              → [{id, reference_id, …}]
 *   shipments   GET /2026-01/order/{id}/shipment               → [{id, status, tracking {carrier, carrier_service,
 *               tracking_number, tracking_url, shipping_date}, products[{reference_id, sku,
 *               inventory_items[{quantity}]}]}]; a shipment with status Completed has left the warehouse
 *   stock       GET /2026-01/inventory-level?PageSize=250      → {items[{inventory_id, sku, total_on_hand_quantity,
 *               total_fulfillable_quantity}], next}: the network's totals (ShipBob reports per inventory item)
 *   ASN (WRO)   POST /2026-01/receiving {fulfillment_center {id}, package_type: Package, box_packaging_type:
 *               EverythingInOneBox, boxes[{tracking_number, box_items[{inventory_id, quantity}]}],
 *               expected_arrival_date, purchase_order_number}   → 201 {id, status: Awaiting, …}; every item needs
 *               ShipBob's inventory_id (read from the inventory levels by SKU, "Receiving" step 1)
 *   WRO lookup  GET /2026-01/receiving?PurchaseOrderNumbers=…   → [{id, purchase_order_number, …}]
 *   cancel      POST /2026-01/order/{id}:cancel (shipbob_channel_id)  → 200 {order_id, status: Success | Failure |
 *               PartialSuccess, canceled_shipment_results[{shipment_id, action: Cancel, is_success, reason}]}: "the
 *               order must be in a cancellable state" (not picked, packed or shipped); a shipment that could not be
 *               cancelled says why in `reason` ("Cancel Order", "Cancel Shipment by Order ID and Shipment ID")
 *   webhooks    POST /2026-01/webhook {topics, url, secret, description} → {id, topics, url, created_at} ("Create
 *               Subscription"); pushes carry webhook-id / webhook-timestamp / webhook-signature (Standard Webhooks,
 *               HMAC-SHA256 with the subscription's `whsec_` secret) and `x-webhook-topic`; an order.shipped body is
 *               the shipment ({id, order_id, reference_id, status, tracking {…}, products […]}) ("Webhooks")
 *   errors      400 (a required parameter missing; ASP.NET validation problem {title, errors {field: [msg]}}),
 *               401, 403, 404, 422, 429 (back off), 5xx ("Errors")
 */
import { ChannelError, type ChannelFieldError } from '../../channels/errors.ts';
import type { HttpResponse } from '../../channels/types.ts';
import { registerWarehouseAdapter } from '../registry.ts';
import type { AsnRequest, WarehouseAdapter, WarehouseContext } from '../types.ts';
import { credential, refused, toMajor } from './shared.ts';
import { standardWebhookProblem } from '../standard-webhooks.ts';

/** The topics Sellyard subscribes to: a shipment left (tracking), and one was cancelled by the warehouse. */
export const SHIPBOB_WEBHOOK_TOPICS = ['order.shipped', 'order.shipment.cancelled'];

export const SHIPBOB_VERSION = '2026-01';
const v = (path: string) => `${SHIPBOB_VERSION}/${path}`;

const headers = (ctx: WarehouseContext, channel = false): Record<string, string> => ({
  authorization: `Bearer ${credential(ctx.credentials, 'access_token', ctx.provider.name)}`,
  ...(channel ? { shipbob_channel_id: credential(ctx.credentials, 'channel_id', ctx.provider.name) } : {}),
});

function interpret(response: HttpResponse): Error | undefined {
  const body = response.body as any;
  if (response.status === 401 || response.status === 403) return new ChannelError('auth', `ShipBob refused the access token (${response.status})`, { status: response.status });
  const fields: ChannelFieldError[] = [];
  if (body && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    for (const [field, messages] of Object.entries(body.errors)) for (const message of Array.isArray(messages) ? messages : [messages]) fields.push({ field, code: String(response.status), message: String(message) });
  }
  if (!fields.length && (typeof body === 'string' || typeof body?.title === 'string' || typeof body?.message === 'string')) {
    fields.push({ field: null, code: String(response.status), message: String(typeof body === 'string' ? body : body.message ?? body.title) });
  }
  return fields.length ? refused('ShipBob refused the request', fields, response.status) : undefined;
}

const asArray = (body: unknown): any[] => (Array.isArray(body) ? body : Array.isArray((body as any)?.items) ? (body as any).items : []);

async function inventory(ctx: WarehouseContext): Promise<any[]> {
  const items: any[] = [];
  let url: string | null = v('inventory-level');
  let query: Record<string, number> | undefined = { PageSize: 250 };
  for (let page = 0; url && page < 200; page++) {
    const response: HttpResponse = await ctx.http.send({ method: 'GET', url, query, headers: headers(ctx) }, interpret);
    items.push(...asArray(response.body));
    const next = (response.body as any)?.next;
    url = typeof next === 'string' && next ? next : null;
    query = undefined;
  }
  return items;
}

export const shipBobAdapter: WarehouseAdapter = {
  provider: 'SHIPBOB',
  reference: 'https://developer.shipbob.com (ShipBob API 2026-01)',
  liveBaseUrl: () => 'https://api.shipbob.com',

  async verify(ctx) {
    await ctx.http.send({ method: 'GET', url: v('channel'), headers: headers(ctx) }, interpret);
  },

  async handOff(ctx, request) {
    const to = request.shipTo;
    try {
      const response = await ctx.http.send({
        method: 'POST', url: v('order'), headers: headers(ctx, true),
        json: {
          reference_id: request.reference, order_number: request.orderNumber, type: 'DTC', shipping_method: request.shippingMethod ?? 'Standard',
          location_id: request.warehouseRef && /^\d+$/.test(request.warehouseRef) ? Number(request.warehouseRef) : undefined,
          recipient: {
            name: to.name, email: to.email ?? undefined, phone_number: to.phone ?? undefined,
            address: { address1: to.line1, address2: to.line2 ?? undefined, company_name: to.company ?? undefined, city: to.city, state: to.region ?? undefined, country: to.country, zip_code: to.postcode },
          },
          products: request.lines.map((l) => ({ reference_id: l.sku, name: l.name, quantity: l.qty, unit_price: toMajor(l.unitPrice) })),
          financials: { total_price: toMajor(request.lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0)) },
        },
      }, interpret);
      return { providerOrderId: String((response.body as any).id) };
    } catch (error) {
      // 422: the reference_id is ShipBob's already (an earlier attempt went through): that order is the hand-off.
      if (error instanceof ChannelError && error.status === 422) {
        const found = await shipBobAdapter.findOrder(ctx, request.reference);
        if (found) return found;
      }
      throw error;
    }
  },

  async findOrder(ctx, reference) {
    const response = await ctx.http.send({ method: 'GET', url: v('order'), query: { ReferenceIds: reference }, headers: headers(ctx) }, interpret);
    const found = asArray(response.body).find((o) => o?.reference_id === reference);
    return found ? { providerOrderId: String(found.id) } : null;
  },

  async shipments(ctx, order) {
    const response = await ctx.http.send({ method: 'GET', url: v(`order/${encodeURIComponent(order.providerOrderId)}/shipment`), headers: headers(ctx) }, interpret);
    return asArray(response.body).filter((s) => s?.status === 'Completed' && s?.tracking?.tracking_number).map((s) => ({
      providerShipmentId: String(s.id), carrier: String(s.tracking.carrier ?? 'ShipBob'), service: s.tracking.carrier_service ?? null,
      trackingNumber: String(s.tracking.tracking_number), trackingUrl: typeof s.tracking.tracking_url === 'string' && s.tracking.tracking_url.startsWith('https://') ? s.tracking.tracking_url : null,
      shippedAt: s.tracking.shipping_date ?? null,
      lines: (Array.isArray(s.products) ? s.products : []).map((p: any) => ({
        sku: String(p.reference_id ?? p.sku),
        qty: Array.isArray(p.inventory_items) ? p.inventory_items.reduce((sum: number, i: any) => sum + Number(i.quantity ?? 0), 0) : Number(p.quantity ?? 0),
      })),
    }));
  },

  async cancel(ctx, order) {
    // A retry after an answer was lost: the order is already cancelled at ShipBob, which is the outcome wanted.
    const current = asArray((await ctx.http.send({ method: 'GET', url: v('order'), query: { ReferenceIds: order.reference }, headers: headers(ctx) }, interpret)).body)
      .find((o) => String(o?.id) === order.providerOrderId);
    if (current?.status === 'Cancelled') return { alreadyCancelled: true };
    const response = await ctx.http.send({ method: 'POST', url: v(`order/${encodeURIComponent(order.providerOrderId)}:cancel`), headers: headers(ctx, true) }, interpret);
    const body = response.body as any;
    if (body?.status === 'Success') return { alreadyCancelled: false };
    const reasons = (Array.isArray(body?.canceled_shipment_results) ? body.canceled_shipment_results : []).filter((r: any) => !r?.is_success)
      .map((r: any) => ({ field: null, code: String(r?.action ?? 'Cancel'), message: `shipment ${r?.shipment_id}: ${r?.reason ?? 'could not be cancelled'}` }));
    throw refused('ShipBob would not cancel the order', reasons.length ? reasons : [{ field: null, code: String(body?.status ?? 'Failure'), message: 'the order is not in a cancellable state' }]);
  },

  async subscribeWebhooks(ctx, subscription) {
    const response = await ctx.http.send({
      method: 'POST', url: v('webhook'), headers: headers(ctx),
      json: { topics: SHIPBOB_WEBHOOK_TOPICS, url: subscription.url, secret: subscription.secret, description: 'Sellyard: shipments of handed-off orders' },
    }, interpret);
    return { subscriptionId: String((response.body as any)?.id) };
  },

  verifyWebhook(delivery) {
    const problem = standardWebhookProblem(delivery.secret, delivery.headers, delivery.rawBody, delivery.now);
    if (problem) throw new ChannelError('auth', `not a ShipBob push: ${problem}`, { status: 401 });
    let body: any;
    try { body = JSON.parse(delivery.rawBody); } catch { throw refused('ShipBob push', [{ field: 'body', code: 'json', message: 'is not JSON' }]); }
    return {
      eventId: String(delivery.headers['webhook-id']), topic: String(delivery.headers['x-webhook-topic'] ?? ''),
      providerOrderId: body?.order_id != null ? String(body.order_id) : null, reference: typeof body?.reference_id === 'string' ? body.reference_id : null,
    };
  },

  async stock(ctx) {
    return (await inventory(ctx)).filter((i) => typeof i?.sku === 'string' && i.sku)
      .map((i) => ({ sku: String(i.sku), onHand: Math.max(0, Number(i.total_on_hand_quantity ?? 0)) }));
  },

  async sendAsn(ctx, request) {
    if (!request.warehouseRef || !/^\d+$/.test(request.warehouseRef)) throw refused('ShipBob needs the fulfilment centre', [{ field: 'fulfillment_center.id', code: 'required', message: 'set the location\'s "warehouse id at the provider" to the ShipBob fulfilment centre id' }]);
    const ids = new Map((await inventory(ctx)).map((i) => [String(i.sku).toLowerCase(), i.inventory_id]));
    const unknown = request.lines.filter((l) => !ids.has(l.sku.toLowerCase())).map((l) => l.sku);
    if (unknown.length) throw refused('ShipBob has no inventory item for', unknown.map((sku) => ({ field: 'box_items.inventory_id', code: 'unknown_sku', message: `${sku} is not a ShipBob product yet: create it at ShipBob first` })));
    const response = await ctx.http.send({
      method: 'POST', url: v('receiving'), headers: headers(ctx),
      json: {
        fulfillment_center: { id: Number(request.warehouseRef) }, package_type: 'Package', box_packaging_type: 'EverythingInOneBox',
        boxes: [{ tracking_number: request.trackingNumber ?? request.reference, box_items: request.lines.map((l) => ({ inventory_id: ids.get(l.sku.toLowerCase()), quantity: l.qty })) }],
        expected_arrival_date: request.expectedDelivery ? `${request.expectedDelivery}T12:00:00Z` : new Date(Date.now() + 7 * 864e5).toISOString(),
        purchase_order_number: request.reference,
      },
    }, interpret);
    return { providerReference: String((response.body as any).id) };
  },

  async findAsn(ctx, request: AsnRequest) {
    const response = await ctx.http.send({ method: 'GET', url: v('receiving'), query: { PurchaseOrderNumbers: request.reference }, headers: headers(ctx) }, interpret);
    const found = asArray(response.body).find((w) => w?.purchase_order_number === request.reference);
    return found ? { providerReference: String(found.id) } : null;
  },
};

registerWarehouseAdapter(shipBobAdapter);
