/**
 * The settings area's resources on a real database: for each entity a valid create (stored row checked), an
 * invalid create naming the field, tenant isolation and permission refusal; then each entity's own rules
 * (one default template per type, base currency, order rule conditions, CSV export permissions, carrier
 * services, warehouse capabilities, channel fields and states). Secrets and the connect flow are in
 * settings-secrets.test.ts; pure functions in settings-rules.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

/** PGlite has one connection: writes to records out of reach blocked it (see permission-matrix); drop with its constant. */
const OUT_OF_REACH_WRITES_HANG = !process.env.DATABASE_URL;

let app: TestApp;
let owner: Client;
let staff: Client;
let globex: Client;
let acmeId: string;
let globexId: string;
const year = new Date().getUTCFullYear();

/**
 * A record as read, minus the `<secret>_set` flags: the generic service refuses them as unknown fields on PUT
 * (a gap reported to the lead), so clients send back only the record's own fields.
 */
const editable = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([key]) => !key.endsWith('_set')));

const acmeRow = (table: string, where: Row = {}) => app.knex(table).where({ account_id: acmeId, ...where }).first();

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  staff = await app.signIn(DEMO.acmeStaff);
  globex = await app.signIn(DEMO.globexOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  globexId = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
});
afterAll(() => app?.close());

interface Case {
  resource: string;
  table: string;
  valid: () => Promise<Row>;
  /** What the stored row must hold. */
  stored: Row;
  invalid: () => Promise<Row>;
  pointer: string;
}

