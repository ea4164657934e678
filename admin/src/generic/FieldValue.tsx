/** Read-only display of any field of any entity, by its model: money, enums, references, dates, arrays, objects. */
import { ReferenceField, TextField as RaTextField, useGetOne } from 'react-admin';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { entityByName, refOf, type EntityModel, type FieldModel, type RefTarget } from '../model.ts';
import { referenceLabel } from '../forms/widgets/ReferenceInput.tsx';
import { formatMoney } from '../lib/money.ts';
import { formatDate, formatDateTime } from '../lib/dates.ts';
import { htmlToText } from '../lib/html.ts';
import { lazy, Suspense } from 'react';
import { ImageThumbnails } from '../images/ImageThumbnails.tsx';

type Json = Record<string, any>;

const STATUS_COLORS: Record<string, 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info'> = {
  DRAFT: 'default',
  AWAITING_PAYMENT: 'warning',
  PAID: 'info',
  ON_HOLD: 'secondary',
  PARTIALLY_SHIPPED: 'primary',
  SHIPPED: 'primary',
  COMPLETED: 'success',
  CANCELLED: 'error',
  PARTIALLY_RETURNED: 'warning',
  RETURNED: 'warning',
  ACTIVE: 'success',
  ARCHIVED: 'default',
  INVITED: 'info',
  SUSPENDED: 'error',
  CUSTOMER: 'primary',
  SUPPLIER: 'secondary',
};

import { humanize } from '../lib/words.ts';
import { enumLabel, schemaEnumLabel, type Labelled } from '../../../checks/enum-labels.ts';

export { humanize, enumLabel };

/**
 * A status (or any enum) as a coloured chip, in the schema's words: pass the field (`labels`) whose value it is,
 * else the code is humanised.
 */
export function StatusChip({ value, testId, labels }: { value: string; testId?: string; labels?: Labelled }) {
  return <Chip size="small" label={enumLabel(labels, value)} color={STATUS_COLORS[value] ?? 'default'} variant={STATUS_COLORS[value] ? 'filled' : 'outlined'} data-testid={testId ?? 'status-chip'} data-value={value} />;
}

/** The field holding an entity's state (its state machine's field), for the words of its statuses. */
export function stateField(entity: EntityModel | undefined): FieldModel | undefined {
  const name = entity?.stateMachine?.field;
  return name ? entity!.fields.find((f) => f.name === name) : undefined;
}

/** The formatted HTML (and DOMPurify) load only on a screen that shows rich text. */
const RichTextValue = lazy(() => import('./RichTextValue.tsx'));

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Which currency a money field of `record` is in. */
export function currencyOf(field: FieldModel, record: Json, parent?: Json): string {
  const cf = field.money?.currencyField ?? 'currency';
  if (cf.startsWith('$parent.')) return parent?.[cf.slice('$parent.'.length)] ?? 'GBP';
  return record?.[cf] ?? 'GBP';
}

/** Dates in the account's format and time zone (General Settings), the same on every screen. */
function dateText(value: string, withTime: boolean): string {
  return withTime ? formatDateTime(value) : formatDate(value);
}

function addressText(a: Json): string {
  return ['name', 'company', 'line1', 'line2', 'city', 'region', 'postcode', 'country']
    .map((k) => a?.[k])
    .filter(Boolean)
    .join(', ');
}

/** Plain text of a value (CSV export, titles). */
export function plainValue(field: FieldModel, record: Json, parent?: Json): string {
  const v = record?.[field.name];
  if (v === null || v === undefined) return '';
  if (field.money && typeof v === 'number') return formatMoney(v, currencyOf(field, record, parent)).replace(/\u00a0/g, ' ');
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : field.enum ? enumLabel(field, x) : String(x))).join('; ');
  if (typeof v === 'object') return addressText(v);
  if (field.enum) return enumLabel(field, v);
  if (field.ui?.widget === 'richtext' && typeof v === 'string') return htmlToText(v);
  return String(v);
}

