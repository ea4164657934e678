/**
 * The sandbox marketplace keeps tenants apart (issue 24, findings 4 and 8): each connected channel is a seller of
 * its own (Acme's and Globex's seeded eBay channels are two sellers), so a sandbox order imports into exactly one
 * account and never shows in another's channel health; the control API needs a signed-in session and shows and
 * acts on the caller's own channels' sellers only, while a platform admin sees every seller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/until.ts';
import { decryptCredentials, type ChannelRow } from '../../api/channels/context.ts';

let app: TestApp;
let acme: Client;
let globex: Client;
let admin: Client;
let acmeId: string;
let globexId: string;
let acmeChannel: ChannelRow & { id: string };
let globexChannel: ChannelRow & { id: string };
let acmeSeller: string;
let globexSeller: string;
/** An Acme product's SKU (so the import makes an order of it), listed by both sellers. */
let SKU: string;

const sellerOf = (row: ChannelRow) => app.sandbox!.market('EBAY').sellerOfToken(String(decryptCredentials(row, app.secrets).access_token))!;
const importsDone = async (channelId: string) => (await app.knex.raw(`select count(*)::int as n from pgboss.job where name = 'channel.import-orders' and state = 'completed' and data->'payload'->>'channel_id' = ?`, [channelId])).rows[0].n as number;

beforeAll(async () => {
  app = await startTestApp({ worker: { recurring: false } });
  [acme, globex, admin] = await Promise.all([app.signIn(DEMO.acmeOwner), app.signIn(DEMO.globexOwner), app.signIn(DEMO.admin)]);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  globexId = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
  acmeChannel = await app.knex('sales_channels').where({ account_id: acmeId, type: 'EBAY', status: 'CONNECTED' }).first();
  globexChannel = await app.knex('sales_channels').where({ account_id: globexId, type: 'EBAY', status: 'CONNECTED' }).first();
  acmeSeller = sellerOf(acmeChannel);
  globexSeller = sellerOf(globexChannel);
  SKU = (await app.knex('products').where({ account_id: acmeId }).orderBy('sku').first('sku')).sku;
  // Both sellers list the same SKU on the marketplace: only the caller's own may be ordered from.
  const market = app.sandbox!.market('EBAY');
  for (const seller of [acmeSeller, globexSeller]) {
    market.createListing(seller, { sku: SKU, title: 'Isolation mug', description: null, price: 1200, currency: 'GBP', quantity: 50, status: 'ACTIVE', attributes: {} });
  }
});
afterAll(() => app?.close());

describe('sandbox sellers', () => {
  it('makes each seeded channel a seller of its own', () => {
    expect(acmeSeller).toMatch(/^seller-/);
    expect(globexSeller).toMatch(/^seller-/);
    expect(acmeSeller).not.toBe(globexSeller);
  });

  it('imports a sandbox order into exactly one account, and the other account\'s health never shows it', async () => {
    const placed = await acme.post('/sandbox/ebay/_control/orders', { sku: SKU, quantity: 1 });
    expect(placed.status).toBe(201);
    expect(placed.body.seller).toBe(acmeSeller);
    const orderRef = String(placed.body.order_id);
    const globexBefore = await importsDone(globexChannel.id);
    expect((await globex.post(`/api/sales-channels/${globexChannel.id}/sync`, {})).status).toBe(200);
    expect((await acme.post(`/api/sales-channels/${acmeChannel.id}/sync`, {})).status).toBe(200);
    await until(() => app.knex('sales_orders').where({ account_id: acmeId, channel_order_ref: orderRef }).first(), 'the order to arrive at Acme');
    await until(async () => await importsDone(globexChannel.id) > globexBefore, "Globex's import to finish");
    const everywhere = await app.knex('sales_orders').where({ channel_order_ref: orderRef }).select('account_id');
    expect(everywhere).toEqual([{ account_id: acmeId }]);
    const health = await globex.get(`/api/sales-channels/${globexChannel.id}/health`);
    expect(health.status).toBe(200);
    expect(JSON.stringify(health.body)).not.toContain(orderRef);
  });
});

