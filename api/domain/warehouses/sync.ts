/**
 * The 3PL flows, for one warehouse provider (docs/warehouses.md). Each step is idempotent, so the recurring job and
 * "Sync now" may run it any number of times, and a worker killed midway runs it again:
 *
 *   hand-off   every paid, fully allocated order with units allocated at a location the provider runs gets one
 *              warehouse order (unique per order and location, inserted before the provider is called) and is sent
 *              under its reference (order number + location code). 429/5xx/timeouts are retried; every retry, and
 *              every later run while the row is still SENDING, first asks the provider for an order under that
 *              reference (`findOrder`), so nothing is created twice at the 3PL. A refusal is kept (REFUSED, in the
 *              provider's words) and retried only when someone presses "Sync now".
 *   shipments  every SENT warehouse order's shipments that left with tracking become Sellyard shipments from that
 *              location (carrier, service, tracking number and link), shipped exactly as by hand: stock, the order's
 *              status and the marketplace's tracking (the `ship` transition). A 3PL shipment is recorded once: its id
 *              is the shipment's unique `warehouse_reference`.
 *   stock      the provider's stock feed sets each known SKU's on-hand at the location with a COUNT movement of
 *              the difference (after the shipments, so a parcel just shipped is not counted off twice).
 *   ASNs       a purchase order SENT to a location the provider runs gets an ASN (its open lines), submitted; every
 *              SUBMITTED ASN for the provider is sent once (`provider_key`, looked up before any retry).
 */
import type { Knex } from 'knex';
import type { SecretBox } from '../../crypto/secrets.ts';
import type { Actor } from '../../crud/actor.ts';
import type { ResourceService } from '../../crud/service.ts';
import type { Row } from '../../crud/repository.ts';
import { fail } from '../../http/errors.ts';
import { isChannelError, withRetries } from '../../channels/errors.ts';
import { SandboxDisabledError } from '../../channels/base-url.ts';
import { providerCode, warehouseContext, type WarehouseProviderRow } from '../../warehouses/context.ts';
import type { AsnRequest, HandedOff, WarehouseAdapter, WarehouseContext, WarehouseShipment } from '../../warehouses/types.ts';
import { recordStockMovement } from '../stock/movements.ts';
import { entityNamed, systemActor } from '../channels/system-actor.ts';
import { json } from '../shared/commerce.ts';
import { newWebhookSecret } from '../../warehouses/standard-webhooks.ts';
import { warehouseWebhookUrl } from './webhook-url.ts';

/** At most this many orders are handed off (and as many confirmations read) per provider and run. */
const BATCH = 200;


const words = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export interface SyncResult {
  /** The provider's webhook subscription was made in this run (providers that push). */
  subscribed?: boolean;
  handed_off: number;
  refused: Array<{ reference: string; reason: string }>;
  shipments: number;
  counted: number;
  asns_sent: number;
  problems: string[];
}

export interface SyncOptions {
  /** Send refused hand-offs and ASNs again (the merchant fixed what was wrong and pressed "Sync now"). */
  retryRefused?: boolean;
  fetchImpl?: typeof fetch;
}

interface Plan { provider: WarehouseProviderRow & Row; adapter: WarehouseAdapter; ctx: WarehouseContext; locations: Row[]; system: Actor }

/** The provider, its adapter and the locations it runs; throws the reason when it cannot be reached at all. */
async function plan(knex: Knex, accountId: string, providerId: string, secrets: SecretBox | undefined, fetchImpl?: typeof fetch): Promise<Plan> {
  const provider = await knex('warehouse_providers').where({ account_id: accountId, id: providerId }).first();
  if (!provider) fail('not_found', 'No such warehouse provider.');
  const code = await providerCode(knex, provider);
  const { adapter, ctx } = warehouseContext(provider, code, secrets, fetchImpl);
  const locations: Row[] = await knex('locations').where({ account_id: accountId, warehouse_provider_id: providerId }).orderBy('name');
  const system = await systemActor(knex, accountId, { job: 'warehouses.sync', cause: `synchronise ${provider.name}` });
  return { provider, adapter, ctx, locations, system };
}

