/**
 * Document templates: the body is cleaned of anything that runs (scripts, handlers, frames, forms, plug-ins),
 * only the placeholders the document type can fill are accepted (the catalogue is checks/template-render.ts,
 * shared with the designer's palette), and each type keeps exactly one default.
 *
 * Beyond CRUD: `GET /api/templates/preview-data?type=` (the data the designer's live preview renders: the
 * account's latest record of that type, or a sample when there is none or the caller may not read that kind) and
 * `GET /api/templates/:id/render?record=` (a record printed with the template, as a sanitized HTML document).
 *
 * The generic `x-sanitize: html` is not used: it keeps no `style` or `class`, and a printed invoice needs both.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import sanitizeHtml from 'sanitize-html';
import type { EntityModel, Model } from '../../../model/types.ts';
import { PLACEHOLDER_CATALOGUE, TEMPLATE_TYPES, documentPage, isTemplateType, placeholderNames, renderTemplate, sampleDocument, type DocumentAddress, type DocumentData, type DocumentLine, type TemplateType } from '../../../checks/template-render.ts';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { Row } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail } from '../../http/errors.ts';
import { dateText, json, orderShipping, returnedGoods, today } from '../shared/commerce.ts';
import { refundParts } from '../../../checks/index.ts';
import type { RouteDoc } from '../../http/route-docs.ts';

/** What a renderer can fill in for each document type, by name (the catalogue has labels and kinds too). */
export const PLACEHOLDERS: Record<string, string[]> = Object.fromEntries(TEMPLATE_TYPES.map((t) => [t, placeholderNames(t)]));

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

/** Rendered output: the same cleaning, and an image left without a (safe) source is dropped rather than shown broken. */
const SANITIZE_RENDERED: sanitizeHtml.IOptions = { ...SANITIZE, exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src };

/** A rendered document cleaned as a template's output is (used by the print and PDF routes too). */
export function sanitizeRendered(html: string): string {
  return sanitizeHtml(html, SANITIZE_RENDERED);
}

