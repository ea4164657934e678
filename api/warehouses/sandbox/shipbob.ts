/**
 * The sandbox ShipBob, under /sandbox/warehouses/shipbob/2026-01/…, speaking ShipBob's paths and shapes
 * (https://developer.shipbob.com, version 2026-01; see api/warehouses/adapters/shipbob.ts). One fulfilment centre:
 * id 10, "Sandbox FC (Manchester)".
 *
 * What it refuses, as ShipBob does ("Errors": 400 missing parameter, 401 no valid key, 422 duplicate reference ID):
 *  - no bearer token (or one shorter than 8 characters): 401.
 *  - an order without the `shipbob_channel_id` header ("Create Order": header required): 400.
 *  - an order without recipient name, address1, city or country, or without products ("Orders" guide: the
 *    required fields): 400 with an ASP.NET validation problem {type, title, status, errors {field: [message]}}.
 *  - a product given by reference_id that ShipBob does not know, without a name ("Create Order": products identified
 *    by reference_id must include the name if there is no matching ShipBob product): 400 on products[i].name. With a
 *    name, ShipBob creates the product (with nothing in stock).
 *  - a reference_id used before: 422 ("Duplicate reference ID").
 *  - a receiving order for an unknown fulfilment centre, an unknown inventory_id or no boxes: 400 / 422 with
 *    ShipBob's messages' gist (the texts are the sandbox's own).
 *  - cancelling an order that is picked or has shipped ("Cancel Order": the order must be in a cancellable state;
 *    "Cancel Shipment": not picked, packed or shipped): 200 with `status: Failure` and the shipment's
 *    `is_success: false` and `reason` (the reason's text is the sandbox's own). An order already cancelled answers
 *    Success again.
 *  - a webhook subscription without topics, with a topic ShipBob does not publish, or to a URL that is not HTTPS
 *    ("Create Subscription": the URL must use HTTPS): 400. One difference, on purpose: the sandbox also takes a URL
 *    on its own origin (plain http on `npm start` and in tests), since it delivers to the server it runs in.
 *
 * Pushes follow "Webhooks": POST of the JSON body with `webhook-id` (the same on every retry), `webhook-timestamp`,
 * `webhook-signature` (Standard Webhooks, api/warehouses/standard-webhooks.ts) and `x-webhook-topic`; an
 * order.shipped body is the shipment (as GET /order/{id}/shipment answers it). Delivered at once, before
 * `_control/ship` answers, so a test sees the effect; a failed delivery is kept (status or error) for redelivery.
 */
import type Router from '@koa/router';
import type Koa from 'koa';
import { randomUUID } from 'node:crypto';
import type { SandboxDelivery, SandboxOrder, SandboxShipment, WarehouseSandboxState } from './state.ts';
import { requestOrigin } from '../../http/public-url.ts';
import { signStandardWebhook } from '../standard-webhooks.ts';

/** The topics "Create Subscription" takes (2026-01). */
const TOPICS = new Set(['order.shipped', 'order.delivered', 'order.shipment.delivered', 'order.shipment.exception', 'order.shipment.on_hold', 'order.shipment.cancelled', 'order.shipment.tracking.updated']);

export const SHIPBOB_SANDBOX_FC = 10;
export const SHIPBOB_SANDBOX_CHANNEL = 100102;
const V = '/2026-01';

function authorised(ctx: Koa.Context): boolean {
  const token = /^Bearer (.+)$/i.exec(String(ctx.get('authorization') ?? ''))?.[1] ?? '';
  if (token.length >= 8) return true;
  ctx.status = 401;
  ctx.body = { type: 'https://tools.ietf.org/html/rfc7235#section-3.1', title: 'Unauthorized', status: 401 };
  return false;
}