const CASES: Case[] = [
  {
    resource: 'sales-channels', table: 'sales_channels',
    valid: async () => ({ type: 'EBAY', name: 'Test eBay US', marketplace: 'EBAY_US', order_prefix: 'TUS-', location_priority: [(await acmeRow('locations', { code: 'MAIN' })).id] }),
    stored: { type: 'EBAY', marketplace: 'EBAY_US', status: 'DISCONNECTED', credentials: null, import_orders: true, sync_price: false },
    invalid: async () => ({ type: 'EBAY', name: 'No marketplace' }), pointer: '/marketplace',
  },
  {
    resource: 'templates', table: 'templates',
    valid: async () => ({ type: 'CREDIT_NOTE', name: 'Test credit note', body: '<p>Credit {{credit_note.number}} for {{customer.name}}</p>' }),
    stored: { type: 'CREDIT_NOTE', paper_size: 'A4', is_default: false },
    invalid: async () => ({ type: 'INVOICE', name: 'Wrong placeholder', body: '<p>{{supplier.name}}</p>' }), pointer: '/body',
  },
  {
    resource: 'sales-charges', table: 'sales_charges',
    valid: async () => ({ name: 'Test percent charge', type: 'PERCENT', rate: 2.5, amount: 100 }),
    stored: { type: 'PERCENT', rate: 2.5, amount: null, currency: 'GBP', active: true },
    invalid: async () => ({ name: 'Fixed without amount', type: 'FIXED' }), pointer: '/amount',
  },
  {
    resource: 'order-rules', table: 'order_rules',
    valid: async () => ({ name: 'Test rule', enabled: true, conditions: [{ field: 'total', operator: 'GREATER_THAN', value: 1000 }], action: 'ADD_TAG', tag: 'big' }),
    stored: { enabled: false, action: 'ADD_TAG', tag: 'big', shipping_method_id: null },
    invalid: async () => ({ name: 'Bad operator', conditions: [{ field: 'total', operator: 'CONTAINS', value: 5 }], action: 'ADD_TAG', tag: 'x' }), pointer: '/conditions/0/operator',
  },
  {
    resource: 'payment-methods', table: 'payment_methods',
    valid: async () => ({ name: 'Klarna', code: 'KLARNA', type: 'CARD' }),
    stored: { code: 'KLARNA', type: 'CARD', active: true },
    invalid: async () => ({ name: 'Bad code', code: 'bad code!', type: 'CARD' }), pointer: '/code',
  },
  {
    resource: 'currencies', table: 'currencies',
    valid: async () => ({ code: 'CHF', rate_to_base: 0.89 }),
    stored: { code: 'CHF', minor_units: 2, symbol: 'CHF', is_base: false, rate_to_base: 0.89, rate_date: expect.anything() },
    invalid: async () => ({ code: 'XYZ' }), pointer: '/code',
  },
  {
    resource: 'csv-schedules', table: 'csv_schedules',
    valid: async () => ({ name: 'Test export', entity: 'products', columns: ['sku', 'title'], frequency: 'DAILY', time: '05:00', destination: { kind: 'EMAIL', emails: ['exports@acme.example'], url: 'https://dropped.example' } }),
    stored: { entity: 'products', status: 'ENABLED', next_run_at: expect.any(Date), destination: { kind: 'EMAIL', emails: ['exports@acme.example'] } },
    invalid: async () => ({ name: 'Secret column', entity: 'users', columns: ['email', 'password_hash'], frequency: 'DAILY', destination: { kind: 'EMAIL', emails: ['x@acme.example'] } }), pointer: '/columns/1',
  },
  {
    resource: 'warehouse-provider-types', table: 'warehouse_provider_types',
    valid: async () => ({ name: 'Test WMS', code: 'TEST_WMS', integration: 'EDI', credential_fields: ['gln'] }),
    stored: { code: 'TEST_WMS', integration: 'EDI', supports_orders: true, supports_asn: false },
    invalid: async () => ({ name: 'Lower code', code: 'lower', integration: 'API' }), pointer: '/code',
  },
  {
    resource: 'warehouse-providers', table: 'warehouse_providers',
    valid: async () => ({ name: 'Test Mintsoft', provider_type_id: (await acmeRow('warehouse_provider_types', { code: 'MINTSOFT' })).id, orders_enabled: true, asn_enabled: true }),
    stored: { status: 'INACTIVE', orders_enabled: true, asn_enabled: true, credentials: null },
    invalid: async () => ({ name: 'MCF with ASNs', provider_type_id: (await acmeRow('warehouse_provider_types', { code: 'AMAZON_MCF' })).id, asn_enabled: true }), pointer: '/asn_enabled',
  },
  {
    resource: 'payment-cards', table: 'payment_cards',
    valid: async () => ({ processor_token: 'pm_testToken1234', brand: 'VISA', last4: '1111', exp_month: 1, exp_year: year + 1, holder_name: 'Test Holder' }),
    stored: { processor_token: 'pm_testToken1234', brand: 'VISA', last4: '1111', is_default: false },
    invalid: async () => ({ processor_token: 'pm_testToken5678', brand: 'VISA', last4: '12a4', exp_month: 1, exp_year: year + 1 }), pointer: '/last4',
  },
  {
    resource: 'shipping-carriers', table: 'shipping_carriers',
    // The demo seeds Parcelforce as a connected carrier (issue 19): the new one is Yodel.
    valid: async () => ({ name: 'Yodel', code: 'YODEL', services: [{ code: 'XPRESS_48', name: 'Xpress 48', tracked: true }] }),
    stored: { code: 'YODEL', services: [{ code: 'XPRESS_48', name: 'Xpress 48', tracked: true, international: false }], active: true },
    invalid: async () => ({ name: 'Twice', code: 'TWICE', services: [{ code: 'A', name: 'A' }, { code: 'A', name: 'Again' }] }), pointer: '/services/1/code',
  },
  {
    resource: 'shipping-methods', table: 'shipping_methods',
    valid: async () => ({ name: 'Test 48', carrier_id: (await acmeRow('shipping_carriers', { code: 'ROYAL_MAIL' })).id, service_code: 'TPN48', price: 395 }),
    stored: { service_code: 'TPN48', price: 395, currency: 'GBP', active: true },
    invalid: async () => ({ name: 'No such service', carrier_id: (await acmeRow('shipping_carriers', { code: 'ROYAL_MAIL' })).id, service_code: 'NOPE', price: 100 }), pointer: '/service_code',
  },
];

