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

const handlers = new Map<string, JobHandler>();

export function registerJobHandler(kind: string, handler: JobHandler): void {
  if (handlers.has(kind) && handlers.get(kind) !== handler) throw new Error(`a handler for job kind "${kind}" is already registered`);
  handlers.set(kind, handler);
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
export function registerRecurringJob(kind: string, everySeconds: number, handler: JobHandler): void {
  registerJobHandler(kind, handler);
  recurring.set(kind, everySeconds);
}

export function recurringJobs(): Array<{ kind: string; everySeconds: number }> {
  return [...recurring].map(([kind, everySeconds]) => ({ kind, everySeconds }));
}
