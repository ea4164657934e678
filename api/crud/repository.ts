/**
 * SQL for the generic resources, generic over the model. Every read, update and delete carries the caller's
 * scope (the permission rules compiled to SQL, and the acting account) in its WHERE clause: rows outside it are
 * never loaded, so they cannot leak through a later bug. Writes run inside the caller's transaction.
 */
import type { Knex } from 'knex';
import type { EntityModel, FieldModel } from '../../model/types.ts';
import type { ListQuery } from './list-query.ts';
import { CUSTOM_FIELDS, type CustomFieldDefinition } from './custom-fields.ts';

/** What the caller may see: the permission filter, and optionally one account (X-Account-Id). */
export interface Scope {
  where: { sql: string; bindings: unknown[] } | 'all' | 'none';
  accountId?: string;
}

export type Row = Record<string, unknown>;

/** Above this many matching rows a list reports an estimate instead of an exact count (see README, "Scale"). */
export const COUNT_CAP = Number(process.env.LIST_COUNT_CAP ?? 10000);

/** Columns stored in the table and returned to clients. */
export function returnedColumns(entity: EntityModel): string[] {
  return entity.fields.filter((f) => !f.virtual && !f.internal && !f.writeOnly).map((f) => f.name);
}

/**
 * What a query selects: the returned columns, and for each secret whether it is set (never its value). `names`
 * (checked by list-fields.ts) narrows it to those columns and `<secret>_set` flags.
 */
export function selection(db: Knex, entity: EntityModel, names?: string[]): Array<string | Knex.Raw> {
  const wanted = names && new Set(names);
  return [
    ...returnedColumns(entity).filter((name) => !wanted || wanted.has(name)),
    ...entity.fields.filter((f) => f.secret && (!wanted || wanted.has(`${f.name}_set`))).map((f) => db.raw('(?? is not null) as ??', [f.name, `${f.name}_set`])),
  ];
}

/** Columns stored in the table (internal ones included). */
export function storedFields(entity: EntityModel): FieldModel[] {
  return entity.fields.filter((f) => !f.virtual);
}

/** Narrows a query on the entity's table to `scope` (the rows an actor may act on). */
export function applyScope(builder: Knex.QueryBuilder, entity: EntityModel, scope: Scope): Knex.QueryBuilder {
  if (scope.where === 'none') return builder.whereRaw('false');
  if (scope.where !== 'all') builder.whereRaw(scope.where.sql, scope.where.bindings as Knex.RawBinding[]);
  if (scope.accountId) builder.where(entity.tenantColumn, scope.accountId);
  return builder;
}

/** `%` and `_` in a search are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A piece of SQL in knex's raw form (`?` values, `??` identifiers) and its bindings. */
export interface SqlFragment { sql: string; bindings: unknown[] }

/** A column or table name as SQL (names come from the model, checked by the generator; quotes doubled anyway). */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * What a list of an entity needs that does not depend on the request, computed once per entity: the quoted table,
 * the `q` search clause, and the select lists already asked for (by the `fields` they name).
 */
interface EntitySql { table: string; search?: string; searchCount: number; selections: Map<string, string> }
const entitySqls = new WeakMap<EntityModel, EntitySql>();

function entitySql(entity: EntityModel): EntitySql {
  let known = entitySqls.get(entity);
  if (!known) {
    known = {
      table: quoted(entity.table),
      search: entity.searchFields.length ? `(${entity.searchFields.map((f) => `${quoted(f)} ilike ?`).join(' or ')})` : undefined,
      searchCount: entity.searchFields.length,
      selections: new Map(),
    };
    entitySqls.set(entity, known);
  }
  return known;
}

/** `selection` as SQL text (the same columns and `<secret>_set` flags), cached per entity and `names`. */
function selectionSql(entity: EntityModel, names?: string[]): string {
  const { selections } = entitySql(entity);
  const key = names ? names.join(',') : '*';
  let text = selections.get(key);
  if (text === undefined) {
    const wanted = names && new Set(names);
    text = [
      ...returnedColumns(entity).filter((name) => !wanted || wanted.has(name)).map(quoted),
      ...entity.fields.filter((f) => f.secret && (!wanted || wanted.has(`${f.name}_set`))).map((f) => `(${quoted(f.name)} is not null) as ${quoted(`${f.name}_set`)}`),
    ].join(', ');
    if (selections.size < 200) selections.set(key, text);
  }
  return text;
}

