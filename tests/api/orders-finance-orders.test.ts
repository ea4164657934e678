/**
 * Shipments and returns end to end, against orders made for each test: stored rows (with their lines) checked,
 * invalid bodies naming the field, tenant isolation, permission refusal, the state machines, the order's
 * shipped/returned quantities and status kept in step, shipping more than ordered refused, and the refund limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { countStock } from '../helpers/stock.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let globex: Client;
let partner: Client;
let acmeId: string;
let customerId: string;
let mainLocationId: string;
let products: Row[];
let taxes: Record<string, string>;
const hasStock = () => app.model.entities.some((e) => e.name === 'stock-level');

beforeAll(async () => {
  app = await startTestApp();
  [owner, staff, globex, partner] = await Promise.all([DEMO.acmeOwner, DEMO.acmeStaff, DEMO.globexOwner, DEMO.partner].map((email) => app.signIn(email)));
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0].id;
  mainLocationId = (await app.knex('locations').where({ account_id: acmeId, code: 'MAIN' }).first('id')).id;
  taxes = Object.fromEntries(((await owner.get(app.listPath('sales-taxes', { range: [0, 20] }))).body as Row[]).map((t) => [t.code, t.id]));
  products = [];
  for (const sku of ['OF-A', 'OF-B']) products.push((await owner.post('/api/products', { sku, title: `Order-finance ${sku}`, tax_id: taxes.ZERO })).body);
  // Enough on the shelf for every order these tests ship (shipping takes stock; see tests/api/stock.test.ts).
  for (const product of products) await countStock(owner, app.knex, product.id, mainLocationId, 1000);
});
afterAll(() => app?.close());

/** A paid order of 3 × OF-A at 10.00 (20% VAT) and 2 × OF-B at 5.00 (no tax), shipping 4.95. */
async function paidOrder(steps = ['submit', 'pay']): Promise<Row> {
  const order = (await owner.post('/api/sales-orders', {
    customer_id: customerId, shipping_charge: 495,
    lines: [{ product_id: products[0].id, quantity: 3, unit_price: 1000, tax_id: taxes.STD }, { product_id: products[1].id, quantity: 2, unit_price: 500 }],
  })).body;
  for (const step of steps) expect((await owner.post(`/api/sales-orders/${order.id}/${step}`, {})).status).toBe(200);
  return (await owner.get(`/api/sales-orders/${order.id}`)).body;
}

const orderLines = (orderId: string) => app.knex('sales_order_lines').where({ sales_order_id: orderId }).orderBy('position');
const storedOrder = (orderId: string) => app.knex('sales_orders').where({ id: orderId }).first();

async function stockAt(productId: string): Promise<number> {
  const row = await app.knex('stock_levels').where({ product_id: productId, location_id: mainLocationId }).first('on_hand');
  return Number(row?.on_hand ?? 0);
}

async function shipWhole(order: Row): Promise<Row> {
  const shipment = (await owner.post('/api/shipments', { order_id: order.id, carrier: 'DPD' })).body;
  for (const step of ['create-label', 'ship']) expect((await owner.post(`/api/shipments/${shipment.id}/${step}`, {})).status).toBe(200);
  return shipment;
}

