/**
 * Document templates: the body is cleaned of anything that runs (scripts, handlers, frames, forms, plug-ins),
 * only the placeholders the document type can fill are accepted, and each type keeps exactly one default.
 *
 * The generic `x-sanitize: html` is not used: it keeps no `style` or `class`, and a printed invoice needs both.
 */
import sanitizeHtml from 'sanitize-html';
import { invalid } from '../http/errors.ts';
import type { Row } from '../crud/repository.ts';
import type { EntityHooks, HookContext } from './hooks.ts';
import { accountOf, keepOneDefault, lockGroup } from './settings-shared.ts';

const COMMON = ['account.name', 'account.address', 'account.vat_number', 'account.logo_url', 'today', 'page', 'pages'];
const ORDER = ['order.number', 'order.date', 'order.channel_order_ref', 'customer.name', 'customer.email', 'bill_to', 'ship_to', 'lines', 'currency'];

/** What a renderer can fill in for each document type (the template designer lists these). */
export const PLACEHOLDERS: Record<string, string[]> = {
  INVOICE: [...COMMON, ...ORDER, 'invoice.number', 'invoice.date', 'payment_method', 'subtotal', 'discount_total', 'shipping_total', 'tax_total', 'total', 'tax_summary'],
  PACKING_SLIP: [...COMMON, ...ORDER, 'shipping_method', 'shipment.tracking_number', 'notes'],
  CREDIT_NOTE: [...COMMON, ...ORDER, 'credit_note.number', 'credit_note.date', 'return.rma_number', 'reason', 'subtotal', 'tax_total', 'total'],
  PURCHASE_ORDER: [...COMMON, 'purchase_order.number', 'purchase_order.date', 'supplier.name', 'supplier.address', 'supplier_ref', 'deliver_to', 'expected_date', 'lines', 'currency', 'subtotal', 'tax_total', 'total'],
};

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  // Frames, forms, objects and styles sheets are dropped with their content, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'form'],
  allowedAttributes: {
    '*': ['class', 'style', 'align', 'valign', 'width', 'height', 'title', 'dir', 'lang'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['https', 'mailto'],
  // A logo may be inlined as a data: image; images never run code.
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
};

export function sanitizeTemplate(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

export const templateHooks: EntityHooks = {
  async beforeWrite(template: Row, context: HookContext) {
    const type = String(template.type);
    template.body = sanitizeTemplate(String(template.body));
    if (!String(template.body).trim()) invalid('/body', 'has nothing left once scripts and other active content are removed');
    const allowed = PLACEHOLDERS[type];
    const unknown = [...String(template.body).matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1]).filter((name) => !allowed.includes(name));
    if (unknown.length) {
      invalid('/body', `uses ${unknown.map((n) => `{{${n}}}`).join(', ')}, which a ${type.toLowerCase().replace('_', ' ')} cannot fill; it may use ${allowed.map((n) => `{{${n}}}`).join(', ')}`);
    }
    await lockGroup(context.trx, `templates:${accountOf(template, context)}:${type}`);
    await keepOneDefault(context.trx, 'templates', template, context, { type });
  },
};
