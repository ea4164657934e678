/**
 * Which vitest files need a database, so a run can be limited to them (`TEST_SCOPE=database`, CI's second leg on
 * PostgreSQL: a test that never opens a database gives the same result on either, and is proven by the first leg).
 *
 * A file needs a database when it imports what opens one: the test database and app helpers, api/db, PGlite, pg or
 * knex (a value import: `import type` does not count). The `unit` project's set-up (tests/unit-setup.ts) makes opening
 * a database throw, so a file put in the wrong project fails loudly instead of silently losing its PostgreSQL run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Test helpers that open a database themselves or through the app (a file importing one needs a database). */
const DATABASE_HELPERS = ['app', 'database', 'database-snapshots', 'stock', 'channels', 'one-by-one-import', 'permission-matrix', 'prebuild-databases'];

const DATABASE_IMPORT = new RegExp(
  String.raw`^import (?!type )[^;]*?from '(` +
    [
      String.raw`[./]*(tests/)?helpers/(${DATABASE_HELPERS.join('|')})\.ts`,
      String.raw`[./]*api/db/[\w-]+\.ts`,
      String.raw`\.\./db/[\w-]+\.ts`,
      '@electric-sql/pglite[^\']*',
      'pg',
      'knex',
    ].join('|') +
    `)';`,
  'm',
);

/** Whether a test file's source imports something that opens a database. */
export function needsDatabase(source: string): boolean {
  return DATABASE_IMPORT.test(source);
}

function testFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'browser' && entry.name !== 'topology') found.push(...testFiles(root, path));
    } else if (entry.name.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

/** The node-side test files (not the admin's), split by whether they need a database; paths relative to `root`. */
export function nodeTestFiles(root: string): { database: string[]; unit: string[] } {
  const database: string[] = [];
  const unit: string[] = [];
  for (const folder of ['generator', 'admin/build', 'permissions', 'checks', 'entities', 'api', 'tests']) {
    for (const file of testFiles(root, folder)) {
      (needsDatabase(readFileSync(join(root, file), 'utf8')) ? database : unit).push(relative(root, join(root, file)));
    }
  }
  return { database, unit };
}
