/**
 * Evri's adapter against fixtures of its routing service's XML answers (./fixtures/evri), then against the sandbox
 * Evri over HTTP: the sandbox answers with every element path of the fixtures, and the adapter works on it
 * unchanged, refusals included. Evri has no look-up by reference: after an answer that may hide a label, the
 * adapter refuses to guess rather than buy twice.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChannelError } from '../../channels/errors.ts';
import { createHttpClient } from '../../channels/http.ts';
import { fakeCarrier, servedCarrierSandbox, xmlElementPaths, type RecordedAnswer } from './contract-testing.ts';
import type { CarrierContext, LabelRequest } from '../types.ts';
import { evriAdapter } from './evri.ts';
import { xmlText } from './xml.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/evri/${name}`, import.meta.url), 'utf8');

const fakeEvri = (answers: RecordedAnswer[]) => fakeCarrier(answers, 'text/xml');

const credentials = { username: 'acme-ws', password: 'pw-12345678', client_id: '12345', client_name: 'Acme Trading' };
const ctx = (fetchImpl?: typeof fetch, base = 'https://evri.test/routing/service/rest/v4'): CarrierContext => ({
  carrier: { id: 'c1', accountId: 'a1', provider: 'EVRI', name: 'Evri', accountNumber: null }, credentials: { ...credentials }, baseUrl: base, http: createHttpClient(base, fetchImpl),
});

const request: LabelRequest = {
  reference: 'SHP-000001-abcd1234', serviceCode: 'STANDARD', format: 'PDF', value: 2500, currency: 'GBP',
  shipFrom: { name: 'Dispatch', company: 'Acme Trading', line1: '4 Mill Lane', city: 'Leeds', postcode: 'LS9 8AB', country: 'GB' },
  shipTo: { name: 'Carla Carrier', line1: '1 Parcel Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900123', email: 'carla@example.com' },
  parcels: [{ weightGrams: 450, lengthMm: 300, widthMm: 200, heightMm: 95 }],
};

describe('evriAdapter on fixtures of Evri\'s routing answers', () => {
  it('sends one deliveryRoutingRequestEntry with Basic auth and reads the barcode and the PDF label', async () => {
    const { calls, fetchImpl } = fakeEvri([{ body: fixture('routing-label.xml') }]);
    const label = await evriAdapter.buyLabel(ctx(fetchImpl), request);
    expect(label).toMatchObject({ carrierReference: '8012345678901234', trackingNumber: '8012345678901234', zpl: null, cost: null });
    expect(label.pdf.toString()).toBe('%PDF-1.4 evri label');
    const [call] = calls;
    expect(call!.url).toBe('https://evri.test/routing/service/rest/v4/routeDeliveryCreatePreadviceAndLabel');
    expect(call!.headers.authorization).toBe(`Basic ${Buffer.from('acme-ws:pw-12345678').toString('base64')}`);
    expect(call!.headers['content-type']).toBe('text/xml');
    const xml = call!.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><deliveryRoutingRequest><clientId>12345<\/clientId><clientName>Acme Trading<\/clientName>/);
    expect(xml).toContain('<sourceOfRequest>CLIENTWS</sourceOfRequest>');
    expect(xml).not.toContain('<labelFormat>');
    expect(xml).toContain('<address><firstName>Carla</firstName><lastName>Carrier</lastName><streetName>1 Parcel Road</streetName><city>Leeds</city><postCode>LS1 4AP</postCode><countryCode>GB</countryCode></address>');
    expect(xml).toContain('<customerReference1>SHP-000001-abcd1234</customerReference1>');
    expect(xml).toContain('<parcel><weight>450</weight><length>30</length><width>20</width><depth>10</depth>');
    expect(xml).toContain('<value>2500</value><currency>GBP</currency>');
    expect(xml).toContain('<services><nextDay>false</nextDay><signature>false</signature></services>');
  });

  it('asks for ZPL with labelFormat ZPL_799_1199', async () => {
    const { calls, fetchImpl } = fakeEvri([{ body: fixture('routing-label.xml') }]);
    const label = await evriAdapter.buyLabel(ctx(fetchImpl), { ...request, format: 'ZPL', serviceCode: 'NEXT_DAY' });
    expect(label.pdf.length).toBe(0);
    expect(label.zpl?.length).toBeGreaterThan(0);
    expect(xmlText(calls[0]!.body, 'labelFormat')).toBe('ZPL_799_1199');
    expect(xmlText(calls[0]!.body, 'nextDay')).toBe('true');
  });

  it('reads an entry\'s errorMessages as a validation error, naming the field its words point at', async () => {
    const { fetchImpl } = fakeEvri([{ body: fixture('routing-refused.xml') }]);
    const error = await evriAdapter.buyLabel(ctx(fetchImpl), request).catch((e) => e);
    expect(error).toBeInstanceOf(ChannelError);
    expect(error).toMatchObject({ kind: 'validation', fields: [{ field: 'customer.address.postCode', code: '1004', message: 'Customer post code ZZ9 is not a valid post code' }] });
  });

  it('sends a 429 again (refused unread), but a 5xx stays a 5xx and the look-up refuses to guess', async () => {
    const { calls, fetchImpl } = fakeEvri([{ status: 429, body: '', headers: { 'retry-after': '0' } }, { body: fixture('routing-label.xml') }]);
    expect((await evriAdapter.buyLabel(ctx(fetchImpl), request)).trackingNumber).toBe('8012345678901234');
    expect(calls).toHaveLength(2);
    const failing = fakeEvri([{ status: 502, body: '' }]);
    expect(await evriAdapter.buyLabel(ctx(failing.fetchImpl), request).catch((e) => e.kind)).toBe('transient');
    const lookup = await evriAdapter.findLabel(ctx(), request.reference).catch((e) => e);
    expect(lookup).toMatchObject({ kind: 'permanent', message: expect.stringContaining(`customer reference ${request.reference}`) });
  });

  it('refuses a service Evri does not have and several parcels on one label before calling', async () => {
    expect(await evriAdapter.buyLabel(ctx(), { ...request, serviceCode: 'SATURDAY' }).catch((e) => e.fields[0].field)).toBe('services');
    expect(await evriAdapter.buyLabel(ctx(), { ...request, parcels: [{ weightGrams: 1 }, { weightGrams: 1 }] }).catch((e) => e.fields[0].field)).toBe('parcel');
  });
});

const elementPaths = (xml: string) => xmlElementPaths(xml);

describe('the sandbox Evri', () => {
  const served = servedCarrierSandbox();
  const sandbox = served.sandbox;
  let base: string;
  beforeAll(async () => {
    base = served.base('evri');
  });

  const post = async (operation: string, xml: string) => (await fetch(`${base}/${operation}`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from('u:p').toString('base64')}`, 'content-type': 'text/xml' }, body: xml })).text();
  const requestXml = (postCode: string) => `<?xml version="1.0" encoding="UTF-8"?><deliveryRoutingRequest><clientId>12345</clientId><clientName>Acme</clientName><deliveryRoutingRequestEntries><deliveryRoutingRequestEntry><customer><address><lastName>Carrier</lastName><streetName>1 Parcel Road</streetName><city>Leeds</city><postCode>${postCode}</postCode><countryCode>GB</countryCode></address><customerReference1>SHAPE</customerReference1></customer><parcel><weight>500</weight></parcel></deliveryRoutingRequestEntry></deliveryRoutingRequestEntries></deliveryRoutingRequest>`;

  it('answers with every element path of the fixtures', async () => {
    const made = elementPaths(await post('routeDeliveryCreatePreadviceAndLabel', requestXml('LS1 4AP')));
    for (const path of elementPaths(fixture('routing-label.xml'))) expect(made, path).toContain(path);
    const refusedPaths = elementPaths(await post('routeDeliveryCreatePreadviceAndLabel', requestXml('ZZ9')));
    for (const path of elementPaths(fixture('routing-refused.xml'))) expect(refusedPaths, path).toContain(path);
  });

  it('runs the adapter unchanged: a PDF, a ZPL, Evri\'s refusals, the credentials checked', async () => {
    const c = ctx(undefined, base);
    await evriAdapter.verify(c);
    const pdf = await evriAdapter.buyLabel(c, request);
    expect(pdf.trackingNumber).toMatch(/^\d{16}$/);
    expect(pdf.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const zpl = await evriAdapter.buyLabel(c, { ...request, format: 'ZPL', serviceCode: 'NEXT_DAY' });
    expect(zpl.zpl!.toString()).toContain(zpl.trackingNumber);
    expect(sandbox.state('EVRI').byTracking(zpl.trackingNumber)).toMatchObject({ service: 'NEXT_DAY', reference: request.reference, weightGrams: 450, format: 'zpl' });

    const before = sandbox.state('EVRI').shipments.length;
    const heavy = await evriAdapter.buyLabel(c, { ...request, parcels: [{ weightGrams: 15_001 }] }).catch((e) => e);
    expect(heavy.fields).toEqual([{ field: 'parcel.weight', code: '1011', message: 'Parcel weight 15001 g exceeds the maximum of 15000 g' }]);
    const postcode = await evriAdapter.buyLabel(c, { ...request, shipTo: { ...request.shipTo, postcode: 'NOT A CODE' } }).catch((e) => e);
    expect(postcode.fields).toEqual([{ field: 'customer.address.postCode', code: '1004', message: 'Customer post code NOT A CODE is not a valid post code' }]);
    expect(sandbox.state('EVRI').shipments.length).toBe(before);

    const wrongClient = ctx(undefined, base);
    wrongClient.credentials.client_id = 'acme';
    expect(await evriAdapter.verify(wrongClient).catch((e) => e.fields[0])).toEqual({ field: 'clientId', code: '1000', message: 'Client id acme is not valid for this user' });
    const noAuth = await fetch(`${base}/determineDeliveryRouting`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<deliveryRoutingRequest/>' });
    expect(noAuth.status).toBe(401);
  });
});
