/**
 * `POST /api/purchase-orders/:id/receive` with `{lines: [{line_id, qty}], location_id?, version?}`: books what
 * arrived against a SENT or PARTIALLY_RECEIVED purchase order. A generic transition takes no body, so receiving a
 * chosen quantity per line is this route; it keeps the generic rules: `update` permission (403), the record in
 * the caller's scope (404), the version when sent (409), an illegal state (409 listing the allowed transitions),
 * and status history. Over-receipt is a 400 naming the line.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail, type FieldError } from '../../http/errors.ts';
import { allowedTransitions } from '../../../checks/index.ts';
import { failFields } from '../shared/commerce.ts';
import { markReceived, receiveLines, type Receipt } from './purchasing.ts';
import { recordFields, type EntityRecord } from '../hooks.ts';

/** A request body before it is checked, field by field: any JSON object. */
type UncheckedBody = Record<string, unknown>;
import type { RouteDoc } from '../../http/route-docs.ts';

const RECEIVABLE = ['SENT', 'PARTIALLY_RECEIVED'];

/** The body, checked field by field (there is no schema for a route's body). */
function parseBody(body: unknown): { receipts: Receipt[]; locationId?: string; version?: number } {
  const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as UncheckedBody;
  const errors: FieldError[] = [];
  for (const key of Object.keys(b)) if (!['lines', 'location_id', 'version'].includes(key)) errors.push({ pointer: `/${key}`, message: 'is not a known field' });
  if (!Array.isArray(b.lines) || b.lines.length === 0) errors.push({ pointer: '/lines', message: 'must list at least one line: [{line_id, qty}]' });
  const receipts: Receipt[] = [];
  (Array.isArray(b.lines) ? b.lines : []).slice(0, 500).forEach((line: UncheckedBody, i: number) => {
    if (!isUuid(line?.line_id)) errors.push({ pointer: `/lines/${i}/line_id`, message: 'must be the id of a line of the purchase order' });
    if (!Number.isSafeInteger(line?.qty) || Number(line.qty) < 1) errors.push({ pointer: `/lines/${i}/qty`, message: 'must be a whole number of at least 1' });
    receipts.push({ line_id: String(line?.line_id), qty: Number(line?.qty) });
  });
  if (b.location_id !== undefined && b.location_id !== null && !isUuid(b.location_id)) errors.push({ pointer: '/location_id', message: 'must be a location id' });
  if (b.version !== undefined && !Number.isSafeInteger(b.version)) errors.push({ pointer: '/version', message: 'must be a whole number' });
  failFields(errors);
  return { receipts, locationId: (b.location_id as string | null) ?? undefined, version: b.version as number | undefined };
}

/**
 * Receives against purchase order `id` as `actor`, in its own transaction on `db` (a savepoint when `db` is one):
 * the route below, and the demo seed.
 */
export async function receivePurchaseOrder(db: Knex, service: ResourceService, model: Model, actor: Actor, id: string, body: unknown): ReturnType<ResourceService['get']> {
  const entity = model.entities.find((e) => e.name === 'purchase-order')!;
  if (!isUuid(id)) fail('not_found', `No purchase order with id ${String(id).slice(0, 60)}.`);
  if (!actor.ability.can('update', entity.resource!)) fail('forbidden', 'Your role may not update purchase-orders.', [], { action: 'update', resource: entity.resource });
  await db.transaction(async (trx) => {
    const scoped = (action: 'read' | 'update') => {
      const scope = service.scope(actor, action, entity);
      const query = trx(entity.table).where('id', id);
      if (scope.where === 'none') query.whereRaw('false');
      else if (scope.where !== 'all') query.whereRaw(scope.where.sql, scope.where.bindings as Knex.RawBinding[]);
      if (scope.accountId) query.where('account_id', scope.accountId);
      return query;
    };
    const po: EntityRecord<'purchase-order'> | undefined = await scoped('update').forUpdate().first();
    if (!po) {
      // Looked up on the same transaction: PGlite has one connection, and it is ours.
      if (await scoped('read').first('id')) fail('forbidden', 'Your role may not update this purchase order.');
      return fail('not_found', `No purchase order with id ${id}.`);
    }
    const { receipts, locationId, version } = parseBody(body);
    if (version !== undefined && po.version !== version) fail('version_conflict', 'This purchase order was changed by someone else; reload it.', [], { currentVersion: po.version });
    const status = String(po.status);
    if (!RECEIVABLE.includes(status)) {
      const allowed = allowedTransitions(entity.stateMachine!, recordFields(po)).map((t) => t.name);
      fail('illegal_transition', `Cannot receive a purchase order that is ${status}; allowed now: ${allowed.join(', ') || 'none'}.`, [], { currentStatus: status, allowed });
    }
    const accountId = String(po.account_id);
    if (locationId && !(await trx('locations').where({ account_id: accountId, id: locationId }).first('id'))) {
      failFields([{ pointer: '/location_id', message: 'refers to no location of this account' }]);
    }
    const lines: EntityRecord<'purchase-order-line'>[] = await trx('purchase_order_lines').where({ account_id: accountId, purchase_order_id: id }).orderBy('position').forUpdate();
    await markReceived(trx, actor, po, await receiveLines(trx, actor, po, lines, receipts, locationId ?? String(po.deliver_to_location_id)));
  });
  return service.get(actor, entity, id);
}

export const purchasingDocs: RouteDoc[] = [
  {
    method: 'post', path: '/api/purchase-orders/:id/receive', tag: 'PurchaseOrder', summary: 'Receive goods against a purchase order',
    description: 'Books received quantities per line into stock at the delivery location (or `location_id`); over-receipt is refused. Moves the order to PARTIALLY_RECEIVED or RECEIVED and records the history.',
    body: { schema: { type: 'object', required: ['lines'], additionalProperties: false, properties: { lines: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'object', required: ['line_id', 'qty'], properties: { line_id: { type: 'string', format: 'uuid' }, qty: { type: 'integer', minimum: 1 } } } }, location_id: { type: ['string', 'null'], format: 'uuid' }, version: { type: 'integer' } } } },
    responses: { 200: { description: 'The purchase order after receiving.', schema: { $ref: '#/components/schemas/PurchaseOrder' } } },
    problems: [400, 403, 404, 409],
  },
];

export function purchasingRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  if (!model.entities.some((e) => e.name === 'purchase-order')) return;
  router.post('/api/purchase-orders/:id/receive', async (ctx) => {
    ctx.body = await receivePurchaseOrder(knex, service, model, ctx.state.actor as Actor, ctx.params.id, ctx.request.body);
  });
}
