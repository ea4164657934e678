/**
 * The API under test, in its own process so the load generator does not share its event loop: the same
 * `createApp` and `app.listen` as `npm start`, on the PostgreSQL database in DATABASE_URL, without migrating,
 * seeding or building the admin (run.ts has prepared the database; SKIP_ADMIN_BUILD is implied).
 *
 * Environment: DATABASE_URL (required), PORT (required), LIST_COUNT_CAP (read by the repository, optional).
 */
import { model } from '../generated/model.ts';
import { openDatabase } from '../api/db/index.ts';
import { createApp } from '../api/http/app.ts';
import { keepIdleConnections } from '../api/http/keep-alive.ts';

const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!url || !port) throw new Error('bench/server.ts needs DATABASE_URL and PORT');

const knex = await openDatabase({ url });
const { app } = createApp({ knex, model, secureCookies: false });
const server = keepIdleConnections(app.listen(port, '127.0.0.1', () => console.log(`bench API on http://127.0.0.1:${port}`)));

// Let requests still running finish before the pool closes (autocannon stops mid-flight).
const stop = () => {
  server.close(() => void knex.destroy().finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
