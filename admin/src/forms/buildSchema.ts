/**
 * From an entity of the model to what @rjsf needs: a clean JSON Schema of what a user may enter (no readOnly,
 * system or admin-only fields; shared `$ref`s inlined; child arrays built from the child entity; `x-` keywords
 * dropped; `null` taken out of types, since RJSF cannot render it), a uiSchema naming Sellyard's widgets
 * (reference, money, line items), and the conversions between a stored record and the form's data.
 * Pure: unit-tested beside this file.
 */
import { childEntity, model, refOf, type EntityModel, type FieldModel, type OptionsSourceModel } from '../model.ts';
import { enumLabel, schemaEnumLabel } from '../../../checks/enum-labels.ts';
import { byFormOrder } from './layout.ts';
import { isPickerFormat } from './widgets/codeFormats.ts';

type Json = Record<string, any>;

export interface FormOptions {
  mode: 'create' | 'edit' | 'copy';
  /** Values fixed by the screen (`{type: 'CUSTOMER'}`): set and hidden. */
  preset?: Record<string, unknown>;
  /** Platform admins may write admin-only fields (feature flags). */
  isAdmin?: boolean;
}

export interface BuiltForm {
  schema: Json;
  uiSchema: Json;
  /** Top-level fields in the form, in order. */
  fields: FieldModel[];
}

/** Fields a user may enter on this entity. */
export function inputFields(entity: EntityModel, opts: Pick<FormOptions, 'isAdmin'> = {}): FieldModel[] {
  const fields = entity.fields.filter(
    (f) => !f.readOnly && !f.system && !f.ui?.hidden && (!f.adminOnly || opts.isAdmin) && f.name !== entity.childOf?.foreignKey,
  );
  return byFormOrder(fields);
}

/** Resolves a `$ref` to a shared schema (`address.schema.json`). */
function sharedSchema(ref: string): Json | undefined {
  return (model.sharedSchemas as Record<string, Json>)[ref.replace(/^\.\//, '').replace(/#.*$/, '')];
}

/**
 * A JSON Schema fragment made plain for RJSF and ajv's default draft: `x-` keywords, `$schema`/`$id`,
 * readOnly/writeOnly and `unevaluatedProperties` removed; `$ref` and `allOf` of shared schemas merged in;
 * `[type, "null"]` narrowed to `type`.
 */
export function cleanSchema(input: Json): Json {
  let s: Json = { ...input };
  if (typeof s.$ref === 'string') {
    const target = sharedSchema(s.$ref);
    const { $ref: _ref, ...rest } = s;
    s = target ? { ...target, ...rest, properties: { ...(target.properties ?? {}), ...(rest.properties ?? {}) } } : rest;
    if (target?.required) s.required = [...new Set([...(target.required as string[]), ...((rest.required as string[]) ?? [])])];
  }
  if (Array.isArray(s.allOf)) {
    // Conditional parts (if/then) depend on the data: they stay in allOf for `resolveConditions` (conditions.ts).
    const conditional = (s.allOf as Json[]).filter((part) => 'if' in part).map(cleanCondition);
    const parts = (s.allOf as Json[]).filter((part) => !('if' in part)).map(cleanSchema);
    const { allOf: _allOf, ...rest } = s;
    s = rest;
    for (const part of parts) {
      s = {
        ...part,
        ...s,
        properties: { ...(part.properties ?? {}), ...(s.properties ?? {}) },
        required: [...new Set([...((part.required as string[]) ?? []), ...((s.required as string[]) ?? [])])],
      };
    }
    if (Array.isArray(s.required) && !s.required.length) delete s.required;
    if (conditional.length) s.allOf = conditional;
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(s)) {
    // `x-enumLabels` stays: the form's selects read their words from it once conditions are resolved (enumUi).
    if ((key.startsWith('x-') && key !== 'x-enumLabels') || ['$schema', '$id', 'readOnly', 'writeOnly', 'unevaluatedProperties', 'description'].includes(key)) continue;
    if (key === 'type' && Array.isArray(value)) {
      const types = value.filter((t) => t !== 'null');
      out.type = types.length === 1 ? types[0] : types;
    } else if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, cleanSchema(v as Json)]));
    } else if (key === 'items' && value && typeof value === 'object' && !Array.isArray(value)) {
      out.items = cleanSchema(value as Json);
    } else if ((key === 'then' || key === 'else') && value && typeof value === 'object') {
      out[key] = cleanSchema(value as Json);
    } else {
      out[key] = value;
    }
  }
  // A field's form words (`x-ui.help`) over its API description, at any depth (an image's address in a product).
  const help = (input['x-ui'] as Json | undefined)?.help;
  if (typeof help === 'string' && help) out.description = help;
  else if (input.description && !out.description) out.description = input.description;
  return out;
}