describe.each(CASES)('$resource', (c) => {
  it('creates a valid record and stores it in the account', async () => {
    const response = await owner.post(`/api/${c.resource}`, await c.valid());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const stored = await app.knex(c.table).where({ id: response.body.id }).first();
    expect(stored).toMatchObject({ account_id: acmeId, version: 1, ...c.stored });
  });

  it('refuses an invalid record with 400 naming the field, and stores nothing', async () => {
    const before = await app.knex(c.table).count<{ n: number }[]>({ n: '*' });
    const response = await owner.post(`/api/${c.resource}`, await c.invalid());
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: Row) => e.pointer)).toContain(c.pointer);
    expect((await app.knex(c.table).count<{ n: number }[]>({ n: '*' }))[0].n).toBe(before[0].n);
  });

  it('keeps Acme\'s records out of Globex\'s reach (404), unchanged', async () => {
    const row = await app.knex(c.table).where({ account_id: acmeId }).orderBy('id').first();
    expect(row, 'the demo data has records of every settings entity').toBeTruthy();
    expect((await globex.get(`/api/${c.resource}/${row.id}`)).status).toBe(404);
    const list = await globex.get(app.listPath(c.resource, { range: [0, 999] }));
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(new Set(list.body.map((r: Row) => r.account_id))).toEqual(new Set([globexId]));
    if (!OUT_OF_REACH_WRITES_HANG) {
      expect((await globex.put(`/api/${c.resource}/${row.id}`, { version: row.version })).status).toBe(404);
      expect((await globex.delete(`/api/${c.resource}/${row.id}`)).status).toBe(404);
    }
    expect(await app.knex(c.table).where({ id: row.id }).first()).toEqual(row);
  });
});

describe('permissions', () => {
  const STAFF_REFUSED = CASES.map((c) => c.resource).filter((r) => !r.startsWith('shipping-'));

  it.each(STAFF_REFUSED)('refuses %s to staff holding only products and orders (403)', async (resource) => {
    const c = CASES.find((x) => x.resource === resource)!;
    expect((await staff.get(`/api/${resource}`)).status).toBe(403);
    const response = await staff.post(`/api/${resource}`, await c.valid());
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('forbidden');
  });

  it('lets every member read shipping carriers and methods, and only `orders` manage them', async () => {
    const created = await owner.post('/api/users', { email: 'products.only@acme.test', name: 'Products Only', role: 'staff', permissions: ['products'], password: 'products only staff 1' });
    expect(created.status).toBe(201);
    const productsOnly = await app.signIn('products.only@acme.test', 'products only staff 1');
    const carrier = await acmeRow('shipping_carriers', { code: 'ROYAL_MAIL' });
    for (const resource of ['shipping-carriers', 'shipping-methods']) {
      const list = await productsOnly.get(app.listPath(resource));
      expect(list.status).toBe(200);
      expect(list.body.length).toBeGreaterThan(0);
    }
    expect((await productsOnly.post('/api/shipping-methods', { name: 'Sneaky', carrier_id: carrier.id, service_code: 'CRL1', price: 1 })).status).toBe(403);
    expect((await productsOnly.post('/api/shipping-carriers', { name: 'Sneaky', code: 'SNEAKY' })).status).toBe(403);
    // staff@acme.test holds `orders`, which manages shipping.
    const byStaff = await staff.post('/api/shipping-methods', { name: 'Staff method', carrier_id: carrier.id, service_code: 'CRL1', price: 199 });
    expect(byStaff.status).toBe(201);
  });
});

describe('demo data', () => {
  it('gives both merchants channels in several states, GBP base with EUR and USD, a default card and templates', async () => {
    for (const accountId of [acmeId, globexId]) {
      const channels = await app.knex('sales_channels').where({ account_id: accountId });
      expect(new Set(channels.map((c) => c.status)).size).toBeGreaterThanOrEqual(2);
      const currencies = await app.knex('currencies').where({ account_id: accountId });
      expect(currencies.filter((c) => c.is_base).map((c) => c.code)).toEqual(['GBP']);
      expect(currencies.map((c) => c.code)).toEqual(expect.arrayContaining(['EUR', 'USD']));
      const cards = await app.knex('payment_cards').where({ account_id: accountId });
      expect(cards.filter((c) => c.is_default)).toHaveLength(1);
      expect(cards.every((c) => /^\d{4}$/.test(c.last4) && /^pm_/.test(c.processor_token))).toBe(true);
      const templates = await app.knex('templates').where({ account_id: accountId, is_default: true }).pluck('type');
      expect(templates.sort()).toEqual(['CREDIT_NOTE', 'INVOICE', 'PACKING_SLIP', 'PURCHASE_ORDER']);
      for (const table of ['sales_charges', 'order_rules', 'payment_methods', 'csv_schedules', 'warehouse_provider_types', 'warehouse_providers', 'shipping_carriers', 'shipping_methods']) {
        expect((await app.knex(table).where({ account_id: accountId })).length, table).toBeGreaterThan(0);
      }
    }
  });
});

