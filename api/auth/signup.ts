/**
 * Self-service sign-up and invitation acceptance, both public and both ending signed in (the same session cookie
 * as `/api/auth/login`):
 *
 *   GET  /api/auth/signup             `{ enabled }`: whether this server takes sign-ups (the page asks first)
 *   POST /api/auth/signup             `{ name, email, password, company, country }` → 201, what `/api/auth/me` answers:
 *                                     a MERCHANT account and its ACTIVE owner, created in one transaction
 *   POST /api/auth/accept-invitation  `{ token, password }` → 200, what `/api/auth/me` answers: the INVITED user
 *                                     sets a password, becomes ACTIVE (status history says so) and is signed in
 *
 * Sign-up is on unless `SIGNUP_ENABLED=false` (then 403). Both are throttled per client address in the
 * `login_attempts` table, like sign-in, and Origin-checked like cookie writes (`api/http/guards.ts`).
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Model } from '../../model/types.ts';
import { checkPassword } from '../../checks/password-policy.ts';
import { isCountry } from '../../checks/identifiers.ts';
import { ApiError, fail, invalid, type FieldError } from '../http/errors.ts';
import type { ResourceService } from '../crud/service.ts';
import { consumeInvitation, findInvitation } from './invitations.ts';
import { startSession } from './routes.ts';
import { NOBODY, systemActor } from './system-actor.ts';
import type { RouteDoc } from '../http/route-docs.ts';
import { recordAnswer } from '../http/idempotency.ts';
import { waitFor } from './throttle.ts';

/** Sign-ups per client address per 15 minutes (every attempt counts: a sign-up is not a retry of a typo). */
export const SIGNUP_LIMIT_PER_IP = 10;
/** Failed invitation acceptances per client address per 15 minutes. */
export const INVITATION_FAILURES_PER_IP = 20;

/** Off only when SIGNUP_ENABLED is `false` (or `0`): read per request, so a restart is not needed to close it. */
export const signupEnabled = () => !['false', '0', 'off', 'no'].includes(String(process.env.SIGNUP_ENABLED ?? 'true').trim().toLowerCase());

