/**
 * The marketplace loop end to end, against the built-in sandbox marketplace, for every channel type with an
 * adapter in CHANNEL_TYPES_UNDER_TEST (each runs the same scenarios): listings go live through the publish job (or
 * show the marketplace's refusal), a sandbox order arrives on `sync` as a PAID, allocated sales order and never
 * twice, shipping it sends the tracking back, stock changes reach the marketplace (coalesced, through 429 storms and
 * 5xx bursts), a revoked token disconnects the channel and says why. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/until.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;

beforeAll(async () => {
  app = await startTestApp({ worker: { recurring: false } });
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  // The demo's order rules (holds over £500…) stay out of the way.
  await app.knex('order_rules').where({ account_id: acmeId }).update({ enabled: false });
  // Seeding takes minutes on a loaded machine.
});
afterAll(() => app?.close());

const sandbox = (type: string, path: string) => `${app.baseUrl}/sandbox/${type.toLowerCase()}/${path}`;
async function control(type: string, path: string, body?: unknown): Promise<any> {
  // As Acme's owner: the control API acts on the sandbox sellers of the caller's own channels only.
  const controlPath = `/sandbox/${type.toLowerCase()}/_control/${path}`;
  const response = body === undefined ? await owner.get(controlPath) : await owner.post(controlPath, body);
  return { status: response.status, body: response.body ?? null };
}

/**
 * Per channel type: the credential the marketplace revokes (its token, or the keys tokens are asked for with), a
 * path fragment of its quantity update (for faults), and whether listings show the marketplace's catalogue title
 * rather than the one sent (OnBuy sells against its catalogue).
 */
const CHANNEL_TYPES_UNDER_TEST: Record<string, { token: string; pushPath: string; catalogueTitles?: boolean }> = {
  STORE: { token: 'api_token', pushPath: '/api/v1/products/' },
  EBAY: { token: 'access_token', pushPath: '/bulk_update_price_quantity' },
  AMAZON: { token: 'access_token', pushPath: '/listings/2021-08-01/items/' },
  SHOPIFY: { token: 'access_token', pushPath: '/graphql.json' },
  ONBUY: { token: 'consumer_key', pushPath: '/v2/listings/by-sku', catalogueTitles: true },
  ETSY: { token: 'access_token', pushPath: '/inventory' },
  WISH: { token: 'access_token', pushPath: '/api/v3/products/' },
};

