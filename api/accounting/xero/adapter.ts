/**
 * Xero: OAuth 2 with PKCE (https://developer.xero.com/documentation/oauth2/pkce-flow) and the Accounting API
 * (https://developer.xero.com/documentation/api/accounting/overview). Every write is a PUT (create only) with
 * Xero's `Idempotency-Key` header (XeroAPI/Xero-OpenAPI, xero_accounting.yaml: at most 128 characters), so a
 * retried post answers the first answer instead of making a second document. A 400 ValidationException becomes a
 * validation ChannelError carrying each element's ValidationErrors messages; 401 is `auth`, 429 `rate_limit` with
 * Retry-After (api/channels/http.ts), 5xx transient.
 */
import { ChannelError } from '../../channels/errors.ts';
import type { HttpResponse } from '../../channels/types.ts';
import type { AccountingAdapter, AccountingContext, AccountingTokens, Posting } from '../types.ts';

type Json = Record<string, any>;

/** Xero's ValidationException → the messages, one per problem [responsecodes]. */
function interpret(response: HttpResponse): Error | undefined {
  const body = response.body as Json | null;
  if (response.status === 400 && body?.Type === 'ValidationException') {
    const messages: string[] = [...new Set<string>((body.Elements ?? []).flatMap((e: Json) => (e.ValidationErrors ?? []).map((v: Json) => String(v.Message))))];
    return new ChannelError('validation', `Xero refused it: ${messages.join(' ') || body.Message}`, { status: 400, fields: messages.map((message) => ({ field: '', code: 'XERO_VALIDATION', message })) });
  }
  if (response.status === 400 && typeof body?.error === 'string') return new ChannelError('auth', `Xero refused the sign-in (${body.error})`, { status: 400 });
  return undefined;
}

function tokensFrom(body: Json): AccountingTokens {
  if (typeof body?.access_token !== 'string' || typeof body?.refresh_token !== 'string') throw new ChannelError('permanent', 'Xero answered no tokens');
  return { access_token: body.access_token, refresh_token: body.refresh_token, expires_at: new Date(Date.now() + Number(body.expires_in ?? 1800) * 1000).toISOString() };
}

const headers = (ctx: AccountingContext, posting?: Posting): Record<string, string> => {
  if (!ctx.tokens) throw new ChannelError('auth', 'Xero is not connected');
  if (!ctx.tenantId) throw new ChannelError('auth', 'no Xero organisation is connected');
  return { authorization: `Bearer ${ctx.tokens.access_token}`, 'xero-tenant-id': ctx.tenantId, ...(posting ? { 'idempotency-key': posting.idempotencyKey.slice(0, 128) } : {}) };
};

async function get(ctx: AccountingContext, path: string, query?: Record<string, string>): Promise<Json> {
  return (await ctx.http.send({ method: 'GET', url: `${ctx.apiUrl}/api.xro/2.0/${path}`, headers: headers(ctx), query }, interpret)).body as Json;
}

async function put(ctx: AccountingContext, path: string, collection: string, posting: Posting): Promise<Json> {
  const answer = (await ctx.http.send({ method: 'PUT', url: `${ctx.apiUrl}/api.xro/2.0/${path}`, headers: headers(ctx, posting), query: { unitdp: 4 }, json: { [collection]: [posting.body] } }, interpret)).body as Json;
  const made = answer?.[collection]?.[0];
  if (!made) throw new ChannelError('permanent', `Xero answered no ${collection}`);
  return made;
}

