/**
 * The UK carriers' own APIs end to end on their sandboxes, through the same endpoints as every carrier.
 * DPD UK (api/carriers/adapters/dpd.ts): the demo's "DPD UK (direct)" proves its credentials, a shipment buys its
 * label and the PDF carries DPD's parcel number, DPD's refusal of a parcel without a phone comes back on DPD's own
 * field, and a purchase whose answer was lost is found by its reference instead of bought twice.
 * Evri (adapters/evri.ts): a label bought and read, Evri's postcode refusal, a 429 sent again, and after a 500 that
 * hid a purchase Sellyard says it cannot tell rather than buying a second label (Evri has no look-up).
 * Parcelforce (adapters/parcelforce.ts, ExpressLink SOAP): a label bought and read, ExpressLink's postcode alert,
 * void, the day's manifest, and tracking through Royal Mail's Tracking API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { readPdf } from '../helpers/pdf-text.ts';
import { countStock } from '../helpers/stock.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let dpd: Row;
let evri: Row;
let parcelforce: Row;
let customerId: string;
let product: Row;

const SHIP_TO = { name: 'Dora Direct', line1: '9 Depot Street', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900456' };

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
  owner = await app.signIn(DEMO.acmeOwner);
  const acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  dpd = await app.knex('shipping_carriers').where({ account_id: acmeId, code: 'DPD_UK' }).first();
  evri = await app.knex('shipping_carriers').where({ account_id: acmeId, code: 'EVRI' }).first();
  parcelforce = await app.knex('shipping_carriers').where({ account_id: acmeId, code: 'PARCELFORCE' }).first();
  const main = (await app.knex('locations').where({ account_id: acmeId, code: 'MAIN' }).first('id')).id;
  customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0].id;
  product = (await owner.post('/api/products', { sku: 'DPD-MUG', title: 'DPD mug', weight_g: 600 })).body;
  await countStock(owner, app.knex, product.id, main, 50);
});
afterAll(() => app?.close());

async function shipmentFor(shipTo: Row = SHIP_TO, carrier: () => Row = () => dpd, serviceCode = 'NEXT_DAY'): Promise<Row> {
  const order = await owner.post('/api/sales-orders', { customer_id: customerId, ship_to: shipTo, lines: [{ product_id: product.id, quantity: 1, unit_price: 1800 }] });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  for (const step of ['submit', 'pay']) expect((await owner.post(`/api/sales-orders/${order.body.id}/${step}`, {})).status).toBe(200);
  const created = await owner.post('/api/shipments', { order_id: order.body.id, carrier_id: carrier().id, service_code: serviceCode });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const control = async (path: string, body?: unknown, provider = 'dpd') => {
  const response = await fetch(`${app.baseUrl}/sandbox/carriers/${provider}/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.status === 204 ? null : response.json();
};

describe('DPD UK through its own API', () => {
  it('is connected in the demo and its credentials test with DPD', async () => {
    expect(dpd).toMatchObject({ provider: 'DPD', environment: 'SANDBOX', account_number: '1189900' });
    expect((await owner.post(`/api/shipping-carriers/${dpd.id}/test`, {})).body).toEqual({ ok: true, tracking_webhook: null });
    const method = await app.knex('shipping_methods').where({ carrier_id: dpd.id }).first('name', 'service_code');
    expect(method).toEqual({ name: 'DPD two day (direct)', service_code: 'TWO_DAY' });
  });

  it('buys a label through POST /api/shipments/:id/buy-label: a 4x6 PDF with DPD\'s parcel number', async () => {
    const s = await shipmentFor();
    const bought = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body).toMatchObject({ status: 'LABEL_CREATED', label_format: 'PDF', tracking_status: 'LABEL_CREATED', label_cost: null });
    expect(bought.body.tracking_number).toMatch(/^\d{14}$/);
    expect(bought.body.tracking_url).toBe(`https://track.dpd.co.uk/parcels/${bought.body.tracking_number}`);

    const response = await fetch(`${app.baseUrl}/api/shipments/${s.id}/label`, { headers: { Cookie: owner.cookie ?? '' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = readPdf(Buffer.from(await response.arrayBuffer()));
    expect(pdf.header).toMatch(/^%PDF-/);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain(bought.body.tracking_number);
    expect(pdf.text).toContain('Dora Direct');

    const held = (await control('_control/shipments')).filter((x: Row) => x.trackingNumber === bought.body.tracking_number);
    expect(held).toEqual([expect.objectContaining({ status: 'LABELLED', service: '1^12', weightGrams: 600 })]);
    expect((await app.knex('shipments').where({ id: s.id }).first('carrier_reference')).carrier_reference).toBe(held[0].id);
  });

  it('passes on DPD\'s refusal of a parcel without a phone number, on DPD\'s field, buying nothing', async () => {
    const s = await shipmentFor({ ...SHIP_TO, phone: undefined });
    const before = (await control('_control/shipments')).length;
    const refused = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'carrier_refused' });
    expect(refused.body.errors).toEqual([{ pointer: '/carrier/consignment[0].deliveryDetails.contactDetails.telephone', message: 'Telephone number is required' }]);
    expect((await control('_control/shipments')).length).toBe(before);
    expect(await app.knex('shipments').where({ id: s.id }).first('status', 'label_key')).toEqual({ status: 'PENDING', label_key: null });
  });

  it('a 500 after DPD made the shipment, then a 429: the retry finds it by shippingRef1, one shipment bought', async () => {
    const s = await shipmentFor();
    await control('_control/faults', { status: 500, after: true, path_contains: '/shipping/shipment', count: 1 });
    await control('_control/faults', { status: 429, retry_after_seconds: 0, path_contains: '/shipping/shipment', count: 1 });
    try {
      const bought = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      const key = (await app.knex('shipments').where({ id: s.id }).first('label_key')).label_key;
      const held = (await control('_control/shipments')).filter((x: Row) => x.reference === key);
      expect(held).toHaveLength(1);
      expect(held[0].trackingNumber).toBe(bought.body.tracking_number);
    } finally {
      await fetch(`${app.baseUrl}/sandbox/carriers/dpd/_control/faults`, { method: 'DELETE' });
    }
  });

  it('voids with DPD, reads DPD\'s tracking and manifests the day', async () => {
    const voided = await shipmentFor();
    const first = (await owner.post(`/api/shipments/${voided.id}/buy-label`, {})).body;
    expect((await owner.post(`/api/shipments/${voided.id}/void-label`, {})).status).toBe(200);
    expect((await control('_control/shipments')).find((x: Row) => x.trackingNumber === first.tracking_number).status).toBe('VOIDED');

    const s = await shipmentFor();
    const bought = (await owner.post(`/api/shipments/${s.id}/buy-label`, {})).body;
    await control('_control/events', { tracking_number: bought.tracking_number, status: 'IN_TRANSIT', location: 'Hinckley Hub', at: '2026-11-29T18:00:00Z' });
    const tracked = await owner.post(`/api/shipments/${s.id}/track`, {});
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    expect((await owner.get(`/api/shipments/${s.id}`)).body).toMatchObject({ tracking_status: 'IN_TRANSIT' });

    const manifest = await owner.post(`/api/shipping-carriers/${dpd.id}/manifest`, {});
    expect(manifest.status, JSON.stringify(manifest.body)).toBe(200);
    expect(manifest.body.shipments).toBeGreaterThanOrEqual(1);
    expect(readPdf(Buffer.from(manifest.body.document, 'base64')).text).toContain(`DPD MANIFEST ${manifest.body.manifest_reference}`);
  });
});

describe('Evri through its Routing and Label service', () => {
  const evriShipment = (shipTo: Row = SHIP_TO) => shipmentFor(shipTo, () => evri, 'STANDARD');
  const held = async () => (await control('_control/shipments', undefined, 'evri')) as Row[];

  it('is connected in the demo, and buys a PDF label through buy-label', async () => {
    expect(evri).toMatchObject({ provider: 'EVRI', environment: 'SANDBOX', active: true });
    expect((await owner.post(`/api/shipping-carriers/${evri.id}/test`, {})).body).toEqual({ ok: true, tracking_webhook: null });
    const s = await evriShipment();
    const bought = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.tracking_number).toMatch(/^\d{16}$/);
    expect(bought.body.tracking_url).toBe(`https://www.evri.com/track/parcel/${bought.body.tracking_number}`);
    const response = await fetch(`${app.baseUrl}/api/shipments/${s.id}/label`, { headers: { Cookie: owner.cookie ?? '' } });
    const pdf = readPdf(Buffer.from(await response.arrayBuffer()));
    expect(pdf.text).toContain(bought.body.tracking_number);
    expect(pdf.text).toContain('Dora Direct');
    expect((await held()).filter((x) => x.trackingNumber === bought.body.tracking_number)).toEqual([expect.objectContaining({ service: 'STANDARD', weightGrams: 600 })]);
  });

  it('passes on Evri\'s postcode refusal on its field, buying nothing', async () => {
    const s = await evriShipment({ ...SHIP_TO, postcode: 'ZZ9' });
    const before = (await held()).length;
    const refused = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ pointer: '/carrier/customer.address.postCode', message: 'Customer post code ZZ9 is not a valid post code' }]);
    expect((await held()).length).toBe(before);
  });

  it('a 429 is sent again (one label); after a 500 that hid a purchase it says so instead of buying a second', async () => {
    try {
      const s = await evriShipment();
      await control('_control/faults', { status: 429, retry_after_seconds: 0, path_contains: 'routeDelivery', count: 1 }, 'evri');
      expect((await owner.post(`/api/shipments/${s.id}/buy-label`, {})).status).toBe(200);
      const key = (await app.knex('shipments').where({ id: s.id }).first('label_key')).label_key;
      expect((await held()).filter((x) => x.reference === key)).toHaveLength(1);

      const lost = await evriShipment();
      await control('_control/faults', { status: 500, after: true, path_contains: 'routeDelivery', count: 1 }, 'evri');
      const answer = await owner.post(`/api/shipments/${lost.id}/buy-label`, {});
      expect(answer.status).toBe(422);
      expect(answer.body.detail).toMatch(/cannot look a label up by reference.*check Evri's portal for customer reference SHP-\d+-[0-9a-f]{8}/i);
      const reference = /customer reference (SHP-\d+-[0-9a-f]{8})/.exec(answer.body.detail)![1];
      expect((await held()).filter((x) => x.reference === reference)).toHaveLength(1);
      expect(await app.knex('shipments').where({ id: lost.id }).first('status')).toEqual({ status: 'PENDING' });
    } finally {
      await fetch(`${app.baseUrl}/sandbox/carriers/evri/_control/faults`, { method: 'DELETE' });
    }
  });
});

describe('Parcelforce through ExpressLink', () => {
  const pfShipment = (shipTo: Row = SHIP_TO) => shipmentFor(shipTo, () => parcelforce, 'EXPRESS24');
  const held = async () => (await control('_control/shipments', undefined, 'parcelforce')) as Row[];

  it('buys a label through buy-label, refuses a postcode on ExpressLink\'s word, voids, tracks and manifests', async () => {
    expect((await owner.post(`/api/shipping-carriers/${parcelforce.id}/test`, {})).body).toEqual({ ok: true, tracking_webhook: null });
    const s = await pfShipment();
    const bought = await owner.post(`/api/shipments/${s.id}/buy-label`, {});
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.tracking_number).toMatch(/^PB\d{7}$/);
    const response = await fetch(`${app.baseUrl}/api/shipments/${s.id}/label`, { headers: { Cookie: owner.cookie ?? '' } });
    const pdf = readPdf(Buffer.from(await response.arrayBuffer()));
    expect(pdf.text).toContain(bought.body.tracking_number);
    expect(pdf.text).toContain('Dora Direct');

    const refusedShipment = await pfShipment({ ...SHIP_TO, postcode: 'ZZ9' });
    const refused = await owner.post(`/api/shipments/${refusedShipment.id}/buy-label`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ pointer: '/carrier/RecipientAddress.Postcode', message: 'The recipient postcode ZZ9 is invalid' }]);

    const voided = await pfShipment();
    const first = (await owner.post(`/api/shipments/${voided.id}/buy-label`, {})).body;
    expect((await owner.post(`/api/shipments/${voided.id}/void-label`, {})).status).toBe(200);
    expect((await held()).find((x) => x.trackingNumber === first.tracking_number)?.status).toBe('VOIDED');

    await control('_control/events', { tracking_number: bought.body.tracking_number, status: 'IN_TRANSIT', location: 'Coventry hub', at: '2026-11-29T20:00:00Z' }, 'parcelforce');
    expect((await owner.post(`/api/shipments/${s.id}/track`, {})).status).toBe(200);
    expect((await owner.get(`/api/shipments/${s.id}`)).body).toMatchObject({ tracking_status: 'IN_TRANSIT' });

    const manifest = await owner.post(`/api/shipping-carriers/${parcelforce.id}/manifest`, {});
    expect(manifest.status, JSON.stringify(manifest.body)).toBe(200);
    expect(readPdf(Buffer.from(manifest.body.document, 'base64')).text).toContain(`MANIFEST ${manifest.body.manifest_reference}`);
    expect((await held()).find((x) => x.trackingNumber === bought.body.tracking_number)?.status).toBe('MANIFESTED');
  });
});
