/**
 * The catalogue entities on a real, demo-seeded database: variation attributes, stock levels, store categories,
 * listing import schedules, responsible persons, product labels and the product's GPSR and variation fields.
 * Each entity: a valid create (checked in the stored row), an invalid one naming the field, tenant isolation
 * (another account's record is 404) and permission refusal (403). Listings and their templates are in
 * catalogue-listings.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';
import { MAX_LABEL_BYTES } from '../../api/domain/catalogue/gpsr.ts';
import { hooks as productLabelHooks } from '../../entities/product-label/hooks.ts';
import type { HookContext } from '../../api/domain/hooks.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let staff: Client;
let globex: Client;
let partner: Client;
let acmeId: string;
let globexId: string;

/** The first stored row of `table` in Acme (or Globex) matching `where`. */
const acmeRow = (table: string, where: Row = {}) => app.knex(table).where({ account_id: acmeId, ...where }).first();
const globexRow = (table: string, where: Row = {}) => app.knex(table).where({ account_id: globexId, ...where }).first();
const pointers = (body: Row) => (body.errors as Array<{ pointer: string }>).map((e) => e.pointer).sort();

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const b64 = (text: string) => Buffer.from(text, 'latin1').toString('base64');

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  staff = await app.signIn(DEMO.acmeStaff);
  globex = await app.signIn(DEMO.globexOwner);
  partner = await app.signIn(DEMO.partner);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  globexId = (await app.knex('accounts').where({ name: 'Globex Retail' }).first('id')).id;
});
afterAll(() => app?.close());

describe('demo data', () => {
  it.each([
    'attributes', 'stock_levels', 'store_categories', 'html_templates', 'shipping_templates', 'listings', 'listing_import_schedules',
  ])('has %s in both merchant accounts', async (table) => {
    for (const accountId of [acmeId, globexId]) {
      const [{ n }] = await app.knex(table).where({ account_id: accountId }).count<{ n: number }[]>({ n: '*' });
      expect(Number(n)).toBeGreaterThan(1);
    }
  });

  it('has a stock level for every stocked product at every location', async () => {
    for (const accountId of [acmeId, globexId]) {
      const products = await app.knex('products').where({ account_id: accountId }).whereNot('kind', 'PARENT').count<{ n: number }[]>({ n: '*' });
      const locations = await app.knex('locations').where({ account_id: accountId }).count<{ n: number }[]>({ n: '*' });
      const levels = await app.knex('stock_levels').where({ account_id: accountId }).count<{ n: number }[]>({ n: '*' });
      expect(Number(levels[0].n)).toBe(Number(products[0].n) * Number(locations[0].n));
    }
  });

  it('lists on several channels; submits what it plans to sell through the channels Sellyard reaches, and fakes no marketplace state', async () => {
    for (const accountId of [acmeId, globexId]) {
      const rows = await app.knex('listings as l')
        .join('sales_channels as c', function channelOf() { this.on('c.account_id', 'l.account_id').andOn('c.id', 'l.sales_channel_id'); })
        .where({ 'l.account_id': accountId })
        .select('l.channel', 'l.status', 'l.issues', 'l.external_id', 'l.sales_channel_id', 'c.status as channel_status');
      expect(new Set(rows.map((r) => r.channel)).size).toBeGreaterThanOrEqual(5);
      // No worker runs here: submitted listings wait for the publish job; nothing claims a marketplace id it was not given.
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['DRAFT', 'SUBMITTING']));
      expect(rows.filter((r) => r.external_id !== null || r.issues.length)).toEqual([]);
      // Every channel type has its adapter: a connected channel's planned listings are submitted, and only those.
      const submitting = rows.filter((r) => r.status === 'SUBMITTING');
      expect(submitting.filter((r) => r.channel_status !== 'CONNECTED')).toEqual([]);
      const connected = new Set(rows.filter((r) => r.channel_status === 'CONNECTED').map((r) => r.sales_channel_id));
      expect(new Set(submitting.map((r) => r.sales_channel_id))).toEqual(connected);
    }
  });

  it('keeps the Golden Ticket records to the account with the flags, and mirrors label links on products', async () => {
    expect(await acmeRow('responsible_persons')).toBeTruthy();
    expect(await acmeRow('product_labels', { status: 'ACCEPTED' })).toBeTruthy();
    expect(await globexRow('responsible_persons')).toBeUndefined();
    const label = await acmeRow('product_labels');
    for (const productId of label.product_ids) {
      expect((await acmeRow('products', { id: productId })).label_ids).toContain(label.id);
    }
  });
});

