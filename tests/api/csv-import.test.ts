/**
 * CSV import: the preview reports per-row errors and keeps nothing; an import with a failed row writes nothing;
 * `skipInvalid` writes the good rows; rows update existing records by natural key; references resolve by code or
 * name; custom fields, money decimals, limits, permissions, streamed progress and cancelling.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { IMPORT_MAX_ROWS } from '../../api/crud/import.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;

const postCsv = (client: Client, path: string, csv: string, headers: Record<string, string> = {}) =>
  client.raw('POST', path, { body: csv, headers: { 'Content-Type': 'text/csv', ...headers } });

/** Every brand of Acme, as stored: the database must be unchanged after a preview or a failed import. */
const brandsSnapshot = () => app.knex('brands').where({ account_id: acmeId }).orderBy('id').select('id', 'name', 'code', 'website', 'version', 'updated_at');

const BRANDS_CSV = [
  'Code,Name,Website',
  'fld,Fieldcraft Outdoors,https://fieldcraft.example', // updates FLD (codes compare case-insensitively)
  'NEW1,Newbrand One,https://new1.example', // creates
  'NEW2,Bad Site,ftp://nope', // invalid website
  'NEW1,Twice,https://x.example', // the same record as line 3
  'NEW3,Hearth & Home,', // name already used by another brand (a database constraint, inside a savepoint)
  'NEW4,"Quoted, Brand",https://quoted.example', // creates
].join('\r\n');

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
});
afterAll(() => app?.close());