/** A condition (`{if, then, else}`) with its branches made plain; the test itself is kept as written. */
export function cleanCondition(condition: Json): Json {
  const out: Json = { if: condition.if };
  if (condition.then) out.then = cleanSchema(condition.then as Json);
  if (condition.else) out.else = cleanSchema(condition.else as Json);
  return out;
}

function moneyCurrencyField(field: FieldModel): string | undefined {
  const cf = field.money?.currencyField;
  return cf ? cf.replace(/^\$parent\./, '') : undefined;
}

/**
 * uiSchema for the references below a field (`x-ref` on an array's items, or on a property of an array's objects):
 * each gets the reference picker, so no one types an id. `undefined` when the field has none.
 */
export function nestedReferenceUi(schema: Json | undefined): Json | undefined {
  const items = schema?.items as Json | undefined;
  if (!items) return undefined;
  const picker = (target: ReturnType<typeof refOf>) => ({ 'ui:widget': 'reference', 'ui:options': { resource: target!.resource, entity: target!.entity, where: target!.where } });
  const own = refOf(items);
  if (own) return { items: picker(own) };
  const properties: Json = {};
  for (const [name, property] of Object.entries((items.properties ?? {}) as Json)) {
    const target = refOf(property);
    if (target) properties[name] = picker(target);
  }
  return Object.keys(properties).length ? { items: properties } : undefined;
}

/** `$ref` to a shared schema (and `allOf` of them) merged in, for walking what a form will show. */
function inlined(schema: Json): Json {
  let s = schema;
  if (typeof s.$ref === 'string') s = { ...(sharedSchema(s.$ref) ?? {}), ...s };
  if (Array.isArray(s.allOf)) for (const part of s.allOf as Json[]) if (!('if' in part)) s = { ...inlined(part), ...s, properties: { ...(inlined(part).properties ?? {}), ...(s.properties ?? {}) } };
  return s;
}

/** The code picker of a schema node with a picker `x-format` (or an array of such codes), else undefined. */
function codePickerUi(node: Json): Json | undefined {
  const format = node['x-format'] ?? (node.type === 'array' && node.items && typeof node.items === 'object' ? inlined(node.items as Json)['x-format'] : undefined);
  return isPickerFormat(format) ? { 'ui:widget': 'code', 'ui:options': { format } } : undefined;
}

/**
 * Code pickers (countries, currencies, languages, time zones) below a field, however deep: an address's country,
 * a list of country overrides. `undefined` when the field has none below it.
 */
export function nestedCodeUi(schema: Json | undefined, depth = 0): Json | undefined {
  if (!schema || depth > 6) return undefined;
  const s = inlined(schema);
  const ui: Json = {};
  const items = s.items as Json | undefined;
  if (items && typeof items === 'object' && !codePickerUi(s)) {
    const inner = inlined(items);
    const own = depth > 0 ? codePickerUi(inner) : undefined;
    const deeper = own ? undefined : nestedCodeUi(inner, depth + 1);
    if (own || deeper) ui.items = own ?? deeper;
  }
  for (const [name, property] of Object.entries((s.properties ?? {}) as Json)) {
    const p = inlined(property as Json);
    const own = codePickerUi(p);
    const deeper = own ? undefined : nestedCodeUi(p, depth + 1);
    if (own || deeper) ui[name] = own ?? deeper;
  }
  return Object.keys(ui).length ? ui : undefined;
}

