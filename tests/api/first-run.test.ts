/**
 * `GET /api/dashboard/first-run`: the "Get started" checklist ticks itself from the account's data. A fresh
 * account from sign-up has nothing done; a product ticks `products`, a connected channel `channel`, an active
 * shipping method `shipping`, an invited user `staff`. Another account's rows never count, items the caller may
 * not act on are not answered, and a signed-out caller gets 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let n = 0;
const PASSWORD = 'first-run-kettle-42';

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
});
afterAll(() => app?.close());

/** A merchant account made by public sign-up, with its owner signed in. */
async function signUp(): Promise<{ owner: Client; accountId: string; userId: string }> {
  await app.knex('login_attempts').where('key', 'like', 'signup-ip:%').delete();
  const owner = app.anonymous();
  const response = await owner.post('/api/auth/signup', { name: 'Fern First', email: `fern${++n}@first-run.test`, password: PASSWORD, company: `Fern's Plants ${n}`, country: 'GB' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { owner, accountId: response.body.account.id, userId: response.body.user.id };
}

const item = (body: { items: Array<{ key: string; done: boolean; count: number }> }, key: string) => body.items.find((i) => i.key === key);

describe('first-run checklist', () => {
  it('has nothing done for a new account, and ticks products when one is added', async () => {
    const { owner } = await signUp();
    const before = await owner.get('/api/dashboard/first-run');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      items: [
        { key: 'channel', done: false, count: 0 },
        { key: 'products', done: false, count: 0 },
        { key: 'shipping', done: false, count: 0 },
        { key: 'staff', done: false, count: 0 },
      ],
      done: 0,
      total: 4,
    });

    expect((await owner.post('/api/products', { sku: 'FERN-1', title: 'Fern in a pot' })).status).toBe(201);
    const after = await owner.get('/api/dashboard/first-run');
    expect(item(after.body, 'products')).toEqual({ key: 'products', done: true, count: 1 });
    expect(item(after.body, 'channel')?.done).toBe(false);
    expect(after.body.done).toBe(1);
  });

  it("never counts another account's rows, and is ticked by the account's own channel, shipping and staff", async () => {
    const first = await signUp();
    const second = await signUp();
    // The first account gets one of everything, through the API; the channel is then marked connected in the table (connecting has its own tests).
    const channel = await first.owner.post('/api/sales-channels', { type: 'EBAY', name: 'Ferns on eBay', marketplace: 'EBAY_GB', environment: 'SANDBOX' });
    expect(channel.status, JSON.stringify(channel.body)).toBe(201);
    const carrier = await first.owner.post('/api/shipping-carriers', { name: 'Own van', code: 'VAN', services: [{ code: 'LOCAL', name: 'Local delivery' }] });
    expect(carrier.status, JSON.stringify(carrier.body)).toBe(201);
    const method = await first.owner.post('/api/shipping-methods', { name: 'Local delivery', carrier_id: carrier.body.id, service_code: 'LOCAL', price: 300, currency: 'GBP' });
    expect(method.status, JSON.stringify(method.body)).toBe(201);
    const staff = await first.owner.post('/api/users', { email: `helper${n}@first-run.test`, name: 'Hal Helper', role: 'staff', permissions: ['products'], password: 'a helper password 1' });
    expect(staff.status, JSON.stringify(staff.body)).toBe(201);
    expect((await first.owner.post('/api/products', { sku: 'FERN-2', title: 'Tree fern' })).status).toBe(201);

    // An added channel is not yet a connected one.
    expect(item((await first.owner.get('/api/dashboard/first-run')).body, 'channel')).toEqual({ key: 'channel', done: false, count: 0 });
    await app.knex('sales_channels').where({ id: channel.body.id, account_id: first.accountId }).update({ status: 'CONNECTED' });

    const done = (await first.owner.get('/api/dashboard/first-run')).body;
    expect(done.items.map((i: { key: string; done: boolean }) => [i.key, i.done])).toEqual([['channel', true], ['products', true], ['shipping', true], ['staff', true]]);
    expect(done.done).toBe(4);
    expect(item(done, 'staff')).toEqual({ key: 'staff', done: true, count: 1 });

    // The second account sees none of it.
    const other = (await second.owner.get('/api/dashboard/first-run')).body;
    expect(other.done).toBe(0);
    expect(other.items.every((i: { count: number }) => i.count === 0)).toBe(true);

    // An inactive shipping method and a suspended user do not count.
    await app.knex('shipping_methods').where({ id: method.body.id }).update({ active: false });
    await app.knex('users').where({ id: staff.body.id }).update({ status: 'SUSPENDED' });
    const lapsed = (await first.owner.get('/api/dashboard/first-run')).body;
    expect(item(lapsed, 'shipping')?.done).toBe(false);
    expect(item(lapsed, 'staff')?.done).toBe(false);
  });

  it('counts a pending invitation as staff', async () => {
    const { owner, accountId } = await signUp();
    await app.knex('users').insert({ account_id: accountId, email: `invited${n}@first-run.test`, name: 'Ivy Invited', role: 'staff', permissions: JSON.stringify([]), status: 'INVITED' });
    expect(item((await owner.get('/api/dashboard/first-run')).body, 'staff')).toEqual({ key: 'staff', done: true, count: 1 });
  });

  it('answers only the items the caller may act on: staff who may not manage users are not asked to invite', async () => {
    const acmeOwner = await app.signIn(DEMO.acmeOwner);
    const full = (await acmeOwner.get('/api/dashboard/first-run')).body;
    expect(full.items.map((i: { key: string }) => i.key)).toEqual(['channel', 'products', 'shipping', 'staff']);

    // Acme's staff hold products and orders: they add products and shipping methods, not channels or users.
    const acmeStaff = await app.signIn(DEMO.acmeStaff);
    const limited = (await acmeStaff.get('/api/dashboard/first-run')).body;
    expect(limited.items.map((i: { key: string }) => i.key)).toEqual(['products', 'shipping']);
    expect(limited.total).toBe(2);

    // A partner works read-only: nothing to act on.
    const partner = await app.signIn(DEMO.partner);
    expect((await partner.get('/api/dashboard/first-run')).body).toEqual({ items: [], done: 0, total: 0 });

    // A platform admin in the platform's own account has no merchant's first work; acting in a merchant, they do.
    const admin = await app.signIn(DEMO.admin);
    expect((await admin.get('/api/dashboard/first-run')).body).toEqual({ items: [], done: 0, total: 0 });
    const fresh = await signUp();
    const acting = (await admin.get('/api/dashboard/first-run', { 'X-Account-Id': fresh.accountId })).body;
    expect(acting.total).toBe(4);
    // The same answer as the owner's: the owner alone is no team, whoever asks.
    expect(acting.items.map((i: { key: string; done: boolean }) => [i.key, i.done])).toEqual([['channel', false], ['products', false], ['shipping', false], ['staff', false]]);
  });

  it('is all done for both demo merchants, so their dashboards show no checklist', async () => {
    for (const email of [DEMO.acmeOwner, DEMO.globexOwner]) {
      const body = (await (await app.signIn(email)).get('/api/dashboard/first-run')).body;
      expect(body.done, `${email}: ${JSON.stringify(body)}`).toBe(body.total);
      expect(body.total).toBe(4);
    }
  });

  it('refuses a signed-out caller (401)', async () => {
    const response = await app.anonymous().get('/api/dashboard/first-run');
    expect(response.status).toBe(401);
  });
});