/**
 * The filters of a list query as SQL conditions (ANDed by the caller), in the order lists have always sent them:
 * ids, the search, the fields' conditions, then the custom fields'. Lists (as raw SQL) and CSV export (through
 * knex) share it, so both select the same rows.
 */
export function filterConditions(entity: EntityModel, query: ListQuery): SqlFragment[] {
  const out: SqlFragment[] = [];
  if (query.ids) out.push(query.ids.length ? { sql: `"id" in (${placeholders(query.ids.length)})`, bindings: query.ids } : { sql: 'false', bindings: [] });
  const { search, searchCount } = entitySql(entity);
  if (query.q && search) {
    const pattern = likePattern(query.q);
    out.push({ sql: search, bindings: Array.from({ length: searchCount }, () => pattern) });
  }
  for (const { field, operator, value } of query.conditions) {
    const column = quoted(field.name);
    if (field.sqlType === 'jsonb') {
      // Array fields (flags, permissions): "contains".
      const values = Array.isArray(value) ? value : [value];
      const clause = values.map(() => `${column} @> ?::jsonb`).join(' or ');
      const bindings = values.map((v) => JSON.stringify([v]));
      out.push(operator === 'ne' || operator === 'nin' ? { sql: `not (${clause})`, bindings } : { sql: `(${clause})`, bindings });
      continue;
    }
    switch (operator) {
      case 'eq': out.push(value === null ? { sql: `${column} is null`, bindings: [] } : { sql: `${column} = ?`, bindings: [value] }); break;
      case 'ne': out.push(value === null ? { sql: `${column} is not null`, bindings: [] } : { sql: `(not ${column} = ? or ${column} is null)`, bindings: [value] }); break;
      case 'gte': out.push({ sql: `${column} >= ?`, bindings: [value] }); break;
      case 'lte': out.push({ sql: `${column} <= ?`, bindings: [value] }); break;
      case 'gt': out.push({ sql: `${column} > ?`, bindings: [value] }); break;
      case 'lt': out.push({ sql: `${column} < ?`, bindings: [value] }); break;
      case 'in': {
        const values = value as unknown[];
        out.push(values.length ? { sql: `${column} in (${placeholders(values.length)})`, bindings: values } : { sql: 'false', bindings: [] });
        break;
      }
      case 'nin': {
        const values = value as unknown[];
        if (values.length) out.push({ sql: `${column} not in (${placeholders(values.length)})`, bindings: values });
        break;
      }
    }
  }
  out.push(...customConditions(query));
  return out;
}

function applyFilters(builder: Knex.QueryBuilder, entity: EntityModel, query: ListQuery): Knex.QueryBuilder {
  for (const { sql, bindings } of filterConditions(entity, query)) builder.whereRaw(sql, bindings as Knex.RawBinding[]);
  return builder;
}

/**
 * A custom field's value as SQL, typed for comparing and sorting: numbers as numeric, booleans as boolean, the rest
 * as text (ISO dates sort as text). A stored value of another JSON type (left from an earlier definition with the
 * same key) reads as null instead of failing the cast.
 */
export function customValueSql(definition: Pick<CustomFieldDefinition, 'key' | 'type'>): { sql: string; bindings: string[]; sqlType: 'numeric' | 'boolean' | 'text' } {
  const typed = (json: string, sqlType: 'numeric' | 'boolean') => ({
    sql: `(case when jsonb_typeof(??->?) = '${json}' then (??->>?)::${sqlType} end)`,
    bindings: [CUSTOM_FIELDS, definition.key, CUSTOM_FIELDS, definition.key],
    sqlType,
  });
  if (definition.type === 'NUMBER') return typed('number', 'numeric');
  if (definition.type === 'BOOLEAN') return typed('boolean', 'boolean');
  return { sql: '(??->>?)', bindings: [CUSTOM_FIELDS, definition.key], sqlType: 'text' };
}

/**
 * Custom-field filters. Equality is jsonb containment (`custom_fields @> '{"colour": "red"}'`), which the
 * `custom_fields` GIN index serves; a MULTISELECT value "equals" an option it contains. Ranges compare typed values.
 */
