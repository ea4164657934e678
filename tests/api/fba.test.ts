/**
 * Amazon FBA end to end against the sandbox's SP-API: an Amazon-fulfilled (AFN) order imports already shipped from
 * the FBA location (the seeded rule applies to it alone), never allocated and never sent back; a seller-fulfilled
 * Amazon order allocates from the seller's own stock; FBA inventory is read into the FBA location; an order of
 * another channel sent to the FBA location becomes a Multi-Channel Fulfilment order whose parcel comes back as a
 * shipment with Amazon's tracking; a split Amazon order sends two packages with the marketplace's carrier codes;
 * a channel's error clears once the push that failed succeeds; a backordered order held after payment is still
 * filled when stock arrives. Also: imported orders take their channel's order prefix.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/until.ts';
import { runFulfilmentOrders, syncFbaInventory } from '../../api/domain/fba/jobs.ts';
import { allocateBackorders } from '../../api/domain/orders/allocation-jobs.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;
let channel: any;
let fba: string;
let main: string;
let seller: string;
let afnSku: string;
let afnProduct: string;

const ORIGIN = { job: 'test' };

beforeAll(async () => {
  app = await startTestApp({ worker: { recurring: false } });
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  channel = await app.knex('sales_channels').where({ account_id: acmeId, type: 'AMAZON', status: 'CONNECTED' }).first();
  fba = (await app.knex('locations').where({ account_id: acmeId, type: 'FBA' }).first('id')).id;
  main = (await app.knex('locations').where({ account_id: acmeId, code: 'MAIN' }).first('id'))?.id
    ?? (await app.knex('locations').where({ account_id: acmeId, is_default: true }).first('id')).id;
  // Acme's seller on the sandbox's Amazon (its live listings were published by the seed).
  const market = app.sandbox!.market('AMAZON');
  const live = await until(async () => {
    const listing = await app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id }).whereIn('status', ['ACTIVE', 'OUT_OF_STOCK']).first();
    return listing && [...market.listings.values()].find((l) => l.sku === listing.sku);
  }, 'the seeded Amazon listings to go live');
  seller = live.sellerId;
  // An FBA product: its offer on Amazon is fulfilled by Amazon, which holds 20 of it.
  const product = (await owner.post('/api/products', { sku: 'FBA-MUG', title: 'FBA enamel mug', retail_price: 1500, weight_g: 300 })).body;
  afnProduct = product.id;
  afnSku = product.sku;
  market.createListing(seller, {
    sku: afnSku, title: 'FBA enamel mug', description: null, price: 1500, currency: 'GBP', quantity: 20, status: 'ACTIVE',
    attributes: { asin: 'B0FBAMUG01', marketplace: 'A1F83G8C2ARO7P', productType: 'KITCHEN', amazon: { fulfillment_availability: [{ fulfillment_channel_code: 'AMAZON_EU' }] } },
  });
}, 600_000);
afterAll(() => app?.close());

/** The channel's listings the seller fulfils (not the FBA one). */
const mfnListings = () => app.knex('listings').where({ account_id: acmeId, sales_channel_id: channel.id }).whereRaw(`coalesce(channel_fields->>'fulfillment_channel', 'MFN') <> 'AFN'`);

const control = (path: string, body?: unknown) => (body === undefined ? owner.get(`/sandbox/amazon/_control/${path}`) : owner.post(`/sandbox/amazon/_control/${path}`, body));

async function importOrder(sku: string, quantity: number): Promise<any> {
  const placed = await control('orders', { sku, quantity, seller });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect((await owner.post(`/api/sales-channels/${channel.id}/sync`, {})).status).toBe(200);
  return until(() => app.knex('sales_orders').where({ account_id: acmeId, sales_channel_id: channel.id, channel_order_ref: placed.body.order_id }).first(), 'the order to arrive');
}