describe.each(Object.keys(CHANNEL_TYPES_UNDER_TEST))('%s through the sandbox', (type) => {
  const spec = CHANNEL_TYPES_UNDER_TEST[type]!;
  let channel: any;
  let token: string;
  const marketListings = async () => (await control(type, 'listings')).body.listings as any[];
  const jobsOf = (kind: string, listingId: string) => app.knex.raw(`select state, output, singleton_key from pgboss.job where name = ? and data->'payload'->>'listing_id' = ?`, [kind, listingId]).then((r: any) => r.rows);

  beforeAll(async () => {
    channel = await app.knex('sales_channels').where({ account_id: acmeId, type, status: 'CONNECTED' }).first();
    token = (app.secrets.decrypt(channel.credentials, 'sales_channels.credentials') as Record<string, string>)[spec.token]!;
  });

  it('publishes the submitted demo listings: ACTIVE with the marketplace\'s id and page, holding the offered quantity', async () => {
    const live = await until<any[]>(async () => {
      const rows: any[] = await app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id }).whereNot('status', 'DRAFT');
      return rows.length > 0 && rows.every((r) => ['ACTIVE', 'OUT_OF_STOCK'].includes(r.status)) ? rows : undefined;
    }, 'the demo listings to go live');
    const held = await marketListings();
    for (const listing of live) {
      expect(listing.external_id).toBeTruthy();
      expect(listing.url).toMatch(/^https:\/\//);
      const there = held.find((l) => l.id === listing.external_id);
      expect(there).toMatchObject({ sku: listing.sku, title: spec.catalogueTitles ? expect.any(String) : listing.title, price: Number(listing.price), status: 'ACTIVE' });
    }
    // The status history says Sellyard did it, not a person.
    const history = await app.knex('status_history').where({ account_id: acmeId, resource: 'listings', record_id: live[0].id, transition: 'publish' }).first();
    // Wish reviews a new product before it sells: the review check, not the publish job, makes it live there.
    const job = type === 'WISH' ? 'Check a marketplace\'s review of a listing' : 'Publish a listing';
    expect(history).toMatchObject({ user_id: null, note: `by Sellyard (${job})` });
  });

  it('refuses by hand what only the marketplace decides, and leaves it out of the API document', async () => {
    const listing = await app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id, status: 'ACTIVE' }).first();
    const response = await owner.post(`/api/listings/${listing.id}/sell-out`, {});
    expect(response.status).toBe(403);
    expect(response.body.type).toMatch(/system-transition/);
    const openapi = (await owner.get('/api/openapi.json')).body;
    expect(openapi.paths['/api/listings/{id}/publish']).toBeUndefined();
    expect(openapi.paths['/api/listings/{id}/submit']).toBeDefined();
  });

  it('will not submit a listing through a channel that is not connected (409 naming the channel)', async () => {
    // A second Wish shop, added and never connected.
    const wish = (await owner.post('/api/sales-channels', { type: 'WISH', name: `Wish, not connected (${type})`, environment: 'SANDBOX' })).body;
    expect(wish.status).toBe('DISCONNECTED');
    const product = (await owner.post('/api/products', { sku: `NC-${type}`, title: 'Not connected', retail_price: 1500 })).body;
    const draft = await owner.post('/api/listings', { product_id: product.id, sales_channel_id: wish.id, channel: 'WISH', channel_fields: { parent_sku: `NC-${type}` } });
    expect(draft.status).toBe(201);
    const submitted = await owner.post(`/api/listings/${draft.body.id}/submit`, {});
    expect(submitted.status).toBe(409);
    expect(submitted.body.detail).toContain(wish.name);
    expect(submitted.body.errors).toEqual([expect.objectContaining({ pointer: '/sales_channel_id' })]);
  });

  it('imports a sandbox order on sync as a PAID, allocated sales order with the channel, only once', async () => {
    const importsDone = async () => (await app.knex.raw(`select count(*)::int as n from pgboss.job where name = 'channel.import-orders' and state = 'completed' and data->'payload'->>'channel_id' = ?`, [channel.id])).rows[0].n as number;
    const listing = await app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id, status: 'ACTIVE' }).orderBy('sku').first();
    const placed = await control(type, 'orders', { sku: listing.sku, quantity: 1 });
    expect(placed.status).toBe(201);
    const sync = await owner.post(`/api/sales-channels/${channel.id}/sync`, {});
    expect(sync.status).toBe(200);
    const order = await until(() => app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id, channel_order_ref: placed.body.order_id }).first(), 'the order to arrive');
    expect(order.status).toBe('PAID');
    expect(order.total).toBe(placed.body.total);
    expect(order.channel_order_url).toMatch(/^https:\/\//);
    const lines = await app.knex('sales_order_lines').where({ account_id: acmeId, sales_order_id: order.id });
    expect(lines).toEqual([expect.objectContaining({ product_id: listing.product_id, quantity: 1 })]);
    expect(Number(lines[0].allocated_qty) + Number(lines[0].backordered_qty)).toBe(1);
    // Again: the same order is found, not made twice.
    const jobsBefore = await importsDone();
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    await until(async () => await importsDone() > jobsBefore, 'the second import');
    await app.knex('sales_channels').where({ id: channel.id }).update({ orders_cursor: null });
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    await until(async () => await importsDone() > jobsBefore + 1, 'the import from the start');
    expect(Number((await app.knex('sales_orders').where({ account_id: acmeId, channel_order_ref: placed.body.order_id }).count('* as n').first())!.n)).toBe(1);
    const health = (await owner.get(`/api/sales-channels/${channel.id}`)).body;
    expect(health.last_order_sync_at).toBeTruthy();
    expect(health.orders_cursor).toBeUndefined();
  });

  it('sends the tracking number back when the order ships', async () => {
    const order = await app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id, status: 'PAID' }).whereNotNull('channel_order_ref').first();
    const lines = await app.knex('sales_order_lines').where({ account_id: acmeId, sales_order_id: order.id });
    if (!Number(lines[0].allocated_qty)) {
      // Nothing on the shelf at the channel's locations in the demo: put some there so it can ship.
      const location = JSON.parse(JSON.stringify(channel.location_priority))[0];
      await app.knex.raw(`insert into stock_levels (account_id, product_id, location_id, on_hand, allocated, available) values (?, ?, ?, 10, 0, 10) on conflict (account_id, product_id, location_id) do update set on_hand = stock_levels.on_hand + 10, available = stock_levels.available + 10`, [acmeId, lines[0].product_id, location]);
    }
    const shipment = await owner.post('/api/shipments', { order_id: order.id, carrier: 'Royal Mail', tracking_number: `RM${Date.now()}GB` });
    expect(shipment.status).toBe(201);
    expect((await owner.post(`/api/shipments/${shipment.body.id}/create-label`, {})).status).toBe(200);
    const shipped = await owner.post(`/api/shipments/${shipment.body.id}/ship`, {});
    expect(shipped.status).toBe(200);
    const there = await until(async () => {
      const orders = (await control(type, 'orders')).body.orders as any[];
      const found = orders.find((o) => o.id === order.channel_order_ref);
      return found?.shipments.length && found;
    }, 'the marketplace to hold the tracking');
    // Each marketplace's own code for Royal Mail (api/channels/carrier-codes.ts).
    const code = ({ EBAY: 'RoyalMail', ETSY: 'royal-mail' } as Record<string, string>)[type] ?? 'Royal Mail';
    expect(there.shipments[0]).toMatchObject({ carrier: code, trackingNumber: shipment.body.tracking_number });
  });

  it('pushes stock changes to the live listing, coalesced, through a 429 storm and a 5xx burst', async () => {
    // A listing the seller fulfils: an Amazon-fulfilled (FBA) offer's quantity is Amazon's count, not pushed from here.
    const listing = await app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id }).whereIn('status', ['ACTIVE', 'OUT_OF_STOCK'])
      .whereRaw("coalesce(channel_fields->>'fulfillment_channel', 'MFN') <> 'AFN'").orderBy('sku', 'desc').first();
    // What the seller ships from: the channel's locations but its FBA ones (Amazon's own count, never offered here).
    const fbaIds = (await app.knex('locations').where({ account_id: acmeId, type: 'FBA' }).select('id')).map((l: { id: string }) => l.id);
    const shipsFrom = channel.location_priority.filter((id: string) => !fbaIds.includes(id));
    const level = await app.knex('stock_levels').where({ account_id: acmeId, product_id: listing.product_id }).whereIn('location_id', shipsFrom).first();
    const expected = async () => {
      const levels = await app.knex('stock_levels').where({ account_id: acmeId, product_id: listing.product_id }).whereIn('location_id', shipsFrom).sum('available as n').first();
      const rule = listing.quantity_rule;
      const free = Math.max(0, Number(levels!.n ?? 0) - Number(channel.stock_buffer));
      return rule.type === 'PERCENT' ? Math.floor((free * rule.value) / 100) : rule.type === 'MAX' ? Math.min(free, rule.value) : rule.value;
    };
    // The marketplace turns away the next pushes: three 429s, then three 503s.
    expect((await control(type, 'faults', { status: 429, retry_after_seconds: 1, count: 3, path_contains: spec.pushPath })).status).toBe(204);
    expect((await control(type, 'faults', { status: 503, count: 3, path_contains: spec.pushPath })).status).toBe(204);
    // Earlier tests' pushes have run, so none is waiting to absorb this burst.
    await until(async () => (await jobsOf('channel.push-stock', listing.id)).every((j: any) => ['completed', 'failed', 'cancelled'].includes(j.state)), 'earlier pushes to finish');
    const pushesBefore = (await jobsOf('channel.push-stock', listing.id)).filter((j: any) => !String(j.singleton_key).endsWith(':retry')).length;
    // The 20 changes land while no worker takes a job (on a slow machine a burst can outlast the coalescing
    // second, which rightly queues another push): they coalesce into exactly one queued push.
    await app.pauseWorker();
    for (let i = 0; i < 20; i += 1) {
      const adjusted = await owner.post(`/api/stock-levels/${level.id}/adjust`, { delta: 5, reason: 'Found in the back' });
      expect(adjusted.status).toBe(200);
    }
    await app.resumeWorker();
    const want = await expected();
    await until(async () => (await marketListings()).find((l) => l.id === listing.external_id)?.quantity === want, `the marketplace to offer ${want}`);
    const pushes = await jobsOf('channel.push-stock', listing.id);
    // 20 changes are one push (what a 429 re-queues after Retry-After carries the `:retry` key); none failed for good.
    expect(pushes.filter((j: any) => !String(j.singleton_key).endsWith(':retry')).length - pushesBefore).toBe(1);
    expect(pushes.filter((j: any) => j.state === 'failed')).toEqual([]);
  });

  it('disconnects the channel and says why when the marketplace revokes the token', async () => {
    expect((await control(type, 'revoke', { access_token: token })).body.revoked).toBeGreaterThan(0);
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    const after = await until(async () => {
      const row = (await owner.get(`/api/sales-channels/${channel.id}`)).body;
      return row.status === 'DISCONNECTED' && row;
    }, 'the channel to be disconnected');
    expect(after.last_error).toMatch(/refused Sellyard's access/);
    expect(after.credentials).toBeUndefined();
    // The health says access was withdrawn, and how the channel connects again.
    const connectsBy = ['EBAY', 'AMAZON', 'SHOPIFY', 'ETSY', 'WISH'].includes(type) ? 'oauth' : type === 'STORE' ? 'none' : 'keys';
    expect((await owner.get(`/api/sales-channels/${channel.id}/health`)).body).toMatchObject({ status: 'DISCONNECTED', reconnect: true, connects_by: connectsBy });
    if (connectsBy !== 'oauth') return;
    // Reconnect as the admin's button does: the sandbox's consent page in the browser, back to the callback page.
    const started = await owner.post(`/api/sales-channels/${channel.id}/connect`, {});
    expect(started.status).toBe(200);
    const consent = await fetch(started.body.authorize_url, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${app.baseUrl}/settings/${type.toLowerCase()}-connect`);
    const done = await owner.post(`/api/channel-connect/${type.toLowerCase()}`, Object.fromEntries(back.searchParams));
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('CONNECTED');
    expect((await owner.get(`/api/sales-channels/${channel.id}/health`)).body).toMatchObject({ status: 'CONNECTED', reconnect: false });
  });
});
