/**
 * Tracking pushed by the carrier (api/domain/shipping/webhooks.ts): Acme's DPD through the sandbox ShipEngine
 * registers Sellyard's tracking webhook on Test connection; a DELIVERED event recorded at the sandbox is pushed,
 * signed, to `POST /api/webhooks/carriers/<id>` and ships and delivers the shipment and completes its order, as the
 * poll does. A replayed push is applied once; an altered or unsigned one is refused (401) and changes nothing;
 * another tenant's carrier id (or its URL token) is refused and touches nothing of Acme's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { countStock } from '../helpers/stock.ts';
import { trackingWebhookUrl } from '../../api/domain/shipping/webhooks.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let globex: Client;
let acmeId: string;
let dpd: Row;
let globexCarrier: Row;
let customerId: string;
let main: string;
let product: Row;

const SHIP_TO = { name: 'Wendy Webhook', line1: '2 Parcel Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900456' };

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
  [owner, globex] = await Promise.all([app.signIn(DEMO.acmeOwner), app.signIn(DEMO.globexOwner)]);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  dpd = await app.knex('shipping_carriers').where({ account_id: acmeId, code: 'DPD' }).first();
  main = (await app.knex('locations').where({ account_id: acmeId, code: 'MAIN' }).first('id')).id;
  customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0].id;
  product = (await owner.post('/api/products', { sku: 'HOOK-MUG', title: 'Webhook mug', weight_g: 450 })).body;
  await countStock(owner, app.knex, product.id, main, 50);
  // Globex connects its own ShipEngine account (another API key) to the sandbox.
  const created = await globex.post('/api/shipping-carriers', {
    name: 'Globex ShipEngine', code: 'GLOBEX_SE', provider: 'SHIPENGINE', environment: 'SANDBOX', credentials: { api_key: 'globex-shipengine-key', carrier_id: 'se-sandbox-dpd' },
    services: [{ code: 'NEXT_DAY', name: 'Next Day', tracked: true, max_weight_g: 30000 }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  globexCarrier = created.body;
});
afterAll(() => app?.close());

async function labelledShipment(): Promise<{ order: Row; shipment: Row }> {
  const created = await owner.post('/api/sales-orders', { customer_id: customerId, ship_to: SHIP_TO, lines: [{ product_id: product.id, quantity: 2, unit_price: 1500 }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const step of ['submit', 'pay']) expect((await owner.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
  const s = await owner.post('/api/shipments', { order_id: created.body.id, carrier_id: dpd.id, service_code: 'NEXT_DAY' });
  expect(s.status, JSON.stringify(s.body)).toBe(201);
  const bought = await owner.post(`/api/shipments/${s.body.id}/buy-label`, {});
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  return { order: created.body, shipment: bought.body };
}

const sandbox = (path: string) => `${app.baseUrl}/sandbox/carriers/shipengine/${path}`;
async function event(trackingNumber: string, status: string, at: string): Promise<Row> {
  const response = await fetch(sandbox('_control/events'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tracking_number: trackingNumber, status, at, location: 'Leeds' }) });
  expect(response.status).toBe(201);
  return response.json();
}
async function deliveries(): Promise<Array<{ url: string; headers: Record<string, string>; body: string; status: number }>> {
  return (await fetch(sandbox('_control/deliveries'))).json();
}
/** Sends a push as the carrier would: no cookie, the carrier's headers and raw body. */
async function push(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; type: string | null; body: Row }> {
  const response = await fetch(url, { method: 'POST', headers, body });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}
const history = async (id: string) => (await app.knex('status_history').where({ record_id: id }).orderBy('at').select('transition')).map((h) => h.transition);

describe('registering the tracking webhook', () => {
  it('registers Sellyard\'s endpoint with ShipEngine on Test connection, once, and never shows the URL\'s token', async () => {
    const first = await owner.post(`/api/shipping-carriers/${dpd.id}/test`, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ ok: true, tracking_webhook: { url: `${app.baseUrl}/api/webhooks/carriers/${dpd.id}`, webhook_id: expect.stringMatching(/^se-wh-/), created: true } });
    const again = await owner.post(`/api/shipping-carriers/${dpd.id}/test`, {});
    expect(again.body.tracking_webhook).toEqual({ ...first.body.tracking_webhook, created: false });
    const listed = await (await fetch(sandbox('v1/environment/webhooks'), { headers: { 'api-key': 'globex-shipengine-key' } })).json();
    expect(listed).toEqual([]);
  });

  it('says a carrier that is only polled has no webhook', async () => {
    const royalMail = await app.knex('shipping_carriers').where({ account_id: acmeId, code: 'ROYAL_MAIL' }).first();
    expect((await owner.post(`/api/shipping-carriers/${royalMail.id}/test`, {})).body).toEqual({ ok: true, tracking_webhook: null });
  });
});

