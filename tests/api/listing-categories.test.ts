/**
 * The listing form's eBay category and item specifics, end to end against the sandbox marketplace's Taxonomy API:
 * categories found by words (with their paths), a category's item specifics (required ones first), the refusals
 * (a role that may not list on eBay, another account's channel, a channel type without categories, a query or
 * category of the wrong form, a category eBay does not know), and publishOffer refusing a family listing that lacks
 * a required item specific with eBay's own words, then taking it once the item specifics are filled. The same
 * routes for Amazon: its product types by words (Product Type Definitions API), a type's required attributes in
 * words, the refusals (a role without Amazon, a channel not connected, a product type of the wrong form or unknown),
 * and putListingsItem refusing a listing without a required attribute (90220), then publishing it once given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/until.ts';

let app: TestApp;
let owner: Client;
let staff: Client;
let globex: Client;
let acmeId: string;
let ebay: any;

beforeAll(async () => {
  app = await startTestApp({ worker: { recurring: false } });
  owner = await app.signIn(DEMO.acmeOwner);
  staff = await app.signIn(DEMO.acmeStaff);
  globex = await app.signIn(DEMO.globexOwner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  await app.knex('order_rules').where({ account_id: acmeId }).update({ enabled: false });
  ebay = await app.knex('sales_channels').where({ account_id: acmeId, type: 'EBAY', status: 'CONNECTED' }).first();
});
afterAll(() => app?.close());

describe('GET /api/sales-channels/:id/categories', () => {
  it('answers eBay\'s leaf categories for the words, best first, each with its path', async () => {
    const response = await owner.get(`/api/sales-channels/${ebay.id}/categories?q=${encodeURIComponent('lambswool crew jumper')}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.categories[0]).toEqual({
      id: '11484', name: 'Jumpers & Cardigans', path: ['Clothes, Shoes & Accessories', "Men's Clothing"],
      label: "Clothes, Shoes & Accessories › Men's Clothing › Jumpers & Cardigans",
    });
    expect((await owner.get(`/api/sales-channels/${ebay.id}/categories?q=beanie`)).body.categories.map((c: any) => c.id)).toEqual(['52365']);
    expect((await owner.get(`/api/sales-channels/${ebay.id}/categories?q=spaceship`)).body).toEqual({ categories: [] });
  });

  it('refuses a missing or overlong query, naming it', async () => {
    for (const query of ['', '?q=', `?q=${'a'.repeat(201)}`]) {
      const response = await owner.get(`/api/sales-channels/${ebay.id}/categories${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/query/q' })]);
    }
  });

  it('is refused to a role that may not list on eBay, and finds no channel of another account', async () => {
    // Acme's staff role has no eBay permission (perm:ebay): listing there is not theirs to do.
    const refused = await staff.get(`/api/sales-channels/${ebay.id}/categories?q=jumper`);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain('eBay listings');
    const elsewhere = await globex.get(`/api/sales-channels/${ebay.id}/categories?q=jumper`);
    expect(elsewhere.status).toBe(404);
    expect((await owner.get('/api/sales-channels/not-a-channel/categories?q=jumper')).status).toBe(404);
  });

  it('says a channel type without a category tree has nothing to search', async () => {
    const etsy = await app.knex('sales_channels').where({ account_id: acmeId, type: 'ETSY' }).first();
    const response = await owner.get(`/api/sales-channels/${etsy.id}/categories?q=jumper`);
    expect(response.status).toBe(404);
    expect(response.body.detail).toContain('Etsy');
  });
});

describe('GET /api/sales-channels/:id/categories/:categoryId/aspects', () => {
  it('answers the category\'s item specifics, required first, with their values and how they are entered', async () => {
    const response = await owner.get(`/api/sales-channels/${ebay.id}/categories/11484/aspects`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const aspects = response.body.aspects as any[];
    expect(aspects.filter((a) => a.required).map((a) => a.name)).toEqual(['Brand', 'Size', 'Department', 'Type']);
    expect(aspects.slice(0, 4).every((a) => a.required)).toBe(true);
    expect(aspects.find((a) => a.name === 'Department')).toEqual({ name: 'Department', required: true, recommended: false, mode: 'SELECTION_ONLY', multiple: false, for_variations: false, max_length: null, values: ['Men', 'Unisex Adults'] });
    expect(aspects.find((a) => a.name === 'Material')).toMatchObject({ required: false, recommended: true, mode: 'FREE_TEXT', multiple: true, max_length: 65 });
    expect(aspects.find((a) => a.name === 'Size')).toMatchObject({ for_variations: true });
  });

  it('refuses a category of the wrong form (400) and one eBay does not know or lists nothing in (422, eBay\'s words)', async () => {
    const bad = await owner.get(`/api/sales-channels/${ebay.id}/categories/abc/aspects`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ pointer: '/categoryId' })]);
    const unknown = await owner.get(`/api/sales-channels/${ebay.id}/categories/99999999/aspects`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toContain('does not exist');
    const parent = await owner.get(`/api/sales-channels/${ebay.id}/categories/1059/aspects`);
    expect(parent.status).toBe(422);
    expect(parent.body.detail).toContain('not a leaf');
    expect((await staff.get(`/api/sales-channels/${ebay.id}/categories/11484/aspects`)).status).toBe(403);
  });
});

describe('publishing a family in a category with required item specifics', () => {
  it('is refused with eBay\'s words for each missing one, then published once they are filled', async () => {
    const colour = await app.knex('attributes').where({ account_id: acmeId, name: 'Colour' }).first();
    const size = await app.knex('attributes').where({ account_id: acmeId, name: 'Size' }).first();
    const brand = await app.knex('brands').where({ account_id: acmeId }).orderBy('name').first();
    const location = (await app.knex('locations').where({ account_id: acmeId, is_default: true }).first()).id;
    const parent = (await owner.post('/api/products', { sku: 'ASPECT-JUMPER', title: 'Aran Crew Jumper', kind: 'PARENT', retail_price: 6900, brand_id: brand.id, images: [{ url: 'https://img.example/aran.jpg', position: 0 }] })).body;
    let n = 0;
    for (const c of ['Navy', 'Oatmeal']) {
      for (const s of ['M', 'L']) {
        const variant = await owner.post('/api/products', { sku: `ASPECT-JUMPER-${c.slice(0, 3).toUpperCase()}-${s}`, title: `Aran Crew Jumper, ${c}, ${s}`, kind: 'VARIANT', parent_id: parent.id, retail_price: 6900, attribute_values: [{ attribute_id: colour.id, value: c }, { attribute_id: size.id, value: s }] });
        expect(variant.status, JSON.stringify(variant.body)).toBe(201);
        const stock = await owner.post('/api/stock-levels', { product_id: variant.body.id, location_id: location });
        expect((await owner.post(`/api/stock-levels/${stock.body.id}/adjust`, { delta: 3 + n++, reason: 'Found in the back' })).status).toBe(200);
      }
    }
    const fields = { category_id: '11484', category_name: "Clothes, Shoes & Accessories › Men's Clothing › Jumpers & Cardigans", format: 'FIXED_PRICE', duration: 'GTC', condition: 'NEW', aspects: { Material: ['Wool'] } };
    const draft = await owner.post('/api/listings', { product_id: parent.id, sales_channel_id: ebay.id, channel: 'EBAY', channel_fields: fields });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect((await owner.post(`/api/listings/${draft.body.id}/submit`, {})).status).toBe(200);
    const refused = await until(async () => {
      const row = await app.knex('listings').where({ account_id: acmeId, id: draft.body.id }).first();
      return row.status === 'ERROR' ? row : undefined;
    }, 'eBay to refuse the family');
    // Brand comes from the product, Size from each variation: Department and Type are missing.
    expect(refused.issues.map((i: any) => i.message)).toEqual([
      'product.aspects.Department: A user error has occurred. The item specific Department is missing. Add Department to this listing, enter a valid value, and then try again.',
      'product.aspects.Type: A user error has occurred. The item specific Type is missing. Add Type to this listing, enter a valid value, and then try again.',
    ]);

    const current = (await owner.get(`/api/listings/${draft.body.id}`)).body;
    const edited = await owner.put(`/api/listings/${draft.body.id}`, { version: current.version, channel_fields: { ...fields, aspects: { Material: ['Wool'], Department: ['Men'], Type: ['Jumper'] } } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.channel_fields.aspects).toEqual({ Material: ['Wool'], Department: ['Men'], Type: ['Jumper'] });
    expect((await owner.post(`/api/listings/${draft.body.id}/retry`, {})).status).toBe(200);
    const live = await until(async () => {
      const row = await app.knex('listings').where({ account_id: acmeId, id: draft.body.id }).first();
      return row.status === 'ACTIVE' ? row : undefined;
    }, 'the family to go live');
    const held = (await owner.get('/sandbox/ebay/_control/listings')).body.listings as any[];
    const group = held.find((l) => l.id === live.external_id);
    expect(group.title).toBe('Aran Crew Jumper');
    expect(held.filter((l) => l.variation_of === group.id)).toHaveLength(4);
  }, 300_000);
});

describe('Amazon: product types as the categories, their required attributes as the aspects', () => {
  let amazon: any;
  beforeAll(async () => {
    amazon = await app.knex('sales_channels').where({ account_id: acmeId, type: 'AMAZON', status: 'CONNECTED' }).first();
  });

  it('finds product types for the merchant\'s words, in Amazon\'s words', async () => {
    const response = await owner.get(`/api/sales-channels/${amazon.id}/categories?q=jumper`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ categories: [{ id: 'SWEATER', name: 'Sweater', path: [], label: 'Sweater' }] });
    expect((await owner.get(`/api/sales-channels/${amazon.id}/categories?q=spaceship`)).body).toEqual({ categories: [] });
    expect((await owner.get(`/api/sales-channels/${amazon.id}/categories?q=`)).status).toBe(400);
  });

  it('answers a product type\'s required attributes with their titles, choices in words and the language stored', async () => {
    const response = await owner.get(`/api/sales-channels/${amazon.id}/categories/SWEATER/aspects`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const aspects = response.body.aspects as any[];
    expect(aspects.map((a) => a.title)).toEqual(['Bullet Point', 'Item Type Keyword', 'Country/Region of Origin', 'Dangerous Goods Regulations']);
    expect(aspects.every((a) => a.required)).toBe(true);
    expect(aspects[0]).toMatchObject({ name: 'bullet_point', mode: 'FREE_TEXT', multiple: true, language_tag: 'en_GB', max_length: 100 });
    const country = aspects.find((a) => a.name === 'country_of_origin');
    expect(country.values[0]).toBe('GB');
    expect(country.value_names[0]).toBe('United Kingdom');
  });

  it('refuses a product type of the wrong form (400), one Amazon does not know (422), another account (404), a channel not connected (409)', async () => {
    const bad = await owner.get(`/api/sales-channels/${amazon.id}/categories/sweater!/aspects`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    expect(bad.body.errors).toEqual([expect.objectContaining({ pointer: '/categoryId', message: expect.stringContaining('product type') })]);
    const unknown = await owner.get(`/api/sales-channels/${amazon.id}/categories/SPACESHIP/aspects`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toContain('SPACESHIP');
    // In the merchant's words: what to do, not the request and Amazon's JSON.
    expect(unknown.body.detail).toContain('search for the product type that fits');
    expect(unknown.body.detail).not.toMatch(/definitions\/2020|"errors"|answered 404/);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ pointer: '/categoryId' })]);
    expect((await globex.get(`/api/sales-channels/${amazon.id}/categories?q=jumper`)).status).toBe(404);
    // node-postgres sends a JS array as a PostgreSQL array: json columns (location_priority…) go as JSON text.
    const asJson = Object.fromEntries(Object.entries(amazon).map(([k, v]) => [k, v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v]));
    const [other] = await app.knex('sales_channels').insert({ ...asJson, id: undefined, name: 'Acme on Amazon DE', marketplace: 'A1PA6795UKMFR9', order_prefix: 'AMDE-', status: 'DISCONNECTED', credentials: null, created_at: undefined, updated_at: undefined, version: undefined }).returning('id');
    const waiting = await owner.get(`/api/sales-channels/${other.id}/categories?q=jumper`);
    expect(waiting.status).toBe(409);
    expect(waiting.body.detail).toContain('Connect Acme on Amazon DE');
    await app.knex('sales_channels').where({ id: other.id }).delete();
  });

  it('is refused to a role that may not list on Amazon', async () => {
    // Acme's staff role has no Amazon permission: refused with the marketplace named.
    const role = await staff.get(`/api/sales-channels/${amazon.id}/categories?q=jumper`);
    expect(role.status).toBe(403);
    expect(role.body.detail).toContain('Amazon listings');
    expect((await staff.get(`/api/sales-channels/${amazon.id}/categories/SWEATER/aspects`)).status).toBe(403);
  });

  it('publishing without a required attribute is refused with Amazon\'s words; given, it goes live', async () => {
    const brand = await app.knex('brands').where({ account_id: acmeId }).orderBy('name').first();
    const product = (await owner.post('/api/products', { sku: 'TYPE-JUMPER', title: 'Lambswool Crew Jumper', description: '<p>A soft lambswool crew-neck jumper, knitted in Scotland.</p>', kind: 'SIMPLE', retail_price: 6900, brand_id: brand.id, barcodes: [{ type: 'EAN13', value: '5012345678917' }], images: [{ url: 'https://img.example/crew.jpg', position: 0 }] })).body;
    expect(product.id, JSON.stringify(product)).toBeTruthy();
    const location = (await app.knex('locations').where({ account_id: acmeId, is_default: true }).first()).id;
    const stock = await owner.post('/api/stock-levels', { product_id: product.id, location_id: location });
    expect((await owner.post(`/api/stock-levels/${stock.body.id}/adjust`, { delta: 5, reason: 'Found in the back' })).status).toBe(200);
    const attributes = { item_type_keyword: [{ value: 'pullover-sweaters' }], country_of_origin: [{ value: 'GB' }], supplier_declared_dg_hz_regulation: [{ value: 'not_applicable' }] };
    const fields = { product_type: 'SWEATER', product_type_name: 'Sweater', fulfillment_channel: 'MFN', attributes };
    const draft = await owner.post('/api/listings', { product_id: product.id, sales_channel_id: amazon.id, channel: 'AMAZON', channel_fields: fields });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect((await owner.post(`/api/listings/${draft.body.id}/submit`, {})).status).toBe(200);
    const refused = await until(async () => {
      const row = await app.knex('listings').where({ account_id: acmeId, id: draft.body.id }).first();
      return row.status === 'ERROR' ? row : undefined;
    }, 'Amazon to refuse the listing');
    expect(refused.issues.map((i: any) => i.message)).toEqual(["bullet_point: 'Bullet Point' is required but not supplied."]);

    const current = (await owner.get(`/api/listings/${draft.body.id}`)).body;
    const given = { ...attributes, bullet_point: [{ value: 'Soft Scottish lambswool', language_tag: 'en_GB' }] };
    const edited = await owner.put(`/api/listings/${draft.body.id}`, { version: current.version, channel_fields: { ...fields, attributes: given } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await owner.post(`/api/listings/${draft.body.id}/retry`, {})).status).toBe(200);
    const live = await until(async () => {
      const row = await app.knex('listings').where({ account_id: acmeId, id: draft.body.id }).first();
      return row.status === 'ACTIVE' ? row : undefined;
    }, 'the listing to go live');
    expect(live.external_id).toMatch(/^B0/);
  }, 300_000);
});