describe('templates', () => {
  it('strips scripts, handlers, frames and unsafe links but keeps styles', async () => {
    const response = await owner.post('/api/templates', {
      type: 'PACKING_SLIP', name: 'Sanitised',
      body: '<p style="color:red" onclick="steal()">Slip {{order.number}}</p><script>alert(1)</script><iframe src="https://x.example"></iframe><a href="javascript:alert(1)">x</a><img src="https://logo.example/a.png" onerror="x()">',
    });
    expect(response.status).toBe(201);
    const body = (await app.knex('templates').where({ id: response.body.id }).first()).body;
    expect(body).toContain('<p style="color:red">Slip {{order.number}}</p>');
    expect(body).not.toMatch(/script|onclick|onerror|iframe|javascript/);
    expect(body).toContain('<img src="https://logo.example/a.png" />');
  });

  it('keeps exactly one default per type: a new default replaces the old one', async () => {
    const old = await acmeRow('templates', { type: 'INVOICE', is_default: true });
    const response = await owner.post('/api/templates', { type: 'INVOICE', name: 'New default invoice', body: '<p>{{invoice.number}}</p>', is_default: true });
    expect(response.status).toBe(201);
    const defaults = await app.knex('templates').where({ account_id: acmeId, type: 'INVOICE', is_default: true });
    expect(defaults.map((t) => t.id)).toEqual([response.body.id]);
    const after = await app.knex('templates').where({ id: old.id }).first();
    expect(after.version).toBe(old.version + 1);
    // Other types keep theirs; other accounts too.
    expect(await acmeRow('templates', { type: 'PACKING_SLIP', is_default: true })).toBeTruthy();
    expect(await app.knex('templates').where({ account_id: globexId, type: 'INVOICE', is_default: true }).first()).toBeTruthy();
  });

  it('makes the first template of a type its default', async () => {
    await app.knex('templates').where({ account_id: globexId, type: 'CREDIT_NOTE' }).delete();
    const response = await globex.post('/api/templates', { type: 'CREDIT_NOTE', name: 'First credit note', body: '<p>{{credit_note.number}}</p>' });
    expect(response.body.is_default).toBe(true);
  });
});

describe('currencies', () => {
  it('moves the base: rates are re-expressed, the old base loses the flag and the account follows', async () => {
    const eur = await acmeRow('currencies', { code: 'EUR' });
    const usd = await acmeRow('currencies', { code: 'USD' });
    const response = await owner.put(`/api/currencies/${eur.id}`, { ...eur, is_base: true });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ is_base: true, rate_to_base: 1 });
    const gbp = await acmeRow('currencies', { code: 'GBP' });
    expect(gbp.is_base).toBe(false);
    expect(gbp.rate_to_base).toBeCloseTo(1 / eur.rate_to_base, 6);
    expect((await acmeRow('currencies', { code: 'USD' })).rate_to_base).toBeCloseTo(usd.rate_to_base / eur.rate_to_base, 6);
    expect((await app.knex('accounts').where({ id: acmeId }).first()).currency).toBe('EUR');
    // And back, so the other tests see GBP as the base.
    const back = await owner.put(`/api/currencies/${gbp.id}`, { ...gbp, is_base: true });
    expect(back.status).toBe(200);
    expect((await acmeRow('currencies', { code: 'EUR' })).rate_to_base).toBeCloseTo(eur.rate_to_base, 6);
    expect((await app.knex('accounts').where({ id: acmeId }).first()).currency).toBe('GBP');
  });

  it('refuses to unmark the base or give it a rate other than 1', async () => {
    const gbp = await acmeRow('currencies', { code: 'GBP', is_base: true });
    expect((await owner.put(`/api/currencies/${gbp.id}`, { ...gbp, is_base: false })).body.errors[0].pointer).toBe('/is_base');
    expect((await owner.put(`/api/currencies/${gbp.id}`, { ...gbp, rate_to_base: 1.2 })).body.errors[0].pointer).toBe('/rate_to_base');
  });

  it('refuses to change a code once saved, and a second row of the same code', async () => {
    const usd = await acmeRow('currencies', { code: 'USD' });
    expect((await owner.put(`/api/currencies/${usd.id}`, { ...usd, code: 'CAD' })).body.errors[0].pointer).toBe('/code');
    expect((await owner.post('/api/currencies', { code: 'USD' })).status).toBe(409);
  });
});

