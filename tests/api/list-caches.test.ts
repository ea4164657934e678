/**
 * The caches on the request path (session → user → ability, api/auth/session-cache.ts; the read scope per ability;
 * the custom-field definitions lists read, api/crud/custom-fields.ts) never let a change wait for them: each case
 * first answers a request from a warm cache, then makes the change, then the very next request sees it.
 * Across API processes (PostgreSQL's NOTIFY) see scale-out.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let owner: Client;

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
  owner = await app.signIn(DEMO.acmeOwner);
});
afterAll(() => app?.close());

/** A request with a given session cookie, whatever the client did with it since. */
const withCookie = (cookie: string, path: string) => fetch(app.baseUrl + path, { headers: { cookie } }).then((r) => r.status);

async function newStaff(email: string, permissions: string[]): Promise<{ id: string; client: Client }> {
  const created = await owner.post('/api/users', { email, name: 'Cache Test', role: 'staff', permissions, password: 'a perfectly fine one' });
  expect(created.status).toBe(201);
  return { id: created.body.id, client: await app.signIn(email, 'a perfectly fine one') };
}

describe('the session cache', () => {
  it('refuses a signed-out session at once, though the session was just answered from the cache', async () => {
    const staff = await app.signIn(DEMO.acmeStaff);
    const cookie = staff.cookie!;
    expect(await withCookie(cookie, '/api/brands')).toBe(200);
    expect(await withCookie(cookie, '/api/brands')).toBe(200);
    expect((await staff.post('/api/auth/logout', {})).status).toBeLessThan(300);
    expect(await withCookie(cookie, '/api/brands')).toBe(401);
  });

  it('refuses a suspended user at once', async () => {
    const { id, client } = await newStaff('cache.suspend@acme.test', []);
    const cookie = client.cookie!;
    expect(await withCookie(cookie, '/api/auth/me')).toBe(200);
    expect(await withCookie(cookie, '/api/auth/me')).toBe(200);
    expect((await owner.post(`/api/users/${id}/suspend`, {})).status).toBe(200);
    expect(await withCookie(cookie, '/api/auth/me')).toBe(401);
    expect(await withCookie(cookie, '/api/brands')).toBe(401);
  });

  it('applies a permission granted or withdrawn at once', async () => {
    const { id, client } = await newStaff('cache.grant@acme.test', []);
    expect((await client.post('/api/custom-fields', { entity: 'products', key: 'grant_a', label: 'A', type: 'TEXT' })).status).toBe(403);
    const before = (await owner.get(`/api/users/${id}`)).body;
    expect((await owner.put(`/api/users/${id}`, { version: before.version, permissions: ['customFields'] })).status).toBe(200);
    expect((await client.post('/api/custom-fields', { entity: 'products', key: 'grant_a', label: 'A', type: 'TEXT' })).status).toBe(201);
    const granted = (await owner.get(`/api/users/${id}`)).body;
    expect((await owner.put(`/api/users/${id}`, { version: granted.version, permissions: [] })).status).toBe(200);
    expect((await client.post('/api/custom-fields', { entity: 'products', key: 'grant_b', label: 'B', type: 'TEXT' })).status).toBe(403);
  });

  it('applies a role change at once, to lists too (their read scope is cached per ability)', async () => {
    const { id, client } = await newStaff('cache.role@acme.test', []);
    // Without the brands permission a staff member may not list brands; an owner holds every permission.
    expect((await client.get('/api/brands')).status).toBe(403);
    expect((await client.get('/api/brands')).status).toBe(403);
    const before = (await owner.get(`/api/users/${id}`)).body;
    expect((await owner.put(`/api/users/${id}`, { version: before.version, role: 'owner' })).status).toBe(200);
    const listed = await client.get('/api/brands');
    expect(listed.status).toBe(200);
    expect(listed.body.length).toBeGreaterThan(0);
  });
});

describe('the custom-field definitions lists read', () => {
  it('sees a new field at once (filter and values), and a removed one gone at once', async () => {
    const product = (await owner.get(app.listPath('products'))).body[0];
    // Warm: the list has read (and cached) the account's product definitions.
    expect((await owner.get(app.listPath('products', { filter: { 'custom_fields.cache_colour': 'red' } }))).status).toBe(400);

    const field = await owner.post('/api/custom-fields', { entity: 'products', key: 'cache_colour', label: 'Colour', type: 'TEXT' });
    expect(field.status).toBe(201);
    const read = (await owner.get(`/api/products/${product.id}`)).body;
    expect((await owner.put(`/api/products/${product.id}`, { version: read.version, custom_fields: { cache_colour: 'red' } })).status).toBe(200);
    const filtered = await owner.get(app.listPath('products', { filter: { 'custom_fields.cache_colour': 'red' } }));
    expect(filtered.status).toBe(200);
    expect(filtered.body.map((p: { id: string }) => p.id)).toEqual([product.id]);
    expect(filtered.body[0].custom_fields).toMatchObject({ cache_colour: 'red' });

    expect((await owner.delete(`/api/custom-fields/${field.body.id}`)).status).toBe(200);
    expect((await owner.get(app.listPath('products', { filter: { 'custom_fields.cache_colour': 'red' } }))).status).toBe(400);
    const listed = (await owner.get(app.listPath('products', { filter: { id: [product.id] } }))).body;
    expect(listed[0].custom_fields).not.toHaveProperty('cache_colour');
  });
});
