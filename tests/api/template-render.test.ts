/**
 * Document templates beyond CRUD: the placeholders a type accepts (checked on save), the preview data the
 * designer renders (the account's latest record, or a labelled sample), and a record printed with a template
 * (values substituted and escaped, the output sanitized, within the template's account and the caller's rights).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let globex: Client;
let order: Row;
let template: Row;

beforeAll(async () => {
  app = await startTestApp();
  [owner, staff, globex] = await Promise.all([DEMO.acmeOwner, DEMO.acmeStaff, DEMO.globexOwner].map((email) => app.signIn(email)));
  const customer = (await owner.post('/api/relationships', {
    type: 'CUSTOMER', name: '<script>alert("pwned")</script>', email: 'evil@example.com',
    addresses: [{ kind: 'BOTH', is_default: true, name: 'Eve <b>Bold</b>', line1: '1 Test Street', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' }],
  })).body;
  expect(customer.id, JSON.stringify(customer)).toBeTruthy();
  const zero = await app.knex('sales_taxes').join('accounts', 'accounts.id', 'sales_taxes.account_id').where({ 'accounts.name': 'Acme Trading', 'sales_taxes.code': 'ZERO' }).first('sales_taxes.id');
  const product = (await owner.post('/api/products', { sku: 'TPL-1', title: 'Template product', tax_id: zero.id })).body;
  const created = await owner.post('/api/sales-orders', { customer_id: customer.id, channel_order_ref: 'TPL-REF', price_mode: 'NO_TAX', lines: [{ product_id: product.id, description: 'Mug & <saucer>', quantity: 3, unit_price: 1250 }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  order = created.body;
  const saved = await owner.post('/api/templates', {
    type: 'INVOICE', name: 'Render test invoice',
    body: '<h1 style="color:#123">Invoice {{invoice.number}}</h1><p class="to">{{customer.name}}</p><p>{{ship_to}}</p>{{lines}}<p>Total {{total}}</p><img src="{{account.logo_url}}" alt="logo">',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  template = saved.body;
});
afterAll(() => app?.close());

describe('saving a template', () => {
  it('refuses a placeholder its type cannot fill, naming it', async () => {
    const refused = await owner.post('/api/templates', { type: 'PACKING_SLIP', name: 'Bad slip', body: '<p>{{order.number}} {{total}} {{ order.secret }}</p>' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveLength(1);
    expect(refused.body.errors[0].pointer).toBe('/body');
    expect(refused.body.errors[0].message).toMatch(/^uses \{\{total\}\}, \{\{order\.secret\}\}, which a packing slip cannot fill; it may use \{\{account\.name\}\}/);
    expect(await app.knex('templates').where({ name: 'Bad slip' }).first()).toBeUndefined();
  });

  it('strips scripts and handlers but keeps styles', async () => {
    const saved = (await owner.post('/api/templates', { type: 'PACKING_SLIP', name: 'Scripted slip', body: '<p style="color:red" onclick="x()">{{order.number}}</p><script>alert(1)</script>' })).body;
    expect(saved.body).toBe('<p style="color:red">{{order.number}}</p>');
  });
});

describe('GET /api/templates/:id/render', () => {
  it('prints a record: values substituted and escaped, the result sanitized, sized for its paper', async () => {
    const response = await owner.get(`/api/templates/${template.id}/render?record=${order.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const html = String(response.body);
    expect(html).toMatch(/^<!doctype html><html><head><meta charset="utf-8"><title>Render test invoice – SO-\d+<\/title><style>@page\{size:A4 portrait;/);
    expect(html).toContain(`<h1 style="color:#123">Invoice ${order.number}</h1>`);
    expect(html).toContain('<p class="to">&lt;script&gt;alert("pwned")&lt;/script&gt;</p>');
    expect(html).not.toContain('<script');
    expect(html).toContain('Eve &lt;b&gt;Bold&lt;/b&gt;<br />1 Test Street<br />Leeds<br />LS1 1AA<br />GB');
    expect(html).toContain('Mug &amp; &lt;saucer&gt;');
    expect(html).toContain('<p>Total £37.50</p>');
    // No logo on file: the image is left out rather than shown broken.
    expect(html).not.toContain('<img');
  });

  it('names a missing or malformed record parameter', async () => {
    const missing = await owner.get(`/api/templates/${template.id}/render`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ pointer: '/record', message: 'is required' }]);
    expect((await owner.get(`/api/templates/${template.id}/render?record=42`)).body.errors).toEqual([{ pointer: '/record', message: 'must be a uuid' }]);
  });

  it('prints only records of the template\'s account that the caller may read', async () => {
    const globexOrder = (await globex.get(app.listPath('sales-orders', { range: [0, 0] }))).body[0];
    expect(globexOrder?.id).toBeTruthy();
    expect((await owner.get(`/api/templates/${template.id}/render?record=${globexOrder.id}`)).status).toBe(404);
    expect((await globex.get(`/api/templates/${template.id}/render?record=${globexOrder.id}`)).status).toBe(404);
    expect((await owner.get(`/api/templates/${template.id}/render?record=${crypto.randomUUID()}`)).status).toBe(404);
    expect((await staff.get(`/api/templates/${template.id}/render?record=${order.id}`)).status).toBe(403);
  });
});

describe('GET /api/templates/preview-data', () => {
  it('builds the preview from the account\'s latest record of the type', async () => {
    const response = await owner.get('/api/templates/preview-data?type=INVOICE');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ source: 'record', record: { id: order.id, label: order.number, resource: 'sales-orders' } });
    expect(response.body.data).toMatchObject({ type: 'INVOICE', currency: 'GBP', values: { 'order.number': order.number, 'customer.name': '<script>alert("pwned")</script>', 'customer.email': 'evil@example.com', total: 3750 } });
    expect(response.body.data.lines).toEqual([{ sku: 'TPL-1', description: 'Mug & <saucer>', quantity: 3, unit_price: 1250, tax_rate: 0, net: 3750, tax: 0, gross: 3750, vat_reason: 'Zero-rated' }]);
    expect(response.body.placeholders.map((p: Row) => p.name)).toContain('tax_summary');
  });

  it("prints the business's own details from General Settings", async () => {
    const settings = (await owner.get('/api/general-settings')).body;
    const saved = await owner.put('/api/general-settings', {
      ...settings, trading_name: 'Acme & Sons', vat_number: 'GB434031494',
      business_address: { line1: '9 Print Row', city: 'York', postcode: 'YO1 7HH', country: 'GB' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const values = (await owner.get(`/api/templates/preview-data?type=INVOICE&record=${order.id}`)).body.data.values;
    expect(values).toMatchObject({ 'account.name': 'Acme & Sons', 'account.vat_number': 'GB434031494', 'account.address': expect.objectContaining({ line1: '9 Print Row', city: 'York' }) });
  });

  it('takes a chosen record, and falls back to a labelled sample when the account has none', async () => {
    const po = (await owner.get('/api/templates/preview-data?type=PURCHASE_ORDER')).body;
    expect(po.source).toBe('record');
    const chosen = (await owner.get(`/api/templates/preview-data?type=PACKING_SLIP&record=${order.id}`)).body;
    expect(chosen.record.id).toBe(order.id);
    // Globex has no returns once its seeded ones are gone (lines go with them): a sample, clearly named so.
    const globexId = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
    await app.knex('returns').where({ account_id: globexId }).delete();
    const sample = (await globex.get('/api/templates/preview-data?type=CREDIT_NOTE')).body;
    expect(sample).toMatchObject({ source: 'sample', record: null, data: { type: 'CREDIT_NOTE', values: { 'customer.name': 'Sample Customer' } } });
  });

  it('refuses an unknown type naming the parameter, and callers without `templates`', async () => {
    const bad = await owner.get('/api/templates/preview-data?type=RECEIPT');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ pointer: '/type', message: 'must be one of INVOICE, PACKING_SLIP, CREDIT_NOTE, PURCHASE_ORDER' }]);
    expect((await staff.get('/api/templates/preview-data?type=INVOICE')).status).toBe(403);
  });
});
