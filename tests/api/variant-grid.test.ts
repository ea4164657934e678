/**
 * The variant grid (product `x-entity.childGrid`, api/crud/child-grid.ts) on a demo-seeded database: a 3 × 2 family
 * with opening stock made in one request; all or none when a row is bad, the error naming the row and field; a
 * repeated combination refused (409 naming it) in the rows, against the family, and on a single create or edit;
 * a retried request made once; other accounts and read-only roles refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let partner: Client;
let globex: Client;
let acmeId: string;
let size: Row;
let colour: Row;
let main: string;
let shop: string;

beforeAll(async () => {
  app = await startTestApp();
  [owner, partner, globex] = await Promise.all([DEMO.acmeOwner, DEMO.partner, DEMO.globexOwner].map((email) => app.signIn(email)));
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  size = await app.knex('attributes').where({ account_id: acmeId, name: 'Size' }).first();
  colour = await app.knex('attributes').where({ account_id: acmeId, name: 'Colour' }).first();
  main = (await app.knex('locations').where({ account_id: acmeId, code: 'MAIN' }).first('id')).id;
  shop = (await app.knex('locations').where({ account_id: acmeId, code: 'SHOP' }).first('id')).id;
});
afterAll(() => app?.close());

async function parent(sku: string, extra: Row = {}): Promise<Row> {
  const response = await owner.post('/api/products', { sku, title: `Tee ${sku}`, kind: 'PARENT', retail_price: 1500, brand_id: null, ...extra });
  expect(response.status).toBe(201);
  return response.body;
}
const pairs = (s: string, c: string) => [{ attribute_id: size.id, value: s }, { attribute_id: colour.id, value: c }];
const children = (id: string) => app.knex('products').where({ account_id: acmeId, parent_id: id }).orderBy('sku');

describe('POST /api/products/:id/children/variants', () => {
  it('makes a 3 × 2 family with opening stock in one request, from the parent and the patterns', async () => {
    const tee = await parent('TEE1', { weight_g: 180, hs_code: '610910' });
    const rows = ['S', 'M', 'L'].flatMap((s, i) => ['Navy', 'Charcoal'].map((c, j) => ({
      attribute_values: pairs(s, c), retail_price: 1500 + i * 100,
      ...(i === 0 && j === 0 ? { barcodes: [{ type: 'EAN13', value: '5012345678900' }] } : {}),
      opening_stock: [{ location_id: main, quantity: 10 + i }, { location_id: shop, quantity: j }],
    })));
    const response = await owner.post(`/api/products/${tee.id}/children/variants`, { rows });
    expect(response.status).toBe(201);
    expect(response.body.created).toHaveLength(6);
    const made = await children(tee.id);
    expect(made.map((p: Row) => p.sku)).toEqual(['TEE1-L-Charcoal', 'TEE1-L-Navy', 'TEE1-M-Charcoal', 'TEE1-M-Navy', 'TEE1-S-Charcoal', 'TEE1-S-Navy']);
    const sNavy = made.find((p: Row) => p.sku === 'TEE1-S-Navy');
    expect(sNavy).toMatchObject({ kind: 'VARIANT', title: 'Tee TEE1 – S, Navy', retail_price: 1500, weight_g: 180, hs_code: '610910', currency: 'GBP' });
    expect(sNavy.barcodes).toEqual([{ type: 'EAN13', value: '5012345678900' }]);
    expect(sNavy.attribute_values).toEqual(pairs('S', 'Navy'));
    expect(made.find((p: Row) => p.sku === 'TEE1-L-Navy').retail_price).toBe(1700);
    // Opening stock: one movement per non-zero quantity, noted as such, and on-hand equal to it.
    const levels = await app.knex('stock_levels').whereIn('product_id', made.map((p: Row) => p.id)).select('product_id', 'location_id', 'on_hand');
    const at = (sku: string, location: string) => levels.find((l: Row) => l.product_id === made.find((p: Row) => p.sku === sku).id && l.location_id === location)?.on_hand ?? 0;
    expect([at('TEE1-S-Navy', main), at('TEE1-M-Navy', main), at('TEE1-L-Charcoal', main), at('TEE1-L-Charcoal', shop), at('TEE1-S-Navy', shop)]).toEqual([10, 11, 12, 1, 0]);
    const movements = await app.knex('stock_movements').whereIn('product_id', made.map((p: Row) => p.id));
    expect(movements).toHaveLength(9);
    expect(movements.every((m: Row) => m.reason === 'ADJUSTMENT' && m.note === 'opening stock')).toBe(true);
    // Each variant's creation is in the audit log.
    expect(await app.knex('audit_log').where({ account_id: acmeId, action: 'create' }).whereIn('record_id', made.map((p: Row) => p.id)).count<{ n: number }[]>({ n: '*' }).then((r) => Number(r[0].n))).toBe(6);
  });

  it('offers only the missing combination later, and refuses one the family already has (409 naming it)', async () => {
    const tee = await parent('TEE2');
    expect((await owner.post(`/api/products/${tee.id}/children/variants`, { rows: [{ attribute_values: pairs('S', 'Navy') }] })).status).toBe(201);
    const again = await owner.post(`/api/products/${tee.id}/children/variants`, { rows: [{ attribute_values: pairs('M', 'Navy') }, { attribute_values: pairs('s', 'navy') }] });
    expect(again.status).toBe(409);
    expect(again.headers.get('content-type')).toContain('application/problem+json');
    expect(again.body.errors).toEqual([{ pointer: '/rows/1/attribute_values', message: 'Size s, Colour navy is already a variant of this product (TEE2-S-Navy)' }]);
    expect(again.body.combination).toBe('Size s, Colour navy');
    // All or none: the M that was fine was not made either.
    expect((await children(tee.id)).map((p: Row) => p.sku)).toEqual(['TEE2-S-Navy']);
  });

  it('refuses the same combination twice in one request, and a repeated SKU, naming the rows', async () => {
    const tee = await parent('TEE3');
    const twice = await owner.post(`/api/products/${tee.id}/children/variants`, { rows: [{ attribute_values: pairs('S', 'Navy') }, { attribute_values: [pairs('S', 'Navy')[1], pairs('S', 'Navy')[0]] }] });
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0]).toEqual({ pointer: '/rows/1/attribute_values', message: 'Colour Navy, Size S is also row 1' });
    const sku = await owner.post(`/api/products/${tee.id}/children/variants`, { rows: [{ sku: 'TEE3-X', attribute_values: pairs('S', 'Navy') }, { sku: 'tee3-x', attribute_values: pairs('M', 'Navy') }] });
    expect(sku.status).toBe(409);
    expect(sku.body.errors[0].pointer).toBe('/rows/1/sku');
    const taken = await owner.post(`/api/products/${tee.id}/children/variants`, { rows: [{ sku: 'TEE1-S-NAVY', attribute_values: pairs('S', 'Navy') }] });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]).toEqual({ pointer: '/rows/0/sku', message: 'is already used by another product' });
    expect(await children(tee.id)).toEqual([]);
  });

  it('writes nothing when one row is invalid, naming its row and field (a value not in the list, bad stock, bad price)', async () => {
    const tee = await parent('TEE4');
    const cases: Array<[Row, string]> = [
      [{ attribute_values: pairs('XXL', 'Navy') }, '/rows/1/attribute_values/0/value'],
      [{ attribute_values: pairs('M', 'Navy'), retail_price: -5 }, '/rows/1/retail_price'],
      [{ attribute_values: pairs('M', 'Navy'), opening_stock: [{ location_id: main, quantity: 2.5 }] }, '/rows/1/opening_stock/0/quantity'],
      [{ attribute_values: pairs('M', 'Navy'), opening_stock: [{ location_id: '00000000-0000-4000-8000-000000000000', quantity: 2 }] }, '/rows/1/opening_stock/0/location_id'],
    ];
    for (const [bad, pointer] of cases) {
      const response = await owner.post(`/api/products/${tee.id}/children/variants`, { rows: [{ attribute_values: pairs('S', 'Navy'), opening_stock: [{ location_id: main, quantity: 3 }] }, bad] });
      expect(response.status, pointer).toBe(400);
      expect(response.body.errors.map((e: Row) => e.pointer)).toContain(pointer);
      expect(response.body.detail).toMatch(/^Row 2:/);
    }
    expect(await children(tee.id)).toEqual([]);
    expect(await app.knex('stock_movements').where({ account_id: acmeId, note: 'opening stock', reference_id: tee.id })).toEqual([]);
    const shape = await owner.post(`/api/products/${tee.id}/children/variants`, { rows: [], extra: 1 });
    expect(shape.status).toBe(400);
    expect(shape.body.errors[0].pointer).toBe('/extra');
  });

  it('is only for parents, and only for those who may change the parent, in their own account', async () => {
    const simple = (await owner.post('/api/products', { sku: 'TEE5-SIMPLE', title: 'Simple' })).body;
    const notParent = await owner.post(`/api/products/${simple.id}/children/variants`, { rows: [{ attribute_values: pairs('S', 'Navy') }] });
    expect(notParent.status).toBe(400);
    expect(notParent.body.errors[0]).toEqual({ pointer: '/kind', message: 'must be Parent (has variants)' });
    const tee = await parent('TEE5');
    const body = { rows: [{ attribute_values: pairs('S', 'Navy') }] };
    expect((await partner.post(`/api/products/${tee.id}/children/variants`, body)).status).toBe(403);
    expect((await globex.post(`/api/products/${tee.id}/children/variants`, body)).status).toBe(404);
    expect(await children(tee.id)).toEqual([]);
  });

  it('makes the family once when the request is retried with its Idempotency-Key', async () => {
    const tee = await parent('TEE6');
    const body = { rows: [{ attribute_values: pairs('S', 'Navy'), opening_stock: [{ location_id: main, quantity: 4 }] }] };
    const headers = { 'Idempotency-Key': 'variant-grid-tee6' };
    const first = await owner.post(`/api/products/${tee.id}/children/variants`, body, headers);
    const second = await owner.post(`/api/products/${tee.id}/children/variants`, body, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await children(tee.id)).toHaveLength(1);
  });
});

describe('one variant at a time', () => {
  it('refuses a second variant with the same values under one parent, on create and on edit (409 naming them)', async () => {
    const tee = await parent('TEE7');
    const made = await owner.post('/api/products', { sku: 'TEE7-S-N', title: 'S Navy', kind: 'VARIANT', parent_id: tee.id, attribute_values: pairs('S', 'Navy') });
    expect(made.status).toBe(201);
    const twin = await owner.post('/api/products', { sku: 'TEE7-S-N2', title: 'S Navy again', kind: 'VARIANT', parent_id: tee.id, attribute_values: pairs('S', 'NAVY') });
    expect(twin.status).toBe(409);
    expect(twin.body.errors).toEqual([{ pointer: '/attribute_values', message: 'Size S, Colour Navy is already a variant of this product (TEE7-S-N)' }]);
    const other = (await owner.post('/api/products', { sku: 'TEE7-M-N', title: 'M Navy', kind: 'VARIANT', parent_id: tee.id, attribute_values: pairs('M', 'Navy') })).body;
    const edit = await owner.put(`/api/products/${other.id}`, { ...other, attribute_values: pairs('S', 'Navy') });
    expect(edit.status).toBe(409);
    // Saving a variant unchanged is not a clash with itself; the same values under another parent are fine.
    expect((await owner.put(`/api/products/${other.id}`, { ...other })).status).toBe(200);
    const tee8 = await parent('TEE8');
    expect((await owner.post('/api/products', { sku: 'TEE8-S-N', title: 'S Navy', kind: 'VARIANT', parent_id: tee8.id, attribute_values: pairs('S', 'Navy') })).status).toBe(201);
  });
});
