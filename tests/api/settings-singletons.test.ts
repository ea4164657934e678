/**
 * Singleton settings (`x-entity.singleton`: general settings, return settings, Xero configuration) through the real
 * API: a first read answers the defaults (version 0, no id), PUT upserts with the version check (409 on a stale
 * one), bad values name their field, secrets never come back, each account sees only its own record, permissions
 * decide who reads and who writes; the returns domain follows the return settings; and entities that need
 * account flags (`x-entity.flags`) are refused with a 403 naming them.
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
let admin: Client;
const ids = { acme: '', globex: '', northwind: '' };
let customerId: string;
let products: Row[];

const storedSettings = (table: string, accountId: string) => app.knex(table).where({ account_id: accountId });

beforeAll(async () => {
  app = await startTestApp();
  [owner, staff, globex, partner, admin] = await Promise.all([DEMO.acmeOwner, DEMO.acmeStaff, DEMO.globexOwner, DEMO.partner, DEMO.admin].map((email) => app.signIn(email)));
  for (const [key, name] of [['acme', 'Acme Trading'], ['globex', 'Globex Retail'], ['northwind', 'Northwind Partners']] as const) {
    ids[key] = (await app.knex('accounts').where({ name }).first('id')).id;
  }
  customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER' } }))).body[0].id;
  products = [];
  for (const sku of ['RS-A', 'RS-B']) products.push((await owner.post('/api/products', { sku, title: `Return settings ${sku}` })).body);
});
afterAll(() => app?.close());

describe('a singleton before its first save', () => {
  it('reads as the schema defaults with version 0 and no id, and nothing is stored', async () => {
    // Northwind (the partner firm) has no seeded settings; every member reads general settings.
    const response = await partner.get('/api/general-settings');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ account_id: ids.northwind, version: 0, timezone: 'Europe/London', date_format: 'DD/MM/YYYY', weight_unit: 'kg', dimension_unit: 'cm', low_stock_threshold: 5, setup_completed_steps: [], setup_completed_at: null, trading_name: null });
    expect(response.body).not.toHaveProperty('id');
    const xero = await admin.get('/api/xero-settings', { 'X-Account-Id': ids.northwind });
    expect(xero.body).toMatchObject({ version: 0, enabled: false, connection_status: 'NOT_CONNECTED', client_secret_set: false, tax_rate_mapping: [] });
    expect(xero.body).not.toHaveProperty('client_secret');
    expect(await storedSettings('general_settings', ids.northwind)).toEqual([]);
  });

  it('is created by the first PUT with version 0, then updated in place with the version check', async () => {
    const headers = { 'X-Account-Id': ids.northwind };
    const stale = await admin.put('/api/general-settings', { trading_name: 'Too late', version: 3 }, headers);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'version_conflict', currentVersion: 0 });

    const first = await admin.put('/api/general-settings', { trading_name: '  Northwind Partners  ', weight_unit: 'lb', version: 0 }, headers);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ account_id: ids.northwind, version: 1, trading_name: 'Northwind Partners', weight_unit: 'lb', timezone: 'Europe/London' });
    expect(first.body.id).toEqual(expect.any(String));
    const rows = await storedSettings('general_settings', ids.northwind);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.body.id, version: 1, trading_name: 'Northwind Partners', weight_unit: 'lb', low_stock_threshold: 5 });

    // A second "first save" based on the same stale read is a conflict, not a second row.
    const again = await admin.put('/api/general-settings', { trading_name: 'Overwritten', version: 0 }, headers);
    expect(again.status).toBe(409);
    expect(again.body.currentVersion).toBe(1);

    const second = await admin.put('/api/general-settings', { low_stock_threshold: 12, version: 1 }, headers);
    expect(second.body).toMatchObject({ version: 2, trading_name: 'Northwind Partners', low_stock_threshold: 12, weight_unit: 'lb' });
    expect(await storedSettings('general_settings', ids.northwind)).toHaveLength(1);
    expect((await admin.put('/api/general-settings', { low_stock_threshold: 1, version: 1 }, headers)).status).toBe(409);
    expect((await storedSettings('general_settings', ids.northwind))[0].low_stock_threshold).toBe(12);
  });

  it('lets only one of two simultaneous first saves in', async () => {
    const headers = { 'X-Account-Id': ids.northwind };
    const [a, b] = await Promise.all([
      admin.put('/api/return-settings', { rma_prefix: 'NWA-', version: 0 }, headers),
      admin.put('/api/return-settings', { rma_prefix: 'NWB-', version: 0 }, headers),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await storedSettings('return_settings', ids.northwind)).toHaveLength(1);
  });
});

describe('general settings', () => {
  it('serve the seeded record and save what the owner sends', async () => {
    const current = (await owner.get('/api/general-settings')).body;
    expect(current).toMatchObject({ account_id: ids.acme, trading_name: 'Acme Trading', vat_number: 'GB434031494', setup_completed_steps: ['COMPANY', 'LOCATION', 'TAX', 'CHANNEL'] });
    const saved = await owner.put('/api/general-settings', { ...current, contact_email: 'Orders@Acme.Example', dimension_unit: 'mm', version: current.version });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ contact_email: 'orders@acme.example', dimension_unit: 'mm', version: current.version + 1 });
    expect((await storedSettings('general_settings', ids.acme))[0]).toMatchObject({ contact_email: 'orders@acme.example', dimension_unit: 'mm' });
  });

  it('refuse bad values with 400 naming each field, and store nothing', async () => {
    const current = (await owner.get('/api/general-settings')).body;
    const response = await owner.put('/api/general-settings', {
      vat_number: 'GB123456789', weight_unit: 'stone', timezone: 'Europe/London', low_stock_threshold: -1,
      setup_completed_steps: ['COMPANY', 'PAYROLL'], default_location_id: '00000000-0000-4000-8000-000000000000', version: current.version,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
    const pointers = response.body.errors.map((e: Row) => e.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/vat_number', '/weight_unit', '/low_stock_threshold', '/setup_completed_steps/1']));
    expect(response.body.errors.find((e: Row) => e.pointer === '/vat_number').message).toMatch(/check digits/);

    const zone = await owner.put('/api/general-settings', { timezone: 'Mars/Olympus_Mons', version: current.version });
    expect(zone.status).toBe(400);
    expect(zone.body.errors).toEqual([{ pointer: '/timezone', message: expect.stringMatching(/must be an IANA time zone/) }]);

    const foreignLocation = (await app.knex('locations').where({ account_id: ids.globex }).first('id')).id;
    const reference = await owner.put('/api/general-settings', { default_location_id: foreignLocation, version: current.version });
    expect(reference.status).toBe(400);
    expect(reference.body.errors[0].pointer).toBe('/default_location_id');
    expect((await storedSettings('general_settings', ids.acme))[0].version).toBe(current.version);
  });

  it('ignore read-only and system fields sent back, and refuse unknown ones on a first save', async () => {
    const current = (await owner.get('/api/general-settings')).body;
    const response = await owner.put('/api/general-settings', { ...current, account_id: ids.globex, id: '00000000-0000-4000-8000-000000000000', version: current.version });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ account_id: ids.acme, id: current.id });
    // The platform's own account has no settings yet (the admin's own account, no X-Account-Id).
    const unknown = await admin.put('/api/general-settings', { favourite_colour: 'green', version: 0 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ pointer: '/favourite_colour', message: 'is not a field of general settings' }]);
  });

  it('are read by every member, written only with generalSettings (owners), never by a partner', async () => {
    const acme = (await owner.get('/api/general-settings')).body;
    expect((await staff.get('/api/general-settings')).body).toMatchObject({ id: acme.id, trading_name: 'Acme Trading' });
    const refused = await staff.put('/api/general-settings', { trading_name: 'Staff Ltd', version: acme.version });
    expect(refused.status).toBe(403);
    // A partner reads its own firm's settings as a member; a client's need a permission it does not hold.
    expect((await partner.get('/api/general-settings', { 'X-Account-Id': ids.acme })).status).toBe(403);
    expect((await partner.put('/api/general-settings', { trading_name: 'Partner', version: acme.version }, { 'X-Account-Id': ids.acme })).status).toBe(403);
    expect((await partner.put('/api/general-settings', { trading_name: 'Partner', version: 0 })).status).toBe(403);
    expect((await storedSettings('general_settings', ids.acme))[0]).toMatchObject({ trading_name: 'Acme Trading', version: acme.version });
  });

  it('serve their history (GET /api/<singleton>/audit) to whoever may read them, in the acting account', async () => {
    const before = (await owner.get('/api/general-settings')).body;
    const saved = await owner.put('/api/general-settings', { date_format: before.date_format === 'DD/MM/YYYY' ? 'YYYY-MM-DD' : 'DD/MM/YYYY', version: before.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const change = { date_format: { from: before.date_format, to: saved.body.date_format } };
    const last = (log: { body: Row[] }) => log.body.at(-1);
    // Any member who reads the settings reads their history; a platform admin acting in Acme reads Acme's.
    for (const [who, headers] of [[owner, {}], [staff, {}], [admin, { 'X-Account-Id': ids.acme }]] as const) {
      const log = await who.get('/api/general-settings/audit', headers);
      expect(log.status).toBe(200);
      expect(last(log)).toMatchObject({ action: 'update', changes: change, by: { email: DEMO.acmeOwner } });
    }
    // Another account's history is its own; a partner without the permission is refused as for the settings.
    const globexLog = await globex.get('/api/general-settings/audit');
    expect(globexLog.status).toBe(200);
    expect((globexLog.body as Row[]).some((e) => e.by.email === DEMO.acmeOwner)).toBe(false);
    expect((await partner.get('/api/general-settings/audit', { 'X-Account-Id': ids.acme })).status).toBe(403);
    expect((await staff.get('/api/return-settings/audit')).status).toBe(403);
    expect((await staff.get('/api/xero-settings/audit')).status).toBe(403);
    expect((await app.anonymous().get('/api/general-settings/audit')).status).toBe(401);
    // Back as it was, for the tests after this one.
    expect((await owner.put('/api/general-settings', { date_format: before.date_format, version: saved.body.version })).status).toBe(200);
  });

  it('keep each account to its own record', async () => {
    const mine = (await globex.get('/api/general-settings')).body;
    expect(mine).toMatchObject({ account_id: ids.globex, trading_name: 'Globex Retail' });
    // X-Account-Id naming an account that is not one's own is answered as for a missing one.
    expect((await globex.get('/api/general-settings', { 'X-Account-Id': ids.acme })).status).toBe(404);
    const before = (await storedSettings('general_settings', ids.acme))[0];
    expect((await globex.put('/api/general-settings', { trading_name: 'Globex Group', version: mine.version })).status).toBe(200);
    expect((await storedSettings('general_settings', ids.acme))[0]).toEqual(before);
    expect((await storedSettings('general_settings', ids.globex))[0].trading_name).toBe('Globex Group');
  });

  it('serve nothing but GET and PUT on the resource itself', async () => {
    const { id } = (await owner.get('/api/general-settings')).body;
    expect((await owner.post('/api/general-settings', { trading_name: 'x' })).status).toBe(405);
    expect((await owner.delete('/api/general-settings')).status).toBe(405);
    expect((await owner.get(`/api/general-settings/${id}`)).status).toBe(404);
    expect((await owner.get('/api/general-settings/export.csv')).status).toBe(404);
    expect((await app.anonymous().get('/api/general-settings')).status).toBe(401);
  });
});

describe('Xero configuration', () => {
  it('keeps the client secret write-only: encrypted at rest, never returned, kept when not sent', async () => {
    const current = (await owner.get('/api/xero-settings')).body;
    expect(current).toMatchObject({ enabled: true, client_secret_set: true, bank_account_code: '090' });
    expect(JSON.stringify(current)).not.toContain('demo-acme-xero-secret');
    const stored = (await storedSettings('xero_settings', ids.acme))[0];
    expect(stored.client_secret).toMatch(/^v1:/);

    const saved = await owner.put('/api/xero-settings', { ...current, fees_account_code: '405', connection_status: 'CONNECTED', version: current.version });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ fees_account_code: '405', client_secret_set: true });
    expect(saved.body).not.toHaveProperty('client_secret');
    expect((await storedSettings('xero_settings', ids.acme))[0].client_secret).toBe(stored.client_secret);

    const replaced = await owner.put('/api/xero-settings', { client_secret: 'a-brand-new-secret', version: saved.body.version });
    expect(replaced.status).toBe(200);
    expect(JSON.stringify(replaced.body)).not.toContain('a-brand-new-secret');
    expect((await storedSettings('xero_settings', ids.acme))[0].client_secret).not.toBe(stored.client_secret);
  });

  it('refuses to enable the link without what it needs, naming each field', async () => {
    const headers = { 'X-Account-Id': ids.globex };
    const response = await admin.put('/api/xero-settings', { enabled: true, client_id: 'ABCDEF0123456789ABCDEF0123456789', version: 0 }, headers);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: Row) => e.pointer).sort()).toEqual(['/bank_account_code', '/client_secret', '/sales_account_code', '/tenant_id']);
    expect(response.body.errors[0].message).toBe('is required to enable the Xero link');
    expect(await storedSettings('xero_settings', ids.globex)).toEqual([]);
  });

  it('maps only this account\'s sales-tax codes, each once', async () => {
    const current = (await owner.get('/api/xero-settings')).body;
    const response = await owner.put('/api/xero-settings', {
      tax_rate_mapping: [{ sales_tax_code: 'STD', xero_tax_type: 'OUTPUT2' }, { sales_tax_code: 'STD', xero_tax_type: 'OUTPUT' }, { sales_tax_code: 'MOON', xero_tax_type: 'NONE' }],
      version: current.version,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { pointer: '/tax_rate_mapping/1/sales_tax_code', message: expect.stringMatching(/repeats/) },
      { pointer: '/tax_rate_mapping/2/sales_tax_code', message: 'is not a sales-tax code of this account' },
    ]);
  });

  it('needs the xero permission: staff without it get 403, a partner too', async () => {
    expect((await staff.get('/api/xero-settings')).status).toBe(403);
    expect((await partner.get('/api/xero-settings', { 'X-Account-Id': ids.acme })).status).toBe(403);
  });
});

describe('return settings', () => {
  it('refuse reason codes used twice and values out of range', async () => {
    const current = (await owner.get('/api/return-settings')).body;
    const response = await owner.put('/api/return-settings', {
      reasons: [{ code: 'LATE', label: 'Arrived late' }, { code: 'LATE', label: 'Too late' }], return_window_days: 400, restocking_fee_percent: 101, rma_prefix: 'rma', version: current.version,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: Row) => e.pointer).sort()).toEqual(['/restocking_fee_percent', '/return_window_days', '/rma_prefix']);
    const duplicate = await owner.put('/api/return-settings', { reasons: [{ code: 'LATE', label: 'Arrived late' }, { code: 'LATE', label: 'Too late' }], version: current.version });
    expect(duplicate.body.errors).toEqual([{ pointer: '/reasons/1/code', message: expect.stringMatching(/repeats the code LATE/) }]);
  });

  it('need the returnSettings permission to read (staff: 403)', async () => {
    const response = await staff.get('/api/return-settings');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('forbidden');
  });
});

// ---- The returns domain follows the return settings --------------------------------------------------------

/** A paid, shipped Acme order of 2 × RS-A at 10.00 + 20% VAT and 1 × RS-B at 5.00, dated `daysAgo` days ago. */
async function shippedOrder(daysAgo = 0): Promise<Row> {
  const taxes = Object.fromEntries(((await owner.get(app.listPath('sales-taxes', { range: [0, 20] }))).body as Row[]).map((t) => [t.code, t.id]));
  const order = (await owner.post('/api/sales-orders', {
    customer_id: customerId, order_date: new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10),
    lines: [{ product_id: products[0].id, quantity: 2, unit_price: 1000, tax_id: taxes.STD }, { product_id: products[1].id, quantity: 1, unit_price: 500 }],
  })).body;
  for (const step of ['submit', 'pay']) expect((await owner.post(`/api/sales-orders/${order.id}/${step}`, {})).status).toBe(200);
  // Exactly the units shipped are put on the shelf first, so on-hand ends where it was.
  const main = (await app.knex('locations').where({ account_id: ids.acme, code: 'MAIN' }).first('id')).id;
  for (const [product, qty] of [[products[0], 2], [products[1], 1]] as const) {
    const level = await app.knex('stock_levels').where({ product_id: product.id, location_id: main }).first('on_hand');
    await countStock(owner, app.knex, product.id, main, Number(level?.on_hand ?? 0) + qty);
  }
  const shipment = (await owner.post('/api/shipments', { order_id: order.id, carrier: 'DPD' })).body;
  for (const step of ['create-label', 'ship']) expect((await owner.post(`/api/shipments/${shipment.id}/${step}`, {})).status).toBe(200);
  return (await owner.get(`/api/sales-orders/${order.id}`)).body;
}

