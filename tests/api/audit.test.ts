/**
 * The audit log (x-entity.audit, api/audit/): every create, update, delete and transition of an audited record is
 * one append-only row written in the write's own transaction, with who, when and each changed field's old and new
 * value, secrets redacted; `GET /api/<resource>/:id/audit` serves it to whoever may read the record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { countStock } from '../helpers/stock.ts';
import { allocateBackorders } from '../../api/domain/orders/allocation-jobs.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let admin: Client;
let globexOwner: Client;
let acme: string;
let platform: string;
let ownerId: string;
let adminId: string;

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
  [owner, admin, globexOwner] = await Promise.all([DEMO.acmeOwner, DEMO.admin, DEMO.globexOwner].map((email) => app.signIn(email)));
  acme = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  platform = (await app.knex('accounts').where({ name: 'Sellyard Platform' }).first('id')).id;
  ownerId = (await app.knex('users').where({ email: DEMO.acmeOwner }).first('id')).id;
  adminId = (await app.knex('users').where({ email: DEMO.admin }).first('id')).id;
});
afterAll(() => app?.close());

const stored = (resource: string, id: string) => app.knex('audit_log').where({ resource, record_id: id }).orderBy('seq').select('*');
let skus = 0;
const sku = () => `AUD-${++skus}`;

describe('the audit log of a product (create, update, delete)', () => {
  it('records a create with every value set, by the user, in the write\'s account', async () => {
    const created = await owner.post('/api/products', { sku: 'AUD-CREATE', title: 'Audited kettle', retail_price: 2450, weight_g: 900 });
    expect(created.status).toBe(201);
    const rows = await stored('products', created.body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ account_id: acme, action: 'create', transition: null, actor_user_id: ownerId, actor_email: DEMO.acmeOwner, actor_role: 'owner', actor_account_id: acme, job: null });
    // Empty values (no custom fields yet) are not news.
    expect(rows[0].changes).not.toHaveProperty('custom_fields');
    expect(rows[0].changes).toMatchObject({
      sku: { from: null, to: 'AUD-CREATE' }, title: { from: null, to: 'Audited kettle' }, retail_price: { from: null, to: 2450 }, weight_g: { from: null, to: 900 },
    });
    const served = await owner.get(`/api/products/${created.body.id}/audit`);
    expect(served.status).toBe(200);
    expect(served.body).toEqual([expect.objectContaining({ action: 'create', by: { kind: 'user', userId: ownerId, email: DEMO.acmeOwner, job: null, jobId: null, cause: null } })]);
  });

  it('records an update with only the changed fields, old and new; an unchanged save records nothing', async () => {
    const { body: product } = await owner.post('/api/products', { sku: sku(), title: 'Before', retail_price: 1000 });
    const updated = await owner.put(`/api/products/${product.id}`, { ...product, title: 'After', retail_price: 1250 });
    expect(updated.status).toBe(200);
    const again = await owner.put(`/api/products/${product.id}`, updated.body);
    expect(again.status).toBe(200);
    const rows = await stored('products', product.id);
    expect(rows.map((r: Row) => r.action)).toEqual(['create', 'update']);
    expect(rows[1].changes).toEqual({ title: { from: 'Before', to: 'After' }, retail_price: { from: 1000, to: 1250 } });
  });

  it('records a delete with the values the record had, and keeps it after the record is gone', async () => {
    const { body: product } = await owner.post('/api/products', { sku: 'AUD-DELETE', title: 'Short-lived' });
    expect((await owner.delete(`/api/products/${product.id}`)).status).toBe(200);
    const rows = await stored('products', product.id);
    expect(rows.map((r: Row) => r.action)).toEqual(['create', 'delete']);
    expect(rows[1].changes).toMatchObject({ sku: { from: 'AUD-DELETE', to: null }, title: { from: 'Short-lived', to: null } });
    expect(rows[1]).toMatchObject({ account_id: acme, actor_user_id: ownerId });
  });

  it('writes nothing for a write that fails (same transaction)', async () => {
    const { body: product } = await owner.post('/api/products', { sku: 'AUD-DUP', title: 'Original' });
    const before = await app.knex('audit_log').count<{ n: number }[]>({ n: '*' });
    const duplicate = await owner.post('/api/products', { sku: 'aud-dup', title: 'Copy' });
    expect(duplicate.status).toBe(409);
    const stale = await owner.put(`/api/products/${product.id}`, { title: 'Stale', version: 99 });
    expect(stale.status).toBe(409);
    expect(await app.knex('audit_log').count<{ n: number }[]>({ n: '*' })).toEqual(before);
  });
});

describe('the audit log of a transition', () => {
  it('records the transition with its name and the fields it changed', async () => {
    const order = await app.knex('sales_orders').where({ account_id: acme, status: 'DRAFT' }).orderBy('created_at').first();
    const cancelled = await owner.post(`/api/sales-orders/${order.id}/cancel`, { version: order.version });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const rows = await stored('sales-orders', order.id);
    const last = rows.at(-1);
    expect(last).toMatchObject({ action: 'transition', transition: 'cancel', actor_user_id: ownerId });
    expect(last.changes.status).toEqual({ from: 'DRAFT', to: 'CANCELLED' });
    const served = await owner.get(`/api/sales-orders/${order.id}/audit`);
    expect(served.body.at(-1)).toMatchObject({ action: 'transition', transition: 'cancel', changes: { status: { from: 'DRAFT', to: 'CANCELLED' } } });
  });
});

describe('secrets', () => {
  it('are redacted: a user\'s password and its hash, a channel\'s credentials', async () => {
    const user = await owner.post('/api/users', { email: 'audited@acme.test', name: 'Audited User', role: 'staff', permissions: ['products'], password: 'a long enough password' });
    expect(user.status).toBe(201);
    const changed = await owner.put(`/api/users/${user.body.id}`, { password: 'another long password', version: user.body.version });
    expect(changed.status).toBe(200);
    const channel = await owner.post('/api/sales-channels', { type: 'ONBUY', name: 'Audited OnBuy', credentials: { api_key: 'very-secret-key' } });
    expect(channel.status).toBe(201);

    const rows = [...await stored('users', user.body.id), ...await stored('sales-channels', channel.body.id)];
    const text = JSON.stringify(rows);
    const hash = (await app.knex('users').where({ id: user.body.id }).first('password_hash')).password_hash;
    for (const secret of ['a long enough password', 'another long password', 'very-secret-key', hash]) expect(text).not.toContain(secret);
    expect(rows[0].changes).toMatchObject({ email: { from: null, to: 'audited@acme.test' }, password_hash: { from: null, to: '[redacted]' } });
    expect(rows[1].changes).toEqual({ password_hash: { from: '[redacted]', to: '[redacted]' } });
    expect(rows[2].changes).toMatchObject({ credentials: { from: null, to: '[redacted]' }, name: { from: null, to: 'Audited OnBuy' } });
    const served = await owner.get(`/api/sales-channels/${channel.body.id}/audit`);
    expect(JSON.stringify(served.body)).not.toContain('very-secret-key');
  });
});

describe('who', () => {
  it('records a platform admin acting in a client account as the admin, with the admin\'s own account', async () => {
    const created = await admin.post('/api/products', { sku: 'AUD-ADMIN', title: 'Made by support' }, { 'X-Account-Id': acme });
    expect(created.status).toBe(201);
    const [row] = await stored('products', created.body.id);
    expect(row).toMatchObject({ account_id: acme, actor_user_id: adminId, actor_email: DEMO.admin, actor_role: 'admin', actor_account_id: platform });
    const served = await owner.get(`/api/products/${created.body.id}/audit`);
    expect(served.body[0].by).toEqual({ kind: 'platform-admin', userId: adminId, email: DEMO.admin, job: null, jobId: null, cause: null });
  });

  it('records a job as the system, with the job and its cause', async () => {
    const product = await app.knex('products').where({ account_id: acme }).orderBy('created_at').first();
    const user = await app.knex('users').where({ id: ownerId }).first();
    const { abilityFor } = await import('../../api/crud/actor.ts');
    const session = { id: ownerId, email: user.email, role: 'owner', accountId: acme, permissions: [], flags: [], clientAccountIds: [] };
    const actor = { user: session, ability: abilityFor(session, app.model), accountId: acme, system: { job: 'order import', cause: 'eBay order 12-34567' } };
    const entity = app.model.entities.find((e) => e.name === 'product')!;
    await app.service.update(actor, entity, product.id, { title: 'Renamed by a job', version: product.version });
    const last = (await stored('products', product.id)).at(-1);
    expect(last).toMatchObject({ action: 'update', job: 'order import', cause: 'eBay order 12-34567', changes: { title: { from: product.title, to: 'Renamed by a job' } } });
    const served = await owner.get(`/api/products/${product.id}/audit`);
    expect(served.body.at(-1).by).toMatchObject({ kind: 'system', job: 'order import', cause: 'eBay order 12-34567' });
  });
});

describe('work done in SQL outside the generic service', () => {
  let location: string;
  let customer: string;
  let supplier: string;
  let n = 0;

  beforeAll(async () => {
    location = (await owner.post('/api/locations', { name: 'Audit shelf', code: 'AUDIT', priority: 1 })).body.id;
    customer = (await app.knex('relationships').where({ account_id: acme, type: 'CUSTOMER' }).orderBy('code').first('id')).id;
    supplier = (await app.knex('relationships').where({ account_id: acme, type: 'SUPPLIER' }).orderBy('code').first('id')).id;
    // The demo's order rules stay out of the way (one holds big orders); a test below enables its own.
    await app.knex('order_rules').where({ account_id: acme }).update({ enabled: false });
  });

  const product = async () => (await owner.post('/api/products', { sku: `AUD-SQL-${++n}`, title: `Audited stock ${n}` })).body;
  const levelOf = (productId: string) => app.knex('stock_levels').where({ account_id: acme, product_id: productId, location_id: location }).first();
  const paidOrder = async (productId: string, quantity: number) => {
    const order = (await owner.post('/api/sales-orders', { customer_id: customer, fulfil_from_location_id: location, lines: [{ product_id: productId, quantity, unit_price: 1000 }] })).body;
    for (const step of ['submit', 'pay']) expect((await owner.post(`/api/sales-orders/${order.id}/${step}`, {})).status).toBe(200);
    return (await owner.get(`/api/sales-orders/${order.id}`)).body;
  };

  it('records a stock movement as the stock level\'s change, by the user, with the movement as its cause', async () => {
    const p = await product();
    const level = await countStock(owner, app.knex, p.id, location, 5);
    expect((await owner.post(`/api/stock-levels/${level.id}/adjust`, { delta: -2, reason: 'Damaged', note: 'dropped a box' })).status).toBe(200);
    const rows = await stored('stock-levels', level.id);
    expect(rows.map((r: Row) => [r.action, r.changes, r.cause])).toEqual([
      ['create', expect.objectContaining({ product_id: { from: null, to: p.id }, location_id: { from: null, to: location } }), null],
      ['update', { on_hand: { from: 0, to: 5 }, available: { from: 0, to: 5 } }, 'stock counted: test stock'],
      ['update', { on_hand: { from: 5, to: 3 }, available: { from: 5, to: 3 } }, 'stock adjusted: Damaged: dropped a box'],
    ]);
    expect(rows[2]).toMatchObject({ actor_user_id: ownerId, actor_email: DEMO.acmeOwner, job: null });
    const served = await owner.get(`/api/stock-levels/${level.id}/audit`);
    expect(served.body.at(-1).by).toEqual({ kind: 'user', userId: ownerId, email: DEMO.acmeOwner, job: null, jobId: null, cause: 'stock adjusted: Damaged: dropped a box' });
  });

  it('records an allocation: the stock level\'s allocated and available, the order\'s lines and backordered flag, by who paid', async () => {
    const p = await product();
    const level = await countStock(owner, app.knex, p.id, location, 2);
    const order = await paidOrder(p.id, 5);
    const line = order.lines[0];
    const levelRows = await stored('stock-levels', level.id);
    expect(levelRows.at(-1)).toMatchObject({ action: 'update', actor_user_id: ownerId, changes: { allocated: { from: 0, to: 2 }, available: { from: 2, to: 0 } } });
    const orderRows = await stored('sales-orders', order.id);
    expect(orderRows.map((r: Row) => r.transition ?? r.action)).toEqual(['create', 'submit', 'pay', 'update']);
    expect(orderRows[3]).toMatchObject({ actor_user_id: ownerId, job: null });
    expect(orderRows[3].changes).toEqual({
      backordered: { from: false, to: true },
      lines: {
        from: [{ id: line.id, sku: p.sku, allocated_qty: 0, backordered_qty: 0 }],
        to: [{ id: line.id, sku: p.sku, allocated_qty: 2, backordered_qty: 3 }],
      },
    });
  });

  it('records the backorder job\'s allocation as the job: its kind, its run, and what made it run (the receipt of stock)', async () => {
    const p = await product();
    const level = await countStock(owner, app.knex, p.id, location, 0);
    const order = await paidOrder(p.id, 3);
    expect(order).toMatchObject({ backordered: true });
    expect((await owner.post(`/api/stock-levels/${level.id}/adjust`, { delta: 4, reason: 'Found', note: 'found in the back room' })).status).toBe(200);
    // The job the adjustment queued, run as a worker runs it (its id, kind and the cause its enqueuer gave).
    const queued = await app.knex('pgboss.job').where({ name: 'stock.allocate-backorders' }).whereRaw("data->'payload'->>'product_id' = ?", [p.id]).first('id', 'name', 'data');
    expect(queued.data.cause).toBe(`stock adjusted: Found: found in the back room by ${DEMO.acmeOwner}`);
    const job = { id: queued.id, kind: queued.name, cause: queued.data.cause, accountId: acme, payload: queued.data.payload, knex: app.knex };
    expect(await allocateBackorders(job)).toEqual({ allocated: 3 });

    const byJob = { actor_user_id: null, job: 'stock.allocate-backorders', job_id: queued.id, cause: `stock adjusted: Found: found in the back room by ${DEMO.acmeOwner}` };
    const orderRow = (await stored('sales-orders', order.id)).at(-1);
    expect(orderRow).toMatchObject({ action: 'update', ...byJob });
    expect(orderRow.changes).toEqual({
      backordered: { from: true, to: false },
      lines: { from: [{ id: order.lines[0].id, sku: p.sku, allocated_qty: 0, backordered_qty: 3 }], to: [{ id: order.lines[0].id, sku: p.sku, allocated_qty: 3, backordered_qty: 0 }] },
    });
    expect((await stored('stock-levels', level.id)).at(-1)).toMatchObject({ ...byJob, changes: { allocated: { from: 0, to: 3 }, available: { from: 4, to: 1 } } });
    const served = await owner.get(`/api/sales-orders/${order.id}/audit`);
    expect(served.body.at(-1).by).toEqual({ kind: 'system', userId: null, email: null, job: 'stock.allocate-backorders', jobId: queued.id, cause: byJob.cause });
  });

  it('records shipping: the lines shipped and their allocation consumed, the stock taken, and the status the shipment moved', async () => {
    const p = await product();
    const level = await countStock(owner, app.knex, p.id, location, 5);
    const order = await paidOrder(p.id, 2);
    const shipment = (await owner.post('/api/shipments', { order_id: order.id, location_id: location, carrier: 'DPD' })).body;
    expect((await owner.post(`/api/shipments/${shipment.id}/create-label`, {})).status).toBe(200);
    expect((await owner.post(`/api/shipments/${shipment.id}/ship`, {})).status).toBe(200);
    const rows = await stored('sales-orders', order.id);
    const shipped = rows.find((r: Row) => r.action === 'update' && r.changes.lines?.to[0].shipped_qty !== undefined);
    expect(shipped.changes.lines).toEqual({
      from: [{ id: order.lines[0].id, sku: p.sku, allocated_qty: 2, shipped_qty: 0 }],
      to: [{ id: order.lines[0].id, sku: p.sku, allocated_qty: 0, shipped_qty: 2 }],
    });
    expect(shipped.cause).toBe(`shipment ${shipment.number}`);
    expect(rows.at(-1)).toMatchObject({ action: 'transition', transition: 'ship', changes: { status: { from: 'PAID', to: 'SHIPPED' } }, actor_user_id: ownerId });
    expect((await stored('stock-levels', level.id)).at(-1)).toMatchObject({
      // Available stays 3: what was on hand for this order leaves with it.
      changes: { on_hand: { from: 5, to: 3 }, allocated: { from: 2, to: 0 } }, cause: `shipped (${shipment.number})`,
    });
  });

  it('records receiving a purchase order: the lines received, the stock on hand and incoming, the status', async () => {
    const p = await product();
    const po = (await owner.post('/api/purchase-orders', { supplier_id: supplier, deliver_to_location_id: location, lines: [{ product_id: p.id, qty_ordered: 10, unit_cost: 100 }] })).body;
    expect((await owner.post(`/api/purchase-orders/${po.id}/send`, {})).status).toBe(200);
    expect((await owner.post(`/api/purchase-orders/${po.id}/receive`, { lines: [{ line_id: po.lines[0].id, qty: 6 }] })).status).toBe(200);
    const rows = await stored('purchase-orders', po.id);
    expect(rows.map((r: Row) => r.transition ?? r.action)).toEqual(['create', 'send', 'update', 'receive']);
    expect(rows[2]).toMatchObject({ cause: `goods received (${po.number})`, changes: { lines: { from: [{ id: po.lines[0].id, sku: p.sku, qty_received: 0 }], to: [{ id: po.lines[0].id, sku: p.sku, qty_received: 6 }] } } });
    expect(rows[3].changes).toEqual({ status: { from: 'SENT', to: 'PARTIALLY_RECEIVED' } });
    const level = await levelOf(p.id);
    // Receiving made the level (none existed at this location): its creation is recorded too.
    expect((await stored('stock-levels', level.id)).map((r: Row) => [r.action === 'create' ? 'create' : r.changes, r.cause])).toEqual([
      ['create', null],
      [{ incoming: { from: 0, to: 10 } }, `purchase order ${po.number} sent`],
      [{ on_hand: { from: 0, to: 6 }, available: { from: 0, to: 6 } }, `goods received (${po.number})`],
      [{ incoming: { from: 10, to: 4 } }, `goods received (${po.number})`],
    ]);
  });

  it('records what an order rule did on payment: its fields and its hold, as the hold transition', async () => {
    const rule = await owner.post('/api/order-rules', { name: 'Audit big orders', sequence: 1, conditions: [{ field: 'total', operator: 'GREATER_OR_EQUAL', value: 100000 }], action: 'SET_STATUS', hold_reason: 'check by hand' });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    expect((await owner.put(`/api/order-rules/${rule.body.id}`, { ...rule.body, enabled: true })).status).toBe(200);
    try {
      const p = await product();
      await countStock(owner, app.knex, p.id, location, 200);
      const order = await paidOrder(p.id, 120);
      expect(order.status).toBe('ON_HOLD');
      const rows = await stored('sales-orders', order.id);
      expect(rows.at(-1)).toMatchObject({ action: 'transition', transition: 'hold', actor_user_id: ownerId });
      expect(rows.at(-1).changes).toMatchObject({ status: { from: 'PAID', to: 'ON_HOLD' }, hold_reason: { from: null, to: 'Order rule "Audit big orders": check by hand' } });
    } finally {
      await owner.delete(`/api/order-rules/${rule.body.id}`);
    }
  });

  it('records the row that stops being the default when another becomes it (one default per group)', async () => {
    const before = await app.knex('templates').where({ account_id: acme, type: 'INVOICE', is_default: true }).first('id');
    const made = await owner.post('/api/templates', { type: 'INVOICE', name: 'Audited default invoice', body: '<p>{{invoice.number}}</p>', is_default: true });
    expect(made.status).toBe(201);
    expect((await stored('templates', before.id)).at(-1)).toMatchObject({ action: 'update', actor_user_id: ownerId, changes: { is_default: { from: true, to: false } } });
  });

  it('records the currencies and the account re-expressed when another currency becomes the base', async () => {
    const globex = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id', 'currency'));
    const currencies = (await globexOwner.get(globexList('currencies'))).body as Row[];
    const base = currencies.find((c) => c.is_base)!;
    const next = currencies.find((c) => !c.is_base)!;
    const saved = await globexOwner.put(`/api/currencies/${next.id}`, { ...next, is_base: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const old = (await stored('currencies', base.id)).at(-1);
    expect(old).toMatchObject({ action: 'update', cause: `${next.code} made the base currency`, changes: { is_base: { from: true, to: false } } });
    expect(old.changes.rate_to_base.from).toBe(1);
    expect((await stored('accounts', globex.id)).at(-1)).toMatchObject({ changes: { currency: { from: globex.currency, to: next.code } }, cause: `${next.code} made the base currency` });
  });
});

const globexList = (resource: string) => app.listPath(resource, { range: [0, 99] });

describe('reading the log', () => {
  it('is refused outside the reader\'s reach (404), and for entities that keep none', async () => {
    const product = await app.knex('products').where({ account_id: acme }).first('id');
    expect((await globexOwner.get(`/api/products/${product.id}/audit`)).status).toBe(404);
    expect((await app.anonymous().get(`/api/products/${product.id}/audit`)).status).toBe(401);
    const movement = await app.knex('stock_movements').first('id');
    if (movement) expect((await owner.get(`/api/stock-movements/${movement.id}/audit`)).status).toBe(404);
  });

  it('serves a singleton\'s log at the resource', async () => {
    const settings = await owner.get('/api/general-settings');
    const saved = await owner.put('/api/general-settings', { ...settings.body, allow_negative_stock: !settings.body.allow_negative_stock });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const log = await owner.get('/api/general-settings/audit');
    expect(log.status).toBe(200);
    expect(log.body.at(-1)).toMatchObject({ changes: { allow_negative_stock: { from: settings.body.allow_negative_stock, to: !settings.body.allow_negative_stock } } });
  });
});

describe('the table', () => {
  it('is append-only: updates, deletes and truncation are refused', async () => {
    const [row] = await app.knex('audit_log').limit(1).select('id');
    await expect(app.knex('audit_log').where({ id: row.id }).update({ actor_email: 'forged@example.test' })).rejects.toThrow(/append-only/);
    await expect(app.knex('audit_log').where({ id: row.id }).delete()).rejects.toThrow(/append-only/);
    await expect(app.knex.raw('truncate audit_log')).rejects.toThrow(/append-only/);
    expect(await app.knex('audit_log').where({ id: row.id }).first('id')).toEqual({ id: row.id });
  });
});
