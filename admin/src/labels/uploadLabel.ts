/**
 * Sends one label file to `POST /api/product-labels/upload` (contract: checks/contracts/label-upload.ts) as
 * multipart/form-data. XMLHttpRequest rather than fetch: only it reports upload progress. The acting account's
 * header and the problem+json error body are handled as the data provider does.
 */
import { HttpError } from 'react-admin';
import { LABEL_MAX_BYTES, LABEL_UPLOAD_FIELDS as F, LABEL_UPLOAD_PATH } from '../../../checks/contracts/label-upload.ts';
import { getSession } from '../access/session.ts';
import { problemOf } from '../data/dataProvider.ts';

export { LABEL_MAX_BYTES };

export interface LabelUpload {
  file: File;
  languages: string[];
  productIds: string[];
}

/** File types the API accepts (it checks the content; this only narrows the browser's file picker). */
export const LABEL_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** A reason to refuse a file before sending it, or undefined. The API checks again, by content. */
export function precheckLabelFile(file: Pick<File, 'size' | 'name'>): string | undefined {
  if (file.size > LABEL_MAX_BYTES) return `${(file.size / 1048576).toFixed(1)} MB is over the 10 MB limit for a label.`;
  if (file.size === 0) return 'The file is empty.';
  return undefined;
}

export function uploadLabel(upload: LabelUpload, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Record<string, unknown>> {
  const form = new FormData();
  form.append(F.file, upload.file, upload.file.name);
  for (const code of upload.languages) form.append(F.languages, code);
  for (const id of upload.productIds) form.append(F.productIds, id);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', LABEL_UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const { actingAccountId } = getSession();
    if (actingAccountId) xhr.setRequestHeader('X-Account-Id', actingAccountId);
    xhr.upload.onprogress = (event) => { if (event.lengthComputable) onProgress(event.loaded / event.total); };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON */ }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as Record<string, unknown>);
      const p = problemOf({ body });
      const fallback = xhr.status === 413 ? 'The file is over the 10 MB limit.' : xhr.statusText || 'The upload failed.';
      reject(new HttpError(p?.detail || p?.title || fallback, xhr.status, body));
    };
    xhr.onerror = () => reject(new Error('The upload failed: the connection was lost.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
