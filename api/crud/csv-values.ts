/**
 * Field values as CSV cell text and back, one rule per kind of field, so an export re-imports unchanged:
 * - money: decimals in the record's currency (`12.99` GBP, `1299` JPY), not minor units: CSV files are read and
 *   edited by people in spreadsheets. The API itself stays in minor units.
 * - booleans `true`/`false` (import also takes yes/no, y/n, 1/0); dates ISO 8601; times ISO 8601 in UTC.
 * - lists of plain values (enum arrays, MULTISELECT custom fields) joined by `; `; objects and lists of objects
 *   (addresses, barcodes) as JSON.
 * - enum values are matched case-insensitively on import (`active` → `ACTIVE`).
 * Pure: unit-tested beside this file.
 */
import { minorUnits } from '../../checks/index.ts';
import type { FieldModel } from '../../model/types.ts';
import type { CustomFieldDefinition } from './custom-fields.ts';
import { ApiError } from '../http/errors.ts';
import { parseJsonInput } from '../http/input-guard.ts';

type Row = Record<string, unknown>;

/** What a cell parses to: a value, or a message saying what is wrong with it. */
export type Parsed = { value: unknown; error?: undefined } | { error: string; value?: undefined };

/** `1234, 'GBP'` → `12.34`; `-5` → `-0.05`; `1234, 'JPY'` → `1234`. Exact (string arithmetic). */
export function moneyToDecimal(minor: number, currency: string): string {
  const digits = minorUnits(currency);
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = digits ? text.slice(0, -digits) : text;
  return `${minor < 0 ? '-' : ''}${whole}${digits ? `.${text.slice(-digits)}` : ''}`;
}

/** `12.3` GBP → 1230; `1,234.50` → 123450. An error for text that is no amount or has too many decimals. */
export function decimalToMoney(text: string, currency: string): Parsed {
  const digits = minorUnits(currency);
  const clean = text.replace(/\s/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(clean);
  if (!match || (match[2] === '' && !match[3])) return { error: `must be an amount such as ${moneyToDecimal(1299, currency)}` };
  const fraction = match[3] ?? '';
  if (fraction.length > digits) return { error: `has more than ${digits} decimal${digits === 1 ? '' : 's'} for ${currency}` };
  const minor = Number((match[2] || '0') + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) return { error: 'is too large' };
  return { value: match[1] === '-' ? -minor : minor };
}

function isPlain(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Any stored value as cell text (no field knowledge): dates ISO, lists of plain values `; `, the rest JSON. */
export function plainCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.every(isPlain) ? value.map((v) => (v === null ? '' : String(v))).join('; ') : JSON.stringify(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The cell text of `field` in `row` (a stored record). */
export function fieldCell(field: FieldModel, row: Row): string {
  const value = row[field.name];
  if (field.money && typeof value === 'number') return moneyToDecimal(value, String(row[field.money.currencyField] ?? 'GBP'));
  return plainCell(value);
}

/** Splits a list cell on `;` (or `|`), trimming; a JSON array is taken as is. */
function listOf(text: string): Parsed {
  if (text.startsWith('[')) {
    const parsed = parseJson(text);
    // A JSON array is taken as is, refused JSON (too deep, a NUL) is the cell's error; anything else is split.
    if (parsed.error === undefined ? Array.isArray(parsed.value) : parsed.error !== ERROR_NOT_JSON) return parsed;
  }
  return { value: text.split(/[;|]/).map((part) => part.trim()).filter(Boolean) };
}

/** The canonical spelling of an enum value typed in any case; the text itself when none matches. */
function canonical(text: string, choices: readonly string[] | undefined): string {
  return choices?.find((choice) => choice.toLowerCase() === text.toLowerCase()) ?? text;
}

export function parseBoolean(text: string): Parsed {
  const t = text.toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(t)) return { value: true };
  if (['false', 'no', 'n', '0'].includes(t)) return { value: false };
  return { error: 'must be true or false' };
}

export function parseNumber(text: string, integer: boolean): Parsed {
  const t = text.replace(/\s/g, '');
  if (integer ? !/^[+-]?\d+$/.test(t) : !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) return { error: integer ? 'must be a whole number' : 'must be a number' };
  const n = Number(t);
  return Number.isFinite(n) && (!integer || Number.isSafeInteger(n)) ? { value: n } : { error: 'is out of range' };
}

/**
 * A non-empty cell for one of the entity's own fields. References and money are the caller's (they need the
 * database, or the row's currency). Text keeps its spaces: the API trims where the schema says so.
 */
export function parseFieldCell(field: FieldModel, text: string): Parsed {
  const itemEnum = ((field.schema as Row).items as Row | undefined)?.enum as string[] | undefined;
  switch (field.jsonType) {
    case 'boolean': return parseBoolean(text.trim());
    case 'integer': return parseNumber(text, true);
    case 'number': return parseNumber(text, false);
    case 'array': {
      const items = (field.schema as Row).items as Row | undefined;
      if (items?.type === 'object' || items?.$ref) return parseJson(text);
      const list = listOf(text);
      return itemEnum ? { value: (list.value as string[]).map((v) => canonical(String(v), itemEnum)) } : list;
    }
    case 'object': return parseJson(text);
    default: return { value: field.enum ? canonical(text.trim(), field.enum) : text };
  }
}

const ERROR_NOT_JSON = 'must be JSON, as the export writes it';

/** A cell holding JSON, through the request boundary's checks (depth, prototype keys, NUL); their refusal is the cell's error. */
function parseJson(text: string): Parsed {
  try {
    return { value: parseJsonInput(text, '', () => { throw new SyntaxError(ERROR_NOT_JSON); }) };
  } catch (error) {
    return { error: error instanceof ApiError ? error.errors[0]?.message ?? error.message : ERROR_NOT_JSON };
  }
}

/** A non-empty cell for a custom field. */
export function parseCustomCell(definition: Pick<CustomFieldDefinition, 'type' | 'options'>, text: string): Parsed {
  switch (definition.type) {
    case 'NUMBER': return parseNumber(text, false);
    case 'BOOLEAN': return parseBoolean(text.trim());
    case 'DATE': return { value: text.trim() };
    case 'SELECT': return { value: canonical(text.trim(), definition.options) };
    case 'MULTISELECT': return { value: (listOf(text).value as string[]).map((v) => canonical(String(v), definition.options)) };
    default: return { value: text };
  }
}
