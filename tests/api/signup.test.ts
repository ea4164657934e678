/**
 * Self-service sign-up and the account's preferences: a new merchant and its owner in one go, signed in with the
 * same cookie as sign-in; duplicate emails, weak passwords, throttling and the off switch; the owner-only,
 * version-checked preferences endpoint.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type TestApp } from '../helpers/app.ts';
import { SIGNUP_LIMIT_PER_IP } from '../../api/auth/signup.ts';

let app: TestApp;
let n = 0;
const PASSWORD = 'tangerine-kettle-71';
const fresh = () => ({ name: 'Maria Gonzalez', email: `maria${++n}@shop.test`, password: PASSWORD, company: `Maria's Shop ${n}`, country: 'DE' });
const pointers = (body: { errors?: Array<{ pointer: string }> }) => (body.errors ?? []).map((e) => e.pointer);

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
});
afterAll(() => app?.close());
// Every test starts with a clean sign-up allowance for 127.0.0.1.
afterEach(async () => {
  await app.knex('login_attempts').where('key', 'like', 'signup-ip:%').delete();
  delete process.env.SIGNUP_ENABLED;
});

describe('POST /api/auth/signup', () => {
  it('creates a merchant account and its active owner, signs in, and answers like /me', async () => {
    const client = app.anonymous();
    const input = { ...fresh(), email: `  MARIA.NEW@Shop.test ` };
    const response = await client.post('/api/auth/signup', input);
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toMatch(/^sellyard_session=[A-Za-z0-9_-]{43};.*httponly/i);
    expect(response.body.user).toMatchObject({ email: 'maria.new@shop.test', name: 'Maria Gonzalez', role: 'owner' });
    expect(response.body.account).toMatchObject({ name: input.company, kind: 'MERCHANT', country: 'DE', currency: 'EUR' });
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(response.body.user.id);

    const account = await app.knex('accounts').where({ id: response.body.account.id }).first();
    expect(account).toMatchObject({ kind: 'MERCHANT', partner_account_id: null, feature_flags: [] });
    const user = await app.knex('users').where({ id: response.body.user.id }).first();
    expect(user).toMatchObject({ account_id: account.id, status: 'ACTIVE', role: 'owner' });
    expect(user.password_hash).toMatch(/^scrypt\$/);
    // The new owner signs in with the password, and works in the new account only.
    const again = await app.signIn('maria.new@shop.test', PASSWORD);
    expect((await again.get('/api/products')).body).toEqual([]);
    expect((await again.get('/api/accounts')).body.map((a: { id: string }) => a.id)).toEqual([account.id]);
  });

  it('refuses a registered email (any case) on /email, saying only to sign in', async () => {
    const response = await app.anonymous().post('/api/auth/signup', { ...fresh(), email: 'Owner@Acme.test' });
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual([{ pointer: '/email', message: 'is already registered — sign in instead' }]);
    expect(JSON.stringify(response.body)).not.toMatch(/acme trading|owner/i);
  });

  it.each([
    ['short', /at least 12 characters/],
    ['password1234', /too common/],
    ['maria-weak@shop.test', /must not be your email/],
  ])('names the password rule %j fails', async (password, message) => {
    const response = await app.anonymous().post('/api/auth/signup', { ...fresh(), email: 'maria-weak@shop.test', password });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/password', message: expect.stringMatching(message) }]);
    expect(await app.knex('users').where({ email: 'maria-weak@shop.test' }).first()).toBeUndefined();
  });

  it('checks every field at once and refuses fields it does not take', async () => {
    const response = await app.anonymous().post('/api/auth/signup', { name: '', email: 'nope', password: PASSWORD, company: ' ', country: 'XX', kind: 'PARTNER' });
    expect(response.status).toBe(400);
    expect(pointers(response.body)).toEqual(['/name', '/email', '/company', '/country', '/kind']);
    expect((await app.anonymous().post('/api/auth/signup', ['x'])).status).toBe(400);
  });

  it('refuses a sign-up from a foreign Origin', async () => {
    const response = await app.anonymous().post('/api/auth/signup', fresh(), { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('cross_origin');
  });

  it(`throttles a client address after ${SIGNUP_LIMIT_PER_IP} attempts with 429 and Retry-After`, async () => {
    for (let i = 0; i < SIGNUP_LIMIT_PER_IP; i++) expect((await app.anonymous().post('/api/auth/signup', { ...fresh(), country: '??' })).status).toBe(400);
    const blocked = await app.anonymous().post('/api/auth/signup', fresh());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is closed with SIGNUP_ENABLED=false, and says so on GET', async () => {
    expect((await app.anonymous().get('/api/auth/signup')).body).toEqual({ enabled: true });
    process.env.SIGNUP_ENABLED = 'false';
    expect((await app.anonymous().get('/api/auth/signup')).body).toEqual({ enabled: false });
    const input = fresh();
    const response = await app.anonymous().post('/api/auth/signup', input);
    expect(response.status).toBe(403);
    expect(response.body.detail).toMatch(/closed/);
    expect(await app.knex('users').where({ email: input.email }).first()).toBeUndefined();
  });
});

describe('/api/account/preferences', () => {
  async function newOwner() {
    const client = app.anonymous();
    const response = await client.post('/api/auth/signup', fresh());
    expect(response.status).toBe(201);
    return { client, accountId: response.body.account.id as string };
  }

  it('lets the owner set name, country, base currency and time zone, version-checked', async () => {
    const { client, accountId } = await newOwner();
    const current = await client.get('/api/account/preferences');
    expect(current.body).toMatchObject({ id: accountId, kind: 'MERCHANT', country: 'DE', currency: 'EUR', editable: true, version: 1 });
    const saved = await client.put('/api/account/preferences', { name: 'Maria GmbH', country: 'at', currency: 'eur', timezone: 'Europe/Vienna', version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Maria GmbH', country: 'AT', currency: 'EUR', timezone: 'Europe/Vienna', version: 2 });
    expect(await app.knex('accounts').where({ id: accountId }).first()).toMatchObject({ name: 'Maria GmbH', country: 'AT', timezone: 'Europe/Vienna', version: 2 });

    const stale = await client.put('/api/account/preferences', { name: 'Older edit', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('version_conflict');
  });

  it('refuses a bad currency, country or time zone on the field (400)', async () => {
    const { client } = await newOwner();
    const bad = await client.put('/api/account/preferences', { currency: 'EURO', version: 1 });
    expect(bad.status).toBe(400);
    expect(pointers(bad.body)).toEqual(['/currency']);
    const unknown = await client.put('/api/account/preferences', { currency: 'XYZ', country: 'QQ', version: 1 });
    expect(pointers(unknown.body).sort()).toEqual(['/country', '/currency']);
    const zone = await client.put('/api/account/preferences', { timezone: 'Mars/Olympus', version: 1 });
    expect(pointers(zone.body)).toEqual(['/timezone']);
  });

  it('never changes feature flags, kind or partner', async () => {
    const { client, accountId } = await newOwner();
    const response = await client.put('/api/account/preferences', { feature_flags: ['goldenTicket'], kind: 'PARTNER', partner_account_id: accountId, version: 1 });
    expect(response.status).toBe(400);
    expect(pointers(response.body)).toEqual(['/feature_flags', '/kind', '/partner_account_id']);
    expect(await app.knex('accounts').where({ id: accountId }).first()).toMatchObject({ feature_flags: [], kind: 'MERCHANT', version: 1 });
  });

  it('is read-only for staff (403) and applies to the own account only', async () => {
    const staff = await app.signIn(DEMO.acmeStaff);
    const read = await staff.get('/api/account/preferences');
    expect(read.body).toMatchObject({ name: 'Acme Trading', editable: false });
    const write = await staff.put('/api/account/preferences', { name: 'Hijacked', version: read.body.version });
    expect(write.status).toBe(403);
    expect((await app.knex('accounts').where({ id: read.body.id }).first()).name).toBe('Acme Trading');
    // A partner acting in a client account still only reads its own firm here, and may not write.
    const partner = await app.signIn(DEMO.partner);
    const acme = read.body.id;
    expect((await partner.get('/api/account/preferences', { 'X-Account-Id': acme })).body.kind).toBe('PARTNER');
    expect((await partner.put('/api/account/preferences', { name: 'x', version: 1 }, { 'X-Account-Id': acme })).status).toBe(403);
  });
});
