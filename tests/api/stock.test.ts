/**
 * The stock ledger end to end: every change of on-hand (PO and ASN receipts, shipments, returns, adjustments,
 * counts, transfers) writes its movement in the same transaction, and the movements of every level sum to its
 * on-hand; oversell refused naming the line; parallel shipments of the last units; negative stock only where the
 * account allows it; quantities read-only on PUT; the database's own guards; orders shipped by shipments only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStock, ledgerMismatches } from '../../api/domain/stock/check.ts';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { countStock } from '../helpers/stock.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let partner: Client;
let globex: Client;
let acmeId: string;
let customerId: string;
let supplierId: string;
let main: string;
let shop: string;
let products: Row[];

beforeAll(async () => {
  app = await startTestApp();
  [owner, staff, partner, globex] = await Promise.all([DEMO.acmeOwner, DEMO.acmeStaff, DEMO.partner, DEMO.globexOwner].map((email) => app.signIn(email)));
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', q: 'Olivia' } }))).body[0].id;
  supplierId = (await owner.get(app.listPath('relationships', { filter: { type: 'SUPPLIER', q: 'Northern Textiles' } }))).body[0].id;
  main = (await app.knex('locations').where({ account_id: acmeId, code: 'MAIN' }).first('id')).id;
  shop = (await app.knex('locations').where({ account_id: acmeId, code: 'SHOP' }).first('id')).id;
  products = [];
  for (const sku of ['ST-A', 'ST-B', 'ST-C']) products.push((await owner.post('/api/products', { sku, title: `Stock ${sku}` })).body);
});
afterAll(() => app?.close());

const level = (productId: string, locationId = main) => app.knex('stock_levels').where({ product_id: productId, location_id: locationId }).first();
const onHand = async (productId: string, locationId = main) => Number((await level(productId, locationId))?.on_hand ?? 0);
const movements = (productId: string) => app.knex('stock_movements').where({ product_id: productId }).orderBy('created_at');

const stockUp = (productId: string, qty: number, locationId = main) => countStock(owner, app.knex, productId, locationId, qty);

async function paidOrder(lines: Array<[Row, number]>): Promise<Row> {
  const order = (await owner.post('/api/sales-orders', { customer_id: customerId, lines: lines.map(([p, quantity]) => ({ product_id: p.id, quantity, unit_price: 1000 })) })).body;
  for (const step of ['submit', 'pay']) expect((await owner.post(`/api/sales-orders/${order.id}/${step}`, {})).status).toBe(200);
  return (await owner.get(`/api/sales-orders/${order.id}`)).body;
}

async function labelledShipment(order: Row, lines?: Row[]): Promise<Row> {
  const shipment = (await owner.post('/api/shipments', { order_id: order.id, carrier: 'DPD', ...(lines ? { lines } : {}) })).body;
  expect((await owner.post(`/api/shipments/${shipment.id}/create-label`, {})).status).toBe(200);
  return shipment;
}

describe('the demo data', () => {
  it('opens every level with a COUNT "opening balance", and its ledger agrees with on-hand everywhere', async () => {
    const opening = await app.knex('stock_movements').where({ account_id: acmeId, reason: 'COUNT', note: 'opening balance' }).count<{ n: number }[]>({ n: '*' });
    expect(Number(opening[0].n)).toBeGreaterThan(30);
    expect(await ledgerMismatches(app.knex)).toEqual([]);
    // Orders shown as shipped were shipped by their shipments: their lines carry the shipped quantities.
    const shipped = await app.knex('sales_orders').where({ account_id: acmeId, status: 'SHIPPED' }).select('id');
    for (const { id } of shipped) {
      for (const line of await app.knex('sales_order_lines').where({ sales_order_id: id })) expect(line.shipped_qty).toBe(line.quantity);
    }
  });
});

describe('stock movements', () => {
  it('records every change, from every kind of document, and the ledger sums to on-hand after a scripted mix', async () => {
    const [a, b] = products;
    await stockUp(a.id, 5);
    // Purchase order received (partly, then the rest).
    const po = (await owner.post('/api/purchase-orders', { supplier_id: supplierId, lines: [{ product_id: a.id, qty_ordered: 10, unit_cost: 100 }, { product_id: b.id, qty_ordered: 4, unit_cost: 100 }] })).body;
    expect((await owner.post(`/api/purchase-orders/${po.id}/send`, {})).status).toBe(200);
    expect((await level(a.id)).incoming).toBe(10);
    expect((await owner.post(`/api/purchase-orders/${po.id}/receive`, { lines: [{ line_id: po.lines[0].id, qty: 6 }] })).status).toBe(200);
    // An ASN against the same purchase order brings the rest in, received on the order.
    const asn = (await owner.post('/api/asns', { purchase_order_id: po.id, lines: [{ sku: 'ST-A', qty: 4 }, { sku: 'ST-B', qty: 4 }] })).body;
    for (const step of ['submit', 'dispatch', 'arrive', 'receive']) expect((await owner.post(`/api/asns/${asn.id}/${step}`, {})).status).toBe(200);
    expect((await app.knex('purchase_orders').where({ id: po.id }).first()).status).toBe('RECEIVED');
    expect(await onHand(a.id)).toBe(15);
    expect(await onHand(b.id)).toBe(4);
    expect((await level(a.id)).incoming).toBe(0);
    // An ASN without a purchase order books straight into its location.
    const loose = (await owner.post('/api/asns', { location_id: shop, lines: [{ sku: 'ST-B', qty: 7 }] })).body;
    for (const step of ['submit', 'dispatch', 'arrive', 'receive']) expect((await owner.post(`/api/asns/${loose.id}/${step}`, {})).status).toBe(200);
    expect(await onHand(b.id, shop)).toBe(7);
    // A shipment, a return restocked, an adjustment, a count and a transfer.
    const order = await paidOrder([[a, 3], [b, 1]]);
    const shipment = await labelledShipment(order);
    expect((await owner.post(`/api/shipments/${shipment.id}/ship`, {})).status).toBe(200);
    const ret = (await owner.post('/api/returns', { order_id: order.id, lines: [{ sku: 'ST-A', qty: 2, received_qty: 2, damaged_qty: 1 }] })).body;
    for (const step of ['authorise', 'receive']) expect((await owner.post(`/api/returns/${ret.id}/${step}`, {})).status).toBe(200);
    const levelA = await level(a.id);
    expect((await owner.post(`/api/stock-levels/${levelA.id}/adjust`, { delta: -2, reason: 'Damaged', note: 'dropped a box' })).status).toBe(200);
    expect((await owner.post(`/api/stock-levels/${levelA.id}/count`, { counted: 9 })).body).toMatchObject({ on_hand: 9 });
    const transfer = await owner.post('/api/stock-transfers', { product_id: a.id, from_location_id: main, to_location_id: shop, quantity: 4, note: 'for the window' });
    expect(transfer.status).toBe(201);
    expect(transfer.body).toMatchObject({ quantity: 4, from: { on_hand: 5 }, to: { on_hand: 4 } });

    const ledger = (await movements(a.id)).map((m: Row) => [m.reason, m.quantity, m.on_hand_after, m.reference_type, m.location_id === main ? 'main' : 'shop']);
    expect(ledger).toEqual([
      ['COUNT', 5, 5, 'stock-levels', 'main'],
      ['RECEIPT', 6, 11, 'purchase-orders', 'main'],
      ['RECEIPT', 4, 15, 'asns', 'main'],
      ['SHIPMENT', -3, 12, 'shipments', 'main'],
      ['RETURN', 1, 13, 'returns', 'main'],
      ['ADJUSTMENT', -2, 11, 'stock-levels', 'main'],
      ['COUNT', -2, 9, 'stock-levels', 'main'],
      ['TRANSFER', -4, 5, 'stock-transfers', 'main'],
      ['TRANSFER', 4, 4, 'stock-transfers', 'shop'],
    ]);
    const all = await movements(a.id);
    expect(all.every((m: Row) => m.account_id === acmeId && m.user_email === DEMO.acmeOwner)).toBe(true);
    expect(all[5].note).toBe('Damaged: dropped a box');
    expect(all[7].reference_id).toBe(transfer.body.id);
    expect(all[8].reference_id).toBe(transfer.body.id);
    expect(all[3].reference_label).toBe(shipment.number);
    expect(await ledgerMismatches(app.knex)).toEqual([]);
  });

  it('is a read-only resource: listed and read by whoever reads products, written by no client', async () => {
    const list = await staff.get(app.listPath('stock-movements', { filter: { product_id: products[0].id }, sort: ['created_at', 'ASC'] }));
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body[0]).toMatchObject({ product_id: products[0].id, reason: 'COUNT' });
    expect((await staff.get(`/api/stock-movements/${list.body[0].id}`)).status).toBe(200);
    expect((await globex.get(`/api/stock-movements/${list.body[0].id}`)).status).toBe(404);
    for (const client of [owner, await app.signIn(DEMO.admin)]) {
      expect((await client.post('/api/stock-movements', { product_id: products[0].id, location_id: main, quantity: 5, on_hand_after: 5, reason: 'ADJUSTMENT' })).status).toBe(405);
      expect((await client.put(`/api/stock-movements/${list.body[0].id}`, { quantity: 50, version: 1 })).status).toBe(405);
      expect((await client.delete(`/api/stock-movements/${list.body[0].id}`)).status).toBe(405);
    }
    expect(await app.knex('stock_movements').where({ id: list.body[0].id }).first()).toMatchObject({ quantity: list.body[0].quantity });
    const openapi = (await owner.get('/api/openapi.json')).body;
    expect(Object.keys(openapi.paths['/api/stock-movements'])).toEqual(['get']);
    expect(openapi.paths['/api/stock-movements/import']).toBeUndefined();
  });
});

describe('manual changes', () => {
  it('refuses bad bodies naming the field, and taking stock that is not there', async () => {
    const row = await stockUp(products[2].id, 3);
    const bad = await owner.post(`/api/stock-levels/${row.id}/adjust`, { delta: 1.5, note: 7, extra: true });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    expect(bad.body.errors).toEqual(expect.arrayContaining([
      { pointer: '/extra', message: 'is not a known field' },
      { pointer: '/reason', message: 'is required' },
      { pointer: '/note', message: 'must be text of at most 500 characters' },
    ]));
    expect(bad.body.errors.map((e: Row) => e.pointer)).toContain('/delta');
    expect((await owner.post(`/api/stock-levels/${row.id}/count`, { counted: -1 })).body.errors[0].pointer).toBe('/counted');
    const short = await owner.post(`/api/stock-levels/${row.id}/adjust`, { delta: -4, reason: 'Lost' });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ code: 'insufficient_stock', errors: [{ pointer: '/delta', message: 'is more than the 3 of this product on hand at the location (4 asked)' }] });
    const far = await owner.post('/api/stock-transfers', { product_id: products[2].id, from_location_id: main, to_location_id: shop, quantity: 4 });
    expect(far.status).toBe(409);
    expect(far.body.errors[0].pointer).toBe('/quantity');
    const same = await owner.post('/api/stock-transfers', { product_id: products[2].id, from_location_id: main, to_location_id: main, quantity: 1 });
    expect(same.body.errors).toEqual([{ pointer: '/to_location_id', message: 'must differ from the location moved from' }]);
    expect(await onHand(products[2].id)).toBe(3);
    expect((await movements(products[2].id)).length).toBe(1);
  });

  it('keeps the quantities read-only on PUT, and needs update permission for the doors', async () => {
    const row = await stockUp(products[2].id, 3);
    const put = await owner.put(`/api/stock-levels/${row.id}`, { on_hand: 500, allocated: 9, incoming: 7, minimum_level: 2, bin: 'Z-1', version: row.version });
    expect(put.status).toBe(200);
    expect(await level(products[2].id)).toMatchObject({ on_hand: 3, allocated: 0, available: 3, incoming: 0, minimum_level: 2, bin: 'Z-1' });
    expect((await partner.post(`/api/stock-levels/${row.id}/adjust`, { delta: 1, reason: 'x' }, { 'X-Account-Id': acmeId })).status).toBe(403);
    expect((await globex.post(`/api/stock-levels/${row.id}/adjust`, { delta: 1, reason: 'x' })).status).toBe(404);
    expect((await owner.post(`/api/stock-levels/${row.id}/adjust`, { delta: 1, reason: 'x', version: row.version - 1 })).status).toBe(409);
    expect(await onHand(products[2].id)).toBe(3);
  });

  it('lets the database itself refuse negative quantities', async () => {
    const row = await stockUp(products[2].id, 3);
    await expect(app.knex('stock_levels').where({ id: row.id }).update({ allocated: -1 })).rejects.toThrow(/stock_levels_allocated_check/);
    await expect(app.knex('stock_levels').where({ id: row.id }).update({ incoming: -1 })).rejects.toThrow(/stock_levels_incoming_check/);
    await expect(app.knex('stock_levels').where({ id: row.id }).update({ on_hand: -1 })).rejects.toThrow(/negative stock/);
    expect(await onHand(products[2].id)).toBe(3);
  });
});

describe('shipping takes stock', () => {
  it('refuses to ship more than is on hand with a 409 naming the line, changing nothing', async () => {
    const [a, b] = products;
    await stockUp(a.id, 10);
    await stockUp(b.id, 1);
    const order = await paidOrder([[a, 2], [b, 3]]);
    const shipment = await labelledShipment(order);
    const refused = await owner.post(`/api/shipments/${shipment.id}/ship`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'insufficient_stock', errors: [{ pointer: '/lines/1/qty', message: 'is more than the 1 of ST-B on hand at the location (3 asked)' }] });
    expect(await onHand(a.id)).toBe(10);
    expect((await app.knex('sales_order_lines').where({ sales_order_id: order.id })).map((l: Row) => l.shipped_qty)).toEqual([0, 0]);
    expect((await app.knex('shipments').where({ id: shipment.id }).first()).status).toBe('LABEL_CREATED');
  });

  it('ships the last units once when two shipments race for them; stock never goes negative', async () => {
    const c = products[2];
    await stockUp(c.id, 3);
    const orders = [await paidOrder([[c, 3]]), await paidOrder([[c, 3]])];
    const shipments = await Promise.all(orders.map((o) => labelledShipment(o)));
    const results = await Promise.all(shipments.map((s) => owner.post(`/api/shipments/${s.id}/ship`, {})));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await onHand(c.id)).toBe(0);
    expect((await movements(c.id)).filter((m: Row) => m.reason === 'SHIPMENT').map((m: Row) => m.quantity)).toEqual([-3]);
    expect(await ledgerMismatches(app.knex, acmeId)).toEqual([]);
  });

  it('lets on-hand go negative only when the account allows negative stock, and records it', async () => {
    const c = products[2];
    await stockUp(c.id, 1);
    const settings = (await owner.get('/api/general-settings')).body;
    expect(settings.allow_negative_stock).toBe(false);
    expect((await owner.put('/api/general-settings', { allow_negative_stock: true, version: settings.version })).status).toBe(200);
    try {
      const order = await paidOrder([[c, 4]]);
      const shipment = await labelledShipment(order);
      expect((await owner.post(`/api/shipments/${shipment.id}/ship`, {})).status).toBe(200);
      expect(await onHand(c.id)).toBe(-3);
      expect((await movements(c.id)).at(-1)).toMatchObject({ reason: 'SHIPMENT', quantity: -4, on_hand_after: -3 });
      // Manual changes still never take stock below zero.
      expect((await owner.post(`/api/stock-levels/${(await level(c.id)).id}/adjust`, { delta: -1, reason: 'Lost' })).status).toBe(409);
      expect(await ledgerMismatches(app.knex, acmeId)).toEqual([]);
    } finally {
      const now = (await owner.get('/api/general-settings')).body;
      await owner.put('/api/general-settings', { allow_negative_stock: false, version: now.version });
    }
  });
});

describe('order shipping statuses (issue 8, item 12)', () => {
  it('has no manual ship transition: shipments drive PARTIALLY_SHIPPED and SHIPPED', async () => {
    const a = products[0];
    await stockUp(a.id, 10);
    const order = await paidOrder([[a, 3]]);
    const manual = await owner.post(`/api/sales-orders/${order.id}/ship`, {});
    expect(manual.status).toBe(404);
    expect((await app.knex('sales_orders').where({ id: order.id }).first()).status).toBe('PAID');
    const openapi = (await owner.get('/api/openapi.json')).body;
    expect(openapi.paths['/api/sales-orders/{id}/ship']).toBeUndefined();

    const first = await labelledShipment(order, [{ sku: 'ST-A', qty: 1 }]);
    expect((await owner.post(`/api/shipments/${first.id}/ship`, {})).status).toBe(200);
    expect((await app.knex('sales_orders').where({ id: order.id }).first()).status).toBe('PARTIALLY_SHIPPED');
    const rest = await labelledShipment(order);
    expect((await owner.post(`/api/shipments/${rest.id}/ship`, {})).status).toBe(200);
    expect((await app.knex('sales_orders').where({ id: order.id }).first()).status).toBe('SHIPPED');
    expect((await app.knex('sales_order_lines').where({ sales_order_id: order.id }).first()).shipped_qty).toBe(3);
    expect(await onHand(a.id)).toBe(7);
  });
});

describe('the Stock screen list', () => {
  it('lists readable levels with product and location, filtered by location, low and negative', async () => {
    const b = products[1];
    const row = await countStock(owner, app.knex, b.id, shop, 2);
    expect((await owner.put(`/api/stock-levels/${row.id}`, { minimum_level: 5, version: row.version })).status).toBe(200);
    const atShop = await staff.get(`/api/stock?location_id=${shop}&q=ST-`);
    expect(atShop.status).toBe(200);
    expect(atShop.body.rows.every((r: Row) => r.location_id === shop && r.sku.startsWith('ST-'))).toBe(true);
    // Orders of earlier tests may be waiting for ST-B: what they hold is allocated, the rest available.
    const stB = atShop.body.rows.find((r: Row) => r.sku === 'ST-B');
    expect(stB).toMatchObject({ on_hand: 2, minimum_level: 5, location: 'Shop floor', title: 'Stock ST-B' });
    const stored = await app.knex('stock_levels').where({ id: row.id }).first('on_hand', 'allocated');
    expect(stB.available).toBe(stored.on_hand - stored.allocated);
    const low = (await owner.get('/api/stock?low=true&limit=500')).body;
    expect(low.rows.length).toBe(low.total);
    expect(low.rows.every((r: Row) => r.minimum_level > 0 && r.available <= r.minimum_level)).toBe(true);
    expect(low.rows.some((r: Row) => r.sku === 'ST-B' && r.location_id === shop)).toBe(true);
    // ST-C went below zero in the negative-stock test above.
    const negative = (await owner.get('/api/stock?negative=true')).body;
    expect(negative.rows.every((r: Row) => r.on_hand < 0 || r.available < 0)).toBe(true);
    expect(negative.rows.map((r: Row) => r.sku)).toContain('ST-C');
    expect((await globex.get('/api/stock?q=ST-')).body.rows).toEqual([]);
    const bad = await owner.get('/api/stock?location_id=nope&limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: Row) => e.pointer)).toEqual(['/location_id', '/limit']);
  });
});

describe('npm run check:stock', () => {
  it('passes when every ledger sums to on-hand, and fails naming a level changed behind the ledger', async () => {
    const lines: string[] = [];
    const out = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
    expect(await checkStock(app.knex, out)).toBe(0);
    expect(lines.at(-1)).toMatch(/^all \d+ stock levels agree with their ledger$/);
    const row = await level(products[0].id);
    await app.knex('stock_levels').where({ id: row.id }).update({ on_hand: Number(row.on_hand) + 1 });
    try {
      lines.length = 0;
      expect(await checkStock(app.knex, out)).toBe(1);
      expect(lines).toEqual([
        `MISMATCH account ${acmeId} ST-A at location ${main} (level ${row.id}): on hand ${Number(row.on_hand) + 1}, movements sum to ${row.on_hand}`,
        expect.stringMatching(/^1 of \d+ stock levels disagree with their ledger$/),
      ]);
    } finally {
      await app.knex('stock_levels').where({ id: row.id }).update({ on_hand: row.on_hand });
    }
  });
});
