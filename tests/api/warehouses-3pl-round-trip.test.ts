/**
 * The 3PL round trip's harder half on the sandbox warehouses (api/warehouses): a confirmation that ships only part
 * of an order (Mintsoft's split, despatched on its own) becomes a shipment of just those units, the order is
 * PARTIALLY_SHIPPED until the rest leaves, and each shipment reaches the marketplace as its own package;
 * cancelling a handed-off order cancels it at the 3PL first (Mintsoft and ShipBob), is refused in the 3PL's words
 * when the order is picked there (nothing cancelled in Sellyard), and goes through when the 3PL's answer was lost;
 * ShipBob's signed order.shipped push records the shipment without a sync, once, and pushes that are unsigned,
 * signed for another account's provider, or for a provider that does not push are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { countStock } from '../helpers/stock.ts';
import { until } from '../helpers/until.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let globex: Client;
let acmeId: string;
let globexId: string;
let mintsoft: Row;
let shipbob: Row;
let leeds: Row;
let manchester: Row;

const SHIP_TO = { name: 'Tina Thirdparty', line1: '9 Depot Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900456' };

beforeAll(async () => {
  app = await startTestApp({ worker: { recurring: false } });
  [owner, globex] = await Promise.all([app.signIn(DEMO.acmeOwner), app.signIn(DEMO.globexOwner)]);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  globexId = (await app.knex('accounts').whereNot({ id: acmeId }).where('name', 'like', 'Globex%').first('id')).id;
  await app.knex('order_rules').whereIn('account_id', [acmeId, globexId]).update({ enabled: false });
  mintsoft = await app.knex('warehouse_providers').where({ account_id: acmeId, name: 'Leeds 3PL (Mintsoft)' }).first();
  shipbob = await app.knex('warehouse_providers').where({ account_id: globexId, name: 'ShipBob Manchester' }).first();
  leeds = await app.knex('locations').where({ account_id: acmeId, code: 'LEEDS-3PL' }).first();
  manchester = await app.knex('locations').where({ account_id: globexId, code: 'SHIPBOB-MAN' }).first();
}, 600_000);
afterAll(() => app?.close());

async function control(provider: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${app.baseUrl}/sandbox/warehouses/${provider}/_control/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = response.status === 204 ? null : await response.json();
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

async function sync(client: Client, provider: Row): Promise<Row> {
  const response = await client.post(`/api/warehouse-providers/${provider.id}/sync`, {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** A paid order of `quantity` units of a new product held at the 3PL, handed off; answers the order and its warehouse order. */
