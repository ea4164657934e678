/**
 * A fresh, migrated database for a test file. Parallel test files must never migrate one database at once, so
 * each call gets its own: an in-memory PGlite by default, or, when DATABASE_URL is set, a uniquely named database
 * on that server that `destroy()` drops again.
 *
 * Creating a PGlite database takes a few seconds: call this once per file (`beforeAll`), not per test.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { migrateLatest, openDatabase } from '../../api/db/index.ts';

export interface TestDatabaseOptions {
  /** Run the project's migrations (default true); false gives an empty database, for migration tests. */
  migrate?: boolean;
}

export interface TestDatabase {
  knex: Knex;
  /** On a server: the database's URL (for a child process to open it). */
  url?: string;
  /** Closes the connection and, on a server, drops the database. */
  destroy: () => Promise<void>;
}

/** Runs `work` on the server's admin database (the one DATABASE_URL names). */
async function withAdmin<T>(url: string, work: (admin: Knex) => Promise<T>): Promise<T> {
  const admin = await openDatabase({ url, poolMax: 1 });
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}

async function createServerDatabase(url: string, migrate: boolean): Promise<TestDatabase> {
  const name = `sellyard_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, (admin) => admin.raw(`create database ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const knex = await openDatabase({ url: target.toString() });
  // `with (force)` ends connections a failed test may have left open, so the drop never hangs.
  const drop = () => withAdmin(url, (admin) => admin.raw(`drop database if exists ${name} with (force)`));
  try {
    if (migrate) await migrateLatest(knex);
  } catch (error) {
    await knex.destroy();
    await drop();
    throw error;
  }
  return {
    knex,
    url: target.toString(),
    destroy: async () => {
      await knex.destroy();
      await drop();
    },
  };
}

/** A migrated database of its own: PGlite in memory, or a new database on DATABASE_URL's server. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const url = process.env.DATABASE_URL;
  if (url) return createServerDatabase(url, migrate);
  const knex = await openDatabase({ memory: true });
  try {
    if (migrate) await migrateLatest(knex);
  } catch (error) {
    await knex.destroy();
    throw error;
  }
  return { knex, destroy: () => knex.destroy() };
}
