/**
 * The partner firm's own organisation and its client accounts (Partner Portal → Clients, Partner Admin):
 *
 *   GET  /api/partner/organisation          the partner account, its users, and each client account with its owner
 *   POST /api/partner/clients               `{ name, country, currency, owner_email, owner_name }` → 201
 *                                           `{ account, owner, invitation }`: a MERCHANT account managed by the
 *                                           partner, its owner INVITED with a one-time link (7 days)
 *   POST /api/partner/users                 `{ email, name, permissions? }` → 201 `{ user, invitation }`: another
 *                                           partner user, INVITED; permissions default to (and may not exceed) yours
 *   POST /api/partner/users/:id/invitation  → `{ user, invitation }`: a new link for an INVITED partner user or client
 *                                           owner (the older link stops working)
 *   POST /api/partner/users/:id/suspend     `{ version? }` → the user; not yourself. Ends their sessions.
 *   POST /api/partner/users/:id/reinstate   `{ version? }` → the user
 *
 * Partners act on their own firm; platform admins on the partner account they act in (`X-Account-Id`), and an
 * admin creating a client outside any partner account creates a merchant no partner manages. Everyone else: 403.
 * The partner never sets a merchant's password: the invitee does, with `POST /api/auth/accept-invitation`.
 * Writes go through ResourceService (a system actor on behalf of the caller), so the account and user schemas,
 * uniqueness, the user hooks and the status history apply.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import { isCountry, isCurrency } from '../../../checks/identifiers.ts';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { ResourceService } from '../../crud/service.ts';
import { ApiError, fail, type FieldError } from '../../http/errors.ts';
import { invitationExpiries, issueInvitation } from '../../auth/invitations.ts';
import { systemActor } from '../../auth/system-actor.ts';
import { recordAudit } from '../../audit/index.ts';
import type { RouteDoc } from '../../http/route-docs.ts';

type Json = Record<string, unknown>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USER_COLUMNS = ['id', 'account_id', 'email', 'name', 'role', 'permissions', 'status', 'last_login_at', 'created_at', 'version'];

type PresentedUser = Json & { status: unknown; invitation_expires_at: string | null };

/** Users as the partner screens show them: with when a pending invitation ends (never its hash). */
async function presentUsers(db: Knex, rows: Json[], actor: Actor): Promise<PresentedUser[]> {
  const invited = rows.filter((r) => r.status === 'INVITED');
  const expiries = await invitationExpiries(db, invited.map((r) => String(r.account_id)), invited.map((r) => String(r.id)));
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return rows.map((user) => ({
    ...user, status: user.status, permissions: parse(user.permissions) ?? [],
    invitation_expires_at: expiries.get(String(user.id)) ?? null, is_you: user.id === actor.user.id,
  }));
}

async function presentUser(db: Knex, row: Json, actor: Actor): Promise<PresentedUser> {
  return (await presentUsers(db, [row], actor))[0];
}

/** A client account's state, from its owner: who signed in, who has yet to accept, whose link ran out. */
function clientStatus(owner: PresentedUser | undefined): string {
  if (!owner) return 'NO_OWNER';
  if (owner.status === 'INVITED') return owner.invitation_expires_at && new Date(owner.invitation_expires_at).getTime() > Date.now() ? 'INVITED' : 'INVITATION_EXPIRED';
  return String(owner.status);
}

function body(ctx: Context): Json {
  const b = ctx.request.body;
  if (typeof b !== 'object' || b === null || Array.isArray(b)) return fail('validation_failed', 'Send a JSON object.', [{ pointer: '', message: 'must be a JSON object' }]);
  return b as Json;
}

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function requireText(errors: FieldError[], b: Json, field: string, max: number): string {
  const value = trimmed(b[field]);
  if (!value) errors.push({ pointer: `/${field}`, message: 'is required' });
  else if (value.length > max) errors.push({ pointer: `/${field}`, message: `must be at most ${max} characters` });
  return value;
}

function requireEmail(errors: FieldError[], b: Json, field: string): string {
  const value = trimmed(b[field]).toLowerCase();
  if (!value) errors.push({ pointer: `/${field}`, message: 'is required' });
  else if (value.length > 254 || !EMAIL.test(value)) errors.push({ pointer: `/${field}`, message: 'must be an email address, such as maria@example.com' });
  return value;
}