describe('Amazon-fulfilled (AFN) orders', () => {
  it('import already shipped from the FBA location, never allocated, never offered for shipping, nothing sent back', async () => {
    const order = await importOrder(afnSku, 1);
    expect(order).toMatchObject({ status: 'SHIPPED', fulfilled_by: 'MARKETPLACE', fulfil_from_location_id: fba, backordered: false });
    // The channel's order prefix numbers the orders it imports.
    expect(order.number).toMatch(/^AMZ-\d{6}$/);
    expect(await app.knex('sales_order_allocations').where({ account_id: acmeId, sales_order_id: order.id })).toEqual([]);
    const lines = await app.knex('sales_order_lines').where({ account_id: acmeId, sales_order_id: order.id });
    expect(lines).toEqual([expect.objectContaining({ quantity: 1, shipped_qty: 1, allocated_qty: 0, backordered_qty: 0 })]);
    const shipments = await app.knex('shipments').where({ account_id: acmeId, order_id: order.id });
    expect(shipments).toEqual([expect.objectContaining({ status: 'SHIPPED', carrier: 'Amazon (FBA)', location_id: fba, tracking_number: null })]);
    // Amazon's count is the FBA location's stock: this sale moves nothing there.
    expect(await app.knex('stock_movements').where({ account_id: acmeId, reference_id: shipments[0].id })).toEqual([]);
    // The seeded rule applies to it (Amazon-fulfilled), as the history says.
    const history = await app.knex('status_history').where({ account_id: acmeId, record_id: order.id, transition: 'rule' }).pluck('note');
    expect(history.join(' ')).toMatch(/Amazon-fulfilled \(FBA\) orders ship from FBA/);
    // Nothing to ship by hand: a new shipment has no line left.
    const again = await owner.post('/api/shipments', { order_id: order.id, carrier: 'Royal Mail' });
    expect(again.status).toBe(201);
    expect(again.body.lines).toEqual([]);
    expect((await owner.post(`/api/shipments/${again.body.id}/create-label`, {})).status).toBe(200);
    expect((await owner.post(`/api/shipments/${again.body.id}/ship`, {})).status).toBe(409);
    // No tracking went to Amazon for it.
    const held = app.sandbox!.market('AMAZON').orders.get(order.channel_order_ref)!;
    expect(held.shipments).toEqual([]);
  });

  it('a seller-fulfilled Amazon order allocates from Main, not from FBA, and no FBA rule fires', async () => {
    const listing = await mfnListings().where({ status: 'ACTIVE' }).orderBy('sku').first();
    const sandboxListing = app.sandbox!.market('AMAZON').listingBySku(seller, listing.sku)!;
    // Stock at both: the order must still take Main's.
    for (const location of [fba, main]) {
      await app.knex.raw(`insert into stock_levels (account_id, product_id, location_id, on_hand, allocated, available) values (?, ?, ?, 50, 0, 50) on conflict (account_id, product_id, location_id) do update set on_hand = stock_levels.on_hand + 50, available = stock_levels.available + 50`, [acmeId, listing.product_id, location]);
    }
    if (sandboxListing.quantity < 1) app.sandbox!.market('AMAZON').updateListing(sandboxListing, { quantity: 5 });
    const order = await importOrder(listing.sku, 1);
    expect(order).toMatchObject({ status: 'PAID', fulfilled_by: 'SELLER' });
    expect(order.fulfil_from_location_id).toBeNull();
    expect(await app.knex('sales_order_allocations').where({ account_id: acmeId, sales_order_id: order.id }).select('location_id', 'qty')).toEqual([{ location_id: main, qty: 1 }]);
    const history = await app.knex('status_history').where({ account_id: acmeId, record_id: order.id, transition: 'rule' }).pluck('note');
    expect(history.join(' ')).not.toMatch(/FBA/);
  });
});

describe('FBA inventory', () => {
  it('reads Amazon\'s fulfillable quantities into the FBA location with COUNT movements, only what changed', async () => {
    // 20 at Amazon, one sold (AFN above).
    const first = await syncFbaInventory(app.knex, app.secrets, channel, ORIGIN);
    expect(first.counted).toBeGreaterThanOrEqual(1);
    const level = () => app.knex('stock_levels').where({ account_id: acmeId, product_id: afnProduct, location_id: fba }).first('on_hand', 'allocated');
    expect(await level()).toMatchObject({ on_hand: 19 });
    expect((await control('fba-inventory', { sku: afnSku, quantity: 7 })).status).toBe(200);
    const second = await syncFbaInventory(app.knex, app.secrets, channel, ORIGIN);
    expect(second.counted).toBe(1);
    expect(await level()).toMatchObject({ on_hand: 7 });
    const movement = await app.knex('stock_movements').where({ account_id: acmeId, product_id: afnProduct, location_id: fba }).orderBy('created_at', 'desc').first();
    expect(movement).toMatchObject({ reason: 'COUNT', quantity: -12, on_hand_after: 7, reference_label: 'Amazon FBA inventory' });
    // Nothing changed: nothing written.
    expect((await syncFbaInventory(app.knex, app.secrets, channel, ORIGIN)).counted).toBe(0);
  });
});

