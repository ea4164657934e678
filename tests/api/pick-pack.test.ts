/**
 * Pick and pack through the API: the pick list of a selection (rows per product × location from the orders'
 * allocations, sorted by location, bin and SKU, the orders each row is for; an unpaid order listed as having
 * nothing to pick), of every order to ship, as PDF and HTML; its refusals. Then packing by scanned code: a wrong
 * code and an over-scan refused in words, a UPC-A scanned as EAN-13 matched, the order stamped packed and audited,
 * a retried scan (same Idempotency-Key) packing nothing twice, a read-only role refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { readPdf } from '../helpers/pdf-text.ts';
import { countStock } from '../helpers/stock.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let globex: Client;
let partner: Client;
let acmeId: string;
let customerId: string;
const loc: Record<'A' | 'B', string> = { A: '', B: '' };
const product: Record<'mug' | 'cup' | 'jug', Row> = {} as never;
/** o1: mug × 2 + cup × 1 (from A); o2: mug × 1 (A) + jug × 2 (B); unpaid: mug × 1, not paid. */
const order: Record<'o1' | 'o2' | 'unpaid', Row> = {} as never;

beforeAll(async () => {
  app = await startTestApp();
  [owner, globex, partner] = await Promise.all([DEMO.acmeOwner, DEMO.globexOwner, DEMO.partner].map((email) => app.signIn(email)));
  acmeId = (await owner.get('/api/auth/me')).body.account.id;
  // The demo's order rules (holds, routing) stay out of the way: these orders take stock where they say.
  await app.knex('order_rules').where({ account_id: acmeId }).update({ enabled: false });
  customerId = (await owner.post('/api/relationships', { type: 'CUSTOMER', name: 'Pia Picker', email: 'pia@example.com' })).body.id;
  // "ZZ" codes sort after the demo's locations; A before B.
  for (const code of ['A', 'B'] as const) {
    const created = await owner.post('/api/locations', { name: `Pick ${code}`, code: `ZZPICK-${code}` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    loc[code] = created.body.id;
  }
  const products: Array<[keyof typeof product, string, Row[], 'A' | 'B', string | null]> = [
    ['mug', 'PK-MUG', [{ type: 'EAN13', value: '5000000000012' }], 'A', 'B-2'],
    ['cup', 'PK-CUP', [{ type: 'UPCA', value: '012345678905' }], 'A', 'A-1'],
    ['jug', 'PK-JUG', [], 'B', null],
  ];
  for (const [key, sku, barcodes, at, bin] of products) {
    const created = await owner.post('/api/products', { sku, title: `Pick ${key}`, barcodes, weight_g: 300 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    product[key] = created.body;
    const level = await countStock(owner, app.knex, created.body.id, loc[at], 20);
    if (bin) expect((await owner.put(`/api/stock-levels/${level.id}`, { version: level.version, bin })).status).toBe(200);
  }
  const place = async (lines: Array<[keyof typeof product, number]>, at: 'A' | 'B' | null, paid: boolean) => {
    const created = await owner.post('/api/sales-orders', {
      customer_id: customerId, price_mode: 'NO_TAX', ...(at ? { fulfil_from_location_id: loc[at] } : {}),
      ship_to: { name: 'Pia Picker', line1: '1 Shelf Row', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' },
      lines: lines.map(([key, quantity]) => ({ product_id: product[key].id, quantity, unit_price: 500 })),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await owner.post(`/api/sales-orders/${created.body.id}/submit`, {})).status).toBe(200);
    if (!paid) return created.body;
    const done = await owner.post(`/api/sales-orders/${created.body.id}/pay`, {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return done.body;
  };
  order.o1 = await place([['mug', 2], ['cup', 1]], 'A', true);
  // o2 takes the mug from A and the jug from B: no single location, so the account's order (A, B by code/name).
  order.o2 = await place([['mug', 1], ['jug', 2]], null, true);
  order.unpaid = await place([['mug', 1]], 'A', false);
});
afterAll(() => app?.close());

async function pdfOf(client: Client, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(app.baseUrl + path, { headers: { Cookie: client.cookie ?? '', ...headers } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

const ours = (rows: Row[]) => rows.filter((r) => String(r.sku).startsWith('PK-'));

describe('GET /api/documents/pick-list', () => {
  it('lists a selection by location, bin and SKU from where the stock is allocated, with the orders each row is for', async () => {
    const allocations = await app.knex('sales_order_allocations').whereIn('sales_order_id', [order.o1.id, order.o2.id]).select('product_id', 'location_id', 'qty');
    const jugAt = allocations.find((a) => a.product_id === product.jug.id)!.location_id;
    expect(jugAt).toBe(loc.B);
    const ids = [order.o1.id, order.o2.id, order.unpaid.id].join(',');
    const response = await owner.get(`/api/documents/pick-list?ids=${ids}&format=json`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const list = response.body;
    expect(list.rows.map((r: Row) => [r.location, r.bin, r.sku, r.quantity])).toEqual([
      ['ZZPICK-A', 'A-1', 'PK-CUP', 1],
      ['ZZPICK-A', 'B-2', 'PK-MUG', 3],
      ['ZZPICK-B', null, 'PK-JUG', 2],
    ]);
    const mug = list.rows.find((r: Row) => r.sku === 'PK-MUG');
    expect(mug.orders.map((o: Row) => [o.number, o.quantity])).toEqual([[order.o1.number, 2], [order.o2.number, 1]]);
    expect(mug.barcode).toBe('5000000000012');
    expect(list.total_units).toBe(6);
    expect(list.orders.map((o: Row) => o.number)).toEqual([order.o1.number, order.o2.number]);
    expect(list.nothing_to_pick).toEqual([{ id: order.unpaid.id, number: order.unpaid.number, status: 'AWAITING_PAYMENT' }]);

    const pdf = await pdfOf(owner, `/api/documents/pick-list?ids=${ids}&format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const read = readPdf(pdf.bytes);
    // In walking order on the sheet too.
    const at = (text: string) => read.runs.indexOf(text);
    expect(at('PK-CUP')).toBeGreaterThan(-1);
    expect(at('PK-CUP')).toBeLessThan(at('PK-MUG'));
    expect(at('PK-MUG')).toBeLessThan(at('PK-JUG'));
    expect(read.text).toContain(`${order.o1.number} × 2, ${order.o2.number} × 1`);
    expect(read.text).toContain(`${order.unpaid.number}: awaiting payment`);

    const html = await owner.get(`/api/documents/pick-list?ids=${ids}`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('content-security-policy')).toContain('sandbox');
    expect(String(html.body)).toContain('PK-MUG');
  });

  it('lists every order to ship when no ids are given, and never an unpaid one', async () => {
    const response = await owner.get('/api/documents/pick-list?format=json');
    expect(response.status).toBe(200);
    const numbers = response.body.orders.map((o: Row) => o.number);
    expect(numbers).toEqual(expect.arrayContaining([order.o1.number, order.o2.number]));
    expect(numbers).not.toContain(order.unpaid.number);
    expect(response.body.nothing_to_pick).toEqual([]);
    expect(ours(response.body.rows).map((r: Row) => r.sku)).toEqual(['PK-CUP', 'PK-MUG', 'PK-JUG']);
    // Walking order across every row, demo orders included.
    const keys = response.body.rows.map((r: Row) => r.location);
    expect([...keys].sort((x: string, y: string) => x.localeCompare(y, 'en', { numeric: true, sensitivity: 'base' }))).toEqual(keys);
  });

  it('refuses unknown and foreign ids, bad ids, read-only roles and the signed out, as problem+json', async () => {
    const unknown = await owner.get(`/api/documents/pick-list?ids=${order.o1.id},${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
    expect(unknown.body.errors[0].pointer).toBe('/ids');
    expect((await globex.get(`/api/documents/pick-list?ids=${order.o1.id}`)).status).toBe(404);
    const bad = await owner.get('/api/documents/pick-list?ids=SO-1');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ pointer: '/ids', message: 'must be order ids (uuids)' }]);
    expect((await owner.get('/api/documents/pick-list?format=doc')).status).toBe(400);
    // The partner reads Acme's orders but may not ship them: no pick list.
    const refused = await partner.get(`/api/documents/pick-list?ids=${order.o1.id}`, { 'X-Account-Id': acmeId });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body.detail).toBe('Your role may not ship orders, so it has no pick list.');
    expect((await fetch(`${app.baseUrl}/api/documents/pick-list`)).status).toBe(401);
  });
});

describe('POST /api/sales-orders/:id/pack', () => {
  it('packs by barcode or SKU one unit at a time, refusing a wrong item and an over-scan in words', async () => {
    const id = order.o1.id;
    const start = await owner.get(`/api/sales-orders/${id}/pack`);
    expect(start.status).toBe(200);
    expect(start.body.lines.map((l: Row) => [l.sku, l.to_pack, l.packed])).toEqual([['PK-MUG', 2, 0], ['PK-CUP', 1, 0]]);
    expect(start.body.complete).toBe(false);

    const wrong = await owner.post(`/api/sales-orders/${id}/pack`, { code: '5012345678900' });
    expect(wrong.status).toBe(422);
    expect(wrong.headers.get('content-type')).toContain('application/problem+json');
    expect(wrong.body).toMatchObject({ code: 'wrong_item', detail: '5012345678900 is not on this order.', errors: [{ pointer: '/code' }] });
    expect((await owner.post(`/api/sales-orders/${id}/pack`, {})).body.errors[0].pointer).toBe('/code');

    const first = await owner.post(`/api/sales-orders/${id}/pack`, { code: '5000000000012' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.lines[0].packed).toBe(1);
    // The SKU, typed in any case, is the same item.
    expect((await owner.post(`/api/sales-orders/${id}/pack`, { code: 'pk-mug' })).body.lines[0].packed).toBe(2);
    const over = await owner.post(`/api/sales-orders/${id}/pack`, { code: '5000000000012' });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'over_packed', detail: 'PK-MUG: all 2 are packed already.' });
    // The cup's UPC-A, as a scanner reporting EAN-13 reads it (a leading 0).
    const last = await owner.post(`/api/sales-orders/${id}/pack`, { code: '0012345678905' });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.complete).toBe(true);
    expect(last.body.packed_by).toBe(DEMO.acmeOwner);
    expect(last.body.packed_at).toBeTruthy();

    const stored = await owner.get(`/api/sales-orders/${id}`);
    expect(stored.body.packed_by).toBe(DEMO.acmeOwner);
    expect(stored.body.lines.map((l: Row) => l.packed_qty)).toEqual([2, 1]);
    const audit = await app.knex('audit_log').where({ record_id: id }).whereNotNull('cause').where('cause', 'like', 'packed by scanning%').orderBy('seq').select('actor_email', 'cause', 'changes');
    expect(audit.map((a) => a.cause)).toEqual(['packed by scanning 5000000000012', 'packed by scanning pk-mug', 'packed by scanning 0012345678905']);
    expect(audit[0].actor_email).toBe(DEMO.acmeOwner);

    // Starting again clears it.
    const again = await owner.post(`/api/sales-orders/${id}/unpack`, {});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ complete: false, packed_at: null, packed_by: null });
    expect(again.body.lines.map((l: Row) => l.packed)).toEqual([0, 0]);
  });

  it('packs nothing twice for a retried scan (same Idempotency-Key)', async () => {
    const id = order.o2.id;
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await owner.post(`/api/sales-orders/${id}/pack`, { code: 'PK-JUG' }, key);
    expect(first.status).toBe(200);
    const retry = await owner.post(`/api/sales-orders/${id}/pack`, { code: 'PK-JUG' }, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const line = await app.knex('sales_order_lines').where({ sales_order_id: id, product_id: product.jug.id }).first('packed_qty');
    expect(line.packed_qty).toBe(1);
  });

  it('refuses an unpaid order, another account, and a role that may not ship', async () => {
    const unpaid = await owner.post(`/api/sales-orders/${order.unpaid.id}/pack`, { code: 'PK-MUG' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toMatchObject({ code: 'not_packable', detail: `${order.unpaid.number} is awaiting payment: only paid orders are packed.` });
    expect((await globex.post(`/api/sales-orders/${order.o2.id}/pack`, { code: 'PK-JUG' })).status).toBe(404);
    expect((await globex.get(`/api/sales-orders/${order.o2.id}/pack`)).status).toBe(404);
    const refused = await partner.post(`/api/sales-orders/${order.o2.id}/pack`, { code: 'PK-JUG' }, { 'X-Account-Id': acmeId });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    const line = await app.knex('sales_order_lines').where({ sales_order_id: order.o2.id, product_id: product.jug.id }).first('packed_qty');
    expect(line.packed_qty).toBe(1);
  });
});
