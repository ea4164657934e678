/**
 * Amazon orders fulfilled by Amazon (FulfillmentChannel AFN): Amazon ships them from its own warehouse, so they
 * come into Sellyard already shipped, from the channel's FBA location. They are paid, run the order rules (a rule
 * may pick which FBA location, or tag them; a hold means nothing for a parcel already gone), never allocate stock
 * and are never offered for shipping: the import records Amazon's shipment for every line at once. That shipment
 * takes no stock off the FBA location: the location's levels are Amazon's own count, read from the FBA Inventory
 * API (inventory.ts), which has already taken the sale off.
 */
import type { Knex } from 'knex';
import type { Actor } from '../../crud/actor.ts';
import type { Row } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import { entityNamed } from '../channels/system-actor.ts';
import { runOrderRulesMany } from '../orders/rules.ts';
import { fbaLocationOf } from './locations.ts';

/** The carrier an AFN shipment names: Amazon's network, whose tracking Amazon gives the buyer itself. */
export const AMAZON_FULFILMENT = 'Amazon (FBA)';

/**
 * Paid AFN orders just created by the import (`orders`, with their lines in `order.lines`): rules, the FBA
 * location, and Amazon's shipment of everything. Runs in the import's transaction.
 */
export async function shipFulfilledByAmazon(trx: Knex.Transaction, service: ResourceService, actor: Actor, channel: Row, orders: Row[]): Promise<void> {
  if (!orders.length) return;
  const accountId = String(channel.account_id);
  const fallback = await fbaLocationOf(trx, accountId, channel);
  const outcomes = await runOrderRulesMany(trx, accountId, orders);
  for (const [i, order] of orders.entries()) {
    const { changes, fired } = outcomes[i]!;
    const locationId = (changes.fulfil_from_location_id as string | undefined) ?? fallback;
    if (!locationId) throw new Error(`Amazon fulfilled order ${order.channel_order_ref}, but the account has no FBA location to record it against: add a location of type FBA`);
    await trx('sales_orders').where({ account_id: accountId, id: order.id }).update({
      fulfil_from_location_id: locationId, ...('tags' in changes ? { tags: JSON.stringify(changes.tags) } : {}),
      ...(changes.shipping_method_id ? { shipping_method_id: changes.shipping_method_id } : {}),
    });
    if (fired.length) {
      await trx('status_history').insert(fired.map((note, k) => ({
        account_id: accountId, resource: 'sales-orders', record_id: order.id, transition: 'rule', from_status: 'PAID', to_status: 'PAID',
        note: note.slice(0, 500), user_id: null, at: trx.raw(`clock_timestamp() + interval '${k + 1} microseconds'`),
      })));
    }
    order.fulfil_from_location_id = locationId;
    await recordAmazonShipment(service, actor, order, locationId);
  }
}

/** Amazon's shipment of every line of a paid AFN order: created and shipped (the order becomes SHIPPED). */
export async function recordAmazonShipment(service: ResourceService, actor: Actor, order: Row, locationId: string): Promise<void> {
  const shipments = entityNamed('shipment');
  const created = await service.create(actor, shipments, { order_id: order.id, location_id: locationId, carrier: AMAZON_FULFILMENT, notes: 'Shipped by Amazon from its fulfilment centre (FBA).' });
  await service.transition(actor, shipments, String(created.id), 'create-label', {});
  await service.transition(actor, shipments, String(created.id), 'ship', {});
}
