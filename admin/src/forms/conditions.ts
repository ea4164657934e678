/**
 * JSON Schema `if`/`then`/`else` resolved against the form's current data, so a form follows the same rules the
 * API validates with: a listing whose `channel` is EBAY gets eBay's `channel_fields` form and its 80-character
 * title, a shipping template gets its channel's `settings`, an eBay auction's duration offers only auction days.
 * The API validates the whole record against the schema with its conditions; RJSF needs one plain schema per
 * render, so the branches that hold now are merged in (allOf semantics: limits tighten, `required` adds up, enums
 * intersect) and the conditions dropped. Whether an `if` holds is its compiled test (generated/validators/
 * conditions.ts), the code the API's validator runs. Conditions inside array items are left for RJSF, which resolves
 * them per item with the same tests. Pure: unit-tested beside this file.
 */
import { conditionHolds } from './compiledValidation.ts';

type Json = Record<string, any>;

/** Keywords whose merged value is the tighter one. */
const TAKE_MIN = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum', 'maxProperties'];
const TAKE_MAX = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum', 'minProperties'];
/** Keywords the base keeps when it has them: the form's own label, default and help come from the field. */
const BASE_WINS = ['title', 'default', 'description'];

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function isConditional(part: unknown): part is Json {
  return isObject(part) && 'if' in part;
}

/**
 * `base` AND `extra` as one schema (the subset of allOf a form needs). `onlyKnown`: properties `base` lacks are
 * not added (a condition of the record may name fields the form does not ask for, like read-only ones).
 */
export function mergeSchemas(base: Json, extra: Json, onlyKnown = false): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const mine = base[key];
    if (key === 'properties' && isObject(value)) {
      const properties: Json = { ...(base.properties ?? {}) };
      for (const [name, schema] of Object.entries(value)) {
        if (properties[name]) properties[name] = mergeSchemas(properties[name], schema as Json);
        else if (!onlyKnown) properties[name] = schema;
      }
      out.properties = properties;
    } else if (key === 'required' && Array.isArray(value)) {
      const known = onlyKnown && base.properties ? value.filter((name: string) => name in base.properties) : value;
      out.required = [...new Set([...((mine as string[] | undefined) ?? []), ...known])];
      if (!out.required.length) delete out.required;
    } else if (key === 'allOf' && Array.isArray(value)) {
      out.allOf = [...((mine as Json[] | undefined) ?? []), ...value];
    } else if (key === 'enum' && Array.isArray(value) && Array.isArray(mine)) {
      out.enum = mine.filter((v) => value.some((w) => JSON.stringify(v) === JSON.stringify(w)));
    } else if (key === 'items' && isObject(value) && isObject(mine)) {
      out.items = mergeSchemas(mine, value);
    } else if (TAKE_MIN.includes(key) && typeof mine === 'number' && typeof value === 'number') {
      out[key] = Math.min(mine, value);
    } else if (TAKE_MAX.includes(key) && typeof mine === 'number' && typeof value === 'number') {
      out[key] = Math.max(mine, value);
    } else if (BASE_WINS.includes(key) && mine !== undefined) {
      continue;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The conditions of a schema node: its own `if` and those in its `allOf`. */
function conditionsOf(schema: Json): { rest: Json; conditions: Json[] } {
  const { if: test, then, else: otherwise, allOf, ...rest } = schema;
  const conditions: Json[] = test !== undefined ? [{ if: test, then, else: otherwise }] : [];
  const plain: Json[] = [];
  for (const part of Array.isArray(allOf) ? allOf : []) (isConditional(part) ? conditions : plain).push(part);
  if (plain.length) rest.allOf = plain;
  return { rest, conditions };
}

/**
 * `schema` with every `if`/`then`/`else` at this level and in object properties replaced by the branch `data`
 * takes. Branches may carry conditions of their own (a channel's schema with its auction rule): those are resolved
 * too. `onlyKnown` is for a form's root: see `mergeSchemas`.
 */
export function resolveConditions(schema: Json, data: unknown, onlyKnown = false): Json {
  let current = schema;
  // A branch may bring new conditions; the depth is bounded by the schema, the guard only stops a cycle.
  for (let round = 0; round < 10; round += 1) {
    const { rest, conditions } = conditionsOf(current);
    if (!conditions.length) break;
    current = rest;
    for (const condition of conditions) {
      const holds = conditionHolds(condition.if, data ?? {});
      const branch = holds ? condition.then : condition.else;
      if (isObject(branch)) current = mergeSchemas(current, branch, onlyKnown);
    }
  }
  if (!isObject(current.properties)) return current;
  const values = isObject(data) ? data : {};
  const properties: Json = {};
  for (const [name, sub] of Object.entries(current.properties as Json)) {
    properties[name] = isObject(sub) ? resolveConditions(sub, values[name]) : sub;
  }
  return { ...current, properties };
}

/**
 * `data` without the keys a closed object (`additionalProperties: false`) of `schema` does not know, at any depth
 * of object properties: what was typed for another branch (eBay fields after switching the channel to Etsy) would
 * otherwise be sent and refused as "not a known field" with no input left to fix it. Likewise a field the branch
 * taken allows no value in (`type: 'null'`: a CSV schedule's entity once a saved report is chosen) loses its value.
 */
export function dropUnknownKeys(schema: Json, data: unknown): unknown {
  if (!isObject(data) || !isObject(schema.properties)) return data;
  const out: Json = {};
  for (const [key, value] of Object.entries(data)) {
    const sub = (schema.properties as Json)[key];
    if (!sub) {
      if (schema.additionalProperties !== false) out[key] = value;
      continue;
    }
    if (isObject(sub) && sub.type === 'null') continue;
    out[key] = isObject(sub) ? dropUnknownKeys(sub, value) : value;
  }
  return out;
}

/**
 * The uiSchema with every root field the branch taken allows no value in (`type: 'null'`) hidden, label and help
 * too: a CSV schedule that exports a saved report shows no Export or Columns field.
 */
export function hideValuelessFields(schema: Json, uiSchema: Json): Json {
  const hidden = Object.entries((schema.properties ?? {}) as Json).filter(([, sub]) => isObject(sub) && sub.type === 'null').map(([name]) => name);
  if (!hidden.length) return uiSchema;
  const out: Json = { ...uiSchema };
  for (const name of hidden) out[name] = { ...(uiSchema[name] ?? {}), 'ui:widget': 'hidden' };
  return out;
}
