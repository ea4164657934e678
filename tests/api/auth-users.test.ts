/**
 * Users through `/api/users`: the sign-up password policy applies there too, and an account always keeps at least
 * one ACTIVE owner (deleting, suspending or demoting the last one is a 409 that says why). Who may do what to whom
 * is the permission matrix's role-pair table (tests/api/permission-matrix.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let admin: Client;
let acmeOwner: Client;
let acmeId: string;
let globexId: string;

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
  admin = await app.signIn(DEMO.admin);
  acmeOwner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  globexId = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
});
afterAll(() => app?.close());

const userRow = (id: string) => app.knex('users').where({ id }).first();

describe('the password policy of /api/users', () => {
  it.each([
    ['a common password', 'password1234', /too common/],
    ['the email itself', 'policy.test@acme.test', /email/],
    ['one repeated character', 'zzzzzzzzzzzzzz', /too common/],
  ])('refuses %s on create with a 400 on /password, and stores no user', async (_, password, message) => {
    const response = await acmeOwner.post('/api/users', { email: 'policy.test@acme.test', name: 'Policy Test', role: 'staff', password });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(response.body.errors).toEqual([{ pointer: '/password', message: expect.stringMatching(message) }]);
    expect(await app.knex('users').where({ email: 'policy.test@acme.test' }).first()).toBeUndefined();
  });

  it('refuses a weak new password on change, by an owner or by the user, keeping the old one', async () => {
    const created = await acmeOwner.post('/api/users', { email: 'policy.change@acme.test', name: 'Policy Change', role: 'staff', permissions: ['users'], password: 'a perfectly fine one' });
    expect(created.status).toBe(201);
    const user = await app.signIn('policy.change@acme.test', 'a perfectly fine one');
    const before = await userRow(created.body.id);
    const byOwner = await acmeOwner.put(`/api/users/${before.id}`, { password: 'password1234', version: before.version });
    const byUser = await user.put(`/api/users/${before.id}`, { password: 'letmein12345', current_password: 'a perfectly fine one', version: before.version });
    for (const response of [byOwner, byUser]) {
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ pointer: '/password', message: expect.stringMatching(/too common/) }]);
    }
    expect(await userRow(before.id)).toEqual(before);
  });

  it('lets an owner change their own password only with the current one, and ends their sessions', async () => {
    const created = await admin.post('/api/users', { email: 'second.owner@acme.test', name: 'Second Owner', role: 'owner', password: 'second owner password' }, { 'X-Account-Id': acmeId });
    expect(created.status).toBe(201);
    const owner = await app.signIn('second.owner@acme.test', 'second owner password');
    const row = await userRow(created.body.id);
    const missing = await owner.put(`/api/users/${row.id}`, { password: 'a brand new passphrase', version: row.version });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ pointer: '/current_password', message: 'is required to change your own password' }]);
    const wrong = await owner.put(`/api/users/${row.id}`, { password: 'a brand new passphrase', current_password: 'not it at all', version: row.version });
    expect(wrong.body.errors).toEqual([{ pointer: '/current_password', message: 'is not your current password' }]);
    expect(await userRow(row.id)).toEqual(row);
    const changed = await owner.put(`/api/users/${row.id}`, { password: 'a brand new passphrase', current_password: 'second owner password', version: row.version });
    expect(changed.status).toBe(200);
    expect(changed.body).not.toHaveProperty('current_password');
    expect((await owner.get('/api/auth/me')).status).toBe(401);
    await app.signIn('second.owner@acme.test', 'a brand new passphrase');
  });
});

describe('the last active owner', () => {
  /** Globex's owners, as stored. */
  const owners = () => app.knex('users').where({ account_id: globexId, role: 'owner' }).orderBy('email').select('id', 'email', 'status', 'role', 'version');
  const activeOwners = async () => (await owners()).filter((o) => o.status === 'ACTIVE');

  it('cannot be suspended, deleted or demoted (409 last_owner), by the admin or anyone', async () => {
    const [grace] = await activeOwners();
    expect(await activeOwners()).toHaveLength(1);
    const before = await userRow(grace.id);
    const headers = { 'X-Account-Id': globexId };
    const attempts = {
      suspend: await admin.post(`/api/users/${grace.id}/suspend`, {}, headers),
      delete: await admin.delete(`/api/users/${grace.id}`, headers),
      demote: await admin.put(`/api/users/${grace.id}`, { role: 'staff', version: before.version }, headers),
    };
    for (const response of Object.values(attempts)) {
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('last_owner');
      expect(response.body.detail).toMatch(/only active owner/);
    }
    expect(await userRow(grace.id)).toEqual(before);
  });

  it('can be removed once another owner is active, and the remaining one then cannot', async () => {
    const headers = { 'X-Account-Id': globexId };
    const made = await admin.post('/api/users', { email: 'co.owner@globex.test', name: 'Co Owner', role: 'owner', password: 'the co owner password' }, headers);
    expect(made.status).toBe(201);
    const [grace] = (await activeOwners()).filter((o) => o.id !== made.body.id);
    const coOwner = await app.signIn('co.owner@globex.test', 'the co owner password');
    expect((await coOwner.post(`/api/users/${grace.id}/suspend`, {})).status).toBe(200);
    const graceClient = await app.signIn(DEMO.globexOwner).catch(() => undefined);
    expect(graceClient).toBeUndefined(); // suspended: signed out and refused
    const last = await admin.post(`/api/users/${made.body.id}/suspend`, {}, headers);
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('last_owner');
    // A SUSPENDED owner is no active owner: reinstated, and the account has two again.
    expect((await coOwner.post(`/api/users/${grace.id}/reinstate`, {})).status).toBe(200);
    expect(await activeOwners()).toHaveLength(2);
  });

  it('stays when both owners are suspended at the same moment: one succeeds, the other gets 409', async () => {
    const headers = { 'X-Account-Id': globexId };
    const both = await activeOwners();
    expect(both).toHaveLength(2);
    const answers = await Promise.all(both.map((o) => admin.post(`/api/users/${o.id}/suspend`, {}, headers)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('last_owner');
    expect(await activeOwners()).toHaveLength(1);
  });

  it('is never demoted by their own hand either (403: nobody changes their own role)', async () => {
    const [only] = await activeOwners();
    const client = only.email === DEMO.globexOwner ? await app.signIn(only.email) : await app.signIn(only.email, 'the co owner password');
    const row = await userRow(only.id);
    const response = await client.put(`/api/users/${row.id}`, { role: 'staff', version: row.version });
    expect(response.status).toBe(403);
    expect(response.body.errors).toEqual([{ pointer: '/role', message: 'You cannot change your own role.' }]);
    expect(await userRow(row.id)).toEqual(row);
  });
});

