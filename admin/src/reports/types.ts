/** What `GET /api/reports/:id/run` answers (api/domain/reporting/routes.ts). */
export interface ReportColumn {
  name: string;
  title: string;
  /** JSON type or format: string, integer, number, boolean, date, date-time, uuid… */
  type: string;
  money: boolean;
  /** Words for an enum column's codes (the schema's labels). */
  labels?: Record<string, string>;
}

export type ReportRow = Record<string, unknown>;

export interface ReportRun {
  report: {
    id: string;
    name: string;
    description: string | null;
    dataset: string;
    chart_type: 'TABLE' | 'BAR' | 'LINE' | 'PIE';
    group_by: string | null;
    date_field: string | null;
    date_range: string;
    row_limit: number;
  };
  columns: ReportColumn[];
  rows: ReportRow[];
  total: number;
  truncated: boolean;
  totals: ReportRow | null;
  /** The totals per currency (each with its `currency`): money in different currencies is never added up. */
  totalsByCurrency?: ReportRow[];
  currency: string | null;
  range: { field: string; from: string | null; to: string | null } | null;
}
