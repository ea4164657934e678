/**
 * Job handlers by kind. Each business area registers its own at module load (api/domain/<area>/jobs.ts); a worker
 * fetches only the kinds registered in its process.
 */
import type { Knex } from 'knex';
import type { SecretBox } from '../crypto/secrets.ts';

export interface JobContext {
  id: string;
  kind: string;
  accountId: string | null;
  payload: Record<string, unknown>;
  knex: Knex;
  /** Rows (or items) done so far, and the total when known; shown on the Background jobs screen. */
  reportProgress(done: number, total?: number): Promise<void>;
  /** Decrypts stored secrets (a webhook's signing secret), when the worker was given the key. */
  secrets?: SecretBox;
  /** What made the job, as its enqueuer said (`JobRequest.cause`), or null. */
  cause?: string | null;
}

/**
 * The job as the author of its writes (an `Actor`'s `system`, the audit log's `job`, `job_id` and `cause`): its
 * kind, this run's id and what made it run — `cause` when the job knows better (the marketplace order it imports),
 * else what its enqueuer said.
 */
export function jobOrigin(job: Pick<JobContext, 'id' | 'kind' | 'cause'>, cause?: string | null): { job: string; jobId: string; cause: string | null } {
  const said = [cause, job.cause].filter(Boolean);
  return { job: job.kind, jobId: job.id, cause: said.length ? said.join('; ') : null };
}

/** Must be idempotent: a worker killed mid-job runs the job again. Its result is stored as the job's output. */
export type JobHandler = (job: JobContext) => Promise<unknown>;

/** How long a job of the kind may run at most (seconds), heartbeats or not; see `maxRunSecondsOf`. */
export const DEFAULT_MAX_RUN_SECONDS = 60 * 60;

export interface JobKindOptions {
  /**
   * The longest a run of this kind may take, in proportion to what it does (a quantity push: minutes; an import
   * of thousands of orders: up to an hour, the default). A live worker's heartbeat keeps a job until then; past
   * it, the job is taken as stuck and retried. A dead worker's job is taken over much sooner: when its heartbeat
   * stops (api/jobs/worker.ts, `takeoverSeconds`).
   */
  maxRunSeconds?: number;
}

const handlers = new Map<string, JobHandler>();
const kindOptions = new Map<string, JobKindOptions>();

export function registerJobHandler(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
  if (handlers.has(kind) && handlers.get(kind) !== handler) throw new Error(`a handler for job kind "${kind}" is already registered`);
  handlers.set(kind, handler);
  kindOptions.set(kind, options);
}

/** The kind's longest run (its own, else DEFAULT_MAX_RUN_SECONDS). */
export function maxRunSecondsOf(kind: string): number {
  return kindOptions.get(kind)?.maxRunSeconds ?? DEFAULT_MAX_RUN_SECONDS;
}

export function jobHandler(kind: string): JobHandler | undefined {
  return handlers.get(kind);
}

export function registeredKinds(): string[] {
  return [...handlers.keys()].sort();
}

const recurring = new Map<string, number>();

/**
 * A platform job every worker enqueues each `everySeconds` (e.g. the schedulers that look for due schedules).
 * Its singleton key is its kind, so however many workers run, at most one waits in the queue at a time.
 */
export function registerRecurringJob(kind: string, everySeconds: number, handler: JobHandler, options: JobKindOptions = {}): void {
  // A ticker looks for due work and enqueues it: a few minutes at most.
  registerJobHandler(kind, handler, { maxRunSeconds: 5 * 60, ...options });
  recurring.set(kind, everySeconds);
}

export function recurringJobs(): Array<{ kind: string; everySeconds: number }> {
  return [...recurring].map(([kind, everySeconds]) => ({ kind, everySeconds }));
}
