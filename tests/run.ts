/**
 * `npm test`: everything that proves the product works, in order, stopping at the first failing stage:
 *   1. generated files are fresh (`generate --check`),
 *   2. TypeScript compiles (strict),
 *   3. vitest: generator, permissions, database and API tests, on PGlite, or on PostgreSQL when DATABASE_URL is set,
 *   4. browser tests (Playwright on Debian's chromium) against a real server, unless TEST_BROWSER=false.
 * Ends with one line `N passed, N failed` for CI.
 *
 * TEST_SCOPE=database (CI's second leg, on PostgreSQL): only the vitest files that open a database (the `database`
 * project, vitest.config.ts). The generated files, the typecheck, the files that never open a database and the browser
 * leg give the same result on either database, and the first leg has just proven them on the same tree.
 *
 * TEST_STRESS=N (stress mode, tests/helpers/stress.ts): N CPU busy loops run beside every stage, from the first to
 * the last, and are stopped at the end whatever the outcome — proof that nothing passes only on a quiet machine.
 * TEST_STRESS_STAGES=browser puts only the browser leg under stress (its runner starts and stops the loops): what CI
 * does, so the proof costs the browser leg's slowdown and not the whole run's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startStress, stressLoopsFromEnv } from './helpers/stress.ts';

const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const stressStages = process.env.TEST_STRESS_STAGES ?? 'all';
if (stressStages !== 'all' && stressStages !== 'browser') {
  console.error(`TEST_STRESS_STAGES must be "all" (the default) or "browser", not "${stressStages}"`);
  process.exit(2);
}
// Only the browser leg: tests/browser/run.ts reads TEST_STRESS itself and runs the loops for its own duration.
const stress = startStress(stressStages === 'all' ? stressLoopsFromEnv() : 0);
let passed = 0;
let failed = 0;

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n── ${label} ──`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...stress.childEnv(), ...env } });
  console.log(`── ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

function countJson(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}

function finish(ok: boolean): never {
  stress.stopNow();
  console.log(`\n${passed} passed, ${failed} failed${stress.loops ? ` (stress mode: ${stress.loops} busy loops)` : ''}`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

const scope = process.env.TEST_SCOPE ?? 'all';
if (scope !== 'all' && scope !== 'database') {
  console.error(`TEST_SCOPE must be "all" (the default) or "database", not "${scope}"`);
  process.exit(2);
}
const databaseOnly = scope === 'database';
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
const staticChecks: Array<() => boolean> = [
  () => run('generated files are fresh', process.execPath, ['generator/launch.mjs', '--check']),
  // Incremental: the build info under node_modules/.cache makes a re-run check only what changed (about 5× less CPU).
  () => run('typecheck', process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '--incremental', '--tsBuildInfoFile', join(root, 'node_modules/.cache/sellyard-typecheck/tsconfig.tsbuildinfo'), '-p', 'tsconfig.json']),
];
const stages: Array<() => boolean> = [
  ...(databaseOnly ? [] : staticChecks),
  () => {
    const report = join(resultsDir, 'vitest.json');
    const what = databaseOnly ? `API and database tests on ${database}` : `unit and API tests on ${database}`;
    const projects = databaseOnly ? ['--project', 'database'] : [];
    const ok = run(what, process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
    countJson(report);
    return ok;
  },
];
if (process.env.TEST_BROWSER !== 'false' && !databaseOnly) {
  stages.push(() => {
    if (!existsSync('/usr/bin/chromium')) {
      console.error('Browser tests need Debian\'s chromium: apt-get install -y chromium (.ci/run does it), or set TEST_BROWSER=false.');
      failed += 1;
      return false;
    }
    const report = join(resultsDir, 'browser.json');
    const ok = run('browser tests (chromium)', process.execPath, ['--import', 'tsx', 'tests/browser/run.ts'], { BROWSER_REPORT: report });
    countJson(report);
    return ok;
  });
}

for (const stage of stages) {
  if (!stage()) {
    failed = Math.max(failed, 1);
    finish(false);
  }
}
finish(true);
