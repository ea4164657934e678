/**
 * Purchase orders and ASNs end to end: server-computed totals and snapshots (stored rows and lines checked),
 * invalid bodies naming the field, tenant isolation, permission refusal (and the `archive` permission's read of
 * archived orders), the state machine with receiving per line (over-receipt refused), incoming and on-hand stock,
 * archiving, and ASNs checked against their purchase order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let globex: Client;
let acmeId: string;
let supplier: Row;
let mainLocationId: string;
let products: Row[];
let taxes: Record<string, string>;
const hasStock = () => app.model.entities.some((e) => e.name === 'stock-level');

beforeAll(async () => {
  app = await startTestApp();
  [owner, staff, globex] = await Promise.all([DEMO.acmeOwner, DEMO.acmeStaff, DEMO.globexOwner].map((email) => app.signIn(email)));
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  supplier = (await owner.get(app.listPath('relationships', { filter: { type: 'SUPPLIER', q: 'Northern Textiles' } }))).body[0];
  mainLocationId = (await app.knex('locations').where({ account_id: acmeId, code: 'MAIN' }).first('id')).id;
  taxes = Object.fromEntries(((await owner.get(app.listPath('sales-taxes', { range: [0, 20] }))).body as Row[]).map((t) => [t.code, t.id]));
  products = [];
  for (const [i, sku] of ['PO-T1', 'PO-T2'].entries()) {
    products.push((await owner.post('/api/products', { sku, title: `Purchased ${sku}`, tax_id: taxes.ZERO, barcodes: [{ type: 'EAN13', value: ['4006381333931', '5012345678900'][i] }] })).body);
  }
});
afterAll(() => app?.close());

const createPo = (extra: Row = {}) => owner.post('/api/purchase-orders', {
  supplier_id: supplier.id,
  lines: [{ product_id: products[0].id, qty_ordered: 10, unit_cost: 250, tax_id: taxes.STD }, { product_id: products[1].id, qty_ordered: 3, unit_cost: 1999 }],
  ...extra,
});

async function stock(productId: string): Promise<{ on_hand: number; incoming: number }> {
  const row = await app.knex('stock_levels').where({ product_id: productId, location_id: mainLocationId }).first('on_hand', 'incoming');
  return { on_hand: Number(row?.on_hand ?? 0), incoming: Number(row?.incoming ?? 0) };
}

let staffCount = 0;
async function staffWith(permissions: string[]): Promise<Client> {
  const email = `po-staff-${++staffCount}@acme.test`;
  expect((await owner.post('/api/users', { email, name: 'Test Staff', role: 'staff', permissions, password: 'a-long-test-password' })).status).toBe(201);
  return app.signIn(email, 'a-long-test-password');
}

describe('purchase orders', () => {
  it('makes a DRAFT with a number, supplier snapshot, default location and server-computed totals', async () => {
    const response = await createPo({ supplier_ref: 'NT-5521', subtotal: 1, total: 1 });
    expect(response.status).toBe(201);
    // 10 × 2.50 at 20% = 25.00 + 5.00; 3 × 19.99 at no tax = 59.97.
    expect(response.body).toMatchObject({ status: 'DRAFT', archived: false, supplier_name: 'Northern Textiles Ltd', currency: 'GBP', deliver_to_location_id: mainLocationId, subtotal: 8497, tax_total: 500, total: 8997 });
    expect(response.body.number).toMatch(/^PO-\d{6}$/);
    expect(response.body.deliver_to).toMatchObject({ city: 'Leeds', country: 'GB' });
    expect(await app.knex('purchase_orders').where({ id: response.body.id }).first()).toMatchObject({ account_id: acmeId, supplier_ref: 'NT-5521', total: 8997 });
    const lines = await app.knex('purchase_order_lines').where({ purchase_order_id: response.body.id }).orderBy('position');
    expect(lines.map((l) => [l.sku, l.qty_ordered, l.unit_cost, Number(l.tax_rate), l.net, l.tax, l.gross, l.qty_received])).toEqual([
      ['PO-T1', 10, 250, 20, 2500, 500, 3000, 0],
      ['PO-T2', 3, 1999, 0, 5997, 0, 5997, 0],
    ]);
  });

  it('names the invalid fields', async () => {
    const customer = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER' }, range: [0, 0] }))).body[0];
    const response = await owner.post('/api/purchase-orders', { supplier_id: customer.id, lines: [{ product_id: products[0].id, qty_ordered: 0, unit_cost: 1 }] });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/lines/0/qty_ordered', message: 'must be at least 1' }]);
    const wrongSupplier = await owner.post('/api/purchase-orders', { supplier_id: customer.id, lines: [{ product_id: products[0].id, qty_ordered: 1, unit_cost: 1 }] });
    expect(wrongSupplier.body.errors).toEqual([{ pointer: '/supplier_id', message: 'must refer to a relationship whose type is SUPPLIER' }]);
    const dates = await createPo({ order_date: '2030-05-10', expected_date: '2030-05-01' });
    expect(dates.body.errors).toEqual([{ pointer: '/expected_date', message: 'is before the order date' }]);
    expect((await owner.post('/api/purchase-orders', { supplier_id: supplier.id })).body.errors).toContainEqual({ pointer: '/lines', message: 'is required' });
  });

  it('sends, receives per line (refusing over-receipt), completes and archives, keeping stock in step', async () => {
    const po = (await createPo()).body;
    const before = hasStock() ? await stock(products[0].id) : { on_hand: 0, incoming: 0 };
    expect((await owner.post(`/api/purchase-orders/${po.id}/send`, {})).body.status).toBe('SENT');
    if (hasStock()) expect(await stock(products[0].id)).toEqual({ on_hand: before.on_hand, incoming: before.incoming + 10 });

    const [lineA, lineB] = po.lines as Row[];
    const partial = await owner.post(`/api/purchase-orders/${po.id}/receive`, { lines: [{ line_id: lineA.id, qty: 4 }] });
    expect(partial.status).toBe(200);
    expect(partial.body.status).toBe('PARTIALLY_RECEIVED');
    expect(partial.body.lines.map((l: Row) => l.qty_received)).toEqual([4, 0]);
    if (hasStock()) expect(await stock(products[0].id)).toEqual({ on_hand: before.on_hand + 4, incoming: before.incoming + 6 });

    const over = await owner.post(`/api/purchase-orders/${po.id}/receive`, { lines: [{ line_id: lineB.id, qty: 3 }, { line_id: lineA.id, qty: 7 }] });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([{ pointer: '/lines/1/qty', message: 'would receive more than was ordered: 10 of PO-T1 ordered, 4 already received, so at most 6 more' }]);
    expect((await app.knex('purchase_order_lines').where({ purchase_order_id: po.id }).orderBy('position')).map((l) => l.qty_received)).toEqual([4, 0]);

    const edit = await owner.put(`/api/purchase-orders/${po.id}`, { ...partial.body, lines: [{ product_id: products[0].id, qty_ordered: 99, unit_cost: 250 }] });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('read_only_record');

    const rest = await owner.post(`/api/purchase-orders/${po.id}/receive`, { lines: [{ line_id: lineA.id, qty: 6 }, { line_id: lineB.id, qty: 3 }] });
    expect(rest.body).toMatchObject({ status: 'RECEIVED' });
    expect(rest.body.received_at).toBeTruthy();
    if (hasStock()) expect(await stock(products[0].id)).toEqual({ on_hand: before.on_hand + 10, incoming: before.incoming });

    expect((await owner.post(`/api/purchase-orders/${po.id}/complete`, {})).body.status).toBe('COMPLETED');
    const archived = await owner.post(`/api/purchase-orders/${po.id}/archive`, {});
    expect(archived.body).toMatchObject({ status: 'COMPLETED', archived: true });
    expect(archived.body.archived_at).toBeTruthy();
    expect((await owner.post(`/api/purchase-orders/${po.id}/archive`, {})).status).toBe(409);
    const history = (await owner.get(`/api/purchase-orders/${po.id}/history`)).body.map((h: Row) => [h.transition, h.to_status]);
    expect(history).toEqual([['send', 'SENT'], ['receive', 'PARTIALLY_RECEIVED'], ['receive', 'RECEIVED'], ['complete', 'COMPLETED'], ['archive', 'COMPLETED']]);
    const unarchived = await owner.post(`/api/purchase-orders/${po.id}/unarchive`, {});
    expect(unarchived.body).toMatchObject({ archived: false, archived_at: null });
  });

  it('answers illegal transitions and receipts with 409 and the allowed transitions', async () => {
    const po = (await createPo()).body;
    const archive = await owner.post(`/api/purchase-orders/${po.id}/archive`, {});
    expect(archive.status).toBe(409);
    expect(archive.body).toMatchObject({ code: 'illegal_transition', currentStatus: 'DRAFT', allowed: ['send', 'cancel'] });
    const receive = await owner.post(`/api/purchase-orders/${po.id}/receive`, { lines: [{ line_id: po.lines[0].id, qty: 1 }] });
    expect(receive.status).toBe(409);
    expect(receive.body).toMatchObject({ code: 'illegal_transition', currentStatus: 'DRAFT', allowed: ['send', 'cancel'] });
    await owner.post(`/api/purchase-orders/${po.id}/send`, {});
    expect((await owner.post(`/api/purchase-orders/${po.id}/receive-all`, {})).body.lines.map((l: Row) => l.qty_received)).toEqual([10, 3]);
    expect((await owner.post(`/api/purchase-orders/${po.id}/cancel`, {})).body).toMatchObject({ code: 'illegal_transition', allowed: ['complete'] });
    const sent = (await createPo()).body;
    await owner.post(`/api/purchase-orders/${sent.id}/send`, {});
    const malformed = await owner.post(`/api/purchase-orders/${sent.id}/receive`, { lines: [{ line_id: 'x', qty: 0 }], extra: 1 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([
      { pointer: '/extra', message: 'is not a known field' },
      { pointer: '/lines/0/line_id', message: 'must be the id of a line of the purchase order' },
      { pointer: '/lines/0/qty', message: 'must be a whole number of at least 1' },
    ]);
  });

  it('keeps purchase orders within their account and behind `purchaseOrders`; `archive` reads archived ones only', async () => {
    const po = (await createPo()).body;
    expect((await globex.get(`/api/purchase-orders/${po.id}`)).status).toBe(404);
    expect((await globex.get(app.listPath('purchase-orders', { range: [0, 999] }))).body.every((p: Row) => p.account_id !== acmeId)).toBe(true);
    expect((await staff.get(app.listPath('purchase-orders'))).status).toBe(403);
    expect((await staff.post('/api/purchase-orders', { supplier_id: supplier.id, lines: [{ product_id: products[0].id, qty_ordered: 1, unit_cost: 1 }] })).status).toBe(403);
    expect((await staff.post(`/api/purchase-orders/${po.id}/receive`, { lines: [] })).status).toBe(403);

    const archivist = await staffWith(['archive']);
    const list = await archivist.get(app.listPath('purchase-orders', { range: [0, 999] }));
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((p: Row) => p.archived === true)).toBe(true);
    expect((await archivist.get(`/api/purchase-orders/${po.id}`)).status).toBe(404);
    expect((await archivist.post(`/api/purchase-orders/${list.body[0].id}/unarchive`, {})).status).toBe(403);
  });
});

describe('ASNs', () => {
  it('creates a DRAFT against a purchase order, with its supplier and location, products found by SKU', async () => {
    const po = (await createPo()).body;
    const response = await owner.post('/api/asns', { purchase_order_id: po.id, ship_date: '2030-01-02', expected_delivery: '2030-01-05', carton_count: 2, lines: [{ sku: 'po-t1', gtin: '4006381333931', qty: 5, lot: 'L1', expiry: '2031-01-01' }, { sku: 'UNKNOWN', qty: 1 }] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'DRAFT', supplier_id: supplier.id, supplier_name: 'Northern Textiles Ltd', location_id: mainLocationId });
    expect(response.body.number).toMatch(/^ASN-\d{6}$/);
    const lines = await app.knex('asn_lines').where({ asn_id: response.body.id }).orderBy('position');
    expect(lines.map((l) => [l.sku, l.product_id, l.gtin, l.qty, l.lot])).toEqual([['po-t1', products[0].id, '4006381333931', 5, 'L1'], ['UNKNOWN', null, null, 1, null]]);
  });

  it('names the invalid fields (GTIN check digit, dates, supplier)', async () => {
    const po = (await createPo()).body;
    const other = (await owner.get(app.listPath('relationships', { filter: { type: 'SUPPLIER', q: 'Pennine' } }))).body[0];
    const gtin = await owner.post('/api/asns', { lines: [{ sku: 'PO-T1', gtin: '4006381333932', qty: 1 }] });
    expect(gtin.status).toBe(400);
    expect(gtin.body.errors).toEqual([{ pointer: '/lines/0/gtin', message: 'has a wrong check digit: the last digit should be 1' }]);
    expect((await owner.post('/api/asns', { lines: [] })).body.errors).toEqual([{ pointer: '/lines', message: 'must have at least 1 item' }]);
    expect((await owner.post('/api/asns', { purchase_order_id: po.id, supplier_id: other.id, lines: [{ sku: 'PO-T1', qty: 1 }] })).body.errors).toEqual([{ pointer: '/supplier_id', message: "is not the purchase order's supplier" }]);
    expect((await owner.post('/api/asns', { ship_date: '2030-01-05', expected_delivery: '2030-01-01', lines: [{ sku: 'PO-T1', qty: 1 }] })).body.errors).toEqual([{ pointer: '/expected_delivery', message: 'is before the ship date' }]);
  });

  it('checks the lines against the purchase order on submit, then runs to RECEIVED', async () => {
    const po = (await createPo()).body;
    const asn = (await owner.post('/api/asns', { purchase_order_id: po.id, lines: [{ sku: 'PO-T1', qty: 11 }, { sku: 'PO-T9', qty: 1 }] })).body;
    const draftPo = await owner.post(`/api/asns/${asn.id}/submit`, {});
    expect(draftPo.status).toBe(409);
    expect(draftPo.body.errors).toEqual([{ pointer: '/purchase_order_id', message: 'is DRAFT' }]);
    await owner.post(`/api/purchase-orders/${po.id}/send`, {});
    const tooMany = await owner.post(`/api/asns/${asn.id}/submit`, {});
    expect(tooMany.body.errors).toEqual([{ pointer: '/lines/0/qty', message: `is more than the 10 of PO-T1 still open on ${po.number}` }, { pointer: '/lines/1/sku', message: `is not on ${po.number}` }]);
    const fixed = await owner.put(`/api/asns/${asn.id}`, { ...asn, lines: [{ sku: 'PO-T1', qty: 10 }, { sku: 'PO-T2', qty: 3 }] });
    expect(fixed.status).toBe(200);
    for (const [step, status] of [['submit', 'SUBMITTED'], ['dispatch', 'IN_TRANSIT'], ['arrive', 'RECEIVING'], ['receive', 'RECEIVED']]) {
      expect((await owner.post(`/api/asns/${asn.id}/${step}`, {})).body.status).toBe(status);
    }
    expect((await owner.post(`/api/asns/${asn.id}/cancel`, {})).body).toMatchObject({ code: 'illegal_transition', currentStatus: 'RECEIVED', allowed: [] });
  });

  it('keeps ASNs within their account and behind `purchaseOrders`', async () => {
    const asn = (await owner.post('/api/asns', { lines: [{ sku: 'PO-T1', qty: 1 }] })).body;
    expect((await globex.get(`/api/asns/${asn.id}`)).status).toBe(404);
    expect((await staff.get(app.listPath('asns'))).status).toBe(403);
    expect((await staff.post('/api/asns', { lines: [{ sku: 'PO-T1', qty: 1 }] })).status).toBe(403);
  });
});

describe('demo data', () => {
  it('has purchase orders in every status, archived ones and ASNs in both merchant accounts', async () => {
    for (const account of ['Acme Trading', 'Globex Retail']) {
      const id = (await app.knex('accounts').where({ name: account }).first('id')).id;
      const statuses = new Set((await app.knex('purchase_orders').where({ account_id: id }).select('status')).map((r) => r.status));
      expect([...statuses].sort()).toEqual(['CANCELLED', 'COMPLETED', 'DRAFT', 'PARTIALLY_RECEIVED', 'RECEIVED', 'SENT']);
      expect(await app.knex('purchase_orders').where({ account_id: id, archived: true }).count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 2 }]);
      expect(Number((await app.knex('asns').where({ account_id: id }).count<{ n: number }[]>({ n: '*' }))[0].n)).toBeGreaterThan(0);
    }
  });
});
