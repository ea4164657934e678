/**
 * Money that adds up (issue 8, items 14, 17, 19): refunds reverse VAT in the period they were given, settlements
 * match on order number and amount and claim an order once, a settlement CSV brings its lines, and the dashboard
 * keeps each currency's figures apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { countStock } from '../helpers/stock.ts';

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
  // Shipping takes stock: enough on the shelf for the orders shipped here.
  const main = (await app.knex('locations').where({ account_id: acmeId, code: 'MAIN' }).first('id')).id;
  await countStock(owner, app.knex, product.id, main, 1000);
});
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

describe('settlement matching', () => {
  it('matches a sale line on order number and amount, within the settlement\'s tolerance', async () => {
    const sold = await order({ channel_order_ref: 'MATCH-AMOUNT-1', lines: [{ product_id: product.id, quantity: 1, unit_price: 2000, tax_id: taxes.STD }] });
    expect(sold.total).toBe(2400);
    const settlement = (await owner.post('/api/settlements', {
      external_id: 'MONEY-PAYOUT-1', period_start: '2030-04-01', period_end: '2030-04-14',
      lines: [{ type: 'SALE', order_ref: 'MATCH-AMOUNT-1', amount: 2450 }, { type: 'FEE', amount: -300 }],
    })).body;
    expect(settlement).toMatchObject({ match_tolerance: 0, total: 2150 });
    const refused = await owner.post(`/api/settlements/${settlement.id}/match`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ pointer: '/lines/0/amount', message: `is 24.50 GBP but ${sold.number} totals 24.00 GBP (tolerance 0.00 GBP)` }]);
    expect((await app.knex('settlement_lines').where({ settlement_id: settlement.id }).whereNotNull('sales_order_id')).length).toBe(0);

    const current = (await owner.get(`/api/settlements/${settlement.id}`)).body;
    expect((await owner.put(`/api/settlements/${settlement.id}`, { match_tolerance: 50, version: current.version })).status).toBe(200);
    expect((await owner.post(`/api/settlements/${settlement.id}/match`, {})).body.status).toBe('MATCHED');
    expect((await app.knex('settlement_lines').where({ settlement_id: settlement.id }).orderBy('position')).map((l) => l.sales_order_id)).toEqual([sold.id, null]);
  });

  it('refuses a second claim on an order, from another settlement or within one, and an over-refund', async () => {
    const sold = await order({ lines: [{ product_id: product.id, quantity: 1, unit_price: 1000, tax_id: taxes.STD }] });
    const first = (await owner.post('/api/settlements', { external_id: 'MONEY-PAYOUT-2', period_start: '2030-05-01', period_end: '2030-05-14', lines: [{ type: 'SALE', order_ref: sold.number, amount: 1200 }] })).body;
    expect((await owner.post(`/api/settlements/${first.id}/match`, {})).body.status).toBe('MATCHED');

    const second = (await owner.post('/api/settlements', {
      external_id: 'MONEY-PAYOUT-3', period_start: '2030-05-15', period_end: '2030-05-28',
      lines: [{ type: 'SALE', order_ref: sold.number, amount: 1200 }, { type: 'REFUND', order_ref: sold.number, amount: -1300 }],
    })).body;
    const refused = await owner.post(`/api/settlements/${second.id}/match`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      { pointer: '/lines/0/order_ref', message: `${sold.number} is already paid out by settlement MONEY-PAYOUT-2` },
      { pointer: '/lines/1/amount', message: `refunds 13.00 GBP, more than the 12.00 GBP of ${sold.number} (tolerance 0.00 GBP)` },
    ]);

    const other = await order({ lines: [{ product_id: product.id, quantity: 1, unit_price: 500, tax_id: taxes.ZERO }] });
    const twice = (await owner.post('/api/settlements', {
      external_id: 'MONEY-PAYOUT-4', period_start: '2030-06-01', period_end: '2030-06-14',
      lines: [{ type: 'SALE', order_ref: other.number, amount: 500 }, { type: 'SALE', order_ref: other.number, amount: 500 }],
    })).body;
    expect((await owner.post(`/api/settlements/${twice.id}/match`, {})).body.errors).toEqual([
      { pointer: '/lines/1/order_ref', message: `${other.number} is already paid out by line 1 of this settlement` },
    ]);
    // Flagged as an exception and reopened, the first settlement lets go of its order.
    await owner.post(`/api/settlements/${first.id}/flag-exception`, {});
    await owner.post(`/api/settlements/${first.id}/reopen`, {});
    const partial = (await owner.get(`/api/settlements/${second.id}`)).body;
    await owner.put(`/api/settlements/${second.id}`, { lines: [partial.lines[0], { ...partial.lines[1], amount: -600 }], version: partial.version });
    expect((await owner.post(`/api/settlements/${second.id}/match`, {})).body.status).toBe('MATCHED');
  });

  it('imports a settlement CSV with its lines, one row per line, money as decimals', async () => {
    const csv = [
      'external_id,period_start,period_end,currency,lines.type,lines.order_ref,lines.amount,lines.description',
      'CSV-PAYOUT-1,2030-07-01,2030-07-14,GBP,SALE,EBAY-1001,25.00,Mug',
      'CSV-PAYOUT-1,2030-07-01,2030-07-14,GBP,FEE,,-3.20,Final value fee',
      'CSV-PAYOUT-2,2030-07-15,2030-07-28,GBP,SALE,EBAY-1002,10.50,',
      'CSV-PAYOUT-1,2030-07-01,2030-07-14,GBP,ADJUSTMENT,,-0.15,Rounding',
    ].join('\n');
    const preview = await owner.post('/api/settlements/import/preview', { csv });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.rows.map((r: Row) => [r.line, r.action])).toEqual([[2, 'create'], [3, 'create'], [4, 'create'], [5, 'create']]);
    expect(await app.knex('settlements').where({ external_id: 'CSV-PAYOUT-1' }).first()).toBeUndefined();

    const imported = await owner.post('/api/settlements/import', { csv });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const one = await app.knex('settlements').where({ account_id: acmeId, external_id: 'CSV-PAYOUT-1' }).first();
    expect(one).toMatchObject({ total: 2165, status: 'IMPORTED' });
    expect((await app.knex('settlement_lines').where({ settlement_id: one.id }).orderBy('position')).map((l) => [l.type, l.order_ref, l.amount, l.description]))
      .toEqual([['SALE', 'EBAY-1001', 2500, 'Mug'], ['FEE', null, -320, 'Final value fee'], ['ADJUSTMENT', null, -15, 'Rounding']]);
    const two = await app.knex('settlements').where({ account_id: acmeId, external_id: 'CSV-PAYOUT-2' }).first();
    expect((await app.knex('settlement_lines').where({ settlement_id: two.id })).map((l) => [l.type, l.amount])).toEqual([['SALE', 1050]]);
  });

  it('names the row and column of a bad line, writing nothing', async () => {
    const csv = [
      'external_id,period_start,period_end,lines.type,lines.amount',
      'CSV-PAYOUT-3,2030-08-01,2030-08-14,SALE,5.00',
      'CSV-PAYOUT-3,2030-08-01,2030-08-14,FEE,4.00',
      'CSV-PAYOUT-3,2030-08-01,2030-08-14,SALE,1.00',
    ].join('\n');
    const refused = await owner.post('/api/settlements/import', { csv });
    expect(refused.status).toBe(400);
    const notWritten = { pointer: '', message: 'is part of the record of line 2, which was not written' };
    expect(refused.body.rows.map((r: Row) => [r.line, r.action, r.errors])).toEqual([
      [2, 'error', [notWritten]],
      [3, 'error', [{ pointer: '/lines/1/amount', message: 'is money out for a FEE: enter it as a negative amount', column: 'lines.amount' }]],
      [4, 'error', [notWritten]],
    ]);
    const badCell = await owner.post('/api/settlements/import', { csv: 'external_id,period_start,period_end,lines.type,lines.amount\nCSV-PAYOUT-4,2030-08-01,2030-08-14,SALE,12.345' });
    expect(badCell.body.rows[0].errors).toEqual([{ pointer: '/lines/0/amount', message: 'has more than 2 decimals for GBP', column: 'lines.amount' }]);
    expect(await app.knex('settlements').where({ external_id: 'CSV-PAYOUT-3' }).first()).toBeUndefined();
  });
});

/** The tables of a rendered document, each as rows of cell texts. */
function tables(html: string): string[][][] {
  const text = (s: string) => s.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return [...html.matchAll(/<table[\s\S]*?<\/table>/g)].map((t) => [...t[0].matchAll(/<tr[\s\S]*?<\/tr>/g)].map((r) => [...r[0].matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => text(c[1]))));
}
/** `£1,234.56` (or `-£0.05`) in minor units. */
function pence(text: string): number {
  const m = /(-?)£([\d,]+)\.(\d{2})/.exec(text);
  expect(m, `an amount in "${text}"`).toBeTruthy();
  return (m![1] ? -1 : 1) * (Number(m![2].replace(/,/g, '')) * 100 + Number(m![3]));
}
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** The rows of the table whose heading row has these cells first. */
const tableHeaded = (html: string, ...headings: string[]) => tables(html).find((t) => headings.every((h, i) => t[0]?.[i] === h))!;

