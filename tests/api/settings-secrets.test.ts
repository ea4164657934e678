/**
 * Credentials and card data in the settings area: `x-secret` fields are stored as ciphertext and never leave the
 * server (not in GET, list, create or update answers), an update without them keeps them; a card number or a
 * security code is refused with 400 before anything is stored; and the OAuth connect flow of eBay, Amazon,
 * Shopify, Etsy (PKCE) and Wish channels accepts only a state the app issued to this user, once, in time, with a
 * valid Shopify HMAC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { createHash, randomBytes } from 'node:crypto';
import { DEMO_SHOPIFY_SECRET, shopifyHmac } from '../../api/domain/channels/connect-routes.ts';
import { ResourceService } from '../../api/crud/service.ts';
import { abilityFor } from '../../api/crud/actor.ts';
import { SecretBox } from '../../api/crypto/secrets.ts';
import { domainHooks } from '../../api/domain/index.ts';
import { random } from '../../api/seed/demo.ts';
import { salesChannelsOf, seedSettings } from '../../api/seed/settings.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let acmeId: string;
const year = new Date().getUTCFullYear();

/** A record as read, minus the `<secret>_set` flags, which the generic service refuses on PUT. */
const editable = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([key]) => !key.endsWith('_set')));
const stored = (table: string, id: string) => app.knex(table).where({ id }).first();

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  staff = await app.signIn(DEMO.acmeStaff);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
});
afterAll(() => app?.close());

describe('credentials (x-secret)', () => {
  const PLAIN = 'plain-api-key-7f3a9c';

  it.each([
    ['sales-channels', 'sales_channels', 'credentials', { type: 'ONBUY', name: 'Secret OnBuy' }, { consumer_key: PLAIN, secret_key: 'second-part' }],
    ['warehouse-providers', 'warehouse_providers', 'credentials', 'MINTSOFT', { api_key: PLAIN }],
    ['csv-schedules', 'csv_schedules', 'destination_secret', { name: 'Secret SFTP', entity: 'products', columns: ['sku'], frequency: 'DAILY', destination: { kind: 'SFTP', host: 'sftp.acme.example', username: 'u', path: '/in' } }, PLAIN],
  ] as const)('%s: encrypted at rest, never returned, kept by an update without it', async (resource, table, field, base, secret) => {
    const body: Row = typeof base === 'string'
      ? { name: 'Secret provider', provider_type_id: (await app.knex('warehouse_provider_types').where({ account_id: acmeId, code: base }).first()).id }
      : { ...base };
    const created = await owner.post(`/api/${resource}`, { ...body, [field]: secret });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body[`${field}_set`]).toBe(true);
    expect(created.body).not.toHaveProperty(field);

    const row = await stored(table, created.body.id);
    expect(row[field]).toMatch(/^v1:/);
    expect(row[field]).not.toContain(PLAIN);

    const answers = [created, await owner.get(`/api/${resource}/${created.body.id}`), await owner.get(app.listPath(resource, { range: [0, 999] }))];
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(PLAIN);
      expect(text).not.toContain(row[field]);
    }

    const renamed = await owner.put(`/api/${resource}/${created.body.id}`, { ...editable(created.body), name: `${body.name} renamed` });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body[`${field}_set`]).toBe(true);
    expect(JSON.stringify(renamed.body)).not.toContain(PLAIN);
    expect((await stored(table, created.body.id))[field]).toBe(row[field]);

    const replaced = await owner.put(`/api/${resource}/${created.body.id}`, { ...editable(renamed.body), [field]: secret });
    expect(replaced.status).toBe(200);
    const after = (await stored(table, created.body.id))[field];
    // A fresh IV each time: the same secret never gives the same ciphertext.
    expect(after).toMatch(/^v1:/);
    expect(after).not.toBe(row[field]);
  });

  it('reports credentials_set false for a record without credentials', async () => {
    const response = await owner.post('/api/sales-channels', { type: 'WISH', name: 'No keys yet' });
    expect(response.body.credentials_set).toBe(false);
    expect((await stored('sales_channels', response.body.id)).credentials).toBeNull();
  });

  it('never returns the internal connect columns', async () => {
    const list = await owner.get(app.listPath('sales-channels', { range: [0, 99] }));
    expect(Object.keys(list.body[0]).filter((k) => k.startsWith('connect_state'))).toEqual([]);
  });
});

