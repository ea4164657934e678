/**
 * `POST /api/product-labels/upload`: a multipart label is stored with the metadata read from its bytes and linked to
 * the products; oversized bodies are 413 (declared or streamed), fake PNGs, unknown languages and other accounts'
 * products are 400s naming the field, and accounts without the Golden Ticket flags (or read-only roles) get 403.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let globex: Client;
let partner: Client;
let acmeId: string;
let acmeProducts: string[];
let globexProduct: string;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  app = await startTestApp();
  [owner, globex, partner] = await Promise.all([DEMO.acmeOwner, DEMO.globexOwner, DEMO.partner].map((email) => app.signIn(email)));
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  const globexId = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
  acmeProducts = (await app.knex('products').where({ account_id: acmeId }).orderBy('sku').limit(2).select('id')).map((r: Row) => r.id);
  globexProduct = (await app.knex('products').where({ account_id: globexId }).first('id')).id;
});
afterAll(() => app?.close());

/** Sends a form the way a browser does (FormData: multipart with a boundary and Content-Length). */
async function upload(client: Client, fields: Record<string, string | string[]>, file?: { data: Buffer; name: string; type?: string }, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await fetch(`${app.baseUrl}/api/product-labels/upload`, {
    method: 'POST', body: form, headers: { Origin: app.baseUrl, ...(client.cookie ? { Cookie: client.cookie } : {}), ...headers },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe('POST /api/product-labels/upload', () => {
  it('stores a PNG with the type, size and hash read from its bytes, and links the products', async () => {
    const res = await upload(owner, { languages: ['en', 'de'], product_ids: acmeProducts.join(',') }, { data: PNG, name: 'warning-label.png', type: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ file_name: 'warning-label.png', content_type: 'PNG', size_bytes: PNG.length, languages: ['en', 'de'], status: 'UPLOADED' });
    expect(res.body).not.toHaveProperty('content');
    const row = await app.knex('product_labels').where({ id: res.body.id }).first();
    expect(row.account_id).toBe(acmeId);
    expect(row.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    expect(Buffer.from(row.content, 'base64').equals(PNG)).toBe(true);
    expect(row.product_ids).toEqual(acmeProducts);
    for (const id of acmeProducts) expect((await app.knex('products').where({ id }).first('label_ids')).label_ids).toContain(res.body.id);
    // The label is a record like any other: listed, with its status history.
    const list = await owner.get(app.listPath('product-labels', { filter: { id: res.body.id } }));
    expect(list.body.map((r: Row) => r.id)).toContain(res.body.id);
  });

  it('takes the name from file_name and a JSON array of languages', async () => {
    const res = await upload(owner, { languages: '["fr"]', file_name: 'Étiquette FR.png' }, { data: PNG, name: 'upload.bin' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ file_name: 'Étiquette FR.png', languages: ['fr'], product_ids: [] });
  });

  it('refuses a file over 10 MB with 413, declared or streamed, and stores nothing', async () => {
    const before = Number((await app.knex('product_labels').count({ n: '*' }))[0].n);
    const big = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
    const declared = await upload(owner, { languages: 'en' }, { data: big, name: 'big.png', type: 'image/png' });
    expect(declared.status).toBe(413);
    expect(declared.body.code).toBe('payload_too_large');

    // Streamed without a Content-Length: the cap is applied while reading.
    const boundary = 'sellyardTestBoundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="languages"\r\n\r\nen\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent > 12 * 1024 * 1024) { controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`)); controller.close(); return; }
        controller.enqueue(sent === 0 ? PNG : Buffer.alloc(256 * 1024));
        sent += 256 * 1024;
      },
    });
    const response = await fetch(`${app.baseUrl}/api/product-labels/upload`, {
      method: 'POST', body: stream, duplex: 'half',
      headers: { Origin: app.baseUrl, Cookie: owner.cookie!, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].pointer).toBe('/file');
    expect(Number((await app.knex('product_labels').count({ n: '*' }))[0].n)).toBe(before);
  });

  it('refuses a .png that is really text, whatever the claimed type', async () => {
    const res = await upload(owner, { languages: 'en' }, { data: Buffer.from('this is not an image\n'), name: 'label.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].pointer).toBe('/file');
    expect(res.body.errors[0].message).toMatch(/not a PDF, PNG or JPEG/);
  });

  it('refuses accounts without the Golden Ticket flags, and read-only roles, before reading the file', async () => {
    const flagless = await upload(globex, { languages: 'en' }, { data: PNG, name: 'x.png' });
    expect(flagless.status).toBe(403);
    const readOnly = await upload(partner, { languages: 'en' }, { data: PNG, name: 'x.png' }, { 'X-Account-Id': acmeId });
    expect(readOnly.status).toBe(403);
    expect((await upload(app.anonymous(), { languages: 'en' }, { data: PNG, name: 'x.png' })).status).toBe(401);
  });

  it('refuses a language code that is not ISO 639-1, and a missing language, naming the field', async () => {
    const bad = await upload(owner, { languages: 'en,xx' }, { data: PNG, name: 'x.png' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ pointer: '/languages/1', message: expect.stringMatching(/not an ISO 639-1/) }]);
    const none = await upload(owner, {}, { data: PNG, name: 'x.png' });
    expect(none.status).toBe(400);
    expect(none.body.errors[0].pointer).toBe('/languages');
  });

  it('refuses a product of another account', async () => {
    const res = await upload(owner, { languages: 'en', product_ids: [acmeProducts[0], globexProduct] }, { data: PNG, name: 'x.png' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].pointer).toBe('/product_ids/1');
    expect(await app.knex('product_labels').whereRaw('product_ids @> ?::jsonb', [JSON.stringify([globexProduct])]).first()).toBeUndefined();
  });

  it('needs a file, and a multipart body', async () => {
    const missing = await upload(owner, { languages: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].pointer).toBe('/file');
    const json = await owner.post('/api/product-labels/upload', { languages: ['en'] });
    expect(json.status).toBe(415);
  });
});
