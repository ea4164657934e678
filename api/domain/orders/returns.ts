/**
 * Return (RMA) rules: the order snapshot, default lines (everything not yet returned), quantities checked against
 * the order, the refund limit, and receiving, which raises the order lines' `returned_qty`, moves a shipped order
 * to (PARTIALLY_)RETURNED and puts received, undamaged units back in stock. The account's return settings
 * (return-settings) apply: the return window, the list of reasons, restocking rules and fee, whether new returns
 * need authorising, and the RMA prefix.
 */
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import { fail, type FieldError } from '../../http/errors.ts';
import { recordStockMovement } from '../stock/movements.ts';
import type { EntityRecord, EntityHookContext } from '../hooks.ts';

export type ReturnRecord = EntityRecord<'return'>;
export type ReturnLine = NonNullable<ReturnRecord['lines']>[number];
import { singletonValues } from '../../crud/singletons.ts';
import { checkQuantities, failFields, isPaidOrder, money, refuseTransition, resolveOrderLines, setOrderStatus } from '../shared/commerce.ts';

export type SalesOrderLineRow = EntityRecord<'sales-order-line'>;

export const notYetReturned = (line: Pick<SalesOrderLineRow, 'quantity' | 'returned_qty'>) => Number(line.quantity) - Number(line.returned_qty ?? 0);
const shippedNotReturned = (line: Pick<SalesOrderLineRow, 'shipped_qty' | 'returned_qty'>) => Number(line.shipped_qty ?? 0) - Number(line.returned_qty ?? 0);
/**
 * Returns whose units are claimed but not yet counted on the order: a received return has raised the order lines'
 * `returned_qty` already, and a rejected or cancelled one claims nothing.
 */
const OPEN_RETURN_STATUSES = ['REQUESTED', 'AUTHORISED'];
/** Order statuses after shipping, which returns move on to PARTIALLY_RETURNED / RETURNED. */
const AFTER_SHIPPING = ['SHIPPED', 'COMPLETED', 'PARTIALLY_RETURNED'];

/** The account's return settings as the rules read them (defaults before the settings were first saved). */
export interface ReturnSettings {
  reasons: Array<{ code: string; label: string; restock?: boolean }>;
  return_window_days: number;
  restock_undamaged: boolean;
  restocking_fee_percent: number;
  require_authorisation: boolean;
  rma_prefix: string;
}

export async function returnSettingsOf(trx: Knex, model: Model, accountId: string): Promise<ReturnSettings> {
  const row = await singletonValues(trx, model, 'return-settings', accountId);
  return { ...row, restocking_fee_percent: Number(row.restocking_fee_percent ?? 0) } as unknown as ReturnSettings;
}

/** `YYYY-MM-DD` plus `days`, as `YYYY-MM-DD` (calendar arithmetic in UTC: no daylight-saving surprises). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Refuses a return requested after the account's window (days after the order's date; 0: no window). */
export function checkReturnWindow(order: Pick<EntityRecord<'sales-order'>, 'order_date' | 'number'>, settings: Pick<ReturnSettings, 'return_window_days'>, today: string): void {
  const days = Number(settings.return_window_days);
  if (!days || !order.order_date) return;
  const ordered = String(order.order_date).slice(0, 10);
  const lastDay = addDays(ordered, days);
  if (today > lastDay) {
    failFields([{ pointer: '/order_id', message: `is outside the ${days}-day return window: order ${order.number} is dated ${ordered}, so a return could be requested until ${lastDay}` }],
      `Order ${order.number} is outside the return window: it is dated ${ordered} and returns are accepted for ${days} days, until ${lastDay}.`);
  }
}

/**
 * The account's reason a line names, by code or by label (case-insensitive): a line's `reason` is text, and staff
 * or a marketplace may send either the code (DAMAGED) or what customers saw (Arrived damaged).
 */
export function findReason(settings: Pick<ReturnSettings, 'reasons'>, text: unknown): ReturnSettings['reasons'][number] | undefined {
  if (typeof text !== 'string') return undefined;
  const wanted = text.trim().toLowerCase();
  return (settings.reasons ?? []).find((r) => r.code.toLowerCase() === wanted || r.label.trim().toLowerCase() === wanted);
}

