/**
 * The documents a record prints (GET /api/documents/:kind, api/domain/documents/routes.ts): an order's invoice and
 * packing slip, a return's credit note, a purchase order. Keyed by entity, so any screen of these entities — the
 * generic view, a list's selection — offers them.
 */
export interface DocumentKind {
  /** The URL name of the document type. */
  kind: string;
  label: string;
}

export const DOCUMENTS_BY_ENTITY: Record<string, DocumentKind[]> = {
  'sales-order': [
    { kind: 'invoice', label: 'Invoice' },
    { kind: 'packing-slip', label: 'Packing slip' },
  ],
  return: [{ kind: 'credit-note', label: 'Credit note' }],
  'purchase-order': [{ kind: 'purchase-order', label: 'Purchase order' }],
};

export function documentsOf(entityName: string): DocumentKind[] {
  return DOCUMENTS_BY_ENTITY[entityName] ?? [];
}

/** The print page (HTML, the account's template) or the PDF of `ids`, one document with a page each. */
export function documentUrl(kind: string, ids: Array<string | number>, format: 'html' | 'pdf', download = false): string {
  const query = new URLSearchParams({ records: ids.map(String).join(',') });
  if (format === 'pdf') query.set('format', 'pdf');
  if (download) query.set('download', '1');
  return `/api/documents/${kind}?${query}`;
}