export function sanitizeTemplate(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

export const typeLabel = (type: string) => type.toLowerCase().replace('_', ' ');

// ---- The data a document is rendered from ------------------------------------------------------------------

/** The entity each document type prints. */
export const SOURCE: Record<TemplateType, string> = { INVOICE: 'sales-order', PACKING_SLIP: 'sales-order', CREDIT_NOTE: 'return', PURCHASE_ORDER: 'purchase-order' };

interface AccountDetails { name: string; currency: string; address: DocumentAddress | null; vat_number: string | null }

/**
 * The account's own details as printed on its documents, from General Settings first (trading name, VAT number,
 * business address); where a setting is empty: the account's name, the VAT number issued by an approved VAT
 * registration in the account's country, and the default location's address (where the business ships from).
 */
export async function accountDetails(knex: Knex, accountId: string): Promise<AccountDetails> {
  const account = await knex('accounts').where({ id: accountId }).first('name', 'currency', 'country');
  const settings = await knex('general_settings').where({ account_id: accountId }).first('trading_name', 'vat_number', 'business_address');
  const location = await knex('locations').where({ account_id: accountId, is_default: true }).first('name', 'address');
  const vat = settings?.vat_number ? undefined : await knex('tax_compliance_applications')
    .where({ account_id: accountId, scheme: 'VAT', status: 'APPROVED', country: account?.country ?? '' })
    .whereNotNull('issued_number').orderBy('updated_at', 'desc').first('issued_number');
  const stored = settings?.business_address ?? location?.address;
  // {{account.name}} prints the business name: the address carries no name of its own.
  const address = stored ? json<DocumentAddress>(stored) : null;
  return {
    name: String(settings?.trading_name || account?.name || ''),
    currency: String(account?.currency ?? 'GBP'),
    address,
    vat_number: settings?.vat_number || vat?.issued_number || null,
  };
}

const num = (v: unknown) => Number(v ?? 0);

function orderLine(l: Row): DocumentLine {
  return { sku: String(l.sku ?? ''), description: String(l.description ?? ''), quantity: num(l.quantity), unit_price: num(l.unit_price), tax_rate: l.tax_rate === null || l.tax_rate === undefined ? null : Number(l.tax_rate), net: num(l.net), tax: num(l.tax), gross: num(l.gross), vat_reason: (l.vat_reason as string | null) ?? null };
}

const common = (account: AccountDetails, currency: string) => ({
  'account.name': account.name, 'account.address': account.address, 'account.vat_number': account.vat_number, 'account.logo_url': null,
  today: today(), page: '1', pages: '1', currency,
});

async function customerEmail(knex: Knex, accountId: string, customerId: unknown): Promise<string | null> {
  if (!isUuid(customerId)) return null;
  return (await knex('relationships').where({ account_id: accountId, id: customerId }).first('email'))?.email ?? null;
}

async function salesOrderDocument(knex: Knex, type: TemplateType, order: Row, account: AccountDetails): Promise<DocumentData> {
  const accountId = String(order.account_id);
  const currency = String(order.currency);
  const lines = ((order.lines as Row[]) ?? []).map(orderLine);
  const values: DocumentData['values'] = {
    ...common(account, currency),
    'order.number': order.number as string, 'order.date': dateText(order.order_date), 'order.channel_order_ref': (order.channel_order_ref as string) ?? null,
    'customer.name': (order.customer_name as string) ?? null, 'customer.email': await customerEmail(knex, accountId, order.customer_id),
    bill_to: json<DocumentAddress | null>(order.bill_to), ship_to: json<DocumentAddress | null>(order.ship_to),
  };
  let shipping: DocumentData['shipping'] = null;
  if (type === 'INVOICE') {
    // Sellyard invoices a sales order under the order's own number and date.
    const method = isUuid(order.payment_method_id) ? await knex('payment_methods').where({ account_id: accountId, id: order.payment_method_id }).first('name') : undefined;
    const charged = await orderShipping(knex, order, (order.lines as Row[]) ?? []);
    shipping = { rate: charged.rate, net: charged.gross - charged.tax, tax: charged.tax, vat_reason: (order.shipping_vat_reason as string | null) ?? null };
    Object.assign(values, {
      'invoice.number': order.number, 'invoice.date': dateText(order.order_date), payment_method: method?.name ?? null,
      subtotal: num(order.subtotal), discount_total: num(order.discount_total), shipping_total: num(order.shipping_total), tax_total: num(order.tax_total), total: num(order.total),
    });
  } else {
    const shipment = await knex('shipments').where({ account_id: accountId, order_id: order.id }).whereNot('status', 'CANCELLED').orderBy('created_at', 'desc').first('carrier', 'service', 'tracking_number');
    Object.assign(values, { shipping_method: shipment ? [shipment.carrier, shipment.service].filter(Boolean).join(', ') : null, 'shipment.tracking_number': shipment?.tracking_number ?? null, notes: (order.notes as string) ?? null });
  }
  return { type, currency, values, lines, shipping };
}

/**
 * A return as a credit note: each returned line priced pro rata from the order line it returns, scaled to what is
 * credited, and a Shipping line for refunded shipping, so the lines add up to the amount credited (the same split
 * as the VAT return's, checks/money.ts refundParts).
 */
async function creditNoteDocument(knex: Knex, ret: Row, account: AccountDetails): Promise<DocumentData> {
  const accountId = String(ret.account_id);
  const currency = String(ret.currency);
  const order = await knex('sales_orders').where({ account_id: accountId, id: ret.order_id }).first('number', 'order_date', 'channel_order_ref', 'bill_to', 'ship_to', 'total', 'tax_total', 'shipping_tax_id', 'shipping_vat_rate', 'shipping_vat_reason');
  const returned = (ret.lines as Row[]) ?? [];
  const orderLines: Row[] = order ? await knex('sales_order_lines').where({ account_id: accountId, sales_order_id: ret.order_id }).orderBy('position') : [];
  const goods = returnedGoods(orderLines, returned.filter((l) => isUuid(l.order_line_id)));
  const refund = num(ret.refund_amount);
  // Until the refund is set, the credit note shows the goods at what they were sold for.
  const parts = refund > 0 && order ? refundParts(refund, goods, await orderShipping(knex, { ...order, account_id: accountId }, orderLines)) : goods;
  const lines = parts.map((part, i): DocumentLine => {
    const source = goods[i];
    const net = part.gross - part.tax;
    // A credit note follows its order's VAT treatment (VAT Notice 700, 18.2): the reasons are the order's.
    if (!source) return { sku: '', description: 'Shipping', quantity: 1, unit_price: net, tax_rate: part.rate, net, tax: part.tax, gross: part.gross, vat_reason: (order?.shipping_vat_reason as string | null) ?? null };
    const returnLine = returned.find((l) => l.order_line_id === source.line.id);
    return {
      sku: String(returnLine?.sku ?? source.line.sku ?? ''), description: String(returnLine?.description ?? source.line.description ?? ''), quantity: source.qty,
      unit_price: num(source.line.unit_price), tax_rate: source.line.tax_rate === null || source.line.tax_rate === undefined ? null : Number(source.line.tax_rate), net, tax: part.tax, gross: part.gross,
      vat_reason: (source.line.vat_reason as string | null) ?? null,
    };
  });
  const reasons = [...new Set(returned.map((l) => l.reason).filter((r): r is string => typeof r === 'string' && r.trim() !== ''))];
  return {
    type: 'CREDIT_NOTE', currency, lines,
    values: {
      ...common(account, currency),
      'order.number': (ret.order_number as string) ?? order?.number ?? null, 'order.date': dateText(order?.order_date), 'order.channel_order_ref': order?.channel_order_ref ?? null,
      'customer.name': (ret.customer_name as string) ?? null, 'customer.email': await customerEmail(knex, accountId, ret.customer_id),
      bill_to: json<DocumentAddress | null>(order?.bill_to ?? null), ship_to: json<DocumentAddress | null>(order?.ship_to ?? null),
      // A credit note carries its return's number; it is dated when the refund was made (today until then).
      'credit_note.number': ret.rma_number as string, 'credit_note.date': dateText(ret.refunded_at) ?? today(), 'return.rma_number': ret.rma_number as string,
      reason: reasons.join('; ') || null,
      subtotal: lines.reduce((s, l) => s + l.net, 0), tax_total: lines.reduce((s, l) => s + l.tax, 0), total: lines.reduce((s, l) => s + l.gross, 0),
    },
  };
}

async function purchaseOrderDocument(knex: Knex, po: Row, account: AccountDetails): Promise<DocumentData> {
  const accountId = String(po.account_id);
  const currency = String(po.currency);
  const supplier = isUuid(po.supplier_id) ? await knex('relationships').where({ account_id: accountId, id: po.supplier_id }).first('name', 'company', 'addresses') : undefined;
  const addresses = json<Array<DocumentAddress & { kind?: string; is_default?: boolean }>>(supplier?.addresses ?? []) ?? [];
  const billing = addresses.filter((a) => a.kind !== 'SHIPPING');
  const address = billing.find((a) => a.is_default) ?? billing[0] ?? addresses[0] ?? null;
  const lines = ((po.lines as Row[]) ?? []).map((l): DocumentLine => ({ ...orderLine({ ...l, quantity: l.qty_ordered, unit_price: l.unit_cost }), supplier_sku: (l.supplier_sku as string) ?? null }));
  return {
    type: 'PURCHASE_ORDER', currency, lines,
    values: {
      ...common(account, currency),
      'purchase_order.number': po.number as string, 'purchase_order.date': dateText(po.order_date), 'supplier.name': (po.supplier_name as string) ?? supplier?.name ?? null,
      'supplier.address': address ? { company: supplier?.company ?? supplier?.name, ...address } : null, supplier_ref: (po.supplier_ref as string) ?? null,
      deliver_to: json<DocumentAddress | null>(po.deliver_to ?? null), expected_date: dateText(po.expected_date),
      subtotal: num(po.subtotal), tax_total: num(po.tax_total), total: num(po.total),
    },
  };
}

/** The document of a record, read with the caller's rights (403 without them, 404 outside the account). */
export async function recordDocument(knex: Knex, service: ResourceService, actor: Actor, entity: EntityModel, type: TemplateType, recordId: string, accountId: string): Promise<{ record: Row; data: DocumentData }> {
  if (!isUuid(recordId)) fail('not_found', `No ${entity.title.toLowerCase()} with id ${String(recordId).slice(0, 60)}.`);
  const record = await service.get(actor, entity, recordId);
  // An admin reads every account, but a template prints only its own account's records.
  if (String(record.account_id) !== accountId) fail('not_found', `No ${entity.title.toLowerCase()} with id ${recordId}.`);
  const account = await accountDetails(knex, accountId);
  const data = type === 'CREDIT_NOTE' ? await creditNoteDocument(knex, record, account)
    : type === 'PURCHASE_ORDER' ? await purchaseOrderDocument(knex, record, account)
      : await salesOrderDocument(knex, type, record, account);
  return { record, data };
}

/** The id of the account's newest record of `entity` that the caller may read, if any. */
async function latestReadable(knex: Knex, service: ResourceService, actor: Actor, entity: EntityModel): Promise<string | undefined> {
  const scope = service.scope(actor, 'read', entity);
  if (scope.where === 'none') return undefined;
  const query = knex(entity.table).where('account_id', actor.accountId);
  if (scope.where !== 'all') query.whereRaw(scope.where.sql, scope.where.bindings as Knex.RawBinding[]);
  return (await query.orderBy('created_at', 'desc').orderBy('id', 'desc').first('id'))?.id;
}

export const recordLabel = (record: Row) => String(record.number ?? record.rma_number ?? record.id);

/** A single query parameter (the first, when repeated). */
function queryText(value: unknown): string | undefined {
  return Array.isArray(value) ? String(value[0]) : value === undefined ? undefined : String(value);
}

export const templateDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/templates/preview-data', tag: 'Template', summary: 'Data to preview a template with',
    description: "The account's latest readable record of the document type (`source: 'record'`), or clearly labelled sample data (`source: 'sample'`), with the placeholder catalogue of the type.",
    query: { type: { description: 'INVOICE, PACKING_SLIP, CREDIT_NOTE or PURCHASE_ORDER.', required: true }, record: { description: 'A record id to preview with instead of the latest.' } },
    responses: { 200: { description: '`{ source, reason?, record, data, placeholders }`', schema: { type: 'object' } } },
    problems: [400, 403, 404],
  },
  {
    method: 'get', path: '/api/templates/:id/render', tag: 'Template', summary: 'Render a template with a real record (print preview)',
    description: 'A whole, sanitized HTML page sized for the template\'s paper; every value is HTML-escaped. Sent with `Content-Security-Policy: sandbox`.',
    query: { record: { description: 'The id of a record of the template\'s type (an order, a return, a purchase order).', required: true } },
    responses: { 200: { description: 'The rendered page.', contentType: 'text/html', schema: { type: 'string' } } },
    problems: [400, 403, 404],
  },
];