/** While the account lists its reasons, a line that gives a reason must give one of them. */
export function reasonErrors(lines: Array<Pick<ReturnLine, 'reason'>>, settings: Pick<ReturnSettings, 'reasons'>): FieldError[] {
  const reasons = settings.reasons ?? [];
  if (!reasons.length) return [];
  const listed = reasons.map((r) => `${r.code} (${r.label})`).join(', ');
  return lines.flatMap((line, i) => (line.reason == null || findReason(settings, line.reason)
    ? []
    : [{ pointer: `/lines/${i}/reason`, message: `is not one of this account's return reasons; use one of ${listed}` }]));
}

/** Units of a received line that go back on hand: undamaged ones, if the settings and the line's reason restock. */
export function unitsToRestock(line: Pick<ReturnLine, 'reason' | 'received_qty' | 'damaged_qty'>, settings: Pick<ReturnSettings, 'reasons' | 'restock_undamaged'>): number {
  if (settings.restock_undamaged === false) return 0;
  const reason = findReason(settings, line.reason);
  if (reason && reason.restock === false) return 0;
  return Math.max(0, Number(line.received_qty) - Number(line.damaged_qty ?? 0));
}

/**
 * The most that may be refunded for `lines`: what was paid for them (each line's gross, pro rata to the quantity
 * returned) less the account's restocking fee, plus the order's shipping, and never more than the order's total
 * less the other refunded returns.
 */
export async function refundLimit(trx: Knex, order: EntityRecord<'sales-order'>, orderLines: SalesOrderLineRow[], lines: Array<Pick<ReturnLine, 'order_line_id' | 'qty'>>, returnId?: unknown, feePercent = 0): Promise<{ limit: number; detail: string }> {
  const currency = String(order.currency);
  if (!isPaidOrder(order)) return { limit: 0, detail: `order ${order.number} was never paid` };
  const paid = lines.reduce((sum, line) => {
    const orderLine = orderLines.find((l) => l.id === line.order_line_id);
    return orderLine ? sum + Math.round((Number(orderLine.gross) * Number(line.qty)) / Number(orderLine.quantity)) : sum;
  }, 0);
  const fee = Math.round((paid * feePercent) / 100);
  const linesValue = paid - fee;
  const shipping = Math.max(0, Number(order.total) - orderLines.reduce((sum, l) => sum + Number(l.gross), 0));
  const refunded = await trx('returns').where({ account_id: order.account_id, order_id: order.id, status: 'REFUNDED' })
    .modify((q) => { if (returnId) q.whereNot('id', returnId); }).sum<{ n: string | null }[]>({ n: 'refund_amount' });
  const left = Number(order.total) - Number(refunded[0].n ?? 0);
  const limit = Math.max(0, Math.min(linesValue + shipping, left));
  const detail = `at most ${money(limit, currency)}: ${money(paid, currency)} paid for these lines${fee ? ` less a ${feePercent}% restocking fee of ${money(fee, currency)}` : ''} plus ${money(shipping, currency)} shipping`
    + (left < linesValue + shipping ? `, capped by the ${money(left, currency)} of ${order.number} not yet refunded` : '');
  return { limit, detail };
}

type Claims = Map<string, { qty: number; rmas: string[] }>;

/** Units of each order line (by id) that the order's other open returns ask for, and their RMA numbers. */
export async function openClaims(trx: Knex, order: Pick<EntityRecord<'sales-order'>, 'account_id' | 'id'>, returnId: unknown): Promise<Claims> {
  const rows: Array<Pick<ReturnLine, 'order_line_id' | 'qty'> & Pick<ReturnRecord, 'rma_number'>> = await trx('return_lines as l')
    .join('returns as r', (j) => j.on('r.account_id', 'l.account_id').andOn('r.id', 'l.return_id'))
    .where({ 'r.account_id': order.account_id, 'r.order_id': order.id })
    .whereIn('r.status', OPEN_RETURN_STATUSES)
    .modify((q) => { if (returnId) q.whereNot('r.id', returnId); })
    .orderBy(['r.rma_number', 'l.position'])
    .select('l.order_line_id', 'l.qty', 'r.rma_number');
  const claims: Claims = new Map();
  for (const row of rows) {
    const claim = claims.get(String(row.order_line_id)) ?? { qty: 0, rmas: [] };
    claim.qty += Number(row.qty);
    if (!claim.rmas.includes(String(row.rma_number))) claim.rmas.push(String(row.rma_number));
    claims.set(String(row.order_line_id), claim);
  }
  return claims;
}

