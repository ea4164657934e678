/**
 * Stock allocation of paid orders. A paid order's lines take stock from stock levels (`allocated` rises,
 * `available` = on_hand − allocated falls) in location order: the order's `fulfil_from_location_id` alone when set
 * (by hand or by an ASSIGN_LOCATION rule), else the sales channel's `location_priority`, then the account's other
 * locations by `priority` and name. Where each unit came from is kept in `sales_order_allocations`, so a cancel or
 * an edit gives back exactly what was taken. What cannot be allocated is backordered (`backordered_qty` per line,
 * `backordered` on the order) until `fillBackorders` runs for the product and location after stock arrives.
 *
 * Locking, the same everywhere so parallel payments, cancels and backorder runs never deadlock: orders first (the
 * transition already holds its order; several orders by id), then stock levels `for update` ordered by product and
 * location. A level is read after its lock, so two payments of the last units cannot both see them free.
 * Everything runs on the caller's transaction.
 *
 * Audit: every function that changes quantities notes the change in the `AllocationLog` it is given
 * (allocation-audit.ts), which the caller writes to the audit log before its transaction ends.
 */
import { stockChanged } from '../channels/pushes.ts';
import type { Knex } from 'knex';
import type { Row } from '../../crud/repository.ts';
import type { AllocationLog } from './allocation-audit.ts';

/** Statuses in which an order holds (or waits for) stock: paid and not yet fully shipped or cancelled. */
const HOLDING = new Set(['PAID', 'PARTIALLY_SHIPPED']);

/** Whether the order keeps an allocation: paid and not finished; ON_HOLD counts when it was held after payment. */
export function holdsAllocation(order: Row): boolean {
  const status = String(order.status);
  return HOLDING.has(status) || (status === 'ON_HOLD' && HOLDING.has(String(order.status_before_hold)));
}

/** What a line still needs from stock: ordered, less shipped and already allocated. */
const need = (line: Row): number => Math.max(0, Number(line.quantity) - Number(line.shipped_qty ?? 0) - Number(line.allocated_qty ?? 0));

/** A locked stock level; `allocatedBefore` is what it held when locked (for the audit log). */
interface Level { id: string; product_id: string; location_id: string; on_hand: number; allocated: number; allocatedBefore: number; changed: boolean }

const levelKey = (productId: unknown, locationId: unknown) => `${productId}|${locationId}`;

/** Locks the stock levels of these products (at these locations, or all), in the stable order; keyed product|location. */
async function lockLevels(trx: Knex, accountId: string, productIds: string[], locationIds?: string[]): Promise<Map<string, Level>> {
  if (!productIds.length) return new Map();
  const query = trx('stock_levels').where({ account_id: accountId }).whereIn('product_id', [...new Set(productIds)]);
  if (locationIds) query.whereIn('location_id', [...new Set(locationIds)]);
  const rows: Row[] = await query.orderBy([{ column: 'product_id' }, { column: 'location_id' }]).forUpdate()
    .select('id', 'product_id', 'location_id', 'on_hand', 'allocated');
  return new Map(rows.map((r) => [levelKey(r.product_id, r.location_id), {
    id: String(r.id), product_id: String(r.product_id), location_id: String(r.location_id),
    on_hand: Number(r.on_hand), allocated: Number(r.allocated), allocatedBefore: Number(r.allocated), changed: false,
  }]));
}

/** `(values (?::uuid, ?::int), …)` of id → quantity pairs, for one UPDATE … FROM of many rows. */
function idQuantities(pairs: Array<[string, number]>): { sql: string; bindings: Array<string | number> } {
  return { sql: `(values ${pairs.map(() => '(?::uuid, ?::int)').join(', ')}) as v(id, qty)`, bindings: pairs.flat() };
}

/** Writes the levels whose allocation changed (one statement), keeping `available` = on_hand − allocated. */
async function saveLevels(trx: Knex, accountId: string, levels: Iterable<Level>, log: AllocationLog): Promise<void> {
  const changedLevels = [...levels].filter((l) => l.changed);
  const changed = changedLevels.map((l): [string, number] => [l.id, l.allocated]);
  if (!changed.length) return;
  for (const l of changedLevels) log.level(l.id, { on_hand: l.on_hand, allocated: l.allocatedBefore }, { on_hand: l.on_hand, allocated: l.allocated });
  // Allocated stock is no longer available to sell: the marketplaces are offered less (or more, when released).
  await stockChanged(trx, accountId, changedLevels.map((l) => l.product_id));
  const values = idQuantities(changed);
  await trx.raw(
    `update stock_levels s set allocated = v.qty, available = s.on_hand - v.qty, version = s.version + 1, updated_at = now()
       from ${values.sql} where s.account_id = ? and s.id = v.id`,
    [...values.bindings, accountId],
  );
}