describe('order rules', () => {
  it('checks values by field: lists for IN, records of this account, ISO codes', async () => {
    const globexChannel = await app.knex('sales_channels').where({ account_id: globexId }).first();
    const response = await owner.post('/api/order-rules', {
      name: 'Many problems', action: 'ADD_TAG', tag: 'x',
      conditions: [
        { field: 'ship_to_country', operator: 'IN', value: 'GB' },
        { field: 'sales_channel_id', operator: 'EQUALS', value: globexChannel.id },
        { field: 'currency', operator: 'EQUALS', value: 'ZZZ' },
        { field: 'total', operator: 'LESS_THAN', value: 'cheap' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: Row) => e.pointer).sort()).toEqual(['/conditions/0/value', '/conditions/1/value', '/conditions/2/value', '/conditions/3/value']);
  });

  it('keeps only the action\'s own parameter and needs it', async () => {
    const method = await acmeRow('shipping_methods');
    const location = await acmeRow('locations', { code: 'MAIN' });
    const response = await owner.post('/api/order-rules', { name: 'Ship by method', action: 'SET_SHIPPING_METHOD', shipping_method_id: method.id, location_id: location.id, tag: 'stale' });
    expect(response.status).toBe(201);
    expect(await app.knex('order_rules').where({ id: response.body.id }).first()).toMatchObject({ shipping_method_id: method.id, location_id: null, tag: null, enabled: false });
    expect(response.body.sequence).toBeGreaterThan(40);
    const missing = await owner.post('/api/order-rules', { name: 'No location', action: 'ASSIGN_LOCATION' });
    expect(missing.body.errors.map((e: Row) => e.pointer)).toContain('/location_id');
  });

  it('can be enabled once saved', async () => {
    const rule = (await owner.post('/api/order-rules', { name: 'Enable me', action: 'SET_STATUS', conditions: [{ field: 'channel_type', operator: 'IN', value: ['EBAY', 'ETSY'] }] })).body;
    const response = await owner.put(`/api/order-rules/${rule.id}`, { ...rule, enabled: true });
    expect(response.body).toMatchObject({ enabled: true, set_status: 'ON_HOLD' });
  });
});

describe('CSV schedules', () => {
  it('exports only what the user saving it may read, with a valid filter', async () => {
    await owner.post('/api/users', { email: 'exports@acme.test', name: 'Exports', role: 'staff', permissions: ['csvScheduler', 'products'], password: 'exports staff password' });
    const exporter = await app.signIn('exports@acme.test', 'exports staff password');
    const base = { columns: ['number'], frequency: 'DAILY', destination: { kind: 'EMAIL', emails: ['x@acme.example'] } };
    const orders = await exporter.post('/api/csv-schedules', { ...base, name: 'Orders', entity: 'sales-orders' });
    expect(orders.status).toBe(400);
    expect(orders.body.errors[0]).toMatchObject({ pointer: '/entity', message: expect.stringContaining('may not read sales-orders') });
    const products = await exporter.post('/api/csv-schedules', { ...base, name: 'Products', entity: 'products', columns: ['sku'] });
    expect(products.status).toBe(201);
    const unknown = await owner.post('/api/csv-schedules', { ...base, name: 'Nothing', entity: 'secrets' });
    expect(unknown.body.errors[0].pointer).toBe('/entity');
    const filter = await owner.post('/api/csv-schedules', { ...base, name: 'Bad filter', entity: 'products', columns: ['sku'], filter: { colour: 'red' } });
    expect(filter.status).toBe(400);
    expect(filter.body.errors[0].pointer).toBe('/filter/colour');
  });

  it('runs weekly on its weekday, and has no next run while paused', async () => {
    const created = await owner.post('/api/csv-schedules', { name: 'Fridays', entity: 'products', columns: ['sku'], frequency: 'WEEKLY', weekday: 'FRIDAY', time: '09:30', destination: { kind: 'WEBHOOK', url: 'https://hooks.acme.example/x' } });
    expect(created.status).toBe(201);
    const next = new Date(created.body.next_run_at);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(next)).toBe('Friday 09:30');
    const paused = await owner.post(`/api/csv-schedules/${created.body.id}/pause`, {});
    expect(paused.body).toMatchObject({ status: 'PAUSED', next_run_at: null });
    const resumed = await owner.post(`/api/csv-schedules/${created.body.id}/resume`, {});
    expect(resumed.body.status).toBe('ENABLED');
    expect(resumed.body.next_run_at).toBe(created.body.next_run_at);
  });
});

