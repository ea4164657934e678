/**
 * Listing many products at once (POST /api/listings/bulk), the List Products pages' pickers, and Promote & Expand,
 * on a real, demo-seeded database: rows are checked in the tables, a refused batch leaves nothing behind, channel
 * permissions and tenancy hold, and the "not listed yet" counts match the seeded data exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let partner: Client;
let globex: Client;
let ebayOnly: Client;
let acmeId: string;
let globexId: string;
const channels: Record<string, Row> = {};

let serial = 0;
/** A new Acme product (SKU unique per call), so bulk listings never collide with the demo ones. */
async function newProduct(extra: Row = {}, client: Client = owner): Promise<Row> {
  serial += 1;
  const response = await client.post('/api/products', { sku: `BULK-${serial}`, title: `Bulk test product ${serial}`, retail_price: 1000 + serial, ...extra });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body;
}

const listingsOf = (productIds: string[]) => app.knex('listings').whereIn('product_id', productIds);
const EBAY_FIELDS = { category_id: '20635', format: 'FIXED_PRICE', duration: 'GTC', condition: 'NEW' };

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  staff = await app.signIn(DEMO.acmeStaff);
  partner = await app.signIn(DEMO.partner);
  globex = await app.signIn(DEMO.globexOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  globexId = (await app.knex('accounts').whereNot({ id: acmeId }).where('name', 'like', 'Globex%').first('id')).id;
  for (const type of ['EBAY', 'AMAZON', 'ETSY', 'WISH', 'ONBUY', 'STORE']) {
    channels[type] = await app.knex('sales_channels').where({ account_id: acmeId, type }).orderBy('name').first('id', 'name');
  }
  const user = await owner.post('/api/users', { email: 'bulk.ebay@acme.test', name: 'Bea eBay', role: 'staff', permissions: ['ebay'], password: 'an ebay staff password' });
  if (user.status !== 201) throw new Error(JSON.stringify(user.body));
  ebayOnly = await app.signIn('bulk.ebay@acme.test', 'an ebay staff password');
});
afterAll(() => app?.close());

