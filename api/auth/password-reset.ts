/**
 * Password reset by email link, both public:
 *
 *   POST /api/auth/password-reset          `{ email }` → 202, always the same answer whether or not the email is
 *                                          registered (accounts cannot be probed). For an ACTIVE user it issues a
 *                                          one-hour, single-use link and emails it: by SMTP when `SMTP_URL` is set,
 *                                          else into `outbox_messages` as kind `password-reset` (demo mode), which
 *                                          only platform admins read (api/domain/schedules/routes.ts).
 *   POST /api/auth/password-reset/confirm  `{ token, password }` → 204: the password policy, the new password (through
 *                                          the users' hooks, so it is hashed and audited), the link used up and
 *                                          every session of the user ended, the email's failed sign-ins forgotten.
 *                                          Expired, used or unknown tokens are a
 *                                          400 on `/token`; a weak password a 400 on `/password`.
 *
 * Like invitations (invitations.ts) and sessions, the database keeps only the token's SHA-256 and its expiry
 * (`password_resets`, migrations/202611262340-password-resets.ts), one row per user: asking again replaces it.
 * Throttled like sign-in, in `login_attempts`: 3 requests per email and 20 per client address in 15 minutes (every
 * request counts, registered or not), and 20 failed confirmations per client address.
 */
import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import nodemailer from 'nodemailer';
import type { Model } from '../../model/types.ts';
import { checkPassword } from '../../checks/password-policy.ts';
import { ApiError, fail, invalid, type FieldError } from '../http/errors.ts';
import type { RouteDoc } from '../http/route-docs.ts';
import type { ResourceService } from '../crud/service.ts';
import { hashToken } from './sessions.ts';
import { systemActor } from './system-actor.ts';
import { waitFor } from './throttle.ts';
import { publicOrigin } from '../http/public-url.ts';

