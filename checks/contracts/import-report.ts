/**
 * The wire contract of CSV import (`POST /api/<resource>/import[/preview]`): what the API's importer
 * (api/crud/import.ts) returns and the admin's import screen (admin/src/transfer) reads. Declared once, here,
 * so the two sides cannot drift apart.
 */

export interface RowError {
  /** JSON pointer into the record the row became (`/sku`), or '' for the row as a whole. */
  pointer: string;
  message: string;
  /** The CSV column holding the value, when one does. */
  column?: string;
}

export interface RowResult {
  /** Line in the file (the header is line 1). */
  line: number;
  action: 'create' | 'update' | 'error';
  id?: string;
  errors?: RowError[];
  cells?: string[];
}

export interface ImportReport {
  resource: string;
  preview: boolean;
  committed: boolean;
  columns: string[];
  /** CSV column → target field (or null: the column is ignored). */
  mapping: Record<string, string | null>;
  targets: Array<{ target: string; title: string; required: boolean }>;
  /** Required targets no column and no default fills: every new record will fail on them. */
  unmappedRequired: string[];
  total: number;
  counts: { create: number; update: number; error: number };
  rows: RowResult[];
  /** True when more rows had errors than are listed. */
  truncated: boolean;
}

/** The NDJSON progress events of a running import. */
export interface ImportProgress {
  processed: number;
  total: number;
}