describe('shipping', () => {
  it('refuses to drop a carrier service a shipping method uses', async () => {
    const carrier = await acmeRow('shipping_carriers', { code: 'ROYAL_MAIL' });
    const response = await owner.put(`/api/shipping-carriers/${carrier.id}`, { ...carrier, credentials: undefined, services: carrier.services.filter((s: Row) => s.code !== 'CRL2') });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({ pointer: '/services', message: expect.stringContaining('Standard UK') });
  });

  it('refuses a method on another account\'s carrier', async () => {
    const carrier = await app.knex('shipping_carriers').where({ account_id: globexId }).first();
    const response = await owner.post('/api/shipping-methods', { name: 'Foreign', carrier_id: carrier.id, service_code: 'CRL2', price: 1 });
    expect(response.body.errors[0].pointer).toBe('/carrier_id');
  });
});

describe('warehouse providers', () => {
  it('activates only with credentials that hold what the type needs', async () => {
    const type = await acmeRow('warehouse_provider_types', { code: 'PEOPLEVOICE' });
    const created = (await owner.post('/api/warehouse-providers', { name: 'PV test', provider_type_id: type.id, orders_enabled: true })).body;
    const refused = await owner.post(`/api/warehouse-providers/${created.id}/activate`, {});
    expect(refused.status).toBe(409);
    const partial = await owner.put(`/api/warehouse-providers/${created.id}`, { ...editable(created), credentials: { api_key: 'k' } });
    expect(partial.body.errors[0]).toMatchObject({ pointer: '/credentials', message: expect.stringContaining('username') });
    const full = await owner.put(`/api/warehouse-providers/${created.id}`, { ...editable(created), credentials: { api_key: 'k', username: 'u' } });
    expect(full.body.credentials_set).toBe(true);
    expect((await owner.post(`/api/warehouse-providers/${created.id}/activate`, {})).body.status).toBe('ACTIVE');
  });

  it('refuses to take a capability from a type its providers use', async () => {
    const type = await acmeRow('warehouse_provider_types', { code: 'MINTSOFT' });
    const response = await owner.put(`/api/warehouse-provider-types/${type.id}`, { ...type, supports_asn: false });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].pointer).toBe('/supports_asn');
  });
});

