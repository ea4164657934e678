/**
 * Settlements from a marketplace, end to end through the sandbox (eBay's Sell Finances API): sandbox orders are
 * imported, shipped in Sellyard, paid out by the marketplace; "Fetch settlements" (and the schedule) turns each
 * payout into one settlement matched to those orders, never twice; a refund arrives as a refund line; a revoked
 * token disconnects the channel and says why; roles without the channel and finance permissions are refused.
 * Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../api/jobs/index.ts';
import { DEMO, type Client, type TestApp } from '../helpers/app.ts';
import { startChannelTest } from '../helpers/channels.ts';
import { until } from '../helpers/until.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;
let channel: any;

/** The sandbox's control API as Acme's owner (it acts on Acme's own sandbox sellers only). */
const control = async (path: string, body?: unknown): Promise<any> => {
  const response = body === undefined ? await owner.get(`/sandbox/ebay/_control/${path}`) : await owner.post(`/sandbox/ebay/_control/${path}`, body);
  return { status: response.status, body: response.body };
};
const jobsDone = async (kind: string) => (await app.knex.raw(`select count(*)::int as n from pgboss.job where name = ? and state = 'completed' and data->'payload'->>'channel_id' = ?`, [kind, channel.id])).rows[0].n as number;
/** The settlements fetched from the channel (the demo's own settlements were entered by hand). */
const settlementsOf = () => app.knex('settlements').where({ account_id: acmeId, sales_channel_id: channel.id }).whereNotNull('fetched_at').orderBy('period_end');
const linesOf = (id: string) => app.knex('settlement_lines').where({ account_id: acmeId, settlement_id: id }).orderBy('position');

/** Runs one fetch (by the channel's action) to its end. */
async function fetchNow(client = owner): Promise<void> {
  const before = await jobsDone('channel.fetch-settlements');
  const response = await client.post(`/api/sales-channels/${channel.id}/fetch-settlements`, {});
  expect(response.status).toBe(200);
  await until(async () => (await jobsDone('channel.fetch-settlements')) > before, 'the settlement fetch to finish');
}

/** A sandbox order of a live listing, imported, shipped in Sellyard and so at the marketplace. */
async function shippedOrder(quantity: number): Promise<any> {
  const listing = await app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id, status: 'ACTIVE' }).orderBy('sku').first();
  const placed = await control('orders', { sku: listing.sku, quantity });
  expect(placed.status).toBe(201);
  expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
  const order = await until(() => app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id, channel_order_ref: placed.body.order_id }).first(), 'the order to arrive');
  const lines = await app.knex('sales_order_lines').where({ account_id: acmeId, sales_order_id: order.id });
  if (Number(lines[0].allocated_qty) < quantity) {
    // Nothing on the shelf at the channel's locations in the demo: put some there so it can ship.
    const location = JSON.parse(JSON.stringify(channel.location_priority))[0];
    await app.knex.raw(`insert into stock_levels (account_id, product_id, location_id, on_hand, allocated, available) values (?, ?, ?, 50, 0, 50) on conflict (account_id, product_id, location_id) do update set on_hand = stock_levels.on_hand + 50, available = stock_levels.available + 50`, [acmeId, listing.product_id, location]);
  }
  const shipment = await owner.post('/api/shipments', { order_id: order.id, carrier: 'Royal Mail', tracking_number: `RM${placed.body.order_id.replace(/\D/g, '')}GB` });
  expect(shipment.status).toBe(201);
  expect((await owner.post(`/api/shipments/${shipment.body.id}/create-label`, {})).status).toBe(200);
  expect((await owner.post(`/api/shipments/${shipment.body.id}/ship`, {})).status).toBe(200);
  await until(async () => ((await control('orders')).body.orders as any[]).find((o) => o.id === placed.body.order_id)?.status === 'SHIPPED', 'the marketplace to hold the shipment');
  return app.knex('sales_orders').where({ account_id: acmeId, id: order.id }).first();
}

beforeAll(async () => {
  ({ app, owner, acmeId, channel } = await startChannelTest('EBAY'));
  // The demo's order rules (holds over £500…) stay out of the way.
  await app.knex('order_rules').where({ account_id: acmeId }).update({ enabled: false });
  await until(async () => {
    const rows: any[] = await app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id }).whereNot('status', 'DRAFT');
    return rows.length > 0 && rows.every((r) => ['ACTIVE', 'OUT_OF_STOCK'].includes(r.status));
  }, 'the demo eBay listings to go live', 120_000);
  // A loaded machine seeds slowly: the whole scenario gets minutes, not the default minute.
});
afterAll(() => app?.close());

