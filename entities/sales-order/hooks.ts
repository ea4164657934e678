/**
 * The sales-order hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/orders/sales-orders.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks, untypedRow, untypedContext } from '../../api/domain/hooks.ts';
import { releaseBeforeEdit, allocateAfterEdit, afterOrderTransition, releaseBeforeDelete } from '../../api/domain/orders/paid-orders.ts';
import { ApiError, fail } from '../../api/http/errors.ts';
import { enqueueMarketplaceCancel } from '../../api/domain/channels/after-sale-queue.ts';
import { cancelAtWarehouses } from '../../api/domain/warehouses/cancel.ts';
import { completeOrder, lookupsFor } from '../../api/domain/orders/sales-orders.ts';

export const hooks = defineHooks('sales-order', {
  async beforeWrite(order, context) {
    const { trx, existing } = context;
    const accountId = String(existing?.account_id ?? order.account_id);
    completeOrder(untypedRow(order), existing && untypedRow(existing), await lookupsFor(trx, accountId, [untypedRow(order)]));
    await releaseBeforeEdit(untypedRow(order), untypedContext(context));
  },

  /** Orders created together (the marketplace import): the same, with the lookups of the whole batch. */
  async beforeWriteMany(orders, { trx, actor }) {
    const lookups = await lookupsFor(trx, actor.accountId, orders.map(untypedRow));
    orders.forEach((order, i) => {
      try {
        completeOrder(untypedRow(order), undefined, lookups);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        throw new ApiError(error.code, `Item ${i + 1}: ${error.detail ?? error.message}`, error.errors.map((e) => ({ ...e, pointer: `/${i}${e.pointer}` })), error.extra);
      }
    });
  },

  afterWrite: (order, context) => allocateAfterEdit(untypedRow(order), untypedContext(context)),

  async afterTransition(transition, order, context) {
    await afterOrderTransition(transition, untypedRow(order), untypedContext(context));
    // A marketplace order cancelled here is cancelled on the marketplace too (or a task says to do it there).
    if (transition === 'cancel') await enqueueMarketplaceCancel(context.trx, order, context.actor);
  },

  beforeDelete: (order, context) => releaseBeforeDelete(untypedRow(order), untypedContext(context)),

  async beforeTransition(transition, order, { trx, secrets }) {
    // Handed to a 3PL: cancelled there first; its refusal (already picked or shipped) keeps the order as it is.
    if (transition === 'cancel') await cancelAtWarehouses(trx, untypedRow(order), secrets);
    if (transition === 'submit') {
      const lines = await trx('sales_order_lines').where({ account_id: order.account_id, sales_order_id: order.id }).count<{ n: number }[]>({ n: '*' });
      if (!Number(lines[0].n)) fail('illegal_transition', 'An order needs at least one line before it is submitted.', [], { currentStatus: 'DRAFT', allowed: [] });
    }
  },
});
