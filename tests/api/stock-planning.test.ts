/**
 * Stock planning through the API, with figures worked out by hand: units sold in the last 7/30/90 days from orders
 * at known dates (drafts, cancelled orders and orders older than 90 days left out), velocity on each basis, days of
 * cover, reorder point (lead time × velocity + the minimum levels), the suggestion and the to-reorder flag (stock on
 * its way counted), the filters; parents and archived products left out; another account's products never shown.
 * Then drafting: one DRAFT purchase order per supplier with the right lines and unit costs, in one go, replayed for
 * the same Idempotency-Key; bad lines refused naming the field with nothing drafted; roles refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { countStock } from '../helpers/stock.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let partner: Client;
let globex: Client;
let acmeId: string;
let locationId: string;
let customerId: string;
const supplier: Record<'known' | 'unknown', Row> = {} as never;
/** fast: supplier with a 10-day lead; slow: supplier with no lead time; loose: no supplier; idle: sells nothing. */
const product: Record<'fast' | 'slow' | 'loose' | 'idle' | 'parent' | 'archived', Row> = {} as never;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  [owner, staff, partner, globex] = await Promise.all([DEMO.acmeOwner, DEMO.acmeStaff, DEMO.partner, DEMO.globexOwner].map((email) => app.signIn(email)));
  acmeId = (await owner.get('/api/auth/me')).body.account.id;
  await app.knex('order_rules').where({ account_id: acmeId }).update({ enabled: false });
  customerId = (await owner.post('/api/relationships', { type: 'CUSTOMER', name: 'Rhea Reorder' })).body.id;
  locationId = (await owner.post('/api/locations', { name: 'Planning shelf', code: 'ZZPLAN' })).body.id;
  for (const [key, lead] of [['known', 10], ['unknown', null]] as const) {
    const created = await owner.post('/api/relationships', { type: 'SUPPLIER', name: `Plan supplier ${key}`, code: `PLAN-${key}`, currency: 'GBP', lead_time_days: lead });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    supplier[key] = created.body;
  }
  const make = async (key: keyof typeof product, body: Row) => {
    const created = await owner.post('/api/products', { sku: `PLAN-${key.toUpperCase()}`, title: `Planned ${key}`, ...body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    product[key] = created.body;
  };
  await make('fast', { supplier_id: supplier.known.id, cost_price: 250 });
  await make('slow', { supplier_id: supplier.unknown.id, cost_price: 999 });
  await make('loose', {});
  await make('idle', { supplier_id: supplier.known.id, cost_price: 400 });
  await make('parent', { kind: 'PARENT', supplier_id: supplier.known.id });
  await make('archived', { status: 'ARCHIVED', supplier_id: supplier.known.id });

  // fast: 12 on hand, minimum 4. slow: nothing on hand, minimum 10, 4 on a sent purchase order (at 1.80).
  const fastLevel = await countStock(owner, app.knex, product.fast.id, locationId, 12);
  expect((await owner.put(`/api/stock-levels/${fastLevel.id}`, { version: fastLevel.version, minimum_level: 4 })).status).toBe(200);
  const slowLevel = await countStock(owner, app.knex, product.slow.id, locationId, 0);
  expect((await owner.put(`/api/stock-levels/${slowLevel.id}`, { version: slowLevel.version, minimum_level: 10 })).status).toBe(200);
  const po = await owner.post('/api/purchase-orders', { supplier_id: supplier.unknown.id, deliver_to_location_id: locationId, lines: [{ product_id: product.slow.id, qty_ordered: 4, unit_cost: 180, supplier_sku: 'SL-OW' }] });
  expect(po.status, JSON.stringify(po.body)).toBe(201);
  expect((await owner.post(`/api/purchase-orders/${po.body.id}/send`, {})).status).toBe(200);

  // Orders awaiting payment count as sales (and hold no stock, so available stays as counted).
  const order = async (lines: Array<[keyof typeof product, number]>, date: string, then: 'submit' | 'draft' | 'cancel' = 'submit') => {
    const created = await owner.post('/api/sales-orders', {
      customer_id: customerId, price_mode: 'NO_TAX', order_date: date,
      ship_to: { name: 'Rhea Reorder', line1: '1 Shelf Row', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' },
      lines: lines.map(([key, quantity]) => ({ product_id: product[key].id, quantity, unit_price: 500 })),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    if (then === 'draft') return;
    expect((await owner.post(`/api/sales-orders/${created.body.id}/submit`, {})).status).toBe(200);
    if (then === 'cancel') expect((await owner.post(`/api/sales-orders/${created.body.id}/cancel`, {})).status).toBe(200);
  };
  await order([['fast', 6]], daysAgo(5));
  await order([['fast', 9], ['slow', 30]], daysAgo(20));
  await order([['fast', 15]], daysAgo(60));
  await order([['fast', 50]], daysAgo(100)); // older than 90 days
  await order([['fast', 100]], daysAgo(1), 'draft');
  await order([['fast', 100]], daysAgo(3), 'cancel');
  await order([['loose', 3]], daysAgo(2));
});
afterAll(() => app?.close());

const ours = (rows: Row[]) => Object.fromEntries(rows.filter((r) => String(r.sku).startsWith('PLAN-')).map((r) => [r.sku, r]));

describe('GET /api/stock-planning', () => {
  it('counts units sold per window and works out velocity, cover, reorder point and suggestion (30-day basis)', async () => {
    const response = await owner.get('/api/stock-planning');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ basis: 30, cover_days: 30, today: daysAgo(0), since: { 7: daysAgo(6), 30: daysAgo(29), 90: daysAgo(89) } });
    const rows = ours(response.body.rows);
    expect(Object.keys(rows).sort()).toEqual(['PLAN-FAST', 'PLAN-IDLE', 'PLAN-LOOSE', 'PLAN-SLOW']);
    // fast: 6 + 9 + 15 sold; 0.5 a day; ⌈0.5 × 10⌉ + 4 = 9; 12 on hand > 9: not yet; 9 + 15 − 12 = 12 if ordered now.
    expect(rows['PLAN-FAST']).toMatchObject({
      supplier_id: supplier.known.id, supplier_name: 'Plan supplier known', lead_time_days: 10,
      sold_7: 6, sold_30: 15, sold_90: 30, velocity: 0.5, available: 12, incoming: 0, on_draft: 0, minimum: 4,
      days_of_cover: 24, reorder_point: 9, suggested_qty: 12, to_reorder: false,
    });
    // slow: 30 sold 20 days ago; 1 a day; no lead time known: the minimum 10 is the reorder point; 0 + 4 on order ≤ 10.
    expect(rows['PLAN-SLOW']).toMatchObject({
      supplier_name: 'Plan supplier unknown', lead_time_days: null,
      sold_7: 0, sold_30: 30, sold_90: 30, velocity: 1, available: 0, incoming: 4, minimum: 10,
      days_of_cover: 0, reorder_point: 10, suggested_qty: 36, to_reorder: true,
    });
    // loose: no supplier, no stock, no minimum: 3 sold → 0.1 a day, reorder point 0, 3 to cover 30 days.
    expect(rows['PLAN-LOOSE']).toMatchObject({ supplier_id: null, supplier_name: null, sold_30: 3, velocity: 0.1, reorder_point: 0, suggested_qty: 3, to_reorder: true, days_of_cover: 0 });
    // idle: nothing sold, nothing kept: no cover figure, nothing to order.
    expect(rows['PLAN-IDLE']).toMatchObject({ sold_90: 0, velocity: 0, days_of_cover: null, reorder_point: 0, suggested_qty: 0, to_reorder: false });
    // What to reorder comes first.
    const flags = response.body.rows.map((r: Row) => r.to_reorder);
    expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true));
  });

  it('takes the velocity over 7 or 90 days when asked', async () => {
    // 7 days: 6/7 a day; ⌈60/7⌉ + 4 = 13 ≥ 12 → reorder 13 + ⌈180/7⌉ − 12 = 27; cover ⌊12 × 7 / 6⌋ = 14.
    const seven = ours((await owner.get('/api/stock-planning?basis=7')).body.rows);
    expect(seven['PLAN-FAST']).toMatchObject({ velocity: 0.86, reorder_point: 13, suggested_qty: 27, days_of_cover: 14, to_reorder: true });
    // 90 days: 30/90 a day; ⌈300/90⌉ + 4 = 8; 8 + 10 − 12 = 6; cover 36.
    const ninety = ours((await owner.get('/api/stock-planning?basis=90&cover_days=30')).body.rows);
    expect(ninety['PLAN-FAST']).toMatchObject({ velocity: 0.33, reorder_point: 8, suggested_qty: 6, days_of_cover: 36, to_reorder: false });
    // A longer cover: 9 + 0.5 × 60 − 12 = 27.
    expect(ours((await owner.get('/api/stock-planning?cover_days=60')).body.rows)['PLAN-FAST'].suggested_qty).toBe(27);
  });

  it('filters to what needs reordering, and to one supplier', async () => {
    const toReorder = await owner.get('/api/stock-planning?to_reorder=true');
    expect(toReorder.body.rows.every((r: Row) => r.to_reorder)).toBe(true);
    expect(Object.keys(ours(toReorder.body.rows)).sort()).toEqual(['PLAN-LOOSE', 'PLAN-SLOW']);
    const known = await owner.get(`/api/stock-planning?supplier_id=${supplier.known.id}`);
    expect(known.body.rows.map((r: Row) => r.sku).sort()).toEqual(['PLAN-FAST', 'PLAN-IDLE']);
  });

  it('has something to reorder in the demo data, from usual suppliers with lead times', async () => {
    const demo = (await owner.get('/api/stock-planning?to_reorder=true')).body.rows.filter((r: Row) => !String(r.sku).startsWith('PLAN-'));
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.some((r: Row) => r.supplier_name && r.lead_time_days !== null && r.suggested_qty > 0)).toBe(true);
  });

  it('refuses a bad query naming the parameter', async () => {
    const response = await owner.get('/api/stock-planning?basis=14&cover_days=0&to_reorder=yes&supplier_id=nope');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.body.errors.map((e: Row) => e.pointer).sort()).toEqual(['/basis', '/cover_days', '/supplier_id', '/to_reorder']);
  });

  it('shows each account only its own products, and refuses a role that may not read stock', async () => {
    const theirs = await globex.get('/api/stock-planning');
    expect(theirs.status).toBe(200);
    expect(theirs.body.rows.length).toBeGreaterThan(0);
    expect(Object.keys(ours(theirs.body.rows))).toEqual([]);
    // Staff with products may plan; a supplier's name needs the right to read suppliers.
    const staffPlan = await staff.get(`/api/stock-planning?supplier_id=${supplier.known.id}`);
    expect(staffPlan.status).toBe(200);
    expect(ours(staffPlan.body.rows)['PLAN-FAST']).toMatchObject({ supplier_name: null, reorder_point: 9 });
    const email = `plan-staff-${randomUUID().slice(0, 8)}@acme.test`;
    expect((await owner.post('/api/users', { email, name: 'Plan Staff', role: 'staff', permissions: ['orders'], password: 'a-long-test-password' })).status).toBe(201);
    const ordersOnly = await app.signIn(email, 'a-long-test-password');
    const refused = await ordersOnly.get('/api/stock-planning?basis=junk');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect((await app.anonymous().get('/api/stock-planning')).status).toBe(401);
  });
});

