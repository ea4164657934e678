/**
 * Packing an order: the pack screen's barcode scanner types a code (a GTIN/EAN of the product's `barcodes`, or its
 * SKU) and Enter; `POST /api/sales-orders/:id/pack {code}` ticks ONE unit of the order line it names. Stored on the
 * order (`packed_qty` per line, `packed_at` / `packed_by` once the last unit is in), audited, so who packed what is
 * on the record, and refused in words:
 * - a code on no line of the order: 422 `wrong_item`, "5012345678900 is not on this order" (pointer `/code`);
 * - a line whose units are all packed already: 409 `over_packed`, naming the SKU and the count;
 * - an order that is not paid (or partly shipped): 409 `not_packable`.
 * A retry with the same `Idempotency-Key` (a scan whose answer was lost) replays the first answer and packs nothing
 * twice: the answer is recorded in the scan's own transaction.
 *
 * What a line needs packed now: the units shipped or allocated (`shipped_qty + allocated_qty`, at most the
 * quantity); units already shipped count as packed, so after a partial shipment the screen asks only for what the
 * stock now holds for the order. A backordered unit cannot be packed until stock arrives.
 *
 * Barcodes are compared as GTIN-14 (checks/contracts/packing.ts, shared with the pack screen).
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { recordAudit } from '../../audit/index.ts';
import type { Actor } from '../../crud/actor.ts';
import type { Row } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail, invalid } from '../../http/errors.ts';
import { recordAnswer } from '../../http/idempotency.ts';
import { entityNamed } from '../channels/system-actor.ts';
import { requirePicker } from './pick-list.ts';
import { linesOfCode, type PackLine, type PackState } from '../../../checks/contracts/packing.ts';

const PACKABLE = ['PAID', 'PARTIALLY_SHIPPED'];

function lineState(line: Row, product: Row | undefined): PackLine {
  const quantity = Number(line.quantity);
  const shipped = Number(line.shipped_qty ?? 0);
  const target = Math.min(quantity, shipped + Number(line.allocated_qty ?? 0));
  const done = Math.min(target, Math.max(Number(line.packed_qty ?? 0), shipped));
  const barcodes = (Array.isArray(product?.barcodes) ? product.barcodes : []) as Array<{ value?: unknown }>;
  return {
    id: String(line.id),
    product_id: String(line.product_id),
    sku: String(line.sku ?? product?.sku ?? ''),
    description: String(line.description ?? product?.title ?? ''),
    barcodes: barcodes.map((b) => String(b.value ?? '')).filter(Boolean),
    quantity,
    shipped_qty: shipped,
    to_pack: target - shipped,
    packed: done - shipped,
    waiting: quantity - target,
  };
}

async function readState(db: Knex, accountId: string, order: Row): Promise<PackState> {
  const lines: Row[] = await db('sales_order_lines').where({ account_id: accountId, sales_order_id: order.id }).orderBy('position')
    .select('id', 'product_id', 'sku', 'description', 'quantity', 'shipped_qty', 'allocated_qty', 'packed_qty');
  const products: Row[] = lines.length
    ? await db('products').where({ account_id: accountId }).whereIn('id', [...new Set(lines.map((l) => String(l.product_id)))]).select('id', 'sku', 'title', 'barcodes')
    : [];
  const byId = new Map(products.map((p) => [String(p.id), p]));
  const states = lines.map((l) => lineState(l, byId.get(String(l.product_id))));
  return {
    order_id: String(order.id),
    number: String(order.number),
    status: String(order.status),
    version: Number(order.version),
    packed_at: order.packed_at ? new Date(order.packed_at as string).toISOString() : null,
    packed_by: (order.packed_by as string | null) ?? null,
    complete: PACKABLE.includes(String(order.status)) && states.some((l) => l.to_pack > 0) && states.every((l) => l.packed >= l.to_pack),
    lines: states,
  };
}

const orderEntity = () => entityNamed('sales-order');

/** The order's pack state, for the pack screen (read permission on the order, and the Ship action's). */
export async function packState(knex: Knex, service: ResourceService, actor: Actor, id: string): Promise<PackState> {
  requirePicker(actor);
  const order = await service.scopedQuery(knex, actor, 'read', orderEntity()).where('id', id).first('id', 'number', 'status', 'version', 'packed_at', 'packed_by');
  if (!order) return fail('not_found', `No sales order with id ${id}.`);
  return readState(knex, actor.accountId, order);
}

function refuseUnpackable(order: Row): void {
  if (!PACKABLE.includes(String(order.status))) {
    fail('not_packable', `${order.number} is ${String(order.status).toLowerCase().replace(/_/g, ' ')}: only paid orders are packed.`);
  }
}

