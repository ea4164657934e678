/**
 * Turns the PostgreSQL errors a client can provoke (a duplicate, a reference to a missing or foreign row, a row
 * still referenced) into catalogue errors naming the field. Works on both drivers: pg and PGlite report the same
 * SQLSTATE codes and `detail` texts.
 */
import type { Model } from '../../model/types.ts';
import { ApiError } from './errors.ts';
import { isConnectionLost } from '../db/connection-loss.ts';

/** Seconds a client waits before trying again after a lost database connection (a restart or failover). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

interface PgError { code?: string; detail?: string; table?: string; column?: string; constraint?: string; message?: string }

/** `Key (account_id, lower(sku::text))=(…)` → the key's columns without the tenant key: `['sku']`. */
function columnsFromDetail(detail: string | undefined): string[] {
  const match = /Key \((.+?)\)=/.exec(detail ?? '');
  if (!match) return [];
  const columns = match[1].split(',').map((c) => c.trim().replace(/^lower\((.+?)(::text)?\)$/, '$1').replace(/["()]/g, ''));
  const own = columns.filter((c) => c !== 'account_id');
  return own.length ? own : columns;
}

function fieldFromDetail(detail: string | undefined): string | undefined {
  return columnsFromDetail(detail).pop();
}

/**
 * The schema's own wording for a duplicate (`x-entity.unique[].message`, "is already used by another product"),
 * found by the table and the key's columns; the generic wording when the model has none.
 */
function duplicateMessage(model: Model | undefined, table: string | undefined, columns: string[]): string {
  const entity = table ? model?.entities.find((e) => e.table === table) : undefined;
  const key = [...columns].sort().join(',');
  const unique = entity?.unique.find((u) => [...u.fields].sort().join(',') === key);
  return unique?.message ?? 'is already used';
}

const CHECK_KINDS = ['enum', 'min', 'max', 'length'] as const;

/**
 * A CHECK the generator wrote from a field's schema (generator/table-model.ts `checksOf`, named
 * `<table>_<column>_<kind>`) refused a value: a 400 naming the field, worded as the API's own validation words it.
 * Reached only when something wrote past validation (a hook, a job); undefined for any other constraint.
 */
function schemaCheckError(model: Model | undefined, e: PgError): ApiError | undefined {
  const constraint = e.constraint ?? '';
  const kind = CHECK_KINDS.find((k) => constraint.endsWith(`_${k}`));
  if (!kind || !e.table || !constraint.startsWith(`${e.table}_`)) return undefined;
  const column = constraint.slice(e.table.length + 1, -(kind.length + 1));
  const field = model?.entities.find((entity) => entity.table === e.table)?.fields.find((f) => f.name === column);
  const schema = (field?.schema ?? {}) as { minimum?: number; exclusiveMinimum?: number; maximum?: number; exclusiveMaximum?: number; maxLength?: number };
  const message = {
    enum: field?.enum ? `must be one of ${field.enum.join(', ')}` : 'is not one of the allowed values',
    min: schema.exclusiveMinimum !== undefined ? `must be more than ${schema.exclusiveMinimum}` : schema.minimum !== undefined ? `must be at least ${schema.minimum}` : 'is too small',
    max: schema.exclusiveMaximum !== undefined ? `must be less than ${schema.exclusiveMaximum}` : schema.maximum !== undefined ? `must be at most ${schema.maximum}` : 'is too large',
    length: schema.maxLength !== undefined ? `must have at most ${schema.maxLength} characters` : 'is too long',
  }[kind];
  return new ApiError('validation_failed', `${column} ${message}.`, [{ pointer: `/${column}`, message }]);
}

/** `model` lets a duplicate carry the schema's message; without it the generic one is used. */
export function databaseErrorToApiError(error: unknown, model?: Model): ApiError | undefined {
  const e = error as PgError;
  // A lost connection: the transaction was rolled back (or never began), so nothing was written. 503, not 500:
  // the client may try again (the transaction's start was already retried once: api/db/connection-loss.ts).
  if (isConnectionLost(e)) return new ApiError('database_unavailable', 'The database connection was lost while answering; nothing was written. Try again in a moment.', [], { retryAfter: DATABASE_RETRY_AFTER_SECONDS });
  if (!e || typeof e.code !== 'string') return undefined;
  switch (e.code) {
    case '23505': {
      const columns = columnsFromDetail(e.detail);
      const field = columns[columns.length - 1];
      const message = duplicateMessage(model, e.table, columns);
      return new ApiError('duplicate', field ? `${field} ${message}.` : 'A record with the same value exists.', field ? [{ pointer: `/${field}`, message }] : []);
    }
    case '23503': {
      if (/update or delete on table/.test(e.message ?? '')) {
        const by = /on table "([^"]+)"$/.exec(e.message ?? '')?.[1] ?? /on table "[^"]+" violates foreign key constraint "[^"]+" on table "([^"]+)"/.exec(e.message ?? '')?.[1];
        return new ApiError('in_use', `The record is still used by ${by ? by.replace(/_/g, ' ') : 'other records'}; remove those first.`);
      }
      const field = fieldFromDetail(e.detail);
      const message = 'refers to a record that does not exist';
      return new ApiError('validation_failed', field ? `${field} ${message}.` : message, field ? [{ pointer: `/${field}`, message }] : []);
    }
    case '23502': {
      const column = /column "([^"]+)"/.exec(e.message ?? '')?.[1];
      return new ApiError('validation_failed', `${column ?? 'a field'} is required.`, column ? [{ pointer: `/${column}`, message: 'is required' }] : []);
    }
    case '23514': {
      const schemaCheck = schemaCheckError(model, e);
      if (schemaCheck) return schemaCheck;
      // A CHECK constraint (or the stock trigger) refused a value; the domain checks first, so this is a race lost.
      const constraint = e.constraint ?? '';
      const prefix = `${e.table ?? ''}_`;
      const field = e.table && constraint.startsWith(prefix) && constraint.endsWith('_check') ? constraint.slice(prefix.length, -'_check'.length) : undefined;
      const message = 'would go below zero';
      return new ApiError('insufficient_stock', field ? `${field} ${message}.` : 'A quantity would go below zero.', field ? [{ pointer: `/${field}`, message }] : []);
    }
    case '40001':
    case '40P01':
      return new ApiError('version_conflict', 'Another change to the same records happened at the same time; try again.');
    default:
      // Class 22, data exceptions (a NUL in text, a date or number out of range, a malformed value): the client's
      // data, so a 400. The checks at the boundary and in the schemas should catch these first; this is the last
      // resort, which names the column when PostgreSQL does.
      if (e.code.startsWith('22')) {
        const message = DATA_EXCEPTIONS[e.code] ?? 'has the wrong form or is out of range';
        return new ApiError('validation_failed', `${e.column ?? 'A value'} ${message}.`, e.column ? [{ pointer: `/${e.column}`, message }] : []);
      }
      return undefined;
  }
}

/** Wording of the common class-22 SQLSTATEs. */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22001': 'is too long',
  '22003': 'is out of range',
  '22007': 'is not a valid date or time',
  '22008': 'is a date or time out of range',
  '22021': 'holds a character that cannot be stored (a NUL, \\u0000)',
  '22P02': 'has the wrong form',
  '22P05': 'holds a character that cannot be stored (a NUL, \\u0000)',
};
