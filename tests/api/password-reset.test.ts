/**
 * Password reset by email link: the same 202 whether or not the email is registered, a one-hour single-use link
 * kept only as a hash, the demo outbox readable by platform admins only, the password policy on the new password,
 * every session ended, throttling, and the audit log's record of the change.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { DEMO, startTestApp, type TestApp } from '../helpers/app.ts';
import { RESET_LIMITS } from '../../api/auth/password-reset.ts';
import { LIMITS } from '../../api/auth/throttle.ts';

let app: TestApp;
let n = 0;
const PASSWORD = 'tangerine-kettle-71';
const NEW_PASSWORD = 'copper-lantern-harbour-9';

beforeAll(async () => {
  app = await startTestApp({ orders: 1 });
});
afterAll(() => app?.close());
afterEach(async () => {
  await app.knex('login_attempts').where('key', 'like', 'reset-%').delete();
  await app.knex('login_attempts').where('key', 'like', 'signup-ip:%').delete();
});

/** A new merchant owner (signed in), so tests never change the demo users' passwords. */
async function newOwner() {
  const email = `reset${++n}@shop.test`;
  const client = app.anonymous();
  const response = await client.post('/api/auth/signup', { name: 'Rosa Reset', email, password: PASSWORD, company: `Reset Shop ${n}`, country: 'GB' });
  expect(response.status).toBe(201);
  return { email, client, userId: response.body.user.id as string, accountId: response.body.account.id as string };
}

/** The reset link's token from the newest outbox message to `email`. */
async function tokenFromOutbox(email: string): Promise<string> {
  const message = await app.knex('outbox_messages').whereRaw('? = any(recipients)', [email]).orderBy('created_at', 'desc').first('body', 'kind');
  expect(message.kind).toBe('password-reset');
  const match = /\/public\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(message.body);
  expect(match).not.toBeNull();
  return match![1];
}

