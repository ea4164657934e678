/**
 * Dispatch: a shipment of a marketplace order that ships sends its carrier and tracking number to that
 * marketplace, per marketplace line (the order import kept the marketplace's line ids by SKU).
 */
import { registerJobHandler, type JobContext } from '../../jobs/index.ts';
import { carrierKeyOf, withChannel, type ChannelRow } from '../../channels/index.ts';
import type { Row } from '../../crud/repository.ts';
import { clearChannelError, handleChannelFailure } from './failures.ts';

const jsonOf = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? JSON.parse(value) : (value as T) ?? fallback);

async function sendShipment(job: JobContext): Promise<unknown> {
  const knex = job.knex;
  const shipment = await knex('shipments').where({ account_id: job.accountId, id: String(job.payload.shipment_id) }).first();
  if (!shipment) return { skipped: 'the shipment is gone' };
  const order = await knex('sales_orders').where({ account_id: job.accountId, id: shipment.order_id }).first();
  const channel = order?.sales_channel_id ? await knex('sales_channels').where({ account_id: job.accountId, id: order.sales_channel_id }).first() : null;
  if (!order || !channel || !order.channel_order_ref) return { skipped: 'not a marketplace order' };
  // The marketplace shipped it itself (FBA): it knows the tracking already.
  if (order.fulfilled_by === 'MARKETPLACE') return { skipped: 'fulfilled by the marketplace' };
  if (!shipment.tracking_number) return { skipped: 'the shipment has no tracking number to send' };
  if (channel.status !== 'CONNECTED') throw new Error(`the channel ${channel.name} is ${channel.status}: retry this job once it is connected again`);
  const marketplaceLines = jsonOf<Array<{ line_ref: string; sku: string; quantity: number }>>(order.channel_lines, []);
  const lines: Row[] = await knex('shipment_lines').where({ account_id: job.accountId, shipment_id: shipment.id }).orderBy('position');
  const sent = lines.flatMap((line) => {
    const match = marketplaceLines.find((m) => m.sku.toLowerCase() === String(line.sku).toLowerCase());
    return match ? [{ lineRef: match.line_ref, sku: match.sku, quantity: Number(line.qty) }] : [];
  });
  // Who delivers, as the marketplaces name carriers: the shipping carrier's `delivered_by`, else its name.
  const carrier = shipment.carrier_id ? await knex('shipping_carriers').where({ account_id: job.accountId, id: shipment.carrier_id }).first('name', 'delivered_by') : null;
  const carrierName = String(shipment.carrier ?? carrier?.name ?? 'Other');
  try {
    await withChannel(knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.sendShipment(ctx, {
      orderRef: String(order.channel_order_ref), carrier: carrierName, carrierKey: carrierKeyOf(carrier?.delivered_by, carrierName),
      // The shipment's number (SHP-000123 → 123): its own package on the marketplace, the same on every retry.
      packageRef: String(Number(String(shipment.number ?? '').replace(/\D/g, '')) || 1),
      trackingNumber: String(shipment.tracking_number),
      shippedAt: new Date(shipment.shipped_at ?? Date.now()).toISOString(), lines: sent,
    }));
    await clearChannelError(knex, channel, job.kind);
    return { order: order.channel_order_ref, tracking_number: shipment.tracking_number, lines: sent.length };
  } catch (error) {
    return handleChannelFailure(job, error, channel);
  }
}

// One shipment's tracking to one marketplace.
registerJobHandler('channel.send-shipment', sendShipment, { maxRunSeconds: 10 * 60 });
