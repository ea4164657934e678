/**
 * Every channel's listings in one list: `GET /api/listings` is the union (one table, the role's per-channel rules as
 * SQL), and `GET /api/listings/counts` counts it per channel, sales channel and status for the Listings page's tabs
 * and chips. On a real demo-seeded database, each figure is checked against the rows themselves: roles see only
 * their channels, another account's listings never show, pages are cut and sorted in SQL, and filters apply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let globex: Client;
let ebayOnly: Client;
let ordersOnly: Client;
let acmeId: string;
let globexId: string;

const counts = (client: Client, filter?: Row) => client.get(`/api/listings/counts${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`);
const asMap = (facets: Array<{ value: string; count: number }>) => Object.fromEntries(facets.map((f) => [f.value, f.count]));
/** The stored listings of an account, grouped by `field`, as the endpoint should count them. */
async function stored(accountId: string, field: string, where: Row = {}, channels?: string[]): Promise<Record<string, number>> {
  const query = app.knex('listings').where({ account_id: accountId, ...where }).select(field).count({ n: '*' }).groupBy(field);
  if (channels) query.whereIn('channel', channels);
  return Object.fromEntries((await query).map((r: Row) => [r[field], Number(r.n)]));
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  globex = await app.signIn(DEMO.globexOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  globexId = (await app.knex('accounts').whereNot({ id: acmeId }).where('name', 'like', 'Globex%').first('id')).id;
  for (const [email, permissions] of [['counts.ebay@acme.test', ['ebay']], ['counts.orders@acme.test', ['orders']]] as const) {
    const user = await owner.post('/api/users', { email, name: email.split('@')[0], role: 'staff', permissions, password: 'a listings staff password' });
    if (user.status !== 201) throw new Error(JSON.stringify(user.body));
  }
  ebayOnly = await app.signIn('counts.ebay@acme.test', 'a listings staff password');
  ordersOnly = await app.signIn('counts.orders@acme.test', 'a listings staff password');
  // Globex gets a listing of its own, so "another account's listings never show" is tested against a real row.
  const product = await globex.post('/api/products', { sku: 'GLOBEX-COUNT-1', title: 'Globex counted product', retail_price: 1500 });
  const channel = await app.knex('sales_channels').where({ account_id: globexId }).first('id', 'type');
  if (product.status !== 201 || !channel) throw new Error('Globex needs a product and a sales channel');
  const listing = await globex.post('/api/listings', { product_id: product.body.id, sales_channel_id: channel.id, channel: channel.type === 'SHOPIFY' ? 'STORE' : channel.type });
  if (listing.status !== 201) throw new Error(JSON.stringify(listing.body));
});
afterAll(() => app?.close());