/** The locations an order may take stock from, first choice first. */
export async function locationOrder(trx: Knex, accountId: string, order: Row): Promise<string[]> {
  if (order.fulfil_from_location_id) return [String(order.fulfil_from_location_id)];
  // Amazon's warehouses (FBA) ship only through Amazon: an order takes stock there only when assigned to one
  // (api/domain/fba/locations.ts), never by default.
  const all: string[] = (await trx('locations').where({ account_id: accountId }).whereNot('type', 'FBA').orderBy([{ column: 'priority' }, { column: 'name' }]).pluck('id')).map(String);
  if (!order.sales_channel_id) return all;
  const channel = await trx('sales_channels').where({ account_id: accountId, id: order.sales_channel_id }).first('location_priority');
  return preferredFirst(all, (channel?.location_priority as string[] | null) ?? []);
}

/** The account's locations with a channel's preferred ones first (those that still exist). */
function preferredFirst(all: string[], preferred: string[]): string[] {
  const first = preferred.map(String).filter((id) => all.includes(id));
  return [...first, ...all.filter((id) => !first.includes(id))];
}

/**
 * Takes what each line needs from the levels, in location order, in memory: the levels' `allocated` and the lines'
 * `allocated_qty` rise (noted in `log`); answers the allocation rows to record and the lines whose `allocated_qty`
 * changed. Lines are served in their order.
 */
function takeStock(accountId: string, orderId: string, lines: Row[], locations: string[], levels: Map<string, Level>, log: AllocationLog): { rows: Row[]; allocatedLines: Array<[string, number]> } {
  const rows: Row[] = [];
  const allocatedLines: Array<[string, number]> = [];
  for (const line of lines) {
    let wanted = need(line);
    if (!wanted) continue;
    let taken = 0;
    for (const locationId of locations) {
      const level = levels.get(levelKey(line.product_id, locationId));
      if (!level) continue;
      const take = Math.min(wanted, level.on_hand - level.allocated);
      if (take <= 0) continue;
      level.allocated += take;
      level.changed = true;
      wanted -= take;
      taken += take;
      rows.push({ account_id: accountId, sales_order_id: orderId, line_id: line.id, product_id: line.product_id, location_id: locationId, qty: take });
      if (!wanted) break;
    }
    if (taken) {
      const before = Number(line.allocated_qty ?? 0);
      line.allocated_qty = before + taken;
      allocatedLines.push([String(line.id), line.allocated_qty as number]);
      log.line(line, orderId, 'allocated_qty', before, line.allocated_qty as number);
    }
  }
  return { rows, allocatedLines };
}

/**
 * Takes what each line needs from the levels (see takeStock); records the allocation rows and the lines'
 * `allocated_qty`, each in one statement (the levels are saved by the caller). Whether anything was allocated.
 */
async function allocateLines(trx: Knex, accountId: string, orderId: string, lines: Row[], locations: string[], levels: Map<string, Level>, log: AllocationLog): Promise<boolean> {
  const { rows, allocatedLines } = takeStock(accountId, orderId, lines, locations, levels, log);
  if (!rows.length) return false;
  await trx('sales_order_allocations').insert(rows);
  const values = idQuantities(allocatedLines);
  await trx.raw(`update sales_order_lines l set allocated_qty = v.qty from ${values.sql} where l.account_id = ? and l.id = v.id`, [...values.bindings, accountId]);
  return true;
}

/**
 * Allocates orders paid together that hold nothing yet (a page of marketplace orders, just created with nothing
 * allocated or backordered: their lines are in `order.lines`, with ids), in the order given, exactly as
 * `allocateOrder` would one after another: the same location order and the same levels, locked once for the batch
 * in the stable order; then the allocation rows, the lines' allocated and backordered quantities, the orders'
 * `backordered` flag and the levels, one statement each, every change noted in `log`. The orders' lines and
 * `backordered` are updated in memory too.
 */
