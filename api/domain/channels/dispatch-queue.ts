/** Queues the dispatch of a marketplace order's shipment (the handler is dispatch.ts). */
import type { Knex } from 'knex';
import { enqueueJob } from '../../jobs/index.ts';
import type { Row } from '../../crud/repository.ts';
import { CHANNEL_RETRY } from './pushes.ts';

/** Called as a shipment ships (inside its transaction). */
export async function enqueueDispatch(trx: Knex, order: Row, shipmentId: string): Promise<void> {
  if (!order.sales_channel_id || !order.channel_order_ref) return;
  await enqueueJob(trx, { kind: 'channel.send-shipment', accountId: String(order.account_id), payload: { shipment_id: shipmentId }, singletonKey: `channel.send-shipment:${shipmentId}`, ...CHANNEL_RETRY });
}