function address(value: unknown, fallbackName: string) {
  const a = (json<Row | null>(value) ?? {}) as Row;
  return {
    name: String(a.name ?? fallbackName), company: (a.company as string) ?? null, line1: String(a.line1 ?? ''), line2: (a.line2 as string) ?? null, city: String(a.city ?? ''),
    region: (a.region as string) ?? null, postcode: String(a.postcode ?? ''), country: String(a.country ?? '').toUpperCase(), phone: (a.phone as string) ?? null, email: (a.email as string) ?? null,
  };
}

/** Creates the warehouse orders still missing: paid, fully allocated orders with units allocated at these locations. */
async function queueHandOffs(knex: Knex, p: Plan): Promise<void> {
  const accountId = p.provider.account_id;
  for (const location of p.locations) {
    const due: Row[] = await knex('sales_orders as o')
      .where({ 'o.account_id': accountId }).whereIn('o.status', ['PAID', 'PARTIALLY_SHIPPED']).where('o.backordered', false)
      .whereExists(function allocated() { this.select(1).from('sales_order_allocations as a').whereRaw('a.account_id = o.account_id and a.sales_order_id = o.id').where('a.location_id', String(location.id)); })
      .whereNotExists(function handed() { this.select(1).from('warehouse_orders as w').whereRaw('w.account_id = o.account_id and w.order_id = o.id').where('w.location_id', String(location.id)); })
      .orderBy('o.created_at').limit(BATCH).select('o.id', 'o.number');
    for (const order of due) {
      const lines: Row[] = await knex('sales_order_allocations as a').join('sales_order_lines as l', function join() { this.on('l.id', 'a.line_id').andOn('l.account_id', 'a.account_id'); })
        .where({ 'a.account_id': accountId, 'a.sales_order_id': order.id, 'a.location_id': location.id })
        .groupBy('a.line_id', 'l.sku').select('a.line_id as order_line_id', 'l.sku', knex.raw('sum(a.qty)::int as qty'));
      if (!lines.length) continue;
      await knex('warehouse_orders').insert({
        account_id: accountId, order_id: order.id, order_number: order.number, provider_id: p.provider.id, location_id: location.id,
        reference: `${order.number}-${location.code}`.slice(0, 64), status: 'SENDING', lines: JSON.stringify(lines.map((l) => ({ order_line_id: l.order_line_id, sku: l.sku, qty: Number(l.qty) }))),
      }).onConflict(['account_id', 'order_id', 'location_id']).ignore();
    }
  }
}

async function handOff(knex: Knex, p: Plan, row: Row, result: SyncResult): Promise<void> {
  const accountId = p.provider.account_id;
  const order = await knex('sales_orders').where({ account_id: accountId, id: row.order_id }).first('number', 'customer_name', 'ship_to', 'bill_to', 'currency', 'shipping_method_id', 'status');
  // Held after the hand-off was queued: it waits (sent once released).
  if (order?.status === 'ON_HOLD') return;
  if (!order || !['PAID', 'PARTIALLY_SHIPPED'].includes(String(order.status))) {
    await knex('warehouse_orders').where({ account_id: accountId, id: row.id }).update({ status: 'REFUSED', error: `the order is ${order?.status ?? 'gone'}: not sent`, updated_at: knex.fn.now() });
    return;
  }
  const location = p.locations.find((l) => l.id === row.location_id);
  const lines = json<Row[]>(row.lines) ?? [];
  const products: Row[] = await knex('sales_order_lines').where({ account_id: accountId }).whereIn('id', lines.map((l) => String(l.order_line_id))).select('id', 'description', 'unit_price');
  const byId = new Map(products.map((l) => [String(l.id), l]));
  const method = order.shipping_method_id ? await knex('shipping_methods').where({ account_id: accountId, id: order.shipping_method_id }).first('name') : null;
  const shipTo = address(order.ship_to, String(order.customer_name ?? ''));
  shipTo.phone ??= (json<Row | null>(order.bill_to)?.phone as string) ?? null;
  const request = {
    reference: String(row.reference), orderNumber: String(order.number), warehouseRef: (location?.provider_warehouse_ref as string) ?? null, shipTo,
    lines: lines.map((l) => ({ sku: String(l.sku), name: String(byId.get(String(l.order_line_id))?.description ?? l.sku).slice(0, 200), qty: Number(l.qty), unitPrice: Number(byId.get(String(l.order_line_id))?.unit_price ?? 0) })),
    currency: String(order.currency ?? 'GBP'), shippingMethod: (method?.name as string) ?? null,
  };
  // The attempt is counted before the provider is called: a later run then looks the order up before sending.
  const earlier = Number(row.attempts) > 0;
  await knex('warehouse_orders').where({ account_id: accountId, id: row.id }).update({ attempts: Number(row.attempts) + 1, status: 'SENDING', updated_at: knex.fn.now() });
  let sent: HandedOff;
  try {
    sent = await withRetries(async (attempt) => ((earlier || attempt > 0) ? await p.adapter.findOrder(p.ctx, request.reference) : null) ?? p.adapter.handOff(p.ctx, request));
  } catch (error) {
    const retryable = isChannelError(error) && error.retryable;
    await knex('warehouse_orders').where({ account_id: accountId, id: row.id }).update({ status: retryable ? 'SENDING' : 'REFUSED', error: words(error), updated_at: knex.fn.now() });
    if (!retryable) result.refused.push({ reference: request.reference, reason: words(error) });
    else result.problems.push(`${request.reference}: ${words(error)} (tried again next time)`);
    return;
  }
  await knex('warehouse_orders').where({ account_id: accountId, id: row.id }).update({ status: 'SENT', provider_order_id: sent.providerOrderId, error: null, sent_at: knex.fn.now(), updated_at: knex.fn.now() });
  result.handed_off += 1;
}