function customConditions(query: ListQuery): SqlFragment[] {
  const out: SqlFragment[] = [];
  for (const condition of query.customConditions) {
    const definition = condition.definition!;
    const contains = (v: unknown) => JSON.stringify({ [definition.key]: definition.type === 'MULTISELECT' ? [v] : v });
    const anyOf = (values: unknown[]) => ({ sql: values.map(() => '?? @> ?::jsonb').join(' or '), bindings: values.flatMap((v) => [CUSTOM_FIELDS, contains(v)]) });
    const { value } = condition;
    switch (condition.operator) {
      case 'eq':
        if (value === null) out.push({ sql: '(??->?) is null', bindings: [CUSTOM_FIELDS, definition.key] });
        else out.push({ sql: '?? @> ?::jsonb', bindings: [CUSTOM_FIELDS, contains(value)] });
        break;
      case 'ne':
        if (value === null) out.push({ sql: '(??->?) is not null', bindings: [CUSTOM_FIELDS, definition.key] });
        else out.push({ sql: 'not (?? @> ?::jsonb)', bindings: [CUSTOM_FIELDS, contains(value)] });
        break;
      case 'in': {
        const values = value as unknown[];
        if (!values.length) out.push({ sql: 'false', bindings: [] });
        else { const any = anyOf(values); out.push({ sql: `(${any.sql})`, bindings: any.bindings }); }
        break;
      }
      case 'nin': {
        const values = value as unknown[];
        if (values.length) { const any = anyOf(values); out.push({ sql: `not (${any.sql})`, bindings: any.bindings }); }
        break;
      }
      default: {
        const operator = { gte: '>=', lte: '<=', gt: '>', lt: '<' }[condition.operator as 'gte' | 'lte' | 'gt' | 'lt'];
        const typed = customValueSql(definition);
        out.push({ sql: `${typed.sql} ${operator} ?`, bindings: [...typed.bindings, value] });
      }
    }
  }
  return out;
}

/** The list's sort as SQL: the sort key (a column, or a custom field's typed value), then the id as tie-break. */
export function sortKeySql(query: ListQuery): { sql: string; bindings: string[]; sqlType: string } {
  const custom = query.sort.custom?.definition;
  if (custom) return customValueSql(custom);
  return { sql: '??', bindings: [query.sort.field.name], sqlType: query.sort.field.sqlType };
}

export function applySort(builder: Knex.QueryBuilder, query: ListQuery): Knex.QueryBuilder {
  const key = sortKeySql(query);
  const order = query.sort.order === 'ASC' ? 'asc' : 'desc';
  // PostgreSQL's default null placement (last ascending, first descending) is what a btree index on the column
  // yields in either direction; an explicit NULLS clause would force a sort of every matching row instead.
  return builder.orderByRaw(`${key.sql} ${order}, ?? ${order}`, [...key.bindings, 'id']);
}

/**
 * The total for Content-Range without an unbounded count(*): an exact count(*) over a million-row tenant costs as
 * much as reading it, and nobody pages to row 900,000. The planner's estimate comes first (a fraction of a
 * millisecond); only when it is at most COUNT_CAP is the count made, exactly up to the cap. Above it the estimate
 * is reported and the response says so (X-Total-Estimated: true); the admin shows it as "about".
 */
async function countRows(db: Knex, from: SqlFragment): Promise<{ total: number; estimated: boolean }> {
  const plan = await db.raw(`explain (format json) select 1 ${from.sql}`, from.bindings as Knex.RawBinding[]);
  const rows = (plan.rows ?? plan)[0]['QUERY PLAN'];
  const estimate = Math.round(Number((typeof rows === 'string' ? JSON.parse(rows) : rows)[0].Plan['Plan Rows']));
  if (estimate > COUNT_CAP * ESTIMATE_MARGIN) return { total: estimate, estimated: true };
  const capped = await db.raw(`select count(*) as "n" from (select 1 ${from.sql} limit ?) as "capped"`, [...from.bindings, COUNT_CAP + 1] as Knex.RawBinding[]);
  const exact = Number((capped.rows ?? capped)[0].n);
  if (exact <= COUNT_CAP) return { total: exact, estimated: false };
  return { total: Math.max(COUNT_CAP + 1, estimate), estimated: true };
}

/** How far above the cap the planner must estimate before the capped count is skipped (1: as soon as it is above). */
const ESTIMATE_MARGIN = 1;

/** The rows matching a list query within the scope, unsorted and unpaged (CSV export builds on it). */
export function filteredRows(db: Knex, entity: EntityModel, query: ListQuery, scope: Scope): Knex.QueryBuilder {
  return applyFilters(applyScope(db(entity.table), entity, scope), entity, query);
}

/**
 * `from <table> where …` of a list: the scope (as applyScope) and the filters (as filteredRows), written as SQL text
 * directly. A list is the API's hottest read; building and compiling it with knex's query builder cost more CPU
 * than everything else the route does, and the statements are always of these three shapes.
 */
