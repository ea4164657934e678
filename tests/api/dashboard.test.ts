/**
 * `GET /api/dashboard` on a demo-seeded database: every figure is checked against the stored rows, computed here
 * independently in SQL, and the low-stock list reacts to a stock level going short. Permissions: the figures are
 * the ones the caller may read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let owner: Client;
let globex: Client;
let acmeId: string;

beforeAll(async () => {
  app = await startTestApp({ orders: 40 });
  owner = await app.signIn(DEMO.acmeOwner);
  globex = await app.signIn(DEMO.globexOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
});
afterAll(() => app?.close());

const isoDay = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

/** Orders' totals per currency, the account's GBP first, computed here from the stored rows. */
function perCurrency(orders: Array<{ currency: string; total: number | string }>): Array<{ currency: string; amount: number }> {
  const sums = new Map<string, number>();
  for (const o of orders) sums.set(o.currency, (sums.get(o.currency) ?? 0) + Number(o.total));
  return [...sums].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => Number(b.currency === 'GBP') - Number(a.currency === 'GBP') || a.currency.localeCompare(b.currency));
}

describe('dashboard figures', () => {
  it('matches the stored orders: last 30 days, by status, to ship', async () => {
    const res = await owner.get('/api/dashboard');
    expect(res.status).toBe(200);
    const orders = await app.knex('sales_orders').where({ account_id: acmeId }).select('status', 'total', 'order_date', 'currency');
    const since = isoDay(29 * 86_400_000);
    const sales = orders.filter((o) => !['DRAFT', 'CANCELLED'].includes(o.status) && String(o.order_date).slice(0, 10) >= since);
    expect(res.body.last30.orders).toBe(sales.length);
    expect(res.body.last30.sales).toEqual(perCurrency(sales));
    const byStatus: Record<string, number> = {};
    for (const o of orders) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
    expect(res.body.byStatus).toEqual(byStatus);
    expect(res.body.toShip).toBe((byStatus.PAID ?? 0) + (byStatus.PARTIALLY_SHIPPED ?? 0));
    expect(res.body.currency).toBe('GBP');
  });

  it('keeps each currency apart: a euro order adds to a euro figure, never to the pounds', async () => {
    const before = (await owner.get('/api/dashboard')).body;
    const customer = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER' }, range: [0, 0] }))).body[0];
    const product = (await owner.post('/api/products', { sku: 'DASH-EUR-1', title: 'Dashboard euro product' })).body;
    const created = await owner.post('/api/sales-orders', { customer_id: customer.id, currency: 'EUR', price_mode: 'NO_TAX', order_date: isoDay(0), lines: [{ product_id: product.id, quantity: 1, unit_price: 5600 }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const step of ['submit', 'pay']) expect((await owner.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);

    const after = (await owner.get('/api/dashboard')).body;
    const amount = (list: Array<{ currency: string; amount: number }>, currency: string) => list.find((s) => s.currency === currency)?.amount ?? 0;
    expect(amount(after.today.sales, 'GBP')).toBe(amount(before.today.sales, 'GBP'));
    expect(amount(after.today.sales, 'EUR')).toBe(amount(before.today.sales, 'EUR') + 5600);
    expect(amount(after.last30.sales, 'GBP')).toBe(amount(before.last30.sales, 'GBP'));
    expect(amount(after.last30.sales, 'EUR')).toBe(amount(before.last30.sales, 'EUR') + 5600);
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.last30.sales[0].currency).toBe('GBP');
    const day = after.last30.byDay.find((d: { date: string }) => d.date === isoDay(0));
    expect(amount(day.sales, 'EUR')).toBe(amount(after.today.sales, 'EUR'));
  });

  it('lists stock levels at or below their minimum, shortest first, and counts them all', async () => {
    const low = await app.knex('stock_levels').where({ account_id: acmeId }).where('minimum_level', '>', 0).whereRaw('available <= minimum_level');
    const before = await owner.get('/api/dashboard');
    expect(before.body.stockAllowed).toBe(true);
    expect(before.body.lowStockCount).toBe(low.length);

    // Make one level very short: it must come first, with its product and location.
    const level = await app.knex('stock_levels').where({ account_id: acmeId }).where('minimum_level', '>', 0).whereRaw('available > minimum_level').first();
    expect(level, 'the demo data has a level above its minimum').toBeTruthy();
    expect((await owner.post(`/api/stock-levels/${level.id}/count`, { counted: Number(level.allocated) })).status).toBe(200);
    const current = await owner.get(`/api/stock-levels/${level.id}`);
    const updated = await owner.put(`/api/stock-levels/${level.id}`, { ...current.body, minimum_level: 1_000_000 });
    expect(updated.status).toBe(200);

    const after = await owner.get('/api/dashboard');
    expect(after.body.lowStockCount).toBe(low.length + 1);
    const product = await app.knex('products').where({ id: level.product_id }).first('sku', 'title');
    const location = await app.knex('locations').where({ id: level.location_id }).first('name');
    expect(after.body.lowStock[0]).toEqual({
      product_id: level.product_id, sku: product.sku, title: product.title, location: location.name, available: 0, minimum_level: 1_000_000,
    });
    expect(after.body.lowStock.length).toBeLessThanOrEqual(10);
  });

  it('shows each account only its own figures', async () => {
    const acme = await owner.get('/api/dashboard');
    const other = await globex.get('/api/dashboard');
    const globexId = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
    const globexOrders = await app.knex('sales_orders').where({ account_id: globexId }).count({ n: '*' }).first();
    const total = Object.values(other.body.byStatus as Record<string, number>).reduce((n, v) => n + v, 0);
    expect(total).toBe(Number(globexOrders!.n));
    const acmeProducts = acme.body.lowStock.map((r: { product_id: string }) => r.product_id);
    expect(acmeProducts.length).toBeGreaterThan(0);
    for (const row of other.body.lowStock as Array<{ product_id: string }>) {
      expect((await app.knex('products').where({ id: row.product_id }).first('account_id')).account_id).toBe(globexId);
    }
    expect(other.body.lowStock.map((r: { product_id: string }) => r.product_id)).not.toEqual(expect.arrayContaining(acmeProducts));
  });

  it('shows revenue only to those who may run reports: staff working the orders get the counts without money', async () => {
    const staff = await app.signIn(DEMO.acmeStaff);
    const [forStaff, forOwner] = await Promise.all([staff.get('/api/dashboard'), owner.get('/api/dashboard')]);
    expect(forOwner.body.salesAllowed).toBe(true);
    expect(forOwner.body.last30.sales.length).toBeGreaterThan(0);
    expect(forStaff.status).toBe(200);
    expect(forStaff.body.allowed).toBe(true);
    expect(forStaff.body.salesAllowed).toBe(false);
    // The same counts, none of the money.
    expect(forStaff.body.last30.orders).toBe(forOwner.body.last30.orders);
    expect(forStaff.body.toShip).toBe(forOwner.body.toShip);
    expect(forStaff.body.byStatus).toEqual(forOwner.body.byStatus);
    expect(forStaff.body.today.sales).toEqual([]);
    expect(forStaff.body.last30.sales).toEqual([]);
    expect(forStaff.body.last30.byDay.map((d: { orders: number }) => d.orders)).toEqual(forOwner.body.last30.byDay.map((d: { orders: number }) => d.orders));
    expect(forStaff.body.last30.byDay.every((d: { sales: unknown[] }) => d.sales.length === 0)).toBe(true);
  });

  it('is refused to a visitor who is not signed in', async () => {
    expect((await app.anonymous().get('/api/dashboard')).status).toBe(401);
  });
});
