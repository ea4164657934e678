/**
 * Side-by-side admin builds on a shared machine (issue 22 item 9): wall clock alone swings with the other work on a
 * loaded 2-core machine, so this serves two (or more) builds of the admin from one process against the database
 * `bench/admin.ts` kept (`BENCH_KEEP=true`), and measures them in turns — build A, build B, build A, … — with the
 * same three cold loads as the bench: the orders list signed in, Sign in clicked → first orders row, and the sign-up
 * page. Each load also records the renderer's CPU profile (CDP Profiler), so beside the wall clock it prints the
 * main thread's script time until the goal's element appeared, which load sways far less.
 *
 * With source maps beside a build (`vite build --sourcemap true`), `BENCH_AB_TOP=n` prints the n source files and
 * functions where each build spent most of that script time (self time, summed over its runs).
 *
 *   node --import tsx bench/admin-ab.ts before=/tmp/dist-before after=admin/dist
 *
 * `BENCH_AB_MODE=bench` loads as bench/admin.ts does instead (a new renderer per load, timed from `page.goto`, which
 * adds the renderer's start to each figure; no profile).
 *
 * Environment: BENCH_DATABASE_URL / DATABASE_URL (the server; database `sellyard_bench_admin`), BENCH_AB_ROUNDS (5),
 * BENCH_AB_TOP (0), BENCH_AB_ONLY (list,signin,signup), BENCH_AB_MODE (profile | bench).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { model } from '../generated/model.ts';
import { createApp } from '../api/http/app.ts';
import { openDatabase } from '../api/db/index.ts';
import { DEMO_PASSWORD } from '../api/seed/demo.ts';
import { databaseUrlFor } from './admin/database.ts';
import { launchChromium, loadList, loadSignUp, ROW_SELECTOR, signIn, signInToList } from './admin/browser.ts';

const LIST_PATH = '/sales-orders/orders';
type Load = 'list' | 'signin' | 'signup';

interface Sample {
  /** What a user waits, ms (as bench/admin.ts times it). */
  wallMs: number;
  /** The renderer's main thread: ms of profile samples that were running JavaScript (not idle, GC or "program"). */
  scriptMs: number;
  gcMs: number;
  /** Self time per call frame, `url:line:column function`. */
  self: Map<string, number>;
}

