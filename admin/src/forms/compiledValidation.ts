/**
 * The forms' validation: the validators the generator compiled (`generated/validators/`, ajv standalone code, so
 * no `eval` and the Content-Security-Policy holds), worded by `checks/validation.ts` exactly as the API words them.
 * A form checks what it would send (and, when editing, the stored record merged with it, as the API does), so a
 * field shows before submit the message the API would answer after it.
 *
 * Each entity's validator is its own chunk, loaded with its form (`loadEntityValidator`); the `if` tests the forms
 * follow as the user types are one small module (`conditionHolds`).
 */
import {
  createErrorHandler,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { validatorLoaders } from '../../../generated/validators/index.ts';
import { conditionTests } from '../../../generated/validators/conditions.ts';
import { entityValidator, type EntityValidator, type FieldError } from '../../../checks/validation.ts';
import { model, type EntityModel } from '../model.ts';

type Json = Record<string, any>;

export type { EntityValidator, FieldError };

const tests = conditionTests as Record<string, (data: unknown) => boolean>;
const warned = new Set<string>();

/**
 * Whether `data` matches an `if` of the schemas, by the test compiled for it. A schema the generator did not see
 * (none should reach here) does not match, and says so once in the console.
 */
export function conditionHolds(schema: unknown, data: unknown): boolean {
  const key = JSON.stringify(schema);
  const test = tests[key];
  if (test) return test(data);
  if (!warned.has(key)) {
    warned.add(key);
    console.warn('No compiled test for this condition (run `npm run generate`):', key);
  }
  return false;
}

const loaded = new Map<string, Promise<EntityValidator>>();

/** The entity's compiled validator, worded (one chunk per entity, fetched once). */
export function loadEntityValidator(entity: EntityModel): Promise<EntityValidator> {
  let validator = loaded.get(entity.name);
  if (!validator) {
    const load = validatorLoaders[entity.name];
    if (!load) return Promise.reject(new Error(`No compiled validator for ${entity.name}: run \`npm run generate\`.`));
    validator = load().then((compiled) => entityValidator(model.entities as EntityModel[], entity, compiled));
    loaded.set(entity.name, validator);
  }
  return validator;
}

/** `/lines/0/quantity` → `.lines.0.quantity` (RJSF's property path). */
function property(pointer: string): string {
  return pointer.split('/').slice(1).map((s) => `.${s.replace(/~1/g, '/').replace(/~0/g, '~')}`).join('');
}

/** Titles along a pointer, for the error list at the top of the form. */
function titleAt(schema: Json, pointer: string): string | undefined {
  let node: Json | undefined = schema;
  for (const segment of pointer.split('/').slice(1)) {
    if (!node) return undefined;
    node = node.properties?.[segment] ?? (node.items && /^\d+$/.test(segment) ? node.items : undefined);
  }
  return node?.title;
}

/** Field errors → RJSF's errors (each on its field; its title in the list at the top). */
export function toRjsfErrors(errors: FieldError[], schema: Json): RJSFValidationError[] {
  return errors.map((e) => {
    const title = titleAt(schema, e.pointer);
    return { name: 'invalid', property: property(e.pointer), message: e.message, params: {}, stack: `${title ?? (property(e.pointer).slice(1) || 'form')} ${e.message}`, schemaPath: '', title };
  });
}

/**
 * The validator handed to RJSF's `<Form validator>`: `check` says what is wrong with the form's data (a compiled
 * validator, run on what the form would send). RJSF's own questions about sub-schemas (`isValid`, which it asks
 * to pick an `if` branch) are answered by the compiled condition tests.
 */
export class CompiledFormValidator implements ValidatorType<any, RJSFSchema, any> {
  constructor(private readonly check: (formData: Json) => FieldError[]) {}

  validateFormData(
    formData: any,
    schema: RJSFSchema,
    customValidate?: CustomValidator<any, RJSFSchema, any>,
    transformErrors?: ErrorTransformer<any, RJSFSchema, any>,
    uiSchema?: UiSchema<any, RJSFSchema, any>,
  ): ValidationData<any> {
    let errors = toRjsfErrors(this.check(formData ?? {}), schema as Json);
    if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<any>(errors);
    if (typeof customValidate !== 'function') return { errors, errorSchema };
    const handler = customValidate(formData, createErrorHandler(formData), uiSchema, errorSchema);
    return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
  }

  isValid(schema: RJSFSchema, formData: any): boolean {
    return conditionHolds(schema, formData ?? {});
  }

  rawValidation<Result = any>(_schema: RJSFSchema, formData?: any): { errors?: Result[]; validationError?: Error } {
    const errors = this.check(formData ?? {});
    return { errors: errors.length ? (errors as unknown as Result[]) : undefined };
  }
}
