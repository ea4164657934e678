/**
 * PostgreSQL DDL for the TableModel parts: one statement per string, because PGlite's extended protocol (what
 * knex-pglite uses) runs a single statement per query.
 */
import type { CheckModel, ColumnModel, ForeignKeyModel, TableIndexModel, TableModel } from './table-model.ts';

/** Words PostgreSQL reserves (fully, or as function/type names) that a column or table name might collide with. */
const RESERVED = new Set(`all analyse analyze and any array as asc asymmetric authorization binary both case cast check collate
  collation column concurrently constraint create cross current_catalog current_date current_role current_schema
  current_time current_timestamp current_user default deferrable desc distinct do else end except false fetch for
  foreign freeze from full grant group having ilike in initially inner intersect into is isnull join lateral leading
  left like limit localtime localtimestamp natural not notnull null offset on only or order outer overlaps placing
  primary references returning right select session_user similar some symmetric system_user table tablesample then
  to trailing true union unique user using variadic verbose when where window with`.split(/\s+/));

/** An identifier as SQL: bare when that is safe (keeps migrations readable), double-quoted otherwise. */
export function ident(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) && !RESERVED.has(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

const list = (names: string[]) => names.map(ident).join(', ');

/** `sku text not null default 'x'`. */
export function columnDefinition(column: ColumnModel): string {
  return `${ident(column.name)} ${column.sqlType}${column.nullable ? '' : ' not null'}${column.default === null ? '' : ` default ${column.default}`}`;
}

/** The table with its columns and primary key; foreign keys and indexes are separate statements. */
export function createTableSql(table: TableModel): string {
  const lines = [
    ...table.columns.map(columnDefinition),
    `constraint ${ident(`${table.name}_pkey`)} primary key (${list(table.primaryKey)})`,
  ];
  return `create table ${ident(table.name)} (\n${lines.map((l) => `  ${l}`).join(',\n')}\n)`;
}

export function dropTableSql(table: TableModel): string {
  return `drop table ${ident(table.name)}`;
}

export function addColumnSql(table: string, column: ColumnModel): string {
  return `alter table ${ident(table)} add column ${columnDefinition(column)}`;
}

export function dropColumnSql(table: string, column: ColumnModel): string {
  return `alter table ${ident(table)} drop column ${ident(column.name)}`;
}

/**
 * Statements that turn column `from` into `to` (same name). The old default goes first, since it may not cast to
 * the new type; tightening to NOT NULL first fills existing nulls with the new default, when there is one.
 */
export function alterColumnSql(table: string, from: ColumnModel, to: ColumnModel): string[] {
  const alter = (change: string) => `alter table ${ident(table)} alter column ${ident(to.name)} ${change}`;
  const typeChanged = from.sqlType !== to.sqlType;
  const defaultChanged = typeChanged || from.default !== to.default;
  const statements: string[] = [];
  if (defaultChanged && from.default !== null) statements.push(alter('drop default'));
  if (typeChanged) statements.push(alter(`type ${to.sqlType} using ${ident(to.name)}::${to.sqlType}`));
  if (defaultChanged && to.default !== null) statements.push(alter(`set default ${to.default}`));
  if (from.nullable && !to.nullable) {
    if (to.default !== null) statements.push(`update ${ident(table)} set ${ident(to.name)} = ${to.default} where ${ident(to.name)} is null`);
    statements.push(alter('set not null'));
  }
  if (!from.nullable && to.nullable) statements.push(alter('drop not null'));
  return statements;
}

export function createIndexSql(table: string, index: TableIndexModel): string {
  const keys = index.expression ?? list(index.columns ?? []);
  return `create ${index.unique ? 'unique ' : ''}index ${ident(index.name)} on ${ident(table)}${index.method ? ` using ${index.method}` : ''} (${keys})`;
}

export function dropIndexSql(index: TableIndexModel): string {
  return `drop index ${ident(index.name)}`;
}

/**
 * `restrict` is written as PostgreSQL's default NO ACTION: it refuses the delete just the same, but checks at the
 * end of the statement, so one statement may delete a parent product together with its variants.
 * `set-null` names only the referencing column (PG 15+): nulling the whole composite key would clear account_id.
 */
export function addForeignKeySql(table: string, fk: ForeignKeyModel): string {
  const setNull = fk.columns.length > 1 ? ` (${list(fk.columns.slice(1))})` : '';
  const onDelete = { restrict: '', cascade: ' on delete cascade', 'set-null': ` on delete set null${setNull}` }[fk.onDelete];
  return `alter table ${ident(table)} add constraint ${ident(fk.name)} foreign key (${list(fk.columns)}) references ${ident(fk.refTable)} (${list(fk.refColumns)})${onDelete}`;
}

export function dropForeignKeySql(table: string, fk: ForeignKeyModel): string {
  return `alter table ${ident(table)} drop constraint ${ident(fk.name)}`;
}

/** One statement adding every check of a list (one pass over the table's rows instead of one per check). */
export function addChecksSql(table: string, checks: CheckModel[]): string {
  return `alter table ${ident(table)}\n${checks.map((c) => `  add constraint ${ident(c.name)} check (${c.condition})`).join(',\n')}`;
}

export function dropChecksSql(table: string, checks: CheckModel[]): string {
  return `alter table ${ident(table)}\n${checks.map((c) => `  drop constraint ${ident(c.name)}`).join(',\n')}`;
}
