/**
 * Unit and API tests (vitest). Kept apart from the admin's vite.config.ts, whose `root` would hide these files.
 * Three projects:
 * - `database`: API and database tests, the files that open a database (tests/test-projects.ts decides from their
 *   imports). Each gets a copy of a database migrated and seeded once per run (tests/helpers/database-snapshots.ts;
 *   tests/global-setup.ts names the run and builds the common kinds first);
 * - `unit`: generator, permissions, checks and the other node-side files that never open a database; their set-up
 *   (tests/unit-setup.ts) makes opening one fail, so a misfiled file is caught;
 * - `admin`: the admin's pure modules (totals, schema building, error mapping), with the admin's set-up (waiting
 *   for the entities' field chunk), which the other tests do not pay for.
 * `TEST_SCOPE=database npm test` (CI's PostgreSQL leg) runs the `database` project alone.
 * Browser tests (tests/browser) run with Playwright instead.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { nodeTestFiles } from './tests/test-projects.ts';

const files = nodeTestFiles(import.meta.dirname);

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'admin/dist/**', 'tests/browser/**'],
    // Ceilings for a hang, not timings: a test waits on what it waits for (tests/helpers/until.ts), and a busy machine
    // only takes longer. A PGlite database takes seconds to create and queries run one at a time; the first test file
    // to need a kind of seeded database builds it for every other file of the run (others wait for it): over a minute
    // on a quiet machine, several on a busy one (seen: 200 s at a load of 30 on 2 cores). A file's own hooks take
    // this one limit, not a smaller one of their own: smaller ones ran out at a load of 15 (issue 25).
    testTimeout: 180_000,
    hookTimeout: 600_000,
    // Each test file in its own process: PGlite's WASM memory and open handles stay per file.
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine, while a file
    // spends much of its time waiting (on PostgreSQL, on a child server, on a snapshot copy). One per core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'database',
          include: files.database,
          globalSetup: ['tests/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: files.unit,
          setupFiles: ['tests/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'admin',
          include: ['admin/src/**/*.test.ts'],
          // The admin's model gets its entities' full fields from a chunk loaded beside the session: wait for it.
          setupFiles: ['admin/src/test-setup.ts'],
        },
      },
    ],
  },
});
