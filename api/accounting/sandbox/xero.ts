/**
 * The sandbox Xero: an in-process stand-in for Xero's identity service and Accounting API, mounted at
 * /sandbox/xero/… (on with the sandbox marketplace; SANDBOX decides). It answers Xero's own paths and shapes, so
 * the Xero adapter (api/accounting/xero) runs unchanged against it, and it refuses what Xero refuses, in Xero's
 * error shapes. The references each rule follows:
 *
 *   [PKCE]   https://developer.xero.com/documentation/oauth2/pkce-flow — authorize with code_challenge (S256), the
 *            token endpoint with code_verifier; redirect URIs must be https except localhost; GET /connections
 *            lists the tenants the user connected; every API call carries a bearer token and Xero-tenant-id.
 *   [OAUTH]  RFC 6749 §5.2 / RFC 7636 §4.6: token errors as {"error": "invalid_grant"} with 400.
 *   [REVOKE] https://developer.xero.com/documentation/guides/oauth2/auth-flow/#revoking-tokens (xero-node 4.10.1
 *            `revokeToken()`): POST /connect/revocation, form `token` = the refresh token, with the app's client id
 *            (a PKCE app sends `client_id` in the body): 200, the refresh token and every connection it made are
 *            gone (their access tokens stop working). RFC 7009 §2.2: an unknown token also answers 200; §2.1: a
 *            token of another client is refused (400 `invalid_client` here, as a client authentication failure).
 *   [CODES]  https://developer.xero.com/documentation/api/accounting/responsecodes — 400 ValidationException
 *            ({ErrorNumber: 10, Type, Message, Elements[] each with ValidationErrors[{Message}]}), 401 for an
 *            invalid or expired token, 403 for a tenant the token was not granted, 404, 429 with Retry-After.
 *   [LIMITS] https://developer.xero.com/documentation/guides/oauth2/limits/ — 60 calls a minute, 5,000 a day per
 *            tenant; a 429 carries Retry-After and X-Rate-Limit-Problem (minute | day | appminute).
 *   [IDEMP]  Xero's OpenAPI (XeroAPI/Xero-OpenAPI, xero_accounting.yaml): PUT/POST take an optional
 *            `Idempotency-Key` header, "to safely retry requests without the risk of duplicate processing. 128
 *            character max." A key seen before answers the first answer again and creates nothing.
 *   [INV]    https://developer.xero.com/documentation/api/accounting/invoices — Type ACCREC or ACCPAY; a Contact is
 *            required; an AUTHORISED invoice needs line items, each with a Description and (ACCREC/ACCPAY) a valid
 *            AccountCode; TaxType must be one of the organisation's tax rates; ACCREC InvoiceNumber unique.
 *   [CN]     https://developer.xero.com/documentation/api/accounting/creditnotes — Type ACCRECCREDIT or ACCPAYCREDIT,
 *            the same line rules; CreditNoteNumber unique.
 *   [PAY]    https://developer.xero.com/documentation/api/accounting/payments — against an AUTHORISED invoice or
 *            credit note; the Account must be a BANK account or one with payments enabled; the amount may not
 *            exceed what is still due.
 *   [BANK]   https://developer.xero.com/documentation/api/accounting/banktransactions — Type RECEIVE or SPEND,
 *            BankAccount must be a BANK account, line items as invoices'.
 *   [CURR]   https://developer.xero.com/documentation/api/accounting/currencies — GET /Currencies lists the currencies
 *            the organisation is subscribed to (its base currency first), PUT /Currencies {Code, Description} adds one.
 *            A document in a currency the organisation has not added is refused with "Organisation is not subscribed
 *            to currency EUR" (the message Xero gives; quoted in Xero's payments guidance). CurrencyRate, when sent,
 *            is the document currency per one unit of the base currency and must be above zero [INV].
 *   [TYPES]  https://developer.xero.com/documentation/api/accounting/types#tax-types — UK tax types (OUTPUT2,
 *            RROUTPUT, ZERORATEDOUTPUT, EXEMPTOUTPUT, INPUT2, RRINPUT, ZERORATEDINPUT, EXEMPTINPUT, NONE).
 *
 *   GET    …/_control/documents   what the organisations hold (invoices, credit notes, payments, bank transactions)
 *   POST   …/_control/faults      {status, retry_after_seconds?, path_contains?, count?}: the next `count` matching
 *                                 API calls answer `status` (429 with Retry-After and X-Rate-Limit-Problem: minute)
 *   DELETE …/_control/faults      clears them
 *   POST   …/_control/revoke      {tenant_id}: the organisation disconnects the app (its tokens stop working)
 *
 * State is in memory, and in `stateFile` when given (npm start: DATA_DIR/xero-sandbox.json), so the demo's
 * connection survives a restart. It is a simulator's state, not Sellyard data.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type Koa from 'koa';

type Json = Record<string, any>;

interface Organisation {
  tenantId: string;
  name: string;
  baseCurrency: string;
  /** The currencies the organisation is subscribed to [CURR]; absent in a state file from before, read as the demo's. */
  currencies?: Json[];
  accounts: Json[];
  taxRates: Json[];
  trackingCategories: Json[];
  invoices: Json[];
  creditNotes: Json[];
  payments: Json[];
  bankTransactions: Json[];
  /** Idempotency-Key → the answer first given [IDEMP]. */
  answered: Record<string, { status: number; body: Json }>;
}