/** Records one 3PL shipment as a shipped Sellyard shipment (once: `warehouse_reference` is unique). */
async function recordShipment(knex: Knex, service: ResourceService, p: Plan, row: Row, shipment: WarehouseShipment): Promise<boolean> {
  const accountId = p.provider.account_id;
  const reference = `${p.adapter.provider}:${shipment.providerShipmentId}`.slice(0, 100);
  const shipments = entityNamed('shipment');
  let existing = await knex('shipments').where({ account_id: accountId, warehouse_reference: reference }).first('id', 'status');
  if (!existing) {
    const handed = json<Row[]>(row.lines) ?? [];
    const recorded: Row[] = await knex('shipment_lines as l').join('shipments as s', function join() { this.on('s.id', 'l.shipment_id').andOn('s.account_id', 'l.account_id'); })
      .where({ 's.account_id': accountId, 's.order_id': row.order_id, 's.location_id': row.location_id }).whereNotNull('s.warehouse_reference').whereNot('s.status', 'CANCELLED')
      .groupBy('l.order_line_id').select('l.order_line_id', knex.raw('sum(l.qty)::int as qty'));
    const done = new Map(recorded.map((r) => [String(r.order_line_id), Number(r.qty)]));
    const left = handed.map((l) => ({ order_line_id: String(l.order_line_id), sku: String(l.sku).toUpperCase(), qty: Number(l.qty) - (done.get(String(l.order_line_id)) ?? 0) })).filter((l) => l.qty > 0);
    const lines = shipment.lines === null ? left : shipment.lines.flatMap((s) => {
      const line = left.find((l) => l.sku === s.sku.toUpperCase());
      return line ? [{ order_line_id: line.order_line_id, qty: Math.min(line.qty, s.qty) }] : [];
    });
    const body = lines.filter((l) => l.qty > 0).map((l) => ({ order_line_id: l.order_line_id, qty: l.qty }));
    if (!body.length) return false;
    const created = await service.create(p.system, shipments, {
      order_id: row.order_id, location_id: row.location_id, carrier: shipment.carrier.slice(0, 64), service: shipment.service?.slice(0, 64) ?? null,
      tracking_number: shipment.trackingNumber.slice(0, 64), tracking_url: shipment.trackingUrl, lines: body,
      notes: `Shipped by ${p.provider.name} (${shipment.providerShipmentId}).`,
    });
    const claimed = await knex('shipments').where({ account_id: accountId, id: created.id }).whereNull('warehouse_reference').update({ warehouse_reference: reference }).catch(() => 0);
    if (!claimed) {
      // Another worker recorded this 3PL shipment meanwhile: ours goes.
      await service.transition(p.system, shipments, String(created.id), 'cancel', {});
      existing = await knex('shipments').where({ account_id: accountId, warehouse_reference: reference }).first('id', 'status');
    } else existing = { id: created.id, status: 'PENDING' };
  }
  // Shipped exactly as by hand (stock, order status, the marketplace's tracking); a run cut short here ends it.
  if (existing!.status === 'PENDING') { await service.transition(p.system, shipments, String(existing!.id), 'create-label', {}); existing!.status = 'LABEL_CREATED'; }
  if (existing!.status === 'LABEL_CREATED') await service.transition(p.system, shipments, String(existing!.id), 'ship', {});
  await knex('warehouse_orders').where({ account_id: accountId, id: row.id }).update({
    shipment_refs: knex.raw(`(select coalesce(jsonb_agg(distinct v), '[]'::jsonb) from jsonb_array_elements_text(shipment_refs || ?::jsonb) as v)`, [JSON.stringify([shipment.providerShipmentId])]), updated_at: knex.fn.now(),
  });
  return true;
}

