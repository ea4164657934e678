/**
 * What changed between two states of a record, field by field, as the audit log stores it:
 * `{ "<field>": { "from": …, "to": … } }`. Values are made plain JSON (dates as ISO text, numeric columns as
 * numbers, child lines without their bookkeeping columns) so that a value read from the database and the same
 * value sent by a client compare equal. Secrets never reach the log: a redacted field records only that it
 * changed (and whether it was or became empty).
 */
import type { EntityModel, FieldModel, Model } from '../../model/types.ts';

type Row = Record<string, unknown>;

/** What a redacted value is written as. */
export const REDACTED = '[redacted]';

export interface FieldChange { from: unknown; to: unknown }
export type Changes = Record<string, FieldChange>;

/** Columns every table has that say nothing about the record itself. */
const BOOKKEEPING = new Set(['id', 'account_id', 'created_at', 'updated_at', 'version', 'position']);

/** Names that hold a credential even where the schema does not mark them (`api_key`, `processor_token`). */
const SECRET_NAME = /password|passphrase|token|secret|credential|api_?key|private_?key/i;

/**
 * Whether a field's values must never be written to the log: `x-secret` credentials, `writeOnly` fields (a
 * password), internal columns (its hash), and anything named like a credential.
 */
export function isRedacted(field: Pick<FieldModel, 'name' | 'secret' | 'writeOnly' | 'internal'>): boolean {
  return field.secret || field.writeOnly || field.internal || SECRET_NAME.test(field.name);
}

/** A value as plain, comparable JSON for a field of this SQL type. */
function plain(field: FieldModel | undefined, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return field?.sqlType === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
  if (field && ['numeric', 'bigint', 'integer'].includes(field.sqlType) && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (field?.sqlType === 'timestamptz' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  if (field?.sqlType === 'jsonb' && typeof value === 'string') {
    try { return JSON.parse(value); } catch { return value; }
  }
  return value;
}

/** Stable JSON (sorted keys), so equality does not depend on key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Row)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Child lines as the log keeps them: their writable fields only (what a person changes; totals the server
 * computes follow from them), in order, secrets redacted.
 */
function plainLines(child: EntityModel | undefined, lines: unknown): unknown {
  if (!Array.isArray(lines)) return lines == null ? [] : lines;
  const fields = new Map((child?.fields ?? []).map((f) => [f.name, f]));
  const parentKey = child?.childOf?.foreignKey;
  return lines.map((line) => {
    if (!line || typeof line !== 'object') return line;
    const out: Row = {};
    for (const [key, value] of Object.entries(line as Row)) {
      if (BOOKKEEPING.has(key) || key === parentKey) continue;
      const field = fields.get(key);
      if (child && (!field || field.readOnly || field.system)) continue;
      out[key] = field && isRedacted(field) ? (value == null ? null : REDACTED) : plain(field, value);
    }
    return out;
  });
}

/**
 * The changed fields from `before` to `after` (either may be empty: a create, a delete). Only fields present in
 * `after` count on an update (a PUT leaves the others as they were); `all` compares every field (create, delete).
 */
export function changesOf(model: Model, entity: EntityModel, before: Row, after: Row, options: { all?: boolean } = {}): Changes {
  const changes: Changes = {};
  const children = new Map(entity.children.map((c) => [c.field, model.entities.find((e) => e.name === c.entity)]));
  for (const field of entity.fields) {
    if (field.system || BOOKKEEPING.has(field.name)) continue;
    if (!options.all && !(field.name in after)) continue;
    const isChild = children.has(field.name);
    if (field.virtual && !isChild && !(field.name in after)) continue;
    const value = (row: Row) => (isChild ? plainLines(children.get(field.name), row[field.name]) : plain(field, row[field.name]));
    const from = value(before);
    const to = value(after);
    // No value, no lines, no keys (a record's empty custom fields): nothing to tell.
    const empty = (v: unknown) => v === null || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);
    // A virtual field (a new password) has no stored "before": it changed whenever it was sent.
    if (!field.virtual && canonical(from) === canonical(to)) continue;
    if (field.virtual && empty(to)) continue;
    if (empty(from) && empty(to)) continue;
    changes[field.name] = isRedacted(field)
      ? { from: empty(from) || field.virtual ? null : REDACTED, to: empty(to) ? null : REDACTED }
      : { from, to };
  }
  return changes;
}
