/**
 * The SQL the migrations emitter writes really runs: a first migration, then a second that adds, alters and drops
 * columns and indexes on tables holding rows, then both rolled back. Uses fixture entities in a temporary
 * project, on an empty database (PGlite, or DATABASE_URL's server).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { emitMigrations } from '../../generator/emit-migrations.ts';
import type { EntityModel } from '../../model/types.ts';
import { migrateLatest, migrateRollback } from '../../api/db/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { accountEntity, entity, field, modelOf, ref } from '../helpers/model-fixtures.ts';

let root: string;
let db: TestDatabase;
let knex: Knex;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sellyard-apply-'));
  mkdirSync(join(root, 'migrations'));
  db = await createTestDatabase({ migrate: false });
  knex = db.knex;
  // The search indexes need pg_trgm and btree_gin, which the project's hand-written migrations would otherwise create.
  await knex.raw('create extension if not exists pg_trgm');
  await knex.raw('create extension if not exists btree_gin');
});
afterAll(async () => {
  await db?.destroy();
  rmSync(root, { recursive: true, force: true });
});

/** Generates the next migration for `entities` into the temporary project and applies it. */
async function generateAndMigrate(entities: EntityModel[], now: string, allowDestructive = false): Promise<string[]> {
  const outputs = new Map<string, string>();
  emitMigrations(modelOf(...entities), outputs, { root, now: new Date(now), allowDestructive });
  for (const [path, content] of outputs) writeFileSync(join(root, path), content);
  return migrateLatest(knex, { directory: join(root, 'migrations') });
}

async function columns(table: string): Promise<Record<string, { type: string; nullable: string; default: string | null }>> {
  const { rows } = await knex.raw(
    `select column_name, data_type, is_nullable, column_default from information_schema.columns where table_name = ? order by column_name`, [table]);
  return Object.fromEntries(rows.map((r: Record<string, string>) => [r.column_name, { type: r.data_type, nullable: r.is_nullable, default: r.column_default }]));
}

const indexNames = async (table: string) =>
  (await knex('pg_indexes').where({ tablename: table }).orderBy('indexname').pluck('indexname')) as string[];

const account = accountEntity();
const brandV1 = entity('brand', 'brands', [
  field('name', 'text', { nullable: false }),
  field('code'),
  field('rank', 'integer'),
  field('legacy'),
], { searchFields: ['name'] });
const productV1 = entity('product', 'products', [field('sku', 'text', { nullable: false }), ref('brand_id', 'brand', 'brands', 'set-null')]);

const brandV2 = entity('brand', 'brands', [
  field('name', 'text', { nullable: false }),
  field('code', 'text', { nullable: false, default: 'NONE' }),
  field('rank', 'bigint'),
  field('tags', 'jsonb', { nullable: false, default: [] }),
], {
  searchFields: ['name'],
  unique: [{ name: 'brands_code_unique', fields: ['code'], caseInsensitive: true, global: false, message: '' }],
});

describe('generated migrations', () => {
  it('create the tables, keys and indexes', async () => {
    expect(await generateAndMigrate([account, brandV1, productV1], '2026-01-01T00:00:00Z')).toEqual(['202601010000-create-3-tables']);
    expect(await indexNames('brands')).toEqual(['brands_name_trgm', 'brands_pkey']);
    const [{ id: accountId }] = await knex('accounts').insert({ name: 'A' }).returning('id');
    const [{ id: brandId }] = await knex('brands').insert({ account_id: accountId, name: 'Acme', rank: 7 }).returning('id');
    const [{ id: productId }] = await knex('products').insert({ account_id: accountId, sku: 'P1', brand_id: brandId }).returning('id');
    // set-null clears only brand_id, never the account_id the composite key shares.
    await knex('brands').where({ id: brandId }).delete();
    expect(await knex('products').where({ id: productId }).first()).toMatchObject({ account_id: accountId, brand_id: null });
    await knex('brands').insert({ account_id: accountId, name: 'Kept', rank: 3 });
  });

  it('alter tables that hold rows: add, widen, tighten with a default, index, drop', async () => {
    expect(await generateAndMigrate([account, brandV2, productV1], '2026-01-02T00:00:00Z', true)).toEqual(['202601020000-alter-brands']);
    const brands = await columns('brands');
    expect(brands.tags).toMatchObject({ type: 'jsonb', nullable: 'NO' });
    expect(brands.rank.type).toBe('bigint');
    expect(brands.code).toMatchObject({ nullable: 'NO', default: "'NONE'::text" });
    expect(brands.legacy).toBeUndefined();
    expect(await knex('brands').select('name', 'code', 'rank', 'tags')).toEqual([{ name: 'Kept', code: 'NONE', rank: 3, tags: [] }]);
    expect(await indexNames('brands')).toEqual(['brands_code_unique', 'brands_name_trgm', 'brands_pkey']);
  });

  it('roll back to the first shape, then to nothing', async () => {
    expect(await migrateRollback(knex, { directory: join(root, 'migrations') })).toEqual(['202601020000-alter-brands']);
    const brands = await columns('brands');
    expect(brands.legacy).toMatchObject({ type: 'text', nullable: 'YES' });
    expect(brands.tags).toBeUndefined();
    expect(brands.rank.type).toBe('integer');
    expect(brands.code).toMatchObject({ nullable: 'YES', default: null });
    expect(await migrateRollback(knex, { directory: join(root, 'migrations') })).toEqual(['202601010000-create-3-tables']);
    expect(await knex('pg_tables').where({ schemaname: 'public' }).whereIn('tablename', ['accounts', 'brands', 'products'])).toEqual([]);
  });
});
