/**
 * The sandbox carriers: one in-process server mounted at /sandbox/carriers/<provider>/… (royal-mail, shipengine, dpd, evri, parcelforce;
 * on with the sandbox marketplace, SANDBOX decides) answering the carriers' own endpoints in their own shapes, so
 * the adapters run unchanged against it. What every carrier shares:
 *
 *   GET    …/_control/shipments   the labels bought, voided and manifested, with their tracking events (JSON)
 *   POST   …/_control/events      {tracking_number, status: IN_TRANSIT|DELIVERED|EXCEPTION, description?, location?}
 *                                 records a tracking event the carrier's tracking endpoint then reports; a carrier
 *                                 whose real API pushes tracking (ShipEngine) also sends it, signed, to the
 *                                 webhooks registered for the label's account before answering (`pushed`: each
 *                                 delivery's URL and the status the receiver answered)
 *   GET    …/_control/deliveries  the pushes made, exactly as sent (headers and raw body), newest last
 *   POST   …/_control/faults      {status?, retry_after_seconds?, delay_ms?, path_contains?, count?, after?}: the next
 *                                 `count` matching requests answer `status` (with Retry-After) or wait `delay_ms`
 *                                 first (a timeout for the caller); with `after: true` the request is carried out
 *                                 first and only its answer is lost (a label bought behind a 500 or a timeout)
 *   DELETE …/_control/faults      clears them
 */
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type Koa from 'koa';
import { faultControlRoutes, withFault } from '../../sandbox-kit/faults.ts';
import { dpdRoutes } from './dpd.ts';
import { evriRoutes } from './evri.ts';
import { parcelforceRoutes } from './parcelforce.ts';
import { royalMailRoutes } from './royal-mail.ts';
import { shipEngineRoutes } from './shipengine.ts';
import { CarrierSandboxState, type SandboxTrackingStatus } from './state.ts';

export { CarrierSandboxState } from './state.ts';
export { SHIPENGINE_CARRIER_ID } from './shipengine.ts';

export interface CarrierSandbox {
  middleware: Koa.Middleware;
  state(provider: string): CarrierSandboxState;
}

const PROVIDERS: Record<string, (router: Router, state: CarrierSandboxState) => void> = { 'royal-mail': royalMailRoutes, shipengine: shipEngineRoutes, dpd: dpdRoutes, evri: evriRoutes, parcelforce: parcelforceRoutes };
const STATUSES: SandboxTrackingStatus[] = ['IN_TRANSIT', 'DELIVERED', 'EXCEPTION'];

function controlRoutes(router: Router, state: CarrierSandboxState): void {
  router.get('/_control/shipments', (ctx) => { ctx.body = state.shipments; });
  router.post('/_control/events', async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const shipment = typeof body.tracking_number === 'string' ? state.byTracking(body.tracking_number) : undefined;
    if (!shipment) { ctx.status = 404; ctx.body = { error: 'tracking_number: no label with this tracking number' }; return; }
    if (!STATUSES.includes(body.status as SandboxTrackingStatus)) { ctx.status = 400; ctx.body = { error: `status: one of ${STATUSES.join(', ')}` }; return; }
    const event = { at: typeof body.at === 'string' ? body.at : new Date().toISOString(), status: body.status as SandboxTrackingStatus, description: typeof body.description === 'string' ? body.description : String(body.status).replace('_', ' ').toLowerCase(), location: typeof body.location === 'string' ? body.location : null };
    shipment.events.push(event);
    const origin = `${ctx.protocol}://${ctx.get('host')}${ctx.path.replace(/\/_control\/events$/, '')}`;
    const pushed = state.pushEvent ? await state.pushEvent(shipment, event, origin) : [];
    ctx.status = 201;
    ctx.body = { ...event, pushed: pushed.map((d) => ({ url: d.url, status: d.status, error: d.error })) };
  });
  router.get('/_control/deliveries', (ctx) => { ctx.body = state.deliveries; });
  faultControlRoutes(router, state);
}

export function createCarrierSandbox(): CarrierSandbox {
  const states = new Map<string, CarrierSandboxState>();
  const routers = new Map<string, Koa.Middleware>();
  // JSON for the REST carriers, XML as text for the older services (DPD's tracking).
  const parse = bodyParser({ enableTypes: ['json', 'xml'], jsonLimit: '1mb', xmlLimit: '1mb' });
  for (const [code, routes] of Object.entries(PROVIDERS)) {
    const state = new CarrierSandboxState();
    states.set(code, state);
    const router = new Router({ prefix: `/sandbox/carriers/${code}` });
    controlRoutes(router, state);
    routes(router, state);
    const handle = router.routes() as unknown as Koa.Middleware;
    routers.set(code, async (ctx, next) => {
      const fault = ctx.path.includes('/_control/') ? undefined : state.takeFault(ctx.path);
      await withFault(ctx, fault, () => parse(ctx, () => handle(ctx, next)));
    });
  }
  return {
    state: (provider) => states.get(provider.toLowerCase().replace(/_/g, '-'))!,
    middleware: async (ctx, next) => {
      const match = /^\/sandbox\/carriers\/([a-z-]+)(\/|$)/.exec(ctx.path);
      const route = match && routers.get(match[1]!);
      if (!route) return next();
      await route(ctx, async () => {
        ctx.status = 404;
        ctx.body = { error: `the sandbox ${match![1]} has no ${ctx.method} ${ctx.path}` };
      });
    },
  };
}
