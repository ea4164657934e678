/**
 * The job bench's worker process (bench/jobs.ts): two handlers that only record when they started, run by the
 * same entry as `npm run worker`.
 */
import { resolve } from 'node:path';
import { registerJobHandler, runWorkerProcess } from '../api/jobs/index.ts';

registerJobHandler('bench.ping', async (job) => {
  await job.knex('bench_job_starts').insert({ job_id: job.id, enqueued_ms: Number(job.payload.at), started_ms: Date.now() });
});
registerJobHandler('bench.work', async (job) => {
  await job.knex('bench_job_starts').insert({ job_id: job.id, enqueued_ms: Number(job.payload.at), started_ms: Date.now() });
});

runWorkerProcess(resolve(import.meta.dirname, '..')).catch((error) => {
  console.error(error);
  process.exit(1);
});