describe('POST /api/listings/bulk', () => {
  it('creates one DRAFT listing per product with the product\'s defaults and the per-product overrides', async () => {
    const [a, b] = [await newProduct(), await newProduct({ currency: 'EUR' })];
    const response = await owner.post('/api/listings/bulk', {
      sales_channel_id: channels.EBAY.id, product_ids: [a.id, b.id], channel_fields: EBAY_FIELDS,
      overrides: { [b.id]: { price: 4321, title: 'A shorter eBay title', channel_fields: { condition: 'NEW_OTHER' } } },
      submit: false,
    });
    expect(response.status).toBe(201);
    expect(response.body.created).toEqual([
      expect.objectContaining({ product_id: a.id, status: 'DRAFT', sku: a.sku }),
      expect.objectContaining({ product_id: b.id, status: 'DRAFT', sku: b.sku }),
    ]);
    const rows = await listingsOf([a.id, b.id]).orderBy('sku');
    expect(rows).toHaveLength(2);
    const [ra, rb] = [rows.find((r) => r.product_id === a.id), rows.find((r) => r.product_id === b.id)];
    expect(ra).toMatchObject({ account_id: acmeId, sales_channel_id: channels.EBAY.id, channel: 'EBAY', status: 'DRAFT', sku: a.sku, title: a.title, price: a.retail_price, currency: 'GBP' });
    expect(ra.channel_fields).toMatchObject(EBAY_FIELDS);
    expect(rb).toMatchObject({ title: 'A shorter eBay title', price: 4321, currency: 'EUR' });
    expect(rb.channel_fields).toMatchObject({ ...EBAY_FIELDS, condition: 'NEW_OTHER' });
    expect(response.body.created.map((c: Row) => c.listing_id).sort()).toEqual([ra.id, rb.id].sort());
  });

  it('submits every listing when asked (DRAFT → SUBMITTING, with status history)', async () => {
    const products = [await newProduct(), await newProduct()];
    const response = await owner.post('/api/listings/bulk', { sales_channel_id: channels.EBAY.id, product_ids: products.map((p) => p.id), channel_fields: EBAY_FIELDS, submit: true });
    expect(response.status).toBe(201);
    expect(response.body.created.map((c: Row) => c.status)).toEqual(['SUBMITTING', 'SUBMITTING']);
    const rows = await listingsOf(products.map((p) => p.id));
    expect(rows.map((r) => r.status)).toEqual(['SUBMITTING', 'SUBMITTING']);
    const history = await app.knex('status_history').whereIn('record_id', rows.map((r) => r.id)).select('transition', 'from_status', 'to_status');
    expect(history).toEqual([
      { transition: 'submit', from_status: 'DRAFT', to_status: 'SUBMITTING' },
      { transition: 'submit', from_status: 'DRAFT', to_status: 'SUBMITTING' },
    ]);
  });

  it('cuts a long product title to the channel\'s limit at a word break', async () => {
    const long = await newProduct({ title: `${'Handmade oak chopping board '.repeat(5)}with juice groove` });
    const response = await owner.post('/api/listings/bulk', { sales_channel_id: channels.EBAY.id, product_ids: [long.id], channel_fields: EBAY_FIELDS });
    expect(response.status).toBe(201);
    const row = await listingsOf([long.id]).first();
    expect(row.title.length).toBeLessThanOrEqual(80);
    expect(long.title.startsWith(row.title)).toBe(true);
    expect(row.title.endsWith(' ')).toBe(false);
  });

  it('creates nothing when one row is invalid, and names that product and field', async () => {
    const products = [await newProduct(), await newProduct(), await newProduct()];
    const bad = products[1];
    const response = await owner.post('/api/listings/bulk', {
      sales_channel_id: channels.EBAY.id, product_ids: products.map((p) => p.id), channel_fields: EBAY_FIELDS,
      overrides: { [bad.id]: { title: 'x'.repeat(81) } },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.body.code).toBe('validation_failed');
    expect(response.body.errors).toEqual([
      { product_id: bad.id, pointer: `/overrides/${bad.id}/title`, field: '/title', message: expect.stringContaining('80') },
    ]);
    expect(response.body.detail).toContain('nothing was created');
    expect(await listingsOf(products.map((p) => p.id))).toEqual([]);
  });

  it('refuses to submit listings missing what the channel needs, naming each product', async () => {
    const products = [await newProduct(), await newProduct()];
    const response = await owner.post('/api/listings/bulk', { sales_channel_id: channels.EBAY.id, product_ids: products.map((p) => p.id), channel_fields: { format: 'FIXED_PRICE' }, submit: true });
    expect(response.status).toBe(400);
    const missing = response.body.errors.filter((e: Row) => e.field === '/channel_fields/category_id');
    expect(missing.map((e: Row) => e.product_id).sort()).toEqual(products.map((p) => p.id).sort());
    expect(missing[0]).toMatchObject({ pointer: '/channel_fields/category_id', message: expect.stringContaining('required to submit') });
    expect(await listingsOf(products.map((p) => p.id))).toEqual([]);
  });

  it('reports channel-schema errors of the batch fields with their pointer', async () => {
    const product = await newProduct();
    const response = await owner.post('/api/listings/bulk', { sales_channel_id: channels.ETSY.id, product_ids: [product.id], channel_fields: { who_made: 'a_robot', tags: ['x'.repeat(21)] } });
    expect(response.status).toBe(400);
    const pointers = response.body.errors.map((e: Row) => e.pointer).sort();
    expect(pointers).toEqual(['/channel_fields/tags/0', '/channel_fields/who_made']);
    expect(response.body.errors.every((e: Row) => e.product_id === product.id)).toBe(true);
  });

  it('refuses a product already listed on that sales channel, and lists it elsewhere', async () => {
    const product = await newProduct();
    expect((await owner.post('/api/listings/bulk', { sales_channel_id: channels.EBAY.id, product_ids: [product.id], channel_fields: EBAY_FIELDS })).status).toBe(201);
    const fresh = await newProduct();
    const again = await owner.post('/api/listings/bulk', { sales_channel_id: channels.EBAY.id, product_ids: [fresh.id, product.id], channel_fields: EBAY_FIELDS });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ product_id: product.id, pointer: '/product_ids/1', field: '', message: expect.stringContaining(`is already listed on ${channels.EBAY.name}`) }]);
    expect(await listingsOf([fresh.id])).toEqual([]);
    const onbuy = await owner.post('/api/listings/bulk', { sales_channel_id: channels.ONBUY.id, product_ids: [product.id], channel_fields: { opc: 'ABC12345' } });
    expect(onbuy.status).toBe(201);
    expect(await listingsOf([product.id])).toHaveLength(2);
  });

  it('answers 403 to a role without the channel\'s permission, and writes nothing', async () => {
    const product = await newProduct();
    const body = { sales_channel_id: channels.EBAY.id, product_ids: [product.id], channel_fields: EBAY_FIELDS };
    const byStaff = await staff.post('/api/listings/bulk', body);
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.code).toBe('forbidden');
    const onAmazon = await ebayOnly.post('/api/listings/bulk', { ...body, sales_channel_id: channels.AMAZON.id, channel_fields: { product_type: 'SHIRT' } });
    expect(onAmazon.status).toBe(403);
    expect(onAmazon.body.detail).toContain('Amazon');
    expect((await partner.post('/api/listings/bulk', body, { 'X-Account-Id': acmeId })).status).toBe(403);
    expect(await listingsOf([product.id])).toEqual([]);
    // The eBay-only member may list on eBay.
    expect((await ebayOnly.post('/api/listings/bulk', body)).status).toBe(201);
  });

  it('treats another account\'s product or sales channel as unknown, without telling anything about it', async () => {
    const theirs = await newProduct({ sku: `GLX-BULK-${Date.now()}`, title: 'Globex secret gadget' }, globex);
    const mine = await newProduct();
    const response = await owner.post('/api/listings/bulk', { sales_channel_id: channels.EBAY.id, product_ids: [mine.id, theirs.id], channel_fields: EBAY_FIELDS });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ product_id: theirs.id, pointer: '/product_ids/1', field: '', message: 'refers to no product of this account' }]);
    expect(JSON.stringify(response.body)).not.toContain('Globex secret gadget');
    expect(await listingsOf([mine.id, theirs.id])).toEqual([]);
    const globexChannel = await app.knex('sales_channels').where({ account_id: globexId }).first('id');
    const foreign = await owner.post('/api/listings/bulk', { sales_channel_id: globexChannel.id, product_ids: [mine.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ pointer: '/sales_channel_id', message: 'refers to no sales channel of this account' }]);
  });

  it('checks the body and names every wrong member', async () => {
    const empty = await owner.post('/api/listings/bulk', { sales_channel_id: 'nope', product_ids: [], colour: 'red', submit: 'yes' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((e: Row) => e.pointer).sort()).toEqual(['/colour', '/product_ids', '/sales_channel_id', '/submit']);
    const ids = Array.from({ length: 501 }, () => crypto.randomUUID());
    const tooMany = await owner.post('/api/listings/bulk', { sales_channel_id: channels.EBAY.id, product_ids: ids });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0]).toMatchObject({ pointer: '/product_ids', message: expect.stringContaining('at most 500') });
    const id = crypto.randomUUID();
    const twice = await owner.post('/api/listings/bulk', { sales_channel_id: channels.EBAY.id, product_ids: [id, id, 'x'], overrides: { [crypto.randomUUID()]: {} } });
    expect(twice.body.errors.map((e: Row) => e.pointer)).toEqual(expect.arrayContaining(['/product_ids/1', '/product_ids/2']));
    expect(twice.body.errors.some((e: Row) => e.pointer.startsWith('/overrides/') && e.message.includes('not in product_ids'))).toBe(true);
    const badPrice = await owner.post('/api/listings/bulk', { sales_channel_id: channels.EBAY.id, product_ids: [id], overrides: { [id]: { price: 12.5, sku: 'X' } } });
    expect(badPrice.body.errors.map((e: Row) => e.pointer).sort()).toEqual([`/overrides/${id}/price`, `/overrides/${id}/sku`]);
  });
});

