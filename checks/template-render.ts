/**
 * Document templates (invoice, packing slip, credit note, purchase order): the placeholder catalogue per type and
 * the renderer, shared by the API (which refuses unknown placeholders on save and renders a record for printing)
 * and the admin (which lists the placeholders in its palette and renders the live preview as you type).
 *
 * Syntax: `{{name}}`, spaces inside the braces allowed; `{{#name}}…{{/name}}` is a section printed only when `name`
 * has a value (so "Paid by {{payment_method}}." is not printed as "Paid by ." for an unpaid order). Every value is HTML-escaped; the block placeholders
 * (addresses, `{{lines}}`, `{{tax_summary}}`) are markup built here from escaped values, never from raw input.
 * Inside a tag (an attribute such as `src="{{account.logo_url}}"`) every placeholder is written as escaped text, so
 * a value can never open or close markup. Pure and framework-free: no DOM, no Node APIs.
 */

export const TEMPLATE_TYPES = ['INVOICE', 'PACKING_SLIP', 'CREDIT_NOTE', 'PURCHASE_ORDER'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** How a value is shown: as text, as money in the document's currency, as a date, or as a block of markup. */
export type PlaceholderKind = 'text' | 'money' | 'date' | 'address' | 'lines' | 'tax_summary';

export interface PlaceholderInfo {
  name: string;
  label: string;
  kind: PlaceholderKind;
}

const p = (name: string, label: string, kind: PlaceholderKind = 'text'): PlaceholderInfo => ({ name, label, kind });

const COMMON: PlaceholderInfo[] = [
  p('account.name', 'Your business name'),
  p('account.address', 'Your address (default location)', 'address'),
  p('account.vat_number', 'Your VAT number'),
  p('account.logo_url', 'Your logo URL (for an image src)'),
  p('today', 'Date printed', 'date'),
  // One HTML document is one page as far as the renderer knows; a print dialog numbers the sheets itself.
  p('page', 'Page number (1 in HTML output)'),
  p('pages', 'Page count (1 in HTML output)'),
];

const ORDER: PlaceholderInfo[] = [
  p('order.number', 'Order number'),
  p('order.date', 'Order date', 'date'),
  p('order.channel_order_ref', 'Channel order reference'),
  p('customer.name', 'Customer name'),
  p('customer.email', 'Customer email'),
  p('bill_to', 'Billing address', 'address'),
  p('ship_to', 'Delivery address', 'address'),
  p('lines', 'Lines table', 'lines'),
  p('currency', 'Currency code'),
];

/** What a renderer can fill in for each document type (the designer's palette, and the API's check on save). */
export const PLACEHOLDER_CATALOGUE: Record<TemplateType, PlaceholderInfo[]> = {
  INVOICE: [
    ...COMMON, ...ORDER,
    p('invoice.number', 'Invoice number (the order number)'), p('invoice.date', 'Invoice date (the order date)', 'date'),
    p('payment_method', 'Payment method'), p('subtotal', 'Subtotal (net)', 'money'), p('discount_total', 'Discount', 'money'),
    p('shipping_total', 'Shipping', 'money'), p('tax_total', 'VAT', 'money'), p('total', 'Total', 'money'), p('tax_summary', 'VAT by rate table', 'tax_summary'),
  ],
  PACKING_SLIP: [...COMMON, ...ORDER, p('shipping_method', 'Shipping method (carrier and service)'), p('shipment.tracking_number', 'Tracking number'), p('notes', 'Order notes')],
  CREDIT_NOTE: [
    ...COMMON, ...ORDER,
    p('credit_note.number', 'Credit note number (the RMA number)'), p('credit_note.date', 'Credit note date', 'date'), p('return.rma_number', 'RMA number'),
    p('reason', 'Return reasons'), p('subtotal', 'Subtotal (net)', 'money'), p('tax_total', 'VAT', 'money'), p('total', 'Amount credited', 'money'),
  ],
  PURCHASE_ORDER: [
    ...COMMON,
    p('purchase_order.number', 'Purchase order number'), p('purchase_order.date', 'Order date', 'date'), p('supplier.name', 'Supplier name'),
    p('supplier.address', 'Supplier address', 'address'), p('supplier_ref', 'Supplier reference'), p('deliver_to', 'Delivery address', 'address'),
    p('expected_date', 'Expected delivery', 'date'), p('lines', 'Lines table', 'lines'), p('currency', 'Currency code'),
    p('subtotal', 'Subtotal (net)', 'money'), p('tax_total', 'VAT', 'money'), p('total', 'Total', 'money'),
  ],
};

export const isTemplateType = (type: unknown): type is TemplateType => TEMPLATE_TYPES.includes(type as TemplateType);

/** The placeholder names a type accepts. */
export function placeholderNames(type: TemplateType): string[] {
  return PLACEHOLDER_CATALOGUE[type].map((x) => x.name);
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** `{{#name}}…{{/name}}`: the section of a value, printed only when it has one (sections do not nest). */
const SECTION = /\{\{\s*#\s*([^{}\s]+)\s*\}\}([\s\S]*?)\{\{\s*\/\s*\1\s*\}\}/g;

/** The placeholders `body` uses, in order of first use (a section `{{#name}}`, `{{/name}}` counts as `name`). */
export function placeholdersIn(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((m) => m[1].replace(/^[#/]\s*/, '')))];
}

/** The placeholders of `body` that a document of `type` cannot fill. */
export function unknownPlaceholders(body: string, type: TemplateType): string[] {
  const allowed = new Set(placeholderNames(type));
  return placeholdersIn(body).filter((name) => !allowed.has(name));
}

// ---- The data a document is rendered from ------------------------------------------------------------------

export interface DocumentAddress {
  name?: string | null;
  company?: string | null;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  region?: string | null;
  postcode?: string | null;
  country?: string | null;
}

/** One line of a document; money in minor units of the document's currency. */
export interface DocumentLine {
  sku: string;
  description: string;
  quantity: number;
  /** Purchase orders: the supplier's own code. */
  supplier_sku?: string | null;
  unit_price: number;
  tax_rate: number | null;
  net: number;
  tax: number;
  gross: number;
  /** The line's VAT treatment in words, as its order stored it ("Zero-rated export"). */
  vat_reason?: string | null;
}

/**
 * A document's values: `values` by placeholder name (text as is, money in minor units, dates as YYYY-MM-DD,
 * addresses as objects; null or missing renders empty) and its lines (for `{{lines}}` and `{{tax_summary}}`).
 */
export interface DocumentData {
  type: TemplateType;
  currency: string;
  values: Record<string, string | number | DocumentAddress | null | undefined>;
  lines: DocumentLine[];
  /** Shipping charged (invoice) or refunded (credit note) with its VAT, which the VAT by rate table includes. */
  shipping?: { rate: number | null; net: number; tax: number; vat_reason?: string | null } | null;
}

// ---- Formatting ------------------------------------------------------------------------------------------

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Text made safe for HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ESCAPES[c]);
}

/** Minor units as money in `currency` (en-GB): 123456 GBP → £1,234.56, 1234 JPY → ¥1,234. Exact (no float). */
export function formatDocumentMoney(minor: number, currency: string): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'GBP';
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch { /* unknown code: two decimals */ }
  const negative = minor < 0;
  const s = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const decimal = digits ? `${s.slice(0, -digits)}.${s.slice(-digits)}` : s;
  try {
    // Intl formats a decimal string exactly (no float rounding on large amounts).
    const formatted = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(decimal as unknown as number);
    return negative ? `-${formatted}` : formatted;
  } catch {
    return `${negative ? '-' : ''}${decimal} ${code}`;
  }
}

/** `2026-11-21` (or a timestamp) → `21 Nov 2026`; anything else is shown as given. */
export function formatDocumentDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

const ADDRESS_PARTS: Array<keyof DocumentAddress> = ['name', 'company', 'line1', 'line2', 'city', 'region', 'postcode', 'country'];

function addressLines(address: DocumentAddress | null | undefined): string[] {
  if (!address || typeof address !== 'object') return [];
  return ADDRESS_PARTS.map((k) => address[k]).filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}

const CELL = 'padding:4px 6px;border-bottom:1px solid #ddd';
const NUMBER_CELL = `${CELL};text-align:right;white-space:nowrap`;

function table(headings: Array<[string, boolean]>, rows: string[][]): string {
  const head = headings.map(([h, numeric]) => `<th style="${numeric ? NUMBER_CELL : CELL};text-align:${numeric ? 'right' : 'left'}">${escapeHtml(h)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((c, i) => `<td style="${headings[i][1] ? NUMBER_CELL : CELL}">${c}</td>`).join('')}</tr>`).join('');
  return `<table style="width:100%;border-collapse:collapse;margin:8px 0"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const rate = (r: number | null) => (r === null || r === undefined ? '' : `${Number(r)}%`);

function linesTable(data: DocumentData): string {
  const money = (v: number) => escapeHtml(formatDocumentMoney(v, data.currency));
  const text = (v: string | null | undefined) => escapeHtml(v ?? '');
  if (data.type === 'PACKING_SLIP') {
    return table([['SKU', false], ['Description', false], ['Quantity', true]], data.lines.map((l) => [text(l.sku), text(l.description), String(l.quantity)]));
  }
  if (data.type === 'PURCHASE_ORDER') {
    return table(
      [['SKU', false], ['Supplier SKU', false], ['Description', false], ['Quantity', true], ['Unit cost', true], ['Net', true], ['VAT', true], ['Total', true]],
      data.lines.map((l) => [text(l.sku), text(l.supplier_sku), text(l.description), String(l.quantity), money(l.unit_price), money(l.net), money(l.tax), money(l.gross)]),
    );
  }
  return table(
    [['SKU', false], ['Description', false], ['Quantity', true], ['Unit price', true], ['VAT rate', true], ['Net', true], ['VAT', true], ['Total', true]],
    data.lines.map((l) => [text(l.sku), text(l.description), String(l.quantity), money(l.unit_price), escapeHtml(rate(l.tax_rate)), money(l.net), money(l.tax), money(l.gross)]),
  );
}

/**
 * Net and VAT per rate, highest rate first: the breakdown a VAT invoice must show, shipping included (it is taxed
 * too, so without it net + VAT would not make the total).
 */
export function taxSummary(lines: DocumentLine[], shipping?: DocumentData['shipping']): Array<{ rate: number | null; net: number; tax: number }> {
  const byRate = new Map<string, { rate: number | null; net: number; tax: number }>();
  for (const l of shipping && (shipping.net || shipping.tax) ? [...lines, { tax_rate: shipping.rate, net: shipping.net, tax: shipping.tax }] : lines) {
    const key = String(l.tax_rate ?? '');
    const entry = byRate.get(key) ?? { rate: l.tax_rate ?? null, net: 0, tax: 0 };
    entry.net += l.net;
    entry.tax += l.tax;
    byRate.set(key, entry);
  }
  return [...byRate.values()].sort((a, b) => (b.rate ?? -1) - (a.rate ?? -1));
}

/** The VAT treatments of a document's lines and shipping in words, each once, in the order they first appear. */
export function vatTreatments(data: Pick<DocumentData, 'lines' | 'shipping'>): string[] {
  const reasons = [...data.lines.map((l) => l.vat_reason), data.shipping && (data.shipping.net || data.shipping.tax) ? data.shipping.vat_reason : null];
  return [...new Set(reasons.filter((r): r is string => typeof r === 'string' && r !== ''))];
}

function taxSummaryTable(data: DocumentData): string {
  const money = (v: number) => escapeHtml(formatDocumentMoney(v, data.currency));
  const treatments = vatTreatments(data);
  return table([['VAT rate', false], ['Net', true], ['VAT', true]], taxSummary(data.lines, data.shipping).map((r) => [escapeHtml(rate(r.rate) || 'No VAT'), money(r.net), money(r.tax)]))
    + (treatments.length ? `<p class="vat-treatment">VAT treatment: ${treatments.map(escapeHtml).join('; ')}</p>` : '');
}

/** A value as markup (`inTag` false) or as escaped text fit for an attribute (`inTag` true). */
function renderValue(info: PlaceholderInfo, data: DocumentData, inTag: boolean): string {
  const value = data.values[info.name];
  switch (info.kind) {
    case 'lines':
      return inTag ? '' : linesTable(data);
    case 'tax_summary':
      return inTag ? '' : taxSummaryTable(data);
    case 'address': {
      const lines = addressLines(value as DocumentAddress).map(escapeHtml);
      return lines.join(inTag ? ', ' : '<br>');
    }
    case 'money':
      return typeof value === 'number' ? escapeHtml(formatDocumentMoney(value, data.currency)) : '';
    case 'date':
      return typeof value === 'string' ? escapeHtml(formatDocumentDate(value)) : '';
    default:
      return value === null || value === undefined || typeof value === 'object' ? '' : escapeHtml(String(value));
  }
}

/** Whether a value prints as something: not null, not blank, not an empty address, lines or table. */
function hasValue(info: PlaceholderInfo, data: DocumentData): boolean {
  if (info.kind === 'lines' || info.kind === 'tax_summary') return data.lines.length > 0;
  const value = data.values[info.name];
  if (info.kind === 'address') return addressLines(value as DocumentAddress).length > 0;
  if (info.kind === 'money') return typeof value === 'number';
  return value !== null && value !== undefined && typeof value !== 'object' && String(value).trim() !== '';
}

/**
 * Fills `template`'s sections and placeholders from `data`. A placeholder the type does not know is left as
 * written (escaped), so a preview shows it where it stands; the API refuses such a body on save.
 */
export function renderTemplate(template: string, data: DocumentData): string {
  const known = new Map(PLACEHOLDER_CATALOGUE[data.type].map((x) => [x.name, x]));
  // Sections first: kept (without their markers) when their value prints as something, dropped otherwise.
  const body = template.replace(SECTION, (whole, name: string, inner: string) => {
    const info = known.get(name);
    if (!info) return whole;
    return hasValue(info, data) ? inner : '';
  });
  return body.replace(PLACEHOLDER, (whole, name: string, offset: number) => {
    const info = known.get(name);
    if (!info) return escapeHtml(whole);
    // Inside a tag when the last `<` before the placeholder is not yet closed by a `>`.
    const inTag = body.lastIndexOf('<', offset) > body.lastIndexOf('>', offset);
    return renderValue(info, data, inTag);
  });
}

// ---- Sample documents ------------------------------------------------------------------------------------

const SAMPLE_LINES: DocumentLine[] = [
  { sku: 'SAMPLE-MUG-01', description: 'Sample item: stoneware mug, blue', quantity: 2, supplier_sku: 'SUP-1001', unit_price: 1250, tax_rate: 20, net: 2500, tax: 500, gross: 3000 },
  { sku: 'SAMPLE-BOOK-02', description: 'Sample item: recipe book', quantity: 1, supplier_sku: 'SUP-2002', unit_price: 1499, tax_rate: 0, net: 1499, tax: 0, gross: 1499 },
];

/**
 * Sample data for a type, for an account that has no record of that type yet. Every name says "Sample", so a
 * preview built from it cannot be mistaken for a real document.
 */
export function sampleDocument(type: TemplateType, account: { name: string; currency?: string | null; address?: DocumentAddress | null; vat_number?: string | null }, today: string): DocumentData {
  const currency = account.currency || 'GBP';
  const lines = SAMPLE_LINES.map((l) => ({ ...l }));
  const subtotal = lines.reduce((s, l) => s + l.net, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  const customerAddress: DocumentAddress = { name: 'Sample Customer', line1: '1 Sample Street', city: 'Sampletown', postcode: 'SA1 1AA', country: 'GB' };
  const common = { 'account.name': account.name, 'account.address': account.address ?? null, 'account.vat_number': account.vat_number ?? null, 'account.logo_url': null, today, page: '1', pages: '1', currency };
  const order = { 'order.number': 'SAMPLE-0001', 'order.date': today, 'order.channel_order_ref': 'SAMPLE-REF', 'customer.name': 'Sample Customer', 'customer.email': 'customer@example.com', bill_to: customerAddress, ship_to: customerAddress };
  const values: DocumentData['values'] = { ...common };
  if (type === 'PURCHASE_ORDER') {
    Object.assign(values, {
      'purchase_order.number': 'SAMPLE-PO-0001', 'purchase_order.date': today, 'supplier.name': 'Sample Supplier Ltd', 'supplier.address': { company: 'Sample Supplier Ltd', line1: '2 Supply Road', city: 'Sampleton', postcode: 'SU2 2BB', country: 'GB' },
      supplier_ref: 'SAMPLE-QUOTE-7', deliver_to: account.address ?? { name: account.name, line1: '3 Warehouse Way', city: 'Sampleford', postcode: 'WA3 3CC', country: 'GB' }, expected_date: today,
      subtotal, tax_total: tax, total: subtotal + tax,
    });
  } else {
    Object.assign(values, order);
    if (type === 'INVOICE') Object.assign(values, { 'invoice.number': 'SAMPLE-0001', 'invoice.date': today, payment_method: 'Card (sample)', subtotal, discount_total: 0, shipping_total: 0, tax_total: tax, total: subtotal + tax });
    if (type === 'PACKING_SLIP') Object.assign(values, { shipping_method: 'Sample Carrier, Tracked 48', 'shipment.tracking_number': 'SAMPLE123456GB', notes: 'Sample note: leave with a neighbour.' });
    if (type === 'CREDIT_NOTE') Object.assign(values, { 'credit_note.number': 'SAMPLE-RMA-0001', 'credit_note.date': today, 'return.rma_number': 'SAMPLE-RMA-0001', reason: 'Sample reason: arrived damaged', subtotal, tax_total: tax, total: subtotal + tax });
  }
  return { type, currency, values, lines };
}

// ---- The printable page ------------------------------------------------------------------------------------

/** The paper sizes a template may have, in millimetres (portrait), with their CSS `@page` size. */
export const PAPER_SIZES: Record<string, { label: string; width: number; height: number; css: string }> = {
  A4: { label: 'A4 (210 × 297 mm)', width: 210, height: 297, css: 'A4' },
  A5: { label: 'A5 (148 × 210 mm)', width: 148, height: 210, css: 'A5' },
  LETTER: { label: 'US Letter (8.5 × 11 in)', width: 216, height: 279, css: 'letter' },
  LABEL_4X6: { label: 'Label (4 × 6 in)', width: 102, height: 152, css: '4in 6in' },
};

/** Width and height in millimetres of a paper size in an orientation. */
export function pageSize(paper: string, orientation: string): { width: number; height: number } {
  const size = PAPER_SIZES[paper] ?? PAPER_SIZES.A4;
  return orientation === 'LANDSCAPE' ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

/**
 * A whole HTML document around a rendered body, sized for its paper when printed. The body must already be safe
 * (rendered from a sanitized template): this adds only fixed markup and an escaped title.
 */
export function documentPage(body: string, options: { title: string; paper_size: string; orientation: string }): string {
  const size = PAPER_SIZES[options.paper_size] ?? PAPER_SIZES.A4;
  const orientation = options.orientation === 'LANDSCAPE' ? 'landscape' : 'portrait';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title>`
    + `<style>@page{size:${size.css} ${orientation};margin:10mm}body{margin:0;padding:8px;font-family:Helvetica,Arial,sans-serif;color:#111}img{max-width:100%}</style>`
    + `</head><body>${body}</body></html>`;
}
