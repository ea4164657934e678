/**
 * The embedded default stays light: `npm start` (api/main.ts on PGlite, in-process worker, the sandbox's demo buyers)
 * from an empty data folder and from a warm one — time until /api/health answers — and its resident memory (RSS):
 * just after start, after BENCH_IDLE_SECONDS (3600: issue 25 asks for an hour) of idling, sampled along the way, and
 * after BENCH_LOAD_SECONDS (60) of list requests (autocannon, 10 connections, the owner's orders list).
 *
 * It starts what `npm start` starts: api/start.mjs, the server as one compiled bundle (api/server-bundle.mjs). The
 * cold start builds the admin as a fresh clone does (into a temporary SELLYARD_ADMIN_DIST), so the figure includes
 * whatever the build leaves in the server: the build runs in a child process (api/cli/build-admin.ts) and should leave
 * nothing. Prints the figures and writes bench/results/startup.json.
 *
 * Environment: BENCH_IDLE_SECONDS (3600), BENCH_LOAD_SECONDS (60), BENCH_SKIP_BUILD=true (serve no admin: the
 * server alone, as before issue 25).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../tests/helpers/free-port.ts';

const root = resolve(import.meta.dirname, '..');
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 3600);
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === 'true';

/** Resident set size of a process, MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(/(\d+)/.exec(line)![1]) / 1024;
}

async function start(dataDir: string, port: number, adminDist: string): Promise<{ child: ChildProcess; seconds: number }> {
  const began = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SELLYARD_ADMIN_DIST: adminDist };
  if (SKIP_BUILD) env.SKIP_ADMIN_BUILD = 'true';
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(root, 'api/start.mjs')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return { child, seconds: (Date.now() - began) / 1000 };
    await new Promise((r) => setTimeout(r, 100));
  }
}

const stop = (child: ChildProcess) => new Promise<void>((done) => {
  if (child.exitCode !== null) return done();
  child.once('exit', () => done());
  child.kill('SIGTERM');
});

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sellyard-startup-'));
  const adminDist = join(dataDir, 'admin-dist');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const loadBefore = loadavg()[0];
  try {
    const cold = await start(dataDir, port, adminDist);
    console.log(`empty data folder → answering: ${cold.seconds.toFixed(1)} s (migrate + demo seed${SKIP_BUILD ? '' : ' + admin build'})`);
    await new Promise((r) => setTimeout(r, 5000));
    const idle = rssMb(cold.child.pid!);
    console.log(`RSS idle: ${idle.toFixed(0)} MB`);
    // Idling as a demo does: nobody signed in, the worker polling, the sandbox's buyers ordering now and then.
    const samples: Array<{ seconds: number; rssMb: number }> = [{ seconds: 5, rssMb: idle }];
    const every = Math.max(5, Math.min(300, IDLE_SECONDS / 12));
    const idleStart = Date.now();
    while ((Date.now() - idleStart) / 1000 < IDLE_SECONDS) {
      await new Promise((r) => setTimeout(r, Math.min(every, IDLE_SECONDS - (Date.now() - idleStart) / 1000) * 1000));
      samples.push({ seconds: Math.round(5 + (Date.now() - idleStart) / 1000), rssMb: Math.round(rssMb(cold.child.pid!)) });
      console.log(`  idle ${samples.at(-1)!.seconds} s: RSS ${samples.at(-1)!.rssMb} MB`);
    }
    const idleAfter = rssMb(cold.child.pid!);
    console.log(`RSS after ${IDLE_SECONDS} s idle: ${idleAfter.toFixed(0)} MB (peak ${Math.max(...samples.map((s) => s.rssMb))} MB)`);
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'owner@acme.test', password: 'sellyard-demo' }) });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sellyard_session='))!;
    const load = await autocannon({ url: `${base}/api/sales-orders?range=${encodeURIComponent('[0,24]')}`, connections: 10, duration: LOAD_SECONDS, headers: { cookie } });
    const loaded = rssMb(cold.child.pid!);
    console.log(`after ${LOAD_SECONDS} s of list requests (${load.requests.average.toFixed(0)} req/s, ${load.non2xx} non-2xx): RSS ${loaded.toFixed(0)} MB`);
    await stop(cold.child);
    const warm = await start(dataDir, port, adminDist);
    console.log(`warm data folder → answering: ${warm.seconds.toFixed(1)} s`);
    const warmIdle = rssMb(warm.child.pid!);
    await stop(warm.child);
    const result = {
      date: new Date().toISOString(), cpus: cpus().length, loadAverage: { start: loadBefore, end: loadavg()[0] },
      coldStartSeconds: cold.seconds, warmStartSeconds: warm.seconds, adminBuilt: !SKIP_BUILD, rssIdleMb: idle,
      idleSeconds: IDLE_SECONDS, rssAfterIdleMb: idleAfter, rssIdleSamples: samples, rssAfterLoadMb: loaded, rssWarmStartMb: warmIdle,
      loadSeconds: LOAD_SECONDS, loadReqPerSec: load.requests.average,
    };
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(join(root, 'bench/results/startup.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}; wrote bench/results/startup.json`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
