/**
 * A worker: takes jobs of the registered kinds from pg-boss and runs their handlers, `concurrency` at a time.
 * pg-boss does the queue's work (fetch with FOR UPDATE SKIP LOCKED, so any number of workers in any number of
 * processes share the queue and each job runs once; retries with exponential backoff; `failed` once the retries
 * are spent, which is the dead-letter state; expiry of jobs whose worker died, which are then retried; archiving).
 *
 * Each free slot looks at the kinds in turn (round robin), so a kind with thousands of jobs waiting does not
 * starve the others. Idle slots sleep until a committed enqueue wakes them (NOTIFY on PostgreSQL, in-process
 * otherwise) or `pollMs` passes (jobs whose start time comes, retries).
 *
 * stop(): no new job is taken; running jobs get `stopTimeoutMs` to finish; those still running are failed with
 * "worker stopped", which puts them back in the queue (a retry) for another worker.
 *
 * Heartbeat and takeover (pg-boss 10 has no heartbeat of its own: it fails an active job `expire_in` after it
 * started, timgit/pg-boss#436). While a job runs, its worker renews the job's deadline every quarter of
 * `takeoverSeconds` (and on each `reportProgress`), setting `expire_in` so that the job expires `takeoverSeconds`
 * from now, never past its run's `maxRunSeconds` (registry.ts). A worker that dies (kill -9, a lost machine) stops
 * renewing: pg-boss's maintenance (every `maintenanceIntervalSeconds`) fails the job by timeout and retries it, and
 * another worker takes it over: within takeoverSeconds + maintenanceIntervalSeconds (20 + 30 s by default; both
 * from JOB_TAKEOVER_SECONDS and JOB_MAINTENANCE_SECONDS), instead of the 15 minutes it used to wait.
 */
import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import type { SecretBox } from '../crypto/secrets.ts';
import { isEmbedded } from '../db/index.ts';
import { sqlExecutor } from './sql.ts';
import { JOB_CHANNEL, JOB_SCHEMA, ensureQueue, enqueueJob, onJobEnqueued, type JobData } from './queue.ts';
import { jobHandler, maxRunSecondsOf, recurringJobs, registeredKinds } from './registry.ts';

export interface WorkerOptions {
  /** Jobs run at once by this worker (default 4; PGlite runs one query at a time whatever this says). */
  concurrency?: number;
  /** Longest sleep of an idle slot (default 1000 ms). */
  pollMs?: number;
  /** pg-boss maintenance (expiring jobs of dead workers, archiving), default JOB_MAINTENANCE_SECONDS or 30 s. */
  maintenanceIntervalSeconds?: number;
  /**
   * How long after its worker's last heartbeat a running job counts as lost and is retried elsewhere (default
   * JOB_TAKEOVER_SECONDS or 20 s; at least 2). Heartbeats go out every quarter of it.
   */
  takeoverSeconds?: number;
  /** Grace for running jobs on stop (default 20 s). */
  stopTimeoutMs?: number;
  /** Only these kinds (default: every registered kind). */
  kinds?: string[];
  /** Enqueue the registered recurring jobs (default true). */
  recurring?: boolean;
  log?: (message: string, error?: unknown) => void;
  /** The app's secret key, handed to handlers that decrypt stored secrets. */
  secrets?: SecretBox;
}

export interface Worker {
  /** Jobs running now. */
  readonly running: number;
  stop(): Promise<void>;
  /**
   * For tests: stops as a killed process would (no more heartbeats, nothing handed back, no job completed or
   * failed), leaving its running jobs for another worker to take over. The handlers' promises are left running.
   */
  halt(): Promise<void>;
}

interface FetchedJob { id: string; name: string; data: JobData }

const envSeconds = (name: string): number | undefined => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/** Renews a running job's deadline: `takeover` seconds from now, never past `maxRun` seconds after it started. */
const HEARTBEAT_SQL = `update ${JOB_SCHEMA}.job
  set expire_in = least(make_interval(secs => ?), (now() - started_on) + make_interval(secs => ?))
  where name = ? and id = ? and state = 'active'`;