export async function allocateOrdersTogether(trx: Knex, accountId: string, orders: Row[], log: AllocationLog): Promise<void> {
  if (!orders.length) return;
  // As locationOrder: FBA locations only for the orders assigned to them.
  const all: string[] = (await trx('locations').where({ account_id: accountId }).whereNot('type', 'FBA').orderBy([{ column: 'priority' }, { column: 'name' }]).pluck('id')).map(String);
  const channelIds = [...new Set(orders.map((o) => o.sales_channel_id).filter(Boolean).map(String))];
  const priorities = new Map<string, string[]>(channelIds.length
    ? (await trx('sales_channels').where({ account_id: accountId }).whereIn('id', channelIds).select('id', 'location_priority'))
      .map((c: Row) => [String(c.id), preferredFirst(all, (c.location_priority as string[] | null) ?? [])])
    : []);
  const locationsOf = (order: Row) => (order.fulfil_from_location_id ? [String(order.fulfil_from_location_id)]
    : order.sales_channel_id ? priorities.get(String(order.sales_channel_id)) ?? all : all);
  const levels = await lockLevels(trx, accountId, orders.flatMap((o) => (o.lines as Row[]).map((l) => String(l.product_id))));
  const allocations: Row[] = [];
  const lineQuantities: Array<[string, number, number]> = [];
  const backordered: Array<[string, boolean]> = [];
  for (const order of orders) {
    const orderId = String(order.id);
    const lines = order.lines as Row[];
    const { rows } = takeStock(accountId, orderId, lines, locationsOf(order), levels, log);
    allocations.push(...rows);
    // Fresh rows hold 0 and false already: only what differs is written (and logged).
    for (const line of lines) {
      line.backordered_qty = Math.max(0, Number(line.quantity) - Number(line.shipped_qty ?? 0) - Number(line.allocated_qty ?? 0));
      if (line.backordered_qty) log.line(line, orderId, 'backordered_qty', 0, line.backordered_qty as number);
      if (Number(line.allocated_qty ?? 0) || line.backordered_qty) lineQuantities.push([String(line.id), Number(line.allocated_qty ?? 0), line.backordered_qty as number]);
    }
    order.backordered = lines.some((l) => Number(l.backordered_qty) > 0);
    if (order.backordered) {
      backordered.push([orderId, true]);
      log.order(orderId, false, true);
    }
  }
  for (let i = 0; i < allocations.length; i += 4000) await trx('sales_order_allocations').insert(allocations.slice(i, i + 4000));
  for (let i = 0; i < lineQuantities.length; i += 5000) {
    const chunk = lineQuantities.slice(i, i + 5000);
    await trx.raw(
      `update sales_order_lines l set allocated_qty = v.allocated, backordered_qty = v.backordered
         from (values ${chunk.map(() => '(?::uuid, ?::int, ?::int)').join(', ')}) as v(id, allocated, backordered)
        where l.account_id = ? and l.id = v.id`,
      [...chunk.flat(), accountId],
    );
  }
  for (let i = 0; i < backordered.length; i += 10000) {
    const chunk = backordered.slice(i, i + 10000);
    await trx.raw(
      `update sales_orders o set backordered = v.backordered from (values ${chunk.map(() => '(?::uuid, ?::boolean)').join(', ')}) as v(id, backordered)
        where o.account_id = ? and o.id = v.id`,
      [...chunk.flat(), accountId],
    );
  }
  await saveLevels(trx, accountId, levels.values(), log);
}

/**
 * Sets each line's `backordered_qty` (what a holding order still waits for) and the order's `backordered` flag,
 * writing only what changes and noting it in `log`. Orders that hold no allocation (unpaid, cancelled, shipped) wait
 * for nothing.
 */
