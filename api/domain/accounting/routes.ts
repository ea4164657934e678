/**
 * The Xero link's endpoints beyond the settings' own CRUD (GET/PUT /api/xero-settings):
 *
 *   POST /api/xero-settings/connect   starts OAuth 2 with PKCE (https://developer.xero.com/documentation/oauth2/pkce-flow):
 *                                     a single-use `state` (SHA-256 stored, 15 minutes, bound to the user) and a
 *                                     code verifier (kept internal) whose S256 challenge goes in the consent URL
 *   GET|POST /api/xero-connect        the callback (/settings/xero-connect passes `code` and `state` on): exchanges
 *                                     the code with the verifier, reads the connected organisation (GET /connections),
 *                                     stores it and the tokens (encrypted), CONNECTED
 *   GET  /api/xero-settings/options   the organisation's accounts, tax rates and tracking categories, by name, for
 *                                     the settings screen's choices
 *   POST /api/xero-settings/sync      posts what is due now (a `xero.sync` job)
 *   POST /api/xero-settings/disconnect revokes the grant at Xero, forgets the organisation and its tokens (the link is
 *                                     turned off), audited
 *
 * Reading needs the `xero` permission's read right, the rest its update right (deny by default).
 */
import { createHash, randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Actor } from '../../crud/actor.ts';
import type { Model } from '../../../model/types.ts';
import { recordAudit } from '../../audit/index.ts';
import type { SecretBox } from '../../crypto/secrets.ts';
import { fail, invalid } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { isChannelError } from '../../channels/errors.ts';
import { TOKENS_CONTEXT, xeroContext } from '../../accounting/index.ts';
import { connected, xeroSettingsRow } from './xero-sync.ts';
import { enqueueXeroSync } from './jobs.ts';
import { callbackOrigin, requestOrigin } from '../../http/public-url.ts';

const STATE_LIFETIME_MS = 15 * 60_000;
/** What Sellyard asks Xero for: post transactions, read settings (accounts, tax rates, tracking), contacts; offline access for refresh tokens. */
export const XERO_SCOPES = 'offline_access accounting.transactions accounting.settings.read accounting.contacts';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const token = (bytes: number) => randomBytes(bytes).toString('base64url');

function may(actor: Actor, action: 'read' | 'update'): void {
  if (!actor.ability.can(action, 'xero-settings')) fail('forbidden', action === 'read' ? 'Your role may not see the Xero link.' : 'Your role may not change the Xero link.', [], { action, resource: 'xero-settings' });
}

export const xeroRouteDocs: RouteDoc[] = [
  {
    method: 'post', path: '/api/xero-settings/connect', tag: 'Xero configuration', summary: 'Start connecting Xero (OAuth 2 with PKCE)',
    description: 'Issues a single-use `state` bound to the caller and answers Xero\'s consent URL with an S256 code challenge. Needs the client id saved first. Outside production, a SANDBOX link also answers `simulated_callback`.',
    responses: { 200: { description: '`{ state, expires_at, authorize_url, redirect_uri, simulated_callback? }`', schema: { type: 'object' } } },
    problems: [400, 403],
  },
  ...(['get', 'post'] as const).map((method): RouteDoc => ({
    method, path: '/api/xero-connect', tag: 'Xero configuration', summary: 'Complete the Xero connection (the OAuth callback)',
    description: 'Checks and uses up the state, exchanges the code with the PKCE verifier, stores the organisation and the tokens (encrypted, never returned) and marks the link CONNECTED.',
    query: { code: { description: 'The authorisation code Xero sent.', required: true }, state: { description: 'The `state` issued by /connect.', required: true }, error: { description: 'Set by Xero when access was refused.' } },
    responses: { 200: { description: 'The Xero configuration.', schema: { type: 'object' } } },
    problems: [400, 403],
  })),
  {
    method: 'get', path: '/api/xero-settings/options', tag: 'Xero configuration', summary: 'The organisation\'s accounts, tax rates and tracking categories',
    description: 'Read from Xero for the settings screen: `accounts` [{code, name, type, payments}], `tax_rates` [{tax_type, name, rate, income, expenses}], `tracking_categories` [{name, options}]. 409 when Xero is not connected.',
    responses: { 200: { description: 'The choices.', schema: { type: 'object' } } },
    problems: [403, 409],
  },
  {
    method: 'post', path: '/api/xero-settings/disconnect', tag: 'Xero configuration', summary: 'Disconnect Xero',
    description: 'Revokes Sellyard\'s grant at Xero (its refresh token, and with it the organisation\'s connection), then forgets the organisation and its tokens and turns the link off (recorded in the settings\' history). If Xero cannot be reached the link is still forgotten, and the answer says so (`revoked_at_xero: false`, `revoke_problem`). The account codes and mapping are kept for the next connection. 409 when Xero is not connected.',
    responses: { 200: { description: '`{ connection_status, enabled, version, revoked_at_xero, revoke_problem? }`', schema: { type: 'object' } } },
    problems: [403, 409],
  },
  {
    method: 'post', path: '/api/xero-settings/sync', tag: 'Xero configuration', summary: 'Post what is due to Xero now',
    description: 'Queues a `xero.sync` job (one waits per account): invoices with payments, credit notes with refunds, settlements as bank transactions, received purchase orders as bills. 409 when the link is off or not connected.',
    responses: { 202: { description: '`{ job_id }` (null when one was already waiting).', schema: { type: 'object' } } },
    problems: [403, 409],
  },
];

