/**
 * The job queue (api/jobs) on a real migrated database: enqueue in the caller's transaction, retries with
 * backoff into the dead-letter state, singleton coalescing, fairness between accounts, graceful stop.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { enqueueJob, registerJobHandler, startWorker, type Worker } from '../../api/jobs/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
let knex: Knex;
const ran: Array<{ kind: string; accountId: string | null; payload: Record<string, unknown>; cause?: string | null }> = [];

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const jobRow = (id: string) => knex('pgboss.job').where({ id }).first();

beforeAll(async () => {
  database = await createTestDatabase();
  knex = database.knex;
  await knex.raw('create table job_effects (key text primary key, times integer not null default 1)');
  registerJobHandler('test.record', async (job) => {
    ran.push({ kind: job.kind, accountId: job.accountId, payload: job.payload, cause: job.cause });
    // Idempotent effect: running twice leaves one row (times counts the runs).
    await job.knex.raw('insert into job_effects (key) values (?) on conflict (key) do update set times = job_effects.times + 1', [String(job.payload.key)]);
    await job.reportProgress(1, 1);
    return { ok: true };
  });
  registerJobHandler('test.fail', async () => { throw new Error('the remote said no'); });
  registerJobHandler('test.slow', async (job) => {
    await new Promise((resolve) => setTimeout(resolve, Number(job.payload.ms)));
    ran.push({ kind: job.kind, accountId: job.accountId, payload: job.payload });
  });
});

afterAll(async () => {
  await database?.destroy();
});

describe('enqueueJob', () => {
  it('enqueues nothing when the transaction rolls back, and a job that runs once when it commits', async () => {
    const rolledBack = `rb-${randomUUID()}`;
    await knex.transaction(async (trx) => {
      await enqueueJob(trx, { kind: 'test.record', accountId: null, payload: { key: rolledBack } });
      throw new Error('the change failed');
    }).catch(() => undefined);
    expect(await knex('pgboss.job').whereRaw("data->'payload'->>'key' = ?", [rolledBack]).count('* as n').first()).toEqual({ n: 0 });

    const committed = `ok-${randomUUID()}`;
    const id = await knex.transaction((trx) => enqueueJob(trx, { kind: 'test.record', accountId: null, payload: { key: committed }, cause: 'asked for by the test' }));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const worker = await startWorker(knex, { kinds: ['test.record'], pollMs: 100, concurrency: 1 });
    try {
      await until(async () => (await jobRow(id!))?.state === 'completed');
    } finally {
      await worker.stop();
    }
    expect(await knex('job_effects').where({ key: committed }).first()).toEqual({ key: committed, times: 1 });
    // What made the job reaches its handler (its writes carry it into the audit log).
    expect(ran.find((r) => r.payload.key === committed)?.cause).toBe('asked for by the test');
    expect(await knex('job_effects').where({ key: rolledBack }).first()).toBeUndefined();
    expect(await knex('job_progress').where({ job_id: id }).first('done', 'total')).toEqual({ done: 1, total: 1 });
  });

  it('keeps one waiting job per singleton key', async () => {
    const key = randomUUID();
    const first = await enqueueJob(knex, { kind: 'test.record', accountId: null, payload: { key: 'single' }, singletonKey: key, startAfterSeconds: 3600 });
    const second = await enqueueJob(knex, { kind: 'test.record', accountId: null, payload: { key: 'single' }, singletonKey: key, startAfterSeconds: 3600 });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect(await knex('pgboss.job').where({ singleton_key: key }).count('* as n').first()).toEqual({ n: 1 });
  });

  it('refuses a kind that is not dotted kebab-case', async () => {
    await expect(enqueueJob(knex, { kind: 'Bad Kind', accountId: null, payload: {} })).rejects.toThrow(/kebab-case/);
  });
});

describe('worker', () => {
  it('retries a failing job with growing delays, then leaves it failed with its error (dead letter)', async () => {
    const id = (await enqueueJob(knex, { kind: 'test.fail', accountId: null, payload: {}, retryLimit: 2, retryDelaySeconds: 1 }))!;
    const worker = await startWorker(knex, { kinds: ['test.fail'], pollMs: 100, concurrency: 1 });
    const starts: number[] = [];
    try {
      await until(async () => {
        const row = await jobRow(id);
        if (row.started_on && !starts.includes(new Date(row.started_on).getTime())) starts.push(new Date(row.started_on).getTime());
        return row.state === 'failed';
      }, 30_000);
    } finally {
      await worker.stop();
    }
    const row = await jobRow(id);
    expect(row.retry_count).toBe(2);
    expect(row.output).toMatchObject({ message: 'the remote said no' });
    expect(row.retry_backoff).toBe(true);
    // Three runs; the second delay (backoff) is longer than the first.
    expect(starts.length).toBe(3);
    expect(starts[2] - starts[1]).toBeGreaterThan(starts[1] - starts[0]);
  });

  it("runs another account's jobs between one account's long backlog (fairness)", async () => {
    ran.length = 0;
    const [big, small] = [randomUUID(), randomUUID()];
    for (let i = 0; i < 12; i++) await enqueueJob(knex, { kind: 'test.slow', accountId: big, payload: { ms: 20, i } });
    await enqueueJob(knex, { kind: 'test.slow', accountId: small, payload: { ms: 20, i: 0 } });
    await enqueueJob(knex, { kind: 'test.slow', accountId: small, payload: { ms: 20, i: 1 } });
    const worker = await startWorker(knex, { kinds: ['test.slow'], pollMs: 100, concurrency: 1 });
    try {
      await until(() => ran.length === 14);
    } finally {
      await worker.stop();
    }
    const positions = ran.map((r, i) => (r.accountId === small ? i : -1)).filter((i) => i >= 0);
    // Round robin by account: the small account's two jobs run 2nd and 4th, not 13th and 14th.
    expect(positions).toEqual([1, 3]);
  });

  it('on stop, waits for a running job to finish', async () => {
    ran.length = 0;
    const id = (await enqueueJob(knex, { kind: 'test.slow', accountId: null, payload: { ms: 800 } }))!;
    const worker: Worker = await startWorker(knex, { kinds: ['test.slow'], pollMs: 50, concurrency: 1 });
    await until(() => worker.running === 1);
    await worker.stop();
    expect((await jobRow(id)).state).toBe('completed');
    expect(ran).toHaveLength(1);
  });

  it('on stop, hands a job that outlives the grace back to the queue', async () => {
    const id = (await enqueueJob(knex, { kind: 'test.slow', accountId: null, payload: { ms: 3000 } }))!;
    const worker = await startWorker(knex, { kinds: ['test.slow'], pollMs: 50, concurrency: 1, stopTimeoutMs: 200 });
    await until(() => worker.running === 1);
    await worker.stop();
    const row = await jobRow(id);
    expect(row.state).toBe('retry');
    expect(row.output).toMatchObject({ message: 'worker stopped before the job finished' });
  });
});
