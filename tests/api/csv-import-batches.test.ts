/**
 * CSV import in batches (api/crud/import.ts, IMPORT_BATCH rows looked up together and created through
 * `createMany`): the outcome must be that of writing the rows one by one in file order. An invalid row in the
 * middle of a batch reports its own line and column and the rows around it are written (skipInvalid) or nothing is
 * (all or nothing); a database constraint in a batch is found row by row; a row naming a record an earlier row of
 * the same batch created updates it; audit entries are those of a form save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { IMPORT_BATCH } from '../../api/crud/import.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;

const postCsv = (client: Client, path: string, csv: string) => client.raw('POST', path, { body: csv, headers: { 'Content-Type': 'text/csv' } });
const countSkus = async (prefix: string) => Number((await app.knex('products').where({ account_id: acmeId }).where('sku', 'like', `${prefix}-%`).count<{ n: number }[]>({ n: '*' }))[0].n);

/** `n` product rows; the row at `bad` (0-based) has a price that is no amount. */
const productsCsv = (prefix: string, n: number, bad: number) => [
  'sku,title,retail_price',
  ...Array.from({ length: n }, (_, i) => `${prefix}-${i},${prefix} product ${i},${i === bad ? 'twelve' : `${i}.50`}`),
].join('\n');

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
});
afterAll(() => app?.close());

describe('an invalid row in the middle of a batch', () => {
  // Past the first batch, so the second batch has rows before and after the invalid one.
  const n = IMPORT_BATCH + 100;
  const bad = IMPORT_BATCH + 40;

  it('is reported with its own line and column in the preview; every other row would be created', async () => {
    const response = await postCsv(owner, '/api/products/import/preview', productsCsv('BAT', n, bad));
    expect(response.status).toBe(200);
    expect(response.body.counts).toEqual({ create: n - 1, update: 0, error: 1 });
    const failed = response.body.rows.filter((r: { action: string }) => r.action === 'error');
    expect(failed).toEqual([{ line: bad + 2, action: 'error', errors: [{ pointer: '/retail_price', message: 'must be an amount such as 12.99', column: 'retail_price' }], cells: [`BAT-${bad}`, `BAT product ${bad}`, 'twelve'] }]);
    expect(response.body.rows.map((r: { line: number }) => r.line)).toEqual(Array.from({ length: n }, (_, i) => i + 2));
    expect(await countSkus('BAT')).toBe(0);
  });

  it('makes the import write nothing, or with skipInvalid every other row, each once', async () => {
    const refused = await postCsv(owner, '/api/products/import', productsCsv('BAT', n, bad));
    expect(refused.status).toBe(400);
    expect(refused.body.rows.map((r: { line: number }) => r.line)).toEqual([bad + 2]);
    expect(await countSkus('BAT')).toBe(0);

    const response = await postCsv(owner, '/api/products/import?skipInvalid=true', productsCsv('BAT', n, bad));
    expect(response.status).toBe(200);
    expect(response.body.counts).toEqual({ create: n - 1, update: 0, error: 1 });
    expect(await countSkus('BAT')).toBe(n - 1);
    expect(await app.knex('products').where({ account_id: acmeId, sku: `BAT-${bad}` }).first()).toBeUndefined();
    // The rows around the invalid one, with their own values, under the ids the report gives.
    for (const i of [bad - 1, bad + 1]) {
      const row = response.body.rows.find((r: { line: number }) => r.line === i + 2);
      expect(await app.knex('products').where({ id: row.id }).first('sku', 'title', 'retail_price', 'version')).toEqual({ sku: `BAT-${i}`, title: `BAT product ${i}`, retail_price: i * 100 + 50, version: 1 });
    }
  });

  it('refused by the record\'s validation (not the cell): the rows before and after it are written together, it reports as a form save', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => `VAL-${i},Validated ${i},${i === 60 ? 'BOGUS' : i === 61 ? 'draft' : 'ACTIVE'}`);
    const response = await owner.post('/api/products/import', { csv: ['sku,title,status', ...rows].join('\n'), skipInvalid: true });
    expect(response.status).toBe(200);
    expect(response.body.counts).toEqual({ create: 119, update: 0, error: 1 });
    const failed = response.body.rows.find((r: { line: number }) => r.line === 62);
    expect(failed.action).toBe('error');
    expect(failed.errors).toHaveLength(1);
    expect(failed.errors[0]).toMatchObject({ pointer: '/status', column: 'status' });
    expect(failed.errors[0].message).toMatch(/^must be one of /);
    expect(await countSkus('VAL')).toBe(119);
    expect(await app.knex('products').where({ account_id: acmeId, sku: 'VAL-61' }).first('status')).toEqual({ status: 'DRAFT' });
  });

  it('leaves audit entries like a form save: one create per record, the same fields', async () => {
    const imported = await app.knex('products').where({ account_id: acmeId, sku: 'BAT-1' }).first('id');
    const created = await owner.post('/api/products', { sku: 'BAT-FORM', title: 'BAT product 1', retail_price: 150 });
    expect(created.status).toBe(201);
    const entries = async (id: string) => (await owner.get(`/api/products/${id}/audit`)).body as Array<{ action: string; changes: Record<string, unknown> }>;
    const [fromImport, fromForm] = [await entries(imported.id), await entries(created.body.id)];
    expect(fromImport.map((e) => e.action)).toEqual(['create']);
    expect(Object.keys(fromImport[0].changes).sort()).toEqual(Object.keys(fromForm[0].changes).sort());
    const logged = Number((await app.knex('audit_log').where({ account_id: acmeId, resource: 'products', action: 'create' }).whereIn('record_id', app.knex('products').select('id').where('sku', 'like', 'BAT-%')).count<{ n: number }[]>({ n: '*' }))[0].n);
    // The n - 1 imported, and the one created by the form.
    expect(logged).toBe(n);
  });
});

