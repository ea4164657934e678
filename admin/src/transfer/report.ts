/**
 * The import report the API returns (api/crud/import.ts), and what the import screen reads from it. Pure:
 * unit-tested beside this file.
 */

export interface RowError {
  pointer: string;
  message: string;
  column?: string;
}

export interface RowResult {
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
  mapping: Record<string, string | null>;
  targets: Array<{ target: string; title: string; required: boolean }>;
  unmappedRequired: string[];
  total: number;
  counts: { create: number; update: number; error: number };
  rows: RowResult[];
  truncated: boolean;
}

/** The messages of a row by column (errors that name no column go under ''). */
export function errorsByColumn(row: RowResult): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const error of row.errors ?? []) {
    const key = error.column ?? '';
    out.set(key, [...(out.get(key) ?? []), error.column ? error.message : `${error.pointer ? `${error.pointer.slice(1)}: ` : ''}${error.message}`]);
  }
  return out;
}

/** Whether an import can be committed: something to write, and no failed rows unless they are to be skipped. */
export function canCommit(report: ImportReport | undefined, skipInvalid: boolean): boolean {
  if (!report) return false;
  const writes = report.counts.create + report.counts.update;
  return writes > 0 && (report.counts.error === 0 || skipInvalid);
}