async function readShipments(knex: Knex, service: ResourceService, p: Plan, result: SyncResult, onlyId?: string): Promise<void> {
  const accountId = p.provider.account_id;
  const query = knex('warehouse_orders').where({ account_id: accountId, provider_id: p.provider.id, status: 'SENT' });
  if (onlyId) query.where({ id: onlyId });
  const open: Row[] = await query.orderBy('updated_at').limit(BATCH);
  for (const row of open) {
    try {
      const found = await withRetries(() => p.adapter.shipments(p.ctx, { providerOrderId: String(row.provider_order_id), reference: String(row.reference) }));
      const known = new Set((json<string[]>(row.shipment_refs) ?? []).map(String));
      for (const shipment of found) {
        if (known.has(shipment.providerShipmentId)) continue;
        if (await recordShipment(knex, service, p, row, shipment)) result.shipments += 1;
      }
      const handed = json<Row[]>(row.lines) ?? [];
      const shipped: Row[] = await knex('shipment_lines as l').join('shipments as s', function join() { this.on('s.id', 'l.shipment_id').andOn('s.account_id', 'l.account_id'); })
        .where({ 's.account_id': accountId, 's.order_id': row.order_id, 's.location_id': row.location_id }).whereIn('s.status', ['SHIPPED', 'DELIVERED']).whereNotNull('s.warehouse_reference')
        .groupBy('l.order_line_id').select('l.order_line_id', knex.raw('sum(l.qty)::int as qty'));
      const done = new Map(shipped.map((r) => [String(r.order_line_id), Number(r.qty)]));
      if (handed.every((l) => (done.get(String(l.order_line_id)) ?? 0) >= Number(l.qty))) {
        await knex('warehouse_orders').where({ account_id: accountId, id: row.id }).update({ status: 'SHIPPED', shipped_at: knex.fn.now(), updated_at: knex.fn.now() });
      }
    } catch (error) {
      result.problems.push(`${row.reference}: ${words(error)}`);
    }
  }
}

async function countStock(knex: Knex, p: Plan, result: SyncResult): Promise<void> {
  const accountId = p.provider.account_id;
  for (const location of p.locations) {
    const feed = await withRetries(() => p.adapter.stock(p.ctx, (location.provider_warehouse_ref as string) ?? null));
    if (!feed.length) continue;
    const products: Row[] = await knex('products').where({ account_id: accountId }).whereRaw('upper(sku) = any(?::text[])', [feed.map((s) => s.sku.toUpperCase())]).select('id', 'sku');
    const bySku = new Map(products.map((pr) => [String(pr.sku).toUpperCase(), String(pr.id)]));
    for (const line of feed) {
      const productId = bySku.get(line.sku.toUpperCase());
      if (!productId) continue;
      const level = await knex('stock_levels').where({ account_id: accountId, product_id: productId, location_id: location.id }).first('on_hand');
      if (level && Number(level.on_hand) === line.onHand) continue;
      if (!level && line.onHand === 0) continue;
      await knex.transaction((trx) => recordStockMovement(trx, p.system, {
        accountId, productId, locationId: String(location.id), reason: 'COUNT', counted: line.onHand,
        reference: { type: 'warehouse-providers', id: String(p.provider.id), label: String(p.provider.name).slice(0, 120) }, note: 'the warehouse\'s stock feed',
      }));
      result.counted += 1;
    }
  }
}

