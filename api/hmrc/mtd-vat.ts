/**
 * HMRC's VAT (MTD) API 1.0 behind the MtdVatAdapter interface
 * (https://developer.service.hmrc.gov.uk/api-documentation/docs/api/service/vat-api/1.0):
 *
 *   GET  /organisations/vat/{vrn}/obligations?from&to&status    → { obligations: [...] }
 *   POST /organisations/vat/{vrn}/returns                       → 201 { processingDate, paymentIndicator, formBundleNumber, chargeRefNumber? }
 *   GET  /organisations/vat/{vrn}/liabilities?from&to           → { liabilities: [...] }
 *   GET  /organisations/vat/{vrn}/payments?from&to              → { payments: [...] }
 *
 * every call with `Accept: application/vnd.hmrc.1.0+json`, the user's bearer token and the fraud prevention
 * headers. OAuth 2.0 authorization code grant at /oauth/authorize and /oauth/token (user-restricted endpoints). A
 * 404 NOT_FOUND from a list endpoint means "none" (that is how HMRC answers an empty period). A 401 refreshes the
 * token once and repeats the call.
 */
import { ChannelError } from '../channels/errors.ts';
import type { HttpRequest, HttpResponse } from '../channels/types.ts';
import type { Liability, MtdContext, MtdTokens, MtdVatAdapter, Obligation, Payment, VatReceipt, VatReturnBody } from './types.ts';

export const HMRC_LIVE_URL = 'https://api.service.hmrc.gov.uk';
const ACCEPT = 'application/vnd.hmrc.1.0+json';
const SCOPE = 'read:vat write:vat';

/** HMRC's error body as a ChannelError: each inner error (or the top one) becomes a field with its code. */
function interpret(response: HttpResponse): ChannelError | undefined {
  const body = response.body as { code?: string; message?: string; errors?: Array<{ code: string; message: string; path?: string; headers?: string[] }>; error?: string; error_description?: string; statusCode?: number } | null;
  if (!body || typeof body !== 'object') return undefined;
  // A refused or revoked grant means the merchant must connect again: an `auth` error, never retried as is.
  if (body.error) return new ChannelError(response.status === 401 || body.error === 'invalid_grant' ? 'auth' : 'validation', `HMRC refused the authorisation: ${body.error}${body.error_description ? ` (${body.error_description})` : ''}`, { status: response.status, fields: [{ field: null, code: body.error, message: body.error_description ?? body.error }] });
  if (response.status === 401) return new ChannelError('auth', `HMRC refused the token: ${body.code ?? 'UNAUTHORIZED'}`, { status: 401, fields: [{ field: null, code: body.code ?? 'UNAUTHORIZED', message: body.message ?? '' }] });
  // The fraud prevention headers' report (sandbox) names the headers instead of a path.
  const inner = body.errors?.length
    ? body.errors.map((e) => ({ field: e.path ?? (e.headers ? e.headers.join(', ') : null), code: e.code, message: e.message }))
    : [{ field: null, code: body.code ?? (body.statusCode ? String(body.message) : 'ERROR'), message: body.message ?? '' }];
  return new ChannelError('validation', `HMRC refused the request: ${inner.map((e) => `${e.code}${e.message ? ` (${e.message})` : ''}`).join('; ')}`, { status: response.status, fields: inner });
}

function tokensFrom(body: { access_token: string; refresh_token: string; expires_in: number; scope?: string }): MtdTokens {
  if (!body?.access_token || !body.refresh_token) throw new ChannelError('permanent', 'HMRC answered the token request without tokens');
  return { access_token: body.access_token, refresh_token: body.refresh_token, expires_at: new Date(Date.now() + Number(body.expires_in ?? 14_400) * 1000).toISOString(), scope: body.scope ?? SCOPE };
}

async function refresh(ctx: MtdContext): Promise<MtdTokens> {
  if (!ctx.tokens?.refresh_token) throw new ChannelError('auth', 'Sellyard is not connected to HMRC: connect it in VAT settings');
  const response = await ctx.http.send({ method: 'POST', url: '/oauth/token', form: { grant_type: 'refresh_token', client_id: ctx.clientId, client_secret: ctx.clientSecret, refresh_token: ctx.tokens.refresh_token } }, interpret);
  const tokens = tokensFrom(response.body);
  ctx.tokens = tokens;
  await ctx.onTokens?.(tokens);
  return tokens;
}