describe('default documents add up', () => {
  it('print figures that add up to the stored totals: invoice, packing slip, credit note, purchase order', async () => {
    const defaults = (await owner.get(app.listPath('templates', { filter: { is_default: true }, range: [0, 20] }))).body as Row[];
    const template = (type: string) => defaults.find((t) => t.type === type)!;
    expect(defaults.map((t) => t.type).sort()).toEqual(['CREDIT_NOTE', 'INVOICE', 'PACKING_SLIP', 'PURCHASE_ORDER']);
    const render = async (type: string, record: string) => {
      const response = await owner.get(`/api/templates/${template(type).id}/render?record=${record}`);
      expect(response.status).toBe(200);
      return String(response.body);
    };

    // Shipping, an order discount and two tax rates.
    const sold = await order({ shipping_charge: 495, order_discount: 500, lines: [
      { product_id: product.id, quantity: 3, unit_price: 1000, tax_id: taxes.STD },
      { product_id: product.id, quantity: 2, unit_price: 750, tax_id: taxes.RED },
    ] });
    expect(sold).toMatchObject({ subtotal: 4500, discount_total: 500, shipping_total: 495, total: 5194, tax_total: 699 });

    const invoice = await render('INVOICE', sold.id);
    const vatTable = tableHeaded(invoice, 'VAT rate', 'Net', 'VAT').slice(1);
    expect(vatTable.map((r) => r[0])).toEqual(['20%', '5%']);
    expect(sum(vatTable.map((r) => pence(r[1]))) + sum(vatTable.map((r) => pence(r[2])))).toBe(sold.total);
    expect(sum(vatTable.map((r) => pence(r[2])))).toBe(sold.tax_total);
    const totals = Object.fromEntries(tables(invoice).find((t) => t[0]?.[0] === 'Subtotal')!.map((r) => [r[0], pence(r[1])]));
    expect(totals.Subtotal - totals.Discount + totals.Shipping + totals.VAT).toBe(sold.total);
    expect(totals['Total (GBP)']).toBe(sold.total);
    const invoiceLines = tableHeaded(invoice, 'SKU', 'Description').slice(1);
    const shippingGross = sold.total - sum(sold.lines.map((l: Row) => l.gross));
    expect(shippingGross).toBe(594);
    expect(sum(invoiceLines.map((r) => pence(r[7]))) + totals.Shipping + pence(vatTable[0][2]) - sum(sold.lines.filter((l: Row) => Number(l.tax_rate) === 20).map((l: Row) => l.tax))).toBe(sold.total);
    expect(invoice).not.toContain('Paid by');
    const card = (await owner.get(app.listPath('payment-methods', { filter: { code: 'CARD' } }))).body[0];
    expect((await owner.put(`/api/sales-orders/${sold.id}`, { payment_method_id: card.id, version: sold.version })).status).toBe(200);
    expect(await render('INVOICE', sold.id)).toContain('Paid by Card.');

    const slip = await render('PACKING_SLIP', sold.id);
    expect(sum(tableHeaded(slip, 'SKU', 'Description', 'Quantity').slice(1).map((r) => Number(r[2])))).toBe(5);

    // One unit of the 20% line and both of the 5% line come back, with the shipping refunded.
    const shipment = (await owner.post('/api/shipments', { order_id: sold.id, carrier: 'DPD' })).body;
    for (const step of ['create-label', 'ship']) expect((await owner.post(`/api/shipments/${shipment.id}/${step}`, {})).status).toBe(200);
    const ret = (await owner.post('/api/returns', { order_id: sold.id, lines: [{ order_line_id: sold.lines[0].id, qty: 1, received_qty: 1 }, { order_line_id: sold.lines[1].id, qty: 2, received_qty: 2 }] })).body;
    for (const step of ['authorise', 'receive']) expect((await owner.post(`/api/returns/${ret.id}/${step}`, {})).status).toBe(200);
    const refund = Math.round(sold.lines[0].gross / 3) + sold.lines[1].gross + shippingGross;
    const received = (await owner.get(`/api/returns/${ret.id}`)).body;
    expect((await owner.put(`/api/returns/${ret.id}`, { refund_amount: refund, version: received.version })).status).toBe(200);
    const credit = await render('CREDIT_NOTE', ret.id);
    const creditLines = tableHeaded(credit, 'SKU', 'Description').slice(1);
    expect(creditLines.map((r) => r[1])).toEqual([sold.lines[0].description, sold.lines[1].description, 'Shipping']);
    expect(sum(creditLines.map((r) => pence(r[7])))).toBe(refund);
    expect(sum(creditLines.map((r) => pence(r[5]) + pence(r[6])))).toBe(refund);
    const creditText = credit.replace(/<[^>]+>/g, ' ');
    const [subtotal, vat, credited] = [/Subtotal (\S+)/, /VAT (£\S+)/, /Credited (\S+)/].map((re) => pence(re.exec(creditText)![1]));
    expect([subtotal + vat, credited]).toEqual([refund, refund]);

    const supplier = (await owner.get(app.listPath('relationships', { filter: { type: 'SUPPLIER', q: 'Northern Textiles' } }))).body[0];
    const po = (await owner.post('/api/purchase-orders', { supplier_id: supplier.id, currency: 'GBP', lines: [
      { product_id: product.id, qty_ordered: 7, unit_cost: 333, tax_id: taxes.STD }, { product_id: product.id, qty_ordered: 3, unit_cost: 1999, tax_id: taxes.RED },
    ] })).body;
    const printed = await render('PURCHASE_ORDER', po.id);
    const poLines = tableHeaded(printed, 'SKU', 'Supplier SKU').slice(1);
    const poText = printed.replace(/<[^>]+>/g, ' ').replace(/&middot;/g, '·');
    const [net, poVat, total] = [/Net (£\S+)/, /VAT (£\S+)/, /Total (£\S+)/].map((re) => pence(re.exec(poText)![1]));
    expect([net, poVat, total]).toEqual([po.subtotal, po.tax_total, po.total]);
    expect(net + poVat).toBe(total);
    expect(sum(poLines.map((r) => pence(r[7])))).toBe(total);
  });
});
