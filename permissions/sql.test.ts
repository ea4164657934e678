import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMongoAbility } from '@casl/ability';
import { ACTIONS, defineAbilityFor } from './ability.ts';
import { resourceNames } from './manifest.ts';
import { accessibleWhere, quoteIdent } from './sql.ts';
import { DEMO_USERS, sampleRows } from './testing.ts';
import { subject, type AccessFilter, type AppAbility, type AppRawRule } from './index.ts';

// The SQL is judged by real PostgreSQL (PGlite, in memory), not by a re-implementation of its NULL rules.
let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  // One column per field any grant condition tests (type, channel, archived…), so every resource's rows fit: boolean
  // where the conditions test booleans (as the real column is), text otherwise.
  const samples = resourceNames().map((resource) => [resource, sampleRows(resource)] as const);
  const fields = [...new Set(samples.flatMap(([, rows]) => rows.flatMap((row) => Object.keys(row))))].filter((key) => key !== 'id' && key !== 'account_id');
  const sqlType = (field: string) =>
    samples.some(([, rows]) => rows.some((row) => typeof row[field] === 'boolean')) ? 'boolean' : 'text';
  await db.exec(`
    create table sample (resource text not null, id text not null, account_id text${fields.map((field) => `, ${quoteIdent(field)} ${sqlType(field)}`).join('')});
    create table t (id integer primary key, a text, b integer, c boolean);
  `);
  for (const [resource, rows] of samples) {
    for (const row of rows) {
      const values = [resource, row.id, row.account_id, ...fields.map((field) => row[field] ?? null)];
      await db.query(`insert into sample values (${values.map((_, i) => `$${i + 1}`).join(', ')})`, values);
    }
  }
  for (const row of SYNTHETIC_ROWS) await db.query('insert into t values ($1, $2, $3, $4)', [row.id, row.a, row.b, row.c]);
});

afterAll(async () => {
  await db?.close();
});

/** Ids of `table` rows the filter selects (knex `?` placeholders become `$n` for PGlite). */
async function selectedIds(table: string, filter: AccessFilter, scope?: { resource: string }): Promise<string[]> {
  if (filter === 'none') return [];
  const conditions: string[] = [];
  const bindings: unknown[] = [];
  if (scope) {
    conditions.push('resource = ?');
    bindings.push(scope.resource);
  }
  if (filter !== 'all') {
    conditions.push(filter.sql);
    bindings.push(...filter.bindings);
  }
  let n = 0;
  const where = conditions.length ? `where ${conditions.join(' and ')}`.replace(/\?/g, () => `$${++n}`) : '';
  const result = await db.query<{ id: unknown }>(`select id from ${table} ${where} order by id`, bindings);
  return result.rows.map((row) => String(row.id)).sort();
}

describe('accessibleWhere on the manifest', () => {
  describe.each(Object.entries(DEMO_USERS))('for %s', (_name, user) => {
    const ability = defineAbilityFor(user);
    it.each(resourceNames())('selects exactly the %s rows ability.can allows', async (resource) => {
      for (const action of ACTIONS) {
        const allowed = sampleRows(resource)
          .filter((row) => ability.can(action, subject(resource, { ...row })))
          .map((row) => String(row.id))
          .sort();
        const selected = await selectedIds('sample', accessibleWhere(ability, action, resource), { resource });
        expect({ action, selected }).toEqual({ action, selected: allowed });
      }
    });
  });

  it('answers all for admins and none where no rule exists', () => {
    expect(accessibleWhere(defineAbilityFor(DEMO_USERS.admin), 'delete', 'products')).toBe('all');
    expect(accessibleWhere(defineAbilityFor(DEMO_USERS.partner), 'update', 'products')).toBe('none');
    expect(accessibleWhere(defineAbilityFor(null), 'read', 'products')).toBe('none');
  });

  it('answers none for a partner without clients (an empty $in matches nothing)', () => {
    const ability = defineAbilityFor({ ...DEMO_USERS.partner, clientAccountIds: [] });
    expect(accessibleWhere(ability, 'read', 'products')).toBe('none');
  });

  it('prints placeholders and binds values, never inlining them', () => {
    const filter = accessibleWhere(defineAbilityFor(DEMO_USERS.staffAcme), 'update', 'relationships');
    expect(filter).toEqual({ sql: '("account_id" = ? AND "type" = ?)', bindings: [DEMO_USERS.staffAcme.accountId, 'CUSTOMER'] });
  });

  it('qualifies columns through columnRef', () => {
    const filter = accessibleWhere(defineAbilityFor(DEMO_USERS.ownerAcme), 'read', 'products', (field) => `"p".${quoteIdent(field)}`);
    expect(filter).toEqual({ sql: '"p"."account_id" = ?', bindings: [DEMO_USERS.ownerAcme.accountId] });
  });
});

// ---- Operators, NULLs and rule priority, on a synthetic subject `t` ----