describe('Multi-Channel Fulfilment', () => {
  let customerId: string;
  beforeAll(async () => {
    customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0].id;
    await app.knex('order_rules').where({ account_id: acmeId }).update({ enabled: false });
  });

  async function fbaOrder(quantity: number): Promise<any> {
    const created = await owner.post('/api/sales-orders', { customer_id: customerId, fulfil_from_location_id: fba, lines: [{ product_id: afnProduct, quantity, unit_price: 1500 }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await owner.post(`/api/sales-orders/${created.body.id}/submit`, {})).status).toBe(200);
    const paid = await owner.post(`/api/sales-orders/${created.body.id}/pay`, {});
    expect(paid.status).toBe(200);
    return paid.body;
  }

  it('places an order assigned to the FBA location with Amazon, once, and its parcel comes back shipped with tracking', async () => {
    const order = await fbaOrder(2);
    expect(order.lines[0]).toMatchObject({ allocated_qty: 2, backordered_qty: 0 });
    const placed = await runFulfilmentOrders(app.knex, app.secrets, acmeId, ORIGIN);
    expect(placed).toMatchObject({ placed: 1, refused: 0 });
    const row = await app.knex('sales_orders').where({ id: order.id }).first();
    expect(row).toMatchObject({ fulfilment_ref: order.number, fulfilment_status: 'Received by Amazon', status: 'PAID' });
    const atAmazon = (await control('fulfillment-orders')).body.orders.filter((o: any) => o.fulfillmentOrder.sellerFulfillmentOrderId === order.number);
    expect(atAmazon).toHaveLength(1);
    expect(atAmazon[0].fulfillmentOrderItems).toEqual([expect.objectContaining({ sellerSku: afnSku, quantity: 2 })]);
    expect(atAmazon[0].fulfillmentOrder).toMatchObject({ fulfillmentOrderStatus: 'Received', shippingSpeedCategory: 'Standard' });
    // Read back before Amazon ships: nothing yet, nothing placed twice.
    expect(await runFulfilmentOrders(app.knex, app.secrets, acmeId, ORIGIN)).toMatchObject({ placed: 0, shipments: 0 });
    expect((await control('fulfillment-orders/ship', { seller_fulfillment_order_id: order.number })).status).toBe(200);
    expect(await runFulfilmentOrders(app.knex, app.secrets, acmeId, ORIGIN)).toMatchObject({ shipments: 1, errors: [] });
    const shipments = await app.knex('shipments').where({ account_id: acmeId, order_id: order.id });
    expect(shipments).toEqual([expect.objectContaining({ status: 'SHIPPED', carrier: 'Amazon Shipping', location_id: fba, tracking_number: expect.stringMatching(/^TBA\d{12}$/) })]);
    expect(await app.knex('sales_orders').where({ id: order.id }).first()).toMatchObject({ status: 'SHIPPED', fulfilment_status: 'Complete at Amazon' });
    // The FBA location gave the two units (7 → 5), as Amazon's count did.
    expect(await app.knex('stock_levels').where({ account_id: acmeId, product_id: afnProduct, location_id: fba }).first('on_hand', 'allocated')).toMatchObject({ on_hand: 5, allocated: 0 });
    expect(app.sandbox!.market('AMAZON').listingBySku(seller, afnSku)!.quantity).toBe(5);
    // Again: the parcel is not recorded twice.
    expect(await runFulfilmentOrders(app.knex, app.secrets, acmeId, ORIGIN)).toMatchObject({ shipments: 0 });
  });

  it('keeps Amazon\'s refusal on the order and does not place it again', async () => {
    const order = await fbaOrder(3);
    // Amazon has fewer than Sellyard thought (sold meanwhile): FillOrKill refuses.
    expect((await control('fba-inventory', { sku: afnSku, quantity: 1 })).status).toBe(200);
    expect(await runFulfilmentOrders(app.knex, app.secrets, acmeId, ORIGIN)).toMatchObject({ placed: 0, refused: 1 });
    const row = await app.knex('sales_orders').where({ id: order.id }).first();
    expect(row.fulfilment_status).toMatch(/^Refused by Amazon: items\[0\]: 3 of FBA-MUG asked, 1 fulfillable/);
    expect(row.fulfilment_ref).toBeNull();
    expect(await runFulfilmentOrders(app.knex, app.secrets, acmeId, ORIGIN)).toMatchObject({ placed: 0, refused: 0 });
  });
});

