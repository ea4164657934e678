/**
 * The job queue's public face: enqueue inside a transaction, register handlers, run workers. See README,
 * "Background jobs".
 */
export { cancelJob, enqueueJob, JOB_SCHEMA, type JobRequest } from './queue.ts';
export { jobOrigin, registerJobHandler, registerRecurringJob, registeredKinds, type JobContext, type JobHandler } from './registry.ts';
export { startWorker, type Worker, type WorkerOptions } from './worker.ts';
export { runWorkerProcess } from './cli.ts';
export { jobAccounts, requireJobs } from './routes.ts';