interface Token { tenantIds: string[]; expiresAt: number; clientId: string }
interface Fault { status: number; retryAfterSeconds?: number; pathContains?: string; remaining: number }

interface State {
  organisations: Record<string, Organisation>;
  codes: Record<string, { clientId: string; redirectUri: string; challenge: string; tenantId: string; expiresAt: number }>;
  accessTokens: Record<string, Token>;
  refreshTokens: Record<string, { tenantIds: string[]; clientId: string }>;
}

export interface XeroSandbox {
  middleware: Koa.Middleware;
  /** The organisations and what they hold (tests). */
  organisations(): Organisation[];
  flush(): void;
}

const ACCESS_TOKEN_SECONDS = 1800;
const token = (bytes = 32) => randomBytes(bytes).toString('base64url');
const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A new organisation with the UK demo company's chart of accounts, tax rates and one tracking category. */
function newOrganisation(): Organisation {
  const account = (Code: string, Name: string, Type: string, extra: Json = {}) => ({ AccountID: randomUUID(), Code, Name, Type, Status: 'ACTIVE', Class: Type === 'REVENUE' || Type === 'SALES' || Type === 'OTHERINCOME' ? 'REVENUE' : Type === 'BANK' || Type === 'CURRENT' ? 'ASSET' : Type === 'CURRLIAB' ? 'LIABILITY' : 'EXPENSE', EnablePaymentsToAccount: false, ...extra });
  const rate = (TaxType: string, Name: string, EffectiveRate: number, income: boolean) => ({ Name, TaxType, Status: 'ACTIVE', ReportTaxType: income ? 'OUTPUT' : 'INPUT', CanApplyToRevenue: income, CanApplyToExpenses: !income, DisplayTaxRate: EffectiveRate, EffectiveRate });
  return {
    tenantId: randomUUID(), name: 'Demo Company (UK)', baseCurrency: 'GBP',
    accounts: [
      account('090', 'Business Bank Account', 'BANK', { BankAccountNumber: '12-34-56 12345678', CurrencyCode: 'GBP' }),
      account('200', 'Sales', 'REVENUE'), account('210', 'Refunds', 'REVENUE'), account('260', 'Other Revenue', 'REVENUE'),
      account('300', 'Purchases', 'DIRECTCOSTS'), account('310', 'Cost of Goods Sold', 'DIRECTCOSTS'), account('404', 'Bank Fees', 'EXPENSE'),
      account('405', 'Marketplace Fees', 'EXPENSE'), account('610', 'Accounts Receivable', 'CURRENT'),
      account('615', 'Marketplace Clearing', 'CURRENT', { EnablePaymentsToAccount: true }), account('800', 'Accounts Payable', 'CURRLIAB'), account('820', 'VAT', 'CURRLIAB'),
    ],
    taxRates: [
      rate('OUTPUT2', '20% (VAT on Income)', 20, true), rate('RROUTPUT', '5% (VAT on Income)', 5, true), rate('ZERORATEDOUTPUT', 'Zero Rated Income', 0, true),
      rate('EXEMPTOUTPUT', 'Exempt Income', 0, true), rate('INPUT2', '20% (VAT on Expenses)', 20, false), rate('RRINPUT', '5% (VAT on Expenses)', 5, false),
      rate('ZERORATEDINPUT', 'Zero Rated Expenses', 0, false), rate('EXEMPTINPUT', 'Exempt Expenses', 0, false),
      { ...rate('NONE', 'No VAT', 0, true), CanApplyToExpenses: true },
    ],
    trackingCategories: [{
      TrackingCategoryID: randomUUID(), Name: 'Sales channel', Status: 'ACTIVE',
      Options: ['eBay', 'Amazon', 'Etsy', 'Shopify', 'Web store', 'Wish', 'OnBuy'].map((Name) => ({ TrackingOptionID: randomUUID(), Name, Status: 'ACTIVE' })),
    }],
    currencies: demoCurrencies(), invoices: [], creditNotes: [], payments: [], bankTransactions: [], answered: {},
  };
}

