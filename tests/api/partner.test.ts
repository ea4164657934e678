/**
 * The partner firm: creating client accounts whose owner is invited (never given a password by the partner),
 * accepting an invitation once and in time, the partner's read-only view of the new client, the firm's own users
 * (invite, suspend, reinstate — not yourself), and refusals for everyone who is not a partner or an admin.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let partner: Client;
let northwindId: string;
const PASSWORD = 'tangerine-kettle-71';
const tokenOf = (url: string) => new URL(url).searchParams.get('invitation')!;
const pointers = (body: { errors?: Array<{ pointer: string }> }) => (body.errors ?? []).map((e) => e.pointer);

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
  partner = await app.signIn(DEMO.partner);
  northwindId = (await partner.get('/api/auth/me')).body.account.id;
});
afterAll(() => app?.close());

async function createClient(overrides: Record<string, unknown> = {}) {
  const email = `owner-${Math.random().toString(36).slice(2, 8)}@client.test`;
  const response = await partner.post('/api/partner/clients', { name: `Client ${email}`, country: 'GB', currency: 'GBP', owner_email: email, owner_name: 'Olive Owner', ...overrides });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { ...response.body, email };
}

describe('POST /api/partner/clients', () => {
  it('creates a managed merchant account with an INVITED owner and a one-time link; only the hash is stored', async () => {
    const created = await createClient({ name: 'Riverside Crafts' });
    expect(created.account).toMatchObject({ name: 'Riverside Crafts', kind: 'MERCHANT', partner_account_id: northwindId, currency: 'GBP' });
    expect(created.owner).toMatchObject({ email: created.email, role: 'owner', status: 'INVITED' });
    expect(created.owner).not.toHaveProperty('password_hash');
    expect(created.invitation.url).toMatch(/\/public\/signup\?invitation=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(created.invitation.url);
    const days = (new Date(created.invitation.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const stored = await app.knex('users').where({ id: created.owner.id }).first();
    expect(stored.status).toBe('INVITED');
    expect(stored.password_hash).toBeNull();
    const invitations = await app.knex('user_invitations').where({ user_id: created.owner.id });
    expect(invitations).toEqual([expect.objectContaining({ account_id: created.account.id, token_hash: createHash('sha256').update(token).digest('hex') })]);
    expect(JSON.stringify(invitations)).not.toContain(token);
    // The invitee cannot sign in before accepting, whatever they try.
    expect((await app.anonymous().post('/api/auth/login', { email: created.email, password: token })).status).toBe(401);

    // The partner's session lists the new client at once, and the organisation shows it awaiting its owner.
    const me = (await partner.get('/api/auth/me')).body;
    expect(me.clientAccounts.map((c: { id: string }) => c.id)).toContain(created.account.id);
    const organisation = (await partner.get('/api/partner/organisation')).body;
    expect(organisation.clients.find((c: { id: string }) => c.id === created.account.id)).toMatchObject({ status: 'INVITED', owner: { email: created.email } });
  });

  it('lets the invitee set a password once, becoming ACTIVE and signed in; the partner reads the client but cannot write', async () => {
    const created = await createClient();
    const token = tokenOf(created.invitation.url);
    const weak = await app.anonymous().post('/api/auth/accept-invitation', { token, password: 'password1234' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ pointer: '/password', message: expect.stringMatching(/too common/) }]);

    const invitee = app.anonymous();
    const accepted = await invitee.post('/api/auth/accept-invitation', { token, password: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('set-cookie')).toMatch(/^sellyard_session=/);
    expect(accepted.body.user).toMatchObject({ email: created.email, role: 'owner' });
    expect(accepted.body.account).toMatchObject({ id: created.account.id, name: created.account.name });
    const stored = await app.knex('users').where({ id: created.owner.id }).first();
    expect(stored.status).toBe('ACTIVE');
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(await app.knex('user_invitations').where({ user_id: created.owner.id })).toEqual([]);
    const history = await app.knex('status_history').where({ record_id: created.owner.id }).first();
    expect(history).toMatchObject({ transition: 'activate', from_status: 'INVITED', to_status: 'ACTIVE', user_id: created.owner.id });
    expect((await app.signIn(created.email, PASSWORD)).cookie).toBeTruthy();

    // Single use: the same link again is refused on /token.
    const replay = await app.anonymous().post('/api/auth/accept-invitation', { token, password: 'another-good-password' });
    expect(replay.status).toBe(400);
    expect(pointers(replay.body)).toEqual(['/token']);

    // The partner reads the client account read-only.
    const inClient = { 'X-Account-Id': created.account.id };
    expect((await partner.get('/api/auth/me')).body.clientAccounts).toContainEqual(expect.objectContaining({ id: created.account.id, name: created.account.name }));
    const products = await partner.get('/api/products', inClient);
    expect(products.status).toBe(200);
    expect(products.body).toEqual([]);
    expect((await partner.post('/api/products', { sku: 'P-1', title: 'Nope' }, inClient)).status).toBe(403);
    expect([403, 404]).toContain((await partner.put(`/api/accounts/${created.account.id}`, { name: 'Renamed', version: 1 }, inClient)).status);
    expect((await app.knex('accounts').where({ id: created.account.id }).first()).name).toBe(created.account.name);
    const organisation = (await partner.get('/api/partner/organisation')).body;
    expect(organisation.clients.find((c: { id: string }) => c.id === created.account.id).status).toBe('ACTIVE');
  });

  it('refuses an expired invitation, and a new link replaces the old one', async () => {
    const created = await createClient();
    const token = tokenOf(created.invitation.url);
    const past = new Date(Date.now() - 1000).toISOString();
    await app.knex('user_invitations').where({ user_id: created.owner.id }).update({ expires_at: past });
    const expired = await app.anonymous().post('/api/auth/accept-invitation', { token, password: PASSWORD });
    expect(expired.status).toBe(400);
    expect(expired.body.errors[0]).toMatchObject({ pointer: '/token', message: expect.stringMatching(/expired/) });
    expect((await partner.get('/api/partner/organisation')).body.clients.find((c: { id: string }) => c.id === created.account.id).status).toBe('INVITATION_EXPIRED');

    const renewed = await partner.post(`/api/partner/users/${created.owner.id}/invitation`, {});
    expect(renewed.status).toBe(200);
    const fresh = tokenOf(renewed.body.invitation.url);
    expect((await app.anonymous().post('/api/auth/accept-invitation', { token, password: PASSWORD })).status).toBe(400);
    expect((await app.anonymous().post('/api/auth/accept-invitation', { token: fresh, password: PASSWORD })).status).toBe(200);
    // Accepted: no more links for that user.
    expect((await partner.post(`/api/partner/users/${created.owner.id}/invitation`, {})).status).toBe(409);
  });

  it('checks each field and refuses an email that already signs in', async () => {
    const bad = await partner.post('/api/partner/clients', { name: '', country: 'UK', currency: 'POUND', owner_email: 'x', owner_name: '', partner_account_id: null });
    expect(bad.status).toBe(400);
    expect(pointers(bad.body)).toEqual(['/name', '/country', '/currency', '/owner_email', '/owner_name', '/partner_account_id']);
    const taken = await partner.post('/api/partner/clients', { name: 'Dup', country: 'GB', currency: 'GBP', owner_email: 'OWNER@globex.test', owner_name: 'X' });
    expect(taken.status).toBe(409);
    expect(pointers(taken.body)).toEqual(['/owner_email']);
    expect(await app.knex('accounts').where({ name: 'Dup' }).first()).toBeUndefined();
  });

  it('refuses merchants (owner and staff) on every partner endpoint with 403', async () => {
    for (const email of [DEMO.acmeOwner, DEMO.acmeStaff]) {
      const merchant = await app.signIn(email);
      expect((await merchant.get('/api/partner/organisation')).status).toBe(403);
      expect((await merchant.post('/api/partner/clients', { name: 'X', country: 'GB', currency: 'GBP', owner_email: 'x@x.test', owner_name: 'X' })).status).toBe(403);
      expect((await merchant.post('/api/partner/users', { email: 'y@y.test', name: 'Y' })).status).toBe(403);
    }
    expect((await app.anonymous().get('/api/partner/organisation')).status).toBe(401);
  });

  it('lets a platform admin create a client for the partner account it acts in', async () => {
    const admin = await app.signIn(DEMO.admin);
    expect((await admin.get('/api/partner/organisation')).status).toBe(400);
    const response = await admin.post('/api/partner/clients', { name: 'Admin-made client', country: 'FR', currency: 'EUR', owner_email: 'adminmade@client.test', owner_name: 'Ada' }, { 'X-Account-Id': northwindId });
    expect(response.status).toBe(201);
    expect(response.body.account.partner_account_id).toBe(northwindId);
  });
});

describe('the partner firm’s users', () => {
  it('lists the firm, invites another partner user with at most the inviter’s permissions', async () => {
    const organisation = (await partner.get('/api/partner/organisation')).body;
    expect(organisation.account).toMatchObject({ id: northwindId, kind: 'PARTNER' });
    expect(organisation.users.find((u: { email: string }) => u.email === DEMO.partner)).toMatchObject({ is_you: true, status: 'ACTIVE' });
    expect(organisation.users[0]).not.toHaveProperty('password_hash');

    const tooMuch = await partner.post('/api/partner/users', { email: 'pam@partner.test', name: 'Pam', permissions: ['orders', 'users'] });
    expect(tooMuch.status).toBe(400);
    expect(pointers(tooMuch.body)).toEqual(['/permissions/1']);
    const invited = await partner.post('/api/partner/users', { email: 'Pam@Partner.test', name: 'Pam', permissions: ['orders'] });
    expect(invited.status).toBe(201);
    expect(invited.body.user).toMatchObject({ email: 'pam@partner.test', role: 'partner', status: 'INVITED', permissions: ['orders'], account_id: northwindId });
    const accepted = await app.anonymous().post('/api/auth/accept-invitation', { token: tokenOf(invited.body.invitation.url), password: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body.sessionUser).toMatchObject({ role: 'partner', permissions: ['orders'] });
  });

  it('suspends and reinstates a partner user (ending their sessions), never yourself, never outside the firm', async () => {
    const pam = await app.signIn('pam@partner.test', PASSWORD);
    const row = await app.knex('users').where({ email: 'pam@partner.test' }).first();
    const suspended = await partner.post(`/api/partner/users/${row.id}/suspend`, { version: row.version });
    expect(suspended.status).toBe(200);
    expect(suspended.body.status).toBe('SUSPENDED');
    expect((await pam.get('/api/auth/me')).status).toBe(401);
    expect((await partner.post(`/api/partner/users/${row.id}/suspend`, {})).status).toBe(409);
    expect((await partner.post(`/api/partner/users/${row.id}/reinstate`, { version: row.version })).status).toBe(409);
    const reinstated = await partner.post(`/api/partner/users/${row.id}/reinstate`, {});
    expect(reinstated.body.status).toBe('ACTIVE');

    const me = (await partner.get('/api/auth/me')).body.user;
    const self = await partner.post(`/api/partner/users/${me.id}/suspend`, {});
    expect(self.status).toBe(409);
    expect(self.body.detail).toMatch(/yourself/);
    const acmeOwner = await app.knex('users').where({ email: DEMO.acmeOwner }).first();
    expect((await partner.post(`/api/partner/users/${acmeOwner.id}/suspend`, {})).status).toBe(404);
    expect((await app.knex('users').where({ id: acmeOwner.id }).first()).status).toBe('ACTIVE');
  });
});
