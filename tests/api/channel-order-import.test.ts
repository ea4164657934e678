/**
 * The marketplace order import's batch path (api/domain/channels/order-import.ts, ResourceService.createMany,
 * payOrdersTogether): a page of marketplace orders gives exactly what importing them one by one through the
 * generic service did before (create, submit, pay with rules and allocation, hold; the oracle below is that
 * earlier code), row for row: statuses, totals, lines, allocations and backorders, stock levels, rules' effects,
 * holds and reasons, customers matched or made, status history and audit entries. Then: the same order twice is
 * one order, two workers importing one page at once make each order once, an unknown SKU holds the order with the
 * reason, and a sync through the sandbox imports a few hundred orders once each, acknowledged.
 * Runs on PGlite and PostgreSQL.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/until.ts';
import { model } from '../../generated/model.ts';
import { ResourceService } from '../../api/crud/service.ts';
import type { Actor } from '../../api/crud/actor.ts';
import type { Row } from '../../api/crud/repository.ts';
import { domainHooks } from '../../api/domain/index.ts';
import { importOrderPage } from '../../api/domain/channels/order-import.ts';
import { importOneByOne } from '../helpers/one-by-one-import.ts';
import { entityNamed, systemActor } from '../../api/domain/channels/system-actor.ts';
import type { ChannelOrder } from '../../api/channels/index.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;
let channel: Row;
let actor: Actor;
const loc: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };
const sku: Record<string, { id: string; sku: string }> = {};

beforeAll(async () => {
  app = await startTestApp({ worker: { recurring: false } });
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  await app.knex('order_rules').where({ account_id: acmeId }).update({ enabled: false });
  for (const [code, priority] of [['A', 20], ['B', 10], ['C', 900]] as const) {
    const response = await owner.post('/api/locations', { name: `Import ${code}`, code: `IMP-${code}`, priority });
    expect(response.status).toBe(201);
    loc[code] = response.body.id;
  }
  // Stock: P1 plenty at A and B; P2 a little at B and C; P3 three units at A only (the page fights over them).
  const stock: Record<string, Partial<Record<'A' | 'B' | 'C', number>>> = { P1: { A: 5, B: 50 }, P2: { B: 2, C: 4 }, P3: { A: 3 } };
  for (const [name, levels] of Object.entries(stock)) {
    const product = await owner.post('/api/products', { sku: `IMP-${name}`, title: `Import test ${name}`, weight_g: name === 'P2' ? 2500 : 300 });
    expect(product.status).toBe(201);
    sku[name] = { id: product.body.id, sku: `IMP-${name}` };
    for (const [code, onHand] of Object.entries(levels)) {
      await app.knex('stock_levels').insert({ account_id: acmeId, product_id: product.body.id, location_id: loc[code as 'A'], on_hand: onHand, allocated: 0, available: onHand });
    }
  }
  channel = await app.knex('sales_channels').where({ account_id: acmeId, type: 'STORE', status: 'CONNECTED' }).first();
  // The channel prefers A, then the other locations by priority (B, then C); it syncs no stock (no pushes here).
  await app.knex('sales_channels').where({ id: channel.id }).update({ location_priority: JSON.stringify([loc.A]), sync_stock: false });
  channel = await app.knex('sales_channels').where({ id: channel.id }).first();
  // P1 is listed on the channel under another SKU than the catalogue's (the listing's SKU wins).
  await app.knex('listings').insert({ account_id: acmeId, product_id: sku.P1!.id, sales_channel_id: channel.id, channel: 'STORE', sku: 'WEB-P1', title: 'P1 on the web', currency: 'GBP', price: 1000, status: 'DRAFT' });
  actor = await systemActor(app.knex, acmeId, { job: 'channel.import-orders' });
  // A seeded PGlite database takes minutes to build on a loaded machine.
});
afterAll(() => app?.close());

let refSeq = 0;
function marketOrder(lines: Array<[string, number, number?]>, over: Partial<ChannelOrder> & { email?: string | null; name?: string; postcode?: string; country?: string } = {}): ChannelOrder {
  const ref = over.orderRef ?? `IMPTEST-${++refSeq}`;
  const name = over.name ?? 'Priya Shah';
  return {
    orderRef: ref, placedAt: '2026-11-20T10:00:00.000Z', paid: over.paid ?? true, cancelled: over.cancelled ?? false, currency: 'GBP',
    buyer: { name, email: over.email === undefined ? 'priya.shah@example.com' : over.email },
    shippingAddress: { name, line1: '1 Test Road', line2: null, city: 'Leeds', region: null, postcode: over.postcode ?? 'LS1 4AP', country: over.country ?? 'GB', phone: null },
    lines: lines.map(([code, quantity, price], i) => ({ lineRef: `${ref}-${i + 1}`, sku: sku[code]?.sku ?? code, title: `Line ${code}`, quantity, unitPrice: price ?? 1500 })),
    shippingPrice: 399, total: 0, url: `https://sandbox-store.invalid/orders/${ref}`,
  };
}

/** Everything the import wrote for these marketplace orders, in a form two runs can be compared by. */
async function snapshot(trx: Knex.Transaction, refs: string[]): Promise<unknown> {
  const orders: Row[] = await trx('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id }).whereIn('channel_order_ref', refs).orderBy('channel_order_ref');
  const out: Row = {};
  for (const order of orders) {
    const customer = await trx('relationships').where({ id: order.customer_id }).first('name', 'email', 'addresses', 'type', 'currency');
    const lines = await trx('sales_order_lines').where({ sales_order_id: order.id }).orderBy('position')
      .select('position', 'product_id', 'sku', 'description', 'quantity', 'unit_price', 'tax_id', 'tax_rate', 'net', 'tax', 'gross', 'allocated_qty', 'backordered_qty');
    const allocations = await trx('sales_order_allocations').where({ sales_order_id: order.id }).orderBy(['product_id', 'location_id']).select('product_id', 'location_id', 'qty');
    const history = (await trx('status_history').where({ resource: 'sales-orders', record_id: order.id }).select('transition', 'from_status', 'to_status', 'note', 'user_id'))
      .map((h: Row) => JSON.stringify(h)).sort();
    // The marketplace link is written with the order now, so the create's entry names it too: not compared.
    const audit = (await trx('audit_log').where({ resource: 'sales-orders', record_id: order.id }).select('action', 'transition', 'changes', 'job', 'actor_user_id'))
      .map((a: Row) => JSON.stringify({ ...a, changes: Object.keys(a.changes as object).filter((k) => !['channel_lines', 'channel_order_url'].includes(k)).sort() })).sort();
    const { id: _id, customer_id: _customer, created_at: _c, updated_at: _u, paid_at, version: _v, ...fields } = order;
    out[String(order.channel_order_ref)] = { ...fields, paid: paid_at !== null, customer, lines, allocations, history, audit };
  }
  const levels = await trx('stock_levels').where({ account_id: acmeId }).whereIn('product_id', Object.values(sku).map((s) => s.id)).orderBy(['product_id', 'location_id']).select('product_id', 'location_id', 'on_hand', 'allocated', 'available');
  const customers = await trx('relationships').where({ account_id: acmeId, type: 'CUSTOMER' }).count('* as n').first();
  return { orders: out, levels, customers: Number(customers!.n) };
}

class Rollback extends Error {}

/** Runs `work` in a transaction that is rolled back, answering its snapshot. */
async function thenRollBack(refs: string[], work: (trx: Knex.Transaction) => Promise<void>): Promise<any> {
  let taken: unknown;
  await app.knex.transaction(async (trx) => {
    await work(trx);
    taken = await snapshot(trx, refs);
    throw new Rollback();
  }).catch((error) => { if (!(error instanceof Rollback)) throw error; });
  return taken;
}

describe('the batch import of a page', () => {
  it('writes exactly what importing the orders one by one through the service wrote, rules, allocation and holds included', async () => {
    // Rules that each change something: a tag for web-store orders, P2 from location C, a hold above £60, express to France.
    const method = (await app.knex('shipping_methods').where({ account_id: acmeId }).first('id')).id;
    const rules = [
      { name: 'IMP tag web', sequence: 1, conditions: [{ field: 'channel_type', operator: 'EQUALS', value: 'STORE' }], action: 'ADD_TAG', tag: 'web' },
      { name: 'IMP P2 from C', sequence: 2, conditions: [{ field: 'sku', operator: 'EQUALS', value: 'IMP-P2' }], action: 'ASSIGN_LOCATION', location_id: loc.C },
      { name: 'IMP hold big', sequence: 3, conditions: [{ field: 'total', operator: 'GREATER_THAN', value: 6000 }], action: 'SET_STATUS', set_status: 'ON_HOLD', hold_reason: 'Check big orders' },
      { name: 'IMP France', sequence: 4, conditions: [{ field: 'ship_to_country', operator: 'EQUALS', value: 'FR' }], action: 'SET_SHIPPING_METHOD', shipping_method_id: method },
    ];
    const ruleIds: string[] = [];
    for (const rule of rules) {
      const response = await owner.post('/api/order-rules', { enabled: true, ...rule });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      ruleIds.push(response.body.id);
    }
    // Rules are saved disabled and switched on once checked.
    await app.knex('order_rules').whereIn('id', ruleIds).update({ enabled: true });
    try {
      // An order imported earlier, unpaid: this page pays it (and another earlier one is cancelled by it).
      const earlierUnpaid = marketOrder([['P1', 1]], { paid: false, email: 'early@example.com', name: 'Early Bird' });
      const earlierPaid = marketOrder([['P3', 1]], { email: 'early@example.com', name: 'Early Bird' });
      await app.knex.transaction((trx) => importOneByOne(trx, new ResourceService(app.knex, model, domainHooks, app.secrets).within(trx), actor, channel, [earlierUnpaid, earlierPaid]));
      const newBuyer = { email: 'new.buyer@example.com', name: 'New Buyer', postcode: 'YO1 7HH' };
      const page: ChannelOrder[] = [
        marketOrder([['WEB-P1', 2], ['P3', 1]]),                                              // the listing's SKU; an existing customer by email
        marketOrder([['P2', 3]], { ...newBuyer }),                                             // a new buyer, P2 from C by rule, partly backordered
        marketOrder([['P3', 2], ['P1', 1]], { ...newBuyer, email: null }),                    // the same new buyer without email: name + postcode
        marketOrder([['P3', 1], ['NOPE-1', 2]], { name: 'Olivia Brown', email: null, postcode: 'LS1 4AP' }), // an unknown SKU: held with the reason
        marketOrder([['NOPE-2', 1]]),                                                          // nothing known: not created
        marketOrder([['P1', 5, 1500]], { country: 'FR', email: 'marie@example.fr', name: 'Marie Curie', postcode: '75005' }), // over £60: held by rule, allocated
        marketOrder([['P1', 1]], { paid: false }),                                             // unpaid: AWAITING_PAYMENT, nothing allocated
        marketOrder([['P1', 1]], { cancelled: true }),                                         // cancelled before we saw it: skipped
        { ...earlierUnpaid, paid: true },                                                       // paid since
        { ...earlierPaid, cancelled: true },                                                    // cancelled since: stock back
        marketOrder([['P3', 1], ['P2', 1]], { orderRef: 'IMPTEST-TWICE', paid: false }),
        { ...marketOrder([['P3', 1], ['P2', 1]], { orderRef: 'IMPTEST-TWICE' }) },             // the same order again in the page, now paid
      ];
      const refs = [...new Set([...page.map((o) => o.orderRef), earlierUnpaid.orderRef, earlierPaid.orderRef])];
      const before = await thenRollBack(refs, (trx) => importOneByOne(trx, new ResourceService(app.knex, model, domainHooks, app.secrets).within(trx), actor, channel, page));
      let outcome: any;
      const after = await thenRollBack(refs, async (trx) => {
        outcome = await importOrderPage(trx, new ResourceService(app.knex, model, domainHooks, app.secrets).within(trx), actor, channel, page);
      });
      expect(after).toEqual(before);
      expect(outcome.counts).toEqual({ created: 7, updated: 3, unchanged: 0, skipped: 2 });
      expect(outcome.problems).toEqual([expect.stringContaining('NOPE-2')]);

      // And what that is, spelled out for a few of them.
      const orders = (after as any).orders;
      const first = orders[page[0]!.orderRef];
      expect(first).toMatchObject({ status: 'PAID', paid: true, tags: ['web'], backordered: false, channel_order_url: page[0]!.url });
      expect(first.lines.map((l: Row) => [l.sku, l.quantity, l.allocated_qty, l.backordered_qty])).toEqual([['IMP-P1', 2, 2, 0], ['IMP-P3', 1, 1, 0]]);
      expect(first.history.map((h: string) => JSON.parse(h).transition).sort()).toEqual(['pay', 'rule', 'submit']);
      expect(first.audit.map((a: string) => JSON.parse(a)).map((a: Row) => `${a.action}:${a.transition ?? ''}`).sort()).toEqual(['create:', 'transition:pay', 'transition:submit', 'update:', 'update:']); // the allocation, the rule's tag
      const fromC = orders[page[1]!.orderRef];
      expect(fromC).toMatchObject({ fulfil_from_location_id: loc.C, backordered: false });
      expect(fromC.allocations).toEqual([{ product_id: sku.P2!.id, location_id: loc.C, qty: 3 }]);
      const unknown = orders[page[3]!.orderRef];
      expect(unknown).toMatchObject({ status: 'ON_HOLD', status_before_hold: 'PAID', hold_reason: expect.stringContaining('2 × NOPE-1') });
      expect(orders[page[5]!.orderRef]).toMatchObject({ status: 'ON_HOLD', status_before_hold: 'PAID', hold_reason: 'Order rule "IMP hold big": Check big orders', shipping_method_id: method });
      expect(orders[page[6]!.orderRef]).toMatchObject({ status: 'AWAITING_PAYMENT', paid: false, backordered: false, allocations: [] });
      expect(orders[page[4]!.orderRef]).toBeUndefined();
      expect(orders[page[7]!.orderRef]).toBeUndefined();
      expect(orders[earlierPaid.orderRef]).toMatchObject({ status: 'CANCELLED', allocations: [] });
      expect(orders['IMPTEST-TWICE']).toMatchObject({ status: 'PAID' });
    } finally {
      for (const id of ruleIds) await owner.delete(`/api/order-rules/${id}`);
    }
  });

  it('writes the status history of each order in the order it happened', async () => {
    const page = [marketOrder([['P1', 1], ['NOPE-3', 1]], { email: 'history@example.com', name: 'History Reader' })];
    await app.knex.transaction((trx) => importOrderPage(trx, new ResourceService(app.knex, model, domainHooks, app.secrets).within(trx), actor, channel, page));
    const order = await app.knex('sales_orders').where({ account_id: acmeId, channel_order_ref: page[0]!.orderRef }).first();
    const history = (await owner.get(`/api/sales-orders/${order.id}/history`)).body;
    expect(history.map((h: Row) => [h.transition, h.from_status, h.to_status])).toEqual([['submit', 'DRAFT', 'AWAITING_PAYMENT'], ['pay', 'AWAITING_PAYMENT', 'PAID'], ['hold', 'PAID', 'ON_HOLD']]);
    expect(history.every((h: Row) => h.note === 'by Sellyard (Import channel orders)' && h.user_email === null)).toBe(true);
    const audit = (await owner.get(`/api/sales-orders/${order.id}/audit`)).body;
    expect(audit.map((a: any) => [a.action, a.transition, a.by.kind, a.by.job])).toEqual([
      ['create', null, 'system', 'channel.import-orders'], ['transition', 'submit', 'system', 'channel.import-orders'], ['transition', 'pay', 'system', 'channel.import-orders'],
      ['update', null, 'system', 'channel.import-orders'], // the allocation of the known line
      ['transition', 'hold', 'system', 'channel.import-orders'],
    ]);
    expect(audit[0].changes).toMatchObject({ status: { from: null, to: 'DRAFT' }, channel_order_ref: { to: page[0]!.orderRef } });
    expect(audit[2].changes).toMatchObject({ status: { from: 'AWAITING_PAYMENT', to: 'PAID' }, paid_at: { from: null, to: expect.any(String) } });
    // The number came from the account's sequence, with the channel's order prefix; the order is readable and
    // editable like any other.
    expect(order.number).toMatch(new RegExp(`^${channel.order_prefix ?? 'SO-'}\\d{6}$`));
    const read = await owner.get(`/api/sales-orders/${order.id}`);
    expect(read.body).toMatchObject({ status: 'ON_HOLD', hold_reason: expect.stringContaining('NOPE-3'), lines: [expect.objectContaining({ sku: 'IMP-P1', allocated_qty: 1 })] });
  });

  it('makes the same order once, whether it comes twice or two workers take the same page at once', async () => {
    const page = Array.from({ length: 6 }, (_, i) => marketOrder([['P1', 1]], { email: `race${i}@example.com`, name: `Race ${i}` }));
    const run = () => app.knex.transaction((trx) => importOrderPage(trx, new ResourceService(app.knex, model, domainHooks, app.secrets).within(trx), actor, channel, page));
    const [one, two] = await Promise.all([run(), run()]);
    expect(one.counts.created + two.counts.created).toBe(6);
    expect(one.counts.unchanged + two.counts.unchanged).toBe(6);
    const again = await run();
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 6, skipped: 0 });
    const made = await app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id }).whereIn('channel_order_ref', page.map((o) => o.orderRef)).count('* as n').first();
    expect(Number(made!.n)).toBe(6);
    const customers = await app.knex('relationships').where({ account_id: acmeId, type: 'CUSTOMER' }).whereIn('email', page.map((o) => o.buyer.email!)).count('* as n').first();
    expect(Number(customers!.n)).toBe(6);
  });
});

