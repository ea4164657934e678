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

async function openPglite(dataDir: string | undefined): Promise<Knex> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PGlite ignores pg.types: the parsers must be given to the instance, which knex-pglite then uses as is.
  const pglite = await PGlite.create({ dataDir, parsers: TYPE_PARSERS, extensions: { pg_trgm, btree_gin } });
  return createKnex({
    client: ClientPgLite,
    dialect: 'postgres',
    // knex-pglite accepts a function returning `{ pglite }`; knex's own types do not know that shape.
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
  });
}

/**
 * A knex instance for the options: `url` → PostgreSQL; else `dataDir` → PGlite in that folder; else `memory` →
 * PGlite in memory. Call `destroy()` when done (it also closes PGlite).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Knex> {
  if (options.url) return openPostgres(options.url, options.poolMax ?? 10);
  if (options.dataDir || options.memory) return openPglite(options.dataDir);
  throw new Error('openDatabase needs `url` (DATABASE_URL), `dataDir` (an embedded database folder) or `memory: true`');
}

/** Which engine a knex instance talks to: PGlite runs one query at a time, which some callers plan around. */
export function isEmbedded(knex: Knex): boolean {
  return knex.client instanceof (ClientPgLite as unknown as new (...args: never[]) => unknown);
}
