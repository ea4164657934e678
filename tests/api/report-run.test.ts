/**
 * Running saved reports: the run-time date override (validated), totals over everything matching, the row limit,
 * the CSV file (money as decimals, formula cells defused) and who may run what (reports permission, the dataset's
 * entity, the report's account).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let globex: Client;
let partner: Client;
let acmeId: string;
let byStatus: Row;
let records: Row;
const REF = 'RUN-TEST';

beforeAll(async () => {
  app = await startTestApp();
  [owner, staff, globex, partner] = await Promise.all([DEMO.acmeOwner, DEMO.acmeStaff, DEMO.globexOwner, DEMO.partner].map((email) => app.signIn(email)));
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  const customer = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0];
  const product = (await owner.post('/api/products', { sku: 'RUN-1', title: 'Report run product' })).body;
  // Two orders a month apart, one with a channel reference a spreadsheet would run as a formula.
  for (const [date, ref, price] of [['2025-01-10', REF, 1000], ['2025-02-10', `=HYPERLINK("http://evil.example","${REF}")`, 2550]] as const) {
    const created = await owner.post('/api/sales-orders', { customer_id: customer.id, order_date: date, channel_order_ref: ref, price_mode: 'NO_TAX', lines: [{ product_id: product.id, quantity: 1, unit_price: price }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  byStatus = (await owner.post('/api/reports', {
    name: 'Run test: by status', dataset: 'orders', date_range: 'ALL_TIME', group_by: 'status',
    aggregates: [{ fn: 'count' }, { fn: 'sum', field: 'total' }, { fn: 'avg', field: 'total' }], filters: [{ field: 'channel_order_ref', operator: 'contains', value: REF }],
  })).body;
  records = (await owner.post('/api/reports', {
    name: 'Run test: records', dataset: 'orders', date_range: 'ALL_TIME', columns: ['order_date', 'channel_order_ref', 'total', 'currency'],
    filters: [{ field: 'channel_order_ref', operator: 'contains', value: REF }], sort_field: 'order_date', sort_order: 'ASC', row_limit: 1,
  })).body;
  expect(byStatus.id && records.id).toBeTruthy();
});
afterAll(() => app?.close());

describe('GET /api/reports/:id/run', () => {
  it('groups with totals over all records, in the result\'s currency', async () => {
    const run = await owner.get(`/api/reports/${byStatus.id}/run`);
    expect(run.status).toBe(200);
    expect(run.body.rows).toEqual([{ status: 'DRAFT', currency: 'GBP', count: 2, sum_total: 3550, avg_total: 1775 }]);
    expect(run.body.totals).toEqual({ count: 2, sum_total: 3550, avg_total: 1775 });
    expect(run.body.totalsByCurrency).toEqual([{ currency: 'GBP', count: 2, sum_total: 3550, avg_total: 1775 }]);
    expect(run.body).toMatchObject({ total: 1, truncated: false, currency: 'GBP', range: { field: 'order_date', from: null, to: null } });
    expect(run.body.columns).toEqual([
      // An enum column carries the words for its codes (the schema's labels), which screens show; CSV keeps codes.
      { name: 'status', title: 'Status', type: 'string', money: false, labels: expect.objectContaining({ AWAITING_PAYMENT: 'Awaiting payment', ON_HOLD: 'On hold' }) },
      { name: 'currency', title: 'Currency', type: 'string', money: false },
      { name: 'count', title: 'Count', type: 'number', money: false },
      { name: 'sum_total', title: 'sum of Total', type: 'number', money: true },
      { name: 'avg_total', title: 'avg of Total', type: 'number', money: true },
    ]);
  });

  it('overrides the date range for one run, either end open', async () => {
    const february = (await owner.get(`/api/reports/${byStatus.id}/run?from=2025-02-01&to=2025-02-28`)).body;
    expect(february.rows).toEqual([{ status: 'DRAFT', currency: 'GBP', count: 1, sum_total: 2550, avg_total: 2550 }]);
    expect(february.range).toEqual({ field: 'order_date', from: '2025-02-01', to: '2025-02-28' });
    // The last day counts whole.
    expect((await owner.get(`/api/reports/${byStatus.id}/run?to=2025-01-10`)).body.rows).toEqual([{ status: 'DRAFT', currency: 'GBP', count: 1, sum_total: 1000, avg_total: 1000 }]);
    expect((await owner.get(`/api/reports/${byStatus.id}/run?from=2025-03-01`)).body).toMatchObject({ rows: [], total: 0, totals: { count: 0, sum_total: null } });
    // The saved report is unchanged.
    expect(await app.knex('reports').where({ id: byStatus.id }).first('date_range', 'date_from', 'date_to')).toEqual({ date_range: 'ALL_TIME', date_from: null, date_to: null });
  });

  it('refuses a bad date naming the parameter', async () => {
    const bad = await owner.get(`/api/reports/${byStatus.id}/run?from=2025-02-30&to=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    expect(bad.body.errors).toEqual([{ pointer: '/from', message: 'must be a date as YYYY-MM-DD' }, { pointer: '/to', message: 'must be a date as YYYY-MM-DD' }]);
    const reversed = await owner.get(`/api/reports/${byStatus.id}/run.csv?from=2025-02-01&to=2025-01-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([{ pointer: '/to', message: 'is before from' }]);
  });

  it('stops at the row limit, saying so, and totals everything matching', async () => {
    const run = (await owner.get(`/api/reports/${records.id}/run`)).body;
    expect(run).toMatchObject({ total: 2, truncated: true, totals: { total: 3550 }, currency: 'GBP' });
    expect(run.rows).toEqual([{ order_date: '2025-01-10', channel_order_ref: REF, total: 1000, currency: 'GBP' }]);
  });
});

describe('money in several currencies', () => {
  it('never adds currencies together: groups, rows, totals and the CSV are per currency', async () => {
    const customer = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0];
    const product = (await owner.post('/api/products', { sku: 'RUN-EUR', title: 'Report run product, euro' })).body;
    const ref = 'RUN-CURRENCIES';
    for (const [currency, price] of [['GBP', 123400], ['EUR', 5600], ['EUR', 400]] as const) {
      const created = await owner.post('/api/sales-orders', { customer_id: customer.id, currency, order_date: '2024-06-01', channel_order_ref: ref, price_mode: 'NO_TAX', lines: [{ product_id: product.id, quantity: 1, unit_price: price }] });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const filters = [{ field: 'channel_order_ref', operator: 'eq', value: ref }];
    const grouped = (await owner.post('/api/reports', { name: 'Run test: currencies by status', dataset: 'orders', date_range: 'ALL_TIME', group_by: 'status', aggregates: [{ fn: 'count' }, { fn: 'sum', field: 'total' }], filters })).body;
    const run = (await owner.get(`/api/reports/${grouped.id}/run`)).body;
    expect(run.rows).toEqual([{ status: 'DRAFT', currency: 'EUR', count: 2, sum_total: 6000 }, { status: 'DRAFT', currency: 'GBP', count: 1, sum_total: 123400 }]);
    expect(run).toMatchObject({ total: 2, currency: null, totals: { count: 3, sum_total: null } });
    expect(run.totalsByCurrency).toEqual([{ currency: 'EUR', count: 2, sum_total: 6000 }, { currency: 'GBP', count: 1, sum_total: 123400 }]);

    const totalOnly = (await owner.post('/api/reports', { name: 'Run test: currencies total', dataset: 'orders', date_range: 'ALL_TIME', aggregates: [{ fn: 'sum', field: 'total' }], filters })).body;
    expect((await owner.get(`/api/reports/${totalOnly.id}/run`)).body.rows).toEqual([{ currency: 'GBP', sum_total: 123400 }, { currency: 'EUR', sum_total: 6000 }]);

    // A record report without the currency column gets it: each row's money says which currency it is in.
    const records = (await owner.post('/api/reports', { name: 'Run test: currencies records', dataset: 'orders', date_range: 'ALL_TIME', columns: ['channel_order_ref', 'total'], sort_field: 'total', sort_order: 'ASC', filters })).body;
    const listed = (await owner.get(`/api/reports/${records.id}/run`)).body;
    expect(listed.rows).toEqual([{ channel_order_ref: ref, total: 400, currency: 'EUR' }, { channel_order_ref: ref, total: 5600, currency: 'EUR' }, { channel_order_ref: ref, total: 123400, currency: 'GBP' }]);
    expect(listed.totals).toEqual({ total: null });
    expect(listed.totalsByCurrency).toEqual([{ currency: 'EUR', total: 6000 }, { currency: 'GBP', total: 123400 }]);
    expect((await owner.get(`/api/reports/${grouped.id}/run.csv`)).body).toBe(['status,currency,count,sum_total', 'DRAFT,EUR,2,60.00', 'DRAFT,GBP,1,1234.00', ''].join('\r\n'));
    expect((await owner.get(`/api/reports/${records.id}/run.csv`)).body.split('\r\n')).toEqual(['channel_order_ref,total,currency', `${ref},4.00,EUR`, `${ref},56.00,EUR`, `${ref},1234.00,GBP`, '']);
  });
});

describe('GET /api/reports/:id/run.csv', () => {
  it('streams the rows with money as decimals and formula cells defused', async () => {
    await app.knex('reports').where({ id: records.id }).update({ row_limit: 10 });
    const csv = await owner.get(`/api/reports/${records.id}/run.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="Run test records.csv"');
    expect(csv.body).toBe([
      'order_date,channel_order_ref,total,currency',
      `2025-01-10,${REF},10.00,GBP`,
      `2025-02-10,"'=HYPERLINK(""http://evil.example"",""${REF}"")",25.50,GBP`,
      '',
    ].join('\r\n'));
    expect((await owner.get(`/api/reports/${records.id}/run.csv?from=2025-02-01`)).body.split('\r\n')).toHaveLength(3);
  });
});

describe('who may run a report', () => {
  it('keeps reports to their account, behind `reports`, and the dataset behind its own permission', async () => {
    expect((await globex.get(`/api/reports/${byStatus.id}/run`)).status).toBe(404);
    expect((await globex.get(`/api/reports/${byStatus.id}/run.csv`)).status).toBe(404);
    expect((await owner.get('/api/reports/not-a-uuid/run.csv')).status).toBe(404);
    const staffRun = await staff.get(`/api/reports/${byStatus.id}/run.csv`);
    expect(staffRun.status).toBe(403);
    const purchases = (await owner.post('/api/reports', { name: 'Run test: purchases', dataset: 'purchase_orders' })).body;
    const refused = await partner.get(`/api/reports/${purchases.id}/run.csv`, { 'X-Account-Id': acmeId });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('This report reads purchase orders, and your role may not read purchase-orders.');
  });
});
