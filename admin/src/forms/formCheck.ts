/**
 * What a form's data would meet at the API, as the API checks it: the body the form would send (`toBody`), on edit
 * merged over the stored record (the API validates the record as it would be after the PUT), through the entity's
 * compiled validator; and its custom fields through the API's own check of them (checks/custom-fields.ts) against
 * the account's definitions, which are data, not schemas. Pure: unit-tested beside this file.
 */
import { childEntity, type EntityModel } from '../model.ts';
import type { EntityValidator, FieldError } from './compiledValidation.ts';
import { isWritable } from '../../../checks/validation.ts';
import { checkCustomFields } from '../../../checks/custom-fields.ts';
import { CUSTOM_FIELDS, customBody, type CustomFieldDefinition } from '../custom-fields/customFields.ts';
import { pruneEmptyObjects, toBody, type FormOptions } from './buildSchema.ts';

type Json = Record<string, any>;

/** A stored child line as the API keeps it when a PUT does not send the lines: its writable fields and its id. */
function storedLine(child: EntityModel, line: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(line)) {
    const field = child.fields.find((f) => f.name === key);
    if (key === 'id' || (field && isWritable(field) && key !== child.childOf?.foreignKey)) out[key] = value;
  }
  return out;
}

/** The record as the API will validate it: what is sent over what is stored (write-only secrets are not sent back). */
export function recordToCheck(entity: EntityModel, body: Json, stored?: Json): Json {
  if (!stored) return body;
  const record: Json = {};
  for (const field of entity.fields.filter(isWritable)) {
    const child = childEntity(entity, field.name);
    if (field.name in body) record[field.name] = body[field.name];
    else if (child) record[field.name] = ((stored[field.name] as Json[] | undefined) ?? []).map((line) => storedLine(child, line));
    else if (field.secret || field.writeOnly) continue;
    else if (stored[field.name] !== null && stored[field.name] !== undefined) record[field.name] = stored[field.name];
  }
  return record;
}

/**
 * The custom fields' errors, as the API would answer them: what the form would send (`customBody`) over the stored
 * values, checked against the definitions of the record's target (customers or suppliers by the record's `type`).
 * None until the target is known: the API then names the field that picks it.
 */
export function customFieldErrors(entity: EntityModel, definitions: CustomFieldDefinition[], formData: Json, opts: FormOptions, stored?: Json): FieldError[] {
  const spec = entity.customFields;
  if (!spec || !definitions.length) return [];
  const record = { ...(opts.mode === 'edit' ? stored : undefined), ...(opts.preset ?? {}), ...formData };
  const target = spec.field === null ? spec.targets['*'] : spec.targets[String(record[spec.field])];
  if (!target) return [];
  const own = definitions.filter((d) => d.entity === target);
  const sent = customBody(own, formData[CUSTOM_FIELDS], opts.mode);
  return checkCustomFields(own, target, sent, opts.mode === 'edit' ? stored?.[CUSTOM_FIELDS] : undefined).errors;
}

/** The form's errors, as the API would answer them: one per field, in its words (`definitions`: its custom fields). */
export function formErrors(entity: EntityModel, validator: EntityValidator, formData: Json, opts: FormOptions, stored?: Json, definitions: CustomFieldDefinition[] = []): FieldError[] {
  const body = toBody(entity, pruneEmptyObjects(entity, formData, opts), opts);
  delete body[CUSTOM_FIELDS];
  const record = structuredClone(recordToCheck(entity, body, opts.mode === 'edit' ? stored : undefined));
  delete record[CUSTOM_FIELDS];
  // A secret already stored is not sent back: it is only required when none is stored yet (as the API says).
  const satisfied = opts.mode === 'edit' ? entity.fields.filter((f) => (f.secret || f.writeOnly) && !(f.name in body)).map((f) => `/${f.name}`) : [];
  return [
    ...validator.validate(record).filter((e) => !(e.message === 'is required' && satisfied.includes(e.pointer))),
    ...customFieldErrors(entity, definitions, formData, opts, stored),
  ];
}