describe('rows of one batch that depend on each other', () => {
  it('finds a database constraint row by row: the brand whose name is taken fails, the others are written', async () => {
    const taken = (await app.knex('brands').where({ account_id: acmeId }).first('name')).name;
    const lines = Array.from({ length: 40 }, (_, i) => `BB${i},Batch brand ${i}`);
    lines[20] = `BB20,${taken}`;
    const response = await owner.post('/api/brands/import', { csv: ['code,name', ...lines].join('\n'), skipInvalid: true });
    expect(response.status).toBe(200);
    expect(response.body.counts).toEqual({ create: 39, update: 0, error: 1 });
    expect(response.body.rows.find((r: { line: number }) => r.line === 22)).toMatchObject({ action: 'error', errors: [{ pointer: '/name', message: 'is already used by another brand', column: 'name' }] });
    expect(Number((await app.knex('brands').where({ account_id: acmeId }).where('code', 'like', 'BB%').count<{ n: number }[]>({ n: '*' }))[0].n)).toBe(39);
  });

  it('updates the record an earlier row of the same batch created, when a later row names it by another key', async () => {
    const csv = ['code,name,website', 'LINK1,Linked brand,https://one.example', ',Linked brand,https://two.example', 'LINK2,Other brand,'].join('\n');
    const response = await owner.post('/api/brands/import', { csv });
    expect(response.status).toBe(200);
    expect(response.body.rows.map((r: { line: number; action: string }) => [r.line, r.action])).toEqual([[2, 'create'], [3, 'update'], [4, 'create']]);
    expect(response.body.rows[1].id).toBe(response.body.rows[0].id);
    expect(await app.knex('brands').where({ id: response.body.rows[0].id }).first('name', 'website', 'version')).toEqual({ name: 'Linked brand', website: 'https://two.example', version: 2 });
  });

  it('keeps to the acting account: a key used by another account creates a record of this one', async () => {
    const globex = await app.signIn(DEMO.globexOwner);
    const globexId = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id'))?.id;
    const response = await postCsv(globex, '/api/products/import', 'sku,title\nBAT-1,Globex batch product\n');
    expect(response.status).toBe(200);
    expect(response.body.counts).toEqual({ create: 1, update: 0, error: 0 });
    const stored = await app.knex('products').where({ id: response.body.rows[0].id }).first('account_id');
    if (globexId) expect(stored.account_id).toBe(globexId);
    expect(stored.account_id).not.toBe(acmeId);
    expect(await app.knex('products').where({ account_id: acmeId, sku: 'BAT-1' }).first('title')).toEqual({ title: 'BAT product 1' });
  });
});
