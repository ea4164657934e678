/**
 * After-sale with the marketplaces, both ways, against the built-in sandbox: a refunded return reaches eBay once
 * (its answer lost to a 500 after eBay made the refund, the retry finds it instead of refunding again); a refund eBay
 * refuses, and one on Etsy (no refund API), leave the order a task; a buyer's cancellation on eBay cancels the order
 * and releases its stock; a cancellation in Sellyard reaches eBay; a buyer's return request on eBay becomes a return
 * of its order, once. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/until.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;

beforeAll(async () => {
  app = await startTestApp({ orders: 1, worker: { recurring: false } });
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  await app.knex('order_rules').where({ account_id: acmeId }).update({ enabled: false });
}, 1_200_000);
afterAll(() => app?.close());

async function control(type: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const controlPath = `/sandbox/${type.toLowerCase()}/_control/${path}`;
  const response = body === undefined ? await owner.get(controlPath) : await owner.post(controlPath, body);
  return { status: response.status, body: response.body ?? null };
}

const channelOf = (type: string) => app.knex('sales_channels').where({ account_id: acmeId, type, status: 'CONNECTED' }).first();
const marketOrder = async (type: string, id: string) => ((await control(type, 'orders')).body.orders as any[]).find((o) => o.id === id);

/** A buyer orders `quantity` of a live listing on the marketplace; the sync brings it in PAID. */
async function importedOrder(type: string, quantity = 1): Promise<{ order: any; marketId: string; channel: any }> {
  const channel = await channelOf(type);
  const listing = await until(() => app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id, status: 'ACTIVE' }).orderBy('sku').first(), `a live ${type} listing`, 240_000);
  // Enough on the shelf at the channel's first location that the order allocates and can ship.
  const location = JSON.parse(JSON.stringify(channel.location_priority))[0];
  await app.knex.raw(`insert into stock_levels (account_id, product_id, location_id, on_hand, allocated, available) values (?, ?, ?, 20, 0, 20) on conflict (account_id, product_id, location_id) do update set on_hand = stock_levels.on_hand + 20, available = stock_levels.available + 20`, [acmeId, listing.product_id, location]);
  const there = (await control(type, 'listings')).body.listings.find((l: any) => l.id === listing.external_id);
  if (there && there.quantity < quantity) app.sandbox!.market(type).updateListing(app.sandbox!.market(type).listings.get(there.id)!, { quantity: 20 });
  const placed = await control(type, 'orders', { sku: listing.sku, quantity });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
  const order = await until(() => app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id, channel_order_ref: placed.body.order_id, status: 'PAID' }).first(), `the ${type} order to arrive paid`);
  return { order, marketId: placed.body.order_id, channel };
}

/** Ships the whole order in Sellyard; the tracking reaches the marketplace. */
async function ship(type: string, order: any, marketId: string): Promise<void> {
  const shipment = await owner.post('/api/shipments', { order_id: order.id, carrier: 'Royal Mail', tracking_number: `RM${Date.now()}GB` });
  expect(shipment.status, JSON.stringify(shipment.body)).toBe(201);
  for (const step of ['create-label', 'ship']) expect((await owner.post(`/api/shipments/${shipment.body.id}/${step}`, {})).status).toBe(200);
  await until(async () => (await marketOrder(type, marketId))?.shipments.length, `the ${type} order to show shipped`);
}

/** A return of the whole order, received and refunded in Sellyard for `amount`. */
async function refundedReturn(order: any, amount: number): Promise<any> {
  const ret = (await owner.post('/api/returns', { order_id: order.id })).body;
  for (const step of ['authorise', 'receive']) expect((await owner.post(`/api/returns/${ret.id}/${step}`, {})).status).toBe(200);
  const received = (await owner.get(`/api/returns/${ret.id}`)).body;
  expect((await owner.put(`/api/returns/${ret.id}`, { refund_amount: amount, version: received.version })).status).toBe(200);
  const refunded = await owner.post(`/api/returns/${ret.id}/refund`, {});
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
  return refunded.body;
}

