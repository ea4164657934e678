/**
 * Making Tax Digital for VAT: the account's HMRC connection (hmrc-settings), HMRC's obligations, liabilities and
 * payments around a return, and submitting a calculated return with its receipt kept. The HMRC side is the
 * adapter (api/hmrc/mtd-vat.ts) and its sandbox (api/hmrc/sandbox); this is Sellyard's side.
 *
 *   POST /api/hmrc/connect                  issues a one-time `state` (15 minutes, bound to the user) and answers
 *                                          HMRC's consent URL (the sandbox's consent page for SANDBOX)
 *   GET  /api/hmrc/callback?code&state      HMRC sends the merchant back here: the code is exchanged for tokens,
 *                                          kept encrypted (never returned), and the merchant lands on the HMRC
 *                                          connection settings (/settings/hmrc?connected=1)
 *   POST /api/hmrc/disconnect               forgets the tokens (wiped, never returned) and marks the connection NOT_CONNECTED,
 *                                          audited; the VRN and the application's credentials are kept for reconnecting.
 *                                          HMRC's API offers software no revocation endpoint (its authorisation guide:
 *                                          https://developer.service.hmrc.gov.uk/api-documentation/docs/authorisation/user-restricted-endpoints
 *                                          — refresh tokens simply stop after 18 months), so forgetting them is what
 *                                          ends Sellyard's access
 *   GET  /api/vat-reports/:id/hmrc?browser= HMRC's obligations, liabilities and payments around the return's period
 *   POST /api/vat-reports/:id/submit        {finalised, browser}: sends the return to HMRC, keeps the receipt,
 *                                          then makes the `submit` transition
 *
 * Submitting is two steps so a receipt is never lost: HMRC's answer is written onto the return as soon as it comes
 * (outside the transition's transaction, which could still fail), then the transition runs; a retry of a return
 * that already has its receipt does not call HMRC again. The `submit` hook refuses a return without a receipt, so
 * no other path reaches SUBMITTED. Token refreshes are stored at once for the same reason (HMRC's refresh tokens
 * are single-use). Every HMRC call carries the fraud prevention headers of the request that caused it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { subject } from '@casl/ability';
import type { Model } from '../../../../model/types.ts';
import { sandboxEnabled, sandboxOrigin } from '../../../channels/base-url.ts';
import { ChannelError } from '../../../channels/errors.ts';
import { createHttpClient } from '../../../channels/http.ts';
import type { Actor } from '../../../crud/actor.ts';
import { isUuid } from '../../../crud/list-query.ts';
import type { Row } from '../../../crud/repository.ts';
import type { ResourceService } from '../../../crud/service.ts';
import { compileValidators } from '../../../crud/validation.ts';
import type { SecretBox } from '../../../crypto/secrets.ts';
import { fail, invalid, type FieldError } from '../../../http/errors.ts';
import { recordAudit } from '../../../audit/index.ts';
import type { RouteDoc } from '../../../http/route-docs.ts';
import { fraudPreventionHeaders, hmrcTimestamp, type BrowserFacts } from '../../../hmrc/fraud-headers.ts';
import { HMRC_LIVE_URL, hmrcMtdVat, vatReturnBody } from '../../../hmrc/mtd-vat.ts';
import type { MtdContext, MtdTokens } from '../../../hmrc/types.ts';
import { dateText, today } from '../../shared/commerce.ts';
import { callbackOrigin, requestOrigin } from '../../../http/public-url.ts';

const STATE_LIFETIME_MS = 15 * 60_000;
const TOKENS_CONTEXT = 'hmrc_settings.oauth_tokens';
const SECRET_CONTEXT = 'hmrc_settings.client_secret';
/** The sandbox's own application credentials when the merchant has entered none (SANDBOX only). */
export const SANDBOX_CLIENT_ID = 'sellyard-sandbox-app';
const SANDBOX_CLIENT = { id: SANDBOX_CLIENT_ID, secret: 'sellyard-sandbox-secret' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const VERSION = process.env.npm_package_version ?? '1.0.0';

/** Where HMRC is for a connection: this server's sandbox, or HMRC (HMRC_API_URL for HMRC's own test host). */
export function hmrcBaseUrl(environment: unknown, env: NodeJS.ProcessEnv = process.env): string {
  if (environment === 'LIVE') return (env.HMRC_API_URL ?? HMRC_LIVE_URL).replace(/\/$/, '');
  if (!sandboxEnabled(env)) fail('hmrc_not_connected', 'The HMRC connection is set to the sandbox, which is off on this server (SANDBOX=false or production).', [{ pointer: '/environment', message: 'is the sandbox, which is off here' }]);
  return `${sandboxOrigin(env)}/sandbox/hmrc`;
}

/** What only the server sees of the request that causes an HMRC call (RequestFacts of the fraud headers). */
function requestFacts(ctx: Context, actor: Actor) {
  const strip = (ip: string | undefined) => String(ip ?? '').replace(/^::ffff:/, '');
  return {
    request: { client_ip: strip(ctx.ip) || '0.0.0.0', client_port: ctx.req.socket.remotePort ?? 0, client_ip_at: hmrcTimestamp(), user_id: actor.user.id },
    vendor: { product_name: 'Sellyard', version: VERSION, public_ip: process.env.HMRC_VENDOR_PUBLIC_IP ?? (strip(ctx.req.socket.localAddress) || '0.0.0.0') },
  };
}

interface Connection { row: Row; clientId: string; clientSecret: string }

async function loadConnection(knex: Knex, accountId: string, secrets: SecretBox | undefined): Promise<Connection> {
  const row = await knex('hmrc_settings').where('account_id', accountId).first();
  if (!row) fail('hmrc_not_connected', 'Set up the HMRC connection (VAT registration number) and connect it first.', [{ pointer: '/vrn', message: 'is not set up' }]);
  const decrypt = (value: string | null, context: string) => {
    if (!value) return null;
    if (!secrets) throw new Error('the server has no secret key: the HMRC connection cannot be read');
    return secrets.decrypt(value, context);
  };
  const secret = decrypt(row.client_secret, SECRET_CONTEXT) as string | null;
  if (row.environment === 'LIVE' && (!row.client_id || !secret)) fail('hmrc_not_connected', "Enter your HMRC application's client id and secret first.", [{ pointer: '/client_id', message: 'is required to connect to HMRC' }]);
  return { row, clientId: row.client_id ?? SANDBOX_CLIENT.id, clientSecret: secret ?? SANDBOX_CLIENT.secret };
}

/** The adapter context for one request: tokens decrypted, refreshes stored at once (encrypted). */
async function mtdContext(knex: Knex, actor: Actor, ctx: Context, secrets: SecretBox | undefined, browser: BrowserFacts): Promise<MtdContext> {
  const connection = await loadConnection(knex, actor.accountId, secrets);
  const { row } = connection;
  if (row.connection_status !== 'CONNECTED' || !row.oauth_tokens) fail('hmrc_not_connected', 'Connect Sellyard to HMRC first (HMRC connection → Connect).', [{ pointer: '/connection_status', message: 'is not connected' }]);
  if (!/^\d{9}$/.test(String(row.vrn ?? ''))) fail('hmrc_not_connected', 'Enter the VAT registration number (nine digits) on the HMRC connection.', [{ pointer: '/vrn', message: 'must be nine digits' }]);
  const baseUrl = hmrcBaseUrl(row.environment);
  const { request, vendor } = requestFacts(ctx, actor);
  return {
    baseUrl, http: createHttpClient(baseUrl), clientId: connection.clientId, clientSecret: connection.clientSecret, vrn: String(row.vrn),
    tokens: secrets!.decrypt(String(row.oauth_tokens), TOKENS_CONTEXT) as MtdTokens,
    onTokens: async (tokens) => { await knex('hmrc_settings').where({ account_id: actor.accountId, id: row.id }).update({ oauth_tokens: secrets!.encrypt(tokens, TOKENS_CONTEXT), updated_at: knex.fn.now() }); },
    fraudHeaders: fraudPreventionHeaders(browser, request, vendor),
  };
}

/** Where each of HMRC's codes points in Sellyard's terms. */
const POINTERS: Record<string, string> = {
  PERIOD_KEY_INVALID: '/period_key', DUPLICATE_SUBMISSION: '/period_key', TAX_PERIOD_NOT_ENDED: '/period_end', NOT_FINALISED: '/finalised',
  VRN_INVALID: '/vrn', CLIENT_OR_AGENT_NOT_AUTHORISED: '/vrn', VAT_TOTAL_VALUE: '/box3_total_vat_due', VAT_NET_VALUE: '/box5_net_vat',
};
const MESSAGES: Record<string, string> = {
  PERIOD_KEY_INVALID: 'is not an open VAT obligation of this business at HMRC',
  DUPLICATE_SUBMISSION: 'was already submitted to HMRC',
  TAX_PERIOD_NOT_ENDED: 'has not ended yet: HMRC takes a return once its period is over',
  NOT_FINALISED: 'must be declared: HMRC accepts a return only when it is declared true and complete',
  VRN_INVALID: 'is not a valid VAT registration number for HMRC',
  CLIENT_OR_AGENT_NOT_AUTHORISED: 'is not the business that authorised Sellyard at HMRC: connect again as that business',
};

/** A ChannelError from HMRC as the problem document the merchant sees, with HMRC's own codes kept. */
async function hmrcProblem(knex: Knex, accountId: string, error: unknown): Promise<never> {
  if (!(error instanceof ChannelError)) throw error;
  if (error.kind === 'auth') {
    await knex('hmrc_settings').where('account_id', accountId).update({ connection_status: 'ERROR', last_error: error.message.slice(0, 500), updated_at: knex.fn.now() });
    return fail('hmrc_not_connected', `HMRC no longer accepts Sellyard's authorisation: connect again. (${error.message})`, [{ pointer: '/connection_status', message: 'needs reconnecting' }]);
  }
  if (error.retryable) return fail('hmrc_unavailable', `HMRC did not answer (${error.message}); nothing was submitted, try again.`);
  const errors: FieldError[] = error.fields.map((f) => {
    const header = f.field && /^gov-/i.test(f.field);
    return { pointer: header ? '/browser' : POINTERS[f.code] ?? `/hmrc/${f.field?.replace(/^\//, '') ?? f.code}`, message: header ? `${f.message} (${f.field})` : MESSAGES[f.code] ?? f.message };
  });
  return fail('hmrc_refused', `HMRC refused: ${error.fields.map((f) => f.code).join(', ') || error.message}.`, errors, { hmrcErrors: error.fields });
}

function parseBrowser(raw: unknown, validate: (body: Row) => FieldError[]): BrowserFacts {
  let browser = raw;
  if (typeof raw === 'string') {
    try { browser = JSON.parse(raw); } catch { invalid('/browser', 'must be the browser facts as JSON'); }
  }
  if (browser === undefined || browser === null) invalid('/browser', "is required: HMRC's fraud prevention headers need the browser's screen, window, time zone and device id");
  const errors = validate({ finalised: true, browser });
  if (errors.length) fail('validation_failed', `${errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, errors);
  return browser as BrowserFacts;
}

export const mtdRouteDocs: RouteDoc[] = [
  { method: 'post', path: '/api/hmrc/connect', tag: 'HmrcSettings', summary: "Start connecting to HMRC (OAuth 2.0)", description: "Answers `authorize_url`, HMRC's consent page (the built-in sandbox's for the SANDBOX environment), and a one-time `state` valid 15 minutes for the user who asked. Needs update rights on hmrc-settings (`salesTaxes`).", responses: { 200: { description: '`{authorize_url, state, expires_at, redirect_uri}`', schema: { type: 'object' } } }, problems: [403, 409] },
  { method: 'get', path: '/api/hmrc/callback', tag: 'HmrcSettings', summary: 'HMRC sends the merchant back here', description: 'Checks and uses up `state`, exchanges `code` for tokens (kept encrypted, never returned), marks the connection CONNECTED and redirects to the HMRC connection settings (`/settings/hmrc?connected=1`). A refusal (`error`) or a bad state is a 400.', responses: { 302: { description: 'To /settings/hmrc?connected=1.' } }, problems: [400] },
  { method: 'post', path: '/api/hmrc/disconnect', tag: 'HmrcSettings', summary: 'Disconnect from HMRC', description: "Deletes the stored OAuth tokens (they were never returned) and marks the connection NOT_CONNECTED, recorded in the settings' history. The VAT registration number and the application's credentials are kept, so Connect works again at once. HMRC offers no revocation endpoint: with the tokens gone Sellyard can no longer act for the business. Needs update rights on hmrc-settings (`salesTaxes`). 409 when not connected.", responses: { 200: { description: '`{connection_status, connected_at, version, message}`', schema: { type: 'object' } } }, problems: [403, 409] },
  { method: 'get', path: '/api/vat-reports/:id/hmrc', tag: 'VatReport', summary: "HMRC's obligations, liabilities and payments around a return", description: '`browser` (query, JSON): the browser facts for the fraud prevention headers. Answers `{vrn, obligations, liabilities, payments, from, to}` for the year starting with the period.', responses: { 200: { description: 'What HMRC holds.', schema: { type: 'object' } } }, problems: [400, 403, 404, 409, 422, 503] },
  { method: 'post', path: '/api/vat-reports/:id/submit', tag: 'VatReport', summary: 'Submit the return to HMRC', description: "Body `{finalised: true, browser: {...}}`. Sends boxes 1–9 for `period_key` to HMRC's VAT (MTD) API with the fraud prevention headers, stores the receipt (processing date, form bundle number, charge reference) and moves the return to SUBMITTED. HMRC's refusals are 422 `hmrc_refused` with HMRC's codes in `hmrcErrors`.", responses: { 200: { description: 'The submitted return.', schema: { $ref: '#/components/schemas/VatReport' } } }, problems: [400, 403, 404, 409, 422, 503] },
];

export function mtdRoutes(router: Router, knex: Knex, service: ResourceService, model: Model, secrets: SecretBox | undefined): void {
  const reports = model.entities.find((e) => e.name === 'vat-report')!;
  const settings = model.entities.find((e) => e.name === 'hmrc-settings')!;
  const validator = compileValidators(model).get('vat-report')!;
  const validateSubmit = (body: Row) => validator.validateInput('submit', body);

  router.post('/api/hmrc/connect', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!actor.ability.can('update', settings.resource!)) fail('forbidden', 'Your role may not connect Sellyard to HMRC.', [], { action: 'update', resource: settings.resource });
    const connection = await loadConnection(knex, actor.accountId, secrets);
    const baseUrl = hmrcBaseUrl(connection.row.environment);
    const state = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + STATE_LIFETIME_MS);
    await knex('hmrc_settings').where({ account_id: actor.accountId, id: connection.row.id }).update({ connect_state_hash: sha256(state), connect_state_expires_at: expiresAt, connect_state_user_id: actor.user.id });
    const redirectUri = `${callbackOrigin(requestOrigin(ctx))}/api/hmrc/callback`;
    ctx.body = { authorize_url: hmrcMtdVat.authorizeUrl(baseUrl, connection.clientId, redirectUri, state), state, expires_at: expiresAt.toISOString(), redirect_uri: redirectUri };
  });

  router.post('/api/hmrc/disconnect', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!actor.ability.can('update', settings.resource!)) fail('forbidden', 'Your role may not disconnect Sellyard from HMRC.', [], { action: 'update', resource: settings.resource });
    ctx.body = await knex.transaction(async (trx) => {
      const before = await trx('hmrc_settings').where('account_id', actor.accountId).forUpdate().first();
      if (!before?.oauth_tokens && before?.connection_status !== 'CONNECTED' && before?.connection_status !== 'ERROR') {
        fail('hmrc_not_connected', 'Sellyard is not connected to HMRC: there is nothing to disconnect.', [{ pointer: '/connection_status', message: 'is not connected' }]);
      }
      // A pending Connect goes too: its state could otherwise still bring tokens back after the merchant said no.
      const cleared = { oauth_tokens: null, connection_status: 'NOT_CONNECTED', connected_at: null, last_error: null, connect_state_hash: null, connect_state_expires_at: null, connect_state_user_id: null };
      const [after] = await trx('hmrc_settings').where({ account_id: actor.accountId, id: before!.id })
        .update({ ...cleared, version: trx.raw('version + 1'), updated_at: trx.fn.now() }).returning(['version', 'connection_status']);
      // The audit names what changed, never the secrets' values (the tokens column is internal and left out).
      await recordAudit(trx, { model, entity: settings, actor, action: 'update', accountId: actor.accountId, recordId: String(before!.id), before: before!, after: { ...before!, ...cleared, version: after.version }, cause: 'Disconnected from HMRC' });
      return {
        connection_status: after.connection_status, connected_at: null, version: after.version,
        message: `Disconnected: Sellyard deleted its HMRC tokens and can no longer read obligations or submit returns for VRN ${before!.vrn ?? '(none)'}. The VAT registration number and credentials are kept; Connect to HMRC again whenever you need to.`,
      };
    });
  });

  router.get('/api/hmrc/callback', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const { code, state, error } = ctx.query as Record<string, string | undefined>;
    if (typeof state !== 'string' || !state) invalid('/state', 'is missing: start again from the HMRC connection');
    // Checked and used up in one statement: a state works once, for the user it was issued to, within its time.
    const [row] = await knex('hmrc_settings')
      .where({ account_id: actor.accountId, connect_state_hash: sha256(state!), connect_state_user_id: actor.user.id })
      .where('connect_state_expires_at', '>', new Date())
      .update({ connect_state_hash: null, connect_state_expires_at: null, connect_state_user_id: null })
      .returning(['id']);
    if (!row) invalid('/state', 'does not match a connection you started, or it expired (after 15 minutes) or was already used: start again');
    if (error) invalid('/error', `HMRC did not grant access (${String(error).slice(0, 100)}): start again from the HMRC connection`);
    if (typeof code !== 'string' || !code) invalid('/code', 'is missing');
    const connection = await loadConnection(knex, actor.accountId, secrets);
    const baseUrl = hmrcBaseUrl(connection.row.environment);
    let tokens: MtdTokens;
    try {
      tokens = await hmrcMtdVat.exchangeCode({ http: createHttpClient(baseUrl), clientId: connection.clientId, clientSecret: connection.clientSecret }, code!, `${callbackOrigin(requestOrigin(ctx))}/api/hmrc/callback`);
    } catch (failure) {
      if (failure instanceof ChannelError && !failure.retryable) invalid('/code', `was refused by HMRC (${failure.message}): start again`);
      throw failure;
    }
    if (!secrets) throw new Error('the server has no secret key: HMRC tokens cannot be stored');
    await knex('hmrc_settings').where({ account_id: actor.accountId, id: row.id }).update({
      oauth_tokens: secrets.encrypt(tokens, TOKENS_CONTEXT), connection_status: 'CONNECTED', connected_at: new Date(), last_error: null,
      version: knex.raw('version + 1'), updated_at: knex.fn.now(),
    });
    if (ctx.accepts('html', 'json') === 'json') { ctx.body = await service.get(actor, settings, String(row.id)); return; }
    ctx.redirect('/settings/hmrc?connected=1');
  });

  router.get('/api/vat-reports/:id/hmrc', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!isUuid(ctx.params.id)) fail('not_found', 'No VAT report with that id.');
    const report = await service.get(actor, reports, ctx.params.id);
    const browser = parseBrowser(ctx.query.browser, validateSubmit);
    const mtd = await mtdContext(knex, actor, ctx, secrets, browser);
    const from = dateText(report.period_start)!;
    const to = new Date(Math.min(Date.parse(from) + 365 * 86_400_000, Date.now() + 400 * 86_400_000)).toISOString().slice(0, 10);
    try {
      const [obligations, liabilities, payments] = [await hmrcMtdVat.obligations(mtd, { from, to }), await hmrcMtdVat.liabilities(mtd, { from, to }), await hmrcMtdVat.payments(mtd, { from, to })];
      ctx.body = { vrn: mtd.vrn, from, to, obligations, liabilities, payments };
    } catch (error) {
      await hmrcProblem(knex, actor.accountId, error);
    }
  });

  router.post('/api/vat-reports/:id/submit', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!isUuid(ctx.params.id)) fail('not_found', 'No VAT report with that id.');
    const body = (ctx.request.body ?? {}) as Row;
    const report = await service.get(actor, reports, ctx.params.id);
    // Anything but a calculated return, or a role that may not submit: the transition gives its own answer.
    if (report.status !== 'CALCULATED' || !actor.ability.can('update', subject(reports.resource!, { ...report }))) {
      ctx.body = await service.transition(actor, reports, ctx.params.id, 'submit', body);
      return;
    }
    if (!report.form_bundle_number) {
      // What Sellyard knows already is refused before HMRC is asked: a period not over, a key submitted already.
      if (dateText(report.period_end)! >= today()) fail('illegal_transition', `The period ends on ${dateText(report.period_end)}: a VAT return is submitted after its period has ended.`, [{ pointer: '/period_end', message: 'has not passed yet' }], { currentStatus: 'CALCULATED', reason: 'precondition' });
      const twin = await knex('vat_reports').where({ account_id: actor.accountId, period_key: report.period_key, status: 'SUBMITTED' }).whereNot('id', String(report.id)).first('id');
      if (twin) fail('illegal_transition', `A VAT return for period ${report.period_key} has already been submitted.`, [{ pointer: '/period_key', message: 'is already submitted' }], { currentStatus: 'CALCULATED', reason: 'precondition' });
      const inputErrors = validateSubmit(body);
      if (inputErrors.length) fail('validation_failed', `${inputErrors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, inputErrors);
      const browser = parseBrowser(body.browser, validateSubmit);
      const mtd = await mtdContext(knex, actor, ctx, secrets, browser);
      let receipt;
      try {
        receipt = await hmrcMtdVat.submitReturn(mtd, vatReturnBody(report, String(report.period_key), body.finalised === true));
      } catch (error) {
        return hmrcProblem(knex, actor.accountId, error);
      }
      // HMRC has the return: its receipt is kept now, whatever happens to the transition below.
      await knex('vat_reports').where({ account_id: actor.accountId, id: report.id }).update({
        processing_date: receipt.processingDate, form_bundle_number: receipt.formBundleNumber, charge_ref_number: receipt.chargeRefNumber ?? null,
        payment_indicator: receipt.paymentIndicator ?? null, receipt_id: receipt.receiptId ?? null,
      });
    }
    const { browser: _browser, ...rest } = body;
    ctx.body = await service.transition(actor, reports, ctx.params.id, 'submit', rest);
  });
}
