/**
 * Which CSV column goes to which field: the targets an import can fill, a suggested mapping from the header (by
 * field name or title, ignoring case, spaces and punctuation: "Retail price" → `retail_price`), and the check of
 * a mapping a client sends. Pure: unit-tested beside this file.
 */
import type { EntityModel, FieldModel, Model } from '../../model/types.ts';
import { fail } from '../http/errors.ts';
import { CUSTOM_FIELDS, type CustomFieldDefinition } from './custom-fields.ts';
import { isWritable } from './validation.ts';

/** Column → target (`sku`, `custom_fields.colour`, `id`), or null to ignore the column. */
export type Mapping = Record<string, string | null>;

export interface ImportTarget {
  /** What a mapping names: a field, `custom_fields.<key>`, `id`, or a child's field (`lines.amount`). */
  target: string;
  title: string;
  required: boolean;
  /** `id` only matches a record to update; `child` fills one child (a line) per row; the others are written. */
  kind: 'id' | 'field' | 'custom' | 'child';
  field?: FieldModel;
  /** For `child`: the parent's list property (`lines`). */
  list?: string;
  definition?: CustomFieldDefinition;
}

/** A field a client may send in a CSV cell: writable, stored, not a secret (credentials do not travel in spreadsheets). */
const importable = (field: FieldModel, isAdmin?: boolean) => isWritable(field) && !field.virtual && !field.secret && !(field.adminOnly && !isAdmin);

/**
 * What a CSV row may set: the fields a client may write (not secrets, not virtual fields), the account's custom
 * fields, `id` to update a given record, and, given the model, each child list's fields as `<list>.<field>`
 * (`lines.amount`): a row carrying them adds one child, and the rows naming one record form its list.
 */
export function importTargets(entity: EntityModel, definitions: CustomFieldDefinition[], options: { isAdmin?: boolean; model?: Model } = {}): ImportTarget[] {
  const targets: ImportTarget[] = [{ target: 'id', title: 'ID (updates that record)', required: false, kind: 'id' }];
  const keys = new Set<string>();
  for (const field of entity.fields) {
    if (field.name === CUSTOM_FIELDS) {
      for (const definition of definitions) {
        if (keys.has(definition.key)) continue;
        keys.add(definition.key);
        targets.push({ target: `${CUSTOM_FIELDS}.${definition.key}`, title: definition.label, required: definition.required, kind: 'custom', definition });
      }
      continue;
    }
    if (!importable(field, options.isAdmin) || entity.children.some((c) => c.field === field.name)) continue;
    targets.push({ target: field.name, title: field.title, required: field.required, kind: 'field', field });
  }
  for (const relation of entity.children) {
    const child = options.model?.entities.find((e) => e.name === relation.entity);
    const list = entity.fields.find((f) => f.name === relation.field);
    // The list itself is virtual (no column of the parent): its children are what is written.
    if (!child || !list || !isWritable(list) || (list.adminOnly && !options.isAdmin)) continue;
    for (const field of child.fields) {
      if (!importable(field, options.isAdmin) || field.name === relation.foreignKey || field.jsonType === 'array' || field.jsonType === 'object') continue;
      targets.push({ target: `${relation.field}.${field.name}`, title: `${list.title}: ${field.title}`, required: false, kind: 'child', field, list: relation.field });
    }
  }
  return targets;
}

/** `Retail Price (£)` → `retailprice`. */
export function normalizeHeader(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The names a column may carry for a target: its name, its title, a reference without `_id`, a custom key. */
function aliases(target: ImportTarget): string[] {
  const names = [target.target, target.title];
  if (target.field?.ref) names.push(target.target.replace(/_id$/, ''));
  if (target.definition) names.push(target.definition.key, target.definition.label);
  return names.map(normalizeHeader);
}

/** A mapping guessed from the header; each target is used once (the first matching column wins). */
export function suggestMapping(header: string[], targets: ImportTarget[]): Mapping {
  const used = new Set<string>();
  const mapping: Mapping = {};
  for (const column of header) {
    const name = normalizeHeader(column);
    const match = name ? targets.find((t) => !used.has(t.target) && aliases(t).includes(name)) : undefined;
    if (match) used.add(match.target);
    mapping[column] = match?.target ?? null;
  }
  return mapping;
}

/** Checks a client's mapping against the header and targets: unknown columns or targets, a target used twice. */
export function checkMapping(mapping: unknown, header: string[], targets: ImportTarget[]): Mapping {
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) {
    return fail('validation_failed', '`mapping` must map column names to field names (or null).', [{ pointer: '/mapping', message: 'must be an object' }]);
  }
  const known = new Set(targets.map((t) => t.target));
  const used = new Map<string, string>();
  const out: Mapping = {};
  for (const [column, target] of Object.entries(mapping as Record<string, unknown>)) {
    const pointer = `/mapping/${column.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!header.includes(column)) fail('validation_failed', `The file has no column "${column}".`, [{ pointer, message: 'is not a column of the file' }]);
    if (target === null || target === '') { out[column] = null; continue; }
    if (typeof target !== 'string' || !known.has(target)) {
      fail('validation_failed', `"${column}" is mapped to ${JSON.stringify(target)}, which cannot be imported; use one of ${[...known].join(', ')}.`, [{ pointer, message: 'is not a field that can be imported' }]);
    }
    if (used.has(target as string)) fail('validation_failed', `Columns "${used.get(target as string)}" and "${column}" are both mapped to ${target}.`, [{ pointer, message: `is mapped to ${target} twice` }]);
    used.set(target as string, column);
    out[column] = target as string;
  }
  for (const column of header) if (!(column in out)) out[column] = null;
  return out;
}
