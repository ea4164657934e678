/**
 * Making Tax Digital for VAT on the built-in HMRC sandbox (issue 21): connect by OAuth, read HMRC's obligations,
 * submit a calculated return with the fraud prevention headers, keep HMRC's receipt, and never change the return
 * again. Each refusal HMRC gives (wrong period key, duplicate, not finalised, another organisation's VRN, malformed
 * fraud prevention headers) reaches the merchant as a 422 naming HMRC's code, and the return stays calculated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

const VRN = '123456789';
const BROWSER = { device_id: '5d0b8d2e-7f0b-4d4e-9a51-1c7e3b1f9a10', js_user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', screens: [{ width: 1440, height: 900, scaling_factor: 2, colour_depth: 24 }], window_width: 1440, window_height: 820, timezone_offset_minutes: 0 };

let app: TestApp;
let owner: Client;
let staff: Client;

/** The calendar quarter that ended last (the sandbox's open obligation for it has the key YY A <month letter>). */
function lastQuarter() {
  const now = new Date();
  const q = Math.floor(now.getUTCMonth() / 3);
  const start = new Date(Date.UTC(now.getUTCFullYear(), q * 3 - 3, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(now.getUTCFullYear(), q * 3, 0)).toISOString().slice(0, 10);
  return { start, end, key: `${end.slice(2, 4)}A${'ABCDEFGHIJKL'[Number(end.slice(5, 7)) - 1]}` };
}

async function calculatedReturn(periodKey: string): Promise<Row> {
  const { start, end } = lastQuarter();
  const created = await owner.post('/api/vat-reports', { period_start: start, period_end: end, period_key: periodKey });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const calculated = await owner.post(`/api/vat-reports/${created.body.id}/calculate`, {});
  expect(calculated.status, JSON.stringify(calculated.body)).toBe(200);
  return calculated.body;
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  staff = await app.signIn(DEMO.acmeStaff);
});
afterAll(async () => { await app?.close(); });

