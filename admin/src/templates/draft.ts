/** The template being edited, and how it differs from what is stored. Pure. */
import type { TemplateType } from '../../../checks/template-render.ts';

export interface TemplateDraft {
  id?: string;
  version?: number;
  type: TemplateType;
  name: string;
  body: string;
  paper_size: string;
  orientation: string;
  is_default: boolean;
}

export const TYPE_LABELS: Record<TemplateType, string> = {
  INVOICE: 'Invoices',
  PACKING_SLIP: 'Packing slips',
  CREDIT_NOTE: 'Credit notes',
  PURCHASE_ORDER: 'Purchase orders',
};

export const TYPE_NOUN: Record<TemplateType, string> = {
  INVOICE: 'invoice',
  PACKING_SLIP: 'packing slip',
  CREDIT_NOTE: 'credit note',
  PURCHASE_ORDER: 'purchase order',
};

/** The record kind each type prints (for the print preview's record picker). */
export const SOURCE_RESOURCE: Record<TemplateType, string> = {
  INVOICE: 'sales-orders',
  PACKING_SLIP: 'sales-orders',
  CREDIT_NOTE: 'returns',
  PURCHASE_ORDER: 'purchase-orders',
};

/** A starting body for a new template: the essentials of its type, to be styled. */
export const STARTER_BODY: Record<TemplateType, string> = {
  INVOICE: '<h1>Invoice {{invoice.number}}</h1>\n<p>{{account.name}}<br>{{account.address}}</p>\n<p><strong>Bill to</strong><br>{{bill_to}}</p>\n{{lines}}\n<p style="text-align:right">Subtotal {{subtotal}}<br>VAT {{tax_total}}<br><strong>Total {{total}}</strong></p>\n{{tax_summary}}',
  PACKING_SLIP: '<h1>Packing slip: order {{order.number}}</h1>\n<p><strong>Deliver to</strong><br>{{customer.name}}<br>{{ship_to}}</p>\n{{lines}}\n<p>{{notes}}</p>',
  CREDIT_NOTE: '<h1>Credit note {{credit_note.number}}</h1>\n<p>Order {{order.number}} &middot; Return {{return.rma_number}}</p>\n<p>{{customer.name}}<br>{{bill_to}}</p>\n{{lines}}\n<p style="text-align:right"><strong>Credited {{total}}</strong></p>',
  PURCHASE_ORDER: '<h1>Purchase order {{purchase_order.number}}</h1>\n<p><strong>Supplier</strong><br>{{supplier.name}}<br>{{supplier.address}}</p>\n<p><strong>Deliver to</strong><br>{{deliver_to}}</p>\n{{lines}}\n<p style="text-align:right"><strong>Total {{total}}</strong></p>',
};

export function newDraft(type: TemplateType): TemplateDraft {
  return { type, name: '', body: STARTER_BODY[type], paper_size: 'A4', orientation: 'PORTRAIT', is_default: false };
}

/** A stored template as a draft (only the fields the designer edits, plus id and version). */
export function draftOf(record: Record<string, unknown>): TemplateDraft {
  return {
    id: String(record.id),
    version: Number(record.version),
    type: record.type as TemplateType,
    name: String(record.name ?? ''),
    body: String(record.body ?? ''),
    paper_size: String(record.paper_size ?? 'A4'),
    orientation: String(record.orientation ?? 'PORTRAIT'),
    is_default: Boolean(record.is_default),
  };
}

/** The body sent to the API: the editable fields, and the version an update is based on. */
export function payloadOf(draft: TemplateDraft): Record<string, unknown> {
  const { id: _id, version, ...fields } = draft;
  return version === undefined ? fields : { ...fields, version };
}

export function isDirty(draft: TemplateDraft, saved: TemplateDraft | undefined): boolean {
  if (!saved) return true;
  return (['name', 'body', 'paper_size', 'orientation', 'is_default'] as const).some((k) => draft[k] !== saved[k]);
}

/** `text` with `token` put in place of the selection [start, end), and where the caret goes after it. */
export function insertAt(text: string, token: string, start: number, end = start): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}