describe('sandbox control API', () => {
  it('refuses anonymous callers with 401, reads and writes alike', async () => {
    const anonymous = app.anonymous();
    for (const [method, path] of [['GET', '/sandbox/ebay/_control/orders'], ['GET', '/sandbox/ebay/_control/listings'], ['POST', '/sandbox/ebay/_control/orders'], ['POST', '/sandbox/ebay/_control/faults'], ['GET', '/sandbox/ebay/_control/payouts'], ['POST', '/sandbox/wish/_control/reviews']]) {
      const response = await anonymous.raw(method!, path!, method === 'POST' ? { body: JSON.stringify({ sku: SKU, status: 500 }), headers: { 'Content-Type': 'application/json' } } : {});
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(JSON.stringify(response.body)).not.toContain('seller-');
    }
    expect(app.sandbox!.market('EBAY').faultCount()).toBe(0);
  });

  it('refuses a signed-in write from another origin', async () => {
    const response = await acme.post('/sandbox/ebay/_control/orders', { sku: SKU, quantity: 1 }, { Origin: 'https://attacker.example' });
    expect(response.status).toBe(403);
  });

  it("shows a tenant its own sellers' orders and listings only", async () => {
    await acme.post('/sandbox/ebay/_control/orders', { sku: SKU, quantity: 1 });
    await globex.post('/sandbox/ebay/_control/orders', { sku: SKU, quantity: 2 });
    const acmeOrders = (await acme.get('/sandbox/ebay/_control/orders')).body.orders as Array<{ sellerId: string }>;
    const globexOrders = (await globex.get('/sandbox/ebay/_control/orders')).body.orders as Array<{ sellerId: string }>;
    expect(acmeOrders.length).toBeGreaterThan(0);
    expect(globexOrders.length).toBeGreaterThan(0);
    expect(new Set(acmeOrders.map((o) => o.sellerId))).toEqual(new Set([acmeSeller]));
    expect(new Set(globexOrders.map((o) => o.sellerId))).toEqual(new Set([globexSeller]));
    const listings = (await globex.get('/sandbox/ebay/_control/listings')).body.listings as Array<{ seller: string }>;
    expect(listings.every((l) => l.seller === globexSeller)).toBe(true);
  });

  it("answers another tenant's seller as not there", async () => {
    expect((await globex.get(`/sandbox/ebay/_control/orders?seller=${acmeSeller}`)).body.orders).toEqual([]);
    expect((await globex.get(`/sandbox/ebay/_control/listings?seller=${acmeSeller}`)).body.listings).toEqual([]);
    expect((await globex.post('/sandbox/ebay/_control/orders', { sku: SKU, quantity: 1, seller: acmeSeller })).status).toBe(404);
    const acmeToken = String(decryptCredentials(acmeChannel, app.secrets).access_token);
    expect((await globex.post('/sandbox/ebay/_control/revoke', { access_token: acmeToken })).status).toBe(404);
    expect((await globex.post('/sandbox/ebay/_control/expire', { access_token: acmeToken })).status).toBe(404);
    expect(app.sandbox!.market('EBAY').checkToken(acmeToken)).toMatchObject({ ok: true });
    const acmeOrder = (await acme.get('/sandbox/ebay/_control/orders')).body.orders[0];
    expect((await globex.post('/sandbox/ebay/_control/refunds', { order_id: acmeOrder.id })).status).toBe(404);
    expect((await globex.post('/sandbox/ebay/_control/payouts', { seller: acmeSeller })).status).toBe(404);
  });

  it("keeps a tenant's faults to its own sellers' requests", async () => {
    expect((await globex.post('/sandbox/ebay/_control/faults', { status: 503, count: 5 })).status).toBe(204);
    const market = app.sandbox!.market('EBAY');
    const acmeToken = String(decryptCredentials(acmeChannel, app.secrets).access_token);
    const globexToken = String(decryptCredentials(globexChannel, app.secrets).access_token);
    const ask = (token: string) => fetch(`${app.baseUrl}/sandbox/ebay/sell/inventory/v1/inventory_item?limit=1`, { headers: { authorization: `Bearer ${token}` } });
    expect((await ask(acmeToken)).status).not.toBe(503);
    expect((await ask(globexToken)).status).toBe(503);
    // Acme clearing its faults leaves Globex's; Globex clears its own.
    expect((await acme.delete('/sandbox/ebay/_control/faults')).status).toBe(204);
    expect(market.faultCount()).toBe(1);
    expect((await globex.delete('/sandbox/ebay/_control/faults')).status).toBe(204);
    expect(market.faultCount()).toBe(0);
  });

  it('shows a platform admin every seller', async () => {
    const orders = (await admin.get('/sandbox/ebay/_control/orders')).body.orders as Array<{ sellerId: string }>;
    const sellers = new Set(orders.map((o) => o.sellerId));
    expect(sellers.has(acmeSeller)).toBe(true);
    expect(sellers.has(globexSeller)).toBe(true);
    expect((await admin.get(`/sandbox/ebay/_control/orders?seller=${acmeSeller}`)).body.orders.every((o: { sellerId: string }) => o.sellerId === acmeSeller)).toBe(true);
  });
});
