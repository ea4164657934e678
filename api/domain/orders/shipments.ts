/**
 * Shipment rules: the snapshot of the order (number, customer, ship-to), default lines (everything still to ship),
 * lines checked against the order, and shipping itself, which is the only step that changes the order: its lines'
 * `shipped_qty`, its status and, where stock levels exist, on-hand and allocation at the ship-from location. The
 * lines' shipped and allocated quantities are recorded in the audit log as the shipper's change of the order
 * (allocation-audit.ts), the stock levels' by their movements, the status by `setOrderStatus`.
 */
import type { EntityRecord, HookContext } from '../hooks.ts';

export type ShipmentRecord = EntityRecord<'shipment'>;
import { failFields, json } from '../shared/commerce.ts';

/** Orders a shipment may ship for. SHIPPED and COMPLETED orders were marked shipped by hand: their parcels are
 * still recorded (raising shipped_qty), without changing the order's status. */
export const SHIPPABLE = ['PAID', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED'];
export const MOVES_ORDER = ['PAID', 'PARTIALLY_SHIPPED'];

export type SalesOrderLineRow = EntityRecord<'sales-order-line'>;

export const stillToShip = (line: Pick<SalesOrderLineRow, 'quantity' | 'shipped_qty'>) => Number(line.quantity) - Number(line.shipped_qty ?? 0);

/**
 * The shipment's carrier: `carrier_id` and `service_code` (one of its services; the carrier's name fills
 * `carrier`), preselected from the order's shipping method when the body names no carrier at all; or a free-text
 * `carrier` for a parcel sent outside Sellyard. A bought label pins them until it is voided.
 */
export async function resolveCarrier(
  trx: HookContext['trx'], accountId: string, shipment: ShipmentRecord, order: Pick<EntityRecord<'sales-order'>, 'shipping_method_id'>,
  existing: ShipmentRecord | undefined, sent: Partial<ShipmentRecord>,
): Promise<void> {
  if (existing?.carrier_reference && (('carrier_id' in sent && sent.carrier_id !== existing.carrier_id) || ('service_code' in sent && sent.service_code !== existing.service_code))) {
    failFields([{ pointer: '/carrier_id', message: 'cannot change while a label is bought: void the label first' }]);
  }
  if (!existing && !shipment.carrier_id && !shipment.carrier && order.shipping_method_id) {
    const method = await trx('shipping_methods').where({ account_id: accountId, id: order.shipping_method_id }).first('carrier_id', 'service_code');
    if (method) Object.assign(shipment, { carrier_id: method.carrier_id, service_code: method.service_code });
  }
  if (shipment.carrier_id) {
    const carrier = await trx('shipping_carriers').where({ account_id: accountId, id: shipment.carrier_id }).first('name', 'services');
    if (!carrier) return failFields([{ pointer: '/carrier_id', message: 'is not one of your carriers' }]);
    shipment.carrier = carrier.name;
    const codes = (json<EntityRecord<'shipping-carrier'>['services']>(carrier.services) ?? []).map((s) => String(s.code));
    if (!shipment.service_code && codes.length) failFields([{ pointer: '/service_code', message: `is required: one of ${carrier.name}'s services (${codes.join(', ')})` }]);
    if (shipment.service_code && !codes.includes(String(shipment.service_code))) failFields([{ pointer: '/service_code', message: codes.length ? `must be one of ${carrier.name}'s services: ${codes.join(', ')}` : `cannot be set: ${carrier.name} has no services` }]);
  }
  // A shipment may still be planned without a carrier: buying a label asks for one (labels.ts).
}
