/**
 * Custom fields at run time: each account defines its own fields for an entity (rows of `custom-fields`), and
 * records keep the values in their `custom_fields` jsonb column. Nothing here needs a deploy or a migration: a
 * definition saved now is enforced by the next request.
 *
 * - Validation: the definitions of the record's account and target become one ajv schema, compiled once and
 *   cached under a fingerprint of the definitions' ids and versions. Every write reads the (few, indexed)
 *   definitions, so a change made by any API process is seen at once: there is no cache to invalidate by hand.
 * - Updates merge key by key (a CSV import that maps one custom column leaves the others alone); `null` removes
 *   a value. Keys that are not defined are refused, pointer `/custom_fields/<key>`.
 * - Changed definitions never rewrite records: values of a removed field stay stored but are hidden from reads
 *   and kept through updates; they come back if a field with the same key is defined again.
 */
import type { Knex } from 'knex';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type { EntityModel } from '../../model/types.ts';
import type { FieldError } from '../http/errors.ts';
import { messageFor } from './validation.ts';
import type { Row } from './repository.ts';
import { CUSTOM_FIELDS, valueSchema, type CustomFieldDefinition as WireDefinition } from '../../checks/contracts/custom-fields.ts';

export { CUSTOM_FIELDS, TEXT_MAX, valueSchema, type CustomFieldType } from '../../checks/contracts/custom-fields.ts';

/** One definition as the API holds it: the wire shape plus the row's account and version. */
export interface CustomFieldDefinition extends WireDefinition {
  account_id: string;
  version: number;
}

type Json = Record<string, unknown>;

/** The schema of a whole `custom_fields` object for these definitions (one target). */
export function valuesSchema(definitions: CustomFieldDefinition[]): Json {
  return {
    type: 'object',
    properties: Object.fromEntries(definitions.map((d) => [d.key, valueSchema(d)])),
    required: definitions.filter((d) => d.required).map((d) => d.key),
    additionalProperties: false,
  };
}

/** Every target of an entity (`products`; `customers` and `suppliers` for relationships). */
export function targetsOf(entity: EntityModel): string[] {
  return entity.customFields ? [...new Set(Object.values(entity.customFields.targets))] : [];
}

/** The target a record belongs to, from its discriminating field; undefined when it has none (yet). */
export function targetOf(entity: EntityModel, record: Row): string | undefined {
  const spec = entity.customFields;
  if (!spec) return undefined;
  if (spec.field === null) return spec.targets['*'];
  return spec.targets[String(record[spec.field])];
}

/**
 * The targets a list can show: narrowed by an equality filter on the discriminating field (the customers screen
 * filters `type: CUSTOMER`), else all of them.
 */
export function targetsForFilter(entity: EntityModel, filter: Record<string, unknown>): string[] {
  const spec = entity.customFields;
  if (!spec) return [];
  if (spec.field !== null && typeof filter[spec.field] === 'string') {
    const target = spec.targets[filter[spec.field] as string];
    return target ? [target] : [];
  }
  return targetsOf(entity);
}

function isObject(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `a/b` → `a~1b`: keys are data in a JSON pointer. */
const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Merges what a client sent into what is stored and lists what is wrong, without touching the database.
 * `sent` is the body's `custom_fields` (undefined: not sent), `stored` the record's current value (updates).
 * Returns the value to store: defined keys (validated), then hidden keys of removed definitions, unchanged.
 */
export function mergeValues(
  definitions: CustomFieldDefinition[],
  validate: ValidateFunction,
  entity: EntityModel,
  target: string,
  sent: unknown,
  stored: unknown,
): { value: Row; errors: FieldError[] } {
  const defined = new Set(definitions.map((d) => d.key));
  const previous = isObject(stored) ? stored : {};
  const errors: FieldError[] = [];
  const merged: Row = {};
  for (const [key, value] of Object.entries(previous)) if (defined.has(key)) merged[key] = value;
  if (isObject(sent)) {
    for (const [key, value] of Object.entries(sent)) {
      if (!defined.has(key)) {
        // Clearing a key that is not defined is harmless (a form sending null for every field it once knew).
        if (value !== null && value !== undefined) errors.push({ pointer: `/${CUSTOM_FIELDS}/${escapePointer(key)}`, message: `is not a custom field of ${target}` });
        continue;
      }
      if (value === null || value === undefined || value === '') delete merged[key];
      else merged[key] = value;
    }
  }
  if (!validate(merged)) {
    for (const error of validate.errors ?? []) {
      const mapped = messageFor(error, entity);
      errors.push({ pointer: `/${CUSTOM_FIELDS}${mapped.pointer}`, message: mapped.message });
    }
  }
  const hidden = Object.fromEntries(Object.entries(previous).filter(([key]) => !defined.has(key)));
  return { value: { ...merged, ...hidden }, errors: dedupeByPointer(errors) };
}

function dedupeByPointer(errors: FieldError[]): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const error of errors) if (!seen.has(error.pointer)) seen.set(error.pointer, error);
  return [...seen.values()];
}