/** Xero's UK demo company trades in pounds and has added euros and US dollars (multi-currency plan) [CURR]. */
function demoCurrencies(): Json[] {
  return [{ Code: 'GBP', Description: 'British Pound' }, { Code: 'EUR', Description: 'Euro' }, { Code: 'USD', Description: 'United States Dollar' }];
}
const currenciesOf = (o: Organisation): Json[] => (o.currencies ??= demoCurrencies());

/** Xero's 400 [CODES]: the elements sent, each with its ValidationErrors. */
function validationException(elements: Json[]): Json {
  return { ErrorNumber: 10, Type: 'ValidationException', Message: 'A validation exception occurred', Elements: elements };
}

/** What Xero says about an invoice's or credit note's or bank transaction's line items [INV] [CN] [BANK]. */
function lineErrors(org: Organisation, lines: unknown, needed: boolean, income: boolean): string[] {
  const errors: string[] = [];
  if (!Array.isArray(lines) || lines.length === 0) {
    if (needed) errors.push('At least one line item must be specified');
    return errors;
  }
  for (const line of lines as Json[]) {
    if (!line.Description) errors.push('Description must be specified.');
    const account = org.accounts.find((a) => a.Code === line.AccountCode && a.Status === 'ACTIVE');
    if (!account) errors.push(`Account code '${line.AccountCode ?? ''}' is not a valid code for this document.`);
    if (line.TaxType !== undefined) {
      const rate = org.taxRates.find((r) => r.TaxType === line.TaxType && r.Status === 'ACTIVE');
      if (!rate || !(income ? rate.CanApplyToRevenue : rate.CanApplyToExpenses)) errors.push(`The TaxType code '${line.TaxType}' does not exist or cannot be used with this type of transaction.`);
    }
    for (const tracking of (line.Tracking ?? []) as Json[]) {
      const category = org.trackingCategories.find((c) => c.Name === tracking.Name && c.Status === 'ACTIVE');
      if (!category) errors.push(`TrackingCategory '${tracking.Name}' does not exist.`);
      else if (!category.Options.some((o: Json) => o.Name === tracking.Option)) errors.push(`TrackingOption '${tracking.Option}' does not exist for TrackingCategory '${tracking.Name}'.`);
    }
    if (line.LineAmount === undefined && (typeof line.Quantity !== 'number' || typeof line.UnitAmount !== 'number')) errors.push('Line items need a LineAmount, or a Quantity and a UnitAmount.');
  }
  return errors;
}

