/**
 * Compares two sets of TableModels (the last migrated snapshot and the current schemas) and returns the steps of a
 * migration, each with its `up` statements and the `down` statements that undo it.
 *
 * Steps come in a safe order: foreign keys and indexes are dropped before the columns and tables they use, tables
 * are created in dependency order, and foreign keys are added last, once every table and column exists. `down`
 * runs the steps backwards, so it undoes them in the mirror order.
 */
import { SchemaError, SchemaErrors } from './errors.ts';
import type { CheckModel, ColumnModel, TableModel } from './table-model.ts';
import { applyRenames, type Renames } from './renames.ts';
import {
  addChecksSql, addColumnSql, addForeignKeySql, alterColumnSql, dropChecksSql, createIndexSql, createTableSql, dropColumnSql, dropForeignKeySql,
  dropIndexSql, dropTableSql,
} from './migration-sql.ts';

export type Tables = Record<string, TableModel>;

export interface MigrationStep {
  /** One line for the migration's comments, e.g. `products: add column weight_g`. */
  summary: string;
  up: string[];
  down: string[];
  /**
   * A CHECK added to a table that may hold rows: before `up`, the migration counts the rows that break it and
   * stops with the count and an example id, rather than failing half-way with PostgreSQL's bare message.
   */
  guard?: { table: string; checks: CheckModel[] };
}

export interface SchemaDiff {
  steps: MigrationStep[];
  /** Kebab description for the file name, e.g. `add-products-weight-g`; empty when nothing differs. */
  description: string;
}

export interface DiffOptions {
  /**
   * Allow what may lose data or fail on existing rows: dropping tables and columns, narrowing column types, and
   * NOT NULL without a default on a table that has rows.
   */
  allowDestructive?: boolean;
  /** The schema file behind a table, for error messages. */
  sourceOf?: (table: string) => string | undefined;
  /** `x-renamedFrom` hints: renamed tables and columns keep their data instead of being dropped and added. */
  renames?: Renames;
}

/** Stable JSON (sorted keys), so equality does not depend on the order keys were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Type changes that keep every value: anything to text, integers to wider numbers, a date to a timestamp. */
function isWidening(from: ColumnModel['sqlType'], to: ColumnModel['sqlType']): boolean {
  return to === 'text' || ['integer>bigint', 'integer>numeric', 'bigint>numeric', 'date>timestamptz'].includes(`${from}>${to}`);
}

/** Table names with referenced tables first (self-references ignored), ties broken by name. */
function dependencyOrder(tables: TableModel[]): TableModel[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableModel[] = [];
  const seen = new Set<string>();
  const visit = (table: TableModel) => {
    if (seen.has(table.name)) return;
    seen.add(table.name);
    const deps = [...new Set(table.foreignKeys.map((fk) => fk.refTable))].sort();
    for (const dep of deps) if (byName.has(dep)) visit(byName.get(dep)!);
    ordered.push(table);
  };
  [...tables].sort((a, b) => a.name.localeCompare(b.name)).forEach(visit);
  return ordered;
}

const byKey = <T extends { name: string }>(items: T[]) => new Map(items.map((item) => [item.name, item]));

