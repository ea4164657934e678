/**
 * The database shape of each entity: columns, keys, foreign keys and indexes, derived from the resolved model.
 * The migration emitter diffs these against the last snapshot, so everything here must be deterministic and plain
 * JSON (the snapshot stores it as is).
 *
 * Tenancy is enforced by the database itself: account tables have primary key `(account_id, id)` and every
 * reference is a composite foreign key `(account_id, x_id) → x(account_id, id)`, so a row can never point at
 * another account's row, whatever the API does.
 */
import { createHash } from 'node:crypto';
import type { EntityModel, FieldModel, Model, RefModel, SqlType } from '../model/types.ts';
import { SchemaError } from './errors.ts';
import { ident } from './migration-sql.ts';

export interface ColumnModel {
  name: string;
  sqlType: SqlType;
  nullable: boolean;
  /** SQL literal or expression (`'GBP'`, `0`, `'[]'::jsonb`, `now()`), or `null` for no default. */
  default: string | null;
}

export interface ForeignKeyModel {
  name: string;
  /** Composite keys lead with the tenant column (`account_id`), which `set-null` never clears. */
  columns: string[];
  refTable: string;
  refColumns: string[];
  onDelete: RefModel['onDelete'];
}

export interface TableIndexModel {
  name: string;
  /** Plain columns, in order. Exactly one of `columns` and `expression` is set. */
  columns?: string[];
  /** What goes between the parentheses when it is not a plain column list: `account_id, lower(sku)`. */
  expression?: string;
  unique: boolean;
  /** Access method; absent means btree. */
  method?: 'gin';
}

/**
 * A CHECK constraint the schema implies for one column: the database refuses what the API's validation refuses,
 * whatever writes the row (a hook, a job, a hand-written query). Named `<table>_<column>_<kind>`, which
 * api/http/database-errors.ts reads back to name the field.
 */
export interface CheckModel {
  name: string;
  column: string;
  /** `enum`: one of the listed values; `min` / `max`: a numeric bound; `length`: at most so many characters. */
  kind: 'enum' | 'min' | 'max' | 'length';
  /** The condition, as SQL over the column (`weight_g >= 0`). NULL passes, as in any CHECK. */
  condition: string;
}

export interface TableModel {
  name: string;
  columns: ColumnModel[];
  primaryKey: string[];
  foreignKeys: ForeignKeyModel[];
  indexes: TableIndexModel[];
  /** Absent in snapshots written before checks existed: read as none. */
  checks?: CheckModel[];
}

/** Tables created by the hand-written system migration: no entity may take these names. */
export const SYSTEM_TABLES = ['sessions', 'login_attempts', 'number_sequences', 'status_history', 'audit_log', 'knex_migrations', 'knex_migrations_lock'];