describe('a sync through the sandbox', () => {
  it('imports a few hundred orders once each, over several pages, and acknowledges them', async () => {
    // P1 on the web store under the listing's SKU, with enough for every buyer (the sandbox lowers it per order).
    const token = (app.secrets.decrypt(String(channel.credentials), 'sales_channels.credentials') as Record<string, string>).api_token;
    const listed = await fetch(`${app.baseUrl}/sandbox/store/api/v1/products/WEB-P1`, {
      method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'P1 on the web', price: { amount: '15.00', currency: 'GBP' }, inventory: 400 }),
    });
    expect(listed.status).toBe(201);
    const control = async (path: string, body?: unknown) => (await (body ? owner.post(`/sandbox/store/_control/${path}`, body) : owner.get(`/sandbox/store/_control/${path}`))).body;
    // Ten at a time: each control call now checks the session and the caller's own channels (the sandbox's access rule).
    const placed: string[] = [];
    for (let i = 0; i < 300; i += 10) placed.push(...(await Promise.all(Array.from({ length: 10 }, async () => String((await control('orders', { sku: 'WEB-P1', quantity: 1 })).order_id)))));
    expect(new Set(placed).size).toBe(300);
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    await until(async () => Number((await app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id }).whereIn('channel_order_ref', placed).count('* as n').first())!.n) === placed.length, 'every order to arrive', 120_000);
    const acknowledged = await until(async () => {
      const orders = ((await control('orders')).orders as Row[]).filter((o) => placed.includes(String(o.id)));
      return orders.every((o) => o.acknowledged) && orders;
    }, 'the acknowledgements');
    expect(acknowledged).toHaveLength(placed.length);
    const statuses = await app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id }).whereIn('channel_order_ref', placed).groupBy('status').select('status').count('* as n');
    expect(statuses).toEqual([{ status: 'PAID', n: expect.anything() }]);

    // The channel's health says so; another account cannot even see that the channel exists.
    const health = await owner.get(`/api/sales-channels/${channel.id}/health`);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'CONNECTED', last_order_sync_at: expect.any(String), last_error: null, pushes_waiting: expect.any(Number), resync_waiting: false,
      listings: { live: expect.any(Number), out_of_stock: expect.any(Number), with_errors: expect.any(Number) },
    });
    expect(health.body.orders_imported_today).toBeGreaterThanOrEqual(placed.length);
    const other = await app.signIn(DEMO.globexOwner);
    expect((await other.get(`/api/sales-channels/${channel.id}/health`)).status).toBe(404);
    expect((await app.anonymous().get(`/api/sales-channels/${channel.id}/health`)).status).toBe(401);
  }, 240_000); // its own waits allow 120 s for the import and 45 s for the acknowledgements
});
