/**
 * DPD UK's adapter against fixtures of DPD's published shapes (./fixtures/dpd), then against the sandbox DPD
 * (api/carriers/sandbox/dpd.ts) over HTTP: the sandbox must answer in the fixtures' shapes and the adapter must
 * work on it unchanged, refusals included (DPD's codes and `obj` field paths).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChannelError } from '../../channels/errors.ts';
import { createHttpClient } from '../../channels/http.ts';
import { fakeCarrier, servedCarrierSandbox, type RecordedAnswer } from './contract-testing.ts';
import type { CarrierContext, LabelRequest } from '../types.ts';
import { dpdAdapter, dpdNetworkCode } from './dpd.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/dpd/${name}`, import.meta.url), 'utf8');
const json = (name: string) => JSON.parse(fixture(name));


const fakeDpd = (answers: RecordedAnswer[]) => fakeCarrier(answers, 'application/json');

let bases = 0;
const credentials = { username: 'sellyard-api', password: 'pw-12345678' };
/** A context of its own base URL, so no GeoSession kept by another test is reused. */
function ctx(fetchImpl?: typeof fetch, base = `https://dpd${++bases}.test`): CarrierContext {
  return { carrier: { id: 'c1', accountId: 'a1', provider: 'DPD', name: 'DPD', accountNumber: '118990' }, credentials, baseUrl: base, http: createHttpClient(base, fetchImpl) };
}

const request: LabelRequest = {
  reference: 'SHP-000001-abcd1234', serviceCode: 'NEXT_DAY', format: 'PDF', value: 2500, currency: 'GBP',
  shipFrom: { name: 'Acme', company: 'Acme Trading', line1: '4 Mill Lane', city: 'Leeds', postcode: 'LS9 8AB', country: 'GB', phone: '0113 496 0000' },
  shipTo: { name: 'Carla', line1: '1 Parcel Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900123', email: 'carla@example.com' },
  parcels: [{ weightGrams: 450 }],
};

describe('DPD network codes', () => {
  it('maps named services and the generic N<unit>_<code> form, refusing the rest', () => {
    expect(dpdNetworkCode('NEXT_DAY')).toBe('1^12');
    expect(dpdNetworkCode('N2_12')).toBe('2^12');
    expect(() => dpdNetworkCode('FASTEST')).toThrow(ChannelError);
  });
});

