/**
 * `Idempotency-Key` on POST (api/http/idempotency.ts): a retry with the same key gets the first answer and writes
 * nothing; another body with a used key is 422; a key still in flight is 409; the answer of a generic write is
 * committed with the write; expired keys are deleted; a read-back failure after commit is no 500.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import type { ResourceService } from '../../api/crud/service.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;

const keyed = () => ({ 'Idempotency-Key': randomUUID() });
const brandCount = async (name: string) => Number((await app.knex('brands').where({ account_id: acmeId, name }).count({ n: '*' }))[0].n);
const storedKey = (key: string) => app.knex('idempotency_keys').where({ key }).first();

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
});
afterAll(() => app?.close());
afterEach(() => { vi.restoreAllMocks(); });

describe('POST /api/<resource> with Idempotency-Key', () => {
  it('answers a retry with the first answer and creates nothing more', async () => {
    const headers = keyed();
    const first = await owner.post('/api/brands', { name: 'Retry Brand' }, headers);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await owner.post('/api/brands', { name: 'Retry Brand' }, headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('location')).toBe(`/api/brands/${first.body.id}`);
    expect(again.headers.get('content-type')).toMatch(/application\/json/);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await brandCount('Retry Brand')).toBe(1);
    const row = await storedKey(headers['Idempotency-Key']);
    expect(row).toMatchObject({ account_id: acmeId, method: 'POST', path: '/api/brands', status: 201, locked_until: null });
    // Kept sealed with the app's secret key.
    expect(row.response).toEqual({ sealed: expect.stringMatching(/^v1:/) });
    expect(JSON.stringify(row.response)).not.toContain(first.body.id);
  });

  it('refuses the key with a different body (422, naming the header) and writes nothing', async () => {
    const headers = keyed();
    expect((await owner.post('/api/brands', { name: 'Body One' }, headers)).status).toBe(201);
    const other = await owner.post('/api/brands', { name: 'Body Two' }, headers);
    expect(other.status).toBe(422);
    expect(other.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(other.body).toMatchObject({ code: 'idempotency_key_reused', errors: [{ pointer: '/headers/idempotency-key' }] });
    expect(await brandCount('Body Two')).toBe(0);
    const elsewhere = await owner.post('/api/tax-rates', { name: 'Body One' }, headers);
    expect(elsewhere.status).toBe(422);
  });

  it('answers 409 while the first request with the key is still running, then the first answer', async () => {
    const headers = keyed();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const create = app.service.create.bind(app.service);
    vi.spyOn(app.service, 'create').mockImplementationOnce(async (...args: Parameters<ResourceService['create']>) => { await gate; return create(...args); });
    const first = owner.post('/api/brands', { name: 'In Flight' }, headers);
    await vi.waitFor(async () => expect(await storedKey(headers['Idempotency-Key'])).toBeDefined());
    const meanwhile = await owner.post('/api/brands', { name: 'In Flight' }, headers);
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.code).toBe('idempotency_key_in_flight');
    release();
    expect((await first).status).toBe(201);
    const after = await owner.post('/api/brands', { name: 'In Flight' }, headers);
    expect(after.body.id).toBe((await first).body.id);
    expect(await brandCount('In Flight')).toBe(1);
  });

  it('keeps keys per user: another user\'s same key is a request of its own', async () => {
    const headers = keyed();
    const mine = await owner.post('/api/brands', { name: 'Per User' }, headers);
    const globex = await app.signIn(DEMO.globexOwner);
    const theirs = await globex.post('/api/brands', { name: 'Per User' }, headers);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    const rows = await app.knex('idempotency_keys').where({ key: headers['Idempotency-Key'] }).select('account_id', 'status');
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r: { account_id: string }) => r.account_id)).size).toBe(2);
  });

  it('releases the key after a refused request, so the corrected retry runs', async () => {
    const headers = keyed();
    const bad = await owner.post('/api/brands', { name: 'Bad Site', website: 'ftp://nope' }, headers);
    expect(bad.status).toBe(400);
    expect(await storedKey(headers['Idempotency-Key'])).toBeUndefined();
    const fixed = await owner.post('/api/brands', { name: 'Bad Site', website: 'https://fixed.example' }, headers);
    expect(fixed.status).toBe(201);
    expect(await storedKey(headers['Idempotency-Key'])).toMatchObject({ status: 201 });
  });

  it('takes over a claim whose request died before answering, once its lease has run out', async () => {
    const headers = keyed();
    expect((await owner.post('/api/brands', { name: 'Died Once' }, headers)).status).toBe(201);
    // As a request that claimed the key and then died: no answer, lease over.
    const claim = app.knex('idempotency_keys').where({ key: headers['Idempotency-Key'] });
    await claim.clone().update({ status: null, response: null, locked_until: app.knex.raw("now() - interval '1 second'") });
    await app.knex('brands').where({ account_id: acmeId, name: 'Died Once' }).delete();
    const retry = await owner.post('/api/brands', { name: 'Died Once' }, headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await brandCount('Died Once')).toBe(1);
    expect(await claim.clone().first('status')).toEqual({ status: 201 });
  });

  it('refuses a malformed key', async () => {
    const response = await owner.post('/api/brands', { name: 'Bad Key' }, { 'Idempotency-Key': 'x'.repeat(256) });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/headers/idempotency-key', message: expect.any(String) }]);
    expect(await brandCount('Bad Key')).toBe(0);
  });

  it('deletes expired keys: after 24 hours the key is new again', async () => {
    const headers = keyed();
    const first = await owner.post('/api/brands', { name: 'Expiring', code: 'EXP1' }, headers);
    expect(await storedKey(headers['Idempotency-Key'])).toMatchObject({ status: 201 });
    await app.knex('idempotency_keys').where({ key: headers['Idempotency-Key'] }).update({ expires_at: app.knex.raw("now() - interval '1 second'") });
    await app.knex('brands').where({ account_id: acmeId, id: first.body.id }).delete();
    const second = await owner.post('/api/brands', { name: 'Expiring', code: 'EXP1' }, headers);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(await app.knex('idempotency_keys').where('expires_at', '<', app.knex.fn.now()).count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});

describe('the answer is committed with the write', () => {
  it('stores the create\'s answer in its transaction, before the read-back', async () => {
    const headers = keyed();
    let seen: Record<string, any> | undefined;
    const get = app.service.get.bind(app.service);
    vi.spyOn(app.service, 'get').mockImplementationOnce(async (...args: Parameters<ResourceService['get']>) => {
      seen = await storedKey(headers['Idempotency-Key']);
      return get(...args);
    });
    const created = await owner.post('/api/brands', { name: 'Same Transaction' }, headers);
    expect(created.status).toBe(201);
    expect(seen).toMatchObject({ status: 201, locked_until: null, response: { sealed: expect.any(String) } });
  });

  it('replays an answer holding a one-time secret (an invitation link) from its sealed copy only', async () => {
    const partner = await app.signIn(DEMO.partner);
    const headers = keyed();
    const body = { name: 'Keyed Client Ltd', country: 'GB', currency: 'GBP', owner_email: 'keyed.owner@client.test', owner_name: 'Kay Owner' };
    const first = await partner.post('/api/partner/clients', body, headers);
    expect(first.status).toBe(201);
    const token = new URL(first.body.invitation.url).searchParams.get('invitation')!;
    expect(token.length).toBeGreaterThan(20);
    const again = await partner.post('/api/partner/clients', body, headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await app.knex('accounts').where({ name: 'Keyed Client Ltd' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(JSON.stringify(await storedKey(headers['Idempotency-Key']))).not.toContain(token);
  });

  it('replays a transition once: the status history has one entry', async () => {
    const draft = await app.knex('sales_orders').where({ account_id: acmeId, status: 'DRAFT' }).first('id');
    const headers = keyed();
    const first = await owner.post(`/api/sales-orders/${draft.id}/submit`, {}, headers);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('AWAITING_PAYMENT');
    const again = await owner.post(`/api/sales-orders/${draft.id}/submit`, {}, headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await app.knex('status_history').where({ record_id: draft.id, transition: 'submit' }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('replays a CSV import without writing its rows twice, and refuses another file with the key', async () => {
    const headers = { ...keyed(), 'Content-Type': 'text/csv' };
    const csv = 'Code,Name\r\nIDM1,Imported Once\r\n';
    const first = await owner.raw('POST', '/api/brands/import', { body: csv, headers });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ committed: true, counts: { create: 1 } });
    const again = await owner.raw('POST', '/api/brands/import', { body: csv, headers });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await brandCount('Imported Once')).toBe(1);
    const other = await owner.raw('POST', '/api/brands/import', { body: `${csv}IDM2,Imported Twice\r\n`, headers });
    expect(other.status).toBe(422);
    expect(await brandCount('Imported Twice')).toBe(0);
  });

  it('keeps the answer of an import streamed as NDJSON, and replays it as JSON', async () => {
    const headers = { ...keyed(), 'Content-Type': 'text/csv', Accept: 'application/x-ndjson' };
    const csv = 'Code,Name\r\nIDM5,Streamed Once\r\n';
    const first = await owner.raw('POST', '/api/brands/import', { body: csv, headers });
    const result = String(first.body).trim().split('\n').map((line) => JSON.parse(line)).at(-1);
    expect(result).toMatchObject({ type: 'result', status: 200, body: { committed: true, counts: { create: 1 } } });
    const again = await owner.raw('POST', '/api/brands/import', { body: csv, headers });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(result.body);
    expect(await brandCount('Streamed Once')).toBe(1);
  });

  it('replays a bulk listing: one listing per product', async () => {
    const product = await owner.post('/api/products', { sku: 'IDEM-BULK-1', title: 'Keyed bulk product', retail_price: 1500 });
    const channel = await app.knex('sales_channels').where({ account_id: acmeId, type: 'EBAY' }).orderBy('name').first('id');
    const headers = keyed();
    const request = { sales_channel_id: channel.id, product_ids: [product.body.id], channel_fields: { category_id: '20635', format: 'FIXED_PRICE', duration: 'GTC', condition: 'NEW' } };
    const first = await owner.post('/api/listings/bulk', request, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await owner.post('/api/listings/bulk', request, headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await app.knex('listings').where({ product_id: product.body.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('replays a label upload (a form read by its route) sent again with a new boundary', async () => {
    const products = (await app.knex('products').where({ account_id: acmeId }).orderBy('sku').limit(1).select('id')).map((r: { id: string }) => r.id);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const headers = keyed();
    const send = async (name: string) => {
      const form = new FormData();
      form.append('languages', 'en');
      form.append('product_ids', products.join(','));
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
      const response = await fetch(`${app.baseUrl}/api/product-labels/upload`, { method: 'POST', body: form, headers: { Origin: app.baseUrl, Cookie: owner.cookie!, ...headers } });
      return { status: response.status, body: await response.json(), replayed: response.headers.get('idempotent-replayed') };
    };
    const first = await send('keyed-label.png');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await send('keyed-label.png');
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await app.knex('product_labels').where({ account_id: acmeId, file_name: 'keyed-label.png' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect((await send('other-label.png')).status).toBe(422);
  });

  it('replays a sign-up by address and path: one account', async () => {
    const anonymous = app.anonymous();
    const headers = keyed();
    const body = { name: 'Ida Keyed', email: 'ida.keyed@shop.test', password: 'tangerine-kettle-71', company: 'Keyed Shop', country: 'GB' };
    const first = await anonymous.post('/api/auth/signup', body, headers);
    expect(first.status).toBe(201);
    const again = await app.anonymous().post('/api/auth/signup', body, headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await app.knex('accounts').where({ name: 'Keyed Shop' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await storedKey(headers['Idempotency-Key'])).toMatchObject({ account_id: '00000000-0000-0000-0000-000000000000', user_id: null, scope: expect.stringMatching(/^address:.* \/api\/auth\/signup$/) });
  });
});

describe('a read-back failure after commit', () => {
  const dropped = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });

  it('reads again once, and answers 201 with the stored record', async () => {
    vi.spyOn(app.service, 'get').mockRejectedValueOnce(dropped());
    const created = await owner.post('/api/brands', { name: 'Read Twice', code: 'RT1' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Read Twice', code: 'RT1', version: 1 });
  });

  it('answers 201 with the id and Location when the read fails again, and a keyed retry gets the same', async () => {
    vi.spyOn(app.service, 'get').mockRejectedValueOnce(dropped()).mockRejectedValueOnce(dropped());
    const headers = keyed();
    const created = await owner.post('/api/brands', { name: 'Read Lost' }, headers);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String) });
    expect(created.headers.get('location')).toBe(`/api/brands/${created.body.id}`);
    expect(await brandCount('Read Lost')).toBe(1);
    const retry = await owner.post('/api/brands', { name: 'Read Lost' }, headers);
    expect(retry.body).toEqual(created.body);
    expect(await brandCount('Read Lost')).toBe(1);
  });

  it('answers a transition with the new status when its read-back fails twice', async () => {
    const draft = await app.knex('sales_orders').where({ account_id: acmeId, status: 'DRAFT' }).first('id', 'version');
    vi.spyOn(app.service, 'get').mockRejectedValueOnce(dropped()).mockRejectedValueOnce(dropped());
    const response = await owner.post(`/api/sales-orders/${draft.id}/submit`, {});
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: draft.id, status: 'AWAITING_PAYMENT', version: draft.version + 1 });
  });
});
