/**
 * The database itself keeps accounts apart: composite foreign keys refuse a reference to another account's row,
 * and unique indexes are per account (and case-insensitive where the schema says so). Runs on PGlite, or on the
 * server named by DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { migrationStatus } from '../../api/db/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let db: TestDatabase;
let knex: Knex;
let accountA: string;
let accountB: string;

beforeAll(async () => {
  db = await createTestDatabase();
  knex = db.knex;
  [{ id: accountA }, { id: accountB }] = await knex('accounts').insert([{ name: 'A' }, { name: 'B' }]).returning('id');
});
afterAll(() => db?.destroy());

const product = (account_id: string, sku: string, extra: Record<string, unknown> = {}) =>
  knex('products').insert({ account_id, sku, title: sku, ...extra }).returning(['id', 'sku', 'kind', 'barcodes', 'version']);

describe('the migrated database', () => {
  it('has run every migration', async () => {
    const status = await migrationStatus(knex);
    expect(status.pending).toEqual([]);
    expect(status.applied[0]).toBe('202611212000-system-tables');
    expect(status.applied.length).toBeGreaterThan(1);
  });

  it('fills column defaults from the schemas', async () => {
    const [row] = await product(accountA, 'DEFAULTS-1');
    expect(row).toMatchObject({ kind: 'SIMPLE', barcodes: [], version: 1 });
  });

  it('refuses a product whose brand belongs to another account', async () => {
    const [{ id: brandOfB }] = await knex('brands').insert({ account_id: accountB, name: 'Acme' }).returning('id');
    await expect(product(accountA, 'CROSS-1', { brand_id: brandOfB })).rejects.toMatchObject({ code: '23503' });
    await expect(product(accountB, 'SAME-1', { brand_id: brandOfB })).resolves.toHaveLength(1);
  });

  it('refuses a case-insensitive duplicate sku in one account and accepts it in another', async () => {
    await product(accountA, 'SKU-1');
    await expect(product(accountA, 'sku-1')).rejects.toMatchObject({ code: '23505' });
    await expect(product(accountB, 'SKU-1')).resolves.toHaveLength(1);
  });

  it('deletes a sales order\'s lines with it', async () => {
    const [{ id: customer }] = await knex('relationships').insert({ account_id: accountA, type: 'CUSTOMER', name: 'C' }).returning('id');
    const [{ id: productId }] = await product(accountA, 'LINE-1');
    const totals = { subtotal: 0, discount_total: 0, shipping_total: 0, tax_total: 0, total: 0 };
    const [{ id: order }] = await knex('sales_orders')
      .insert({ account_id: accountA, number: 'SO-000001', status: 'DRAFT', customer_id: customer, customer_name: 'C', ...totals })
      .returning('id');
    await knex('sales_order_lines').insert({
      account_id: accountA, sales_order_id: order, position: 1, product_id: productId, quantity: 2, unit_price: 150,
      tax_rate: 20, net: 300, tax: 60, gross: 360,
    });
    await knex('sales_orders').where({ account_id: accountA, id: order }).delete();
    expect(await knex('sales_order_lines').where({ sales_order_id: order })).toEqual([]);
  });

  it('reads bigint and numeric as numbers and dates as YYYY-MM-DD', async () => {
    const [row] = await knex('sales_taxes')
      .insert({ account_id: accountA, name: 'VAT', code: 'VAT20', rate: 20, valid_from: '2026-01-01' })
      .returning(['rate', 'valid_from']);
    expect(row).toEqual({ rate: 20, valid_from: '2026-01-01' });
    const [{ n }] = await knex('products').count({ n: '*' });
    expect(typeof n).toBe('number');
  });
});
