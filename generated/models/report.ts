/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/report.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Report } from '../types.ts';

/** A saved report over one dataset: orders, order lines, products, stock, purchase orders, returns or settlements. Every field it names (columns, filters, grouping, aggregates, sort, date field) must be one the dataset offers, which is the dataset entity's own scalar fields (no secrets, nothing internal; order lines add their order's number, date, status and currency); this is checked on every save, so a report never carries SQL, and a field of a dataset that does not exist yet is refused. Left empty, `columns` are the dataset's list columns and `date_field` its natural date. With `group_by`, the rows are one per group with the `aggregates` (count, or sum, avg, min and max of numeric fields); without it, the rows are the records. `GET /api/reports/:id/run` returns `{columns, rows, total, truncated}` for the table, the chart and the CSV, reading the dataset with the runner's own permissions (orders need `orders`, purchase orders `purchaseOrders`, and so on): someone may keep a report they cannot run. Guarded by the `reports` permission. */
export interface ReportModel extends Report {
}

/** Table `reports`, served as `/api/reports`. */
export class ReportModel extends Model {
  static tableName = 'reports';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['columns', 'filters', 'aggregates'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of ReportModel.hiddenColumns) delete out[column];
    return out;
  }
}
