/**
 * Carrier labels end to end on the sandbox carriers (api/carriers): a shipment of a Royal Mail Click & Drop or
 * ShipEngine (DPD) carrier buys its label (a PDF carrying the tracking number; ZPL where offered), voids it,
 * manifests the day's labels, and a DELIVERED tracking event delivers the shipment and completes the order.
 * The carriers' refusals come back in their words; 5xx, 429 and timeouts are retried without buying twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { readPdf } from '../helpers/pdf-text.ts';
import { countStock } from '../helpers/stock.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let globex: Client;
let acmeId: string;
let royalMail: Row;
let dpd: Row;
let customerId: string;
let main: string;
let product: Row;
let heavy: Row;
let order: Row;

const SHIP_TO = { name: 'Carla Carrier', line1: '1 Parcel Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900123' };

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
  [owner, globex] = await Promise.all([app.signIn(DEMO.acmeOwner), app.signIn(DEMO.globexOwner)]);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  royalMail = await app.knex('shipping_carriers').where({ account_id: acmeId, code: 'ROYAL_MAIL' }).first();
  dpd = await app.knex('shipping_carriers').where({ account_id: acmeId, code: 'DPD' }).first();
  main = (await app.knex('locations').where({ account_id: acmeId, code: 'MAIN' }).first('id')).id;
  customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0].id;
  product = (await owner.post('/api/products', { sku: 'LBL-MUG', title: 'Label mug', weight_g: 450 })).body;
  heavy = (await owner.post('/api/products', { sku: 'LBL-ANVIL', title: 'Label anvil', weight_g: 25000 })).body;
  await countStock(owner, app.knex, product.id, main, 100);
  await countStock(owner, app.knex, heavy.id, main, 10);
  order = await paidOrder(product, 2);
});
afterAll(() => app?.close());

async function paidOrder(p: Row, quantity: number, shipTo: Row = SHIP_TO): Promise<Row> {
  const created = await owner.post('/api/sales-orders', { customer_id: customerId, ship_to: shipTo, lines: [{ product_id: p.id, quantity, unit_price: 1500 }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const step of ['submit', 'pay']) expect((await owner.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
  return (await owner.get(`/api/sales-orders/${created.body.id}`)).body;
}

async function shipment(o: Row, body: Row): Promise<Row> {
  const created = await owner.post('/api/shipments', { order_id: o.id, ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const sandbox = (provider: string, path: string) => `/sandbox/carriers/${provider}/${path}`;
async function control(provider: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(app.baseUrl + sandbox(provider, path), body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.status === 204 ? null : response.json();
}

async function file(path: string, client = owner): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(app.baseUrl + path, { headers: { Cookie: client.cookie ?? '' } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('the demo carriers', () => {
  it('connects Acme\'s Royal Mail and DPD to the sandbox carriers, with credentials never returned', async () => {
    const read = (await owner.get(`/api/shipping-carriers/${royalMail.id}`)).body;
    expect(read).toMatchObject({ provider: 'ROYAL_MAIL', environment: 'SANDBOX', credentials_set: true });
    expect(read).not.toHaveProperty('credentials');
    expect(dpd).toMatchObject({ provider: 'SHIPENGINE', environment: 'SANDBOX' });
    expect((await owner.post(`/api/shipping-carriers/${dpd.id}/test`, {})).body).toMatchObject({ ok: true, tracking_webhook: { webhook_id: expect.any(String) } });
  });
});

describe('a shipment\'s carrier', () => {
  it('is preselected from the order\'s shipping method when the body names none', async () => {
    const method = await app.knex('shipping_methods').where({ account_id: acmeId, name: 'Tracked next working day' }).first();
    const withMethod = await owner.post('/api/sales-orders', { customer_id: customerId, shipping_method_id: method.id, ship_to: SHIP_TO, lines: [{ product_id: product.id, quantity: 1, unit_price: 900 }] });
    expect(withMethod.status, JSON.stringify(withMethod.body)).toBe(201);
    const created = await shipment(withMethod.body, {});
    expect(created).toMatchObject({ carrier_id: royalMail.id, service_code: 'TPN24', carrier: 'Royal Mail' });
  });

  it('refuses a service the carrier does not offer, naming the field', async () => {
    const refused = await owner.post('/api/shipments', { order_id: order.id, carrier_id: royalMail.id, service_code: 'NEXT_DAY' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ pointer: '/service_code', message: expect.stringContaining('TPN24') })]);
  });
});

describe('POST /api/shipments/:id/buy-label', () => {
  it('buys a Royal Mail label: a PDF with the tracking number, the tracking link filled, the shipment LABEL_CREATED', async () => {
    const s = await shipment(order, { carrier_id: royalMail.id, service_code: 'TPN48', lines: [{ sku: 'LBL-MUG', qty: 1 }] });
    const bought = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body).toMatchObject({ status: 'LABEL_CREATED', label_format: 'PDF', tracking_status: 'LABEL_CREATED' });
    expect(bought.body.tracking_number).toMatch(/^TT\d{9}GB$/);
    expect(bought.body.tracking_url).toBe(`https://www.royalmail.com/track-your-item#/tracking-results/${bought.body.tracking_number}`);
    expect(bought.body).not.toHaveProperty('label_pdf');
    expect(bought.body).not.toHaveProperty('label_key');

    const pdf = await file(`/api/shipments/${s.id}/label`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = readPdf(pdf.bytes);
    expect(text.header).toMatch(/^%PDF-/);
    expect(text.pages).toBe(1);
    expect(text.text).toContain(bought.body.tracking_number);
    expect(text.text).toContain('Carla Carrier');

    const held = (await control('royal-mail', '_control/shipments')).filter((x: Row) => x.trackingNumber === bought.body.tracking_number);
    expect(held).toEqual([expect.objectContaining({ status: 'LABELLED', service: 'TPN48', weightGrams: 450 })]);
    const row = await app.knex('shipments').where({ id: s.id }).first();
    expect(row.carrier_reference).toBe(held[0].id);
    expect(Buffer.from(row.label_pdf, 'base64').equals(pdf.bytes)).toBe(true);
    // A second purchase for a shipment that has its label is refused.
    expect((await owner.post(`/api/shipments/${s.id}/buy-label`, {})).status).toBe(409);
    // Another account sees neither the shipment nor its label.
    expect((await file(`/api/shipments/${s.id}/label`, globex)).status).toBe(404);
    expect((await file(`/api/shipments/${s.id}/label?format=zpl`)).status).toBe(404);
  });

  it('voids the label with the carrier and returns the shipment to PENDING, ready to buy again', async () => {
    const s = await shipment(order, { carrier_id: royalMail.id, service_code: 'TPN24', lines: [{ sku: 'LBL-MUG', qty: 1 }] });
    const first = (await owner.post(`/api/shipments/${s.id}/buy-label`, {})).body;
    const voided = await owner.post(`/api/shipments/${s.id}/void-label`, {});
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body).toMatchObject({ status: 'PENDING', tracking_number: null, tracking_url: null, carrier_reference: null });
    const held = (await control('royal-mail', '_control/shipments')).find((x: Row) => x.trackingNumber === first.tracking_number);
    expect(held.status).toBe('VOIDED');
    expect((await file(`/api/shipments/${s.id}/label`)).status).toBe(404);
    const again = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(again.status).toBe(200);
    expect(again.body.tracking_number).not.toBe(first.tracking_number);
    const history = await app.knex('status_history').where({ record_id: s.id }).orderBy('at').pluck('transition');
    expect(history).toEqual(['buy-label', 'void-label', 'buy-label']);
  });

  it('passes on the carrier\'s refusal of a postcode that does not parse, in its words, buying nothing', async () => {
    const o = await paidOrder(product, 1, { ...SHIP_TO, postcode: 'NOT A CODE' });
    const s = await shipment(o, { carrier_id: royalMail.id, service_code: 'TPN24' });
    const before = (await control('royal-mail', '_control/shipments')).length;
    const refused = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ code: 'carrier_refused' });
    expect(refused.body.errors).toEqual([{ pointer: '/carrier/recipient.address.postcode', message: 'Postcode is invalid' }]);
    expect((await control('royal-mail', '_control/shipments')).length).toBe(before);
    expect(await app.knex('shipments').where({ id: s.id }).first('status', 'label_key')).toEqual({ status: 'PENDING', label_key: null });
  });

  it('refuses a parcel over the service\'s weight before asking the carrier', async () => {
    const o = await paidOrder(heavy, 1);
    const s = await shipment(o, { carrier_id: royalMail.id, service_code: 'TPN24' });
    const refused = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ pointer: '/packages/0/weight_g', message: expect.stringContaining('over the 20000 g') }]);
  });

  it('passes on DPD\'s refusal of a parcel without a phone number (through ShipEngine)', async () => {
    const o = await paidOrder(product, 1, { ...SHIP_TO, phone: undefined });
    const s = await shipment(o, { carrier_id: dpd.id, service_code: 'NEXT_DAY' });
    const refused = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ pointer: '/carrier/ship_to.phone', message: expect.stringContaining('DPD requires a telephone number') }]);
  });

  it('buys a DPD label in ZPL through ShipEngine, with its cost', async () => {
    const s = await shipment(order, { carrier_id: dpd.id, service_code: 'NEXT_DAY', lines: [{ sku: 'LBL-MUG', qty: 1 }] });
    const quoted = await owner.post(`/api/shipments/${s.id}/quote`, {});
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.rates).toContainEqual(expect.objectContaining({ serviceCode: 'NEXT_DAY', amount: 645, currency: 'GBP' }));
    const bought = await owner.post(`/api/shipments/${s.id}/buy-label`, { format: 'ZPL' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body).toMatchObject({ label_format: 'ZPL', label_cost: 645, label_currency: 'GBP' });
    expect(bought.body.tracking_url).toBe(`https://track.dpd.co.uk/parcels/${bought.body.tracking_number}`);
    const zpl = await file(`/api/shipments/${s.id}/label?format=zpl`);
    expect(zpl.status).toBe(200);
    expect(zpl.bytes.toString()).toMatch(/^\^XA[\s\S]*\^XZ$/);
    expect(zpl.bytes.toString()).toContain(bought.body.tracking_number);
    expect((await file(`/api/shipments/${s.id}/label?format=pdf`)).status).toBe(404);
  });
});

describe('retries never buy twice', () => {
  it('a 500 after the carrier bought the label: the retry finds that label instead of buying another', async () => {
    const s = await shipment(order, { carrier_id: royalMail.id, service_code: 'TPN24', lines: [{ sku: 'LBL-MUG', qty: 1 }] });
    await control('royal-mail', '_control/faults', { status: 500, after: true, path_contains: '/orders', count: 1 });
    const bought = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const row = await app.knex('shipments').where({ id: s.id }).first('label_key');
    const held = (await control('royal-mail', '_control/shipments')).filter((x: Row) => x.reference === row.label_key);
    expect(held).toHaveLength(1);
    expect(held[0].trackingNumber).toBe(bought.body.tracking_number);
    expect(readPdf((await file(`/api/shipments/${s.id}/label`)).bytes).text).toContain(bought.body.tracking_number);
  });

  it('a 429 with Retry-After, then a timed-out answer: one label bought', async () => {
    const s = await shipment(order, { carrier_id: dpd.id, service_code: 'NEXT_DAY', lines: [{ sku: 'LBL-MUG', qty: 1 }] });
    process.env.CARRIER_TIMEOUT_MS = '1500';
    try {
      await control('shipengine', '_control/faults', { status: 429, retry_after_seconds: 0, path_contains: '/v1/labels', count: 1 });
      await control('shipengine', '_control/faults', { delay_ms: 4000, after: true, path_contains: '/v1/labels', count: 1 });
      const bought = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      const row = await app.knex('shipments').where({ id: s.id }).first('label_key');
      expect((await control('shipengine', '_control/shipments')).filter((x: Row) => x.reference === row.label_key)).toHaveLength(1);
    } finally {
      delete process.env.CARRIER_TIMEOUT_MS;
      await fetch(app.baseUrl + sandbox('shipengine', '_control/faults'), { method: 'DELETE' });
    }
  });

  it('a carrier that keeps failing: 503 to try again, and the next attempt looks the label up first', async () => {
    const s = await shipment(order, { carrier_id: royalMail.id, service_code: 'TPN24', lines: [{ sku: 'LBL-MUG', qty: 1 }] });
    await control('royal-mail', '_control/faults', { status: 503, after: true, path_contains: '/orders', count: 1 });
    await control('royal-mail', '_control/faults', { status: 503, path_contains: '/orders', count: 2 });
    const failed = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe('carrier_unavailable');
    const key = (await app.knex('shipments').where({ id: s.id }).first('label_key')).label_key;
    expect(key).toMatch(/^SHP-\d+-[0-9a-f]{8}$/);
    const bought = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((await control('royal-mail', '_control/shipments')).filter((x: Row) => x.reference === key)).toHaveLength(1);
  });
});

describe('end of day and tracking', () => {
  it('manifests every Royal Mail label not yet manifested, once', async () => {
    const manifest = await owner.post(`/api/shipping-carriers/${royalMail.id}/manifest`, {});
    expect(manifest.status, JSON.stringify(manifest.body)).toBe(200);
    const onIt = await app.knex('shipments').where({ account_id: acmeId, carrier_id: royalMail.id, manifest_reference: manifest.body.manifest_reference }).count<{ n: number }[]>({ n: '*' });
    expect(Number(onIt[0]!.n)).toBe(manifest.body.shipments);
    expect(manifest.body.shipments).toBeGreaterThanOrEqual(3);
    expect(readPdf(Buffer.from(manifest.body.document, 'base64')).text).toContain(`MANIFEST ${manifest.body.manifest_reference}`);
    const held = await control('royal-mail', '_control/shipments');
    expect(held.filter((x: Row) => x.manifest === String(manifest.body.manifest_reference))).toHaveLength(manifest.body.shipments);
    const again = await owner.post(`/api/shipping-carriers/${royalMail.id}/manifest`, {});
    expect(again.status).toBe(409);
  });

  it('a DELIVERED event ships and delivers the shipment and completes the order', async () => {
    const o = await paidOrder(product, 3);
    const s = await shipment(o, { carrier_id: royalMail.id, service_code: 'TPN24' });
    const bought = (await owner.post(`/api/shipments/${s.id}/buy-label`, {})).body;
    const onHand = async () => Number((await app.knex('stock_levels').where({ product_id: product.id, location_id: main }).first('on_hand')).on_hand);
    const before = await onHand();
    await control('royal-mail', '_control/events', { tracking_number: bought.tracking_number, status: 'IN_TRANSIT', location: 'Leeds MC', at: '2026-11-28T18:00:00Z' });
    let tracked = await owner.post(`/api/shipments/${s.id}/track`, {});
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    expect((await owner.get(`/api/shipments/${s.id}`)).body).toMatchObject({ status: 'LABEL_CREATED', tracking_status: 'IN_TRANSIT' });
    await control('royal-mail', '_control/events', { tracking_number: bought.tracking_number, status: 'DELIVERED', location: 'Leeds DO', at: '2026-11-29T10:00:00Z' });
    tracked = await owner.post(`/api/shipments/${s.id}/track`, {});
    expect(tracked.body.events.map((e: Row) => e.status)).toEqual(['IN_TRANSIT', 'DELIVERED']);
    const delivered = (await owner.get(`/api/shipments/${s.id}`)).body;
    expect(delivered).toMatchObject({ status: 'DELIVERED', tracking_status: 'DELIVERED' });
    expect(delivered.tracking_events).toHaveLength(2);
    expect((await owner.get(`/api/sales-orders/${o.id}`)).body.status).toBe('COMPLETED');
    expect(await onHand()).toBe(before - 3);
    const history = await app.knex('status_history').where({ record_id: s.id }).orderBy('at').select('transition', 'note');
    expect(history.map((h) => h.transition)).toEqual(['buy-label', 'ship', 'deliver-tracked']);
    expect(history[2].note).toContain('by Sellyard');
  });
});

describe('POST /api/sales-orders/bulk-ship', () => {
  it('ships every paid, fully allocated order, refuses the others in words, and prints one merged PDF', async () => {
    const method = await app.knex('shipping_methods').where({ account_id: acmeId, name: 'Tracked next working day' }).first();
    const make = async (p: Row, quantity: number, pay: boolean, shipTo: Row = SHIP_TO) => {
      const created = (await owner.post('/api/sales-orders', { customer_id: customerId, shipping_method_id: method.id, ship_to: shipTo, lines: [{ product_id: p.id, quantity, unit_price: 1200 }] })).body;
      expect((await owner.post(`/api/sales-orders/${created.id}/submit`, {})).status).toBe(200);
      if (pay) expect((await owner.post(`/api/sales-orders/${created.id}/pay`, {})).status).toBe(200);
      return created;
    };
    const ready = [await make(product, 1, true), await make(product, 2, true)];
    const backordered = await make(heavy, 50, true);
    const unpaid = await make(product, 1, false);
    const badPostcode = await make(product, 1, true, { ...SHIP_TO, postcode: 'ZZ9' });
    const result = await owner.post('/api/sales-orders/bulk-ship', { ids: [...ready, backordered, unpaid, badPostcode].map((o) => o.id) });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.shipped.map((s: Row) => s.order_id)).toEqual(ready.map((o) => o.id));
    const reasons = Object.fromEntries(result.body.refused.map((r: Row) => [r.order_id, r.reason]));
    // The order rules hold a backordered order once it is paid: it is refused for that.
    expect(reasons[backordered.id]).toMatch(/is on hold: only paid orders ship/);
    expect(reasons[unpaid.id]).toMatch(/is awaiting payment: only paid orders ship/);
    expect(reasons[badPostcode.id]).toMatch(/Royal Mail said no.*Postcode is invalid/);
    // The refused purchase leaves no shipment waiting in the way of the next attempt.
    expect(await app.knex('shipments').where({ order_id: badPostcode.id }).pluck('status')).toEqual(['CANCELLED']);

    const merged = await file(result.body.labels_url);
    expect(merged.status).toBe(200);
    expect(merged.type).toBe('application/pdf');
    const text = readPdf(merged.bytes);
    expect(text.pages).toBe(2);
    for (const shipped of result.body.shipped) expect(text.text).toContain(shipped.tracking_number);
    // The link names the shipments by number runs, not ids: 500 ids would be a 19 kB URL, which Node refuses (431).
    const [first, second] = result.body.shipped.map((s: Row) => s.shipment_number);
    expect(Number(second.slice(4))).toBe(Number(first.slice(4)) + 1);
    expect(result.body.labels_url).toBe(`/api/shipments/labels?numbers=${first}..${second}`);
    // Ids still work; numbers name the same labels one by one too; a run that is not one, or too long, is a 400.
    const byIds = await file(`/api/shipments/labels?ids=${result.body.shipped.map((s: Row) => s.shipment_id).join(',')}`);
    expect(readPdf(byIds.bytes).pages).toBe(2);
    expect(readPdf((await file(`/api/shipments/labels?numbers=${second},${first}`)).bytes).pages).toBe(2);
    for (const bad of [`${second}..${first}`, 'SHP-000001..SHP-000501', 'SO-000001', '']) {
      const refused = await owner.get(`/api/shipments/labels?numbers=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.errors[0].pointer).toBe('/numbers');
    }
    // Another account's numbers are not found (Globex's SHP-… sequence is its own).
    expect((await globex.get(`/api/shipments/labels?numbers=${first}..${second}`)).status).toBe(404);
    // Shipping the same selection again refuses what already has its shipment.
    const again = await owner.post('/api/sales-orders/bulk-ship', { ids: [ready[0].id] });
    expect(again.body.refused[0].reason).toMatch(/already has shipment SHP-\d+ waiting to go/);
    expect((await owner.post('/api/sales-orders/bulk-ship', { ids: ['not-an-id'] })).body.errors).toEqual([{ pointer: '/ids/0', message: 'must be an order id (uuid)' }]);
  });
});
