/**
 * emit-objection: one model class per entity. The emitted source is checked against the model; the committed
 * classes (kept fresh by `npm run generate -- --check`) are loaded into Objection to check the SQL they produce.
 */
import { resolve } from 'node:path';
import knex, { type Knex } from 'knex';
import { Model } from 'objection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModel, type Model as SellyardModel } from './index.ts';
import { hiddenColumns, idColumns, jsonColumns, modelsIndexSource, modelSource, relationsOf } from './emit-objection.ts';

const ROOT = resolve(import.meta.dirname, '..');
let model: SellyardModel;
beforeAll(() => { model = buildModel(ROOT); });
const entity = (name: string) => model.entities.find((e) => e.name === name)!;

describe('emitObjection: source', () => {
  it.each<[string, string, string]>([
    ['sales-order', "static tableName = 'sales_orders';", "static idColumn = ['account_id', 'id'];"],
    ['sales-order-line', "static tableName = 'sales_order_lines';", "static idColumn = ['account_id', 'id'];"],
    ['product', "static tableName = 'products';", "static idColumn = ['account_id', 'id'];"],
    ['account', "static tableName = 'accounts';", "static idColumn = 'id';"],
  ])('gives %s its table and key', (name, table, id) => {
    const source = modelSource(entity(name), model);
    expect(source).toContain(table);
    expect(source).toContain(id);
    expect(source).toContain("import { Model, type Pojo, type RelationMappings } from 'objection';");
    expect(source).not.toContain('jsonSchema');
    expect(source.startsWith('/*\n * GENERATED FILE: DO NOT EDIT.')).toBe(true);
  });

  it.each<[string, Record<string, string>]>([
    ['product', { brand: 'BelongsToOneRelation', parent: 'BelongsToOneRelation', tax: 'BelongsToOneRelation' }],
    ['sales-order', { customer: 'BelongsToOneRelation', shipping_tax: 'BelongsToOneRelation', fulfil_from_location: 'BelongsToOneRelation', lines: 'HasManyRelation' }],
    // `tax` is an amount column on a line, so the tax reference is `tax_ref`.
    ['sales-order-line', { product: 'BelongsToOneRelation', tax_ref: 'BelongsToOneRelation', sales_order: 'BelongsToOneRelation' }],
    ['account', { partner_account: 'BelongsToOneRelation' }],
    ['brand', {}],
  ])('maps the relations of %s', (name, expected) => {
    expect(Object.fromEntries(relationsOf(entity(name), model).map((r) => [r.name, r.kind]))).toEqual(expected);
  });

  it.each<[string, string, string[], string[]]>([
    ['product', 'brand', ['products.account_id', 'products.brand_id'], ['brands.account_id', 'brands.id']],
    ['sales-order', 'lines', ['sales_orders.account_id', 'sales_orders.id'], ['sales_order_lines.account_id', 'sales_order_lines.sales_order_id']],
    ['account', 'partner_account', ['accounts.partner_account_id'], ['accounts.id']],
  ])('joins %s.%s on the account too (when both are tenant tables)', (name, relation, from, to) => {
    expect(relationsOf(entity(name), model).find((r) => r.name === relation)).toMatchObject({ from, to });
  });

  it.each<[string, string[], string[], string[]]>([
    ['user', ['account_id', 'id'], ['password_hash'], ['permissions']],
    ['sales-order', ['account_id', 'id'], [], ['bill_to', 'ship_to', 'custom_fields']],
    ['account', ['id'], [], ['feature_flags']],
  ])('lists keys, hidden and json columns of %s', (name, ids, hidden, json) => {
    expect(idColumns(entity(name))).toEqual(ids);
    expect(hiddenColumns(entity(name))).toEqual(hidden);
    expect(jsonColumns(entity(name))).toEqual(json);
  });

  it('types the class with the record, the hidden columns and the relations', () => {
    const source = modelSource(entity('user'), model);
    expect(source).toContain("import type { User } from '../types.ts';");
    expect(source).toContain('export interface UserModel extends User {');
    expect(source).toContain('password_hash: string | null;');
    expect(modelSource(entity('sales-order'), model)).toContain("export interface SalesOrderModel extends Omit<SalesOrder, 'lines'> {");
  });

  it('indexes every class by resource and by entity', () => {
    const source = modelsIndexSource(model);
    for (const e of model.entities) {
      expect(source).toContain(`'${e.name}': ${e.typeName}Model,`);
      if (e.resource) expect(source).toContain(`'${e.resource}': ${e.typeName}Model,`);
    }
    expect(source).not.toContain("'sales-order-lines'");
  });
});

describe('emitObjection: the committed classes in Objection', () => {
  let db: Knex;
  let models: typeof import('../generated/models/index.ts');
  beforeAll(async () => {
    db = knex({ client: 'pg' }); // builds SQL only: never connects
    Model.knex(db);
    models = await import('../generated/models/index.ts');
  });
  afterAll(() => db.destroy());

  it('finds by the composite key', () => {
    const sql = models.modelsByResource['sales-orders'].query().findById(['a1', 'o1']).toKnexQuery().toString();
    expect(sql).toBe(`select "sales_orders".* from "sales_orders" where ("sales_orders"."account_id" = 'a1' and "sales_orders"."id" = 'o1')`);
  });

  it('loads children within the account, in order', () => {
    const sql = models.SalesOrderModel.relatedQuery('lines').for([['a1', 'o1']]).toKnexQuery().toString();
    expect(sql).toContain(`("sales_order_lines"."account_id", "sales_order_lines"."sales_order_id") in (('a1', 'o1'))`);
    expect(sql).toContain(`order by "sales_order_lines"."position" asc`);
  });

  it('resolves every relation mapping', () => {
    for (const M of Object.values(models.modelsByEntity)) expect(() => M.getRelations()).not.toThrow();
  });

  it('drops hidden columns from JSON and stores jsonb columns as JSON text', () => {
    const user = models.UserModel.fromJson({ id: 'u1', email: 'a@example.com', password_hash: 'secret', permissions: ['orders'] }, { skipValidation: true });
    expect(user.toJSON()).toEqual({ id: 'u1', email: 'a@example.com', permissions: ['orders'] });
    expect(user.$toDatabaseJson()).toMatchObject({ password_hash: 'secret', permissions: '["orders"]' });
  });
});