/** PostgreSQL truncates identifiers past 63 bytes; shorten long names deterministically so drops find them. */
export function identifierName(name: string): string {
  if (name.length <= 63) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 54)}_${hash}`;
}

/** A field's default as an SQL literal that fits its column type, or `null`. */
export function sqlDefault(field: Pick<FieldModel, 'name' | 'sqlType' | 'default'>): string | null {
  const value = field.default;
  if (value === undefined || value === null) return null;
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  switch (field.sqlType) {
    case 'jsonb':
      return `${quote(JSON.stringify(value))}::jsonb`;
    case 'integer':
    case 'bigint':
    case 'numeric':
      if (typeof value !== 'number' || !Number.isFinite(value)) break;
      return String(value);
    case 'boolean':
      if (typeof value !== 'boolean') break;
      return String(value);
    default:
      if (typeof value !== 'string') break;
      return quote(value);
  }
  throw new Error(`default ${JSON.stringify(value)} of ${field.name} does not fit a ${field.sqlType} column`);
}

const SYSTEM_DEFAULTS: Record<string, string> = {
  id: 'gen_random_uuid()',
  created_at: 'now()',
  updated_at: 'now()',
  version: '1',
};

/** What integer columns hold anyway. */
const TYPE_RANGE: Partial<Record<SqlType, [number, number]>> = {
  integer: [-2147483648, 2147483647],
  bigint: [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The CHECK constraints a field's schema implies, where they are cheap to evaluate: an enum on a text column,
 * numeric bounds (`minimum`, `exclusiveMinimum`, `maximum`, `exclusiveMaximum`; a non-negative quantity is
 * `minimum: 0`), and `maxLength` on text. Secrets (stored encrypted) and internal columns get none.
 */
export function checksOf(table: string, field: FieldModel): CheckModel[] {
  if (field.system || field.virtual || field.secret || field.internal) return [];
  const column = ident(field.name);
  const schema = field.schema as { minimum?: unknown; exclusiveMinimum?: unknown; maximum?: unknown; exclusiveMaximum?: unknown; maxLength?: unknown };
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  const checks: CheckModel[] = [];
  const add = (kind: CheckModel['kind'], condition: string) => checks.push({ name: identifierName(`${table}_${field.name}_${kind}`), column: field.name, kind, condition });
  if (field.sqlType === 'text') {
    const values = (field.enum ?? []).filter((v): v is string => typeof v === 'string');
    if (values.length) add('enum', `${column} in (${values.map(literal).join(', ')})`);
    const maxLength = number(schema.maxLength);
    if (maxLength !== undefined) add('length', `char_length(${column}) <= ${maxLength}`);
  }
  if (['integer', 'bigint', 'numeric'].includes(field.sqlType)) {
    // A bound the column type enforces already (normalize gives integers their type's range) needs no check.
    const [lowest, highest] = TYPE_RANGE[field.sqlType] ?? [-Infinity, Infinity];
    const exclusiveMin = number(schema.exclusiveMinimum);
    const min = number(schema.minimum);
    if (exclusiveMin !== undefined && (min === undefined || exclusiveMin >= min)) add('min', `${column} > ${exclusiveMin}`);
    else if (min !== undefined && min > lowest) add('min', `${column} >= ${min}`);
    const exclusiveMax = number(schema.exclusiveMaximum);
    const max = number(schema.maximum);
    if (exclusiveMax !== undefined && (max === undefined || exclusiveMax <= max)) add('max', `${column} < ${exclusiveMax}`);
    else if (max !== undefined && max < highest) add('max', `${column} <= ${max}`);
  }
  return checks;
}

function columnOf(field: FieldModel, entity: EntityModel): ColumnModel {
  // A state field starts in the machine's initial state: as a column default it also fills existing rows when
  // the field is added later.
  const machine = entity.stateMachine;
  const initial = machine?.field === field.name && field.default === undefined ? machine.initial : undefined;
  return {
    name: field.name,
    sqlType: field.sqlType,
    nullable: field.nullable,
    default: field.system ? (SYSTEM_DEFAULTS[field.name] ?? null) : sqlDefault({ ...field, default: field.default ?? initial }),
  };
}

/**
 * The TableModel of one entity. `byName` resolves references (to learn whether the target is the accounts table).
 * Throws a SchemaError for shapes the database cannot hold (an index on a field without a column, a reference
 * from the accounts table to an account's row).
 */
export function tableModel(entity: EntityModel, byName: Map<string, EntityModel>): TableModel {
  const at = (path: string, problem: string, fix: string) => new SchemaError(entity.sourceFile, path, problem, fix);
  if (SYSTEM_TABLES.includes(entity.table)) {
    throw at('$.x-entity.table', `table \`${entity.table}\` is a system table`, 'choose another `table` (or resource) name');
  }
  const tenant = entity.tenancy === 'account';
  const table = entity.table;
  const stored = entity.fields.filter((f) => !f.virtual);
  const columns = stored.map((field) => columnOf(field, entity));

  // A child's pointer to its parent is implied by `childOf`; schemas usually leave it out, so add the column.
  const child = entity.childOf;
  if (child && !columns.some((c) => c.name === child.foreignKey)) {
    const after = columns.findIndex((c) => c.name === 'account_id') + 1;
    columns.splice(after, 0, { name: child.foreignKey, sqlType: 'uuid', nullable: false, default: null });
  }

  const columnNames = new Set(columns.map((c) => c.name));
  const mustBeColumn = (path: string, field: string) => {
    if (!columnNames.has(field)) throw at(path, `\`${field}\` has no column (it is virtual or a child list)`, 'name a stored field');
  };
  // Tenant tables lead every key and index with account_id: lookups are per account, and Citus can shard on it.
  const scoped = (fields: string[], global = false) => (tenant && !global ? ['account_id', ...fields] : fields);

  const foreignKeys: ForeignKeyModel[] = [];
  if (tenant) {
    foreignKeys.push({ name: identifierName(`${table}_account_id_fkey`), columns: ['account_id'], refTable: 'accounts', refColumns: ['id'], onDelete: 'restrict' });
  }
  if (child) {
    const parent = byName.get(child.entity)!;
    foreignKeys.push({
      name: identifierName(`${table}_${child.foreignKey}_fkey`),
      columns: scoped([child.foreignKey]),
      refTable: parent.table,
      refColumns: scoped(['id']),
      onDelete: 'cascade',
    });
  }
  for (const field of stored) {
    if (!field.ref || field.name === child?.foreignKey) continue;
    const target = byName.get(field.ref.entity)!;
    if (field.ref.onDelete === 'set-null' && !field.nullable) {
      throw at(`$.properties.${field.name}.x-ref.onDelete`, '`set-null` needs a nullable field', 'allow null in `type` or choose `restrict` or `cascade`');
    }
    const rootTarget = target.tenancy === 'root';
    if (!tenant && !rootTarget) {
      throw at(`$.properties.${field.name}.x-ref`, `the accounts table cannot reference ${target.name}, which belongs to one account`, 'move the reference to the other side');
    }
    foreignKeys.push({
      name: identifierName(`${table}_${field.name}_fkey`),
      columns: rootTarget ? [field.name] : scoped([field.name]),
      refTable: target.table,
      refColumns: rootTarget ? ['id'] : scoped(['id']),
      onDelete: field.ref.onDelete,
    });
  }

  const indexes: TableIndexModel[] = [];
  const addIndex = (index: TableIndexModel) => {
    const name = identifierName(index.name);
    if (!indexes.some((i) => i.name === name)) indexes.push({ ...index, name });
  };
  entity.unique.forEach((unique, i) => {
    unique.fields.forEach((f, j) => mustBeColumn(`$.x-entity.unique[${i}].fields[${j}]`, f));
    const keys = scoped(unique.fields, unique.global);
    if (unique.caseInsensitive) {
      const text = new Set(columns.filter((c) => c.sqlType === 'text').map((c) => c.name));
      addIndex({ name: unique.name, expression: keys.map((k) => (text.has(k) ? `lower(${ident(k)})` : ident(k))).join(', '), unique: true });
    } else {
      addIndex({ name: unique.name, columns: keys, unique: true });
    }
  });
  // A singleton is one row per account: the key makes a second row impossible, and the API's upsert relies on it.
  if (entity.singleton) addIndex({ name: `${table}_account_id_unique`, columns: ['account_id'], unique: true });
  if (entity.numbering) {
    // Numbers are per account and never reused: the index guards the sequence against a bug or a race.
    addIndex({ name: `${table}_${entity.numbering.field}_unique`, columns: scoped([entity.numbering.field]), unique: true });
  }
  if (child) addIndex({ name: `${table}_${child.foreignKey}_index`, columns: scoped([child.foreignKey]), unique: false });
  entity.indexes.forEach((index, i) => {
    index.fields.forEach((f, j) => mustBeColumn(`$.x-entity.indexes[${i}].fields[${j}]`, f));
    addIndex({ name: index.name, columns: scoped(index.fields), unique: false });
  });
  // `q` is a case-insensitive substring match (ILIKE '%…%'), which only a trigram index can serve. Only text
  // columns take gin_trgm_ops; other search fields are rare and fall back to a scan within the account.
  // On an account table the index leads with account_id (btree_gin's uuid operator class): GIN's fast scan then
  // intersects the account's posting list with the trigrams', so a search costs what the account holds, not what
  // every account holds (a 10k-order merchant next to a 1M-order one).
  const textColumns = new Set(columns.filter((c) => c.sqlType === 'text').map((c) => c.name));
  for (const field of entity.searchFields) {
    if (!textColumns.has(field)) continue;
    const expression = tenant ? `account_id, ${ident(field)} gin_trgm_ops` : `${ident(field)} gin_trgm_ops`;
    addIndex({ name: `${table}_${field}_trgm`, expression, unique: false, method: 'gin' });
  }

  // Custom-field equality filters are written as jsonb containment (`custom_fields @> '{"k": v}'`), which this
  // index serves; the planner combines it with the account_id index.
  if (entity.customFields) addIndex({ name: `${table}_custom_fields_gin`, expression: `${ident('custom_fields')} jsonb_path_ops`, unique: false, method: 'gin' });

  const checks = stored.flatMap((field) => checksOf(table, field));
  return { name: table, columns, primaryKey: tenant ? ['account_id', 'id'] : ['id'], foreignKeys, indexes, checks };
}

/** Every entity's TableModel, keyed by table name and sorted by it (the snapshot's order). */
export function tableModels(model: Model): Record<string, TableModel> {
  const byName = new Map(model.entities.map((e) => [e.name, e]));
  const tables = model.entities.map((entity) => tableModel(entity, byName));
  return Object.fromEntries(tables.sort((a, b) => a.name.localeCompare(b.name)).map((t) => [t.name, t]));
}