describe('attributes', () => {
  it('creates an attribute with trimmed values and channel names', async () => {
    const response = await owner.post('/api/attributes', { name: 'Pattern', values: [' Striped ', 'Plain', 'Checked'], channel_names: { EBAY: 'Pattern', AMAZON: 'pattern' } });
    expect(response.status).toBe(201);
    const stored = await acmeRow('attributes', { id: response.body.id });
    expect(stored).toMatchObject({ name: 'Pattern', values: ['Striped', 'Plain', 'Checked'], channel_names: { EBAY: 'Pattern', AMAZON: 'pattern' }, position: 0 });
  });

  it('refuses repeated values (ignoring case), a missing list and a bad Amazon name, naming each field', async () => {
    const repeated = await owner.post('/api/attributes', { name: 'Finish', values: ['Matt', 'Gloss', 'matt'] });
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors).toEqual([{ pointer: '/values/2', message: 'repeats "Matt" (values are compared ignoring case)' }]);
    const bad = await owner.post('/api/attributes', { name: 'Fit', channel_names: { AMAZON: 'Fit Type', SHOPIFY: 'x' } });
    expect(bad.status).toBe(400);
    expect(pointers(bad.body)).toEqual(['/channel_names/AMAZON', '/channel_names/SHOPIFY', '/values']);
  });

  it('refuses a duplicate name with 409 on the field', async () => {
    const response = await owner.post('/api/attributes', { name: 'colour', values: ['Red'] });
    expect(response.status).toBe(409);
    expect(response.body.errors[0].pointer).toBe('/name');
  });

  it('lets products users read attributes but not change them, and hides other accounts\' attributes', async () => {
    const acmeAttribute = await acmeRow('attributes');
    expect((await staff.get('/api/attributes')).status).toBe(200);
    expect((await staff.post('/api/attributes', { name: 'Staff made', values: ['A'] })).status).toBe(403);
    expect((await globex.get(`/api/attributes/${acmeAttribute.id}`)).status).toBe(404);
    expect((await globex.put(`/api/attributes/${acmeAttribute.id}`, { ...acmeAttribute, name: 'Taken' })).status).toBe(404);
  });
});