export function xeroRoutes(router: Router, knex: Knex, secrets: SecretBox | undefined, model: Model): void {
  const entity = model.entities.find((e) => e.name === 'xero-settings')!;
  router.post('/api/xero-settings/connect', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    may(actor, 'update');
    const settings = await xeroSettingsRow(knex, actor.accountId);
    if (!settings?.client_id) invalid('/client_id', 'is required: save your Xero app\'s client id first');
    const state = token(32);
    const verifier = token(48); // 64 characters: RFC 7636 asks for 43–128.
    const expiresAt = new Date(Date.now() + STATE_LIFETIME_MS);
    await knex('xero_settings').where('account_id', actor.accountId)
      .update({ connect_state_hash: sha256(state), connect_state_expires_at: expiresAt, connect_state_user_id: actor.user.id, connect_code_verifier: verifier });
    const redirect = `${callbackOrigin(requestOrigin(ctx))}/settings/xero-connect`;
    const { ctx: xero } = xeroContext({ ...settings, tokens: null }, undefined);
    const authorize = `${xero.authorizeUrl}?${new URLSearchParams({ response_type: 'code', client_id: String(settings!.client_id), redirect_uri: redirect, scope: XERO_SCOPES, state, code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256' }).toString()}`;
    const answer: Record<string, unknown> = { state, expires_at: expiresAt.toISOString(), authorize_url: authorize, redirect_uri: redirect };
    if (settings!.environment === 'SANDBOX' && process.env.NODE_ENV !== 'production') {
      // The sandbox's consent page grants at once: follow it, as the merchant's browser would, for the callback.
      const consent = await fetch(authorize, { redirect: 'manual' });
      const location = consent.headers.get('location');
      if (location) answer.simulated_callback = `${new URL(location).pathname}${new URL(location).search}`;
    }
    ctx.body = answer;
  });

  const callback = async (ctx: Context) => {
    const actor = ctx.state.actor as Actor;
    may(actor, 'update');
    const params = (ctx.method === 'GET' ? ctx.query : ctx.request.body ?? {}) as Record<string, unknown>;
    const state = typeof params.state === 'string' ? params.state : '';
    if (!state || state.length > 200) invalid('/state', 'is required: open this page from Xero\'s redirect');
    const pending = () => knex('xero_settings')
      .where({ account_id: actor.accountId, connect_state_hash: sha256(state), connect_state_user_id: actor.user.id })
      .where('connect_state_expires_at', '>', new Date());
    // The verifier is read, then the state used up by a statement that checks it again: it works once.
    const before = await pending().first('connect_code_verifier');
    const [row] = await pending()
      .update({ connect_state_hash: null, connect_state_expires_at: null, connect_state_user_id: null, connect_code_verifier: null })
      .returning(['account_id', 'client_id', 'environment']);
    if (!row || !before) invalid('/state', 'does not match a connection you started, or it expired (after 15 minutes) or was already used: start again from the Xero settings');
    if (typeof params.error === 'string') invalid('/error', `Xero did not grant access (${params.error.slice(0, 200)}): start again from the Xero settings`);
    const code = typeof params.code === 'string' ? params.code : '';
    if (!code || code.length > 2048) invalid('/code', 'is required: Xero sends it after you grant access');
    const verifier = String(before!.connect_code_verifier ?? '');
    const { adapter, ctx: xero } = xeroContext({ ...row, tokens: null }, undefined);
    let tenants;
    try {
      xero.tokens = await adapter.exchangeCode(xero, code, `${callbackOrigin(requestOrigin(ctx))}/settings/xero-connect`, verifier);
      tenants = await adapter.connections(xero);
    } catch (error) {
      return invalid('/code', `was not accepted by Xero: ${error instanceof Error ? error.message : String(error)}. Start again from the Xero settings`);
    }
    if (!tenants.length) invalid('/code', 'connected no Xero organisation: choose one when Xero asks');
    if (!secrets) throw new Error('the server has no secret key: the Xero tokens cannot be stored');
    await knex('xero_settings').where('account_id', actor.accountId).update({
      tenant_id: tenants[0]!.tenantId, organisation_name: tenants[0]!.name.slice(0, 200), tokens: secrets.encrypt(xero.tokens, TOKENS_CONTEXT),
      connection_status: 'CONNECTED', connected_at: new Date(), last_error: null, version: knex.raw('version + 1'), updated_at: knex.fn.now(),
    });
    const saved = await xeroSettingsRow(knex, actor.accountId);
    ctx.body = { connection_status: saved!.connection_status, organisation_name: saved!.organisation_name, tenant_id: saved!.tenant_id, connected_at: saved!.connected_at };
  };
  router.get('/api/xero-connect', callback);
  router.post('/api/xero-connect', callback);

  router.get('/api/xero-settings/options', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    may(actor, 'read');
    const settings = await xeroSettingsRow(knex, actor.accountId);
    if (!settings?.tokens) fail('not_connected', 'Connect Xero first: its accounts, tax rates and tracking categories are read from it.');
    try {
      const { adapter, ctx: xero } = await connected(knex, settings!, secrets);
      const [accounts, rates, tracking] = await Promise.all([adapter.accounts(xero), adapter.taxRates(xero), adapter.trackingCategories(xero)]);
      ctx.body = {
        accounts: accounts.map((a) => ({ ...a, label: `${a.code} — ${a.name}` })),
        tax_rates: rates.map((r) => ({ tax_type: r.taxType, name: r.name, rate: r.rate, income: r.income, expenses: r.expenses, label: `${r.name} (${r.taxType})` })),
        tracking_categories: tracking.map((t) => ({ ...t, label: t.name })),
      };
    } catch (error) {
      if (isChannelError(error)) fail('not_connected', `Xero could not be read: ${error.message}`);
      throw error;
    }
  });

  router.post('/api/xero-settings/sync', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    may(actor, 'update');
    const settings = await xeroSettingsRow(knex, actor.accountId);
    if (!settings?.enabled) fail('not_connected', 'The Xero link is off: turn it on in the Xero settings first.');
    if (!settings!.tokens) fail('not_connected', 'Xero is not connected: connect it in the Xero settings first.');
    ctx.status = 202;
    ctx.body = { job_id: await enqueueXeroSync(knex, actor.accountId, `sync asked by ${actor.user.email ?? 'a user'}`) };
  });

  router.post('/api/xero-settings/disconnect', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    may(actor, 'update');
    // Xero is told first (the grant revoked: the organisation's Connected apps no longer lists Sellyard). Whether it
    // answered or not, Sellyard forgets the tokens: a merchant who wants out is never kept connected.
    const current = await xeroSettingsRow(knex, actor.accountId);
    let revoked = false;
    let revokeProblem: string | null = null;
    if (current?.tokens) {
      try {
        const { adapter, ctx: xero } = xeroContext(current, secrets);
        await adapter.revoke(xero);
        revoked = true;
      } catch (error) {
        revokeProblem = error instanceof Error ? error.message : String(error);
      }
    }
    ctx.body = await knex.transaction(async (trx) => {
      const before = await trx('xero_settings').where('account_id', actor.accountId).forUpdate().first();
      if (!before?.tokens && !before?.tenant_id) fail('not_connected', 'Xero is not connected: there is nothing to disconnect.');
      // The link goes off with the organisation: enabling it needs one (the schema's rule), and nothing may post.
      const cleared = { tokens: null, tenant_id: null, organisation_name: null, connected_at: null, connection_status: 'NOT_CONNECTED', enabled: false, last_error: null };
      const [after] = await trx('xero_settings').where({ account_id: actor.accountId, id: before!.id })
        .update({ ...cleared, version: trx.raw('version + 1'), updated_at: trx.fn.now() }).returning('*');
      await recordAudit(trx, { model, entity, actor, action: 'update', accountId: actor.accountId, recordId: String(before!.id), before: before!, after: { ...cleared, version: after.version }, cause: 'Xero disconnected' });
      return {
        connection_status: after.connection_status, enabled: after.enabled, organisation_name: null, tenant_id: null, connected_at: null, version: after.version,
        revoked_at_xero: revoked, ...(revokeProblem ? { revoke_problem: `Xero could not be told (${revokeProblem.slice(0, 300)}): remove Sellyard under Connected apps in Xero's settings.` } : {}),
      };
    });
  });
}

