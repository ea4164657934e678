/**
 * After-sale with Amazon, both ways, against the sandbox's SP-API: a refunded return reaches Amazon once by the order
 * adjustment feed (the feed made but its answer lost to a 500: the retry finds the refund in the order's financial
 * events instead of refunding again); the refund and cancel jobs do not wait for Amazon's feed processing: a run
 * records the feed and ends while it is IN_PROGRESS, a later run reads the outcome, and a second run of the sending
 * job sends nothing more; a refund Amazon refuses (more than is left) leaves a task with Amazon's words;
 * Amazon cancelling an order releases its stock; a buyer's request to cancel (BuyerRequestedCancel) cancels the
 * order here and is granted on Amazon as the buyer's; a cancellation in Sellyard reaches Amazon by the order
 * acknowledgement feed, and one Amazon refuses (shipped) leaves a task, while a shipped order is refused here at
 * once; a return in Amazon's returns report becomes a return of its order, once. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/until.ts';
import { enqueueJob } from '../../api/jobs/index.ts';

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

async function control(path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const controlPath = `/sandbox/amazon/_control/${path}`;
  const response = body === undefined ? await owner.get(controlPath) : await owner.post(controlPath, body);
  return { status: response.status, body: response.body ?? null };
}

const channelOf = () => app.knex('sales_channels').where({ account_id: acmeId, type: 'AMAZON', status: 'CONNECTED' }).first();
const marketOrder = async (id: string) => ((await control('orders')).body.orders as any[]).find((o) => o.id === id);
/**
 * Amazon usually takes a minute or more over a feed, so the after-sale jobs look at it again 30 s after sending it:
 * the test makes the looks waiting for their time due now (the worker then takes them as any due job).
 */
const hurry = (kind: 'channel.issue-refund' | 'channel.cancel-order') => app.knex.raw(`update pgboss.job set start_after = now() where name = ? and state = 'created' and start_after > now()`, [kind]);
const jobsOf = async (kind: string, key: 'return_id' | 'order_id', id: string) => (await app.knex.raw(`select state, output from pgboss.job where name = ? and data->'payload'->>? = ? order by created_on`, [kind, key, id])).rows as Array<{ state: string; output: any }>;
/** Amazon keeps the next order feeds IN_PROGRESS (not applied) for this many reads of each (0: processed at once). */
const slowFeeds = async (reads: number) => expect((await control('feed-processing', { reads })).status).toBe(200);

const imports = async (channelId: string) => (await app.knex.raw(`select count(*)::int as n from pgboss.job where name = 'channel.import-orders' and state = 'completed' and data->'payload'->>'channel_id' = ?`, [channelId])).rows[0].n as number;

/** "Sync now", and wait for that import (orders, then return requests) to finish. */
async function syncAndWait(channelId: string): Promise<void> {
  const before = await imports(channelId);
  expect((await owner.post(`/api/sales-channels/${channelId}/sync`, {})).status).toBe(200);
  await until(async () => (await imports(channelId)) > before, 'the import to finish');
}

/** A buyer orders `quantity` of a live Amazon listing; the sync brings it in PAID, its stock allocated. */
async function importedOrder(quantity = 1): Promise<{ order: any; marketId: string; channel: any }> {
  const channel = await channelOf();
  const listing = await until(() => app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id, status: 'ACTIVE' }).orderBy('sku').first(), 'a live Amazon listing', 240_000);
  const location = JSON.parse(JSON.stringify(channel.location_priority))[0];
  await app.knex.raw(`insert into stock_levels (account_id, product_id, location_id, on_hand, allocated, available) values (?, ?, ?, 20, 0, 20) on conflict (account_id, product_id, location_id) do update set on_hand = stock_levels.on_hand + 20, available = stock_levels.available + 20`, [acmeId, listing.product_id, location]);
  const market = app.sandbox!.market('AMAZON');
  const there = [...market.listings.values()].find((l) => l.sku === listing.sku);
  if (there && there.quantity < quantity + 5) market.updateListing(there, { quantity: 20 });
  const placed = await control('orders', { sku: listing.sku, quantity });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
  const order = await until(() => app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id, channel_order_ref: placed.body.order_id, status: 'PAID' }).first(), 'the Amazon order to arrive paid');
  return { order, marketId: placed.body.order_id, channel };
}

