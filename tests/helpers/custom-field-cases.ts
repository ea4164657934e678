/**
 * One table of custom-field values and the errors they get, for the checker's unit test (checks/custom-fields.test.ts)
 * and the API test that sends each case in a real request (tests/api/custom-field-checks.test.ts): both must give
 * exactly these verdicts, so the admin's forms (which run the checker) show what the API answers.
 */
import type { CustomFieldDefinition } from '../../checks/contracts/custom-fields.ts';

/** The definitions the cases are about, one per type (keys prefixed so a test account's others do not collide). */
export const CASE_DEFINITIONS: Array<Omit<CustomFieldDefinition, 'id'>> = [
  { entity: 'products', key: 'cc_note', label: 'Note', type: 'TEXT', options: [], required: true, position: 1, help: null },
  { entity: 'products', key: 'cc_weight', label: 'Weight', type: 'NUMBER', options: [], required: false, position: 2, help: null },
  { entity: 'products', key: 'cc_fragile', label: 'Fragile', type: 'BOOLEAN', options: [], required: false, position: 3, help: null },
  { entity: 'products', key: 'cc_launch', label: 'Launch', type: 'DATE', options: [], required: false, position: 4, help: null },
  { entity: 'products', key: 'cc_season', label: 'Season', type: 'SELECT', options: ['SS26', 'AW26'], required: false, position: 5, help: null },
  { entity: 'products', key: 'cc_colours', label: 'Colours', type: 'MULTISELECT', options: ['red', 'blue', 'green'], required: false, position: 6, help: null },
  { entity: 'products', key: 'cc_manual', label: 'Manual', type: 'URL', options: [], required: false, position: 7, help: null },
];

export interface CustomFieldCase {
  name: string;
  /** The stored value (an update) or none (a create). */
  stored?: Record<string, unknown>;
  /** The body's `custom_fields`. */
  sent: unknown;
  /** The errors, pointer and message, in the checker's order. */
  errors: Array<{ pointer: string; message: string }>;
}

const at = (key: string, message: string, suffix = '') => ({ pointer: `/custom_fields/cc_${key}${suffix}`, message });
const note = { cc_note: 'fine' };

export const CUSTOM_FIELD_CASES: CustomFieldCase[] = [
  { name: 'every type with a good value', sent: { ...note, cc_weight: 1.5, cc_fragile: false, cc_launch: '2028-02-29', cc_season: 'AW26', cc_colours: ['red', 'green'], cc_manual: 'https://example.com/manual?id=1' }, errors: [] },
  { name: 'a required field missing', sent: { cc_weight: 2 }, errors: [at('note', 'is required')] },
  { name: 'nothing sent at all', sent: undefined, errors: [at('note', 'is required')] },
  { name: 'a required field sent empty', sent: { cc_note: '' }, errors: [at('note', 'is required')] },
  { name: 'a required field sent as null', sent: { cc_note: null }, errors: [at('note', 'is required')] },
  { name: 'text of the wrong type', sent: { cc_note: 12 }, errors: [at('note', 'must be of type string')] },
  { name: 'text too long', sent: { cc_note: 'x'.repeat(1001) }, errors: [at('note', 'must have at most 1000 characters')] },
  { name: 'text of 1,000 characters outside the basic plane (2,000 UTF-16 units)', sent: { cc_note: '😀'.repeat(1000) }, errors: [] },
  { name: 'a number as text', sent: { ...note, cc_weight: '12' }, errors: [at('weight', 'must be of type number')] },
  { name: 'a number as a boolean', sent: { ...note, cc_weight: true }, errors: [at('weight', 'must be of type number')] },
  { name: 'the largest exact number', sent: { ...note, cc_weight: 9007199254740991 }, errors: [] },
  { name: 'a number past the largest exact one', sent: { ...note, cc_weight: 9007199254740992 }, errors: [at('weight', 'must be at most 9007199254740991')] },
  { name: 'a huge number', sent: { ...note, cc_weight: 1e300 }, errors: [at('weight', 'must be at most 9007199254740991')] },
  { name: 'a number below the smallest exact one', sent: { ...note, cc_weight: -9007199254740992 }, errors: [at('weight', 'must be at least -9007199254740991')] },
  { name: 'a boolean as text', sent: { ...note, cc_fragile: 'yes' }, errors: [at('fragile', 'must be of type boolean')] },
  { name: 'a day that does not exist', sent: { ...note, cc_launch: '2026-02-29' }, errors: [at('launch', 'must be a valid date')] },
  { name: 'a date without leading zeros', sent: { ...note, cc_launch: '2026-1-01' }, errors: [at('launch', 'must be a valid date')] },
  { name: 'year zero', sent: { ...note, cc_launch: '0000-01-01' }, errors: [at('launch', 'must be a valid date')] },
  { name: 'a date as a number', sent: { ...note, cc_launch: 20260101 }, errors: [at('launch', 'must be of type string')] },
  { name: 'an option that is not offered', sent: { ...note, cc_season: 'WINTER' }, errors: [at('season', 'must be one of SS26, AW26')] },
  { name: 'an option of the wrong type', sent: { ...note, cc_season: 5 }, errors: [at('season', 'must be of type string')] },
  { name: 'a multiselect as text', sent: { ...note, cc_colours: 'red' }, errors: [at('colours', 'must be of type array')] },
  { name: 'a multiselect with an option not offered', sent: { ...note, cc_colours: ['red', 'pink'] }, errors: [at('colours', 'must be one of red, blue, green', '/1')] },
  { name: 'a multiselect with a number', sent: { ...note, cc_colours: [3] }, errors: [at('colours', 'must be of type string', '/0')] },
  { name: 'a multiselect naming an option twice', sent: { ...note, cc_colours: ['blue', 'blue'] }, errors: [at('colours', 'must not contain duplicates')] },
  { name: 'an empty multiselect', sent: { ...note, cc_colours: [] }, errors: [] },
  { name: 'a URL of another scheme', sent: { ...note, cc_manual: 'ftp://example.com/manual' }, errors: [at('manual', 'has the wrong form')] },
  { name: 'a URL with a space', sent: { ...note, cc_manual: 'https://example.com/a manual' }, errors: [at('manual', 'must be a valid uri')] },
  { name: 'a URL too long', sent: { ...note, cc_manual: `https://example.com/${'a'.repeat(2030)}` }, errors: [at('manual', 'must have at most 2048 characters')] },
  { name: 'a key that is not defined', sent: { ...note, cc_colour: 'red' }, errors: [{ pointer: '/custom_fields/cc_colour', message: 'is not a custom field of products' }] },
  { name: 'an undefined key cleared', sent: { ...note, cc_colour: null }, errors: [] },
  { name: 'several problems at once, unknown keys first', sent: { cc_colour: 'red', cc_weight: 'heavy', cc_season: 'X' }, errors: [
    { pointer: '/custom_fields/cc_colour', message: 'is not a custom field of products' }, at('note', 'is required'), at('weight', 'must be of type number'), at('season', 'must be one of SS26, AW26'),
  ] },
  { name: 'an update that sends one key keeps the stored ones', stored: { cc_note: 'stored', cc_weight: 3 }, sent: { cc_weight: 4 }, errors: [] },
  { name: 'an update that clears a required stored value', stored: { cc_note: 'stored', cc_weight: 3 }, sent: { cc_note: null }, errors: [at('note', 'is required')] },
  { name: 'an update that sends nothing keeps a stored value that no longer fits', stored: { cc_note: 'stored', cc_season: 'RETIRED' }, sent: undefined, errors: [at('season', 'must be one of SS26, AW26')] },
];