/** One VAT API call with the headers HMRC asks for; an expired token is refreshed once first, a 401 once after. */
async function call<T>(ctx: MtdContext, request: Omit<HttpRequest, 'headers'>, emptyOn404?: T): Promise<{ body: T; headers: Headers }> {
  if (!/^\d{9}$/.test(ctx.vrn)) throw new ChannelError('validation', 'The VAT registration number must be nine digits', { fields: [{ field: 'vrn', code: 'VRN_INVALID', message: 'The provided Vrn is invalid' }] });
  if (!ctx.tokens) throw new ChannelError('auth', 'Sellyard is not connected to HMRC: connect it in VAT settings');
  if (Date.parse(ctx.tokens.expires_at) <= Date.now() + 60_000) await refresh(ctx);
  const send = () => ctx.http.send({ ...request, headers: { accept: ACCEPT, authorization: `Bearer ${ctx.tokens!.access_token}`, ...ctx.fraudHeaders } }, interpret);
  try {
    try {
      const r = await send();
      return { body: r.body as T, headers: r.headers };
    } catch (error) {
      if (!(error instanceof ChannelError) || error.kind !== 'auth') throw error;
      await refresh(ctx);
      const r = await send();
      return { body: r.body as T, headers: r.headers };
    }
  } catch (error) {
    if (emptyOn404 !== undefined && error instanceof ChannelError && error.status === 404 && error.fields[0]?.code === 'NOT_FOUND') return { body: emptyOn404, headers: new Headers() };
    throw error;
  }
}

export const hmrcMtdVat: MtdVatAdapter = {
  liveBaseUrl: () => HMRC_LIVE_URL,
  authorizeUrl(baseUrl, clientId, redirectUri, state) {
    const url = new URL(`${baseUrl.replace(/\/$/, '')}/oauth/authorize`);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', clientId);
    url.searchParams.set('scope', SCOPE);
    url.searchParams.set('state', state);
    url.searchParams.set('redirect_uri', redirectUri);
    return url.toString();
  },
  async exchangeCode(ctx, code, redirectUri) {
    const response = await ctx.http.send({ method: 'POST', url: '/oauth/token', form: { grant_type: 'authorization_code', client_id: ctx.clientId, client_secret: ctx.clientSecret, redirect_uri: redirectUri, code } }, interpret);
    return tokensFrom(response.body);
  },
  async obligations(ctx, query) {
    const { body } = await call<{ obligations: Obligation[] }>(ctx, { method: 'GET', url: `/organisations/vat/${ctx.vrn}/obligations`, query }, { obligations: [] });
    return body.obligations ?? [];
  },
  async submitReturn(ctx, vatReturn: VatReturnBody): Promise<VatReceipt> {
    const { body, headers } = await call<VatReceipt>(ctx, { method: 'POST', url: `/organisations/vat/${ctx.vrn}/returns`, json: vatReturn });
    if (!body?.formBundleNumber || !body.processingDate) throw new ChannelError('permanent', 'HMRC accepted the return without a receipt (no formBundleNumber)');
    return { processingDate: body.processingDate, formBundleNumber: body.formBundleNumber, paymentIndicator: body.paymentIndicator, chargeRefNumber: body.chargeRefNumber, receiptId: headers.get('receipt-id') };
  },
  async liabilities(ctx, query): Promise<Liability[]> {
    const { body } = await call<{ liabilities: Liability[] }>(ctx, { method: 'GET', url: `/organisations/vat/${ctx.vrn}/liabilities`, query }, { liabilities: [] });
    return body.liabilities ?? [];
  },
  async payments(ctx, query): Promise<Payment[]> {
    const { body } = await call<{ payments: Payment[] }>(ctx, { method: 'GET', url: `/organisations/vat/${ctx.vrn}/payments`, query }, { payments: [] });
    return body.payments ?? [];
  },
};

/** Sellyard's boxes (pence for 1–5, pounds for 6–9) as HMRC's body. */
export function vatReturnBody(report: Record<string, unknown>, periodKey: string, finalised: boolean): VatReturnBody {
  const pounds = (pence: unknown) => Math.round(Number(pence ?? 0)) / 100;
  return {
    periodKey,
    vatDueSales: pounds(report.box1_vat_due_sales), vatDueAcquisitions: pounds(report.box2_vat_due_acquisitions), totalVatDue: pounds(report.box3_total_vat_due),
    vatReclaimedCurrPeriod: pounds(report.box4_vat_reclaimed), netVatDue: pounds(report.box5_net_vat),
    totalValueSalesExVAT: Number(report.box6_total_sales_ex_vat ?? 0), totalValuePurchasesExVAT: Number(report.box7_total_purchases_ex_vat ?? 0),
    totalValueGoodsSuppliedExVAT: Number(report.box8_total_supplies_ex_vat ?? 0), totalAcquisitionsExVAT: Number(report.box9_total_acquisitions_ex_vat ?? 0),
    finalised,
  };
}
