/**
 * Sign-in, sign-out and "who am I". The session cookie is http-only and SameSite=Lax, Secure outside plain-HTTP
 * development; the body of /me carries the packed permission rules so the admin enforces the same rules.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { packRules } from '../../permissions/index.ts';
import type { Model } from '../../model/types.ts';
import { abilityFor } from '../crud/actor.ts';
import { fail, invalid } from '../http/errors.ts';
import { verifyPassword } from './passwords.ts';
import { createSession, endSession, resolveSession, SESSION_COOKIE, ABSOLUTE_TIMEOUT_MS, type SessionRecord } from './sessions.ts';
import { guardCurrentPassword, recordAttempt, throttledFor } from './throttle.ts';
import { signupDocs, signupRoutes } from './signup.ts';
import { passwordDocs, passwordRoutes } from './password.ts';
import { passwordResetDocs, passwordResetRoutes } from './password-reset.ts';
import type { ResourceService } from '../crud/service.ts';
import { CustomFieldRegistry, targetsOf, wireDefinition } from '../crud/custom-fields.ts';

export interface AuthOptions {
  /** Send the cookie with `Secure` (true in production or behind HTTPS). */
  secureCookies: boolean;
  /** The generic service: sign-up and invitations write accounts and users through it. */
  service: ResourceService;
}

/** Sets (or, with null, clears) the session cookie. */
export function setSessionCookie(ctx: Context, value: string | null, secureCookies: boolean): void {
  ctx.cookies.set(SESSION_COOKIE, value, {
    httpOnly: true, sameSite: 'lax', secure: secureCookies, path: '/', overwrite: true,
    ...(value ? { maxAge: ABSOLUTE_TIMEOUT_MS } : { maxAge: 0 }),
  });
}

/**
 * Signs `user` in on this response: a new session (any session the browser already had is ended, so a sign-up or
 * an accepted invitation never leaves the previous user signed in), the cookie, and the body of `/api/auth/me`.
 */
export async function startSession(ctx: Context, knex: Knex, model: Model, user: { id: string; account_id: string }, secureCookies: boolean) {
  const previous = ctx.cookies.get(SESSION_COOKIE);
  if (previous) await endSession(knex, previous);
  const token = await createSession(knex, user.id, user.account_id, { ip: ctx.ip || 'unknown', userAgent: ctx.get('user-agent') });
  await knex('users').where({ account_id: user.account_id, id: user.id }).update({ last_login_at: knex.fn.now() });
  setSessionCookie(ctx, token, secureCookies);
  const session = (await resolveSession(knex, token))!;
  return describeSession(knex, model, session);
}

export async function describeSession(knex: Knex, model: Model, session: SessionRecord) {
  const { user } = session;
  const account = await knex('accounts').where({ id: user.accountId }).first('id', 'name', 'kind', 'feature_flags', 'currency', 'country');
  const clientAccounts = user.clientAccountIds.length
    ? await knex('accounts').whereIn('id', user.clientAccountIds).orderBy('name').select('id', 'name', 'feature_flags')
    : user.role === 'admin' ? await knex('accounts').orderBy('name').select('id', 'name', 'feature_flags') : [];
  const ability = abilityFor(user, model);
  const row = await knex('users').where({ account_id: user.accountId, id: user.id }).first('id', 'email', 'name', 'role', 'permissions', 'list_preferences');
  // The user's own saved views and columns (api/domain/accounts/list-preferences-routes.ts): every list reads them.
  const { list_preferences: stored, ...dbUser } = row ?? {};
  const listPreferences = (typeof stored === 'string' ? JSON.parse(stored) : stored) ?? {};
  const preload = await accountPreload(knex, model, user.accountId, (resource) => ability.can('read', resource));
  return { user: row ? dbUser : row, account, sessionUser: user, rules: packRules(ability.rules), clientAccounts, preload, listPreferences };
}

