/**
 * Parses ra-data-simple-rest list parameters (`sort`, `range`, `filter`, all JSON in the query string) into a
 * checked ListQuery. Only fields the schema marks sortable or filterable are accepted; anything else is a 400
 * naming the parameter, so a typo never silently returns everything.
 */
import type { EntityModel, FieldModel } from '../../model/types.ts';
import { fail } from '../http/errors.ts';
import { parseJsonInput } from '../http/input-guard.ts';
import { isCalendarDate, isDateTime } from '../../checks/dates.ts';
import { CUSTOM_FIELDS, type CustomFieldDefinition } from './custom-fields.ts';

export const OPERATORS = ['gte', 'lte', 'gt', 'lt', 'ne', 'in', 'nin'] as const;
export type Operator = (typeof OPERATORS)[number] | 'eq';

export interface Condition {
  field: FieldModel;
  operator: Operator;
  value: unknown;
}

/**
 * A filter on a custom field (`custom_fields.<name>`, or `{"custom_fields": {<name>: …}}`). Parsing cannot know
 * the account's definitions, so it keeps the raw name; `bindCustomFields` resolves it (key and operator) and
 * converts the value, or refuses it.
 */
export interface CustomCondition {
  /** What followed `custom_fields.`: a key, possibly with an operator suffix (`weight_gte`). */
  name: string;
  value: unknown;
  pointer: string;
  /** Set by bindCustomFields. */
  definition?: CustomFieldDefinition;
  operator?: Operator;
}

export interface ListQuery {
  /** `custom` is set when sorting on a custom field; `field` is then the `custom_fields` column. */
  sort: { field: FieldModel; order: 'ASC' | 'DESC'; custom?: { key: string; definition?: CustomFieldDefinition } };
  offset: number;
  limit: number;
  q?: string;
  ids?: string[];
  conditions: Condition[];
  /** Filters on custom fields, bound to definitions by bindCustomFields before use. */
  customConditions: CustomCondition[];
  /** The columns to send (list-fields.ts); undefined: every returned column. */
  fields?: string[];
}

/** `custom_fields.` prefix of custom-field filter and sort names. */
const CUSTOM_PREFIX = `${CUSTOM_FIELDS}.`;

/** The largest page a client may ask for: enough for a CSV export page, small enough to stay fast. */
export const MAX_PAGE = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

function parseJsonParam(raw: string | string[] | undefined, name: string): unknown {
  if (raw === undefined) return undefined;
  if (Array.isArray(raw)) return fail('bad_query', `\`${name}\` is given more than once.`, [{ pointer: `/${name}`, message: 'is given more than once' }]);
  return parseJsonInput(raw, `/${name}`, () => fail('bad_query', `\`${name}\` is not valid JSON.`, [{ pointer: `/${name}`, message: 'is not valid JSON' }]));
}

/** Converts a filter value to the field's type (query strings often carry numbers as text). */
function coerce(field: FieldModel, value: unknown, pointer: string): unknown {
  const bad = (message: string) => fail('bad_query', `${pointer.slice(1)} ${message}.`, [{ pointer, message }]);
  if (value === null) return field.nullable ? null : bad('cannot be null');
  switch (field.sqlType) {
    case 'uuid':
      return isUuid(value) ? value : bad('must be a uuid');
    case 'integer':
    case 'bigint': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (!Number.isSafeInteger(n)) return bad('must be a whole number');
      // The column's range (the schema's bounds, filled by the generator): PostgreSQL would refuse the comparison.
      const { minimum, maximum } = field.schema as { minimum?: number; maximum?: number };
      if ((maximum !== undefined && (n as number) > maximum) || (minimum !== undefined && (n as number) < minimum)) return bad(`must be between ${minimum} and ${maximum}`);
      return n;
    }
    case 'numeric': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) ? n : bad('must be a number');
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      return bad('must be true or false');
    case 'date':
      return isCalendarDate(value) ? value : bad('must be a date (YYYY-MM-DD, year 0001–9999)');
    case 'timestamptz':
      return isDateTime(value) ? value : bad('must be a date or date-time (YYYY-MM-DD[THH:MM[:SS][Z]], year 0001–9999)');
    case 'jsonb':
      // Array fields with an enum (flags, permissions) filter by "contains this value".
      return typeof value === 'string' && (!field.enum || field.enum.includes(value)) ? value : bad(`must be one of ${field.enum?.join(', ')}`);
    default:
      if (typeof value !== 'string' && typeof value !== 'number') return bad('must be text');
      if (field.enum && !field.enum.includes(String(value))) return bad(`must be one of ${field.enum.join(', ')}`);
      return String(value);
  }
}

