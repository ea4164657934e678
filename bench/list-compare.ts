/**
 * Side-by-side list figures for the generic API at two (or more) commits and the bare baseline, on a database kept by
 * `BENCH_KEEP=true npm run bench` (bench/run.ts). The servers run at the same time and are measured in turns
 * (round-robin, several short rounds), so load from elsewhere on a shared machine falls on all of them; the server's
 * CPU time per request (utime + stime from /proc, Linux) is the figure least bent by that load.
 *
 *   node --import tsx bench/list-compare.ts [<checkout of another commit> …]
 *
 * Each extra argument is a directory holding another checkout of the repository (with node_modules), whose
 * bench/server.ts is started as well; this checkout is always measured, and the baseline (bench/baseline.ts) too.
 * Environment: BENCH_DATABASE_URL / DATABASE_URL (admin connection, as run.ts), BENCH_DB_NAME (default
 * sellyard_bench), COMPARE_SECONDS (per round and server, default 5), COMPARE_ROUNDS (default 4),
 * COMPARE_CONNECTIONS (default "10,64"), CPU_PROF=true (the servers write a .cpuprofile into bench/results/prof).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../tests/helpers/free-port.ts';

const root = resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB_NAME ?? 'sellyard_bench';
const DB_URL = (() => { const u = new URL(ADMIN_URL); u.pathname = `/${DB_NAME}`; return u.toString(); })();
const SECONDS = Number(process.env.COMPARE_SECONDS ?? 5);
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 4);
const CONNECTIONS = (process.env.COMPARE_CONNECTIONS ?? '10,64').split(',').map(Number);
const PROFILE = process.env.CPU_PROF === 'true';
const LIST = `sort=${encodeURIComponent('["order_date","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify({ status: 'PAID', q: 'son' }))}`;
const TICK_MS = 1000 / 100; // USER_HZ

const children: ChildProcess[] = [];

async function start(dir: string, script: string, env: Record<string, string>, health: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const profDir = join(root, 'bench/results/prof');
  if (PROFILE) mkdirSync(profDir, { recursive: true });
  const child = spawn(process.execPath, [...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), '--import', 'tsx', join(dir, 'bench', script)], {
    cwd: dir, env: { ...process.env, DATABASE_URL: DB_URL, PORT: String(port), SKIP_ADMIN_BUILD: 'true', ...env }, stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`${dir}/bench/${script} exited with ${child.exitCode}`);
    if (await fetch(`${base}${health}`).then((r) => r.ok, () => false)) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${dir}/bench/${script} did not start`);
}

/** utime + stime of a process, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

interface Target { name: string; child: ChildProcess; url: string; headers: Record<string, string> }
interface Tally { latencies: number[]; requests: number; non2xx: number; seconds: number; cpu: number }

async function main(): Promise<void> {
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  const { rows: [acme] } = await db.query(`select id from accounts where name = 'Acme Trading'`);
  await db.end();

  const targets: Target[] = [];
  for (const dir of [root, ...process.argv.slice(2).map((d) => resolve(d))]) {
    const { child, base } = await start(dir, 'server.ts', {}, '/api/health');
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'owner@acme.test', password: 'sellyard-demo' }) });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sellyard_session='));
    if (!cookie) throw new Error(`sign-in on ${dir} failed: ${login.status}`);
    targets.push({ name: dir === root ? 'API (this checkout)' : `API (${dir})`, child, url: `${base}/api/sales-orders?${LIST}`, headers: { cookie } });
  }
  const baseline = await start(root, 'baseline.ts', {}, '/health');
  targets.push({ name: 'baseline', child: baseline.child, url: `${baseline.base}/?${LIST}`, headers: { 'x-account-id': acme.id } });

  console.log(`load average before: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  for (const connections of CONNECTIONS) {
    // Warm-up: JIT, pools, caches.
    for (const t of targets) await autocannon({ url: t.url, connections, duration: 2, headers: t.headers });
    const tallies = targets.map((): Tally => ({ latencies: [], requests: 0, non2xx: 0, seconds: 0, cpu: 0 }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, t] of targets.entries()) {
        const tally = tallies[i];
        const cpuBefore = cpuMs(t.child.pid!);
        const run = autocannon({ url: t.url, connections, duration: SECONDS, headers: t.headers });
        run.on('response', (_c, status, _b, ms) => { tally.requests++; if (status < 300) tally.latencies.push(ms); else tally.non2xx++; });
        const result = await run;
        tally.cpu += cpuMs(t.child.pid!) - cpuBefore;
        tally.seconds += result.duration;
      }
    }
    console.log(`\n${connections} connections, ${ROUNDS} × ${SECONDS} s each, interleaved; load average now ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
    console.log('| server | req/s | p50 ms | p99 ms | server CPU ms/request | non-2xx |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const [i, t] of targets.entries()) {
      const { latencies, requests, non2xx, seconds, cpu } = tallies[i];
      latencies.sort((a, b) => a - b);
      const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
      console.log(`| ${t.name} | ${(requests / seconds).toFixed(0)} | ${pct(50).toFixed(1)} | ${pct(99).toFixed(1)} | ${(cpu / Math.max(requests, 1)).toFixed(2)} | ${non2xx} |`);
    }
  }
  console.log(`\nload average after: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
}

try {
  await main();
} finally {
  await Promise.all(children.map((child) => new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => { if (child.exitCode === null) child.kill('SIGKILL'); }, 8000).unref();
  })));
}
