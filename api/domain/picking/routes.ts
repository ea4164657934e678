/**
 * Pick and pack: the pick list (a printed document, beside the others under /api/documents, registered before
 * `/api/documents/:kind` so `pick-list` is not taken for a template kind) and the pack screen's endpoints.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { orderIdsOf, pickList } from './pick-list.ts';
import { pickListHtml, pickListPdf } from './pick-list-document.ts';
import { packState, packUnit, unpack } from './pack.ts';

const packStateDoc = { description: '`{order_id, number, status, version, packed_at, packed_by, complete, lines[{id, product_id, sku, description, barcodes, quantity, shipped_qty, to_pack, packed, waiting}]}`.', schema: { type: 'object' } };

export const pickingDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/documents/pick-list', tag: 'Sales order', summary: 'The pick list of a selection of orders, or of every order to ship',
    description: 'What to take off the shelves, from where the orders\' stock is allocated: one row per product and location with the total and the orders it is for, sorted by location, bin and SKU. Without `ids`: every paid or partly shipped order that is not backordered (the To ship view). Needs read on sales orders and the Ship action\'s rights (create and update shipments).',
    query: {
      ids: { description: 'Comma-separated order ids (at most 500); none: every order to ship.' },
      format: { description: '`pdf`, `html` (default, the print page) or `json`.' },
      download: { description: '`1`: the PDF as an attachment rather than shown inline.' },
    },
    responses: { 200: { description: 'The pick list.', contentType: 'application/pdf', schema: { type: 'string' } } },
    problems: [400, 403, 404],
  },
  { method: 'get', path: '/api/sales-orders/:id/pack', tag: 'Sales order', summary: 'What an order has to pack and what is packed', responses: { 200: packStateDoc }, problems: [403, 404] },
  {
    method: 'post', path: '/api/sales-orders/:id/pack', tag: 'Sales order', summary: 'Pack one unit by its scanned barcode (GTIN/EAN) or SKU',
    description: 'Body `{code}`. Ticks one unit of the order line the code names. 422 `wrong_item` when no line has it ("5012345678900 is not on this order"), 409 `over_packed` when that line is all packed, 409 `not_packable` unless the order is paid or partly shipped. Send an `Idempotency-Key`: a retried scan packs nothing twice.',
    responses: { 200: packStateDoc }, problems: [400, 403, 404, 409, 422],
  },
  { method: 'post', path: '/api/sales-orders/:id/unpack', tag: 'Sales order', summary: 'Start packing the order again', responses: { 200: packStateDoc }, problems: [403, 404, 409] },
];

const orderId = (value: string | undefined): string => (value && isUuid(value) ? value : fail('not_found', 'No such sales order.'));

export function pickingRoutes(router: Router, knex: Knex, service: ResourceService): void {
  router.get('/api/documents/pick-list', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const format = String(ctx.query.format ?? 'html');
    if (!['html', 'pdf', 'json'].includes(format)) return fail('bad_query', 'format: must be html, pdf or json.', [{ pointer: '/format', message: 'must be html, pdf or json' }]);
    const ids = orderIdsOf(ctx.query.ids);
    const list = await pickList(knex, service, actor, ids);
    if (format === 'json') {
      ctx.body = list;
      return;
    }
    const title = ids.length ? `Pick list: ${list.orders.length + list.nothing_to_pick.length} selected ${ids.length === 1 ? 'order' : 'orders'}` : 'Pick list: orders to ship';
    const printedAt = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    if (format === 'pdf') {
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', `${ctx.query.download === '1' ? 'attachment' : 'inline'}; filename="pick-list.pdf"`);
      ctx.body = await pickListPdf(list, { title, printedAt });
      return;
    }
    ctx.type = 'text/html; charset=utf-8';
    // As the other print pages: the page may run nothing and load only images.
    ctx.set('Content-Security-Policy', "sandbox allow-modals; default-src 'none'; img-src https: data:; style-src 'unsafe-inline'");
    ctx.body = pickListHtml(list, { title, printedAt });
  });
  router.get('/api/sales-orders/:id/pack', async (ctx) => {
    ctx.body = await packState(knex, service, ctx.state.actor as Actor, orderId(ctx.params.id));
  });
  router.post('/api/sales-orders/:id/pack', async (ctx) => {
    ctx.body = await packUnit(knex, service, ctx.state.actor as Actor, orderId(ctx.params.id), ctx.request.body);
  });
  router.post('/api/sales-orders/:id/unpack', async (ctx) => {
    ctx.body = await unpack(knex, service, ctx.state.actor as Actor, orderId(ctx.params.id));
  });
}
