/**
 * Stock planning's endpoints (the Reorder screen):
 *   GET  /api/stock-planning                          sales velocity, cover, reorder point and suggestion per product
 *   POST /api/stock-planning/draft-purchase-orders    {lines: [{product_id, qty}]}: one DRAFT purchase order per supplier
 * The figures and their formulas are in stock-planning.ts; drafting in draft-purchase-orders.ts.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Actor } from '../../crud/actor.ts';
import type { ResourceService } from '../../crud/service.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { draftPurchaseOrders, MAX_DRAFT_LINES } from './draft-purchase-orders.ts';
import { DEFAULT_COVER_DAYS, MAX_COVER_DAYS, planningQuery, requirePlanner, stockPlan } from './stock-planning.ts';

const planRow = {
  type: 'object',
  properties: {
    product_id: { type: 'string', format: 'uuid' }, sku: { type: 'string' }, title: { type: 'string' },
    supplier_id: { type: ['string', 'null'], format: 'uuid' }, supplier_name: { type: ['string', 'null'], description: 'Only for those who may read suppliers.' },
    lead_time_days: { type: ['integer', 'null'], description: "The usual supplier's lead time; null (no supplier, or unknown) plans as 0." },
    sold_7: { type: 'integer' }, sold_30: { type: 'integer' }, sold_90: { type: 'integer' },
    velocity: { type: 'number', description: 'Units a day over the basis, to two decimals.' },
    available: { type: 'integer', description: 'On hand − allocated, over every location.' },
    incoming: { type: 'integer', description: 'On open (sent) purchase orders.' },
    on_draft: { type: 'integer', description: 'On DRAFT purchase orders: in no figure (not ordered yet), shown so a reorder is not drafted twice.' },
    minimum: { type: 'integer', description: "The sum of the product's stock levels' minimum levels." },
    days_of_cover: { type: ['integer', 'null'], description: 'Whole days available lasts at the velocity; null when nothing sells.' },
    reorder_point: { type: 'integer', description: '⌈velocity × lead time⌉ + minimum.' },
    suggested_qty: { type: 'integer', description: 'max(0, ⌈reorder point + velocity × cover days − available − incoming⌉).' },
    to_reorder: { type: 'boolean', description: 'available + incoming ≤ reorder point, and a suggestion above 0.' },
  },
};

export const planningDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/stock-planning', tag: 'Stock planning', summary: 'Sales velocity, days of cover, reorder point and suggested quantity per product',
    description: 'Per stock-tracked product of the account acted in (not parents of variants, not archived): units sold in the last 7, 30 and 90 days (today included; orders that are not drafts or cancelled), the daily velocity over the basis, available (on hand − allocated, all locations) and incoming stock, days of cover, the reorder point (⌈velocity × the usual supplier\'s lead time⌉ + the sum of the minimum levels) and the suggested quantity (enough to pass the reorder point and then cover `cover_days` more days of sales, less what is available and on its way). Products to reorder first, soonest out of stock first. Needs read on products and stock levels.',
    query: {
      basis: { description: 'Days the velocity is taken over: 7, 30 (default) or 90.', schema: { type: 'integer', enum: [7, 30, 90] } },
      cover_days: { description: `Days of sales a reorder should cover beyond the reorder point (1–${MAX_COVER_DAYS}, default ${DEFAULT_COVER_DAYS}).`, schema: { type: 'integer', minimum: 1, maximum: MAX_COVER_DAYS } },
      to_reorder: { description: '`true`: only products at or below their reorder point.', schema: { type: 'string', enum: ['true', 'false'] } },
      supplier_id: { description: 'Only products this supplier usually supplies.', schema: { type: 'string', format: 'uuid' } },
    },
    responses: { 200: { description: '`{basis, cover_days, today, since: {7, 30, 90}, rows[]}`', schema: { type: 'object', properties: { basis: { type: 'integer' }, cover_days: { type: 'integer' }, today: { type: 'string', format: 'date' }, since: { type: 'object' }, rows: { type: 'array', items: planRow } } } } },
    problems: [400, 403],
  },
  {
    method: 'post', path: '/api/stock-planning/draft-purchase-orders', tag: 'Stock planning', summary: 'Draft one purchase order per supplier from reorder lines',
    description: 'Makes one DRAFT purchase order per usual supplier of the products named, in one transaction, as `POST /api/purchase-orders` would (numbers, supplier snapshot, delivery location, tax and totals by the server). Unit cost: the supplier\'s last price for the product, else the product\'s cost price in the supplier\'s currency, else 0. A product of another account, named twice, or without a usual supplier is a 400 naming `/lines/<i>/product_id`, and nothing is drafted. Needs create on purchase orders. Send an `Idempotency-Key`: a retried click drafts nothing twice.',
    body: { schema: { type: 'object', required: ['lines'], additionalProperties: false, properties: { lines: { type: 'array', minItems: 1, maxItems: MAX_DRAFT_LINES, items: { type: 'object', required: ['product_id', 'qty'], additionalProperties: false, properties: { product_id: { type: 'string', format: 'uuid' }, qty: { type: 'integer', minimum: 1, maximum: 1000000 } } } } } } },
    responses: { 201: { description: 'The purchase orders drafted, by supplier name.', schema: { type: 'object', properties: { purchase_orders: { type: 'array', items: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, number: { type: 'string' }, supplier_id: { type: 'string', format: 'uuid' }, supplier_name: { type: 'string' }, currency: { type: 'string' }, lines: { type: 'integer' }, units: { type: 'integer' }, total: { type: 'integer' } } } } } } } },
    problems: [400, 403],
  },
];

export function planningRoutes(router: Router, knex: Knex, service: ResourceService): void {
  router.get('/api/stock-planning', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    requirePlanner(actor); // a refusal before the query's checks: a role that may not plan learns nothing more
    ctx.body = await stockPlan(knex, service, actor, planningQuery(ctx.query as Record<string, unknown>));
  });
  router.post('/api/stock-planning/draft-purchase-orders', async (ctx) => {
    const answer = await draftPurchaseOrders(knex, service, ctx.state.actor as Actor, ctx.request.body);
    ctx.status = 201;
    ctx.body = answer;
  });
}
