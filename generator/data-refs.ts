/**
 * `$data` references (ajv's `$data` option): a keyword whose value is `{"$data": "<relative JSON pointer>"}` takes
 * it from the data being validated, e.g. `"approved_amount": {"maximum": {"$data": "1/claimed_amount"}}`. Here
 * every such reference of a compiled schema is found, checked to name a field (a typo would otherwise check
 * nothing: ajv skips a keyword whose `$data` is undefined) and labelled with that field's title, so the message
 * says what the value was compared with ("is before the period start").
 */
type Json = Record<string, any>;

/** Keywords that accept `$data` (ajv's own and ajv-formats'). */
export const DATA_KEYWORDS = [
  'const', 'enum', 'maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf', 'maxLength',
  'minLength', 'pattern', 'format', 'maxItems', 'minItems', 'uniqueItems', 'maxProperties', 'minProperties', 'required',
  'formatMaximum', 'formatMinimum', 'formatExclusiveMaximum', 'formatExclusiveMinimum',
];

/** One `$data` reference: where it sits and what it points at. */
export interface DataRef {
  /** Schema path of the keyword (`#/properties/approved_amount/maximum`). */
  schemaPath: string;
  keyword: string;
  pointer: string;
  /** The instance path of the value that holds the keyword (`items` as `*`). */
  at: string[];
}

const ONE = ['not', 'if', 'then', 'else', 'contains', 'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
const LIST = ['allOf', 'anyOf', 'oneOf'];

function isDataRef(value: unknown): value is { $data: string } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Json).$data === 'string' && Object.keys(value).length === 1;
}

/** Every `$data` reference below `schema`, with the instance location it is evaluated at. */
export function findDataRefs(schema: unknown, schemaPath = '#', at: string[] = []): DataRef[] {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return [];
  const node = schema as Json;
  const found: DataRef[] = [];
  for (const [key, value] of Object.entries(node)) {
    const path = `${schemaPath}/${key}`;
    if (isDataRef(value)) found.push({ schemaPath: path, keyword: key, pointer: value.$data, at });
    else if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value as Json)) found.push(...findDataRefs(sub, `${path}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, [...at, name]));
    } else if (key === 'items') found.push(...findDataRefs(value, path, [...at, '*']));
    else if (ONE.includes(key)) found.push(...findDataRefs(value, path, at));
    else if (LIST.includes(key) && Array.isArray(value)) value.forEach((sub, i) => found.push(...findDataRefs(sub, `${path}/${i}`, at)));
  }
  return found;
}

/**
 * The instance location a `$data` pointer names, from the location `at` of the value holding the keyword: a
 * relative pointer (`1/claimed_amount`: up one level, then down) or an absolute one (`/claimed_amount`, from the
 * root). `undefined` when it climbs above the root or is not a pointer. An index `#` suffix is refused too: it
 * names a key, not a value a keyword could compare with.
 */
export function resolveDataPointer(at: string[], pointer: string): string[] | undefined {
  const decode = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');
  if (pointer.startsWith('/')) return pointer.split('/').slice(1).map(decode);
  const match = /^(\d+)((?:\/[^/]*)*)$/.exec(pointer);
  if (!match) return undefined;
  const up = Number(match[1]);
  if (up > at.length) return undefined;
  const down = match[2] ? match[2].split('/').slice(1).map(decode) : [];
  return [...at.slice(0, at.length - up), ...down];
}

/** The schema (in a compiled, object-shaped schema) at an instance location, following `properties` and `items`. */
export function schemaAt(root: Json, location: string[]): Json | undefined {
  let node: Json | undefined = root;
  for (const segment of location) {
    if (!node) return undefined;
    node = segment === '*' || /^\d+$/.test(segment) ? (typeof node.items === 'object' ? node.items : undefined) : node.properties?.[segment];
  }
  return node;
}
