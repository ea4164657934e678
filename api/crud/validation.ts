/**
 * Write validation with the validators the generator compiled (`generated/validators/`, ajv standalone code): the
 * API compiles no entity schema at start. For each entity one validator checks what a client may send: readOnly,
 * system, internal and child-owned fields are not in its schema, unknown fields are refused, `x-format` runs the
 * shared identifier checks, `$data` and `x-rules` the cross-field rules. The wording is `checks/validation.ts`,
 * which the admin's forms use too. Custom fields, defined by each account at run time, are checked by plain code
 * shared with the admin (checks/custom-fields.ts): they are data, not schemas, and nothing is compiled at run time.
 */
import type { EntityModel, Model } from '../../model/types.ts';
import { COLUMN_BOUNDS } from '../../generator/normalize.ts';
import { entityValidator, type EntityValidator } from '../../checks/validation.ts';
import type { CompiledValidators } from '../../generated/validators/types.ts';
import { compiledValidators as generatedValidators } from '../../generated/validators/all.ts';
import type { FieldError } from '../http/errors.ts';

export { isWritable, messageFor, type EntityValidator } from '../../checks/validation.ts';

/** Compiled validators of models other than the generated one (a test's temporary copy of the schemas). */
const compiledByModel = new WeakMap<Model, Record<string, CompiledValidators>>();

/**
 * Says which compiled validators go with `model` when it is not the project's own (a model built from a temporary
 * copy of the schemas, whose `generated/validators/all.ts` the caller imported). Call it before services are made.
 */
export function useCompiledValidators(model: Model, compiled: Record<string, CompiledValidators>): void {
  compiledByModel.set(model, compiled);
}

/** The worded validator of every entity with an endpoint, from the compiled modules that go with `model`. */
export function compileValidators(model: Model): Map<string, EntityValidator> {
  const compiled = compiledByModel.get(model) ?? generatedValidators;
  const validators = new Map<string, EntityValidator>();
  for (const entity of model.entities.filter((e) => e.resource)) {
    const module = compiled[entity.name];
    if (!module) throw new Error(`No compiled validator for ${entity.name}: run \`npm run generate\` (or, for a model built elsewhere, pass its generated/validators/all.ts to useCompiledValidators).`);
    validators.set(entity.name, entityValidator(model.entities, entity, module));
  }
  return validators;
}

/**
 * Values the server computed (order totals, line totals, counters) checked against their columns' bounds before
 * they are written: a client validated field can still multiply past what the column or a JavaScript number
 * holds. Every integer column of the record and of its children (`/lines/2/line_total`), refused with the
 * pointer rather than stored wrapped, rounded or failed in the database. The bounds are the schema's, which the
 * generator gives every integer column (normalize.ts, COLUMN_BOUNDS).
 */
export function outOfRangeErrors(model: Model, entity: EntityModel, record: Record<string, unknown>, base = ''): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of entity.fields) {
    const value = record[field.name];
    if (value === undefined || value === null) continue;
    const child = entity.children.find((c) => c.field === field.name);
    if (child && Array.isArray(value)) {
      const childEntity = model.entities.find((e) => e.name === child.entity)!;
      value.forEach((item, i) => { if (item && typeof item === 'object') errors.push(...outOfRangeErrors(model, childEntity, item as Record<string, unknown>, `${base}/${field.name}/${i}`)); });
      continue;
    }
    if (field.sqlType !== 'integer' && field.sqlType !== 'bigint') continue;
    // A bound taken from another field (`$data`) was checked by the validator; the column's own still holds here.
    const bounds = COLUMN_BOUNDS[field.sqlType]!;
    const schemaBound = (value: unknown, column: number) => (typeof value === 'number' ? value : column);
    const minimum = schemaBound((field.schema as { minimum?: unknown }).minimum, bounds.minimum);
    const maximum = schemaBound((field.schema as { maximum?: unknown }).maximum, bounds.maximum);
    const pointer = `${base}/${field.name}`;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      errors.push({ pointer, message: typeof value === 'number' && Number.isFinite(value) && Number.isInteger(value) ? `comes to more than ${Number.MAX_SAFE_INTEGER}, the largest amount that can be kept exactly` : 'must be a whole number' });
    } else if (maximum !== undefined && value > maximum) errors.push({ pointer, message: `comes to ${value}, more than the largest allowed (${maximum})` });
    else if (minimum !== undefined && value < minimum) errors.push({ pointer, message: `comes to ${value}, less than the smallest allowed (${minimum})` });
  }
  return errors;
}
