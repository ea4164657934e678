/**
 * `npm run worker`: background job workers without the web server. Start as many as you like, on any machine
 * that reaches the database (DATABASE_URL; the embedded PGlite can only be opened by one process, `npm start`,
 * which runs its own worker). SIGTERM lets running jobs finish (or hands them back) before it exits.
 */
import { resolve } from 'node:path';
import './domain/jobs.ts';
import { runWorkerProcess } from './jobs/index.ts';

runWorkerProcess(resolve(import.meta.dirname, '..')).catch((error) => {
  console.error(error);
  process.exit(1);
});
