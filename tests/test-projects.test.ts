/**
 * The split of vitest files into `database` and `unit` (tests/test-projects.ts): CI's PostgreSQL leg runs only the
 * first, so a file that opens a database must never land in the second unnoticed.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { needsDatabase, nodeTestFiles } from './test-projects.ts';

describe('which test files need a database', () => {
  it.each([
    ["import { startTestApp } from '../helpers/app.ts';", true],
    ["import { createTestDatabase } from '../../tests/helpers/database.ts';", true],
    ["import { seedStock } from './helpers/stock.ts';", true],
    ["import { migrateLatest, openDatabase } from '../../api/db/index.ts';", true],
    ["import { openDatabase } from '../db/connection.ts';", true],
    ["import { PGlite } from '@electric-sql/pglite';", true],
    ["import pg from 'pg';", true],
    ["import knex from 'knex';", true],
    ["import {\n  startTestApp,\n  DEMO,\n} from '../helpers/app.ts';", true],
  ])('%s: yes', (source, expected) => {
    expect(needsDatabase(source)).toBe(expected);
  });

  it.each([
    "import type { Knex } from 'knex';",
    "import type { TestApp } from '../helpers/app.ts';",
    "import { readPdf } from '../helpers/pdf-text.ts';",
    "import { model } from '../../generated/model.ts';",
    "// import { startTestApp } from '../helpers/app.ts';",
    "const { openDatabase } = await import('../api/db/connection.ts');",
  ])('%s: no', (source) => {
    expect(needsDatabase(source)).toBe(false);
  });

  it('puts the API tests with the database and the generator tests without', () => {
    const files = nodeTestFiles(resolve(import.meta.dirname, '..'));
    expect(files.database).toContain('tests/api/auth.test.ts');
    expect(files.unit).toContain('generator/validate.test.ts');
    expect(files.unit).toContain('tests/test-projects.test.ts');
    expect(files.database.filter((file) => files.unit.includes(file))).toEqual([]);
  });

  it('refuses to open a database in a `unit` file, naming the fix', async () => {
    // A dynamic import: a static one would (rightly) put this file in the `database` project.
    const { openDatabase } = await import('../api/db/connection.ts');
    expect(() => openDatabase({} as never)).toThrow(/put it in the `unit` project/);
  });
});