/** A base currency to start with for the country signed up from (changed on the preferences page). */
const CURRENCY_BY_COUNTRY: Record<string, string> = {
  GB: 'GBP', XI: 'GBP', IM: 'GBP', JE: 'GBP', GG: 'GBP', US: 'USD', CA: 'CAD', AU: 'AUD', NZ: 'NZD', JP: 'JPY', CH: 'CHF', LI: 'CHF',
  SE: 'SEK', DK: 'DKK', NO: 'NOK', PL: 'PLN', CZ: 'CZK', HU: 'HUF', RO: 'RON', BG: 'BGN', CN: 'CNY', HK: 'HKD', IN: 'INR', SG: 'SGD',
  ...Object.fromEntries('AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' ').map((c) => [c, 'EUR'])),
};

export const normaliseEmail = (value: string) => value.trim().toLowerCase();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;


function throttled(wait: number | undefined, what: string): void {
  if (wait) fail('too_many_requests', `Too many ${what} from your network; try again in ${Math.ceil(wait / 60)} minute(s).`, [], { retryAfter: wait });
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The sign-up body, checked field by field (every error at once, each on its field). */
export function readSignup(body: unknown): { name: string; email: string; password: string; company: string; country: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalid('', 'send {"name", "email", "password", "company", "country"}');
  const b = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const name = text(b.name);
  const email = typeof b.email === 'string' ? normaliseEmail(b.email) : '';
  const password = typeof b.password === 'string' ? b.password : '';
  const company = text(b.company);
  const country = text(b.country).toUpperCase();
  if (!name) errors.push({ pointer: '/name', message: 'is required' });
  else if (name.length > 120) errors.push({ pointer: '/name', message: 'must be at most 120 characters' });
  if (!email) errors.push({ pointer: '/email', message: 'is required' });
  else if (email.length > 254 || !EMAIL.test(email)) errors.push({ pointer: '/email', message: 'must be an email address, such as maria@example.com' });
  if (!password) errors.push({ pointer: '/password', message: 'is required' });
  else {
    const weak = checkPassword(password, email);
    if (weak) errors.push({ pointer: '/password', message: weak });
  }
  if (!company) errors.push({ pointer: '/company', message: 'is required' });
  else if (company.length > 120) errors.push({ pointer: '/company', message: 'must be at most 120 characters' });
  if (!country) errors.push({ pointer: '/country', message: 'is required' });
  else if (!/^[A-Z]{2}$/.test(country) || !isCountry(country)) errors.push({ pointer: '/country', message: 'must be a two-letter ISO 3166 country code, such as GB' });
  for (const key of Object.keys(b)) {
    if (!['name', 'email', 'password', 'company', 'country'].includes(key)) errors.push({ pointer: `/${key}`, message: 'is not a sign-up field' });
  }
  if (errors.length) fail('validation_failed', `${errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, errors);
  return { name, email, password, company, country };
}

const alreadyRegistered = (pointer: string) =>
  new ApiError('duplicate', 'This email is already registered — sign in instead.', [{ pointer, message: 'is already registered — sign in instead' }]);

/** True when a unique violation on users' email was what failed (a sign-up racing another with the same email). */
const isEmailDuplicate = (error: unknown) => error instanceof ApiError && error.code === 'duplicate' && error.errors.some((e) => e.pointer === '/email');

export const signupDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/auth/signup', tag: 'Auth', summary: 'Whether self-service sign-up is open', public: true,
    responses: { 200: { description: '`{ enabled }` (off when SIGNUP_ENABLED=false).', schema: { type: 'object', properties: { enabled: { type: 'boolean' } } } } },
  },
  {
    method: 'post', path: '/api/auth/signup', tag: 'Auth', summary: 'Create a merchant account and sign in as its owner', public: true,
    description: 'Creates the account and its ACTIVE owner in one transaction and sets the session cookie. Password policy: at least 12 characters, not the email, not a common password. Rate-limited per IP; Origin-checked.',
    body: { schema: { type: 'object', required: ['name', 'email', 'password', 'company', 'country'], properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' }, password: { type: 'string', writeOnly: true }, company: { type: 'string' }, country: { type: 'string', pattern: '^[A-Z]{2}$' } } } },
    responses: { 201: { description: 'The session, as `GET /api/auth/me` answers it.', schema: { $ref: '#/components/schemas/Session' } } },
    problems: [400, 403, 409, 429],
  },
  {
    method: 'post', path: '/api/auth/accept-invitation', tag: 'Auth', summary: 'Accept an invitation: set a password and sign in', public: true,
    description: 'The token is single-use and expires after 7 days; only its hash is stored. Origin-checked; with Secure cookies it needs HTTPS (403).',
    body: { schema: { type: 'object', required: ['token', 'password'], properties: { token: { type: 'string' }, password: { type: 'string', writeOnly: true } } } },
    responses: { 200: { description: 'The session, as `GET /api/auth/me` answers it.', schema: { $ref: '#/components/schemas/Session' } } },
    problems: [400, 403, 429],
  },
];

export function signupRoutes(router: Router, knex: Knex, model: Model, options: { secureCookies: boolean; service: ResourceService }): void {
  const accounts = model.entities.find((e) => e.name === 'account')!;
  const users = model.entities.find((e) => e.name === 'user')!;
  const ipOf = (ctx: Context) => ctx.ip || 'unknown';

  router.get('/api/auth/signup', (ctx) => {
    ctx.body = { enabled: signupEnabled() };
  });

  router.post('/api/auth/signup', async (ctx) => {
    if (!signupEnabled()) fail('forbidden', 'Sign-up is closed on this server: ask your Sellyard partner or the platform team for an invitation.');
    const ip = ipOf(ctx);
    throttled(await waitFor(knex, `signup-ip:${ip}`, SIGNUP_LIMIT_PER_IP, false), 'sign-ups');
    // Counted before the checks: probing which emails are registered costs attempts too.
    await knex('login_attempts').insert({ key: `signup-ip:${ip}`, attempted_at: new Date(), succeeded: false });

    const input = readSignup(ctx.request.body);
    if (await knex('users').whereRaw('lower(email) = ?', [input.email]).first('id')) throw alreadyRegistered('/email');

    let owner: { id: string; account_id: string };
    try {
      owner = await knex.transaction(async (trx) => {
        const service = options.service.within(trx);
        const account = await service.create(systemActor(model, { id: NOBODY, email: input.email }, NOBODY), accounts, {
          name: input.company, kind: 'MERCHANT', country: input.country, currency: CURRENCY_BY_COUNTRY[input.country] ?? 'GBP',
        });
        const user = await service.create(systemActor(model, { id: NOBODY, email: input.email }, String(account.id)), users, {
          email: input.email, name: input.name, role: 'owner', password: input.password,
        });
        // A retry with the same Idempotency-Key finds the new ids even if the session is never started.
        await recordAnswer(trx, { status: 201, body: { user: { id: user.id }, account: { id: account.id } } });
        return { id: String(user.id), account_id: String(account.id) };
      });
    } catch (error) {
      if (isEmailDuplicate(error)) throw alreadyRegistered('/email');
      throw error;
    }
    ctx.status = 201;
    ctx.body = await startSession(ctx, knex, model, owner, options.secureCookies);
  });

  router.post('/api/auth/accept-invitation', async (ctx) => {
    const ip = ipOf(ctx);
    throttled(await waitFor(knex, `invitation-ip:${ip}`, INVITATION_FAILURES_PER_IP, true), 'invitation attempts');
    const body = ctx.request.body as Record<string, unknown> | undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) invalid('', 'send {"token": "...", "password": "..."}');
    const token = typeof body!.token === 'string' ? body!.token.trim() : '';
    const password = typeof body!.password === 'string' ? body!.password : '';
    const missing: FieldError[] = [];
    if (!token) missing.push({ pointer: '/token', message: 'is required: use the link from your invitation' });
    if (!password) missing.push({ pointer: '/password', message: 'is required' });
    if (missing.length) fail('validation_failed', 'The invitation token and a password are required.', missing);

    const failed = () => knex('login_attempts').insert({ key: `invitation-ip:${ip}`, attempted_at: new Date(), succeeded: false });
    let invitee: { id: string; account_id: string };
    try {
      invitee = await knex.transaction(async (trx) => {
        const match = await findInvitation(trx, token);
        if (!match) return invalid('/token', 'is not a valid invitation, or it was already used: sign in, or ask for a new invitation');
        if (match.expired) return invalid('/token', 'has expired (invitations last 7 days): ask whoever invited you for a new one');
        const weak = checkPassword(password, match.email);
        if (weak) return invalid('/password', weak);
        const service = options.service.within(trx);
        const actor = systemActor(model, { id: match.id, email: match.email }, match.account_id);
        // The invitation is used up in the same transaction that sets the password (the hook hashes it).
        await consumeInvitation(trx, match);
        await service.update(actor, users, match.id, { password, version: match.version });
        await service.transition(actor, users, match.id, 'activate', {});
        return { id: match.id, account_id: match.account_id };
      });
    } catch (error) {
      if (error instanceof ApiError && error.errors.some((e) => e.pointer === '/token')) await failed();
      throw error;
    }
    ctx.body = await startSession(ctx, knex, model, invitee, options.secureCookies);
  });
}
