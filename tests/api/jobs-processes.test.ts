/**
 * Workers as separate processes (the `npm run worker` entry): a worker killed with SIGKILL mid-job loses nothing
 * (the job expires, runs again elsewhere, and its idempotent effect is applied once); on PostgreSQL two worker
 * processes share 2,000 jobs and run each exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { enqueueJob, startWorker } from '../../api/jobs/index.ts';
import { migrateLatest, openDatabase } from '../../api/db/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { registerFixtureHandlers } from './fixtures/job-worker.ts';

const root = resolve(import.meta.dirname, '../..');
const onServer = Boolean(process.env.DATABASE_URL);
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

registerFixtureHandlers(false);

function spawnWorker(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/fixtures/job-worker.ts'], {
    cwd: root, env: { ...process.env, WORKER_POLL_MS: '100', WORKER_MAINTENANCE_SECONDS: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (d) => process.stderr.write(`[worker ${child.pid}] ${d}`));
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve())));

async function until(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function fixtureTables(knex: Knex): Promise<void> {
  await knex.raw('create table if not exists fixture_effects (key text primary key)');
  await knex.raw('create table if not exists fixture_attempts (id serial primary key, job_id uuid not null, pid integer not null)');
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('worker processes', () => {
  it('runs a job again after its worker is killed with SIGKILL mid-job, applying its effect once', async () => {
    // PGlite: a data folder that one process opens at a time (the test, then the worker, then the test again).
    let database: TestDatabase | undefined;
    let dataDir: string | undefined;
    let knex: Knex;
    if (onServer) {
      database = await createTestDatabase();
      knex = database.knex;
      cleanups.push(() => database!.destroy());
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'sellyard-jobs-'));
      cleanups.push(() => rmSync(dataDir!, { recursive: true, force: true }));
      knex = await openDatabase({ dataDir });
      await migrateLatest(knex);
    }
    await fixtureTables(knex);
    const id = (await enqueueJob(knex, { kind: 'test.effect', accountId: null, payload: { key: 'once' }, expireInSeconds: 2, retryDelaySeconds: 1 }))!;
    if (!onServer) await knex.destroy();

    const child = spawnWorker({ JOB_FIXTURE_HANG: 'true', ...(onServer ? { DATABASE_URL: database!.url! } : { DATA_DIR: dataDir!, DATABASE_URL: '' }) });
    if (onServer) {
      await until(async () => Boolean(await knex('fixture_attempts').where({ job_id: id }).first()));
    } else {
      // The worker holds the folder: wait for its log line, then for the effect's commit to reach the disk.
      await new Promise<void>((resolveStarted) => child.stdout!.on('data', (d) => String(d).includes('started') && resolveStarted()));
      await new Promise((r) => setTimeout(r, 3000));
    }
    child.kill('SIGKILL');
    await exited(child);

    if (!onServer) knex = await openDatabase({ dataDir: dataDir! });
    const worker = await startWorker(knex, { kinds: ['test.effect'], pollMs: 100, maintenanceIntervalSeconds: 1 });
    try {
      await until(async () => (await knex('pgboss.job').where({ id }).first())?.state === 'completed');
    } finally {
      await worker.stop();
    }
    const attempts = await knex('fixture_attempts').where({ job_id: id });
    expect(attempts.length).toBe(2);
    expect(attempts[0].pid).toBe(child.pid);
    expect(await knex('fixture_effects').where({ key: 'once' })).toHaveLength(1);
    expect((await knex('pgboss.job').where({ id }).first()).retry_count).toBe(1);
    if (!onServer) await knex.destroy();
  }, 300_000);

  it.skipIf(!onServer)('shares 2,000 jobs between two worker processes, each job run exactly once', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.destroy());
    const { knex } = database;
    await fixtureTables(knex);
    await knex.transaction(async (trx) => {
      for (let i = 0; i < 2000; i++) await enqueueJob(trx, { kind: 'test.count', accountId: null, payload: { i } });
    });
    const workers = [1, 2].map(() => spawnWorker({ DATABASE_URL: database.url!, WORKER_CONCURRENCY: '4' }));
    await until(async () => Number((await knex('pgboss.job').where({ name: 'test.count', state: 'completed' }).count('* as n').first())!.n) === 2000, 110_000);
    for (const w of workers) w.kill('SIGTERM');
    await Promise.all(workers.map(exited));
    const attempts = await knex('fixture_attempts');
    expect(attempts).toHaveLength(2000);
    expect(new Set(attempts.map((a) => a.job_id)).size).toBe(2000);
    // Both processes took part.
    expect(new Set(attempts.map((a) => a.pid)).size).toBe(2);
  }, 300_000);
});
