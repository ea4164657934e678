/**
 * The sandbox ShipEngine (ShipStation API v1, https://docs.shipstation.com/apis/shipengine/), under
 * /sandbox/carriers/shipengine, with one connected carrier account: DPD UK (`carrier_id` se-sandbox-dpd).
 *
 * What it refuses, as ShipEngine does, in its error shape {request_id, errors[{error_source, error_type,
 * error_code, message, field_name?}]} ("Errors" page: error types validation, business_rules, security, system;
 * codes such as unauthorized, invalid_address, field_value_required, invalid_field_value, invalid_identifier,
 * rate_limit_exceeded):
 *  - no or a short `API-Key`: 401 security/unauthorized.
 *  - an unknown carrier_id (invalid_identifier) or service_code (invalid_field_value, field service_code).
 *  - a GB postal code that does not parse: invalid_address on ship_to.postal_code.
 *  - a DPD parcel without the recipient's phone: field_value_required on ship_to.phone (DPD UK's shipping API
 *    requires deliveryDetails.contactDetails.telephone, and a mobile or email for its Predict notification:
 *    https://api.dpd.co.uk/ "Insert Shipment"; ShipEngine passes DPD's refusal through as a carrier error).
 *  - a parcel over the service's weight: DPD UK carries up to 30 kg per parcel on Next Day and Saturday
 *    (dpd.co.uk "Parcel size and weight"), so heavier is a carrier business_rules error on packages[i].weight.
 *  - voiding a label already voided: approved false with ShipEngine's message.
 *  - a webhook whose event is not one of ShipEngine's (invalid_field_value on event) or whose url is not an
 *    absolute http(s) URL (invalid_field_value on url) (create_webhook_request_body: event enum, url format).
 *
 * Tracking webhooks (adapters/shipengine-webhooks.ts cites the guides): `POST/GET /v1/environment/webhooks`,
 * `DELETE /v1/environment/webhooks/:id`, per API key (a ShipEngine account). An event recorded through
 * `_control/events` is pushed to the `track` webhooks of the account that bought the label, as an API_TRACK body
 * signed RSA-SHA256 over `<timestamp>.<body>` with this sandbox's key, published at `GET /jwks` (a key made when
 * the process starts: a restart signs with a new one, and receivers read the JWKS again for an unknown key id).
 */
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import type Router from '@koa/router';
import type Koa from 'koa';
import { labelPdf, labelZpl, type SandboxLabel } from './label-pdf.ts';
import { digits, postcodeParses } from './rules.ts';
import type { CarrierSandboxState, SandboxDelivery, SandboxShipment, SandboxTrackingEvent } from './state.ts';

export const SHIPENGINE_CARRIER_ID = 'se-sandbox-dpd';
export const SHIPENGINE_SERVICES: Record<string, { name: string; maxGrams: number; price: number; days: number }> = {
  next_day: { name: 'DPD Next Day', maxGrams: 30000, price: 6.45, days: 1 },
  saturday: { name: 'DPD Saturday', maxGrams: 30000, price: 11.95, days: 1 },
};

const STATUS_CODES: Record<string, [string, string]> = { IN_TRANSIT: ['IT', 'In transit'], DELIVERED: ['DE', 'Delivered'], EXCEPTION: ['EX', 'Delivery exception'] };

// The sandbox's signing key, one per process (ShipEngine signs with keys it publishes at /jwks).
const SIGNING = (() => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid: `sandbox-${randomUUID()}`, privateKey, jwk: publicKey.export({ format: 'jwk' }) };
})();
const WEBHOOK_EVENTS = ['batch', 'carrier_connected', 'order_source_refresh_complete', 'rate', 'report_complete', 'sales_orders_imported', 'track'];
const PUSH_TIMEOUT_MS = 15_000;

let requests = 0;
function errors(ctx: Koa.Context, status: number, list: Array<{ error_source: string; error_type: string; error_code: string; message: string; field_name?: string }>): void {
  ctx.status = status;
  ctx.body = { request_id: `sandbox-${++requests}`, errors: list };
}