/** Fields by name, once per entity (parsing is per request). */
const fieldMaps = new WeakMap<EntityModel, Map<string, FieldModel>>();
function fieldsOf(entity: EntityModel): Map<string, FieldModel> {
  let map = fieldMaps.get(entity);
  if (!map) fieldMaps.set(entity, (map = new Map(entity.fields.map((f) => [f.name, f]))));
  return map;
}

export function parseListQuery(entity: EntityModel, query: Record<string, string | string[] | undefined>): ListQuery {
  const fieldsByName = fieldsOf(entity);

  const sortParam = parseJsonParam(query.sort, 'sort') ?? [entity.defaultSort.field, entity.defaultSort.order];
  if (!Array.isArray(sortParam) || typeof sortParam[0] !== 'string') fail('bad_query', '`sort` must be ["field", "ASC"|"DESC"].', [{ pointer: '/sort', message: 'must be ["field", "ASC"|"DESC"]' }]);
  const [sortName, sortOrder = 'ASC'] = sortParam as [string, string];
  const customSort = entity.customFields && sortName.startsWith(CUSTOM_PREFIX) ? { key: sortName.slice(CUSTOM_PREFIX.length) } : undefined;
  const sortField = customSort ? fieldsByName.get(CUSTOM_FIELDS) : fieldsByName.get(sortName);
  if (!customSort && !sortField?.sortable) {
    const sortable = entity.fields.filter((f) => f.sortable).map((f) => f.name);
    fail('bad_query', `\`${sortName}\` cannot be sorted on; use one of ${sortable.join(', ')}.`, [{ pointer: '/sort/0', message: 'is not a sortable field' }]);
  }
  const order = String(sortOrder).toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') fail('bad_query', 'The sort order must be ASC or DESC.', [{ pointer: '/sort/1', message: 'must be ASC or DESC' }]);

  const rangeParam = parseJsonParam(query.range, 'range') ?? [0, 24];
  if (!Array.isArray(rangeParam) || rangeParam.length !== 2 || !rangeParam.every((n) => Number.isSafeInteger(n) && n >= 0) || rangeParam[1] < rangeParam[0]) {
    fail('bad_query', '`range` must be [first, last] with 0 ≤ first ≤ last.', [{ pointer: '/range', message: 'must be [first, last] with 0 ≤ first ≤ last' }]);
  }
  const [first, last] = rangeParam as [number, number];
  if (last - first + 1 > MAX_PAGE) fail('bad_query', `A page holds at most ${MAX_PAGE} rows.`, [{ pointer: '/range', message: `asks for more than ${MAX_PAGE} rows` }]);

  const filterParam = parseJsonParam(query.filter, 'filter') ?? {};
  if (typeof filterParam !== 'object' || filterParam === null || Array.isArray(filterParam)) fail('bad_query', '`filter` must be a JSON object.', [{ pointer: '/filter', message: 'must be a JSON object' }]);

  const result: ListQuery = {
    sort: { field: sortField!, order: order as 'ASC' | 'DESC', ...(customSort ? { custom: customSort } : {}) },
    offset: first, limit: last - first + 1, conditions: [], customConditions: [],
  };
  for (const [key, value] of Object.entries(filterParam as Record<string, unknown>)) {
    const pointer = `/filter/${key}`;
    if (value === undefined || value === '') continue;
    if (entity.customFields && key === CUSTOM_FIELDS && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      // The nested form react-admin's filter inputs produce for `custom_fields.<key>` sources.
      for (const [name, inner] of Object.entries(value)) {
        if (inner !== undefined && inner !== '') result.customConditions.push({ name, value: inner, pointer: `${pointer}/${name}` });
      }
      continue;
    }
    if (entity.customFields && key.startsWith(CUSTOM_PREFIX)) {
      result.customConditions.push({ name: key.slice(CUSTOM_PREFIX.length), value, pointer });
      continue;
    }
    if (key === 'q') {
      if (typeof value !== 'string') fail('bad_query', '`q` must be text.', [{ pointer, message: 'must be text' }]);
      if ((value as string).trim()) result.q = (value as string).trim().slice(0, 200);
      continue;
    }
    if (key === 'id') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > MAX_PAGE || !ids.every(isUuid)) fail('bad_query', '`id` must be a uuid or a list of uuids.', [{ pointer, message: 'must be a uuid or a list of uuids' }]);
      result.ids = ids as string[];
      continue;
    }
    // A field whose own name ends like an operator (`size_in`) is taken whole before splitting off a suffix.
    const match = fieldsByName.get(key)?.filterable ? [key, key] : /^(.*?)(?:_(gte|lte|gt|lt|ne|in|nin))?$/.exec(key)!;
    const field = fieldsByName.get(match[1]);
    const operator = (match[2] ?? 'eq') as Operator;
    if (!field?.filterable) {
      const filterable = entity.fields.filter((f) => f.filterable).map((f) => f.name);
      fail('bad_query', `\`${key}\` is not a filter of ${entity.resource}; use q, id, or one of ${filterable.join(', ')} (with _gte, _lte, _gt, _lt, _ne, _in, _nin).`, [{ pointer, message: 'is not a known filter' }]);
    }
    if (operator === 'in' || operator === 'nin') {
      if (!Array.isArray(value) || value.length > MAX_PAGE) fail('bad_query', `\`${key}\` must be a list.`, [{ pointer, message: 'must be a list' }]);
      result.conditions.push({ field: field!, operator, value: (value as unknown[]).map((v, i) => coerce(field!, v, `${pointer}/${i}`)) });
    } else if (Array.isArray(value) && operator === 'eq') {
      // react-admin sends a list for multi-select filters: the same as `_in`.
      result.conditions.push({ field: field!, operator: 'in', value: value.map((v, i) => coerce(field!, v, `${pointer}/${i}`)) });
    } else {
      result.conditions.push({ field: field!, operator, value: coerce(field!, value, pointer) });
    }
  }
  return result;
}

