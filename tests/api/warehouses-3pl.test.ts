/**
 * 3PL warehouses end to end on the sandbox warehouses (api/warehouses): Acme's Leeds 3PL runs on Mintsoft, Globex's
 * Manchester warehouse on ShipBob. A marketplace order allocated to the 3PL's location is handed off once (retried
 * through 5xx and 429 without a second order at the 3PL), the 3PL's shipment comes back as a shipped shipment with
 * its tracking, which reaches the marketplace; the stock feed counts the location's levels; a purchase order
 * delivered there goes as an ASN. Refusals come back in the provider's words; other roles and accounts are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { countStock } from '../helpers/stock.ts';
import { until } from '../helpers/until.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let globex: Client;
let acmeId: string;
let globexId: string;
let mintsoft: Row;
let shipbob: Row;
let leeds: Row;
let manchester: Row;
let customerId: string;

const SHIP_TO = { name: 'Tina Thirdparty', line1: '9 Depot Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900456' };

beforeAll(async () => {
  app = await startTestApp({ worker: { recurring: false } });
  [owner, staff, globex] = await Promise.all([app.signIn(DEMO.acmeOwner), app.signIn(DEMO.acmeStaff), app.signIn(DEMO.globexOwner)]);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  globexId = (await app.knex('accounts').whereNot({ id: acmeId }).where('name', 'like', 'Globex%').first('id')).id;
  await app.knex('order_rules').whereIn('account_id', [acmeId, globexId]).update({ enabled: false });
  mintsoft = await app.knex('warehouse_providers').where({ account_id: acmeId, name: 'Leeds 3PL (Mintsoft)' }).first();
  shipbob = await app.knex('warehouse_providers').where({ account_id: globexId, name: 'ShipBob Manchester' }).first();
  leeds = await app.knex('locations').where({ account_id: acmeId, code: 'LEEDS-3PL' }).first();
  manchester = await app.knex('locations').where({ account_id: globexId, code: 'SHIPBOB-MAN' }).first();
  customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0].id;
}, 600_000);
afterAll(() => app?.close());

async function control(provider: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${app.baseUrl}/sandbox/warehouses/${provider}/_control/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.status === 204 ? null : response.json();
}

async function paidOrder(client: Client, customer: string, productId: string, quantity: number, locationId: string): Promise<Row> {
  const created = await client.post('/api/sales-orders', { customer_id: customer, ship_to: SHIP_TO, fulfil_from_location_id: locationId, lines: [{ product_id: productId, quantity, unit_price: 1200 }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const step of ['submit', 'pay']) expect((await client.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
  return (await client.get(`/api/sales-orders/${created.body.id}`)).body;
}

async function sync(client: Client, provider: Row): Promise<Row> {
  const response = await client.post(`/api/warehouse-providers/${provider.id}/sync`, {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('the demo warehouse providers', () => {
  it('connects Acme\'s Mintsoft and Globex\'s ShipBob to the sandbox warehouses, credentials never returned', async () => {
    const read = (await owner.get(`/api/warehouse-providers/${mintsoft.id}`)).body;
    expect(read).toMatchObject({ environment: 'SANDBOX', status: 'ACTIVE', credentials_set: true });
    expect(read).not.toHaveProperty('credentials');
    expect(leeds).toMatchObject({ type: 'THIRD_PARTY', warehouse_provider_id: mintsoft.id, provider_warehouse_ref: '3' });
    expect((await owner.post(`/api/warehouse-providers/${mintsoft.id}/test`, {})).body).toEqual({ ok: true });
    expect((await globex.post(`/api/warehouse-providers/${shipbob.id}/test`, {})).body).toEqual({ ok: true });
  });

  it('refuses another role and another account', async () => {
    expect((await staff.post(`/api/warehouse-providers/${mintsoft.id}/sync`, {})).status).toBe(403);
    expect((await globex.post(`/api/warehouse-providers/${mintsoft.id}/sync`, {})).status).toBe(404);
    expect((await globex.post(`/api/warehouse-providers/${mintsoft.id}/test`, {})).status).toBe(404);
    expect((await owner.get('/api/warehouse-orders')).status).toBe(200);
    expect((await owner.post('/api/warehouse-orders', { reference: 'X' })).status).toBeGreaterThanOrEqual(404);
  });
});

describe('a marketplace order at the Mintsoft 3PL (the round trip)', () => {
  let channel: Row;
  let order: Row;
  let listing: Row;

  it('hands the allocated order to Mintsoft once', async () => {
    channel = await app.knex('sales_channels').where({ account_id: acmeId, status: 'CONNECTED', environment: 'SANDBOX', type: 'EBAY' }).first();
    // The demo's submitted listings go live through the publish job.
    listing = await until(() => app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id, status: 'ACTIVE' }).orderBy('sku').first(), 'a live eBay listing', 120_000);
    // The channel takes stock from the 3PL first, and the 3PL holds the product.
    await app.knex('sales_channels').where({ id: channel.id }).update({ location_priority: JSON.stringify([leeds.id]) });
    await countStock(owner, app.knex, listing.product_id, leeds.id, 6);
    await control('mintsoft', 'stock', { sku: listing.sku, on_hand: 6 });
    const placed = await owner.post(`/sandbox/${String(channel.type).toLowerCase()}/_control/orders`, { sku: listing.sku, quantity: 1 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
    order = await until(() => app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id, channel_order_ref: placed.body.order_id }).first(), 'the marketplace order to arrive');
    expect(order.status).toBe('PAID');
    const allocations = await app.knex('sales_order_allocations').where({ account_id: acmeId, sales_order_id: order.id });
    expect(allocations).toEqual([expect.objectContaining({ location_id: leeds.id, qty: 1 })]);

    const first = await sync(owner, mintsoft);
    expect(first.handed_off).toBeGreaterThanOrEqual(1);
    const handed = await app.knex('warehouse_orders').where({ account_id: acmeId, order_id: order.id }).first();
    expect(handed).toMatchObject({ status: 'SENT', location_id: leeds.id, reference: `${order.number}-LEEDS-3PL` });
    const there = (await control('mintsoft', 'orders')).filter((o: Row) => o.reference === handed.reference);
    expect(there).toEqual([expect.objectContaining({ id: Number(handed.provider_order_id), orderNumber: order.number, status: 'NEW', lines: [{ sku: listing.sku.toUpperCase(), name: null, qty: 1 }] })]);
    expect(there[0].recipient).toMatchObject({ FirstName: expect.any(String), PostCode: expect.any(String) });

    // Again: nothing is sent twice.
    const puts = (await control('mintsoft', 'calls')).filter((c: Row) => c.method === 'PUT' && c.path === '/api/Order').length;
    await sync(owner, mintsoft);
    expect((await control('mintsoft', 'calls')).filter((c: Row) => c.method === 'PUT' && c.path === '/api/Order').length).toBe(puts);
    expect((await control('mintsoft', 'orders')).filter((o: Row) => o.reference === handed.reference)).toHaveLength(1);
  });

  it('records Mintsoft\'s despatch as a shipped shipment with its tracking, which reaches the marketplace', async () => {
    const handed = await app.knex('warehouse_orders').where({ account_id: acmeId, order_id: order.id }).first();
    const shipped = await control('mintsoft', 'ship', { reference: handed.reference, tracking_number: 'TT900000001GB' });
    expect(shipped.trackingNumber).toBe('TT900000001GB');
    const result = await sync(owner, mintsoft);
    expect(result.shipments).toBe(1);
    const shipments = await app.knex('shipments').where({ account_id: acmeId, order_id: order.id });
    expect(shipments).toEqual([expect.objectContaining({
      status: 'SHIPPED', location_id: leeds.id, tracking_number: 'TT900000001GB', carrier: 'Royal Mail Tracked 48',
      tracking_url: 'https://www.royalmail.com/track-your-item#/tracking-results/TT900000001GB', warehouse_reference: `MINTSOFT:order-${handed.provider_order_id}`,
    })]);
    expect((await app.knex('sales_orders').where({ id: order.id }).first()).status).toBe('SHIPPED');
    expect(await app.knex('warehouse_orders').where({ id: handed.id }).first()).toMatchObject({ status: 'SHIPPED' });
    // Stock left the 3PL's shelf in Sellyard too: 6 counted in, 1 shipped.
    expect(Number((await app.knex('stock_levels').where({ product_id: listing.product_id, location_id: leeds.id }).first()).on_hand)).toBe(5);
    const marketplace = await until(async () => {
      const orders = (await owner.get(`/sandbox/${String(channel.type).toLowerCase()}/_control/orders`)).body.orders as Row[];
      const found = orders.find((o) => o.id === order.channel_order_ref);
      return found?.shipments.length && found;
    }, 'the marketplace to hold the tracking');
    expect(marketplace.shipments[0]).toMatchObject({ trackingNumber: 'TT900000001GB' });
    // Read again: recorded once.
    expect((await sync(owner, mintsoft)).shipments).toBe(0);
    expect(await app.knex('shipments').where({ account_id: acmeId, order_id: order.id })).toHaveLength(1);
  });
});

describe('hand-off through the provider\'s failures', () => {
  it('retries a 500 whose order went through, and a 429, without a second order at Mintsoft', async () => {
    const product = (await owner.post('/api/products', { sku: 'TPL-RETRY', title: 'Retry mug', weight_g: 300 })).body;
    await countStock(owner, app.knex, product.id, leeds.id, 4);
    await control('mintsoft', 'stock', { sku: 'TPL-RETRY', on_hand: 4 });
    const handOffCalls = async () => (await control('mintsoft', 'calls')).filter((c: Row) => c.path === '/api/Order' || c.path === '/api/Order/Search').map((c: Row) => `${c.method} ${c.path}`);

    // The order is created, but its answer is lost as a 500: the retry finds it instead of creating another.
    const lost = await paidOrder(owner, customerId, product.id, 1, leeds.id);
    await control('mintsoft', 'faults', { status: 500, path_contains: '/api/Order', after: true });
    let before = (await handOffCalls()).length;
    expect((await sync(owner, mintsoft)).refused.filter((r: Row) => r.reference.startsWith('SO-'))).toEqual([]);
    const first = await app.knex('warehouse_orders').where({ account_id: acmeId, order_id: lost.id }).first();
    expect(first).toMatchObject({ status: 'SENT', attempts: 1 });
    expect((await handOffCalls()).slice(before)).toEqual(['PUT /api/Order', 'GET /api/Order/Search']);
    const held = (await control('mintsoft', 'orders')).filter((x: Row) => x.reference === first.reference);
    expect(held).toHaveLength(1);
    expect(String(held[0].id)).toBe(first.provider_order_id);

    // 429: nothing was created; the retry looks first, finds nothing, then creates it once.
    const limited = await paidOrder(owner, customerId, product.id, 2, leeds.id);
    await control('mintsoft', 'faults', { status: 429, retry_after_seconds: 0, path_contains: '/api/Order' });
    before = (await handOffCalls()).length;
    expect((await sync(owner, mintsoft)).refused.filter((r: Row) => r.reference.startsWith('SO-'))).toEqual([]);
    const second = await app.knex('warehouse_orders').where({ account_id: acmeId, order_id: limited.id }).first();
    expect(second.status).toBe('SENT');
    expect((await handOffCalls()).slice(before)).toEqual(['PUT /api/Order', 'GET /api/Order/Search', 'PUT /api/Order']);
    expect((await control('mintsoft', 'orders')).filter((x: Row) => x.reference === second.reference)).toHaveLength(1);
  });

  it('keeps Mintsoft\'s refusal in its words and sends again once fixed', async () => {
    const product = (await owner.post('/api/products', { sku: 'TPL-UNKNOWN', title: 'Not at the 3PL', weight_g: 300 })).body;
    await countStock(owner, app.knex, product.id, leeds.id, 3);
    const o = await paidOrder(owner, customerId, product.id, 1, leeds.id);
    const result = await sync(owner, mintsoft);
    // (The demo's own ASNs are refused too until the sandbox holds their SKUs: refusals are listed, each in Mintsoft's words.)
    expect(result.refused).toContainEqual({ reference: `${o.number}-LEEDS-3PL`, reason: expect.stringContaining('SKU not found: TPL-UNKNOWN') });
    expect(await app.knex('warehouse_orders').where({ account_id: acmeId, order_id: o.id }).first()).toMatchObject({ status: 'REFUSED', error: expect.stringContaining('SKU not found') });
    await control('mintsoft', 'stock', { sku: 'TPL-UNKNOWN', on_hand: 3 });
    await sync(owner, mintsoft);
    expect(await app.knex('warehouse_orders').where({ account_id: acmeId, order_id: o.id }).first()).toMatchObject({ status: 'SENT', error: null });
  });

  it('says when the provider refuses the credentials, naming them', async () => {
    await app.knex('warehouse_providers').where({ id: mintsoft.id }).update({ environment: 'SANDBOX' });
    const changed = await owner.put(`/api/warehouse-providers/${mintsoft.id}`, { ...(await owner.get(`/api/warehouse-providers/${mintsoft.id}`)).body, credentials: { api_key: 'short' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const refused = await owner.post(`/api/warehouse-providers/${mintsoft.id}/test`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ pointer: '/credentials' })]);
    const restored = await owner.put(`/api/warehouse-providers/${mintsoft.id}`, { ...(await owner.get(`/api/warehouse-providers/${mintsoft.id}`)).body, credentials: { api_key: 'demo-mintsoft-key-not-real' } });
    expect(restored.status).toBe(200);
  });
});

describe('the stock feed and ASNs', () => {
  it('counts the 3PL\'s units into the location\'s level once, as a COUNT movement', async () => {
    const product = (await owner.post('/api/products', { sku: 'TPL-FEED', title: 'Feed mug', weight_g: 300 })).body;
    await control('mintsoft', 'stock', { sku: 'tpl-feed', on_hand: 17 });
    const before = Number((await app.knex('stock_movements').where({ account_id: acmeId, product_id: product.id }).count('* as n').first())!.n);
    await sync(owner, mintsoft);
    expect(Number((await app.knex('stock_levels').where({ product_id: product.id, location_id: leeds.id }).first()).on_hand)).toBe(17);
    const movements = await app.knex('stock_movements').where({ account_id: acmeId, product_id: product.id }).orderBy('created_at');
    expect(movements).toHaveLength(before + 1);
    expect(movements.at(-1)).toMatchObject({ reason: 'COUNT', quantity: 17, on_hand_after: 17, reference_label: 'Leeds 3PL (Mintsoft)', location_id: leeds.id });
    await sync(owner, mintsoft);
    expect(await app.knex('stock_movements').where({ account_id: acmeId, product_id: product.id })).toHaveLength(before + 1);
    await control('mintsoft', 'stock', { sku: 'TPL-FEED', on_hand: 12 });
    await sync(owner, mintsoft);
    expect(Number((await app.knex('stock_levels').where({ product_id: product.id, location_id: leeds.id }).first()).on_hand)).toBe(12);
  });

  it('sends a purchase order delivered to the 3PL as an ASN, once', async () => {
    const supplier = (await owner.get(app.listPath('relationships', { filter: { type: 'SUPPLIER' } }))).body[0];
    const product = (await owner.post('/api/products', { sku: 'TPL-ASN', title: 'Inbound mug', weight_g: 300 })).body;
    await control('mintsoft', 'stock', { sku: 'TPL-ASN', on_hand: 0 });
    const po = await owner.post('/api/purchase-orders', { supplier_id: supplier.id, deliver_to_location_id: leeds.id, lines: [{ product_id: product.id, qty_ordered: 24, unit_cost: 250 }] });
    expect(po.status, JSON.stringify(po.body)).toBe(201);
    expect((await owner.post(`/api/purchase-orders/${po.body.id}/send`, {})).status).toBe(200);
    const result = await sync(owner, mintsoft);
    expect(result.asns_sent).toBeGreaterThanOrEqual(1);
    const asn = await app.knex('asns').where({ account_id: acmeId, purchase_order_id: po.body.id }).first();
    expect(asn).toMatchObject({ status: 'SUBMITTED', warehouse_provider_id: mintsoft.id, location_id: leeds.id });
    expect(asn.provider_reference).toBeTruthy();
    const there = (await control('mintsoft', 'asns')).filter((a: Row) => a.reference === asn.number);
    expect(there).toEqual([expect.objectContaining({ id: Number(asn.provider_reference), lines: [{ sku: 'TPL-ASN', qty: 24 }] })]);
    await sync(owner, mintsoft);
    expect((await control('mintsoft', 'asns')).filter((a: Row) => a.reference === asn.number)).toHaveLength(1);
    expect(await app.knex('asns').where({ account_id: acmeId, purchase_order_id: po.body.id })).toHaveLength(1);
  });
});

describe('ShipBob (Globex)', () => {
  it('hands off, and records each of a split order\'s shipments with its own tracking', async () => {
    const customer = (await globex.get(app.listPath('relationships', { filter: { type: 'CUSTOMER' } }))).body[0].id;
    const a = (await globex.post('/api/products', { sku: 'SB-CUP', title: 'ShipBob cup', weight_g: 200 })).body;
    await countStock(globex, app.knex, a.id, manchester.id, 5);
    await control('shipbob', 'stock', { sku: 'SB-CUP', on_hand: 5, name: 'ShipBob cup' });
    const created = await globex.post('/api/sales-orders', { customer_id: customer, ship_to: SHIP_TO, fulfil_from_location_id: manchester.id, lines: [{ product_id: a.id, quantity: 3, unit_price: 900 }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const step of ['submit', 'pay']) expect((await globex.post(`/api/sales-orders/${created.body.id}/${step}`, {})).status).toBe(200);
    await sync(globex, shipbob);
    const handed = await app.knex('warehouse_orders').where({ account_id: globexId, order_id: created.body.id }).first();
    expect(handed).toMatchObject({ status: 'SENT' });
    const there = (await control('shipbob', 'orders')).filter((o: Row) => o.reference === handed.reference);
    expect(there).toEqual([expect.objectContaining({ lines: [{ sku: 'SB-CUP', name: 'ShipBob cup', qty: 3 }], warehouseId: 10 })]);
    // The first sync subscribed to ShipBob's pushes: each shipment arrives by order.shipped, and polling finds nothing new.
    const recorded = () => app.knex('shipments').where({ account_id: globexId, order_id: created.body.id }).then((rows: Row[]) => rows.length);
    await control('shipbob', 'ship', { reference: handed.reference, lines: [{ sku: 'SB-CUP', qty: 1 }] });
    expect(await recorded()).toBe(1);
    expect((await sync(globex, shipbob)).shipments).toBe(0);
    expect((await app.knex('sales_orders').where({ id: created.body.id }).first()).status).toBe('PARTIALLY_SHIPPED');
    await control('shipbob', 'ship', { reference: handed.reference });
    expect(await recorded()).toBe(2);
    expect((await sync(globex, shipbob)).shipments).toBe(0);
    const shipments = await app.knex('shipments').where({ account_id: globexId, order_id: created.body.id }).orderBy('created_at');
    expect(shipments.map((s: Row) => s.status)).toEqual(['SHIPPED', 'SHIPPED']);
    expect(new Set(shipments.map((s: Row) => s.tracking_number)).size).toBe(2);
    expect(shipments[0].tracking_url).toMatch(/^https:\/\/track\.dpd\.co\.uk\/parcels\//);
    const lines = await app.knex('shipment_lines').whereIn('shipment_id', shipments.map((s: Row) => s.id)).orderBy('qty');
    expect(lines.map((l: Row) => Number(l.qty))).toEqual([1, 2]);
    expect((await app.knex('sales_orders').where({ id: created.body.id }).first()).status).toBe('SHIPPED');
    expect(await app.knex('warehouse_orders').where({ id: handed.id }).first()).toMatchObject({ status: 'SHIPPED' });
  });
});