describe('POST /api/webhooks/carriers/:id', () => {
  let order: Row;
  let shipment: Row;

  beforeAll(async () => {
    ({ order, shipment } = await labelledShipment());
  });

  it('a pushed IN_TRANSIT then DELIVERED ship and deliver the shipment and complete the order, without a poll', async () => {
    const onHand = async () => Number((await app.knex('stock_levels').where({ product_id: product.id, location_id: main }).first('on_hand')).on_hand);
    const before = await onHand();
    const moving = await event(shipment.tracking_number, 'IN_TRANSIT', '2026-11-28T18:00:00Z');
    expect(moving.pushed).toEqual([{ url: expect.stringContaining(`/api/webhooks/carriers/${dpd.id}?token=`), status: 200, error: null }]);
    expect((await owner.get(`/api/shipments/${shipment.id}`)).body).toMatchObject({ status: 'LABEL_CREATED', tracking_status: 'IN_TRANSIT' });
    const arrived = await event(shipment.tracking_number, 'DELIVERED', '2026-11-29T10:00:00Z');
    expect(arrived.pushed[0].status).toBe(200);
    const delivered = (await owner.get(`/api/shipments/${shipment.id}`)).body;
    expect(delivered).toMatchObject({ status: 'DELIVERED', tracking_status: 'DELIVERED' });
    expect(delivered.tracking_events.map((e: Row) => e.status)).toEqual(['IN_TRANSIT', 'DELIVERED']);
    expect((await owner.get(`/api/sales-orders/${order.id}`)).body.status).toBe('COMPLETED');
    expect(await onHand()).toBe(before - 2);
    expect(await history(shipment.id)).toEqual(['buy-label', 'ship', 'deliver-tracked']);
    const audit = await app.knex('audit_log').where({ record_id: shipment.id, transition: 'deliver-tracked' }).first('job', 'cause');
    expect(audit).toMatchObject({ job: 'carriers.webhook', cause: expect.stringContaining(`pushed tracking of ${shipment.tracking_number}`) });
  });

  it('applies a replayed push once: no second event, no second transition', async () => {
    const last = (await deliveries()).at(-1)!;
    const replay = await push(last.url, last.headers, last.body);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ shipment_number: shipment.number, tracking_status: 'DELIVERED', added: 0, moved: false });
    expect((await owner.get(`/api/shipments/${shipment.id}`)).body.tracking_events).toHaveLength(2);
    expect(await history(shipment.id)).toEqual(['buy-label', 'ship', 'deliver-tracked']);
    // The poll reads the same events: nothing is added either.
    const polled = await owner.post(`/api/shipments/${shipment.id}/track`, {});
    expect(polled.body.events).toHaveLength(2);
  });

  it('refuses an altered or unsigned push with 401 problem+json naming the header, and changes nothing', async () => {
    const { shipment: fresh } = await labelledShipment();
    await event(fresh.tracking_number, 'IN_TRANSIT', '2026-11-28T09:00:00Z');
    const signed = (await deliveries()).at(-1)!;
    const forged = signed.body.replace('"status_code":"IT"', '"status_code":"DE"').replace(/"event_code":"IT","status_code":"IT"/g, '"event_code":"DE","status_code":"DE"');
    expect(forged).not.toBe(signed.body);
    const altered = await push(signed.url, signed.headers, forged);
    expect(altered.status).toBe(401);
    expect(altered.type).toContain('application/problem+json');
    expect(altered.body).toMatchObject({ code: 'webhook_unsigned', errors: [{ pointer: '/headers/x-shipengine-rsa-sha256-signature' }] });
    const { 'x-shipengine-rsa-sha256-signature': _dropped, ...unsignedHeaders } = signed.headers;
    const unsigned = await push(signed.url, unsignedHeaders, forged);
    expect(unsigned.status).toBe(401);
    expect((await owner.get(`/api/shipments/${fresh.id}`)).body).toMatchObject({ status: 'LABEL_CREATED', tracking_status: 'IN_TRANSIT' });
    expect(await history(fresh.id)).toEqual(['buy-label']);
    // A stale timestamp is a 400 naming it; a body that is not JSON is a 400 too, never a 500.
    const stale = await push(signed.url, { ...signed.headers, 'x-shipengine-timestamp': new Date(Date.now() - 10 * 60_000).toISOString() }, signed.body);
    expect(stale.status).toBe(400);
    expect(stale.body.errors).toEqual([{ pointer: '/headers/x-shipengine-timestamp', message: expect.any(String) }]);
    const garbage = await fetch(signed.url, { method: 'POST', headers: signed.headers, body: '{not json' });
    expect(garbage.status).toBe(400);
  });

  it('defers a push (503) while the account has no active owner to act as, and applies it when sent again', async () => {
    const { shipment: waiting } = await labelledShipment();
    const owners = await app.knex('users').where({ account_id: acmeId, role: 'owner', status: 'ACTIVE' }).pluck('id');
    await app.knex('users').whereIn('id', owners).update({ status: 'SUSPENDED' });
    let deferred;
    try {
      await event(waiting.tracking_number, 'IN_TRANSIT', '2026-11-28T08:00:00Z');
      const sent = (await deliveries()).at(-1)!;
      expect(sent.status).toBe(503);
      deferred = await push(sent.url, sent.headers, sent.body);
      expect(deferred.status).toBe(503);
      expect(deferred.type).toContain('application/problem+json');
      expect(deferred.body.code).toBe('webhook_deferred');
      expect((await app.knex('shipments').where({ id: waiting.id }).first('tracking_status')).tracking_status).not.toBe('IN_TRANSIT');
    } finally {
      await app.knex('users').whereIn('id', owners).update({ status: 'ACTIVE' });
    }
    const sent = (await deliveries()).at(-1)!;
    const again = await push(sent.url, sent.headers, sent.body);
    expect(again.status).toBe(200);
    expect((await owner.get(`/api/shipments/${waiting.id}`)).body.tracking_status).toBe('IN_TRANSIT');
  });

  it('refuses another tenant\'s carrier id, a wrong token, and a tracking number of another tenant, touching nothing of Acme\'s', async () => {
    const { shipment: acmes } = await labelledShipment();
    await event(acmes.tracking_number, 'DELIVERED', '2026-11-29T11:00:00Z');
    // Acme's own push, validly signed, sent to Globex's carrier id (with Acme's token, or none): unknown webhook.
    const signed = (await deliveries()).at(-1)!;
    const acmeToken = new URL(signed.url).searchParams.get('token');
    const withAcmesToken = await push(`${app.baseUrl}/api/webhooks/carriers/${globexCarrier.id}?token=${acmeToken}`, signed.headers, signed.body);
    expect(withAcmesToken.status).toBe(404);
    expect(withAcmesToken.type).toContain('application/problem+json');
    const noToken = await push(`${app.baseUrl}/api/webhooks/carriers/${dpd.id}`, signed.headers, signed.body);
    expect(noToken.status).toBe(404);
    expect((await push(`${app.baseUrl}/api/webhooks/carriers/not-a-uuid?token=x`, signed.headers, signed.body)).status).toBe(404);
    // Globex's own URL (the right token for its carrier), a validly signed push about Acme's parcel: no shipment
    // of Globex's carrier has that tracking number, so it is refused and Acme's shipment is not touched.
    const { shipment: other } = await labelledShipment();
    await event(other.tracking_number, 'IN_TRANSIT', '2026-11-28T08:00:00Z');
    const aboutAcme = (await deliveries()).at(-1)!;
    const globexUrl = trackingWebhookUrl(globexCarrier.id, app.secrets);
    const crossed = await push(globexUrl, aboutAcme.headers, aboutAcme.body);
    expect(crossed.status).toBe(404);
    expect(crossed.body.errors).toEqual([{ pointer: '/data/tracking_number', message: 'is not a shipment of this carrier' }]);
    expect((await owner.get(`/api/shipments/${other.id}`)).body.tracking_events).toHaveLength(1);
    expect(await history(other.id)).toEqual(['buy-label']);
  });
});