/**
 * `ui:enumNames` for the enums below a field (a barcode's type, an address's kind): the labels of the schema
 * (`x-enumLabels`), else humanised codes. `undefined` when the field has none below it.
 */
export function nestedEnumUi(schema: Json | undefined, depth = 0): Json | undefined {
  if (!schema || depth > 6) return undefined;
  const s = inlined(schema);
  const ui: Json = {};
  const items = s.items as Json | undefined;
  if (items && typeof items === 'object') {
    const inner = inlined(items);
    const own = Array.isArray(inner.enum) && depth > 0 ? { 'ui:enumNames': (inner.enum as unknown[]).map((v) => schemaEnumLabel(inner, v)) } : undefined;
    const deeper = nestedEnumUi(inner, depth + 1);
    if (own || deeper) ui.items = { ...(deeper ?? {}), ...(own ?? {}) };
  }
  for (const [name, property] of Object.entries((s.properties ?? {}) as Json)) {
    const p = inlined(property as Json);
    const own = Array.isArray(p.enum) ? { 'ui:enumNames': (p.enum as unknown[]).map((v) => schemaEnumLabel(p, v)) } : undefined;
    const deeper = nestedEnumUi(p, depth + 1);
    if (own || deeper) ui[name] = { ...(deeper ?? {}), ...(own ?? {}) };
  }
  return Object.keys(ui).length ? ui : undefined;
}

/**
 * The uiSchema of a (resolved) form schema with `ui:enumNames` on every enum in it, however deep or however it got
 * there (a listing's channel fields come from an if/then branch): `uiSchema`'s own entries win.
 */
export function withEnumNames(schema: Json, uiSchema: Json): Json {
  const names = nestedEnumUi(schema);
  return names ? mergeUi(structuredClone(uiSchema), names) : uiSchema;
}

/** Deep-merges uiSchema `extra` into `into` (objects merged, other values from `extra` only where `into` has none). */
function mergeUi(into: Json, extra: Json): Json {
  for (const [key, value] of Object.entries(extra)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && into[key] && typeof into[key] === 'object') mergeUi(into[key], value);
    else if (!(key in into)) into[key] = value;
  }
  return into;
}

/** The manifest's descriptions of the values of an `x-enumFrom` field (permissions, roles, flags), by value. */
export function manifestHelp(field: FieldModel): Record<string, string> | undefined {
  const schema = field.schema as Json;
  const source = (schema['x-enumFrom'] ?? schema.items?.['x-enumFrom']) as string | undefined;
  const list = source === 'permissions' ? model.permissions : source === 'roles' ? model.roles : source === 'flags' ? model.flags : undefined;
  if (!list) return undefined;
  return Object.fromEntries(list.filter((entry) => entry.description).map((entry) => [entry.name, entry.description]));
}

/** The picker of a schema node whose `x-ui.options` names an endpoint's list, else undefined. */
function remoteOptionsUi(node: Json | undefined): Json | undefined {
  const source = node?.['x-ui']?.options as OptionsSourceModel | undefined;
  return source ? { 'ui:widget': 'remoteOptions', 'ui:options': { source } } : undefined;
}

/**
 * Endpoint-fed pickers (`x-ui.options`) on the properties of an array's objects (a tax mapping's Xero tax type).
 * `undefined` when the field has none.
 */
export function nestedRemoteOptionsUi(schema: Json | undefined): Json | undefined {
  const items = schema?.items as Json | undefined;
  if (!items || typeof items !== 'object') return undefined;
  const properties: Json = {};
  for (const [name, property] of Object.entries((inlined(items).properties ?? {}) as Json)) {
    const own = remoteOptionsUi(property as Json);
    if (own) properties[name] = own;
  }
  return Object.keys(properties).length ? { items: properties } : undefined;
}