/** A CPU profile's self time per node, from its samples and time deltas. */
function selfTimes(profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }>; samples?: number[]; timeDeltas?: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let scriptMs = 0;
  let gcMs = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    // A sample's time is the delta to the next one.
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const frame = byId.get(samples[i]!)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)' || frame.functionName === '(root)') continue;
    if (frame.functionName === '(garbage collector)') {
      gcMs += ms;
      continue;
    }
    scriptMs += ms;
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber} ${frame.functionName || '(anonymous)'}`;
    self.set(key, (self.get(key) ?? 0) + ms);
  }
  return { self, scriptMs, gcMs };
}

/** Profiles `work` in the page's renderer: the page first opens a same-origin URL so the renderer stays the same. */
async function profiled(page: Page, cdp: CDPSession, work: () => Promise<number>): Promise<Sample> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const wallMs = await work();
  const { profile } = await cdp.send('Profiler.stop');
  return { wallMs, ...selfTimes(profile) };
}

/** As bench/admin.ts loads (a fresh renderer each time, nothing profiled): its wall clock, for the same comparison. */
async function benchLoad(browser: Browser, baseUrl: string, load: Load, cookie: { name: string; value: string }): Promise<Sample> {
  const none = { scriptMs: NaN, gcMs: NaN, self: new Map<string, number>() };
  if (load === 'list') return { wallMs: (await loadList(browser, baseUrl, LIST_PATH, cookie)).wallMs, ...none };
  if (load === 'signup') return { wallMs: await loadSignUp(browser, baseUrl), ...none };
  return { wallMs: (await signInToList(browser, baseUrl, LIST_PATH, 'owner@acme.test', DEMO_PASSWORD)).signInMs, ...none };
}

async function coldLoad(browser: Browser, baseUrl: string, load: Load, cookie: { name: string; value: string }): Promise<Sample> {
  if (process.env.BENCH_AB_MODE === 'bench') return benchLoad(browser, baseUrl, load, cookie);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    if (load === 'list') await context.addCookies([{ ...cookie, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    // A same-origin page that loads no script, so the profiled renderer is the one the admin will run in.
    await page.goto(`${baseUrl}/favicon.ico`);
    const cdp = await context.newCDPSession(page);
    if (load === 'list') {
      return await profiled(page, cdp, async () => {
        const t = performance.now();
        await page.goto(baseUrl + LIST_PATH, { waitUntil: 'commit' });
        await page.locator(ROW_SELECTOR).first().waitFor({ state: 'visible', timeout: 30_000 });
        return performance.now() - t;
      });
    }
    if (load === 'signup') {
      return await profiled(page, cdp, async () => {
        const t = performance.now();
        await page.goto(`${baseUrl}/public/signup`, { waitUntil: 'commit' });
        await page.getByLabel('Your name').waitFor({ state: 'visible', timeout: 30_000 });
        return performance.now() - t;
      });
    }
    await page.goto(baseUrl + LIST_PATH, { waitUntil: 'commit' });
    await page.getByLabel('Email').waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByLabel('Email').fill('owner@acme.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    // As bench/admin.ts: the form is in; from the click on Sign in to the list's first row.
    return await profiled(page, cdp, async () => {
      const t = performance.now();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator(ROW_SELECTOR).first().waitFor({ state: 'visible', timeout: 30_000 });
      return performance.now() - t;
    });
  } finally {
    await context.close();
  }
}

/** Maps `url:line:column fn` keys onto source files through the build's source maps (when it has them). */
function bySource(dist: string, self: Map<string, number>): { files: Map<string, number>; functions: Map<string, number> } {
  const maps = new Map<string, TraceMap | null>();
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [key, ms] of self) {
    const match = /^(.*):(\d+):(\d+) (.*)$/.exec(key);
    if (!match) continue;
    const [, url, line, column, fn] = match;
    const path = url!.startsWith('http') ? new URL(url!).pathname : url!;
    let map = maps.get(path);
    if (map === undefined) {
      const file = join(dist, `${path}.map`);
      map = path.startsWith('/assets/') && existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null;
      maps.set(path, map);
    }
    const original = map ? originalPositionFor(map, { line: Number(line) + 1, column: Number(column) }) : null;
    const source = original?.source ? original.source.replace(/^.*node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, '') : path || '(native)';
    const name = `${original?.name ?? fn} (${source}:${original?.line ?? line})`;
    files.set(source, (files.get(source) ?? 0) + ms);
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  return { files, functions };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function listen(app: ReturnType<typeof createApp>['app']): Promise<{ server: Server; baseUrl: string }> {
  return new Promise((done, fail) => {
    const server = app.listen(0, '127.0.0.1');
    server.once('error', fail);
    server.once('listening', () => done({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

async function main() {
  const builds = process.argv.slice(2).map((arg) => {
    const at = arg.indexOf('=');
    return { label: arg.slice(0, at), dist: resolve(arg.slice(at + 1)) };
  });
  if (builds.length < 1 || builds.some((b) => !b.label || !existsSync(join(b.dist, 'index.html')))) {
    throw new Error('usage: bench/admin-ab.ts label=distDir [label=distDir …] (each with an index.html)');
  }
  const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 5);
  const top = Number(process.env.BENCH_AB_TOP ?? 0);
  const loads = (process.env.BENCH_AB_ONLY ?? 'list,signin,signup').split(',') as Load[];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const knex = await openDatabase({ url: databaseUrlFor(serverUrl, 'sellyard_bench_admin') });
  const servers: Server[] = [];
  const browser = await launchChromium();
  try {
    const running = [];
    for (const build of builds) {
      const { server, baseUrl } = await listen(createApp({ knex, model, adminDist: build.dist, secureCookies: false }).app);
      servers.push(server);
      running.push({ ...build, baseUrl, cookie: await signIn(baseUrl, 'owner@acme.test', DEMO_PASSWORD), samples: new Map<Load, Sample[]>() });
    }
    const loadBefore = loadavg()[0]!;
    // One warm-up of each (the server's first answers), then rounds with the builds' order alternating.
    for (const build of running) for (const load of loads) await coldLoad(browser, build.baseUrl, load, build.cookie);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [...running].reverse() : running;
      for (const load of loads) {
        for (const build of order) {
          const sample = await coldLoad(browser, build.baseUrl, load, build.cookie);
          build.samples.set(load, [...(build.samples.get(load) ?? []), sample]);
          const profiledMs = Number.isNaN(sample.scriptMs) ? '' : `, script ${Math.round(sample.scriptMs)} ms, gc ${Math.round(sample.gcMs)} ms`;
          console.log(`round ${round + 1} ${load.padEnd(6)} ${build.label.padEnd(8)} wall ${Math.round(sample.wallMs)} ms${profiledMs}`);
        }
      }
    }
    console.log(`\nload average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}; medians of ${rounds} (wall ms / renderer script ms / gc ms):`);
    for (const load of loads) {
      console.log(`  ${load.padEnd(7)} ${running.map((b) => {
        const s = b.samples.get(load)!;
        const ms = (values: number[]) => (values.some(Number.isNaN) ? '—' : String(Math.round(median(values))));
        return `${b.label}: ${ms(s.map((x) => x.wallMs))} / ${ms(s.map((x) => x.scriptMs))} / ${ms(s.map((x) => x.gcMs))}`;
      }).join('   ')}`);
    }
    if (top > 0) {
      for (const build of running) {
        for (const load of loads) {
          const self = new Map<string, number>();
          const samples = build.samples.get(load)!;
          for (const s of samples) for (const [k, v] of s.self) self.set(k, (self.get(k) ?? 0) + v / samples.length);
          const { files, functions } = bySource(build.dist, self);
          const print = (title: string, m: Map<string, number>) => {
            console.log(`\n${build.label} ${load}: ${title} (self ms per run)`);
            for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
          };
          print('source files', files);
          print('functions', functions);
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await new Promise<void>((done) => server.close(() => done()));
    await knex.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