describe('dpdAdapter on fixtures of DPD\'s shapes', () => {
  it('logs in, inserts the shipment with the reference in shippingRef1 and makes the HTML label a 4x6 PDF', async () => {
    const { calls, fetchImpl } = fakeDpd([{ body: json('login.json') }, { body: json('shipment-created.json') }, { body: fixture('label.html'), type: 'text/html' }]);
    const label = await dpdAdapter.buyLabel(ctx(fetchImpl), request);
    expect(label).toMatchObject({ carrierReference: '1127171565', trackingNumber: '15501234567890', cost: null, zpl: null });
    expect(label.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(label.pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(label.pdf.toString('latin1')).toContain('/MediaBox [0 0 288 432]');

    const [login, insert, print] = calls;
    expect(login).toMatchObject({ method: 'POST', url: expect.stringMatching(/\/user\/\?action=login$/) });
    expect(login!.headers.authorization).toBe(`Basic ${Buffer.from('sellyard-api:pw-12345678').toString('base64')}`);
    expect(insert).toMatchObject({ method: 'POST', url: expect.stringMatching(/\/shipping\/shipment$/), headers: expect.objectContaining({ geosession: '1622103f-eba4-4227-af86-3980bc50f3be', geoclient: 'account/118990' }) });
    const body = JSON.parse(insert!.body!);
    expect(body).toMatchObject({ jobId: null, collectionOnDelivery: false, consolidate: false, collectionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T16:00:00$/) });
    expect(body.consignment).toEqual([expect.objectContaining({
      networkCode: '1^12', numberOfParcels: 1, totalWeight: 0.45, shippingRef1: request.reference, liability: false,
      deliveryDetails: {
        contactDetails: { contactName: 'Carla', telephone: '07700 900123' },
        address: { street: '1 Parcel Road', town: 'Leeds', postcode: 'LS1 4AP', countryCode: 'GB' },
        notificationDetails: { email: 'carla@example.com', mobile: '07700 900123' },
      },
      collectionDetails: expect.objectContaining({ address: expect.objectContaining({ organisation: 'Acme Trading', postcode: 'LS9 8AB' }) }),
    })]);
    expect(print).toMatchObject({ method: 'GET', url: expect.stringMatching(/\/shipping\/shipment\/1127171565\/label\/$/), headers: expect.objectContaining({ accept: 'text/html' }) });
  });

  it('asks for ZPL with DPD\'s Zebra media type', async () => {
    const { calls, fetchImpl } = fakeDpd([{ body: json('login.json') }, { body: json('shipment-created.json') }, { body: '^XA^FO20,20^FD15501234567890^FS^XZ', type: 'text/vnd.zebra-zpl' }]);
    const label = await dpdAdapter.buyLabel(ctx(fetchImpl), { ...request, format: 'ZPL' });
    expect(label.zpl?.toString()).toContain('15501234567890');
    expect(label.pdf.length).toBe(0);
    expect(calls[2]!.headers.accept).toBe('text/vnd.zebra-zpl');
  });

  it('reads DPD\'s error list (HTTP 200, data null) as a validation error on DPD\'s own field paths', async () => {
    const { fetchImpl } = fakeDpd([{ body: json('login.json') }, { body: json('shipment-refused.json') }]);
    const error = await dpdAdapter.buyLabel(ctx(fetchImpl), request).catch((e) => e);
    expect(error).toBeInstanceOf(ChannelError);
    expect(error.kind).toBe('validation');
    expect(error.fields).toEqual([
      { field: 'consignment[0].deliveryDetails.contactDetails.telephone', code: '1008', message: 'Telephone number is required' },
      { field: 'consignment[0].deliveryDetails.address.postcode', code: '1009', message: 'Postcode NOT A CODE is not a valid postcode' },
    ]);
  });

  it('refused credentials are an auth error', async () => {
    const { fetchImpl } = fakeDpd([{ status: 401, body: json('login-refused.json') }]);
    expect((await dpdAdapter.verify(ctx(fetchImpl)).catch((e) => e)).kind).toBe('auth');
  });

  it('keeps the GeoSession, and logs in again once when DPD answers 401', async () => {
    const { calls, fetchImpl } = fakeDpd([
      { body: json('login.json') }, { body: json('network.json') },
      { status: 401, body: json('login-refused.json') }, { body: json('login.json') }, { body: json('shipments-found.json') }, { body: fixture('label.html'), type: 'text/html' },
    ]);
    const c = ctx(fetchImpl);
    await dpdAdapter.verify(c);
    const found = await dpdAdapter.findLabel(c, request.reference);
    expect(found).toMatchObject({ carrierReference: '1127171565', trackingNumber: '15501234567890' });
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'POST /user/', 'GET /shipping/network/', 'GET /shipping/shipment/', 'POST /user/', 'GET /shipping/shipment/', 'GET /shipping/shipment/1127171565/label/',
    ]);
  });

  it('finds nothing for a reference DPD has not seen', async () => {
    const { fetchImpl } = fakeDpd([{ body: json('login.json') }, { body: json('shipments-found.json') }]);
    expect(await dpdAdapter.findLabel(ctx(fetchImpl), 'SHP-000002-ffffffff')).toBeNull();
  });

  it('reads the XML tracking events, newest first as DPD gives them', async () => {
    const { calls, fetchImpl } = fakeDpd([{ body: fixture('tracking.xml'), type: 'text/xml' }]);
    const events = await dpdAdapter.tracking(ctx(fetchImpl), { carrierReference: '1127171565', trackingNumber: '15501234567890' });
    expect(events).toEqual([
      { at: '2026-11-30T10:12:00.000Z', status: 'DELIVERED', description: 'Your parcel has been delivered & signed for', location: 'Leeds' },
      { at: '2026-11-29T18:40:00.000Z', status: 'IN_TRANSIT', description: 'Your parcel is on its way to our hub', location: 'Hinckley Hub' },
    ]);
    expect(calls[0]!.url).toMatch(/\/trackingcore\/dpd\/parcels$/);
    expect(calls[0]!.body).toContain('<trackingnumber>15501234567890</trackingnumber>');
    expect(calls[0]!.headers['content-type']).toBe('text/xml');
  });
});

