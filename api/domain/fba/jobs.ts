/**
 * FBA's background work, on every worker:
 *
 *   fba.sync-inventory      (recurring, every 30 minutes) for each connected Amazon channel serving an FBA location:
 *                           Amazon's count of each SKU (FBA Inventory API, `fulfillableQuantity`) becomes the
 *                           location's on-hand through a COUNT movement (stock counted, "Amazon FBA inventory"), only
 *                           where it differs; SKUs match the channel's listings, else the catalogue; a SKU that
 *                           matches nothing is listed in the run's output. Stock that rose is offered to orders
 *                           waiting for it at that location (backorders).
 *   fba.fulfilment-orders   (recurring, every minute) Multi-Channel Fulfilment: a paid order the seller fulfils,
 *                           assigned to an FBA location and fully allocated there, is placed with Amazon
 *                           (createFulfillmentOrder, its number as the seller fulfilment order id); orders placed
 *                           are read back (getFulfillmentOrder) until Amazon is done, and each parcel Amazon shipped
 *                           becomes a shipment of the order with Amazon's carrier and tracking number, shipped (stock
 *                           taken off the FBA location, the order SHIPPED, tracking sent on to the order's marketplace
 *                           as for any shipment). Amazon's refusal is kept on the order (`fulfilment_status`) and the
 *                           order is not placed again until it is moved or its refusal cleared.
 *
 * Both are idempotent: a count sets what Amazon says; an order is placed once (looked up by its id before placing),
 * and a parcel becomes a shipment once (its tracking number is looked for first).
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { isChannelError, withChannel, type ChannelRow, type FulfilmentRequest, type FulfilmentState } from '../../channels/index.ts';
import type { Actor } from '../../crud/actor.ts';
import type { SecretBox } from '../../crypto/secrets.ts';
import type { Row } from '../../crud/repository.ts';
import { ResourceService } from '../../crud/service.ts';
import { registerRecurringJob, type JobContext } from '../../jobs/index.ts';
import { domainHooks } from '../index.ts';
import { entityNamed, systemActor } from '../channels/system-actor.ts';
import { enqueueBackorderRun } from '../orders/allocation-jobs.ts';
import { recordStockMovement } from '../stock/movements.ts';
import { amazonChannelFor, fbaLocationOf } from './locations.ts';

export const INVENTORY_EVERY_SECONDS = 30 * 60;
export const FULFILMENT_EVERY_SECONDS = 60;
/** Pages of Amazon's inventory one run reads per channel (50 SKUs a page). */
const MAX_PAGES = 200;

const jsonOf = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? JSON.parse(value) : (value as T) ?? fallback);

export interface InventoryOutcome { skus: number; counted: number; unmatched: string[] }

/** Reads Amazon's FBA stock for one Amazon channel into its FBA location. */
export async function syncFbaInventory(knex: Knex, secrets: SecretBox | undefined, channel: Row, origin: { job: string; jobId?: string }): Promise<InventoryOutcome> {
  const accountId = String(channel.account_id);
  const locationId = await fbaLocationOf(knex, accountId, channel);
  if (!locationId) return { skus: 0, counted: 0, unmatched: [] };
  const stock: Array<{ sku: string; fulfillable: number }> = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await withChannel(knex, secrets, channel as unknown as ChannelRow, (adapter, ctx) => {
      if (!adapter.warehouse) throw new Error(`${channel.type} channels have no warehouse of their own`);
      return adapter.warehouse.stock(ctx, cursor);
    });
    stock.push(...result.items);
    cursor = result.cursor;
    if (!result.more) break;
  }
  const skus = [...new Set(stock.map((s) => s.sku.toLowerCase()))];
  const products = new Map<string, string>();
  if (skus.length) {
    for (const row of await knex('listings').where({ account_id: accountId, sales_channel_id: channel.id }).whereRaw('lower(sku) = any(?)', [skus]).select('sku', 'product_id')) products.set(String(row.sku).toLowerCase(), String(row.product_id));
    const rest = skus.filter((s) => !products.has(s));
    if (rest.length) for (const row of await knex('products').where({ account_id: accountId }).whereRaw('lower(sku) = any(?)', [rest]).select('sku', 'id')) products.set(String(row.sku).toLowerCase(), String(row.id));
  }
  const actor = await systemActor(knex, accountId, { job: origin.job, ...(origin.jobId ? { jobId: origin.jobId } : {}), cause: `Amazon's FBA inventory on channel ${channel.name}` });
  let counted = 0;
  const unmatched: string[] = [];
  for (const item of stock) {
    const productId = products.get(item.sku.toLowerCase());
    if (!productId) { unmatched.push(item.sku); continue; }
    await knex.transaction(async (trx) => {
      const level = await trx('stock_levels').where({ account_id: accountId, product_id: productId, location_id: locationId }).first('on_hand');
      if (level && Number(level.on_hand) === item.fulfillable) return;
      await recordStockMovement(trx, actor, {
        accountId, productId, locationId, reason: 'COUNT', counted: item.fulfillable,
        reference: { type: 'sales-channels', id: String(channel.id), label: 'Amazon FBA inventory' }, note: `Amazon's fulfillable quantity of ${item.sku}`,
      });
      counted += 1;
      if (item.fulfillable > Number(level?.on_hand ?? 0)) await enqueueBackorderRun(trx, accountId, productId, locationId, `Amazon's FBA inventory of ${item.sku} rose`);
    });
  }
  return { skus: stock.length, counted, unmatched };
}

