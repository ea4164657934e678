/**
 * The label endpoints of shipments and carriers (labels.ts does the work). Registered before the generic
 * resources, so `POST /api/shipments/:id/buy-label` and `…/void-label` run here (they talk to the carrier), while
 * the state machine still records them as the shipment's `buy-label` / `void-label` transitions.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { SecretBox } from '../../crypto/secrets.ts';
import type { Actor } from '../../crud/actor.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail, invalid } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { carrierContext } from '../../carriers/context.ts';
import { bulkShip, mergedLabels } from './bulk.ts';
import { buyLabel, carrierProblem, manifestCarrier, quote, readLabel, refreshTracking, voidLabel } from './labels.ts';
import { receiveTrackingPush, registerTrackingWebhook } from './webhooks.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (value: string | undefined): string => (value && UUID.test(value) ? value : fail('not_found', 'No such record.'));

export const shippingLabelDocs: RouteDoc[] = [
  { method: 'post', path: '/api/sales-orders/bulk-ship', tag: 'Sales order', summary: 'Ship a selection: a shipment and a bought label for every paid, fully allocated order', description: 'Body `{ids: [order ids]}` (at most 500). Each order gets a shipment of everything still to ship with its shipping method\'s carrier and service, and its label. Refusals are listed per order in words.', responses: { 200: { description: '`{shipped[{order_id, order_number, shipment_id, shipment_number, tracking_number}], refused[{order_id, order_number, reason}], labels_url}`.', schema: { type: 'object' } } }, problems: [400, 403] },
  { method: 'get', path: '/api/shipments/labels', tag: 'Shipment', summary: 'Several shipments\' PDF labels as one PDF', query: { ids: { description: 'Comma-separated shipment ids (at most 500).' }, numbers: { description: 'Or shipment numbers, comma-separated, a run of consecutive ones as `SHP-000123..SHP-000622` (at most 500 in all): the short link a bulk ship answers.' } }, responses: { 200: { description: 'One PDF, a page per label.', contentType: 'application/pdf', schema: { type: 'string' } } }, problems: [400, 403, 404] },
  { method: 'post', path: '/api/shipments/:id/buy-label', tag: 'Shipment', summary: 'Buy the label from the shipment\'s carrier', description: 'Body `{format?: "PDF"|"ZPL"}`. Stores the label and tracking number, fills `tracking_url` and moves the shipment to LABEL_CREATED. A retry after a lost answer never buys twice. 422 `carrier_refused` with the carrier\'s own fields; 503 `carrier_unavailable` when the carrier kept failing (try again).', responses: { 200: { description: 'The shipment.', schema: { type: 'object' } } }, problems: [400, 403, 404, 409] },
  { method: 'post', path: '/api/shipments/:id/void-label', tag: 'Shipment', summary: 'Void the bought label with the carrier', responses: { 200: { description: 'The shipment, PENDING again.', schema: { type: 'object' } } }, problems: [403, 404, 409] },
  { method: 'get', path: '/api/shipments/:id/label', tag: 'Shipment', summary: 'The bought label', query: { format: { description: '`pdf` (default) or `zpl` where the carrier gave one.' } }, responses: { 200: { description: 'The label file.', contentType: 'application/pdf', schema: { type: 'string' } } }, problems: [400, 403, 404] },
  { method: 'post', path: '/api/shipments/:id/quote', tag: 'Shipment', summary: 'The carrier\'s prices for this shipment\'s parcels', responses: { 200: { description: '`{carrier, parcels, rates[{serviceCode, serviceName, amount, currency, transitDays}]}`.', schema: { type: 'object' } } }, problems: [400, 403, 404] },
  { method: 'post', path: '/api/shipments/:id/track', tag: 'Shipment', summary: 'Read the carrier\'s tracking now (DELIVERED delivers the shipment)', responses: { 200: { description: '`{events}`.', schema: { type: 'object' } } }, problems: [403, 404, 409] },
  { method: 'post', path: '/api/shipping-carriers/:id/manifest', tag: 'Shipping carrier', summary: 'End of day: put every label not yet manifested on the carrier\'s manifest', responses: { 200: { description: '`{manifest_reference, shipments, document}` (document: the manifest PDF, base64, where the carrier gives one).', schema: { type: 'object' } } }, problems: [403, 404, 409] },
  { method: 'post', path: '/api/shipping-carriers/:id/test', tag: 'Shipping carrier', summary: 'Test the stored credentials with the carrier', description: 'Where the carrier pushes tracking (ShipEngine), also registers Sellyard\'s tracking webhook with it (once).', responses: { 200: { description: '`{ok: true, tracking_webhook}`: `tracking_webhook` is `{url, webhook_id, created}`, or null for a carrier that is polled only, or `{error}` when the carrier refused the registration (tracking is then polled).', schema: { type: 'object' } } }, problems: [403, 404, 422] },
  { method: 'post', path: '/api/webhooks/carriers/:id', tag: 'Shipping carrier', summary: 'A carrier pushes tracking (its webhook; no session)', public: true, query: { token: { description: 'The token Sellyard put in the URL it registered with the carrier.' } }, description: 'The carrier\'s own shape and signature (ShipEngine: an API_TRACK body, RSA-SHA256 headers). The events are applied as the poll\'s: DELIVERED delivers the shipment and completes its order. A replay adds nothing. 404 for an unknown carrier, a wrong token or a tracking number not of this carrier; 401 when the signature is missing or wrong; 400 for a stale timestamp or another shape.', responses: { 200: { description: '`{event_id, shipment_number, tracking_status, added, moved}`.', schema: { type: 'object' } } }, problems: [400, 401, 404] },
];

export function shippingLabelRoutes(router: Router, knex: Knex, service: ResourceService, secrets: SecretBox | undefined): void {
  router.post('/api/sales-orders/bulk-ship', async (ctx) => {
    ctx.body = await bulkShip(knex, service, ctx.state.actor as Actor, (ctx.request.body as Record<string, unknown> | undefined)?.ids, secrets);
  });
  // Before /api/shipments/:id/label: `labels` is no shipment id.
  router.get('/api/shipments/labels', async (ctx) => {
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `${ctx.query.download === '1' ? 'attachment' : 'inline'}; filename="labels.pdf"`);
    ctx.body = await mergedLabels(knex, ctx.state.actor as Actor, { ids: ctx.query.ids, numbers: ctx.query.numbers });
  });
  router.post('/api/shipments/:id/buy-label', async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const format = body.format === undefined ? undefined : body.format;
    if (format !== undefined && format !== 'PDF' && format !== 'ZPL') invalid('/format', 'must be PDF or ZPL');
    ctx.body = await buyLabel(knex, service, ctx.state.actor as Actor, idOf(ctx.params.id), secrets, { format: format as 'PDF' | 'ZPL' | undefined });
  });
  router.post('/api/shipments/:id/void-label', async (ctx) => {
    ctx.body = await voidLabel(knex, service, ctx.state.actor as Actor, idOf(ctx.params.id), secrets);
  });
  router.get('/api/shipments/:id/label', async (ctx) => {
    const label = await readLabel(knex, ctx.state.actor as Actor, idOf(ctx.params.id), String(ctx.query.format ?? 'pdf'));
    ctx.type = label.type;
    ctx.set('Content-Disposition', `${ctx.query.download === '1' ? 'attachment' : 'inline'}; filename="${label.name}"`);
    ctx.body = label.body;
  });
  router.post('/api/shipments/:id/quote', async (ctx) => {
    ctx.body = await quote(knex, ctx.state.actor as Actor, idOf(ctx.params.id), secrets);
  });
  router.post('/api/shipments/:id/track', async (ctx) => {
    ctx.body = { events: await refreshTracking(knex, service, ctx.state.actor as Actor, idOf(ctx.params.id), secrets) };
  });
  router.post('/api/shipping-carriers/:id/manifest', async (ctx) => {
    ctx.body = await manifestCarrier(knex, ctx.state.actor as Actor, idOf(ctx.params.id), secrets);
  });
  router.post('/api/shipping-carriers/:id/test', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!actor.ability.can('update', 'shipping-carriers') && !actor.ability.can('update', 'shipments')) fail('forbidden', 'Your role may not test carriers.');
    const carrier = await knex('shipping_carriers').where({ account_id: actor.accountId, id: idOf(ctx.params.id) }).first();
    if (!carrier) fail('not_found', 'No such carrier.');
    try {
      const { adapter, ctx: carrierCtx } = carrierContext(carrier, secrets);
      await adapter.verify(carrierCtx);
    } catch (error) {
      carrierProblem(error, String(carrier.name));
    }
    // Connected: where the carrier pushes tracking, it is told where to. A refusal here is reported, not fatal:
    // the credentials work, and tracking is polled until the registration succeeds on a later test.
    let trackingWebhook: Awaited<ReturnType<typeof registerTrackingWebhook>> | { error: string } = null;
    try {
      trackingWebhook = await registerTrackingWebhook(carrier, secrets);
    } catch (error) {
      trackingWebhook = { error: `${carrier.name} did not take the tracking webhook (${error instanceof Error ? error.message : String(error)}); tracking is polled every 15 minutes meanwhile.` };
    }
    ctx.body = { ok: true, tracking_webhook: trackingWebhook };
  });
  // A carrier's tracking push: no session (sessionGuard lets /api/webhooks/carriers/ through); webhooks.ts proves
  // the caller by the URL's token and the carrier's signature over the raw body.
  router.post('/api/webhooks/carriers/:id', async (ctx) => {
    const rawBody = typeof ctx.request.rawBody === 'string' ? ctx.request.rawBody : '';
    ctx.body = await receiveTrackingPush(knex, service, secrets, String(ctx.params.id), ctx.query.token, { rawBody, headers: ctx.headers }, ctx.request.body);
  });
}
