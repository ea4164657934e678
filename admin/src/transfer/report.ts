/**
 * What the import screen reads from the import report (its contract: checks/contracts/import-report.ts). Pure:
 * unit-tested beside this file.
 */

import type { ImportReport, RowResult } from '../../../checks/contracts/import-report.ts';

export type { ImportReport, RowError, RowResult } from '../../../checks/contracts/import-report.ts';

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


/**
 * Files with more data rows than this are imported as a background job: the import survives a closed tab or a
 * dropped connection, shows on Background jobs, and its result is kept. Smaller ones answer at once.
 */
export const BACKGROUND_IMPORT_ROWS = 500;

/** Whether a background import has finished (its state will not change again). */
export function importFinished(state: string): boolean {
  return state === 'SUCCEEDED' || state === 'FAILED' || state === 'CANCELLED';
}

/** One line about a background import: "Imported: 598 new, 2 updated", "Importing row 250 of 600"… */
export function backgroundImportText(item: { state: string; total: number; progress: { done: number } | null; counts: ImportReport['counts'] | null; error: string | null }): string {
  const n = (v: number) => v.toLocaleString('en-GB');
  const counts = item.counts ? `${n(item.counts.create)} new, ${n(item.counts.update)} updated${item.counts.error ? `, ${n(item.counts.error)} with errors` : ''}` : '';
  switch (item.state) {
    case 'QUEUED': return `Waiting to start (${n(item.total)} rows)`;
    case 'RUNNING': return `Importing row ${n(item.progress?.done ?? 0)} of ${n(item.total)}`;
    case 'RETRYING': return 'Interrupted; trying again shortly';
    case 'SUCCEEDED': return `Imported: ${counts}${item.counts?.error ? ' (skipped)' : ''}`;
    case 'CANCELLED': return 'Cancelled: nothing was written';
    default: return `Not imported: ${item.error ?? 'the import failed'}`;
  }
}
