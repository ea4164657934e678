/**
 * Unit and API tests (vitest). Kept apart from the admin's vite.config.ts, whose `root` would hide these files.
 * The admin's pure modules (totals, schema building, error mapping) are tested here too; browser tests
 * (tests/browser) run with Playwright instead.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['generator/**/*.test.ts', 'permissions/**/*.test.ts', 'checks/**/*.test.ts', 'api/**/*.test.ts', 'admin/src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'admin/dist/**', 'tests/browser/**'],
    // A PGlite database takes seconds to create and queries run one at a time: generous limits, also for hooks
    // (a seeded test app takes over a minute to build when the machine is shared with other work).
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each test file in its own process: PGlite's WASM memory and open handles stay per file.
    pool: 'forks',
    // The admin's model gets its entities' full fields from a chunk loaded beside the session: wait for it.
    setupFiles: ['admin/src/test-setup.ts'],
  },
});