async function ship(order: any, marketId: string): Promise<void> {
  const shipment = await owner.post('/api/shipments', { order_id: order.id, carrier: 'Royal Mail', tracking_number: `RM${Date.now()}GB` });
  expect(shipment.status, JSON.stringify(shipment.body)).toBe(201);
  for (const step of ['create-label', 'ship']) expect((await owner.post(`/api/shipments/${shipment.body.id}/${step}`, {})).status).toBe(200);
  await until(async () => (await marketOrder(marketId))?.shipments.length, 'the Amazon order to show shipped');
}

async function refundedReturn(order: any, amount: number): Promise<any> {
  const ret = (await owner.post('/api/returns', { order_id: order.id })).body;
  for (const step of ['authorise', 'receive']) expect((await owner.post(`/api/returns/${ret.id}/${step}`, {})).status).toBe(200);
  const received = (await owner.get(`/api/returns/${ret.id}`)).body;
  expect((await owner.put(`/api/returns/${ret.id}`, { refund_amount: amount, version: received.version })).status).toBe(200);
  const refunded = await owner.post(`/api/returns/${ret.id}/refund`, {});
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
  return refunded.body;
}

const allocatedOf = async (productId: string) => Number((await app.knex('stock_levels').where({ account_id: acmeId, product_id: productId }).sum('allocated as n').first())!.n);

describe('refunds reach Amazon by the order adjustment feed', () => {
  it('refunds once when Amazon made the refund but the answer to createFeed was lost to a 500', async () => {
    const { order, marketId } = await importedOrder();
    await ship(order, marketId);
    expect((await control('faults', { status: 500, path_contains: '/feeds/2021-06-30/feeds', after_handler: true, count: 1 })).status).toBe(204);
    const ret = await refundedReturn(order, 400);
    expect(ret.channel_refund_status).toBe('QUEUED');
    const done = await until(async () => {
      const row = await app.knex('returns').where({ account_id: acmeId, id: ret.id }).first();
      return row.channel_refund_status === 'ISSUED' && row;
    }, 'the refund to be issued on Amazon');
    const there = await marketOrder(marketId);
    expect(there.refunds).toEqual([expect.objectContaining({ amount: 400 })]);
    // The refund's id is Amazon's adjustment id, as the order's financial events show it.
    expect(done.channel_refund_ref).toMatch(/^\d{14}$/);
    const jobs = (await app.knex.raw(`select state, output from pgboss.job where name = 'channel.issue-refund' and data->'payload'->>'return_id' = ?`, [ret.id])).rows;
    expect(jobs).toEqual([expect.objectContaining({ state: 'completed', output: expect.objectContaining({ found_after_retry: true, refund: done.channel_refund_ref }) })]);
  });

  it('refunds in one go when nothing fails, the adjustment naming the returned item', async () => {
    const { order, marketId } = await importedOrder();
    await ship(order, marketId);
    const ret = await refundedReturn(order, 300);
    const row = await until(async () => { await hurry('channel.issue-refund'); const r = await app.knex('returns').where({ account_id: acmeId, id: ret.id }).first(); return r.channel_refund_status === 'ISSUED' && r; }, 'the refund to be issued on Amazon');
    expect((await marketOrder(marketId)).refunds).toEqual([expect.objectContaining({ amount: 300 })]);
    expect(row.channel_refund_pending).toBeNull();
    // The run that sent the feed ended at once; a later run read its report (Amazon's first answer is IN_QUEUE).
    const jobs = await until(async () => { const all = await jobsOf('channel.issue-refund', 'return_id', ret.id); return all.every((j) => j.state === 'completed') && all; }, 'the refund jobs to finish');
    expect(jobs[0]!.output).toEqual({ waiting: expect.stringMatching(/^\d+$/), checks: 0 });
    expect(jobs.at(-1)!.output).toMatchObject({ found_after_retry: false, refund: row.channel_refund_ref });
  });

  it('refunds exactly once when Amazon takes its time: the sending job ends while the feed is IN_PROGRESS, a second run of it sends nothing, a later look issues it', async () => {
    const { order, marketId } = await importedOrder();
    await ship(order, marketId);
    await slowFeeds(2);
    try {
      const ret = await refundedReturn(order, 200);
      const [sent] = await until(async () => { const jobs = await jobsOf('channel.issue-refund', 'return_id', ret.id); return jobs[0]?.state === 'completed' && jobs; }, 'the refund to be sent');
      expect(sent!.output).toEqual({ waiting: expect.stringMatching(/^\d+$/), checks: 0 });
      const recorded = await app.knex('returns').where({ account_id: acmeId, id: ret.id }).first();
      expect(recorded).toMatchObject({ channel_refund_status: 'SENDING', channel_refund_pending: { id: sent!.output.waiting, held: [], checks: 0 } });
      expect((await marketOrder(marketId)).refunds ?? []).toEqual([]);
      // The sending job run again (a worker that died before it was marked done): it finds the feed, sends nothing.
      await app.knex.transaction((trx) => enqueueJob(trx, { kind: 'channel.issue-refund', accountId: acmeId, payload: { return_id: ret.id }, singletonKey: `again:${ret.id}` }));
      const row = await until(async () => { await hurry('channel.issue-refund'); const r = await app.knex('returns').where({ account_id: acmeId, id: ret.id }).first(); return r.channel_refund_status === 'ISSUED' && r; }, 'the refund to be issued on Amazon');
      expect(row).toMatchObject({ channel_refund_ref: expect.stringMatching(/^\d{14}$/), channel_refund_pending: null });
      await until(async () => { await hurry('channel.issue-refund'); return (await jobsOf('channel.issue-refund', 'return_id', ret.id)).every((j) => j.state === 'completed'); }, 'every refund job to finish');
      expect((await marketOrder(marketId)).refunds).toEqual([expect.objectContaining({ amount: 200 })]);
      const outputs = (await jobsOf('channel.issue-refund', 'return_id', ret.id)).map((j) => j.output);
      // One feed in all: every run after the first only looked at it (or found the refund already issued).
      expect(new Set(outputs.map((o) => o.waiting).filter(Boolean))).toEqual(new Set([sent!.output.waiting]));
      expect(outputs.filter((o) => o.refund)).toEqual([expect.objectContaining({ refund: row.channel_refund_ref, found_after_retry: false })]);
    } finally {
      await slowFeeds(0);
    }
  });

  it('leaves a task with Amazon\'s words when Amazon refuses the refund (refunded there by hand already)', async () => {
    const { order, marketId } = await importedOrder();
    await ship(order, marketId);
    expect((await control('refunds', { order_id: marketId })).status).toBe(201);
    const ret = await refundedReturn(order, 250);
    const row = await until(async () => {
      await hurry('channel.issue-refund');
      const r = await app.knex('returns').where({ account_id: acmeId, id: ret.id }).first();
      return r.channel_refund_status === 'REFUSED' && r;
    }, 'Amazon to refuse the refund');
    expect(row.channel_refund_note).toContain('The net adjustment amount is not a positive amount and has therefore been rejected');
    const tasks = (await owner.get(app.listPath('tasks', { filter: { order_id: order.id } }))).body;
    expect(tasks).toEqual([expect.objectContaining({ title: `Refund 2.50 GBP on Amazon for ${order.number}`, status: 'OPEN' })]);
    expect((await marketOrder(marketId)).refunds).toHaveLength(1);
  });
});

