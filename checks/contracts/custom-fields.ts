/**
 * The wire contract of custom-field definitions (rows of the `custom-fields` resource), shared by the API
 * (api/crud/custom-fields.ts validates records with them) and the admin (admin/src/custom-fields renders them),
 * with the JSON Schema of a value both validate against.
 */

import type { EntityModel } from '../../model/types.ts';

/** The column the generator adds to entities with `x-entity.customFields`. */
export const CUSTOM_FIELDS = 'custom_fields';

export type CustomFieldType = 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'DATE' | 'SELECT' | 'MULTISELECT' | 'URL';

/** One definition as the API returns it. */
export interface CustomFieldDefinition {
  id: string;
  /** The target: `products`, `customers`… (custom-field's `entity`). */
  entity: string;
  key: string;
  label: string;
  type: CustomFieldType;
  options: string[];
  required: boolean;
  position: number;
  help: string | null;
  /** Shown as a list column at first (the column chooser still offers it when not). Absent: true. */
  in_list?: boolean;
}

/** Longest TEXT value: a note, not a document. */
export const TEXT_MAX = 1000;

/** Longest URL value. */
export const URL_MAX = 2048;

/**
 * The JSON Schema of one field's value, for what renders and documents it (the admin's @rjsf form picks its widget
 * from it). The check itself is `checkCustomFields` (checks/custom-fields.ts), run by the API and the forms alike;
 * this schema says the same.
 */
export function valueSchema(definition: Pick<CustomFieldDefinition, 'type' | 'options' | 'label'>): Record<string, unknown> {
  const title = definition.label;
  const choices = definition.options?.length ? { enum: definition.options } : {};
  switch (definition.type) {
    case 'NUMBER': return { title, type: 'number', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
    case 'BOOLEAN': return { title, type: 'boolean' };
    case 'DATE': return { title, type: 'string', format: 'date' };
    case 'SELECT': return { title, type: 'string', ...choices };
    case 'MULTISELECT': return { title, type: 'array', uniqueItems: true, items: { type: 'string', ...choices } };
    case 'URL': return { title, type: 'string', format: 'uri', pattern: '^https?://', maxLength: URL_MAX };
    default: return { title, type: 'string', maxLength: TEXT_MAX };
  }
}

/** Every target of an entity (`products`; `customers` and `suppliers` for relationships). */
export function targetsOf(entity: EntityModel): string[] {
  return entity.customFields ? [...new Set(Object.values(entity.customFields.targets))] : [];
}

/**
 * The targets a list can show: narrowed by an equality filter on the discriminating field (the customers screen
 * filters `type: CUSTOMER`), else all of them. The API picks the definitions it reads by it, and the admin the
 * preloaded definitions it seeds a screen with.
 */
export function targetsForFilter(entity: EntityModel, filter: Record<string, unknown>): string[] {
  const spec = entity.customFields;
  if (!spec) return [];
  if (spec.field !== null && typeof filter[spec.field] === 'string') {
    const target = spec.targets[filter[spec.field] as string];
    return target ? [target] : [];
  }
  return targetsOf(entity);
}
