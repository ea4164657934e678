/**
 * `npm run bench`: how fast the generic API is on a realistic PostgreSQL database, and what the generic layer
 * costs. Not a test: it prints figures, ratios and two goals, and writes bench/results/latest.json (and .md).
 *
 * 1. Creates the database `sellyard_bench` (dropped first) on the server of BENCH_DATABASE_URL or DATABASE_URL
 *    (default postgres://postgres@127.0.0.1:5432/postgres, used as the admin connection), migrates it, seeds the
 *    demo data (20 orders), then bulk-loads in SQL (bench/load.ts): 100,000 orders with 1–4 lines into Acme,
 *    2 × 25,000 into two noise accounts, and 10,000 and 1,000,000 into two scale accounts. VACUUM ANALYZE.
 * 2. Starts the API (bench/server.ts: createApp + app.listen, as `npm start`) and the baseline (bench/baseline.ts:
 *    node:http + pg, the same list SQL) in child processes, and signs in as owner@acme.test.
 * 3. autocannon, 10 connections, a 2 s warm-up then BENCH_DURATION (10) s each: list, get, create (3 lines),
 *    update (PUT of the record as GET returned it, with its version) on the API, and the list on the baseline.
 *    Runs meant to be compared (API list / baseline list; 10k / 1M) alternate in two halves, so that load from
 *    elsewhere on the machine falls on both.
 * 4. Scale: the same list in the 10k and the 1M account; goal p50(1M) ≤ 1.5 × p50(10k).
 *
 * About the count: a list answers `Content-Range: … /total`. An exact `count(*)` costs as much as reading every
 * matching row, so on a big account it grows with the account. The repository counts with a cap instead:
 * `select count(*) from (select 1 … limit COUNT_CAP + 1)` reads at most COUNT_CAP + 1 (10,001) matching rows; when
 * the cap is hit it asks the planner (`explain`) for the row estimate and answers max(estimate, cap + 1) with
 * `X-Total-Estimated: true`. A first page shorter than the page size needs no count at all. So the count's cost is
 * bounded by the cap, not by the table, but up to the cap it still grows with the number of matches: the 10k
 * account (~170 matches) counts everything, the 1M account (~17,000 matches) reads 10,001 rows and then EXPLAINs.
 *
 * Environment: BENCH_DATABASE_URL / DATABASE_URL, BENCH_DB_NAME (default sellyard_bench), BENCH_DURATION (s, default
 * 10), BENCH_KEEP=true (keep the database), LIST_COUNT_CAP (passed to the API and the baseline), BENCH_LARGE_ORDERS (the big account's size, default
 * 1,000,000: smaller for a quick try of the harness).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { model } from '../generated/model.ts';
import { openDatabase, migrateLatest } from '../api/db/index.ts';
import { seedDemoData } from '../api/seed/demo.ts';
import { ResourceService } from '../api/crud/service.ts';
import { domainHooks } from '../api/domain/index.ts';
import { defineAbilityFor, type SessionUser } from '../permissions/index.ts';
import { cloneCatalogue, createAccount, loadOrders, withAdmin as withAdminAt } from './load.ts';
import { COUNT_SQL, DEFAULT_ROWS_SQL, ROWS_SQL, likePattern } from './list-sql.ts';
import { freePort } from '../tests/helpers/free-port.ts';

const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'bench/results');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB_NAME ?? 'sellyard_bench';
const BENCH_URL = (() => { const u = new URL(ADMIN_URL); u.pathname = `/${DB_NAME}`; return u.toString(); })();
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;
const CONNECTIONS = 10;
const KEEP = process.env.BENCH_KEEP === 'true' || process.env.BENCH_REUSE === 'true';
const REUSE = process.env.BENCH_REUSE === 'true';
const COUNT_CAP = Number(process.env.LIST_COUNT_CAP ?? 10000);

const SIZES = { acme: 100_000, noise: 25_000, small: 10_000, large: Number(process.env.BENCH_LARGE_ORDERS ?? 1_000_000) };
/** The list of the goal: PAID orders whose number, channel ref or customer matches "son" (Robinson, Thompson). */
const LIST = { status: 'PAID', q: 'son' };
const LIST_QUERY = `sort=${encodeURIComponent('["order_date","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify(LIST))}`;
/** The same list without the search: what `q` adds is the difference. */
const LIST_QUERY_NO_Q = `sort=${encodeURIComponent('["order_date","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify({ status: LIST.status }))}`;

