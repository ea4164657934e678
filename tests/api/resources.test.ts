/**
 * The generic resource API on a real database: list parameters, validation, readOnly/writeOnly handling,
 * optimistic concurrency, uniqueness and error documents. Each test checks the response and the stored rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
});
afterAll(() => app?.close());

describe('list', () => {
  it('pages, sorts and reports the total in Content-Range', async () => {
    const response = await owner.get(app.listPath('products', { sort: ['sku', 'ASC'], range: [0, 4] }));
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(5);
    const skus = response.body.map((p: { sku: string }) => p.sku);
    expect(skus).toEqual([...skus].sort());
    const stored = await app.knex('products').where({ account_id: acmeId }).count<{ n: number }[]>({ n: '*' });
    expect(response.headers.get('content-range')).toBe(`products 0-4/${stored[0].n}`);
  });

  it('searches with q over the search fields, case-insensitively', async () => {
    const response = await owner.get(app.listPath('products', { filter: { q: 'merino' } }));
    expect(response.status).toBe(200);
    expect(response.body.map((p: { title: string }) => p.title)).toEqual(['Merino Wool Beanie']);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const response = await owner.get(app.listPath('products', { filter: { q: '%' } }));
    expect(response.body).toEqual([]);
  });

  it('applies operators and getMany by id', async () => {
    const all = (await owner.get(app.listPath('products', { range: [0, 99] }))).body as Array<{ id: string; retail_price: number }>;
    const cheap = await owner.get(app.listPath('products', { filter: { retail_price_lte: 2000 }, range: [0, 99] }));
    expect(cheap.body.length).toBe(all.filter((p) => p.retail_price <= 2000).length);
    expect(cheap.body.every((p: { retail_price: number }) => p.retail_price <= 2000)).toBe(true);
    const some = await owner.get(app.listPath('products', { filter: { id: [all[0].id, all[1].id] } }));
    expect(some.body.map((p: { id: string }) => p.id).sort()).toEqual([all[0].id, all[1].id].sort());
  });

  it.each([
    ['an unknown sort field', { sort: ['password_hash', 'ASC'] }, '/sort/0'],
    ['an unknown filter', { filter: { colour: 'red' } }, '/filter/colour'],
    ['a filter value of the wrong type', { filter: { retail_price_gte: 'cheap' } }, '/filter/retail_price_gte'],
    ['an enum filter outside the enum', { filter: { status: 'SOLD' } }, '/filter/status'],
    ['a range that is too large', { range: [0, 5000] }, '/range'],
  ] as const)('refuses %s with 400 naming the parameter', async (_case, params, pointer) => {
    const response = await owner.get(app.listPath('products', params as never));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.body.errors[0].pointer).toBe(pointer);
  });

  it('refuses a sort parameter that is not JSON', async () => {
    const response = await owner.get('/api/products?sort=sku');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('bad_query');
  });
});

describe('create', () => {
  it('needs only sku and title for a product, and stores the trimmed values and defaults', async () => {
    const response = await owner.post('/api/products', { sku: '  NEW-001 ', title: 'New thing' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ sku: 'NEW-001', title: 'New thing', status: 'ACTIVE', kind: 'SIMPLE', version: 1 });
    const stored = await app.knex('products').where({ id: response.body.id }).first();
    expect(stored).toMatchObject({ account_id: acmeId, sku: 'NEW-001', currency: 'GBP', version: 1 });
  });

  it('ignores readOnly and system fields sent by the client', async () => {
    const other = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
    const response = await owner.post('/api/products', { sku: 'RO-1', title: 'Read only test', id: '00000000-0000-4000-8000-000000000000', account_id: other, version: 99 });
    expect(response.status).toBe(201);
    expect(response.body.id).not.toBe('00000000-0000-4000-8000-000000000000');
    const stored = await app.knex('products').where({ id: response.body.id }).first();
    expect(stored.account_id).toBe(acmeId);
    expect(stored.version).toBe(1);
  });

  it('answers 400 with one entry per invalid field, and writes nothing', async () => {
    const before = await app.knex('products').count<{ n: number }[]>({ n: '*' });
    const response = await owner.post('/api/products', {
      title: '', origin_country: 'ZZ', retail_price: -5, barcodes: [{ type: 'EAN13', value: '5012345678901' }], colour: 'red',
    });
    expect(response.status).toBe(400);
    const pointers = response.body.errors.map((e: { pointer: string }) => e.pointer).sort();
    expect(pointers).toEqual(['/barcodes/0/value', '/colour', '/origin_country', '/retail_price', '/sku', '/title']);
    expect(response.body.errors.find((e: { pointer: string }) => e.pointer === '/barcodes/0/value').message).toMatch(/check digit/);
    const after = await app.knex('products').count<{ n: number }[]>({ n: '*' });
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a duplicate SKU in the same account, compared case-insensitively, with 409 on the field', async () => {
    await owner.post('/api/products', { sku: 'DUP-1', title: 'First' });
    const response = await owner.post('/api/products', { sku: 'dup-1', title: 'Second' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'duplicate', errors: [{ pointer: '/sku' }] });
  });

  it('allows the same SKU in another account', async () => {
    const globex = await app.signIn(DEMO.globexOwner);
    await owner.post('/api/products', { sku: 'SHARED-1', title: 'Acme copy' });
    const response = await globex.post('/api/products', { sku: 'SHARED-1', title: 'Globex copy' });
    expect(response.status).toBe(201);
  });

  it('refuses a reference to another account\'s record as a field error', async () => {
    const globexBrand = await app.knex('brands').join('accounts', 'accounts.id', 'brands.account_id').where('accounts.name', 'Globex Retail').first('brands.id');
    const response = await owner.post('/api/products', { sku: 'REF-1', title: 'Foreign brand', brand_id: globexBrand.id });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/brand_id', message: 'refers to no brand of this account' }]);
  });
});

describe('update and delete', () => {
  it('updates with the current version and raises it', async () => {
    const created = (await owner.post('/api/products', { sku: 'UPD-1', title: 'Before' })).body;
    const response = await owner.put(`/api/products/${created.id}`, { ...created, title: 'After' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'After', version: 2 });
    expect((await app.knex('products').where({ id: created.id }).first()).title).toBe('After');
  });

  it('answers 409 to a stale version and keeps the stored row', async () => {
    const created = (await owner.post('/api/products', { sku: 'UPD-2', title: 'Original' })).body;
    await owner.put(`/api/products/${created.id}`, { ...created, title: 'First change' });
    const response = await owner.put(`/api/products/${created.id}`, { ...created, title: 'Lost update' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'version_conflict', currentVersion: 2 });
    expect((await app.knex('products').where({ id: created.id }).first()).title).toBe('First change');
  });

  it('requires the version on PUT', async () => {
    const created = (await owner.post('/api/products', { sku: 'UPD-3', title: 'x' })).body;
    const response = await owner.put(`/api/products/${created.id}`, { title: 'y' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].pointer).toBe('/version');
  });

  it('refuses to delete a record still referenced, with 409', async () => {
    const brand = (await owner.post('/api/brands', { name: 'Keepsake', code: 'KEEP' })).body;
    await owner.post('/api/products', { sku: 'USES-BRAND', title: 'Branded', brand_id: brand.id });
    const response = await owner.delete(`/api/brands/${brand.id}`);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('in_use');
    expect(await app.knex('brands').where({ id: brand.id }).first()).toBeTruthy();
  });

  it('deletes and then answers 404', async () => {
    const brand = (await owner.post('/api/brands', { name: 'Ephemeral' })).body;
    expect((await owner.delete(`/api/brands/${brand.id}`)).status).toBe(200);
    expect(await app.knex('brands').where({ id: brand.id }).first()).toBeUndefined();
    expect((await owner.get(`/api/brands/${brand.id}`)).status).toBe(404);
  });

  it('answers 404 for a malformed id', async () => {
    expect((await owner.get('/api/products/not-a-uuid')).status).toBe(404);
  });
});

describe('secrets', () => {
  it('stores a user password only as a hash and never returns it', async () => {
    const response = await owner.post('/api/users', { email: 'New.Person@Acme.test', name: 'New Person', role: 'staff', permissions: ['products'], password: 'purple kettle on the moon' });
    expect(response.status).toBe(201);
    expect(response.body.email).toBe('new.person@acme.test');
    expect(response.body).not.toHaveProperty('password');
    expect(response.body).not.toHaveProperty('password_hash');
    const stored = await app.knex('users').where({ id: response.body.id }).first();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain('purple kettle');
    const list = await owner.get(app.listPath('users', { range: [0, 99] }));
    expect(JSON.stringify(list.body)).not.toContain('scrypt$');
    const signedIn = await app.signIn('new.person@acme.test', 'purple kettle on the moon');
    expect((await signedIn.get('/api/products')).status).toBe(200);
  });

  it('does not let an owner hand out the admin role', async () => {
    const response = await owner.post('/api/users', { email: 'sneaky@acme.test', name: 'Sneaky', role: 'admin' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].pointer).toBe('/role');
  });

  it('does not let an owner switch feature flags on', async () => {
    const account = (await owner.get(`/api/accounts/${acmeId}`)).body;
    const response = await owner.put(`/api/accounts/${acmeId}`, { ...account, feature_flags: [] });
    expect(response.status).toBe(403);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 problem+json', async () => {
    const response = await owner.raw('POST', '/api/products', { body: '{"sku": ', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('malformed_json');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await owner.raw('POST', '/api/products', { body: JSON.stringify({ sku: 'BIG', title: 'x'.repeat(1_100_000) }), headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('payload_too_large');
  });

  it('refuses a non-JSON body with 415', async () => {
    const response = await owner.raw('POST', '/api/products', { body: 'sku=A', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(response.status).toBe(415);
  });

  it('refuses a JSON array where an object is expected', async () => {
    const response = await owner.post('/api/products', [1, 2]);
    expect(response.status).toBe(400);
  });

  it('answers an unknown endpoint with a 404 problem', async () => {
    const response = await owner.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });
});