describe('a carrier connected without a test', () => {
  it('registers its webhook before its first label, and its pushes reach its own tenant\'s shipment', async () => {
    const globexId = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
    const location = await app.knex('locations').where({ account_id: globexId, code: 'MAIN' }).first('id');
    const customer = await app.knex('relationships').where({ account_id: globexId, type: 'CUSTOMER' }).first('id');
    const mug = (await globex.post('/api/products', { sku: 'GX-HOOK', title: 'Globex hook mug', weight_g: 300 })).body;
    await countStock(globex, app.knex, mug.id, location.id, 10);
    const created = await globex.post('/api/sales-orders', { customer_id: customer.id, ship_to: SHIP_TO, lines: [{ product_id: mug.id, quantity: 1, unit_price: 900 }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const step of ['submit', 'pay']) expect((await globex.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
    const s = await globex.post('/api/shipments', { order_id: created.body.id, carrier_id: globexCarrier.id, service_code: 'NEXT_DAY' });
    expect(s.status, JSON.stringify(s.body)).toBe(201);
    const bought = await globex.post(`/api/shipments/${s.body.id}/buy-label`, {});
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    // Globex's ShipEngine account now has Sellyard's webhook for Globex's carrier (never Acme's).
    const listed = await (await fetch(sandbox('v1/environment/webhooks'), { headers: { 'api-key': 'globex-shipengine-key' } })).json();
    expect(listed).toEqual([expect.objectContaining({ event: 'track', url: expect.stringContaining(`/api/webhooks/carriers/${globexCarrier.id}?token=`) })]);
    const pushed = await event(bought.body.tracking_number, 'DELIVERED', '2026-11-29T12:00:00Z');
    expect(pushed.pushed).toEqual([{ url: listed[0].url, status: 200, error: null }]);
    expect((await globex.get(`/api/shipments/${s.body.id}`)).body).toMatchObject({ status: 'DELIVERED', tracking_status: 'DELIVERED' });
    expect((await owner.get(`/api/shipments/${s.body.id}`)).status).toBe(404);
  });
});
