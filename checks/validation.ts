/**
 * The compiled validators (`generated/validators/`) in the API's words, for the API and the admin alike: one entry
 * per field with a JSON pointer and a message a merchant can act on. The same functions word the same ajv errors on
 * both sides, so a form shows before submit exactly what the API would answer after it.
 *
 * - `x-rules` failures become the rule's own message at its pointer, whatever inside the rule failed.
 * - A `$data` comparison names the field compared with ("is before the period start").
 * - Nullable fields sent as `null` are checked as absent (a record read back says `null` for "none").
 */
import type { EntityModel, FieldModel } from '../model/types.ts';
import type { CompiledCheck, CompiledValidators, ValidatorMeta } from '../generated/validators/types.ts';

type Json = Record<string, any>;

export interface FieldError {
  /** JSON pointer of the invalid value (`/lines/0/quantity`); '' for the body itself. */
  pointer: string;
  message: string;
}

/** What the messages read of an ajv error (a structural subset of ajv's ErrorObject). */
export interface RawError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Json;
  message?: string;
}

/** `$data` comparisons, worded with the field compared with (its title, lower-cased). */
const DATA_MESSAGES: Record<string, (label: string, limit: unknown) => string> = {
  maximum: (label, limit) => `is more than the ${label} (${limit})`,
  minimum: (label, limit) => `is less than the ${label} (${limit})`,
  exclusiveMaximum: (label, limit) => `must be less than the ${label} (${limit})`,
  exclusiveMinimum: (label, limit) => `must be more than the ${label} (${limit})`,
  formatMinimum: (label) => `is before the ${label}`,
  formatMaximum: (label) => `is after the ${label}`,
  formatExclusiveMinimum: (label) => `must be after the ${label}`,
  formatExclusiveMaximum: (label) => `must be before the ${label}`,
  const: (label) => `must be the same as the ${label}`,
};

/**
 * One ajv error as a field error. `owner.title` names the record in "is not a field of …"; `data` (the compiled
 * schema's `$data` labels) words comparisons with another field.
 */
export function messageFor(error: RawError, owner: { title: string }, data: Record<string, string> = {}): FieldError {
  const params = error.params;
  const base = error.instancePath;
  const label = data[error.schemaPath];
  if (label && DATA_MESSAGES[error.keyword]) return { pointer: base, message: DATA_MESSAGES[error.keyword](label, params.limit) };
  switch (error.keyword) {
    case 'required':
      return { pointer: `${base}/${params.missingProperty}`, message: 'is required' };
    case 'additionalProperties':
      return { pointer: `${base}/${params.additionalProperty}`, message: base ? 'is not a known field' : `is not a field of ${owner.title.toLowerCase()}` };
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
    case 'exclusiveMinimum':
      return { pointer: base, message: `must be more than ${params.limit}` };
    case 'exclusiveMaximum':
      return { pointer: base, message: `must be less than ${params.limit}` };
    case 'formatMinimum':
      return { pointer: base, message: `must not be before ${params.limit}` };
    case 'formatMaximum':
      return { pointer: base, message: `must not be after ${params.limit}` };
    case 'format':
      return { pointer: base, message: `must be a valid ${params.format}` };
    case 'pattern':
      return { pointer: base, message: 'has the wrong form' };
    case 'uniqueItems':
      return { pointer: base, message: 'must not contain duplicates' };
    default:
      return { pointer: base, message: error.message ?? 'is invalid' };
  }
}

/** Keeps the most useful error per field: an identifier check or a rule's own words beat the keyword that also failed. */
export function dedupe(errors: FieldError[], raw: Pick<RawError, 'keyword'>[]): FieldError[] {
  const byPointer = new Map<string, FieldError>();
  errors.forEach((error, i) => {
    const existing = byPointer.get(error.pointer);
    if (!existing || raw[i].keyword === 'x-format' || raw[i].keyword === 'x-rules') byPointer.set(error.pointer, error);
  });
  return [...byPointer.values()];
}

