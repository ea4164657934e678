/**
 * Contract tests of ShipEngine's tracking webhooks (adapters/shipengine-webhooks.ts): the API_TRACK body of the
 * published shape (fixtures/shipengine/track-webhook.json) read into tracking events; the RSA-SHA256 signature over
 * `<timestamp>.<raw body>` checked with a key from the JWKS (good, altered, unsigned, stale, unknown key); the
 * registration looked up before it is made; and the sandbox ShipEngine, which must push the fixture's shape.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../channels/http.ts';
import { WebhookRefusal, type CarrierContext } from '../types.ts';
import { trackPushBody } from '../sandbox/shipengine.ts';
import { fakeCarrier, servedCarrierSandbox } from './contract-testing.ts';
import { shipEngineWebhooks } from './shipengine-webhooks.ts';

const fixture = readFileSync(new URL('./fixtures/shipengine/track-webhook.json', import.meta.url), 'utf8');

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const JWKS = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'key-1', alg: 'RS256', use: 'sig' }] };

let contexts = 0;
function ctx(fetchImpl: typeof fetch): CarrierContext {
  // A base URL per context: the adapter keeps each API host's keys apart.
  const base = `https://se-${++contexts}.test`;
  return { carrier: { id: 'c1', accountId: 'a1', provider: 'SHIPENGINE', name: 'DPD', accountNumber: null }, credentials: { api_key: 'key-12345678' }, baseUrl: base, http: createHttpClient(base, fetchImpl) };
}

function signed(body: string, at = new Date(), kid = 'key-1') {
  const timestamp = at.toISOString();
  return {
    rawBody: body,
    headers: { 'x-shipengine-rsa-sha256-key-id': kid, 'x-shipengine-rsa-sha256-signature': sign('sha256', Buffer.from(`${timestamp}.${body}`), privateKey).toString('base64'), 'x-shipengine-timestamp': timestamp },
  };
}

function keyPaths(value: unknown, prefix = ''): Map<string, string> {
  const paths = new Map<string, string>();
  if (Array.isArray(value)) {
    for (const item of value) for (const [p, t] of keyPaths(item, `${prefix}[]`)) paths.set(p, t);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      paths.set(`${prefix}.${key}`, item === null ? 'null' : Array.isArray(item) ? 'array' : typeof item);
      for (const [p, t] of keyPaths(item, `${prefix}.${key}`)) paths.set(p, t);
    }
  }
  return paths;
}

describe('shipEngineWebhooks.read', () => {
  it('reads an API_TRACK push of the published shape into tracking events', () => {
    const push = shipEngineWebhooks.read(JSON.parse(fixture));
    expect(push.trackingNumber).toBe('15501234567890');
    expect(push.events).toEqual([
      { at: '2026-11-27T18:05:00Z', status: 'IN_TRANSIT', description: 'Parcel received at the Hinckley hub', location: 'Hinckley' },
      { at: '2026-11-28T13:41:00Z', status: 'DELIVERED', description: 'Delivered to the customer', location: 'Leeds' },
    ]);
    expect(push.eventId).toMatch(/^[0-9a-f]{32}$/);
    // The same push read again has the same id (a replay); another status does not.
    expect(shipEngineWebhooks.read(JSON.parse(fixture)).eventId).toBe(push.eventId);
    const inTransit = JSON.parse(fixture);
    inTransit.data.events.pop();
    inTransit.data.status_code = 'IT';
    expect(shipEngineWebhooks.read(inTransit).eventId).not.toBe(push.eventId);
  });

  it('dates the delivery by the push when its events carry no status code', () => {
    const body = JSON.parse(fixture);
    for (const event of body.data.events) { delete event.status_code; event.event_code = 'X'; }
    const push = shipEngineWebhooks.read(body);
    expect(push.events.at(-1)).toMatchObject({ at: '2026-11-28T13:41:00Z', status: 'DELIVERED', description: 'Delivered' });
  });

  it('refuses other resource types and a push without a tracking number, naming the field', () => {
    const other = (() => { try { shipEngineWebhooks.read({ resource_type: 'BATCH', resource_url: 'x' }); } catch (error) { return error; } })() as WebhookRefusal;
    expect(other).toBeInstanceOf(WebhookRefusal);
    expect(other).toMatchObject({ status: 400, pointer: '/resource_type' });
    const body = JSON.parse(fixture);
    delete body.data.tracking_number;
    expect(() => shipEngineWebhooks.read(body)).toThrow(/tracking_number/);
  });
});

describe('shipEngineWebhooks.verify', () => {
  it('accepts a body signed with a key of the JWKS, reading the JWKS once', async () => {
    const { calls, fetchImpl } = fakeCarrier([{ body: JWKS }], 'application/json');
    const c = ctx(fetchImpl);
    await shipEngineWebhooks.verify(c, signed(fixture));
    await shipEngineWebhooks.verify(c, signed(fixture));
    expect(calls.map((call) => call.url)).toEqual([`${c.baseUrl}/jwks`]);
  });

  it('refuses an altered body, a missing signature, an unknown key and a stale timestamp', async () => {
    const { fetchImpl } = fakeCarrier([{ body: JWKS }, { body: JWKS }], 'application/json');
    const c = ctx(fetchImpl);
    const refusal = (promise: Promise<void>) => promise.then(() => null, (error) => error as WebhookRefusal);
    const altered = { ...signed(fixture), rawBody: fixture.replace('"DE"', '"EX"') };
    expect(await refusal(shipEngineWebhooks.verify(c, altered))).toMatchObject({ status: 401, pointer: '/headers/x-shipengine-rsa-sha256-signature' });
    const unsigned = signed(fixture);
    delete (unsigned.headers as Record<string, string>)['x-shipengine-rsa-sha256-signature'];
    expect(await refusal(shipEngineWebhooks.verify(c, unsigned))).toMatchObject({ status: 401, pointer: '/headers/x-shipengine-rsa-sha256-signature' });
    // An unknown key id makes the adapter read the JWKS again (keys rotate) before refusing.
    expect(await refusal(shipEngineWebhooks.verify(c, signed(fixture, new Date(), 'key-2')))).toMatchObject({ status: 401, pointer: '/headers/x-shipengine-rsa-sha256-key-id' });
    expect(await refusal(shipEngineWebhooks.verify(c, signed(fixture, new Date(Date.now() - 6 * 60_000))))).toMatchObject({ status: 400, pointer: '/headers/x-shipengine-timestamp' });
  });
});

describe('shipEngineWebhooks.register', () => {
  it('creates the track webhook once: an existing one for the URL is kept', async () => {
    const url = 'https://app.example.com/api/webhooks/carriers/c1?token=t';
    const { calls, fetchImpl } = fakeCarrier([
      { body: [{ webhook_id: 'se-wh-1', url: 'https://other.example/hook', event: 'track', headers: [] }] },
      { status: 201, body: { webhook_id: 'se-wh-2', url, event: 'track', headers: [] } },
      { body: [{ webhook_id: 'se-wh-2', url, event: 'track', headers: [] }] },
    ], 'application/json');
    const c = ctx(fetchImpl);
    expect(await shipEngineWebhooks.register(c, url)).toEqual({ webhookId: 'se-wh-2', created: true });
    expect(await shipEngineWebhooks.register(c, url)).toEqual({ webhookId: 'se-wh-2', created: false });
    expect(calls.map((call) => `${call.method} ${call.url.replace(c.baseUrl, '')}`)).toEqual(['GET /v1/environment/webhooks', 'POST /v1/environment/webhooks', 'GET /v1/environment/webhooks']);
    expect(JSON.parse(calls[1]!.body)).toEqual({ event: 'track', url });
    expect(calls[1]!.headers).toMatchObject({ 'api-key': 'key-12345678' });
  });
});

describe('the sandbox ShipEngine', () => {
  const { base } = servedCarrierSandbox();

  it('pushes every key of the published API_TRACK shape, with the same types', () => {
    const body = trackPushBody({
      id: 'se-1000001', reference: 'SHP-1', trackingNumber: '15500000000001', service: 'next_day', weightGrams: 450, status: 'LABELLED', createdAt: '2026-11-27T09:12:00Z',
      manifest: null, shipTo: {}, shipFrom: {}, format: 'pdf', cost: 6.45,
      events: [{ at: '2026-11-27T18:05:00Z', status: 'IN_TRANSIT', description: 'in transit', location: 'Hinckley' }, { at: '2026-11-28T13:41:00Z', status: 'DELIVERED', description: 'delivered', location: 'Leeds' }],
    }, 'https://sandbox.test/sandbox/carriers/shipengine');
    const sandboxPaths = keyPaths(body);
    for (const [path, type] of keyPaths(JSON.parse(fixture))) {
      expect(sandboxPaths.has(path), `the sandbox's push lacks ${path}`).toBe(true);
      // Null in one and a value in the other is the same optional field.
      if (type !== 'null' && sandboxPaths.get(path) !== 'null') expect(sandboxPaths.get(path), path).toBe(type);
    }
    expect(shipEngineWebhooks.read(body).events.map((e) => e.status)).toEqual(['IN_TRANSIT', 'DELIVERED']);
  });

  it('registers webhooks per API key, refuses what ShipEngine refuses, and publishes its signing key', async () => {
    const post = (body: unknown, key = 'key-12345678') => fetch(`${base('shipengine')}/v1/environment/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', 'api-key': key }, body: JSON.stringify(body) });
    const created = await post({ event: 'track', url: 'https://app.example.com/hook' });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ webhook_id: expect.stringMatching(/^se-wh-/), event: 'track', url: 'https://app.example.com/hook' });
    const bad = await post({ event: 'tracking', url: 'not a url' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((e: any) => [e.error_code, e.field_name])).toEqual([['invalid_field_value', 'event'], ['invalid_field_value', 'url']]);
    expect((await post({ event: 'track', url: 'https://x.example' }, '')).status).toBe(401);
    const listed = await (await fetch(`${base('shipengine')}/v1/environment/webhooks`, { headers: { 'api-key': 'other-key-123' } })).json();
    expect(listed).toEqual([]);
    const keys = await (await fetch(`${base('shipengine')}/jwks`)).json();
    expect(keys.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.stringMatching(/^sandbox-/) });
  });
});
