/**
 * Reads that may go to a PostgreSQL read replica (DATABASE_READ_URL): lists, reports and CSV exports, which read
 * many rows and change none. A replica lags behind the primary, so a session that has just written reads from
 * the primary for READ_YOUR_WRITES_SECONDS (default 10) after its last write: a user who saves an order and goes
 * back to the list sees it. The marker is a cookie (the time of the session's last write), so any API process
 * can route the next request without shared memory; a client that drops or forges it only changes where its own
 * reads are served from, never what it may read.
 *
 * Everything else — GET of one record (the form about to be saved), writes, the session lookup, custom-field
 * definitions, the jobs queue — always uses the primary.
 */
import type { Context, Next } from 'koa';
import type { Actor } from '../crud/actor.ts';

export const WROTE_COOKIE = 'sellyard_wrote';
export const READ_YOUR_WRITES_SECONDS = Number(process.env.READ_YOUR_WRITES_SECONDS ?? 10);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Marks the request's actor as free to read from the replica (a GET with no recent write in its session), and,
 * after a successful write, records the time in the cookie. Mounted after the session guard.
 */
export function readRouting(options: { replica: boolean; secureCookies: boolean }) {
  return async function routeReads(ctx: Context, next: Next): Promise<void> {
    const actor = ctx.state.actor as Actor | undefined;
    if (options.replica && actor && ctx.method === 'GET') {
      const wrote = Number(ctx.cookies.get(WROTE_COOKIE));
      const recent = Number.isFinite(wrote) && Date.now() - wrote < READ_YOUR_WRITES_SECONDS * 1000;
      actor.replicaReads = !recent;
    }
    await next();
    if (options.replica && actor && WRITES.has(ctx.method) && ctx.status < 400) {
      ctx.cookies.set(WROTE_COOKIE, String(Date.now()), {
        httpOnly: true, sameSite: 'lax', secure: options.secureCookies, maxAge: READ_YOUR_WRITES_SECONDS * 1000, overwrite: true,
      });
    }
  };
}
