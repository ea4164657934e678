/**
 * A fresh, migrated database for a test file. Parallel test files must never migrate one database at once, so
 * each call gets its own: an in-memory PGlite by default, or, when DATABASE_URL is set, a uniquely named database
 * on that server that `destroy()` drops again.
 *
 * The database is a copy of one migrated (and, with `seed`, demo-seeded) once per run, see database-snapshots.ts:
 * a copy takes well under a second. Still call this once per file (`beforeAll`), not per test.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { migrateLatest, openDatabase } from '../../api/db/index.ts';
import { SecretBox } from '../../api/crypto/secrets.ts';
import { seedDemoData } from '../../api/seed/demo.ts';
import { model } from '../../generated/model.ts';
import { copyServerTemplate, embeddedSnapshot, snapshotsEnabled, snapshotSecretKey, testRunId } from './database-snapshots.ts';

export interface TestDatabaseOptions {
  /** Run the project's migrations (default true); false gives an empty database, for migration tests. */
  migrate?: boolean;
  /**
   * Also seed the demo data of the project's model with this many orders per merchant (`seedDemoData`); the
   * database's `secrets` is the box its credentials were sealed with.
   */
  seed?: { orders: number };
}

export interface TestDatabase {
  knex: Knex;
  /** On a server: the database's URL (for a child process to open it). */
  url?: string;
  /** With `seed`: the key the seeded credentials were encrypted with. */
  secrets?: SecretBox;
  /** Closes the connection and, on a server, drops the database. */
  destroy: () => Promise<void>;
}

/** What a test database is built from: nothing, the migrations, or the migrations and the demo seed. */
interface Recipe {
  variant: string;
  secrets?: SecretBox;
  build: (knex: Knex) => Promise<void>;
}

function recipeFor(options: TestDatabaseOptions): Recipe | undefined {
  if (options.seed) {
    const orders = options.seed.orders;
    const variant = `seeded_${orders}`;
    // Copies share the seeded ciphertexts, so a copy's key is the snapshot's (fresh builds get a random one).
    const secrets = new SecretBox(snapshotsEnabled() ? snapshotSecretKey(variant) : randomBytes(32));
    return {
      variant,
      secrets,
      build: async (knex) => {
        await migrateLatest(knex);
        await seedDemoData(knex, model, { orders, secrets });
      },
    };
  }
  if (options.migrate ?? true) return { variant: 'migrated', build: (knex) => migrateLatest(knex).then(() => undefined) };
  return undefined;
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

async function createServerDatabase(url: string, recipe: Recipe | undefined): Promise<TestDatabase> {
  const name = `sellyard_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const runId = recipe && snapshotsEnabled() ? await testRunId() : undefined;
  // A copy of the run's template when there is a run (vitest's globalSetup) to drop the templates afterwards.
  const copied = Boolean(recipe && runId);
  if (recipe && runId) await copyServerTemplate(url, runId, recipe.variant, name, recipe.build);
  else await withAdmin(url, (admin) => admin.raw(`create database ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const knex = await openDatabase({ url: target.toString() });
  // `with (force)` ends connections a failed test may have left open, so the drop never hangs.
  const drop = () => withAdmin(url, (admin) => admin.raw(`drop database if exists ${name} with (force)`));
  try {
    if (recipe && !copied) await recipe.build(knex);
  } catch (error) {
    await knex.destroy();
    await drop();
    throw error;
  }
  return {
    knex,
    url: target.toString(),
    secrets: recipe?.secrets,
    destroy: async () => {
      await knex.destroy();
      await drop();
    },
  };
}

/** A migrated database of its own: PGlite in memory, or a new database on DATABASE_URL's server. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const recipe = recipeFor(options);
  const url = process.env.DATABASE_URL;
  if (url) return createServerDatabase(url, recipe);
  if (recipe && snapshotsEnabled()) {
    const knex = await openDatabase({ memory: true, loadDataDir: await embeddedSnapshot(recipe.variant, recipe.build) });
    return { knex, secrets: recipe.secrets, destroy: () => knex.destroy() };
  }
  const knex = await openDatabase({ memory: true });
  try {
    if (recipe) await recipe.build(knex);
  } catch (error) {
    await knex.destroy();
    throw error;
  }
  return { knex, secrets: recipe?.secrets, destroy: () => knex.destroy() };
}
