/**
 * A lost database connection (the server restarted, a failover, `pg_terminate_backend`, a network cut) is no bug
 * of the request's: the API answers 503 with Retry-After (api/http/database-errors.ts), and a transaction that
 * could not even begin is tried once more at once (`retryTransactionStart`), since nothing of it ran.
 *
 * What counts as lost, on both drivers:
 *   SQLSTATE class 08 (connection exception) and 57P01–57P03 (admin shutdown: `pg_terminate_backend`, crash
 *   shutdown, cannot connect now): https://www.postgresql.org/docs/current/errcodes-appendix.html
 *   node-postgres' own errors for a socket that ended ("Connection terminated unexpectedly", "Client has
 *   encountered a connection error and is not queryable", "Connection terminated") and socket codes (ECONNRESET,
 *   ECONNREFUSED, EPIPE, ETIMEDOUT)
 *   knex's pool giving up on a connection ("Timeout acquiring a connection")
 *   a PGlite instance that was closed under the request ("PGlite is closed")
 */
import type { Knex } from 'knex';

const LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN']);
const LOST_MESSAGES = [
  /Connection terminated/,
  /Connection ended unexpectedly/,
  /Client has encountered a connection error and is not queryable/,
  /Knex: Timeout acquiring a connection/,
  /PGlite is closed/,
  /terminating connection due to administrator command/,
];

/** Whether `error` says the database connection was lost (not that a statement was wrong). */
export function isConnectionLost(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') && code.length === 5 || LOST_CODES.has(code))) return true;
  return typeof message === 'string' && LOST_MESSAGES.some((pattern) => pattern.test(message));
}

const INSTALLED = Symbol('sellyard.retryTransactionStart');

/**
 * Makes `knex.transaction(…)` try once more when the connection is lost before the transaction began (acquiring a
 * connection or its BEGIN failed: a pooled connection the server had closed). Once the transaction's work has
 * started, a lost connection is not retried here: PostgreSQL rolled the transaction back, and the request answers
 * 503 so the client decides (its Idempotency-Key makes a repeat safe). Installing twice is harmless.
 */
export function retryTransactionStart(knex: Knex): Knex {
  const context = (knex as unknown as { context: Record<string | symbol, unknown> }).context;
  if (context[INSTALLED]) return knex;
  const original = context.transaction as (container?: unknown, config?: unknown) => Promise<unknown>;
  type Trx = { isCompleted(): boolean };
  context.transaction = function transaction(this: unknown, container?: unknown, config?: unknown): Promise<unknown> {
    // `transaction(config)`: knex's own overload, without a container.
    if (container && typeof container === 'object' && config === undefined) [container, config] = [undefined, container];
    // knex hands the transaction to the container even when BEGIN failed (already rejected and completed): such a
    // transaction has not begun, and the container is not run at all (nothing of it may happen twice).
    const attempt = (): { promise: Promise<unknown>; began: () => boolean } => {
      let began = false;
      if (typeof container === 'function') {
        const work = (trx: Trx) => {
          if (trx.isCompleted()) return undefined;
          began = true;
          return (container as (trx: Trx) => unknown)(trx);
        };
        return { promise: original.call(this, work, config), began: () => began };
      }
      // `await knex.transaction()`: resolves with the transaction once BEGIN ran.
      const promise = new Promise((resolve, reject) => {
        original.call(this, (trx: Trx) => {
          if (trx.isCompleted()) return undefined;
          began = true;
          resolve(trx);
          return undefined;
        }, config).catch((error: unknown) => { if (!began) reject(error); });
      });
      return { promise, began: () => began };
    };
    const first = attempt();
    return first.promise.catch((error: unknown) => {
      if (first.began() || !isConnectionLost(error)) throw error;
      return attempt().promise;
    });
  };
  context[INSTALLED] = true;
  return knex;
}
