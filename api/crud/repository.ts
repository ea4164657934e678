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

function applyFilters(builder: Knex.QueryBuilder, entity: EntityModel, query: ListQuery): Knex.QueryBuilder {
  if (query.ids) builder.whereIn('id', query.ids);
  if (query.q && entity.searchFields.length) {
    const pattern = likePattern(query.q);
    builder.where((inner) => {
      for (const field of entity.searchFields) inner.orWhere(field, 'ilike', pattern);
    });
  }
  for (const { field, operator, value } of query.conditions) {
    const column = field.name;
    if (field.sqlType === 'jsonb') {
      // Array fields (flags, permissions): "contains".
      const values = Array.isArray(value) ? value : [value];
      const clause = values.map(() => `?? @> ?::jsonb`).join(' or ');
      const bindings = values.flatMap((v) => [column, JSON.stringify([v])]);
      if (operator === 'ne' || operator === 'nin') builder.whereRaw(`not (${clause})`, bindings);
      else builder.whereRaw(`(${clause})`, bindings);
      continue;
    }
    switch (operator) {
      case 'eq': value === null ? builder.whereNull(column) : builder.where(column, value as Knex.Value); break;
      case 'ne': value === null ? builder.whereNotNull(column) : builder.where((b) => b.whereNot(column, value as Knex.Value).orWhereNull(column)); break;
      case 'gte': builder.where(column, '>=', value as Knex.Value); break;
      case 'lte': builder.where(column, '<=', value as Knex.Value); break;
      case 'gt': builder.where(column, '>', value as Knex.Value); break;
      case 'lt': builder.where(column, '<', value as Knex.Value); break;
      case 'in': builder.whereIn(column, value as Knex.Value[]); break;
      case 'nin': builder.whereNotIn(column, value as Knex.Value[]); break;
    }
  }
  applyCustomFilters(builder, query);
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
function applyCustomFilters(builder: Knex.QueryBuilder, query: ListQuery): void {
  for (const condition of query.customConditions) {
    const definition = condition.definition!;
    const contains = (v: unknown) => JSON.stringify({ [definition.key]: definition.type === 'MULTISELECT' ? [v] : v });
    const anyOf = (values: unknown[]) => ({ sql: values.map(() => '?? @> ?::jsonb').join(' or '), bindings: values.flatMap((v) => [CUSTOM_FIELDS, contains(v)]) });
    const { value } = condition;
    switch (condition.operator) {
      case 'eq':
        if (value === null) builder.whereRaw('(??->?) is null', [CUSTOM_FIELDS, definition.key]);
        else builder.whereRaw('?? @> ?::jsonb', [CUSTOM_FIELDS, contains(value)]);
        break;
      case 'ne':
        if (value === null) builder.whereRaw('(??->?) is not null', [CUSTOM_FIELDS, definition.key]);
        else builder.whereRaw('not (?? @> ?::jsonb)', [CUSTOM_FIELDS, contains(value)]);
        break;
      case 'in': {
        const values = value as unknown[];
        if (!values.length) builder.whereRaw('false');
        else { const any = anyOf(values); builder.whereRaw(`(${any.sql})`, any.bindings); }
        break;
      }
      case 'nin': {
        const values = value as unknown[];
        if (values.length) { const any = anyOf(values); builder.whereRaw(`not (${any.sql})`, any.bindings); }
        break;
      }
      default: {
        const operator = { gte: '>=', lte: '<=', gt: '>', lt: '<' }[condition.operator as 'gte' | 'lte' | 'gt' | 'lt'];
        const typed = customValueSql(definition);
        builder.whereRaw(`${typed.sql} ${operator} ?`, [...typed.bindings, value as Knex.Value]);
      }
    }
  }
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
async function countRows(db: Knex, filtered: () => Knex.QueryBuilder): Promise<{ total: number; estimated: boolean }> {
  const { sql, bindings } = filtered().select(db.raw('1')).toSQL();
  const plan = await db.raw(`explain (format json) ${sql}`, bindings as Knex.RawBinding[]);
  const rows = (plan.rows ?? plan)[0]['QUERY PLAN'];
  const estimate = Math.round(Number((typeof rows === 'string' ? JSON.parse(rows) : rows)[0].Plan['Plan Rows']));
  if (estimate > COUNT_CAP * ESTIMATE_MARGIN) return { total: estimate, estimated: true };
  const capped = await db.from(filtered().select(db.raw('1')).limit(COUNT_CAP + 1).as('capped')).count<{ n: number }[]>({ n: '*' });
  const exact = Number(capped[0].n);
  if (exact <= COUNT_CAP) return { total: exact, estimated: false };
  return { total: Math.max(COUNT_CAP + 1, estimate), estimated: true };
}

/** How far above the cap the planner must estimate before the capped count is skipped (1: as soon as it is above). */
const ESTIMATE_MARGIN = 1;

/** The rows matching a list query within the scope, unsorted and unpaged (lists and CSV export build on it). */
export function filteredRows(db: Knex, entity: EntityModel, query: ListQuery, scope: Scope): Knex.QueryBuilder {
  return applyFilters(applyScope(db(entity.table), entity, scope), entity, query);
}

export async function listRows(db: Knex, entity: EntityModel, query: ListQuery, scope: Scope): Promise<{ rows: Row[]; total: number; estimated: boolean }> {
  const filtered = () => filteredRows(db, entity, query, scope);
  const rowsQuery = applySort(filtered().select(selection(db, entity, query.fields)), query)
    .offset(query.offset)
    .limit(query.limit);
  const rows: Row[] = await rowsQuery;
  // A short first page already tells the total: no second query.
  if (query.offset === 0 && rows.length < query.limit) return { rows, total: rows.length, estimated: false };
  const { total, estimated } = await countRows(db, filtered);
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