function refuseUnknown(errors: FieldError[], b: Json, known: string[]): void {
  for (const key of Object.keys(b)) if (!known.includes(key)) errors.push({ pointer: `/${key}`, message: `is not a field of this request (send ${known.join(', ')})` });
}

function failIf(errors: FieldError[]): void {
  if (errors.length) fail('validation_failed', `${errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, errors);
}

/** A service error about the user, told in the request's own field names (`/email` → `/owner_email`). */
function renamePointers(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof ApiError) || !error.errors.length) return error;
  const errors = error.errors.map((e) => ({ ...e, pointer: names[e.pointer] ?? e.pointer }));
  return new ApiError(error.code, `${errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, errors, error.extra);
}

const INVITATION = { type: 'object', properties: { token: { type: 'string' }, url: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } } };

export const partnerDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/partner/organisation', tag: 'Partner', summary: "The partner firm: its account, users and client accounts",
    description: 'Partners see their own firm; platform admins the partner account they act in. Each client carries its owner and a status (ACTIVE, INVITED, INVITATION_EXPIRED, SUSPENDED, NO_OWNER).',
    responses: { 200: { description: '`{ account, users[], clients[] }`', schema: { type: 'object' } } },
    problems: [400, 403],
  },
  {
    method: 'post', path: '/api/partner/clients', tag: 'Partner', summary: 'Create a client account with an invited owner',
    description: 'Creates a MERCHANT account managed by the partner and an INVITED owner. The one-time invitation link is answered once; only its hash is stored (7 days).',
    body: { schema: { type: 'object', required: ['name', 'country', 'currency', 'owner_email', 'owner_name'], properties: { name: { type: 'string' }, country: { type: 'string', pattern: '^[A-Z]{2}$' }, currency: { type: 'string', pattern: '^[A-Z]{3}$' }, owner_email: { type: 'string', format: 'email' }, owner_name: { type: 'string' } } } },
    responses: { 201: { description: '`{ account, owner, invitation }`', schema: { type: 'object', properties: { invitation: INVITATION } } } },
    problems: [400, 403, 409],
  },
  {
    method: 'post', path: '/api/partner/users', tag: 'Partner', summary: 'Invite another user to the partner firm',
    body: { schema: { type: 'object', required: ['email', 'name'], properties: { email: { type: 'string', format: 'email' }, name: { type: 'string' }, permissions: { type: 'array', items: { type: 'string' } } } }, description: 'Permissions may not exceed the inviter\'s.' },
    responses: { 201: { description: '`{ user, invitation }`', schema: { type: 'object', properties: { invitation: INVITATION } } } },
    problems: [400, 403, 409],
  },
  {
    method: 'post', path: '/api/partner/users/:id/invitation', tag: 'Partner', summary: 'Issue a new invitation link (the old one stops working)',
    responses: { 200: { description: '`{ user, invitation }`', schema: { type: 'object' } } },
    problems: [403, 404, 409],
  },
  ...(['suspend', 'reinstate'] as const).map((transition): RouteDoc => ({
    method: 'post', path: `/api/partner/users/:id/${transition}`, tag: 'Partner', summary: `${transition === 'suspend' ? 'Suspend' : 'Reinstate'} a user of the partner firm`,
    description: 'Not yourself (409). Users outside the firm are 404.',
    body: { schema: { type: 'object', properties: { version: { type: 'integer' } } } },
    responses: { 200: { description: 'The user.', schema: { type: 'object' } } },
    problems: [400, 403, 404, 409],
  })),
];

