/**
 * The JSON Schemas every write is validated with, built from the resolved model: what a client may send for an
 * entity (children inlined, unknown keys refused, the record's `if`/`then` conditions and `x-rules`), and what
 * each transition's body may carry. The validator emitter compiles these; nothing else builds them, so the API
 * and the admin check exactly the same thing.
 *
 * Pure functions over the model; every result is a fresh object.
 */
import type { EntityModel, FieldModel, Model } from '../model/types.ts';
import { mapSchema } from './entity-schemas.ts';

type Json = Record<string, any>;

/**
 * One `x-rules` entry: a cross-field rule JSON Schema alone cannot word. When the record matches `when` (always,
 * without it), it must match `check`; if it does not, the field at `pointer` (relative to the record: `/amount`)
 * gets `message`, whatever inside `check` failed.
 */
export interface XRule {
  when?: Json;
  check: Json;
  pointer: string;
  message: string;
}

/** Where a rule sits in a compiled schema, so its failures can be told from the others and worded as it says. */
export interface RuleSite {
  /** Schema path of the rule's check (`#/allOf/3/then`, `#/properties/lines/items/allOf/0`). */
  schemaPath: string;
  /** How many segments of an error's instance path lead to the object the rule is about (0: the record). */
  depth: number;
  pointer: string;
  message: string;
}

/** True for fields a client may write on this entity. */
export function isWritable(field: FieldModel): boolean {
  return !field.readOnly && !field.system && !field.internal;
}

/** The entity's rules as written (`x-entity` has none; they sit at the schema's top, beside `allOf`). */
export function rulesOf(entity: EntityModel): XRule[] {
  return (entity.rules ?? []) as XRule[];
}

/** A rule as JSON Schema: `{if: when, then: check}`, or the check alone when it always applies. */
function ruleSchema(rule: XRule): Json {
  return rule.when ? { if: rule.when, then: rule.check } : rule.check;
}

/**
 * The JSON Schema of what a client may send for `entity` (children inlined as their own input schemas, each line
 * naming itself by the `id` it was read with), plus where its `x-rules` landed.
 */
export function writeSchema(model: Model, entity: EntityModel, schemaPath = '#', depth = 0): { schema: Json; rules: RuleSite[] } {
  const properties: Json = {};
  const required: string[] = [];
  const rules: RuleSite[] = [];
  for (const field of entity.fields.filter(isWritable)) {
    const child = entity.children.find((c) => c.field === field.name);
    if (child) {
      const childEntity = model.entities.find((e) => e.name === child.entity)!;
      const { $ref: _ignored, ...arraySchema } = field.schema as Json;
      const inner = writeSchema(model, childEntity, `${schemaPath}/properties/${field.name}/items`, depth + 2);
      // A line sent back names itself by the id it was read with, so an unchanged line stays the same line.
      inner.schema.properties = { id: { type: 'string', format: 'uuid', description: 'The id the line was read with; leave it out for a new line.' }, ...inner.schema.properties };
      properties[field.name] = { ...arraySchema, items: inner.schema };
      rules.push(...inner.rules);
    } else {
      properties[field.name] = field.schema;
    }
    if (field.required) required.push(field.name);
  }
  const allOf: Json[] = [...entity.conditions];
  for (const rule of rulesOf(entity)) {
    rules.push({ schemaPath: `${schemaPath}/allOf/${allOf.length}${rule.when ? '/then' : ''}`, depth, pointer: rule.pointer, message: rule.message });
    allOf.push(ruleSchema(rule));
  }
  return { schema: { type: 'object', properties, required, additionalProperties: false, ...(allOf.length ? { allOf } : {}) }, rules };
}

/**
 * The JSON Schema of a transition's body: the input it declares, plus the `version` every transition takes, and
 * nothing else (a key the input does not declare is refused, so a typo never passes silently).
 */
export function transitionInputSchema(input: Json): Json {
  return { ...input, type: 'object', properties: { ...(input.properties ?? {}), version: { type: 'integer', description: 'The version last read; a stale one is a 409.' } }, additionalProperties: false };
}

/** Keywords that only say something to people or to other emitters: the compiled code never needs them. */
const ANNOTATIONS = new Set(['title', 'description', 'examples', 'deprecated', '$comment', 'readOnly', 'writeOnly']);

/**
 * The schema as the compiled code needs it: annotations and Sellyard's `x-` keywords dropped (except `x-format`,
 * which checks), so the generated module does not carry help texts. Schema paths of what stays are unchanged.
 */
export function forCompiling(schema: Json): Json {
  return mapSchema(schema, (node) => Object.fromEntries(Object.entries(node).filter(([key]) => !ANNOTATIONS.has(key) && (!key.startsWith('x-') || key === 'x-format'))));
}