function authorised(ctx: Koa.Context): boolean {
  if (String(ctx.get('api-key') ?? '').length >= 8) return true;
  errors(ctx, 401, [{ error_source: 'shipengine', error_type: 'security', error_code: 'unauthorized', message: 'The API key is invalid. Please see https://www.shipengine.com/docs/auth' }]);
  return false;
}

const lines = (a: any): string[] => [a?.name, a?.company_name, a?.address_line1, a?.address_line2, a?.city_locality, a?.postal_code, a?.country_code].filter((v) => typeof v === 'string' && v);

export function shipEngineLabel(s: SandboxShipment): SandboxLabel {
  return { carrier: 'DPD (via ShipEngine)', service: SHIPENGINE_SERVICES[s.service]?.name ?? s.service, trackingNumber: s.trackingNumber, reference: s.reference, weightGrams: s.weightGrams, shipTo: lines(s.shipTo), shipFrom: lines(s.shipFrom) };
}

type Problem = { error_source: string; error_type: string; error_code: string; message: string; field_name?: string };

function shipmentProblems(shipment: any, needService: boolean): Problem[] {
  const problems: Problem[] = [];
  const carrier = shipment?.carrier_id ?? SHIPENGINE_CARRIER_ID;
  if (carrier !== SHIPENGINE_CARRIER_ID) problems.push({ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_identifier', message: `carrier_id ${String(carrier)} was not found`, field_name: 'carrier_id' });
  const service = SHIPENGINE_SERVICES[String(shipment?.service_code)];
  if (needService && !service) problems.push({ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_field_value', message: `service_code ${String(shipment?.service_code ?? '')} is not offered by this carrier`, field_name: 'service_code' });
  for (const side of ['ship_to', 'ship_from']) {
    const a = shipment?.[side] ?? {};
    for (const field of ['name', 'address_line1', 'city_locality', 'postal_code', 'country_code']) {
      if (typeof a[field] !== 'string' || !a[field].trim()) problems.push({ error_source: 'shipengine', error_type: 'validation', error_code: 'field_value_required', message: `${side}.${field} is required`, field_name: `${side}.${field}` });
    }
    if (typeof a.postal_code === 'string' && a.postal_code.trim() && !postcodeParses(a.country_code, a.postal_code)) {
      problems.push({ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_address', message: `Invalid ${side}.postal_code: ${a.postal_code} is not a valid postal code for ${a.country_code}`, field_name: `${side}.postal_code` });
    }
  }
  if (typeof shipment?.ship_to?.phone !== 'string' || !shipment.ship_to.phone.trim()) {
    problems.push({ error_source: 'carrier', error_type: 'validation', error_code: 'field_value_required', message: 'DPD requires a telephone number for the recipient (deliveryDetails.contactDetails.telephone)', field_name: 'ship_to.phone' });
  }
  const packages = Array.isArray(shipment?.packages) ? shipment.packages : [];
  if (!packages.length) problems.push({ error_source: 'shipengine', error_type: 'validation', error_code: 'field_value_required', message: 'packages must contain at least one package', field_name: 'packages' });
  packages.forEach((p: any, i: number) => {
    const grams = p?.weight?.unit === 'kilogram' ? Number(p.weight.value) * 1000 : p?.weight?.unit === 'gram' ? Number(p.weight.value) : NaN;
    if (!(grams > 0)) problems.push({ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_field_value', message: `packages[${i}].weight must be a positive weight in gram, ounce, pound or kilogram`, field_name: `packages[${i}].weight` });
    else if (service && grams > service.maxGrams) problems.push({ error_source: 'carrier', error_type: 'business_rules', error_code: 'invalid_field_value', message: `The package weight ${grams / 1000} kg exceeds the ${service.maxGrams / 1000} kg maximum for ${service.name}`, field_name: `packages[${i}].weight` });
  });
  return problems;
}

const grams = (shipment: any) => (shipment.packages as any[]).reduce((sum, p) => sum + (p.weight.unit === 'kilogram' ? p.weight.value * 1000 : p.weight.value), 0);

function labelBody(ctx: Koa.Context, s: SandboxShipment) {
  const prefix = `${ctx.protocol}://${ctx.get('host')}` + (ctx.path.match(/^\/sandbox\/carriers\/[^/]+/)?.[0] ?? '');
  const href = `${prefix}/v1/downloads/labels/${s.id}.${s.format}`;
  return {
    label_id: s.id, status: s.status === 'VOIDED' ? 'voided' : 'completed', shipment_id: `se-shp-${s.id}`, external_shipment_id: s.reference,
    ship_date: s.createdAt, created_at: s.createdAt, shipment_cost: { currency: 'gbp', amount: s.cost }, insurance_cost: { currency: 'gbp', amount: 0 },
    tracking_number: s.trackingNumber, is_return_label: false, carrier_id: SHIPENGINE_CARRIER_ID, carrier_code: 'dpd', service_code: s.service,
    voided: s.status === 'VOIDED', label_format: s.format, label_layout: '4x6', trackable: true, tracking_status: s.events.length ? 'in_transit' : 'in_transit',
    label_download: { href, [s.format]: href },
  };
}

/** The API_TRACK body ShipEngine pushes for a label's tracking ("Webhook Payload Schemas"; v1 shape). */
export function trackPushBody(s: SandboxShipment, origin: string) {
  const last = s.events.at(-1);
  const code = last ? STATUS_CODES[last.status]![0] : 'AC';
  return {
    resource_url: `${origin}/v1/tracking?carrier_code=dpd&tracking_number=${s.trackingNumber}`,
    resource_type: 'API_TRACK',
    data: {
      label_url: null, tracking_number: s.trackingNumber, status_code: code, carrier_detail_code: null,
      status_description: last ? STATUS_CODES[last.status]![1] : 'Accepted', carrier_status_code: null, carrier_status_description: last?.description ?? null,
      ship_date: s.createdAt, estimated_delivery_date: null,
      actual_delivery_date: last?.status === 'DELIVERED' ? last.at : null,
      exception_description: last?.status === 'EXCEPTION' ? last.description : null,
      events: s.events.map((e) => ({
        occurred_at: e.at, carrier_occurred_at: e.at, description: e.description, city_locality: e.location, state_province: null, postal_code: null,
        country_code: null, company_name: '', signer: '', event_code: STATUS_CODES[e.status]![0], status_code: STATUS_CODES[e.status]![0],
      })),
    },
  };
}

/** Sends `body` to `url` signed as ShipEngine signs its webhooks; records the delivery and the receiver's answer. */
async function deliver(state: CarrierSandboxState, url: string, body: unknown): Promise<SandboxDelivery> {
  const raw = JSON.stringify(body);
  const timestamp = new Date().toISOString();
  const headers = {
    'content-type': 'application/json', 'user-agent': 'ShipEngine/v1',
    'x-shipengine-rsa-sha256-key-id': SIGNING.kid,
    'x-shipengine-rsa-sha256-signature': sign('sha256', Buffer.from(`${timestamp}.${raw}`, 'utf8'), SIGNING.privateKey).toString('base64'),
    'x-shipengine-timestamp': timestamp,
  };
  const delivery: SandboxDelivery = { url, headers, body: raw, status: null, error: null };
  try {
    const response = await fetch(url, { method: 'POST', headers, body: raw, signal: AbortSignal.timeout(PUSH_TIMEOUT_MS), redirect: 'manual' });
    delivery.status = response.status;
    await response.arrayBuffer();
  } catch (error) {
    delivery.error = error instanceof Error ? error.message : String(error);
  }
  state.deliveries.push(delivery);
  return delivery;
}

export function shipEngineRoutes(router: Router, state: CarrierSandboxState): void {
  state.pushEvent = async (shipment: SandboxShipment, _event: SandboxTrackingEvent, origin: string) => {
    const hooks = state.webhooks.filter((w) => w.event === 'track' && w.account === shipment.account);
    const deliveries: SandboxDelivery[] = [];
    for (const hook of hooks) deliveries.push(await deliver(state, hook.url, trackPushBody(shipment, origin)));
    return deliveries;
  };

  router.get('/jwks', (ctx) => {
    ctx.body = { keys: [{ ...SIGNING.jwk, kid: SIGNING.kid, alg: 'RS256', use: 'sig' }] };
  });

  router.get('/v1/environment/webhooks', (ctx) => {
    if (!authorised(ctx)) return;
    ctx.body = state.webhooks.filter((w) => w.account === ctx.get('api-key')).map((w) => ({ webhook_id: w.id, url: w.url, event: w.event, headers: [] }));
  });

  router.post('/v1/environment/webhooks', (ctx) => {
    if (!authorised(ctx)) return;
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const problems: Problem[] = [];
    if (!WEBHOOK_EVENTS.includes(String(body.event))) problems.push({ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_field_value', message: `event must be one of ${WEBHOOK_EVENTS.join(', ')}`, field_name: 'event' });
    const url = typeof body.url === 'string' && URL.canParse(body.url) ? new URL(body.url) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol)) problems.push({ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_field_value', message: 'url must be an absolute http or https URL', field_name: 'url' });
    if (problems.length) return errors(ctx, 400, problems);
    const hook = { id: `se-wh-${state.next()}`, account: String(ctx.get('api-key')), event: String(body.event), url: String(body.url) };
    state.webhooks.push(hook);
    ctx.status = 201;
    ctx.body = { webhook_id: hook.id, url: hook.url, event: hook.event, headers: [] };
  });

  router.delete('/v1/environment/webhooks/:id', (ctx) => {
    if (!authorised(ctx)) return;
    const index = state.webhooks.findIndex((w) => w.id === ctx.params.id && w.account === ctx.get('api-key'));
    if (index < 0) return errors(ctx, 404, [{ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_identifier', message: `webhook_id ${ctx.params.id} was not found`, field_name: 'webhook_id' }]);
    state.webhooks.splice(index, 1);
    ctx.status = 204;
  });

  router.get('/v1/carriers', (ctx) => {
    if (!authorised(ctx)) return;
    ctx.body = { carriers: [{ carrier_id: SHIPENGINE_CARRIER_ID, carrier_code: 'dpd', friendly_name: 'DPD UK', services: Object.entries(SHIPENGINE_SERVICES).map(([service_code, s]) => ({ carrier_id: SHIPENGINE_CARRIER_ID, carrier_code: 'dpd', service_code, name: s.name, domestic: true, international: false })) }] };
  });

  router.post('/v1/rates', (ctx) => {
    if (!authorised(ctx)) return;
    const body = ctx.request.body as any;
    const ids: unknown[] = body?.rate_options?.carrier_ids ?? [];
    if (!ids.includes(SHIPENGINE_CARRIER_ID)) return errors(ctx, 400, [{ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_identifier', message: 'rate_options.carrier_ids: no connected carrier with these ids', field_name: 'rate_options.carrier_ids' }]);
    const problems = shipmentProblems({ ...body.shipment, carrier_id: SHIPENGINE_CARRIER_ID }, false).filter((p) => p.error_type !== 'business_rules');
    if (problems.length) return errors(ctx, 400, problems);
    const weight = grams(body.shipment);
    ctx.body = {
      rate_response: {
        rate_request_id: `se-rr-${state.next()}`, status: 'completed', errors: [],
        rates: Object.entries(SHIPENGINE_SERVICES).filter(([, s]) => weight <= s.maxGrams).map(([service_code, s]) => ({
          rate_id: `se-rate-${service_code}`, rate_type: 'shipment', carrier_id: SHIPENGINE_CARRIER_ID, carrier_code: 'dpd', service_code, service_type: s.name,
          shipping_amount: { currency: 'gbp', amount: s.price }, other_amount: { currency: 'gbp', amount: 0 }, delivery_days: s.days, trackable: true,
        })),
      },
    };
  });

  router.post('/v1/labels', (ctx) => {
    if (!authorised(ctx)) return;
    const body = ctx.request.body as any;
    const shipment = body?.shipment;
    const problems = shipmentProblems(shipment, true);
    if (problems.length) return errors(ctx, 400, problems);
    const format = body.label_format ?? 'pdf';
    if (format !== 'pdf' && format !== 'zpl') return errors(ctx, 400, [{ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_field_value', message: 'label_format must be pdf, png or zpl (this carrier: pdf or zpl)', field_name: 'label_format' }]);
    const n = state.next();
    const s: SandboxShipment = {
      id: `se-${1000000 + n}`, reference: String(shipment.external_shipment_id ?? ''), service: shipment.service_code, trackingNumber: `155${digits(n, 11)}`,
      weightGrams: grams(shipment), status: 'LABELLED', createdAt: new Date().toISOString(), manifest: null, shipTo: shipment.ship_to, shipFrom: shipment.ship_from, events: [],
      format, cost: SHIPENGINE_SERVICES[shipment.service_code]!.price, account: String(ctx.get('api-key')),
    };
    state.shipments.push(s);
    ctx.body = labelBody(ctx, s);
  });

  router.get('/v1/labels/external_shipment_id/:ref', (ctx) => {
    if (!authorised(ctx)) return;
    const s = state.shipments.find((x) => x.reference === ctx.params.ref);
    if (!s) return errors(ctx, 404, [{ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_identifier', message: `No label with external_shipment_id ${ctx.params.ref} was found`, field_name: 'external_shipment_id' }]);
    ctx.body = labelBody(ctx, s);
  });

  router.get('/v1/downloads/labels/:file', async (ctx) => {
    const match = /^(.+)\.(pdf|zpl)$/.exec(ctx.params.file!);
    const s = match && state.shipments.find((x) => x.id === match[1]);
    if (!s || !match) return errors(ctx, 404, [{ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_identifier', message: 'label not found' }]);
    ctx.type = match[2] === 'pdf' ? 'application/pdf' : 'application/zpl';
    ctx.body = match[2] === 'pdf' ? await labelPdf(shipEngineLabel(s)) : labelZpl(shipEngineLabel(s));
  });

  router.put('/v1/labels/:id/void', (ctx) => {
    if (!authorised(ctx)) return;
    const s = state.shipments.find((x) => x.id === ctx.params.id);
    if (!s) return errors(ctx, 404, [{ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_identifier', message: `label_id ${ctx.params.id} was not found`, field_name: 'label_id' }]);
    if (s.status === 'VOIDED') return void (ctx.body = { approved: false, message: 'This label has already been voided.' });
    if (s.status === 'MANIFESTED') return void (ctx.body = { approved: false, message: 'The label is on a manifest and can no longer be voided.' });
    s.status = 'VOIDED';
    ctx.body = { approved: true, message: 'Request for refund submitted.  This label has been voided.' };
  });

  router.post('/v1/manifests', async (ctx) => {
    if (!authorised(ctx)) return;
    const ids: unknown[] = (ctx.request.body as any)?.label_ids ?? [];
    const due = state.shipments.filter((s) => ids.includes(s.id));
    const bad = due.filter((s) => s.status !== 'LABELLED');
    if (!due.length || bad.length) return errors(ctx, 400, [{ error_source: 'shipengine', error_type: 'business_rules', error_code: 'invalid_status', message: due.length ? `labels ${bad.map((s) => s.id).join(', ')} are voided or already manifested` : 'label_ids: no labels to manifest', field_name: 'label_ids' }]);
    const id = `se-man-${state.next()}`;
    for (const s of due) { s.status = 'MANIFESTED'; s.manifest = id; }
    const prefix = `${ctx.protocol}://${ctx.get('host')}` + (ctx.path.match(/^\/sandbox\/carriers\/[^/]+/)?.[0] ?? '');
    ctx.body = { manifests: [{ manifest_id: id, form_id: `${id}-form`, created_at: new Date().toISOString(), ship_date: new Date().toISOString(), shipments: due.length, label_ids: due.map((s) => s.id), carrier_id: SHIPENGINE_CARRIER_ID, manifest_download: { href: `${prefix}/v1/downloads/labels/${due[0]!.id}.pdf` } }] };
  });

  router.get('/v1/labels/:id/track', (ctx) => {
    if (!authorised(ctx)) return;
    const s = state.shipments.find((x) => x.id === ctx.params.id);
    if (!s) return errors(ctx, 404, [{ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_identifier', message: `label_id ${ctx.params.id} was not found`, field_name: 'label_id' }]);
    const last = s.events.at(-1);
    ctx.body = {
      tracking_number: s.trackingNumber, status_code: last ? STATUS_CODES[last.status]![0] : 'AC', status_description: last ? STATUS_CODES[last.status]![1] : 'Accepted', carrier_status_code: null,
      events: s.events.map((e) => ({ occurred_at: e.at, carrier_occurred_at: e.at, description: e.description, city_locality: e.location, status_code: STATUS_CODES[e.status]![0] })),
    };
  });
}