function invalid(ctx: Koa.Context, errors: Record<string, string[]>): void {
  ctx.status = 400;
  ctx.body = { type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1', title: 'One or more validation errors occurred.', status: 400, errors };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

const oneShipment = (order: SandboxOrder, s: SandboxShipment) => ({
  id: Number(s.id), order_id: order.id, reference_id: order.reference, status: 'Completed', location: { id: SHIPBOB_SANDBOX_FC, name: 'Sandbox FC (Manchester)' },
  tracking: { carrier: s.carrier, carrier_service: s.service, tracking_number: s.trackingNumber, tracking_url: s.trackingUrl, shipping_date: s.shippedAt },
  products: s.lines.map((l) => ({ reference_id: l.sku, sku: l.sku, inventory_items: [{ quantity: l.qty }] })),
});
const shipmentView = (order: SandboxOrder) => order.shipments.map((s) => oneShipment(order, s));

const ORDER_STATUS: Record<SandboxOrder['status'], string> = { NEW: 'Processing', PICKED: 'Processing', DESPATCHED: 'Fulfilled', CANCELLED: 'Cancelled' };

async function deliver(delivery: SandboxDelivery, secret: string): Promise<SandboxDelivery> {
  const timestamp = Math.floor(Date.now() / 1000);
  delivery.headers = { ...delivery.headers, 'webhook-timestamp': String(timestamp), 'webhook-signature': signStandardWebhook(secret, delivery.eventId, timestamp, delivery.body) };
  try {
    const answer = await fetch(delivery.url, { method: 'POST', headers: delivery.headers, body: delivery.body, signal: AbortSignal.timeout(15_000) });
    delivery.status = answer.status;
    delivery.error = answer.ok ? null : (await answer.text()).slice(0, 500);
  } catch (error) {
    delivery.status = null;
    delivery.error = error instanceof Error ? error.message : String(error);
  }
  return delivery;
}

/** Pushes one event about an order's shipment to every subscription to its topic (ShipBob's "Webhooks"). */
export async function pushShipBobEvent(state: WarehouseSandboxState, topic: string, order: SandboxOrder, shipment: SandboxShipment): Promise<void> {
  for (const subscription of state.subscriptions.filter((s) => s.topics.includes(topic))) {
    const delivery: SandboxDelivery = {
      eventId: `msg_${randomUUID().replace(/-/g, '')}`, topic, url: subscription.url, status: null, error: null,
      headers: { 'content-type': 'application/json', 'webhook-id': '', 'x-webhook-topic': topic }, body: JSON.stringify(oneShipment(order, shipment)),
    };
    delivery.headers['webhook-id'] = delivery.eventId;
    state.deliveries.push(delivery);
    await deliver(delivery, subscription.secret);
  }
}

/** The same message again (same webhook-id, fresh timestamp and signature), as ShipBob's retries send it. */
export async function redeliver(state: WarehouseSandboxState, delivery: SandboxDelivery): Promise<SandboxDelivery> {
  const subscription = state.subscriptions.find((s) => s.url === delivery.url);
  return subscription ? deliver(delivery, subscription.secret) : { ...delivery, status: null, error: 'the subscription is gone' };
}

export const shipBobOrderView = (order: SandboxOrder) => ({
  id: order.id, reference_id: order.reference, order_number: order.orderNumber, status: ORDER_STATUS[order.status],
  created_date: order.createdAt, recipient: order.recipient, products: order.lines.map((l) => ({ reference_id: l.sku, name: l.name, quantity: l.qty })),
  shipments: shipmentView(order),
});

export function shipBobRoutes(router: Router, state: WarehouseSandboxState): void {
  router.get(`${V}/channel`, (ctx) => {
    if (!authorised(ctx)) return;
    ctx.body = { items: [{ id: SHIPBOB_SANDBOX_CHANNEL, name: 'Sellyard sandbox', application_name: 'API', scopes: ['orders_read', 'orders_write', 'inventory_read', 'receiving_read', 'receiving_write'] }] };
  });

  router.post(`${V}/order`, (ctx) => {
    if (!authorised(ctx)) return;
    if (!text(ctx.get('shipbob_channel_id'))) return invalid(ctx, { shipbob_channel_id: ['The shipbob_channel_id header is required.'] });
    const body = (ctx.request.body ?? {}) as Record<string, any>;
    const errors: Record<string, string[]> = {};
    const recipient = body.recipient ?? {};
    if (!text(recipient.name)) errors['Recipient.Name'] = ['The Name field is required.'];
    for (const [field, key] of [['address1', 'Address1'], ['city', 'City'], ['country', 'Country']]) if (!text(recipient.address?.[field])) errors[`Recipient.Address.${key}`] = [`The ${key} field is required.`];
    if (!text(body.reference_id)) errors.ReferenceId = ['The ReferenceId field is required.'];
    const products = Array.isArray(body.products) ? body.products : [];
    if (!products.length) errors.Products = ['The Products field is required.'];
    products.forEach((p: any, i: number) => {
      if (!text(p?.reference_id) && !p?.id) errors[`Products[${i}].ReferenceId`] = ['A product needs a reference_id or a ShipBob id.'];
      else if (text(p?.reference_id) && !state.item(p.reference_id) && !text(p?.name)) errors[`Products[${i}].Name`] = [`There is no product with reference_id ${p.reference_id}: give its name so that ShipBob can create it.`];
      if (!(Number.isInteger(p?.quantity) && p.quantity > 0)) errors[`Products[${i}].Quantity`] = ['The quantity must be at least 1.'];
    });
    if (Object.keys(errors).length) return invalid(ctx, errors);
    if (state.byReference(String(body.reference_id))) { ctx.status = 422; ctx.body = `Cannot insert order with existing ReferenceId ${body.reference_id}`; return; }
    for (const p of products) if (!state.item(p.reference_id)) state.setStock(p.reference_id, 0, p.name);
    const order: SandboxOrder = {
      id: state.next(), reference: String(body.reference_id), orderNumber: text(body.order_number), warehouseId: Number.isInteger(body.location_id) ? body.location_id : null,
      status: 'NEW', recipient, lines: products.map((p: any) => ({ sku: String(p.reference_id).toUpperCase(), name: text(p.name), qty: p.quantity })), shipments: [], createdAt: new Date().toISOString(),
    };
    state.orders.push(order);
    ctx.status = 201;
    ctx.body = shipBobOrderView(order);
  });

  router.get(`${V}/order`, (ctx) => {
    if (!authorised(ctx)) return;
    const wanted = String(ctx.query.ReferenceIds ?? '').split(',').filter(Boolean);
    ctx.body = state.orders.filter((o) => !wanted.length || wanted.includes(o.reference)).map(shipBobOrderView);
  });

  router.get(`${V}/order/:id/shipment`, (ctx) => {
    if (!authorised(ctx)) return;
    const order = state.orders.find((o) => String(o.id) === ctx.params.id);
    if (!order) { ctx.status = 404; ctx.body = { title: 'Not Found', status: 404 }; return; }
    ctx.body = shipmentView(order);
  });

  // "Cancel Order": POST /2026-01/order/{orderId}:cancel (the `:cancel` suffix is part of the last segment).
  router.post(`${V}/order/:action`, (ctx) => {
    if (!authorised(ctx)) return;
    const id = /^(\d+):cancel$/.exec(String(ctx.params.action))?.[1];
    if (!id) { ctx.status = 404; ctx.body = { title: 'Not Found', status: 404 }; return; }
    if (!text(ctx.get('shipbob_channel_id'))) return invalid(ctx, { shipbob_channel_id: ['The shipbob_channel_id header is required.'] });
    const order = state.orders.find((o) => String(o.id) === id);
    if (!order) { ctx.status = 404; ctx.body = { title: 'Not Found', status: 404 }; return; }
    const view = shipBobOrderView(order);
    if (order.status === 'CANCELLED') { ctx.body = { order_id: order.id, status: 'Success', order: view, canceled_shipment_results: [] }; return; }
    if (order.status === 'PICKED' || order.shipments.length) {
      const results = order.shipments.length
        ? order.shipments.map((s) => ({ shipment_id: Number(s.id), action: 'Cancel', is_success: false, reason: 'The shipment has already shipped and cannot be cancelled.' }))
        : [{ shipment_id: order.id + 1, action: 'Cancel', is_success: false, reason: 'The shipment is already picked and cannot be cancelled.' }];
      ctx.body = { order_id: order.id, status: 'Failure', order: view, canceled_shipment_results: results };
      return;
    }
    order.status = 'CANCELLED';
    ctx.body = { order_id: order.id, status: 'Success', order: shipBobOrderView(order), canceled_shipment_results: [{ shipment_id: order.id + 1, action: 'Cancel', is_success: true, reason: null }] };
  });

  router.post(`${V}/webhook`, (ctx) => {
    if (!authorised(ctx)) return;
    const body = (ctx.request.body ?? {}) as Record<string, any>;
    const topics = Array.isArray(body.topics) ? body.topics.map(String) : [];
    const errors: Record<string, string[]> = {};
    if (!topics.length) errors.Topics = ['The Topics field is required.'];
    const unknown = topics.filter((t: string) => !TOPICS.has(t));
    if (unknown.length) errors.Topics = [`Unknown topics: ${unknown.join(', ')}`];
    const url = text(body.url);
    const own = url?.startsWith(`${requestOrigin(ctx)}/`);
    if (!url || !URL.canParse(url) || (!url.startsWith('https://') && !own)) errors.Url = ['The URL must use HTTPS.'];
    if (Object.keys(errors).length) return invalid(ctx, errors);
    const subscription = { id: String(state.next()), url: url!, topics, secret: text(body.secret) ?? `whsec_${Buffer.from(randomUUID()).toString('base64')}`, createdAt: new Date().toISOString() };
    state.subscriptions.push(subscription);
    ctx.status = 201;
    ctx.body = { id: subscription.id, topics, url: subscription.url, description: text(body.description), secret: subscription.secret, created_at: subscription.createdAt };
  });

  router.get(`${V}/webhook`, (ctx) => {
    if (!authorised(ctx)) return;
    ctx.body = { items: state.subscriptions.map((s) => ({ id: s.id, url: s.url, topics: s.topics, enabled: true, created_at: s.createdAt })), next: null, prev: null };
  });

  router.get(`${V}/inventory-level`, (ctx) => {
    if (!authorised(ctx)) return;
    const size = Math.min(250, Math.max(1, Number(ctx.query.PageSize ?? 50) || 50));
    const page = Math.max(1, Number(ctx.query.Page ?? 1) || 1);
    const all = [...state.stock.entries()];
    const items = all.slice((page - 1) * size, page * size).map(([sku, item]) => ({ inventory_id: item.id, name: item.name, sku, total_on_hand_quantity: item.onHand, total_fulfillable_quantity: item.onHand, total_committed_quantity: 0 }));
    const next = page * size < all.length ? `${requestOrigin(ctx)}/sandbox/warehouses/shipbob${V}/inventory-level?PageSize=${size}&Page=${page + 1}` : null;
    ctx.body = { first: null, items, last: null, next, prev: null };
  });

  router.post(`${V}/receiving`, (ctx) => {
    if (!authorised(ctx)) return;
    const body = (ctx.request.body ?? {}) as Record<string, any>;
    if (body.fulfillment_center?.id !== SHIPBOB_SANDBOX_FC) return invalid(ctx, { 'FulfillmentCenter.Id': [`Fulfillment center ${body.fulfillment_center?.id ?? ''} does not exist or is not available to this merchant.`] });
    const boxes = Array.isArray(body.boxes) ? body.boxes : [];
    const items = boxes.flatMap((b: any) => (Array.isArray(b?.box_items) ? b.box_items : []));
    if (!items.length) return invalid(ctx, { Boxes: ['At least one box with items is required.'] });
    const byId = new Map([...state.stock.entries()].map(([sku, item]) => [item.id, sku]));
    const unknown = items.filter((i: any) => !byId.has(i?.inventory_id)).map((i: any) => String(i?.inventory_id));
    if (unknown.length) { ctx.status = 422; ctx.body = `Inventory items not found: ${unknown.join(', ')}`; return; }
    const wro = { id: state.next(), reference: String(body.purchase_order_number ?? ''), warehouseId: SHIPBOB_SANDBOX_FC, supplier: null, expected: text(body.expected_arrival_date), lines: items.map((i: any) => ({ sku: byId.get(i.inventory_id)!, qty: Number(i.quantity) })), status: 'Awaiting', createdAt: new Date().toISOString() };
    state.asns.push(wro);
    ctx.status = 201;
    ctx.body = { id: wro.id, purchase_order_number: wro.reference, status: wro.status, expected_arrival_date: wro.expected, fulfillment_center: { id: SHIPBOB_SANDBOX_FC, name: 'Sandbox FC (Manchester)' }, inventory_quantities: wro.lines.map((l) => ({ inventory_id: state.item(l.sku)!.id, sku: l.sku, expected_quantity: l.qty, received_quantity: 0 })) };
  });

  router.get(`${V}/receiving`, (ctx) => {
    if (!authorised(ctx)) return;
    const wanted = String(ctx.query.PurchaseOrderNumbers ?? '').split(',').filter(Boolean);
    ctx.body = state.asns.filter((a) => !wanted.length || wanted.includes(a.reference)).map((a) => ({ id: a.id, purchase_order_number: a.reference, status: a.status, expected_arrival_date: a.expected }));
  });
}
