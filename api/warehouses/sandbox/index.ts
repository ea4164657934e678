/**
 * The sandbox warehouses: one in-process server mounted at /sandbox/warehouses/<provider>/… (mintsoft, shipbob; on
 * with the sandbox marketplace, SANDBOX decides) answering each provider's own endpoints in its own shapes, so the
 * adapters (api/warehouses/adapters) run unchanged against it. What every provider shares:
 *
 *   GET    …/_control/orders      the orders handed to it, with their shipments (JSON)
 *   POST   …/_control/ship        {reference, carrier?, service?, tracking_number?, lines?: [{sku, qty}]}: the warehouse
 *                                 ships the order (all that is left of it, or those lines) with a tracking number.
 *                                 Part of an order: ShipBob adds a shipment to the order; Mintsoft splits the lines
 *                                 into a new order and despatches that (its part-despatch). ShipBob then pushes
 *                                 `order.shipped` to every subscription (below), signed, before answering.
 *   POST   …/_control/pick        {reference}: the warehouse has picked the order (ShipBob): it can no longer be cancelled
 *   GET    …/_control/webhooks    the subscriptions made through the API and every push (headers, body, answer)
 *   POST   …/_control/webhooks/redeliver {webhook_id}: pushes that message again (same id, fresh timestamp and
 *                                 signature), as the provider's retries do
 *   POST   …/_control/stock       {sku, on_hand, name?} or {items: [{sku, on_hand, name?}]}: sets units on the shelf
 *                                 (and makes the SKU a product of the warehouse)
 *   GET    …/_control/stock       the units per SKU
 *   GET    …/_control/asns        the ASNs / receiving orders sent to it
 *   GET    …/_control/calls       every call to the provider's own endpoints (method, path), oldest first
 *   POST   …/_control/faults      {status?, retry_after_seconds?, delay_ms?, path_contains?, count?, after?}: the next
 *                                 `count` matching requests answer `status` (with Retry-After) or wait `delay_ms`
 *                                 first; with `after: true` the request is carried out and only its answer is lost
 *   DELETE …/_control/faults      clears them
 */
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type Koa from 'koa';
import { faultControlRoutes, withFault } from '../../sandbox-kit/faults.ts';
import { mintsoftRoutes } from './mintsoft.ts';
import { pushShipBobEvent, redeliver, shipBobRoutes } from './shipbob.ts';
import { WarehouseSandboxState, type SandboxOrder, type SandboxShipment } from './state.ts';

export { WarehouseSandboxState } from './state.ts';
export { MINTSOFT_SANDBOX_WAREHOUSE } from './mintsoft.ts';
export { SHIPBOB_SANDBOX_FC, SHIPBOB_SANDBOX_CHANNEL } from './shipbob.ts';

export interface WarehouseSandbox {
  middleware: Koa.Middleware;
  state(provider: string): WarehouseSandboxState;
}

interface SandboxProvider {
  routes: (router: Router, state: WarehouseSandboxState) => void;
  firstId: number;
  carrier: string;
  trackingUrl: (n: string) => string;
  /** Part of an order leaves as a split order (Mintsoft) rather than as another shipment of the order (ShipBob). */
  splitsPart: boolean;
  /** What the provider pushes once an order's shipment left (ShipBob's `order.shipped`). */
  shipped?: (state: WarehouseSandboxState, order: SandboxOrder, shipment: SandboxShipment) => Promise<void>;
}