/** uiSchema of one field (also used for the columns of a line-items table). */
export function fieldUi(field: FieldModel, opts: FormOptions): Json {
  const ui: Json = {};
  if (field.ref) {
    ui['ui:widget'] = 'reference';
    ui['ui:options'] = { resource: field.ref.resource, entity: field.ref.entity, where: field.ref.where ?? {} };
  } else if (field.money) {
    ui['ui:widget'] = 'money';
    ui['ui:options'] = { currencyField: moneyCurrencyField(field), parent: field.money.currencyField.startsWith('$parent.') };
  } else if (field.upload) {
    // Uploaded images: thumbnails, upload, reorder, alt text (ImagesField), whatever the field's shape.
    ui['ui:field'] = 'images';
    ui['ui:options'] = { field: field.name };
  } else if (field.ui?.options) {
    // Chosen from a list an endpoint answers (Xero's accounts): the API still checks the value by its schema.
    Object.assign(ui, remoteOptionsUi(field.schema as Json) ?? { 'ui:widget': 'remoteOptions', 'ui:options': { source: field.ui.options } });
  } else if (field.ui?.widget === 'richtext') {
    ui['ui:widget'] = 'richtext';
  } else if (field.ui?.widget === 'textarea') {
    ui['ui:widget'] = 'textarea';
    ui['ui:options'] = { rows: 4 };
  } else if (field.jsonType === 'array' && (field.schema as Json).items?.enum && (field.schema as Json).uniqueItems) {
    ui['ui:widget'] = 'checkboxes';
    ui['ui:options'] = { inline: true };
  } else if (field.writeOnly) {
    ui['ui:widget'] = 'password';
  } else if (!field.enum && codePickerUi(field.schema as Json)) {
    // Countries, currencies, languages, time zones: a picker with names (the API checks the same x-format).
    Object.assign(ui, codePickerUi(field.schema as Json));
  }
  const nested = field.ref || field.upload ? undefined : nestedReferenceUi(field.schema as Json);
  if (nested) Object.assign(ui, nested);
  const nestedCodes = field.ref || field.upload || ui['ui:widget'] ? undefined : nestedCodeUi(field.schema as Json);
  if (nestedCodes) mergeUi(ui, nestedCodes);
  const nestedEnums = nestedEnumUi(field.schema as Json);
  if (nestedEnums) mergeUi(ui, nestedEnums);
  const nestedRemote = field.ref || field.upload ? undefined : nestedRemoteOptionsUi(field.schema as Json);
  if (nestedRemote) mergeUi(ui, nestedRemote);
  // Selects and checkboxes show the schema's words, never the codes. For a list of checkboxes RJSF reads the
  // items' uiSchema first, so the words go there too (else the nested enums' humanised codes would win).
  if (field.enum && (field.jsonType === 'string' || field.jsonType === 'array')) {
    const names = field.enum.map((v) => enumLabel(field, v));
    ui['ui:enumNames'] = names;
    if (field.jsonType === 'array') ui.items = { ...(ui.items ?? {}), 'ui:enumNames': names };
  }
  // Permissions, roles and flags chosen from the manifest: each checkbox explains itself with its description.
  const help = manifestHelp(field);
  if (help && ui['ui:widget'] === 'checkboxes') ui['ui:widget'] = 'describedCheckboxes';
  if (help) ui['ui:options'] = { ...(ui['ui:options'] ?? {}), enumHelp: help };
  if (field.ui?.help) ui['ui:help'] = field.ui.help;
  if (opts.mode === 'edit' && field.immutable) ui['ui:disabled'] = true;
  if (opts.preset && field.name in opts.preset) ui['ui:widget'] = 'hidden';
  return ui;
}