/**
 * A stored object that is not an address (channel-specific settings) as "Key: value" pairs in words; ids inside it
 * (a template's uuid) mean nothing to a merchant and are left out.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function objectText(value: Json): string {
  const uuid = UUID;
  const isId = (v: unknown) => typeof v === 'string' && uuid.test(v);
  const text = (v: unknown): string => {
    if (typeof v === 'boolean') return v ? 'Yes' : 'No';
    if (Array.isArray(v)) {
      // A list of ids (categories picked on a channel) reads as how many; ids among other values are left out.
      const shown = v.filter((x) => !isId(x));
      if (!shown.length) return `${v.length} selected`;
      return shown.map((x) => (x !== null && typeof x === 'object' ? `(${objectText(x as Json)})` : text(x))).join('; ');
    }
    if (v !== null && typeof v === 'object') return `(${objectText(v as Json)})`;
    return String(v);
  };
  return Object.entries(value)
    .filter(([, v]) => v !== null && v !== undefined && v !== '' && !isId(v) && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${humanize(k)}: ${text(v)}`)
    .join(', ');
}

/**
 * The parts of one small object shown as a chip, in its schema's order and words: a reference by its record's label,
 * an enum by its label, text as is, a number after its title ("Max weight (g) 2000"), a true flag as its title
 * ("Tracked") and a false one not at all. Empty values, and ids that are no declared reference (an order rule's value
 * naming a channel), have nothing to show and are left out, as in objectText.
 */
export function chipParts(properties: Array<[string, unknown]>, item: Json): Array<{ name: string; text: string; reference?: RefTarget }> {
  const parts: Array<{ name: string; text: string; reference?: RefTarget }> = [];
  for (const [name, property] of properties) {
    const value = item[name];
    if (value === null || value === undefined || value === '' || value === false) continue;
    const schema = (property ?? {}) as Json;
    const title = typeof schema.title === 'string' ? schema.title : humanize(name);
    const reference = refOf(schema);
    if (reference) parts.push({ name, text: String(value), reference });
    else if (UUID.test(String(value))) continue;
    else if (value === true) parts.push({ name, text: title });
    else if (schema.enum) parts.push({ name, text: schemaEnumLabel(schema, value) });
    else if (typeof value === 'number') parts.push({ name, text: `${title} ${value}` });
    else parts.push({ name, text: String(value) });
  }
  return parts;
}

/**
 * A chip in a list of values: its words wrap inside it (MUI's chip is one line that never wraps), so a long one, such
 * as a carrier's service, grows taller instead of pushing a phone's screen sideways.
 */
const LIST_CHIP_SX = { mr: 0.5, mb: 0.5, maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 } } as const;

/** The label of one referenced record, fetched (and cached) through the data provider. */
function ReferenceLabel({ target, id }: { target: RefTarget; id: string }) {
  const { data } = useGetOne(target.resource, { id }, { enabled: !!id });
  return <span data-testid="reference-label">{data ? referenceLabel(target.entity, data) : '…'}</span>;
}

/**
 * One field of a record as a merchant reads it. `inLink`: the value sits inside something clickable (a phone list
 * row), so it must not be a link itself (a link in a button is unreachable by keyboard and confuses screen readers).
 */