/** Ticks one unit of the line `code` names; answers the new pack state. */
export async function packUnit(knex: Knex, service: ResourceService, actor: Actor, id: string, body: unknown): Promise<PackState> {
  requirePicker(actor);
  const sent = (body && typeof body === 'object' ? (body as Record<string, unknown>).code : undefined);
  if (typeof sent !== 'string' || !sent.trim()) return invalid('/code', 'is required: the barcode or SKU scanned');
  const code = sent.trim();
  if (code.length > 64) return invalid('/code', 'must be at most 64 characters (a barcode or a SKU)');
  return knex.transaction(async (trx) => {
    const order = await service.lockForUpdate(trx, actor, orderEntity(), id);
    refuseUnpackable(order);
    const before = await readState(trx, actor.accountId, order);
    const matches = linesOfCode(before.lines, code);
    if (!matches.length) return fail('wrong_item', `${code} is not on this order.`, [{ pointer: '/code', message: `${code} is not on order ${order.number}` }]);
    const line = matches.find((l) => l.packed < l.to_pack);
    if (!line) {
      const full = matches[0];
      const reason = full.waiting > 0 && full.to_pack === full.packed
        ? `${full.sku}: the ${full.to_pack} in stock for this order ${full.to_pack === 1 ? 'is' : 'are'} packed already; ${full.waiting} ${full.waiting === 1 ? 'waits' : 'wait'} for stock.`
        : `${full.sku}: all ${full.to_pack} ${full.to_pack === 1 ? 'is' : 'are'} packed already.`;
      return fail('over_packed', reason, [{ pointer: '/code', message: reason }]);
    }
    const packedQty = line.shipped_qty + line.packed + 1;
    await trx('sales_order_lines').where({ account_id: actor.accountId, id: line.id }).update({ packed_qty: packedQty });
    const after = await readState(trx, actor.accountId, order);
    const stamp = after.complete ? { packed_at: new Date(), packed_by: actor.user.email } : { packed_at: null, packed_by: null };
    await trx('sales_orders').where({ account_id: actor.accountId, id: order.id }).update({ ...stamp, version: Number(order.version) + 1, updated_at: new Date() });
    await recordAudit(trx, {
      model, entity: orderEntity(), actor: { user: actor.user }, action: 'update', accountId: actor.accountId, recordId: String(order.id),
      before: { packed_at: order.packed_at ?? null, packed_by: order.packed_by ?? null },
      after: { packed_at: stamp.packed_at ? stamp.packed_at.toISOString() : null, packed_by: stamp.packed_by },
      changes: { lines: { from: [{ id: line.id, sku: line.sku, packed_qty: packedQty - 1 }], to: [{ id: line.id, sku: line.sku, packed_qty: packedQty }] } },
      cause: `packed by scanning ${code}`,
    });
    const state = await readState(trx, actor.accountId, { ...order, ...stamp, version: Number(order.version) + 1 });
    await recordAnswer(trx as Knex.Transaction, { status: 200, body: state });
    return state;
  });
}

/** Starts packing again: every line back to what is shipped, `packed_at` cleared. */
export async function unpack(knex: Knex, service: ResourceService, actor: Actor, id: string): Promise<PackState> {
  requirePicker(actor);
  return knex.transaction(async (trx) => {
    const order = await service.lockForUpdate(trx, actor, orderEntity(), id);
    refuseUnpackable(order);
    const lines: Row[] = await trx('sales_order_lines').where({ account_id: actor.accountId, sales_order_id: order.id }).select('id', 'sku', 'packed_qty', 'shipped_qty');
    const moved = lines.filter((l) => Number(l.packed_qty ?? 0) > Number(l.shipped_qty ?? 0));
    if (moved.length || order.packed_at) {
      await trx('sales_order_lines').where({ account_id: actor.accountId, sales_order_id: order.id }).update({ packed_qty: trx.ref('shipped_qty') });
      await trx('sales_orders').where({ account_id: actor.accountId, id: order.id }).update({ packed_at: null, packed_by: null, version: Number(order.version) + 1, updated_at: new Date() });
      await recordAudit(trx, {
        model, entity: orderEntity(), actor: { user: actor.user }, action: 'update', accountId: actor.accountId, recordId: String(order.id),
        before: { packed_at: order.packed_at ?? null, packed_by: order.packed_by ?? null }, after: { packed_at: null, packed_by: null },
        changes: { lines: { from: moved.map((l) => ({ id: l.id, sku: l.sku, packed_qty: Number(l.packed_qty) })), to: moved.map((l) => ({ id: l.id, sku: l.sku, packed_qty: Number(l.shipped_qty) })) } },
        cause: 'packing started again',
      });
    }
    const fresh = await trx('sales_orders').where({ account_id: actor.accountId, id: order.id }).first('id', 'number', 'status', 'version', 'packed_at', 'packed_by');
    const state = await readState(trx, actor.accountId, fresh);
    await recordAnswer(trx as Knex.Transaction, { status: 200, body: state });
    return state;
  });
}
