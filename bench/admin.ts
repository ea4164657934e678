/**
 * The admin's figures for `npm run bench` (issue 3, item 10): initial JS (gzip) and the time from navigation to
 * the first rendered orders list with 100,000 orders. Goals: initial JS ≤ 300 kB gzip; first list within 1.5 s;
 * Sign in clicked → first orders row ≤ 1.0 s and the sign-up page ≤ 1.0 s (issue 22 item 9), medians of RUNS cold runs.
 *
 * 1. Builds the admin when its sources changed (ensureAdminBuilt) and sums the entry script of admin/dist/index.html
 *    and its modulepreloads (everything evaluated before React's first render), gzip level 9, 1 kB = 1,000 bytes.
 * 2. Creates the database `sellyard_bench_admin` (dropped first) on the server of `databaseUrl`, migrates it, seeds
 *    the demo data and adds 100,000 orders to Acme in SQL (bench/admin/database.ts); ANALYZE.
 * 3. Serves createApp with the built admin in this process on a free port, signs in owner@acme.test through the API
 *    and puts the cookie into each browser context. Headless Debian chromium: one warm-up load (the first after
 *    the server starts, reported apart), then RUNS (5) cold loads of /sales-orders/orders — a new context each
 *    time, so no HTTP cache — timed from page.goto until the first DataTable row is visible. Goal on the median.
 *    The first-list JS is every script the browser fetched before the first row, gzipped (level 9) as fetched.
 * 4. Drops the database unless BENCH_KEEP=true; prints a table with PASS/MISS and the waterfall of the median run.
 *
 *   node --import tsx bench/admin.ts          # BENCH_DATABASE_URL / DATABASE_URL: the server (default 127.0.0.1)
 *
 * Environment (CLI and defaults): BENCH_DATABASE_URL / DATABASE_URL, BENCH_KEEP=true, BENCH_ADMIN_RUNS (5),
 * BENCH_ADMIN_ORDERS (100000), CHROMIUM_PATH (/usr/bin/chromium).
 */
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { model } from '../generated/model.ts';
import { adminDistDir, ensureAdminBuilt } from '../api/admin-build.ts';
import { createApp } from '../api/http/app.ts';
import { migrateLatest, openDatabase } from '../api/db/index.ts';
import { DEMO_PASSWORD, seedDemoData } from '../api/seed/demo.ts';
import { databaseUrlFor, dropDatabase, insertBulkOrders, recreateDatabase } from './admin/database.ts';
import { GZIP_LEVEL, gzipSize, initialJs, totals, type JsFile, type JsTotals } from './admin/bundle.ts';
import { launchChromium, loadList, loadSignUp, ROW_SELECTOR, signIn, signInToList, type PageRun, type ResourceEntry } from './admin/browser.ts';

const root = resolve(import.meta.dirname, '..');
export const ADMIN_BENCH_DATABASE = 'sellyard_bench_admin';
export const LIST_PATH = '/sales-orders/orders';
export const GOALS = { initialJsGzipBytes: 300_000, firstListMs: 1500, signInToListMs: 1000, signUpPageMs: 1000 } as const;

export interface AdminBenchOptions {
  /** A PostgreSQL server URL (any database on it: used to create and drop the bench database). */
  databaseUrl: string;
  log: (line: string) => void;
  /** Bulk orders in Acme (default 100,000). */
  orders?: number;
  /** Measured cold loads (default 5). */
  runs?: number;
  /** Keep the database afterwards (default: BENCH_KEEP === 'true'). */
  keep?: boolean;
  /** Database name (default sellyard_bench_admin). */
  databaseName?: string;
}

export interface WaterfallRow {
  url: string;
  type: string;
  startMs: number;
  ttfbMs: number;
  endMs: number;
  encodedBytes: number;
}

