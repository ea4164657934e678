/**
 * Report definitions: the datasets a report may read and the fields each offers, taken from the dataset entity's
 * schema (never free text: a report names fields, and only whitelisted ones reach SQL, as identifiers), and the
 * hook that checks a saved report against them. Running a report is reporting-routes.ts.
 */
import type { EntityModel, FieldModel, Model } from '../../../model/types.ts';

interface DatasetSpec {
  label: string;
  entity: string;
  /** The natural date of a record, used when the report names none. */
  dateField: string;
  defaultColumns: string[];
  /** Child datasets (order lines) are read through their parent, which also lends them some fields. */
  parent?: { entity: string; foreignKey: string; fields: Record<string, string> };
}

export const DATASETS: Record<string, DatasetSpec> = {
  orders: { label: 'orders', entity: 'sales-order', dateField: 'order_date', defaultColumns: ['number', 'order_date', 'customer_name', 'status', 'total', 'currency'] },
  order_lines: {
    label: 'order lines', entity: 'sales-order-line', dateField: 'order_date',
    defaultColumns: ['order_number', 'order_date', 'sku', 'description', 'quantity', 'gross', 'currency'],
    parent: { entity: 'sales-order', foreignKey: 'sales_order_id', fields: { order_number: 'number', order_date: 'order_date', order_status: 'status', currency: 'currency', customer_name: 'customer_name', channel_order_ref: 'channel_order_ref' } },
  },
  products: { label: 'products', entity: 'product', dateField: 'created_at', defaultColumns: ['sku', 'title', 'status', 'retail_price', 'cost_price', 'currency'] },
  stock: { label: 'stock', entity: 'stock-level', dateField: 'updated_at', defaultColumns: ['product_id', 'location_id', 'on_hand', 'allocated', 'available', 'incoming'] },
  purchase_orders: { label: 'purchase orders', entity: 'purchase-order', dateField: 'order_date', defaultColumns: ['number', 'order_date', 'supplier_name', 'status', 'total', 'currency'] },
  returns: { label: 'returns', entity: 'return', dateField: 'created_at', defaultColumns: ['rma_number', 'order_number', 'customer_name', 'status', 'refund_amount', 'currency'] },
  settlements: { label: 'settlements', entity: 'settlement', dateField: 'period_end', defaultColumns: ['external_id', 'period_start', 'period_end', 'deposit_date', 'total', 'currency', 'status'] },
};

export interface ReportField {
  name: string;
  title: string;
  /** `t.<column>` (the dataset's table) or `o.<column>` (a child dataset's parent). */
  column: string;
  field: FieldModel;
}

/** A column a report may use: a scalar stored field that is neither secret, internal nor the tenant key. */
const reportable = (f: FieldModel) => !f.internal && !f.writeOnly && !f.secret && !f.virtual && f.sqlType !== 'jsonb' && f.name !== 'account_id' && f.name !== 'id';

export interface ResolvedDataset { spec: DatasetSpec; entity: EntityModel; parent?: EntityModel; fields: Map<string, ReportField>; resource: string }

/** The dataset with its fields, or undefined when its entity is not part of the model (yet). */
export function resolveDataset(model: Model, name: string): ResolvedDataset | undefined {
  const spec = DATASETS[name];
  const entity = spec && model.entities.find((e) => e.name === spec.entity);
  if (!spec || !entity) return undefined;
  const fields = new Map<string, ReportField>();
  for (const f of entity.fields.filter(reportable)) fields.set(f.name, { name: f.name, title: f.title, column: `t.${f.name}`, field: f });
  let parent: EntityModel | undefined;
  if (spec.parent) {
    parent = model.entities.find((e) => e.name === spec.parent!.entity)!;
    for (const [name, source] of Object.entries(spec.parent.fields)) {
      const f = parent.fields.find((candidate) => candidate.name === source);
      if (f) fields.set(name, { name, title: name === 'order_status' ? 'Order status' : f.title, column: `o.${f.name}`, field: f });
    }
  }
  return { spec, entity, parent, fields, resource: (parent ?? entity).resource! };
}

export const numeric = (f: FieldModel) => f.jsonType === 'integer' || f.jsonType === 'number';
export const dateLike = (f: FieldModel) => f.sqlType === 'date' || f.sqlType === 'timestamptz';

/** Whether `value` fits the field, for a filter (dates as YYYY-MM-DD, uuids as uuids). */
export function fits(f: FieldModel, value: unknown): boolean {
  if (numeric(f)) return typeof value === 'number' && Number.isFinite(value);
  if (f.jsonType === 'boolean') return typeof value === 'boolean';
  if (typeof value !== 'string') return false;
  if (dateLike(f)) return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
  if (f.sqlType === 'uuid') return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
  return true;
}

/** The name an aggregate has in the result: `count`, `sum_total`. */
export const aggregateName = (a: { fn?: unknown; field?: unknown }) => (a.field ? `${a.fn}_${a.field}` : String(a.fn));
