/**
 * The listing form's eBay category and item specifics, end to end against the sandbox marketplace's Taxonomy API:
 * categories found by words (with their paths), a category's item specifics (required ones first), the refusals
 * (a role that may not list on eBay, another account's channel, a channel type without categories, a query or
 * category of the wrong form, a category eBay does not know), and publishOffer refusing a family listing that lacks
 * a required item specific with eBay's own words, then taking it once the item specifics are filled.
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
}, 400_000);
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
    const amazon = await app.knex('sales_channels').where({ account_id: acmeId, type: 'AMAZON' }).first();
    const response = await owner.get(`/api/sales-channels/${amazon.id}/categories?q=jumper`);
    expect(response.status).toBe(404);
    expect(response.body.detail).toContain('Amazon');
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
  }, 120_000);
});
