/**
 * Rules → SQL `where`: what the API ANDs into every query so a list, a get-by-id or an update only ever sees the
 * rows the ability allows. CASL 7 turns the rules into one condition tree with first-match priority kept
 * (`rulesToAST`: allowed rules OR'ed, each bounded by the higher-priority inverted rules); this module prints that
 * tree as PostgreSQL with `?` placeholders (knex raw style).
 *
 * The printed SQL must agree with `ability.can()` row by row, NULLs included, which is why `$ne` prints
 * `IS DISTINCT FROM` and `$nin` admits NULL: in Mongo semantics a missing value is "not equal" to anything.
 */
import { rulesToAST } from '@casl/ability/extra';
import { defaultManifest, findEntity } from './manifest.ts';
import type { AccessFilter, Action, AppAbility, PermissionsManifest, SqlFragment } from './types.ts';

/** A node of CASL's condition tree (`@ucast` shape): a compound (`and`/`or`/`not`) or a field test. */
interface ConditionNode {
  operator: string;
  value: unknown;
  field?: string;
}

/** A printed condition, or a constant it folded to (`$in: []` is false, an empty `and` is true). */
type Printed = SqlFragment | boolean;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * `name` as a double-quoted SQL identifier. Throws unless it is a plain snake_case name, so a rule can never inject
 * SQL through a field name.
 */
export function quoteIdent(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`permissions: "${name}" is not a valid column name`);
  return `"${name}"`;
}

/**
 * The `where` that limits `subject` rows to those `ability` lets the user `action`.
 *
 * - `'all'`: an unconditional rule allows every row; add no filter.
 * - `'none'`: nothing is allowed (no rule, or the rules can match no row); the query need not run.
 * - otherwise `{ sql, bindings }` for `query.whereRaw(sql, bindings)`.
 *
 * `columnRef` turns a field into the SQL that names its column (to qualify it with a table alias, say); it
 * receives only names that passed `quoteIdent`'s check. Throws on an operator, a value or a field it cannot
 * translate exactly: a wrong filter would leak rows, so it never guesses. `manifest` supplies the entity whose
 * fields a condition may name (tests pass a synthetic one; subjects without an entity skip that check).
 */
export function accessibleWhere(
  ability: AppAbility,
  action: Action,
  subject: string,
  columnRef: (field: string) => string = quoteIdent,
  manifest: Pick<PermissionsManifest, 'entities'> = defaultManifest,
): AccessFilter {
  const ast = rulesToAST(ability, action, subject) as ConditionNode | null;
  if (!ast) return 'none';
  const column = columnFor(subject, columnRef, manifest);
  const printed = print(ast, false, column);
  if (printed === true) return 'all';
  if (printed === false) return 'none';
  return printed;
}

/** Checks a condition's field against the identifier rule and, when the subject is a known entity, its fields. */
function columnFor(subject: string, columnRef: (field: string) => string, manifest: Pick<PermissionsManifest, 'entities'>) {
  const entity = findEntity(manifest, subject);
  return (field: string): string => {
    quoteIdent(field);
    if (entity) {
      const known = entity.fields.find((candidate) => candidate.name === field);
      if (!known) throw new Error(`permissions: "${subject}" has no field "${field}" to filter on`);
      // Mongo matching looks inside arrays; a plain SQL comparison on a jsonb column would not.
      if (known.jsonType === 'object' || known.jsonType === 'array') {
        throw new Error(`permissions: rules on "${subject}.${field}" (jsonb) cannot be translated to SQL`);
      }
    }
    return columnRef(field);
  };
}