function listFrom(entity: EntityModel, query: ListQuery, scope: Scope): SqlFragment {
  const conditions: SqlFragment[] = [];
  if (scope.where === 'none') conditions.push({ sql: 'false', bindings: [] });
  else if (scope.where !== 'all') conditions.push(scope.where);
  if (scope.accountId) conditions.push({ sql: `${quoted(entity.tenantColumn)} = ?`, bindings: [scope.accountId] });
  conditions.push(...filterConditions(entity, query));
  const where = conditions.length ? ` where ${conditions.map((c) => c.sql).join(' and ')}` : '';
  return { sql: `from ${entitySql(entity).table}${where}`, bindings: conditions.flatMap((c) => c.bindings) };
}

/**
 * One page of a list and its total: the page (`select … order by … limit`), then, unless a short first page tells
 * the total, the planner's estimate and the capped count. Raw statements (see listFrom), with the same text and
 * bindings the query builder produced.
 */
export async function listRows(db: Knex, entity: EntityModel, query: ListQuery, scope: Scope): Promise<{ rows: Row[]; total: number; estimated: boolean }> {
  const from = listFrom(entity, query, scope);
  const key = sortKeySql(query);
  const order = query.sort.order === 'ASC' ? 'asc' : 'desc';
  // As applySort: the key then the id, in PostgreSQL's default null placement.
  const sortSql = key.bindings.length === 1 && key.sql === '??' ? quoted(key.bindings[0]) : key.sql;
  const sortBindings = key.bindings.length === 1 && key.sql === '??' ? [] : key.bindings;
  const sql = `select ${selectionSql(entity, query.fields)} ${from.sql} order by ${sortSql} ${order}, "id" ${order} limit ?${query.offset ? ' offset ?' : ''}`;
  const bindings = [...from.bindings, ...sortBindings, query.limit, ...(query.offset ? [query.offset] : [])];
  const result = await db.raw(sql, bindings as Knex.RawBinding[]);
  const rows: Row[] = result.rows ?? result;
  // A short first page already tells the total: no second query.
  if (query.offset === 0 && rows.length < query.limit) return { rows, total: rows.length, estimated: false };
  const { total, estimated } = await countRows(db, from);
  return { rows, total, estimated };
}

/** One row in scope, with its children; undefined when it does not exist or is outside the scope. */
export async function findRow(db: Knex, entity: EntityModel, id: string, scope: Scope, options: { forUpdate?: boolean; internal?: boolean } = {}): Promise<Row | undefined> {
  const columns = options.internal ? storedFields(entity).map((f) => f.name) : selection(db, entity);
  const builder = applyScope(db(entity.table).select(columns).where('id', id), entity, scope).first();
  if (options.forUpdate) builder.forUpdate();
  const row: Row | undefined = await builder;
  if (!row) return undefined;
  await attachChildren(db, entity, row);
  return row;
}

/** The one row of a singleton entity for `accountId`, with its children; undefined before its first save. */
export async function findSingletonRow(db: Knex, entity: EntityModel, accountId: string, options: { forUpdate?: boolean; internal?: boolean } = {}): Promise<Row | undefined> {
  const columns = options.internal ? storedFields(entity).map((f) => f.name) : selection(db, entity);
  const builder = db(entity.table).select(columns).where('account_id', accountId).first();
  if (options.forUpdate) builder.forUpdate();
  const row: Row | undefined = await builder;
  if (row) await attachChildren(db, entity, row);
  return row;
}

export async function attachChildren(db: Knex, entity: EntityModel, row: Row, childEntities?: Map<string, EntityModel>): Promise<void> {
  for (const child of entity.children) {
    const childEntity = childEntities?.get(child.entity);
    const query = db(child.table).where({ account_id: row.account_id, [child.foreignKey]: row.id }).orderBy(child.orderBy);
    row[child.field] = await (childEntity ? query.select(returnedColumns(childEntity)) : query.select('*'));
  }
}

/** jsonb values must reach the driver as JSON text: pg would turn a JS array into a Postgres array literal. */
export function toColumns(entity: EntityModel, values: Row): Row {
  const out: Row = {};
  for (const field of storedFields(entity)) {
    if (!(field.name in values)) continue;
    const value = values[field.name];
    out[field.name] = field.sqlType === 'jsonb' && value !== null && value !== undefined ? JSON.stringify(value) : value;
  }
  return out;
}
