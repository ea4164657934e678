/**
 * `npm test`: everything that proves the product works, ending with one line `N passed, N failed` for CI:
 *   1. generated files are fresh (`generate --check`),
 *   2. TypeScript compiles (strict),
 * and then, side by side (two lanes):
 *   3. vitest: generator, permissions, database and API tests, on PGlite, or on PostgreSQL when DATABASE_URL is set;
 *   4. browser tests (Playwright on Debian's chromium) against a real server, unless TEST_BROWSER=false; then, in the
 *      same lane, with TEST_ALSO_DATABASE_URL, the files that open a database once more on that PostgreSQL server
 *      (the browser leg is the shorter one, so the two lanes end about together).
 * A failing check (1, 2) stops the run before the lanes start.
 *
 * Why side by side: on a 2-core machine each lane leaves the cores idle part of the time (a browser waiting on a
 * screen, a vitest file waiting on a child server), and CI's browser leg ran beside two busy loops anyway (below).
 * The legs' output goes to test-results/<vitest|browser|postgres>.log, and to the console line by line with the lane's name in front;
 * a failed lane's log is printed again whole at the end. TEST_LANES=sequential runs them one after the other, with
 * the output as it comes (easier to read when debugging one leg).
 *
 * TEST_SCOPE=database: only the vitest files that open a database (the `database` project, vitest.config.ts). The
 * generated files, the typecheck, the files that never open a database and the browser leg give the same result on
 * either database.
 *
 * TEST_STRESS=N (stress mode, tests/helpers/stress.ts): N CPU busy loops run beside every stage, from the first to
 * the last, and are stopped at the end whatever the outcome — proof that nothing passes only on a quiet machine.
 * TEST_STRESS_STAGES=browser (what CI does) proves the browser leg only: it never runs on a quiet machine. While the
 * vitest lane runs beside it, that lane is its load (two vitest workers; the run reports the load average the
 * browser leg saw); once the vitest lane is done, the N busy loops spin until the browser leg ends.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { startStress, stressLoopsFromEnv } from './helpers/stress.ts';

const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
for (const lane of ['vitest', 'browser', 'postgres']) rmSync(join(resultsDir, `${lane}.log`), { force: true });

function choice(name: string, allowed: string[]): string {
  const value = process.env[name] ?? allowed[0]!;
  if (!allowed.includes(value)) {
    console.error(`${name} must be ${allowed.map((a) => `"${a}"`).join(' or ')}, not "${value}"`);
    process.exit(2);
  }
  return value;
}
const stressStages = choice('TEST_STRESS_STAGES', ['all', 'browser']);
const scope = choice('TEST_SCOPE', ['all', 'database']);
const lanesMode = choice('TEST_LANES', ['together', 'sequential']);
const databaseOnly = scope === 'database';
const browserLeg = process.env.TEST_BROWSER !== 'false' && !databaseOnly;
const alsoDatabaseUrl = process.env.TEST_ALSO_DATABASE_URL;
if (alsoDatabaseUrl && !/^postgres(ql)?:\/\//.test(alsoDatabaseUrl)) {
  console.error(`TEST_ALSO_DATABASE_URL must be a postgres:// address, not "${alsoDatabaseUrl}"`);
  process.exit(2);
}

// Stress of every stage starts now; stress of the browser leg only starts asleep and is woken below.
const stressLoops = stressLoopsFromEnv();
const stress = startStress(stressStages === 'all' || browserLeg ? stressLoops : 0, undefined, { paused: stressStages === 'browser' });
let passed = 0;
let failed = 0;
const failedLogs: Array<{ label: string; log: string }> = [];

interface Leg {
  label: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** The JSON report whose counts are added to the run's total. */
  report?: string;
}