describe('payment cards (PCI DSS)', () => {
  const valid = { processor_token: 'pm_validToken1234', brand: 'VISA', last4: '4242', exp_month: 12, exp_year: year + 2 };

  it.each([
    ['a card number in any field', { ...valid, holder_name: '4242 4242 4242 4242' }, '/holder_name'],
    ['a card number as a JSON number', { ...valid, note: 4111111111111111 }, '/note'],
    ['a dashed card number nested deep', { ...valid, extra: { details: ['x', '5555-5555-5555-4444'] } }, '/extra/details/1'],
    ['a card_number key, whatever it holds', { ...valid, card_number: 'hidden' }, '/card_number'],
    ['a pan key', { ...valid, PAN: '' }, '/PAN'],
    ['a number key', { ...valid, number: '1234' }, '/number'],
    ['a CVV key', { ...valid, cvv: '123' }, '/cvv'],
    ['a CVC key', { ...valid, card: { CVC: 123 } }, '/card/CVC'],
  ])('refuses %s with 400 and stores nothing', async (_case, body, pointer) => {
    const before = await app.knex('payment_cards').count<{ n: number }[]>({ n: '*' });
    const response = await owner.post('/api/payment-cards', body);
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/never stores card numbers.*PCI DSS/);
    expect(response.body.errors[0].pointer).toBe(pointer);
    expect(JSON.stringify(response.body)).not.toMatch(/4242 4242|4111111111111111|5555-5555|hidden|"123"/);
    expect((await app.knex('payment_cards').count<{ n: number }[]>({ n: '*' }))[0].n).toBe(before[0].n);
  });

  it('accepts a token and last 4, never returns the token, and refuses card data on update too', async () => {
    const created = await owner.post('/api/payment-cards', valid);
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('processor_token');
    expect((await stored('payment_cards', created.body.id)).processor_token).toBe('pm_validToken1234');
    const update = await owner.put(`/api/payment-cards/${created.body.id}`, { ...created.body, holder_name: '4000056655665556' });
    expect(update.status).toBe(400);
    expect((await stored('payment_cards', created.body.id)).holder_name).toBeNull();
    const token = await owner.put(`/api/payment-cards/${created.body.id}`, { ...created.body, processor_token: 'pm_otherToken9999' });
    expect(token.body.errors[0].pointer).toBe('/processor_token');
  });

  it('refuses an expired card, and keeps one default card', async () => {
    const expired = await owner.post('/api/payment-cards', { ...valid, processor_token: 'pm_expiredToken1', exp_year: year - 1 });
    expect(expired.body.errors[0].pointer).toBe('/exp_year');
    const card = await owner.post('/api/payment-cards', { ...valid, processor_token: 'pm_newDefault123', last4: '0077', is_default: true });
    expect(card.status).toBe(201);
    expect(await app.knex('payment_cards').where({ account_id: acmeId, is_default: true }).pluck('id')).toEqual([card.body.id]);
  });
});

