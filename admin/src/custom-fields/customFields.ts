/**
 * The account's custom fields in the admin: the definitions of a screen's entity (fetched from
 * `GET /api/<resource>/custom-fields`, so they apply the moment an owner saves one), and what forms, lists and
 * views make of them: an extra `custom_fields` section in the @rjsf form, list columns and filters, plain text.
 * Pure: unit-tested beside this file.
 */
import type { EntityModel } from '../model.ts';
import { CUSTOM_FIELDS, valueSchema, type CustomFieldDefinition } from '../../../checks/contracts/custom-fields.ts';
import { formatDate } from '../lib/dates.ts';

export { CUSTOM_FIELDS, valueSchema, type CustomFieldDefinition, type CustomFieldType } from '../../../checks/contracts/custom-fields.ts';

type Json = Record<string, any>;

/**
 * The filter that narrows an entity to one target (the customers screen fixes `type: CUSTOMER`), as the API's
 * `filter` parameter of the definitions endpoint; empty when the entity has one target.
 */
export function targetFilter(entity: EntityModel, fixed: Record<string, unknown> | undefined): Record<string, unknown> {
  const spec = entity.customFields;
  if (!spec?.field || !fixed || !(spec.field in fixed)) return {};
  return { [spec.field]: fixed[spec.field] };
}

/** Keeps one definition per key (customers and suppliers listed together), in position order. */
export function uniqueByKey(definitions: CustomFieldDefinition[]): CustomFieldDefinition[] {
  const seen = new Set<string>();
  return definitions.filter((d) => !seen.has(d.key) && seen.add(d.key));
}


/** Adds a "custom fields" section to an @rjsf schema and uiSchema (returns new objects). */
export function withCustomFields(schema: Json, uiSchema: Json, definitions: CustomFieldDefinition[]): { schema: Json; uiSchema: Json } {
  if (!definitions.length) return { schema, uiSchema };
  const properties: Json = {};
  const ui: Json = { 'ui:order': definitions.map((d) => d.key) };
  for (const d of definitions) {
    properties[d.key] = valueSchema(d);
    const fieldUi: Json = {};
    if (d.type === 'MULTISELECT') Object.assign(fieldUi, { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } });
    if (d.help) fieldUi['ui:help'] = d.help;
    if (Object.keys(fieldUi).length) ui[d.key] = fieldUi;
  }
  const required = definitions.filter((d) => d.required).map((d) => d.key);
  const section: Json = { type: 'object', title: 'Custom fields', properties, ...(required.length ? { required } : {}) };
  const order: string[] = uiSchema['ui:order'] ?? ['*'];
  const at = order.indexOf('*');
  return {
    schema: { ...schema, properties: { ...schema.properties, [CUSTOM_FIELDS]: section } },
    uiSchema: { ...uiSchema, 'ui:order': at >= 0 ? [...order.slice(0, at), CUSTOM_FIELDS, ...order.slice(at)] : [...order, CUSTOM_FIELDS], [CUSTOM_FIELDS]: ui },
  };
}

/** The form data of a record's custom fields: the defined keys that have a value. */
export function customFormData(definitions: CustomFieldDefinition[], record: Json | undefined): Json | undefined {
  const stored = record?.[CUSTOM_FIELDS];
  if (!definitions.length || !stored || typeof stored !== 'object') return undefined;
  const out: Json = {};
  for (const d of definitions) if (stored[d.key] !== null && stored[d.key] !== undefined) out[d.key] = stored[d.key];
  return out;
}

/**
 * The request body's `custom_fields`: every defined key, a cleared one as `null` on edit (the API merges key by
 * key, so a key left out would keep its old value).
 */
export function customBody(definitions: CustomFieldDefinition[], formData: Json | undefined, mode: 'create' | 'edit' | 'copy'): Json | undefined {
  if (!definitions.length) return undefined;
  const out: Json = {};
  for (const d of definitions) {
    const value = formData?.[d.key];
    const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
    if (!empty) out[d.key] = value;
    else if (mode === 'edit') out[d.key] = null;
  }
  return out;
}

/** A value as plain text (lists, views, CSV-like display). */
export function customText(definition: CustomFieldDefinition, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (definition.type === 'BOOLEAN') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  if (definition.type === 'DATE' && typeof value === 'string') {
    const d = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? value : formatDate(value);
  }
  return String(value);
}

/** List filters of a field: the filter sources (react-admin nests `custom_fields.x` under `custom_fields`) and kinds. */
export function customFilters(definition: CustomFieldDefinition): Array<{ source: string; label: string; kind: 'text' | 'choice' | 'boolean' | 'date' | 'number' }> {
  const source = `${CUSTOM_FIELDS}.${definition.key}`;
  switch (definition.type) {
    case 'SELECT':
    case 'MULTISELECT': return [{ source, label: definition.label, kind: 'choice' }];
    case 'BOOLEAN': return [{ source, label: definition.label, kind: 'boolean' }];
    case 'DATE': return [{ source: `${source}_gte`, label: `${definition.label} from`, kind: 'date' }, { source: `${source}_lte`, label: `${definition.label} to`, kind: 'date' }];
    case 'NUMBER': return [{ source: `${source}_gte`, label: `${definition.label} ≥`, kind: 'number' }, { source: `${source}_lte`, label: `${definition.label} ≤`, kind: 'number' }];
    default: return [{ source, label: definition.label, kind: 'text' }];
  }
}
