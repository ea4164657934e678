/**
 * The designer's calls beyond CRUD (api/domain/settings/templates.ts): the data the live preview renders, and a
 * saved template printed with a real record.
 */
import type { DocumentData, PlaceholderInfo, TemplateType } from '../../../checks/template-render.ts';
import { API_URL, apiFetch } from '../data/dataProvider.ts';

export interface PreviewData {
  /** `record`: the account's latest (or the chosen) record; `sample`: made-up data, clearly named so. */
  source: 'record' | 'sample';
  /** Why a sample: the account has no such record yet (`none`), or the user may not read them (`forbidden`). */
  reason?: 'none' | 'forbidden';
  record: { id: string; label: string; resource: string } | null;
  data: DocumentData;
  placeholders: PlaceholderInfo[];
}

export async function fetchPreviewData(type: TemplateType, signal?: AbortSignal): Promise<PreviewData> {
  const response = await apiFetch(`${API_URL}/templates/preview-data?type=${encodeURIComponent(type)}`, { headers: { Accept: 'application/json' }, signal });
  return (await response.json()) as PreviewData;
}

/** The saved template printed with `recordId`: a whole, sanitized HTML document. */
export async function fetchRendered(templateId: string, recordId: string, signal?: AbortSignal): Promise<string> {
  const response = await apiFetch(`${API_URL}/templates/${encodeURIComponent(templateId)}/render?record=${encodeURIComponent(recordId)}`, { headers: { Accept: 'text/html' }, signal });
  return response.text();
}
