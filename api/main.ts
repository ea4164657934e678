/**
 * `npm start`: readies the database (PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR) —
 * migrates it and seeds the demo data on an empty database (never in production) — and builds the admin when its
 * sources changed, both in child processes (api/cli/prepare-database.ts, api/cli/build-admin.ts) so the server
 * keeps none of their memory; then opens the database and serves API and admin on PORT.
 *
 * Environment: PORT (3000), DATA_DIR (./data), DATABASE_URL, NODE_ENV, APP_ORIGINS (extra origins allowed to
 * write, comma-separated), SELLYARD_SECRET_KEY (32 bytes, base64 or hex; required in production), WORKER (false: no in-process job worker), WORKER_CONCURRENCY (2), COOKIE_SECURE (true|false; default true in production), TRUST_PROXY (true|false),
 * TRUST_PROXY_HOPS (proxies appending to X-Forwarded-For; default 1), PUBLIC_URL (the origin links in emails use;
 * required in production), OUTBOUND_ALLOW_LOOPBACK (true: tenant destinations may be loopback; tests only, ignored in
 * production; docs/security-outbound.md). Secure cookies need TRUST_PROXY=true behind an
 * HTTPS proxy: without it the server refuses to start (api/http/deployment.ts).
 */
import { resolve } from 'node:path';
import { model } from '../generated/model.ts';
import { openDatabase, migrateLatest } from './db/index.ts';
import { createApp } from './http/app.ts';
import { demoBuyerOptionsFromEnv } from './channels/sandbox/demo-buyers.ts';
import { adminDistDir, ensureAdminBuilt } from './admin-build.ts';
import { SecretBox, loadSecretKey } from './crypto/secrets.ts';
import { DeploymentError, readDeployment } from './http/deployment.ts';
import './domain/jobs.ts';
import { startWorker } from './jobs/index.ts';
import { sandboxStartupLine, setSandboxOrigin } from './channels/base-url.ts';
import { keepIdleConnections } from './http/keep-alive.ts';
import { setListeningOrigin } from './http/public-url.ts';
import { runScriptInChild } from './child-process.ts';

const root = resolve(import.meta.dirname, '..');
const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 3000);

async function main(): Promise<void> {
  // Before anything is opened: a deployment that could not sign anyone in does not start.
  const deployment = readDeployment(process.env);
  // Migrations and the demo seed in a child process, before this one opens the database (PGlite: one process at a time).
  await runScriptInChild(root, 'api/cli/prepare-database.ts', 'preparing the database');
  const url = process.env.DATABASE_URL;
  const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
  const knex = await openDatabase(url ? { url } : { dataDir });
  console.log(`database: ${url ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`}`);
  // Lists, reports and exports of sessions that have not just written may read from a replica.
  const readUrl = process.env.DATABASE_READ_URL;
  if (readUrl && !url) throw new Error('DATABASE_READ_URL needs DATABASE_URL: a read replica is of a PostgreSQL primary');
  const readKnex = readUrl ? await openDatabase({ url: readUrl }) : undefined;
  if (readKnex) console.log('reads: lists, reports and exports from the replica in DATABASE_READ_URL');
  // Already applied by the child; kept so a migration added between the two steps cannot go unnoticed (a no-op read).
  const applied = await migrateLatest(knex);
  if (applied.length) console.log(`migrated: ${applied.join(', ')}`);
  const secrets = new SecretBox(loadSecretKey({ production, keyFile: resolve(dataDir, '.secret-key') }));
  const adminDist = adminDistDir(root);
  if (process.env.SKIP_ADMIN_BUILD !== 'true') await ensureAdminBuilt(root);

  console.log(sandboxStartupLine());
  const { app, sandbox } = createApp({
    knex,
    readKnex,
    model,
    secrets,
    adminDist,
    allowedOrigins: (process.env.APP_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    secureCookies: deployment.secureCookies,
    proxy: deployment.proxy,
    proxyHops: deployment.proxyHops,
    hsts: deployment.hsts,
    // Demo mode: the sandbox's buyers order from live listings by themselves (SANDBOX_DEMO_ORDERS_PER_HOUR=0: none).
    sandbox: { stateFile: resolve(dataDir, 'sandbox.json'), xeroStateFile: resolve(dataDir, 'xero-sandbox.json'), demoBuyers: demoBuyerOptionsFromEnv() },
  });
  const server = keepIdleConnections(app.listen(port, () => {
    setSandboxOrigin(`http://127.0.0.1:${port}`);
    // Links in emails when PUBLIC_URL is not set (never in production: readDeployment refuses to start).
    setListeningOrigin(`http://localhost:${port}`);
    console.log(`Sellyard on http://localhost:${port}${sandbox ? ` (sandbox marketplace at /sandbox/<channel type>)` : ''}`);
  }));
  // Background jobs run in this process too, unless WORKER=false (then run `npm run worker` elsewhere).
  const worker = process.env.WORKER === 'false' ? undefined : await startWorker(knex, { secrets, concurrency: Number(process.env.WORKER_CONCURRENCY ?? 2) });
  const stop = async () => {
    server.close();
    await worker?.stop();
    await sandbox?.flush();
    await knex.destroy();
    await readKnex?.destroy();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof DeploymentError ? `Sellyard cannot start: ${error.message}` : error);
  process.exit(1);
});