/** The speed Amazon is asked for: the order's shipping method's name says next day / express, else Standard. */
function speedOf(method: Row | undefined): FulfilmentRequest['speed'] {
  const name = `${method?.name ?? ''} ${method?.code ?? ''}`;
  if (/next[\s_-]*day|priority|24/i.test(name)) return 'Priority';
  if (/express|expedited|tracked/i.test(name)) return 'Expedited';
  return 'Standard';
}

/** Places one order with Amazon (once); answers what Amazon said, for `fulfilment_status`. */
async function placeOrder(knex: Knex, secrets: SecretBox | undefined, order: Row, channel: Row): Promise<string> {
  const accountId = String(order.account_id);
  const lines: Row[] = await knex('sales_order_lines').where({ account_id: accountId, sales_order_id: order.id }).orderBy('position');
  const method = order.shipping_method_id ? await knex('shipping_methods').where({ account_id: accountId, id: order.shipping_method_id }).first('name', 'code') : undefined;
  const address = jsonOf<Row>(order.ship_to, {});
  const request: FulfilmentRequest = {
    ref: String(order.number), displayRef: String(order.number), placedAt: new Date((order.paid_at ?? order.created_at) as string).toISOString(),
    comment: `Thank you for your order ${order.number}.`, speed: speedOf(method),
    address: { name: String(address.name ?? order.customer_name ?? ''), line1: String(address.line1 ?? ''), line2: (address.line2 as string) ?? null, city: String(address.city ?? ''), region: (address.region as string) ?? null, postcode: String(address.postcode ?? ''), country: String(address.country ?? 'GB'), phone: (address.phone as string) ?? null },
    lines: lines.filter((l) => Number(l.quantity) - Number(l.shipped_qty ?? 0) > 0).map((l) => ({ lineRef: String(l.id), sku: String(l.sku), quantity: Number(l.quantity) - Number(l.shipped_qty ?? 0) })),
  };
  await knex('sales_orders').where({ account_id: accountId, id: order.id }).update({ fulfilment_ref: request.ref, fulfilment_status: 'Sending to Amazon' });
  try {
    await withChannel(knex, secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.warehouse!.createFulfilmentOrder(ctx, request));
    return 'Received by Amazon';
  } catch (error) {
    if (isChannelError(error) && error.kind === 'validation') {
      // Amazon's no: kept on the order, not retried until the merchant moves it (its ref cleared with the status).
      await knex('sales_orders').where({ account_id: accountId, id: order.id }).update({ fulfilment_ref: null });
      return `Refused by Amazon: ${error.message}`.slice(0, 200);
    }
    throw error;
  }
}

/** Each parcel Amazon shipped and Sellyard has not recorded yet: a shipment, shipped. */
async function recordParcels(knex: Knex, service: ResourceService, actor: Actor, order: Row, state: FulfilmentState, locationId: string): Promise<number> {
  const accountId = String(order.account_id);
  const known = new Set((await knex('shipments').where({ account_id: accountId, order_id: order.id }).whereNotNull('tracking_number').pluck('tracking_number')).map(String));
  const orderLines: Row[] = await knex('sales_order_lines').where({ account_id: accountId, sales_order_id: order.id });
  const shipments = entityNamed('shipment');
  let recorded = 0;
  for (const parcel of state.parcels) {
    if (!parcel.trackingNumber || known.has(parcel.trackingNumber)) continue;
    const lines = parcel.lines.flatMap((l) => {
      const line = orderLines.find((o) => String(o.id) === l.lineRef) ?? orderLines.find((o) => String(o.sku).toLowerCase() === l.sku.toLowerCase());
      return line ? [{ order_line_id: line.id, sku: line.sku, qty: l.quantity }] : [];
    });
    if (!lines.length) continue;
    const created = await service.create(actor, shipments, {
      order_id: order.id, location_id: locationId, carrier: parcel.carrier, tracking_number: parcel.trackingNumber, lines,
      notes: `Shipped by Amazon Multi-Channel Fulfilment (${order.fulfilment_ref}).`,
    });
    await service.transition(actor, shipments, String(created.id), 'create-label', {});
    await service.transition(actor, shipments, String(created.id), 'ship', {});
    known.add(parcel.trackingNumber);
    recorded += 1;
  }
  return recorded;
}

