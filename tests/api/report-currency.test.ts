/**
 * Reports and the dashboard in the account's currency (issue 21, item 2): GBP and EUR orders, each EUR order
 * converted at the rate it kept (its tax point's), rounded per order, summed; the rate stated; nothing dropped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
const REF = 'CURRENCY-REPORT';
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
});
afterAll(() => app?.close());

describe('money in the account\'s currency', () => {
  it('converts GBP and EUR orders at each order\'s kept rate, in reports and on the dashboard', async () => {
    // €1 = £0.85 today (entered by hand); the currency's own rate (0.8523 in the demo) must not be the one used.
    expect((await owner.post('/api/exchange-rates', { currency: 'EUR', rate_date: today, rate_to_base: 0.85, source: 'MANUAL' })).status).toBe(201);
    const before = (await owner.get('/api/dashboard')).body.inBase;
    const customer = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0];
    const product = (await owner.post('/api/products', { sku: 'CUR-RPT', title: 'Currency report product' })).body;
    const orders: Row[] = [];
    for (const [currency, price] of [['GBP', 1234], ['GBP', 5000], ['EUR', 1001], ['EUR', 3333]] as const) {
      const created = await owner.post('/api/sales-orders', { customer_id: customer.id, currency, order_date: today, channel_order_ref: REF, price_mode: 'NO_TAX', lines: [{ product_id: product.id, quantity: 1, unit_price: price }] });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      for (const step of ['submit', 'pay']) expect((await owner.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
      orders.push((await owner.get(`/api/sales-orders/${created.body.id}`)).body);
    }
    expect(orders.map((o) => [o.currency, o.total, Number(o.exchange_rate)])).toEqual([['GBP', 1234, 1], ['GBP', 5000, 1], ['EUR', 1001, 0.85], ['EUR', 3333, 0.85]]);
    // By hand: £12.34 + £50.00 + €10.01 × 0.85 (= £8.5085 → £8.51) + €33.33 × 0.85 (= £28.3305 → £28.33) = £99.18.
    const GBP_TOTAL = 1234 + 5000 + 851 + 2833;
    expect(GBP_TOTAL).toBe(9918);

    const filters = [{ field: 'channel_order_ref', operator: 'eq', value: REF }];
    const grouped = (await owner.post('/api/reports', { name: 'Currency test: by status', dataset: 'orders', date_range: 'ALL_TIME', group_by: 'status', aggregates: [{ fn: 'count' }, { fn: 'sum', field: 'total' }], filters })).body;
    const run = (await owner.get(`/api/reports/${grouped.id}/run`)).body;
    // Still per currency where amounts are shown as they were charged…
    expect(run.totalsByCurrency).toEqual([{ currency: 'EUR', count: 2, sum_total: 4334 }, { currency: 'GBP', count: 2, sum_total: 6234 }]);
    // …and in pounds, at the rates stated, with nothing left out.
    expect(run.inBase).toEqual({
      currency: 'GBP',
      rows: [{ status: 'PAID', records: 4, sum_total: 9918 }],
      totals: { sum_total: 9918 },
      rates: [{ currency: 'EUR', lowest: 0.85, highest: 0.85, records: 2 }, { currency: 'GBP', lowest: 1, highest: 1, records: 2 }],
      unconverted: 0,
    });

    const records = (await owner.post('/api/reports', { name: 'Currency test: records', dataset: 'orders', date_range: 'ALL_TIME', columns: ['number', 'total'], filters })).body;
    expect((await owner.get(`/api/reports/${records.id}/run`)).body.inBase).toMatchObject({ totals: { total: 9918 }, unconverted: 0 });

    // The order kept its rate: a new rate for the day changes nothing in what was converted.
    await app.knex('exchange_rates').where({ currency: 'EUR', rate_date: today }).update({ rate_to_base: 0.9 });
    expect((await owner.get(`/api/reports/${grouped.id}/run`)).body.inBase.totals).toEqual({ sum_total: 9918 });

    const after = (await owner.get('/api/dashboard')).body.inBase;
    expect(after.currency).toBe('GBP');
    expect(after.today - before.today).toBe(9918);
    expect(after.last30 - before.last30).toBe(9918);
    expect(after.rates).toContainEqual(expect.objectContaining({ currency: 'EUR', lowest: expect.any(Number) }));
    expect(after.unconverted).toBe(0);
  });

  it('counts, and leaves out of the converted figures, an order whose currency has no rate at all', async () => {
    const customer = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0];
    const product = (await owner.get(app.listPath('products', { filter: { q: 'CUR-RPT' } }))).body[0];
    const created = await owner.post('/api/sales-orders', { customer_id: customer.id, currency: 'GBP', order_date: today, channel_order_ref: `${REF}-X`, price_mode: 'NO_TAX', lines: [{ product_id: product.id, quantity: 1, unit_price: 700 }] });
    expect(created.status).toBe(201);
    // An order in a currency the account no longer has a rate for (written past the API, as an old import would).
    await app.knex('sales_orders').where({ id: created.body.id }).update({ currency: 'CHF', exchange_rate: null });
    const report = (await owner.post('/api/reports', { name: 'Currency test: unconverted', dataset: 'orders', date_range: 'ALL_TIME', aggregates: [{ fn: 'sum', field: 'total' }], filters: [{ field: 'channel_order_ref', operator: 'eq', value: `${REF}-X` }] })).body;
    const run = (await owner.get(`/api/reports/${report.id}/run`)).body;
    expect(run.totalsByCurrency).toEqual([{ currency: 'CHF', sum_total: 700 }]);
    expect(run.inBase).toMatchObject({ totals: { sum_total: 0 }, rates: [], unconverted: 1 });
  });
});