describe('the List Products pickers', () => {
  it('offers the account\'s sales channels of a type to a role that may list there, without credentials', async () => {
    const response = await ebayOnly.get('/api/listings/bulk/channels?channel=EBAY');
    expect(response.status).toBe(200);
    const expected = await app.knex('sales_channels').where({ account_id: acmeId, type: 'EBAY' }).pluck('id');
    expect(response.body.map((c: Row) => c.id).sort()).toEqual(expected.sort());
    for (const c of response.body) expect(Object.keys(c).sort()).toEqual(['id', 'marketplace', 'name', 'status', 'type']);
    expect((await ebayOnly.get('/api/listings/bulk/channels?channel=AMAZON')).status).toBe(403);
    expect((await ebayOnly.get('/api/listings/bulk/channels?channel=NOPE')).status).toBe(400);
  });

  it('pages products with search, status and "not yet listed on this channel"', async () => {
    const listedOne = await newProduct({ title: 'Picker zebra mug' });
    const freeOne = await newProduct({ title: 'Picker zebra jug' });
    await owner.post('/api/listings/bulk', { sales_channel_id: channels.WISH.id, product_ids: [listedOne.id] });
    const all = await owner.get(`/api/listings/bulk/products?sales_channel_id=${channels.WISH.id}&q=zebra&status=ACTIVE`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.rows.map((r: Row) => [r.title, r.listing?.status ?? null])).toEqual([['Picker zebra jug', null], ['Picker zebra mug', 'DRAFT']]);
    const unlisted = await owner.get(`/api/listings/bulk/products?sales_channel_id=${channels.WISH.id}&q=zebra&unlisted=1`);
    expect(unlisted.body.rows.map((r: Row) => r.id)).toEqual([freeOne.id]);
    const byIds = await owner.get(`/api/listings/bulk/products?ids=${listedOne.id},${freeOne.id}`);
    expect(byIds.body.total).toBe(2);
    const bad = await owner.get('/api/listings/bulk/products?unlisted=1&limit=0&status=GONE');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: Row) => e.pointer).sort()).toEqual(['/query/limit', '/query/status', '/query/unlisted']);
  });
});

