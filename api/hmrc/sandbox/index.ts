/**
 * The HMRC sandbox: HMRC's OAuth 2.0 authorisation server and its VAT (MTD) API, in-process at /sandbox/hmrc/…
 * (on with the sandbox marketplace; SANDBOX decides), answering in HMRC's shapes with HMRC's error codes, so the
 * adapter (api/hmrc/mtd-vat.ts) runs unchanged against it.
 *
 *   GET  …/oauth/authorize             the consent page (a test organisation's VRN, "Grant authority")
 *   POST …/oauth/authorize             grants: redirects to `redirect_uri` with `code` and `state`
 *   POST …/oauth/token                 authorization_code and refresh_token grants
 *   GET  …/organisations/vat/:vrn/obligations | liabilities | payments | returns/:periodKey
 *   POST …/organisations/vat/:vrn/returns
 *   GET  …/test/fraud-prevention-headers/validate   the Test Fraud Prevention Headers API's report
 *   GET  …/_control/state              obligations, returns, liabilities and payments per VRN (JSON)
 *   POST …/_control/obligations        {vrn, periodKey, start, end, due?}: an open obligation
 *   POST …/_control/payments           {vrn, amount, received}: a payment HMRC received
 *   POST …/_control/reset              forgets everything
 *
 * References (each rule below cites its own):
 * - Authorisation: https://developer.service.hmrc.gov.uk/api-documentation/docs/authorisation/user-restricted-endpoints
 *   (authorization code grant; access tokens live 4 hours, `expires_in` 14400; scopes `read:vat` `write:vat`).
 * - VAT (MTD) API 1.0: https://developer.service.hmrc.gov.uk/api-documentation/docs/api/service/vat-api/1.0 and its
 *   source, github.com/hmrc/vat-api: error codes and bodies in app/v1/models/errors/ (mtdErrors.scala,
 *   submitReturnErrors.scala, obligationsErrors.scala), the DES mapping in app/v1/services/SubmitReturnService.scala.
 * - Fraud prevention: ./fraud-rules.ts. The live VAT API records fraud prevention headers and reports on them
 *   rather than refusing a call; this sandbox refuses a call whose headers the Test API would report as
 *   INVALID_HEADERS (400, the report as the body), so a missing header fails a test instead of passing silently.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type Koa from 'koa';
import { validateFraudHeaders } from './fraud-rules.ts';

export const HMRC_SANDBOX_PREFIX = '/sandbox/hmrc';
/** The vendor media type every VAT API call must accept (the API's "Versioning" section). */
export const HMRC_ACCEPT = 'application/vnd.hmrc.1.0+json';
const ACCESS_TOKEN_SECONDS = 14_400;

export interface SandboxObligation { periodKey: string; start: string; end: string; due: string; status: 'O' | 'F'; received?: string }
export interface SandboxReturn { periodKey: string; vatDueSales: number; vatDueAcquisitions: number; totalVatDue: number; vatReclaimedCurrPeriod: number; netVatDue: number; totalValueSalesExVAT: number; totalValuePurchasesExVAT: number; totalValueGoodsSuppliedExVAT: number; totalAcquisitionsExVAT: number; receipt: Record<string, string> }
export interface SandboxLiability { taxPeriod: { from: string; to: string }; type: string; originalAmount: number; outstandingAmount: number; due: string }
export interface SandboxPayment { amount: number; received: string }
interface Taxpayer { obligations: SandboxObligation[]; returns: SandboxReturn[]; liabilities: SandboxLiability[]; payments: SandboxPayment[] }

/**
 * Tokens are signed, not remembered, so a demo connection survives a restart of the server: `<kind>.<payload>.<mac>`
 * with the payload the VRN, client and expiry. The key is the sandbox's own (it stands for HMRC's secret, not ours).
 */
const SANDBOX_KEY = process.env.HMRC_SANDBOX_TOKEN_KEY ?? 'sellyard-hmrc-sandbox';
const sign = (payload: string) => createHmac('sha256', SANDBOX_KEY).update(payload).digest('base64url');
function mint(kind: 'at' | 'rt', vrn: string, clientId: string, seconds: number): string {
  const payload = Buffer.from(JSON.stringify({ vrn, clientId, exp: Math.floor(Date.now() / 1000) + seconds, n: randomBytes(6).toString('hex') })).toString('base64url');
  return `${kind}.${payload}.${sign(`${kind}.${payload}`)}`;
}
function read(kind: 'at' | 'rt', token: string): { vrn: string; clientId: string; exp: number } | null {
  const [k, payload, mac] = token.split('.');
  if (k !== kind || !payload || !mac) return null;
  const want = Buffer.from(sign(`${k}.${payload}`));
  if (want.length !== Buffer.from(mac).length || !timingSafeEqual(want, Buffer.from(mac))) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return claims.exp > Date.now() / 1000 ? claims : null;
}