export interface FulfilmentOutcome { placed: number; shipments: number; refused: number; errors: string[] }

/** One round of Multi-Channel Fulfilment for one account (or every account with `accountId` null). */
export async function runFulfilmentOrders(knex: Knex, secrets: SecretBox | undefined, accountId: string | null, origin: { job: string; jobId?: string }): Promise<FulfilmentOutcome> {
  const outcome: FulfilmentOutcome = { placed: 0, shipments: 0, refused: 0, errors: [] };
  const fba = knex('locations').where('type', 'FBA').select('id');
  const base = () => {
    const q = knex('sales_orders').where('fulfilled_by', 'SELLER').whereIn('fulfil_from_location_id', fba);
    if (accountId) q.where('account_id', accountId);
    return q;
  };
  // To place: paid, everything allocated at the FBA location (nothing backordered), not placed yet, not refused.
  const toPlace: Row[] = await base().whereIn('status', ['PAID', 'PARTIALLY_SHIPPED']).where('backordered', false).whereNull('fulfilment_ref')
    .where((q) => q.whereNull('fulfilment_status').orWhereNot('fulfilment_status', 'like', 'Refused by Amazon%')).orderBy('paid_at').limit(100);
  // To read back: placed, Amazon not done yet.
  const placed: Row[] = await base().whereNotNull('fulfilment_ref').whereIn('status', ['PAID', 'PARTIALLY_SHIPPED']).orderBy('updated_at').limit(200);
  const service = new ResourceService(knex, model, domainHooks, secrets);
  for (const order of [...toPlace, ...placed]) {
    const account = String(order.account_id);
    try {
      const channel = await amazonChannelFor(knex, account, String(order.fulfil_from_location_id));
      if (!channel) { outcome.errors.push(`${order.number}: no connected Amazon channel serves its FBA location`); continue; }
      if (toPlace.includes(order)) {
        const status = await placeOrder(knex, secrets, order, channel);
        await knex('sales_orders').where({ account_id: account, id: order.id }).update({ fulfilment_status: status });
        if (status.startsWith('Refused')) outcome.refused += 1; else outcome.placed += 1;
        continue;
      }
      const state = await withChannel(knex, secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.warehouse!.fulfilmentOrder(ctx, String(order.fulfilment_ref)));
      if (!state) {
        // Amazon has no such order (the call that placed it never arrived): place it again next round.
        await knex('sales_orders').where({ account_id: account, id: order.id }).update({ fulfilment_ref: null, fulfilment_status: null });
        continue;
      }
      const actor = await systemActor(knex, account, { job: origin.job, ...(origin.jobId ? { jobId: origin.jobId } : {}), cause: `Amazon Multi-Channel Fulfilment of ${order.number}` });
      outcome.shipments += await knex.transaction(async (trx) => recordParcels(trx, service.within(trx), actor, order, state, String(order.fulfil_from_location_id)));
      await knex('sales_orders').where({ account_id: account, id: order.id }).update({ fulfilment_status: `${state.status} at Amazon`.slice(0, 200) });
    } catch (error) {
      outcome.errors.push(`${order.number}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
    }
  }
  return outcome;
}

registerRecurringJob('fba.sync-inventory', INVENTORY_EVERY_SECONDS, async (job: JobContext) => {
  const channels: Row[] = await job.knex('sales_channels').where({ type: 'AMAZON', status: 'CONNECTED' })
    .whereExists((q) => q.select(job.knex.raw('1')).from('locations as l').whereRaw('l.account_id = sales_channels.account_id').where('l.type', 'FBA'));
  const results: Record<string, unknown> = {};
  for (const channel of channels) {
    try {
      results[String(channel.id)] = await syncFbaInventory(job.knex, job.secrets, channel, { job: job.kind, jobId: job.id });
    } catch (error) {
      // One channel's outage or refusal waits for the next run; the others go on.
      results[String(channel.id)] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return results;
});

registerRecurringJob('fba.fulfilment-orders', FULFILMENT_EVERY_SECONDS, (job: JobContext) => runFulfilmentOrders(job.knex, job.secrets, null, { job: job.kind, jobId: job.id }));
