/**
 * Write validation from the same JSON Schemas the admin's forms use. For each entity one ajv validator checks
 * what a client may send: readOnly, system, internal and child-owned fields are removed from the schema, unknown
 * fields are refused, and `x-format` runs the shared identifier checks. Errors become one entry per field with
 * a JSON pointer and a message a merchant can act on.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { EntityModel, FieldModel, Model } from '../../generator/model.ts';
import { FORMAT_CHECKS } from '../../checks/index.ts';
import type { FieldError } from '../http/errors.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

type Json = Record<string, any>;

/** Keywords that only annotate (the generator and the admin read them); ajv must accept and ignore them. */
const ANNOTATIONS = ['x-ref', 'x-children', 'x-money', 'x-enumFrom', 'x-trim', 'x-lowercase', 'x-sanitize', 'x-virtual',
  'x-internal', 'x-adminOnly', 'x-secret', 'x-immutable', 'x-storage', 'x-sortable', 'x-filterable', 'x-ui'];

export function createAjv(model: Model): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, useDefaults: true, allowUnionTypes: true });
  addFormats(ajv);
  for (const keyword of ANNOTATIONS) ajv.addKeyword({ keyword });
  ajv.addKeyword({
    keyword: 'x-format',
    type: 'string',
    errors: true,
    validate: function check(name: string, value: string) {
      const message = FORMAT_CHECKS[name]?.(value);
      if (message) (check as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword: 'x-format', message, params: { format: name } }];
      return !message;
    },
  });
  for (const [id, schema] of Object.entries(model.sharedSchemas)) ajv.addSchema(schema, id);
  return ajv;
}

/** True for fields a client may write on this entity. */
export function isWritable(field: FieldModel): boolean {
  return !field.readOnly && !field.system && !field.internal;
}

/** The JSON Schema of what a client may send for `entity` (children inlined as their own input schemas). */
export function inputSchema(model: Model, entity: EntityModel): Json {
  const properties: Json = {};
  const required: string[] = [];
  for (const field of entity.fields.filter(isWritable)) {
    const child = entity.children.find((c) => c.field === field.name);
    if (child) {
      const childEntity = model.entities.find((e) => e.name === child.entity)!;
      const { $ref: _ignored, ...arraySchema } = field.schema as Json;
      const item = inputSchema(model, childEntity);
      // A line sent back names itself by the id it was read with, so an unchanged line stays the same line.
      item.properties = { id: { type: 'string', format: 'uuid', description: 'The id the line was read with; leave it out for a new line.' }, ...item.properties };
      properties[field.name] = { ...arraySchema, items: item };
    } else {
      properties[field.name] = field.schema;
    }
    if (field.required) required.push(field.name);
  }
  return { type: 'object', properties, required, additionalProperties: false, ...(entity.conditions.length ? { allOf: entity.conditions } : {}) };
}

/**
 * The JSON Schema of a transition's body: the input it declares, plus the `version` every transition takes, and
 * nothing else (a key the input does not declare is refused, so a typo never passes silently).
 */
export function transitionInputSchema(input: Json): Json {
  return { ...input, type: 'object', properties: { ...(input.properties ?? {}), version: { type: 'integer', description: 'The version last read; a stale one is a 409.' } }, additionalProperties: false };
}

export interface EntityValidator {
  /** Validates (and fills defaults into) `body`; returns field errors, empty when valid. */
  validate(body: Json): FieldError[];
  /** Validates a transition's body against its declared `input` (no-op for transitions without one). */
  validateInput(transition: string, body: Json): FieldError[];
  /** Names of fields a client may send, children included. */
  writable: Set<string>;
}