async function sendAsns(knex: Knex, service: ResourceService, p: Plan, result: SyncResult, retryRefused: boolean): Promise<void> {
  const accountId = p.provider.account_id;
  const asns = entityNamed('asn');
  const locationIds = p.locations.map((l) => String(l.id));
  if (locationIds.length) {
    // Purchase orders on their way to a location the provider runs, without a notice yet: one, of the open lines.
    const orders: Row[] = await knex('purchase_orders as po').where({ 'po.account_id': accountId, 'po.status': 'SENT' }).whereIn('po.deliver_to_location_id', locationIds)
      .whereNotExists(function noted() { this.select(1).from('asns as a').whereRaw('a.account_id = po.account_id and a.purchase_order_id = po.id').whereNot('a.status', 'CANCELLED'); })
      .limit(BATCH).select('po.id', 'po.deliver_to_location_id', 'po.expected_date');
    for (const po of orders) {
      const lines: Row[] = await knex('purchase_order_lines').where({ account_id: accountId, purchase_order_id: po.id }).select('sku', 'qty_ordered', 'qty_received');
      const open = lines.map((l) => ({ sku: String(l.sku), qty: Number(l.qty_ordered) - Number(l.qty_received ?? 0) })).filter((l) => l.qty > 0 && l.sku);
      if (!open.length) continue;
      try {
        const created = await service.create(p.system, asns, { purchase_order_id: po.id, location_id: po.deliver_to_location_id, warehouse_provider_id: p.provider.id, expected_delivery: po.expected_date ?? null, lines: open });
        await service.transition(p.system, asns, String(created.id), 'submit', {});
      } catch (error) {
        result.problems.push(`purchase order ${po.id}: ${words(error)}`);
      }
    }
  }
  const due = knex('asns').where({ account_id: accountId, warehouse_provider_id: p.provider.id, status: 'SUBMITTED' }).whereNull('provider_reference');
  if (!retryRefused) due.whereNull('provider_error');
  for (const asn of (await due.orderBy('created_at').limit(BATCH)) as Row[]) {
    const lines: Row[] = await knex('asn_lines').where({ account_id: accountId, asn_id: asn.id }).orderBy('position').select('sku', 'qty');
    const po = asn.purchase_order_id ? await knex('purchase_orders').where({ account_id: accountId, id: asn.purchase_order_id }).first('number') : null;
    const location = p.locations.find((l) => l.id === asn.location_id);
    const request: AsnRequest = {
      reference: String(asn.number), purchaseOrderNumber: (po?.number as string) ?? null, warehouseRef: (location?.provider_warehouse_ref as string) ?? null,
      supplier: (asn.supplier_name as string) ?? null, expectedDelivery: (asn.expected_delivery as string) ?? null, trackingNumber: (asn.tracking_number as string) ?? null,
      lines: lines.map((l) => ({ sku: String(l.sku), qty: Number(l.qty) })),
    };
    const earlier = Boolean(asn.provider_key);
    if (!earlier) await knex('asns').where({ account_id: accountId, id: asn.id }).update({ provider_key: request.reference });
    try {
      const sent = await withRetries(async (attempt) => ((earlier || attempt > 0) ? await p.adapter.findAsn(p.ctx, request) : null) ?? p.adapter.sendAsn(p.ctx, request));
      await knex('asns').where({ account_id: accountId, id: asn.id }).update({ provider_reference: sent.providerReference.slice(0, 100), sent_to_provider_at: knex.fn.now(), provider_error: null });
      result.asns_sent += 1;
    } catch (error) {
      const retryable = isChannelError(error) && error.retryable;
      if (!retryable) await knex('asns').where({ account_id: accountId, id: asn.id }).update({ provider_error: words(error) });
      (retryable ? result.problems : result.refused).push(retryable ? `${request.reference}: ${words(error)}` as never : { reference: request.reference, reason: words(error) } as never);
    }
  }
}

/**
 * One synchronisation of one provider: hand-offs, shipments, stock, ASNs (each only when the provider has that
 * capability switched on). Answers what was done; the provider keeps `last_synced_at` and `last_error`.
 */