/** Splits `weight_gte` into a defined key and an operator; the whole name wins when it is itself a key. */
function splitCustomName(name: string, keys: Map<string, CustomFieldDefinition>): { definition?: CustomFieldDefinition; operator: Operator } {
  if (keys.has(name)) return { definition: keys.get(name), operator: 'eq' };
  const match = /^(.*)_(gte|lte|gt|lt|ne|in|nin)$/.exec(name);
  return match ? { definition: keys.get(match[1]), operator: match[2] as Operator } : { operator: 'eq' };
}

/** Converts a custom-field filter value to the definition's type. */
function coerceCustom(definition: CustomFieldDefinition, value: unknown, pointer: string): unknown {
  const bad = (message: string) => fail('bad_query', `${pointer.slice(1)} ${message}.`, [{ pointer, message }]);
  if (value === null) return null;
  switch (definition.type) {
    case 'NUMBER': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) ? n : bad('must be a number');
    }
    case 'BOOLEAN':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      return bad('must be true or false');
    case 'DATE':
      return isCalendarDate(value) ? value : bad('must be a date (YYYY-MM-DD, year 0001–9999)');
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : bad('must be text');
  }
}

/**
 * Binds the custom-field filters and sort of a parsed query to the account's definitions: unknown keys and
 * values of the wrong type are a 400 naming the parameter, exactly as for the entity's own fields.
 */
export function bindCustomFields(query: ListQuery, definitions: CustomFieldDefinition[]): void {
  const keys = new Map<string, CustomFieldDefinition>();
  // Relationships list customers and suppliers together: a key defined for both binds to the first.
  for (const definition of definitions) if (!keys.has(definition.key)) keys.set(definition.key, definition);
  const known = () => (keys.size ? [...keys.keys()].map((k) => `${CUSTOM_PREFIX}${k}`).join(', ') : 'none is defined');
  if (query.sort.custom) {
    const definition = keys.get(query.sort.custom.key);
    if (!definition) fail('bad_query', `\`${CUSTOM_PREFIX}${query.sort.custom.key}\` is not a custom field; custom fields: ${known()}.`, [{ pointer: '/sort/0', message: 'is not a sortable field' }]);
    query.sort.custom.definition = definition;
  }
  for (const condition of query.customConditions) {
    const { definition, operator } = splitCustomName(condition.name, keys);
    if (!definition) fail('bad_query', `\`${CUSTOM_PREFIX}${condition.name}\` is not a custom field; custom fields: ${known()}.`, [{ pointer: condition.pointer, message: 'is not a known filter' }]);
    const multi = definition!.type === 'MULTISELECT' || definition!.type === 'BOOLEAN';
    if (multi && !['eq', 'ne', 'in', 'nin'].includes(operator)) {
      fail('bad_query', `${condition.pointer.slice(1)} cannot be compared with _${operator}.`, [{ pointer: condition.pointer, message: `does not take _${operator}` }]);
    }
    let op = operator;
    let value: unknown;
    if (op === 'in' || op === 'nin' || (op === 'eq' && Array.isArray(condition.value))) {
      if (!Array.isArray(condition.value) || condition.value.length > MAX_PAGE) fail('bad_query', `${condition.pointer.slice(1)} must be a list.`, [{ pointer: condition.pointer, message: 'must be a list' }]);
      value = (condition.value as unknown[]).map((v, i) => coerceCustom(definition!, v, `${condition.pointer}/${i}`));
      if (op === 'eq') op = 'in';
    } else {
      value = coerceCustom(definition!, condition.value, condition.pointer);
    }
    Object.assign(condition, { definition, operator: op, value });
  }
}
