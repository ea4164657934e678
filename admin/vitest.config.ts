/**
 * Unit tests of the admin's pure modules (totals, money, schema building, error mapping, screens).
 * Run: `npx vitest run --config admin/vitest.config.ts` (the root vitest config leaves admin/ out).
 */
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['admin/src/**/*.test.ts'],
    environment: 'node',
  },
});
