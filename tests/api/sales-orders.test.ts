/**
 * Sales orders end to end: a minimal body makes a DRAFT with a server-given number and server-computed totals
 * (checked against the stored order and line rows), the state machine, status history and read-only states.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { countStock } from '../helpers/stock.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;
let customerId: string;
let products: Array<{ id: string; sku: string; title: string }>;
let taxes: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0].id;
  const taxRows = (await owner.get(app.listPath('sales-taxes', { range: [0, 20] }))).body as Array<{ id: string; code: string }>;
  taxes = Object.fromEntries(taxRows.map((t) => [t.code, t.id]));
  // Zero-rated products, so a line's tax is the rate the test names (else nothing).
  products = [];
  for (const sku of ['T-A', 'T-B', 'T-C']) products.push((await owner.post('/api/products', { sku, title: `Test ${sku}`, tax_id: taxes.ZERO })).body);
});
afterAll(() => app?.close());

const createOrder = (body: Record<string, unknown>) => owner.post('/api/sales-orders', { customer_id: customerId, ...body });

describe('creating an order', () => {
  it('makes a DRAFT from customer_id and lines alone, numbered per account', async () => {
    const last = await app.knex('sales_orders').where({ account_id: acmeId }).max<{ n: string }[]>({ n: 'number' });
    const response = await createOrder({ lines: [{ product_id: products[0].id, quantity: 2, unit_price: 1000 }] });
    expect(response.status).toBe(201);
    const expectedNumber = `SO-${String(Number(last[0].n.slice(3)) + 1).padStart(6, '0')}`;
    expect(response.body).toMatchObject({ status: 'DRAFT', number: expectedNumber, customer_name: 'Olivia Bennett (Bennett & Co)', currency: 'GBP', version: 1 });
    expect(response.body.lines[0]).toMatchObject({ sku: 'T-A', description: 'Test T-A', quantity: 2, net: 2000, tax: 0, gross: 2000 });
    expect(response.body.bill_to).toMatchObject({ name: 'Olivia Bennett', country: 'GB' });
    const stored = await app.knex('sales_orders').where({ id: response.body.id }).first();
    expect(stored).toMatchObject({ account_id: acmeId, number: expectedNumber, total: 2000, status: 'DRAFT' });
  });

  it('numbers each account on its own', async () => {
    const globex = await app.signIn(DEMO.globexOwner);
    const globexCustomer = (await globex.get(app.listPath('relationships', { filter: { type: 'CUSTOMER' }, range: [0, 0] }))).body[0];
    const globexProduct = (await globex.get(app.listPath('products', { range: [0, 0] }))).body[0];
    const before = await app.knex('sales_orders').join('accounts', 'accounts.id', 'sales_orders.account_id').where('accounts.name', 'Globex Retail').count<{ n: number }[]>({ n: '*' });
    const response = await globex.post('/api/sales-orders', { customer_id: globexCustomer.id, lines: [{ product_id: globexProduct.id, quantity: 1, unit_price: 100 }] });
    expect(response.body.number).toBe(`SO-${String(Number(before[0].n) + 1).padStart(6, '0')}`);
  });

  it('computes tax per line, spreads the order discount and taxes shipping', async () => {
    const response = await createOrder({
      order_discount: 1000,
      shipping_charge: 499,
      lines: [
        { product_id: products[0].id, quantity: 3, unit_price: 1999, tax_id: taxes.STD },
        { product_id: products[1].id, quantity: 1, unit_price: 1000, tax_id: taxes.RED, discount: 100 },
        { product_id: products[2].id, quantity: 2, unit_price: 250, tax_id: taxes.ZERO },
      ],
    });
    expect(response.status).toBe(201);
    // Line values 5997, 900, 500 (= 7397); discount 1000 spread: 811, 122, and the remainder 67 on the last.
    // Nets 5186, 778, 433; taxes 20% → 1037.2 → 1037, 5% → 38.9 → 39, 0% → 0; shipping 499 at the highest rate 20% → 99.8 → 100.
    const lines = await app.knex('sales_order_lines').where({ sales_order_id: response.body.id }).orderBy('position');
    expect(lines.map((l) => [l.net, l.tax, l.gross, Number(l.tax_rate)])).toEqual([[5186, 1037, 6223, 20], [778, 39, 817, 5], [433, 0, 433, 0]]);
    const stored = await app.knex('sales_orders').where({ id: response.body.id }).first();
    expect(stored).toMatchObject({ subtotal: 7497, discount_total: 1100, shipping_total: 499, tax_total: 1176, total: 5186 + 778 + 433 + 499 + 1176 });
  });

  it('backs the tax out of tax-inclusive prices', async () => {
    const response = await createOrder({ price_mode: 'INCLUSIVE', lines: [{ product_id: products[0].id, quantity: 1, unit_price: 1200, tax_id: taxes.STD }] });
    expect(response.body.lines[0]).toMatchObject({ net: 1000, tax: 200, gross: 1200 });
    expect(response.body.total).toBe(1200);
  });

  it('never takes totals, number or status from the client', async () => {
    const response = await createOrder({ number: 'SO-999999', status: 'PAID', total: 1, lines: [{ product_id: products[0].id, quantity: 1, unit_price: 500, net: 1, tax: 1 }] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'DRAFT', total: 500 });
    expect(response.body.number).not.toBe('SO-999999');
    expect(response.body.lines[0].net).toBe(500);
  });

  it('names the invalid line field with a JSON pointer', async () => {
    const response = await createOrder({ lines: [{ product_id: products[0].id, quantity: 0, unit_price: 100 }, { quantity: 1, unit_price: 5 }] });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([
      { pointer: '/lines/0/quantity', message: 'must be at least 1' },
      { pointer: '/lines/1/product_id', message: 'is required' },
    ]));
  });

  it('refuses a supplier as the customer', async () => {
    const supplier = (await owner.get(app.listPath('relationships', { filter: { type: 'SUPPLIER' }, range: [0, 0] }))).body[0];
    const response = await owner.post('/api/sales-orders', { customer_id: supplier.id, lines: [{ product_id: products[0].id, quantity: 1, unit_price: 1 }] });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toEqual({ pointer: '/customer_id', message: 'must refer to a relationship whose type is CUSTOMER' });
  });

  it('writes nothing when a line is invalid', async () => {
    const before = await app.knex('sales_orders').count<{ n: number }[]>({ n: '*' });
    const response = await createOrder({ lines: [{ product_id: products[0].id, quantity: 1, unit_price: 100 }, { product_id: '00000000-0000-4000-8000-000000000001', quantity: 1, unit_price: 100 }] });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].pointer).toBe('/lines/1/product_id');
    expect((await app.knex('sales_orders').count<{ n: number }[]>({ n: '*' }))[0].n).toBe(before[0].n);
  });
});

describe("the account's default sales tax", () => {
  it('is the tax of a new product that names none, and of a line whose product has none', async () => {
    const settings = await owner.get('/api/general-settings');
    expect(settings.body.default_sales_tax_id).toBe(taxes.STD);
    const named = (await owner.post('/api/products', { sku: 'T-DEFAULT', title: 'Takes the default' })).body;
    expect(named.tax_id).toBe(taxes.STD);
    const untaxed = (await owner.post('/api/products', { sku: 'T-NONE', title: 'No tax on purpose', tax_id: null })).body;
    expect(untaxed.tax_id).toBeNull();

    // A product without a tax is sold at the default (20 %), not silently zero-rated; a line that says no tax keeps none.
    const response = await createOrder({ lines: [
      { product_id: untaxed.id, quantity: 1, unit_price: 1000 },
      { product_id: untaxed.id, quantity: 1, unit_price: 1000, tax_id: null },
    ] });
    expect(response.status).toBe(201);
    expect(response.body.lines[0]).toMatchObject({ tax_id: taxes.STD, tax_rate: 20, net: 1000, tax: 200, gross: 1200 });
    expect(response.body.lines[1]).toMatchObject({ tax_id: null, tax: 0, gross: 1000 });
    expect(response.body).toMatchObject({ tax_total: 200, total: 2200 });
  });
});

describe('editing an order', () => {
  it('replaces the lines and recomputes the totals in one transaction', async () => {
    const order = (await createOrder({ lines: [{ product_id: products[0].id, quantity: 1, unit_price: 1000 }] })).body;
    const response = await owner.put(`/api/sales-orders/${order.id}`, { ...order, lines: [{ product_id: products[1].id, quantity: 4, unit_price: 250 }, { product_id: products[2].id, quantity: 1, unit_price: 1 }] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 1001, version: 2 });
    const lines = await app.knex('sales_order_lines').where({ sales_order_id: order.id }).orderBy('position');
    expect(lines.map((l) => [l.sku, l.quantity])).toEqual([['T-B', 4], ['T-C', 1]]);
  });
});

describe('editing without the lines', () => {
  it('keeps the stored lines when a PUT leaves them out', async () => {
    const order = (await createOrder({ lines: [{ product_id: products[0].id, quantity: 3, unit_price: 700 }] })).body;
    const { lines: _lines, ...withoutLines } = order;
    const response = await owner.put(`/api/sales-orders/${order.id}`, { ...withoutLines, notes: 'Leave at the back door' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ notes: 'Leave at the back door', total: 2100, version: 2 });
    const lines = await app.knex('sales_order_lines').where({ sales_order_id: order.id });
    expect(lines.map((l) => [l.sku, l.quantity])).toEqual([['T-A', 3]]);
  });
});

describe('the order state machine', () => {
  it('runs submit → pay → hold → release → (shipped by its shipment) → complete, recording history', async () => {
    const order = (await createOrder({ lines: [{ product_id: products[0].id, quantity: 1, unit_price: 1000 }] })).body;
    const steps: Array<[string, string]> = [['submit', 'AWAITING_PAYMENT'], ['pay', 'PAID'], ['hold', 'ON_HOLD'], ['release', 'PAID'], ['ship', 'SHIPPED'], ['complete', 'COMPLETED']];
    for (const [transition, status] of steps) {
      if (transition === 'ship') {
        // There is no manual `ship`: a shipment shipped moves the order.
        expect((await owner.post(`/api/sales-orders/${order.id}/ship`, {})).status).toBe(404);
        const location = await app.knex('locations').where({ account_id: acmeId, code: 'MAIN' }).first('id');
        await countStock(owner, app.knex, products[0].id, location.id, 5);
        const shipment = (await owner.post('/api/shipments', { order_id: order.id, carrier: 'DPD' })).body;
        for (const step of ['create-label', 'ship']) expect((await owner.post(`/api/shipments/${shipment.id}/${step}`, {})).status).toBe(200);
        expect((await owner.get(`/api/sales-orders/${order.id}`)).body.status).toBe(status);
        continue;
      }
      const response = await owner.post(`/api/sales-orders/${order.id}/${transition}`, {});
      expect(response.status, transition).toBe(200);
      expect(response.body.status).toBe(status);
    }
    const stored = await app.knex('sales_orders').where({ id: order.id }).first();
    expect(stored).toMatchObject({ status: 'COMPLETED', version: 7 });
    const history = await owner.get(`/api/sales-orders/${order.id}/history`);
    expect(history.body.map((h: { to_status: string }) => h.to_status)).toEqual(steps.map(([, s]) => s));
    expect(history.body[0]).toMatchObject({ transition: 'submit', from_status: 'DRAFT', user_email: DEMO.acmeOwner });
  });

  it('answers an illegal transition with 409 listing the allowed ones', async () => {
    const order = (await createOrder({ lines: [{ product_id: products[0].id, quantity: 1, unit_price: 1000 }] })).body;
    const response = await owner.post(`/api/sales-orders/${order.id}/pay`, {});
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'illegal_transition', currentStatus: 'DRAFT', allowed: ['submit', 'hold', 'cancel'] });
    expect((await app.knex('sales_orders').where({ id: order.id }).first()).status).toBe('DRAFT');
  });

  it('answers an unknown transition with 404', async () => {
    const order = (await createOrder({ lines: [{ product_id: products[0].id, quantity: 1, unit_price: 1 }] })).body;
    expect((await owner.post(`/api/sales-orders/${order.id}/teleport`, {})).status).toBe(404);
  });

  it('refuses a transition based on a stale version', async () => {
    const order = (await createOrder({ lines: [{ product_id: products[0].id, quantity: 1, unit_price: 1 }] })).body;
    await owner.post(`/api/sales-orders/${order.id}/submit`, { version: 1 });
    const response = await owner.post(`/api/sales-orders/${order.id}/cancel`, { version: 1 });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('version_conflict');
  });

  it('makes shipped, completed and cancelled orders read-only', async () => {
    const order = (await createOrder({ lines: [{ product_id: products[0].id, quantity: 1, unit_price: 1 }] })).body;
    const cancelled = (await owner.post(`/api/sales-orders/${order.id}/cancel`, {})).body;
    const edit = await owner.put(`/api/sales-orders/${order.id}`, { ...cancelled, notes: 'too late' });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('read_only_record');
    expect((await owner.delete(`/api/sales-orders/${order.id}`)).status).toBe(409);
  });

  it('lets staff with the orders permission run transitions, and refuses the partner', async () => {
    const staff = await app.signIn(DEMO.acmeStaff);
    const partner = await app.signIn(DEMO.partner);
    const order = (await createOrder({ lines: [{ product_id: products[0].id, quantity: 1, unit_price: 1 }] })).body;
    expect((await partner.post(`/api/sales-orders/${order.id}/submit`, {})).status).toBe(403);
    expect((await staff.post(`/api/sales-orders/${order.id}/submit`, {})).status).toBe(200);
  });
});