describe('POST /api/auth/password: changing one\'s own password, whatever the role', () => {
  it('lets staff without `users` change their own password with the current one, and signs them in afresh', async () => {
    const created = await acmeOwner.post('/api/users', { email: 'self.service@acme.test', name: 'Self Service', role: 'staff', permissions: ['products'], password: 'my first password' });
    expect(created.status).toBe(201);
    const staff = await app.signIn('self.service@acme.test', 'my first password');
    const other = await app.signIn('self.service@acme.test', 'my first password');
    const weak = await staff.post('/api/auth/password', { current_password: 'my first password', password: 'password1234' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ pointer: '/password', message: expect.stringMatching(/too common/) }]);
    const changed = await staff.post('/api/auth/password', { current_password: 'my first password', password: 'my second password' });
    expect(changed.status).toBe(200);
    expect(changed.body.user.email).toBe('self.service@acme.test');
    expect((await staff.get('/api/auth/me')).status).toBe(200); // the new session
    expect((await other.get('/api/auth/me')).status).toBe(401); // every other one ended
    await app.signIn('self.service@acme.test', 'my second password');
  });

  it('counts wrong current passwords as failed sign-ins of that email: a stolen session cannot guess on', async () => {
    const partner = await app.signIn(DEMO.partner);
    const before = await app.knex('users').where({ email: DEMO.partner }).first();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await partner.post('/api/auth/password', { current_password: `guess number ${i}`, password: 'a new partner password' })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await app.knex('users').where({ email: DEMO.partner }).first()).toEqual(before);
  });

  it('throttles current_password on PUT /api/users/:self with sign-in: wrong guesses count, and a locked-out sign-in refuses it (issue 24)', async () => {
    const created = await acmeOwner.post('/api/users', { email: 'guess.target@acme.test', name: 'Guess Target', role: 'owner', password: 'the real owner password' });
    expect(created.status).toBe(201);
    const stolen = await app.signIn('guess.target@acme.test', 'the real owner password');
    const hash = (await userRow(created.body.id)).password_hash;
    const guess = async (current: string) => {
      const row = await userRow(created.body.id);
      return stolen.put(`/api/users/${row.id}`, { password: 'taken over for good 1', current_password: current, version: row.version });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await guess(`guess number ${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // Five wrong guesses through PUT lock sign-in too…
    const login = await app.anonymous().post('/api/auth/login', { email: 'guess.target@acme.test', password: 'the real owner password' });
    expect(login.status).toBe(429);
    // …and while it is locked, even the right current password is refused, with when to come back, in words.
    const locked = await guess('the real owner password');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.detail).toMatch(/Too many wrong passwords; try again in \d+ minute\(s\)\./);
    expect((await userRow(created.body.id)).password_hash).toBe(hash);
    expect(await app.knex('login_attempts').where({ key: 'email:guess.target@acme.test', succeeded: false }).count({ n: '*' }).first()).toMatchObject({ n: 5 });
  });

  it('counts failed sign-ins against current_password on PUT /api/users/:self: sign-in locked out means no guessing there either', async () => {
    const created = await acmeOwner.post('/api/users', { email: 'locked.first@acme.test', name: 'Locked First', role: 'owner', password: 'the first real password' });
    expect(created.status).toBe(201);
    const session = await app.signIn('locked.first@acme.test', 'the first real password');
    for (let i = 0; i < 5; i++) expect((await app.anonymous().post('/api/auth/login', { email: 'locked.first@acme.test', password: `wrong ${i}` })).status).toBe(401);
    const row = await userRow(created.body.id);
    const hash = row.password_hash;
    const answer = await session.put(`/api/users/${row.id}`, { password: 'a sneaky new password', current_password: 'guess while locked', version: row.version });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBeTruthy();
    expect((await userRow(row.id)).password_hash).toBe(hash);
  });
});