export interface AdminFigures {
  /** Initial JS of index.html (entry + modulepreloads), gzip level `gzipLevel`. */
  initialJs: JsTotals & { gzipLevel: number; goalBytes: number; pass: boolean };
  /** JS the browser fetched until the first row was visible (warm-up run), gzipped as fetched; `servedBytes` is what went on the wire. */
  firstListJs: JsTotals & { gzipLevel: number; servedBytes: number; servedEncodings: string[] };
  data: { orders: number; acmeOrders: number; listTotalHeader: string | null; totalEstimated: boolean; listRequest: string | null };
  firstList: {
    selector: string;
    /** The first load after the server started (not in the median). */
    warmupMs: number;
    /** page.goto → first row visible, per measured run. */
    runsMs: number[];
    medianMs: number;
    maxMs: number;
    /** Navigation start → first row in the DOM, from the page's own clock, per run. */
    inPageMs: number[];
    rowsShown: number;
    goalMs: number;
    pass: boolean;
  };
  /** The median run, broken down (ms since navigation start). */
  breakdown: {
    phases: Array<{ name: string; ms: number }>;
    waterfall: WaterfallRow[];
    firstRenderMs: number | null;
    firstRowMs: number;
    mainThread: PageRun['mainThread'];
    longTasks: PageRun['longTasks'];
  };
  /** The same list request from Node with the session (server time only), warm, median of 5. */
  listApiMs: number;
  /** Issue 22 item 9: Sign in clicked → first orders row, cold browser each run (the form's own load apart). */
  signIn: { formRunsMs: number[]; runsMs: number[]; medianMs: number; goalMs: number; pass: boolean };
  /** Issue 22 item 9: the public sign-up page, cold, page.goto → its first field visible. */
  signUp: { runsMs: number[]; medianMs: number; goalMs: number; pass: boolean };
  /** Seconds per setup phase. */
  setup: Record<string, number>;
  /** CPUs and the 1-minute load average before and after the browser runs (other work on the machine skews the times). */
  machine: { cpus: number; loadBefore: number; loadAfter: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number | null | undefined) => (value === null || value === undefined || Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
const short = (url: string) => (url.length > 70 ? `${url.slice(0, 67)}…` : url);

function listen(app: ReturnType<typeof createApp>['app']): Promise<{ server: Server; baseUrl: string }> {
  return new Promise((done, fail) => {
    const server = app.listen(0, '127.0.0.1');
    server.once('error', fail);
    server.once('listening', () => done({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

/**
 * The critical path of one page load, from its resource timings: consecutive steps whose sum is the time to the
 * first row (a step is 0 when the next one started before the previous ended).
 */
function phasesOf(run: PageRun, initialPaths: Set<string>): Array<{ name: string; ms: number }> {
  const r = run.resources;
  const doc = r.find((e) => e.type === 'navigation');
  const initial = r.filter((e) => initialPaths.has(e.url));
  const lazyJs = r.filter((e) => e.url.endsWith('.js') && !initialPaths.has(e.url) && e.end <= run.firstRowMs);
  const me = r.find((e) => e.url.startsWith('/api/auth/me'));
  const list = r.find((e) => e.url.startsWith('/api/sales-orders'));
  const first = (entries: ResourceEntry[]) => (entries.length ? Math.min(...entries.map((e) => e.start)) : NaN);
  const last = (entries: ResourceEntry[]) => (entries.length ? Math.max(...entries.map((e) => e.end)) : NaN);
  const points: Array<[string, number]> = [
    ['HTML document', doc?.end ?? 0],
    [`initial JS download (${initial.length} files)`, last(initial)],
    ['evaluate initial JS → /api/auth/me sent', me?.start ?? NaN],
    ['/api/auth/me', me?.end ?? NaN],
    ['→ route JS requested (re-render with the session, lazy import)', first(lazyJs)],
    [`route JS download (${lazyJs.length} lazy chunks)`, last(lazyJs)],
    ['→ list request sent (evaluate chunks, render layout + list chrome)', list?.start ?? NaN],
    [`/api/sales-orders (server ${list ? Math.round(list.responseStart - list.requestStart) : '?'} ms to first byte)`, list?.end ?? NaN],
    ['→ first row in the DOM (render the rows)', run.firstRowMs],
  ];
  let previous = 0;
  return points.map(([name, at]) => {
    if (Number.isNaN(at)) return { name, ms: NaN };
    const step = Math.max(0, at - previous);
    previous = Math.max(previous, at);
    return { name, ms: step };
  });
}

export async function benchAdmin(options: AdminBenchOptions): Promise<AdminFigures> {
  const log = options.log;
  const orders = options.orders ?? Number(process.env.BENCH_ADMIN_ORDERS ?? 100_000);
  const runs = options.runs ?? Number(process.env.BENCH_ADMIN_RUNS ?? 5);
  const keep = options.keep ?? process.env.BENCH_KEEP === 'true';
  const dbName = options.databaseName ?? ADMIN_BENCH_DATABASE;
  const dbUrl = databaseUrlFor(options.databaseUrl, dbName);
  const setup: Record<string, number> = {};
  const phase = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const result = await work();
    setup[name] = (performance.now() - t) / 1000;
    log(`admin bench: ${name} ${setup[name].toFixed(1)} s`);
    return result;
  };

  // 1. The build and its initial JS.
  const dist = adminDistDir(root);
  await phase('build admin', () => ensureAdminBuilt(root));
  const initial = initialJs(dist);
  const initialPaths = new Set(initial.files.map((f) => f.path));

  // 2. The database.
  let knex: Knex | undefined;
  let server: Server | undefined;
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    await phase(`create ${dbName}`, () => recreateDatabase(options.databaseUrl, dbName));
    knex = await openDatabase({ url: dbUrl });
    await phase('migrate', () => migrateLatest(knex!));
    await phase('seed demo data', () => seedDemoData(knex!, model));
    const statuses = model.entities.find((e) => e.table === 'sales_orders')?.fields.find((f) => f.name === 'status')?.schema?.enum as string[] | undefined;
    if (!statuses?.length) throw new Error('the model has no sales order statuses');
    const bulk = await phase(`insert ${orders.toLocaleString('en')} orders + analyze`, () => insertBulkOrders(dbUrl, 'Acme Trading', orders, statuses));
    log(`admin bench: Acme has ${bulk.total.toLocaleString('en')} orders (${bulk.firstNumber} … ${bulk.lastNumber} added)`);

    // 3. The app and the browser.
    const { app } = createApp({ knex, model, adminDist: dist, secureCookies: false });
    const listening = await listen(app);
    server = listening.server;
    const baseUrl = listening.baseUrl;
    const cookie = await signIn(baseUrl, 'owner@acme.test', DEMO_PASSWORD);
    browser = await phase('launch chromium', () => launchChromium());

    const loadBefore = loadavg()[0];
    const warmup = await loadList(browser, baseUrl, LIST_PATH, cookie);
    log(`admin bench: warm-up load ${ms(warmup.wallMs)} (${warmup.rows} rows)`);
    const measured: PageRun[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await loadList(browser, baseUrl, LIST_PATH, cookie);
      measured.push(run);
      log(`admin bench: run ${i + 1}/${runs}: ${ms(run.wallMs)} (in page ${ms(run.firstRowMs)}, ${run.rows} rows)`);
    }

    // Signing in from a cold browser, and the sign-up page (issue 22 item 9), each median of the same number of runs.
    const signIns: Awaited<ReturnType<typeof signInToList>>[] = [];
    const signUps: number[] = [];
    for (let i = 0; i < runs; i++) {
      signIns.push(await signInToList(browser, baseUrl, LIST_PATH, 'owner@acme.test', DEMO_PASSWORD));
      signUps.push(await loadSignUp(browser, baseUrl));
      log(`admin bench: sign-in run ${i + 1}/${runs}: form ${ms(signIns[i]!.formMs)}, Sign in → first row ${ms(signIns[i]!.signInMs)}; sign-up page ${ms(signUps[i]!)}`);
    }

    // The JS fetched until the first row (the warm-up's list: the same files every run), gzipped as fetched.
    const jsBefore = warmup.resources.filter((e) => new URL(e.url, baseUrl).pathname.endsWith('.js') && e.end <= warmup.firstRowMs);
    const fetched: JsFile[] = [];
    for (const entry of jsBefore) {
      const body = new Uint8Array(await (await fetch(new URL(entry.url, baseUrl))).arrayBuffer());
      fetched.push({ path: entry.url, rawBytes: body.length, gzipBytes: gzipSize(body) });
    }
    const encodings = [...new Set(jsBefore.map((e) => warmup.jsEncodings[new URL(e.url, baseUrl).pathname] || 'identity'))];

    // The list request alone, from Node, warm: the server's share.
    const listUrl = warmup.list?.url ?? null;
    const apiTimes: number[] = [];
    if (listUrl) {
      for (let i = 0; i < 6; i++) {
        const t = performance.now();
        const res = await fetch(baseUrl + listUrl, { headers: { Cookie: `${cookie.name}=${cookie.value}`, Accept: 'application/json' } });
        await res.arrayBuffer();
        if (i > 0) apiTimes.push(performance.now() - t);
      }
    }

    const wall = measured.map((r) => r.wallMs);
    const medianRun = [...measured].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(measured.length / 2)];
    const figures: AdminFigures = {
      initialJs: { ...initial, gzipLevel: GZIP_LEVEL, goalBytes: GOALS.initialJsGzipBytes, pass: initial.gzipBytes <= GOALS.initialJsGzipBytes },
      firstListJs: { ...totals(fetched), gzipLevel: GZIP_LEVEL, servedBytes: jsBefore.reduce((s, e) => s + e.encodedBytes, 0), servedEncodings: encodings },
      data: { orders, acmeOrders: bulk.total, listTotalHeader: warmup.list?.contentRange ?? null, totalEstimated: warmup.list?.estimated ?? false, listRequest: listUrl },
      firstList: {
        selector: ROW_SELECTOR,
        warmupMs: warmup.wallMs,
        runsMs: wall,
        medianMs: median(wall),
        maxMs: Math.max(...wall),
        inPageMs: measured.map((r) => r.firstRowMs),
        rowsShown: medianRun.rows,
        goalMs: GOALS.firstListMs,
        pass: median(wall) <= GOALS.firstListMs,
      },
      breakdown: {
        phases: phasesOf(medianRun, initialPaths),
        waterfall: medianRun.resources
          .filter((e) => e.end <= medianRun.firstRowMs + 1)
          .sort((a, b) => a.start - b.start)
          .map((e) => ({ url: e.url, type: e.type, startMs: e.start, ttfbMs: e.responseStart, endMs: e.end, encodedBytes: e.encodedBytes })),
        firstRenderMs: medianRun.firstRenderMs,
        firstRowMs: medianRun.firstRowMs,
        mainThread: medianRun.mainThread,
        longTasks: medianRun.longTasks.filter((t) => t.start <= medianRun.firstRowMs),
      },
      listApiMs: apiTimes.length ? median(apiTimes) : NaN,
      signIn: {
        formRunsMs: signIns.map((r) => r.formMs),
        runsMs: signIns.map((r) => r.signInMs),
        medianMs: median(signIns.map((r) => r.signInMs)),
        goalMs: GOALS.signInToListMs,
        pass: median(signIns.map((r) => r.signInMs)) <= GOALS.signInToListMs,
      },
      signUp: { runsMs: signUps, medianMs: median(signUps), goalMs: GOALS.signUpPageMs, pass: median(signUps) <= GOALS.signUpPageMs },
      setup,
      machine: { cpus: cpus().length, loadBefore, loadAfter: loadavg()[0] },
    };
    report(figures, log);
    return figures;
  } finally {
    await browser?.close().catch(() => {});
    if (server) await new Promise<void>((done) => server!.close(() => done()));
    await knex?.destroy().catch(() => {});
    if (keep) log(`admin bench: kept database ${dbName} (BENCH_KEEP=true): ${dbUrl}`);
    else await dropDatabase(options.databaseUrl, dbName).catch((error) => log(`admin bench: could not drop ${dbName}: ${error}`));
  }
}

/** The compact table, PASS/MISS per goal, and the median run's waterfall. */
export function report(f: AdminFigures, log: (line: string) => void): void {
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
  const row = (name: string, value: string, goal = '', result = '') => log(`  ${name.padEnd(44)} ${value.padStart(24)}  ${goal.padEnd(12)} ${result}`);
  log('');
  log(`Admin (${f.data.acmeOrders.toLocaleString('en')} orders in Acme; list answered Content-Range ${f.data.listTotalHeader ?? '—'}${f.data.totalEstimated ? ', estimated' : ''})`);
  row('figure', 'value', 'goal', '');
  row(`initial JS, ${f.initialJs.files.length} files (gzip -${f.initialJs.gzipLevel})`, `${kB(f.initialJs.gzipBytes)} (${kB(f.initialJs.rawBytes)} raw)`, `≤ ${kB(f.initialJs.goalBytes)}`, verdict(f.initialJs.pass));
  row(`JS until first list, ${f.firstListJs.files.length} files (gzip -${f.firstListJs.gzipLevel})`, `${kB(f.firstListJs.gzipBytes)} (${kB(f.firstListJs.rawBytes)} raw)`);
  row(`  as served (${f.firstListJs.servedEncodings.join(', ')})`, kB(f.firstListJs.servedBytes));
  row(`first list, median of ${f.firstList.runsMs.length} cold loads`, ms(f.firstList.medianMs), `≤ ${f.firstList.goalMs} ms`, verdict(f.firstList.pass));
  row('first list, max', ms(f.firstList.maxMs));
  row('first list, runs', f.firstList.runsMs.map((v) => Math.round(v)).join(' '));
  row('first list, in-page clock (nav → row in DOM)', f.firstList.inPageMs.map((v) => Math.round(v)).join(' '));
  row('first load after server start (not counted)', ms(f.firstList.warmupMs));
  row('list API alone (Node, warm, median)', ms(f.listApiMs));
  row(`Sign in clicked → first orders row, median of ${f.signIn.runsMs.length}`, ms(f.signIn.medianMs), `≤ ${f.signIn.goalMs} ms`, verdict(f.signIn.pass));
  row('  runs', f.signIn.runsMs.map((v) => Math.round(v)).join(' '));
  row('  the sign-in form itself, cold (not counted)', f.signIn.formRunsMs.map((v) => Math.round(v)).join(' '));
  row(`sign-up page, cold, median of ${f.signUp.runsMs.length}`, ms(f.signUp.medianMs), `≤ ${f.signUp.goalMs} ms`, verdict(f.signUp.pass));
  row('  runs', f.signUp.runsMs.map((v) => Math.round(v)).join(' '));
  row('machine: CPUs, load average before → after', `${f.machine.cpus}, ${f.machine.loadBefore.toFixed(1)} → ${f.machine.loadAfter.toFixed(1)}`);
  log('');
  log(`Median run, ms since navigation start (first React render ${ms(f.breakdown.firstRenderMs)}, first row ${ms(f.breakdown.firstRowMs)}):`);
  for (const p of f.breakdown.phases) log(`  ${p.name.padEnd(70)} ${ms(p.ms).padStart(8)}`);
  const mt = f.breakdown.mainThread;
  const long = f.breakdown.longTasks;
  log(`  main thread until first row: script ${ms(mt.scriptMs)}, style ${ms(mt.styleMs)}, layout ${ms(mt.layoutMs)}, all tasks ${ms(mt.taskMs)}; `
    + `${long.length} long tasks (${long.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(', ') || 'none'})`);
  log('  waterfall:   start    ttfb     end   wire  request');
  for (const w of f.breakdown.waterfall) {
    log(`  ${''.padEnd(9)}${String(Math.round(w.startMs)).padStart(6)}  ${String(Math.round(w.ttfbMs)).padStart(6)}  ${String(Math.round(w.endMs)).padStart(6)}  ${kB(w.encodedBytes).padStart(9)}  ${w.type} ${short(w.url)}`);
  }
  log('');
}

// CLI: node --import tsx bench/admin.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const t0 = performance.now();
  const log = (line: string) => console.log(line.startsWith('admin bench:') ? `[${((performance.now() - t0) / 1000).toFixed(1).padStart(5)} s] ${line}` : line);
  benchAdmin({ databaseUrl, log }).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
