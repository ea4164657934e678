/**
 * Browser tests: `node --import tsx tests/browser/run.ts [playwright test args…]` (npm test runs it).
 *
 * 1. builds the admin when its sources changed (the same check as `npm start`),
 * 2. starts ONE real server for the whole run — the API and the built admin (createApp with `adminDist`) on a
 *    fresh, migrated, demo-seeded database: an in-memory PGlite, or a new database on DATABASE_URL's server,
 * 3. runs the Playwright specs of this folder against it on Debian's chromium (playwright.config.ts),
 * 4. writes `{ numPassedTests, numFailedTests, … }` to $BROWSER_REPORT (when set) for tests/run.ts, and exits
 *    non-zero when anything failed.
 *
 * TEST_STRESS=N runs N CPU busy loops beside the whole run (the build, the seed, the specs) and stops them at the
 * end, also on failure (tests/helpers/stress.ts; docs/testing.md). Under `npm test` the loops are the top runner's.
 *
 * `--serve` only starts the server (for writing tests: `BASE_URL=… npx playwright test -c tests/browser/…`).
 * Failure screenshots and traces land in test-results/browser/ (a CI artifact); `npx playwright show-trace` opens
 * a trace.
 */
import '../../api/domain/jobs.ts';
import { startWorker } from '../../api/jobs/index.ts';
import { setSandboxOrigin } from '../../api/channels/base-url.ts';
import { setListeningOrigin } from '../../api/http/public-url.ts';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { model } from '../../generated/model.ts';
import { createApp } from '../../api/http/app.ts';
import { adminDistDir, ensureAdminBuilt } from '../../api/admin-build.ts';
import { seedDemoData } from '../../api/seed/demo.ts';
import { SecretBox } from '../../api/crypto/secrets.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { keepIdleConnections } from '../../api/http/keep-alive.ts';
import { startStress, stressLoopsFromEnv, type Stress } from '../helpers/stress.ts';

const root = resolve(import.meta.dirname, '../..');
const playwrightJson = join(root, 'test-results/browser-playwright.json');
const reportPath = process.env.BROWSER_REPORT;

interface Summary {
  numPassedTests: number;
  numFailedTests: number;
  numSkippedTests: number;
  numTotalTests: number;
  durationMs: number;
  /** Titles of the failed tests, and any error that stopped the run before the tests. */
  failures: string[];
}

function writeReport(summary: Summary): void {
  if (!reportPath) return;
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, JSON.stringify(summary, null, 2) + '\n');
}

/** Reads Playwright's JSON report into the counts tests/run.ts expects. */
function summarize(exitCode: number, started: number): Summary {
  const summary: Summary = { numPassedTests: 0, numFailedTests: 0, numSkippedTests: 0, numTotalTests: 0, durationMs: Date.now() - started, failures: [] };
  if (!existsSync(playwrightJson)) {
    summary.numFailedTests = 1;
    summary.failures.push(`Playwright wrote no report (exit code ${exitCode})`);
    return summary;
  }
  const report = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  const stats = report.stats ?? {};
  summary.numPassedTests = stats.expected ?? 0;
  // No retries are configured, so "flaky" cannot happen; if someone adds retries, a flaky test still counts as failed.
  summary.numFailedTests = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  summary.numSkippedTests = stats.skipped ?? 0;
  const walk = (suite: any, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        summary.numTotalTests += 1;
        if (t.status === 'unexpected' || t.status === 'flaky') summary.failures.push([...path, spec.title].filter(Boolean).join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const error of report.errors ?? []) summary.failures.push(String(error.message ?? error).split('\n')[0]);
  // A run that failed outside any test (config error, global timeout) must not look green.
  if (exitCode !== 0 && summary.numFailedTests === 0) summary.numFailedTests = 1;
  return summary;
}

async function main(): Promise<number> {
  const serveOnly = process.argv.includes('--serve');
  // Serving for a developer's own Playwright runs is not a proof run: no busy loops there.
  const stress = startStress(serveOnly ? 0 : stressLoopsFromEnv());
  try {
    return await run(serveOnly, stress);
  } finally {
    await stress.stop();
  }
}

async function run(serveOnly: boolean, stress: Stress): Promise<number> {
  const started = Date.now();
  const extraArgs = process.argv.slice(2).filter((a) => a !== '--serve');

  await ensureAdminBuilt(root);

  // The specs' webhooks and SFTP peers listen on this machine (api/outbound: loopback only, never in production).
  process.env.OUTBOUND_ALLOW_LOOPBACK ??= 'true';
  const t0 = Date.now();
  const database = await createTestDatabase();
  // A throwaway key, as `npm start` makes in demo mode: channel credentials are encrypted as in production.
  const secrets = new SecretBox(randomBytes(32));
  await seedDemoData(database.knex, model, { orders: 24, secrets });
  const { app } = createApp({
    knex: database.knex,
    model,
    secrets,
    adminDist: adminDistDir(root),
    log: (error, ctx) => console.error(`[server] ${ctx.method} ${ctx.path} failed:`, error),
  });
  const server: Server = await new Promise((ok) => {
    const s = keepIdleConnections(app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => ok(s)));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // As `npm start`: a job worker runs beside the server (the marketplace loop, schedules, backorders), reaching this
  // server's sandbox marketplace.
  setSandboxOrigin(baseUrl);
  // Links in emails (password reset, invitations) point at this server, as `npm start`'s do at its own address.
  setListeningOrigin(baseUrl);
  const worker = await startWorker(database.knex, { secrets, concurrency: 2, pollMs: 250 });
  console.log(`server on ${baseUrl} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s)`);

  const stop = async () => {
    await worker.stop();
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
    await database.destroy();
  };

  if (serveOnly) {
    console.log(`serving until Ctrl-C; run specs with: BASE_URL=${baseUrl} npx playwright test -c tests/browser/playwright.config.ts`);
    await new Promise<void>((ok) => process.once('SIGINT', () => ok()));
    await stop();
    return 0;
  }

  rmSync(playwrightJson, { force: true });
  // Asynchronous spawn: the server lives in this process and must keep answering while the tests run.
  const exitCode: number = await new Promise((ok) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', join(root, 'tests/browser/playwright.config.ts'), ...extraArgs],
      { cwd: root, stdio: 'inherit', env: { ...process.env, ...stress.childEnv(), BASE_URL: baseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson } },
    );
    child.on('exit', (code, signal) => ok(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error('could not start Playwright:', error);
      ok(1);
    });
  });
  await stop();

  const summary = summarize(exitCode, started);
  writeReport(summary);
  console.log(
    `browser tests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numSkippedTests} skipped in ${(summary.durationMs / 1000).toFixed(1)} s` +
      (stress.loops ? ` under stress (${stress.loops} busy loops)` : process.env.TEST_STRESS_STARTED ? ' under stress (the runner\'s other lane, then its busy loops)' : '') +
      (summary.failures.length ? `\n  failed: ${summary.failures.join('\n  failed: ')}` : ''),
  );
  return exitCode !== 0 || summary.numFailedTests > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    writeReport({ numPassedTests: 0, numFailedTests: 1, numSkippedTests: 0, numTotalTests: 0, durationMs: 0, failures: [String(error?.message ?? error)] });
    process.exit(1);
  },
);
