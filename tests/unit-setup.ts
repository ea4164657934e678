/**
 * Set-up of the `unit` vitest project (vitest.config.ts): its files are the ones that import nothing that opens a
 * database (tests/test-projects.ts), so CI's PostgreSQL leg skips them. Opening one here anyway means the file was
 * put in the wrong project: fail, naming the fix, rather than let the file lose its PostgreSQL run unnoticed.
 */
import { vi } from 'vitest';

vi.mock('../api/db/connection.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/db/connection.ts')>()),
  openDatabase: () => {
    throw new Error('This test file opens a database but tests/test-projects.ts put it in the `unit` project: import the database through tests/helpers/database.ts or tests/helpers/app.ts (or add its helper to DATABASE_HELPERS).');
  },
}));