export const xeroAdapter: AccountingAdapter = {
  provider: 'XERO',
  async exchangeCode(ctx, code, redirectUri, codeVerifier) {
    const answer = await ctx.http.send({ method: 'POST', url: `${ctx.identityUrl}/connect/token`, form: { grant_type: 'authorization_code', client_id: ctx.clientId, code, redirect_uri: redirectUri, code_verifier: codeVerifier } }, interpret);
    return tokensFrom(answer.body as Json);
  },
  async refresh(ctx) {
    if (!ctx.tokens) throw new ChannelError('auth', 'Xero is not connected');
    const answer = await ctx.http.send({ method: 'POST', url: `${ctx.identityUrl}/connect/token`, form: { grant_type: 'refresh_token', client_id: ctx.clientId, refresh_token: ctx.tokens.refresh_token } }, interpret);
    return tokensFrom(answer.body as Json);
  },
  async revoke(ctx) {
    // https://developer.xero.com/documentation/guides/oauth2/auth-flow/#revoking-tokens: the refresh token, with the
    // app's client id in the body (a PKCE app has no secret); every connection of the grant is removed.
    if (!ctx.tokens) return;
    await ctx.http.send({ method: 'POST', url: `${ctx.identityUrl}/connect/revocation`, form: { token: ctx.tokens.refresh_token, client_id: ctx.clientId } }, interpret);
  },
  async connections(ctx) {
    if (!ctx.tokens) throw new ChannelError('auth', 'Xero is not connected');
    const answer = await ctx.http.send({ method: 'GET', url: `${ctx.apiUrl}/connections`, headers: { authorization: `Bearer ${ctx.tokens.access_token}` } }, interpret);
    return ((answer.body as Json[]) ?? []).filter((c) => c.tenantType === 'ORGANISATION').map((c) => ({ tenantId: String(c.tenantId), name: String(c.tenantName ?? '') }));
  },
  async accounts(ctx) {
    return ((await get(ctx, 'Accounts')).Accounts ?? []).filter((a: Json) => a.Status === 'ACTIVE' && a.Code)
      .map((a: Json) => ({ code: String(a.Code), name: String(a.Name), type: String(a.Type), payments: a.Type === 'BANK' || a.EnablePaymentsToAccount === true }));
  },
  async taxRates(ctx) {
    return ((await get(ctx, 'TaxRates')).TaxRates ?? []).filter((r: Json) => r.Status === 'ACTIVE')
      .map((r: Json) => ({ taxType: String(r.TaxType), name: String(r.Name), rate: Number(r.EffectiveRate ?? 0), income: r.CanApplyToRevenue !== false, expenses: r.CanApplyToExpenses !== false }));
  },
  async trackingCategories(ctx) {
    return ((await get(ctx, 'TrackingCategories')).TrackingCategories ?? []).filter((c: Json) => c.Status === 'ACTIVE')
      .map((c: Json) => ({ name: String(c.Name), options: (c.Options ?? []).filter((o: Json) => o.Status !== 'ARCHIVED').map((o: Json) => String(o.Name)) }));
  },
  async findDocument(ctx, kind, number) {
    const [path, param, collection, id] = kind === 'invoice' ? ['Invoices', 'InvoiceNumbers', 'Invoices', 'InvoiceID'] : ['CreditNotes', 'CreditNoteNumbers', 'CreditNotes', 'CreditNoteID'];
    const found = ((await get(ctx, path, { [param]: number }))[collection] ?? []).find((d: Json) => d.Status !== 'VOIDED' && d.Status !== 'DELETED');
    return found ? { id: String(found[id]), amountDue: Number(found.AmountDue ?? 0) } : null;
  },
  async postInvoice(ctx, posting) {
    const made = await put(ctx, 'Invoices', 'Invoices', posting);
    return { id: String(made.InvoiceID), amountDue: Number(made.AmountDue ?? 0) };
  },
  async postCreditNote(ctx, posting) {
    const made = await put(ctx, 'CreditNotes', 'CreditNotes', posting);
    return { id: String(made.CreditNoteID), amountDue: Number(made.AmountDue ?? made.RemainingCredit ?? 0) };
  },
  async postPayment(ctx, posting) {
    return { id: String((await put(ctx, 'Payments', 'Payments', posting)).PaymentID) };
  },
  async postBankTransaction(ctx, posting) {
    return { id: String((await put(ctx, 'BankTransactions', 'BankTransactions', posting)).BankTransactionID) };
  },
};