describe('settlements fetched from a marketplace', { timeout: 180_000 }, () => {
  let orders: any[];
  let first: any;

  it('imports the payout of shipped orders as one settlement, matched to those orders, with eBay\'s fees as fee lines', async () => {
    orders = [await shippedOrder(1), await shippedOrder(2)];
    await fetchNow();
    const settlements = await settlementsOf();
    expect(settlements).toHaveLength(1);
    first = settlements[0];
    expect(first).toMatchObject({ status: 'MATCHED', currency: 'GBP', match_tolerance: 0 });
    expect(Number(first.total)).toBe(Number(first.reported_total));
    const lines = await linesOf(first.id);
    const sales = lines.filter((l: any) => l.type === 'SALE');
    expect(sales.map((l: any) => [l.order_ref, Number(l.amount), l.sales_order_id])).toEqual(orders.map((o) => [o.channel_order_ref, Number(o.total), o.id]));
    const fees = lines.filter((l: any) => l.type === 'FEE');
    expect(fees).toHaveLength(4);
    expect(fees.every((l: any) => Number(l.amount) < 0 && l.order_ref)).toBe(true);
    // Readable through the API like any settlement, and the channel says when it last fetched.
    expect((await owner.get(`/api/settlements/${first.id}`)).body).toMatchObject({ external_id: first.external_id, status: 'MATCHED', fetched_at: expect.any(String), lines: expect.any(Array) });
    expect((await owner.get(`/api/sales-channels/${channel.id}`)).body).toMatchObject({ last_settlement_sync_at: expect.any(String) });
    expect((await owner.get(`/api/sales-channels/${channel.id}`)).body.settlements_cursor).toBeUndefined();
  });

  it('makes no second settlement when the same payouts are fetched again, even from the start', async () => {
    await fetchNow();
    await app.knex('sales_channels').where({ id: channel.id }).update({ settlements_cursor: null });
    await fetchNow();
    expect(await settlementsOf()).toHaveLength(1);
  });

  it('fetches by itself when the channel is due (the schedule), a refund arriving with the next payout, matched', async () => {
    // eBay never pays out a negative balance: the refund waits for the next sale.
    expect((await control('refunds', { order_id: orders[1].channel_order_ref, amount: 500 })).status).toBe(201);
    const order = await shippedOrder(1);
    await app.knex('sales_channels').where({ id: channel.id }).update({ next_settlement_sync_at: null });
    const before = await jobsDone('channel.fetch-settlements');
    await enqueueJob(app.knex, { kind: 'channel.schedule-settlement-fetches', accountId: null, payload: {} });
    await until(async () => (await jobsDone('channel.fetch-settlements')) > before, 'the scheduled fetch');
    const settlements = await settlementsOf();
    expect(settlements).toHaveLength(2);
    const next = settlements.find((s: any) => s.id !== first.id);
    expect(next.status).toBe('MATCHED');
    const lines = (await linesOf(next.id)).map((l: any) => [l.type, l.order_ref, Number(l.amount), l.sales_order_id]);
    expect(lines).toHaveLength(5);
    expect(lines).toEqual(expect.arrayContaining([
      ['SALE', order.channel_order_ref, Number(order.total), order.id],
      ['FEE', order.channel_order_ref, expect.any(Number), null],
      ['FEE', order.channel_order_ref, -30, null],
      ['REFUND', orders[1].channel_order_ref, -500, orders[1].id],
      ['ADJUSTMENT', orders[1].channel_order_ref, 64, null],
    ]));
    const due = (await app.knex('sales_channels').where({ id: channel.id }).first('next_settlement_sync_at')).next_settlement_sync_at;
    expect(new Date(due).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });
});

describe('who may fetch settlements, and from where', { timeout: 180_000 }, () => {
  it('refuses staff without the channel permission, staff without the finance permission, and partners (403)', async () => {
    const staff = await app.signIn(DEMO.acmeStaff);
    expect((await staff.post(`/api/sales-channels/${channel.id}/fetch-settlements`, {})).status).toBe(403);
    const created = await owner.post('/api/users', { email: 'channels.only@acme.test', name: 'Channels Only', role: 'staff', permissions: ['salesChannels'], password: 'channels only password' });
    expect(created.status).toBe(201);
    const channelsOnly = await app.signIn('channels.only@acme.test', 'channels only password');
    const refused = await channelsOnly.post(`/api/sales-channels/${channel.id}/fetch-settlements`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/settlements/);
    const partner = await app.signIn(DEMO.partner);
    expect((await partner.post(`/api/sales-channels/${channel.id}/fetch-settlements`, {}, { 'X-Account-Id': acmeId })).status).toBe(403);
  });

  it('says a marketplace without payouts in its API has none to fetch (409), and documents the action', async () => {
    const onbuy = await app.knex('sales_channels').where({ account_id: acmeId, type: 'ONBUY', status: 'CONNECTED' }).first();
    const refused = await owner.post(`/api/sales-channels/${onbuy.id}/fetch-settlements`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/OnBuy publishes no payouts/);
    const openapi = (await owner.get('/api/openapi.json')).body;
    const documented = openapi.paths['/api/sales-channels/{id}/fetch-settlements'].post;
    expect(documented.description).toMatch(/one settlement per payout/);
    expect(documented.description).toMatch(/`xero` permission/);
    expect(Object.keys(documented.responses)).toEqual(expect.arrayContaining(['200', '403', '409']));
  });

  it('disconnects the channel and says why when the marketplace revokes the token during a fetch', async () => {
    const token = (app.secrets.decrypt(channel.credentials, 'sales_channels.credentials') as Record<string, string>).access_token!;
    expect((await control('revoke', { access_token: token })).body.revoked).toBeGreaterThan(0);
    expect((await owner.post(`/api/sales-channels/${channel.id}/fetch-settlements`, {})).status).toBe(200);
    const after = await until(async () => {
      const row = (await owner.get(`/api/sales-channels/${channel.id}`)).body;
      return row.status === 'DISCONNECTED' && row;
    }, 'the channel to be disconnected');
    expect(after.last_error).toMatch(/refused Sellyard's access/);
  });
});