export function messageFor(error: ErrorObject, entity: EntityModel): FieldError {
  const params = error.params as Json;
  const base = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return { pointer: `${base}/${params.missingProperty}`, message: 'is required' };
    case 'additionalProperties':
      return { pointer: `${base}/${params.additionalProperty}`, message: base ? 'is not a known field' : `is not a field of ${entity.title.toLowerCase()}` };
    case 'unevaluatedProperties':
      return { pointer: `${base}/${params.unevaluatedProperty}`, message: 'is not a known field' };
    case 'enum':
      return { pointer: base, message: `must be one of ${(params.allowedValues as unknown[]).join(', ')}` };
    case 'type':
      return { pointer: base, message: `must be ${params.type === 'integer' ? 'a whole number' : `of type ${String(params.type).replace(',', ' or ')}`}` };
    case 'minLength':
      return { pointer: base, message: params.limit === 1 ? 'must not be empty' : `must have at least ${params.limit} characters` };
    case 'maxLength':
      return { pointer: base, message: `must have at most ${params.limit} characters` };
    case 'minItems':
      return { pointer: base, message: `must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}` };
    case 'maxItems':
      return { pointer: base, message: `must have at most ${params.limit} items` };
    case 'minimum':
      return { pointer: base, message: `must be at least ${params.limit}` };
    case 'maximum':
      return { pointer: base, message: `must be at most ${params.limit}` };
    case 'format':
      return { pointer: base, message: `must be a valid ${params.format}` };
    case 'pattern':
      return { pointer: base, message: 'has the wrong form' };
    default:
      return { pointer: base, message: error.message ?? 'is invalid' };
  }
}

/** Keeps the most useful error per field: an identifier check beats the pattern that also failed. */
export function dedupe(errors: FieldError[], raw: ErrorObject[]): FieldError[] {
  const byPointer = new Map<string, FieldError>();
  errors.forEach((error, i) => {
    const existing = byPointer.get(error.pointer);
    if (!existing || raw[i].keyword === 'x-format') byPointer.set(error.pointer, error);
  });
  return [...byPointer.values()];
}

/**
 * Writable fields stored as null when left out: optional, without a default, and with a schema that does not itself
 * allow null (an optional address is `{"type": "object"}`). A record reads them back as `null`, so a client sending
 * the record back sends `null`: that means "none", exactly as leaving the field out does.
 */
function absentAsNull(entity: EntityModel): string[] {
  return entity.fields
    .filter((f) => isWritable(f) && f.nullable && !f.required && f.default === undefined && !schemaAllowsNull(f.schema as Json))
    .map((f) => f.name);
}

function schemaAllowsNull(schema: Json): boolean {
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'));
}

/**
 * Runs `check` with the `null`s of `fields` (and of each child's fields) taken out, then puts them back: the
 * record still says null (an update clears the column) while the schema sees the field as absent.
 */
function withoutNulls<T>(body: Json, fields: string[], children: { field: string; fields: string[] }[], check: () => T): T {
  const taken: [Json, string][] = [];
  const take = (target: Json, names: string[]) => {
    for (const name of names) if (target[name] === null) { delete target[name]; taken.push([target, name]); }
  };
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    take(body, fields);
    for (const child of children) {
      const items = body[child.field];
      if (Array.isArray(items)) for (const item of items) if (typeof item === 'object' && item !== null && !Array.isArray(item)) take(item, child.fields);
    }
  }
  try {
    return check();
  } finally {
    for (const [target, name] of taken) target[name] = null;
  }
}

export function compileValidators(model: Model): Map<string, EntityValidator> {
  const ajv = createAjv(model);
  const validators = new Map<string, EntityValidator>();
  for (const entity of model.entities.filter((e) => e.resource)) {
    const schema = inputSchema(model, entity);
    const check: ValidateFunction = ajv.compile(schema);
    const nullable = absentAsNull(entity);
    const children = entity.children.map((c) => ({ field: c.field, fields: absentAsNull(model.entities.find((e) => e.name === c.entity)!) }));
    const inputs = new Map((entity.stateMachine?.transitions ?? []).filter((t) => t.input).map((t) => [t.name, ajv.compile(transitionInputSchema(t.input!))]));
    const errorsOf = (fn: ValidateFunction) => {
      const raw = (fn.errors ?? []).filter((e) => !['if', 'anyOf', 'oneOf', 'allOf'].includes(e.keyword));
      return dedupe(raw.map((e) => messageFor(e, entity)), raw);
    };
    validators.set(entity.name, {
      writable: new Set(Object.keys(schema.properties)),
      validate(body) {
        return withoutNulls(body, nullable, children, () => check(body)) ? [] : errorsOf(check);
      },
      validateInput(transition, body) {
        const checkInput = inputs.get(transition);
        return !checkInput || checkInput(body) ? [] : errorsOf(checkInput);
      },
    });
  }
  return validators;
}
