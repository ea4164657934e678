/**
 * The pick list: what to take off the shelves for a selection of orders (or every order to ship), read from where
 * their stock is ALLOCATED (`sales_order_allocations`: one row per order line × location, api/domain/orders/
 * allocation.ts), so the picker walks to the units the orders actually hold, never to free stock beside them.
 *
 * One row per product × location: the total to pick there and the orders it is for (number and quantity each).
 * A product allocated at two locations is two rows, each under its own location. Rows are in walking order:
 * location (its code, else its name), then bin (the stock level's `bin`; rows without a bin last), then SKU.
 *
 * "Every order to ship" is the orders list's To ship view: paid or partly shipped and not backordered. A selected
 * order holding nothing (unpaid, already shipped, all backordered) is not an error: it is listed under "Nothing to
 * pick" with its status, so the sheet says why it is missing.
 */
import type { Knex } from 'knex';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail } from '../../http/errors.ts';
import { entityNamed } from '../channels/system-actor.ts';

/** At most this many orders on one pick list (a selection; the To ship view is capped the same). */
export const PICK_LIST_MAX_ORDERS = 500;

export interface PickRow {
  location: string;
  location_id: string;
  bin: string | null;
  product_id: string;
  sku: string;
  title: string;
  /** The product's first barcode (what the pack screen's scanner reads), when it has one. */
  barcode: string | null;
  quantity: number;
  orders: Array<{ order_id: string; number: string; quantity: number }>;
}

export interface PickList {
  rows: PickRow[];
  /** The orders on the list, by number. */
  orders: Array<{ id: string; number: string }>;
  /** Selected orders with nothing allocated to pick, and why. */
  nothing_to_pick: Array<{ id: string; number: string; status: string }>;
  total_units: number;
}

/** The order ids of `?ids=a,b`: none means every order to ship; bad ids are a 400 naming the parameter. */
export function orderIdsOf(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  const ids = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length > PICK_LIST_MAX_ORDERS) fail('bad_query', `ids: at most ${PICK_LIST_MAX_ORDERS} orders on one pick list.`, [{ pointer: '/ids', message: `must have at most ${PICK_LIST_MAX_ORDERS} ids` }]);
  const bad = ids.find((id) => !isUuid(id));
  if (bad) fail('bad_query', `ids: ${String(bad).slice(0, 60)} is not an order id.`, [{ pointer: '/ids', message: 'must be order ids (uuids)' }]);
  return ids;
}

/**
 * Who may print a pick list: whoever may read the orders and ship them (the Ship action's rule: create and update
 * shipments), so a read-only role (a partner in a client account) cannot.
 */
export function requirePicker(actor: Actor): void {
  if (!actor.ability.can('read', 'sales-orders')) fail('forbidden', 'Your role may not read sales orders.', [], { action: 'read', resource: 'sales-orders' });
  if (!actor.ability.can('create', 'shipments') || !actor.ability.can('update', 'shipments')) {
    fail('forbidden', 'Your role may not ship orders, so it has no pick list.', [], { action: 'update', resource: 'shipments' });
  }
}

export async function pickList(knex: Knex, service: ResourceService, actor: Actor, ids: string[]): Promise<PickList> {
  requirePicker(actor);
  // The orders the caller may read: another account's id, or one outside a row rule, is "no such order".
  const visible = service.scopedQuery(knex, actor, 'read', entityNamed('sales-order')).where('sales_orders.account_id', actor.accountId);
  const orders: Array<{ id: string; number: string; status: string }> = ids.length
    ? await visible.whereIn('sales_orders.id', ids).select('sales_orders.id', 'sales_orders.number', 'sales_orders.status')
    : await visible.whereIn('sales_orders.status', ['PAID', 'PARTIALLY_SHIPPED']).where('sales_orders.backordered', false)
      .orderBy('sales_orders.number').limit(PICK_LIST_MAX_ORDERS).select('sales_orders.id', 'sales_orders.number', 'sales_orders.status');
  if (ids.length) {
    const found = new Set(orders.map((o) => String(o.id)));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) fail('not_found', `No such order in this account: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}.`, [{ pointer: '/ids', message: `${missing.length} of the ids name no order you can see` }]);
  }
  const orderIds = orders.map((o) => String(o.id));
  const allocated = orderIds.length
    ? await knex('sales_order_allocations as a')
      .join('sales_orders as o', function () { this.on('o.account_id', 'a.account_id').andOn('o.id', 'a.sales_order_id'); })
      .join('products as p', function () { this.on('p.account_id', 'a.account_id').andOn('p.id', 'a.product_id'); })
      .join('locations as l', function () { this.on('l.account_id', 'a.account_id').andOn('l.id', 'a.location_id'); })
      .leftJoin('stock_levels as s', function () { this.on('s.account_id', 'a.account_id').andOn('s.product_id', 'a.product_id').andOn('s.location_id', 'a.location_id'); })
      .where('a.account_id', actor.accountId)
      .whereIn('a.sales_order_id', orderIds)
      .select('a.sales_order_id', 'a.product_id', 'a.location_id', 'a.qty', 'o.number', 'p.sku', 'p.title', 'p.barcodes', 'l.name as location_name', 'l.code as location_code', 's.bin')
    : [];

  const rows = new Map<string, PickRow>();
  for (const a of allocated) {
    const key = `${a.location_id}|${a.product_id}`;
    let row = rows.get(key);
    if (!row) {
      const barcodes = (Array.isArray(a.barcodes) ? a.barcodes : []) as Array<{ value?: unknown }>;
      row = {
        location: String(a.location_code ?? '') || String(a.location_name),
        location_id: String(a.location_id),
        bin: a.bin ? String(a.bin) : null,
        product_id: String(a.product_id),
        sku: String(a.sku),
        title: String(a.title),
        barcode: barcodes.length && barcodes[0].value ? String(barcodes[0].value) : null,
        quantity: 0,
        orders: [],
      };
      rows.set(key, row);
    }
    row.quantity += Number(a.qty);
    const forOrder = row.orders.find((o) => o.order_id === String(a.sales_order_id));
    if (forOrder) forOrder.quantity += Number(a.qty);
    else row.orders.push({ order_id: String(a.sales_order_id), number: String(a.number), quantity: Number(a.qty) });
  }
  const compare = (x: string, y: string) => x.localeCompare(y, 'en', { numeric: true, sensitivity: 'base' });
  const sorted = [...rows.values()].sort((x, y) =>
    compare(x.location, y.location)
    || (x.bin === null ? 1 : 0) - (y.bin === null ? 1 : 0) || compare(x.bin ?? '', y.bin ?? '')
    || compare(x.sku, y.sku));
  for (const row of sorted) row.orders.sort((x, y) => compare(x.number, y.number));

  const picked = new Set(allocated.map((a) => String(a.sales_order_id)));
  const byNumber = (x: { number: string }, y: { number: string }) => compare(x.number, y.number);
  return {
    rows: sorted,
    orders: orders.filter((o) => picked.has(String(o.id))).map((o) => ({ id: String(o.id), number: String(o.number) })).sort(byNumber),
    nothing_to_pick: orders.filter((o) => !picked.has(String(o.id))).map((o) => ({ id: String(o.id), number: String(o.number), status: String(o.status) })).sort(byNumber),
    total_units: sorted.reduce((sum, r) => sum + r.quantity, 0),
  };
}