/** Tokens for a test organisation, as the token endpoint would issue them (the demo seed connects with these). */
export function issueSandboxTokens(vrn: string, clientId: string): { access_token: string; refresh_token: string; expires_in: number; scope: string; token_type: string } {
  return { access_token: mint('at', vrn, clientId, ACCESS_TOKEN_SECONDS), refresh_token: mint('rt', vrn, clientId, 18 * 31 * 86_400), expires_in: ACCESS_TOKEN_SECONDS, scope: 'read:vat write:vat', token_type: 'bearer' };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const LETTERS = 'ABCDEFGHIJKL';
/** HMRC's period keys are opaque four-character strings; the sandbox makes them as `YY` + `A` + the end month's letter. */
const keyFor = (end: string) => `${end.slice(2, 4)}A${LETTERS[Number(end.slice(5, 7)) - 1]}`;
/** A return is due one calendar month and seven days after its period ends (VAT Notice 700/12, 3.1). */
function dueFor(end: string): string {
  const d = new Date(`${end}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(d.getUTCDate() + 6);
  return iso(d);
}

/** Calendar quarters: the four that have ended before `today`, and the one running. */
function defaultObligations(today = new Date()): SandboxObligation[] {
  const out: SandboxObligation[] = [];
  const q = Math.floor(today.getUTCMonth() / 3);
  for (let i = -4; i <= 0; i++) {
    const startMonth = (q + i) * 3;
    const start = new Date(Date.UTC(today.getUTCFullYear(), startMonth, 1));
    const end = new Date(Date.UTC(today.getUTCFullYear(), startMonth + 3, 0));
    const endText = iso(end);
    out.push({ periodKey: keyFor(endText), start: iso(start), end: endText, due: dueFor(endText), status: 'O' });
  }
  return out;
}

/** The error body of the VAT API: `{code, message}`, or a wrapper with `errors` (submitReturnErrors.scala). */
const mtd = (code: string, message: string, errors?: Array<{ code: string; message: string; path?: string }>) => (errors ? { code, message, errors } : { code, message });

export interface HmrcSandbox { middleware: Koa.Middleware; state: Map<string, Taxpayer>; reset(): void }

export function createHmrcSandbox(): HmrcSandbox {
  const taxpayers = new Map<string, Taxpayer>();
  const codes = new Map<string, { vrn: string; clientId: string; redirectUri: string; expires: number }>();
  const taxpayer = (vrn: string) => {
    let t = taxpayers.get(vrn);
    if (!t) taxpayers.set(vrn, (t = { obligations: defaultObligations(), returns: [], liabilities: [], payments: [] }));
    return t;
  };
  const router = new Router({ prefix: HMRC_SANDBOX_PREFIX });
  const parse = bodyParser({ enableTypes: ['json', 'form'], jsonLimit: '256kb' });

  // ── OAuth 2.0 (authorization code grant) ──────────────────────────────────────────────────────────────────
  const authorizeProblem = (q: Record<string, string | undefined>): string | null => {
    // Authorisation guide: response_type=code, client_id, scope and redirect_uri are required.
    if (q.response_type !== 'code') return 'unsupported_response_type';
    if (!q.client_id || !q.redirect_uri || !/^https?:\/\//.test(q.redirect_uri)) return 'invalid_request';
    // The VAT API's endpoints need `read:vat` (obligations, returns, liabilities, payments) and `write:vat` (submit).
    const scopes = String(q.scope ?? '').split(/[ +]/);
    if (!scopes.includes('read:vat') || !scopes.includes('write:vat')) return 'invalid_scope';
    return null;
  };
  router.get('/oauth/authorize', (ctx) => {
    const q = ctx.query as Record<string, string | undefined>;
    const problem = authorizeProblem(q);
    if (problem) { ctx.status = 400; ctx.body = { error: problem }; return; }
    const hidden = ['response_type', 'client_id', 'scope', 'state', 'redirect_uri'].map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(q[n] ?? '')}">`).join('');
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>HMRC sandbox: grant authority</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><h1>Grant authority (HMRC sandbox)</h1>
<p>Sellyard wants to view your VAT information and submit VAT returns for you.</p>
<form method="post">${hidden}<label>Test organisation's VAT registration number<br><input name="vrn" inputmode="numeric" pattern="\\d{9}" required style="font-size:1.1rem;width:100%"></label>
<p><button type="submit" style="font-size:1.1rem">Grant authority</button></p></form></body></html>`;
  });
  router.post('/oauth/authorize', (ctx) => {
    const q = ctx.request.body as Record<string, string | undefined>;
    const problem = authorizeProblem(q);
    if (problem) { ctx.status = 400; ctx.body = { error: problem }; return; }
    const target = new URL(q.redirect_uri!);
    if (q.state) target.searchParams.set('state', q.state);
    if (!/^\d{9}$/.test(q.vrn ?? '')) target.searchParams.set('error', 'access_denied');
    else {
      const code = randomBytes(16).toString('hex');
      // Codes are single-use and short-lived (ten minutes, RFC 6749 4.1.2).
      codes.set(code, { vrn: q.vrn!, clientId: q.client_id!, redirectUri: q.redirect_uri!, expires: Date.now() + 600_000 });
      target.searchParams.set('code', code);
    }
    ctx.redirect(target.toString());
  });
  router.post('/oauth/token', (ctx) => {
    const b = (ctx.request.body ?? {}) as Record<string, string | undefined>;
    const fail = (status: number, error: string, description: string) => { ctx.status = status; ctx.body = { error, error_description: description }; };
    if (!ctx.is('application/x-www-form-urlencoded')) return fail(400, 'invalid_request', 'the body must be application/x-www-form-urlencoded');
    if (!b.client_id || !b.client_secret) return fail(401, 'invalid_client', 'client_id and client_secret are required');
    if (b.grant_type === 'authorization_code') {
      const grant = b.code ? codes.get(b.code) : undefined;
      if (b.code) codes.delete(b.code);
      if (!grant || grant.expires < Date.now() || grant.clientId !== b.client_id) return fail(400, 'invalid_grant', 'code is invalid or expired');
      // RFC 6749 4.1.3: redirect_uri must be the one the code was issued for.
      if (grant.redirectUri !== b.redirect_uri) return fail(400, 'invalid_grant', 'redirect_uri does not match');
      ctx.body = issueSandboxTokens(grant.vrn, b.client_id);
      return;
    }
    if (b.grant_type === 'refresh_token') {
      const claims = b.refresh_token ? read('rt', b.refresh_token) : null;
      if (!claims || claims.clientId !== b.client_id) return fail(400, 'invalid_grant', 'refresh_token is invalid');
      ctx.body = issueSandboxTokens(claims.vrn, b.client_id);
      return;
    }
    fail(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  });

  // ── The Test Fraud Prevention Headers API ─────────────────────────────────────────────────────────────────
  router.get('/test/fraud-prevention-headers/validate', (ctx) => {
    ctx.body = validateFraudHeaders(ctx.headers as Record<string, string>);
  });

  // ── VAT (MTD) API ─────────────────────────────────────────────────────────────────────────────────────────
  /** What every VAT endpoint checks first, in the API platform's order: Accept, bearer token, VRN, headers. */
  const guard = async (ctx: Koa.ParameterizedContext & { params: Record<string, string> }, next: Koa.Next) => {
    if (ctx.get('accept') !== HMRC_ACCEPT) { ctx.status = 406; ctx.body = mtd('ACCEPT_HEADER_INVALID', 'The accept header is missing or invalid'); return; }
    const auth = ctx.get('authorization');
    if (!auth) { ctx.status = 401; ctx.body = mtd('MISSING_CREDENTIALS', 'Authentication information is not provided'); return; }
    const claims = /^Bearer (.+)$/i.test(auth) ? read('at', auth.replace(/^Bearer /i, '')) : null;
    if (!claims) { ctx.status = 401; ctx.body = mtd('INVALID_CREDENTIALS', 'Invalid Authentication information provided'); return; }
    const vrn = ctx.params.vrn!;
    // mtdErrors.scala VrnFormatError: 400 VRN_INVALID for anything but nine digits.
    if (!/^\d{9}$/.test(vrn)) { ctx.status = 400; ctx.body = mtd('VRN_INVALID', 'The provided Vrn is invalid'); return; }
    // mtdErrors.scala UnauthorisedError: the token's organisation is not this VRN.
    if (claims.vrn !== vrn) { ctx.status = 403; ctx.body = mtd('CLIENT_OR_AGENT_NOT_AUTHORISED', 'The client and/or agent is not authorised'); return; }
    const report = validateFraudHeaders(ctx.headers as Record<string, string>);
    if (report.code === 'INVALID_HEADERS') { ctx.status = 400; ctx.body = report; return; }
    await next();
  };
  const dateRange = (ctx: Koa.Context, required: boolean): { from: string; to: string } | null => {
    const { from, to } = ctx.query as Record<string, string | undefined>;
    // obligationsErrors.scala: the parser's errors answer `{statusCode, message}`.
    const refuse = (message: string) => { ctx.status = 400; ctx.body = { statusCode: 400, message }; return null; };
    if (!from && !to && !required) return { from: '0000-01-01', to: '9999-12-31' };
    if (!from || !to) return refuse('MISSING_DATE_RANGE');
    if (!DATE.test(from) || Number.isNaN(Date.parse(from))) return refuse('INVALID_DATE_FROM');
    if (!DATE.test(to) || Number.isNaN(Date.parse(to))) return refuse('INVALID_DATE_TO');
    if (to < from || Date.parse(to) - Date.parse(from) > 366 * 86_400_000) return refuse('INVALID_DATE_RANGE');
    return { from, to };
  };
  const notFound = (ctx: Koa.Context) => { ctx.status = 404; ctx.body = mtd('NOT_FOUND', 'The remote endpoint has indicated that no data can be found'); };

  router.get('/organisations/vat/:vrn/obligations', guard, (ctx) => {
    const status = ctx.query.status as string | undefined;
    if (status !== undefined && status !== 'O' && status !== 'F') { ctx.status = 400; ctx.body = { statusCode: 400, message: 'INVALID_STATUS' }; return; }
    // from and to are mandatory unless only open obligations are asked for.
    const range = dateRange(ctx, status !== 'O');
    if (!range) return;
    const found = taxpayer(ctx.params.vrn!).obligations.filter((o) => (!status || o.status === status) && o.end >= range.from && o.start <= range.to);
    if (!found.length) return notFound(ctx);
    ctx.body = { obligations: found.map((o) => ({ ...o })) };
  });

  const MONEY_2DP = ['vatDueSales', 'vatDueAcquisitions', 'totalVatDue', 'vatReclaimedCurrPeriod', 'netVatDue'] as const;
  const WHOLE = ['totalValueSalesExVAT', 'totalValuePurchasesExVAT', 'totalValueGoodsSuppliedExVAT', 'totalAcquisitionsExVAT'] as const;
  router.post('/organisations/vat/:vrn/returns', guard, (ctx) => {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || !Object.keys(body).length) { ctx.status = 400; ctx.body = mtd('RULE_INCORRECT_OR_EMPTY_BODY_SUBMITTED', 'An empty or non-matching body was submitted'); return; }
    const errors: Array<{ code: string; message: string; path: string }> = [];
    // submitReturnErrors.scala BodyPeriodKeyFormatError: a four-character string.
    if (typeof body.periodKey !== 'string' || body.periodKey.length !== 4) errors.push({ code: 'PERIOD_KEY_INVALID', message: 'period key should be a 4 character string', path: '/periodKey' });
    for (const f of [...MONEY_2DP, ...WHOLE]) {
      const v = body[f];
      if (v === undefined) errors.push({ code: 'MANDATORY_FIELD_MISSING', message: 'a mandatory field is missing', path: `/${f}` });
      else if (typeof v !== 'number') errors.push({ code: 'INVALID_NUMERIC_VALUE', message: 'please provide a numeric field', path: `/${f}` });
      // Boxes 1–5 to two decimals; 4 and 5 (and, in the API's rules, 1–3 too) within ±9,999,999,999,999.99; 5 not negative.
      else if (MONEY_2DP.includes(f as never) && (Math.round(v * 100) !== Number((v * 100).toFixed(6)) || Math.abs(v) > 9_999_999_999_999.99 || (f === 'netVatDue' && v < 0)))
        errors.push({ code: 'INVALID_MONETARY_AMOUNT', message: f === 'netVatDue' ? 'amount should be a monetary value (to 2 decimal places), between 0 and 99,999,999,999.99' : 'amount should be a monetary value (to 2 decimal places), between -9,999,999,999,999.99 and 9,999,999,999,999.99', path: `/${f}` });
      // Boxes 6–9 are whole pounds.
      else if (WHOLE.includes(f as never) && (!Number.isInteger(v) || Math.abs(v) > 9_999_999_999_999)) errors.push({ code: 'INVALID_MONETARY_AMOUNT', message: 'The value must be between -9999999999999 and 9999999999999', path: `/${f}` });
    }
    if (typeof body.finalised !== 'boolean') errors.push({ code: 'UNMAPPED_PLAY_ERROR', message: 'error.expected.jsboolean', path: '/finalised' });
    if (!errors.length) {
      const n = body as Record<string, number>;
      const cents = (v: number) => Math.round(v * 100);
      // VAT_TOTAL_VALUE: box 3 = box 1 + box 2; VAT_NET_VALUE: box 5 = |box 3 − box 4|.
      if (cents(n.totalVatDue!) !== cents(n.vatDueSales!) + cents(n.vatDueAcquisitions!)) errors.push({ code: 'VAT_TOTAL_VALUE', message: 'totalVatDue should be equal to vatDueSales + vatDueAcquisitions', path: '/totalVatDue' });
      if (cents(n.netVatDue!) !== Math.abs(cents(n.totalVatDue!) - cents(n.vatReclaimedCurrPeriod!))) errors.push({ code: 'VAT_NET_VALUE', message: 'netVatDue should be the difference between the largest and the smallest values among totalVatDue and vatReclaimedCurrPeriod', path: '/netVatDue' });
    }
    if (errors.length) { ctx.status = 400; ctx.body = mtd('INVALID_REQUEST', 'Invalid request', errors); return; }
    // FinalisedValueRuleError: 403 BUSINESS_ERROR / NOT_FINALISED when the user did not declare the return final.
    if (body.finalised !== true) { ctx.status = 403; ctx.body = mtd('BUSINESS_ERROR', 'Business validation error', [{ code: 'NOT_FINALISED', message: 'The return cannot be accepted without a declaration it is finalised.', path: '/finalised' }]); return; }
    const t = taxpayer(ctx.params.vrn!);
    const periodKey = body.periodKey as string;
    const obligation = t.obligations.find((o) => o.periodKey === periodKey);
    // DES INVALID_PERIODKEY → PERIOD_KEY_INVALID (SubmitReturnService.scala): no obligation has this key.
    if (!obligation) { ctx.status = 400; ctx.body = mtd('PERIOD_KEY_INVALID', 'Invalid period key'); return; }
    // DES DUPLICATE_SUBMISSION → 403 BUSINESS_ERROR (DuplicateVatSubmission).
    if (obligation.status === 'F' || t.returns.some((r) => r.periodKey === periodKey)) {
      ctx.status = 403; ctx.body = mtd('BUSINESS_ERROR', 'Business validation error', [{ code: 'DUPLICATE_SUBMISSION', message: 'The VAT return was already submitted for the given period.' }]); return;
    }
    // DES TAX_PERIOD_NOT_ENDED → 403 TAX_PERIOD_NOT_ENDED.
    if (obligation.end >= iso(new Date())) { ctx.status = 403; ctx.body = mtd('TAX_PERIOD_NOT_ENDED', 'The remote endpoint has indicated that the submission is for a tax period that has not ended'); return; }
    const n = body as Record<string, number>;
    const payable = n.totalVatDue! > n.vatReclaimedCurrPeriod! && n.netVatDue! > 0;
    // The 201 answer (VatReturnConfirmation): processingDate, paymentIndicator, formBundleNumber (12 digits),
    // chargeRefNumber only when there is something to pay.
    const receipt: Record<string, string> = {
      processingDate: new Date().toISOString(),
      paymentIndicator: 'BANK',
      formBundleNumber: String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999)),
      ...(payable ? { chargeRefNumber: `XQ${String(randomInt(10_000_000, 99_999_999))}${String(randomInt(1000, 9999))}` } : {}),
    };
    t.returns.push({ periodKey, ...Object.fromEntries([...MONEY_2DP, ...WHOLE].map((f) => [f, n[f]!])) as Omit<SandboxReturn, 'periodKey' | 'receipt'>, receipt });
    obligation.status = 'F';
    obligation.received = iso(new Date());
    if (payable) t.liabilities.push({ taxPeriod: { from: obligation.start, to: obligation.end }, type: 'VAT Return Debit Charge', originalAmount: n.netVatDue!, outstandingAmount: n.netVatDue!, due: obligation.due });
    ctx.status = 201;
    ctx.set('Receipt-ID', randomBytes(16).toString('hex'));
    ctx.set('Receipt-Timestamp', receipt.processingDate!);
    ctx.body = receipt;
  });
  router.get('/organisations/vat/:vrn/returns/:periodKey', guard, (ctx) => {
    if (ctx.params.periodKey!.length !== 4) { ctx.status = 400; ctx.body = mtd('PERIOD_KEY_INVALID', 'Invalid period key'); return; }
    const found = taxpayer(ctx.params.vrn!).returns.find((r) => r.periodKey === ctx.params.periodKey);
    if (!found) return notFound(ctx);
    const { receipt: _receipt, ...shown } = found;
    ctx.body = shown;
  });
  router.get('/organisations/vat/:vrn/liabilities', guard, (ctx) => {
    const range = dateRange(ctx, true);
    if (!range) return;
    const found = taxpayer(ctx.params.vrn!).liabilities.filter((l) => l.taxPeriod.to >= range.from && l.taxPeriod.from <= range.to);
    if (!found.length) return notFound(ctx);
    ctx.body = { liabilities: found };
  });
  router.get('/organisations/vat/:vrn/payments', guard, (ctx) => {
    const range = dateRange(ctx, true);
    if (!range) return;
    const found = taxpayer(ctx.params.vrn!).payments.filter((p) => p.received >= range.from && p.received <= range.to);
    if (!found.length) return notFound(ctx);
    ctx.body = { payments: found };
  });

  // ── Control ───────────────────────────────────────────────────────────────────────────────────────────────
  router.get('/_control/state', (ctx) => { ctx.body = Object.fromEntries(taxpayers); });
  router.post('/_control/obligations', (ctx) => {
    const b = (ctx.request.body ?? {}) as Record<string, string>;
    if (!/^\d{9}$/.test(b.vrn ?? '') || typeof b.periodKey !== 'string' || b.periodKey.length !== 4 || !DATE.test(b.start ?? '') || !DATE.test(b.end ?? '')) { ctx.status = 400; ctx.body = { error: 'vrn (9 digits), periodKey (4 characters), start and end (YYYY-MM-DD) are required' }; return; }
    const t = taxpayer(b.vrn!);
    t.obligations = t.obligations.filter((o) => o.periodKey !== b.periodKey);
    const obligation: SandboxObligation = { periodKey: b.periodKey, start: b.start!, end: b.end!, due: DATE.test(b.due ?? '') ? b.due! : dueFor(b.end!), status: 'O' };
    t.obligations.push(obligation);
    t.obligations.sort((a, c) => a.start.localeCompare(c.start));
    ctx.status = 201;
    ctx.body = obligation;
  });
  router.post('/_control/payments', (ctx) => {
    const b = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (!/^\d{9}$/.test(String(b.vrn ?? '')) || typeof b.amount !== 'number' || !DATE.test(String(b.received ?? ''))) { ctx.status = 400; ctx.body = { error: 'vrn, amount (pounds) and received (YYYY-MM-DD) are required' }; return; }
    const t = taxpayer(String(b.vrn));
    const payment = { amount: b.amount, received: String(b.received) };
    t.payments.push(payment);
    // A payment settles the oldest outstanding liability first.
    let left = b.amount;
    for (const l of t.liabilities) { const take = Math.min(left, l.outstandingAmount); l.outstandingAmount = Math.round((l.outstandingAmount - take) * 100) / 100; left -= take; }
    ctx.status = 201;
    ctx.body = payment;
  });
  router.post('/_control/reset', (ctx) => { taxpayers.clear(); codes.clear(); ctx.status = 204; });

  const handle = router.routes() as unknown as Koa.Middleware;
  return {
    state: taxpayers,
    reset: () => { taxpayers.clear(); codes.clear(); },
    middleware: async (ctx, next) => {
      if (ctx.path !== HMRC_SANDBOX_PREFIX && !ctx.path.startsWith(`${HMRC_SANDBOX_PREFIX}/`)) return next();
      await parse(ctx, () => handle(ctx, async () => {
        // The API platform's answer for a path it does not serve.
        ctx.status = 404;
        ctx.body = mtd('MATCHING_RESOURCE_NOT_FOUND', 'A resource with the name in the request can not be found in the API');
      }));
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