export const RESET_LIFETIME_MS = 3600_000;
export const RESET_LIMITS = { email: 3, ip: 20, confirmFailuresPerIp: 20 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where the link leads: the admin's reset page. */
export const resetPath = (token: string) => `/public/password-reset?token=${encodeURIComponent(token)}`;



const tooMany = (wait: number | undefined, what: string) => {
  if (wait) fail('too_many_requests', `Too many ${what}; try again in ${Math.ceil(wait / 60)} minute(s).`, [], { retryAfter: wait });
};

/** A new reset link for the user (replacing any earlier one); returns the token, shown only in the email. */
export async function issueReset(trx: Knex, user: { account_id: string; id: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await trx('password_resets').where({ account_id: user.account_id, user_id: user.id }).delete();
  await trx('password_resets').insert({ token_hash: hashToken(token), account_id: user.account_id, user_id: user.id, expires_at: new Date(Date.now() + RESET_LIFETIME_MS) });
  return token;
}

interface ResetMail { accountId: string; to: string; subject: string; text: string }

/**
 * Sends by SMTP when `SMTP_URL` is set (the same settings as scheduled exports), else keeps the message in the
 * outbox as kind `password-reset`. The SMTP send is not awaited by the request (its duration would tell a
 * registered email from an unknown one); a failure is logged.
 */
async function sendResetMail(knex: Knex, mail: ResetMail): Promise<void> {
  if (process.env.SMTP_URL) {
    const transport = nodemailer.createTransport(process.env.SMTP_URL);
    void transport.sendMail({ from: process.env.SMTP_FROM ?? 'Sellyard <no-reply@sellyard.invalid>', to: mail.to, subject: mail.subject, text: mail.text })
      .catch((error: unknown) => console.error(`password reset: the email to ${mail.to} was not sent: ${error instanceof Error ? error.message : String(error)}`));
    return;
  }
  await knex('outbox_messages').insert({ account_id: mail.accountId, kind: 'password-reset', recipients: [mail.to], subject: mail.subject, body: mail.text });
}

export const passwordResetDocs: RouteDoc[] = [
  {
    method: 'post', path: '/api/auth/password-reset', tag: 'Auth', summary: 'Ask for a password reset link by email', public: true,
    description: 'Always 202, whether or not the email is registered. An ACTIVE user receives a single-use link valid for 1 hour (by SMTP, or in the demo outbox that only platform admins read); asking again replaces the previous link. Throttled per email (3) and per client address (20) in 15 minutes; Origin-checked.',
    body: { schema: { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } } },
    responses: { 202: { description: 'Accepted: if the email is registered, a link is on its way.', schema: { type: 'object', properties: { message: { type: 'string' } } } } },
    problems: [400, 403, 429],
  },
  {
    method: 'post', path: '/api/auth/password-reset/confirm', tag: 'Auth', summary: 'Set a new password with a reset link', public: true,
    description: 'Applies the sign-up password policy, sets the password, uses up the link and ends every session of the user (sign in again). An unknown, used or expired token is a 400 on `/token`.',
    body: { schema: { type: 'object', required: ['token', 'password'], properties: { token: { type: 'string' }, password: { type: 'string', writeOnly: true } } } },
    responses: { 204: { description: 'The password is changed; sign in with it.' } },
    problems: [400, 403, 429],
  },
];

export function passwordResetRoutes(router: Router, knex: Knex, model: Model, options: { service: ResourceService }): void {
  const users = model.entities.find((entity) => entity.name === 'user')!;
  const ipOf = (ctx: Context) => ctx.ip || 'unknown';

  router.post('/api/auth/password-reset', async (ctx) => {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalid('', 'send {"email": "..."}');
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const errors: FieldError[] = [];
    if (!email) errors.push({ pointer: '/email', message: 'is required' });
    else if (email.length > 254 || !EMAIL.test(email)) errors.push({ pointer: '/email', message: 'must be an email address, such as maria@example.com' });
    for (const key of Object.keys(body)) if (key !== 'email') errors.push({ pointer: `/${key}`, message: 'is not a field here' });
    if (errors.length) fail('validation_failed', `${errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, errors);

    const ip = ipOf(ctx);
    tooMany(await waitFor(knex, `reset-ip:${ip}`, RESET_LIMITS.ip, false), 'password reset requests from your network');
    tooMany(await waitFor(knex, `reset-email:${email}`, RESET_LIMITS.email, false), 'password reset requests for this email');
    // Counted whether or not the email is registered: the throttle says nothing about it either.
    const at = new Date();
    await knex('login_attempts').insert([{ key: `reset-ip:${ip}`, attempted_at: at, succeeded: false }, { key: `reset-email:${email}`, attempted_at: at, succeeded: false }]);

    const user = await knex('users').whereRaw('lower(email) = ?', [email]).first('id', 'account_id', 'email', 'name', 'status');
    // Invited users set their first password from their invitation; suspended ones may not come back this way.
    if (user?.status === 'ACTIVE') {
      await knex.transaction(async (trx) => {
        const token = await issueReset(trx, user);
        const link = `${publicOrigin()}${resetPath(token)}`;
        await sendResetMail(trx, {
          accountId: user.account_id, to: user.email, subject: 'Reset your Sellyard password',
          text: `Hello ${user.name ?? ''},\n\nSomeone (hopefully you) asked to reset the password of ${user.email}. Set a new one here within the hour:\n\n${link}\n\nThe link works once. If you did not ask, ignore this message: your password stays as it is.`,
        });
      });
    }
    ctx.status = 202;
    ctx.body = { message: 'If this email is registered, a link to reset its password is on its way. It works once, for one hour.' };
  });

  router.post('/api/auth/password-reset/confirm', async (ctx) => {
    const ip = ipOf(ctx);
    tooMany(await waitFor(knex, `reset-confirm-ip:${ip}`, RESET_LIMITS.confirmFailuresPerIp, true), 'failed password resets from your network');
    const body = ctx.request.body as Record<string, unknown> | undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalid('', 'send {"token": "...", "password": "..."}');
    const token = typeof body.token === 'string' ? body.token.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const missing: FieldError[] = [];
    if (!token) missing.push({ pointer: '/token', message: 'is required: use the link from the reset email' });
    if (!password) missing.push({ pointer: '/password', message: 'is required' });
    for (const key of Object.keys(body)) if (!['token', 'password'].includes(key)) missing.push({ pointer: `/${key}`, message: 'is not a field here' });
    if (missing.length) fail('validation_failed', `${missing.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, missing);

    try {
      await knex.transaction(async (trx) => {
        const reset = /^[A-Za-z0-9_-]{20,100}$/.test(token)
          ? await trx('password_resets').where({ token_hash: hashToken(token) }).forUpdate().first('account_id', 'user_id', 'expires_at')
          : undefined;
        const user = reset && await trx('users').where({ account_id: reset.account_id, id: reset.user_id }).forUpdate().first('id', 'account_id', 'email', 'status', 'version');
        if (!reset || !user || user.status !== 'ACTIVE') return invalid('/token', 'is not a valid reset link, or it was already used: ask for a new one');
        if (new Date(reset.expires_at).getTime() < Date.now()) return invalid('/token', 'has expired (reset links last one hour): ask for a new one');
        const weak = checkPassword(password, user.email);
        if (weak) return invalid('/password', weak);
        await trx('password_resets').where({ account_id: user.account_id, user_id: user.id }).delete();
        // On the user's own behalf, vouched for by the link: the users' hooks hash the password, end every session
        // and the audit log records the change with this cause.
        const actor = { ...systemActor(model, { id: user.id, email: user.email }, user.account_id), system: { job: 'password-reset', cause: 'password reset link' } };
        // (The service's write of a user also drops cached sessions, here and in other API processes.)
        await options.service.within(trx).update(actor, users, user.id, { password, version: user.version });
        // The link proved the mailbox: earlier failed sign-ins of this email no longer hold the new password back.
        await trx('login_attempts').where({ key: `email:${String(user.email).toLowerCase()}`, succeeded: false }).delete();
      });
    } catch (error) {
      if (error instanceof ApiError && error.errors.some((e) => e.pointer === '/token')) {
        await knex('login_attempts').insert({ key: `reset-confirm-ip:${ip}`, attempted_at: new Date(), succeeded: false });
      }
      throw error;
    }
    ctx.status = 204;
  });
}