describe('product variation values and GPSR fields', () => {
  it('stores a variant\'s attribute values as spelt on the attribute', async () => {
    const colour = await acmeRow('attributes', { name: 'Colour' });
    const response = await owner.post('/api/products', { sku: 'VAR-NAVY', title: 'Navy variant', kind: 'VARIANT', attribute_values: [{ attribute_id: colour.id, value: 'navy' }] });
    expect(response.status).toBe(201);
    expect((await acmeRow('products', { id: response.body.id })).attribute_values).toEqual([{ attribute_id: colour.id, value: 'Navy' }]);
  });

  it('refuses variation values on a simple product, unknown values and foreign attributes', async () => {
    const colour = await acmeRow('attributes', { name: 'Colour' });
    const foreign = await globexRow('attributes', { name: 'Size' });
    const simple = await owner.post('/api/products', { sku: 'VAR-X1', title: 'Simple', attribute_values: [{ attribute_id: colour.id, value: 'Navy' }] });
    expect(simple.status).toBe(400);
    expect(pointers(simple.body)).toEqual(['/attribute_values']);
    const wrong = await owner.post('/api/products', { sku: 'VAR-X2', title: 'Variant', kind: 'VARIANT', attribute_values: [{ attribute_id: colour.id, value: 'Purple' }, { attribute_id: foreign.id, value: 'M' }] });
    expect(wrong.status).toBe(400);
    expect(pointers(wrong.body)).toEqual(['/attribute_values/0/value', '/attribute_values/1/attribute_id']);
  });

  it('links up to 5 responsible persons of the own account', async () => {
    const people = await app.knex('responsible_persons').where({ account_id: acmeId }).pluck('id');
    const response = await owner.post('/api/products', { sku: 'GPSR-1', title: 'With RP', responsible_person_ids: people });
    expect(response.status).toBe(201);
    expect((await acmeRow('products', { id: response.body.id })).responsible_person_ids).toEqual(people);
    const tooMany = await owner.post('/api/products', { sku: 'GPSR-2', title: 'Too many', responsible_person_ids: Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`) });
    expect(tooMany.status).toBe(400);
    expect(pointers(tooMany.body)).toEqual(['/responsible_person_ids']);
    const foreign = await owner.post('/api/products', { sku: 'GPSR-3', title: 'Foreign', responsible_person_ids: ['00000000-0000-4000-8000-000000000009'] });
    expect(foreign.body.errors).toEqual([{ pointer: '/responsible_person_ids/0', message: 'refers to no responsible person of this account' }]);
  });

  it('never takes label_ids from a client: labels link themselves', async () => {
    const response = await owner.post('/api/products', { sku: 'GPSR-4', title: 'No labels', label_ids: ['00000000-0000-4000-8000-000000000001'] });
    expect(response.status).toBe(201);
    expect((await acmeRow('products', { id: response.body.id })).label_ids).toEqual([]);
  });
});

describe('stock levels', () => {
  let product: Row;
  let location: Row;
  beforeAll(async () => {
    product = (await owner.post('/api/products', { sku: 'STOCK-1', title: 'Stock test' })).body;
    location = await acmeRow('locations', { code: 'MAIN' });
  });

  it('takes no quantity from the client: on hand changes by a count, available = on hand − allocated', async () => {
    const response = await owner.post('/api/stock-levels', { product_id: product.id, location_id: location.id, on_hand: 40, allocated: 15, incoming: 12, minimum_level: 10, bin: ' A-01-1 ', available: 999 });
    expect(response.status).toBe(201);
    expect(await acmeRow('stock_levels', { id: response.body.id })).toMatchObject({ on_hand: 0, allocated: 0, available: 0, incoming: 0, minimum_level: 10, bin: 'A-01-1' });
    await app.knex('stock_levels').where({ id: response.body.id }).update({ allocated: 15 });
    const counted = await owner.post(`/api/stock-levels/${response.body.id}/count`, { counted: 10 });
    expect(counted.status).toBe(200);
    // A count below what is promised shows as oversold rather than being refused.
    expect(await acmeRow('stock_levels', { id: response.body.id })).toMatchObject({ on_hand: 10, allocated: 15, available: -5 });
    await app.knex('stock_levels').where({ id: response.body.id }).update({ allocated: 0, available: 10 });
  });

  it('refuses negative figures and a second row for the same product and location', async () => {
    const negative = await owner.post('/api/stock-levels', { product_id: product.id, location_id: location.id, minimum_level: -1 });
    expect(negative.status).toBe(400);
    expect(pointers(negative.body)).toEqual(['/minimum_level']);
    const again = await owner.post('/api/stock-levels', { product_id: product.id, location_id: location.id });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].pointer).toBe('/location_id');
  });

  it('never moves a stock level to another product or location', async () => {
    const level = await acmeRow('stock_levels', { product_id: product.id });
    const other = await acmeRow('locations', { code: 'SHOP' });
    const response = await owner.put(`/api/stock-levels/${level.id}`, { location_id: other.id, version: level.version });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toEqual({ pointer: '/location_id', message: 'cannot be changed once set' });
  });

  it('is reachable with `products`, isolated per account, and refused to a partner writing', async () => {
    const level = await acmeRow('stock_levels');
    expect((await staff.get(`/api/stock-levels/${level.id}`)).status).toBe(200);
    expect((await globex.get(`/api/stock-levels/${level.id}`)).status).toBe(404);
    const globexLevels = await globex.get(app.listPath('stock-levels', { range: [0, 499] }));
    expect(globexLevels.body.every((l: Row) => l.account_id === globexId)).toBe(true);
    const response = await partner.post('/api/stock-levels', { product_id: level.product_id, location_id: level.location_id }, { 'X-Account-Id': acmeId });
    expect(response.status).toBe(403);
  });
});

describe('store categories', () => {
  it('makes the slug from the name and keeps the tree', async () => {
    const parent = await owner.post('/api/store-categories', { name: 'Garden & Patio', position: 4 });
    expect(parent.status).toBe(201);
    expect(parent.body.slug).toBe('garden-patio');
    const child = await owner.post('/api/store-categories', { name: 'Planters', parent_id: parent.body.id, description: '<p onclick="x()">Pots <script>alert(1)</script>and troughs</p>' });
    expect(child.status).toBe(201);
    expect(await acmeRow('store_categories', { id: child.body.id })).toMatchObject({ slug: 'planters', parent_id: parent.body.id, visible: true, description: '<p>Pots and troughs</p>' });
  });

  it('refuses a bad or duplicate slug, a loop in the tree and deleting a category with sub-categories', async () => {
    const bad = await owner.post('/api/store-categories', { name: 'Bad', slug: 'Not a slug!' });
    expect(bad.status).toBe(400);
    expect(pointers(bad.body)).toEqual(['/slug']);
    const duplicate = await owner.post('/api/store-categories', { name: 'Clothes', slug: 'clothing' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].pointer).toBe('/slug');

    const top = (await owner.post('/api/store-categories', { name: 'Loop top' })).body;
    const middle = (await owner.post('/api/store-categories', { name: 'Loop middle', parent_id: top.id })).body;
    const loop = await owner.put(`/api/store-categories/${top.id}`, { ...top, parent_id: middle.id });
    expect(loop.status).toBe(400);
    expect(loop.body.errors).toEqual([{ pointer: '/parent_id', message: 'cannot be this category or one of its own sub-categories' }]);
    const remove = await owner.delete(`/api/store-categories/${top.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body.code).toBe('in_use');
  });

  it('refuses a tree deeper than 5 levels', async () => {
    let parent: string | null = null;
    for (let level = 1; level <= 5; level++) parent = (await owner.post('/api/store-categories', { name: `Deep ${level}`, parent_id: parent })).body.id;
    const sixth = await owner.post('/api/store-categories', { name: 'Deep 6', parent_id: parent });
    expect(sixth.status).toBe(400);
    expect(sixth.body.errors[0].pointer).toBe('/parent_id');
  });

  it('belongs to `store`: staff are refused, other accounts get 404', async () => {
    const category = await acmeRow('store_categories');
    expect((await staff.get('/api/store-categories')).status).toBe(403);
    expect((await staff.post('/api/store-categories', { name: 'Staff' })).status).toBe(403);
    expect((await globex.get(`/api/store-categories/${category.id}`)).status).toBe(404);
    expect((await globex.delete(`/api/store-categories/${category.id}`)).status).toBe(404);
  });
});

describe('listing import schedules', () => {
  let channel: Row;
  beforeAll(async () => {
    channel = (await owner.post('/api/sales-channels', { type: 'ONBUY', name: 'OnBuy import test' })).body;
  });

  it('creates a schedule named after its channel, due one interval from now', async () => {
    const before = Date.now();
    const response = await owner.post('/api/listing-import-schedules', { sales_channel_id: channel.id, interval: 'HOURLY', match_by: 'BARCODE' });
    expect(response.status).toBe(201);
    const stored = await acmeRow('listing_import_schedules', { id: response.body.id });
    expect(stored).toMatchObject({ name: 'OnBuy import test listing import', status: 'ENABLED', match_by: 'BARCODE', create_missing_products: false, runs: [] });
    const due = new Date(stored.next_run_at).getTime() - before;
    expect(due).toBeGreaterThan(3_500_000);
    expect(due).toBeLessThan(3_700_000);
  });

  it('pauses (no next run), resumes, runs now, and allows one schedule per channel', async () => {
    const schedule = await acmeRow('listing_import_schedules', { sales_channel_id: channel.id });
    const paused = await owner.post(`/api/listing-import-schedules/${schedule.id}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ status: 'PAUSED', next_run_at: null });
    expect((await owner.post(`/api/listing-import-schedules/${schedule.id}/pause`)).status).toBe(409);
    const resumed = await owner.post(`/api/listing-import-schedules/${schedule.id}/resume`);
    expect(resumed.body.status).toBe('ENABLED');
    expect(new Date(resumed.body.next_run_at).getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    const now = await owner.post(`/api/listing-import-schedules/${schedule.id}/run-now`);
    expect(now.body.status).toBe('ENABLED');
    expect(new Date(now.body.next_run_at).getTime()).toBeLessThanOrEqual(Date.now());
    const second = await owner.post('/api/listing-import-schedules', { sales_channel_id: channel.id, interval: 'DAILY' });
    expect(second.status).toBe(409);
    expect(second.body.errors[0].pointer).toBe('/sales_channel_id');
  });

  it('refuses an unknown interval and match', async () => {
    const response = await owner.post('/api/listing-import-schedules', { sales_channel_id: channel.id, interval: 'MONTHLY', match_by: 'TITLE' });
    expect(response.status).toBe(400);
    expect(pointers(response.body)).toEqual(['/interval', '/match_by']);
  });

  it('needs `listingImportSchedules`; another account\'s schedule is 404', async () => {
    const schedule = await acmeRow('listing_import_schedules');
    expect((await staff.get('/api/listing-import-schedules')).status).toBe(403);
    expect((await globex.get(`/api/listing-import-schedules/${schedule.id}`)).status).toBe(404);
    expect((await globex.post(`/api/listing-import-schedules/${schedule.id}/pause`)).status).toBe(404);
  });
});

describe('responsible persons (Golden Ticket)', () => {
  const person = { name: 'Nordic Safety AB', role: 'AUTHORISED_REPRESENTATIVE', email: 'GPSR@Nordic.example', address: { line1: 'Drottninggatan 1', city: 'Stockholm', postcode: '111 51', country: 'SE' } };

  it('creates one with an EU address and an electronic address', async () => {
    const response = await owner.post('/api/responsible-persons', person);
    expect(response.status).toBe(201);
    expect(await acmeRow('responsible_persons', { id: response.body.id })).toMatchObject({ name: 'Nordic Safety AB', email: 'gpsr@nordic.example', address: { country: 'SE', city: 'Stockholm' } });
    const urlOnly = await owner.post('/api/responsible-persons', { ...person, name: 'Web form only', email: null, contact_url: 'https://example.eu/contact' });
    expect(urlOnly.status).toBe(201);
  });

  it('refuses a non-EU address, no electronic address, and a non-https contact page', async () => {
    const outside = await owner.post('/api/responsible-persons', { ...person, name: 'UK Ltd', address: { ...person.address, country: 'GB' } });
    expect(outside.status).toBe(400);
    expect(pointers(outside.body)).toEqual(['/address/country']);
    const { email: _email, ...noEmail } = person;
    const unreachable = await owner.post('/api/responsible-persons', { ...noEmail, name: 'Unreachable' });
    expect(pointers(unreachable.body)).toEqual(['/contact_url']);
    const insecure = await owner.post('/api/responsible-persons', { ...noEmail, name: 'Insecure', contact_url: 'http://example.eu' });
    expect(pointers(insecure.body)).toEqual(['/contact_url']);
  });

  it('refuses an account without the flags (403 on every door: x-entity.flags withhold every rule)', async () => {
    const create = await globex.post('/api/responsible-persons', person);
    expect(create.status).toBe(403);
    expect(create.body.detail).toMatch(/goldenTicket and responsiblePerson/);
    const acmePerson = await acmeRow('responsible_persons');
    expect((await globex.get(`/api/responsible-persons/${acmePerson.id}`)).status).toBe(403);
    expect((await globex.delete(`/api/responsible-persons/${acmePerson.id}`)).status).toBe(403);
    expect(await acmeRow('responsible_persons', { id: acmePerson.id })).toBeTruthy();
  });

  it('refuses writes from a read-only partner', async () => {
    expect((await partner.post('/api/responsible-persons', person, { 'X-Account-Id': acmeId })).status).toBe(403);
  });
});

describe('product labels (Golden Ticket)', () => {
  it('stores a PNG recognised by its content, never returning the bytes, and links its products', async () => {
    const products = await app.knex('products').where({ account_id: acmeId }).orderBy('sku').limit(2).pluck('id');
    const response = await owner.post('/api/product-labels', { file: `data:image/png;base64,${PNG}`, file_name: 'label.pdf', languages: ['en', 'de'], product_ids: products });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ file_name: 'label.pdf', content_type: 'PNG', size_bytes: 70, status: 'UPLOADED', languages: ['en', 'de'] });
    expect(response.body).not.toHaveProperty('file');
    expect(response.body).not.toHaveProperty('content');
    const stored = await acmeRow('product_labels', { id: response.body.id });
    expect(stored.content).toBe(PNG);
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    for (const id of products) expect((await acmeRow('products', { id })).label_ids).toContain(response.body.id);
    const listed = await owner.get(app.listPath('product-labels', { filter: { product_ids: products[0] } }));
    expect(listed.body.map((l: Row) => l.id)).toContain(response.body.id);
    expect(listed.body.every((l: Row) => !('content' in l))).toBe(true);

    // Unlinking a product takes the label off that product too.
    const unlinked = await owner.put(`/api/product-labels/${response.body.id}`, { ...response.body, product_ids: [products[1]] });
    expect(unlinked.status).toBe(200);
    expect((await acmeRow('products', { id: products[0] })).label_ids).not.toContain(response.body.id);
    expect((await acmeRow('product_labels', { id: response.body.id })).content).toBe(PNG);
  });

  it.each([
    ['a text file named .pdf', b64('just some text, not a PDF'), /not a PDF, PNG or JPEG/],
    ['a GIF', b64('GIF89a\x01\x00\x01\x00'), /not a PDF, PNG or JPEG/],
    ['text that is not base64', 'not base64!', /not valid base64/],
  ])('refuses %s on /file', async (_case, file, message) => {
    const response = await owner.post('/api/product-labels', { file, file_name: 'label.pdf', languages: ['en'] });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/file', message: expect.stringMatching(message) }]);
  });

  it('refuses a label without a file or languages, and a new file on an existing label', async () => {
    const missing = await owner.post('/api/product-labels', { file_name: 'label.pdf' });
    expect(missing.status).toBe(400);
    expect(pointers(missing.body)).toEqual(['/languages']);
    const noFile = await owner.post('/api/product-labels', { file_name: 'label.pdf', languages: ['en'] });
    expect(noFile.body.errors).toEqual([{ pointer: '/file', message: 'is required: send the label file as base64' }]);
    const label = await acmeRow('product_labels');
    const replaced = await owner.put(`/api/product-labels/${label.id}`, { file: PNG, version: label.version });
    expect(replaced.body.errors).toEqual([{ pointer: '/file', message: 'cannot be changed once set' }]);
  });

  it('refuses a file over 10 MB (checked on the decoded bytes)', async () => {
    // Through HTTP the 1 MB body limit answers first (413); the label rule itself is checked on the hook.
    const big = Buffer.alloc(MAX_LABEL_BYTES + 1);
    Buffer.from('%PDF-1.7').copy(big);
    const context = { trx: app.knex, existing: undefined } as unknown as HookContext;
    await expect(productLabelHooks.beforeWrite!({ account_id: acmeId, file: big.toString('base64'), product_ids: [] }, context))
      .rejects.toMatchObject({ errors: [{ pointer: '/file', message: 'is 10.0 MB; a label may be at most 10 MB' }] });
    const response = await owner.raw('POST', '/api/product-labels', { body: JSON.stringify({ file: big.toString('base64'), file_name: 'big.pdf', languages: ['en'] }), headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(413);
  });

  it('accepts and rejects through its status machine', async () => {
    const label = (await owner.post('/api/product-labels', { file: b64('%PDF-1.4\n%%EOF'), file_name: 'leaflet.pdf', languages: ['fr'] })).body;
    expect(label.content_type).toBe('PDF');
    const rejected = await owner.post(`/api/product-labels/${label.id}/reject`);
    expect(rejected.body.status).toBe('REJECTED');
    const accepted = await owner.post(`/api/product-labels/${label.id}/accept`);
    expect(accepted.body.status).toBe('ACCEPTED');
    const again = await owner.post(`/api/product-labels/${label.id}/reject`);
    expect(again.status).toBe(409);
    expect(again.body.allowed).toEqual([]);
  });

  it('refuses an account without the flags on every door (403: x-entity.flags withhold every rule)', async () => {
    const create = await globex.post('/api/product-labels', { file: PNG, file_name: 'x.png', languages: ['en'] });
    expect(create.status).toBe(403);
    expect(create.body.detail).toMatch(/productLabel/);
    const label = await acmeRow('product_labels');
    expect((await globex.get(`/api/product-labels/${label.id}`)).status).toBe(403);
    expect((await globex.post(`/api/product-labels/${label.id}/accept`)).status).toBe(403);
  });
});