/** Runs one leg. `lane` names a leg that runs beside another: its output is prefixed and kept in a log file. */
function runLeg(leg: Leg, lane?: string): Promise<boolean> {
  const started = Date.now();
  const env = { ...process.env, ...stress.childEnv(), ...leg.env };
  const log = lane ? join(resultsDir, `${lane}.log`) : undefined;
  console.log(`\n── ${lane ? `[${lane}] ` : ''}${leg.label} ──`);
  return new Promise((done) => {
    const child = spawn(process.execPath, leg.args, { cwd: root, env, stdio: lane ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (lane && log) {
      const file = createWriteStream(log, { flags: 'a' });
      for (const stream of [child.stdout!, child.stderr!]) {
        let pending = '';
        stream.on('data', (chunk: Buffer) => {
          file.write(chunk);
          const lines = (pending + chunk.toString()).split('\n');
          pending = lines.pop()!;
          for (const line of lines) console.log(`[${lane}] ${line}`);
        });
        stream.on('end', () => pending && console.log(`[${lane}] ${pending}`));
      }
      child.on('close', () => file.end());
    }
    child.on('close', (code, signal) => {
      const ok = code === 0;
      console.log(`── ${lane ? `[${lane}] ` : ''}${leg.label}: ${ok ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (leg.report) countJson(leg.report);
      if (!ok && lane && log) failedLogs.push({ label: `${lane}: ${leg.label}`, log });
      done(ok);
    });
  });
}

function countJson(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}

function finish(ok: boolean): never {
  stress.stopNow();
  for (const { label, log } of failedLogs) {
    console.log(`\n══ the whole log of the failed leg "${label}" (${log}) ══`);
    console.log(readFileSync(log, 'utf8'));
  }
  console.log(`\n${passed} passed, ${failed} failed${stress.loops ? ` (stress mode: ${stress.loops} busy loops${stressStages === 'browser' ? ' for the browser leg' : ''})` : ''}`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

const tsc = join(root, 'node_modules/typescript/bin/tsc');
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const checks: Leg[] = databaseOnly
  ? []
  : [
      { label: 'generated files are fresh', args: ['generator/launch.mjs', '--check'] },
      // Incremental: the build info under node_modules/.cache makes a re-run check only what changed (about 5× less CPU).
      { label: 'typecheck', args: [tsc, '--noEmit', '--incremental', '--tsBuildInfoFile', join(root, 'node_modules/.cache/sellyard-typecheck/tsconfig.tsbuildinfo'), '-p', 'tsconfig.json'] },
    ];

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
const vitestLegs: Leg[] = [
  {
    label: databaseOnly ? `API and database tests on ${database}` : `unit and API tests on ${database}`,
    args: [vitest, 'run', ...(databaseOnly ? ['--project', 'database'] : []), '--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, 'vitest.json')}`],
    report: join(resultsDir, 'vitest.json'),
  },
];
// The database tests once more on the PostgreSQL server (CI): after the PGlite leg when the lanes run one after the
// other; side by side, after the browser leg in its lane, so the two lanes end about together.
const postgresLegs: Leg[] = alsoDatabaseUrl
  ? [{
      label: 'API and database tests on PostgreSQL (TEST_ALSO_DATABASE_URL)',
      args: [vitest, 'run', '--project', 'database', '--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, 'vitest-postgres.json')}`],
      env: { DATABASE_URL: alsoDatabaseUrl },
      report: join(resultsDir, 'vitest-postgres.json'),
    }]
  : [];
const browserLegs: Leg[] = browserLeg
  ? [{ label: 'browser tests (chromium)', args: ['--import', 'tsx', 'tests/browser/run.ts'], env: { BROWSER_REPORT: join(resultsDir, 'browser.json') }, report: join(resultsDir, 'browser.json') }]
  : [];
if (browserLeg && !existsSync('/usr/bin/chromium')) {
  console.error("Browser tests need Debian's chromium: apt-get install -y chromium (.ci/run does it), or set TEST_BROWSER=false.");
  failed += 1;
  finish(false);
}

/** Runs legs one after the other, stopping at the first that fails. */
async function inOrder(legs: Leg[], lane?: string): Promise<boolean> {
  for (const leg of legs) if (!(await runLeg(leg, lane))) return false;
  return true;
}

/** The browser leg, with the load average it saw (sampled every 10 s) reported when it ends. */
async function browserLane(lane?: string): Promise<boolean> {
  if (browserLegs.length === 0) return true;
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(loadavg()[0]!), 10_000);
  try {
    return await inOrder(browserLegs, lane);
  } finally {
    clearInterval(sampler);
    if (samples.length > 0) {
      const sorted = [...samples].sort((a, b) => a - b);
      console.log(`── the browser leg ran at a 1-minute load average of ${sorted[0]!.toFixed(1)} (lowest), ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} (median) on ${availableParallelism()} cores`);
    }
  }
}

if (!(await inOrder(checks))) {
  failed = Math.max(failed, 1);
  finish(false);
}

let ok: boolean;
if (lanesMode === 'sequential' || browserLegs.length === 0) {
  ok = await inOrder([...vitestLegs, ...postgresLegs]);
  if (ok) {
    stress.resume();
    ok = await browserLane();
  }
} else {
  // The vitest leg is the browser leg's load while it runs; the busy loops take over if it ends first.
  let browserRunning = true;
  const vitestDone = inOrder(vitestLegs, 'vitest').then((result) => {
    if (stress.loops > 0 && stressStages === 'browser' && browserRunning) {
      console.log(`stress mode: the vitest leg is done; ${stress.loops} busy loop${stress.loops === 1 ? '' : 's'} now run beside the browser leg`);
      stress.resume();
    }
    return result;
  });
  const browserThenPostgres = browserLane('browser').then(async (browserOk) => {
    browserRunning = false;
    // Independent of the browser leg's outcome: run it so a failing run reports both.
    return (await inOrder(postgresLegs, 'postgres')) && browserOk;
  });
  const results = await Promise.all([vitestDone, browserThenPostgres]);
  ok = results.every(Boolean);
}
if (!ok) failed = Math.max(failed, 1);
finish(ok);