describe('MTD VAT on the HMRC sandbox', () => {
  it('connects by OAuth: the tokens are kept encrypted and never returned', async () => {
    const current = (await owner.get('/api/hmrc-settings')).body;
    const saved = await owner.put('/api/hmrc-settings', { environment: 'SANDBOX', vrn: VRN, version: current.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await owner.put('/api/hmrc-settings', { vrn: 'GB12345', version: saved.body.version })).body.errors).toEqual([expect.objectContaining({ pointer: '/vrn' })]);
    expect((await staff.post('/api/hmrc/connect', {})).status).toBe(403);

    const connect = await owner.post('/api/hmrc/connect', {});
    expect(connect.status, JSON.stringify(connect.body)).toBe(200);
    const authorize = new URL(connect.body.authorize_url);
    expect(authorize.pathname).toBe('/sandbox/hmrc/oauth/authorize');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/api/hmrc/callback`);
    // The merchant grants authority on HMRC's page, which sends them back with a code.
    const grant = await fetch(authorize, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), vrn: VRN }) });
    const back = new URL(grant.headers.get('location')!);
    expect(back.pathname).toBe('/api/hmrc/callback');
    // A state that is not this user's does nothing.
    expect((await owner.get(`/api/hmrc/callback?code=x&state=forged`, { accept: 'application/json' })).status).toBe(400);
    const done = await owner.get(`${back.pathname}${back.search}`, { accept: 'application/json' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ connection_status: 'CONNECTED', vrn: VRN });
    expect(JSON.stringify(done.body)).not.toMatch(/oauth_tokens|access_token|at\./);
    const row = await app.knex('hmrc_settings').where('id', done.body.id).first();
    expect(row.oauth_tokens).toMatch(/^v1:/);
    expect((app.secrets.decrypt(row.oauth_tokens, 'hmrc_settings.oauth_tokens') as Row).access_token).toMatch(/^at\./);
    // The state was used up.
    expect((await owner.get(`${back.pathname}${back.search}`, { accept: 'application/json' })).status).toBe(400);
    // In a browser (HTML), the callback lands on the HMRC connection settings, which say it is connected.
    const again = await owner.post('/api/hmrc/connect', {});
    const consent = new URL(again.body.authorize_url);
    const granted = await fetch(consent, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ ...Object.fromEntries(consent.searchParams), vrn: VRN }) });
    const landing = await fetch(granted.headers.get('location')!, { redirect: 'manual', headers: { cookie: owner.cookie!, accept: 'text/html' } });
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe('/settings/hmrc?connected=1');
  });

  it('reads obligations, submits with the fraud prevention headers, keeps the receipt, and locks the return', async () => {
    const { key, end } = lastQuarter();
    const report = await calculatedReturn(key);
    const hmrc = await owner.get(`/api/vat-reports/${report.id}/hmrc?browser=${encodeURIComponent(JSON.stringify(BROWSER))}`);
    expect(hmrc.status, JSON.stringify(hmrc.body)).toBe(200);
    expect(hmrc.body.obligations).toEqual(expect.arrayContaining([expect.objectContaining({ periodKey: key, end, status: 'O' })]));
    expect((await owner.get(`/api/vat-reports/${report.id}/hmrc`)).body.errors).toEqual([expect.objectContaining({ pointer: '/browser' })]);

    // Staff may read VAT reports' screens but not submit them.
    expect((await staff.post(`/api/vat-reports/${report.id}/submit`, { finalised: true, browser: BROWSER })).status).toBe(403);
    // The generic transition cannot skip HMRC: without a receipt, nothing is submitted.
    const submitted = await owner.post(`/api/vat-reports/${report.id}/submit`, { finalised: true, browser: BROWSER });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'SUBMITTED', form_bundle_number: expect.stringMatching(/^\d{12}$/), payment_indicator: 'BANK', receipt_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(Date.parse(submitted.body.processing_date)).not.toBeNaN();
    if (report.net_vat_due === 'PAYABLE' && report.box5_net_vat > 0) expect(submitted.body.charge_ref_number).toMatch(/^XQ\d{12}$/);

    // HMRC received exactly the boxes Sellyard calculated, boxes 1–5 in pounds and pence.
    const state = await (await fetch(`${app.baseUrl}/sandbox/hmrc/_control/state`)).json();
    expect(state[VRN].returns).toEqual([expect.objectContaining({
      periodKey: key, vatDueSales: report.box1_vat_due_sales / 100, totalVatDue: report.box3_total_vat_due / 100, vatReclaimedCurrPeriod: report.box4_vat_reclaimed / 100,
      netVatDue: report.box5_net_vat / 100, totalValueSalesExVAT: report.box6_total_sales_ex_vat, totalValuePurchasesExVAT: report.box7_total_purchases_ex_vat,
    })]);
    const after = await owner.get(`/api/vat-reports/${report.id}/hmrc?browser=${encodeURIComponent(JSON.stringify(BROWSER))}`);
    expect(after.body.obligations).toEqual(expect.arrayContaining([expect.objectContaining({ periodKey: key, status: 'F' })]));

    // A submitted return can no longer change: no edit, no recalculation, no reopening, no deletion, no second submit.
    const stored = (await owner.get(`/api/vat-reports/${report.id}`)).body;
    expect((await owner.put(`/api/vat-reports/${report.id}`, { notes: 'changed', version: stored.version })).status).toBe(409);
    for (const step of ['calculate', 'reopen', 'submit']) expect((await owner.post(`/api/vat-reports/${report.id}/${step}`, { finalised: true, browser: BROWSER })).status).toBe(409);
    expect((await owner.delete(`/api/vat-reports/${report.id}`)).status).toBe(409);
    expect((await owner.get(`/api/vat-reports/${report.id}`)).body).toMatchObject({ status: 'SUBMITTED', form_bundle_number: submitted.body.form_bundle_number, version: stored.version });
  });

  it('passes on each of HMRC’s refusals with its code, and the return stays calculated', async () => {
    const { key } = lastQuarter();
    const refused = async (report: Row, body: Row, code: string, pointer: string) => {
      const answer = await owner.post(`/api/vat-reports/${report.id}/submit`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body).toMatchObject({ code: 'hmrc_refused', hmrcErrors: expect.arrayContaining([expect.objectContaining({ code })]) });
      expect(answer.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ pointer })]));
      const row = await app.knex('vat_reports').where('id', report.id).first();
      expect([row.status, row.form_bundle_number]).toEqual(['CALCULATED', null]);
    };
    // Sellyard refuses a second return for a period it submitted, before asking HMRC.
    const second = await calculatedReturn(key);
    const twin = await owner.post(`/api/vat-reports/${second.id}/submit`, { finalised: true, browser: BROWSER });
    expect([twin.status, twin.body.errors]).toEqual([409, [{ pointer: '/period_key', message: 'is already submitted' }]]);
    // HMRC refuses a duplicate Sellyard cannot know of (the quarter filed with other software: here, the first
    // return's key is changed behind Sellyard's back).
    await app.knex('vat_reports').where({ period_key: key, status: 'SUBMITTED' }).update({ period_key: '00AA' });
    await refused(second, { finalised: true, browser: BROWSER }, 'DUPLICATE_SUBMISSION', '/period_key');
    // A key HMRC has no obligation for.
    const unknown = await calculatedReturn('19AZ');
    await refused(unknown, { finalised: true, browser: BROWSER }, 'PERIOD_KEY_INVALID', '/period_key');
    // Not declared final.
    await refused(unknown, { finalised: false, browser: BROWSER }, 'NOT_FINALISED', '/finalised');
    // Fraud prevention headers HMRC's Test API calls malformed: a device id that is not a UUID.
    await refused(unknown, { finalised: true, browser: { ...BROWSER, device_id: 'my-laptop' } }, 'INVALID_HEADER', '/browser');
    // Missing browser facts never reach HMRC.
    const missing = await owner.post(`/api/vat-reports/${unknown.id}/submit`, { finalised: true });
    expect([missing.status, missing.body.errors]).toEqual([400, [expect.objectContaining({ pointer: '/browser' })]]);
    expect((await owner.post(`/api/vat-reports/${unknown.id}/submit`, { browser: BROWSER })).body.errors).toEqual([expect.objectContaining({ pointer: '/finalised' })]);
    // The VRN is not the organisation that granted authority.
    const settings = (await owner.get('/api/hmrc-settings')).body;
    expect((await owner.put('/api/hmrc-settings', { vrn: '987654321', version: settings.version })).status).toBe(200);
    await refused(unknown, { finalised: true, browser: BROWSER }, 'CLIENT_OR_AGENT_NOT_AUTHORISED', '/vrn');
  });
});

describe('disconnecting from HMRC', () => {
  it('forgets the tokens, says so, is audited, refuses a role without the right, and connecting again works', async () => {
    const settings = (await owner.get('/api/hmrc-settings')).body;
    expect((await owner.put('/api/hmrc-settings', { vrn: VRN, version: settings.version })).status).toBe(200);
    expect((await app.knex('hmrc_settings').where('id', settings.id).first()).oauth_tokens).toMatch(/^v1:/);

    // A member of staff (no salesTaxes) may not; nothing changes.
    const refused = await staff.post('/api/hmrc/disconnect', {});
    expect(refused.status).toBe(403);
    expect((await app.knex('hmrc_settings').where('id', settings.id).first()).oauth_tokens).toMatch(/^v1:/);

    const done = await owner.post('/api/hmrc/disconnect', {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ connection_status: 'NOT_CONNECTED', connected_at: null });
    expect(done.body.message).toContain(`can no longer read obligations or submit returns for VRN ${VRN}`);
    expect(JSON.stringify(done.body)).not.toMatch(/oauth_tokens|access_token|v1:/);
    const row = await app.knex('hmrc_settings').where('id', settings.id).first();
    expect(row).toMatchObject({ oauth_tokens: null, connection_status: 'NOT_CONNECTED', connected_at: null, vrn: VRN });
    const read = (await owner.get('/api/hmrc-settings')).body;
    expect(read).toMatchObject({ connection_status: 'NOT_CONNECTED', vrn: VRN });
    expect(read).not.toHaveProperty('oauth_tokens');

    // Audited: who, why and what changed, with the tokens' values never written.
    const audit = await app.knex('audit_log').where({ record_id: settings.id, cause: 'Disconnected from HMRC' }).first();
    expect(audit, 'an audit entry for the disconnect').toBeTruthy();
    expect(audit.actor_email).toBe(DEMO.acmeOwner);
    const changes = typeof audit.changes === 'string' ? JSON.parse(audit.changes) : audit.changes;
    expect(changes.connection_status).toBeTruthy();
    expect(JSON.stringify(changes)).not.toMatch(/v1:|at\./);

    // Nothing left to use: HMRC calls say to connect, and a second Disconnect has nothing to do.
    const report = await calculatedReturn('19AY');
    const hmrc = await owner.get(`/api/vat-reports/${report.id}/hmrc?browser=${encodeURIComponent(JSON.stringify(BROWSER))}`);
    expect([hmrc.status, hmrc.body.code]).toEqual([409, 'hmrc_not_connected']);
    expect((await owner.post('/api/hmrc/disconnect', {})).status).toBe(409);

    // Connect again: the same flow, and the connection is back.
    const connect = await owner.post('/api/hmrc/connect', {});
    expect(connect.status, JSON.stringify(connect.body)).toBe(200);
    const consent = new URL(connect.body.authorize_url);
    const grant = await fetch(consent, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ ...Object.fromEntries(consent.searchParams), vrn: VRN }) });
    const back = new URL(grant.headers.get('location')!);
    const again = await owner.get(`${back.pathname}${back.search}`, { accept: 'application/json' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ connection_status: 'CONNECTED', vrn: VRN });
  });
});