describe('split Amazon orders and carrier codes', () => {
  it('sends each shipment as its own package with Amazon\'s carrier code', async () => {
    const listing = await mfnListings().where({ status: 'ACTIVE' }).orderBy('sku').first();
    const sandboxListing = app.sandbox!.market('AMAZON').listingBySku(seller, listing.sku)!;
    if (sandboxListing.quantity < 2) app.sandbox!.market('AMAZON').updateListing(sandboxListing, { quantity: 5 });
    const order = await importOrder(listing.sku, 2);
    const line = (await app.knex('sales_order_lines').where({ account_id: acmeId, sales_order_id: order.id }).first());
    // The DPD carrier delivers as DPD; the second parcel goes with a courier Amazon has no code for.
    const first = await owner.post('/api/shipments', { order_id: order.id, carrier: 'DPD', lines: [{ order_line_id: line.id, sku: line.sku, qty: 1 }], tracking_number: 'DPD0001' });
    const second = await owner.post('/api/shipments', { order_id: order.id, carrier: 'Acme Couriers', lines: [{ order_line_id: line.id, sku: line.sku, qty: 1 }], tracking_number: 'AC0002' });
    for (const shipment of [first, second]) {
      expect(shipment.status, JSON.stringify(shipment.body)).toBe(201);
      expect((await owner.post(`/api/shipments/${shipment.body.id}/create-label`, {})).status).toBe(200);
      expect((await owner.post(`/api/shipments/${shipment.body.id}/ship`, {})).status).toBe(200);
    }
    const held = await until(async () => { const o = app.sandbox!.market('AMAZON').orders.get(order.channel_order_ref)!; return o.shipments.length === 2 && o; }, 'both packages at Amazon');
    const refs = [first, second].map((s) => String(Number(String(s.body.number).replace(/\D/g, ''))));
    expect(held.shipments.map((s: any) => [s.packageReferenceId, s.carrier, s.trackingNumber]).sort()).toEqual([[refs[0], 'DPD', 'DPD0001'], [refs[1], 'Acme Couriers', 'AC0002']].sort());
  });
});

describe('channel health', () => {
  it('clears the error once the push that failed succeeds on its retry', async () => {
    const listing = await mfnListings().where({ status: 'ACTIVE' }).orderBy('sku', 'desc').first();
    await app.knex('sales_channels').where({ id: channel.id }).update({ sync_stock: true, last_error: null, last_error_source: null });
    await app.knex.raw(`insert into stock_levels (account_id, product_id, location_id, on_hand, allocated, available) values (?, ?, ?, 10, 0, 10) on conflict (account_id, product_id, location_id) do nothing`, [acmeId, listing.product_id, main]);
    const level = await app.knex('stock_levels').where({ account_id: acmeId, product_id: listing.product_id, location_id: main }).first('id');
    // Amazon answers this listing's next call 503; the job's retry goes through. The fault names the listing's SKU,
    // the end of its path (…/items/<seller id>/<sku>): another listing's call still queued from the set-up (a publish)
    // must not be the one it fails, which the worker's order of jobs does not promise.
    expect((await control('faults', { status: 503, count: 1, path_contains: `/${encodeURIComponent(listing.sku)}` })).status).toBe(204);
    expect((await owner.post(`/api/stock-levels/${level.id}/adjust`, { delta: 1, reason: 'Found', note: 'found one' })).status).toBe(200);
    await until(async () => (await app.knex('sales_channels').where({ id: channel.id }).first('last_error')).last_error, 'the failed push to show on the channel');
    expect(await app.knex('sales_channels').where({ id: channel.id }).first('last_error_source')).toEqual({ last_error_source: 'channel.push-stock' });
    await until(async () => { const row = await app.knex('sales_channels').where({ id: channel.id }).first('last_error', 'last_error_source'); return row.last_error === null && row; }, 'the retried push to clear it');
    expect((await owner.get(`/api/sales-channels/${channel.id}/health`)).body.last_error).toBeNull();
  });
});

describe('backorders held after payment', () => {
  it('are still filled when stock arrives, and the order stays on hold', async () => {
    const customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0].id;
    const product = (await owner.post('/api/products', { sku: `HOLD-${randomUUID().slice(0, 6)}`, title: 'Held backorder' })).body;
    const created = (await owner.post('/api/sales-orders', { customer_id: customerId, fulfil_from_location_id: main, lines: [{ product_id: product.id, quantity: 2, unit_price: 1000 }] })).body;
    await owner.post(`/api/sales-orders/${created.id}/submit`, {});
    const paid = (await owner.post(`/api/sales-orders/${created.id}/pay`, {})).body;
    expect(paid.lines[0]).toMatchObject({ allocated_qty: 0, backordered_qty: 2 });
    const held = await owner.post(`/api/sales-orders/${created.id}/hold`, {});
    expect(held.body).toMatchObject({ status: 'ON_HOLD', backordered: true });
    expect(held.body.lines[0]).toMatchObject({ backordered_qty: 2 });
    await app.knex.raw(`insert into stock_levels (account_id, product_id, location_id, on_hand, allocated, available) values (?, ?, ?, 5, 0, 5)`, [acmeId, product.id, main]);
    const job = { id: randomUUID(), kind: 'stock.allocate-backorders', cause: 'test', accountId: acmeId, payload: { product_id: product.id, location_id: main }, knex: app.knex };
    expect(await allocateBackorders(job)).toEqual({ allocated: 2 });
    const after = (await owner.get(`/api/sales-orders/${created.id}`)).body;
    expect(after).toMatchObject({ status: 'ON_HOLD', backordered: false });
    expect(after.lines[0]).toMatchObject({ allocated_qty: 2, backordered_qty: 0 });
  });
});
