import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitMigrations, migrationName, SNAPSHOT_PATH } from './emit-migrations.ts';
import { generatedHeader } from './header.ts';
import { SchemaError, SchemaErrors } from './errors.ts';
import type { EntityModel, Model } from '../model/types.ts';
import { accountEntity, entity, field, modelOf } from '../tests/helpers/model-fixtures.ts';

const NOW = new Date('2026-01-02T03:04:59Z');
const account = accountEntity();
const brandFields = [field('name', 'text', { nullable: false }), field('code')];
const brand = (fields = brandFields, overrides: Partial<EntityModel> = {}) => entity('brand', 'brands', fields, overrides);

let root: string;
beforeEach(() => { root = mkdtempSync(join(tmpdir(), 'sellyard-migrations-')); });
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs the emitter as `npm run generate` would, without writing. */
function emit(model: Model, options: { allowDestructive?: boolean; now?: Date } = {}): Map<string, string> {
  const outputs = new Map<string, string>();
  emitMigrations(model, outputs, { root, now: NOW, ...options });
  return outputs;
}

/** Writes outputs to the temporary project, as `npm run generate` does. */
function write(outputs: Map<string, string>): void {
  for (const [path, content] of outputs) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** The one new migration among the outputs: its path and source. */
function migration(outputs: Map<string, string>): [string, string] {
  const found = [...outputs].filter(([path]) => path !== SNAPSHOT_PATH);
  expect(found).toHaveLength(1);
  return found[0];
}

const upOf = (source: string) => source.slice(source.indexOf('export async function up'), source.indexOf('export async function down'));
const downOf = (source: string) => source.slice(source.indexOf('export async function down'));

describe('emitMigrations', () => {
  it('creates the first migration and the snapshot for new tables', () => {
    const outputs = emit(modelOf(account, brand()));
    const [path, source] = migration(outputs);
    expect(path).toBe('migrations/202601020304-create-accounts-and-brands.ts');
    expect(source.startsWith(generatedHeader('entities/*/*.schema.json, compared with migrations/snapshot.json'))).toBe(true);
    const up = upOf(source);
    // Tables in dependency order, foreign keys only once every table exists.
    expect(up.indexOf('create table accounts')).toBeLessThan(up.indexOf('create table brands'));
    expect(up.indexOf('create table brands')).toBeLessThan(up.indexOf('add constraint brands_account_id_fkey'));
    const down = downOf(source);
    expect(down.indexOf('drop constraint brands_account_id_fkey')).toBeLessThan(down.indexOf('drop table brands'));
    expect(down.indexOf('drop table brands')).toBeLessThan(down.indexOf('drop table accounts'));
    const snapshot = JSON.parse(outputs.get(SNAPSHOT_PATH)!);
    expect(snapshot.migration).toBe('202601020304-create-accounts-and-brands');
    expect(Object.keys(snapshot.tables)).toEqual(['accounts', 'brands']);
  });

  it('emits only the unchanged snapshot when nothing differs, and never an old migration', () => {
    write(emit(modelOf(account, brand())));
    const before = readFileSync(join(root, SNAPSHOT_PATH), 'utf8');
    const again = emit(modelOf(account, brand()), { now: new Date('2026-06-01T00:00:00Z') });
    expect([...again.keys()]).toEqual([SNAPSHOT_PATH]);
    expect(again.get(SNAPSHOT_PATH)).toBe(before);
  });

  it('is deterministic for the same schemas and time', () => {
    expect(emit(modelOf(account, brand()))).toEqual(emit(modelOf(account, brand())));
  });

  it('adds a column with its default, and drops it on the way down', () => {
    write(emit(modelOf(account, brand())));
    const [path, source] = migration(emit(modelOf(account, brand([...brandFields, field('country', 'text', { nullable: false, default: 'GB' })])), { now: new Date('2026-01-03T00:00:00Z') }));
    expect(path).toBe('migrations/202601030000-add-brands-country.ts');
    expect(upOf(source)).toContain("alter table brands add column country text not null default 'GB'");
    expect(downOf(source)).toContain('alter table brands drop column country');
  });

  it('refuses to drop a column without the flag, naming the table, column and file', () => {
    write(emit(modelOf(account, brand())));
    const error = (() => { try { emit(modelOf(account, brand([brandFields[0]]))); } catch (e) { return e; } })() as SchemaError;
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.file).toBe('entities/brand/brand.schema.json');
    expect(error.message).toMatch(/dropping column brands\.code deletes its data.*--allow-destructive/);
  });

  it('drops a column with the flag, and puts it back on the way down', () => {
    write(emit(modelOf(account, brand())));
    const [path, source] = migration(emit(modelOf(account, brand([brandFields[0]])), { allowDestructive: true, now: new Date('2026-01-03T00:00:00Z') }));
    expect(path).toBe('migrations/202601030000-drop-brands-code.ts');
    expect(upOf(source)).toContain('alter table brands drop column code');
    expect(downOf(source)).toContain('alter table brands add column code text');
  });

  it('renames a column marked x-renamedFrom, keeping its data, with no --allow-destructive', () => {
    write(emit(modelOf(account, brand())));
    const renamed = modelOf(account, brand([brandFields[0], field('reference', 'text', { renamedFrom: 'code' })]));
    const outputs = emit(renamed, { now: new Date('2026-01-03T00:00:00Z') });
    const [path, source] = migration(outputs);
    expect(path).toBe('migrations/202601030000-rename-brands-code.ts');
    expect(upOf(source)).toContain('alter table brands rename column code to reference');
    expect(upOf(source)).not.toMatch(/drop column|add column/);
    expect(downOf(source)).toContain('alter table brands rename column reference to code');
    write(outputs);
    // Once migrated the hint does nothing: the snapshot has the new name and no trace of the hint.
    expect([...emit(renamed, { now: new Date('2026-01-04T00:00:00Z') }).keys()]).toEqual([SNAPSHOT_PATH]);
    expect(readFileSync(join(root, SNAPSHOT_PATH), 'utf8')).not.toContain('renamedFrom');
  });

  it('renames a column inside its indexes, recreating the index under its new name', () => {
    const unique = (name: string) => [{ name: `brands_${name}_unique`, fields: [name], caseInsensitive: false, global: false, message: '' }];
    write(emit(modelOf(account, brand(brandFields, { unique: unique('code') }))));
    const [, source] = migration(emit(modelOf(account, brand([brandFields[0], field('reference', 'text', { renamedFrom: 'code' })], { unique: unique('reference') }))));
    const up = upOf(source);
    expect(up.indexOf('rename column code to reference')).toBeLessThan(up.indexOf('drop index brands_code_unique'));
    expect(up).toContain('create unique index brands_reference_unique on brands (account_id, reference)');
    const down = downOf(source);
    expect(down.indexOf('create unique index brands_code_unique on brands (account_id, reference)')).toBeLessThan(down.indexOf('rename column reference to code'));
  });

  it('refuses a rename whose old property still exists', () => {
    write(emit(modelOf(account, brand())));
    expect(() => emit(modelOf(account, brand([...brandFields, field('reference', 'text', { renamedFrom: 'code' })]))))
      .toThrow(/`code` is still a property/);
  });

  it('renames a table marked x-renamedFrom instead of dropping it', () => {
    write(emit(modelOf(account, brand())));
    const [path, source] = migration(emit(modelOf(account, entity('maker', 'makers', brandFields, { renamedFrom: 'brands' })), { now: new Date('2026-01-03T00:00:00Z') }));
    expect(path).toBe('migrations/202601030000-alter-makers.ts');
    const up = upOf(source);
    expect(up).toContain('alter table brands rename to makers');
    expect(up).toContain('alter table makers rename constraint brands_pkey to makers_pkey');
    expect(up).not.toMatch(/drop table|create table/);
    expect(up.indexOf('rename to makers')).toBeLessThan(up.indexOf('alter table makers drop constraint brands_account_id_fkey'));
    expect(up).toContain('alter table makers add constraint makers_account_id_fkey');
    expect(downOf(source)).toContain('alter table makers rename to brands');
  });

  it('refuses a generated migration that was edited by hand, in generate and in --check', () => {
    const outputs = emit(modelOf(account, brand()));
    write(outputs);
    const [path, source] = migration(outputs);
    writeFileSync(join(root, path), source.replace('create table brands', 'create table brandz'));
    expect(() => emit(modelOf(account, brand()))).toThrow(/edited by hand/);
  });

  it('refuses to drop a table without the flag', () => {
    write(emit(modelOf(account, brand())));
    expect(() => emit(modelOf(account))).toThrow(/dropping table brands deletes its rows/);
    const [, source] = migration(emit(modelOf(account), { allowDestructive: true }));
    expect(upOf(source).indexOf('drop constraint brands_account_id_fkey')).toBeLessThan(upOf(source).indexOf('drop table brands'));
    expect(downOf(source)).toContain('create table brands');
  });

  it('drops and recreates an index whose definition changed, and adds a new one', () => {
    const unique = (caseInsensitive: boolean) => [{ name: 'brands_code_unique', fields: ['code'], caseInsensitive, global: false, message: '' }];
    write(emit(modelOf(account, brand(brandFields, { unique: unique(true) }))));
    const [path, source] = migration(emit(modelOf(account, brand(brandFields, {
      unique: unique(false),
      indexes: [{ name: 'brands_name_index', fields: ['name'] }],
    }))));
    expect(path).toMatch(/-alter-brands\.ts$/);
    const up = upOf(source);
    expect(up.indexOf('drop index brands_code_unique')).toBeLessThan(up.indexOf('create unique index brands_code_unique on brands (account_id, code)'));
    expect(up).toContain('create index brands_name_index on brands (account_id, name)');
    expect(downOf(source)).toContain('create unique index brands_code_unique on brands (account_id, lower(code))');
  });

  it('widens a type freely but refuses to narrow one without the flag', () => {
    write(emit(modelOf(account, brand([...brandFields, field('rank', 'integer')]))));
    const [, widened] = migration(emit(modelOf(account, brand([...brandFields, field('rank', 'bigint')]))));
    expect(upOf(widened)).toContain('alter table brands alter column rank type bigint using rank::bigint');
    expect(downOf(widened)).toContain('alter table brands alter column rank type integer using rank::integer');
    expect(() => emit(modelOf(account, brand([...brandFields, field('rank', 'boolean')])))).toThrow(/from integer to boolean may not keep every value/);
  });

  it('fills nulls with the default before making a column NOT NULL', () => {
    write(emit(modelOf(account, brand())));
    const [, source] = migration(emit(modelOf(account, brand([brandFields[0], field('code', 'text', { nullable: false, default: 'NONE' })]))));
    const up = upOf(source);
    expect(up).toContain("alter table brands alter column code set default 'NONE'");
    expect(up.indexOf("update brands set code = 'NONE' where code is null")).toBeLessThan(up.indexOf('alter column code set not null'));
    expect(downOf(source)).toContain('alter table brands alter column code drop not null');
  });

  it('refuses a NOT NULL column without a default on an existing table, unless told the table is empty', () => {
    write(emit(modelOf(account, brand())));
    const next = modelOf(account, brand([...brandFields, field('slug', 'text', { nullable: false })]));
    expect(() => emit(next)).toThrow(/new column brands\.slug is NOT NULL without a default.*if the table is empty/);
    expect(upOf(migration(emit(next, { allowDestructive: true }))[1])).toContain('alter table brands add column slug text not null');
  });

  it('refuses to make a column NOT NULL without a default', () => {
    write(emit(modelOf(account, brand())));
    expect(() => emit(modelOf(account, brand([brandFields[0], field('code', 'text', { nullable: false })]))))
      .toThrow(/making brands\.code NOT NULL without a default fails while a row holds null/);
  });

  it('reports every destructive change at once', () => {
    write(emit(modelOf(account, brand())));
    expect(() => emit(modelOf(account, entity('brand', 'brands', [])))).toThrow(SchemaErrors);
  });

  it('refuses to start over when the snapshot is missing but generated migrations exist', () => {
    write(emit(modelOf(account, brand())));
    rmSync(join(root, SNAPSHOT_PATH));
    expect(() => emit(modelOf(account, brand()))).toThrow(/snapshot\.json: the file is missing but generated migrations exist/);
  });
});

describe('migrationName', () => {
  it('uses the UTC minute of now', () => {
    expect(migrationName(NOW, [], 'create-brands')).toBe('202601020304-create-brands');
  });

  it('comes after the latest existing migration, even one dated in the future', () => {
    expect(migrationName(NOW, ['202611212000-system-tables.ts'], 'x')).toBe('202611212001-x');
    expect(migrationName(NOW, ['202612312359-system-tables.ts'], 'x')).toBe('202701010000-x');
    expect(migrationName(NOW, ['202601020304-same-minute.ts'], 'x')).toBe('202601020305-x');
  });
});