export function partnerRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  const accounts = model.entities.find((e) => e.name === 'account')!;
  const users = model.entities.find((e) => e.name === 'user')!;
  const knownPermissions = new Set(model.permissions.map((p) => p.name));

  /**
   * The partner account the caller manages: a partner's own firm; for an admin, the partner account named by
   * X-Account-Id (or, when `optional`, none). Anyone else is refused.
   */
  async function partnerAccountOf(actor: Actor, optional = false): Promise<string | null> {
    const { role } = actor.user;
    if (role !== 'partner' && role !== 'admin') return fail('forbidden', 'Only partners and platform admins use the Partner Portal.');
    const id = role === 'partner' ? actor.user.accountId : actor.narrowedTo;
    const account = id ? await knex('accounts').where({ id }).first('kind') : undefined;
    if (account?.kind === 'PARTNER') return id!;
    if (role === 'partner') return fail('forbidden', 'Your account is not a partner account.');
    if (optional) return null;
    return fail('bad_query', 'Act in a partner account first (choose it in the account switcher): platform admins manage a partner firm from inside it.', [
      { pointer: '/headers/x-account-id', message: 'must name a partner account' },
    ]);
  }

  const onBehalf = (actor: Actor, accountId: string) => systemActor(model, actor.user, accountId);

  /** Creates an INVITED user in `accountId` inside `trx` and issues the link. */
  async function invite(trx: Knex.Transaction, scoped: ResourceService, actor: Actor, accountId: string, values: Json) {
    const created = await scoped.create(onBehalf(actor, accountId), users, values);
    // Born INVITED: the state machine starts users ACTIVE (owners add staff with a password); an invitee has none.
    await trx('users').where({ account_id: accountId, id: created.id }).update({ status: 'INVITED' });
    await recordAudit(trx, { model, entity: users, actor: onBehalf(actor, accountId), action: 'update', accountId, recordId: String(created.id), before: { status: created.status }, after: { status: 'INVITED' } });
    const invitation = await issueInvitation(trx, { account_id: accountId, id: String(created.id) });
    const row = await trx('users').where({ account_id: accountId, id: created.id }).first(USER_COLUMNS);
    return { user: await presentUser(trx, row, actor), invitation };
  }

  async function emailFree(email: string, pointer: string): Promise<void> {
    if (await knex('users').whereRaw('lower(email) = ?', [email]).first('id')) {
      fail('duplicate', 'That email already has a Sellyard sign-in: one email, one user.', [{ pointer, message: 'is already registered to another user' }]);
    }
  }

  router.get('/api/partner/organisation', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const partnerId = (await partnerAccountOf(actor))!;
    const account = await knex('accounts').where({ id: partnerId }).first('id', 'name', 'kind', 'country', 'currency', 'timezone', 'created_at');
    const team = await knex('users').where({ account_id: partnerId }).orderBy('email').select(USER_COLUMNS);
    const clients = await knex('accounts').where({ partner_account_id: partnerId }).orderBy('name').select('id', 'name', 'country', 'currency', 'created_at');
    const owners = clients.length
      ? await knex('users').whereIn('account_id', clients.map((c) => c.id)).where({ role: 'owner' }).orderBy('created_at').select(USER_COLUMNS)
      : [];
    const presentedOwners = await presentUsers(knex, owners, actor);
    ctx.body = {
      account,
      users: await presentUsers(knex, team, actor),
      clients: clients.map((client) => {
        const presented = presentedOwners.find((o) => o.account_id === client.id);
        return { ...client, owner: presented ?? null, status: clientStatus(presented) };
      }),
    };
  });

  router.post('/api/partner/clients', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const partnerId = await partnerAccountOf(actor, true);
    const b = body(ctx);
    const errors: FieldError[] = [];
    const name = requireText(errors, b, 'name', 120);
    const country = trimmed(b.country).toUpperCase();
    const currency = trimmed(b.currency).toUpperCase();
    if (!country) errors.push({ pointer: '/country', message: 'is required' });
    else if (!isCountry(country)) errors.push({ pointer: '/country', message: 'must be a two-letter ISO 3166 country code, such as GB' });
    if (!currency) errors.push({ pointer: '/currency', message: 'is required' });
    else if (!isCurrency(currency)) errors.push({ pointer: '/currency', message: 'must be a three-letter ISO 4217 currency code, such as GBP' });
    const ownerEmail = requireEmail(errors, b, 'owner_email');
    const ownerName = requireText(errors, b, 'owner_name', 120);
    refuseUnknown(errors, b, ['name', 'country', 'currency', 'owner_email', 'owner_name']);
    failIf(errors);
    await emailFree(ownerEmail, '/owner_email');

    const result = await knex.transaction(async (trx) => {
      const scoped = service.within(trx);
      const account = await scoped.create(onBehalf(actor, actor.user.accountId), accounts, {
        name, kind: 'MERCHANT', country, currency, partner_account_id: partnerId,
      });
      try {
        const owner = await invite(trx, scoped, actor, String(account.id), { email: ownerEmail, name: ownerName, role: 'owner' });
        return { accountId: String(account.id), ...owner };
      } catch (error) {
        throw renamePointers(error, { '/email': '/owner_email', '/name': '/owner_name' });
      }
    });
    ctx.status = 201;
    ctx.body = {
      account: await knex('accounts').where({ id: result.accountId }).first('id', 'name', 'kind', 'country', 'currency', 'timezone', 'partner_account_id', 'created_at'),
      owner: result.user,
      invitation: result.invitation,
    };
  });

  router.post('/api/partner/users', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const partnerId = (await partnerAccountOf(actor))!;
    const b = body(ctx);
    const errors: FieldError[] = [];
    const email = requireEmail(errors, b, 'email');
    const name = requireText(errors, b, 'name', 120);
    // A partner hands on at most what they hold; an admin, any permission the manifest knows.
    const grantable = actor.user.role === 'admin' ? [...knownPermissions] : actor.user.permissions.filter((p) => knownPermissions.has(p));
    let permissions = grantable;
    if (b.permissions !== undefined) {
      if (!Array.isArray(b.permissions) || !b.permissions.every((p) => typeof p === 'string')) errors.push({ pointer: '/permissions', message: 'must be a list of permission names' });
      else {
        permissions = [...new Set(b.permissions as string[])];
        permissions.forEach((p, i) => {
          if (!grantable.includes(p)) errors.push({ pointer: `/permissions/${i}`, message: `is not a permission you can hand on (yours: ${grantable.join(', ') || 'none'})` });
        });
      }
    }
    refuseUnknown(errors, b, ['email', 'name', 'permissions']);
    failIf(errors);
    await emailFree(email, '/email');
    const result = await knex.transaction((trx) => invite(trx, service.within(trx), actor, partnerId, { email, name, role: 'partner', permissions }));
    ctx.status = 201;
    ctx.body = result;
  });

  /** A user the caller may manage: in the partner account itself, or (`owners`) a client account's owner. */
  async function managedUser(actor: Actor, partnerId: string, id: string, owners: boolean) {
    if (!isUuid(id)) return fail('not_found', 'No such user.');
    const query = knex('users').where({ 'users.id': id });
    if (owners) {
      query.leftJoin('accounts', 'accounts.id', 'users.account_id')
        .where((w) => w.where('users.account_id', partnerId).orWhere((c) => c.where('accounts.partner_account_id', partnerId).where('users.role', 'owner')));
    } else query.where('users.account_id', partnerId);
    const row = await query.first(USER_COLUMNS.map((c) => `users.${c}`));
    // 404 rather than 403: ids outside the firm are not to be probed.
    return row ?? fail('not_found', 'No such user in your partner firm or among your client accounts’ owners.');
  }

  router.post('/api/partner/users/:id/invitation', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const partnerId = (await partnerAccountOf(actor))!;
    const user = await managedUser(actor, partnerId, ctx.params.id, true);
    if (user.status !== 'INVITED') fail('illegal_transition', `${user.email} has already accepted: there is nothing to invite them to.`, [], { currentStatus: user.status, allowed: [] });
    const invitation = await knex.transaction((trx) => issueInvitation(trx, user));
    const row = await knex('users').where({ account_id: user.account_id, id: user.id }).first(USER_COLUMNS);
    ctx.body = { user: await presentUser(knex, row, actor), invitation };
  });

  for (const transition of ['suspend', 'reinstate'] as const) {
    router.post(`/api/partner/users/:id/${transition}`, async (ctx) => {
      const actor = ctx.state.actor as Actor;
      const partnerId = (await partnerAccountOf(actor))!;
      const user = await managedUser(actor, partnerId, ctx.params.id, false);
      if (user.id === actor.user.id) fail('illegal_transition', 'You cannot suspend or reinstate yourself.', [], { allowed: [] });
      const sent = ctx.request.body && typeof ctx.request.body === 'object' ? (ctx.request.body as Json) : {};
      // The service checks the state machine (ACTIVE → SUSPENDED → ACTIVE), the version, ends the sessions, records history.
      await service.transition(onBehalf(actor, partnerId), users, user.id, transition, { version: sent.version });
      const row = await knex('users').where({ account_id: partnerId, id: user.id }).first(USER_COLUMNS);
      ctx.body = await presentUser(knex, row, actor);
    });
  }
}