/**
 * The errors of a compiled check in the API's words: a failure inside an `x-rules` check is that rule's message at
 * its pointer (once per record or line), wrappers (`if`, `anyOf`…) that only repeat their parts are dropped, and one
 * error is kept per field.
 */
export function fieldErrors(raw: RawError[], owner: { title: string }, meta?: ValidatorMeta): FieldError[] {
  const errors: FieldError[] = [];
  const kept: Pick<RawError, 'keyword'>[] = [];
  for (const error of raw) {
    const rule = meta?.rules.find((r) => error.schemaPath === r.schemaPath || error.schemaPath.startsWith(`${r.schemaPath}/`));
    if (rule) {
      // The object the rule is about: the record (depth 0) or a line (`/lines/3`, depth 2).
      const base = error.instancePath.split('/').slice(0, rule.depth + 1).join('/');
      const pointer = `${base}${rule.pointer}`;
      if (!errors.some((e) => e.pointer === pointer && e.message === rule.message)) {
        errors.push({ pointer, message: rule.message });
        kept.push({ keyword: 'x-rules' });
      }
      continue;
    }
    if (['if', 'anyOf', 'oneOf', 'allOf'].includes(error.keyword)) continue;
    errors.push(messageFor(error, owner, meta?.data));
    kept.push(error);
  }
  return dedupe(errors, kept);
}

/** True for fields a client may write on this entity (what the compiled input schema lists). */
export function isWritable(field: Pick<FieldModel, 'readOnly' | 'system'> & { internal?: boolean }): boolean {
  return !field.readOnly && !field.system && !field.internal;
}

function schemaAllowsNull(schema: Json): boolean {
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'));
}

/**
 * Writable fields stored as null when left out: optional, without a default, and with a schema that does not itself
 * allow null (an optional address is `{"type": "object"}`). A record reads them back as `null`, so a client sending
 * the record back sends `null`: that means "none", exactly as leaving the field out does.
 */
export function absentAsNull(entity: EntityModel): string[] {
  return entity.fields
    .filter((f) => isWritable(f) && f.nullable && !f.required && f.default === undefined && !schemaAllowsNull(f.schema as Json))
    .map((f) => f.name);
}

/**
 * Runs `check` with the `null`s of `fields` (and of each child's fields) taken out, then puts them back: the
 * record still says null (an update clears the column) while the schema sees the field as absent.
 */
export function withoutNulls<T>(body: Json, fields: string[], children: { field: string; fields: string[] }[], check: () => T): T {
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

export interface EntityValidator {
  /** Validates (and fills defaults into) `body`; returns field errors, empty when valid. */
  validate(body: Json): FieldError[];
  /** Validates a transition's body against its declared `input` (no-op for transitions without one). */
  validateInput(transition: string, body: Json): FieldError[];
  /** Names of fields a client may send, children included. */
  writable: Set<string>;
  /** Fields compared with another field (`$data`): `spend_limit` with `balance`. */
  compared: Array<{ field: string; with: string }>;
}

/** An entity's compiled checks, worded: the one validator the API and the admin's forms both use. */
export function entityValidator(entities: readonly EntityModel[], entity: EntityModel, compiled: CompiledValidators): EntityValidator {
  const nullable = absentAsNull(entity);
  const children = entity.children.map((c) => ({ field: c.field, fields: absentAsNull(entities.find((e) => e.name === c.entity)!) }));
  const run = (check: CompiledCheck, body: unknown, meta?: ValidatorMeta) => (check(body) ? [] : fieldErrors((check.errors ?? []) as RawError[], entity, meta));
  return {
    writable: new Set(entity.fields.filter(isWritable).map((f) => f.name)),
    compared: compiled.meta.input.compared ?? [],
    validate(body) {
      return withoutNulls(body, nullable, children, () => run(compiled.input, body, compiled.meta.input));
    },
    validateInput(transition, body) {
      const check = compiled.transitions[transition];
      return check ? run(check, body, compiled.meta.transitions?.[transition]) : [];
    },
  };
}
