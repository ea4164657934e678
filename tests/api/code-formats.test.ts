/**
 * The code formats behind the admin's pickers are checked by the API on every generic write: a country, currency,
 * language or time zone that is not one is a 400 naming the field (nested ones by their full pointer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type TestApp, type Client } from '../helpers/app.ts';

let app: TestApp;
let owner: Client;

beforeAll(async () => {
  app = await startTestApp({ orders: 1 });
  owner = await app.signIn(DEMO.acmeOwner);
});
afterAll(() => app?.close());

const pointers = (body: { errors?: Array<{ pointer: string; message: string }> }) => (body.errors ?? []).map((e) => `${e.pointer} ${e.message}`);

describe('x-format codes', () => {
  it('refuses an unknown time zone and an offset on /timezone, takes an IANA one', async () => {
    const current = (await owner.get('/api/general-settings')).body;
    for (const timezone of ['Mars/Olympus_Mons', '+01:00']) {
      const bad = await owner.put('/api/general-settings', { timezone, version: current.version });
      expect(bad.status).toBe(400);
      expect(bad.headers.get('content-type')).toMatch(/problem\+json/);
      expect(pointers(bad.body)).toEqual(['/timezone must be an IANA time zone, such as Europe/London']);
    }
    const good = await owner.put('/api/general-settings', { timezone: 'America/Argentina/Buenos_Aires', version: current.version });
    expect(good.status).toBe(200);
    expect(good.body.timezone).toBe('America/Argentina/Buenos_Aires');
  });

  it('refuses a made-up country, also inside an address', async () => {
    const tax = await owner.post('/api/sales-taxes', { name: 'Nowhere VAT', code: 'NOWHERE', rate: 10, country: 'XX' });
    expect(tax.status).toBe(400);
    expect(pointers(tax.body)).toContain('/country must be a two-letter ISO 3166 country code, such as GB');
    const current = (await owner.get('/api/general-settings')).body;
    const address = await owner.put('/api/general-settings', { business_address: { line1: '1 High St', city: 'York', postcode: 'YO1 1AA', country: 'XX' }, version: current.version });
    expect(address.status).toBe(400);
    expect(pointers(address.body)).toContain('/business_address/country must be a two-letter ISO 3166 country code, such as GB');
  });

  it('refuses a made-up currency on the order', async () => {
    const response = await owner.post('/api/sales-orders', { currency: 'ABC' });
    expect(response.status).toBe(400);
    expect(pointers(response.body)).toContain('/currency must be a three-letter ISO 4217 currency code, such as GBP');
  });
});
