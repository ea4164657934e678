/**
 * The sandbox's shared machinery and the HTTP client's error mapping, without any marketplace module: control
 * API, fault injection (429 with Retry-After, 5xx, timeouts), tokens (issued, unknown demo tokens, revoked,
 * expired, refreshed) and state that survives a restart through the state file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './index.ts';
import { startSandboxServer, type SandboxServer } from './test-server.ts';
import { createHttpClient } from '../http.ts';
import { ChannelError } from '../errors.ts';

let server: SandboxServer;
let sandbox: Sandbox;
let base: string;
const folder = mkdtempSync(join(tmpdir(), 'sandbox-'));

async function control(path: string, body?: unknown, method = 'POST'): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}/sandbox/wish/_control/${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  server = await startSandboxServer({ stateFile: join(folder, 'sandbox.json') });
  ({ sandbox, origin: base } = server);
});

afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('sandbox control API', () => {
  it('places an order for a live listing and takes the quantity off it', async () => {
    const market = sandbox.market('WISH');
    const { sellerId } = market.issueTokens();
    market.createListing(sellerId, { sku: 'MUG-1', title: 'Mug', description: null, price: 1250, currency: 'GBP', quantity: 5, status: 'ACTIVE', attributes: {} });
    const placed = await control('orders', { sku: 'MUG-1', quantity: 2 });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ seller: sellerId, total: 2 * 1250 + 399, currency: 'GBP' });
    const listings = await fetch(`${base}/sandbox/wish/_control/listings?seller=${sellerId}`).then((r) => r.json());
    expect(listings.listings).toEqual([expect.objectContaining({ sku: 'MUG-1', quantity: 3, status: 'ACTIVE' })]);
    const orders = await fetch(`${base}/sandbox/wish/_control/orders?seller=${sellerId}`).then((r) => r.json());
    expect(orders.orders.map((o: any) => o.id)).toEqual([placed.body.order_id]);
  });

  it('refuses orders it cannot place, and bad control input, with a sentence', async () => {
    expect(await control('orders', { sku: 'NOPE', quantity: 1 })).toMatchObject({ status: 409, body: { error: 'no live listing with SKU NOPE' } });
    expect(await control('orders', { sku: 'MUG-1', quantity: 99 })).toMatchObject({ status: 409 });
    expect(await control('orders', { quantity: 1 })).toMatchObject({ status: 400, body: { error: 'sku: a string is required' } });
    expect(await control('faults', { status: 200 })).toMatchObject({ status: 400 });
    expect(await control('faults', { count: 1 })).toMatchObject({ status: 400, body: { error: 'status or delay_ms is required' } });
  });

  it('redirects its consent page back with a one-time code', async () => {
    const response = await fetch(`${base}/sandbox/wish/_oauth/authorize?redirect_uri=${encodeURIComponent('https://app.example/settings/wish-connect')}&state=abc`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location')!);
    expect(target.searchParams.get('state')).toBe('abc');
    const market = sandbox.market('WISH');
    const tokens = market.redeemCode(target.searchParams.get('code')!);
    expect(tokens?.accessToken).toMatch(/^sbx_/);
    expect(market.redeemCode(target.searchParams.get('code')!)).toBeNull();
  });
});

describe('the consent pages redirect only to the product\'s own callbacks (RFC 6749 §4.1.2.1)', () => {
  const authorize = (type: string, redirect: string, path = '_oauth/authorize', extra: Record<string, string> = {}) =>
    fetch(`${base}/sandbox/${type}/${path}?${new URLSearchParams({ redirect_uri: redirect, state: 'abc', ...extra })}`, { redirect: 'manual' });

  it('sends the seller back to this marketplace\'s callback on a registered origin, the server\'s own included', async () => {
    for (const redirect of ['https://app.example/settings/ebay-connect', `${base}/settings/ebay-connect`, `${base.replace('127.0.0.1', 'localhost')}/settings/ebay-connect`]) {
      const response = await authorize('ebay', redirect);
      expect(response.status, redirect).toBe(302);
      expect(response.headers.get('location')!.startsWith(`${redirect}?`)).toBe(true);
    }
  });

  it('refuses any other redirect_uri with 400 invalid_request and no redirect', async () => {
    const refused = [
      ['https://attacker.example/settings/ebay-connect', 'unknown origin'],
      ['https://app.example.attacker.example/settings/ebay-connect', 'unknown origin'],
      ['http://app.example/settings/ebay-connect', 'unknown origin'],
      ['https://app.example/settings/etsy-connect', 'the path must be /settings/ebay-connect'],
      ['https://app.example/steal', 'the path must be /settings/ebay-connect'],
      ['https://app.example/settings/ebay-connect#x', 'must not include a fragment'],
      ['https://user:pw@app.example/settings/ebay-connect', 'must not include credentials'],
      ['javascript:alert(1)', 'must be an absolute http(s) URL'],
      ['', 'redirect_uri is required'],
    ];
    for (const [redirect, reason] of refused) {
      const response = await authorize('ebay', redirect!);
      expect(response.status, redirect).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      const body = await response.json();
      expect(body.error).toBe('invalid_request');
      expect(body.error_description).toContain(reason);
    }
  });

  it('holds for the Shopify shop\'s install page too', async () => {
    const shop = { shop: 'acme.myshopify.com' };
    expect((await authorize('shopify', 'https://app.example/settings/shopify-connect', 'admin/oauth/authorize', shop)).status).toBe(302);
    const refused = await authorize('shopify', 'https://attacker.example/settings/shopify-connect', 'admin/oauth/authorize', shop);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
    expect((await refused.json()).error).toBe('invalid_request');
  });
});

describe('faults and the HTTP client', () => {
  const client = () => createHttpClient(`${base}/sandbox/wish`);
  const failure = async (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a ChannelError'); }, (error) => error as ChannelError);

  it('maps a 429 with Retry-After to rate_limit, a 503 to transient, then answers normally', async () => {
    expect((await control('faults', { status: 429, retry_after_seconds: 7, count: 1 })).status).toBe(204);
    expect((await control('faults', { status: 503, count: 1 })).status).toBe(204);
    const limited = await failure(client().send({ method: 'GET', url: '/anything' }));
    expect(limited).toMatchObject({ kind: 'rate_limit', retryAfterMs: 7000, status: 429 });
    const outage = await failure(client().send({ method: 'GET', url: '/anything' }));
    expect(outage).toMatchObject({ kind: 'transient', status: 503, retryable: true });
    // No module serves /anything: the sandbox's own 404, a permanent error.
    expect(await failure(client().send({ method: 'GET', url: '/anything' }))).toMatchObject({ kind: 'permanent', status: 404 });
  });

  it('lets a number of calls through before a fault (a 429 in the middle of a run of calls)', async () => {
    expect((await control('faults', { status: 429, retry_after_seconds: 2, count: 1, skip: 2, path_contains: '/middle' })).status).toBe(204);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await client().send({ method: 'GET', url: '/middle' }).then(() => 200, (error: ChannelError) => error.status));
    // Two through (to the sandbox's own 404), the third refused, then through again.
    expect(statuses).toEqual([404, 404, 429, 404]);
    expect((await control('faults', { status: 429, skip: -1 })).status).toBe(400);
  });

  it('turns a slow answer into a transient timeout', async () => {
    await control('faults', { delay_ms: 300, count: 1 });
    const slow = await failure(client().send({ method: 'GET', url: '/anything', timeoutMs: 50 }));
    expect(slow).toMatchObject({ kind: 'transient', message: expect.stringContaining('no answer in time') });
  });

  it('lets an adapter read its marketplace\'s validation errors first', async () => {
    const refused = await failure(client().send({ method: 'GET', url: '/anything' }, (response) => new ChannelError('validation', `refused ${response.status}`, { fields: [{ field: 'title', code: '25002', message: 'too long' }] })));
    expect(refused).toMatchObject({ kind: 'validation', fields: [{ field: 'title' }] });
  });
});

describe('tokens', () => {
  it('accepts unknown demo tokens as new sellers, refuses revoked and expired ones, refreshes', () => {
    const market = sandbox.market('ETSY');
    expect(market.checkToken('sbx_demo-token-acme-etsy')).toMatchObject({ ok: true });
    expect(market.checkToken('not-a-sandbox-token')).toEqual({ ok: false, reason: 'unknown' });
    expect(market.checkToken(undefined)).toEqual({ ok: false, reason: 'missing' });
    const issued = market.issueTokens();
    expect(market.expireToken(issued.accessToken)).toBe(true);
    expect(market.checkToken(issued.accessToken)).toEqual({ ok: false, reason: 'expired' });
    const refreshed = market.refresh(issued.refreshToken)!;
    expect(market.checkToken(refreshed.accessToken)).toEqual({ ok: true, sellerId: issued.sellerId });
    expect(market.revokeSellerOf(refreshed.accessToken)).toBe(3);
    expect(market.checkToken(refreshed.accessToken)).toEqual({ ok: false, reason: 'revoked' });
    expect(market.refresh(issued.refreshToken)).toBeNull();
  });

  it('keeps its state in the state file across a restart', async () => {
    await sandbox.flush();
    const again = createSandbox({ stateFile: join(folder, 'sandbox.json') });
    expect([...again.market('WISH').listings.values()].map((l) => [l.sku, l.quantity])).toEqual([['MUG-1', 3]]);
    expect(again.market('ETSY').checkToken('sbx_demo-token-acme-etsy')).toMatchObject({ ok: true });
  });
});
