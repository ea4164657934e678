/**
 * `generate --redo`: replaces the last generated migration while it is still a draft, so a schema being worked on
 * needs no `--allow-destructive` and no hand-made undo. A draft is a migration that is
 * - the last one the snapshot records, and generated (not hand-written);
 * - not committed (git's HEAD does not have it): once committed, others may have run it, so it is history;
 * - not applied to the database (DATABASE_URL, or the embedded one in DATA_DIR, default `data/`): a database that
 *   ran it would never run its replacement;
 * - right after the committed snapshot (the tables before it are known): with several uncommitted migrations only
 *   the last could be replaced, and the tables between them are not recorded anywhere.
 * Anything else is refused, saying which rule and what to do instead. The redo itself: the draft's file is deleted
 * and the committed snapshot is the starting point, so the schemas' current tables give one new migration.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Snapshot } from './emit-migrations.ts';

const MIGRATIONS_DIR = 'migrations';
const SNAPSHOT_PATH = `${MIGRATIONS_DIR}/snapshot.json`;

export interface RedoPlan {
  /** The draft migration's file name (`202611290512-add-notes.ts`), deleted by the redo. */
  remove: string;
  /** The committed snapshot: the tables before the draft, which the new migration is computed from. */
  snapshot: Snapshot | null;
}

/** `--redo` cannot run: the reason and what to do instead, in words. */
export class RedoRefused extends Error {}

export interface RedoFacts {
  /** The snapshot on disk (null when missing). */
  current: Snapshot | null;
  /** The snapshot in git's HEAD (null when HEAD has none). */
  committed: Snapshot | null;
  /** Whether git's HEAD has this path. */
  isCommitted: (path: string) => boolean;
  /** Migration names the database has run (without `.ts`), and which database that is, for the message. */
  applied: { names: string[]; where: string } | undefined;
  /** Migration file names on disk, sorted. */
  files: string[];
  /** A file's source. */
  read: (file: string) => string;
}

const isGenerated = (source: string) => source.split('\n', 3).some((line) => line.includes('GENERATED FILE'));

/** Checks every rule; returns what to remove and where to start from, or throws RedoRefused. */
export function planRedo(facts: RedoFacts): RedoPlan {
  const last = facts.current?.migration;
  if (!last) throw new RedoRefused('there is no generated migration to redo (migrations/snapshot.json records none)');
  const file = `${last}.ts`;
  const path = `${MIGRATIONS_DIR}/${file}`;
  if (!facts.files.includes(file)) throw new RedoRefused(`${path}, the last migration the snapshot records, is missing: restore it from git, or restore migrations/snapshot.json`);
  if (!isGenerated(facts.read(file))) throw new RedoRefused(`${path} is hand-written: redo only replaces generated migrations`);
  const newer = facts.files.filter((f) => f > file);
  if (newer.length) throw new RedoRefused(`${path} is not the last migration (${newer.join(', ')} come after it): redo only replaces the last one`);
  if (facts.isCommitted(path)) {
    throw new RedoRefused(`${path} is committed, so others may have run it: it is history now. Change the schema and run \`npm run generate\` for a new migration (with --allow-destructive if it drops something)`);
  }
  if (facts.applied?.names.includes(last)) {
    throw new RedoRefused(`${path} has been applied to ${facts.applied.where}, which would never run its replacement: undo it there first (or, for a throw-away embedded database, remove its folder), then redo`);
  }
  const before = facts.committed?.migration ?? null;
  const previous = facts.files.filter((f) => f < file && isGenerated(facts.read(f))).at(-1)?.replace(/\.ts$/, '') ?? null;
  if (before !== previous) {
    throw new RedoRefused(`the committed migrations/snapshot.json ends at ${before ?? 'no migration'}, not at ${previous ?? 'no migration'} just before ${file}: several migrations are uncommitted, and redo only replaces the last one when the tables before it are committed. Commit the earlier ones first`);
  }
  return { remove: file, snapshot: facts.committed };
}

/** git's HEAD version of a file, or null (no git, no HEAD, or not in it). */
function headFile(root: string, path: string): string | null {
  try {
    return execFileSync('git', ['show', `HEAD:./${path}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return null;
  }
}

/** The migration names a database has run: DATABASE_URL's, or the embedded database's in DATA_DIR (if it exists). */
async function appliedMigrations(root: string, databaseUrl: string | undefined): Promise<RedoFacts['applied']> {
  const query = 'select name from knex_migrations order by id';
  const missingTable = (error: unknown) => /knex_migrations/.test(String((error as Error)?.message)) && /does not exist/.test(String((error as Error)?.message));
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return { names: (await client.query(query)).rows.map((r) => String(r.name).replace(/\.ts$/, '')), where: 'the database at DATABASE_URL' };
    } catch (error) {
      if (missingTable(error)) return { names: [], where: 'the database at DATABASE_URL' };
      throw error;
    } finally {
      await client.end();
    }
  }
  const dataDir = join(root, process.env.DATA_DIR ?? 'data');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return undefined; // no embedded database yet: nothing ran anything
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir });
  try {
    return { names: (await db.query<{ name: string }>(query)).rows.map((r) => r.name.replace(/\.ts$/, '')), where: `the embedded database in ${dataDir}` };
  } catch (error) {
    if (missingTable(error)) return { names: [], where: `the embedded database in ${dataDir}` };
    throw error;
  } finally {
    await db.close();
  }
}

/** Gathers the facts from the checkout, git and the database, and plans the redo (or refuses). */
export async function redoFromCheckout(root: string, databaseUrl: string | undefined, files: string[]): Promise<RedoPlan> {
  const snapshotPath = join(root, SNAPSHOT_PATH);
  const parse = (text: string | null, where: string): Snapshot | null => {
    if (text === null) return null;
    try {
      return JSON.parse(text) as Snapshot;
    } catch {
      throw new RedoRefused(`${where} is not valid JSON: restore it from git`);
    }
  };
  try {
    execFileSync('git', ['rev-parse', '--verify', 'HEAD'], { cwd: root, stdio: 'ignore' });
  } catch {
    throw new RedoRefused('this checkout has no git history to tell a committed migration from a draft');
  }
  return planRedo({
    current: parse(existsSync(snapshotPath) ? readFileSync(snapshotPath, 'utf8') : null, SNAPSHOT_PATH),
    committed: parse(headFile(root, SNAPSHOT_PATH), `HEAD:${SNAPSHOT_PATH}`),
    isCommitted: (path) => headFile(root, path) !== null,
    applied: await appliedMigrations(root, databaseUrl),
    files,
    read: (file) => readFileSync(join(root, MIGRATIONS_DIR, file), 'utf8'),
  });
}
