/**
 * PLACEHOLDER for the job queue's public face (issue 9, item 1), written to the shared contract only so this branch
 * compiles: the wt-jobs branch implements it (pg-boss or an outbox, enqueued in the caller's transaction) and
 * replaces this file at merge. Here handlers are only registered, and `enqueueJob` records nothing.
 */
import type { Knex } from 'knex';

export interface JobRequest {
  kind: string;
  accountId: string | null;
  payload: Record<string, unknown>;
  singletonKey?: string;
  startAfterSeconds?: number;
}

export interface JobContext {
  id: string;
  kind: string;
  accountId: string | null;
  payload: Record<string, unknown>;
  knex: Knex;
  reportProgress(done: number, total?: number): Promise<void>;
}

export type JobHandler = (job: JobContext) => Promise<unknown>;

const handlers = new Map<string, JobHandler>();

/** Enqueue inside the caller's transaction. Placeholder: no queue on this branch yet (see above). */
export async function enqueueJob(_db: Knex | Knex.Transaction, _job: JobRequest): Promise<string | null> {
  return null;
}

export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