export async function syncProvider(knex: Knex, service: ResourceService, accountId: string, providerId: string, secrets: SecretBox | undefined, options: SyncOptions = {}): Promise<SyncResult> {
  const result: SyncResult = { handed_off: 0, refused: [], shipments: 0, counted: 0, asns_sent: 0, problems: [] };
  let p: Plan;
  try {
    p = await plan(knex, accountId, providerId, secrets, options.fetchImpl);
  } catch (error) {
    if (!isChannelError(error) && !(error instanceof SandboxDisabledError)) throw error;
    await knex('warehouse_providers').where({ account_id: accountId, id: providerId }).update({ last_error: words(error) });
    throw error;
  }
  try {
    if (p.provider.orders_enabled) {
      // A subscription refused or unreachable now is tried again next run; polling covers the meantime.
      result.subscribed = await ensureWebhookSubscription(knex, p, secrets).catch((error) => {
        if (!isChannelError(error)) throw error;
        result.problems.push(`webhook subscription: ${words(error)}`);
        return false;
      });
      await queueHandOffs(knex, p);
      const pending = knex('warehouse_orders').where({ account_id: accountId, provider_id: providerId }).whereIn('status', options.retryRefused ? ['SENDING', 'REFUSED'] : ['SENDING']);
      for (const row of (await pending.orderBy('created_at').limit(BATCH)) as Row[]) await handOff(knex, p, row, result);
      await readShipments(knex, service, p, result);
    }
    if (p.provider.stock_enabled) await countStock(knex, p, result);
    if (p.provider.asn_enabled) await sendAsns(knex, service, p, result, Boolean(options.retryRefused));
  } catch (error) {
    if (!isChannelError(error)) throw error;
    result.problems.push(words(error));
  }
  await knex('warehouse_providers').where({ account_id: accountId, id: providerId }).update({ last_synced_at: knex.fn.now(), last_error: result.problems[0] ?? null });
  return result;
}

/**
 * Providers that push (ShipBob): subscribes this provider's webhook URL once, with a signing secret Sellyard makes,
 * and keeps the secret and the subscription's id with the (encrypted) credentials. Credentials replaced by the
 * merchant lose them, so the next run subscribes again. Polling goes on either way: a push only comes sooner.
 */
async function ensureWebhookSubscription(knex: Knex, p: Plan, secrets: SecretBox | undefined): Promise<boolean> {
  if (!p.adapter.subscribeWebhooks || !secrets || p.ctx.credentials.webhook_secret) return false;
  const secret = newWebhookSecret();
  const url = warehouseWebhookUrl(p.provider);
  const { subscriptionId } = await withRetries(() => p.adapter.subscribeWebhooks!(p.ctx, { url, secret }));
  const credentials = { ...p.ctx.credentials, webhook_secret: secret, webhook_subscription_id: subscriptionId };
  await knex('warehouse_providers').where({ account_id: p.provider.account_id, id: p.provider.id }).update({ credentials: secrets.encrypt(credentials, 'warehouse_providers.credentials') });
  p.ctx.credentials = credentials;
  return true;
}

/** Applies what a provider pushed about one warehouse order: its shipments are read and recorded as a sync would. */
export async function applyPushedShipments(knex: Knex, service: ResourceService, accountId: string, providerId: string, warehouseOrderId: string, secrets: SecretBox | undefined): Promise<number> {
  const p = await plan(knex, accountId, providerId, secrets);
  const result: SyncResult = { handed_off: 0, refused: [], shipments: 0, counted: 0, asns_sent: 0, problems: [] };
  await readShipments(knex, service, p, result, warehouseOrderId);
  if (result.problems.length) throw new Error(result.problems.join('; '));
  return result.shipments;
}

/** "Test connection": proves the stored credentials with the provider. */
export async function testProvider(knex: Knex, accountId: string, providerId: string, secrets: SecretBox | undefined): Promise<void> {
  const provider = await knex('warehouse_providers').where({ account_id: accountId, id: providerId }).first();
  if (!provider) fail('not_found', 'No such warehouse provider.');
  const { adapter, ctx } = warehouseContext(provider, await providerCode(knex, provider), secrets);
  await withRetries(() => adapter.verify(ctx));
}
