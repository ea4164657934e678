/**
 * Sign-in throttling, kept in the database so it holds across API processes: at most 5 failed attempts per
 * email and 30 per client address in 15 minutes; past that, 429 with Retry-After until the window slides.
 *
 * Every place that checks a password counts against the same throttle: sign-in, POST /api/auth/password, and
 * `current_password` on PUT /api/users/:id (`guardCurrentPassword` below): a stolen session cannot guess the
 * password while sign-in is locked out, nor guess it there without locking sign-in.
 */
import type { Context, Next } from 'koa';
import type { Knex } from 'knex';
import { ApiError, fail } from '../http/errors.ts';

const WINDOW_MS = 15 * 60_000;
export const LIMITS = { email: 5, ip: 30 };

export async function throttledFor(knex: Knex, email: string, ip: string): Promise<number | undefined> {
  const since = new Date(Date.now() - WINDOW_MS);
  const rows: { key: string; n: number; oldest: Date }[] = await knex('login_attempts')
    .whereIn('key', [`email:${email}`, `ip:${ip}`])
    .where('attempted_at', '>', since)
    .where('succeeded', false)
    .groupBy('key')
    .select('key', knex.raw('count(*)::int as n'), knex.raw('min(attempted_at) as oldest'));
  for (const row of rows) {
    const limit = row.key.startsWith('email:') ? LIMITS.email : LIMITS.ip;
    if (Number(row.n) >= limit) return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + WINDOW_MS - Date.now()) / 1000));
  }
  return undefined;
}

/**
 * Seconds to wait when `key` (`email:…`, `ip:…`, `signup-ip:…`) has `limit` attempts in the window (only failed
 * ones with `failuresOnly`), else undefined: the throttle of sign-up and password reset, which count every request.
 */
export async function waitFor(knex: Knex, key: string, limit: number, failuresOnly: boolean): Promise<number | undefined> {
  const query = knex('login_attempts').where({ key }).where('attempted_at', '>', new Date(Date.now() - WINDOW_MS));
  if (failuresOnly) query.where('succeeded', false);
  const row = await query.first(knex.raw('count(*)::int as n'), knex.raw('min(attempted_at) as oldest'));
  if (!row || Number(row.n) < limit) return undefined;
  return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + WINDOW_MS - Date.now()) / 1000));
}

export async function recordAttempt(knex: Knex, email: string, ip: string, succeeded: boolean): Promise<void> {
  const at = new Date();
  await knex('login_attempts').insert([
    { key: `email:${email}`, attempted_at: at, succeeded },
    { key: `ip:${ip}`, attempted_at: at, succeeded },
  ]);
  // A successful sign-in clears that email's failures; old rows are pruned as we go.
  if (succeeded) await knex('login_attempts').where({ key: `email:${email}`, succeeded: false }).delete();
  await knex('login_attempts').where('attempted_at', '<', new Date(Date.now() - WINDOW_MS * 4)).delete();
}

/** The 429 every password check answers while the email or address is locked out. */
export function refuseWhileThrottled(wait: number | undefined): void {
  if (wait) fail('too_many_requests', `Too many wrong passwords; try again in ${Math.ceil(wait / 60)} minute(s).`, [], { retryAfter: wait });
}

/**
 * Route middleware before the generic `PUT /api/users/:id`: when the body carries `current_password` (one's own
 * password change), refuses while the signed-in user's email or the client's address is locked out, and counts a
 * wrong current password as a failed sign-in. Recorded here, outside the write's transaction, which rolls back.
 */
export function guardCurrentPassword(knex: Knex) {
  return async function currentPasswordThrottle(ctx: Context, next: Next): Promise<void> {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    const session = ctx.state.session as { user?: { email?: string } } | undefined;
    const email = session?.user?.email?.toLowerCase();
    if (!email || typeof body !== 'object' || body === null || !('current_password' in body)) return next();
    const ip = ctx.ip || 'unknown';
    refuseWhileThrottled(await throttledFor(knex, email, ip));
    try {
      await next();
    } catch (error) {
      if (error instanceof ApiError && error.errors.some((e) => e.pointer === '/current_password' && /not your current password/.test(e.message))) await recordAttempt(knex, email, ip, false);
      throw error;
    }
  };
}
