/**
 * vitest globalSetup (once per run, in the main process, with no time limit):
 * - names the run, so its test files share one PostgreSQL template per kind of database
 *   (tests/helpers/database-snapshots.ts), and drops those templates at the end;
 * - when the run includes API or database tests (a full run, or file filters naming tests/api, tests/db or api/),
 *   builds the two kinds most files ask for (migrated; seeded with 12 orders, what `startTestApp()` uses) before
 *   any file starts. Files build the rarer kinds themselves, but a file's hooks have a time limit (many set 3
 *   minutes) that a seeded build can pass on a busy machine. On PGlite a kind already cached costs nothing here.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { dropServerTemplates, newRunId, snapshotsEnabled } from './helpers/database-snapshots.ts';

/** File filters on the command line (`vitest run tests/api/auth.test.ts`): whether any API or database test runs. */
function runsDatabaseTests(argv: string[]): boolean {
  // `--project database` names a project, not a file: its value is no filter.
  const filters = argv.slice(2).filter((arg, i, all) => !arg.startsWith('-') && all[i - 1] !== '--project' && !['run', 'watch', 'related'].includes(arg));
  return filters.length === 0 || filters.some((filter) => /(^|\/)tests\/(api|db)|(^|\/)api\//.test(filter));
}

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // A run id set by a caller (or by this setup in another project of the same run) is kept.
  if (process.env.SELLYARD_TEST_RUN_ID) return undefined;
  const runId = newRunId();
  // Test processes (forks) are started after this and inherit the environment.
  process.env.SELLYARD_TEST_RUN_ID = runId;
  const teardown = async () => {
    const url = process.env.DATABASE_URL;
    if (url) await dropServerTemplates(url, runId);
  };
  if (snapshotsEnabled() && runsDatabaseTests(process.argv)) {
    // In a child process: the API modules the build loads keep handles open that would hold this process at exit.
    const built = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'helpers/prebuild-databases.ts')], { stdio: 'inherit', env: process.env });
    if (built.status !== 0) {
      await teardown();
      throw new Error(`building the test databases failed (exit ${built.status ?? built.signal}): see the output above`);
    }
  }
  return teardown;
}