async function setReturnSettings(values: Row): Promise<void> {
  const current = (await owner.get('/api/return-settings')).body;
  const response = await owner.put('/api/return-settings', { ...values, version: current.version });
  expect(response.status).toBe(200);
}

const stockOf = async (productId: string) => Number((await app.knex('stock_levels').where({ product_id: productId }).sum<{ n: string }[]>({ n: 'on_hand' }))[0].n ?? 0);

describe('returns under the return settings', () => {
  it('refuse a return requested after the window, naming the last day; accept one within it', async () => {
    await setReturnSettings({ return_window_days: 14 });
    const old = await shippedOrder(20);
    const response = await owner.post('/api/returns', { order_id: old.id });
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/outside the return window/);
    const lastDay = new Date(Date.parse(`${old.order_date}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(response.body.errors).toEqual([{ pointer: '/order_id', message: expect.stringContaining(`until ${lastDay}`) }]);
    expect(await app.knex('returns').where({ order_id: old.id })).toEqual([]);

    expect((await owner.post('/api/returns', { order_id: (await shippedOrder(13)).id })).status).toBe(201);
    // 0 turns the window off.
    await setReturnSettings({ return_window_days: 0 });
    expect((await owner.post('/api/returns', { order_id: old.id })).status).toBe(201);
    await setReturnSettings({ return_window_days: 60 });
  });

  it('accept only the listed reasons (by code or label) while the list is not empty', async () => {
    const order = await shippedOrder();
    const refused = await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'RS-A', qty: 1, reason: 'Bored of it' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ pointer: '/lines/0/reason', message: expect.stringContaining('TOO_SMALL (Too small)') }]);
    const byCode = await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'RS-A', qty: 1, reason: 'DAMAGED' }, { sku: 'RS-B', qty: 1, reason: 'too small' }] });
    expect(byCode.status).toBe(201);
    expect(byCode.body.lines.map((l: Row) => l.reason)).toEqual(['DAMAGED', 'too small']);
    // An empty list accepts any text.
    const before = (await owner.get('/api/return-settings')).body.reasons;
    await setReturnSettings({ reasons: [] });
    expect((await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'RS-A', qty: 1, reason: 'Bored of it' }] })).status).toBe(201);
    await setReturnSettings({ reasons: before });
  });

  it('restock received units only where the settings and the reason say so', async () => {
    const order = await shippedOrder();
    const receive = async (lines: Row[]) => {
      const ret = (await owner.post('/api/returns', { order_id: order.id, lines })).body;
      expect((await owner.post(`/api/returns/${ret.id}/authorise`, {})).status).toBe(200);
      expect((await owner.post(`/api/returns/${ret.id}/receive`, {})).status).toBe(200);
    };
    const start = await stockOf(products[0].id);
    await receive([{ sku: 'RS-A', qty: 1, reason: 'Arrived damaged' }]); // DAMAGED: restock false
    expect(await stockOf(products[0].id)).toBe(start);
    await receive([{ sku: 'RS-A', qty: 1, reason: 'TOO_BIG' }]);
    expect(await stockOf(products[0].id)).toBe(start + 1);
    await setReturnSettings({ restock_undamaged: false });
    await receive([{ sku: 'RS-B', qty: 1, reason: 'TOO_BIG' }]);
    expect(await stockOf(products[1].id)).toBe(0);
    await setReturnSettings({ restock_undamaged: true });
  });

  it('withhold the restocking fee from the most that may be refunded', async () => {
    await setReturnSettings({ restocking_fee_percent: 10 });
    const order = await shippedOrder();
    // RS-A: 2 × 10.00 + 20% = 24.00 gross, 12.00 a unit; 10% fee: 10.80 for one unit; no shipping.
    const over = await owner.post('/api/returns', { order_id: order.id, refund_amount: 1081, lines: [{ sku: 'RS-A', qty: 1 }] });
    expect(over.status).toBe(400);
    expect(over.body.errors[0]).toMatchObject({ pointer: '/refund_amount', message: expect.stringContaining('10% restocking fee') });
    expect((await owner.post('/api/returns', { order_id: order.id, refund_amount: 1080, lines: [{ sku: 'RS-A', qty: 1 }] })).status).toBe(201);
    await setReturnSettings({ restocking_fee_percent: 0 });
  });

  it('number new returns with the RMA prefix, and authorise them at once when authorisation is not required', async () => {
    await setReturnSettings({ rma_prefix: 'RET-', require_authorisation: false });
    const order = await shippedOrder();
    const ret = await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'RS-A', qty: 1 }] });
    expect(ret.status).toBe(201);
    expect(ret.body.rma_number).toMatch(/^RET-\d{6}$/);
    expect(ret.body).toMatchObject({ status: 'AUTHORISED', authorised_at: expect.any(String) });
    await setReturnSettings({ rma_prefix: 'RMA-', require_authorisation: true });
    const next = (await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'RS-A', qty: 1 }] })).body;
    expect(next).toMatchObject({ status: 'REQUESTED', rma_number: expect.stringMatching(/^RMA-\d{6}$/) });
    // One sequence whatever the prefix: numbers never repeat.
    expect(Number(next.rma_number.slice(4))).toBeGreaterThan(Number(ret.body.rma_number.slice(4)));
  });
});

// ---- Entities that need account flags (x-entity.flags) --------------------------------------------------------

describe('entities that need account flags', () => {
  it.each([
    ['responsible-persons', ['goldenTicket', 'responsiblePerson']],
    ['product-labels', ['goldenTicket', 'productLabel']],
    ['tax-compliance-applications', ['goldenTicket', 'vatTaxes']],
  ])('refuse %s to an account without its flags with a 403 naming them', async (resource, flags) => {
    const entity = app.model.entities.find((e) => e.resource === resource)!;
    expect(entity.flags).toEqual(flags);
    for (const response of [await globex.get(app.listPath(resource)), await globex.post(`/api/${resource}`, { name: 'x' })]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'forbidden', missing: { flags } });
      expect(response.body.detail).toContain(flags.join(' and '));
    }
    expect((await owner.get(app.listPath(resource))).status).toBe(200);
    expect((await admin.get(app.listPath(resource), { 'X-Account-Id': ids.globex })).status).toBe(200);
  });

  it('withhold the flagged entities from the rules the admin receives', async () => {
    const me = (await globex.get('/api/auth/me')).body;
    const subjects = JSON.stringify(me.rules);
    for (const resource of ['responsible-persons', 'product-labels', 'tax-compliance-applications']) expect(subjects).not.toContain(resource);
  });
});
