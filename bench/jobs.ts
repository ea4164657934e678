/**
 * `npm run bench` (jobs part; alone: `node --import tsx bench/jobs.ts`): the job queue on PostgreSQL.
 *
 * 1. Round trip: one worker process (bench/jobs-worker.ts, as `npm run worker`) idles; BENCH_PINGS (200) jobs are
 *    enqueued one by one, 25 ms apart, each in its own transaction; the handler records when it started. Prints
 *    p50/p95 of enqueue → start (goal p50 ≤ 100 ms: the worker is woken by NOTIFY at commit, not by polling).
 * 2. Throughput: BENCH_JOBS (3,000) small jobs enqueued in one transaction, then run by 1 worker process and,
 *    again, by 2 (WORKER_CONCURRENCY 4 each); jobs per second from the first start to the last.
 *
 * Database: `sellyard_bench_jobs` (dropped first) on the server of BENCH_DATABASE_URL or DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { Knex } from 'knex';
import { migrateLatest, openDatabase } from '../api/db/index.ts';
import { enqueueJob } from '../api/jobs/index.ts';

const root = resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PINGS = Number(process.env.BENCH_PINGS ?? 200);
const JOBS = Number(process.env.BENCH_JOBS ?? 3000);
const NAME = 'sellyard_bench_jobs';

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startWorkers(url: string, count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['--import', 'tsx', 'bench/jobs-worker.ts'], {
    cwd: root, env: { ...process.env, DATABASE_URL: url, WORKER_CONCURRENCY: '4', WORKER_POLL_MS: '1000' }, stdio: ['ignore', 'pipe', 'inherit'],
  }));
}

async function started(workers: ChildProcess[]): Promise<void> {
  await Promise.all(workers.map((w) => new Promise<void>((ok) => w.stdout!.on('data', (d) => String(d).includes('started') && ok()))));
}

async function stop(workers: ChildProcess[]): Promise<void> {
  await Promise.all(workers.map((w) => new Promise<void>((ok) => { w.once('exit', () => ok()); w.kill('SIGTERM'); })));
}

async function waitFor(knex: Knex, kind: string, count: number): Promise<void> {
  for (;;) {
    const { n } = (await knex('pgboss.job').where({ name: kind, state: 'completed' }).count('* as n').first())!;
    if (Number(n) >= count) return;
    await sleep(100);
  }
}

async function throughput(knex: Knex, url: string, processes: number): Promise<number> {
  await knex('bench_job_starts').delete();
  await knex.raw(`delete from pgboss.job where name = 'bench.work'`);
  const at = Date.now();
  await knex.transaction(async (trx) => {
    for (let i = 0; i < JOBS; i++) await enqueueJob(trx, { kind: 'bench.work', accountId: null, payload: { at, i } });
  });
  const workers = startWorkers(url, processes);
  await waitFor(knex, 'bench.work', JOBS);
  await stop(workers);
  const { first, last } = (await knex('bench_job_starts').select(knex.raw('min(started_ms) as first, max(started_ms) as last')).first()) as { first: number; last: number };
  return JOBS / ((Number(last) - Number(first)) / 1000);
}

async function main(): Promise<void> {
  const admin = await openDatabase({ url: serverUrl, poolMax: 1 });
  await admin.raw(`drop database if exists ${NAME} with (force)`);
  await admin.raw(`create database ${NAME}`);
  await admin.destroy();
  const target = new URL(serverUrl);
  target.pathname = `/${NAME}`;
  const url = target.toString();
  const knex = await openDatabase({ url });
  await migrateLatest(knex);
  await knex.raw('create table bench_job_starts (job_id uuid primary key, enqueued_ms bigint not null, started_ms bigint not null)');

  const pinger = startWorkers(url, 1);
  await started(pinger);
  for (let i = 0; i < PINGS; i++) {
    await knex.transaction((trx) => enqueueJob(trx, { kind: 'bench.ping', accountId: null, payload: { at: Date.now() } }));
    await sleep(25);
  }
  await waitFor(knex, 'bench.ping', PINGS);
  await stop(pinger);
  const trips = (await knex('bench_job_starts').select('enqueued_ms', 'started_ms')).map((r) => Number(r.started_ms) - Number(r.enqueued_ms));
  const p50 = percentile(trips, 50);
  console.log(`job round trip enqueue → start (${PINGS} jobs, 1 worker process): p50 ${p50} ms, p95 ${percentile(trips, 95)} ms — goal p50 ≤ 100 ms: ${p50 <= 100 ? 'met' : 'NOT met'}`);

  const one = await throughput(knex, url, 1);
  const two = await throughput(knex, url, 2);
  console.log(`throughput (${JOBS} jobs, concurrency 4 per process): 1 process ${one.toFixed(0)} jobs/s, 2 processes ${two.toFixed(0)} jobs/s (×${(two / one).toFixed(2)})`);
  await knex.destroy();
  if (process.env.BENCH_KEEP !== 'true') {
    const cleanup = await openDatabase({ url: serverUrl, poolMax: 1 });
    await cleanup.raw(`drop database if exists ${NAME} with (force)`);
    await cleanup.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
