/**
 * Parcelforce's adapter against fixtures of ExpressLink's SOAP replies (./fixtures/parcelforce), then against the
 * sandbox Parcelforce over HTTP: the sandbox replies with every element path of the fixtures, and the adapter works
 * on it unchanged (create, print, cancel, manifest, Royal Mail tracking), refusals included.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChannelError } from '../../channels/errors.ts';
import { createHttpClient } from '../../channels/http.ts';
import { fakeCarrier, servedCarrierSandbox, xmlElementPaths, type RecordedAnswer } from './contract-testing.ts';
import type { CarrierContext, LabelRequest } from '../types.ts';
import { parcelforceAdapter } from './parcelforce.ts';
import { xmlAll, xmlText } from './xml.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/parcelforce/${name}`, import.meta.url), 'utf8');

const fakeExpressLink = (answers: RecordedAnswer[]) => fakeCarrier(answers, 'text/xml');

const credentials = { username: 'acme-el', password: 'pw-12345678', contract_number: 'P876543', tracking_client_id: 'rm-id', tracking_client_secret: 'rm-secret' };
const ctx = (fetchImpl?: typeof fetch, base = 'https://expresslink.test/ws'): CarrierContext => ({
  carrier: { id: 'c1', accountId: 'a1', provider: 'PARCELFORCE', name: 'Parcelforce', accountNumber: null }, credentials: { ...credentials }, baseUrl: base, http: createHttpClient(base, fetchImpl),
});

const request: LabelRequest = {
  reference: 'SHP-000001-abcd1234', serviceCode: 'EXPRESS24', format: 'PDF', value: 2500, currency: 'GBP',
  shipFrom: { name: 'Dispatch', company: 'Acme Trading', line1: '4 Mill Lane', city: 'Leeds', postcode: 'LS9 8AB', country: 'GB' },
  shipTo: { name: 'Carla Carrier', line1: '1 Parcel Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900123', email: 'carla@example.com' },
  parcels: [{ weightGrams: 4500 }],
};

describe('parcelforceAdapter on fixtures of ExpressLink\'s replies', () => {
  it('creates the shipment in a SOAP envelope, then prints its PDF label', async () => {
    const { calls, fetchImpl } = fakeExpressLink([{ body: fixture('create-shipment-reply.xml') }, { body: fixture('print-label-reply.xml') }]);
    const label = await parcelforceAdapter.buyLabel(ctx(fetchImpl), request);
    expect(label).toMatchObject({ carrierReference: 'PB1234567', trackingNumber: 'PB1234567', zpl: null, cost: null });
    expect(label.pdf.toString()).toBe('%PDF-1.4 parcelforce label');
    const [create, print] = calls;
    expect(create!.url).toBe('https://expresslink.test/ws');
    expect(create!.headers.soapaction).toBe('"createShipment"');
    expect(create!.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(create!.body).toContain('<soapenv:Body><CreateShipmentRequest xmlns="http://www.parcelforce.net/ws/ship/v14"><Authentication><UserName>acme-el</UserName><Password>pw-12345678</Password></Authentication><RequestedShipment>');
    const shipment = xmlAll(create!.body, 'RequestedShipment')[0]!;
    expect(xmlText(shipment, 'ContractNumber')).toBe('P876543');
    expect(xmlText(shipment, 'ServiceCode')).toBe('SND');
    expect(xmlText(shipment, 'ShipmentType')).toBe('DELIVERY');
    expect(xmlText(shipment, 'ReferenceNumber1')).toBe(request.reference);
    expect(xmlAll(shipment, 'RecipientAddress')[0]).toBe('<AddressLine1>1 Parcel Road</AddressLine1><Town>Leeds</Town><Postcode>LS1 4AP</Postcode><Country>GB</Country>');
    expect(xmlText(xmlAll(shipment, 'RecipientContact')[0]!, 'MobilePhone')).toBe('07700 900123');
    expect(print!.headers.soapaction).toBe('"printLabel"');
    expect(xmlText(print!.body, 'ShipmentNumber')).toBe('PB1234567');
    expect(xmlText(print!.body, 'PrintFormat')).toBe('PDF');
  });

  it('reads ERROR alerts as a validation error (WARNINGs are not refusals), naming the field from the words', async () => {
    const { fetchImpl } = fakeExpressLink([{ body: fixture('alerts-reply.xml') }]);
    const error = await parcelforceAdapter.buyLabel(ctx(fetchImpl), request).catch((e) => e);
    expect(error).toBeInstanceOf(ChannelError);
    expect(error).toMatchObject({ kind: 'validation', fields: [{ field: 'RecipientAddress.Postcode', code: '1005', message: 'The recipient postcode ZZ9 is invalid' }] });
  });

  it('sends a 429 again, keeps a 5xx a 5xx, and will not guess after one', async () => {
    const { calls, fetchImpl } = fakeExpressLink([{ status: 429, body: '', headers: { 'retry-after': '0' } }, { body: fixture('create-shipment-reply.xml') }, { body: fixture('print-label-reply.xml') }]);
    expect((await parcelforceAdapter.buyLabel(ctx(fetchImpl), request)).trackingNumber).toBe('PB1234567');
    expect(calls).toHaveLength(3);
    const failing = fakeExpressLink([{ status: 500, body: '' }]);
    expect(await parcelforceAdapter.buyLabel(ctx(failing.fetchImpl), request).catch((e) => e.kind)).toBe('transient');
    expect(await parcelforceAdapter.findLabel(ctx(), request.reference).catch((e) => e.kind)).toBe('permanent');
  });
});

const elementPaths = (xml: string) => xmlElementPaths(xml, { withoutPrefixes: true });

describe('the sandbox Parcelforce', () => {
  const served = servedCarrierSandbox();
  const sandbox = served.sandbox;
  let base: string;
  beforeAll(async () => {
    base = served.base('parcelforce');
  });

  it('runs the adapter unchanged, replying in the fixtures\' element paths', async () => {
    const seen: string[] = [];
    const recording = (async (url: string, init: RequestInit) => {
      const response = await fetch(url, init);
      const text = await response.text();
      seen.push(text);
      return new Response(text, { status: response.status, headers: response.headers });
    }) as unknown as typeof fetch;
    const c = ctx(recording, base);
    await parcelforceAdapter.verify(c);
    const pdf = await parcelforceAdapter.buyLabel(c, request);
    expect(pdf.trackingNumber).toMatch(/^PB\d{7}$/);
    expect(pdf.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const path of elementPaths(fixture('create-shipment-reply.xml'))) expect(elementPaths(seen[1]!), path).toContain(path);
    for (const path of elementPaths(fixture('print-label-reply.xml'))) expect(elementPaths(seen[2]!), path).toContain(path);

    const zpl = await parcelforceAdapter.buyLabel(c, { ...request, format: 'ZPL', serviceCode: 'EXPRESS48' });
    expect(zpl.zpl!.toString()).toContain(zpl.trackingNumber);
    await parcelforceAdapter.voidLabel(c, zpl.carrierReference);
    expect(sandbox.state('PARCELFORCE').byTracking(zpl.trackingNumber)).toMatchObject({ status: 'VOIDED', service: 'SUP' });
    const manifest = await parcelforceAdapter.manifest(c, []);
    expect(manifest.reference).toMatch(/^MAN\d{6}$/);
    expect(manifest.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await parcelforceAdapter.voidLabel(c, pdf.carrierReference).catch((e) => e.fields[0])).toEqual({ field: null, code: '1011', message: `Shipment ${pdf.carrierReference} is on a manifest and can no longer be cancelled` });

    sandbox.state('PARCELFORCE').byTracking(pdf.trackingNumber)!.events.push({ at: '2026-11-30T10:00:00.000Z', status: 'DELIVERED', description: 'Delivered', location: 'Leeds' });
    expect((await parcelforceAdapter.tracking(c, pdf)).map((e) => e.status)).toEqual(['DELIVERED']);
  });

  it('refuses what ExpressLink refuses: a postcode that does not parse, no way to notify, an unknown service, no login', async () => {
    const c = ctx(undefined, base);
    const before = sandbox.state('PARCELFORCE').shipments.length;
    expect(await parcelforceAdapter.buyLabel(c, { ...request, shipTo: { ...request.shipTo, postcode: 'ZZ9' } }).catch((e) => e.fields)).toEqual([{ field: 'RecipientAddress.Postcode', code: '1005', message: 'The recipient postcode ZZ9 is invalid' }]);
    expect(await parcelforceAdapter.buyLabel(c, { ...request, shipTo: { ...request.shipTo, phone: null, email: null } }).catch((e) => e.fields)).toEqual([{ field: 'RecipientContact.MobilePhone', code: '1006', message: 'A recipient mobile phone or e-mail address is required for delivery notifications' }]);
    expect(sandbox.state('PARCELFORCE').shipments.length).toBe(before);
    const noLogin = await fetch(base, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><FindRequest><Authentication><UserName></UserName></Authentication></FindRequest></soapenv:Body></soapenv:Envelope>' });
    expect(await noLogin.text()).toContain('<Message>Authentication failed: check the user name and password</Message>');
    const wrong = ctx(undefined, base);
    wrong.credentials.username = '';
    expect(await parcelforceAdapter.verify(wrong).catch((e) => e.kind)).toBe('auth');
  });
});
