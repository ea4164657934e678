import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChannelError } from '../channels/errors.ts';
import { createHttpClient } from '../channels/http.ts';
import { fraudPreventionHeaders, timezoneText, type BrowserFacts } from './fraud-headers.ts';
import { hmrcMtdVat, vatReturnBody } from './mtd-vat.ts';
import { createHmrcSandbox, issueSandboxTokens } from './sandbox/index.ts';
import type { MtdContext, VatReturnBody } from './types.ts';

const VRN = '123456789';
const BROWSER: BrowserFacts = { device_id: 'beec798b-b366-47fa-b1f8-92cede14a1ce', js_user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0', screens: [{ width: 1920, height: 1080, scaling_factor: 1, colour_depth: 24 }], window_width: 1440, window_height: 900, timezone_offset_minutes: 60 };
const HEADERS = fraudPreventionHeaders(BROWSER, { client_ip: '198.51.100.0', client_port: 53714, client_ip_at: '2026-11-29T08:00:00.123Z', user_id: 'u-1' }, { product_name: 'Sellyard', version: '1.0.0', public_ip: '203.0.113.6' });

let server: Server;
let base: string;
const sandbox = createHmrcSandbox();

beforeAll(async () => {
  const app = new Koa();
  app.use(sandbox.middleware);
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/hmrc`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => sandbox.reset());

function context(overrides: Partial<MtdContext> = {}): MtdContext {
  return { baseUrl: base, http: createHttpClient(base), clientId: 'client-1', clientSecret: 'secret-1', vrn: VRN, tokens: tokensFor(VRN), fraudHeaders: HEADERS, ...overrides };
}
function tokensFor(vrn: string) {
  const t = issueSandboxTokens(vrn, 'client-1');
  return { access_token: t.access_token, refresh_token: t.refresh_token, expires_at: new Date(Date.now() + 3_600_000).toISOString(), scope: t.scope };
}
const lastQuarter = () => {
  const now = new Date();
  const q = Math.floor(now.getUTCMonth() / 3);
  const end = new Date(Date.UTC(now.getUTCFullYear(), q * 3, 0)).toISOString().slice(0, 10);
  return { end, key: `${end.slice(2, 4)}A${'ABCDEFGHIJKL'[Number(end.slice(5, 7)) - 1]}` };
};
const body = (periodKey: string, extra: Partial<VatReturnBody> = {}): VatReturnBody => ({
  ...vatReturnBody({ box1_vat_due_sales: 57000, box3_total_vat_due: 57000, box4_vat_reclaimed: 12345, box5_net_vat: 44655, box6_total_sales_ex_vat: 389, box7_total_purchases_ex_vat: 61 }, periodKey, true), ...extra,
});
async function refusal(promise: Promise<unknown>): Promise<ChannelError> {
  const error = await promise.then(() => null, (e) => e);
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
}

describe('fraud prevention headers', () => {
  it('formats every WEB_APP_VIA_SERVER header as HMRC specifies', () => {
    expect(HEADERS['Gov-Client-Connection-Method']).toBe('WEB_APP_VIA_SERVER');
    expect(HEADERS['Gov-Client-Screens']).toBe('width=1920&height=1080&scaling-factor=1&colour-depth=24');
    expect(HEADERS['Gov-Client-Window-Size']).toBe('width=1440&height=900');
    expect(HEADERS['Gov-Client-Timezone']).toBe('UTC+01:00');
    expect(timezoneText(-330)).toBe('UTC-05:30');
    expect(HEADERS['Gov-Vendor-Forwarded']).toBe('by=203.0.113.6&for=198.51.100.0');
    expect(HEADERS['Gov-Vendor-Version']).toBe('sellyard=1.0.0');
  });

  it('passes the Test Fraud Prevention Headers API, which names what is missing or malformed', async () => {
    const check = async (headers: Record<string, string>) => (await fetch(`${base}/test/fraud-prevention-headers/validate`, { headers })).json();
    // The documentation ranges 198.51.100.0/24 and 203.0.113.0/24 are not public addresses: a warning, not an error.
    expect(await check(HEADERS)).toMatchObject({ code: 'POTENTIALLY_INVALID_HEADERS', warnings: [{ headers: ['gov-client-public-ip'] }, { headers: ['gov-vendor-public-ip'] }] });
    expect(await check({ ...HEADERS, 'Gov-Client-Public-IP': '8.8.8.8', 'Gov-Vendor-Public-IP': '1.1.1.1', 'Gov-Vendor-Forwarded': 'by=1.1.1.1&for=8.8.8.8' })).toMatchObject({ code: 'VALID_HEADERS' });
    const { 'Gov-Client-Device-ID': _gone, ...withoutDevice } = HEADERS;
    const report = await check({ ...withoutDevice, 'Gov-Client-Timezone': 'GMT+1' });
    expect(report.code).toBe('INVALID_HEADERS');
    expect(report.errors).toEqual(expect.arrayContaining([
      { code: 'MISSING_HEADER', message: 'Header required', headers: ['gov-client-device-id'] },
      expect.objectContaining({ code: 'INVALID_HEADER', headers: ['gov-client-timezone'] }),
    ]));
  });
});

describe('HMRC VAT (MTD) adapter on the sandbox', () => {
  it('connects by OAuth: consent, code, tokens', async () => {
    const url = new URL(hmrcMtdVat.authorizeUrl(base, 'client-1', 'http://127.0.0.1:1/api/hmrc/callback', 'state-1'));
    expect(url.searchParams.get('scope')).toBe('read:vat write:vat');
    expect((await fetch(url)).status).toBe(200);
    const grant = await fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), vrn: VRN }) });
    expect(grant.status).toBe(302);
    const back = new URL(grant.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('state-1');
    const code = back.searchParams.get('code')!;
    const http = createHttpClient(base);
    await expect(hmrcMtdVat.exchangeCode({ http, clientId: 'client-1', clientSecret: 's' }, code, 'http://elsewhere/cb')).rejects.toMatchObject({ fields: [{ code: 'invalid_grant' }] });
    // The code was used up by the refused attempt (single use).
    const grant2 = await fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), vrn: VRN }) });
    const tokens = await hmrcMtdVat.exchangeCode({ http, clientId: 'client-1', clientSecret: 's' }, new URL(grant2.headers.get('location')!).searchParams.get('code')!, 'http://127.0.0.1:1/api/hmrc/callback');
    expect(tokens.access_token).toMatch(/^at\./);
    expect((await hmrcMtdVat.obligations(context({ tokens }), { status: 'O' })).length).toBeGreaterThan(0);
  });

  it('reads obligations, submits a return, gets the receipt, and sees the liability and payment', async () => {
    const ctx = context();
    const { key, end } = lastQuarter();
    const open = await hmrcMtdVat.obligations(ctx, { status: 'O' });
    expect(open.find((o) => o.periodKey === key)).toMatchObject({ end, status: 'O' });
    const receipt = await hmrcMtdVat.submitReturn(ctx, body(key));
    expect(receipt.formBundleNumber).toMatch(/^\d{12}$/);
    expect(receipt.chargeRefNumber).toMatch(/^XQ\d{12}$/);
    expect(Date.parse(receipt.processingDate)).not.toBeNaN();
    expect(receipt.receiptId).toMatch(/^[0-9a-f]{32}$/);
    const fulfilled = await hmrcMtdVat.obligations(ctx, { from: `${end.slice(0, 4)}-01-01`, to: end, status: 'F' });
    expect(fulfilled.map((o) => o.periodKey)).toContain(key);
    const from = new Date(Date.parse(end) - 300 * 86_400_000).toISOString().slice(0, 10);
    expect(await hmrcMtdVat.liabilities(ctx, { from, to: end })).toEqual([expect.objectContaining({ type: 'VAT Return Debit Charge', originalAmount: 446.55, outstandingAmount: 446.55 })]);
    expect(await hmrcMtdVat.payments(ctx, { from, to: end })).toEqual([]);
    await fetch(`${base}/_control/payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vrn: VRN, amount: 446.55, received: end }) });
    expect(await hmrcMtdVat.payments(ctx, { from, to: end })).toEqual([{ amount: 446.55, received: end }]);
  });

  it('refuses each thing HMRC refuses, with its code', async () => {
    const ctx = context();
    const { key } = lastQuarter();
    expect((await refusal(hmrcMtdVat.submitReturn(ctx, body('99AZ')))).fields).toEqual([{ field: null, code: 'PERIOD_KEY_INVALID', message: 'Invalid period key' }]);
    expect((await refusal(hmrcMtdVat.submitReturn(ctx, body('18A')))).fields).toEqual([{ field: '/periodKey', code: 'PERIOD_KEY_INVALID', message: 'period key should be a 4 character string' }]);
    const notFinal = await refusal(hmrcMtdVat.submitReturn(ctx, body(key, { finalised: false })));
    expect([notFinal.status, notFinal.fields[0]!.code]).toEqual([403, 'NOT_FINALISED']);
    expect((await refusal(hmrcMtdVat.submitReturn(ctx, body(key, { totalVatDue: 1 })))).fields.map((f) => f.code)).toEqual(['VAT_TOTAL_VALUE', 'VAT_NET_VALUE']);
    await hmrcMtdVat.submitReturn(ctx, body(key));
    const duplicate = await refusal(hmrcMtdVat.submitReturn(ctx, body(key)));
    expect([duplicate.status, duplicate.fields[0]!.code]).toEqual([403, 'DUPLICATE_SUBMISSION']);
    // The running quarter has not ended.
    const running = (await hmrcMtdVat.obligations(ctx, { status: 'O' })).find((o) => o.end >= new Date().toISOString().slice(0, 10))!;
    expect((await refusal(hmrcMtdVat.submitReturn(ctx, body(running.periodKey)))).fields[0]!.code).toBe('TAX_PERIOD_NOT_ENDED');
  });

  it('refuses an invalid VRN, another organisation’s VRN, and missing or malformed fraud prevention headers', async () => {
    const raw = await fetch(`${base}/organisations/vat/12345/obligations?status=O`, { headers: { accept: 'application/vnd.hmrc.1.0+json', authorization: `Bearer ${tokensFor(VRN).access_token}`, ...HEADERS } });
    expect([raw.status, await raw.json()]).toEqual([400, { code: 'VRN_INVALID', message: 'The provided Vrn is invalid' }]);
    expect((await refusal(hmrcMtdVat.obligations(context({ vrn: '12345' }), { status: 'O' }))).fields[0]!.code).toBe('VRN_INVALID');
    const other = await refusal(hmrcMtdVat.obligations(context({ vrn: '987654321' }), { status: 'O' }));
    expect([other.status, other.fields[0]!.code]).toEqual([403, 'CLIENT_OR_AGENT_NOT_AUTHORISED']);
    const { 'Gov-Client-Public-Port': _port, ...withoutPort } = HEADERS;
    const missing = await refusal(hmrcMtdVat.obligations(context({ fraudHeaders: withoutPort }), { status: 'O' }));
    expect(missing.fields).toEqual([{ field: 'gov-client-public-port', code: 'MISSING_HEADER', message: 'Header required' }]);
    const malformed = await refusal(hmrcMtdVat.obligations(context({ fraudHeaders: { ...HEADERS, 'Gov-Client-Screens': 'width=wide', 'Gov-Client-Device-ID': 'my-laptop' } }), { status: 'O' }));
    expect(malformed.fields.map((f) => [f.code, f.field])).toEqual([['INVALID_HEADER', 'gov-client-device-id'], ['INVALID_HEADER', 'gov-client-screens']]);
    expect(malformed.message).toMatch(/Value must be a UUID/);
  });

  it('refreshes an expired token once and hands the new one to be stored', async () => {
    const stored: string[] = [];
    const expired = { ...tokensFor(VRN), access_token: 'at.bogus.mac' };
    const ctx = context({ tokens: expired, onTokens: async (t) => { stored.push(t.access_token); } });
    expect((await hmrcMtdVat.obligations(ctx, { status: 'O' })).length).toBeGreaterThan(0);
    expect(stored).toHaveLength(1);
    const revoked = context({ tokens: { ...expired, refresh_token: 'rt.bogus.mac' } });
    expect((await refusal(hmrcMtdVat.obligations(revoked, { status: 'O' }))).kind).toBe('auth');
  });

  it('answers an empty period as no obligations, and date errors as HMRC words them', async () => {
    const ctx = context();
    expect(await hmrcMtdVat.obligations(ctx, { from: '2001-01-01', to: '2001-12-31' })).toEqual([]);
    expect((await refusal(hmrcMtdVat.obligations(ctx, { from: '2024-01-01', to: '2025-06-30' }))).fields[0]!.code).toBe('INVALID_DATE_RANGE');
    expect((await refusal(hmrcMtdVat.obligations(ctx, { from: '2024-01-01' }))).fields[0]!.code).toBe('MISSING_DATE_RANGE');
  });
});
