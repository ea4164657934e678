/**
 * The audit log (x-entity.audit, api/audit/): every create, update, delete and transition of an audited record is
 * one append-only row written in the write's own transaction, with who, when and each changed field's old and new
 * value, secrets redacted; `GET /api/<resource>/:id/audit` serves it to whoever may read the record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

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
}, 180_000);
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
    expect(served.body).toEqual([expect.objectContaining({ action: 'create', by: { kind: 'user', userId: ownerId, email: DEMO.acmeOwner, job: null, cause: null } })]);
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
    expect(served.body[0].by).toEqual({ kind: 'platform-admin', userId: adminId, email: DEMO.admin, job: null, cause: null });
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
