/**
 * Enqueueing: one pg-boss queue per job kind (so a flood of one kind never blocks another: each kind is fetched
 * in turn), created on first use inside the caller's transaction, and the job inserted on that transaction's
 * connection, so a rolled-back change enqueues nothing and a committed one is in the queue for good.
 *
 * Fairness between accounts: a job's priority is minus the number of jobs its account already has waiting or
 * running in that queue. pg-boss fetches by priority, then age, so one merchant's 500 queued exports do not delay
 * another merchant's first export: each account's next job takes its turn (round robin by account).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import { sqlExecutor } from './sql.ts';
import { DEFAULT_MAX_RUN_SECONDS, maxRunSecondsOf } from './registry.ts';

export const JOB_SCHEMA = 'pgboss';
/** Postgres NOTIFY channel telling idle workers that a job was committed. */
export const JOB_CHANNEL = 'sellyard_jobs';

export interface JobRequest {
  /** e.g. 'stock.allocate-backorders', 'csv-schedule.run' */
  kind: string;
  /** Tenant; null only for platform jobs. */
  accountId: string | null;
  payload: Record<string, unknown>;
  /** Coalesce: at most one queued (not yet started) job per (kind, singletonKey). */
  singletonKey?: string;
  /** Delay. */
  startAfterSeconds?: number;
  /** Tries after the first failure (default 3), with exponential backoff from `retryDelaySeconds` (default 5). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * The longest this run may take (default: its kind's `maxRunSeconds`, registry.ts). A worker that dies is noticed
   * sooner, by its stopped heartbeat (worker.ts); this bounds a live but stuck one.
   */
  expireInSeconds?: number;
  /**
   * What made it (in words, e.g. "goods received (PO-000012) by owner@acme.test"): the job's writes carry it into
   * the audit log. A job coalesced into one already waiting (same singleton key) keeps that one's cause.
   */
  cause?: string | null;
}

/** What pg-boss stores as the job's data. */
export interface JobData {
  accountId: string | null;
  payload: Record<string, unknown>;
  cause?: string | null;
  /**
   * The run's longest time in seconds, kept here because the worker's heartbeats rewrite pg-boss's `expire_in`
   * (and a retry copies that): the heartbeat never extends a run past it. Absent on jobs queued before it existed.
   */
  maxRunSeconds?: number;
}

/** How many of an account's waiting jobs count towards its turn (see the file's comment). */
const FAIR_DEPTH = 200;

const KIND = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

/** The queue's defaults. Policy `short`: pg-boss keeps one *created* job per singleton key. */
/** The advisory lock key that serialises queue creation (any constant of ours). */
const QUEUE_CREATION_LOCK = 734_201_811;
const QUEUE_OPTIONS = { policy: 'short', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: DEFAULT_MAX_RUN_SECONDS };

/** Local listeners woken when a transaction that enqueued commits (workers in this process). */
const localWakers = new Set<(kind: string) => void>();
export function onJobEnqueued(listener: (kind: string) => void): () => void {
  localWakers.add(listener);
  return () => localWakers.delete(listener);
}

/**
 * A pg-boss instance used only for its commands (send, retry, cancel) on a connection each call passes as `db`:
 * no timers, no pool of its own.
 */
let sender: PgBoss | undefined;
export function jobManager(): PgBoss {
  // `db` is required to construct without a connection string; each send passes its own.
  sender ??= new PgBoss({ db: { executeSql: async () => ({ rows: [] }) }, schema: JOB_SCHEMA, supervise: false, schedule: false, migrate: false });
  return sender;
}

/** Creates the kind's queue when missing (inside `db`'s transaction: it commits with the job). */
export async function ensureQueue(db: Knex | Knex.Transaction, kind: string): Promise<void> {
  const exists = await sqlExecutor(db).executeSql(`select 1 from ${JOB_SCHEMA}.queue where name = $1`, [kind]);
  if (exists.rows.length) return;
  // pg-boss's create_queue makes a partition and locks its queue table: two processes creating queues at once (two
  // workers starting on a new database) deadlock there. One creation at a time, across processes, avoids it.
  const create = async (trx: Knex | Knex.Transaction) => {
    const executor = sqlExecutor(trx);
    await executor.executeSql(`select pg_advisory_xact_lock(${QUEUE_CREATION_LOCK})`, []);
    await executor.executeSql(
      `select ${JOB_SCHEMA}.create_queue($1, $2::json) where not exists (select 1 from ${JOB_SCHEMA}.queue where name = $1)`,
      [kind, JSON.stringify(QUEUE_OPTIONS)],
    );
  };
  if ((db as Knex.Transaction).isTransaction) await create(db);
  else await db.transaction(create);
}

/**
 * Enqueues `job` inside `db` (pass the knex transaction of the change that causes it). Returns the job id, or
 * null when a job with the same singleton key is already waiting.
 */
export async function enqueueJob(db: Knex | Knex.Transaction, job: JobRequest): Promise<string | null> {
  if (!KIND.test(job.kind)) throw new Error(`job kind "${job.kind}" must be dotted kebab-case, such as csv-schedule.run`);
  await ensureQueue(db, job.kind);
  const executor = sqlExecutor(db);
  const waiting = await executor.executeSql(
    // Capped, so the cost of an enqueue stays bounded: past FAIR_DEPTH waiting jobs an account's order is plain FIFO.
    `select count(*)::int as n from (select 1 from ${JOB_SCHEMA}.job where name = $1 and state < 'completed'
       and data->>'accountId' is not distinct from $2 limit ${FAIR_DEPTH}) waiting`,
    [job.kind, job.accountId],
  );
  const maxRunSeconds = job.expireInSeconds ?? maxRunSecondsOf(job.kind);
  const data: JobData = { accountId: job.accountId, payload: job.payload, ...(job.cause ? { cause: job.cause.slice(0, 500) } : {}), maxRunSeconds };
  const options: Record<string, unknown> = {
    db: executor,
    priority: -Number(waiting.rows[0].n),
    // The `short` policy makes the key unique among created jobs; a job without a key gets one of its own.
    singletonKey: job.singletonKey ?? randomUUID(),
    startAfter: job.startAfterSeconds,
    retryLimit: job.retryLimit,
    retryDelay: job.retryDelaySeconds,
    expireInSeconds: maxRunSeconds,
  };
  // pg-boss checks every option it is given: leave out the ones not set, so the queue's defaults apply.
  for (const key of Object.keys(options)) if (options[key] === undefined) delete options[key];
  const id = await jobManager().send(job.kind, data as unknown as object, options as PgBoss.SendOptions);
  if (id) {
    // Delivered at commit (and dropped on rollback) to every worker listening, in any process.
    await executor.executeSql('select pg_notify($1, $2)', [JOB_CHANNEL, job.kind]);
    const isTransaction = 'commit' in db && typeof (db as Knex.Transaction).isCompleted === 'function';
    const wake = () => { for (const listener of localWakers) listener(job.kind); };
    if (isTransaction) (db as Knex.Transaction).executionPromise.then(wake, () => undefined);
    else wake();
  }
  return id;
}

/** Cancels a waiting or running job (a running handler sees it through its own checks, e.g. an import's). */
export async function cancelJob(knex: Knex, kind: string, id: string): Promise<void> {
  await jobManager().cancel(kind, id, { db: sqlExecutor(knex) });
}
