/**
 * The one check of custom-field values, run by the API on every write (api/crud/custom-fields.ts) and by the admin's
 * forms before submit (admin/src/forms/formCheck.ts), so a form shows before submit exactly what the API answers
 * after it. Custom fields are data — each account defines its own (rows of `custom-fields`) — so no schema of them
 * exists when the generator runs, and the browser compiles nothing (its Content-Security-Policy forbids `eval`):
 * this is plain code over the definitions, with the API's messages and pointers (`/custom_fields/<key>`).
 *
 * What a value must be, by type: TEXT a string of at most 1,000 characters; NUMBER a number within
 * ±`Number.MAX_SAFE_INTEGER` (beyond it JSON numbers lose digits); BOOLEAN true or false; DATE a real calendar day
 * `YYYY-MM-DD` in years 0001–9999 (checks/dates.ts); SELECT one of its options; MULTISELECT a list of its options,
 * each once; URL an `http://` or `https://` URI of at most 2,048 characters. A required field must have a value;
 * a key no definition names is refused. One message per field: the first thing wrong with it.
 */
import formatsModule from 'ajv-formats/dist/formats.js';
import { CUSTOM_FIELDS, TEXT_MAX, URL_MAX, type CustomFieldDefinition } from './contracts/custom-fields.ts';
import { isCalendarDate } from './dates.ts';

export interface CustomFieldError {
  /** `/custom_fields/<key>` (a MULTISELECT's bad option: `/custom_fields/<key>/<index>`). */
  pointer: string;
  message: string;
}

/** The largest magnitude a NUMBER value may have: JSON numbers past it are not exact. */
export const NUMBER_LIMIT = Number.MAX_SAFE_INTEGER;

// ajv-formats' URI test (the one the generated validators use for `format: uri`); CommonJS, so its exports may
// arrive wrapped in `default` depending on the loader.
const formats = ((formatsModule as unknown as { default?: unknown }).default ?? formatsModule) as { fullFormats: { uri: (text: string) => boolean } };
const isUri = formats.fullFormats.uri;

type Row = Record<string, unknown>;
type Definition = Pick<CustomFieldDefinition, 'key' | 'type' | 'options' | 'required'>;

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `a/b` → `a~1b`: keys are data in a JSON pointer. */
const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Characters as a person counts them (a surrogate pair is one), as JSON Schema's `maxLength` does. */
const length = (text: string) => [...text].length;

const ofType = (type: string) => `must be of type ${type}`;
const oneOf = (options: string[]) => `must be one of ${options.join(', ')}`;

/** What is wrong with one value of a field: `[suffix of the pointer, message]`, the first problem only. */
function valueProblems(definition: Definition, value: unknown): Array<[string, string]> {
  const options = definition.options ?? [];
  switch (definition.type) {
    case 'NUMBER':
      if (typeof value !== 'number' || !Number.isFinite(value)) return [['', ofType('number')]];
      if (value > NUMBER_LIMIT) return [['', `must be at most ${NUMBER_LIMIT}`]];
      if (value < -NUMBER_LIMIT) return [['', `must be at least ${-NUMBER_LIMIT}`]];
      return [];
    case 'BOOLEAN':
      return typeof value === 'boolean' ? [] : [['', ofType('boolean')]];
    case 'DATE':
      if (typeof value !== 'string') return [['', ofType('string')]];
      return isCalendarDate(value) ? [] : [['', 'must be a valid date']];
    case 'SELECT':
      if (typeof value !== 'string') return [['', ofType('string')]];
      return options.length && !options.includes(value) ? [['', oneOf(options)]] : [];
    case 'MULTISELECT': {
      if (!Array.isArray(value)) return [['', ofType('array')]];
      const problems: Array<[string, string]> = [];
      value.forEach((item, i) => {
        if (typeof item !== 'string') problems.push([`/${i}`, ofType('string')]);
        else if (options.length && !options.includes(item)) problems.push([`/${i}`, oneOf(options)]);
      });
      if (new Set(value.map((item) => JSON.stringify(item))).size !== value.length) problems.push(['', 'must not contain duplicates']);
      return problems;
    }
    case 'URL':
      if (typeof value !== 'string') return [['', ofType('string')]];
      if (length(value) > URL_MAX) return [['', `must have at most ${URL_MAX} characters`]];
      if (!/^https?:\/\//.test(value)) return [['', 'has the wrong form']];
      return isUri(value) ? [] : [['', 'must be a valid uri']];
    default:
      if (typeof value !== 'string') return [['', ofType('string')]];
      return length(value) > TEXT_MAX ? [['', `must have at most ${TEXT_MAX} characters`]] : [];
  }
}

/** Whether a sent value clears the field (the API stores no value for it). */
export function clearsValue(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * Merges what a client sent into what is stored and lists what is wrong, as the API does on a write:
 * - `sent` is the body's `custom_fields` (undefined: not sent), `stored` the record's current value (updates);
 * - on an update only the keys sent change; `null`, `undefined` or `''` removes a value;
 * - a key no definition names is refused ("is not a custom field of <target>"), unless it is being cleared;
 * - then every definition, in their order: a required one must have a value, a value must fit its type.
 * Returns the value to store — the defined keys, then the stored values of keys no longer defined, kept unseen —
 * and the errors, one per pointer.
 */
export function checkCustomFields(
  definitions: readonly Definition[],
  target: string,
  sent: unknown,
  stored: unknown,
): { value: Row; errors: CustomFieldError[] } {
  const defined = new Set(definitions.map((d) => d.key));
  const previous = isObject(stored) ? stored : {};
  const errors: CustomFieldError[] = [];
  const merged: Row = {};
  for (const [key, value] of Object.entries(previous)) if (defined.has(key)) merged[key] = value;
  if (isObject(sent)) {
    for (const [key, value] of Object.entries(sent)) {
      if (!defined.has(key)) {
        // Clearing a key that is not defined is harmless (a form sending null for every field it once knew).
        if (!clearsValue(value)) errors.push({ pointer: `/${CUSTOM_FIELDS}/${escapePointer(key)}`, message: `is not a custom field of ${target}` });
        continue;
      }
      if (clearsValue(value)) delete merged[key];
      else merged[key] = value;
    }
  }
  for (const definition of definitions) {
    const pointer = `/${CUSTOM_FIELDS}/${escapePointer(definition.key)}`;
    if (!(definition.key in merged)) {
      if (definition.required) errors.push({ pointer, message: 'is required' });
      continue;
    }
    for (const [suffix, message] of valueProblems(definition, merged[definition.key])) errors.push({ pointer: `${pointer}${suffix}`, message });
  }
  const hidden = Object.fromEntries(Object.entries(previous).filter(([key]) => !defined.has(key)));
  const seen = new Set<string>();
  return { value: { ...merged, ...hidden }, errors: errors.filter((e) => !seen.has(e.pointer) && seen.add(e.pointer)) };
}