export async function startWorker(knex: Knex, options: WorkerOptions = {}): Promise<Worker> {
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 1000;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const kinds = options.kinds ?? registeredKinds();
  const executor = sqlExecutor(knex);
  const takeoverSeconds = Math.max(2, options.takeoverSeconds ?? envSeconds('JOB_TAKEOVER_SECONDS') ?? 20);
  const maintenanceSeconds = options.maintenanceIntervalSeconds ?? envSeconds('JOB_MAINTENANCE_SECONDS') ?? 30;
  // pg-boss runs maintenance on each instance's own timer, but only when the shared `maintained_on` is older than
  // the same interval: with two workers whose timers are out of step, one is turned away just before the interval
  // is up and the next run comes almost two intervals later (CI saw a takeover miss its minute that way). Ticking
  // at half the interval keeps the gap between runs, whatever the number of workers, within the interval.
  const boss = new PgBoss({
    db: executor, schema: JOB_SCHEMA, migrate: true, supervise: true, schedule: false,
    maintenanceIntervalSeconds: Math.max(1, Math.floor(maintenanceSeconds / 2)),
  });
  boss.on('error', (error) => log('job queue maintenance failed:', error));
  await boss.start();
  for (const kind of kinds) await ensureQueue(knex, kind);

  let stopping = false;
  let turn = 0;
  const active = new Map<string, { kind: string; done: Promise<void> }>();
  const heartbeats = new Map<string, NodeJS.Timeout>();
  const sleepers = new Set<() => void>();
  const wakeAll = () => { for (const wake of [...sleepers]) wake(); };
  const unsubscribe = onJobEnqueued(wakeAll);

  // PostgreSQL: other processes' enqueues wake this one through LISTEN on a connection held for it.
  let listener: { release: () => Promise<void> } | undefined;
  if (!isEmbedded(knex)) {
    const client = knex.client as unknown as { acquireConnection(): Promise<any>; releaseConnection(c: unknown): Promise<void> };
    const connection = await client.acquireConnection();
    const onNotification = (message: { channel: string }) => { if (message.channel === JOB_CHANNEL) wakeAll(); };
    connection.on('notification', onNotification);
    await connection.query(`listen ${JOB_CHANNEL}`);
    listener = {
      async release() {
        connection.off('notification', onNotification);
        await connection.query(`unlisten ${JOB_CHANNEL}`).catch(() => undefined);
        await client.releaseConnection(connection);
      },
    };
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => {
    const wake = () => { clearTimeout(timer); sleepers.delete(wake); resolve(); };
    const timer = setTimeout(wake, ms);
    sleepers.add(wake);
  });

  /**
   * The kinds with a job that may start now, in one query. An idle slot used to ask pg-boss once per kind on every
   * poll (26 kinds × 2 slots × 4 polls a second in the browser tests' server: ~200 queries a second doing nothing,
   * each holding PGlite's one connection); now it asks once, and fetches only from kinds that have work. The
   * condition is pg-boss 10's own fetch condition (plans.js fetchNextJob), so a kind it would serve is never missed.
   */
  async function readyKinds(): Promise<Set<string>> {
    const { rows } = (await knex.raw(
      `select distinct name from ${JOB_SCHEMA}.job where name = any(?) and state < 'active' and start_after < now()`,
      [kinds],
    )) as { rows: Array<{ name: string }> };
    return new Set(rows.map((r) => r.name));
  }

  async function fetchNext(): Promise<FetchedJob | undefined> {
    const ready = await readyKinds();
    if (ready.size === 0) return undefined;
    for (let i = 0; i < kinds.length; i++) {
      const kind = kinds[(turn + i) % kinds.length];
      if (!ready.has(kind)) continue;
      const [job] = (await boss.fetch(kind, { batchSize: 1 })) as unknown as FetchedJob[];
      if (job) {
        turn = (turn + i + 1) % kinds.length;
        return job;
      }
    }
    return undefined;
  }

  let halted = false;
  async function run(job: FetchedJob): Promise<void> {
    const handler = jobHandler(job.name)!;
    const data = job.data ?? { accountId: null, payload: {} };
    const maxRun = data.maxRunSeconds ?? maxRunSecondsOf(job.name);
    const beat = () => (halted ? Promise.resolve() : knex.raw(HEARTBEAT_SQL, [maxRun, takeoverSeconds, job.name, job.id]).then(() => undefined));
    const heartbeat = setInterval(() => { beat().catch((error) => log(`job ${job.id}: heartbeat failed:`, error)); }, (takeoverSeconds * 1000) / 4);
    heartbeats.set(job.id, heartbeat);
    try {
      await beat();
      const output = await handler({
        id: job.id, kind: job.name, accountId: data.accountId ?? null, payload: data.payload ?? {}, cause: data.cause ?? null, knex, secrets: options.secrets,
        async reportProgress(done, total) {
          // Progress is a heartbeat too (and a halted worker reports nothing).
          if (halted) return;
          await beat();
          await knex.raw(
            `insert into job_progress (job_id, done, total) values (?, ?, ?)
             on conflict (job_id) do update set done = excluded.done, total = excluded.total, updated_at = now()`,
            [job.id, done, total ?? null],
          );
        },
      });
      if (active.has(job.id) && !halted) await boss.complete(job.name, job.id, output === undefined ? undefined : (output as object));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (active.has(job.id) && !halted) await boss.fail(job.name, job.id, { message });
    } finally {
      clearInterval(heartbeat);
      heartbeats.delete(job.id);
    }
  }

  async function slot(): Promise<void> {
    while (!stopping) {
      let job: FetchedJob | undefined;
      try {
        job = await fetchNext();
      } catch (error) {
        log('fetching jobs failed:', error);
      }
      if (!job) {
        await sleep(pollMs);
        continue;
      }
      const done = run(job).catch((error) => log(`job ${job!.id} could not be recorded:`, error)).finally(() => active.delete(job!.id));
      active.set(job.id, { kind: job.name, done });
      await done;
    }
  }

  const tickers = (options.recurring ?? true ? recurringJobs() : []).filter((r) => kinds.includes(r.kind)).map(({ kind, everySeconds }) => {
    const tick = () => enqueueJob(knex, { kind, accountId: null, payload: {}, singletonKey: kind }).catch((error) => log(`enqueueing ${kind} failed:`, error));
    void tick();
    return setInterval(tick, everySeconds * 1000);
  });

  const slots = kinds.length ? Array.from({ length: concurrency }, () => slot()) : [];

  return {
    get running() { return active.size; },
    async stop() {
      if (stopping) return;
      stopping = true;
      for (const ticker of tickers) clearInterval(ticker);
      unsubscribe();
      wakeAll();
      const grace = new Promise((resolve) => setTimeout(resolve, options.stopTimeoutMs ?? 20_000).unref());
      await Promise.race([Promise.all([...active.values()].map((a) => a.done)), grace]);
      // Still running: hand them back to the queue (a retry) rather than leave them active until they expire.
      for (const [id, { kind }] of [...active]) {
        active.delete(id);
        await boss.fail(kind, id, { message: 'worker stopped before the job finished' }).catch(() => undefined);
      }
      await Promise.all(slots);
      await listener?.release();
      await boss.stop({ graceful: false, close: false, wait: true });
    },
    async halt() {
      if (stopping) return;
      stopping = true;
      halted = true;
      for (const ticker of tickers) clearInterval(ticker);
      for (const heartbeat of heartbeats.values()) clearInterval(heartbeat);
      heartbeats.clear();
      unsubscribe();
      wakeAll();
      await listener?.release();
      await boss.stop({ graceful: false, close: false, wait: true });
    },
  };
}