describe('refunds reach the marketplace', () => {
  it('issues an eBay refund once, when eBay made it but its answer was lost to a 500', async () => {
    const { order, marketId } = await importedOrder('EBAY');
    await ship('EBAY', order, marketId);
    // eBay makes the refund, then the answer is a 500: the job retries, finds it on the order and does not refund again.
    expect((await control('EBAY', 'faults', { status: 500, path_contains: '/issue_refund', after_handler: true, count: 1 })).status).toBe(204);
    const ret = await refundedReturn(order, 400);
    expect(ret.channel_refund_status).toBe('QUEUED');
    const done = await until(async () => {
      const row = await app.knex('returns').where({ account_id: acmeId, id: ret.id }).first();
      return row.channel_refund_status === 'ISSUED' && row;
    }, 'the refund to be issued on eBay');
    const there = await marketOrder('EBAY', marketId);
    expect(there.refunds).toHaveLength(1);
    expect(there.refunds[0]).toMatchObject({ amount: 400, id: done.channel_refund_ref });
    const jobs = (await app.knex.raw(`select state, output from pgboss.job where name = 'channel.issue-refund' and data->'payload'->>'return_id' = ?`, [ret.id])).rows;
    expect(jobs).toEqual([expect.objectContaining({ state: 'completed', output: expect.objectContaining({ found_after_retry: true, refund: done.channel_refund_ref }) })]);
    // The API says where the refund is, in words the merchant reads.
    expect((await owner.get(`/api/returns/${ret.id}`)).body).toMatchObject({ channel_refund_status: 'ISSUED', channel_refund_ref: done.channel_refund_ref });
  });

  it('sends a plain 500 again and refunds once', async () => {
    const { order, marketId } = await importedOrder('EBAY');
    await ship('EBAY', order, marketId);
    expect((await control('EBAY', 'faults', { status: 500, path_contains: '/issue_refund', count: 2 })).status).toBe(204);
    const ret = await refundedReturn(order, 300);
    await until(async () => (await app.knex('returns').where({ account_id: acmeId, id: ret.id }).first()).channel_refund_status === 'ISSUED', 'the refund to be issued on eBay');
    expect((await marketOrder('EBAY', marketId)).refunds).toEqual([expect.objectContaining({ amount: 300 })]);
  });

  it('leaves a task when eBay refuses the refund (already refunded there by hand), with eBay\'s reason', async () => {
    const { order, marketId } = await importedOrder('EBAY');
    await ship('EBAY', order, marketId);
    // The seller gave everything back on eBay's site already.
    expect((await control('EBAY', 'refunds', { order_id: marketId })).status).toBe(201);
    const ret = await refundedReturn(order, 250);
    const row = await until(async () => {
      const r = await app.knex('returns').where({ account_id: acmeId, id: ret.id }).first();
      return r.channel_refund_status === 'REFUSED' && r;
    }, 'eBay to refuse the refund');
    expect(row.channel_refund_note).toMatch(/more than the 0\.00 GBP left to refund/);
    const tasks = (await owner.get(app.listPath('tasks', { filter: { order_id: order.id } }))).body;
    // The list shows the task's columns; the task itself names the return.
    expect(tasks).toEqual([expect.objectContaining({ title: `Refund 2.50 GBP on eBay for ${order.number}`, status: 'OPEN', order_number: order.number })]);
    expect((await owner.get(`/api/tasks/${tasks[0].id}`)).body).toMatchObject({ return_id: ret.id, detail: expect.stringContaining('eBay refused the refund') });
    expect((await marketOrder('EBAY', marketId)).refunds).toHaveLength(1);
  });

  it('asks for the refund by hand on Etsy, whose API cannot refund, once however often the job runs', async () => {
    const { order, marketId } = await importedOrder('ETSY');
    await ship('ETSY', order, marketId);
    const ret = await refundedReturn(order, 200);
    await until(async () => (await app.knex('returns').where({ account_id: acmeId, id: ret.id }).first()).channel_refund_status === 'BY_HAND', 'the refund to be left to do by hand');
    const tasks = (await owner.get(app.listPath('tasks', { filter: { order_id: order.id } }))).body;
    expect(tasks).toEqual([expect.objectContaining({ title: `Refund 2.00 GBP on Etsy for ${order.number}`, status: 'OPEN' })]);
    expect((await owner.get(`/api/tasks/${tasks[0].id}`)).body.detail).toContain(`Refund the buyer 2.00 GBP for return ${ret.rma_number} on Etsy`);
    expect((await marketOrder('ETSY', marketId)).refunds ?? []).toEqual([]);
    // The task is done by hand; another account does not see it.
    const task = (await owner.get(`/api/tasks/${tasks[0].id}`)).body;
    expect((await owner.post(`/api/tasks/${task.id}/done`, { version: task.version })).body).toMatchObject({ status: 'DONE' });
    const globex = await app.signIn(DEMO.globexOwner);
    expect((await globex.get(`/api/tasks/${task.id}`)).status).toBe(404);
    // Staff without the orders permission may not read or close tasks.
    const created = await owner.post('/api/users', { email: 'no.orders@acme.test', name: 'No Orders', role: 'staff', permissions: ['products'], password: 'a long enough password' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const staff = await app.signIn('no.orders@acme.test', 'a long enough password');
    expect((await staff.get('/api/tasks')).status).toBe(403);
    expect((await staff.post(`/api/tasks/${task.id}/reopen`, {})).status).toBe(403);
  });
});

describe('cancellations both ways', () => {
  it('cancels the order and releases its stock when the buyer cancels on eBay', async () => {
    const { order, marketId } = await importedOrder('EBAY');
    const lines = await app.knex('sales_order_lines').where({ account_id: acmeId, sales_order_id: order.id });
    expect(Number(lines[0].allocated_qty)).toBe(1);
    const levelBefore = await app.knex('stock_levels').where({ account_id: acmeId, product_id: lines[0].product_id }).sum('allocated as n').first();
    const cancelled = await control('EBAY', 'cancellations', { order_id: marketId, by: 'BUYER', reason: 'ORDER_MISTAKE' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(201);
    const channel = await channelOf('EBAY');
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    const row = await until(() => app.knex('sales_orders').where({ account_id: acmeId, id: order.id, status: 'CANCELLED' }).first(), 'the order to be cancelled');
    expect(row).toMatchObject({ cancel_reason: 'BUYER_ASKED', cancel_note: 'Cancelled on eBay at the buyer\'s request (order mistake)' });
    const after = await app.knex('sales_order_lines').where({ account_id: acmeId, sales_order_id: order.id }).first();
    expect(Number(after.allocated_qty)).toBe(0);
    const levelAfter = await app.knex('stock_levels').where({ account_id: acmeId, product_id: lines[0].product_id }).sum('allocated as n').first();
    expect(Number(levelAfter!.n)).toBe(Number(levelBefore!.n) - 1);
    // Not sent back to eBay: eBay cancelled it.
    const sent = (await app.knex.raw(`select count(*)::int as n from pgboss.job where name = 'channel.cancel-order' and data->'payload'->>'order_id' = ?`, [order.id])).rows[0].n;
    expect(sent).toBe(0);
  });

  it('says who cancelled when eBay itself cancels', async () => {
    const { order, marketId, channel } = await importedOrder('EBAY');
    expect((await control('EBAY', 'cancellations', { order_id: marketId, by: 'MARKETPLACE' })).status).toBe(201);
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    const row = await until(() => app.knex('sales_orders').where({ account_id: acmeId, id: order.id, status: 'CANCELLED' }).first(), 'the order to be cancelled');
    expect(row).toMatchObject({ cancel_reason: 'CANCELLED_ON_MARKETPLACE', cancel_note: 'Cancelled on eBay by the marketplace' });
  });

  it('sends a cancellation made in Sellyard to eBay with the merchant\'s reason in eBay\'s terms', async () => {
    const { order, marketId } = await importedOrder('EBAY');
    const cancelled = await owner.post(`/api/sales-orders/${order.id}/cancel`, { cancel_reason: 'UNDELIVERABLE_ADDRESS', cancel_note: 'No such street in Leeds' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const there = await until(async () => {
      const o = await marketOrder('EBAY', marketId);
      return o?.status === 'CANCELLED' && o;
    }, 'eBay to cancel the order');
    expect(there.cancellation).toMatchObject({ by: 'SELLER', reason: 'ADDRESS_ISSUES' });
  });

  it('sends nothing when the merchant says the order was already cancelled on eBay', async () => {
    const { order, marketId } = await importedOrder('EBAY');
    expect((await owner.post(`/api/sales-orders/${order.id}/cancel`, { cancel_reason: 'CANCELLED_ON_MARKETPLACE' })).status).toBe(200);
    const job = await until(async () => (await app.knex.raw(`select state, output from pgboss.job where name = 'channel.cancel-order' and data->'payload'->>'order_id' = ? and state = 'completed'`, [order.id])).rows[0], 'the cancel job to finish');
    expect(job.output).toEqual({ skipped: 'already cancelled on eBay' });
    expect((await marketOrder('EBAY', marketId)).status).not.toBe('CANCELLED');
  });

  it('refuses in the sandbox what eBay refuses: cancelling a shipped order, a return before shipping', async () => {
    const { order, marketId } = await importedOrder('EBAY');
    const early = await control('EBAY', 'return-requests', { order_id: marketId });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/has not shipped/);
    await ship('EBAY', order, marketId);
    const late = await control('EBAY', 'cancellations', { order_id: marketId, by: 'BUYER' });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/has shipped/);
  });
});

describe('return requests from the marketplace', () => {
  it('imports a buyer\'s eBay return request as a return of its order, once', async () => {
    const { order, marketId, channel } = await importedOrder('EBAY', 2);
    await ship('EBAY', order, marketId);
    const requested = await control('EBAY', 'return-requests', { order_id: marketId, quantity: 1, reason: 'NOT_AS_DESCRIBED', comment: 'The colour is not as in the photos' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    const ret = await until(() => app.knex('returns').where({ account_id: acmeId, order_id: order.id, channel_return_ref: requested.body.return_id }).first(), 'the return to be imported');
    expect(ret).toMatchObject({ status: 'REQUESTED', order_number: order.number, customer_comment: 'The colour is not as in the photos' });
    expect(ret.notes).toContain(`Requested by the buyer on eBay (return ${requested.body.return_id}), reason: NOT_AS_DESCRIBED`);
    const lines = await app.knex('return_lines').where({ account_id: acmeId, return_id: ret.id });
    expect(lines).toEqual([expect.objectContaining({ qty: 1, sku: requested.body.sku })]);
    // Another sync reads the same request again (eBay's search from the last instant): still one return.
    await app.knex('sales_channels').where({ id: channel.id }).update({ returns_cursor: null });
    const runs = async () => (await app.knex.raw(`select count(*)::int as n from pgboss.job where name = 'channel.import-orders' and state = 'completed' and data->'payload'->>'channel_id' = ?`, [channel.id])).rows[0].n as number;
    const before = await runs();
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    await until(async () => (await runs()) > before, 'the second import');
    expect(await app.knex('returns').where({ account_id: acmeId, order_id: order.id })).toHaveLength(1);
    // The API serves it with the order it belongs to.
    expect((await owner.get(`/api/returns/${ret.id}`)).body).toMatchObject({ order_id: order.id, channel_return_ref: requested.body.return_id });
  });
});