/** Only the keys defined now: what reads return (values of removed fields stay stored, unseen). */
export function visibleValues(definitions: CustomFieldDefinition[], stored: unknown): Row {
  if (!isObject(stored)) return {};
  const out: Row = {};
  for (const definition of definitions) if (definition.key in stored) out[definition.key] = stored[definition.key];
  return out;
}

/** Reads definitions, compiles and caches their validators, applies them to writes and reads. */
export class CustomFieldRegistry {
  constructor(
    private readonly ajv: Ajv2020,
    /** Compiled validators kept (account × target); the oldest goes first. */
    private readonly capacity = 1000,
    private readonly compiled = new Map<string, { fingerprint: string; validate: ValidateFunction }>(),
    /** Definitions already read, when this registry serves one transaction (see `memoized`). */
    private readonly memo?: Map<string, Promise<CustomFieldDefinition[]>>,
  ) {}

  /**
   * A registry for one transaction (a CSV import): it reads each set of definitions once, not once per row, and
   * shares the compiled validators. Only for a transaction that does not itself change definitions.
   */
  memoized(): CustomFieldRegistry {
    return new CustomFieldRegistry(this.ajv, this.capacity, this.compiled, new Map());
  }

  /** The definitions of these accounts and targets, in form order (position, then key). One query. */
  async definitions(db: Knex, accountIds: string[], targets: string[]): Promise<CustomFieldDefinition[]> {
    if (!this.memo) return this.read(db, accountIds, targets);
    const key = JSON.stringify([[...accountIds].sort(), [...targets].sort()]);
    if (!this.memo.has(key)) this.memo.set(key, this.read(db, accountIds, targets));
    return this.memo.get(key)!;
  }

  private async read(db: Knex, accountIds: string[], targets: string[]): Promise<CustomFieldDefinition[]> {
    if (!accountIds.length || !targets.length) return [];
    const rows: CustomFieldDefinition[] = await db('custom_fields')
      .whereIn('account_id', [...new Set(accountIds)])
      .whereIn('entity', targets)
      .orderBy([{ column: 'position' }, { column: 'key' }])
      .select('id', 'account_id', 'entity', 'key', 'label', 'type', 'options', 'required', 'position', 'help', 'version');
    return rows.map((row) => ({ ...row, options: Array.isArray(row.options) ? row.options : [] }));
  }

  /** The validator of one account's target, compiled when its definitions changed since the last call. */
  validator(accountId: string, target: string, definitions: CustomFieldDefinition[]): ValidateFunction {
    const cacheKey = `${accountId}|${target}`;
    const fingerprint = definitions.map((d) => `${d.id}:${d.version}`).join(',');
    const hit = this.compiled.get(cacheKey);
    if (hit && hit.fingerprint === fingerprint) return hit.validate;
    const validate = this.ajv.compile(valuesSchema(definitions));
    this.compiled.delete(cacheKey);
    this.compiled.set(cacheKey, { fingerprint, validate });
    if (this.compiled.size > this.capacity) this.compiled.delete(this.compiled.keys().next().value!);
    return validate;
  }

  /**
   * Checks and merges `record.custom_fields` for a write by `accountId`; returns field errors (empty when valid).
   * `sent` is the cleaned body (what the client named), `stored` the current row on updates.
   */
  async apply(db: Knex, entity: EntityModel, accountId: string, record: Row, sent: Row, stored?: Row): Promise<FieldError[]> {
    if (!entity.customFields) return [];
    const given = sent[CUSTOM_FIELDS];
    // Not an object: the entity's own schema reports it.
    if (given !== undefined && !isObject(given)) return [];
    const target = targetOf(entity, record);
    // No target (an invalid `type`): the entity's own schema names that field; values cannot be checked yet.
    if (!target) return [];
    const definitions = await this.definitions(db, [accountId], [target]);
    const validate = this.validator(accountId, target, definitions);
    const { value, errors } = mergeValues(definitions, validate, entity, target, given, stored?.[CUSTOM_FIELDS]);
    record[CUSTOM_FIELDS] = value;
    return errors;
  }

  /**
   * Hides values of removed fields in rows about to be returned (rows of any accounts). One query, or none when
   * `known` (the definitions a list already read for its filters) covers every row's account and target.
   */
  async hide(db: Knex, entity: EntityModel, rows: Row[], known?: { accountId: string; targets: string[]; definitions: CustomFieldDefinition[] }): Promise<void> {
    if (!entity.customFields || !rows.length) return;
    const accounts = [...new Set(rows.map((r) => String(r[entity.tenantColumn])))];
    const covered = known && accounts.every((a) => a === known.accountId) && rows.every((r) => known.targets.includes(targetOf(entity, r) ?? ''));
    const definitions = covered ? known.definitions : await this.definitions(db, accounts, targetsOf(entity));
    const byScope = new Map<string, CustomFieldDefinition[]>();
    for (const d of definitions) {
      const key = `${d.account_id}|${d.entity}`;
      byScope.set(key, [...(byScope.get(key) ?? []), d]);
    }
    for (const row of rows) {
      if (!(CUSTOM_FIELDS in row)) continue;
      row[CUSTOM_FIELDS] = visibleValues(byScope.get(`${row[entity.tenantColumn]}|${targetOf(entity, row)}`) ?? [], row[CUSTOM_FIELDS]);
    }
  }
}