describe('cancellations both ways', () => {
  it('cancels the order and releases its stock when Amazon cancels it, and sends nothing back', async () => {
    const { order, marketId, channel } = await importedOrder();
    const line = await app.knex('sales_order_lines').where({ account_id: acmeId, sales_order_id: order.id }).first();
    expect(Number(line.allocated_qty)).toBe(1);
    const before = await allocatedOf(line.product_id);
    expect((await control('cancellations', { order_id: marketId, by: 'MARKETPLACE' })).status).toBe(201);
    await syncAndWait(channel.id);
    const row = await until(() => app.knex('sales_orders').where({ account_id: acmeId, id: order.id, status: 'CANCELLED' }).first(), 'the order to be cancelled');
    expect(row).toMatchObject({ cancel_reason: 'CANCELLED_ON_MARKETPLACE', cancel_note: 'Cancelled on Amazon by the marketplace' });
    expect(Number((await app.knex('sales_order_lines').where({ account_id: acmeId, id: line.id }).first()).allocated_qty)).toBe(0);
    expect(await allocatedOf(line.product_id)).toBe(before - 1);
    const sent = (await app.knex.raw(`select count(*)::int as n from pgboss.job where name = 'channel.cancel-order' and data->'payload'->>'order_id' = ?`, [order.id])).rows[0].n;
    expect(sent).toBe(0);
  });

  it('cancels the order when the buyer asks (BuyerRequestedCancel), releases its stock and grants it on Amazon as the buyer\'s', async () => {
    const { order, marketId, channel } = await importedOrder();
    const line = await app.knex('sales_order_lines').where({ account_id: acmeId, sales_order_id: order.id }).first();
    const before = await allocatedOf(line.product_id);
    const asked = await control('cancellations', { order_id: marketId, by: 'BUYER', reason: 'Ordered by mistake' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    // On Amazon the buyer only asks: the order stays open for the seller to answer.
    expect((await marketOrder(marketId)).status).toBe('PAID');
    await syncAndWait(channel.id);
    const row = await until(() => app.knex('sales_orders').where({ account_id: acmeId, id: order.id, status: 'CANCELLED' }).first(), 'the order to be cancelled');
    expect(row).toMatchObject({ cancel_reason: 'BUYER_ASKED', cancel_note: 'Cancelled on Amazon at the buyer\'s request (ordered by mistake)' });
    expect(await allocatedOf(line.product_id)).toBe(before - 1);
    const there = await until(async () => { const o = await marketOrder(marketId); return o?.status === 'CANCELLED' && o; }, 'Amazon to cancel the order');
    expect(there.cancellation).toMatchObject({ by: 'SELLER', reason: 'BuyerCanceled' });
  });

  it('takes in and cancels an order the buyer asked to cancel before its first import, and grants the request on Amazon', async () => {
    const channel = await channelOf();
    const listing = await app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id, status: 'ACTIVE' }).orderBy('sku').first();
    const placed = await control('orders', { sku: listing.sku, quantity: 1 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await control('cancellations', { order_id: placed.body.order_id, by: 'BUYER', reason: 'Delivery too slow' })).status).toBe(201);
    await syncAndWait(channel.id);
    const row = await until(() => app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id, channel_order_ref: placed.body.order_id, status: 'CANCELLED' }).first(), 'the order to come in cancelled');
    expect(row).toMatchObject({ cancel_reason: 'BUYER_ASKED', cancel_note: 'Cancelled on Amazon at the buyer\'s request (delivery too slow)' });
    const lines = await app.knex('sales_order_lines').where({ account_id: acmeId, sales_order_id: row.id });
    expect(lines.every((l: any) => Number(l.allocated_qty) === 0)).toBe(true);
    const there = await until(async () => { const o = await marketOrder(placed.body.order_id); return o?.status === 'CANCELLED' && o; }, 'Amazon to cancel the order');
    expect(there.cancellation).toMatchObject({ by: 'SELLER', reason: 'BuyerCanceled' });
  });

  it('sends a cancellation made in Sellyard to Amazon with the merchant\'s reason as its CancelReason (order acknowledgement feed)', async () => {
    for (const [reason, expected] of [['OUT_OF_STOCK', 'NoInventory'], ['UNDELIVERABLE_ADDRESS', 'ShippingAddressUndeliverable']] as const) {
      const { order, marketId } = await importedOrder();
      const cancelled = await owner.post(`/api/sales-orders/${order.id}/cancel`, { cancel_reason: reason, cancel_note: 'Told the buyer by message' });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body).toMatchObject({ cancel_reason: reason, cancel_note: 'Told the buyer by message' });
      const there = await until(async () => { const o = await marketOrder(marketId); return o?.status === 'CANCELLED' && o; }, 'Amazon to cancel the order');
      expect(there.cancellation).toMatchObject({ by: 'SELLER', reason: expected });
    }
  });

  it('does not hold a worker while Amazon processes the cancellation: the job ends while the feed is IN_PROGRESS and a later run completes it', async () => {
    const { order, marketId } = await importedOrder();
    await slowFeeds(2);
    try {
      expect((await owner.post(`/api/sales-orders/${order.id}/cancel`, { cancel_reason: 'PRICING_ERROR' })).status).toBe(200);
      // The sending run ended with the feed recorded on the order and the next look queued; Amazon has applied nothing.
      const [sent] = await until(async () => { const jobs = await jobsOf('channel.cancel-order', 'order_id', order.id); return jobs[0]?.state === 'completed' && jobs; }, 'the cancellation to be sent');
      expect(sent!.output).toEqual({ waiting: expect.stringMatching(/^\d+$/), checks: 0 });
      const recorded = await app.knex('sales_orders').where({ account_id: acmeId, id: order.id }).first();
      expect(recorded.channel_cancel_pending).toEqual({ id: sent!.output.waiting, checks: 0 });
      expect((await marketOrder(marketId)).status).toBe('PAID');
      const waiting = (await app.knex.raw(`select state, start_after > now() + interval '10 seconds' as later from pgboss.job where name = 'channel.cancel-order' and data->'payload'->>'order_id' = ? and state = 'created'`, [order.id])).rows;
      expect(waiting).toEqual([{ state: 'created', later: true }]);
      // Later runs: IN_PROGRESS twice more, then the report (one feed all along, never a second cancellation).
      const there = await until(async () => { await hurry('channel.cancel-order'); const o = await marketOrder(marketId); return o?.status === 'CANCELLED' && o; }, 'Amazon to cancel the order');
      expect(there.cancellation).toMatchObject({ by: 'SELLER', reason: 'GeneralAdjustment' });
      const jobs = await until(async () => { await hurry('channel.cancel-order'); const all = await jobsOf('channel.cancel-order', 'order_id', order.id); return all.length > 0 && all.every((j) => j.state === 'completed') && all.at(-1)!.output.cancelled ? all : undefined; }, 'the last look to finish');
      expect(jobs.map((j) => j.output)).toEqual([
        { waiting: sent!.output.waiting, checks: 0 }, { waiting: sent!.output.waiting, checks: 1 }, { waiting: sent!.output.waiting, checks: 2 },
        { cancelled: marketId, checks: 3 },
      ]);
      expect((await app.knex('sales_orders').where({ account_id: acmeId, id: order.id }).first()).channel_cancel_pending).toBeNull();
      expect((await app.knex('tasks').where({ account_id: acmeId, order_id: order.id })).length).toBe(0);
    } finally {
      await slowFeeds(0);
    }
  });

  it('leaves a task with Amazon\'s refusal when the order has shipped on Amazon; refuses a shipped order here at once', async () => {
    const { order, marketId } = await importedOrder();
    // Dispatch confirmed on Seller Central by hand: Sellyard does not know yet.
    const market = app.sandbox!.market('AMAZON');
    const there = market.orders.get(marketId)!;
    market.touchOrder(there, { status: 'SHIPPED', shipments: [{ carrier: 'Royal Mail', trackingNumber: 'RM000000001GB', shippedAt: new Date().toISOString(), lineIds: there.lines.map((l) => l.lineId) }] });
    expect((await owner.post(`/api/sales-orders/${order.id}/cancel`, { cancel_reason: 'OTHER', cancel_note: 'Changed my mind' })).status).toBe(200);
    const tasks = await until(async () => { await hurry('channel.cancel-order'); const list = (await owner.get(app.listPath('tasks', { filter: { order_id: order.id } }))).body; return list.length && list; }, 'a task to cancel on Amazon');
    expect(tasks).toEqual([expect.objectContaining({ title: `Cancel ${order.number} on Amazon`, status: 'OPEN' })]);
    expect((await owner.get(`/api/tasks/${tasks[0].id}`)).body.detail).toMatch(/Amazon refused the cancellation: Order .* has shipped: a shipped order cannot be cancelled/);
    expect((await marketOrder(marketId)).status).toBe('SHIPPED');

    // An order shipped in Sellyard is not cancelled at all: a clear 4xx naming why.
    const second = await importedOrder();
    await ship(second.order, second.marketId);
    const refused = await owner.post(`/api/sales-orders/${second.order.id}/cancel`, { cancel_reason: 'OTHER', cancel_note: 'Too late' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(JSON.stringify(refused.body)).toMatch(/SHIPPED|shipped/);
  });
});