export function templateRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  const templates = model.entities.find((e) => e.name === 'template');
  if (!templates) return;
  const sourceOf = (type: TemplateType) => model.entities.find((e) => e.name === SOURCE[type]);

  router.get('/api/templates/preview-data', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!actor.ability.can('read', templates.resource!)) fail('forbidden', `Your role may not read ${templates.resource}.`, [], { action: 'read', resource: templates.resource });
    const type = queryText(ctx.query.type);
    if (!isTemplateType(type)) return fail('bad_query', `type: must be one of ${TEMPLATE_TYPES.join(', ')}.`, [{ pointer: '/type', message: `must be one of ${TEMPLATE_TYPES.join(', ')}` }]);
    const entity = sourceOf(type);
    const recordParam = queryText(ctx.query.record);
    const recordId = recordParam ?? (entity && actor.ability.can('read', entity.resource!) ? await latestReadable(knex, service, actor, entity) : undefined);
    if (entity && recordId) {
      const { record, data } = await recordDocument(knex, service, actor, entity, type, recordId, actor.accountId);
      ctx.body = { source: 'record', record: { id: record.id, label: recordLabel(record), resource: entity.resource }, data, placeholders: PLACEHOLDER_CATALOGUE[type] };
      return;
    }
    const account = await accountDetails(knex, actor.accountId);
    const why = entity && !actor.ability.can('read', entity.resource!) ? 'forbidden' : 'none';
    ctx.body = { source: 'sample', reason: why, record: null, data: sampleDocument(type, account, today()), placeholders: PLACEHOLDER_CATALOGUE[type] };
  });

  router.get('/api/templates/:id/render', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!isUuid(ctx.params.id)) fail('not_found', `No template with id ${String(ctx.params.id).slice(0, 60)}.`);
    const template = await service.get(actor, templates, ctx.params.id);
    const recordId = queryText(ctx.query.record);
    if (!recordId) return fail('bad_query', 'record: name the record to print, as ?record=<id>.', [{ pointer: '/record', message: 'is required' }]);
    if (!isUuid(recordId)) return fail('bad_query', 'record: must be a record id (a uuid).', [{ pointer: '/record', message: 'must be a uuid' }]);
    const type = String(template.type) as TemplateType;
    const entity = sourceOf(type);
    if (!entity) return fail('not_found', `This Sellyard has no ${SOURCE[type]} records to print.`);
    const { record, data } = await recordDocument(knex, service, actor, entity, type, recordId, String(template.account_id));
    const body = sanitizeHtml(renderTemplate(String(template.body), data), SANITIZE_RENDERED);
    ctx.type = 'text/html; charset=utf-8';
    // Belt and braces: even opened on its own, the document may run nothing and load only images.
    ctx.set('Content-Security-Policy', "sandbox; default-src 'none'; img-src https: data:; style-src 'unsafe-inline'");
    ctx.body = documentPage(body, { title: `${template.name} – ${recordLabel(record)}`, paper_size: String(template.paper_size ?? 'A4'), orientation: String(template.orientation ?? 'PORTRAIT') });
  });
}
