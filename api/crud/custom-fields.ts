/**
 * Custom fields at run time: each account defines its own fields for an entity (rows of `custom-fields`), and
 * records keep the values in their `custom_fields` jsonb column. Nothing here needs a deploy or a migration: a
 * definition saved now is enforced by the next request.
 *
 * - Validation: `checkCustomFields` (checks/custom-fields.ts), the same code the admin's forms run before submit,
 *   over the definitions of the record's account and target. Every write reads the (few, indexed) definitions, so
 *   a change made by any API process is seen at once. Reads (lists, exports) take them from a cache of a
 *   couple of seconds that a definition's write clears in every process (`readDefinitions`).
 * - Updates merge key by key (a CSV import that maps one custom column leaves the others alone); `null` removes
 *   a value. Keys that are not defined are refused, pointer `/custom_fields/<key>`.
 * - Changed definitions never rewrite records: values of a removed field stay stored but are hidden from reads
 *   and kept through updates; they come back if a field with the same key is defined again.
 */
import type { Knex } from 'knex';
import type { EntityModel } from '../../model/types.ts';
import type { FieldError } from '../http/errors.ts';
import type { Row } from './repository.ts';
import { CUSTOM_FIELDS, targetsOf, type CustomFieldDefinition as WireDefinition } from '../../checks/contracts/custom-fields.ts';
import { checkCustomFields } from '../../checks/custom-fields.ts';
import { onSessionChange, SESSION_CACHE_MS } from '../auth/session-cache.ts';

export { CUSTOM_FIELDS, TEXT_MAX, targetsForFilter, targetsOf, valueSchema, type CustomFieldType } from '../../checks/contracts/custom-fields.ts';

/** One definition as the API holds it: the wire shape plus the row's account and version. */
export interface CustomFieldDefinition extends WireDefinition {
  account_id: string;
  version: number;
}

/** A definition as the API answers it (`GET /api/<resource>/custom-fields`, the session's preload): no account or version. */
export function wireDefinition({ id, entity, key, label, type, options, required, position, help, in_list }: CustomFieldDefinition): WireDefinition {
  return { id, entity, key, label, type, options, required, position, help, in_list: in_list !== false };
}

/** The target a record belongs to, from its discriminating field; undefined when it has none (yet). */
export function targetOf(entity: EntityModel, record: Row): string | undefined {
  const spec = entity.customFields;
  if (!spec) return undefined;
  if (spec.field === null) return spec.targets['*'];
  return spec.targets[String(record[spec.field])];
}

function isObject(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only the keys defined now: what reads return (values of removed fields stay stored, unseen). */
export function visibleValues(definitions: CustomFieldDefinition[], stored: unknown): Row {
  if (!isObject(stored)) return {};
  const out: Row = {};
  for (const definition of definitions) if (definition.key in stored) out[definition.key] = stored[definition.key];
  return out;
}

/** readDefinitions' cache (by accounts and targets); `readGeneration` counts its clearings. */
const readCache = new Map<string, { definitions: CustomFieldDefinition[]; until: number }>();
let readGeneration = 0;
const readsInFlight = new Map<string, { pending: Promise<CustomFieldDefinition[]>; generation: number }>();
onSessionChange(() => {
  readCache.clear();
  readGeneration++;
});

/** Reads definitions and applies them to writes and reads. */
export class CustomFieldRegistry {
  constructor(
    /** Definitions already read, when this registry serves one transaction (see `memoized`). */
    private readonly memo?: Map<string, Promise<CustomFieldDefinition[]>>,
  ) {}

  /**
   * A registry for one transaction (a CSV import): it reads each set of definitions once, not once per row. Only
   * for a transaction that does not itself change definitions.
   */
  memoized(): CustomFieldRegistry {
    return new CustomFieldRegistry(new Map());
  }

  /**
   * The definitions a read uses (a list's filters, sort and visible values; an export's columns), from a short
   * cache: every list would otherwise read them again. Cleared with the session cache (session-cache.ts): in this
   * process when a custom field is written (at the start and at the end of its transaction), in the others by
   * PostgreSQL's NOTIFY at its commit, and in any case after SESSION_CACHE_MS. Writes always read them fresh.
   */
  async readDefinitions(db: Knex, accountIds: string[], targets: string[]): Promise<CustomFieldDefinition[]> {
    if (this.memo || SESSION_CACHE_MS <= 0) return this.definitions(db, accountIds, targets);
    const key = JSON.stringify([accountIds, targets]);
    const hit = readCache.get(key);
    if (hit && hit.until > Date.now()) return hit.definitions;
    // Lists arriving together while the entry is missing share one read.
    // Not one that started before a custom field was written.
    const shared = readsInFlight.get(key);
    if (shared && shared.generation === readGeneration) return shared.pending;
    {
      const generation = readGeneration;
      const pending: Promise<CustomFieldDefinition[]> = this.read(db, accountIds, targets).then((definitions) => {
        // Not kept when a custom field was written while this was read.
        if (generation === readGeneration) {
          if (readCache.size >= 5000) readCache.delete(readCache.keys().next().value!);
          readCache.set(key, { definitions, until: Date.now() + SESSION_CACHE_MS });
        }
        return definitions;
      }).finally(() => { if (readsInFlight.get(key)?.pending === pending) readsInFlight.delete(key); });
      readsInFlight.set(key, { pending, generation });
      return pending;
    }
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
      .select('id', 'account_id', 'entity', 'key', 'label', 'type', 'options', 'required', 'position', 'help', 'in_list', 'version');
    return rows.map((row) => ({ ...row, options: Array.isArray(row.options) ? row.options : [] }));
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
    const { value, errors } = checkCustomFields(definitions, target, given, stored?.[CUSTOM_FIELDS]);
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