describe('connecting channels (OAuth callbacks, simulated token exchange)', () => {
  const channelOf = async (type: string) => app.knex('sales_channels').where({ account_id: acmeId, type }).orderBy('created_at').first();
  const issue = async (channelId: string) => {
    const response = await owner.post(`/api/sales-channels/${channelId}/connect`, {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { state: string; authorize_url: string; simulated_callback: string; expires_at: string };
  };
  const callbackQuery = (simulated: string) => simulated.slice(simulated.indexOf('?'));

  it('issues a state stored only as a hash, with the marketplace consent URL', async () => {
    const ebay = await channelOf('EBAY');
    const issued = await issue(ebay.id);
    expect(issued.state).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // The demo's channels are SANDBOX ones: the sandbox marketplace's consent page, which grants a real code.
    expect(issued.authorize_url).toMatch(/\/sandbox\/ebay\/_oauth\/authorize\?/);
    expect(new URL(issued.authorize_url).searchParams.get('state')).toBe(issued.state);
    expect(issued.simulated_callback).toMatch(/^\/settings\/ebay-connect\?code=sbxcode_/);
    // A LIVE channel is sent to eBay itself.
    const live = (await owner.post('/api/sales-channels', { type: 'EBAY', name: 'Live eBay', marketplace: 'EBAY_GB' })).body;
    const liveIssued = await issue(live.id);
    expect(liveIssued.authorize_url).toMatch(/^https:\/\/auth\.ebay\.com\/oauth2\/authorize\?/);
    expect(liveIssued.simulated_callback).toMatch(/^\/settings\/ebay-connect\?code=sim-/);
    const row = await stored('sales_channels', ebay.id);
    expect(row.connect_state_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(issued.state);
    expect(row.version).toBe(ebay.version);
  });

  it('refuses a wrong state and leaves the channel as it was', async () => {
    const ebay = await channelOf('EBAY');
    await issue(ebay.id);
    const before = await stored('sales_channels', ebay.id);
    const response = await owner.get('/api/channel-connect/ebay?code=abc&state=not-the-state');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].pointer).toBe('/state');
    expect(await stored('sales_channels', ebay.id)).toEqual(before);
  });

  it('connects with the right state: token stored encrypted, CONNECTED, state used up', async () => {
    const ebay = await channelOf('EBAY');
    const issued = await issue(ebay.id);
    const response = await owner.get(`/api/channel-connect/ebay${callbackQuery(issued.simulated_callback)}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ id: ebay.id, status: 'CONNECTED', credentials_set: true });
    expect(response.body).not.toHaveProperty('credentials');
    const row = await stored('sales_channels', ebay.id);
    expect(row.credentials).toMatch(/^v1:/);
    expect(row.credentials).not.toContain('access_token');
    expect(row.connect_state_hash).toBeNull();
    const history = await owner.get(`/api/sales-channels/${ebay.id}/history`);
    expect(history.body.at(-1)).toMatchObject({ transition: 'verify', to_status: 'CONNECTED' });
    // The token came from the sandbox marketplace's token endpoint, and it honours it.
    const credentials = app.secrets.decrypt(row.credentials, 'sales_channels.credentials') as Record<string, string>;
    expect(credentials.access_token).toMatch(/^sbx_/);
    const check = await fetch(`${app.baseUrl}/sandbox/ebay/sell/inventory/v1/inventory_item?limit=1`, { headers: { authorization: `Bearer ${credentials.access_token}` } });
    expect(check.status).toBe(200);

    const again = await owner.get(`/api/channel-connect/ebay${callbackQuery(issued.simulated_callback)}`);
    expect(again.status).toBe(400);
    expect(again.body.errors[0].pointer).toBe('/state');
  });

  it('refuses an expired state, another user\'s state and a state of another channel type', async () => {
    const ebay = await channelOf('EBAY');
    const amazon = await channelOf('AMAZON');
    const expired = await issue(ebay.id);
    await app.knex('sales_channels').where({ id: ebay.id }).update({ connect_state_expires_at: new Date(Date.now() - 1000) });
    expect((await owner.get(`/api/channel-connect/ebay${callbackQuery(expired.simulated_callback)}`)).body.errors[0].pointer).toBe('/state');

    const forOwner = await issue(ebay.id);
    const admin = await app.signIn(DEMO.admin);
    const stolen = await admin.get(`/api/channel-connect/ebay${callbackQuery(forOwner.simulated_callback)}`, { 'X-Account-Id': acmeId });
    expect(stolen.status).toBe(400);
    expect((await stored('sales_channels', ebay.id)).connect_state_hash).not.toBeNull();

    const amazonState = await issue(amazon.id);
    const wrongProvider = await owner.get(`/api/channel-connect/ebay?code=abc&state=${amazonState.state}`);
    expect(wrongProvider.status).toBe(400);
    expect(wrongProvider.body.errors[0].message).toMatch(/Amazon channel/);
  });

  it('connects Amazon by POST with the selling partner id, which it requires', async () => {
    // A LIVE channel is sent to Seller Central's consent page.
    const live = (await owner.post('/api/sales-channels', { type: 'AMAZON', name: 'Live Amazon', marketplace: 'A1F83G8C2ARO7P' })).body;
    const issued = await issue(live.id);
    expect(issued.authorize_url).toMatch(/^https:\/\/sellercentral-europe\.amazon\.com\/apps\/authorize\/consent\?/);
    const missing = await owner.post('/api/channel-connect/amazon', { spapi_oauth_code: 'abc', state: issued.state });
    expect(missing.body.errors[0].pointer).toBe('/selling_partner_id');
    // Checked before the state is used: it still works (completing it would call Amazon itself, see below for the sandbox).
    expect((await stored('sales_channels', live.id)).connect_state_hash).not.toBeNull();
  });

  it('connects a SANDBOX Amazon channel through the sandbox\'s consent and Login with Amazon, keeping the seller id', async () => {
    const amazon = await channelOf('AMAZON');
    const issued = await issue(amazon.id);
    expect(issued.authorize_url).toMatch(/\/sandbox\/amazon\/_oauth\/authorize\?/);
    const params = Object.fromEntries(new URLSearchParams(callbackQuery(issued.simulated_callback)));
    expect(params.selling_partner_id).toMatch(/^A[0-9A-Z]{13}$/);
    const response = await owner.post('/api/channel-connect/amazon', params);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ status: 'CONNECTED', credentials_set: true });
    const credentials = app.secrets.decrypt((await stored('sales_channels', amazon.id)).credentials, 'sales_channels.credentials') as Record<string, string>;
    expect(credentials).toMatchObject({ access_token: expect.stringMatching(/^sbx_/), refresh_token: expect.any(String), selling_partner_id: params.selling_partner_id });
    // The sandbox honours the token for that seller, and only for that seller.
    const listings = (seller: string) => fetch(`${app.baseUrl}/sandbox/amazon/listings/2021-08-01/items/${seller}?marketplaceIds=A1F83G8C2ARO7P`, { headers: { 'x-amz-access-token': credentials.access_token! } });
    expect((await listings(params.selling_partner_id!)).status).toBe(200);
    expect((await listings('A2EUQ1WTGCTBG2')).status).toBe(403);
  });

  it('verifies Shopify\'s HMAC before using the state, and the shop must be the channel\'s', async () => {
    const shopify = await channelOf('SHOPIFY');
    const issued = await issue(shopify.id);
    // A SANDBOX shop installs through the sandbox shop's own install page, which signs its redirect as Shopify does.
    const authorize = new URL(issued.authorize_url);
    expect(authorize.pathname).toBe('/sandbox/shopify/admin/oauth/authorize');
    expect(authorize.searchParams.get('shop')).toBe(shopify.shop_domain);
    expect(authorize.searchParams.get('scope')).toContain('write_merchant_managed_fulfillment_orders');
    const params = Object.fromEntries(new URLSearchParams(callbackQuery(issued.simulated_callback)));
    expect(params).toMatchObject({ shop: shopify.shop_domain, state: issued.state, code: expect.stringMatching(/^sbxcode_/) });
    expect(params.hmac).toBe(shopifyHmac(params, DEMO_SHOPIFY_SECRET));

    const forged = await owner.get(`/api/channel-connect/shopify?${new URLSearchParams({ ...params, hmac: '0'.repeat(64) })}`);
    expect(forged.status).toBe(400);
    expect(forged.body.errors[0].pointer).toBe('/hmac');
    const tampered = await owner.get(`/api/channel-connect/shopify?${new URLSearchParams({ ...params, code: 'changed' })}`);
    expect(tampered.body.errors[0].pointer).toBe('/hmac');
    expect((await stored('sales_channels', shopify.id)).connect_state_hash).not.toBeNull();

    const otherShop = { ...params, shop: 'someone-else.myshopify.com' };
    const wrongShop = await owner.get(`/api/channel-connect/shopify?${new URLSearchParams({ ...otherShop, hmac: shopifyHmac(otherShop, DEMO_SHOPIFY_SECRET) })}`);
    expect(wrongShop.body.errors[0].pointer).toBe('/shop');

    const next = await issue(shopify.id);
    const response = await owner.get(`/api/channel-connect/shopify${callbackQuery(next.simulated_callback)}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ status: 'CONNECTED', credentials_set: true });
    // The code was exchanged at the sandbox shop's token endpoint through the adapter: an expiring offline token
    // with its refresh token, which the sandbox's Admin GraphQL API honours.
    const credentials = app.secrets.decrypt((await stored('sales_channels', shopify.id)).credentials, 'sales_channels.credentials') as Record<string, string>;
    expect(credentials).toMatchObject({ access_token: expect.stringMatching(/^sbx_/), refresh_token: expect.any(String) });
    const check = await fetch(`${app.baseUrl}/sandbox/shopify/admin/api/2025-07/graphql.json`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-access-token': credentials.access_token! }, body: JSON.stringify({ query: '{ shop { myshopifyDomain } }' }) });
    expect((await check.json()).data.shop.myshopifyDomain).toBe('acme-trading.myshopify.com');
  });

  it('reports a refused consent and asks to start again', async () => {
    const ebay = await channelOf('EBAY');
    const issued = await issue(ebay.id);
    const response = await owner.get(`/api/channel-connect/ebay?state=${issued.state}&error=access_denied`);
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({ pointer: '/error', message: expect.stringContaining('did not grant access') });
    expect((await stored('sales_channels', ebay.id)).connect_state_hash).toBeNull();
  });

  it('connects Etsy through the sandbox with PKCE: the challenge goes with the consent, the verifier with the code, then both are gone', async () => {
    const etsy = await channelOf('ETSY');
    const issued = await issue(etsy.id);
    const consent = new URL(issued.authorize_url);
    expect(consent.pathname).toBe('/sandbox/etsy/_oauth/authorize');
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    const verifier = (await stored('sales_channels', etsy.id)).connect_code_verifier;
    expect((await owner.get(`/api/sales-channels/${etsy.id}`)).body).not.toHaveProperty('connect_code_verifier');
    expect(consent.searchParams.get('code_challenge')).toBe(createHash('sha256').update(verifier).digest('base64url'));
    const response = await owner.get(`/api/channel-connect/etsy${callbackQuery(issued.simulated_callback)}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ id: etsy.id, status: 'CONNECTED', credentials_set: true });
    expect(response.body).not.toHaveProperty('connect_code_verifier');
    const row = await stored('sales_channels', etsy.id);
    expect(row).toMatchObject({ connect_state_hash: null, connect_code_verifier: null });
    const credentials = app.secrets.decrypt(row.credentials, 'sales_channels.credentials') as Record<string, string>;
    expect(credentials).toMatchObject({ access_token: expect.stringMatching(/^sbx_/), refresh_token: expect.any(String), shop_id: expect.stringMatching(/^\d+$/) });
    const me = await fetch(`${app.baseUrl}/sandbox/etsy/v3/application/users/me`, { headers: { authorization: `Bearer ${credentials.access_token}`, 'x-api-key': 'sellyard-demo' } });
    expect(await me.json()).toMatchObject({ shop_id: Number(credentials.shop_id) });
    // A LIVE Etsy channel is sent to Etsy's own consent page, with the challenge.
    const live = (await owner.post('/api/sales-channels', { type: 'ETSY', name: 'Live Etsy' })).body;
    const liveIssued = new URL((await issue(live.id)).authorize_url);
    expect(liveIssued.origin + liveIssued.pathname).toBe('https://www.etsy.com/oauth/connect');
    expect(liveIssued.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('connects Wish through the sandbox\'s OAuth and the adapter', async () => {
    const wish = await channelOf('WISH');
    const issued = await issue(wish.id);
    expect(issued.authorize_url).toMatch(/\/sandbox\/wish\/_oauth\/authorize\?/);
    expect(new URL(issued.authorize_url).searchParams.get('code_challenge')).toBeNull();
    const response = await owner.post('/api/channel-connect/wish', Object.fromEntries(new URLSearchParams(callbackQuery(issued.simulated_callback))));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ status: 'CONNECTED', credentials_set: true });
    const credentials = app.secrets.decrypt((await stored('sales_channels', wish.id)).credentials, 'sales_channels.credentials') as Record<string, string>;
    expect(credentials).toMatchObject({ access_token: expect.stringMatching(/^sbx_/), merchant_id: expect.any(String) });
  });

  it('connects only eBay, Amazon, Shopify, Etsy and Wish channels, for users who may edit them', async () => {
    const onbuy = await channelOf('ONBUY');
    const response = await owner.post(`/api/sales-channels/${onbuy.id}/connect`, {});
    expect(response.status).toBe(400);
    expect(response.body.errors[0].pointer).toBe('/type');
    const ebay = await channelOf('EBAY');
    expect((await staff.post(`/api/sales-channels/${ebay.id}/connect`, {})).status).toBe(403);
    const globex = await app.signIn(DEMO.globexOwner);
    expect((await globex.post(`/api/sales-channels/${ebay.id}/connect`, {})).status).toBe(404);
    expect((await app.anonymous().get('/api/channel-connect/ebay?code=a&state=b')).status).toBe(401);
    expect((await owner.get('/api/channel-connect/onbuy?code=a&state=b')).status).toBe(404);
  });
});

describe('the settings seeder with a secret key', () => {
  it('stores made-up credentials and reaches every channel and provider state', async () => {
    // The demo seed runs without the key (api/seed/demo.ts); this is what it does once it has one.
    const service = new ResourceService(app.knex, app.model, domainHooks, new SecretBox(randomBytes(32)));
    const [account] = await app.knex('accounts').insert({ name: 'Seeded With Key', kind: 'MERCHANT' }).returning('id');
    const [user] = await app.knex('users').insert({ account_id: account.id, email: 'owner@with-key.test', name: 'Key Owner', role: 'owner', status: 'ACTIVE' }).returning(['id', 'account_id', 'email', 'role']);
    const sessionUser = { id: user.id, email: user.email, role: user.role, accountId: account.id, permissions: [], flags: [], clientAccountIds: [] };
    const actor = { user: sessionUser, ability: abilityFor(sessionUser, app.model), accountId: account.id };
    const make = (name: string, body: Row) => service.create(actor, app.model.entities.find((e) => e.name === name)!, body);
    const taxes = [await make('sales-tax', { name: 'Standard', code: 'STD', rate: 20 })];
    const locations = [
      await make('location', { name: 'Main', code: 'MAIN' }), await make('location', { name: 'Shop', code: 'SHOP', type: 'STORE' }), await make('location', { name: 'FBA', code: 'FBA-UK', type: 'FBA' }),
    ];
    const context = {
      service, model: app.model, actor, rnd: random(1), accountName: 'Acme', flags: [],
      refs: { taxes, locations, brands: [], products: [], customers: [], suppliers: [], orders: [] },
    };
    await seedSettings(context);
    const channels = await salesChannelsOf(context);
    expect(Object.fromEntries(channels.map((c) => [c.type, [c.status, c.credentials_set]]))).toEqual({
      EBAY: ['CONNECTED', true], AMAZON: ['CONNECTED', true], ETSY: ['CONNECTED', true], ONBUY: ['CONNECTED', true],
      WISH: ['CONNECTED', true], SHOPIFY: ['CONNECTED', true], STORE: ['CONNECTED', true],
    });
    expect((await salesChannelsOf(context, { status: 'CONNECTED' })).map((c) => c.type).sort()).toEqual(['AMAZON', 'EBAY', 'ETSY', 'ONBUY', 'SHOPIFY', 'STORE', 'WISH']);
    const providers = await app.knex('warehouse_providers').where({ account_id: account.id }).orderBy('name');
    expect(providers.map((p) => [p.name, p.status, p.credentials?.startsWith('v1:')])).toEqual([['Amazon MCF (UK)', 'INACTIVE', true], ['Leeds 3PL (Mintsoft)', 'ACTIVE', true]]);
  });
});