const started = Date.now();
const phases: Record<string, number> = {};
let postgresVersion = '';
const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const t = Date.now();
  const result = await work();
  phases[name] = (Date.now() - t) / 1000;
  log(`${name}: ${phases[name].toFixed(1)} s`);
  return result;
}

// ---- database ------------------------------------------------------------------------------------------------

const withAdmin = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => withAdminAt(ADMIN_URL, work);

interface Accounts { acme: string; small: string; large: string }

async function prepareDatabase(): Promise<Accounts> {
  await withAdmin(async (admin) => {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  });
  const knex = await openDatabase({ url: BENCH_URL });
  try {
    await phase('migrate + demo seed', async () => {
      await migrateLatest(knex);
      await seedDemoData(knex, model, { orders: 20 });
    });
  } finally {
    await knex.destroy();
  }
  const db = new pg.Client({ connectionString: BENCH_URL });
  await db.connect();
  try {
    const { rows: [acme] } = await db.query(`select id from accounts where name = 'Acme Trading'`);
    const accountWith = async (name: string, email: string) => {
      const id = await createAccount(db, name, email);
      await cloneCatalogue(db, acme.id, id);
      return id;
    };
    await phase(`load ${SIZES.acme.toLocaleString('en')} orders into Acme`, () => loadOrders(db, acme.id, SIZES.acme));
    await phase(`load 2 × ${SIZES.noise.toLocaleString('en')} noise orders`, async () => {
      await loadOrders(db, await accountWith('Noise Retail One', 'owner@noise-1.bench'), SIZES.noise);
      await loadOrders(db, await accountWith('Noise Retail Two', 'owner@noise-2.bench'), SIZES.noise);
    });
    const small = await accountWith('Scale 10k', 'owner@scale-10k.bench');
    await phase(`load ${SIZES.small.toLocaleString('en')} orders (scale 10k)`, () => loadOrders(db, small, SIZES.small));
    const large = await accountWith('Scale 1M', 'owner@scale-1m.bench');
    await phase(`load ${SIZES.large.toLocaleString('en')} orders (scale 1M)`, () => loadOrders(db, large, SIZES.large));
    await phase('vacuum analyze', () => db.query('vacuum analyze'));
    return { acme: acme.id, small, large };
  } finally {
    await db.end();
  }
}

/** BENCH_REUSE=true: the database a previous run kept (BENCH_KEEP=true), migrated to the latest schema, not reloaded. */
async function existingAccounts(): Promise<Accounts> {
  const knex = await openDatabase({ url: BENCH_URL });
  try {
    await phase('migrate (reused database)', async () => { await migrateLatest(knex); await knex.raw('vacuum analyze'); });
    const id = async (name: string) => (await knex('accounts').where({ name }).first('id')).id as string;
    return { acme: await id('Acme Trading'), small: await id('Scale 10k'), large: await id('Scale 1M') };
  } finally {
    await knex.destroy();
  }
}

interface ListSql {
  /** The page query: `$1` account, `$2–$4` the search pattern, `$5` status, `$6` page size. */
  rows: string;
  /** The capped count, same parameters with `$6` = cap + 1. */
  count: string;
  /** The admin's unfiltered first page: `$1` account, `$2` page size. */
  unfiltered: string;
  /** Whether the API's SQL has the parameter shape above (else the baseline falls back to bench/list-sql.ts). */
  shapeOk: boolean;
  /** Every statement one API list sent, in order (session lookup excluded: it runs in the middleware). */
  sent: string[];
}

/**
 * The SQL the API sends for the list, captured from knex by calling the service as the route does. The baseline is
 * given exactly these statements (API and baseline cannot drift apart as the repository changes); the other
 * statements the service sends for a list (custom-field definitions, …) are the generic layer's own cost.
 */
