/**
 * Sign-in behind proxies and over HTTPS: the client address that throttles count is the one the nearest trusted
 * proxy saw (not a left-most X-Forwarded-For entry the client wrote), sign-in with Secure cookies over plain HTTP
 * is a 403 that says why (never a 500), HTTPS answers carry Strict-Transport-Security, and sign-in is
 * Origin-checked like every cookie-issuing write (login CSRF).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, startTestApp, type TestApp } from '../helpers/app.ts';
import { LIMITS } from '../../api/auth/throttle.ts';
import { SIGNUP_LIMIT_PER_IP } from '../../api/auth/signup.ts';

/** Production-like: behind one HTTPS proxy, Secure cookies, HSTS. */
let app: TestApp;
/** Behind two proxies (a CDN, then a load balancer). */
let twoHops: TestApp;
let https: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({ orders: 1, app: { proxy: true, secureCookies: true, hsts: true } });
  twoHops = await startTestApp({ seed: false, app: { proxy: true, proxyHops: 2 } });
  // What the HTTPS proxy in front adds, and the Origin the browser sends for the https:// address.
  https = { 'X-Forwarded-Proto': 'https', Origin: app.baseUrl.replace('http:', 'https:') };
});
afterAll(async () => {
  await app?.close();
  await twoHops?.close();
});

const attemptKeys = async (target: TestApp) => (await target.knex('login_attempts').distinct('key')).map((row) => row.key as string);

describe('the client address behind a trusted proxy', () => {
  it('throttles sign-in failures per address even when the client rotates a fake first X-Forwarded-For entry', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.ip; i++) {
      // A different email each time, so only the per-address limit can stop it.
      const response = await app.anonymous().post('/api/auth/login', { email: `probe-${i}@example.test`, password: 'wrong password' }, {
        ...https, 'X-Forwarded-For': `10.66.${i}.1, 203.0.113.7`,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, LIMITS.ip)).toEqual(Array(LIMITS.ip).fill(401));
    expect(statuses[LIMITS.ip]).toBe(429);
    const keys = await attemptKeys(app);
    expect(keys).toContain('ip:203.0.113.7');
    expect(keys.filter((key) => key.startsWith('ip:10.66.'))).toEqual([]);
  });

  it('throttles sign-ups per address the same way', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNUP_LIMIT_PER_IP; i++) {
      const response = await app.anonymous().post('/api/auth/signup', { name: '' }, { ...https, 'X-Forwarded-For': `10.77.${i}.1, 198.51.100.20` });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, SIGNUP_LIMIT_PER_IP)).toEqual(Array(SIGNUP_LIMIT_PER_IP).fill(400));
    expect(statuses[SIGNUP_LIMIT_PER_IP]).toBe(429);
  });

  it('takes the entry TRUST_PROXY_HOPS from the right (two proxies: the one the farther proxy saw)', async () => {
    const response = await twoHops.anonymous().post('/api/auth/login', { email: 'nobody@example.test', password: 'wrong password' }, {
      'X-Forwarded-For': 'forged-by-client, 198.51.100.9, 192.0.2.50',
    });
    expect(response.status).toBe(401);
    expect((await attemptKeys(twoHops)).filter((key) => key.startsWith('ip:'))).toEqual(['ip:198.51.100.9']);
  });
});

describe('HTTPS in production', () => {
  it('refuses sign-in over plain HTTP with Secure cookies as a 403 problem, not a 500, and starts no session', async () => {
    const sessions = await app.knex('sessions').count<{ n: number }[]>({ n: '*' });
    const response = await app.anonymous().post('/api/auth/login', { email: DEMO.acmeOwner, password: DEMO_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(response.body.code).toBe('https_required');
    expect(response.body.detail).toMatch(/TRUST_PROXY=true/);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await app.knex('sessions').count<{ n: number }[]>({ n: '*' })).toEqual(sessions);
  });

  it('refuses sign-up over plain HTTP before creating anything', async () => {
    const response = await app.anonymous().post('/api/auth/signup', { name: 'Plain Http', email: 'plain.http@example.test', password: 'a good long password', company: 'Plain HTTP Ltd', country: 'GB' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('https_required');
    expect(await app.knex('accounts').where({ name: 'Plain HTTP Ltd' }).first()).toBeUndefined();
  });

  it('signs in over HTTPS with a Secure cookie and sends Strict-Transport-Security (at least 180 days)', async () => {
    const client = app.anonymous();
    const response = await client.post('/api/auth/login', { email: DEMO.acmeOwner, password: DEMO_PASSWORD }, https);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/; secure/i);
    const hsts = /max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '');
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    // Not over plain HTTP (RFC 6797: a browser must ignore it there, and a server must not send it).
    expect((await app.anonymous().get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    // Signed-in writes that renew or clear the cookie are refused over plain HTTP too, before they change anything.
    const hash = (await app.knex('users').where({ email: DEMO.acmeOwner }).first('password_hash')).password_hash;
    for (const [path, body] of [['/api/auth/password', { current_password: DEMO_PASSWORD, password: 'an owner password over http' }], ['/api/auth/logout', {}]] as const) {
      const plain = await client.post(path, body);
      expect({ path, status: plain.status, code: plain.body?.code }).toEqual({ path, status: 403, code: 'https_required' });
    }
    expect((await app.knex('users').where({ email: DEMO.acmeOwner }).first('password_hash')).password_hash).toBe(hash);
  });
});

describe('login CSRF', () => {
  it('refuses a sign-in posted from another origin, or with no Origin or Referer, and starts no session', async () => {
    const body = { email: DEMO.acmeOwner, password: DEMO_PASSWORD };
    const before = await app.knex('sessions').count<{ n: number }[]>({ n: '*' });
    const foreign = await app.anonymous().post('/api/auth/login', body, { ...https, Origin: 'https://evil.example' });
    const none = await app.anonymous().raw('POST', '/api/auth/login', { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https', Origin: '' } });
    for (const response of [foreign, none]) {
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('cross_origin');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(await app.knex('sessions').count<{ n: number }[]>({ n: '*' })).toEqual(before);
  });
});
