/**
 * The layout of an entity's form and view from its schema: titled groups (`x-entity.form.groups`) in order, each
 * field in the group its `x-ui.group` names (else the first group), sized by `x-ui.width` or by its kind. Pure:
 * unit-tested beside this file; GridObjectTemplate (forms) and GenericView (views) render it.
 *
 * Widths are shares of a row from the small breakpoint up (600 px); below it (phones) every field of a form takes
 * the whole row, so a form at 390 px is one column and nothing is wider than the screen. A record's view, which
 * has no inputs to tap, puts two short fields (`isShortField`) to a phone's row.
 */
import type { EntityModel, FieldModel } from '../model.ts';

export type Width = 'full' | 'half' | 'third';

type Json = Record<string, any>;

/** MUI Grid sizes of a width: phones one column; tablets two; desktops two (half) or three (third). */
export const GRID_SIZE: Record<Width, { xs: number; sm?: number; md?: number }> = {
  full: { xs: 12 },
  half: { xs: 12, sm: 6 },
  third: { xs: 12, sm: 6, md: 4 },
};

export interface LayoutGroup {
  /** The group's name (`x-entity.form.groups[].name`); '' for the untitled group of an entity that declares none. */
  name: string;
  title?: string;
  description?: string;
  /** Field names in the order shown. */
  fields: string[];
}

/** Fields in the order forms show them: `x-ui.order` first (lower first), then as the schema lists them. */
export function byFormOrder<T extends { ui?: { order?: number } }>(fields: T[]): T[] {
  return fields.map((f, i) => ({ f, i })).sort((a, b) => (a.f.ui?.order ?? 1000 + a.i) - (b.f.ui?.order ?? 1000 + b.i)).map(({ f }) => f);
}

/** Widgets and fields that need the whole row: text areas, rich text, lists, objects, line items. */
const WIDE_WIDGETS = new Set(['textarea', 'richtext', 'checkboxes', 'describedCheckboxes', 'images', 'image']);

/**
 * A field's width: `x-ui.width` when the schema gives one, else `full` for long text, objects and lists (and what
 * the form renders with a wide widget: `ui:widget` / `ui:field` of its uiSchema), else `half`.
 */
export function widthOf(field: Pick<FieldModel, 'jsonType' | 'ui'> & { upload?: unknown }, ui?: Json): Width {
  if (field.ui?.width) return field.ui.width;
  if (field.jsonType === 'object' || field.jsonType === 'array' || field.upload) return 'full';
  if (field.ui?.widget && WIDE_WIDGETS.has(field.ui.widget)) return 'full';
  if (ui && (ui['ui:field'] || WIDE_WIDGETS.has(String(ui['ui:widget'] ?? '')))) return 'full';
  return 'half';
}

/** The longest text (`maxLength`) that still reads in half a phone's row: about 170 px at the view's 14 px. */
const SHORT_TEXT = 64;

type ShortFieldFacts = Pick<FieldModel, 'jsonType' | 'ui' | 'format' | 'checkFormat' | 'enum' | 'ref' | 'sanitize'> & { schema?: Record<string, unknown>; upload?: unknown };

/**
 * A field short enough to share a phone's row with another in a record's view: numbers, money, yes/no, dates,
 * choices (enums), references (a name), coded values (country, currency, VAT number) and text the schema bounds
 * to a few words. Long or unbounded text, links, emails, rich text, addresses, lists and images keep the whole
 * row, as does anything the schema makes `full` (`x-ui.width`).
 */
export function isShortField(field: ShortFieldFacts): boolean {
  if (widthOf(field) === 'full' || field.upload || field.sanitize === 'html') return false;
  if (field.jsonType === 'boolean' || field.jsonType === 'integer' || field.jsonType === 'number') return true;
  if (field.jsonType !== 'string') return false;
  if (field.enum || field.ref || field.checkFormat) return true;
  if (field.format === 'date' || field.format === 'date-time' || field.format === 'time') return true;
  if (field.format) return false; // an email, a link: long by nature
  const max = field.schema?.maxLength;
  return typeof max === 'number' && max <= SHORT_TEXT;
}

/**
 * The groups of `names` (fields of `entity`, already in their order): declared groups in order, empty ones left
 * out; names the entity does not have or hides (the account's custom fields) close the layout in an untitled group.
 */
export function formLayout(entity: Pick<EntityModel, 'fields' | 'form'>, names: string[]): LayoutGroup[] {
  const declared = entity.form?.groups ?? [];
  const groups: LayoutGroup[] = declared.length
    ? declared.map((g) => ({ name: g.name, title: g.title, ...(g.description ? { description: g.description } : {}), fields: [] }))
    : [{ name: '', fields: [] }];
  const extra: LayoutGroup = { name: '*', fields: [] };
  for (const name of names) {
    const field = entity.fields.find((f) => f.name === name);
    // The account's custom fields (a hidden field of the model, shown as its own block) close the form.
    if (!field || field.ui?.hidden) {
      extra.fields.push(name);
      continue;
    }
    const group = groups.find((g) => g.name === field.ui?.group) ?? groups[0];
    group.fields.push(name);
  }
  return [...groups, extra].filter((g) => g.fields.length > 0);
}
