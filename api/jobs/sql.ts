/**
 * pg-boss talks to the database through `{ executeSql(text, values) }`. This adapter runs its SQL on the
 * connection knex holds for `db`: the transaction's own connection for a knex transaction (so a job sent inside
 * it commits or rolls back with it), or a pooled connection for the knex instance. PGlite has a single connection,
 * which knex already owns; going through knex's pool is what lets pg-boss share it safely with the app.
 */
import type { Knex } from 'knex';
import { isEmbedded } from '../db/index.ts';

export interface SqlResult { rows: any[]; rowCount?: number }
export interface SqlExecutor { executeSql(text: string, values?: unknown[]): Promise<SqlResult> }

interface RawConnection {
  query(text: string, values?: unknown[]): Promise<SqlResult | SqlResult[]>;
  exec?(text: string): Promise<SqlResult[]>;
}

interface KnexClient {
  acquireConnection(): Promise<RawConnection>;
  releaseConnection(connection: RawConnection): Promise<void>;
}

/** Runs `text` on `connection`; a script of several statements (pg-boss's migrations) on PGlite goes through exec. */
async function run(connection: RawConnection, embedded: boolean, text: string, values?: unknown[]): Promise<SqlResult> {
  if (embedded && !values?.length) {
    const results = await connection.exec!(text);
    return results[results.length - 1] ?? { rows: [] };
  }
  const result = await connection.query(text, values);
  return Array.isArray(result) ? result[result.length - 1] ?? { rows: [] } : result;
}

/** An executor over `db` (a knex instance or a transaction). */
export function sqlExecutor(db: Knex | Knex.Transaction): SqlExecutor {
  const client = db.client as unknown as KnexClient;
  const embedded = isEmbedded(db as Knex);
  return {
    async executeSql(text, values) {
      const connection = await client.acquireConnection();
      try {
        return await run(connection, embedded, text, values);
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };
}