describe('return requests from Amazon', () => {
  it('imports a return in Amazon\'s returns report as a return of its order, once', async () => {
    const { order, marketId, channel } = await importedOrder(2);
    await ship(order, marketId);
    const requested = await control('return-requests', { order_id: marketId, quantity: 1, reason: 'DEFECTIVE', comment: 'The handle came off' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    expect(requested.body.return_id).toMatch(/^D[0-9A-Z]+RRMA$/);
    // The returns report is made, then read at a later import (Amazon takes a while with reports).
    const imported = () => app.knex('returns').where({ account_id: acmeId, order_id: order.id, channel_return_ref: requested.body.return_id }).first();
    for (let run = 0; run < 4 && !(await imported()); run += 1) await syncAndWait(channel.id);
    const ret = await imported();
    expect(ret).toMatchObject({ status: 'REQUESTED', order_number: order.number, customer_comment: 'The handle came off' });
    expect(ret.notes).toContain(`Requested by the buyer on Amazon (return ${requested.body.return_id}), reason: DEFECTIVE`);
    expect(await app.knex('return_lines').where({ account_id: acmeId, return_id: ret.id })).toEqual([expect.objectContaining({ qty: 1, sku: requested.body.sku })]);
    // The next windows overlap the last (late rows): the same return read again is still one return.
    for (let run = 0; run < 2; run += 1) await syncAndWait(channel.id);
    expect(await app.knex('returns').where({ account_id: acmeId, order_id: order.id })).toHaveLength(1);
    expect((await owner.get(`/api/returns/${ret.id}`)).body).toMatchObject({ order_id: order.id, channel_return_ref: requested.body.return_id });
  });
});