describe('shipments', () => {
  it('creates a PENDING shipment from explicit lines, with the order snapshot and default location', async () => {
    const order = await paidOrder();
    const response = await owner.post('/api/shipments', { order_id: order.id, carrier: ' Royal Mail ', service: 'Tracked 48', lines: [{ sku: 'of-a', qty: 2 }] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'PENDING', order_number: order.number, carrier: 'Royal Mail', location_id: mainLocationId, ship_to: order.ship_to });
    expect(response.body.number).toMatch(/^SHP-\d{6}$/);
    const stored = await app.knex('shipments').where({ id: response.body.id }).first();
    expect(stored).toMatchObject({ account_id: acmeId, order_id: order.id, status: 'PENDING', carrier: 'Royal Mail' });
    const lines = await app.knex('shipment_lines').where({ shipment_id: response.body.id });
    expect(lines.map((l) => [l.order_line_id, l.sku, l.qty])).toEqual([[order.lines[0].id, 'OF-A', 2]]);
  });

  it('defaults the lines to everything still to ship', async () => {
    const order = await paidOrder();
    const response = await owner.post('/api/shipments', { order_id: order.id, carrier: 'DPD' });
    expect(response.status).toBe(201);
    expect(response.body.lines.map((l: Row) => [l.sku, l.qty])).toEqual([['OF-A', 3], ['OF-B', 2]]);
  });

  it('names the invalid fields', async () => {
    const order = await paidOrder();
    // A shipment may be planned before its carrier is chosen; a carrier that is not the account's is refused.
    const unknownCarrier = await owner.post('/api/shipments', { order_id: order.id, carrier_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknownCarrier.status).toBe(400);
    expect(unknownCarrier.body.errors).toContainEqual(expect.objectContaining({ pointer: '/carrier_id' }));
    const tooMany = await owner.post('/api/shipments', { order_id: order.id, carrier: 'DPD', lines: [{ sku: 'OF-A', qty: 2 }, { sku: 'OF-A', qty: 2 }, { sku: 'NOPE', qty: 1 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([
      { pointer: '/lines/2/sku', message: `is on no line of order ${order.number}` },
      { pointer: '/lines/1/qty', message: `is more than the 3 still to ship of OF-A on ${order.number} (3 ordered, 0 shipped)` },
    ]);
    expect(await app.knex('shipments').where({ order_id: order.id })).toEqual([]);
  });

  it('ships: raises shipped_qty, moves the order to PARTIALLY_SHIPPED then SHIPPED, lowers stock, records history', async () => {
    const order = await paidOrder();
    const before = hasStock() ? await stockAt(products[0].id) : 0;
    const first = (await owner.post('/api/shipments', { order_id: order.id, carrier: 'DPD', lines: [{ sku: 'OF-A', qty: 2 }] })).body;
    expect((await owner.post(`/api/shipments/${first.id}/create-label`, {})).body.status).toBe('LABEL_CREATED');
    const shipped = await owner.post(`/api/shipments/${first.id}/ship`, {});
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'SHIPPED' });
    expect(shipped.body.shipped_at).toBeTruthy();
    expect((await orderLines(order.id)).map((l) => l.shipped_qty)).toEqual([2, 0]);
    expect((await storedOrder(order.id)).status).toBe('PARTIALLY_SHIPPED');
    if (hasStock()) expect(await stockAt(products[0].id)).toBe(before - 2);

    await shipWhole(order);
    expect((await orderLines(order.id)).map((l) => l.shipped_qty)).toEqual([3, 2]);
    expect((await storedOrder(order.id)).status).toBe('SHIPPED');
    const history = (await owner.get(`/api/sales-orders/${order.id}/history`)).body.map((h: Row) => [h.transition, h.to_status]);
    expect(history.slice(-2)).toEqual([['ship-partially', 'PARTIALLY_SHIPPED'], ['ship', 'SHIPPED']]);
    expect((await owner.post(`/api/shipments/${first.id}/deliver`, {})).body.status).toBe('DELIVERED');
  });

  it('refuses to ship more than was ordered when another shipment went first, changing nothing', async () => {
    const order = await paidOrder();
    const a = (await owner.post('/api/shipments', { order_id: order.id, carrier: 'DPD', lines: [{ sku: 'OF-A', qty: 3 }] })).body;
    const b = (await owner.post('/api/shipments', { order_id: order.id, carrier: 'Evri', lines: [{ sku: 'OF-A', qty: 2 }] })).body;
    for (const s of [a, b]) await owner.post(`/api/shipments/${s.id}/create-label`, {});
    expect((await owner.post(`/api/shipments/${a.id}/ship`, {})).status).toBe(200);
    const refused = await owner.post(`/api/shipments/${b.id}/ship`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('illegal_transition');
    expect(refused.body.errors).toEqual([{ pointer: '/lines/0/qty', message: `is more than the 0 still to ship of OF-A on ${order.number}: another shipment went meanwhile` }]);
    expect((await orderLines(order.id)).map((l) => l.shipped_qty)).toEqual([3, 0]);
    expect((await app.knex('shipments').where({ id: b.id }).first()).status).toBe('LABEL_CREATED');
  });

  it('refuses to ship an unpaid order', async () => {
    const order = await paidOrder(['submit']);
    const shipment = (await owner.post('/api/shipments', { order_id: order.id, carrier: 'DPD' })).body;
    await owner.post(`/api/shipments/${shipment.id}/create-label`, {});
    const refused = await owner.post(`/api/shipments/${shipment.id}/ship`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('AWAITING_PAYMENT');
  });

  it('answers illegal transitions with 409 and the allowed ones, and locks shipped shipments', async () => {
    const order = await paidOrder();
    const shipment = (await owner.post('/api/shipments', { order_id: order.id, carrier: 'DPD' })).body;
    const early = await owner.post(`/api/shipments/${shipment.id}/ship`, {});
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'illegal_transition', currentStatus: 'PENDING', allowed: ['create-label', 'buy-label', 'cancel'] });
    await owner.post(`/api/shipments/${shipment.id}/create-label`, {});
    const shipped = (await owner.post(`/api/shipments/${shipment.id}/ship`, {})).body;
    expect((await owner.post(`/api/shipments/${shipment.id}/cancel`, {})).body).toMatchObject({ code: 'illegal_transition', allowed: ['deliver', 'deliver-tracked'] });
    const edit = await owner.put(`/api/shipments/${shipment.id}`, { ...shipped, tracking_number: 'CHANGED' });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('read_only_record');
  });

  it('keeps shipments within their account (404) and refuses roles without `orders` (403)', async () => {
    const order = await paidOrder();
    const shipment = (await owner.post('/api/shipments', { order_id: order.id, carrier: 'DPD' })).body;
    expect((await globex.get(`/api/shipments/${shipment.id}`)).status).toBe(404);
    expect((await globex.get(app.listPath('shipments', { range: [0, 999] }))).body.map((s: Row) => s.id)).not.toContain(shipment.id);
    // Staff hold `orders`: shipping is part of fulfilling orders.
    expect((await staff.get(`/api/shipments/${shipment.id}`)).status).toBe(200);
    const productsOnly = await staffWith(['products']);
    expect((await productsOnly.get(app.listPath('shipments'))).status).toBe(403);
    expect((await productsOnly.post('/api/shipments', { order_id: order.id, carrier: 'DPD' })).status).toBe(403);
    expect((await partner.post(`/api/shipments/${shipment.id}/create-label`, {}, { 'X-Account-Id': acmeId })).status).toBe(403);
    expect((await app.knex('shipments').where({ id: shipment.id }).first()).status).toBe('PENDING');
  });
});

let staffCount = 0;
/** A staff member of Acme holding exactly `permissions`. */
async function staffWith(permissions: string[]): Promise<Client> {
  const email = `of-staff-${++staffCount}@acme.test`;
  const created = await owner.post('/api/users', { email, name: 'Test Staff', role: 'staff', permissions, password: 'a-long-test-password' });
  expect(created.status).toBe(201);
  return app.signIn(email, 'a-long-test-password');
}

describe('returns', () => {
  it('creates a REQUESTED return with an RMA number, the order snapshot and its lines', async () => {
    const order = await paidOrder();
    await shipWhole(order);
    const response = await owner.post('/api/returns', { order_id: order.id, customer_comment: 'Too big', lines: [{ sku: 'OF-A', qty: 1, reason: 'Too big' }] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'REQUESTED', order_number: order.number, customer_id: customerId, currency: 'GBP', refund_amount: 0, location_id: mainLocationId });
    expect(response.body.rma_number).toMatch(/^RMA-\d{6}$/);
    expect(await app.knex('returns').where({ id: response.body.id }).first()).toMatchObject({ account_id: acmeId, order_id: order.id, customer_id: customerId });
    const lines = await app.knex('return_lines').where({ return_id: response.body.id });
    expect(lines.map((l) => [l.order_line_id, l.sku, l.qty, l.received_qty, l.damaged_qty, l.reason])).toEqual([[order.lines[0].id, 'OF-A', 1, 0, 0, 'Too big']]);
  });

  it('defaults the lines to every unit not yet returned', async () => {
    const order = await paidOrder();
    const response = await owner.post('/api/returns', { order_id: order.id });
    expect(response.body.lines.map((l: Row) => [l.sku, l.qty])).toEqual([['OF-A', 3], ['OF-B', 2]]);
  });

  it('names the invalid fields', async () => {
    const order = await paidOrder();
    expect((await owner.post('/api/returns', {})).body.errors).toContainEqual({ pointer: '/order_id', message: 'is required' });
    const response = await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'OF-A', qty: 4 }, { sku: 'OF-B', qty: 1, received_qty: 1, damaged_qty: 2 }] });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { pointer: '/lines/0/qty', message: `is more than the 3 of OF-A on ${order.number} not yet returned (3 ordered, 0 returned)` },
      { pointer: '/lines/1/damaged_qty', message: 'cannot be more than the received quantity (1)' },
    ]);
  });

  it('runs authorise → receive → refund, raising returned_qty, the order status and stock (undamaged units only)', async () => {
    const order = await paidOrder();
    await shipWhole(order);
    const before = hasStock() ? await stockAt(products[0].id) : 0;
    const ret = (await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'OF-A', qty: 2, received_qty: 2, damaged_qty: 1 }] })).body;
    expect((await owner.post(`/api/returns/${ret.id}/refund`, {})).body).toMatchObject({ code: 'illegal_transition', allowed: ['authorise', 'reject', 'cancel'] });
    expect((await owner.post(`/api/returns/${ret.id}/authorise`, {})).body.status).toBe('AUTHORISED');
    const received = await owner.post(`/api/returns/${ret.id}/receive`, {});
    expect(received.body).toMatchObject({ status: 'RECEIVED' });
    expect((await orderLines(order.id)).map((l) => l.returned_qty)).toEqual([2, 0]);
    expect((await storedOrder(order.id)).status).toBe('PARTIALLY_RETURNED');
    if (hasStock()) expect(await stockAt(products[0].id)).toBe(before + 1);

    const noAmount = await owner.post(`/api/returns/${ret.id}/refund`, {});
    expect(noAmount.status).toBe(409);
    expect(noAmount.body.errors).toEqual([{ pointer: '/refund_amount', message: 'must be more than 0' }]);
    const current = (await owner.get(`/api/returns/${ret.id}`)).body;
    expect((await owner.put(`/api/returns/${ret.id}`, { refund_amount: 2400, version: current.version })).status).toBe(200);
    expect((await owner.post(`/api/returns/${ret.id}/refund`, {})).body).toMatchObject({ status: 'REFUNDED', refund_amount: 2400 });
    expect((await app.knex('returns').where({ id: ret.id }).first()).refunded_at).toBeTruthy();
  });

  it('refuses a refund above what was paid for the lines plus shipping', async () => {
    // OF-A: 3 × 10.00 + 20% = 36.00 gross, 12.00 a unit; shipping 4.95 + 20% = 5.94; total 51.94.
    const order = await paidOrder();
    expect(order.total).toBe(3600 + 1000 + 594);
    const ok = await owner.post('/api/returns', { order_id: order.id, refund_amount: 1200 + 594, lines: [{ sku: 'OF-A', qty: 1 }] });
    expect(ok.status).toBe(201);
    const over = await owner.post('/api/returns', { order_id: order.id, refund_amount: 1200 + 594 + 1, lines: [{ sku: 'OF-A', qty: 1 }] });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([{ pointer: '/refund_amount', message: 'is more than may be refunded: at most 17.94 GBP: 12.00 GBP paid for these lines plus 5.94 GBP shipping' }]);
    const unpaid = await paidOrder(['submit']);
    const never = await owner.post('/api/returns', { order_id: unpaid.id, refund_amount: 100 });
    expect(never.body.errors).toEqual([{ pointer: '/refund_amount', message: `is more than may be refunded: order ${unpaid.number} was never paid` }]);
  });

  it('keeps returns within their account (404) and refuses roles without `returns` (403)', async () => {
    const order = await paidOrder();
    const ret = (await owner.post('/api/returns', { order_id: order.id })).body;
    expect((await globex.get(`/api/returns/${ret.id}`)).status).toBe(404);
    expect((await staff.get(app.listPath('returns'))).status).toBe(403);
    expect((await staff.post('/api/returns', { order_id: order.id })).status).toBe(403);
    expect((await staff.post(`/api/returns/${ret.id}/authorise`, {})).status).toBe(403);
    const returnsStaff = await staffWith(['returns']);
    expect((await returnsStaff.get(`/api/returns/${ret.id}`)).status).toBe(200);
    expect((await app.knex('returns').where({ id: ret.id }).first()).status).toBe('REQUESTED');
  });

  it('refuses (409, naming the line) a new return for units other open returns already claim', async () => {
    const order = await paidOrder();
    await shipWhole(order);
    const first = await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'OF-A', qty: 2 }] });
    expect(first.status).toBe(201);
    const before = Number((await app.knex('returns').where({ order_id: order.id }).count<{ n: number }[]>({ n: '*' }))[0].n);
    const second = await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'OF-B', qty: 1 }, { sku: 'OF-A', qty: 2 }] });
    expect(second.status).toBe(409);
    expect(second.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(second.body.code).toBe('already_claimed');
    expect(second.body.errors).toEqual([{ pointer: '/lines/1/qty', message: `is more than the 1 of OF-A on ${order.number} left to return: 2 of the 3 not yet returned are already claimed by open return ${first.body.rma_number}` }]);
    expect(Number((await app.knex('returns').where({ order_id: order.id }).count<{ n: number }[]>({ n: '*' }))[0].n)).toBe(before);
    // What is left is still returnable; a return with no lines takes only what no open return claims.
    expect((await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'OF-A', qty: 1 }] })).status).toBe(201);
    const rest = await owner.post('/api/returns', { order_id: order.id });
    expect(rest.status).toBe(201);
    expect(rest.body.lines.map((l: Row) => [l.sku, l.qty])).toEqual([['OF-B', 2]]);
  });

  it('frees the units of a cancelled return, and checks an edit of a return\'s lines against the others', async () => {
    const order = await paidOrder();
    await shipWhole(order);
    const first = (await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'OF-A', qty: 2 }] })).body;
    const second = (await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'OF-A', qty: 1 }] })).body;
    const grown = await owner.put(`/api/returns/${second.id}`, { lines: [{ sku: 'OF-A', qty: 2 }], version: second.version });
    expect(grown.status).toBe(409);
    expect(grown.body.errors).toEqual([{ pointer: '/lines/0/qty', message: `is more than the 1 of OF-A on ${order.number} left to return: 2 of the 3 not yet returned are already claimed by open return ${first.rma_number}` }]);
    expect((await app.knex('return_lines').where({ return_id: second.id })).map((l) => l.qty)).toEqual([1]);
    // Its own units are not counted against it: saving it unchanged is fine.
    expect((await owner.put(`/api/returns/${second.id}`, { lines: [{ sku: 'OF-A', qty: 1 }], version: second.version })).status).toBe(200);
    expect((await owner.post(`/api/returns/${first.id}/cancel`, {})).status).toBe(200);
    const after = (await owner.get(`/api/returns/${second.id}`)).body;
    expect((await owner.put(`/api/returns/${second.id}`, { lines: [{ sku: 'OF-A', qty: 3 }], version: after.version })).status).toBe(200);
    expect((await app.knex('return_lines').where({ return_id: second.id })).map((l) => l.qty)).toEqual([3]);
  });
});

describe('demo data', () => {
  it('has shipments for shipped orders and returns in both merchant accounts', async () => {
    for (const client of [owner, globex]) {
      expect((await client.get(app.listPath('shipments'))).body.length).toBeGreaterThan(0);
      expect((await client.get(app.listPath('returns'))).body.length).toBeGreaterThan(0);
    }
    // Seeded orders' lines carry what their seeded shipments shipped.
    const seeded = await app.knex('shipments').where({ account_id: acmeId }).whereIn('status', ['SHIPPED', 'DELIVERED']).orderBy('number').first('id', 'order_id');
    const shipped = await app.knex('shipment_lines').where({ shipment_id: seeded.id });
    const lines = await orderLines(seeded.order_id);
    for (const line of shipped) expect(lines.find((l) => l.id === line.order_line_id)!.shipped_qty).toBeGreaterThanOrEqual(line.qty);
  });
});