describe('GET /api/promote-expand', () => {
  /** The expected gaps, computed in JS from the stored rows (independently of the endpoint's SQL). */
  async function expectedGaps(accountId: string): Promise<Record<string, number>> {
    const active = await app.knex('products').where({ account_id: accountId, status: 'ACTIVE' }).pluck('id');
    const listings = await app.knex('listings').where({ account_id: accountId }).select('product_id', 'channel');
    const out: Record<string, number> = {};
    for (const channel of ['EBAY', 'AMAZON', 'ETSY', 'WISH', 'ONBUY', 'STORE']) {
      const listed = new Set(listings.filter((l) => l.channel === channel).map((l) => l.product_id));
      out[channel] = active.filter((id: string) => !listed.has(id)).length;
    }
    return out;
  }

  it('counts, per channel, the ACTIVE products listed on none of the account\'s channels of that type', async () => {
    // One more unlisted ACTIVE product and one DRAFT one (DRAFT products never count).
    await newProduct();
    await newProduct({ status: 'DRAFT' });
    const response = await owner.get('/api/promote-expand');
    expect(response.status).toBe(200);
    const expected = await expectedGaps(acmeId);
    expect(response.body.allowed).toBe(true);
    expect(response.body.channels.map((c: Row) => c.channel)).toEqual(['EBAY', 'AMAZON', 'ETSY', 'WISH', 'ONBUY', 'STORE']);
    for (const gap of response.body.channels) {
      expect(gap.unlisted, gap.channel).toBe(expected[gap.channel]);
      expect(gap.product_ids.length).toBe(Math.min(50, expected[gap.channel]));
      expect(gap.sample.length).toBe(Math.min(5, expected[gap.channel]));
      expect(gap.can_list).toBe(true);
      expect(gap.path).toBe(`/products-listings/${gap.channel.toLowerCase()}/list-products`);
    }
    expect(Object.values(expected).some((n) => n > 0)).toBe(true);
    // The sampled products really are ACTIVE, Acme's and unlisted on that channel.
    const ebay = response.body.channels.find((c: Row) => c.channel === 'EBAY');
    const sampled = await app.knex('products').whereIn('id', ebay.product_ids).select('account_id', 'status');
    expect(sampled.every((p) => p.account_id === acmeId && p.status === 'ACTIVE')).toBe(true);
    expect(await app.knex('listings').whereIn('product_id', ebay.product_ids).where('channel', 'EBAY')).toEqual([]);
  });

  it('shows only the channels the caller may work on', async () => {
    const forStaff = await staff.get('/api/promote-expand');
    expect(forStaff.body.channels.map((c: Row) => c.channel)).toEqual(['ONBUY']);
    const forEbay = await ebayOnly.get('/api/promote-expand');
    expect(forEbay.body.channels.map((c: Row) => c.channel)).toEqual(['EBAY', 'ONBUY']);
    expect(forEbay.body.channels[0].unlisted).toBe((await expectedGaps(acmeId)).EBAY);
  });

  it('counts within the account acted in', async () => {
    const response = await globex.get('/api/promote-expand');
    const expected = await expectedGaps(globexId);
    for (const gap of response.body.channels) expect(gap.unlisted, gap.channel).toBe(expected[gap.channel]);
  });
});