describe('brands: preview, all-or-nothing, skip invalid, upsert by natural key', () => {
  it('previews row by row with per-row errors, and keeps nothing', async () => {
    const before = await brandsSnapshot();
    const response = await postCsv(owner, '/api/brands/import/preview', BRANDS_CSV);
    expect(response.status).toBe(200);
    const report = response.body;
    expect(report).toMatchObject({ preview: true, committed: false, total: 6, columns: ['Code', 'Name', 'Website'], mapping: { Code: 'code', Name: 'name', Website: 'website' } });
    expect(report.counts).toEqual({ create: 2, update: 1, error: 3 });
    const byLine = Object.fromEntries(report.rows.map((r: { line: number }) => [r.line, r]));
    expect(byLine[2].action).toBe('update');
    expect(byLine[3].action).toBe('create');
    expect(byLine[4].errors).toEqual([{ pointer: '/website', message: 'has the wrong form', column: 'Website' }]);
    expect(byLine[5].errors[0].message).toBe('names the same record as line 3 (code NEW1)');
    expect(byLine[6].errors).toEqual([{ pointer: '/name', message: 'is already used by another brand', column: 'Name' }]);
    expect(byLine[7]).toMatchObject({ action: 'create', cells: ['NEW4', 'Quoted, Brand', 'https://quoted.example'] });
    expect(await brandsSnapshot()).toEqual(before);
  });

  it('writes nothing when a row fails, answering 400 with the failed rows', async () => {
    const before = await brandsSnapshot();
    const response = await postCsv(owner, '/api/brands/import', BRANDS_CSV);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('import_failed');
    expect(response.body.detail).toBe('3 of 6 rows are invalid, so nothing was written. Fix them, or choose to skip invalid rows.');
    expect(response.body.rows.map((r: { line: number }) => r.line)).toEqual([4, 5, 6]);
    expect(await brandsSnapshot()).toEqual(before);
  });

  it('with skipInvalid writes the good rows: creates, and updates by natural key', async () => {
    const fieldcraft = await app.knex('brands').where({ account_id: acmeId, code: 'FLD' }).first();
    const response = await owner.post('/api/brands/import', { csv: BRANDS_CSV, skipInvalid: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ committed: true, counts: { create: 2, update: 1, error: 3 } });
    const updated = await app.knex('brands').where({ id: fieldcraft.id }).first();
    // Matched case-insensitively, and then stored as the file writes it.
    expect(updated).toMatchObject({ name: 'Fieldcraft Outdoors', code: 'fld', version: fieldcraft.version + 1 });
    const codes = (await app.knex('brands').where({ account_id: acmeId }).whereIn('code', ['NEW1', 'NEW2', 'NEW3', 'NEW4']).select('code', 'name')).map((b: { code: string }) => b.code).sort();
    expect(codes).toEqual(['NEW1', 'NEW4']);
  });

  it('takes a mapping, ignoring unmapped columns, and clears a field whose cell is empty on update', async () => {
    const csv = 'Brand code,Brand name,Comment,Web\r\nNEW1,Newbrand One,ignored,\r\n';
    const response = await owner.post('/api/brands/import', { csv, mapping: { 'Brand code': 'code', 'Brand name': 'name', Web: 'website', Comment: null } });
    expect(response.status).toBe(200);
    expect(response.body.counts).toEqual({ create: 0, update: 1, error: 0 });
    expect(await app.knex('brands').where({ account_id: acmeId, code: 'NEW1' }).first('website')).toEqual({ website: null });
    const bad = await owner.post('/api/brands/import/preview', { csv, mapping: { 'Brand code': 'secret_sauce' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].pointer).toBe('/mapping/Brand code');
  });
});

describe('products: references, money, custom fields', () => {
  it('resolves brands by code or name, reads prices as decimals, fills custom fields, updates by sku', async () => {
    await owner.post('/api/custom-fields', { entity: 'products', key: 'fibre', label: 'Fibre', type: 'TEXT' });
    const existing = await app.knex('products').where({ account_id: acmeId, sku: 'AC-1002' }).first();
    const csv = [
      'SKU,Title,Retail price,Brand,Fibre',
      'AC-1002,Merino Wool Beanie,16.50,VLT,merino',
      'IMP-001,Imported lamp,"1,249.99",Little Oak,',
      'IMP-002,Unknown brand,5,Nobody,',
      'IMP-003,Bad price,12.345,,',
      "IMP-004,'=2+2,1,,",
    ].join('\n');
    const preview = await postCsv(owner, '/api/products/import/preview', csv);
    expect(preview.body.mapping).toEqual({ SKU: 'sku', Title: 'title', 'Retail price': 'retail_price', Brand: 'brand_id', Fibre: 'custom_fields.fibre' });
    const rows = preview.body.rows;
    expect(rows[2].errors).toEqual([{ pointer: '/brand_id', message: 'refers to no brand "Nobody" of this account', column: 'Brand' }]);
    expect(rows[3].errors).toEqual([{ pointer: '/retail_price', message: 'has more than 2 decimals for GBP', column: 'Retail price' }]);

    const response = await postCsv(owner, '/api/products/import?skipInvalid=true', csv);
    expect(response.body.counts).toEqual({ create: 2, update: 1, error: 2 });
    const volt = await app.knex('brands').where({ account_id: acmeId, code: 'VLT' }).first('id');
    const oak = await app.knex('brands').where({ account_id: acmeId, code: 'LOK' }).first('id');
    expect(await app.knex('products').where({ id: existing.id }).first('retail_price', 'brand_id', 'custom_fields', 'version'))
      .toEqual({ retail_price: 1650, brand_id: volt.id, custom_fields: { fibre: 'merino' }, version: existing.version + 1 });
    expect(await app.knex('products').where({ account_id: acmeId, sku: 'IMP-001' }).first('retail_price', 'brand_id')).toEqual({ retail_price: 124999, brand_id: oak.id });
    // The export's formula guard is taken off again.
    expect(await app.knex('products').where({ account_id: acmeId, sku: 'IMP-004' }).first('title')).toEqual({ title: '=2+2' });
  });

  it('enforces custom fields per row, naming the column', async () => {
    await owner.post('/api/custom-fields', { entity: 'products', key: 'grade', label: 'Grade', type: 'SELECT', options: ['A', 'B'], required: true });
    const response = await postCsv(owner, '/api/products/import/preview', 'sku,title,custom_fields.grade\nIMP-010,Graded,a\nIMP-011,Ungraded,\nIMP-012,Wrong,Z\n');
    expect(response.body.counts).toEqual({ create: 1, update: 0, error: 2 });
    expect(response.body.rows[1].errors).toEqual([{ pointer: '/custom_fields/grade', message: 'is required', column: 'custom_fields.grade' }]);
    expect(response.body.rows[2].errors).toEqual([{ pointer: '/custom_fields/grade', message: 'must be one of A, B', column: 'custom_fields.grade' }]);
    const definition = (await owner.get(app.listPath('custom-fields', { filter: { key: 'grade' } }))).body[0];
    await owner.delete(`/api/custom-fields/${definition.id}`);
  });
});

describe('limits, permissions, progress and cancelling', () => {
  it('refuses files over the row or size limit with 413 and a clear message', async () => {
    const rows = `name\n${Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `B${i}`).join('\n')}\n`;
    const many = await postCsv(owner, '/api/brands/import/preview', rows);
    expect(many.status).toBe(413);
    expect(many.body.detail).toBe('The file has more than 20,000 rows; split it into files of at most 20,000 rows.');
    const big = await postCsv(owner, '/api/brands/import/preview', `name\n${'x'.repeat(5 * 1024 * 1024)}\n`);
    expect(big.status).toBe(413);
    expect(big.body.detail).toMatch(/larger than 5 MB/);
    const notCsv = await postCsv(owner, '/api/brands/import/preview', 'name\n"open\n');
    expect(notCsv.status).toBe(400);
    expect(notCsv.body.detail).toBe('The file is not valid CSV: a quoted cell that starts on line 2 is never closed.');
  });

  it('is refused to roles that may not write the resource', async () => {
    const staff = await app.signIn(DEMO.acmeStaff);
    expect((await postCsv(staff, '/api/brands/import/preview', 'name\nX\n')).status).toBe(403);
    const partner = await app.signIn(DEMO.partner);
    expect((await postCsv(partner, '/api/products/import', 'sku,title\nP-1,x\n', { 'X-Account-Id': acmeId })).status).toBe(403);
  });

  it('streams progress as NDJSON and ends with the result', async () => {
    const csv = `sku,title\n${Array.from({ length: 600 }, (_, i) => `PRG-${i},Progress ${i}`).join('\n')}\n`;
    const response = await postCsv(owner, '/api/products/import/preview', csv, { Accept: 'application/x-ndjson' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = String(response.body).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.type === 'progress').map((l) => l.processed)).toEqual([0, 250, 500, 600]);
    expect(lines.at(-1)).toMatchObject({ type: 'result', status: 200, body: { counts: { create: 600, update: 0, error: 0 } } });
    const failed = await postCsv(owner, '/api/brands/import', 'name,website\nX,ftp://x\n', { Accept: 'application/x-ndjson' });
    expect(String(failed.body).trim().split('\n').map((l) => JSON.parse(l)).at(-1)).toMatchObject({ type: 'result', status: 400, body: { code: 'import_failed' } });
  });

  it('writes nothing when the client goes away before the end (cancel)', async () => {
    const csv = `sku,title\n${Array.from({ length: 4000 }, (_, i) => `CNL-${i},Cancelled ${i}`).join('\n')}\n`;
    const controller = new AbortController();
    const response = await fetch(`${app.baseUrl}/api/products/import`, {
      method: 'POST', body: csv, signal: controller.signal,
      headers: { 'Content-Type': 'text/csv', Accept: 'application/x-ndjson', Cookie: owner.cookie!, Origin: app.baseUrl },
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!/"processed":(2[5-9]\d|[3-9]\d\d|\d{4})/.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    controller.abort();
    expect(text).not.toContain('"type":"result"');
    // The import notices at its next row and rolls back; afterwards the database is free and holds none of it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await postCsv(owner, '/api/products/import', 'sku,title\nCNL-AFTER,After\n');
    expect(after.status).toBe(200);
    expect(Number((await app.knex('products').where('sku', 'like', 'CNL-%').whereNot('sku', 'CNL-AFTER').count<{ n: number }[]>({ n: '*' }))[0].n)).toBe(0);
  });
});
