/**
 * Return (RMA) rules: the order snapshot, default lines (everything not yet returned), quantities checked against
 * the order, the refund limit, and receiving, which raises the order lines' `returned_qty`, moves a shipped order
 * to (PARTIALLY_)RETURNED and puts received, undamaged units back in stock.
 */
import type { Knex } from 'knex';
import { fail, type FieldError } from '../http/errors.ts';
import type { Row } from '../crud/repository.ts';
import type { EntityHooks, HookContext } from './hooks.ts';
import {
  adjustStock, checkQuantities, defaultLocationId, failFields, isPaidOrder, money, refuseTransition, resolveOrderLines, setOrderStatus,
} from './orders-finance-shared.ts';

const notYetReturned = (line: Row) => Number(line.quantity) - Number(line.returned_qty ?? 0);
const shippedNotReturned = (line: Row) => Number(line.shipped_qty ?? 0) - Number(line.returned_qty ?? 0);
/** Order statuses after shipping, which returns move on to PARTIALLY_RETURNED / RETURNED. */
const AFTER_SHIPPING = ['SHIPPED', 'COMPLETED', 'PARTIALLY_RETURNED'];

/**
 * The most that may be refunded for `lines`: what was paid for them (each line's gross, pro rata to the quantity
 * returned) plus the order's shipping, and never more than the order's total less the other refunded returns.
 */
export async function refundLimit(trx: Knex, order: Row, orderLines: Row[], lines: Row[], returnId?: unknown): Promise<{ limit: number; detail: string }> {
  const currency = String(order.currency);
  if (!isPaidOrder(order)) return { limit: 0, detail: `order ${order.number} was never paid` };
  const linesValue = lines.reduce((sum, line) => {
    const orderLine = orderLines.find((l) => l.id === line.order_line_id);
    return orderLine ? sum + Math.round((Number(orderLine.gross) * Number(line.qty)) / Number(orderLine.quantity)) : sum;
  }, 0);
  const shipping = Math.max(0, Number(order.total) - orderLines.reduce((sum, l) => sum + Number(l.gross), 0));
  const refunded = await trx('returns').where({ account_id: order.account_id, order_id: order.id, status: 'REFUNDED' })
    .modify((q) => { if (returnId) q.whereNot('id', returnId); }).sum<{ n: string | null }[]>({ n: 'refund_amount' });
  const left = Number(order.total) - Number(refunded[0].n ?? 0);
  const limit = Math.max(0, Math.min(linesValue + shipping, left));
  const detail = `at most ${money(limit, currency)}: ${money(linesValue, currency)} paid for these lines plus ${money(shipping, currency)} shipping`
    + (left < linesValue + shipping ? `, capped by the ${money(left, currency)} of ${order.number} not yet refunded` : '');
  return { limit, detail };
}

export const returnHooks: EntityHooks = {
  async beforeWrite(ret: Row, { trx, existing, sent }: HookContext) {
    const accountId = String(existing?.account_id ?? ret.account_id);
    const order = await trx('sales_orders').where({ account_id: accountId, id: ret.order_id }).first();
    Object.assign(ret, { order_number: order.number, customer_id: order.customer_id, customer_name: order.customer_name ?? null, currency: order.currency });
    if (!existing) ret.location_id ??= (await defaultLocationId(trx, accountId)) ?? null;

    const orderLines: Row[] = await trx('sales_order_lines').where({ account_id: accountId, sales_order_id: order.id }).orderBy('position');
    if (!existing && !('lines' in sent)) {
      // A body without lines returns every unit not yet returned; the merchant trims it down.
      ret.lines = orderLines.filter((l) => notYetReturned(l) > 0)
        .map((l) => ({ order_line_id: l.id, sku: l.sku, description: l.description, qty: notYetReturned(l), received_qty: 0, damaged_qty: 0 }));
    }
    const lines = (ret.lines as Row[] | undefined) ?? [];
    if (existing?.status === 'RECEIVED' && 'lines' in sent && !sameLines(existing.lines as Row[], lines)) {
      fail('read_only_record', 'The lines of a received return can no longer change; only the refund and the notes can.');
    }
    const errors: FieldError[] = [];
    const resolved = resolveOrderLines(lines, orderLines, String(order.number), errors);
    // Once received, this return's own units count as returned: its (unchanged) lines are not checked again.
    if ((!existing || 'lines' in sent) && existing?.status !== 'RECEIVED') {
      checkQuantities(lines, resolved, 'qty', notYetReturned,
        (l, n) => `is more than the ${n} of ${l.sku} on ${order.number} not yet returned (${l.quantity} ordered, ${l.returned_qty} returned)`, errors);
    }
    lines.forEach((line, i) => {
      const received = Number(line.received_qty ?? 0);
      const damaged = Number(line.damaged_qty ?? 0);
      if (received > Number(line.qty)) errors.push({ pointer: `/lines/${i}/received_qty`, message: `cannot be more than the quantity (${line.qty})` });
      if (damaged > 0 && damaged > received) errors.push({ pointer: `/lines/${i}/damaged_qty`, message: received ? `cannot be more than the received quantity (${received})` : 'needs received_qty too: say how many arrived' });
    });
    failFields(errors);
    if (Number(ret.refund_amount ?? 0) > 0) {
      const { limit, detail } = await refundLimit(trx, order, orderLines, lines, existing?.id);
      if (Number(ret.refund_amount) > limit) failFields([{ pointer: '/refund_amount', message: `is more than may be refunded: ${detail}` }]);
    }
  },

  async beforeTransition(transition: string, ret: Row, context: HookContext) {
    const { trx } = context;
    const lines: Row[] = await trx('return_lines').where({ account_id: ret.account_id, return_id: ret.id }).orderBy('position');
    if (transition === 'authorise' && !lines.length) {
      refuseTransition('A return needs at least one line before it is authorised.', [{ pointer: '/lines', message: 'must have at least 1 item' }], 'REQUESTED');
    }
    if (transition === 'receive') await receive(ret, lines, context);
    if (transition === 'refund') {
      if (!(Number(ret.refund_amount) > 0)) refuseTransition('Set the refund amount before refunding.', [{ pointer: '/refund_amount', message: 'must be more than 0' }], 'RECEIVED');
      // The order row is locked so that two refunds of one order are checked one after the other.
      const order = await trx('sales_orders').where({ account_id: ret.account_id, id: ret.order_id }).forUpdate().first();
      const orderLines: Row[] = await trx('sales_order_lines').where({ account_id: ret.account_id, sales_order_id: order.id });
      const { limit, detail } = await refundLimit(trx, order, orderLines, lines, ret.id);
      if (Number(ret.refund_amount) > limit) refuseTransition(`The refund is more than may be refunded: ${detail}.`, [{ pointer: '/refund_amount', message: `is more than may be refunded: ${detail}` }], 'RECEIVED');
    }
  },
};