/**
 * Refuses (409 `already_claimed`, one error per line) units that other open returns of the order already claim:
 * each order line's units not yet returned, less what the other REQUESTED or AUTHORISED returns ask for, are all a
 * new or edited return may take. Receiving checks again against what was shipped.
 */
export function refuseClaimedUnits(order: Pick<EntityRecord<'sales-order'>, 'number'>, lines: ReturnLine[], resolved: Map<number, SalesOrderLineRow>, claims: Claims): void {
  if (!claims.size) return;
  const conflicts: FieldError[] = [];
  checkQuantities(lines, resolved, 'qty', (l) => notYetReturned(l) - (claims.get(String(l.id))?.qty ?? 0),
    (l, n) => {
      const claim = claims.get(String(l.id))!;
      return `is more than the ${n} of ${l.sku} on ${order.number} left to return: ${claim.qty} of the ${notYetReturned(l)} not yet returned are already claimed by open return${claim.rmas.length > 1 ? 's' : ''} ${claim.rmas.join(', ')}`;
    }, conflicts);
  if (conflicts.length) {
    fail('already_claimed', `Other open returns of ${order.number} already claim these units: ${conflicts.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.`, conflicts);
  }
}

/** Received quantities go onto the order; received, undamaged units back on hand. */
export async function receive(ret: ReturnRecord, lines: ReturnLine[], { trx, actor, model }: EntityHookContext<'return'>): Promise<void> {
  const accountId = String(ret.account_id);
  // Nothing recorded on any line means: everything asked for arrived.
  const recorded = lines.some((l) => Number(l.received_qty) > 0);
  for (const line of lines) if (!recorded) line.received_qty = line.qty;
  if (!lines.some((l) => Number(l.received_qty) > 0)) refuseTransition('Nothing was received: record the received quantities first.', [], 'AUTHORISED');

  const order = await trx('sales_orders').where({ account_id: accountId, id: ret.order_id }).forUpdate().first();
  const orderLines: SalesOrderLineRow[] = await trx('sales_order_lines').where({ account_id: accountId, sales_order_id: order.id }).forUpdate();
  const errors: FieldError[] = [];
  const resolved = resolveOrderLines(lines, orderLines, String(order.number), errors);
  if (errors.length) refuseTransition(`Some lines are no longer on order ${order.number}: edit the return's lines.`, errors, 'AUTHORISED');
  checkQuantities(lines, resolved, 'received_qty', shippedNotReturned,
    (l, n) => `is more than the ${n} of ${l.sku} shipped on ${order.number} and not yet returned`, errors);
  if (errors.length) refuseTransition('This return would take back more than was shipped.', errors, 'AUTHORISED');

  const settings = await returnSettingsOf(trx, model, accountId);
  for (const [i, line] of lines.entries()) {
    const orderLine = resolved.get(i)!;
    const received = Number(line.received_qty);
    await trx('return_lines').where({ account_id: accountId, id: line.id }).update({ received_qty: received, order_line_id: orderLine.id });
    orderLine.returned_qty = Number(orderLine.returned_qty) + received;
    await trx('sales_order_lines').where({ account_id: accountId, id: orderLine.id }).update({ returned_qty: orderLine.returned_qty });
    const restock = unitsToRestock(line, settings);
    if (restock > 0 && ret.location_id) {
      await recordStockMovement(trx, actor, {
        accountId, productId: String(orderLine.product_id), locationId: String(ret.location_id), delta: restock, reason: 'RETURN',
        reference: { type: 'returns', id: String(ret.id), label: String(ret.rma_number) },
      });
    }
  }
  if (AFTER_SHIPPING.includes(String(order.status))) {
    const all = orderLines.every((l) => Number(l.returned_qty) >= Number(l.quantity));
    await setOrderStatus(trx, actor, order, all ? 'RETURNED' : 'PARTIALLY_RETURNED', all ? 'return' : 'return-partially');
  }
}

/** Whether a client sent back the stored lines unchanged (the edit form sends every line with the record). */
export function sameLines(stored: ReturnLine[], sent: ReturnLine[]): boolean {
  const key = (l: ReturnLine) => JSON.stringify([l.order_line_id ?? null, Number(l.qty), Number(l.received_qty ?? 0), Number(l.damaged_qty ?? 0), l.reason ?? null]);
  return stored.length === sent.length && stored.every((l, i) => key(l) === key(sent[i]));
}
