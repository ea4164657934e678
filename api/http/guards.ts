/**
 * Request guards that run before any route: who is calling (session cookie → user), whether a cookie-carrying
 * write really comes from our own pages (Origin/Referer check against CSRF), and which account the call acts in.
 */
import type { Context, Next } from 'koa';
import type { Knex } from 'knex';
import type { Model } from '../../model/types.ts';
import { abilityFor } from '../crud/actor.ts';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions.ts';
import { listenForSessionChanges } from '../auth/session-cache.ts';
import { fail } from './errors.ts';
import { isUuid } from '../crud/list-query.ts';
import type { Actor } from '../crud/actor.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Public writes that start a session: checked like cookie writes, so no other site can sign a browser up or in
 * (login CSRF: a page elsewhere signing the victim's browser into the attacker's account).
 */
const COOKIE_ISSUING = new Set(['/api/auth/login', '/api/auth/signup', '/api/auth/accept-invitation']);

/** Public password-reset writes (api/auth/password-reset.ts): no other site may send reset emails or set passwords. */
const PASSWORD_RESET = new Set(['/api/auth/password-reset', '/api/auth/password-reset/confirm']);

/**
 * Refuses a write carrying our cookie unless its Origin (or, failing that, Referer) is the app itself or one of
 * `allowedOrigins`. A write with neither header is refused too: browsers always send one on these requests.
 */
export function originGuard(allowedOrigins: string[]) {
  return async function checkOrigin(ctx: Context, next: Next): Promise<void> {
    if (UNSAFE.has(ctx.method) && ctx.path.startsWith('/api/') && (ctx.cookies.get(SESSION_COOKIE) || COOKIE_ISSUING.has(ctx.path) || PASSWORD_RESET.has(ctx.path))) {
      const own = `${ctx.protocol}://${ctx.host}`;
      const origin = ctx.get('origin') || (() => { try { return new URL(ctx.get('referer')).origin; } catch { return ''; } })();
      if (!origin || (origin !== own && !allowedOrigins.includes(origin))) {
        fail('cross_origin', 'This write did not come from the Sellyard app (its Origin is missing or foreign), so it was refused.');
      }
    }
    await next();
  };
}

/** Signed-in writes that set or clear the session cookie (sign-out; a password change starts a new session). */
const SESSION_RENEWING = new Set(['/api/auth/logout', '/api/auth/password']);

/**
 * With `Secure` cookies, the writes that set or clear the session cookie must arrive over HTTPS (directly, or as
 * `X-Forwarded-Proto: https` from a trusted proxy): otherwise the cookie could not be set, and a sign-up would
 * create an account whose owner is never signed in. Refused before anything runs, with a 403 that says why.
 */
export function secureTransportGuard(secureCookies: boolean) {
  return async function requireHttps(ctx: Context, next: Next): Promise<void> {
    if (secureCookies && !ctx.secure && UNSAFE.has(ctx.method) && (COOKIE_ISSUING.has(ctx.path) || SESSION_RENEWING.has(ctx.path))) {
      fail('https_required', 'Signing in needs HTTPS here (the session cookie is Secure), and this request came over plain HTTP. Use the https:// address; behind a proxy that ends TLS, set TRUST_PROXY=true so its X-Forwarded-Proto is read.');
    }
    await next();
  };
}

/** `Strict-Transport-Security` for a year (browsers then use HTTPS only), sent only on HTTPS answers (RFC 6797). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export async function strictTransportSecurity(ctx: Context, next: Next): Promise<void> {
  await next();
  if (ctx.secure) ctx.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}`);
}

/** Paths that answer without a session. */
const PUBLIC_API = new Set(['/api/auth/login', '/api/auth/logout', '/api/openapi.json', '/api/health', '/api/auth/signup', '/api/auth/accept-invitation', ...PASSWORD_RESET]);

/**
 * Paths under which outside services push to Sellyard (a carrier's tracking webhook, a 3PL's shipment events): no
 * session; each handler proves its caller itself (a token or the record in the URL, and the service's own signature:
 * api/domain/shipping/webhooks.ts, api/domain/warehouses/webhooks.ts) and takes the account from the record the URL
 * names, never from the body. Listed one service kind at a time: anything else under /api/webhooks/ needs a session.
 */
const PUBLIC_API_PREFIXES = ['/api/webhooks/carriers/', '/api/webhooks/warehouses/'];

/** Resolves the session and builds the Actor; 401 for any other /api path without one. */
export function sessionGuard(knex: Knex, model: Model) {
  return async function authenticate(ctx: Context, next: Next): Promise<void> {
    if (!ctx.path.startsWith('/api/')) return next();
    // Other API processes' sign-outs and permission changes reach this one's session cache (PostgreSQL only).
    await listenForSessionChanges(knex);
    const token = ctx.cookies.get(SESSION_COOKIE);
    const session = token ? await resolveSession(knex, token) : undefined;
    ctx.state.session = session;
    if (!session) {
      if (PUBLIC_API.has(ctx.path) || PUBLIC_API_PREFIXES.some((prefix) => ctx.path.startsWith(prefix))) return next();
      fail('unauthenticated', 'Sign in to use the API.');
    }
    const user = session!.user;
    const requested = ctx.get('x-account-id');
    let narrowedTo: string | undefined;
    if (requested) {
      if (!isUuid(requested)) fail('bad_query', 'X-Account-Id must be an account id.', [{ pointer: '/headers/x-account-id', message: 'must be a uuid' }]);
      // Acting in another account is for admins and for partners in their clients' accounts; for anyone else
      // the header may only name their own account. Refused as 404: account ids are not to be probed.
      const allowed = user.role === 'admin' || requested === user.accountId || user.clientAccountIds.includes(requested);
      if (!allowed) fail('not_found', 'No such account.');
      narrowedTo = requested;
    }
    const actor: Actor = { user, ability: abilityFor(user, model), accountId: narrowedTo ?? user.accountId, narrowedTo };
    ctx.state.actor = actor;
    await next();
  };
}

/** Standard hardening headers on every response. */
export async function securityHeaders(ctx: Context, next: Next): Promise<void> {
  await next();
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
  else ctx.set('Content-Security-Policy', "default-src 'self'; img-src 'self' https: data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'");
}