const PROVIDERS: Record<string, SandboxProvider> = {
  mintsoft: { routes: mintsoftRoutes, firstId: 500000, carrier: 'Royal Mail Tracked 48', trackingUrl: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`, splitsPart: true },
  shipbob: { routes: shipBobRoutes, firstId: 9000000, carrier: 'DPD', trackingUrl: (n) => `https://track.dpd.co.uk/parcels/${n}`, splitsPart: false, shipped: (state, order, shipment) => pushShipBobEvent(state, 'order.shipped', order, shipment) },
};

function controlRoutes(router: Router, state: WarehouseSandboxState, provider: SandboxProvider): void {
  router.get('/_control/orders', (ctx) => { ctx.body = state.orders; });
  router.get('/_control/asns', (ctx) => { ctx.body = state.asns; });
  router.get('/_control/calls', (ctx) => { ctx.body = state.calls; });
  router.get('/_control/stock', (ctx) => { ctx.body = [...state.stock.entries()].map(([sku, item]) => ({ sku, ...item })); });
  router.post('/_control/stock', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, any>;
    const items = Array.isArray(body.items) ? body.items : [body];
    const bad = items.findIndex((i: any) => typeof i?.sku !== 'string' || !i.sku.trim() || !Number.isInteger(i.on_hand) || i.on_hand < 0);
    if (bad >= 0) { ctx.status = 400; ctx.body = { error: `items[${bad}]: sku (text) and on_hand (a whole number, 0 or more) are required` }; return; }
    ctx.body = items.map((i: any) => ({ sku: i.sku.toUpperCase(), ...state.setStock(i.sku, i.on_hand, typeof i.name === 'string' ? i.name : undefined) }));
  });
  router.post('/_control/ship', async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, any>;
    const order = typeof body.reference === 'string' ? state.byReference(body.reference) : undefined;
    if (!order) { ctx.status = 404; ctx.body = { error: 'reference: no order with this reference' }; return; }
    if (order.status !== 'NEW' && order.status !== 'PICKED') { ctx.status = 409; ctx.body = { error: `the order is ${order.status}` }; return; }
    const lines = Array.isArray(body.lines) ? body.lines.map((l: any) => ({ sku: String(l?.sku ?? '').toUpperCase(), qty: Number(l?.qty) })) as Array<{ sku: string; qty: number }> : undefined;
    const left = new Map(order.lines.map((l) => [l.sku, l.qty - order.shipments.reduce((sum, s) => sum + s.lines.filter((x) => x.sku === l.sku).reduce((n, x) => n + x.qty, 0), 0)]));
    if (lines?.some((l) => !(Number.isInteger(l.qty) && l.qty > 0 && l.qty <= (left.get(l.sku) ?? 0)))) { ctx.status = 400; ctx.body = { error: 'lines: each needs a SKU of the order and a quantity of at least 1, at most what is left to ship' }; return; }
    const id = state.next();
    const trackingNumber = typeof body.tracking_number === 'string' && body.tracking_number ? body.tracking_number : `SB${String(id).padStart(9, '0')}GB`;
    const whole = !lines || [...left].every(([sku, qty]) => lines.filter((l) => l.sku === sku).reduce((n, l) => n + l.qty, 0) >= qty);
    // Mintsoft despatches orders whole: part of one leaves as a split order of its own.
    const target = provider.splitsPart && !whole ? state.split(order, lines!) : order;
    const shipment = state.ship(target, {
      id: String(id), carrier: typeof body.carrier === 'string' ? body.carrier : provider.carrier, service: typeof body.service === 'string' ? body.service : provider.carrier,
      trackingNumber, trackingUrl: provider.trackingUrl(trackingNumber), shippedAt: new Date().toISOString(), lines: target === order ? lines : undefined,
    });
    if (provider.shipped) await provider.shipped(state, target, shipment);
    ctx.status = 201;
    ctx.body = { ...shipment, order_id: target.id, reference: target.reference };
  });
  router.post('/_control/pick', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, any>;
    const order = typeof body.reference === 'string' ? state.byReference(body.reference) : undefined;
    if (!order) { ctx.status = 404; ctx.body = { error: 'reference: no order with this reference' }; return; }
    if (provider.splitsPart) { ctx.status = 400; ctx.body = { error: 'this sandbox has no picked state: ship the order (or part of it) instead' }; return; }
    if (order.status !== 'NEW') { ctx.status = 409; ctx.body = { error: `the order is ${order.status}` }; return; }
    order.status = 'PICKED';
    ctx.body = { id: order.id, reference: order.reference, status: order.status };
  });
  router.get('/_control/webhooks', (ctx) => { ctx.body = { subscriptions: state.subscriptions.map(({ secret: _secret, ...s }) => s), deliveries: state.deliveries }; });
  router.post('/_control/webhooks/redeliver', async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, any>;
    const delivery = state.deliveries.find((d) => d.eventId === body.webhook_id);
    if (!delivery) { ctx.status = 404; ctx.body = { error: 'webhook_id: no push with this id' }; return; }
    ctx.body = await redeliver(state, delivery);
  });
  faultControlRoutes(router, state);
}

export function createWarehouseSandbox(): WarehouseSandbox {
  const states = new Map<string, WarehouseSandboxState>();
  const routers = new Map<string, Koa.Middleware>();
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb' });
  for (const [code, provider] of Object.entries(PROVIDERS)) {
    const state = new WarehouseSandboxState(provider.firstId);
    states.set(code, state);
    const router = new Router({ prefix: `/sandbox/warehouses/${code}` });
    controlRoutes(router, state, provider);
    provider.routes(router, state);
    const handle = router.routes() as unknown as Koa.Middleware;
    routers.set(code, async (ctx, next) => {
      const control = ctx.path.includes('/_control/');
      if (!control) state.calls.push({ method: ctx.method, path: ctx.path.slice(`/sandbox/warehouses/${code}`.length) });
      const fault = control ? undefined : state.takeFault(ctx.path);
      await withFault(ctx, fault, () => parse(ctx, () => handle(ctx, next)));
    });
  }
  return {
    state: (provider) => states.get(provider.toLowerCase().replace(/_/g, '-'))!,
    middleware: async (ctx, next) => {
      const match = /^\/sandbox\/warehouses\/([a-z-]+)(\/|$)/.exec(ctx.path);
      const route = match && routers.get(match[1]!);
      if (!route) return next();
      await route(ctx, async () => {
        ctx.status = 404;
        ctx.body = { error: `the sandbox ${match![1]} has no ${ctx.method} ${ctx.path}` };
      });
    },
  };
}