describe('POST /api/stock-planning/draft-purchase-orders', () => {
  const draftedFor = (supplierId: string) => app.knex('purchase_orders').where({ account_id: acmeId, supplier_id: supplierId, status: 'DRAFT' });

  it('drafts one purchase order per supplier with the lines asked for, priced and numbered by the server', async () => {
    const before = await draftedFor(supplier.known.id).count<{ n: number }[]>({ n: '*' });
    const key = randomUUID();
    const body = { lines: [{ product_id: product.slow.id, qty: 36 }, { product_id: product.idle.id, qty: 2 }, { product_id: product.fast.id, qty: 7 }] };
    const response = await owner.post('/api/stock-planning/draft-purchase-orders', body, { 'Idempotency-Key': key });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const drafted = response.body.purchase_orders as Row[];
    // By supplier name: "known" before "unknown".
    expect(drafted.map((po) => [po.supplier_name, po.lines, po.units])).toEqual([['Plan supplier known', 2, 9], ['Plan supplier unknown', 1, 36]]);
    for (const po of drafted) expect(po.number).toMatch(/^PO-\d{6}$/);

    const known = await owner.get(`/api/purchase-orders/${drafted[0].id}`);
    expect(known.body).toMatchObject({ status: 'DRAFT', supplier_id: supplier.known.id, currency: 'GBP', deliver_to_location_id: expect.any(String) });
    // Lines in SKU order; no earlier purchase from this supplier: the products' cost prices (GBP, as the supplier).
    expect(known.body.lines.map((l: Row) => [l.sku, l.qty_ordered, l.unit_cost, l.net])).toEqual([['PLAN-FAST', 7, 250, 1750], ['PLAN-IDLE', 2, 400, 800]]);
    // The products took the account's default sales tax (20 %) when made: 25.50 net + 5.10 VAT.
    expect(known.body.total).toBe(3060);
    expect(drafted[0].total).toBe(3060);
    // The slow mover was last bought from its supplier at 1.80 (with their SKU), not its 9.99 cost price.
    const unknown = await owner.get(`/api/purchase-orders/${drafted[1].id}`);
    expect(unknown.body.lines.map((l: Row) => [l.sku, l.qty_ordered, l.unit_cost, l.supplier_sku])).toEqual([['PLAN-SLOW', 36, 180, 'SL-OW']]);
    expect(Number((await draftedFor(supplier.known.id).count<{ n: number }[]>({ n: '*' }))[0].n)).toBe(Number(before[0].n) + 1);
    // Planning shows the drafted units (they are not ordered yet, so no figure changes).
    const planned = ours((await owner.get('/api/stock-planning')).body.rows);
    expect(planned['PLAN-FAST']).toMatchObject({ on_draft: 7, incoming: 0, reorder_point: 9, suggested_qty: 12 });
    expect(planned['PLAN-SLOW']).toMatchObject({ on_draft: 36, incoming: 4, to_reorder: true });
    // Recorded as made by the owner, saying where from.
    const audit = await app.knex('audit_log').where({ account_id: acmeId, record_id: drafted[0].id, action: 'create' }).first();
    expect(audit).toBeTruthy();

    // The same click retried: the first answer, nothing drafted again.
    const again = await owner.post('/api/stock-planning/draft-purchase-orders', body, { 'Idempotency-Key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(response.body);
    expect(Number((await draftedFor(supplier.known.id).count<{ n: number }[]>({ n: '*' }))[0].n)).toBe(Number(before[0].n) + 1);
  });

  it('refuses bad lines naming the field, and drafts nothing', async () => {
    const count = async () => Number((await app.knex('purchase_orders').where({ account_id: acmeId }).count<{ n: number }[]>({ n: '*' }))[0].n);
    const before = await count();
    const noSupplier = await owner.post('/api/stock-planning/draft-purchase-orders', { lines: [{ product_id: product.fast.id, qty: 1 }, { product_id: product.slow.id, qty: 2 }, { product_id: product.loose.id, qty: 3 }] });
    expect(noSupplier.status).toBe(400);
    expect(noSupplier.headers.get('content-type')).toContain('application/problem+json');
    expect(noSupplier.body.errors).toEqual([{ pointer: '/lines/2/product_id', message: 'PLAN-LOOSE has no usual supplier: set one on the product first' }]);

    const globexProduct = (await globex.get(app.listPath('products', { range: [0, 0] }))).body[0];
    const foreign = await owner.post('/api/stock-planning/draft-purchase-orders', { lines: [{ product_id: globexProduct.id, qty: 1 }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ pointer: '/lines/0/product_id', message: 'refers to no product of this account' }]);

    const junk = await owner.post('/api/stock-planning/draft-purchase-orders', { lines: [{ product_id: product.fast.id, qty: 0 }, { product_id: product.fast.id, qty: 1.5 }, { product_id: 'x', qty: 1 }], extra: 1 });
    expect(junk.status).toBe(400);
    expect(junk.body.errors.map((e: Row) => e.pointer)).toEqual(['/extra', '/lines/0/qty', '/lines/1/product_id', '/lines/1/qty', '/lines/2/product_id']);
    expect((await owner.post('/api/stock-planning/draft-purchase-orders', { lines: [] })).body.errors).toEqual([{ pointer: '/lines', message: 'must list 1 to 500 lines: [{product_id, qty}]' }]);
    expect(await count()).toBe(before);
  });

  it('refuses roles that may not create purchase orders', async () => {
    for (const client of [staff, partner]) {
      const refused = await client.post('/api/stock-planning/draft-purchase-orders', { lines: [{ product_id: product.fast.id, qty: 1 }] });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('forbidden');
    }
  });
});
