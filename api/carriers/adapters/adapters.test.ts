/**
 * Contract tests of the carrier adapters on fixtures of the carriers' published shapes (Click & Drop's
 * CreateOrdersResponse, ShipEngine's label and error bodies): what each adapter sends, and what it makes of the
 * answers, without a network.
 */
import { describe, expect, it } from 'vitest';
import { ChannelError } from '../../channels/errors.ts';
import { createHttpClient } from '../../channels/http.ts';
import type { CarrierContext, LabelRequest } from '../types.ts';
import { royalMailAdapter } from './royal-mail.ts';
import { shipEngineAdapter } from './shipengine.ts';

interface Call { method: string; url: string; headers: Record<string, string>; body: any }

function fakeCarrier(answers: Array<{ status: number; body: unknown; type?: string }>) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ method: String(init.method), url, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : null });
    const answer = answers.shift()!;
    const body = Buffer.isBuffer(answer.body) ? new Uint8Array(answer.body) : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status, headers: { 'content-type': answer.type ?? 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const ctx = (base: string, credentials: Record<string, string>, fetchImpl: typeof fetch): CarrierContext => ({
  carrier: { id: 'c1', accountId: 'a1', provider: 'ROYAL_MAIL', name: 'Test carrier', accountNumber: null }, credentials, baseUrl: base, http: createHttpClient(base, fetchImpl),
});

const request: LabelRequest = {
  reference: 'SHP-000001-abcd1234', serviceCode: 'TPN24', format: 'PDF', value: 2500, currency: 'GBP',
  shipFrom: { name: 'Acme', line1: '4 Mill Lane', city: 'Leeds', postcode: 'LS9 8AB', country: 'GB' },
  shipTo: { name: 'Carla', line1: '1 Parcel Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900123' },
  parcels: [{ weightGrams: 450 }],
};

describe('royalMailAdapter', () => {
  it('creates one order with its label in the response and reads the tracking number and PDF', async () => {
    const { calls, fetchImpl } = fakeCarrier([{ status: 200, body: { successCount: 1, errorsCount: 0, createdOrders: [{ orderIdentifier: 1001, orderReference: request.reference, createdOn: '2026-11-29T05:00:00Z', trackingNumber: 'TT123456789GB', label: Buffer.from('%PDF-1.3 label').toString('base64'), labelErrors: [] }], failedOrders: [] } }]);
    const label = await royalMailAdapter.buyLabel(ctx('https://rm.test/api/v1', { api_key: 'key-12345678' }, fetchImpl), request);
    expect(label).toMatchObject({ carrierReference: '1001', trackingNumber: 'TT123456789GB', cost: null });
    expect(label.pdf.toString()).toBe('%PDF-1.3 label');
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://rm.test/api/v1/orders', headers: expect.objectContaining({ authorization: 'Bearer key-12345678' }) });
    expect(calls[0]!.body.items).toEqual([expect.objectContaining({
      orderReference: request.reference, subtotal: 25, currencyCode: 'GBP',
      recipient: expect.objectContaining({ address: expect.objectContaining({ fullName: 'Carla', postcode: 'LS1 4AP', countryCode: 'GB' }), phoneNumber: '07700 900123' }),
      packages: [{ weightInGrams: 450, packageFormatIdentifier: 'parcel' }],
      postageDetails: expect.objectContaining({ serviceCode: 'TPN24' }),
      label: { includeLabelInResponse: true, includeCN: false, includeReturnsLabel: false },
    })]);
  });

  it('turns failedOrders into a validation error with Click & Drop\'s field names', async () => {
    const { fetchImpl } = fakeCarrier([{ status: 200, body: { successCount: 0, errorsCount: 1, createdOrders: [], failedOrders: [{ order: {}, errors: [{ errorCode: 1010, errorMessage: 'Postcode is invalid', fields: [{ fieldName: 'recipient.address.postcode', value: 'X' }] }] }] } }]);
    const error = await royalMailAdapter.buyLabel(ctx('https://rm.test/api/v1', { api_key: 'key-12345678' }, fetchImpl), request).catch((e) => e);
    expect(error).toBeInstanceOf(ChannelError);
    expect(error.kind).toBe('validation');
    expect(error.fields).toEqual([{ field: 'recipient.address.postcode', code: '1010', message: 'Postcode is invalid' }]);
  });

  it('looks an order up by its quoted reference and fetches its label', async () => {
    const { calls, fetchImpl } = fakeCarrier([
      { status: 200, body: [{ orderIdentifier: 1001, orderReference: request.reference, trackingNumber: 'TT123456789GB' }] },
      { status: 200, body: Buffer.from('%PDF-1.3 again'), type: 'application/pdf' },
    ]);
    const found = await royalMailAdapter.findLabel(ctx('https://rm.test/api/v1', { api_key: 'key-12345678' }, fetchImpl), request.reference);
    expect(found?.trackingNumber).toBe('TT123456789GB');
    expect(found?.pdf.toString()).toBe('%PDF-1.3 again');
    expect(calls.map((c) => c.url)).toEqual([`https://rm.test/api/v1/orders/%22${request.reference}%22`, 'https://rm.test/api/v1/orders/1001/label?documentType=postageLabel&includeReturnsLabel=false']);
  });
});

describe('shipEngineAdapter', () => {
  it('buys a 4x6 label for the connected carrier with the reference as external_shipment_id', async () => {
    const { calls, fetchImpl } = fakeCarrier([
      { status: 200, body: { label_id: 'se-1', status: 'completed', tracking_number: '1550000001', label_format: 'pdf', shipment_cost: { currency: 'gbp', amount: 6.45 }, label_download: { href: 'https://se.test/v1/downloads/se-1.pdf' } } },
      { status: 200, body: Buffer.from('%PDF-1.4 se'), type: 'application/pdf' },
    ]);
    const label = await shipEngineAdapter.buyLabel(ctx('https://se.test', { api_key: 'key-12345678', carrier_id: 'se-9' }, fetchImpl), { ...request, serviceCode: 'NEXT_DAY' });
    expect(label).toMatchObject({ carrierReference: 'se-1', trackingNumber: '1550000001', cost: 645, currency: 'GBP' });
    expect(calls[0]!.headers['api-key']).toBe('key-12345678');
    expect(calls[0]!.body).toMatchObject({
      label_format: 'pdf', label_layout: '4x6',
      shipment: { carrier_id: 'se-9', service_code: 'next_day', external_shipment_id: request.reference, ship_to: expect.objectContaining({ postal_code: 'LS1 4AP', phone: '07700 900123', city_locality: 'Leeds' }), packages: [{ weight: { value: 450, unit: 'gram' } }] },
    });
  });

  it('reads ShipEngine\'s error body: validation with field names, security as auth', async () => {
    const { fetchImpl } = fakeCarrier([
      { status: 400, body: { request_id: 'r1', errors: [{ error_source: 'shipengine', error_type: 'validation', error_code: 'invalid_address', message: 'Invalid ship_to.postal_code', field_name: 'ship_to.postal_code' }] } },
      { status: 401, body: { request_id: 'r2', errors: [{ error_source: 'shipengine', error_type: 'security', error_code: 'unauthorized', message: 'The API key is invalid.' }] } },
    ]);
    const c = ctx('https://se.test', { api_key: 'key-12345678', carrier_id: 'se-9' }, fetchImpl);
    const refused = await shipEngineAdapter.buyLabel(c, request).catch((e) => e);
    expect(refused).toMatchObject({ kind: 'validation', fields: [{ field: 'ship_to.postal_code', code: 'invalid_address', message: 'Invalid ship_to.postal_code' }] });
    const auth = await shipEngineAdapter.verify(c).catch((e) => e);
    expect(auth.kind).toBe('auth');
  });

  it('maps tracking status codes (DE delivered, EX exception, IT in transit)', async () => {
    const { fetchImpl } = fakeCarrier([{ status: 200, body: { tracking_number: '1', status_code: 'DE', events: [{ occurred_at: '2026-11-28T10:00:00Z', description: 'In transit', status_code: 'IT', city_locality: 'Hub' }, { occurred_at: '2026-11-29T10:00:00Z', description: 'Delivered', status_code: 'DE', city_locality: null }] } }]);
    const events = await shipEngineAdapter.tracking(ctx('https://se.test', { api_key: 'key-12345678' }, fetchImpl), { carrierReference: 'se-1', trackingNumber: '1' });
    expect(events.map((e) => e.status)).toEqual(['IN_TRANSIT', 'DELIVERED']);
    expect(events[0]!.location).toBe('Hub');
  });
});
