/**
 * Migrate (and seed) once, copy per test file. Building a migrated, demo-seeded database takes from seconds to a
 * minute; copying one takes well under a second. So each kind of database a test file asks for (migrated only,
 * or seeded with N orders) is built once and then copied:
 *
 * - PGlite: the built database's data folder is dumped to a tarball under `node_modules/.cache/sellyard-test-db/`,
 *   named by a hash of everything that shapes it (migrations, generated model, API and seed code, PGlite's
 *   version). A copy is a new in-memory PGlite loaded from that tarball. The tarball outlives the run: the next
 *   run (or a single test file run by hand) copies it at once until a source file changes.
 * - PostgreSQL: the built database is a template on the server, named by the test run (vitest's globalSetup,
 *   `tests/global-setup.ts`, provides the run id and drops the run's templates at the end); a copy is
 *   `create database … template …`.
 *
 * Parallel test files (vitest forks) may ask for the same kind at once: the first builds it under a lock (a lock
 * folder on disk for PGlite, an advisory lock on PostgreSQL), the others wait for it and copy it.
 *
 * `SELLYARD_TEST_SNAPSHOTS=off` turns copying off: every file migrates and seeds its own database as before.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openAsBlob, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Knex } from 'knex';
import { dumpEmbedded, openDatabase } from '../../api/db/index.ts';
import { until } from './until.ts';

const root = resolve(import.meta.dirname, '../..');
export const SNAPSHOT_DIRECTORY = join(root, 'node_modules/.cache/sellyard-test-db');

/** What a test database's contents depend on: source folders (their files' paths and contents) and single files. */
const SOURCE_FOLDERS = ['migrations', 'generated', 'model', 'api', 'permissions', 'checks'];
const SOURCE_FILES = ['node_modules/@electric-sql/pglite/package.json', 'tests/helpers/database.ts', 'tests/helpers/database-snapshots.ts', 'tests/helpers/app.ts'];

export function snapshotsEnabled(): boolean {
  return process.env.SELLYARD_TEST_SNAPSHOTS !== 'off';
}

function listFiles(folder: string, into: string[]): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) listFiles(path, into);
    // Tests do not shape a database; skipping them keeps the snapshot when only a test changes.
    else if (entry.isFile() && !entry.name.endsWith('.test.ts')) into.push(path);
  }
}

let sourceHash: string | undefined;
/** A hash of every file that shapes a test database: a change to any of them builds new snapshots. */
export function snapshotSourceHash(): string {
  if (sourceHash) return sourceHash;
  const files: string[] = [];
  for (const folder of SOURCE_FOLDERS) if (existsSync(join(root, folder))) listFiles(join(root, folder), files);
  for (const file of SOURCE_FILES) if (existsSync(join(root, file))) files.push(join(root, file));
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  // The demo seed dates orders and rates relative to today: a new day, a new snapshot.
  hash.update(new Date().toISOString().slice(0, 10));
  sourceHash = hash.digest('hex').slice(0, 16);
  return sourceHash;
}

/**
 * A deterministic secret key per snapshot source: a seeded copy holds ciphertexts, so every copy must be opened
 * with the key it was seeded with. (A test key, never a real one.)
 */
export function snapshotSecretKey(variant: string): Buffer {
  return createHash('sha256').update(`sellyard-test-snapshot:${snapshotSourceHash()}:${variant}`).digest();
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `work` holding a lock folder (mkdir is atomic); a lock left by a process that died is taken over. */
async function withFolderLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  const owner = join(lock, 'pid');
  const tryTake = (): boolean => {
    try {
      mkdirSync(lock);
      writeFileSync(owner, String(process.pid));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = Number.NaN;
      try { holder = Number(readFileSync(owner, 'utf8')); } catch { /* being written or removed */ }
      // Only a lock whose owner is known and gone is stale (a lock without its pid file yet is being taken).
      if (Number.isInteger(holder) && holder > 0 && !processAlive(holder)) rmSync(lock, { recursive: true, force: true });
      return false;
    }
  };
  // Building a seeded database takes about a minute on a busy machine; allow a lot more.
  await until(async () => tryTake(), `the test database lock ${lock}`, 15 * 60_000);
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Drops tarballs of older sources (kept an hour, in case another run of the same checkout still copies them). */
function pruneOldTarballs(current: string): void {
  for (const name of readdirSync(SNAPSHOT_DIRECTORY)) {
    if (name.startsWith(current) || !name.endsWith('.tar')) continue;
    const path = join(SNAPSHOT_DIRECTORY, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > 60 * 60_000) rmSync(path, { force: true });
    } catch { /* removed meanwhile */ }
  }
}

