/**
 * References the database cannot guard: ids kept inside jsonb (a product's responsible persons, a label's products,
 * the template ids in a listing's channel fields). Composite foreign keys only cover scalar `x-ref` columns, so these
 * are checked here, in the write's transaction, against rows of the same account.
 *
 * A record may still hold an id whose row was deleted since it was saved (nothing stops that delete). Such an id is
 * dropped quietly when the record is saved again, so an old record never becomes impossible to save; an id that is
 * new in this write and names nothing is an error on its field.
 */
import type { Knex } from 'knex';
import { fail, type FieldError } from '../../http/errors.ts';

export interface IdListCheck {
  table: string;
  accountId: string;
  ids: readonly string[];
  /** The ids the stored record held before this write (dropped quietly if gone). */
  previous?: readonly string[];
  /** JSON pointer of the id at index `i`. */
  pointer: (i: number) => string;
  /** `responsible person`: used in "refers to no responsible person of this account". */
  what: string;
  /** Equality conditions the row must meet (`{ channel: 'ETSY' }`). */
  where?: Record<string, unknown>;
}

/** The ids that still exist, in order, and an error for each new id that names no fitting row. */
export async function checkIds(trx: Knex, check: IdListCheck): Promise<{ kept: string[]; errors: FieldError[] }> {
  const unique = [...new Set(check.ids)];
  if (!unique.length) return { kept: [], errors: [] };
  const rows: Array<Record<string, unknown>> = await trx(check.table)
    .where('account_id', check.accountId)
    .whereIn('id', unique)
    .select('id', ...Object.keys(check.where ?? {}));
  const found = new Map(rows.map((row) => [String(row.id), row]));
  const previous = new Set(check.previous ?? []);
  const kept: string[] = [];
  const errors: FieldError[] = [];
  check.ids.forEach((id, i) => {
    const row = found.get(id);
    if (!row) {
      if (!previous.has(id)) errors.push({ pointer: check.pointer(i), message: `refers to no ${check.what} of this account` });
      return;
    }
    const mismatch = Object.entries(check.where ?? {}).find(([key, value]) => row[key] !== value);
    if (mismatch) errors.push({ pointer: check.pointer(i), message: `must refer to a ${check.what} whose ${mismatch[0]} is ${String(mismatch[1])}` });
    else kept.push(id);
  });
  return { kept, errors };
}

/** Throws one validation error listing every field error collected, if there are any. */
export function refuseIfAny(errors: FieldError[]): void {
  if (errors.length) fail('validation_failed', errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);
}

/** A jsonb column as read back: pg parses it, PGlite may hand over text. */
export function jsonValue<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * One default per group: when `record` is made the default, the flag is cleared on the group's other rows (their
 * version is raised, so an edit based on the old row is refused rather than silently restoring the flag).
 */
export async function clearOtherDefaults(trx: Knex, table: string, accountId: string, id: unknown, where: Record<string, unknown> = {}): Promise<void> {
  const query = trx(table).where({ account_id: accountId, is_default: true, ...where });
  if (id) query.whereNot('id', String(id));
  await query.update({ is_default: false, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
}