export function FieldValue({ field, record, entity, parent, inLink, inList }: { field: FieldModel; record: Json; entity?: EntityModel; parent?: Json; inLink?: boolean; /** Among other records (a list row): rich text as a line of plain text, images as a small thumbnail. */ inList?: boolean }) {
  const v = record?.[field.name];
  if (v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) {
    return <Typography component="span" variant="body2" color="text.disabled">—</Typography>;
  }
  if (field.ref) {
    const target = entityByName(field.ref.entity);
    return (
      <ReferenceField record={record} source={field.name} reference={field.ref.resource} link={false} emptyText="—">
        <RaTextField source={target?.labelField ?? 'id'} />
      </ReferenceField>
    );
  }
  // Rich text: formatted on a record's own screen, as plain text where it sits among other values (lists, history).
  if (field.ui?.widget === 'richtext' && typeof v === 'string') {
    if (inList) return <span>{truncate(htmlToText(v), 120)}</span>;
    return (
      <Suspense fallback={<span>{truncate(htmlToText(v), 300)}</span>}>
        <RichTextValue html={v} testId={`richtext-${field.name}`} />
      </Suspense>
    );
  }
  if (field.upload && (typeof v === 'string' || Array.isArray(v))) {
    return <ImageThumbnails field={field} value={v} size={inList ? 'small' : 'large'} />;
  }
  if (field.money && typeof v === 'number') {
    return <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatMoney(v, currencyOf(field, record, parent))}</span>;
  }
  if (field.enum && typeof v === 'string') {
    const isState = entity?.stateMachine?.field === field.name || field.name === 'status' || field.name === 'type';
    return isState ? <StatusChip value={v} testId={`value-${field.name}`} labels={field} /> : <span data-value={v}>{enumLabel(field, v)}</span>;
  }
  if (field.jsonType === 'boolean') return <span>{v ? 'Yes' : 'No'}</span>;
  if (field.format === 'date-time' && typeof v === 'string') return <span style={{ whiteSpace: 'nowrap' }}>{dateText(v, true)}</span>;
  if (field.format === 'date' && typeof v === 'string') return <span style={{ whiteSpace: 'nowrap' }}>{dateText(v, false)}</span>;
  // A page elsewhere (the listing on the marketplace, the marketplace's order): a link that opens beside Sellyard.
  if (field.format === 'uri' && typeof v === 'string' && /^https?:\/\//.test(v)) {
    if (inLink) return <span style={{ overflowWrap: 'anywhere' }}>{v.replace(/^https?:\/\//, '')}</span>;
    return <a href={v} target="_blank" rel="noopener noreferrer" data-testid={`link-${field.name}`} style={{ overflowWrap: 'anywhere' }}>{v.replace(/^https?:\/\//, '')}</a>;
  }
  if (Array.isArray(v)) {
    const items = (field.schema as Json)?.items as Json | undefined;
    const itemRef = refOf(items);
    if (itemRef) {
      // Ids of other records: their labels, never the ids.
      return (
        <span>
          {v.map((id) => (
            <Chip key={String(id)} size="small" sx={LIST_CHIP_SX} label={<ReferenceLabel target={itemRef} id={String(id)} />} />
          ))}
        </span>
      );
    }
    if (items?.properties && v.every((x) => x && typeof x === 'object')) {
      // A short list of small objects (variation values, a carrier's services): each chip its parts in order.
      const properties = Object.entries(items.properties as Json);
      return (
        <span>
          {v.map((item, i) => {
            const parts = chipParts(properties, item as Json);
            // "Size: M" after a reference (an attribute and its value); otherwise the parts side by side.
            const separator = parts[0]?.reference ? ': ' : ' · ';
            return (
              <Chip
                key={i}
                size="small"
                sx={LIST_CHIP_SX}
                label={
                  <span>
                    {parts.map((part, j) => (
                      <span key={part.name}>
                        {j ? separator : ''}
                        {part.reference ? <ReferenceLabel target={part.reference} id={part.text} /> : part.text}
                      </span>
                    ))}
                  </span>
                }
              />
            );
          })}
        </span>
      );
    }
    if (v.every((x) => typeof x !== 'object')) {
      return (
        <span>
          {v.map((x) => (
            <Chip key={String(x)} size="small" label={field.enum ? enumLabel(field, x) : String(x)} sx={LIST_CHIP_SX} data-value={String(x)} />
          ))}
        </span>
      );
    }
    return <span>{v.length} item{v.length === 1 ? '' : 's'}</span>;
  }
  if (typeof v === 'object') return <span style={{ overflowWrap: 'anywhere' }}>{addressText(v) || objectText(v)}</span>;
  return <span>{String(v)}</span>;
}
