/**
 * Printing: `GET /api/documents/:kind?records=<id>,<id>&format=html|pdf` — invoices and packing slips of sales
 * orders, credit notes of returns, purchase orders — one record or a batch as ONE document (each record from a new
 * page). HTML is the account's default template of that type (browser print, sized by its paper CSS); PDF is drawn
 * on the server by pdfkit from the same figures (documents/pdf.ts). Each record is read with the caller's rights
 * (403 without read permission on the source entity, 404 for another account's record), so a batch prints all of
 * it or nothing.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import { documentPage, renderTemplate, TEMPLATE_TYPES, type TemplateType } from '../../../checks/template-render.ts';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { recordDocument, recordLabel, sanitizeRendered, SOURCE } from '../settings/templates.ts';
import { documentsPdf } from './pdf.ts';

/** URL names of the document types: `packing-slip` → PACKING_SLIP. */
export const DOCUMENT_KINDS: Record<string, TemplateType> = Object.fromEntries(TEMPLATE_TYPES.map((t) => [t.toLowerCase().replace(/_/g, '-'), t]));

/** At most this many records in one batch document. */
export const MAX_BATCH = 100;

/** Used when the account has no template of a type: the same blocks a designer starts from. */
const FALLBACK_BODY: Record<TemplateType, string> = {
  INVOICE: '<h1>Invoice {{invoice.number}}</h1><p>{{invoice.date}}</p><p><strong>{{account.name}}</strong><br>{{account.address}}</p><p><strong>Bill to</strong><br>{{bill_to}}</p>{{lines}}<p>Subtotal {{subtotal}}<br>Shipping {{shipping_total}}<br>VAT {{tax_total}}<br><strong>Total {{total}}</strong></p>{{tax_summary}}',
  PACKING_SLIP: '<h1>Packing slip {{order.number}}</h1><p>{{order.date}}</p><p><strong>Ship to</strong><br>{{ship_to}}</p>{{lines}}{{#notes}}<p>Notes: {{notes}}</p>{{/notes}}',
  CREDIT_NOTE: '<h1>Credit note {{credit_note.number}}</h1><p>{{credit_note.date}}</p><p><strong>{{account.name}}</strong></p><p><strong>Bill to</strong><br>{{bill_to}}</p>{{lines}}<p>Subtotal {{subtotal}}<br>VAT {{tax_total}}<br><strong>Amount credited {{total}}</strong></p>{{tax_summary}}',
  PURCHASE_ORDER: '<h1>Purchase order {{purchase_order.number}}</h1><p>{{purchase_order.date}}</p><p><strong>Supplier</strong><br>{{supplier.name}}<br>{{supplier.address}}</p>{{lines}}<p>Subtotal {{subtotal}}<br>VAT {{tax_total}}<br><strong>Total {{total}}</strong></p>',
};

const TITLES: Record<TemplateType, string> = { INVOICE: 'Invoice', PACKING_SLIP: 'Packing slip', CREDIT_NOTE: 'Credit note', PURCHASE_ORDER: 'Purchase order' };

function recordIdsOf(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  const ids = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length === 0) fail('bad_query', 'records: name the records to print, as ?records=<id>,<id>.', [{ pointer: '/records', message: 'is required' }]);
  if (ids.length > MAX_BATCH) fail('bad_query', `records: at most ${MAX_BATCH} in one document.`, [{ pointer: '/records', message: `must have at most ${MAX_BATCH} ids` }]);
  const bad = ids.find((id) => !isUuid(id));
  if (bad) fail('bad_query', `records: ${String(bad).slice(0, 60)} is not a record id.`, [{ pointer: '/records', message: 'must be record ids (uuids)' }]);
  return ids;
}

export const documentDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/documents/:kind', tag: 'Template', summary: 'Print documents: one record or a batch, as HTML or PDF',
    description: '`kind`: invoice, packing-slip (sales orders), credit-note (returns) or purchase-order. HTML uses the account\'s default template of the type (print CSS sized for its paper); PDF is made on the server from the same figures. Each record starts a new page.',
    query: {
      records: { description: 'Comma-separated record ids (at most 100).', required: true },
      format: { description: '`pdf` or `html` (default).' },
      download: { description: '`1`: as an attachment (PDF) rather than shown inline.' },
    },
    responses: { 200: { description: 'The document.', contentType: 'application/pdf', schema: { type: 'string' } } },
    problems: [400, 403, 404],
  },
];

export function documentRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  router.get('/api/documents/:kind', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const type = DOCUMENT_KINDS[ctx.params.kind];
    if (!type) return fail('not_found', `No document kind ${String(ctx.params.kind).slice(0, 40)}; there are ${Object.keys(DOCUMENT_KINDS).join(', ')}.`);
    const format = String(ctx.query.format ?? 'html');
    if (format !== 'html' && format !== 'pdf') return fail('bad_query', 'format: must be html or pdf.', [{ pointer: '/format', message: 'must be html or pdf' }]);
    const entity = model.entities.find((e) => e.name === SOURCE[type]);
    if (!entity?.resource) return fail('not_found', `This Sellyard has no ${SOURCE[type]} records to print.`);
    if (!actor.ability.can('read', entity.resource)) return fail('forbidden', `Your role may not read ${entity.resource}.`, [], { action: 'read', resource: entity.resource });
    const ids = recordIdsOf(ctx.query.records);
    const documents = [];
    for (const id of ids) documents.push(await recordDocument(knex, service, actor, entity, type, id, actor.accountId));
    const template = await knex('templates').where({ account_id: actor.accountId, type }).orderBy('is_default', 'desc').orderBy('name').first('body', 'paper_size', 'orientation');
    const paper = { paper_size: String(template?.paper_size ?? 'A4'), orientation: String(template?.orientation ?? 'PORTRAIT') };
    const label = documents.length === 1 ? recordLabel(documents[0].record) : `${documents.length} documents`;
    const title = `${TITLES[type]} ${label}`;
    if (format === 'pdf') {
      ctx.type = 'application/pdf';
      const file = `${TITLES[type].toLowerCase().replace(/ /g, '-')}-${label.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
      ctx.set('Content-Disposition', `${ctx.query.download === '1' ? 'attachment' : 'inline'}; filename="${file}"`);
      ctx.body = await documentsPdf(documents.map((d) => d.data), { title, ...paper });
      return;
    }
    const body = String(template?.body ?? FALLBACK_BODY[type]);
    const pages = documents.map((d) => `<section class="document">${sanitizeRendered(renderTemplate(body, d.data))}</section>`);
    ctx.type = 'text/html; charset=utf-8';
    // As the template render: the page may run nothing and load only images.
    ctx.set('Content-Security-Policy', "sandbox allow-modals; default-src 'none'; img-src https: data:; style-src 'unsafe-inline'");
    const page = documentPage(pages.join(''), { title, ...paper });
    // Each record from a new sheet when printed.
    ctx.body = page.replace('</style>', '.document{break-after:page}.document:last-child{break-after:auto}</style>');
  });
}