/** Every key a fixture has, with its type, is in the answer too (arrays: their first item). */
function expectShape(actual: unknown, expected: unknown, path = '$'): void {
  if (expected === null) return;
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), `${path} is an array`).toBe(true);
    if (expected.length) {
      expect((actual as unknown[]).length, `${path} has items`).toBeGreaterThan(0);
      expectShape((actual as unknown[])[0], expected[0], `${path}[0]`);
    }
    return;
  }
  if (typeof expected === 'object') {
    expect(actual !== null && typeof actual === 'object', `${path} is an object`).toBe(true);
    for (const [key, value] of Object.entries(expected as Record<string, unknown>)) expectShape((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
    return;
  }
  expect(typeof actual, `${path} is a ${typeof expected}`).toBe(typeof expected);
}

describe('the sandbox DPD', () => {
  const served = servedCarrierSandbox();
  const sandbox = served.sandbox;
  let base: string;
  const raw = async (path: string, init: RequestInit = {}) => (await fetch(`${base}/${path}`, init)).json();
  let session: string;

  beforeAll(async () => {
    base = served.base('dpd');
    const login = await raw('user/?action=login', { method: 'POST', headers: { authorization: `Basic ${Buffer.from('u:p').toString('base64')}` } });
    expectShape(login, json('login.json'));
    session = login.data.geoSession;
  });

  const headers = () => ({ geosession: session, geoclient: 'account/118990', 'content-type': 'application/json' });

  it('answers in DPD\'s shapes: services, a shipment, a refusal, the day\'s shipments, a manifest', async () => {
    expectShape(await raw('shipping/network/?businessUnit=0&deliveryDirection=1&numberOfParcels=1&totalWeight=1', { headers: headers() }), json('network.json'));
    const c = ctx(undefined, base);
    const bought = await dpdAdapter.buyLabel(c, { ...request, reference: 'SHAPE-1' });
    const date = new Date().toISOString().slice(0, 10);
    const search = await raw(`shipping/shipment/?collectionDate=${date}T00:00:00&searchPage=1&searchPageSize=100`, { headers: headers() });
    expectShape(search, json('shipments-found.json'));
    expect(search.data.results.some((r: any) => r.consignment[0].shippingRef1 === 'SHAPE-1' && String(r.shipmentId) === bought.carrierReference)).toBe(true);
    const refusedAnswer = await raw('shipping/shipment', { method: 'POST', headers: headers(), body: JSON.stringify({ consignment: [{ networkCode: '1^12', numberOfParcels: 1, totalWeight: 1, collectionDetails: { address: { street: 'a', town: 'b', postcode: 'LS9 8AB', countryCode: 'GB' } }, deliveryDetails: { contactDetails: { contactName: 'C' }, address: { street: 'a', town: 'b', postcode: 'NOT A CODE', countryCode: 'GB' } } }] }) });
    expectShape(refusedAnswer, json('shipment-refused.json'));
    expect(refusedAnswer.error.map((e: any) => e.obj)).toEqual(['consignment[0].deliveryDetails.address.postcode', 'consignment[0].deliveryDetails.contactDetails.telephone']);
    const manifest = await raw('shipping/manifest/', { method: 'POST', headers: headers(), body: JSON.stringify({ collectionDate: `${date}T00:00:00` }) });
    expectShape(manifest, json('manifest-created.json'));
  });

  it('runs the adapter unchanged: buy PDF and ZPL, find by reference, void, manifest, track', async () => {
    const c = ctx(undefined, base);
    await dpdAdapter.verify(c);
    const pdf = await dpdAdapter.buyLabel(c, { ...request, reference: 'RUN-1' });
    expect(pdf.trackingNumber).toMatch(/^\d{14}$/);
    expect(pdf.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const zpl = await dpdAdapter.buyLabel(c, { ...request, reference: 'RUN-2', format: 'ZPL' });
    expect(zpl.zpl!.toString()).toMatch(/^\^XA[\s\S]*\^XZ$/);
    expect(zpl.zpl!.toString()).toContain(zpl.trackingNumber);
    expect((await dpdAdapter.findLabel(c, 'RUN-1'))?.trackingNumber).toBe(pdf.trackingNumber);
    expect(await dpdAdapter.findLabel(c, 'RUN-404')).toBeNull();
    await dpdAdapter.voidLabel(c, zpl.carrierReference);
    expect(await dpdAdapter.findLabel(c, 'RUN-2')).toBeNull();
    const manifest = await dpdAdapter.manifest(c, [pdf.carrierReference]);
    expect(manifest.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const manifested = await dpdAdapter.voidLabel(c, pdf.carrierReference).catch((e) => e);
    expect(manifested).toMatchObject({ kind: 'validation', fields: [expect.objectContaining({ code: '1022', field: 'shipmentId' })] });

    const state = sandbox.state('DPD');
    expect(state.byTracking(pdf.trackingNumber)).toMatchObject({ status: 'MANIFESTED', reference: 'RUN-1', service: '1^12', weightGrams: 450 });
    state.byTracking(pdf.trackingNumber)!.events.push({ at: '2026-11-29T18:40:00.000Z', status: 'IN_TRANSIT', description: 'On its way', location: 'Hub' }, { at: '2026-11-30T10:00:00.000Z', status: 'DELIVERED', description: 'Delivered', location: 'Leeds' });
    const events = await dpdAdapter.tracking(c, pdf);
    expect(events.map((e) => e.status)).toEqual(['DELIVERED', 'IN_TRANSIT']);
  });

  it('refuses with DPD\'s codes what DPD refuses: no phone, a postcode that does not parse, over 30 kg a parcel', async () => {
    const c = ctx(undefined, base);
    const before = sandbox.state('DPD').shipments.length;
    const noPhone = await dpdAdapter.buyLabel(c, { ...request, shipTo: { ...request.shipTo, phone: null } }).catch((e) => e);
    expect(noPhone).toMatchObject({ kind: 'validation', fields: [{ field: 'consignment[0].deliveryDetails.contactDetails.telephone', code: '1008', message: 'Telephone number is required' }] });
    const badPostcode = await dpdAdapter.buyLabel(c, { ...request, shipTo: { ...request.shipTo, postcode: 'ZZ9' } }).catch((e) => e);
    expect(badPostcode.fields).toEqual([{ field: 'consignment[0].deliveryDetails.address.postcode', code: '1009', message: 'Postcode ZZ9 is not a valid postcode' }]);
    const heavy = await dpdAdapter.buyLabel(c, { ...request, parcels: [{ weightGrams: 31_000 }] }).catch((e) => e);
    expect(heavy.fields).toEqual([{ field: 'consignment[0].totalWeight', code: '1013', message: 'Total weight 31 kg exceeds the 30 kg per parcel maximum for Parcel Next Day' }]);
    // Two parcels of 31 kg in all are within DPD's 30 kg a parcel.
    expect((await dpdAdapter.buyLabel(c, { ...request, reference: 'TWO', parcels: [{ weightGrams: 15_500 }, { weightGrams: 15_500 }] })).trackingNumber).toMatch(/^\d{14}$/);
    expect(sandbox.state('DPD').shipments.length).toBe(before + 1);
    const wrong = ctx(undefined, base);
    wrong.credentials = {};
    expect((await dpdAdapter.verify(wrong).catch((e) => e)).kind).toBe('auth');
    const noGeoClient = await fetch(`${base}/shipping/network/`, { headers: { geosession: session } });
    expect(noGeoClient.status).toBe(401);
    expect((await noGeoClient.json()).error[0]).toMatchObject({ errorType: 'Authentication', obj: 'GeoClient' });
  });
});
