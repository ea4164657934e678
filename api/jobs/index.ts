/**
 * PLACEHOLDER written in wt-stock only so that the stock code compiles against the job API contract; the real
 * module comes from wt-jobs and replaces this file at merge. It enqueues nothing.
 */
import type { Knex } from 'knex';

export interface JobRequest {
  kind: string;
  accountId: string | null;
  payload: Record<string, unknown>;
  singletonKey?: string;
  startAfterSeconds?: number;
}

export async function enqueueJob(_db: Knex | Knex.Transaction, _job: JobRequest): Promise<string | null> {
  return null;
}

export interface JobContext { id: string; kind: string; accountId: string | null; payload: Record<string, unknown>;
  knex: Knex; reportProgress(done: number, total?: number): Promise<void>; }
export type JobHandler = (job: JobContext) => Promise<unknown>;
export function registerJobHandler(_kind: string, _handler: JobHandler): void {}