/**
 * The tarball of an embedded database built by `build` (on a fresh in-memory PGlite), built on first use and
 * then read from the cache folder.
 */
export async function embeddedSnapshot(variant: string, build: (knex: Knex) => Promise<void>): Promise<Blob> {
  const hash = snapshotSourceHash();
  const file = join(SNAPSHOT_DIRECTORY, `${hash}-${variant}.tar`);
  if (!existsSync(file)) {
    mkdirSync(SNAPSHOT_DIRECTORY, { recursive: true });
    await withFolderLock(`${file}.lock`, async () => {
      if (existsSync(file)) return; // built by another test file while this one waited
      const knex = await openDatabase({ memory: true });
      try {
        await build(knex);
        const tarball = Buffer.from(await (await dumpEmbedded(knex)).arrayBuffer());
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, tarball);
        renameSync(partial, file); // readers see the whole tarball or none
      } finally {
        await knex.destroy();
      }
      pruneOldTarballs(hash);
    });
  }
  return openAsBlob(file);
}

/** The test run's id (from globalSetup), which names its PostgreSQL templates; undefined outside vitest's run. */
export async function testRunId(): Promise<string | undefined> {
  if (process.env.SELLYARD_TEST_RUN_ID) return process.env.SELLYARD_TEST_RUN_ID;
  try {
    const { inject } = await import('vitest');
    return inject('sellyardTestRunId' as never) as string | undefined;
  } catch {
    return undefined; // not in a vitest worker (e.g. tests/browser/run.ts)
  }
}

export const TEMPLATE_PREFIX = 'sellyard_tpl_';

/** A new id for a run's templates (lowercase, so it needs no quoting in SQL). */
export function newRunId(): string {
  return `${process.pid}_${randomBytes(3).toString('hex')}`;
}

/** A lock id for pg_advisory_xact_lock, per server database name. */
function advisoryKey(name: string): string {
  return BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 16)}`)).toString();
}

/**
 * Copies the run's template `variant` on the server into the new database `target`, building the template first
 * (with `build`, on a database of its own) when this run has none yet. Builds and copies take one advisory lock
 * per template: PostgreSQL refuses to copy a template another session is connected to.
 */
export async function copyServerTemplate(url: string, runId: string, variant: string, target: string, build: (knex: Knex) => Promise<void>): Promise<void> {
  const template = `${TEMPLATE_PREFIX}${runId}_${variant.replace(/[^a-z0-9_]/g, '_')}`;
  // One connection holds the lock in a transaction; another runs CREATE DATABASE, which cannot run in one.
  const locker = await openDatabase({ url, poolMax: 1 });
  const admin = await openDatabase({ url, poolMax: 1 });
  try {
    await locker.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?::bigint)', [advisoryKey(template)]);
      const found = await admin('pg_database').where({ datname: template }).first('datname');
      if (!found) {
        const building = `${template}_building`;
        await admin.raw(`drop database if exists ${building} with (force)`);
        await admin.raw(`create database ${building}`);
        const address = new URL(url);
        address.pathname = `/${building}`;
        const knex = await openDatabase({ url: address.toString(), poolMax: 1 });
        try {
          await build(knex);
        } finally {
          await knex.destroy();
        }
        await admin.raw(`alter database ${building} rename to ${template}`);
      }
      await admin.raw(`create database ${target} template ${template}`);
    });
  } finally {
    await admin.destroy();
    await locker.destroy();
  }
}

/** Drops every template of a run (globalSetup's teardown). */
export async function dropServerTemplates(url: string, runId: string): Promise<void> {
  const admin = await openDatabase({ url, poolMax: 1 });
  try {
    const prefix = `${TEMPLATE_PREFIX}${runId}_`;
    const rows: Array<{ datname: string }> = await admin('pg_database').select('datname');
    for (const { datname } of rows) if (datname.startsWith(prefix)) await admin.raw(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.destroy();
  }
}
