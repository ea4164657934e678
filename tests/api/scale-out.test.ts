/**
 * Many machines: the API keeps no state of its own (sessions, throttles, idempotency keys and jobs are in
 * PostgreSQL). Two API processes (`npm start` with WORKER=false) and two worker processes (`npm run worker`) on one
 * database: a session opened on one works on the other, an Idempotency-Key replayed on the other process gives the
 * first answer and no second record, jobs enqueued through either API run exactly once, and a sign-out on one
 * ends the session on the other. PostgreSQL only: PGlite's data folder opens in one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { seedDemoData } from '../../api/seed/demo.ts';
import { SecretBox } from '../../api/crypto/secrets.ts';
import { SESSION_CACHE_MS } from '../../api/auth/session-cache.ts';
import { model } from '../../generated/model.ts';
import { DEMO, DEMO_PASSWORD } from '../helpers/app.ts';
import { freePort } from '../helpers/free-port.ts';

const root = resolve(import.meta.dirname, '../..');
const onServer = Boolean(process.env.DATABASE_URL);
const key = randomBytes(32).toString('hex');
const children: ChildProcess[] = [];
let db: TestDatabase;
let dataDir: string;
let apis: string[] = [];

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [join(root, 'api/start.mjs'), script], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url!, SELLYARD_SECRET_KEY: key, DATA_DIR: dataDir, SKIP_ADMIN_BUILD: 'true', WORKER: 'false', SANDBOX: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (d) => process.stderr.write(`[${script} ${child.pid}] ${d}`));
  children.push(child);
  return child;
}

async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 120_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A request to one API process with the session cookie, as a browser on that host would send it. */
async function call(base: string, cookie: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, {
    method, headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe.skipIf(!onServer)('scale-out: two API processes and two workers on one PostgreSQL', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'sellyard-scale-'));
    await seedDemoData(db.knex, model, { orders: 4, secrets: new SecretBox(Buffer.from(key, 'hex')) });
    const ports = [await freePort(), await freePort()];
    apis = ports.map((port) => `http://127.0.0.1:${port}`);
    // A long cache lifetime in the APIs: what ends a cached session or definition on the other process within the
    // tests' SESSION_CACHE_MS + 2 s is PostgreSQL's NOTIFY, not the entry lapsing.
    for (const port of ports) start('api/main.ts', { PORT: String(port), SESSION_CACHE_MS: '60000' });
    for (let i = 0; i < 2; i++) start('api/worker.ts', { WORKER_POLL_MS: '200', WORKER_CONCURRENCY: '2' });
    for (const api of apis) await until(async () => (await fetch(`${api}/api/health`)).ok);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    })));
    await db?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('signs in on one process and works on the other; idempotency keys and jobs are shared; sign-out ends it everywhere', async () => {
    const [a, b] = apis;
    const login = await fetch(`${a}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: a }, body: JSON.stringify({ email: DEMO.acmeOwner, password: DEMO_PASSWORD }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sellyard_session='))!;

    // The session opened on A works on B.
    const listed = await call(b, cookie, 'GET', '/api/sales-orders');
    expect(listed.status).toBe(200);
    expect(listed.body.length).toBeGreaterThan(0);

    // An Idempotency-Key used on A and replayed on B: the first answer, one record.
    const brand = { name: `Scale-out brand ${randomBytes(3).toString('hex')}` };
    const idem = { 'Idempotency-Key': `scale-${randomBytes(8).toString('hex')}` };
    const first = await call(a, cookie, 'POST', '/api/brands', brand, idem);
    const replay = await call(b, cookie, 'POST', '/api/brands', brand, idem);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
    expect(await db.knex('brands').where({ name: brand.name }).count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 1 }]);

    // Six scheduled exports run now, three through each API: the two workers run each job exactly once.
    const schedules: Array<{ id: string }> = [];
    for (let i = 0; i < 6; i++) {
      const api = i % 2 ? b : a;
      const created = await call(api, cookie, 'POST', '/api/csv-schedules', {
        name: `Scale-out ${i}`, entity: 'products', columns: ['sku', 'title'], frequency: 'DAILY', time: '03:00',
        destination: { kind: 'EMAIL', emails: ['ops@acme.test'] },
      });
      expect(created.status).toBe(201);
      const ran = await call(api, cookie, 'POST', `/api/csv-schedules/${created.body.id}/run-now`, { version: created.body.version });
      expect(ran.status).toBe(200);
      schedules.push(created.body);
    }
    const ids = schedules.map((s) => s.id);
    const runs = await until(async () => {
      const rows = await db.knex('csv_schedule_runs').whereIn('schedule_id', ids).select('schedule_id', 'job_id', 'state');
      return rows.length === 6 && rows.every((r) => r.state === 'SUCCEEDED') && rows;
    });
    expect(new Set(runs.map((r) => r.schedule_id)).size).toBe(6);
    // pg-boss: each job completed at its first attempt (no retry: nobody ran it twice or lost it).
    const jobs = await db.knex.raw(`select id, state, retry_count from pgboss.job where id = any(?::uuid[])`, [runs.map((r) => r.job_id)]);
    expect(jobs.rows).toHaveLength(6);
    for (const job of jobs.rows) expect(job).toMatchObject({ state: 'completed', retry_count: 0 });
    expect(await db.knex('outbox_messages').count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 6 }]);

    // Sign out on B: A refuses the session at once, or at the latest when its cache entry lapses.
    expect((await call(a, cookie, 'GET', '/api/brands')).status).toBe(200);
    expect((await call(b, cookie, 'POST', '/api/auth/logout', {})).status).toBeLessThan(300);
    await until(async () => (await call(a, cookie, 'GET', '/api/brands')).status === 401, SESSION_CACHE_MS + 2000);
  }, 300_000);

  it('applies a permission change and a custom field made on one process on the other, though both cache them', async () => {
    const [a, b] = apis;
    const signIn = async (base: string, email: string, password: string) => {
      const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email, password }) });
      expect(response.status).toBe(200);
      return response.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sellyard_session='))!;
    };
    const owner = await signIn(b, DEMO.acmeOwner, DEMO_PASSWORD);
    const email = `scale.${randomBytes(3).toString('hex')}@acme.test`;
    const created = await call(b, owner, 'POST', '/api/users', { email, name: 'Scale Staff', role: 'staff', permissions: [], password: 'a perfectly fine one' });
    expect(created.status).toBe(201);
    const staff = await signIn(a, email, 'a perfectly fine one');
    // A caches the session (and its ability): brands are refused without the permission.
    expect((await call(a, staff, 'GET', '/api/brands')).status).toBe(403);
    expect((await call(b, owner, 'PUT', `/api/users/${created.body.id}`, { version: created.body.version, permissions: ['brands'] })).status).toBe(200);
    // NOTIFY reaches A at B's commit; at the latest its cache entry lapses.
    await until(async () => (await call(a, staff, 'GET', '/api/brands')).status === 200, SESSION_CACHE_MS + 2000);

    // A caches the account's product definitions (none named scale_tag: the filter is refused), B defines it.
    const filtered = `/api/products?filter=${encodeURIComponent(JSON.stringify({ 'custom_fields.scale_tag': 'x' }))}`;
    const ownerOnA = await signIn(a, DEMO.acmeOwner, DEMO_PASSWORD);
    expect((await call(a, ownerOnA, 'GET', filtered)).status).toBe(400);
    expect((await call(b, owner, 'POST', '/api/custom-fields', { entity: 'products', key: 'scale_tag', label: 'Tag', type: 'TEXT' })).status).toBe(201);
    await until(async () => (await call(a, ownerOnA, 'GET', filtered)).status === 200, SESSION_CACHE_MS + 2000);
  }, 300_000);
});
