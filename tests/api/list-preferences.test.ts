/**
 * Saved views and chosen columns per person (GET/PUT /api/me/list-preferences, users.list_preferences): each user
 * reads and writes only their own, one list's save leaves the other lists alone, bad input is a 400 naming the field,
 * a signed-out visitor gets a 401, and the users API never shows the stored preferences. Custom fields carry
 * `in_list` (the demo's gift message is not a column at first).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let owner: Client;
let staff: Client;
let admin: Client;

beforeAll(async () => {
  app = await startTestApp();
  [owner, staff, admin] = await Promise.all([DEMO.acmeOwner, DEMO.acmeStaff, DEMO.admin].map((email) => app.signIn(email)));
});
afterAll(() => app?.close());

const TO_SHIP = { name: 'Paid this week', filter: { status: 'PAID', order_date_gte: '2026-11-23' } };

describe('list preferences', () => {
  it('start empty, then keep views and hidden columns per list, merged list by list', async () => {
    expect((await owner.get('/api/me/list-preferences')).body).toEqual({});
    const saved = await owner.put('/api/me/list-preferences', { list: '/orders', views: [TO_SHIP] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ '/orders': { views: [TO_SHIP] } });
    // Columns only: the views stay.
    await owner.put('/api/me/list-preferences', { list: '/orders', hidden_columns: ['currency', 'custom_fields.gift_message', 'currency'] });
    await owner.put('/api/me/list-preferences', { list: '/products', hidden_columns: ['brand_id'] });
    const read = await owner.get('/api/me/list-preferences');
    expect(read.body).toEqual({
      '/orders': { views: [TO_SHIP], hidden_columns: ['currency', 'custom_fields.gift_message'] },
      '/products': { hidden_columns: ['brand_id'] },
    });
    // They come with the session, so a list asks for nothing more before its rows.
    const me = await owner.get('/api/auth/me');
    expect(me.body.listPreferences).toEqual(read.body);
    expect(me.body.user).not.toHaveProperty('list_preferences');
    // A view is removed by saving the list without it.
    await owner.put('/api/me/list-preferences', { list: '/orders', views: [] });
    expect((await owner.get('/api/me/list-preferences')).body['/orders']).toEqual({ views: [], hidden_columns: ['currency', 'custom_fields.gift_message'] });
  });

  it("are each person's own: another user of the account, and an admin acting in it, see and change only theirs", async () => {
    await owner.put('/api/me/list-preferences', { list: '/shipments', views: [{ name: 'Mine', filter: { status: 'PENDING' } }] });
    expect((await staff.get('/api/me/list-preferences')).body).toEqual({});
    await staff.put('/api/me/list-preferences', { list: '/shipments', views: [{ name: 'Staff', filter: {} }] });
    const acme = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
    expect((await admin.get('/api/me/list-preferences', { 'X-Account-Id': acme })).body).toEqual({});
    await admin.put('/api/me/list-preferences', { list: '/shipments', hidden_columns: ['carrier'] }, { 'X-Account-Id': acme });
    expect((await owner.get('/api/me/list-preferences')).body['/shipments']).toEqual({ views: [{ name: 'Mine', filter: { status: 'PENDING' } }] });
    expect((await staff.get('/api/me/list-preferences')).body['/shipments']).toEqual({ views: [{ name: 'Staff', filter: {} }] });
  });

  it('refuse bad input with a 400 naming each field, and store nothing', async () => {
    const before = (await owner.get('/api/me/list-preferences')).body;
    const cases: Array<[unknown, string]> = [
      [[1, 2], ''],
      [{ views: [] }, '/list'],
      [{ list: 'orders', views: [] }, '/list'],
      [{ list: '/orders', views: 'all' }, '/views'],
      [{ list: '/orders', views: [{ name: '', filter: {} }] }, '/views/0/name'],
      [{ list: '/orders', views: [{ name: 'x'.repeat(41), filter: {} }] }, '/views/0/name'],
      [{ list: '/orders', views: [{ name: 'A', filter: {} }, { name: ' a ', filter: {} }] }, '/views/1/name'],
      [{ list: '/orders', views: [{ name: 'A', filter: [] }] }, '/views/0/filter'],
      [{ list: '/orders', views: [{ name: 'A', filter: { 'drop table': 1 } }] }, '/views/0/filter'],
      [{ list: '/orders', views: [{ name: 'A', filter: { q: 'x'.repeat(2100) } }] }, '/views/0/filter'],
      [{ list: '/orders', views: [{ name: 'A', filter: {}, sql: 'x' }] }, '/views/0/sql'],
      [{ list: '/orders', views: Array.from({ length: 21 }, (_, i) => ({ name: `V${i}`, filter: {} })) }, '/views'],
      [{ list: '/orders', hidden_columns: [3] }, '/hidden_columns'],
      [{ list: '/orders', colour: 'blue' }, '/colour'],
    ];
    for (const [body, pointer] of cases) {
      const response = await owner.put('/api/me/list-preferences', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(response.body.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
    }
    expect((await owner.get('/api/me/list-preferences')).body).toEqual(before);
  });

  it('need a session, and never show through the users API', async () => {
    expect((await app.anonymous().get('/api/me/list-preferences')).status).toBe(401);
    expect((await app.anonymous().put('/api/me/list-preferences', { list: '/orders', views: [] })).status).toBe(401);
    const users = await owner.get(app.listPath('users', {}));
    expect(users.status).toBe(200);
    for (const user of users.body) expect(user).not.toHaveProperty('list_preferences');
    const me = users.body.find((u: { email: string }) => u.email === DEMO.acmeOwner);
    const one = await owner.get(`/api/users/${me.id}`);
    expect(one.body).not.toHaveProperty('list_preferences');
    // Not writable there either: whatever the users API does with the key, the stored preferences stay as they were.
    const before = (await owner.get('/api/me/list-preferences')).body;
    await owner.put(`/api/users/${me.id}`, { version: one.body.version, list_preferences: { '/orders': { views: [{ name: 'Sneaky', filter: {} }] } } });
    expect((await owner.get('/api/me/list-preferences')).body).toEqual(before);
  });
});

describe('custom fields in lists', () => {
  it('say whether they are a column at first: the demo gift message is not, a new field is', async () => {
    const definitions = (await owner.get('/api/sales-orders/custom-fields')).body;
    expect(definitions.find((d: { key: string }) => d.key === 'gift_message')).toMatchObject({ label: 'Gift message', in_list: false });
    const created = await owner.post('/api/custom-fields', { entity: 'sales-orders', key: 'packer', label: 'Packer', type: 'TEXT' });
    expect(created.status).toBe(201);
    expect(created.body.in_list).toBe(true);
    const again = (await owner.get('/api/sales-orders/custom-fields')).body;
    expect(again.find((d: { key: string }) => d.key === 'packer')).toMatchObject({ in_list: true });
  });
});
