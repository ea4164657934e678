/**
 * Bad input is a 400 naming the field, never a 500 (issue 8, items 7–9), one case per way in: NUL characters in the
 * list search, the sign-in email, a CSV cell and a multipart file name; prototype keys and deep nesting in bodies
 * and query JSON; dates and numbers beyond what PostgreSQL and JavaScript hold, in filters, report runs, money
 * fields, integer columns and computed order totals. Each checks that nothing was written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type Response, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let owner: Client;
let customerId: string;
let productId: string;

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
  owner = await app.signIn(DEMO.acmeOwner);
  customerId = (await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER' }, range: [0, 0] }))).body[0].id;
  productId = (await owner.get(app.listPath('products', { range: [0, 0] }))).body[0].id;
});
afterAll(() => app?.close());

/** A 400 problem document whose errors name `pointer`. */
function expectRefused(response: Response, pointer: string, message?: RegExp): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const error = (response.body.errors as Array<{ pointer: string; message: string }>).find((e) => e.pointer === pointer);
  expect(error, JSON.stringify(response.body.errors)).toBeDefined();
  if (message) expect(error!.message).toMatch(message);
}

const count = async (table: string) => Number((await app.knex(table).count<{ n: string }[]>({ n: '*' }))[0].n);

describe('NUL characters (item 7)', () => {
  it('in the list search and a filter value', async () => {
    expectRefused(await owner.get(app.listPath('products', { filter: { q: 'wid\u0000get' } })), '/filter/q', /NUL/);
    expectRefused(await owner.get(app.listPath('products', { filter: { sku: 'A\u0000' } })), '/filter/sku', /NUL/);
    expectRefused(await owner.get(`/api/reports?q=${encodeURIComponent('x\u0000')}`), '/q', /NUL/);
  });

  it('in a body, however deep, and in the sign-in email', async () => {
    const before = await count('products');
    expectRefused(await owner.post('/api/products', { sku: 'NUL-1', title: 'Bad\u0000title' }), '/title', /NUL/);
    expectRefused(await owner.post('/api/sales-orders', { customer_id: customerId, lines: [{ product_id: productId, quantity: 1, unit_price: 1, description: 'x\u0000' }] }), '/lines/0/description');
    expect(await count('products')).toBe(before);
    expectRefused(await app.anonymous().post('/api/auth/login', { email: 'owner@acme.test\u0000', password: 'sellyard-demo' }), '/email', /NUL/);
  });

  it('in a CSV cell, naming the line and column', async () => {
    const before = await count('brands');
    const answer = await owner.raw('POST', '/api/brands/import', { body: 'name\r\nGood brand\r\nBad\u0000brand\r\n', headers: { 'Content-Type': 'text/csv' } });
    expectRefused(answer, '/csv', /line 3 in column name.*NUL/);
    expect(answer.body).toMatchObject({ line: 3, column: 'name' });
    expect(await count('brands')).toBe(before);
  });

  it('in a multipart file name and field', async () => {
    const form = (disposition: string) => {
      const boundary = 'junkBoundary';
      return owner.raw('POST', '/api/product-labels/upload', {
        body: `--${boundary}\r\nContent-Disposition: form-data; name="languages"\r\n\r\nen\r\n--${boundary}\r\n${disposition}\r\nContent-Type: image/png\r\n\r\nxx\r\n--${boundary}--\r\n`,
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    expectRefused(await form('Content-Disposition: form-data; name="file"; filename="label\u0000.png"'), '/file/filename', /NUL/);
    expectRefused(await form('Content-Disposition: form-data; name="file"; filename*=UTF-8\'\'label%00.png'), '/file/filename', /NUL/);
  });
});

describe('prototype keys and deep nesting (item 8)', () => {
  it('refuses __proto__, constructor and prototype keys in a body, naming the key', async () => {
    const before = await count('products');
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const answer = await owner.raw('POST', '/api/products', { body: `{"sku":"PROTO-1","title":"t","${key}":{"admin":true}}`, headers: { 'Content-Type': 'application/json' } });
      expectRefused(answer, `/${key}`, /not an allowed key/);
    }
    const nested = await owner.raw('PUT', '/api/general-settings', { body: '{"version":0,"business_address":{"__proto__":{"polluted":true}}}', headers: { 'Content-Type': 'application/json' } });
    expectRefused(nested, '/business_address/__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await count('products')).toBe(before);
  });

  it('refuses them in query JSON (filter) and import parameters', async () => {
    expectRefused(await owner.get(`/api/products?filter=${encodeURIComponent('{"__proto__":{"sku":"x"}}')}`), '/filter/__proto__', /not an allowed key/);
    const answer = await owner.raw('POST', `/api/brands/import?mapping=${encodeURIComponent('{"constructor":"name"}')}`, { body: 'name\r\nA\r\n', headers: { 'Content-Type': 'text/csv' } });
    expectRefused(answer, '/mapping/constructor', /not an allowed key/);
  });

  it('refuses 5,000 levels of nesting in a body, a JSON import body and a filter, before parsing recursively', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expectRefused(await owner.raw('POST', '/api/products', { body: `{"sku":"D","title":"t","tags":${deep}}`, headers: { 'Content-Type': 'application/json' } }), '/tags/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0', /nested more than 64/);
    expectRefused(await owner.raw('POST', '/api/brands/import', { body: `{"csv":"name\\nA","defaults":${deep}}`, headers: { 'Content-Type': 'application/json' } }), '', /nested more than 64/);
    const shallowEnough = `{"q":${'['.repeat(1000)}${']'.repeat(1000)}}`;
    expectRefused(await owner.get(`/api/products?filter=${encodeURIComponent(shallowEnough)}`), '/filter', /nested more than 64/);
  });
});

describe('dates and numbers out of range (item 9)', () => {
  it('refuses filter dates PostgreSQL cannot hold or that do not exist', async () => {
    expectRefused(await owner.get(app.listPath('sales-orders', { filter: { created_at_lt: '-271821-04-20' } })), '/filter/created_at_lt', /year 0001–9999/);
    expectRefused(await owner.get(app.listPath('sales-orders', { filter: { order_date_gte: '2026-02-30' } })), '/filter/order_date_gte');
    expect((await owner.get(app.listPath('sales-orders', { filter: { created_at_lt: '2999-01-01T00:00:00Z', order_date_gte: '2000-02-29' } }))).status).toBe(200);
  });

  it('refuses an integer filter beyond its column', async () => {
    expectRefused(await owner.get(app.listPath('products', { filter: { weight_g_gt: 2 ** 31 } })), '/filter/weight_g_gt', /between/);
  });

  it('refuses report dates that do not exist (from=2026-13-45)', async () => {
    const report = (await owner.post('/api/reports', { name: 'Junk dates', dataset: 'orders', date_range: 'ALL_TIME', group_by: 'status', aggregates: [{ fn: 'count' }] })).body;
    expectRefused(await owner.get(`/api/reports/${report.id}/run?from=2026-13-45`), '/from', /YYYY-MM-DD/);
    expectRefused(await owner.get(`/api/reports/${report.id}/run.csv?to=-271821-04-20`), '/to');
  });

  it('refuses money above Number.MAX_SAFE_INTEGER instead of storing it rounded', async () => {
    const before = await count('sales_orders');
    // 2^53 + 1 as sent: JSON.parse makes it 2^53, which must not be stored as if it were the amount sent.
    const answer = await owner.raw('POST', '/api/sales-orders', {
      body: `{"customer_id":"${customerId}","lines":[{"product_id":"${productId}","quantity":1,"unit_price":9007199254740993}]}`,
      headers: { 'Content-Type': 'application/json' },
    });
    expectRefused(answer, '/lines/0/unit_price', new RegExp(`at most ${Number.MAX_SAFE_INTEGER}`));
    expect(await count('sales_orders')).toBe(before);
  });

  it('refuses an integer above its 32-bit column', async () => {
    const answer = await owner.post('/api/products', { sku: 'BIG-WEIGHT', title: 'Too heavy', weight_g: 2 ** 31 });
    expectRefused(answer, '/weight_g', /at most 2147483647/);
  });

  it('refuses an integer inside a JSON column above Number.MAX_SAFE_INTEGER, where it would be stored rounded', async () => {
    const answer = await owner.raw('POST', '/api/shipping-carriers', {
      body: '{"name":"Huge carrier","code":"HUGE","services":[{"code":"STD","name":"Standard","max_weight_g":9007199254740993}]}',
      headers: { 'Content-Type': 'application/json' },
    });
    expectRefused(answer, '/services/0/max_weight_g', new RegExp(`at most ${Number.MAX_SAFE_INTEGER}`));
    expect(await app.knex('shipping_carriers').where({ code: 'HUGE' }).first()).toBeUndefined();
  });

  it('refuses an order whose lines multiply past the limit, naming the line, and stores nothing', async () => {
    const before = await count('sales_orders');
    const answer = await owner.post('/api/sales-orders', {
      customer_id: customerId, price_mode: 'NO_TAX',
      lines: [
        { product_id: productId, quantity: 1, unit_price: 100 },
        { product_id: productId, quantity: 1000, unit_price: Number.MAX_SAFE_INTEGER - 1 },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const pointers = (answer.body.errors as Array<{ pointer: string }>).map((e) => e.pointer);
    expect(pointers.some((p) => p.startsWith('/lines/1/')), pointers.join()).toBe(true);
    expect(pointers.some((p) => p.startsWith('/lines/0/')), pointers.join()).toBe(false);
    expect(await count('sales_orders')).toBe(before);
  });
});