/**
 * What every screen of the own account reads before its data, sent with the session so the first list after
 * sign-in asks for its rows alone: the date format and time zone (General Settings; their defaults when the
 * account has saved none) and the custom-field definitions of every entity the user may read (what
 * `GET /api/<resource>/custom-fields` answers, all targets at once). `null` for what the role may not read.
 */
async function accountPreload(knex: Knex, model: Model, accountId: string, canRead: (resource: string) => boolean) {
  const settingsEntity = model.entities.find((e) => e.name === 'general-settings');
  let dates: { date_format: string; timezone: string } | null = null;
  if (settingsEntity?.resource && canRead(settingsEntity.resource)) {
    const defaultOf = (name: string) => String((settingsEntity.fields.find((f) => f.name === name)?.schema as { default?: unknown } | undefined)?.default ?? '');
    const row = await knex(settingsEntity.table).where({ account_id: accountId }).first('date_format', 'timezone');
    dates = { date_format: row?.date_format ?? defaultOf('date_format'), timezone: row?.timezone ?? defaultOf('timezone') };
  }
  const targets = [...new Set(model.entities.filter((e) => e.customFields && e.resource && canRead(e.resource)).flatMap(targetsOf))];
  // Through the lists' short cache of definitions: every page load asks for the session.
  const customFields = (await new CustomFieldRegistry().readDefinitions(knex, [accountId], targets)).map(wireDefinition);
  return { dates, customFields };
}

/** Sign-in, sign-out and `me` are documented by the generator; these are the rest. */
export const authRouteDocs = [...signupDocs, ...passwordDocs, ...passwordResetDocs];

export function authRoutes(router: Router, knex: Knex, model: Model, options: AuthOptions): void {
  const setCookie = (ctx: Context, value: string | null) => setSessionCookie(ctx, value, options.secureCookies);
  // Registered before the generic resource routes, so it wraps PUT /api/users/:id (throttle.ts).
  router.put('/api/users/:id', guardCurrentPassword(knex));

  router.post('/api/auth/login', async (ctx) => {
    const body = ctx.request.body as { email?: unknown; password?: unknown } | undefined;
    if (typeof body !== 'object' || body === null) invalid('', 'send {"email": "...", "password": "..."}');
    const errors = [];
    if (typeof body!.email !== 'string' || !body!.email.trim()) errors.push({ pointer: '/email', message: 'is required' });
    if (typeof body!.password !== 'string' || !body!.password) errors.push({ pointer: '/password', message: 'is required' });
    if (errors.length) fail('validation_failed', 'Email and password are required.', errors);
    const email = String(body!.email).trim().toLowerCase().slice(0, 254);
    const password = String(body!.password).slice(0, 1024);
    const ip = ctx.ip || 'unknown';

    const wait = await throttledFor(knex, email, ip);
    if (wait) fail('too_many_requests', `Too many failed sign-ins; try again in ${Math.ceil(wait / 60)} minute(s).`, [], { retryAfter: wait });

    const user = await knex('users').whereRaw('lower(email) = ?', [email]).first('id', 'account_id', 'password_hash', 'status');
    const ok = await verifyPassword(password, user?.password_hash);
    await recordAttempt(knex, email, ip, ok && user?.status === 'ACTIVE');
    // One message for every failure: never reveal whether the email exists or the account is suspended.
    if (!ok || !user || user.status !== 'ACTIVE') fail('bad_credentials', 'The email or password is wrong.');

    ctx.body = await startSession(ctx, knex, model, user, options.secureCookies);
  });

  router.post('/api/auth/logout', async (ctx) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) await endSession(knex, token);
    setCookie(ctx, null);
    ctx.status = 204;
  });

  router.get('/api/auth/me', async (ctx) => {
    const session = ctx.state.session as SessionRecord | undefined;
    if (!session) return fail('unauthenticated', 'You are not signed in.');
    ctx.body = await describeSession(knex, model, session);
  });

  signupRoutes(router, knex, model, options);
  passwordRoutes(router, knex, model, options);
  passwordResetRoutes(router, knex, model, options);
}