/** Builds the RJSF schema and uiSchema of an entity's form. */
export function buildForm(entity: EntityModel, opts: FormOptions): BuiltForm {
  const fields = inputFields(entity, opts);
  const properties: Json = {};
  const required: string[] = [];
  const uiSchema: Json = { 'ui:order': [...fields.map((f) => f.name), '*'] };
  for (const field of fields) {
    const child = childEntity(entity, field.name);
    if (child) {
      const inner = buildForm(child, { ...opts, preset: undefined });
      const { items: _items, ...arraySchema } = cleanSchema(field.schema as Json);
      properties[field.name] = { ...arraySchema, title: field.title, items: inner.schema };
      uiSchema[field.name] = { 'ui:field': 'lineItems', 'ui:options': { entity: child.name, parent: entity.name } };
    } else {
      properties[field.name] = { ...cleanSchema(field.schema as Json), title: field.title };
      // `x-ui.help` is the form's words for the field; the description stays the API's (OpenAPI) and is not shown.
      if (field.ui?.help) delete properties[field.name].description;
      const ui = fieldUi(field, opts);
      if (Object.keys(ui).length) uiSchema[field.name] = ui;
    }
    if (opts.preset && field.name in opts.preset) properties[field.name].default = opts.preset[field.name];
    // A write-only field (a password) is only asked for on edit when it changes.
    if (field.required && !(opts.mode === 'edit' && field.writeOnly)) required.push(field.name);
  }
  const schema: Json = { type: 'object', properties };
  if (required.length) schema.required = required;
  // The record's own if/then rules (a listing's channel fields follow its channel): the form resolves them
  // against its data on every change (conditions.ts), as the API does on save.
  const conditions = (entity.conditions ?? []) as Json[];
  if (conditions.length) schema.allOf = conditions.map(cleanCondition);
  return { schema, uiSchema, fields };
}

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || v === '' || (typeof v === 'object' && !Array.isArray(v) && Object.values(v as Json).every(isEmpty));
}

/** Removes nulls (and empty strings) RJSF cannot render, recursively. */
export function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNulls);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(value as Json)) {
      if (v === null || v === undefined) continue;
      out[k] = stripNulls(v);
    }
    return out;
  }
  return value;
}

/** A stored record → the form's data: only input fields, no nulls, children reduced to their input fields. */
export function toFormData(entity: EntityModel, record: Json, opts: FormOptions): Json {
  const out: Json = {};
  for (const field of inputFields(entity, opts)) {
    const value = record[field.name];
    if (value === null || value === undefined) continue;
    const child = childEntity(entity, field.name);
    if (child && Array.isArray(value)) {
      out[field.name] = value.map((item: Json) => toFormData(child, item, opts));
    } else if (field.writeOnly) {
      continue;
    } else {
      out[field.name] = stripNulls(value);
    }
  }
  if (opts.preset) Object.assign(out, opts.preset);
  return out;
}

/**
 * The form's data → the request body. Absent nullable fields become `null` so that clearing a field clears it
 * (PUT keeps what it does not name); empty optional objects (an untouched address) become `null` or go.
 */
export function toBody(entity: EntityModel, formData: Json, opts: FormOptions): Json {
  const out: Json = {};
  for (const field of inputFields(entity, opts)) {
    let value = formData[field.name];
    const child = childEntity(entity, field.name);
    if (child && Array.isArray(value)) {
      out[field.name] = value.map((item: Json) => toBody(child, item ?? {}, { ...opts, mode: 'create' === opts.mode ? 'create' : 'edit' }));
      continue;
    }
    if (field.jsonType === 'object' && isEmpty(value)) value = undefined;
    if (typeof value === 'string' && value === '') value = undefined;
    if (value === undefined) {
      if (field.writeOnly) continue;
      // Only where the schema takes null: an optional address (`type: object`) is left out instead (kept as stored).
      if (field.nullable && acceptsNull(field) && (opts.mode === 'edit' || entity.childOf)) out[field.name] = null;
      continue;
    }
    out[field.name] = value;
  }
  if (opts.preset) Object.assign(out, opts.preset);
  return out;
}

/** Whether the field's own schema allows `null` (`type: ["string", "null"]`), as the API's validator checks it. */
function acceptsNull(field: FieldModel): boolean {
  const type = (field.schema as Json).type;
  return Array.isArray(type) ? type.includes('null') : type === 'null' || (type === undefined && !(field.schema as Json).$ref);
}

/** Drops empty optional objects from live form data, so an untouched address is not validated as incomplete. */
export function pruneEmptyObjects(entity: EntityModel, formData: Json, opts: FormOptions): Json {
  const out: Json = { ...formData };
  for (const field of inputFields(entity, opts)) {
    if (field.jsonType === 'object' && !field.required && isEmpty(out[field.name])) delete out[field.name];
  }
  return out;
}