export async function refreshBackorders(trx: Knex, accountId: string, orderId: string, holding: boolean, log: AllocationLog): Promise<void> {
  // The old value comes from the statement's snapshot (`n`), the new one is what is written: one statement each.
  const lines = await trx.raw(
    `update sales_order_lines l set backordered_qty = n.value
       from (select id, backordered_qty as before, case when ?::boolean then greatest(0, quantity - shipped_qty - allocated_qty) else 0 end as value
               from sales_order_lines where account_id = ? and sales_order_id = ?) n
      where l.account_id = ? and l.id = n.id and n.value <> n.before
      returning l.id, l.sku, l.position, n.before, n.value`,
    [holding, accountId, orderId, accountId],
  );
  const changed = [...((lines.rows ?? lines) as Row[])].sort((x, y) => Number(x.position) - Number(y.position));
  for (const row of changed) log.line(row, orderId, 'backordered_qty', Number(row.before), Number(row.value));
  const flags = await trx.raw(
    `update sales_orders o set backordered = n.value
       from (select id, backordered as before,
                    ?::boolean and exists (select 1 from sales_order_lines l where l.account_id = ? and l.sales_order_id = ? and l.backordered_qty > 0) as value
               from sales_orders where account_id = ? and id = ?) n
      where o.account_id = ? and o.id = n.id and n.value is distinct from n.before
      returning n.before, n.value`,
    [holding, accountId, orderId, accountId, orderId, accountId],
  );
  for (const row of (flags.rows ?? flags) as Row[]) log.order(orderId, row.before === true, row.value === true);
}

/**
 * Allocates what the order's lines still need (idempotent: a second run takes nothing more), then refreshes its
 * backorders. The order must be locked by the caller (a transition or an edit holds it).
 */
export async function allocateOrder(trx: Knex, accountId: string, order: Row, log: AllocationLog): Promise<void> {
  const orderId = String(order.id);
  const lines: Row[] = await trx('sales_order_lines').where({ account_id: accountId, sales_order_id: orderId }).orderBy('position').forUpdate();
  const needy = lines.filter((l) => need(l) > 0);
  if (needy.length) {
    const locations = await locationOrder(trx, accountId, order);
    const levels = await lockLevels(trx, accountId, needy.map((l) => String(l.product_id)), locations);
    if (await allocateLines(trx, accountId, orderId, needy, locations, levels, log)) await saveLevels(trx, accountId, levels.values(), log);
  }
  await refreshBackorders(trx, accountId, orderId, true, log);
}

/**
 * Gives back the order's allocation: each stock level loses what the order took from it (never more than a line
 * still holds: shipping may have consumed some), the rows go, lines hold nothing. Returns the product × location
 * pairs that got stock back, for the backorder job. The order must be locked by the caller.
 */
export async function releaseOrder(trx: Knex, accountId: string, orderId: string, log: AllocationLog): Promise<Array<{ product_id: string; location_id: string }>> {
  const rows: Row[] = await trx('sales_order_allocations').where({ account_id: accountId, sales_order_id: orderId }).orderBy('created_at');
  if (!rows.length) return [];
  const lines = new Map<string, Row>((await trx('sales_order_lines').where({ account_id: accountId, sales_order_id: orderId }).forUpdate()).map((l: Row) => [String(l.id), l]));
  const levels = await lockLevels(trx, accountId, rows.map((r) => String(r.product_id)), rows.map((r) => String(r.location_id)));
  const freed = new Map<string, { product_id: string; location_id: string }>();
  const budget = new Map([...lines].map(([id, l]) => [id, Number(l.allocated_qty ?? 0)]));
  for (const row of rows) {
    const left = budget.get(String(row.line_id));
    const qty = left === undefined ? Number(row.qty) : Math.min(left, Number(row.qty));
    if (left !== undefined) budget.set(String(row.line_id), left - qty);
    const level = levels.get(levelKey(row.product_id, row.location_id));
    if (!level || qty <= 0) continue;
    level.allocated = Math.max(0, level.allocated - qty);
    level.changed = true;
    freed.set(levelKey(row.product_id, row.location_id), { product_id: String(row.product_id), location_id: String(row.location_id) });
  }
  await saveLevels(trx, accountId, levels.values(), log);
  await trx('sales_order_allocations').where({ account_id: accountId, sales_order_id: orderId }).delete();
  await trx('sales_order_lines').where({ account_id: accountId, sales_order_id: orderId }).update({ allocated_qty: 0 });
  for (const line of lines.values()) if (Number(line.allocated_qty ?? 0) !== 0) log.line(line, orderId, 'allocated_qty', Number(line.allocated_qty), 0);
  return [...freed.values()];
}

/**
 * Shipping `qty` units of an order line from `locationId` consumes what the line had allocated THERE (and no
 * more: units allocated at another location stay promised there, and the rest belongs to other orders): the
 * allocation rows shrink (oldest first) and the line's `allocated_qty` falls. Returns the units released, which
 * the caller takes off the stock level's `allocated` with the movement (api/domain/stock/movements.ts). The order
 * and its lines must be locked by the caller.
 */
