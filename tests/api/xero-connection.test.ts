/**
 * The Xero connection as the admin's settings screen uses it (issue 21): connecting stores when, the lists the mapping
 * fields are chosen from carry a label each, and Disconnect revokes the grant at Xero, forgets the organisation and
 * its tokens, turns the link off and is recorded in the settings' history — refused to a role without `xero` and when
 * nothing is connected. The sandbox's revocation endpoint refuses what Xero's does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let owner: Client;
let staff: Client;
let acmeId: string;

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
  [owner, staff] = await Promise.all([app.signIn(DEMO.acmeOwner), app.signIn(DEMO.acmeStaff)]);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
});
afterAll(() => app?.close());

async function connect(): Promise<void> {
  const started = await owner.post('/api/xero-settings/connect', {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  // The redirect URI Xero is given is the admin's callback screen.
  expect(started.body.redirect_uri).toMatch(/\/settings\/xero-connect$/);
  const query = new URL(started.body.simulated_callback, app.baseUrl).search;
  const done = await owner.post('/api/xero-connect', Object.fromEntries(new URLSearchParams(query)));
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

describe('the Xero connection from the settings screen', () => {
  it('refuses Disconnect to a role without the xero permission, and when Xero is not connected', async () => {
    expect((await staff.post('/api/xero-settings/disconnect', {})).status).toBe(403);
    const before = await app.knex('xero_settings').where('account_id', acmeId).first();
    await app.knex('xero_settings').where('account_id', acmeId).update({ tokens: null, tenant_id: null });
    const refused = await owner.post('/api/xero-settings/disconnect', {});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('not_connected');
    await app.knex('xero_settings').where('account_id', acmeId).update({ tokens: before.tokens, tenant_id: before.tenant_id });
  });

  it('connects, saying when, and labels every choice the mapping fields offer', async () => {
    await connect();
    const settings = (await owner.get('/api/xero-settings')).body;
    expect(settings).toMatchObject({ connection_status: 'CONNECTED', organisation_name: 'Demo Company (UK)' });
    expect(Date.now() - Date.parse(settings.connected_at)).toBeLessThan(60_000);
    const options = (await owner.get('/api/xero-settings/options')).body;
    expect(options.accounts).toContainEqual(expect.objectContaining({ code: '200', label: '200 — Sales' }));
    expect(options.tax_rates).toContainEqual(expect.objectContaining({ tax_type: 'OUTPUT2', label: '20% (VAT on Income) (OUTPUT2)' }));
    expect(options.tracking_categories).toContainEqual(expect.objectContaining({ name: 'Sales channel', label: 'Sales channel' }));
  });

  it('disconnects: tokens and organisation gone, the link off, the mapping kept, recorded in the history', async () => {
    const before = (await owner.get('/api/xero-settings')).body;
    const tokens = app.secrets.decrypt((await app.knex('xero_settings').where('account_id', acmeId).first('tokens')).tokens, 'xero_settings.tokens') as { access_token: string; refresh_token: string };
    const sandboxConnections = () => fetch(`${app.baseUrl}/sandbox/xero/connections`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect((await sandboxConnections()).status).toBe(200);
    const answer = await owner.post('/api/xero-settings/disconnect', {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ connection_status: 'NOT_CONNECTED', enabled: false, version: before.version + 1, revoked_at_xero: true });
    // Xero was told: the grant's tokens no longer work there.
    expect((await sandboxConnections()).status).toBe(401);

    const stored = await app.knex('xero_settings').where('account_id', acmeId).first();
    expect(stored).toMatchObject({ tokens: null, tenant_id: null, organisation_name: null, connected_at: null, enabled: false, connection_status: 'NOT_CONNECTED' });
    expect(stored.sales_account_code).toBe(before.sales_account_code);
    expect(stored.tax_rate_mapping).toEqual(before.tax_rate_mapping);

    const history = await owner.get('/api/xero-settings/audit');
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const entry = history.body.at(-1);
    expect(entry.by).toMatchObject({ kind: 'user', email: DEMO.acmeOwner, cause: 'Xero disconnected' });
    expect(entry.changes).toMatchObject({ connection_status: { from: 'CONNECTED', to: 'NOT_CONNECTED' }, enabled: { from: true, to: false } });
    // The tokens' values never reach the history.
    expect(JSON.stringify(history.body)).not.toMatch(/v1:/);

    // Nothing is read from or posted to Xero until it is connected again; a second Disconnect is refused.
    expect((await owner.get('/api/xero-settings/options')).status).toBe(409);
    expect((await owner.post('/api/xero-settings/sync', {})).status).toBe(409);
    expect((await owner.post('/api/xero-settings/disconnect', {})).status).toBe(409);

    await connect();
    expect((await owner.get('/api/xero-settings')).body.connection_status).toBe('CONNECTED');
  });

  it("the sandbox's revocation endpoint wants a token and its own client, and answers 200 for a token it does not know", async () => {
    const revoke = (form: Record<string, string>) => fetch(`${app.baseUrl}/sandbox/xero/identity/connect/revocation`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
    const tokens = app.secrets.decrypt((await app.knex('xero_settings').where('account_id', acmeId).first('tokens')).tokens, 'xero_settings.tokens') as { refresh_token: string };
    expect((await revoke({ client_id: 'DEMOACMEXEROCLIENT00000000000001' })).status).toBe(400);
    const foreign = await revoke({ token: tokens.refresh_token, client_id: 'SOMEONEELSESAPP00000001' });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({ error: 'invalid_client' });
    expect((await revoke({ token: 'not-a-token', client_id: 'DEMOACMEXEROCLIENT00000000000001' })).status).toBe(200);
    // The foreign client's attempt left the grant alone: Sellyard still reads the organisation.
    expect((await owner.get('/api/xero-settings/options')).status).toBe(200);
  });
});