/** Received quantities go onto the order; received, undamaged units back on hand. */
async function receive(ret: Row, lines: Row[], { trx, actor, model }: HookContext): Promise<void> {
  const accountId = String(ret.account_id);
  // Nothing recorded on any line means: everything asked for arrived.
  const recorded = lines.some((l) => Number(l.received_qty) > 0);
  for (const line of lines) if (!recorded) line.received_qty = line.qty;
  if (!lines.some((l) => Number(l.received_qty) > 0)) refuseTransition('Nothing was received: record the received quantities first.', [], 'AUTHORISED');

  const order = await trx('sales_orders').where({ account_id: accountId, id: ret.order_id }).forUpdate().first();
  const orderLines: Row[] = await trx('sales_order_lines').where({ account_id: accountId, sales_order_id: order.id }).forUpdate();
  const errors: FieldError[] = [];
  const resolved = resolveOrderLines(lines, orderLines, String(order.number), errors);
  if (errors.length) refuseTransition(`Some lines are no longer on order ${order.number}: edit the return's lines.`, errors, 'AUTHORISED');
  checkQuantities(lines, resolved, 'received_qty', shippedNotReturned,
    (l, n) => `is more than the ${n} of ${l.sku} shipped on ${order.number} and not yet returned`, errors);
  if (errors.length) refuseTransition('This return would take back more than was shipped.', errors, 'AUTHORISED');

  for (const [i, line] of lines.entries()) {
    const orderLine = resolved.get(i)!;
    const received = Number(line.received_qty);
    await trx('return_lines').where({ account_id: accountId, id: line.id }).update({ received_qty: received, order_line_id: orderLine.id });
    orderLine.returned_qty = Number(orderLine.returned_qty) + received;
    await trx('sales_order_lines').where({ account_id: accountId, id: orderLine.id }).update({ returned_qty: orderLine.returned_qty });
    await adjustStock(trx, model, accountId, String(orderLine.product_id), ret.location_id as string | null, { on_hand: received - Number(line.damaged_qty ?? 0) });
  }
  if (AFTER_SHIPPING.includes(String(order.status))) {
    const all = orderLines.every((l) => Number(l.returned_qty) >= Number(l.quantity));
    await setOrderStatus(trx, actor, order, all ? 'RETURNED' : 'PARTIALLY_RETURNED', all ? 'return' : 'return-partially');
  }
}

/** Whether a client sent back the stored lines unchanged (the edit form sends every line with the record). */
function sameLines(stored: Row[] = [], sent: Row[]): boolean {
  const key = (l: Row) => JSON.stringify([l.order_line_id ?? null, Number(l.qty), Number(l.received_qty ?? 0), Number(l.damaged_qty ?? 0), l.reason ?? null]);
  return stored.length === sent.length && stored.every((l, i) => key(l) === key(sent[i]));
}
