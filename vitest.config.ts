/**
 * Unit and API tests (vitest). Kept apart from the admin's vite.config.ts, whose `root` would hide these files.
 * Two projects:
 * - `node`: generator, permissions, checks, API and database tests. API test files each get a copy of a database
 *   migrated and seeded once per run (tests/helpers/database-snapshots.ts; tests/global-setup.ts names the run);
 * - `admin`: the admin's pure modules (totals, schema building, error mapping), with the admin's set-up (waiting
 *   for the entities' field chunk), which the other tests do not pay for.
 * Browser tests (tests/browser) run with Playwright instead.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'admin/dist/**', 'tests/browser/**'],
    // A PGlite database takes seconds to create and queries run one at a time: generous limits, also for hooks.
    // The first test file to need a kind of seeded database builds it for every other file of the run (others wait
    // for it): over a minute on a quiet machine, several on a busy one (seen: 200 s at a load of 30 on 2 cores).
    testTimeout: 60_000,
    hookTimeout: 600_000,
    // Each test file in its own process: PGlite's WASM memory and open handles stay per file.
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['generator/**/*.test.ts', 'admin/build/**/*.test.ts', 'permissions/**/*.test.ts', 'checks/**/*.test.ts', 'api/**/*.test.ts', 'tests/**/*.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
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