async function captureListSql(accountId: string): Promise<ListSql> {
  const knex = await openDatabase({ url: BENCH_URL });
  try {
    const sent: Array<{ sql: string; bindings: unknown[] }> = [];
    knex.on('query', (q: { sql: string; bindings?: unknown[] }) => sent.push({ sql: q.sql, bindings: q.bindings ?? [] }));
    const owner = await knex('users').where({ email: 'owner@acme.test' }).first('id', 'email', 'role', 'account_id');
    const user: SessionUser = { id: owner.id, email: owner.email, role: owner.role, accountId, permissions: [], flags: [], clientAccountIds: [] };
    const service = new ResourceService(knex, model, domainHooks);
    const entity = model.entities.find((e) => e.resource === 'sales-orders')!;
    const actor = { user, ability: defineAbilityFor(user), accountId };
    const capture = async (query: string) => {
      sent.length = 0;
      // As the HTTP route calls it: the lean list columns, so the baseline answers the same SQL.
      await service.list(actor, entity, Object.fromEntries(new URLSearchParams(query)), { lean: true });
      return [...sent];
    };
    const filtered = await capture(LIST_QUERY);
    const unfiltered = await capture(`sort=${encodeURIComponent('["order_date","DESC"]')}&range=${encodeURIComponent('[0,24]')}`);
    const onOrders = (q: { sql: string }) => /from "sales_orders"/.test(q.sql);
    const rows = filtered.find((q) => onOrders(q) && /order by/i.test(q.sql) && !/count\(\*\)/.test(q.sql));
    const count = filtered.find((q) => onOrders(q) && /count\(\*\)/.test(q.sql));
    const page = unfiltered.find((q) => onOrders(q) && /order by/i.test(q.sql));
    const pattern = likePattern(LIST.q);
    const same = (a: unknown[] | undefined, b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);
    const shapeOk = same(rows?.bindings, [accountId, pattern, pattern, pattern, LIST.status, 25])
      && same(count?.bindings, [accountId, pattern, pattern, pattern, LIST.status, COUNT_CAP + 1])
      && same(page?.bindings, [accountId, 25]);
    return shapeOk
      ? { rows: rows!.sql, count: count!.sql, unfiltered: page!.sql, shapeOk, sent: filtered.map((q) => q.sql) }
      : { rows: ROWS_SQL, count: COUNT_SQL, unfiltered: DEFAULT_ROWS_SQL, shapeOk, sent: filtered.map((q) => q.sql) };
  } finally {
    await knex.destroy();
  }
}

interface PlanSummary { account: string; query: string; executionMs: number; planningMs: number; plan: string }

/**
 * EXPLAIN ANALYZE of the list's two queries in an account, and of the admin's unfiltered first page (each run twice;
 * the second, warm, is kept).
 */
async function explainList(db: pg.Client, sql: ListSql, label: string, accountId: string): Promise<PlanSummary[]> {
  const pattern = likePattern(LIST.q);
  const params = [accountId, pattern, pattern, pattern, LIST.status];
  const out: PlanSummary[] = [];
  const queries = [['rows', sql.rows, [...params, 25]], ['count', sql.count, [...params, COUNT_CAP + 1]], ['rows without filter', sql.unfiltered, [accountId, 25]]] as const;
  for (const [query, text0, values] of queries) {
    let text = '';
    for (let i = 0; i < 2; i++) text = (await db.query(`explain (analyze, buffers) ${text0}`, [...values])).rows.map((r) => r['QUERY PLAN']).join('\n');
    const ms = (name: string) => Number(new RegExp(`${name} Time: ([\\d.]+) ms`).exec(text)?.[1] ?? NaN);
    out.push({ account: label, query, executionMs: ms('Execution'), planningMs: ms('Planning'), plan: text });
  }
  return out;
}

// ---- processes -----------------------------------------------------------------------------------------------

const children: ChildProcess[] = [];