export async function consumeAllocation(trx: Knex, accountId: string, line: Row, locationId: string, qty: number, log: AllocationLog): Promise<number> {
  const rows: Row[] = await trx('sales_order_allocations').where({ account_id: accountId, line_id: line.id, location_id: locationId }).orderBy('created_at');
  let left = Math.min(qty, Number(line.allocated_qty ?? 0));
  let released = 0;
  for (const row of rows) {
    if (left <= 0) break;
    const take = Math.min(left, Number(row.qty));
    if (take === Number(row.qty)) await trx('sales_order_allocations').where({ account_id: accountId, id: row.id }).delete();
    else await trx('sales_order_allocations').where({ account_id: accountId, id: row.id }).update({ qty: Number(row.qty) - take });
    left -= take;
    released += take;
  }
  if (released) {
    const before = Number(line.allocated_qty ?? 0);
    line.allocated_qty = before - released;
    await trx('sales_order_lines').where({ account_id: accountId, id: line.id }).update({ allocated_qty: line.allocated_qty });
    log.line(line, String(line.sales_order_id), 'allocated_qty', before, line.allocated_qty as number);
  }
  return released;
}

/** How many orders one round of `fillBackorders` locks at once. */
const BATCH = 200;

/**
 * Allocates stock of one product at one location to the orders waiting for it, oldest paid first, until the
 * stock or the waiting orders run out. Idempotent: it only hands out free stock to lines still backordered.
 * Returns the number of units allocated.
 */
export async function fillBackorders(trx: Knex, accountId: string, productId: string, locationId: string, log: AllocationLog): Promise<number> {
  let allocated = 0;
  let after: { since: unknown; id: string } | undefined;
  const fba = (await trx('locations').where({ account_id: accountId, id: locationId }).first('type'))?.type === 'FBA';
  for (;;) {
    const query = trx('sales_orders as o')
      .where({ 'o.account_id': accountId, 'o.backordered': true })
      // An FBA location serves only the orders assigned to it (see locationOrder).
      .where((q) => (fba ? q.where('o.fulfil_from_location_id', locationId) : q.whereNull('o.fulfil_from_location_id').orWhere('o.fulfil_from_location_id', locationId)))
      .whereExists((q) => q.select(trx.raw('1')).from('sales_order_lines as l')
        .whereRaw('l.account_id = o.account_id and l.sales_order_id = o.id').where({ 'l.product_id': productId }).where('l.backordered_qty', '>', 0))
      .orderByRaw('coalesce(o.paid_at, o.created_at), o.id').limit(BATCH).select('o.id', trx.raw('coalesce(o.paid_at, o.created_at) as waiting_since'));
    if (after) query.whereRaw('(coalesce(o.paid_at, o.created_at), o.id) > (?, ?)', [after.since as Date, after.id]);
    const waiting: Row[] = await query;
    if (!waiting.length) return allocated;
    after = { since: waiting.at(-1)!.waiting_since, id: String(waiting.at(-1)!.id) };
    // Orders before levels, by id, like every other path.
    const orders = new Map<string, Row>((await trx('sales_orders').where({ account_id: accountId }).whereIn('id', waiting.map((w) => String(w.id)))
      .orderBy('id').forUpdate().select('id', 'status', 'status_before_hold', 'fulfil_from_location_id')).map((o: Row) => [String(o.id), o]));
    const levels = await lockLevels(trx, accountId, [productId], [locationId]);
    const level = levels.get(levelKey(productId, locationId));
    if (!level || level.on_hand - level.allocated <= 0) return allocated;
    for (const { id } of waiting) {
      const order = orders.get(String(id));
      if (!order || !holdsAllocation(order)) continue;
      if (order.fulfil_from_location_id && order.fulfil_from_location_id !== locationId) continue;
      const before = level.allocated;
      const lines: Row[] = await trx('sales_order_lines').where({ account_id: accountId, sales_order_id: id, product_id: productId }).orderBy('position').forUpdate();
      await allocateLines(trx, accountId, String(id), lines, [locationId], levels, log);
      allocated += level.allocated - before;
      if (level.allocated !== before) await refreshBackorders(trx, accountId, String(id), true, log);
      if (level.on_hand - level.allocated <= 0) break;
    }
    await saveLevels(trx, accountId, levels.values(), log);
    if (level.on_hand - level.allocated <= 0 || waiting.length < BATCH) return allocated;
  }
}
