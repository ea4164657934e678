/**
 * Opens the database as a knex instance: a PostgreSQL server when a URL is given (production, CI), otherwise the
 * embedded PGlite (real PostgreSQL compiled to WASM) in a folder or in memory. Both return values in the same
 * JavaScript types, so no code above this file knows which one it talks to.
 *
 * PGlite is a single connection: inside a transaction use only the transaction object, or the query waits for
 * the transaction that is waiting for it.
 */
import { mkdirSync } from 'node:fs';
import createKnex, { type Knex } from 'knex';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import ClientPgLite from 'knex-pglite';

export interface DatabaseOptions {
  /** `postgres://…` (DATABASE_URL): use that server. */
  url?: string;
  /** Without a URL: the PGlite data folder (created when missing). */
  dataDir?: string;
  /** Without a URL: a throw-away in-memory PGlite (tests). */
  memory?: boolean;
  /** Largest pg pool (ignored by PGlite, which has one connection). Default 10. */
  poolMax?: number;
  /** With `memory`: start from a data folder dumped by `dumpEmbedded` (tests copy one migrated, seeded database). */
  loadDataDir?: Blob;
}

type Parser = (value: string) => unknown;

/**
 * How column values are read, by type OID, on both drivers:
 * - int8 (20) → number: counts and money in minor units stay far below 2^53, and JSON has no bigint.
 * - numeric (1700) → number: tax rates and quantities, not arbitrary-precision values.
 * - date (1082) → the 'YYYY-MM-DD' text: a Date would be local midnight and shift a day across time zones.
 */
export const TYPE_PARSERS: Record<number, Parser> = {
  20: Number,
  1700: Number,
  1082: (value) => value,
};

/** Per-connection parsers for node-postgres, so nothing global (`pg.types`) is changed for other code. */
const pgTypes = {
  getTypeParser: (oid: number, format?: string) =>
    TYPE_PARSERS[oid] ?? (pg.types.getTypeParser as (oid: number, format?: string) => unknown)(oid, format),
};

function openPostgres(url: string, poolMax: number): Knex {
  return createKnex({
    client: 'pg',
    connection: { connectionString: url, types: pgTypes } as Knex.PgConnectionConfig,
    pool: { min: 0, max: poolMax },
  });
}

/**
 * PostgreSQL's buffer pool inside the embedded database's data folder (`npm start`): 32 MB instead of PostgreSQL's
 * 128 MB default. PGlite's WASM memory never shrinks, so the pool's pages, once touched, stay resident for the
 * process's life: measured on the demo data, 16 MB instead of 128 MB took ~110 MB off the resident size (issue 23
 * item 7). The data folder's files stay in the operating system's cache, so a page read back is a memory copy.
 * PGLITE_SHARED_BUFFERS (a PostgreSQL size such as `64MB`) sets another. In-memory databases (tests) keep the default.
 */
export function pgliteSharedBuffers(env: NodeJS.ProcessEnv = process.env): string {
  const value = (env.PGLITE_SHARED_BUFFERS ?? '32MB').trim();
  if (!/^\d+(kB|MB|GB)$/.test(value)) throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 32MB (a number and kB, MB or GB), not "${value}"`);
  return value;
}

/** The PGlite instance behind each embedded knex, for `dumpEmbedded`. */
const embedded = new WeakMap<Knex, PGlite>();

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Knex> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const startParams = dataDir ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers()}`] : undefined;
  // PGlite ignores pg.types: the parsers must be given to the instance, which knex-pglite then uses as is.
  const pglite = await PGlite.create({ dataDir, loadDataDir, parsers: TYPE_PARSERS, extensions: { pg_trgm, btree_gin }, ...(startParams ? { startParams } : {}) });
  const knex = createKnex({
    client: ClientPgLite,
    dialect: 'postgres',
    // knex-pglite accepts a function returning `{ pglite }`; knex's own types do not know that shape.
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
  });
  embedded.set(knex, pglite);
  return knex;
}

/**
 * The whole data folder of an embedded database as an uncompressed tarball, for `openDatabase({ memory: true,
 * loadDataDir })`: a copy opens in well under a second where migrating and seeding takes a minute.
 */
export async function dumpEmbedded(knex: Knex): Promise<Blob> {
  const pglite = embedded.get(knex);
  if (!pglite) throw new Error('dumpEmbedded: this knex does not talk to an embedded (PGlite) database');
  return pglite.dumpDataDir('none');
}

/**
 * A knex instance for the options: `url` → PostgreSQL; else `dataDir` → PGlite in that folder; else `memory` →
 * PGlite in memory. Call `destroy()` when done (it also closes PGlite).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Knex> {
  if (options.url) return openPostgres(options.url, options.poolMax ?? 10);
  if (options.dataDir || options.memory) return openPglite(options.dataDir, options.loadDataDir);
  throw new Error('openDatabase needs `url` (DATABASE_URL), `dataDir` (an embedded database folder) or `memory: true`');
}

/** Which engine a knex instance talks to: PGlite runs one query at a time, which some callers plan around. */
export function isEmbedded(knex: Knex): boolean {
  return knex.client instanceof (ClientPgLite as unknown as new (...args: never[]) => unknown);
}
