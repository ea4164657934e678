/**
 * Finance, reporting and tax compliance end to end: saved reports (fields whitelisted per dataset) and running
 * them with the runner's own permissions; settlements (signed lines, total, matching to orders); VAT returns
 * computed on known data; the platform's invoices (admin writes, members read); tax compliance applications
 * (account flags, the reviewer's steps). Each with valid and invalid creates, tenant isolation and refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let globex: Client;
let partner: Client;
let admin: Client;
let acmeId: string;
let customerId: string;
let taxes: Record<string, string>;
let product: Row;
const inAcme = () => ({ 'X-Account-Id': acmeId });

beforeAll(async () => {
  app = await startTestApp();
  [owner, staff, globex, partner, admin] = await Promise.all([DEMO.acmeOwner, DEMO.acmeStaff, DEMO.globexOwner, DEMO.partner, DEMO.admin].map((email) => app.signIn(email)));
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0].id;
  taxes = Object.fromEntries(((await owner.get(app.listPath('sales-taxes', { range: [0, 20] }))).body as Row[]).map((t) => [t.code, t.id]));
  product = (await owner.post('/api/products', { sku: 'FIN-1', title: 'Finance test product', tax_id: taxes.ZERO })).body;
});
afterAll(() => app?.close());

async function order(body: Row, steps = ['submit', 'pay']): Promise<Row> {
  const created = await owner.post('/api/sales-orders', { customer_id: customerId, ...body });
  expect(created.status).toBe(201);
  for (const step of steps) expect((await owner.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
  return (await owner.get(`/api/sales-orders/${created.body.id}`)).body;
}

describe('reports', () => {
  it('saves a report, filling the dataset default columns and date field', async () => {
    const response = await owner.post('/api/reports', { name: 'Test: all orders', dataset: 'orders', date_range: 'ALL_TIME' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ columns: ['number', 'order_date', 'customer_name', 'status', 'total', 'currency'], date_field: 'order_date', chart_type: 'TABLE', row_limit: 1000 });
    expect(await app.knex('reports').where({ id: response.body.id }).first()).toMatchObject({ account_id: acmeId, dataset: 'orders', name: 'Test: all orders' });
  });

  it('refuses fields the dataset does not offer, naming each', async () => {
    const response = await owner.post('/api/reports', {
      name: 'Test: bad', dataset: 'orders', columns: ['number', 'account_id', 'notes; drop table x'],
      filters: [{ field: 'total', operator: 'contains', value: 'x' }, { field: 'status', operator: 'eq' }],
      group_by: 'customer_name', aggregates: [{ fn: 'sum', field: 'status' }], date_field: 'status',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([
      { pointer: '/columns/2', message: 'has the wrong form' },
    ]));
    const fields = await owner.post('/api/reports', {
      name: 'Test: bad fields', dataset: 'orders', columns: ['number', 'account_id'],
      filters: [{ field: 'total', operator: 'contains', value: 'x' }, { field: 'status', operator: 'eq' }],
      group_by: 'customer_name', aggregates: [{ fn: 'sum', field: 'status' }], date_field: 'status',
    });
    expect(fields.body.errors).toEqual([
      { pointer: '/columns/1', message: 'is not a field of the orders dataset' },
      { pointer: '/filters/0/operator', message: 'contains works on text fields; total is not one' },
      { pointer: '/filters/0/value', message: 'does not fit total (integer)' },
      { pointer: '/filters/1/value', message: 'is required for eq (use is_null for empty values)' },
      { pointer: '/aggregates/0/field', message: 'sum needs a number field; status is not one' },
      { pointer: '/date_field', message: 'status is not a date' },
    ]);
  });

  it('runs: grouped sums and filtered records on known orders, and CSV', async () => {
    const ref = 'REPORT-TEST-1';
    await order({ channel_order_ref: ref, lines: [{ product_id: product.id, quantity: 2, unit_price: 1500 }] });
    await order({ channel_order_ref: ref, lines: [{ product_id: product.id, quantity: 1, unit_price: 700 }] }, ['submit']);
    const grouped = (await owner.post('/api/reports', { name: 'Test: by status', dataset: 'orders', date_range: 'ALL_TIME', group_by: 'status', aggregates: [{ fn: 'count' }, { fn: 'sum', field: 'total' }], sort_field: 'status', sort_order: 'ASC', filters: [{ field: 'channel_order_ref', operator: 'eq', value: ref }] })).body;
    const run = await owner.get(`/api/reports/${grouped.id}/run`);
    expect(run.status).toBe(200);
    expect(run.body.rows).toEqual([{ status: 'AWAITING_PAYMENT', currency: 'GBP', count: 1, sum_total: 700 }, { status: 'PAID', currency: 'GBP', count: 1, sum_total: 3000 }]);
    expect(run.body.columns.map((c: Row) => c.name)).toEqual(['status', 'currency', 'count', 'sum_total']);

    const lines = (await owner.post('/api/reports', { name: 'Test: lines', dataset: 'order_lines', date_range: 'THIS_YEAR', columns: ['order_number', 'sku', 'quantity'], filters: [{ field: 'sku', operator: 'eq', value: 'FIN-1' }, { field: 'order_status', operator: 'in', values: ['PAID'] }] })).body;
    const linesRun = (await owner.get(`/api/reports/${lines.id}/run`)).body;
    expect(linesRun).toMatchObject({ total: 1, truncated: false });
    expect(linesRun.rows[0]).toMatchObject({ sku: 'FIN-1', quantity: 2 });
    const csv = await owner.get(`/api/reports/${lines.id}/run?format=csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body).toBe(`order_number,sku,quantity\r\n${linesRun.rows[0].order_number},FIN-1,2\r\n`);
  });

  it('runs with the runner\'s permissions: the dataset\'s entity, the account, the reports permission', async () => {
    const orders = (await owner.post('/api/reports', { name: 'Test: orders for the partner', dataset: 'orders', date_range: 'ALL_TIME' })).body;
    const purchases = (await owner.post('/api/reports', { name: 'Test: purchases', dataset: 'purchase_orders', date_range: 'ALL_TIME' })).body;
    // The partner holds orders and reports (read-only) for its client Acme, not purchase orders.
    const partnerRun = await partner.get(`/api/reports/${orders.id}/run`, inAcme());
    expect(partnerRun.status).toBe(200);
    expect(partnerRun.body.total).toBe(Number((await app.knex('sales_orders').where({ account_id: acmeId }).count<{ n: number }[]>({ n: '*' }))[0].n));
    const refused = await partner.get(`/api/reports/${purchases.id}/run`, inAcme());
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('This report reads purchase orders, and your role may not read purchase-orders.');
    // Staff hold orders but not reports; Globex cannot see Acme's report at all.
    expect((await staff.get(`/api/reports/${orders.id}/run`)).status).toBe(403);
    expect((await globex.get(`/api/reports/${orders.id}/run`)).status).toBe(404);
    // The admin reads every account, but a report runs in its own account only.
    const adminRun = (await admin.get(`/api/reports/${orders.id}/run`)).body;
    expect(adminRun.total).toBe(partnerRun.body.total);
  });

  it('keeps reports within their account and behind `reports`', async () => {
    const report = (await owner.post('/api/reports', { name: 'Test: private', dataset: 'products' })).body;
    expect((await globex.get(`/api/reports/${report.id}`)).status).toBe(404);
    expect((await staff.get(app.listPath('reports'))).status).toBe(403);
    expect((await staff.post('/api/reports', { name: 'Staff report', dataset: 'products' })).status).toBe(403);
  });
});

describe('settlements', () => {
  it('stores the lines and their total, and refuses lines with the wrong sign', async () => {
    const response = await owner.post('/api/settlements', {
      external_id: 'TEST-PAYOUT-1', period_start: '2030-01-01', period_end: '2030-01-14',
      lines: [{ type: 'SALE', order_ref: 'X', amount: 5000 }, { type: 'FEE', amount: -640 }, { type: 'ADJUSTMENT', amount: -15 }],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'IMPORTED', total: 4345, currency: 'GBP' });
    expect((await app.knex('settlement_lines').where({ settlement_id: response.body.id }).orderBy('position')).map((l) => [l.type, l.amount])).toEqual([['SALE', 5000], ['FEE', -640], ['ADJUSTMENT', -15]]);
    const wrong = await owner.post('/api/settlements', { external_id: 'TEST-PAYOUT-2', period_start: '2030-01-15', period_end: '2030-01-14', lines: [{ type: 'FEE', amount: 640 }, { type: 'BONUS', amount: 1 }] });
    expect(wrong.status).toBe(400);
    // The period and the signs are the schemas' rules now: every problem is named at once.
    expect(wrong.body.errors).toEqual([
      { pointer: '/period_end', message: 'is before the period start' },
      { pointer: '/lines/0/amount', message: 'is money out for a FEE: enter it as a negative amount' },
      { pointer: '/lines/1/type', message: 'must be one of SALE, REFUND, FEE, SHIPPING_LABEL, ADJUSTMENT' },
    ]);
    const sign = await owner.post('/api/settlements', { external_id: 'TEST-PAYOUT-2', period_start: '2030-01-15', period_end: '2030-01-14', lines: [{ type: 'FEE', amount: 640 }] });
    expect(sign.body.errors).toEqual([{ pointer: '/period_end', message: 'is before the period start' }, { pointer: '/lines/0/amount', message: 'is money out for a FEE: enter it as a negative amount' }]);
  });

  it('matches sale lines to orders, refusing unknown refs, then posts', async () => {
    const sold = await order({ channel_order_ref: 'EBAY-777', lines: [{ product_id: product.id, quantity: 1, unit_price: 2000 }] });
    const settlement = (await owner.post('/api/settlements', {
      external_id: 'TEST-PAYOUT-3', period_start: '2030-02-01', period_end: '2030-02-14', reported_total: 1500,
      lines: [{ type: 'SALE', order_ref: 'EBAY-777', amount: 2000 }, { type: 'SALE', order_ref: 'NOPE-1', amount: 100 }, { type: 'FEE', amount: -500 }],
    })).body;
    const mismatch = await owner.post(`/api/settlements/${settlement.id}/match`, {});
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.errors).toEqual([{ pointer: '/reported_total', message: "differs from the lines' total (16.00 GBP)" }]);
    const early = await owner.post(`/api/settlements/${settlement.id}/post`, {});
    expect(early.body).toMatchObject({ code: 'illegal_transition', allowed: ['match', 'flag-exception'] });
    const current = (await owner.get(`/api/settlements/${settlement.id}`)).body;
    await owner.put(`/api/settlements/${settlement.id}`, { reported_total: 1600, version: current.version });
    const unknown = await owner.post(`/api/settlements/${settlement.id}/match`, {});
    expect(unknown.body.errors).toEqual([{ pointer: '/lines/1/order_ref', message: 'NOPE-1 matches no order' }]);
    const fixed = (await owner.get(`/api/settlements/${settlement.id}`)).body;
    await owner.put(`/api/settlements/${settlement.id}`, { reported_total: sold.total - 500, lines: [{ type: 'SALE', order_ref: sold.number, amount: sold.total }, { type: 'FEE', amount: -500 }], version: fixed.version });
    const matched = await owner.post(`/api/settlements/${settlement.id}/match`, {});
    expect(matched.body.status).toBe('MATCHED');
    expect((await app.knex('settlement_lines').where({ settlement_id: settlement.id }).orderBy('position')).map((l) => l.sales_order_id)).toEqual([sold.id, null]);
    expect((await owner.post(`/api/settlements/${settlement.id}/post`, {})).body.status).toBe('POSTED');
  });

  it('lets those who may run reports read settlements, only `xero` holders change them, staff working the orders neither; keeps them per account', async () => {
    const settlement = (await owner.post('/api/settlements', { external_id: 'TEST-PAYOUT-4', period_start: '2030-03-01', period_end: '2030-03-14' })).body;
    // The payouts are the business's money: a member of staff who works the orders does not read them.
    expect((await staff.get(`/api/settlements/${settlement.id}`)).status).toBe(403);
    expect((await staff.get(app.listPath('settlements'))).status).toBe(403);
    await owner.post('/api/users', { email: 'reports.only@acme.test', name: 'Reports Only', role: 'staff', permissions: ['reports'], password: 'reports only password' });
    const reporter = await app.signIn('reports.only@acme.test', 'reports only password');
    expect((await reporter.get(`/api/settlements/${settlement.id}`)).status).toBe(200);
    expect((await reporter.post(`/api/settlements/${settlement.id}/match`, {})).status).toBe(403);
    expect((await staff.post('/api/settlements', { external_id: 'STAFF-1', period_start: '2030-03-01', period_end: '2030-03-14' })).status).toBe(403);
    expect((await staff.post(`/api/settlements/${settlement.id}/match`, {})).status).toBe(403);
    expect((await globex.get(`/api/settlements/${settlement.id}`)).status).toBe(404);
  });
});

describe('VAT reports', () => {
  it('computes boxes 1–9 and the breakdown from known orders and purchase orders of the period', async () => {
    const frSupplier = (await owner.post('/api/relationships', { type: 'SUPPLIER', name: 'Verrerie de Lyon', currency: 'GBP', addresses: [{ kind: 'BILLING', line1: '3 rue Neuve', city: 'Lyon', country: 'FR' }] })).body;
    const gbSupplier = (await owner.get(app.listPath('relationships', { filter: { type: 'SUPPLIER', q: 'Northern Textiles' } }))).body[0];
    const date = '2019-02-15';
    // Sales: 2 × 10.00 at 20% plus 5.00 shipping (taxed at 20%) to GB; 40.00 to Germany, a zero-rated export (box 6
    // only, never box 8: that is for Northern Ireland's dispatches, issue 21); an unpaid order, left out; a euro order
    // to GB, €50.00 + €10.00 VAT, converted at EUR's rate 0.8523 (no dated rate): £42.615 → 4,262 and £8.523 → 852.
    await order({ order_date: date, shipping_charge: 500, lines: [{ product_id: product.id, quantity: 2, unit_price: 1000, tax_id: taxes.STD }] });
    await order({ order_date: date, ship_to: { line1: '1 Hauptstraße', city: 'Berlin', country: 'DE' }, lines: [{ product_id: product.id, quantity: 1, unit_price: 4000, tax_id: taxes.ZERO }] });
    await order({ order_date: date, lines: [{ product_id: product.id, quantity: 1, unit_price: 99999, tax_id: taxes.STD }] }, ['submit']);
    await order({ order_date: date, currency: 'EUR', lines: [{ product_id: product.id, quantity: 1, unit_price: 5000, tax_id: taxes.STD }] });
    // Purchases: 6 of 10 × 3.00 received from the GB supplier, 5 × 10.00 from the French one (all at 20%).
    const gb = (await owner.post('/api/purchase-orders', { supplier_id: gbSupplier.id, currency: 'GBP', order_date: date, lines: [{ product_id: product.id, qty_ordered: 10, unit_cost: 300, tax_id: taxes.STD }] })).body;
    await owner.post(`/api/purchase-orders/${gb.id}/send`, {});
    expect((await owner.post(`/api/purchase-orders/${gb.id}/receive`, { lines: [{ line_id: gb.lines[0].id, qty: 6 }] })).status).toBe(200);
    const fr = (await owner.post('/api/purchase-orders', { supplier_id: frSupplier.id, order_date: date, lines: [{ product_id: product.id, qty_ordered: 5, unit_cost: 1000, tax_id: taxes.STD }] })).body;
    for (const step of ['send', 'receive-all']) await owner.post(`/api/purchase-orders/${fr.id}/${step}`, {});

    const report = (await owner.post('/api/vat-reports', { period_start: '2019-01-01', period_end: '2019-03-31' })).body;
    expect(report).toMatchObject({ status: 'DRAFT', period_key: '19AC', box1_vat_due_sales: 0 });
    const calculated = await owner.post(`/api/vat-reports/${report.id}/calculate`, {});
    expect(calculated.status).toBe(200);
    expect(calculated.body).toMatchObject({
      status: 'CALCULATED',
      box1_vat_due_sales: 500 + 852, box2_vat_due_acquisitions: 0, box3_total_vat_due: 1352, box4_vat_reclaimed: 360 + 1000,
      box5_net_vat: 8, net_vat_due: 'REPAYABLE',
      // Box 6: 2,500 + 4,000 + 4,262 = 10,762 pence → £107.
      box6_total_sales_ex_vat: 107, box7_total_purchases_ex_vat: 68, box8_total_supplies_ex_vat: 0, box9_total_acquisitions_ex_vat: 50,
      excluded_documents: 0,
    });
    expect(calculated.body.breakdown).toEqual([
      { flow: 'PURCHASES', country: 'FR', rate: 20, net: 5000, vat: 1000, documents: 1 },
      { flow: 'PURCHASES', country: 'GB', rate: 20, net: 1800, vat: 360, documents: 1 },
      { flow: 'SALES', country: 'DE', rate: 0, net: 4000, vat: 0, documents: 1 },
      { flow: 'SALES', country: 'GB', rate: 20, net: 2500 + 4262, vat: 500 + 852, documents: 2 },
    ]);
    expect(await app.knex('vat_reports').where({ id: report.id }).first()).toMatchObject({ box5_net_vat: 8, box6_total_sales_ex_vat: 107, status: 'CALCULATED' });

    // Submitting sends the return to HMRC (the demo's sandbox connection; tests/api/mtd-vat.test.ts covers MTD):
    // HMRC is given an open obligation for this quarter first.
    const obligation = await fetch(`${app.baseUrl}/sandbox/hmrc/_control/obligations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vrn: '434031494', periodKey: '19AC', start: '2019-01-01', end: '2019-03-31' }) });
    expect(obligation.status).toBe(201);
    const browser = { device_id: '5d0b8d2e-7f0b-4d4e-9a51-1c7e3b1f9a10', js_user_agent: 'Mozilla/5.0', screens: [{ width: 1440, height: 900, scaling_factor: 1, colour_depth: 24 }], window_width: 1440, window_height: 800, timezone_offset_minutes: 0 };
    const submitted = await owner.post(`/api/vat-reports/${report.id}/submit`, { finalised: true, browser });
    expect(submitted.body).toMatchObject({ status: 'SUBMITTED', form_bundle_number: expect.stringMatching(/^\d{12}$/) });
    const again = (await owner.post('/api/vat-reports', { period_start: '2019-01-01', period_end: '2019-03-31' })).body;
    await owner.post(`/api/vat-reports/${again.id}/calculate`, {});
    const twice = await owner.post(`/api/vat-reports/${again.id}/submit`, { finalised: true, browser });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual([{ pointer: '/period_key', message: 'is already submitted' }]);
  });

  it('names invalid fields, refuses illegal transitions, and keeps reports per account and behind `salesTaxes`', async () => {
    const bad = await owner.post('/api/vat-reports', { period_start: '2030-04-01', period_end: '2030-03-31', period_key: 'Q1-30' });
    expect(bad.body.errors).toEqual([{ pointer: '/period_end', message: 'is before the period start' }, { pointer: '/period_key', message: 'has the wrong form' }]);
    expect((await owner.post('/api/vat-reports', { period_start: '2030-04-01', period_end: '2030-03-31' })).body.errors).toEqual([{ pointer: '/period_end', message: 'is before the period start' }]);
    const future = (await owner.post('/api/vat-reports', { period_start: '2099-01-01', period_end: '2099-03-31' })).body;
    expect((await owner.post(`/api/vat-reports/${future.id}/submit`, { finalised: true })).body).toMatchObject({ code: 'illegal_transition', allowed: ['calculate'] });
    await owner.post(`/api/vat-reports/${future.id}/calculate`, {});
    expect((await owner.post(`/api/vat-reports/${future.id}/submit`, { finalised: true })).body.detail).toContain('after its period has ended');
    expect((await staff.get(`/api/vat-reports/${future.id}`)).status).toBe(403);
    expect((await staff.post(`/api/vat-reports/${future.id}/reopen`, {})).status).toBe(403);
    expect((await staff.post('/api/vat-reports', { period_start: '2030-01-01', period_end: '2030-03-31' })).status).toBe(403);
    expect((await globex.get(`/api/vat-reports/${future.id}`)).status).toBe(404);
  });
});

describe('invoices', () => {
  it('are written by platform admins, computed by the server, and read by every member of the account', async () => {
    const body = { period_start: '2030-01-01', period_end: '2030-01-31', lines: [{ description: 'Growth plan', unit_amount: 7900 }, { description: 'Extra orders', quantity: 33, unit_amount: 5, tax_rate: 20 }] };
    expect((await owner.post('/api/invoices', body)).status).toBe(403);
    const created = await admin.post('/api/invoices', body, inAcme());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'DRAFT', account_id: acmeId, net: 8065, tax: 1580 + 33, total: 8065 + 1613 });
    expect(created.body.number).toMatch(/^INV-\d{6}$/);
    expect((await app.knex('invoice_lines').where({ invoice_id: created.body.id }).orderBy('position')).map((l) => [l.net, l.tax, l.gross])).toEqual([[7900, 1580, 9480], [165, 33, 198]]);
    expect((await staff.get(`/api/invoices/${created.body.id}`)).status).toBe(200);
    expect((await owner.post(`/api/invoices/${created.body.id}/issue`, {})).status).toBe(403);
    expect((await globex.get(`/api/invoices/${created.body.id}`)).status).toBe(404);

    const issued = await admin.post(`/api/invoices/${created.body.id}/issue`, {}, inAcme());
    const today = new Date().toISOString().slice(0, 10);
    expect(issued.body).toMatchObject({ status: 'OPEN', issue_date: today, due_date: new Date(Date.parse(today) + 14 * 86_400_000).toISOString().slice(0, 10) });
    expect((await admin.post(`/api/invoices/${created.body.id}/pay`, {}, inAcme())).body.status).toBe('PAID');
    expect((await admin.post(`/api/invoices/${created.body.id}/void`, {}, inAcme())).body).toMatchObject({ code: 'illegal_transition', currentStatus: 'PAID', allowed: [] });
  });

  it('names the invalid fields', async () => {
    const response = await admin.post('/api/invoices', { period_start: '2030-01-01', period_end: '2030-01-31', lines: [{ unit_amount: -1 }] }, inAcme());
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/lines/0/description', message: 'is required' }, { pointer: '/lines/0/unit_amount', message: 'must be at least 0' }]);
  });
});

describe('tax compliance applications', () => {
  const body = { country: 'DE', scheme: 'VAT', company_name: 'Acme Trading Ltd', vat_number: 'GB980780684', company_address: { line1: '4 Mill Lane', city: 'Leeds', country: 'GB' } };

  it('lets members of an account with the flags apply, and refuses without them (403)', async () => {
    const created = await owner.post('/api/tax-compliance-applications', { ...body, issued_number: 'SNEAKY' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'DRAFT', country: 'DE', scheme: 'VAT', issued_number: null });
    expect(await app.knex('tax_compliance_applications').where({ id: created.body.id }).first()).toMatchObject({ account_id: acmeId, company_name: 'Acme Trading Ltd' });
    expect((await staff.get(`/api/tax-compliance-applications/${created.body.id}`)).status).toBe(200);
    const refused = await globex.post('/api/tax-compliance-applications', body);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain('goldenTicket and vatTaxes');
    // Without the flags no rule covers the resource at all: 403 before any lookup (x-entity.flags).
    expect((await globex.get(`/api/tax-compliance-applications/${created.body.id}`)).status).toBe(403);
    expect(await app.knex('tax_compliance_applications').where({ company_name: 'Acme Trading Ltd' }).whereNot({ account_id: acmeId })).toEqual([]);
  });

  it('names the invalid fields', async () => {
    const response = await owner.post('/api/tax-compliance-applications', { country: 'GB', scheme: 'IOSS', company_name: 'Acme', vat_number: 'GB123' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/vat_number', message: 'must be GB followed by 9 or 12 digits' }]);
    const eu = await owner.post('/api/tax-compliance-applications', { country: 'GB', scheme: 'IOSS', company_name: 'Acme' });
    expect(eu.body.errors).toEqual([{ pointer: '/country', message: 'must be an EU member state for IOSS: that is where the registration is made' }]);
  });

  it('runs submit → review ↔ information → approval, the reviewer\'s steps for admins only', async () => {
    const app1 = (await owner.post('/api/tax-compliance-applications', body)).body;
    expect((await owner.post(`/api/tax-compliance-applications/${app1.id}/submit`, {})).body.status).toBe('SUBMITTED');
    const locked = await owner.put(`/api/tax-compliance-applications/${app1.id}`, { company_name: 'Renamed', version: 2 });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('read_only_record');
    expect((await owner.post(`/api/tax-compliance-applications/${app1.id}/start-review`, {})).status).toBe(403);
    expect((await admin.post(`/api/tax-compliance-applications/${app1.id}/start-review`, {})).body.status).toBe('IN_REVIEW');
    const noQuestion = await admin.post(`/api/tax-compliance-applications/${app1.id}/request-info`, {});
    expect(noQuestion.body.errors).toEqual([{ pointer: '/info_request', message: 'is required to request information' }]);
    await admin.put(`/api/tax-compliance-applications/${app1.id}`, { info_request: 'A bank statement, please.', version: 3 });
    expect((await admin.post(`/api/tax-compliance-applications/${app1.id}/request-info`, {})).body.status).toBe('INFO_REQUESTED');
    const answered = await owner.put(`/api/tax-compliance-applications/${app1.id}`, { documents: [{ type: 'BANK_STATEMENT', name: 'Statement.pdf', url: 'https://files.example/statement.pdf' }], version: 5 });
    expect(answered.status).toBe(200);
    expect((await owner.post(`/api/tax-compliance-applications/${app1.id}/resubmit`, {})).body.status).toBe('IN_REVIEW');
    const early = await admin.post(`/api/tax-compliance-applications/${app1.id}/approve`, {});
    expect(early.body.errors).toEqual([{ pointer: '/issued_number', message: 'is required to approve' }, { pointer: '/effective_from', message: 'is required to approve' }]);
    await admin.put(`/api/tax-compliance-applications/${app1.id}`, { issued_number: 'DE301234567', effective_from: '2030-02-01', version: 7 });
    const approved = await admin.post(`/api/tax-compliance-applications/${app1.id}/approve`, {});
    expect(approved.body).toMatchObject({ status: 'APPROVED', issued_number: 'DE301234567', effective_from: '2030-02-01' });
    expect((await owner.post(`/api/tax-compliance-applications/${app1.id}/cancel`, {})).body).toMatchObject({ code: 'illegal_transition', currentStatus: 'APPROVED', allowed: [] });
  });
});

describe('demo data', () => {
  it('has settlements, VAT reports, reports and invoices in both merchant accounts, and applications for Acme', async () => {
    for (const client of [owner, globex]) {
      for (const resource of ['settlements', 'vat-reports', 'reports', 'invoices']) {
        expect((await client.get(app.listPath(resource))).body.length, resource).toBeGreaterThan(0);
      }
    }
    expect((await owner.get(app.listPath('tax-compliance-applications'))).body.length).toBeGreaterThan(0);
    // Every seeded report runs for its owner.
    for (const report of (await owner.get(app.listPath('reports', { range: [0, 99] }))).body as Row[]) {
      expect((await owner.get(`/api/reports/${report.id}/run`)).status, report.name).toBe(200);
    }
  });
});
