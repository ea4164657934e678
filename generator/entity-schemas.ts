/**
 * Views of an entity as plain JSON Schema, shared by the types and OpenAPI emitters so both say the same thing:
 * the *record* (what the API stores and returns) and the *input* (what a client may send).
 *
 * Pure functions over the resolved model; every result is a fresh object.
 */
import type { EntityModel, FieldModel, Model } from '../model/types.ts';
import { pascalCase, singularFromFile } from './names.ts';

export type JsonSchema = Record<string, any>;

/** Which shape a `$ref` to an entity should take: children are records in a record, inputs in an input. */
export type View = 'record' | 'input';

/** Turns a type name (`Address`, `SalesOrderLine`, `SalesOrderLineInput`) into what replaces a `$ref`. */
export type RefTo = (typeName: string) => JsonSchema;

/** Keywords whose value is one schema. */
const SCHEMA_KEYS = new Set(['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
/** Keywords whose value maps names to schemas (the names are data, not keywords). */
const SCHEMA_MAP_KEYS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST_KEYS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/**
 * Rebuilds a schema bottom-up, calling `visit` on every sub-schema (children first). Only schema positions are
 * walked: `enum`, `default` or a property *named* `title` are left alone.
 */
export function mapSchema(schema: JsonSchema, visit: (node: JsonSchema) => JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_KEYS.has(key) && isObject(value)) out[key] = mapSchema(value, visit);
    else if (SCHEMA_MAP_KEYS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, isObject(sub) ? mapSchema(sub as JsonSchema, visit) : sub]));
    } else if (SCHEMA_LIST_KEYS.has(key) && Array.isArray(value)) {
      out[key] = value.map((sub) => (isObject(sub) ? mapSchema(sub, visit) : sub));
    } else out[key] = typeof value === 'object' && value !== null ? structuredClone(value) : value;
  }
  return visit(out);
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A keyword value taken from the data (`{"$data": "1/claimed_amount"}`, ajv's `$data`). */
function isDataRef(value: unknown): value is { $data: string } {
  return isObject(value) && typeof value.$data === 'string';
}

/**
 * Removes Sellyard's `x-` keywords everywhere: JSON Schema tools and OpenAPI readers do not know them. A keyword
 * whose value comes from another field (`$data`, which standard JSON Schema lacks) is said in the description
 * instead ("`maximum`: the value at `1/claimed_amount`"); the API enforces it.
 */
export function stripExtensions(schema: JsonSchema): JsonSchema {
  return mapSchema(schema, (node) => {
    const kept = Object.entries(node).filter(([key, value]) => !key.startsWith('x-') && !isDataRef(value));
    const fromData = Object.entries(node).filter(([, value]) => isDataRef(value)).map(([key, value]) => `\`${key}\`: the value at \`${(value as { $data: string }).$data}\``);
    const out = Object.fromEntries(kept);
    if (fromData.length) out.description = [out.description, `Compared with another field (JSON Schema \`$data\`, relative JSON pointers): ${fromData.join('; ')}.`].filter(Boolean).join('\n\n');
    return out;
  });
}

/** Drops the properties flagged `readOnly` (for inputs) or `writeOnly` (for records), at every depth. */
function dropFlagged(schema: JsonSchema, flag: 'readOnly' | 'writeOnly'): JsonSchema {
  return mapSchema(schema, (node) => {
    if (!isObject(node.properties)) return node;
    const gone = Object.keys(node.properties).filter((name) => node.properties[name]?.[flag] === true);
    if (!gone.length) return node;
    const properties = Object.fromEntries(Object.entries(node.properties).filter(([name]) => !gone.includes(name)));
    const required = Array.isArray(node.required) ? node.required.filter((name: string) => !gone.includes(name)) : undefined;
    return { ...node, properties, ...(required ? { required } : {}) };
  });
}

/** Type names by model: every field's references look them up, and the model does not change while emitting. */
const typeNamesOf = new WeakMap<Model, Map<string, { record: string; input: string }>>();

/** The type name a `$ref` target stands for: `address.schema.json` → `Address`, an entity → its type name. */
export function refTypeNames(model: Model): Map<string, { record: string; input: string }> {
  const known = typeNamesOf.get(model);
  if (known) return known;
  const names = new Map<string, { record: string; input: string }>();
  typeNamesOf.set(model, names);
  for (const id of Object.keys(model.sharedSchemas)) names.set(id, { record: sharedTypeName(id), input: sharedTypeName(id) });
  for (const entity of model.entities) names.set(`${entity.name}.schema.json`, { record: entity.typeName, input: `${entity.typeName}Input` });
  return names;
}

/** `address.schema.json` → `Address`. */
export function sharedTypeName(id: string): string {
  return pascalCase(singularFromFile(id));
}

/** Replaces every `$ref` to a shared or entity schema by `refTo(<type name>)`, keeping the keywords beside it. */
function resolveRefs(schema: JsonSchema, model: Model, view: View, refTo: RefTo): JsonSchema {
  const names = refTypeNames(model);
  return mapSchema(schema, (node) => {
    if (typeof node.$ref !== 'string') return node;
    const target = names.get(node.$ref);
    // validate.ts refuses unknown targets, so this only guards against a model built by hand.
    if (!target) throw new Error(`$ref to unknown schema ${node.$ref}`);
    const { $ref: _ref, ...rest } = node;
    return { ...refTo(target[view]), ...rest };
  });
}

/**
 * Adds `null` to a schema's type (and enum). A reference or composition is wrapped in `anyOf` instead: next to a
 * `$ref`, `type: ["object", "null"]` would still require the referenced object.
 */
function orNull(schema: JsonSchema): JsonSchema {
  const { title, description, ...rest } = schema;
  const labels = { ...(title !== undefined ? { title } : {}), ...(description !== undefined ? { description } : {}) };
  if (rest.type === undefined || rest.$ref !== undefined || rest.allOf || rest.anyOf || rest.oneOf) {
    return { ...labels, anyOf: [rest, { type: 'null' }] };
  }
  const types: string[] = Array.isArray(rest.type) ? rest.type : [rest.type];
  const out: JsonSchema = { ...labels, ...rest, type: types.includes('null') ? types : [...types, 'null'] };
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}

/** A field of the record: children arrays and stored columns, never write-only, internal or virtual-only ones. */
export function isRecordField(field: FieldModel): boolean {
  return Boolean(field.schema['x-children']) || (!field.internal && !field.writeOnly && !field.virtual);
}

/** A field a client may send: not read-only, not a system field, not internal. Write-only fields included. */
export function isInputField(field: FieldModel): boolean {
  return !field.readOnly && !field.system && !field.internal;
}

/** The column a child row points at its parent with (`sales_order_id`), which the record carries. */
function parentKeySchema(entity: EntityModel, model: Model): JsonSchema | undefined {
  if (!entity.childOf) return undefined;
  const parent = model.entities.find((e) => e.name === entity.childOf!.entity);
  return { type: 'string', format: 'uuid', readOnly: true, description: `The ${parent?.title.toLowerCase() ?? entity.childOf.entity} this row belongs to.` };
}

/**
 * The stored and returned record: system fields included, every key present (nullable columns as `null`),
 * children as arrays of child records. `x-` keywords are left in; callers strip them for their format.
 */
export function recordSchema(entity: EntityModel, model: Model, refTo: RefTo): JsonSchema {
  const properties: JsonSchema = {};
  for (const field of entity.fields.filter(isRecordField)) {
    const schema = field.nullable ? orNull(field.schema) : field.schema;
    properties[field.name] = dropFlagged(resolveRefs(schema, model, 'record', refTo), 'writeOnly');
    // The parent key sits with the other key columns, right after the tenant column.
    const parentKey = entity.childOf?.foreignKey;
    if (field.name === (entity.tenancy === 'account' ? 'account_id' : 'id') && parentKey && !entity.fields.some((f) => f.name === parentKey)) {
      properties[parentKey] = parentKeySchema(entity, model);
    }
  }
  return {
    type: 'object',
    title: entity.title,
    ...(entity.description ? { description: entity.description } : {}),
    required: Object.keys(properties),
    properties,
  };
}

/**
 * The fields a stored row may hold beyond its record: internal columns (a password hash), write-only and virtual
 * fields (a password on its way to the hook that hashes it). All optional: a hook sees them only on some writes.
 * Undefined when the entity has none.
 */
export function serverOnlySchema(entity: EntityModel, model: Model, refTo: RefTo): JsonSchema | undefined {
  const fields = entity.fields.filter((field) => !isRecordField(field));
  if (!fields.length) return undefined;
  const properties: JsonSchema = {};
  for (const field of fields) {
    properties[field.name] = resolveRefs(field.nullable ? orNull(field.schema) : field.schema, model, 'record', refTo);
  }
  return {
    type: 'object',
    description: `What a stored ${entity.title.toLowerCase()} holds beyond its record, never sent to a client: ${fields.map((f) => `\`${f.name}\``).join(', ')}.`,
    properties,
  };
}

/** What a client may send on create (and, with `version`, on update): no read-only or system fields. */
export function inputSchema(entity: EntityModel, model: Model, refTo: RefTo): JsonSchema {
  const properties: JsonSchema = {};
  for (const field of entity.fields.filter(isInputField)) {
    properties[field.name] = dropFlagged(resolveRefs(field.schema, model, 'input', refTo), 'readOnly');
  }
  const required = entity.fields.filter((f) => isInputField(f) && f.required).map((f) => f.name);
  return {
    type: 'object',
    title: `${entity.title} (input)`,
    description: `What a client may send for a ${entity.title.toLowerCase()}: read-only and system fields are left out.${entity.description ? `\n\n${entity.description}` : ''}${rulesText(entity)}`,
    ...(required.length ? { required } : {}),
    properties,
  };
}

/** The entity's `x-rules`, said in words (JSON Schema has no keyword for them; the API enforces them). */
function rulesText(entity: EntityModel): string {
  const rules = entity.rules ?? [];
  if (!rules.length) return '';
  const said = rules.map((rule) => `\`${rule.pointer}\` ${rule.message}${rule.when ? ` (when the record matches ${JSON.stringify(rule.when)})` : ''}`);
  return `\n\nRules across fields (a 400 names the field): ${said.join('; ')}.`;
}

/** A shared schema (`schemas/shared/*.schema.json`) ready to embed: no `$id`/`$schema`, references resolved. */
export function sharedSchema(id: string, model: Model, refTo: RefTo): JsonSchema {
  const { $id: _id, $schema: _schema, ...rest } = model.sharedSchemas[id];
  return resolveRefs(rest, model, 'record', refTo);
}
