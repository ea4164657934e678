/**
 * Money that adds up (issue 8, items 14, 17, 19): refunds reverse VAT in the period they were given, settlements
 * match on order number and amount and claim an order once, a settlement CSV brings its lines, and the dashboard
 * keeps each currency's figures apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let acmeId: string;
let customerId: string;
let taxes: Record<string, string>;
let product: Row;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0].id;
  taxes = Object.fromEntries(((await owner.get(app.listPath('sales-taxes', { range: [0, 20] }))).body as Row[]).map((t) => [t.code, t.id]));
  product = (await owner.post('/api/products', { sku: 'MONEY-1', title: 'Money test product' })).body;
}, 120_000);
afterAll(() => app?.close());

async function order(body: Row, steps = ['submit', 'pay']): Promise<Row> {
  const created = await owner.post('/api/sales-orders', { customer_id: customerId, ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const step of steps) expect((await owner.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
  return (await owner.get(`/api/sales-orders/${created.body.id}`)).body;
}

async function calculateVat(start: string, end: string): Promise<Row> {
  const report = (await owner.post('/api/vat-reports', { period_start: start, period_end: end })).body;
  const calculated = await owner.post(`/api/vat-reports/${report.id}/calculate`, {});
  expect(calculated.status, JSON.stringify(calculated.body)).toBe(200);
  return calculated.body;
}

describe('VAT returns and refunds', () => {
  it('takes a refund off box 1 and box 6 of the period it was given, split over the refunded lines and shipping', async () => {
    // 2 × 10.00 at 20% and 1 × 10.00 at 5%, shipping 5.00 at 20%: 24.00 + 10.50 + 6.00.
    const sold = await order({ shipping_charge: 500, lines: [
      { product_id: product.id, quantity: 2, unit_price: 1000, tax_id: taxes.STD },
      { product_id: product.id, quantity: 1, unit_price: 1000, tax_id: taxes.RED },
    ] });
    expect(sold).toMatchObject({ total: 4050, tax_total: 550 });
    const shipment = (await owner.post('/api/shipments', { order_id: sold.id, carrier: 'DPD' })).body;
    for (const step of ['create-label', 'ship']) expect((await owner.post(`/api/shipments/${shipment.id}/${step}`, {})).status).toBe(200);
    // One unit of the 20% line comes back; its 12.00 and the 6.00 shipping are refunded.
    const ret = (await owner.post('/api/returns', { order_id: sold.id, lines: [{ order_line_id: sold.lines[0].id, qty: 1, received_qty: 1 }] })).body;
    for (const step of ['authorise', 'receive']) expect((await owner.post(`/api/returns/${ret.id}/${step}`, {})).status).toBe(200);
    const received = (await owner.get(`/api/returns/${ret.id}`)).body;
    expect((await owner.put(`/api/returns/${ret.id}`, { refund_amount: 1800, version: received.version })).status).toBe(200);
    expect((await owner.post(`/api/returns/${ret.id}/refund`, {})).status).toBe(200);

    // The refund is dated in a quarter with no other documents: that quarter's return is the refund alone.
    await app.knex('returns').where({ id: ret.id }).update({ refunded_at: '2018-05-10T12:00:00Z' });
    const refundQuarter = await calculateVat('2018-04-01', '2018-06-30');
    expect(refundQuarter).toMatchObject({ box1_vat_due_sales: -300, box3_total_vat_due: -300, box6_total_sales_ex_vat: -15, box8_total_supplies_ex_vat: 0 });
    expect(refundQuarter.breakdown).toEqual([{ flow: 'SALES', country: 'GB', rate: 20, net: -1500, vat: -300, documents: 1 }]);
    // The quarter before it is untouched.
    expect(await calculateVat('2018-01-01', '2018-03-31')).toMatchObject({ box1_vat_due_sales: 0, box6_total_sales_ex_vat: 0, breakdown: [] });
  });
});
