/**
 * The admin's side of CSV export and import (see api/crud/export.ts and import.ts for the contracts):
 * - export: `GET /api/<resource>/export.csv` with the list's sort and filter; the server streams the file and the
 *   browser saves it (fetched, not linked, so the acting account's header goes with it);
 * - import: `POST /api/<resource>/import/preview` and `/import` as JSON `{csv, mapping, defaults, skipInvalid}`,
 *   reading the NDJSON progress lines as they come; aborting the request cancels (the server rolls back).
 */
import { HttpError } from 'react-admin';
import { API_URL, apiFetch, downloadFile, listQuery, problemOf } from '../data/dataProvider.ts';
import { readNdjson } from './ndjson.ts';
import type { ImportReport, RowResult } from './report.ts';

export type { ImportReport, RowError, RowResult } from './report.ts';

type Json = Record<string, any>;

/** Largest file the API takes (it answers 413 beyond): checked before uploading. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export interface ImportRequest {
  csv: string;
  mapping?: Record<string, string | null>;
  defaults?: Json;
  skipInvalid?: boolean;
}

/** Downloads the list's rows as CSV, in its current sort and filter. */
export function downloadCsv(resource: string, params: { sort?: { field: string; order: string }; filter?: Json }, meta?: { ownAccount?: boolean }): Promise<void> {
  return downloadFile(`${API_URL}/${resource}/export.csv${listQuery(params)}`, `${resource}.csv`, { headers: { Accept: 'text/csv' } }, meta);
}

/**
 * Runs an import or its preview. `onProgress` hears how far the server is; `signal` cancels (nothing is written).
 * A refused import throws an HttpError whose body is the problem document (with the failed rows).
 */
export async function importCsv(
  resource: string,
  request: ImportRequest,
  options: { preview: boolean; onProgress?: (processed: number, total: number) => void; signal?: AbortSignal; meta?: { ownAccount?: boolean } },
): Promise<ImportReport> {
  const response = await apiFetch(`${API_URL}/${resource}/import${options.preview ? '/preview' : ''}`, {
    method: 'POST',
    body: JSON.stringify(request),
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    signal: options.signal,
  }, options.meta);
  const result = await readNdjson(response, (line) => {
    if (line.type === 'progress') options.onProgress?.(line.processed, line.total);
  });
  if (!result) throw new HttpError('The server ended the import without a result; try again.', 502, undefined);
  if (result.status !== 200) {
    const p = problemOf({ body: result.body });
    throw new HttpError(p?.detail || p?.title || 'The import failed.', result.status, result.body);
  }
  return result.body as ImportReport;
}

/** A problem's failed rows (a refused import answers 400 with them), for the preview table. */
export function failedRows(error: unknown): RowResult[] | undefined {
  const body = problemOf(error) as (Json & { rows?: RowResult[] }) | undefined;
  return Array.isArray(body?.rows) ? body!.rows : undefined;
}

/** A background import as `GET /api/imports/:id` answers it (api/crud/import-jobs.ts). */
export interface BackgroundImport {
  id: string;
  resource: string;
  file_name: string | null;
  job_id: string | null;
  state: 'QUEUED' | 'RUNNING' | 'RETRYING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
  committed: boolean;
  total: number;
  progress: { done: number; total: number } | null;
  counts: { create: number; update: number; error: number } | null;
  error: string | null;
  truncated: boolean;
  rows?: RowResult[];
  created_at: string;
  finished_at: string | null;
}

/** Starts an import as a background job (`Prefer: respond-async`); the server checked the file before answering. */
export async function startBackgroundImport(resource: string, request: ImportRequest & { fileName?: string }, meta?: { ownAccount?: boolean }): Promise<BackgroundImport> {
  const response = await apiFetch(`${API_URL}/${resource}/import`, {
    method: 'POST',
    body: JSON.stringify(request),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Prefer: 'respond-async' },
  }, meta);
  return (await response.json()) as BackgroundImport;
}

export async function getBackgroundImport(id: string, meta?: { ownAccount?: boolean }): Promise<BackgroundImport> {
  return (await (await apiFetch(`${API_URL}/imports/${id}`, { headers: { Accept: 'application/json' } }, meta)).json()) as BackgroundImport;
}

export async function listBackgroundImports(resource: string, meta?: { ownAccount?: boolean }): Promise<BackgroundImport[]> {
  return (await (await apiFetch(`${API_URL}/imports?resource=${encodeURIComponent(resource)}`, { headers: { Accept: 'application/json' } }, meta)).json()) as BackgroundImport[];
}

export async function cancelBackgroundImport(id: string, meta?: { ownAccount?: boolean }): Promise<BackgroundImport> {
  return (await (await apiFetch(`${API_URL}/imports/${id}/cancel`, { method: 'POST', headers: { Accept: 'application/json' } }, meta)).json()) as BackgroundImport;
}

/** Saves a background import's result, row by row, as CSV. */
export function downloadImportResult(id: string, meta?: { ownAccount?: boolean }): Promise<void> {
  return downloadFile(`${API_URL}/imports/${id}/result.csv`, 'import-result.csv', { headers: { Accept: 'text/csv' } }, meta);
}