/** Line amounts and tax as Xero works them out: LineAmount (else Quantity × UnitAmount), TaxAmount (else at the rate). */
function priced(org: Organisation, lines: Json[], amountTypes: string): { lines: Json[]; subTotal: number; totalTax: number } {
  const out = lines.map((line) => {
    const lineAmount = round2(typeof line.LineAmount === 'number' ? line.LineAmount : line.Quantity * line.UnitAmount);
    const rate = org.taxRates.find((r) => r.TaxType === line.TaxType)?.EffectiveRate ?? 0;
    const taxAmount = typeof line.TaxAmount === 'number' ? round2(line.TaxAmount)
      : amountTypes === 'NoTax' ? 0 : amountTypes === 'Inclusive' ? round2(lineAmount - lineAmount / (1 + rate / 100)) : round2(lineAmount * rate / 100);
    return { ...line, LineItemID: randomUUID(), LineAmount: lineAmount, TaxAmount: taxAmount };
  });
  const gross = out.reduce((s, l) => s + l.LineAmount, 0);
  const totalTax = round2(out.reduce((s, l) => s + l.TaxAmount, 0));
  return { lines: out, subTotal: round2(amountTypes === 'Inclusive' ? gross - totalTax : gross), totalTax };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function createXeroSandbox(options: { stateFile?: string } = {}): XeroSandbox {
  const state: State = options.stateFile && existsSync(options.stateFile)
    ? JSON.parse(readFileSync(options.stateFile, 'utf8'))
    : { organisations: {}, codes: {}, accessTokens: {}, refreshTokens: {} };
  let faults: Fault[] = [];
  let dirty = false;
  const changed = () => { dirty = true; };
  const flush = () => {
    if (!options.stateFile || !dirty) return;
    writeFileSync(`${options.stateFile}.tmp`, JSON.stringify(state));
    renameSync(`${options.stateFile}.tmp`, options.stateFile);
    dirty = false;
  };
  const timer = options.stateFile ? setInterval(flush, 1000) : undefined;
  timer?.unref();

  const router = new Router({ prefix: '/sandbox/xero' });

  // ── identity ─────────────────────────────────────────────────────────────────────────────────────────────
  router.get('/identity/connect/authorize', (ctx) => {
    const q = ctx.query as Record<string, string>;
    const redirect = typeof q.redirect_uri === 'string' ? q.redirect_uri : '';
    let url: URL;
    try { url = new URL(redirect); } catch { ctx.status = 400; ctx.body = { error: 'invalid_request', error_description: 'redirect_uri is not a URL' }; return; }
    // [PKCE] "All redirect URIs must be https with the exception of localhost."
    if (url.protocol !== 'https:' && !['localhost', '127.0.0.1'].includes(url.hostname)) { ctx.status = 400; ctx.body = { error: 'invalid_request', error_description: 'redirect_uri must use https (localhost excepted)' }; return; }
    if (q.response_type !== 'code') { ctx.status = 400; ctx.body = { error: 'unsupported_response_type' }; return; }
    if (!q.client_id) { ctx.status = 400; ctx.body = { error: 'invalid_client' }; return; }
    // [PKCE] a PKCE app must send an S256 challenge of a 43–128 character verifier.
    if (q.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge ?? '')) { ctx.status = 400; ctx.body = { error: 'invalid_request', error_description: 'code_challenge (S256) is required' }; return; }
    const org = newOrganisation();
    state.organisations[org.tenantId] = org;
    const code = token(24);
    state.codes[code] = { clientId: q.client_id, redirectUri: redirect, challenge: q.code_challenge, tenantId: org.tenantId, expiresAt: Date.now() + 5 * 60_000 };
    changed();
    url.searchParams.set('code', code);
    if (q.state) url.searchParams.set('state', q.state);
    url.searchParams.set('scope', q.scope ?? '');
    ctx.redirect(url.toString());
  });

  router.post('/identity/connect/token', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, string>;
    if (!ctx.is('application/x-www-form-urlencoded')) { ctx.status = 400; ctx.body = { error: 'invalid_request' }; return; }
    const issue = (tenantIds: string[], clientId: string) => {
      const access = token(), refresh = token();
      state.accessTokens[access] = { tenantIds, clientId, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 };
      state.refreshTokens[refresh] = { tenantIds, clientId };
      changed();
      ctx.body = { access_token: access, expires_in: ACCESS_TOKEN_SECONDS, token_type: 'Bearer', refresh_token: refresh, scope: 'offline_access accounting.transactions accounting.settings.read accounting.contacts' };
    };
    if (body.grant_type === 'authorization_code') {
      const pending = state.codes[body.code ?? ''];
      delete state.codes[body.code ?? ''];
      // [OAUTH] [PKCE]: the code once, for its client and redirect, with the verifier of its challenge.
      if (!pending || pending.expiresAt < Date.now() || pending.clientId !== body.client_id || pending.redirectUri !== body.redirect_uri || s256(body.code_verifier ?? '') !== pending.challenge) {
        ctx.status = 400; ctx.body = { error: 'invalid_grant' }; return;
      }
      return issue([pending.tenantId], pending.clientId);
    }
    if (body.grant_type === 'refresh_token') {
      const known = state.refreshTokens[body.refresh_token ?? ''];
      if (!known || known.clientId !== body.client_id) { ctx.status = 400; ctx.body = { error: 'invalid_grant' }; return; }
      // Xero rotates refresh tokens: the old one is spent.
      delete state.refreshTokens[body.refresh_token];
      return issue(known.tenantIds, known.clientId);
    }
    ctx.status = 400; ctx.body = { error: 'unsupported_grant_type' };
  });

  router.post('/identity/connect/revocation', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, string>;
    // [REVOKE] form-encoded, a token and the client that holds it.
    if (!ctx.is('application/x-www-form-urlencoded') || !body.token) { ctx.status = 400; ctx.body = { error: 'invalid_request' }; return; }
    if (!body.client_id) { ctx.status = 400; ctx.body = { error: 'invalid_client' }; return; }
    const known = state.refreshTokens[body.token];
    if (known) {
      if (known.clientId !== body.client_id) { ctx.status = 400; ctx.body = { error: 'invalid_client' }; return; }
      // The connections this grant made go with it: their access tokens stop working.
      delete state.refreshTokens[body.token];
      for (const [key, value] of Object.entries(state.accessTokens)) {
        if (value.clientId === known.clientId && value.tenantIds.some((t) => known.tenantIds.includes(t))) delete state.accessTokens[key];
      }
      changed();
    }
    ctx.status = 200;
    ctx.body = '';
  });

  // ── the API: auth, tenant, faults ────────────────────────────────────────────────────────────────────────
  const unauthorized = (ctx: Koa.Context) => { ctx.status = 401; ctx.body = { Type: null, Title: 'Unauthorized', Status: 401, Detail: 'AuthenticationUnsuccessful' }; };
  const bearer = (ctx: Koa.Context): Token | undefined => {
    const access = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
    const known = access ? state.accessTokens[access] : undefined;
    return known && known.expiresAt > Date.now() ? known : undefined;
  };

  router.get('/connections', (ctx) => {
    const known = bearer(ctx);
    if (!known) return unauthorized(ctx);
    ctx.body = known.tenantIds.filter((id) => state.organisations[id]).map((id) => ({ id: randomUUID(), authEventId: randomUUID(), tenantId: id, tenantType: 'ORGANISATION', tenantName: state.organisations[id]!.name, createdDateUtc: new Date().toISOString(), updatedDateUtc: new Date().toISOString() }));
  });

  const api = new Router();
  const org = (ctx: Koa.Context) => ctx.state.xeroOrg as Organisation;

  api.get('/Organisation', (ctx) => { ctx.body = { Organisations: [{ Name: org(ctx).name, BaseCurrency: org(ctx).baseCurrency, CountryCode: 'GB', OrganisationType: 'COMPANY' }] }; });
  api.get('/Accounts', (ctx) => { ctx.body = { Accounts: org(ctx).accounts }; });
  api.get('/TaxRates', (ctx) => { ctx.body = { TaxRates: org(ctx).taxRates }; });
  api.get('/Currencies', (ctx) => { ctx.body = { Currencies: currenciesOf(org(ctx)) }; });
  api.put('/Currencies', (ctx) => {
    const code = (ctx.request.body as Json | undefined)?.Code;
    if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) { ctx.status = 400; ctx.body = validationException([{ ValidationErrors: [{ Message: 'The currency code is not valid.' }] }]); return; }
    const currencies = currenciesOf(org(ctx));
    if (!currencies.some((c) => c.Code === code)) currencies.push({ Code: code, Description: String((ctx.request.body as Json).Description ?? code) });
    changed();
    ctx.body = { Currencies: [currencies.find((c) => c.Code === code)] };
  });
  api.get('/TrackingCategories', (ctx) => { ctx.body = { TrackingCategories: org(ctx).trackingCategories }; });

  const list = (key: 'invoices' | 'creditNotes' | 'bankTransactions' | 'payments', name: string, numberField?: string, numbersParam?: string) => (ctx: Koa.Context) => {
    let rows = org(ctx)[key];
    const numbers = numbersParam && typeof ctx.query[numbersParam] === 'string' ? String(ctx.query[numbersParam]).split(',') : undefined;
    if (numbers && numberField) rows = rows.filter((r) => numbers.includes(r[numberField]));
    ctx.body = { [name]: rows };
  };
  api.get('/Invoices', list('invoices', 'Invoices', 'InvoiceNumber', 'InvoiceNumbers'));
  api.get('/CreditNotes', list('creditNotes', 'CreditNotes', 'CreditNoteNumber', 'CreditNoteNumbers'));
  api.get('/BankTransactions', list('bankTransactions', 'BankTransactions'));
  api.get('/Payments', list('payments', 'Payments'));

  /** Creates each element or refuses the whole request with every element's errors (summarizeErrors=true). */
  const create = (collection: string, check: (o: Organisation, e: Json) => string[], make: (o: Organisation, e: Json) => Json, store: (o: Organisation, made: Json) => void) => (ctx: Koa.Context) => {
    const elements = (ctx.request.body as Json | undefined)?.[collection];
    if (!Array.isArray(elements) || elements.length === 0) { ctx.status = 400; ctx.body = validationException([{ ValidationErrors: [{ Message: `The request must carry ${collection}.` }] }]); return; }
    const o = org(ctx);
    const errors = elements.map((e: Json) => check(o, e));
    if (errors.some((list) => list.length)) {
      ctx.status = 400;
      ctx.body = validationException(elements.map((e: Json, i: number) => ({ ...e, HasErrors: errors[i]!.length > 0, ValidationErrors: errors[i]!.map((Message) => ({ Message })) })));
      return;
    }
    const made = elements.map((e: Json) => make(o, e));
    for (const m of made) store(o, m);
    changed();
    ctx.status = 200;
    ctx.body = { Id: randomUUID(), Status: 'OK', DateTimeUTC: new Date().toISOString(), [collection]: made };
  };

  const contactErrors = (e: Json) => (e.Contact && (e.Contact.Name || e.Contact.ContactID) ? [] : ['A Contact must be specified for this type of transaction']);
  const dateErrors = (e: Json) => (e.Date === undefined || DATE.test(String(e.Date)) ? [] : [`The Date '${e.Date}' is not a valid date.`]);
  const currencyErrors = (o: Organisation, e: Json) => {
    if (e.CurrencyCode === undefined || e.CurrencyCode === o.baseCurrency) return [];
    if (typeof e.CurrencyCode !== 'string' || !/^[A-Z]{3}$/.test(e.CurrencyCode)) return ['The currency code is not valid.'];
    // [CURR] only the currencies the organisation has added; a rate, when given, above zero.
    if (!currenciesOf(o).some((c) => c.Code === e.CurrencyCode)) return [`Organisation is not subscribed to currency ${e.CurrencyCode}`];
    if (e.CurrencyRate !== undefined && !(typeof e.CurrencyRate === 'number' && e.CurrencyRate > 0)) return ['The currency rate must be greater than zero.'];
    return [];
  };

  const invoiceLike = (kind: 'invoice' | 'credit') => (o: Organisation, e: Json) => {
    const types = kind === 'invoice' ? ['ACCREC', 'ACCPAY'] : ['ACCRECCREDIT', 'ACCPAYCREDIT'];
    const errors: string[] = [];
    if (!types.includes(e.Type)) errors.push(`Type must be ${types.join(' or ')}.`);
    errors.push(...contactErrors(e), ...dateErrors(e), ...currencyErrors(o, e));
    if (e.Status !== undefined && !['DRAFT', 'SUBMITTED', 'AUTHORISED'].includes(e.Status)) errors.push(`Status '${e.Status}' cannot be set when creating a document.`);
    errors.push(...lineErrors(o, e.LineItems, e.Status === 'AUTHORISED', e.Type === 'ACCREC' || e.Type === 'ACCRECCREDIT'));
    const numberField = kind === 'invoice' ? 'InvoiceNumber' : 'CreditNoteNumber';
    const existing = kind === 'invoice' ? o.invoices : o.creditNotes;
    // [INV] [CN] sales document numbers are unique in the organisation.
    if (e[numberField] && (e.Type === 'ACCREC' || e.Type === 'ACCRECCREDIT') && existing.some((d) => d[numberField] === e[numberField] && d.Status !== 'VOIDED' && d.Status !== 'DELETED')) {
      errors.push(kind === 'invoice' ? 'Invoice # must be unique.' : 'Credit Note # must be unique.');
    }
    return errors;
  };
  const makeInvoiceLike = (idField: string) => (o: Organisation, e: Json) => {
    const amountTypes = e.LineAmountTypes ?? 'Exclusive';
    const { lines, subTotal, totalTax } = priced(o, e.LineItems ?? [], amountTypes);
    const total = round2(subTotal + totalTax);
    return {
      ...e, [idField]: randomUUID(), Status: e.Status ?? 'DRAFT', LineAmountTypes: amountTypes, LineItems: lines, SubTotal: subTotal, TotalTax: totalTax, Total: total,
      AmountDue: total, AmountPaid: 0, RemainingCredit: idField === 'CreditNoteID' ? total : undefined, CurrencyCode: e.CurrencyCode ?? o.baseCurrency, CurrencyRate: e.CurrencyRate ?? 1,
      UpdatedDateUTC: new Date().toISOString(), Payments: [],
    };
  };
  api.put('/Invoices', create('Invoices', invoiceLike('invoice'), makeInvoiceLike('InvoiceID'), (o, m) => o.invoices.push(m)));
  api.put('/CreditNotes', create('CreditNotes', invoiceLike('credit'), makeInvoiceLike('CreditNoteID'), (o, m) => o.creditNotes.push(m)));

  const payable = (o: Organisation, code: unknown) => o.accounts.find((a) => a.Code === code && a.Status === 'ACTIVE' && (a.Type === 'BANK' || a.EnablePaymentsToAccount));
  api.put('/Payments', create('Payments', (o, e) => {
    const errors = [...dateErrors(e)];
    const document = e.Invoice?.InvoiceID ? o.invoices.find((d) => d.InvoiceID === e.Invoice.InvoiceID) : e.CreditNote?.CreditNoteID ? o.creditNotes.find((d) => d.CreditNoteID === e.CreditNote.CreditNoteID) : undefined;
    if (!document) errors.push('Invoice or credit note could not be found.');
    else if (document.Status !== 'AUTHORISED') errors.push('Payments can only be made against Authorised documents.');
    if (!payable(o, e.Account?.Code)) errors.push('Account code is not a bank account or an account with payments enabled.');
    if (typeof e.Amount !== 'number' || e.Amount <= 0) errors.push('Payment amount must be greater than zero.');
    else if (document && round2(e.Amount) > round2(document.AmountDue)) errors.push('Payment amount exceeds the amount outstanding on this document.');
    return errors;
  }, (o, e) => ({ ...e, PaymentID: randomUUID(), Status: 'AUTHORISED', Amount: round2(e.Amount), PaymentType: e.Invoice ? 'ACCRECPAYMENT' : 'ARCREDITPAYMENT' }), (o, m) => {
    o.payments.push(m);
    const document = m.Invoice ? o.invoices.find((d) => d.InvoiceID === m.Invoice.InvoiceID)! : o.creditNotes.find((d) => d.CreditNoteID === m.CreditNote.CreditNoteID)!;
    document.AmountPaid = round2(document.AmountPaid + m.Amount);
    document.AmountDue = round2(document.Total - document.AmountPaid);
    if (document.RemainingCredit !== undefined) document.RemainingCredit = document.AmountDue;
    document.Payments.push({ PaymentID: m.PaymentID, Amount: m.Amount, Date: m.Date });
    if (document.AmountDue === 0) document.Status = 'PAID';
  }));

  api.put('/BankTransactions', create('BankTransactions', (o, e) => {
    const errors: string[] = [];
    if (!['RECEIVE', 'SPEND'].includes(e.Type)) errors.push('Type must be RECEIVE or SPEND.');
    errors.push(...contactErrors(e), ...dateErrors(e), ...currencyErrors(o, e));
    const bank = o.accounts.find((a) => a.Code === e.BankAccount?.Code || (e.BankAccount?.AccountID && a.AccountID === e.BankAccount.AccountID));
    if (!bank || bank.Type !== 'BANK') errors.push('The BankAccount must be a valid bank account.');
    errors.push(...lineErrors(o, e.LineItems, true, e.Type === 'RECEIVE'));
    if (!errors.length) {
      const { subTotal, totalTax } = priced(o, e.LineItems, e.LineAmountTypes ?? 'Exclusive');
      if (round2(subTotal + totalTax) < 0) errors.push('The total of a bank transaction cannot be negative.');
    }
    return errors;
  }, (o, e) => {
    const { lines, subTotal, totalTax } = priced(o, e.LineItems, e.LineAmountTypes ?? 'Exclusive');
    return { ...e, BankTransactionID: randomUUID(), Status: 'AUTHORISED', LineItems: lines, SubTotal: subTotal, TotalTax: totalTax, Total: round2(subTotal + totalTax), CurrencyCode: e.CurrencyCode ?? o.baseCurrency, CurrencyRate: e.CurrencyRate ?? 1, IsReconciled: false };
  }, (o, m) => o.bankTransactions.push(m)));

  const apiRoutes = api.routes() as unknown as Koa.Middleware;
  const API_PATH = /^\/sandbox\/xero\/api\.xro\/2\.0(\/.*)$/;
  const accounting: Koa.Middleware = async (ctx, next) => {
    const rest = API_PATH.exec(ctx.path)?.[1];
    if (!rest) return next();
    const known = bearer(ctx);
    if (!known) return unauthorized(ctx);
    const tenant = ctx.get('xero-tenant-id');
    // [CODES] a tenant the token was not granted (or none) is a 403.
    if (!tenant || !known.tenantIds.includes(tenant) || !state.organisations[tenant]) { ctx.status = 403; ctx.body = { Type: null, Title: 'Forbidden', Status: 403, Detail: 'AuthenticationUnsuccessful' }; return; }
    const fault = faults.find((f) => f.remaining > 0 && (!f.pathContains || ctx.path.includes(f.pathContains)));
    if (fault) {
      fault.remaining -= 1;
      faults = faults.filter((f) => f.remaining > 0);
      ctx.status = fault.status;
      // [LIMITS] a 429 says how long to wait and which limit was hit.
      if (fault.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(fault.retryAfterSeconds));
      if (fault.status === 429) ctx.set('X-Rate-Limit-Problem', 'minute');
      ctx.body = fault.status === 429 ? { Title: 'Too Many Requests', Status: 429 } : { Title: 'Service Unavailable', Status: fault.status };
      return;
    }
    const o = state.organisations[tenant]!;
    ctx.state.xeroOrg = o;
    const key = ctx.method === 'GET' ? '' : ctx.get('idempotency-key');
    if (key.length > 128) { ctx.status = 400; ctx.body = validationException([{ ValidationErrors: [{ Message: 'Idempotency-Key must be 128 characters or fewer.' }] }]); return; }
    // [IDEMP] the same key answers the first answer again, and nothing new is made.
    const scoped = key ? `${ctx.method} ${ctx.path} ${key}` : '';
    if (scoped && o.answered[scoped]) { ctx.status = o.answered[scoped]!.status; ctx.body = o.answered[scoped]!.body; return; }
    const inner = ctx.path;
    ctx.path = rest;
    try {
      await apiRoutes(ctx, next);
    } finally {
      ctx.path = inner;
    }
    if (scoped && ctx.status < 500) { o.answered[scoped] = { status: ctx.status, body: ctx.body as Json }; changed(); }
  };

  // ── control ──────────────────────────────────────────────────────────────────────────────────────────────
  router.get('/_control/documents', (ctx) => {
    ctx.body = Object.values(state.organisations).map((o) => ({ tenant_id: o.tenantId, name: o.name, invoices: o.invoices, credit_notes: o.creditNotes, payments: o.payments, bank_transactions: o.bankTransactions }));
  });
  router.post('/_control/faults', (ctx) => {
    const body = (ctx.request.body ?? {}) as Json;
    const int = (v: unknown, min: number, max: number) => (v === undefined ? undefined : Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? (v as number) : NaN);
    const status = int(body.status, 400, 599), count = int(body.count ?? 1, 1, 1000), retry = int(body.retry_after_seconds, 0, 3600);
    if (status === undefined || [status, count, retry].some((v) => Number.isNaN(v))) { ctx.status = 400; ctx.body = { error: 'status (400–599), count (1–1000) and retry_after_seconds (0–3600) as whole numbers' }; return; }
    faults.push({ status, retryAfterSeconds: retry, pathContains: typeof body.path_contains === 'string' ? body.path_contains : undefined, remaining: count! });
    ctx.status = 201;
    ctx.body = { faults: faults.length };
  });
  router.delete('/_control/faults', (ctx) => { faults = []; ctx.status = 204; });
  router.post('/_control/revoke', (ctx) => {
    const tenant = (ctx.request.body as Json | undefined)?.tenant_id;
    if (typeof tenant !== 'string' || !state.organisations[tenant]) { ctx.status = 404; ctx.body = { error: 'tenant_id: no such organisation' }; return; }
    for (const [key, value] of Object.entries(state.accessTokens)) if (value.tenantIds.includes(tenant)) delete state.accessTokens[key];
    for (const [key, value] of Object.entries(state.refreshTokens)) if (value.tenantIds.includes(tenant)) delete state.refreshTokens[key];
    changed();
    ctx.status = 204;
  });

  const parse = bodyParser({ enableTypes: ['json', 'form'], jsonLimit: '2mb' });
  const routes = router.routes() as unknown as Koa.Middleware;
  return {
    organisations: () => Object.values(state.organisations),
    flush,
    middleware: async (ctx, next) => {
      if (!/^\/sandbox\/xero(\/|$)/.test(ctx.path)) return next();
      await parse(ctx, () => accounting(ctx, () => routes(ctx, async () => { ctx.status = 404; ctx.body = { Title: 'Not Found', Status: 404, Detail: `The sandbox Xero has no ${ctx.method} ${ctx.path}` }; })));
    },
  };
}
