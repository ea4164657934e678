/**
 * The marketplace order import as it was before its batch path (one order at a time through the generic service:
 * customer matched or created, create, submit, pay with its rules and allocation, hold when a SKU is unknown),
 * kept as the oracle the batch path is compared with (tests/api/channel-order-import.test.ts) and as the "before"
 * of `bench/channels.ts`. `service` works within `trx`.
 */
import type { Knex } from 'knex';
import type { Actor } from '../../api/crud/actor.ts';
import type { Row } from '../../api/crud/repository.ts';
import type { ResourceService } from '../../api/crud/service.ts';
import type { ChannelOrder } from '../../api/channels/index.ts';
import { entityNamed } from '../../api/domain/channels/system-actor.ts';
import { cancelReasonOf } from '../../api/domain/channels/order-import.ts';

export async function importOneByOne(trx: Knex.Transaction, service: ResourceService, actor: Actor, channel: Row, orders: ChannelOrder[]): Promise<void> {
  const accountId = String(channel.account_id);
  const salesOrders = entityNamed('sales-order');
  const compact = (postcode: unknown) => String(postcode ?? '').replace(/\s+/g, '').toUpperCase();
  const addressOf = (order: ChannelOrder): Row => {
    const a = order.shippingAddress;
    const address: Row = { name: a.name, line1: a.line1, line2: a.line2, city: a.city, region: a.region, postcode: a.postcode, country: a.country, phone: a.phone };
    for (const key of Object.keys(address)) if (address[key] === null || address[key] === undefined || address[key] === '') delete address[key];
    return address;
  };
  for (const order of orders) {
    const existing = await trx('sales_orders').where({ account_id: accountId, sales_channel_id: channel.id, channel_order_ref: order.orderRef }).first('id', 'status');
    if (existing) {
      if (order.cancelled && ['DRAFT', 'AWAITING_PAYMENT', 'PAID', 'ON_HOLD'].includes(existing.status)) await service.transition(actor, salesOrders, existing.id, 'cancel', cancelReasonOf(channel, order));
      else if (order.paid && existing.status === 'AWAITING_PAYMENT') await service.transition(actor, salesOrders, existing.id, 'pay', {});
      continue;
    }
    if (order.cancelled) continue;
    const products = new Map<string, string>();
    const wanted = order.lines.map((l) => l.sku.toLowerCase());
    for (const row of await trx('listings').where({ account_id: accountId, sales_channel_id: channel.id }).whereRaw('lower(sku) = any(?)', [wanted]).select('sku', 'product_id')) products.set(row.sku.toLowerCase(), row.product_id);
    for (const row of await trx('products').where({ account_id: accountId }).whereRaw('lower(sku) = any(?)', [wanted.filter((s) => !products.has(s))]).select('sku', 'id')) products.set(row.sku.toLowerCase(), row.id);
    const known = order.lines.filter((l) => products.has(l.sku.toLowerCase()));
    const unknown = order.lines.filter((l) => !products.has(l.sku.toLowerCase()));
    if (!known.length) continue;
    const customers = () => trx('relationships').where({ account_id: accountId, type: 'CUSTOMER' });
    let customerId = order.buyer.email ? (await customers().whereRaw('lower(email) = lower(?)', [order.buyer.email]).orderBy('created_at').first('id'))?.id : undefined;
    if (!customerId && compact(order.shippingAddress.postcode)) {
      customerId = (await customers().whereRaw('lower(name) = lower(?)', [order.buyer.name])
        .whereRaw(`exists (select 1 from jsonb_array_elements(addresses) a where upper(replace(a->>'postcode', ' ', '')) = ?)`, [compact(order.shippingAddress.postcode)])
        .orderBy('created_at').first('id'))?.id;
    }
    customerId ??= (await service.create(actor, entityNamed('relationship'), { type: 'CUSTOMER', name: order.buyer.name.slice(0, 120) || 'Marketplace buyer', email: order.buyer.email, currency: order.currency, addresses: [{ ...addressOf(order), kind: 'BOTH', is_default: true }] })).id;
    const address = addressOf(order);
    const created = await service.create(actor, salesOrders, {
      customer_id: customerId, sales_channel_id: channel.id, channel_order_ref: order.orderRef, order_date: order.placedAt.slice(0, 10), currency: order.currency,
      price_mode: 'INCLUSIVE', ship_to: address, bill_to: address, shipping_charge: order.shippingPrice,
      lines: known.map((l) => ({ product_id: products.get(l.sku.toLowerCase()), quantity: l.quantity, unit_price: l.unitPrice, description: l.title.slice(0, 255) })),
    });
    const id = String(created.id);
    await trx('sales_orders').where({ account_id: accountId, id }).update({
      // The channel's order prefix in place of the usual one (AMZ-000124), as the import numbers its orders.
      ...(channel.order_prefix ? { number: trx.raw(`? || substr(number, ?)`, [String(channel.order_prefix), 'SO-'.length + 1]) } : {}),
      channel_lines: JSON.stringify(order.lines.map((l) => ({ line_ref: l.lineRef, sku: l.sku, quantity: l.quantity }))),
      channel_order_url: order.url && /^https?:\/\//.test(order.url) ? order.url.slice(0, 500) : null,
    });
    await service.transition(actor, salesOrders, id, 'submit', {});
    if (order.paid) await service.transition(actor, salesOrders, id, 'pay', {});
    if (unknown.length) {
      const reason = `The marketplace order has ${unknown.map((l) => `${l.quantity} × ${l.sku} (${l.title})`).join(', ')}, which no listing or product of this channel matches: add the product or listing, then edit the order's lines and release it.`;
      const now = await trx('sales_orders').where({ account_id: accountId, id }).first('status');
      if (['DRAFT', 'AWAITING_PAYMENT', 'PAID'].includes(now.status)) await service.transition(actor, salesOrders, id, 'hold', {});
      await trx('sales_orders').where({ account_id: accountId, id }).update({ hold_reason: reason.slice(0, 2000) });
    }
  }
}