/** The steps from `before` to `after`. Throws SchemaErrors for data-losing changes unless `allowDestructive`. */
export function diffTables(snapshot: Tables, after: Tables, options: DiffOptions = {}): SchemaDiff {
  // Renames run first; the rest of the diff compares the tables as they are once renamed.
  const renamed = options.renames ? applyRenames(snapshot, after, options.renames) : { before: snapshot, steps: [] };
  const before = renamed.before;
  const errors: SchemaError[] = [];
  const refuse = (table: string, path: string, problem: string, fix: string, when = 'if the data may go') => {
    if (!options.allowDestructive) {
      errors.push(new SchemaError(options.sourceOf?.(table) ?? 'migrations/snapshot.json', path, problem, `${fix}, or run \`npm run generate -- --allow-destructive\` ${when}`));
    }
  };

  const dropped = dependencyOrder(Object.values(before).filter((t) => !after[t.name])).reverse();
  const created = dependencyOrder(Object.values(after).filter((t) => !before[t.name]));
  const kept = Object.values(after).filter((t) => before[t.name]).sort((a, b) => a.name.localeCompare(b.name));
  const changes = new Map<string, string[]>();
  const note = (table: string, change: string) => changes.set(table, [...(changes.get(table) ?? []), change]);
  for (const step of renamed.steps) note(step.table, step.note);

  const dropForeignKeys: MigrationStep[] = [];
  const dropIndexes: MigrationStep[] = [];
  const dropColumns: MigrationStep[] = [];
  const addColumns: MigrationStep[] = [];
  const alterColumns: MigrationStep[] = [];
  const createIndexes: MigrationStep[] = [];
  const addForeignKeys: MigrationStep[] = [];
  const dropChecks: MigrationStep[] = [];
  const addChecks: MigrationStep[] = [];

  for (const old of Object.values(before).sort((a, b) => a.name.localeCompare(b.name))) {
    const next = after[old.name] ? byKey(after[old.name].foreignKeys) : new Map();
    for (const fk of old.foreignKeys) {
      if (next.has(fk.name) && same(next.get(fk.name), fk)) continue;
      dropForeignKeys.push({ summary: `${old.name}: drop foreign key ${fk.name}`, up: [dropForeignKeySql(old.name, fk)], down: [addForeignKeySql(old.name, fk)] });
      if (after[old.name]) note(old.name, 'foreign-key');
    }
  }

  for (const table of kept) {
    const old = before[table.name];
    if (!same(old.primaryKey, table.primaryKey)) {
      errors.push(new SchemaError(options.sourceOf?.(table.name) ?? 'migrations/snapshot.json', '$.x-entity.tenancy',
        `the primary key of ${table.name} would change from (${old.primaryKey.join(', ')}) to (${table.primaryKey.join(', ')})`,
        'keep the tenancy, or write that migration by hand and update migrations/snapshot.json'));
    }

    const oldIndexes = byKey(old.indexes);
    const newIndexes = byKey(table.indexes);
    for (const index of old.indexes) {
      if (newIndexes.has(index.name) && same(newIndexes.get(index.name), index)) continue;
      dropIndexes.push({ summary: `${table.name}: drop index ${index.name}`, up: [dropIndexSql(index)], down: [createIndexSql(table.name, index)] });
      note(table.name, 'index');
    }
    for (const index of table.indexes) {
      if (oldIndexes.has(index.name) && same(oldIndexes.get(index.name), index)) continue;
      createIndexes.push({ summary: `${table.name}: create index ${index.name}`, up: [createIndexSql(table.name, index)], down: [dropIndexSql(index)] });
      note(table.name, 'index');
    }

    // Checks: a changed one (an enum value added) is dropped and added again, the new condition guarded.
    const oldChecks = byKey(old.checks ?? []);
    const newChecks = byKey(table.checks ?? []);
    const gone = (old.checks ?? []).filter((check) => !(newChecks.has(check.name) && same(newChecks.get(check.name), check)));
    if (gone.length) {
      dropChecks.push({ summary: `${table.name}: drop checks ${gone.map((c) => c.name).join(', ')}`, up: [dropChecksSql(table.name, gone)], down: [addChecksSql(table.name, gone)] });
      note(table.name, 'check');
    }
    const added = (table.checks ?? []).filter((check) => !(oldChecks.has(check.name) && same(oldChecks.get(check.name), check)));
    if (added.length) {
      addChecks.push({ summary: `${table.name}: add checks ${added.map((c) => c.name).join(', ')}`, up: [addChecksSql(table.name, added)], down: [dropChecksSql(table.name, added)], guard: { table: table.name, checks: added } });
      note(table.name, 'check');
    }

    const oldColumns = byKey(old.columns);
    const newColumns = byKey(table.columns);
    for (const column of old.columns) {
      if (newColumns.has(column.name)) continue;
      refuse(table.name, `$.properties.${column.name}`, `dropping column ${table.name}.${column.name} deletes its data`, 'put the property back');
      dropColumns.push({ summary: `${table.name}: drop column ${column.name}`, up: [dropColumnSql(table.name, column)], down: [addColumnSql(table.name, column)] });
      note(table.name, `drop-${column.name}`);
    }
    for (const column of table.columns) {
      const was = oldColumns.get(column.name);
      if (!was) {
        if (!column.nullable && column.default === null) {
          refuse(table.name, `$.properties.${column.name}`, `new column ${table.name}.${column.name} is NOT NULL without a default, which fails on a table with rows`, 'give the property a `default` or allow null', 'if the table is empty');
        }
        addColumns.push({ summary: `${table.name}: add column ${column.name}`, up: [addColumnSql(table.name, column)], down: [dropColumnSql(table.name, column)] });
        note(table.name, `add-${column.name}`);
      } else if (!same(was, column)) {
        if (was.nullable && !column.nullable && column.default === null) {
          refuse(table.name, `$.properties.${column.name}`, `making ${table.name}.${column.name} NOT NULL without a default fails while a row holds null`, 'give the property a `default`', 'if no row holds null');
        }
        if (was.sqlType !== column.sqlType && !isWidening(was.sqlType, column.sqlType)) {
          refuse(table.name, `$.properties.${column.name}`, `changing ${table.name}.${column.name} from ${was.sqlType} to ${column.sqlType} may not keep every value`, 'keep the type');
        }
        alterColumns.push({ summary: `${table.name}: alter column ${column.name}`, up: alterColumnSql(table.name, was, column), down: alterColumnSql(table.name, column, was) });
        note(table.name, `alter-${column.name}`);
      }
    }
  }

  for (const table of Object.values(after).sort((a, b) => a.name.localeCompare(b.name))) {
    const old = before[table.name] ? byKey(before[table.name].foreignKeys) : new Map();
    for (const fk of table.foreignKeys) {
      if (old.has(fk.name) && same(old.get(fk.name), fk)) continue;
      addForeignKeys.push({ summary: `${table.name}: add foreign key ${fk.name}`, up: [addForeignKeySql(table.name, fk)], down: [dropForeignKeySql(table.name, fk)] });
      if (before[table.name]) note(table.name, 'foreign-key');
    }
  }

  for (const table of dropped) refuse(table.name, `$.tables.${table.name}`, `dropping table ${table.name} deletes its rows`, 'put the schema back');
  if (errors.length === 1) throw errors[0];
  if (errors.length) throw new SchemaErrors(errors);

  const createStatements = (table: TableModel) => [
    createTableSql(table),
    ...table.indexes.map((index) => createIndexSql(table.name, index)),
    ...(table.checks?.length ? [addChecksSql(table.name, table.checks)] : []),
  ];
  const steps = [
    ...renamed.steps.map(({ summary, up, down }) => ({ summary, up, down })),
    ...dropForeignKeys,
    ...dropChecks,
    ...dropIndexes,
    ...dropColumns,
    ...dropped.map((table) => ({ summary: `drop table ${table.name}`, up: [dropTableSql(table)], down: createStatements(table) })),
    ...created.map((table) => ({ summary: `create table ${table.name}`, up: createStatements(table), down: [dropTableSql(table)] })),
    ...addColumns,
    ...alterColumns,
    ...createIndexes,
    ...addChecks,
    ...addForeignKeys,
  ];
  return { steps, description: describe(created, dropped, changes) };
}

/** A short kebab name for the change: `create-brands`, `add-products-weight-g`, `alter-products-and-users`. */
function describe(created: TableModel[], dropped: TableModel[], changes: Map<string, string[]>): string {
  const tables = (verb: string, names: string[]) =>
    names.length === 0 ? [] : [names.length <= 2 ? `${verb}-${names.join('-and-')}` : `${verb}-${names.length}-tables`];
  const altered = [...changes.keys()].sort();
  const only = altered.length === 1 ? [...new Set(changes.get(altered[0]))] : [];
  const alteredPart = only.length === 1 && /^(add|drop|alter|rename)-/.test(only[0])
    ? [`${only[0].split('-')[0]}-${altered[0]}-${only[0].slice(only[0].indexOf('-') + 1)}`]
    : tables('alter', altered);
  const parts = [...tables('create', created.map((t) => t.name)), ...tables('drop', dropped.map((t) => t.name)), ...alteredPart];
  const text = parts.join('-and-').replace(/_/g, '-').toLowerCase();
  return text.length <= 80 ? text : text.slice(0, 80).replace(/-[^-]*$/, '');
}
