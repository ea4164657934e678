/** The admin's side of running a report: the JSON result and the CSV file (api/domain/reporting/routes.ts). */
import { API_URL, apiFetch, downloadFile } from '../data/dataProvider.ts';
import type { ReportRun } from './types.ts';

export interface RunParams {
  id: string;
  from?: string;
  to?: string;
}

function query({ from, to }: RunParams): string {
  const q = new URLSearchParams();
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  const text = q.toString();
  return text ? `?${text}` : '';
}

export async function runReport(params: RunParams, signal?: AbortSignal): Promise<ReportRun> {
  const response = await apiFetch(`${API_URL}/reports/${encodeURIComponent(params.id)}/run${query(params)}`, { headers: { Accept: 'application/json' }, signal });
  return (await response.json()) as ReportRun;
}

/** Fetched rather than linked, so the acting account's header goes with it; then saved under the server's name. */
export function downloadReportCsv(params: RunParams): Promise<void> {
  return downloadFile(`${API_URL}/reports/${encodeURIComponent(params.id)}/run.csv${query(params)}`, 'report.csv', { headers: { Accept: 'text/csv' } });
}
