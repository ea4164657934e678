/**
 * The database checks what the schemas say (issue 12, item 4): enums, numeric bounds and string lengths become
 * CHECK constraints (generator/table-model.ts `checksOf`), so a row written past the API's validation (a hook, a
 * job, a hand-written query) is refused too, and the refusal maps to the API's field error. A migration that adds a
 * check to a table whose rows break it stops first with the count and an example id, changing nothing; `generate`
 * finds the same rows beforehand (generator/check-database.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { model } from '../../generated/model.ts';
import { databaseErrorToApiError } from '../../api/http/database-errors.ts';
import { diffTables } from '../../generator/schema-diff.ts';
import { renderMigration } from '../../generator/emit-migrations.ts';
import { findViolations, describeViolations } from '../../generator/check-database.ts';
import { tableModel } from '../../generator/table-model.ts';
import { accountEntity, entity, field } from '../helpers/model-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let db: TestDatabase;
let knex: Knex;
let accountId: string;
let folder: string;

beforeAll(async () => {
  db = await createTestDatabase();
  knex = db.knex;
  [{ id: accountId }] = await knex('accounts').insert({ name: 'Check Ltd' }).returning('id');
  folder = mkdtempSync(join(tmpdir(), 'sellyard-checks-'));
});
afterAll(async () => {
  await db?.destroy();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The error of a write expected to fail. */
async function refusal(write: Promise<unknown>): Promise<any> {
  try {
    await write;
  } catch (error) {
    return error;
  }
  throw new Error('the write was accepted');
}

describe('CHECK constraints from the schemas', () => {
  it.each([
    ['a negative weight (minimum 0)', { weight_g: -5 }, 'products_weight_g_min', '/weight_g', 'must be at least 0'],
    ['a status outside the enum', { status: 'LOST' }, 'products_status_enum', '/status', /^must be one of DRAFT, ACTIVE/],
    ['an SKU longer than maxLength', { sku: 'X'.repeat(500) }, 'products_sku_length', '/sku', /^must have at most \d+ characters$/],
  ])('refuse %s written past the API, as a field error', async (_case, values, constraint, pointer, message) => {
    const error = await refusal(knex('products').insert({ account_id: accountId, sku: `CHK-${constraint}`, title: 'Raw insert', ...values }));
    expect(error).toMatchObject({ code: '23514', constraint });
    expect(databaseErrorToApiError(error, model)).toMatchObject({ status: 400, code: 'validation_failed', errors: [{ pointer, message: expect.stringMatching(message) }] });
    expect(await knex('products').where({ account_id: accountId })).toEqual([]);
  });

  it('let valid rows and nulls through', async () => {
    await knex('products').insert({ account_id: accountId, sku: 'CHK-OK', title: 'Fine', weight_g: 0, cost_price: null });
    expect(await knex('products').where({ account_id: accountId }).pluck('sku')).toEqual(['CHK-OK']);
  });
});

describe('adding a check to a table whose rows break it', () => {
  // A table as the snapshot knew it, then the same table once its schema says `size` is at least 0.
  const account = accountEntity();
  const before = { gadgets: tableModel(entity('gadget', 'gadgets', [field('size', 'integer')]), new Map([['account', account]])) };
  const afterEntity = entity('gadget', 'gadgets', [field('size', 'integer', { schema: { type: ['integer', 'null'], minimum: 0 } })]);
  const after = { gadgets: tableModel(afterEntity, new Map([['account', account], ['gadget', afterEntity]])) };
  const ids = ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003'];

  beforeAll(async () => {
    await knex.raw('create table gadgets (id uuid not null, account_id uuid not null, size integer, created_at timestamptz, updated_at timestamptz, version integer, primary key (account_id, id))');
    await knex('gadgets').insert([{ id: ids[0], account_id: accountId, size: -1 }, { id: ids[1], account_id: accountId, size: -7 }, { id: ids[2], account_id: accountId, size: 4 }]);
  });

  it('is found by generate\'s look at the database: the count and the smallest id', async () => {
    const violations = await findViolations(async (sql) => (await knex.raw(sql)).rows, before, after);
    expect(violations).toEqual([{ table: 'gadgets', check: expect.objectContaining({ name: 'gadgets_size_min', condition: 'size >= 0' }), count: 2, example: ids[1] }]);
    expect(describeViolations(violations)).toBe(`  gadgets: gadgets_size_min (size >= 0) is broken by 2 row(s), for example id ${ids[1]}`);
    // Tables the database does not have yet (a new entity) are not looked at.
    expect(await findViolations(async (sql) => (await knex.raw(sql)).rows, { ghosts: { ...before.gadgets, name: 'ghosts' } }, { ghosts: { ...after.gadgets, name: 'ghosts' } })).toEqual([]);
  });

  it('stops the generated migration before it changes anything, naming the count and an example', async () => {
    const diff = diffTables(before, after);
    expect(diff.steps.map((s) => s.summary)).toEqual(['gadgets: add checks gadgets_size_min']);
    const file = join(folder, '203001010000-add-gadgets-check.ts');
    writeFileSync(file, renderMigration(diff));
    const migration = await import(pathToFileURL(file).href);
    await expect(migration.up(knex)).rejects.toThrow(`gadgets_size_min (size >= 0): 2 row(s), for example id ${ids[1]}`);
    const constraints = await knex.raw(`select conname from pg_constraint where conrelid = 'gadgets'::regclass and contype = 'c'`);
    expect(constraints.rows).toEqual([]);

    // Once the rows are corrected, the same migration runs, and its down undoes it.
    await knex('gadgets').where('size', '<', 0).update({ size: 0 });
    await migration.up(knex);
    expect((await knex.raw(`select conname from pg_constraint where conrelid = 'gadgets'::regclass and contype = 'c'`)).rows).toEqual([{ conname: 'gadgets_size_min' }]);
    await migration.down(knex);
    expect((await knex.raw(`select conname from pg_constraint where conrelid = 'gadgets'::regclass and contype = 'c'`)).rows).toEqual([]);
  });
});