describe('sales channels', () => {
  it('refuses fields of other channel types and locations of other accounts', async () => {
    const foreign = await app.knex('locations').where({ account_id: globexId }).first();
    const response = await owner.post('/api/sales-channels', { type: 'ETSY', name: 'Etsy two', marketplace: 'EBAY_GB', shop_domain: 'x.example', location_priority: [foreign.id] });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: Row) => e.pointer).sort()).toEqual(['/location_priority/0', '/marketplace', '/shop_domain']);
  });

  it('requires a myshopify.com domain for Shopify and keeps the type once created', async () => {
    const bad = await owner.post('/api/sales-channels', { type: 'SHOPIFY', name: 'Shop', shop_domain: 'shop.example' });
    expect(bad.body.errors[0].pointer).toBe('/shop_domain');
    const channel = (await owner.post('/api/sales-channels', { type: 'WISH', name: 'Wish two' })).body;
    const response = await owner.put(`/api/sales-channels/${channel.id}`, { ...editable(channel), type: 'ONBUY' });
    expect(response.body.errors[0].pointer).toBe('/type');
  });

  it('is CONNECTED only with credentials the marketplace accepts, and disconnecting wipes them', async () => {
    // OnBuy's keys are tried for real: against the sandbox marketplace, which knows `sbx_` keys only.
    const onbuy = (await owner.post('/api/sales-channels', { type: 'ONBUY', name: 'OnBuy two', environment: 'SANDBOX' })).body;
    const refused = await owner.post(`/api/sales-channels/${onbuy.id}/verify`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/credentials/);
    const wrongKeys = await owner.put(`/api/sales-channels/${onbuy.id}`, { ...editable(onbuy), credentials: { consumer_key: 'ck', secret_key: 'sk' } });
    const refusedKeys = await owner.post(`/api/sales-channels/${onbuy.id}/verify`, { version: wrongKeys.body.version });
    expect(refusedKeys.status).toBe(400);
    expect(refusedKeys.body.errors).toEqual([{ pointer: '/credentials', message: expect.stringContaining('OnBuy refused the keys') }]);
    const keyed = await owner.put(`/api/sales-channels/${onbuy.id}`, { ...editable(wrongKeys.body), credentials: { consumer_key: 'sbx_onbuy-two-key', secret_key: 'sbx_onbuy-two-secret' } });
    expect(keyed.body.credentials_set).toBe(true);
    const connected = await owner.post(`/api/sales-channels/${onbuy.id}/verify`, { version: keyed.body.version });
    expect(connected.body).toMatchObject({ status: 'CONNECTED', connected_at: expect.any(String) });
    const removing = await owner.put(`/api/sales-channels/${onbuy.id}`, { ...editable(connected.body), credentials: null });
    expect(removing.body.errors[0].pointer).toBe('/credentials');
    const disconnected = await owner.post(`/api/sales-channels/${onbuy.id}/disconnect`, {});
    expect(disconnected.body).toMatchObject({ status: 'DISCONNECTED', credentials_set: false, connected_at: null });
    expect((await app.knex('sales_channels').where({ id: onbuy.id }).first()).credentials).toBeNull();
    const history = await owner.get(`/api/sales-channels/${onbuy.id}/history`);
    expect(history.body.map((h: Row) => h.transition)).toEqual(['verify', 'disconnect']);

    // The web store is fed through its Storefront API: it needs the store's API token, which "Test connection" tries.
    const store = (await owner.post('/api/sales-channels', { type: 'STORE', name: 'Second store', environment: 'SANDBOX' })).body;
    expect((await owner.post(`/api/sales-channels/${store.id}/verify`, {})).body.detail).toMatch(/api_token/);
    const wrong = await owner.put(`/api/sales-channels/${store.id}`, { ...editable(store), credentials: { api_token: 'not-a-token-the-store-gave' } });
    const refusedToken = await owner.post(`/api/sales-channels/${store.id}/verify`, { version: wrong.body.version });
    expect(refusedToken.status).toBe(400);
    expect(refusedToken.body.errors).toEqual([{ pointer: '/credentials', message: expect.stringContaining('were not accepted') }]);
    expect((await app.knex('sales_channels').where({ id: store.id }).first()).status).toBe('DISCONNECTED');
    const right = await owner.put(`/api/sales-channels/${store.id}`, { ...editable(wrong.body), credentials: { api_token: 'sbx_second-store-token' } });
    expect((await owner.post(`/api/sales-channels/${store.id}/verify`, { version: right.body.version })).body.status).toBe('CONNECTED');
  });

  it('refuses a second channel with the same name or order prefix', async () => {
    const response = await owner.post('/api/sales-channels', { type: 'WISH', name: 'ACME ON EBAY UK' });
    expect(response.status).toBe(409);
    expect(response.body.errors[0].pointer).toBe('/name');
    const prefix = await owner.post('/api/sales-channels', { type: 'WISH', name: 'Unique', order_prefix: 'EB-' });
    expect(prefix.body.errors[0].pointer).toBe('/order_prefix');
  });
});
