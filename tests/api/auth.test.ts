/**
 * Sign-in, sessions and request guards: cookies as a bank would set them, hashed session tokens, throttled
 * failures, sign-out that really ends the session, CSRF-safe writes, and the 401/403/404 split.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type TestApp } from '../helpers/app.ts';
import { forgetSession } from '../../api/auth/session-cache.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
});
afterAll(() => app?.close());

describe('sign-in', () => {
  it('sets an http-only SameSite session cookie and answers with the user, account, flags and packed rules', async () => {
    const client = app.anonymous();
    const response = await client.post('/api/auth/login', { email: 'OWNER@acme.test ', password: 'sellyard-demo' });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sellyard_session=[A-Za-z0-9_-]{43};/);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');
    expect(response.body.user).toMatchObject({ email: DEMO.acmeOwner, role: 'owner' });
    expect(response.body.user).not.toHaveProperty('password_hash');
    expect(response.body.account).toMatchObject({ name: 'Acme Trading', feature_flags: expect.arrayContaining(['goldenTicket', 'vatTaxes']) });
    expect(Array.isArray(response.body.rules) && response.body.rules.length > 0).toBe(true);
  });

  it('stores only the hash of the session token', async () => {
    const client = await app.signIn(DEMO.globexOwner);
    const token = client.cookie!.split('=')[1];
    const rows = await app.knex('sessions').select('token_hash');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });

  it('gives one answer for a wrong password and an unknown email', async () => {
    const wrong = await app.anonymous().post('/api/auth/login', { email: DEMO.acmeStaff, password: 'nope' });
    const unknown = await app.anonymous().post('/api/auth/login', { email: 'nobody@acme.test', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.detail).toBe(unknown.body.detail);
  });

  it('asks for both fields', async () => {
    const response = await app.anonymous().post('/api/auth/login', { email: '' });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/email', '/password']);
  });

  it('throttles repeated failures for one email with 429 and Retry-After, even with the right password', async () => {
    const email = 'owner@globex.test';
    for (let i = 0; i < 5; i++) expect((await app.anonymous().post('/api/auth/login', { email, password: `wrong-${i}` })).status).toBe(401);
    const blocked = await app.anonymous().post('/api/auth/login', { email, password: 'sellyard-demo' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    await app.knex('login_attempts').where('key', `email:${email}`).delete();
  });
});

describe('sessions', () => {
  it('answers 401 to every data endpoint when signed out', async () => {
    const client = app.anonymous();
    for (const path of ['/api/auth/me', '/api/products', '/api/sales-orders', '/api/dashboard']) {
      const response = await client.get(path);
      expect(response.status, path).toBe(401);
      expect(response.body.code).toBe('unauthenticated');
    }
  });

  it('ends the session at sign-out: the old cookie no longer works', async () => {
    const client = await app.signIn(DEMO.acmeStaff);
    const cookie = client.cookie;
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    const replay = app.anonymous();
    replay.cookie = cookie;
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('ends a session left idle past the timeout', async () => {
    const client = await app.signIn(DEMO.acmeStaff);
    const hash = createHash('sha256').update(client.cookie!.split('=')[1]).digest('hex');
    await app.knex('sessions').where({ token_hash: hash }).update({ last_seen_at: new Date(Date.now() - 31 * 60_000) });
    // Really idle, nothing would have asked for it in the last SESSION_CACHE_MS: neither does the process remember it.
    forgetSession(hash);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect(await app.knex('sessions').where({ token_hash: hash }).first()).toBeUndefined();
  });

  it('ends the sessions of a suspended user', async () => {
    const owner = await app.signIn(DEMO.acmeOwner);
    const created = await owner.post('/api/users', { email: 'temp@acme.test', name: 'Temp', role: 'staff', password: 'a long enough password' });
    const temp = await app.signIn('temp@acme.test', 'a long enough password');
    expect((await owner.post(`/api/users/${created.body.id}/suspend`, {})).status).toBe(200);
    expect((await temp.get('/api/auth/me')).status).toBe(401);
    expect((await app.anonymous().post('/api/auth/login', { email: 'temp@acme.test', password: 'a long enough password' })).status).toBe(401);
  });
});

describe('cross-origin writes', () => {
  it('refuses a cookie-carrying write from another origin, or with no origin at all', async () => {
    const client = await app.signIn(DEMO.acmeOwner);
    const foreign = await client.post('/api/brands', { name: 'Evil' }, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('cross_origin');
    const none = await client.raw('POST', '/api/brands', { body: JSON.stringify({ name: 'Anon' }), headers: { 'Content-Type': 'application/json', Origin: '' } });
    expect(none.status).toBe(403);
    expect(await app.knex('brands').whereIn('name', ['Evil', 'Anon']).first()).toBeUndefined();
  });

  it('accepts the same write from the app\'s own origin', async () => {
    const client = await app.signIn(DEMO.acmeOwner);
    expect((await client.post('/api/brands', { name: 'Own origin' })).status).toBe(201);
  });
});

describe('acting in another account', () => {
  it('lets a partner narrow reads to a client account and refuses any other account as 404', async () => {
    const partner = await app.signIn(DEMO.partner);
    const acme = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
    const globex = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
    const client = await partner.get(app.listPath('products', { range: [0, 99] }), { 'X-Account-Id': acme });
    expect(client.status).toBe(200);
    expect(client.body.length).toBeGreaterThan(0);
    expect(client.body.every((p: { account_id: string }) => p.account_id === acme)).toBe(true);
    expect((await partner.get('/api/products', { 'X-Account-Id': globex })).status).toBe(404);
  });

  it('answers an admin in any account', async () => {
    const admin = await app.signIn(DEMO.admin);
    const globex = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
    const response = await admin.get(app.listPath('products', { range: [0, 99] }), { 'X-Account-Id': globex });
    expect(response.status).toBe(200);
    expect(response.body.every((p: { account_id: string }) => p.account_id === globex)).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('is served from the same schemas', async () => {
    const response = await app.anonymous().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths)).toContain('/api/sales-orders/{id}/submit');
  });
});