describe('GET /api/listings/counts', () => {
  it("counts an owner's listings per channel, sales channel and status, as stored", async () => {
    const response = await counts(owner);
    expect(response.status).toBe(200);
    const byChannel = await stored(acmeId, 'channel');
    expect(Object.keys(byChannel).length).toBeGreaterThan(2);
    expect(asMap(response.body.channels)).toEqual(byChannel);
    expect(asMap(response.body.statuses)).toEqual(await stored(acmeId, 'status'));
    expect(asMap(response.body.sales_channels)).toEqual(await stored(acmeId, 'sales_channel_id'));
    expect(response.body.total).toBe(Object.values(byChannel).reduce((a, b) => a + b, 0));
    // The owner reads every sales channel: each is named, and tagged with its listings' channel.
    const named = await app.knex('sales_channels').where({ account_id: acmeId }).select('id', 'name');
    for (const s of response.body.sales_channels) {
      expect(s.name).toBe(named.find((n: Row) => n.id === s.value)!.name);
      expect(Object.keys(byChannel)).toContain(s.channel);
    }
  });

  it('counts each facet without its own condition: the chosen channel narrows the statuses, not the tabs', async () => {
    const response = await counts(owner, { channel: 'EBAY' });
    expect(response.status).toBe(200);
    expect(asMap(response.body.channels)).toEqual(await stored(acmeId, 'channel'));
    expect(asMap(response.body.statuses)).toEqual(await stored(acmeId, 'status', { channel: 'EBAY' }));
    expect(response.body.total).toBe((await stored(acmeId, 'channel')).EBAY);
    const live = await counts(owner, { channel: 'EBAY', status: 'ACTIVE' });
    expect(asMap(live.body.channels)).toEqual(await stored(acmeId, 'channel', { status: 'ACTIVE' }));
    expect(live.body.total).toBe((await stored(acmeId, 'status', { channel: 'EBAY' })).ACTIVE ?? 0);
  });

  it('applies the search over SKU and title', async () => {
    const sample = await app.knex('listings').where({ account_id: acmeId }).orderBy('sku').first('sku', 'channel');
    const response = await counts(owner, { q: sample.sku });
    const matching = await app.knex('listings').where({ account_id: acmeId }).where((q) => q.whereILike('sku', `%${sample.sku}%`).orWhereILike('title', `%${sample.sku}%`).orWhereILike('external_id', `%${sample.sku}%`)).count({ n: '*' });
    expect(response.body.total).toBe(Number(matching[0].n));
    expect(response.body.channels.map((c: Row) => c.value)).toContain(sample.channel);
  });

  it('gives a member of staff with eBay only the eBay listings and those every member sees (OnBuy)', async () => {
    const response = await counts(ebayOnly);
    expect(response.status).toBe(200);
    expect(Object.keys(await stored(acmeId, 'channel', {}, ['EBAY', 'ONBUY'])).sort()).toEqual(['EBAY', 'ONBUY']);
    expect(asMap(response.body.channels)).toEqual(await stored(acmeId, 'channel', {}, ['EBAY', 'ONBUY']));
    // They read eBay sales channels (their permission grants it) but not OnBuy's: those stay unnamed.
    for (const s of response.body.sales_channels) expect(s.name === null).toBe(s.channel !== 'EBAY');
    // Asking for a channel they may not see counts nothing rather than revealing it.
    const amazon = await counts(ebayOnly, { channel: 'AMAZON' });
    expect(amazon.body.total).toBe(0);
    expect(amazon.body.statuses).toEqual([]);
  });

  it("never counts another account's listings", async () => {
    const response = await counts(globex);
    expect(response.status).toBe(200);
    expect(asMap(response.body.channels)).toEqual(await stored(globexId, 'channel'));
    const acmeChannels = (await app.knex('sales_channels').where({ account_id: acmeId }).pluck('id')) as string[];
    expect(response.body.sales_channels.filter((s: Row) => acmeChannels.includes(s.value))).toEqual([]);
    const acmeChannel = acmeChannels[0];
    const filtered = await counts(globex, { sales_channel_id: acmeChannel });
    expect(filtered.body.total).toBe(0);
  });

  it("shows a partner none of a client's listings: they hold no channel permission", async () => {
    // Every signed-in member reads the OnBuy listings of their own firm, so no role is refused outright; a partner's
    // reach into a client account is their permissions (products, orders, reports), which cover no listings.
    const partner = await app.signIn(DEMO.partner);
    const inAcme = await partner.get('/api/listings/counts', { 'X-Account-Id': acmeId });
    expect(inAcme.status).toBe(200);
    expect(inAcme.body).toEqual({ total: 0, channels: [], sales_channels: [], statuses: [] });
    const list = await partner.get(app.listPath('listings', { range: [0, 9] }), { 'X-Account-Id': acmeId });
    expect(list.body).toEqual([]);
  });

  it('refuses the signed-out (401) and answers a bad filter with a problem naming it (400)', async () => {
    const anonymous = await app.anonymous().get('/api/listings/counts');
    expect(anonymous.status).toBe(401);
    const bad = await counts(owner, { colour: 'red' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    expect(bad.body.errors).toEqual([expect.objectContaining({ pointer: '/filter/colour' })]);
    const badStatus = await counts(owner, { status: 'SOLD' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors[0].pointer).toBe('/filter/status');
  });
});

describe('GET /api/listings (every channel in one list)', () => {
  it('pages and sorts in SQL: pages of two follow one another in SKU order and add up to the total', async () => {
    const all = await app.knex('listings').where({ account_id: acmeId }).orderBy([{ column: 'sku' }, { column: 'id' }]).pluck('id');
    const first = await owner.get(app.listPath('listings', { sort: ['sku', 'ASC'], range: [0, 1] }));
    const second = await owner.get(app.listPath('listings', { sort: ['sku', 'ASC'], range: [2, 3] }));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-range')).toBe(`listings 0-1/${all.length}`);
    expect([...first.body, ...second.body].map((r: Row) => r.id)).toEqual(all.slice(0, 4));
  });

  it("shows staff only the channels they hold, with the counts' totals", async () => {
    const response = await ebayOnly.get(app.listPath('listings', { range: [0, 99] }));
    expect(response.status).toBe(200);
    expect(new Set(response.body.map((r: Row) => r.channel))).toEqual(new Set(Object.keys(await stored(acmeId, 'channel', {}, ['EBAY', 'ONBUY']))));
    const total = Number(response.headers.get('content-range')!.split('/')[1]);
    expect(total).toBe((await counts(ebayOnly)).body.total);
    // A member of staff who works the orders still sees OnBuy's, and no other channel's.
    const orders = await ordersOnly.get(app.listPath('listings', { range: [0, 99] }));
    expect(orders.body.every((r: Row) => r.channel === 'ONBUY')).toBe(true);
    const theirs = await counts(ordersOnly);
    expect(theirs.body.channels.map((c: Row) => c.value)).toEqual(Object.keys(await stored(acmeId, 'channel', {}, ['ONBUY'])));
  });

  it("answers 404 for another account's listing", async () => {
    const theirs = await app.knex('listings').where({ account_id: globexId }).first('id');
    expect((await owner.get(`/api/listings/${theirs.id}`)).status).toBe(404);
  });
});