/** Prints `node`, or its negation when `negated` (pushed down to the leaves, so no SQL NOT meets a NULL). */
function print(node: ConditionNode, negated: boolean, column: (field: string) => string): Printed {
  switch (node.operator) {
    case 'and':
    case 'or': {
      const children = asList(node).map((child) => print(child, negated, column));
      // De Morgan: NOT (a AND b) = NOT a OR NOT b.
      return (node.operator === 'and') !== negated ? and(children) : or(children);
    }
    case 'not': {
      const children = asList(node);
      // CASL's JS matcher reads only the first child of `not`; anything else has no agreed meaning.
      if (children.length !== 1) throw new Error('permissions: a "not" condition must have exactly one operand');
      return print(children[0], !negated, column);
    }
    case 'eq':
    case 'ne':
    case 'in':
    case 'nin':
      return printField(node, negated, column);
    default:
      throw new Error(`permissions: condition operator "${node.operator}" is not supported in SQL filters`);
  }
}

const NEGATION: Record<string, string> = { eq: 'ne', ne: 'eq', in: 'nin', nin: 'in' };

/**
 * One field test. Each form is TRUE exactly where Mongo matching is true; it may be NULL only where Mongo says
 * false. Negation has been pushed down to here, so nothing above a leaf negates and a NULL counts as false, as
 * WHERE treats it.
 */
function printField(node: ConditionNode, negated: boolean, column: (field: string) => string): Printed {
  if (typeof node.field !== 'string') throw new Error(`permissions: "${node.operator}" condition without a field`);
  const col = column(node.field);
  const operator = negated ? NEGATION[node.operator] : node.operator;
  if (operator === 'eq' || operator === 'ne') {
    const value = scalar(node.field, node.value);
    if (value === null) return fragment(`${col} IS ${operator === 'eq' ? '' : 'NOT '}NULL`);
    return fragment(operator === 'eq' ? `${col} = ?` : `${col} IS DISTINCT FROM ?`, [value]);
  }
  if (!Array.isArray(node.value)) throw new Error(`permissions: "$${node.operator}" on "${node.field}" needs an array`);
  const values = node.value.map((value) => scalar(node.field, value));
  const present = values.filter((value) => value !== null);
  const listsNull = present.length < values.length;
  const placeholders = present.map(() => '?').join(', ');
  const isNull = fragment(`${col} IS NULL`);
  if (operator === 'in') {
    return or([present.length > 0 && fragment(`${col} IN (${placeholders})`, present), listsNull && isNull]);
  }
  // NOT IN is NULL (so false) for a NULL column, whereas `$nin` matches it unless the list names null.
  const notIn = present.length === 0 || fragment(`${col} NOT IN (${placeholders})`, present);
  return listsNull ? and([fragment(`${col} IS NOT NULL`), notIn]) : or([isNull, notIn]);
}

/** A value that binds as-is: anything else (an object is an unknown `$operator`, say) is a bug, loudly. */
function scalar(field: string | undefined, value: unknown): string | number | boolean | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new Error(`permissions: unsupported operator or value on "${field}": ${JSON.stringify(value)}`);
}

function asList(node: ConditionNode): ConditionNode[] {
  if (!Array.isArray(node.value)) throw new Error(`permissions: "${node.operator}" condition without operands`);
  return node.value as ConditionNode[];
}

function fragment(sql: string, bindings: unknown[] = []): SqlFragment {
  return { sql, bindings };
}

/** AND with constant folding: a false part makes it false, true parts drop out. */
function and(parts: Array<Printed>): Printed {
  if (parts.includes(false)) return false;
  return join(parts.filter((part): part is SqlFragment => part !== true), 'AND', true);
}

/** OR with constant folding: a true part makes it true, false parts drop out. */
function or(parts: Array<Printed>): Printed {
  if (parts.includes(true)) return true;
  return join(parts.filter((part): part is SqlFragment => part !== false), 'OR', false);
}

function join(parts: SqlFragment[], keyword: 'AND' | 'OR', empty: boolean): Printed {
  if (parts.length === 0) return empty;
  if (parts.length === 1) return parts[0];
  return {
    sql: `(${parts.map((part) => part.sql).join(` ${keyword} `)})`,
    bindings: parts.flatMap((part) => part.bindings),
  };
}
