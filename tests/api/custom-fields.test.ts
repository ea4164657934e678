/**
 * Custom fields end to end: an owner defines a field and, at once and for that account only, the API enforces it,
 * stores it, filters and sorts on it; another account neither sees nor needs it; nothing about the database schema
 * changes. Changed and removed definitions leave stored records intact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let owner: Client;
let globex: Client;
let staff: Client;
let acmeId: string;
let productColumns: string[];
let migrations: number;

async function columnsOf(table: string): Promise<string[]> {
  const rows = await app.knex('information_schema.columns').where({ table_name: table, table_schema: app.knex.raw('current_schema()') }).orderBy('ordinal_position').select('column_name');
  return rows.map((r: { column_name: string }) => r.column_name);
}

beforeAll(async () => {
  app = await startTestApp();
  [owner, globex, staff] = await Promise.all([app.signIn(DEMO.acmeOwner), app.signIn(DEMO.globexOwner), app.signIn(DEMO.acmeStaff)]);
  acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id;
  productColumns = await columnsOf('products');
  migrations = Number((await app.knex('knex_migrations').count<{ n: number }[]>({ n: '*' }))[0].n);
});
afterAll(() => app?.close());

describe('defining a field', () => {
  it('lets the owner define product fields, and checks the definitions', async () => {
    const fabric = await owner.post('/api/custom-fields', { entity: 'products', key: 'fabric', label: 'Fabric', type: 'TEXT', required: true, position: 1 });
    expect(fabric.status).toBe(201);
    const season = await owner.post('/api/custom-fields', { entity: 'products', key: 'drop', label: 'Drop', type: 'SELECT', options: ['SS26', 'AW26'], position: 2 });
    expect(season.status).toBe(201);
    expect((await owner.post('/api/custom-fields', { entity: 'products', key: 'weight_kg', label: 'Weight (kg)', type: 'NUMBER', position: 3 })).status).toBe(201);

    const noOptions = await owner.post('/api/custom-fields', { entity: 'products', key: 'fit', label: 'Fit', type: 'SELECT' });
    expect(noOptions.status).toBe(400);
    expect(noOptions.body.errors[0].pointer).toBe('/options');
    const twice = await owner.post('/api/custom-fields', { entity: 'products', key: 'Fabric', label: 'Again', type: 'TEXT' });
    expect(twice.status).toBe(409);
    const badKey = await owner.post('/api/custom-fields', { entity: 'products', key: '1st', label: 'First', type: 'TEXT' });
    expect(badKey.body.errors[0].pointer).toBe('/key');
    const retype = await owner.put(`/api/custom-fields/${season.body.id}`, { ...season.body, type: 'TEXT' });
    expect(retype.status).toBe(400);
    expect(retype.body.errors[0]).toEqual({ pointer: '/type', message: 'cannot be changed once set' });
  });

  it('comes with the session (/api/auth/me preload) as the definitions endpoint answers it, and a change shows at once', async () => {
    const preloaded = async (client: Client) => ((await client.get('/api/auth/me')).body.preload.customFields as Array<{ entity: string; key: string }>).filter((d) => d.entity === 'products');
    expect(await preloaded(owner)).toEqual((await owner.get('/api/products/custom-fields')).body);
    expect((await preloaded(owner)).map((d) => d.key)).toEqual(expect.arrayContaining(['fabric', 'drop', 'weight_kg']));
    expect((await preloaded(globex)).map((d) => d.key)).not.toContain('fabric');
    // The session reads through the lists' short cache of definitions: a write clears it, so the next session answer has it.
    const lining = await owner.post('/api/custom-fields', { entity: 'products', key: 'lining', label: 'Lining', type: 'TEXT', position: 9 });
    expect((await preloaded(owner)).map((d) => d.key)).toContain('lining');
    expect((await owner.delete(`/api/custom-fields/${lining.body.id}`)).status).toBe(200);
    expect((await preloaded(owner)).map((d) => d.key)).not.toContain('lining');
  });

  it('is refused to staff without the customFields permission, who may still read the definitions of products', async () => {
    expect((await staff.post('/api/custom-fields', { entity: 'products', key: 'x', label: 'X', type: 'TEXT' })).status).toBe(403);
    const definitions = await staff.get('/api/products/custom-fields');
    expect(definitions.status).toBe(200);
    const ours = definitions.body.filter((d: { key: string }) => ['fabric', 'drop', 'weight_kg'].includes(d.key));
    expect(ours.map((d: { key: string }) => d.key)).toEqual(['fabric', 'drop', 'weight_kg']);
    expect(ours[1]).toMatchObject({ entity: 'products', label: 'Drop', type: 'SELECT', options: ['SS26', 'AW26'], required: false });
  });
});

describe('at once, for that account', () => {
  let id: string;

  it('refuses a product without the required field, naming /custom_fields/<key>', async () => {
    const response = await owner.post('/api/products', { sku: 'CF-001', title: 'Wool socks' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/custom_fields/fabric', message: 'is required' }]);
  });

  it('refuses unknown keys and values of the wrong type', async () => {
    const response = await owner.post('/api/products', { sku: 'CF-001', title: 'Wool socks', custom_fields: { fabric: 'wool', drop: 'WINTER', weight_kg: 'heavy', colour: 'red' } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([
      { pointer: '/custom_fields/colour', message: 'is not a custom field of products' },
      { pointer: '/custom_fields/drop', message: 'must be one of SS26, AW26' },
      { pointer: '/custom_fields/weight_kg', message: 'must be of type number' },
    ]));
  });

  it('stores a valid product with its custom fields', async () => {
    const response = await owner.post('/api/products', { sku: 'CF-001', title: 'Wool socks', custom_fields: { fabric: 'wool', drop: 'AW26', weight_kg: 0.2 } });
    expect(response.status).toBe(201);
    expect(response.body.custom_fields).toEqual({ fabric: 'wool', drop: 'AW26', weight_kg: 0.2 });
    id = response.body.id;
    const stored = await app.knex('products').where({ id }).first('custom_fields');
    expect(stored.custom_fields).toEqual({ fabric: 'wool', drop: 'AW26', weight_kg: 0.2 });
    for (const [sku, material, season, weight] of [['CF-002', 'cotton', 'SS26', 0.5], ['CF-003', 'linen', 'AW26', 1.5]] as const) {
      expect((await owner.post('/api/products', { sku, title: sku, custom_fields: { fabric: material, drop: season, weight_kg: weight } })).status).toBe(201);
    }
  });

  it('updates key by key: other keys stay, null removes one', async () => {
    const current = (await owner.get(`/api/products/${id}`)).body;
    const response = await owner.put(`/api/products/${id}`, { version: current.version, custom_fields: { weight_kg: null, drop: 'SS26' } });
    expect(response.status).toBe(200);
    expect(response.body.custom_fields).toEqual({ fabric: 'wool', drop: 'SS26' });
    const back = await owner.put(`/api/products/${id}`, { version: response.body.version, custom_fields: { drop: 'AW26', weight_kg: 0.2 } });
    expect(back.body.custom_fields).toEqual({ fabric: 'wool', drop: 'AW26', weight_kg: 0.2 });
  });

  it('filters and sorts lists on custom fields, flat or nested, with operators', async () => {
    const skus = async (params: object) => {
      const response = await owner.get(app.listPath('products', { range: [0, 99], ...params }));
      expect(response.status).toBe(200);
      return response.body.map((p: { sku: string }) => p.sku);
    };
    expect((await skus({ filter: { 'custom_fields.drop': 'AW26' }, sort: ['sku', 'ASC'] }))).toEqual(['CF-001', 'CF-003']);
    expect((await skus({ filter: { custom_fields: { drop: 'AW26', weight_kg_gte: 1 } } }))).toEqual(['CF-003']);
    expect((await skus({ filter: { 'custom_fields.fabric_in': ['wool', 'linen'] }, sort: ['sku', 'ASC'] }))).toEqual(['CF-001', 'CF-003']);
    expect((await skus({ filter: { q: 'CF-0' }, sort: ['custom_fields.weight_kg', 'DESC'] }))).toEqual(['CF-003', 'CF-002', 'CF-001']);
  });

  it('refuses a filter or sort on a key the account has not defined', async () => {
    const filter = await owner.get(app.listPath('products', { filter: { 'custom_fields.colour': 'red' } }));
    expect(filter.status).toBe(400);
    expect(filter.body.errors[0].pointer).toBe('/filter/custom_fields.colour');
    const sort = await owner.get(app.listPath('products', { sort: ['custom_fields.colour', 'ASC'] }));
    expect(sort.status).toBe(400);
    expect(sort.body.errors[0].pointer).toBe('/sort/0');
  });

  it('is neither seen nor needed by another account', async () => {
    expect((await globex.get('/api/products/custom-fields')).body.map((d: { key: string }) => d.key)).not.toContain('fabric');
    const created = await globex.post('/api/products', { sku: 'GX-CF-1', title: 'No custom fields here' });
    expect(created.status).toBe(201);
    expect(created.body.custom_fields).toEqual({});
    const refused = await globex.post('/api/products', { sku: 'GX-CF-2', title: 'x', custom_fields: { fabric: 'wool' } });
    expect(refused.body.errors).toEqual([{ pointer: '/custom_fields/fabric', message: 'is not a custom field of products' }]);
    expect((await globex.get(app.listPath('products', { filter: { 'custom_fields.fabric': 'wool' } }))).status).toBe(400);
  });

  it('needed no migration: the tables and the migration history are unchanged', async () => {
    expect(await columnsOf('products')).toEqual(productColumns);
    expect(Number((await app.knex('knex_migrations').count<{ n: number }[]>({ n: '*' }))[0].n)).toBe(migrations);
  });
});

describe('changing definitions never breaks stored records', () => {
  it('hides the values of a removed field, keeps them through updates, and shows them again when redefined', async () => {
    const product = (await owner.get(app.listPath('products', { filter: { q: 'CF-002' } }))).body[0];
    const season = (await owner.get(app.listPath('custom-fields', { filter: { key: 'drop' } }))).body[0];
    expect((await owner.delete(`/api/custom-fields/${season.id}`)).status).toBe(200);

    const read = await owner.get(`/api/products/${product.id}`);
    expect(read.body.custom_fields).toEqual({ fabric: 'cotton', weight_kg: 0.5 });
    const updated = await owner.put(`/api/products/${product.id}`, { version: read.body.version, title: 'Cotton socks' });
    expect(updated.status).toBe(200);
    expect((await app.knex('products').where({ id: product.id }).first('custom_fields')).custom_fields).toEqual({ fabric: 'cotton', weight_kg: 0.5, drop: 'SS26' });

    const again = await owner.post('/api/custom-fields', { entity: 'products', key: 'drop', label: 'Drop', type: 'SELECT', options: ['SS26', 'AW26'] });
    expect(again.status).toBe(201);
    expect((await owner.get(`/api/products/${product.id}`)).body.custom_fields).toEqual({ fabric: 'cotton', drop: 'SS26', weight_kg: 0.5 });
  });

  it('makes a newly required field required at the next save of existing records', async () => {
    const { id: oldId } = await app.knex('products').where({ account_id: acmeId }).whereRaw("custom_fields = '{}'::jsonb").first('id');
    const old = (await owner.get(`/api/products/${oldId}`)).body;
    expect(old.custom_fields).toEqual({});
    const response = await owner.put(`/api/products/${old.id}`, { version: old.version, title: old.title });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/custom_fields/fabric', message: 'is required' }]);
    const fixed = await owner.put(`/api/products/${old.id}`, { version: old.version, custom_fields: { fabric: 'merino' } });
    expect(fixed.status).toBe(200);
  });
});

describe('customers and suppliers', () => {
  it('have their own fields in the one relationships table', async () => {
    expect((await owner.post('/api/custom-fields', { entity: 'customers', key: 'tier', label: 'Tier', type: 'SELECT', options: ['Gold', 'Silver'], required: true })).status).toBe(201);
    const customer = await owner.post('/api/relationships', { type: 'CUSTOMER', name: 'Tiered Ltd' });
    expect(customer.body.errors).toEqual([{ pointer: '/custom_fields/tier', message: 'is required' }]);
    expect((await owner.post('/api/relationships', { type: 'CUSTOMER', name: 'Tiered Ltd', custom_fields: { tier: 'Gold' } })).status).toBe(201);
    // Suppliers are untouched by customers' fields.
    expect((await owner.post('/api/relationships', { type: 'SUPPLIER', name: 'Plain Supplies' })).status).toBe(201);
    const supplierFields = (await owner.get('/api/relationships/custom-fields?filter=%7B%22type%22%3A%22SUPPLIER%22%7D')).body;
    expect(supplierFields.length).toBeGreaterThan(0);
    expect(supplierFields.every((d: { entity: string }) => d.entity === 'suppliers')).toBe(true);
    const gold = await owner.get(app.listPath('relationships', { filter: { type: 'CUSTOMER', 'custom_fields.tier': 'Gold' } }));
    expect(gold.body.map((r: { name: string }) => r.name)).toEqual(['Tiered Ltd']);
    expect(acmeId).toBeTruthy();
  });
});
