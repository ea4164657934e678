/**
 * A worker process: `npm run worker` (api/worker.ts) and the test fixtures call this after registering their
 * handlers. It opens the database the app uses (DATABASE_URL, else the PGlite in DATA_DIR, which only one
 * process can open: run separate workers on PostgreSQL), migrates it (knex's migration lock makes concurrent
 * starts safe), runs a worker until SIGTERM/SIGINT, then stops it gracefully.
 *
 * Environment: DATABASE_URL, DATA_DIR, SELLYARD_SECRET_KEY (else DATA_DIR/.secret-key, as `npm start`), WORKER_CONCURRENCY (4), WORKER_POLL_MS (1000), WORKER_MAINTENANCE_SECONDS (60),
 * WORKER_STOP_TIMEOUT_MS (20000).
 */
import { resolve } from 'node:path';
import { migrateLatest, openDatabase } from '../db/index.ts';
import { startWorker } from './worker.ts';
import { SecretBox, loadSecretKey } from '../crypto/secrets.ts';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

export async function runWorkerProcess(root: string): Promise<void> {
  const url = process.env.DATABASE_URL;
  const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
  const knex = await openDatabase(url ? { url } : { dataDir });
  const secrets = new SecretBox(loadSecretKey({ production: process.env.NODE_ENV === 'production', keyFile: resolve(dataDir, '.secret-key') }));
  await migrateLatest(knex);
  const worker = await startWorker(knex, {
    concurrency: env('WORKER_CONCURRENCY', 4),
    pollMs: env('WORKER_POLL_MS', 1000),
    // Unset: the worker's default (JOB_MAINTENANCE_SECONDS or 30 s), which bounds how soon a dead worker's job is taken over.
    maintenanceIntervalSeconds: process.env.WORKER_MAINTENANCE_SECONDS ? Number(process.env.WORKER_MAINTENANCE_SECONDS) : undefined,
    stopTimeoutMs: env('WORKER_STOP_TIMEOUT_MS', 20_000),
    secrets,
  });
  console.log(`worker ${process.pid} started`);
  const stop = async () => {
    await worker.stop();
    await knex.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
