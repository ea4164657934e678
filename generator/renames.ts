/**
 * Renames. `x-renamedFrom: "old_name"` on a property (or at the top of an entity schema, naming the old table)
 * tells the migration emitter that a column or table was renamed, not dropped and added: it writes `rename`
 * statements that keep the data, and needs no `--allow-destructive`.
 *
 * The hint is not part of the snapshot: once a migration has renamed the column, the snapshot holds the new name
 * and the hint does nothing, so it may stay in the schema or be removed at leisure.
 */
import type { Model } from '../model/types.ts';
import { SchemaError, SchemaErrors } from './errors.ts';
import { ident } from './migration-sql.ts';
import { identifierName, type TableModel } from './table-model.ts';

type Tables = Record<string, TableModel>;

export interface Renames {
  /** New table name → old table name. */
  tables: Record<string, string>;
  /** Table (its new name) → new column → old column. */
  columns: Record<string, Record<string, string>>;
  /** Table → the schema file, for messages. */
  sources: Record<string, string>;
}

/** The rename hints of the model's entities. */
export function renamesOf(model: Model): Renames {
  const renames: Renames = { tables: {}, columns: {}, sources: {} };
  for (const entity of model.entities) {
    renames.sources[entity.table] = entity.sourceFile;
    if (entity.renamedFrom) renames.tables[entity.table] = entity.renamedFrom;
    for (const field of entity.fields) {
      if (field.renamedFrom) (renames.columns[entity.table] ??= {})[field.name] = field.renamedFrom;
    }
  }
  return renames;
}

export interface RenameStep { summary: string; up: string[]; down: string[]; table: string; note: string }

const renameIn = (names: string[], from: string, to: string) => names.map((n) => (n === from ? to : n));
const renameInExpression = (expression: string, from: string, to: string) =>
  expression.replace(new RegExp(`(?<![\\w"])${from}(?![\\w"])`, 'g'), to);

function renameColumnIn(tables: Tables, table: string, from: string, to: string): void {
  const t = tables[table];
  t.columns = t.columns.map((c) => (c.name === from ? { ...c, name: to } : c));
  t.primaryKey = renameIn(t.primaryKey, from, to);
  t.indexes = t.indexes.map((index) => ({
    ...index,
    ...(index.columns ? { columns: renameIn(index.columns, from, to) } : {}),
    ...(index.expression ? { expression: renameInExpression(index.expression, from, to) } : {}),
  }));
  for (const other of Object.values(tables)) {
    other.foreignKeys = other.foreignKeys.map((fk) => ({
      ...fk,
      columns: other.name === table ? renameIn(fk.columns, from, to) : fk.columns,
      refColumns: fk.refTable === table ? renameIn(fk.refColumns, from, to) : fk.refColumns,
    }));
  }
}

/**
 * Applies the hints that still apply to `before` (the snapshot): the old table or column exists there and the new
 * name does not. Returns `before` as it is after the renames (indexes and foreign keys keep their old names, so the
 * diff drops and recreates those whose names follow the table or column) and the rename steps, which run first.
 */
export function applyRenames(before: Tables, after: Tables, renames: Renames): { before: Tables; steps: RenameStep[] } {
  const tables: Tables = structuredClone(before);
  const steps: RenameStep[] = [];
  const errors: SchemaError[] = [];
  const source = (table: string) => renames.sources[table] ?? 'migrations/snapshot.json';

  for (const [to, from] of Object.entries(renames.tables).sort()) {
    if (!tables[from] || tables[to] || !after[to]) continue;
    if (after[from]) {
      errors.push(new SchemaError(source(to), '$.x-renamedFrom', `table \`${from}\` still exists, so ${to} cannot be renamed from it`, 'remove `x-renamedFrom` or the other entity'));
      continue;
    }
    const pkeyFrom = `${from}_pkey`;
    const pkeyTo = `${to}_pkey`;
    // CHECKs are named after their table (`<table>_<column>_<kind>`): their names follow it too.
    const checks = (tables[from].checks ?? []).map((check) => ({ check, name: check.name.startsWith(`${from}_`) ? identifierName(`${to}_${check.name.slice(from.length + 1)}`) : check.name }));
    const renamedChecks = checks.filter(({ check, name }) => name !== check.name);
    steps.push({
      summary: `rename table ${from} to ${to}`, table: to, note: `rename-${from}`,
      up: [`alter table ${ident(from)} rename to ${ident(to)}`, `alter table ${ident(to)} rename constraint ${ident(pkeyFrom)} to ${ident(pkeyTo)}`,
        ...renamedChecks.map(({ check, name }) => `alter table ${ident(to)} rename constraint ${ident(check.name)} to ${ident(name)}`)],
      down: [...renamedChecks.map(({ check, name }) => `alter table ${ident(to)} rename constraint ${ident(name)} to ${ident(check.name)}`),
        `alter table ${ident(to)} rename constraint ${ident(pkeyTo)} to ${ident(pkeyFrom)}`, `alter table ${ident(to)} rename to ${ident(from)}`],
    });
    tables[to] = { ...tables[from], name: to, ...(tables[from].checks ? { checks: checks.map(({ check, name }) => ({ ...check, name })) } : {}) };
    delete tables[from];
    for (const other of Object.values(tables)) {
      other.foreignKeys = other.foreignKeys.map((fk) => (fk.refTable === from ? { ...fk, refTable: to } : fk));
    }
  }

  for (const [table, columns] of Object.entries(renames.columns).sort(([a], [b]) => a.localeCompare(b))) {
    const t = tables[table];
    if (!t || !after[table]) continue;
    for (const [to, from] of Object.entries(columns).sort()) {
      const has = (name: string) => t.columns.some((c) => c.name === name);
      if (!has(from) || has(to)) continue;
      if (after[table].columns.some((c) => c.name === from)) {
        errors.push(new SchemaError(source(table), `$.properties.${to}.x-renamedFrom`, `\`${from}\` is still a property, so \`${to}\` cannot be renamed from it`, 'remove `x-renamedFrom` or the old property'));
        continue;
      }
      // PostgreSQL rewrites the column's CHECKs itself; their names (`<table>_<column>_<kind>`) follow here.
      const checks = (t.checks ?? []).filter((check) => check.column === from && check.name === identifierName(`${table}_${from}_${check.kind}`));
      const checkName = (kind: string) => identifierName(`${table}_${to}_${kind}`);
      steps.push({
        summary: `${table}: rename column ${from} to ${to}`, table, note: `rename-${from}`,
        up: [`alter table ${ident(table)} rename column ${ident(from)} to ${ident(to)}`,
          ...checks.map((check) => `alter table ${ident(table)} rename constraint ${ident(check.name)} to ${ident(checkName(check.kind))}`)],
        down: [...checks.map((check) => `alter table ${ident(table)} rename constraint ${ident(checkName(check.kind))} to ${ident(check.name)}`),
          `alter table ${ident(table)} rename column ${ident(to)} to ${ident(from)}`],
      });
      t.checks = t.checks?.map((check) => (checks.includes(check)
        ? { ...check, name: checkName(check.kind), column: to, condition: renameInExpression(check.condition, from, to) }
        : check));
      renameColumnIn(tables, table, from, to);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length) throw new SchemaErrors(errors);
  return { before: tables, steps };
}