describe('POST /api/auth/password-reset', () => {
  it('answers the same 202 for a registered and an unknown email, and mails only the registered one', async () => {
    const { email } = await newOwner();
    const before = Number((await app.knex('outbox_messages').count({ n: '*' }).first())!.n);
    const known = await app.anonymous().post('/api/auth/password-reset', { email: `  ${email.toUpperCase()} ` });
    const unknown = await app.anonymous().post('/api/auth/password-reset', { email: 'nobody-here@shop.test' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(Number((await app.knex('outbox_messages').count({ n: '*' }).first())!.n)).toBe(before + 1);

    const token = await tokenFromOutbox(email);
    // Only the hash is stored, with a one-hour expiry.
    const row = await app.knex('password_resets').where({ token_hash: createHash('sha256').update(token).digest('hex') }).first();
    expect(row).toBeDefined();
    const minutes = (new Date(row.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(JSON.stringify(await app.knex('password_resets').select())).not.toContain(token);
  });

  it('names a missing or malformed email and unknown fields', async () => {
    const response = await app.anonymous().post('/api/auth/password-reset', { email: 'not-an-email', role: 'admin' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(response.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/email', '/role']);
    expect((await app.anonymous().post('/api/auth/password-reset', {})).body.errors).toEqual([{ pointer: '/email', message: 'is required' }]);
  });

  it('refuses a request from a foreign Origin', async () => {
    const response = await app.anonymous().post('/api/auth/password-reset', { email: 'x@shop.test' }, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('cross_origin');
  });

  it('mails a link to the configured origin, whatever Host and Origin the request claims (no link poisoning)', async () => {
    const { email } = await newOwner();
    // fetch may not set Host: a raw request, as an attacker's script would send it. Host and Origin agree, so the
    // same-origin guard lets it through; the link must still not point at them.
    const forged = (address: string) => new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email: address });
      const req = httpRequest(`${app.baseUrl}/api/auth/password-reset`, { method: 'POST', headers: { host: 'attacker.example', origin: 'http://attacker.example', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)); });
      req.on('error', reject);
      req.end(body);
    });
    const lastLink = async () => (await app.knex('outbox_messages').whereRaw('? = any(recipients)', [email]).orderBy('created_at', 'desc').first('body')).body as string;

    expect(await forged(email)).toBe(202);
    // PUBLIC_URL unset (tests, the demo): the address the server listens on.
    expect(await lastLink()).toContain(`${app.baseUrl}/public/password-reset?token=`);
    expect(await lastLink()).not.toContain('attacker.example');

    process.env.PUBLIC_URL = 'https://app.sellyard.example/';
    try {
      expect(await forged(email)).toBe(202);
      expect(await lastLink()).toContain('https://app.sellyard.example/public/password-reset?token=');
      expect(await lastLink()).not.toContain('attacker.example');
    } finally {
      delete process.env.PUBLIC_URL;
    }
  });

  it(`throttles an email after ${RESET_LIMITS.email} requests, registered or not, with 429 and Retry-After`, async () => {
    for (const email of ['nobody-twice@shop.test', (await newOwner()).email]) {
      for (let i = 0; i < RESET_LIMITS.email; i++) expect((await app.anonymous().post('/api/auth/password-reset', { email })).status).toBe(202);
      const blocked = await app.anonymous().post('/api/auth/password-reset', { email });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it(`throttles a client address after ${RESET_LIMITS.ip} requests`, async () => {
    for (let i = 0; i < RESET_LIMITS.ip; i++) expect((await app.anonymous().post('/api/auth/password-reset', { email: `many${i}@shop.test` })).status).toBe(202);
    expect((await app.anonymous().post('/api/auth/password-reset', { email: 'one-more@shop.test' })).status).toBe(429);
  });
});

describe('the outbox keeps reset links from merchants', () => {
  it('shows reset messages to platform admins only, never to an owner of the same account', async () => {
    const acme = await app.knex('accounts').where({ name: 'Acme Trading' }).first('id');
    await app.knex('outbox_messages').insert({ account_id: acme.id, kind: 'export', recipients: ['owner@acme.test'], subject: 'Export ready', body: 'attached' });
    expect((await app.anonymous().post('/api/auth/password-reset', { email: DEMO.acmeStaff })).status).toBe(202);
    const owner = await app.signIn(DEMO.acmeOwner);
    const seen = (await owner.get('/api/outbox')).body as Array<{ kind: string; subject: string }>;
    expect(seen.some((m) => m.subject === 'Export ready')).toBe(true);
    expect(seen.every((m) => m.kind === 'export')).toBe(true);
    expect(JSON.stringify(seen)).not.toMatch(/password-reset/);
    const admin = await app.signIn(DEMO.admin);
    const all = (await admin.get('/api/outbox')).body as Array<{ kind: string; recipients: string[] }>;
    expect(all.some((m) => m.kind === 'password-reset' && m.recipients.includes(DEMO.acmeStaff))).toBe(true);
    // The staff's link is never used here: their password stays the demo one.
    await app.knex('password_resets').delete();
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the password, ends every session, works once, and the new password signs in', async () => {
    const { email, client, userId, accountId } = await newOwner();
    const other = await app.signIn(email, PASSWORD);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    // Locked out of sign-in by wrong guesses: the reset link lets the owner back in at once.
    for (let i = 0; i < LIMITS.email; i++) await app.anonymous().post('/api/auth/login', { email, password: 'wrong-guess-000' });
    expect((await app.anonymous().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
    await app.anonymous().post('/api/auth/password-reset', { email });
    const token = await tokenFromOutbox(email);

    const done = await app.anonymous().post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.status).toBe(204);
    expect(await app.knex('sessions').where({ account_id: accountId, user_id: userId }).first()).toBeUndefined();
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await app.signIn(email, NEW_PASSWORD)).cookie).toBeTruthy();
    expect((await app.anonymous().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);

    const again = await app.anonymous().post('/api/auth/password-reset/confirm', { token, password: 'another-fine-password-3' });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ pointer: '/token', message: expect.stringMatching(/not a valid reset link, or it was already used/) }]);

    // The audit log records the change, redacted, with its cause.
    const audit = await app.knex('audit_log').where({ account_id: accountId, record_id: userId, action: 'update' }).orderBy('seq', 'desc').first();
    expect(audit).toMatchObject({ job: 'password-reset', cause: 'password reset link' });
    expect(JSON.stringify(audit.changes)).not.toContain(NEW_PASSWORD);
  });

  it('refuses an expired link on /token and keeps the old password', async () => {
    const { email, userId } = await newOwner();
    await app.anonymous().post('/api/auth/password-reset', { email });
    const token = await tokenFromOutbox(email);
    await app.knex('password_resets').where({ user_id: userId }).update({ expires_at: new Date(Date.now() - 1000) });
    const response = await app.anonymous().post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(response.body.errors).toEqual([{ pointer: '/token', message: expect.stringMatching(/expired/) }]);
    expect((await app.signIn(email, PASSWORD)).cookie).toBeTruthy();
  });

  it('refuses unknown tokens on /token and a weak password on /password, leaving the link usable', async () => {
    const unknown = await app.anonymous().post('/api/auth/password-reset/confirm', { token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].pointer).toBe('/token');
    const missing = await app.anonymous().post('/api/auth/password-reset/confirm', {});
    expect(missing.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/token', '/password']);

    const { email } = await newOwner();
    await app.anonymous().post('/api/auth/password-reset', { email });
    const token = await tokenFromOutbox(email);
    for (const [password, message] of [['short', /at least 12 characters/], ['password1234', /too common/], [email, /must not be your email/]] as const) {
      const weak = await app.anonymous().post('/api/auth/password-reset/confirm', { token, password });
      expect(weak.status).toBe(400);
      expect(weak.body.errors).toEqual([{ pointer: '/password', message: expect.stringMatching(message) }]);
    }
    expect((await app.anonymous().post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD })).status).toBe(204);
  });

  it('asking again replaces the earlier link', async () => {
    const { email } = await newOwner();
    await app.anonymous().post('/api/auth/password-reset', { email });
    const first = await tokenFromOutbox(email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await app.anonymous().post('/api/auth/password-reset', { email });
    const second = await tokenFromOutbox(email);
    expect(second).not.toBe(first);
    expect((await app.anonymous().post('/api/auth/password-reset/confirm', { token: first, password: NEW_PASSWORD })).status).toBe(400);
    expect((await app.anonymous().post('/api/auth/password-reset/confirm', { token: second, password: NEW_PASSWORD })).status).toBe(204);
  });

  it(`throttles a client address after ${RESET_LIMITS.confirmFailuresPerIp} failed confirmations`, async () => {
    for (let i = 0; i < RESET_LIMITS.confirmFailuresPerIp; i++) {
      expect((await app.anonymous().post('/api/auth/password-reset/confirm', { token: `guess${i}`.padEnd(43, 'x'), password: NEW_PASSWORD })).status).toBe(400);
    }
    const blocked = await app.anonymous().post('/api/auth/password-reset/confirm', { token: 'y'.repeat(43), password: NEW_PASSWORD });
    expect(blocked.status).toBe(429);
  });
});