async function handedOff(client: Client, provider: Row, providerCode: 'mintsoft' | 'shipbob', location: Row, sku: string, quantity: number): Promise<{ order: Row; handed: Row }> {
  const accountId = client === owner ? acmeId : globexId;
  const product = (await client.post('/api/products', { sku, title: `3PL ${sku}`, weight_g: 250 })).body;
  await countStock(client, app.knex, product.id, location.id, 10);
  await control(providerCode, 'stock', { sku, on_hand: 10, name: `3PL ${sku}` });
  const customer = (await client.get(app.listPath('relationships', { filter: { type: 'CUSTOMER' } }))).body[0].id;
  const created = await client.post('/api/sales-orders', { customer_id: customer, ship_to: SHIP_TO, fulfil_from_location_id: location.id, lines: [{ product_id: product.id, quantity, unit_price: 1100 }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const step of ['submit', 'pay']) expect((await client.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
  await sync(client, provider);
  const handed = await app.knex('warehouse_orders').where({ account_id: accountId, order_id: created.body.id }).first();
  expect(handed).toMatchObject({ status: 'SENT' });
  return { order: created.body, handed };
}

describe('a part shipment from Mintsoft (a split), each part its own package at the marketplace', () => {
  it('records the split as a shipment of its units, PARTIALLY_SHIPPED until the rest is despatched', async () => {
    const channel = await app.knex('sales_channels').where({ account_id: acmeId, status: 'CONNECTED', environment: 'SANDBOX', type: 'EBAY' }).first();
    const listing = await until(() => app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id, status: 'ACTIVE' }).orderBy('sku').first(), 'a live eBay listing', 120_000);
    await app.knex('sales_channels').where({ id: channel.id }).update({ location_priority: JSON.stringify([leeds.id]) });
    await countStock(owner, app.knex, listing.product_id, leeds.id, 6);
    await control('mintsoft', 'stock', { sku: listing.sku, on_hand: 6 });
    const placed = await owner.post('/sandbox/ebay/_control/orders', { sku: listing.sku, quantity: 2 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    const order = await until(() => app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id, channel_order_ref: placed.body.order_id }).first(), 'the marketplace order to arrive');
    expect(order.status).toBe('PAID');
    await sync(owner, mintsoft);
    const handed = await app.knex('warehouse_orders').where({ account_id: acmeId, order_id: order.id }).first();
    expect(handed).toMatchObject({ status: 'SENT' });

    // One unit leaves first: Mintsoft splits it into an order of its own and despatches that.
    const part = await control('mintsoft', 'ship', { reference: handed.reference, lines: [{ sku: listing.sku, qty: 1 }], tracking_number: 'TTPART0001GB' });
    expect(part.reference).toBe(`${handed.reference}-S1`);
    expect((await sync(owner, mintsoft)).shipments).toBe(1);
    expect((await app.knex('sales_orders').where({ id: order.id }).first()).status).toBe('PARTIALLY_SHIPPED');
    expect(await app.knex('warehouse_orders').where({ id: handed.id }).first()).toMatchObject({ status: 'SENT' });
    let shipments = await app.knex('shipments').where({ account_id: acmeId, order_id: order.id }).orderBy('created_at');
    expect(shipments).toEqual([expect.objectContaining({ status: 'SHIPPED', tracking_number: 'TTPART0001GB', warehouse_reference: `MINTSOFT:order-${part.order_id}` })]);
    expect((await app.knex('shipment_lines').where({ shipment_id: shipments[0].id })).map((l: Row) => Number(l.qty))).toEqual([1]);
    // Cancelling is refused now by the order's own rules (part of it left).
    expect((await owner.post(`/api/sales-orders/${order.id}/cancel`, {})).status).toBe(409);

    // The rest goes with the original order.
    await control('mintsoft', 'ship', { reference: handed.reference, tracking_number: 'TTREST0001GB' });
    expect((await sync(owner, mintsoft)).shipments).toBe(1);
    expect((await app.knex('sales_orders').where({ id: order.id }).first()).status).toBe('SHIPPED');
    expect(await app.knex('warehouse_orders').where({ id: handed.id }).first()).toMatchObject({ status: 'SHIPPED' });
    shipments = await app.knex('shipments').where({ account_id: acmeId, order_id: order.id }).orderBy('created_at');
    expect(shipments.map((s: Row) => [s.tracking_number, s.status])).toEqual([['TTPART0001GB', 'SHIPPED'], ['TTREST0001GB', 'SHIPPED']]);
    expect(Number((await app.knex('stock_levels').where({ product_id: listing.product_id, location_id: leeds.id }).first()).on_hand)).toBe(4);

    // eBay holds two packages, one per shipment, each with its own tracking number.
    const marketplace = await until(async () => {
      const orders = (await owner.get('/sandbox/ebay/_control/orders')).body.orders as Row[];
      const found = orders.find((o) => o.id === order.channel_order_ref);
      return found?.shipments.length === 2 && found;
    }, 'eBay to hold both packages');
    expect(marketplace.shipments.map((s: Row) => s.trackingNumber).sort()).toEqual(['TTPART0001GB', 'TTREST0001GB']);
    expect((await sync(owner, mintsoft)).shipments).toBe(0);
  });
});

describe('cancelling an order handed to a 3PL', () => {
  it('cancels it at Mintsoft first', async () => {
    const { order, handed } = await handedOff(owner, mintsoft, 'mintsoft', leeds, 'TPL-CANCEL-MS', 2);
    const cancelled = await owner.post(`/api/sales-orders/${order.id}/cancel`, { cancel_reason: 'BUYER_ASKED', cancel_note: 'the customer asked' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(await app.knex('warehouse_orders').where({ id: handed.id }).first()).toMatchObject({ status: 'CANCELLED' });
    expect((await control('mintsoft', 'orders')).find((o: Row) => o.reference === handed.reference)).toMatchObject({ status: 'CANCELLED' });
    expect((await control('mintsoft', 'calls')).some((c: Row) => c.method === 'GET' && c.path === `/api/Order/${handed.provider_order_id}/Cancel`)).toBe(true);
    // Its stock is released, and a later sync sends nothing again.
    expect(await app.knex('sales_order_allocations').where({ account_id: acmeId, sales_order_id: order.id })).toEqual([]);
    expect((await sync(owner, mintsoft)).handed_off).toBe(0);
  });

  it('follows a marketplace cancellation to Mintsoft, and keeps the order (with the reason) while Mintsoft cannot be reached', async () => {
    const channel = await app.knex('sales_channels').where({ account_id: acmeId, status: 'CONNECTED', environment: 'SANDBOX', type: 'EBAY' }).first();
    const listing = await app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id, status: 'ACTIVE' }).orderBy('sku').first();
    await control('mintsoft', 'stock', { sku: listing.sku, on_hand: 20 });
    await countStock(owner, app.knex, listing.product_id, leeds.id, 20);
    const placed = await owner.post('/sandbox/ebay/_control/orders', { sku: listing.sku, quantity: 1 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    const order = await until(() => app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id, channel_order_ref: placed.body.order_id }).first(), 'the marketplace order to arrive');
    await sync(owner, mintsoft);
    const handed = await app.knex('warehouse_orders').where({ account_id: acmeId, order_id: order.id }).first();
    expect(handed).toMatchObject({ status: 'SENT' });

    // The buyer cancels on eBay while Mintsoft answers 503 to the cancellation: the import goes on, the order stays.
    expect((await owner.post('/sandbox/ebay/_control/cancellations', { order_id: placed.body.order_id, by: 'BUYER' })).status).toBe(201);
    await control('mintsoft', 'faults', { status: 503, path_contains: '/Cancel', count: 3 });
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    const noted = await until(async () => {
      const row = await app.knex('warehouse_orders').where({ id: handed.id }).first();
      return row.error?.includes('Cancelled on the marketplace, but not here') && row;
    }, 'the warehouse order to say why the order is not cancelled');
    expect(noted).toMatchObject({ status: 'SENT', error: expect.stringContaining('Leeds 3PL (Mintsoft) did not answer in time') });
    expect((await app.knex('sales_orders').where({ id: order.id }).first()).status).toBe('PAID');

    // Mintsoft is back: the next import cancels it there, then here.
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    await until(async () => (await app.knex('sales_orders').where({ id: order.id }).first()).status === 'CANCELLED', 'the order to follow the marketplace');
    expect(await app.knex('warehouse_orders').where({ id: handed.id }).first()).toMatchObject({ status: 'CANCELLED' });
    expect((await control('mintsoft', 'orders')).find((o: Row) => o.reference === handed.reference)).toMatchObject({ status: 'CANCELLED' });
  });

  it('refuses in ShipBob\'s words when ShipBob has picked it, leaving the order as it was', async () => {
    const { order, handed } = await handedOff(globex, shipbob, 'shipbob', manchester, 'SB-CANCEL-PICKED', 1);
    await control('shipbob', 'pick', { reference: handed.reference });
    const refused = await globex.post(`/api/sales-orders/${order.id}/cancel`, {});
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: 'warehouse_refused', detail: expect.stringContaining('already picked and cannot be cancelled') });
    expect(refused.body.detail).toContain('the order is not cancelled');
    expect((await app.knex('sales_orders').where({ id: order.id }).first()).status).toBe('PAID');
    expect(await app.knex('warehouse_orders').where({ id: handed.id }).first()).toMatchObject({ status: 'SENT' });
    expect((await app.knex('sales_order_allocations').where({ account_id: globexId, sales_order_id: order.id })).length).toBeGreaterThan(0);
    expect((await control('shipbob', 'orders')).find((o: Row) => o.reference === handed.reference)).toMatchObject({ status: 'PICKED' });
  });

  it('goes through when ShipBob cancelled but its answer was lost: the retry finds it cancelled', async () => {
    const { order, handed } = await handedOff(globex, shipbob, 'shipbob', manchester, 'SB-CANCEL-LOST', 1);
    await control('shipbob', 'faults', { status: 500, path_contains: ':cancel', after: true });
    const cancelled = await globex.post(`/api/sales-orders/${order.id}/cancel`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(await app.knex('warehouse_orders').where({ id: handed.id }).first()).toMatchObject({ status: 'CANCELLED' });
    const calls = (await control('shipbob', 'calls')).filter((c: Row) => c.path.includes(`/order/${handed.provider_order_id}:cancel`));
    expect(calls).toHaveLength(1);
  });
});

describe('ShipBob\'s pushes (webhooks)', () => {
  let delivery: Row;
  let order: Row;

  it('subscribes on sync, and records a pushed order.shipped without a sync, once', async () => {
    await sync(globex, shipbob);
    const { subscriptions } = await control('shipbob', 'webhooks');
    expect(subscriptions).toContainEqual(expect.objectContaining({ url: expect.stringMatching(new RegExp(`/api/webhooks/warehouses/${shipbob.id}$`)), topics: ['order.shipped', 'order.shipment.cancelled'] }));
    const stored = await app.knex('warehouse_providers').where({ id: shipbob.id }).first('credentials');
    expect(String(stored.credentials)).not.toContain('whsec_');
    expect((await globex.get(`/api/warehouse-providers/${shipbob.id}`)).body).not.toHaveProperty('credentials');

    const handedOffOrder = await handedOff(globex, shipbob, 'shipbob', manchester, 'SB-PUSHED', 2);
    order = handedOffOrder.order;
    const shipped = await control('shipbob', 'ship', { reference: handedOffOrder.handed.reference, tracking_number: '1550000777' });
    delivery = (await control('shipbob', 'webhooks')).deliveries.find((d: Row) => JSON.parse(d.body).id === Number(shipped.id));
    expect(delivery).toMatchObject({ topic: 'order.shipped', status: 200 });
    expect(delivery.headers).toMatchObject({ 'webhook-id': delivery.eventId, 'webhook-signature': expect.stringMatching(/^v1,/), 'x-webhook-topic': 'order.shipped' });
    // No sync ran: the push alone recorded the shipment and shipped the order.
    const shipments = await app.knex('shipments').where({ account_id: globexId, order_id: order.id });
    expect(shipments).toEqual([expect.objectContaining({ status: 'SHIPPED', tracking_number: '1550000777', warehouse_reference: `SHIPBOB:${shipped.id}` })]);
    expect((await app.knex('sales_orders').where({ id: order.id }).first()).status).toBe('SHIPPED');
    expect(await app.knex('warehouse_webhook_events').where({ provider_id: shipbob.id, event_id: delivery.eventId }).first()).toMatchObject({ account_id: globexId, topic: 'order.shipped', outcome: expect.stringContaining('1 shipment(s) recorded') });

    // ShipBob sends it again (same webhook-id, fresh signature): answered, applied once.
    const again = await control('shipbob', 'webhooks/redeliver', { webhook_id: delivery.eventId });
    expect(again.status).toBe(200);
    expect(await app.knex('shipments').where({ account_id: globexId, order_id: order.id })).toHaveLength(1);
    expect(await app.knex('warehouse_webhook_events').where({ provider_id: shipbob.id, event_id: delivery.eventId })).toHaveLength(1);
    // Polling stays as the fallback and finds nothing new.
    expect((await sync(globex, shipbob)).shipments).toBe(0);
  });

  it('refuses a push whose signature does not match, or that has none, as problem+json', async () => {
    const url = `/api/webhooks/warehouses/${shipbob.id}`;
    const post = (headers: Record<string, string>, body = delivery.body) => fetch(`${app.baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const headers = { ...delivery.headers, 'webhook-id': 'msg_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)) };
    const forged = await post(headers);
    expect(forged.status).toBe(401);
    expect(forged.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await forged.json()).toMatchObject({ code: 'webhook_unsigned', errors: [expect.objectContaining({ pointer: '/headers/webhook-signature' })] });
    const tampered = await post(delivery.headers, delivery.body.replace('1550000777', '1550000778'));
    expect(tampered.status).toBe(401);
    expect((await post({ 'x-webhook-topic': 'order.shipped' })).status).toBe(401);
    const notJson = await post(headers, '{not json');
    expect(notJson.status).toBe(400);
    expect(await app.knex('warehouse_webhook_events').where({ provider_id: shipbob.id }).whereIn('event_id', ['msg_forged'])).toEqual([]);
  });

  it('refuses Globex\'s push at another account\'s provider, and where no provider pushes', async () => {
    // Acme connects a ShipBob account of its own: it gets its own subscription and secret.
    const type = await app.knex('warehouse_provider_types').where({ account_id: acmeId, code: 'SHIPBOB' }).first('id');
    const created = await owner.post('/api/warehouse-providers', { name: 'Acme ShipBob', provider_type_id: type.id, environment: 'SANDBOX', orders_enabled: true, credentials: { access_token: 'acme-shipbob-token', channel_id: '100102' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await sync(owner, created.body)).subscribed).toBe(true);
    const acmeShipBob = await fetch(`${app.baseUrl}/api/webhooks/warehouses/${created.body.id}`, { method: 'POST', headers: delivery.headers, body: delivery.body });
    expect(acmeShipBob.status).toBe(401);
    const acmeMintsoft = await fetch(`${app.baseUrl}/api/webhooks/warehouses/${mintsoft.id}`, { method: 'POST', headers: delivery.headers, body: delivery.body });
    expect(acmeMintsoft.status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/webhooks/warehouses/not-a-provider`, { method: 'POST', headers: delivery.headers, body: delivery.body })).status).toBe(404);
    expect(await app.knex('warehouse_webhook_events').where({ account_id: acmeId })).toEqual([]);
  });
});
