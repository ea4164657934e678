/**
 * Job handlers by kind. Each business area registers its own at module load (api/domain/<area>/jobs.ts); a worker
 * fetches only the kinds registered in its process.
 */
import type { Knex } from 'knex';

export interface JobContext {
  id: string;
  kind: string;
  accountId: string | null;
  payload: Record<string, unknown>;
  knex: Knex;
  /** Rows (or items) done so far, and the total when known; shown on the Background jobs screen. */
  reportProgress(done: number, total?: number): Promise<void>;
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