async function startChild(script: string, port: number, healthPath: string, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const logFile = createWriteStream(join(resultsDir, `${script.replace(/\W+/g, '-')}.log`));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', script)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: BENCH_URL, PORT: String(port), SKIP_ADMIN_BUILD: 'true', LIST_COUNT_CAP: String(COUNT_CAP), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(logFile);
  child.stderr!.pipe(logFile);
  children.push(child);
  // Up to two minutes: tsx compiles the app on a cold start, slow on a busy machine.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}; see bench/results/${script.replace(/\W+/g, '-')}.log`);
    const ok = await fetch(`http://127.0.0.1:${port}${healthPath}`).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${script} did not answer on port ${port}`);
}

async function stopChildren(): Promise<void> {
  await Promise.all(children.map((child) => new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => { if (child.exitCode === null) child.kill('SIGKILL'); }, 5000).unref();
  })));
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'sellyard-demo' }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sellyard_session='));
  if (!cookie) throw new Error(`sign-in as ${email} set no session cookie`);
  return cookie;
}

// ---- load ----------------------------------------------------------------------------------------------------

interface Measured {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  statuses: Record<string, number>;
  errors: number;
}

type Requests = NonNullable<Parameters<typeof autocannon>[0]['requests']>;

interface Spec {
  name: string;
  url: string;
  /** A fresh request list per run (autocannon keeps state in it). */
  requests: () => Requests;
  headers: Record<string, string>;
  /** Concurrent connections (default CONNECTIONS). */
  connections?: number;
}

/**
 * Measures each spec for DURATION seconds after a WARMUP, in `rounds` alternating slices (A B A B …) so that two
 * runs meant to be compared share whatever else the machine was doing. Latencies are kept per 2xx response
 * (autocannon's own histogram rounds to whole milliseconds).
 */
async function measure(specs: Spec[], rounds = 1): Promise<Measured[]> {
  for (const spec of specs) await autocannon({ url: spec.url, connections: spec.connections ?? CONNECTIONS, duration: WARMUP, headers: spec.headers, requests: spec.requests() });
  const acc = specs.map(() => ({ latencies: [] as number[], statuses: {} as Record<string, number>, seconds: 0, errors: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, spec] of specs.entries()) {
      const instance = autocannon({ url: spec.url, connections: spec.connections ?? CONNECTIONS, duration: DURATION / rounds, headers: spec.headers, requests: spec.requests() });
      instance.on('response', (_client, status, _bytes, ms) => {
        acc[i].statuses[status] = (acc[i].statuses[status] ?? 0) + 1;
        if (status < 300) acc[i].latencies.push(ms);
      });
      const result = await instance;
      acc[i].seconds += result.duration;
      acc[i].errors += result.errors;
    }
  }
  return specs.map((spec, i) => {
    const { latencies, statuses, seconds, errors } = acc[i];
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN);
    const total = Object.values(statuses).reduce((a, b) => a + b, 0);
    const measured: Measured = { name: spec.name, reqPerSec: total / seconds, p50: pct(50), p99: pct(99), requests: total, statuses, errors };
    log(`${spec.name}: ${measured.reqPerSec.toFixed(0)} req/s, p50 ${measured.p50.toFixed(2)} ms, p99 ${measured.p99.toFixed(2)} ms, status ${JSON.stringify(statuses)}${errors ? `, ${errors} errors` : ''}`);
    return measured;
  });
}

interface Fixtures {
  orderIds: string[];
  editable: string[];
  customers: string[];
  products: Array<{ id: string; price: number }>;
}

async function fixtures(accountId: string): Promise<Fixtures> {
  const db = new pg.Client({ connectionString: BENCH_URL });
  await db.connect();
  try {
    const ids = async (sql: string) => (await db.query(sql, [accountId])).rows.map((r) => r.id as string);
    return {
      orderIds: await ids(`select id from sales_orders where account_id = $1 order by random() limit 2000`),
      // One order per in-flight update at most: more orders than connections, versions tracked as responses come.
      editable: await ids(`select id from sales_orders where account_id = $1 and status in ('DRAFT', 'AWAITING_PAYMENT', 'PAID') order by random() limit 200`),
      customers: await ids(`select id from relationships where account_id = $1 and type = 'CUSTOMER' order by code`),
      products: (await db.query(`select id, retail_price from products where account_id = $1 and status = 'ACTIVE' order by sku`, [accountId])).rows.map((r) => ({ id: r.id, price: Number(r.retail_price) })),
    };
  } finally {
    await db.end();
  }
}

/** A PUT that names only `notes` (and the version): the smallest edit an API client can send. */
async function probeNotesOnlyUpdate(api: string, headers: Record<string, string>, id: string, records: Map<string, Record<string, unknown>>): Promise<string> {
  const response = await fetch(`${api}/api/sales-orders/${id}`, { method: 'PUT', headers, body: JSON.stringify({ version: records.get(id)!.version, notes: 'probe' }) });
  const body = (await response.json()) as { version?: number; detail?: string };
  if (response.ok) records.set(id, body as Record<string, unknown>);
  return `${response.status}${response.ok ? '' : ` ${body.detail ?? ''}`}`;
}

/** Bytes of one list page as sent (the lean default, `fields=*`, the baseline's whole rows). */
async function pageBytes(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  return (await response.arrayBuffer()).byteLength;
}

/** The Content-Range total of the list in an account, and whether it is an estimate. */
async function listTotal(base: string, cookie: string): Promise<{ total: string; estimated: boolean }> {
  const response = await fetch(`${base}/api/sales-orders?${LIST_QUERY}`, { headers: { cookie } });
  await response.arrayBuffer();
  return { total: response.headers.get('content-range')?.split('/')[1] ?? '?', estimated: response.headers.get('x-total-estimated') === 'true' };
}

// ---- main ----------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  log(`PostgreSQL ${new URL(ADMIN_URL).host}, database ${DB_NAME}; ${cpus().length} CPUs, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  const loadBefore = loadavg()[0];
  if (loadBefore > cpus().length) log(`note: the machine is busy (load average ${loadBefore.toFixed(1)} on ${cpus().length} CPUs); figures will be noisy`);
  const accounts = REUSE ? await existingAccounts() : await prepareDatabase();

  const listSql = await captureListSql(accounts.acme);
  log(listSql.shapeOk
    ? `the baseline runs the API's list SQL; one API list sends ${listSql.sent.length} statements (+ the session lookup):\n  ${listSql.sent.join('\n  ')}`
    : `WARNING: the API's list SQL no longer has the expected parameters; the baseline falls back to bench/list-sql.ts:\n  ${listSql.sent.join('\n  ')}`);

  const plans: PlanSummary[] = [];
  const db = new pg.Client({ connectionString: BENCH_URL });
  await db.connect();
  try {
    for (const [label, id] of [['acme 100k', accounts.acme], ['scale 10k', accounts.small], ['scale 1M', accounts.large]] as const) plans.push(...(await explainList(db, listSql, label, id)));
    postgresVersion = (await db.query('show server_version')).rows[0].server_version;
  } finally {
    await db.end();
  }
  for (const p of plans) log(`EXPLAIN ANALYZE ${p.account} ${p.query}: ${p.executionMs.toFixed(2)} ms (planning ${p.planningMs.toFixed(2)} ms)`);

  const data = await fixtures(accounts.acme);
  const [apiPort, basePort] = [await freePort(), await freePort()];
  await startChild('server.ts', apiPort, '/api/health');
  await startChild('baseline.ts', basePort, '/health', { BASELINE_ROWS_SQL: listSql.rows, BASELINE_COUNT_SQL: listSql.count });
  const api = `http://127.0.0.1:${apiPort}`;
  const baseline = `http://127.0.0.1:${basePort}`;
  const cookie = await signIn(api, 'owner@acme.test');
  const json = { 'content-type': 'application/json', cookie, origin: api };

  const results: Measured[] = [];
  const listPath = `/api/sales-orders?${LIST_QUERY}`;
  const bytes = {
    lean: await pageBytes(`${api}${listPath}`, { cookie }),
    whole: await pageBytes(`${api}${listPath}&fields=*`, { cookie }),
    baseline: await pageBytes(`${baseline}/?${LIST_QUERY}`, { 'x-account-id': accounts.acme }),
  };
  log(`list page bytes: API ${bytes.lean} (fields=* ${bytes.whole}), baseline ${bytes.baseline}`);
  results.push(...await measure([
    { name: 'API list', url: api, requests: () => [{ path: listPath }], headers: { cookie } },
    { name: 'baseline list', url: baseline, requests: () => [{ path: `/?${LIST_QUERY}` }], headers: { 'x-account-id': accounts.acme } },
  ], 2));
  results.push(...await measure([
    { name: 'API list, 64 connections', url: api, requests: () => [{ path: listPath }], headers: { cookie }, connections: 64 },
    { name: 'baseline list, 64 connections', url: baseline, requests: () => [{ path: `/?${LIST_QUERY}` }], headers: { 'x-account-id': accounts.acme }, connections: 64 },
  ], 2));

  // Scale: the same list in accounts of 10k and 1M orders. All lists run before the writes below, on the tables as
  // VACUUM ANALYZE left them (writes fill the GIN indexes' pending lists, which changes the planner's choices).
  const smallCookie = await signIn(api, 'owner@scale-10k.bench');
  const largeCookie = await signIn(api, 'owner@scale-1m.bench');
  const totals = {
    acme: await listTotal(api, cookie),
    small: await listTotal(api, smallCookie),
    large: await listTotal(api, largeCookie),
  };
  const noQPath = `/api/sales-orders?${LIST_QUERY_NO_Q}`;
  results.push(...await measure([
    { name: 'API list, 10k account', url: api, requests: () => [{ path: listPath }], headers: { cookie: smallCookie } },
    { name: 'API list, 1M account', url: api, requests: () => [{ path: listPath }], headers: { cookie: largeCookie } },
    { name: 'API list without q, 10k account', url: api, requests: () => [{ path: noQPath }], headers: { cookie: smallCookie } },
    { name: 'API list without q, 1M account', url: api, requests: () => [{ path: noQPath }], headers: { cookie: largeCookie } },
  ], 2));
  results.push(...await measure([
    { name: 'baseline list, 1M account', url: baseline, requests: () => [{ path: `/?${LIST_QUERY}` }], headers: { 'x-account-id': accounts.large } },
  ]));

  let nextGet = 0;
  results.push(...await measure([{
    name: 'API get', url: api, headers: { cookie }, requests: () => [{
      setupRequest: (req) => ({ ...req, path: `/api/sales-orders/${data.orderIds[nextGet++ % data.orderIds.length]}` }),
    }],
  }]));

  let nextCreate = 0;
  results.push(...await measure([{
    name: 'API create (3 lines)', url: api, headers: json, requests: () => [{
      method: 'POST',
      path: '/api/sales-orders',
      setupRequest: (req) => {
        const n = nextCreate++;
        const lines = [0, 1, 2].map((k) => {
          const product = data.products[(n * 3 + k) % data.products.length];
          return { product_id: product.id, quantity: 1 + ((n + k) % 4), unit_price: product.price };
        });
        return { ...req, body: JSON.stringify({ customer_id: data.customers[n % data.customers.length], lines }) };
      },
    }],
  }]));

  // The admin's edit: the record as GET returned it (lines included), one field changed, with its version. Each
  // request takes an order nobody else is updating; the answer gives its next version.
  const records = new Map<string, Record<string, unknown>>();
  for (const id of data.editable) {
    const response = await fetch(`${api}/api/sales-orders/${id}`, { headers: { cookie } });
    if (response.ok) records.set(id, (await response.json()) as Record<string, unknown>);
  }
  const free = [...records.keys()];
  const probe = await probeNotesOnlyUpdate(api, json, free.pop()!, records);
  log(`probe: PUT {version, notes} without lines → ${probe}`);
  results.push(...await measure([{
    name: 'API update', url: api, headers: json, requests: () => [{
      method: 'PUT',
      setupRequest: (req, context) => {
        const id = free.shift()!;
        context.id = id;
        return { ...req, path: `/api/sales-orders/${id}`, body: JSON.stringify({ ...records.get(id), notes: `bench ${Date.now()}` }) };
      },
      onResponse: (status, body, context) => {
        const id = context.id as string;
        try {
          const parsed = JSON.parse(body) as { version?: number; currentVersion?: number };
          if (status === 200) records.set(id, parsed as Record<string, unknown>);
          else if (typeof parsed.currentVersion === 'number') records.get(id)!.version = parsed.currentVersion;
        } catch { /* not JSON: keep the record */ }
        free.push(id);
      },
    }],
  }]));

  await stopChildren();

  // ---- report --------------------------------------------------------------------------------------------
  const by = (name: string) => results.find((r) => r.name === name)!;
  const listRatio = by('API list').reqPerSec / by('baseline list').reqPerSec;
  const scaleRatio = by('API list, 1M account').p50 / by('API list, 10k account').p50;
  const ratio64 = by('API list, 64 connections').reqPerSec / by('baseline list, 64 connections').reqPerSec;
  const q10k = by('API list, 10k account').p50 / by('API list without q, 10k account').p50;
  const q1m = by('API list, 1M account').p50 / by('API list without q, 1M account').p50;
  const goals = [
    { goal: 'generic list req/s ≥ 0.8 × baseline (10 connections)', value: listRatio, pass: listRatio >= 0.8 },
    { goal: 'generic list req/s ≥ 0.8 × baseline (64 connections)', value: ratio64, pass: ratio64 >= 0.8 },
    { goal: 'list p50 at 1M ≤ 1.5 × p50 at 10k', value: scaleRatio, pass: scaleRatio <= 1.5 },
    { goal: 'q list p50 ≤ 1.5 × the list without q, 10k account', value: q10k, pass: q10k <= 1.5 },
    { goal: 'q list p50 ≤ 1.5 × the list without q, 1M account', value: q1m, pass: q1m <= 1.5 },
  ];
  const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
  const other = (r: Measured) => Object.entries(r.statuses).filter(([s]) => Number(s) >= 300).map(([s, n]) => `${n}×${s}`).join(' ') || '–';
  const table = [
    `| run (${CONNECTIONS} connections, ${DURATION} s) | req/s | p50 ms | p99 ms | non-2xx |`,
    '|---|---:|---:|---:|---|',
    ...results.map((r) => `| ${r.name} | ${fmt(r.reqPerSec, 0)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${other(r)} |`),
  ];
  const goalLines = goals.map((g) => `- ${g.goal}: ${fmt(g.value, 2)} → ${g.pass ? 'PASS' : 'MISS'}`);
  const totalsLine = `List totals (Content-Range): Acme ${totals.acme.total}${totals.acme.estimated ? ' (estimated)' : ''}, ` +
    `10k account ${totals.small.total}${totals.small.estimated ? ' (estimated)' : ''}, 1M account ${totals.large.total}${totals.large.estimated ? ' (estimated)' : ''}; count cap ${COUNT_CAP}.`;
  const probeLine = `Probe: PUT /api/sales-orders/:id with only {version, notes} → ${probe}\nList page bytes (25 rows): API ${bytes.lean} (with fields=* ${bytes.whole}), baseline ${bytes.baseline}.`;
  const planLines = plans.map((p) => `- ${p.account} ${p.query} query: ${fmt(p.executionMs, 2)} ms`);

  console.log(`\n${table.join('\n')}\n\nGoals:\n${goalLines.join('\n')}\n\n${totalsLine}\n${probeLine}\nEXPLAIN ANALYZE (server time, one warm run):\n${planLines.join('\n')}\n`);
  const load = `load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`;
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, PostgreSQL ${postgresVersion}; ${load}`;
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify({
    date: new Date().toISOString(), machine, connections: CONNECTIONS, durationSeconds: DURATION, countCap: COUNT_CAP,
    list: { ...LIST, sort: ['order_date', 'DESC'], range: [0, 24] }, sizes: SIZES, phases, listSql,
    notesOnlyUpdateProbe: probe, pageBytes: bytes, results, ratios: { listVsBaseline: listRatio, p50LargeVsSmall: scaleRatio }, goals, totals, plans,
  }, null, 2)}\n`);
  writeFileSync(join(resultsDir, 'latest.md'), `${machine}; ${new Date().toISOString().slice(0, 10)}.\n\n${table.join('\n')}\n\n${goalLines.join('\n')}\n\n${totalsLine}\n${probeLine}\n`);
  log('wrote bench/results/latest.json and latest.md');
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopChildren();
  if (KEEP) log(`kept database ${DB_NAME} (BENCH_KEEP=true)`);
  else await withAdmin((admin) => admin.query(`drop database if exists ${DB_NAME} with (force)`)).then(() => log(`dropped database ${DB_NAME}`), (error) => console.error(`could not drop ${DB_NAME}:`, error));
}
