/**
 * Uploaded images (`x-upload: "image"`, a product's images; api/media/): an upload is stored with the type read
 * from its bytes and a thumbnail, served publicly at its unguessable path with its type and cache headers, kept to
 * its account through the API, refused when it is no image, too big, or from a role that may not edit, and deleted
 * only once no record shows it. A product stores the path like any URL; the listing job hands marketplaces the
 * absolute URL.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let owner: Client;
let staff: Client;
let globex: Client;
let partner: Client;
let acmeId: string;

const photo = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })[format]().toBuffer();

beforeAll(async () => {
  app = await startTestApp();
  [owner, staff, globex, partner] = await Promise.all([DEMO.acmeOwner, DEMO.acmeStaff, DEMO.globexOwner, DEMO.partner].map((email) => app.signIn(email)));
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
});
afterAll(() => app?.close());

/** Sends the file as a browser's FormData does. */
async function upload(client: Client, data: Buffer, name = 'photo.png', resource = 'products') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/octet-stream' }), name);
  const response = await fetch(`${app.baseUrl}/api/${resource}/images`, {
    method: 'POST', body: form, headers: { Origin: app.baseUrl, ...(client.cookie ? { Cookie: client.cookie } : {}) },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** GET a public path without any session, as a marketplace does. */
const fetchPublic = (path: string, headers: Record<string, string> = {}) => fetch(`${app.baseUrl}${path}`, { headers });

describe('POST /api/<resource>/images', () => {
  it('stores a PNG, answers its public path and thumbnail, and serves both with their type and cache headers', async () => {
    const png = await photo('png', 1200, 900);
    const res = await upload(owner, png, 'front.png');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ content_type: 'image/png', size_bytes: png.length, width: 1200, height: 900, file_name: 'front.png', resource: 'products' });
    expect(res.body.url).toMatch(/^\/media\/[A-Za-z0-9_-]{43}\.png$/);
    expect(res.body.thumbnail_url).toBe(res.body.url.replace(/\.png$/, '.thumb.webp'));
    const row = await app.knex('images').where({ id: res.body.id }).first();
    expect(row.account_id).toBe(acmeId);
    expect(Buffer.from(row.content).equals(png)).toBe(true);

    const original = await fetchPublic(res.body.url);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    const again = await fetchPublic(res.body.url, { 'If-None-Match': original.headers.get('etag')! });
    expect(again.status).toBe(304);

    const thumb = await fetchPublic(res.body.thumbnail_url);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const size = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 320, 240]);
  });

  it.each([['jpeg', 'image/jpeg', 'jpg'], ['webp', 'image/webp', 'webp'], ['gif', 'image/gif', 'gif']] as const)('takes a %s, whatever its name says', async (format, type, extension) => {
    const res = await upload(staff, await photo(format, 64, 48), 'named-wrongly.png');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.content_type).toBe(type);
    expect(res.body.url.endsWith(`.${extension}`)).toBe(true);
    expect((await fetchPublic(res.body.url)).headers.get('content-type')).toBe(type);
  });

  it('refuses what is not an image by its bytes, or a damaged one, naming /file, and stores nothing', async () => {
    const before = Number((await app.knex('images').count({ n: '*' }))[0].n);
    const pdf = await upload(owner, Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'photo.png');
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors).toEqual([{ pointer: '/file', message: expect.stringContaining('is not a PNG, JPEG, WebP or GIF image') }]);
    const damaged = await upload(owner, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]));
    expect(damaged.status).toBe(400);
    expect(damaged.body.errors[0]).toMatchObject({ pointer: '/file', message: expect.stringContaining('could not be read as an image') });
    const none = await fetch(`${app.baseUrl}/api/products/images`, { method: 'POST', body: new FormData(), headers: { Origin: app.baseUrl, Cookie: owner.cookie! } });
    expect(none.status).toBe(400);
    expect(Number((await app.knex('images').count({ n: '*' }))[0].n)).toBe(before);
  });

  it('stores a small PNG carrying a huge zTXt chunk without the chunk, never inflating it (issue 24)', async () => {
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length, 0);
      head.write(type, 4, 'latin1');
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
      return Buffer.concat([head, data, crc]);
    };
    const png = await photo('png', 40, 30);
    // 64 MB of text deflated to ~64 kB: what a decoder reading text chunks would inflate. Four of them.
    const zTXt = chunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x41), { level: 9 })]));
    const afterIhdr = 8 + 12 + png.readUInt32BE(8);
    const file = Buffer.concat([png.subarray(0, afterIhdr), zTXt, zTXt, zTXt, zTXt, png.subarray(afterIhdr)]);
    expect(file.length).toBeLessThan(1024 * 1024);

    const res = await upload(owner, file, 'bomb.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 40, height: 30, content_type: 'image/png', size_bytes: png.length });
    const stored = await app.knex('images').where({ id: res.body.id }).first('content');
    expect(Buffer.from(stored.content).includes(Buffer.from('zTXt', 'latin1'))).toBe(false);
    expect(Buffer.from(stored.content).equals(png)).toBe(true);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([await photo('png', 8, 8), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(owner, big);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('is only for resources with an image field, and only for roles that may edit them', async () => {
    const png = await photo('png', 8, 8);
    expect((await upload(owner, png, 'x.png', 'brands')).status).toBe(404);
    expect((await upload(partner, png)).status).toBe(403);
    expect((await upload(app.anonymous(), png)).status).toBe(401);
  });
});

describe('an image in a product', () => {
  it('is saved as the product\'s image, kept to its account, and deleted only once no product shows it', async () => {
    const uploaded = (await upload(owner, await photo('jpeg', 640, 640), 'side.jpg')).body;
    const product = (await owner.post('/api/products', { sku: `IMG-${Date.now()}`, title: 'Pictured', images: [{ url: uploaded.url, position: 0, alt: 'Side view' }, { url: 'https://cdn.example.com/a.png', position: 1 }] })).body;
    expect(product.images[0]).toEqual({ url: uploaded.url, position: 0, alt: 'Side view' });

    // Another account sees neither the image nor a way to delete it.
    expect((await globex.get(`/api/images/${uploaded.id}`)).status).toBe(404);
    expect((await globex.delete(`/api/images/${uploaded.id}`)).status).toBe(404);
    expect((await owner.get(`/api/images/${uploaded.id}`)).body).toMatchObject({ id: uploaded.id, url: uploaded.url, width: 640 });

    const inUse = await owner.delete(`/api/images/${uploaded.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ code: 'in_use', uses: { products: 1 } });

    await owner.put(`/api/products/${product.id}`, { ...product, images: product.images.slice(1) });
    expect((await partner.delete(`/api/images/${uploaded.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/images/${uploaded.id}`)).status).toBe(204);
    expect(await app.knex('images').where({ id: uploaded.id }).first()).toBeUndefined();
    expect((await fetchPublic(uploaded.url)).status).toBe(404);
  });

  it('deletes, at the next upload, images no record has shown for a week, and keeps those still shown', async () => {
    const orphan = (await upload(owner, await photo('png', 10, 10), 'left-behind.png')).body;
    const kept = (await upload(owner, await photo('png', 12, 12), 'still-used.png')).body;
    await owner.post('/api/products', { sku: `IMG-KEPT-${Date.now()}`, title: 'Still pictured', images: [{ url: kept.url }] });
    const globexOld = (await upload(globex, await photo('png', 10, 10))).body;
    await app.knex('images').whereIn('id', [orphan.id, kept.id, globexOld.id]).update({ created_at: app.knex.raw("now() - interval '8 days'") });
    await upload(owner, await photo('png', 8, 8), 'next.png');
    expect((await owner.get(`/api/images/${orphan.id}`)).status).toBe(404);
    expect((await owner.get(`/api/images/${kept.id}`)).status).toBe(200);
    // Another account's leftovers wait for that account's own uploads.
    expect((await globex.get(`/api/images/${globexOld.id}`)).status).toBe(200);
  });

  it('answers 404 for an unknown token or the wrong extension', async () => {
    const uploaded = (await upload(owner, await photo('png', 16, 16))).body;
    expect((await fetchPublic(uploaded.url.replace(/\.png$/, '.jpg'))).status).toBe(404);
    expect((await fetchPublic(`/media/${'A'.repeat(43)}.png`)).status).toBe(404);
    expect((await owner.get('/api/images/not-a-uuid')).status).toBe(404);
  });

  it('refuses a product image path that is not an https URL or an uploaded image', async () => {
    const res = await owner.post('/api/products', { sku: `IMG-BAD-${Date.now()}`, title: 'Bad', images: [{ url: 'http://example.com/a.png' }, { url: '/media/short.png' }] });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(expect.arrayContaining(['/images/0/url', '/images/1/url']));
  });
});