const SYNTHETIC_ROWS = [
  { id: 1, a: 'x', b: 1, c: true },
  { id: 2, a: 'y', b: 2, c: false },
  { id: 3, a: 'z', b: null, c: null },
  { id: 4, a: null, b: 1, c: true },
  { id: 5, a: null, b: null, c: false },
  { id: 6, a: 'x', b: 3, c: null },
];

const can = (conditions?: Record<string, unknown>): AppRawRule => ({ action: 'read', subject: 't', conditions });
const cannot = (conditions?: Record<string, unknown>): AppRawRule => ({ ...can(conditions), inverted: true });

/** Rule sets (lowest priority first, as CASL lists them) whose SQL must select exactly what `can` allows. */
const RULE_SETS: Array<[string, AppRawRule[]]> = [
  ['$eq on a string', [can({ a: 'x' })]],
  ['$eq on null', [can({ a: null })]],
  ['explicit $eq and an integer', [can({ b: { $eq: 1 } })]],
  ['$eq on a boolean', [can({ c: true })]],
  ['$ne', [can({ a: { $ne: 'x' } })]],
  ['$ne on null', [can({ a: { $ne: null } })]],
  ['$ne on a boolean', [can({ c: { $ne: true } })]],
  ['$in', [can({ a: { $in: ['x', 'y'] } })]],
  ['$in with null', [can({ a: { $in: ['x', null] } })]],
  ['$in only null', [can({ a: { $in: [null] } })]],
  ['$in empty', [can({ a: { $in: [] } })]],
  ['$nin', [can({ a: { $nin: ['x'] } })]],
  ['$nin with null', [can({ a: { $nin: ['x', null] } })]],
  ['$nin empty', [can({ b: { $nin: [] } })]],
  ['several fields (AND)', [can({ a: 'x', b: { $in: [1, 3] }, c: { $ne: false } })]],
  ['several operators on one field', [can({ b: { $ne: 2, $nin: [3] } })]],
  ['OR of rules', [can({ a: 'x' }), can({ b: 2 })]],
  ['an unconditional rule', [can({ a: 'x' }), can()]],
  ['empty conditions', [can({})]],
  ['cannot after can (AND NOT)', [can({ b: { $in: [1, 2, 3] } }), cannot({ a: 'x' })]],
  ['cannot on null values', [can(), cannot({ b: { $in: [1] } })]],
  ['cannot with $ne and $nin', [can(), cannot({ a: { $ne: 'x' } }), cannot({ b: { $nin: [1, null] } })]],
  ['can after cannot keeps priority', [cannot({ a: 'x' }), can({ b: 1 })]],
  ['an unconditional cannot', [can({ a: 'x' }), cannot()]],
  ['can above an unconditional cannot', [can({ a: 'x' }), cannot(), can({ b: 2 })]],
  ['negated several fields', [can(), cannot({ a: 'x', c: true })]],
  ['no rule for the subject', [{ action: 'read', subject: 'other' }]],
];

describe('accessibleWhere operators', () => {
  it.each(RULE_SETS)('agrees with ability.can row by row: %s', async (_name, rules) => {
    const ability = createMongoAbility<AppAbility>(rules);
    const allowed = SYNTHETIC_ROWS.filter((row) => ability.can('read', subject('t', { ...row }))).map((row) => String(row.id));
    expect(await selectedIds('t', accessibleWhere(ability, 'read', 't'))).toEqual(allowed.sort());
  });

  it.each([
    ['$gt', { b: { $gt: 1 } }, /"gt" is not supported/],
    ['$regex', { a: { $regex: '^x' } }, /"regex" is not supported/],
    ['$exists', { a: { $exists: true } }, /"exists" is not supported/],
    ['$elemMatch', { a: { $elemMatch: { b: 1 } } }, /not supported/],
    ['an unknown operator', { a: { $foo: 1 } }, /unsupported operator or value/],
    ['an object value', { a: { nested: 1 } }, /unsupported operator or value/],
    ['a dotted field', { 'a.b': 1 }, /not a valid column name/],
    ['an upper-case field', { A: 1 }, /not a valid column name/],
    ['a quote in a field', { 'a"; drop table t; --': 1 }, /not a valid column name/],
  ])('throws on %s', (_name, conditions, message) => {
    const ability = createMongoAbility<AppAbility>([can(conditions)]);
    expect(() => accessibleWhere(ability, 'read', 't')).toThrow(message);
  });

  it('throws on fields the entity does not have, and on jsonb fields', () => {
    const typo = createMongoAbility<AppAbility>([{ action: 'read', subject: 'relationships', conditions: { tpye: 'CUSTOMER' } }]);
    expect(() => accessibleWhere(typo, 'read', 'relationships')).toThrow(/no field "tpye"/);
    const jsonb = createMongoAbility<AppAbility>([{ action: 'read', subject: 'accounts', conditions: { feature_flags: 'x' } }]);
    expect(() => accessibleWhere(jsonb, 'read', 'accounts')).toThrow(/jsonb/);
  });
});
