/**
 * CSV export: the file holds exactly the rows of the list (same filter, sort and permission scope), with custom
 * field columns, money as decimals, proper quoting and the formula guard, and it is produced batch by batch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { parseCsv } from '../../api/crud/csv.ts';
import { EXPORT_BATCH } from '../../api/crud/export.ts';

let app: TestApp;
let owner: Client;
let acmeId: string;
let globexId: string;

const exportPath = (resource: string, params: Parameters<TestApp['listPath']>[1] = {}) => app.listPath(resource, params).replace(`/api/${resource}`, `/api/${resource}/export.csv`);

async function exported(client: Client, resource: string, params: Parameters<TestApp['listPath']>[1] = {}, headers?: Record<string, string>) {
  const response = await client.get(exportPath(resource, params), headers);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const parsed = parseCsv(String(response.body));
  return { ...parsed, records: parsed.rows.map((r) => Object.fromEntries(parsed.header.map((h, i) => [h, r.cells[i]]))) };
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  globexId = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
  await owner.post('/api/custom-fields', { entity: 'products', key: 'fibre', label: 'Fibre', type: 'TEXT' });
  await owner.post('/api/custom-fields', { entity: 'products', key: 'labels', label: 'Labels', type: 'MULTISELECT', options: ['eco', 'sale'] });
  await owner.post('/api/products', { sku: 'EXP-1', title: '=HYPERLINK("http://evil")', retail_price: 1299, custom_fields: { fibre: 'wool, "merino"', labels: ['eco', 'sale'] } });
});
afterAll(() => app?.close());

describe('export', () => {
  it('holds the rows of the list, filtered and sorted the same way', async () => {
    const params = { filter: { status: 'ACTIVE', retail_price_gte: 1000 }, sort: ['retail_price', 'DESC'] as [string, string], range: [0, 999] as [number, number] };
    const list = await owner.get(app.listPath('products', params));
    const file = await exported(owner, 'products', params);
    expect(file.records.map((r) => r.id)).toEqual(list.body.map((p: { id: string }) => p.id));
    expect(file.records.length).toBeGreaterThan(3);
  });

  it('has the returned fields and the custom fields as columns, money as decimals, lists joined', async () => {
    const file = await exported(owner, 'products', { filter: { q: 'EXP-1' } });
    expect(file.header).toEqual(expect.arrayContaining(['id', 'sku', 'title', 'retail_price', 'custom_fields.fibre', 'custom_fields.labels', 'version']));
    expect(file.header).not.toContain('custom_fields');
    const [row] = file.records;
    expect(row).toMatchObject({ sku: 'EXP-1', retail_price: '12.99', 'custom_fields.fibre': 'wool, "merino"', 'custom_fields.labels': 'eco; sale' });
    // The formula guard: a spreadsheet shows the text instead of running it.
    expect(row.title).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('quotes per RFC 4180 and starts with a UTF-8 byte-order mark', async () => {
    const response = await fetch(app.baseUrl + exportPath('products', { filter: { q: 'EXP-1' } }), { headers: { Cookie: owner.cookie! } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('"wool, ""merino"""');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
  });

  it('is also served at the list URL with format=csv, and refuses a bad filter with a problem, not a broken file', async () => {
    const response = await owner.get(`${app.listPath('products', { filter: { q: 'EXP-1' } })}&format=csv`);
    expect(String(response.body)).toContain('EXP-1');
    const bad = await owner.get(exportPath('products', { filter: { colour: 'red' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].pointer).toBe('/filter/colour');
  });

  it('keeps to the permission scope: own account only, and only the relationships the role may read', async () => {
    const globex = await app.signIn(DEMO.globexOwner);
    const theirs = await exported(globex, 'products');
    const ids = new Set((await app.knex('products').where({ account_id: globexId }).select('id')).map((r: { id: string }) => r.id));
    expect(theirs.records.length).toBe(ids.size);
    expect(theirs.records.every((r) => ids.has(r.id))).toBe(true);

    // Staff hold `orders`, which grants customers but not suppliers.
    const staff = await app.signIn(DEMO.acmeStaff);
    const relationships = await exported(staff, 'relationships');
    expect(relationships.records.length).toBeGreaterThan(0);
    expect(new Set(relationships.records.map((r) => r.type))).toEqual(new Set(['CUSTOMER']));

    // A partner reads a client account's products, and no other account's.
    const partner = await app.signIn(DEMO.partner);
    const client = await exported(partner, 'products', {}, { 'X-Account-Id': acmeId });
    expect(new Set(client.records.map((r) => r.account_id))).toEqual(new Set([acmeId]));
    expect((await partner.get(exportPath('products'), { 'X-Account-Id': globexId })).status).toBe(404);
    expect((await app.anonymous().get(exportPath('products'))).status).toBe(401);
  });

  it('streams a large export batch by batch, in the list order, every row once', async () => {
    const now = Date.now();
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      account_id: globexId, sku: `BULK-${String(i).padStart(5, '0')}`, title: `Bulk item ${i}`,
      // Repeated prices: the keyset must break ties by id, never skipping or repeating a row.
      retail_price: i % 7 === 0 ? null : (i % 50) * 100,
      updated_at: new Date(now - i * 1000),
    }));
    for (let i = 0; i < rows.length; i += 1000) await app.knex('products').insert(rows.slice(i, i + 1000));
    const globex = await app.signIn(DEMO.globexOwner);

    const batches: string[] = [];
    const count = (query: { sql: string }) => { if (/from "products"/.test(query.sql) && /__sort_key/.test(query.sql)) batches.push(query.sql); };
    app.knex.on('query', count);
    try {
      for (const order of ['ASC', 'DESC'] as const) {
        batches.length = 0;
        const file = await exported(globex, 'products', { sort: ['retail_price', order], filter: { q: 'BULK-' } });
        expect(file.records).toHaveLength(5000);
        expect(new Set(file.records.map((r) => r.id)).size).toBe(5000);
        // One query per batch, none of them reading the whole table.
        expect(batches.length).toBe(Math.ceil(5000 / EXPORT_BATCH) + (5000 % EXPORT_BATCH === 0 ? 1 : 0));
        // Exactly the list's order, page after page.
        const listed: string[] = [];
        for (let first = 0; first < 5000; first += 1000) {
          const page = await globex.get(app.listPath('products', { sort: ['retail_price', order], filter: { q: 'BULK-' }, range: [first, first + 999] }));
          listed.push(...page.body.map((p: { id: string }) => p.id));
        }
        expect(file.records.map((r) => r.id)).toEqual(listed);
      }
      // Sorting on a timestamp: microseconds must survive between batches.
      batches.length = 0;
      const byTime = await exported(globex, 'products', { sort: ['updated_at', 'DESC'], filter: { q: 'BULK-' } });
      expect(byTime.records.map((r) => r.sku)).toEqual(rows.map((r) => r.sku));
    } finally {
      app.knex.removeListener('query', count);
    }
  });
});

describe('export, then import the file back', () => {
  const TRICKY = ["'Apostrophe & Co", "''=already guarded", "'=SUM(A1)", '1;=cmd', 'Size S; @SUM(A1)', 'Plain; Simple'];

  it('guards ;-separated formula cells and gives back every stored value unchanged, leading apostrophes included', async () => {
    const ids: string[] = [];
    for (const [i, name] of TRICKY.entries()) {
      const created = await owner.post('/api/brands', { name, code: `RT${i}` });
      expect(created.status, name).toBe(201);
      ids.push(created.body.id);
    }
    const storedNames = async () => (await app.knex('brands').where({ account_id: acmeId }).whereIn('id', ids).orderBy('code').select('name')).map((b: { name: string }) => b.name);
    const before = await storedNames();
    expect(before).toContain("'Apostrophe & Co");
    const response = await owner.get(exportPath('brands', { filter: { id: ids }, sort: ['code', 'ASC'] }));
    const text = String(response.body);
    // For a spreadsheet reading `;` as the separator: the cell stays whole (quoted) and is defused.
    expect(text).toContain(`"'1;=cmd"`);
    expect(text).toContain(`"'Size S; @SUM(A1)"`);
    expect(text).toContain(`''Apostrophe & Co`);

    const imported = await owner.raw('POST', '/api/brands/import', { body: text, headers: { 'Content-Type': 'text/csv' } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.counts).toEqual({ create: 0, update: TRICKY.length, error: 0 });
    expect(await storedNames()).toEqual(before);
    expect(await app.knex('brands').whereIn('id', ids).where('version', 2).count({ n: '*' })).toEqual([{ n: TRICKY.length }]);
  });
});
