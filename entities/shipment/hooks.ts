/**
 * The shipment hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/orders/shipments.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks, type EntityRecord } from '../../api/domain/hooks.ts';
import { json, defaultLocationId, failFields, resolveOrderLines, checkQuantities, refuseTransition, setOrderStatus } from '../../api/domain/shared/commerce.ts';
import type { FieldError } from '../../api/http/errors.ts';
import { AllocationLog } from '../../api/domain/orders/allocation-audit.ts';
import { consumeAllocation } from '../../api/domain/orders/allocation.ts';
import { recordStockMovement } from '../../api/domain/stock/movements.ts';
import { enqueueDispatch } from '../../api/domain/channels/dispatch-queue.ts';
import { resolveCarrier, type SalesOrderLineRow, stillToShip, type ShipmentRecord, SHIPPABLE, MOVES_ORDER } from '../../api/domain/orders/shipments.ts';

export const hooks = defineHooks('shipment', {
  async beforeWrite(shipment, { trx, existing, sent }) {
    const accountId = String(existing?.account_id ?? shipment.account_id);
    const order = await trx('sales_orders').where({ account_id: accountId, id: shipment.order_id })
      .first('id', 'number', 'status', 'customer_name', 'ship_to', 'fulfil_from_location_id', 'shipping_method_id');
    await resolveCarrier(trx, accountId, shipment, order, existing, sent);
    shipment.order_number = order.number;
    shipment.customer_name = order.customer_name ?? null;
    if (!existing && !shipment.ship_to && order.ship_to) shipment.ship_to = json(order.ship_to);
    shipment.location_id ??= order.fulfil_from_location_id ?? (await defaultLocationId(trx, accountId)) ?? null;
    if (!shipment.location_id) failFields([{ pointer: '/location_id', message: 'is required: the account has no location to ship from' }]);

    const orderLines: SalesOrderLineRow[] = await trx('sales_order_lines').where({ account_id: accountId, sales_order_id: order.id }).orderBy('position');
    if (!existing && !('lines' in sent)) {
      // A body without lines ships everything still open; a cancelled order has nothing open. The service gives the
      // new lines their ids, parent and positions when it writes them.
      shipment.lines = order.status === 'CANCELLED' ? [] : orderLines.filter((l) => stillToShip(l) > 0)
        .map((l) => ({ order_line_id: l.id, sku: l.sku, description: l.description, qty: stillToShip(l) })) as ShipmentRecord['lines'];
      return;
    }
    const lines = shipment.lines ?? [];
    const errors: FieldError[] = [];
    const resolved = resolveOrderLines(lines, orderLines, String(order.number), errors);
    if ('lines' in sent) {
      if (order.status === 'CANCELLED' && lines.length) errors.push({ pointer: '/order_id', message: `is cancelled (${order.number}): nothing can be shipped` });
      checkQuantities(lines, resolved, 'qty', stillToShip,
        (l, n) => `is more than the ${n} still to ship of ${l.sku} on ${order.number} (${l.quantity} ordered, ${l.shipped_qty} shipped)`, errors);
    }
    failFields(errors);
  },

  async beforeTransition(transition, shipment, { trx, actor }) {
    if (transition !== 'ship') return;
    const accountId = String(shipment.account_id);
    // Lock the order and its lines: two shipments of one order ship one after the other, never both over the top.
    const order = await trx('sales_orders').where({ account_id: accountId, id: shipment.order_id }).forUpdate().first();
    if (!SHIPPABLE.includes(String(order.status))) {
      refuseTransition(`Order ${order.number} is ${order.status}: only paid (or partly or already marked shipped) orders can be shipped.`, [], String(shipment.status));
    }
    const lines: Array<EntityRecord<'shipment-line'>> = await trx('shipment_lines').where({ account_id: accountId, shipment_id: shipment.id }).orderBy('position');
    if (!lines.length) refuseTransition('A shipment needs at least one line before it is shipped.', [{ pointer: '/lines', message: 'must have at least 1 item' }]);
    const orderLines: SalesOrderLineRow[] = await trx('sales_order_lines').where({ account_id: accountId, sales_order_id: order.id }).forUpdate();
    const errors: FieldError[] = [];
    const resolved = resolveOrderLines(lines, orderLines, String(order.number), errors);
    if (errors.length) refuseTransition(`Some lines are no longer on order ${order.number}: edit the shipment's lines.`, errors, String(shipment.status));
    checkQuantities(lines, resolved, 'qty', stillToShip,
      (l, n) => `is more than the ${n} still to ship of ${l.sku} on ${order.number}: another shipment went meanwhile`, errors);
    if (errors.length) refuseTransition('This shipment would ship more than was ordered.', errors, String(shipment.status));

    const log = new AllocationLog(actor, accountId, `shipment ${shipment.number ?? shipment.id}`);
    // Shipped by the marketplace from its own warehouse (Amazon FBA): that stock is the marketplace's count, read
    // from it (api/domain/fba/inventory.ts), which has taken the sale off already; no movement here.
    const byMarketplace = order.fulfilled_by === 'MARKETPLACE';
    for (const [i, line] of lines.entries()) {
      const orderLine = resolved.get(i)!;
      const qty = Number(line.qty);
      // A line found again by SKU (its order was edited) keeps the order line it was shipped from.
      await trx('shipment_lines').where({ account_id: accountId, id: line.id }).update({ order_line_id: orderLine.id });
      // Shipping consumes what the line had allocated at this location (and no more: the rest belongs to others).
      const released = await consumeAllocation(trx, accountId, orderLine, String(shipment.location_id), qty, log);
      const shippedBefore = Number(orderLine.shipped_qty);
      orderLine.shipped_qty = shippedBefore + qty;
      await trx('sales_order_lines').where({ account_id: accountId, id: orderLine.id }).update({ shipped_qty: orderLine.shipped_qty });
      log.line(orderLine, String(order.id), 'shipped_qty', shippedBefore, Number(orderLine.shipped_qty));
      if (byMarketplace) continue;
      // Takes the stock (409 naming the line when it is not there, unless the account allows negative stock).
      await recordStockMovement(trx, actor, {
        accountId, productId: String(orderLine.product_id), locationId: String(shipment.location_id), delta: -qty, allocatedDelta: -released,
        reason: 'SHIPMENT', reference: { type: 'shipments', id: String(shipment.id), label: String(shipment.number ?? order.number) },
        negative: 'account', pointer: `/lines/${i}/qty`, describe: String(orderLine.sku),
      });
    }
    await log.write(trx);
    const complete = orderLines.every((l) => Number(l.shipped_qty) >= Number(l.quantity));
    if (MOVES_ORDER.includes(String(order.status))) await setOrderStatus(trx, actor, order, complete ? 'SHIPPED' : 'PARTIALLY_SHIPPED', complete ? 'ship' : 'ship-partially');
    // A marketplace order: its marketplace gets the tracking number (a job, committed with the shipping).
    await enqueueDispatch(trx, order, String(shipment.id));
  },
});
