/** Queues the after-sale work of a marketplace order (the handlers are after-sale.ts), inside the causing transaction. */
import type { Knex } from 'knex';
import { enqueueJob } from '../../jobs/index.ts';
import type { Actor } from '../../crud/actor.ts';
import { CHANNEL_RETRY } from './pushes.ts';
import type { EntityRecord } from '../hooks.ts';

/** A return of a marketplace order was refunded: the refund goes to the marketplace (called in the transition's transaction). */
export async function enqueueMarketplaceRefund(trx: Knex, ret: Pick<EntityRecord<'return'>, 'id' | 'account_id' | 'order_id' | 'rma_number'>): Promise<void> {
  const order = await trx('sales_orders').where({ account_id: ret.account_id, id: ret.order_id }).first('sales_channel_id', 'channel_order_ref', 'number');
  if (!order?.sales_channel_id || !order.channel_order_ref) return;
  await trx('returns').where({ account_id: ret.account_id, id: ret.id }).update({ channel_refund_status: 'QUEUED', version: trx.raw('version + 1') });
  await enqueueJob(trx, {
    kind: 'channel.issue-refund', accountId: String(ret.account_id), payload: { return_id: String(ret.id) }, singletonKey: `channel.issue-refund:${ret.id}`,
    cause: `return ${ret.rma_number} of order ${order.number} refunded`, ...CHANNEL_RETRY,
  });
}

/**
 * A marketplace order was cancelled in Sellyard (not by the import): the cancellation goes to the marketplace. The
 * import sends one back only for a buyer's request the marketplace leaves to the seller (`buyerRequested`: Amazon).
 */
export async function enqueueMarketplaceCancel(
  trx: Knex, order: Pick<EntityRecord<'sales-order'>, 'id' | 'account_id' | 'number' | 'sales_channel_id' | 'channel_order_ref'>, actor: Actor,
  options: { buyerRequested?: boolean } = {},
): Promise<void> {
  if (!order.sales_channel_id || !order.channel_order_ref) return;
  // The import cancels what the marketplace cancelled: nothing to send back.
  if (actor.system?.job === 'channel.import-orders' && !options.buyerRequested) return;
  await enqueueJob(trx, {
    kind: 'channel.cancel-order', accountId: String(order.account_id), payload: { order_id: String(order.id), ...(options.buyerRequested ? { buyer_requested: true } : {}) },
    singletonKey: `channel.cancel-order:${order.id}`, cause: `order ${order.number ?? order.channel_order_ref} cancelled${options.buyerRequested ? ' at the buyer\'s request' : ''}`, ...CHANNEL_RETRY,
  });
}
