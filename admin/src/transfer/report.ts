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

