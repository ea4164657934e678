/**
 * Helpers shared by the order-to-cash, purchasing and finance hooks (shipments, returns, purchase orders, ASNs,
 * VAT reports): default locations, the order lines a document points at, order status changes made as a
 * consequence of a document. Stock changes go through api/domain/stock/movements.ts. Everything runs on the
 * caller's transaction.
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { minorUnits, type TaxedAmount } from '../../../checks/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { Actor } from '../../crud/actor.ts';
import type { Row } from '../../crud/repository.ts';
import type { EntityRecord } from '../hooks.ts';
import { fail, type FieldError } from '../../http/errors.ts';

/** The EU member states (ISO 3166-1 alpha-2): OSS, IOSS and GPSR registrations, and VAT boxes 8 and 9. */
export const EU_COUNTRIES = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']);

/** Order statuses in which the customer has paid (ON_HOLD counts when it was put on hold after payment). */
const PAID_STATUSES = new Set(['PAID', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'PARTIALLY_RETURNED', 'RETURNED']);

export function isPaidOrder(order: Pick<EntityRecord<'sales-order'>, 'status' | 'status_before_hold'>): boolean {
  const status = String(order.status);
  return PAID_STATUSES.has(status) || (status === 'ON_HOLD' && PAID_STATUSES.has(String(order.status_before_hold)));
}

export const today = (): string => new Date().toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A date column read back from pg is a Date (PGlite: a string); both become `YYYY-MM-DD`. */
export function dateText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/** jsonb arrives parsed from pg and as text from some paths: always an object here. */
export function json<T = unknown>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** `1234` GBP → `12.34 GBP`: amounts in messages, with the currency's own decimals. */
export function money(amount: number, currency: string): string {
  const digits = minorUnits(currency);
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}

/** Refuses with every field error at once (400), like schema validation does. */
export function failFields(errors: FieldError[], summary?: string): void {
  if (!errors.length) return;
  fail('validation_failed', summary ?? errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);
}

/** Refuses a transition whose domain precondition does not hold (409), naming the fields concerned. */
export function refuseTransition(detail: string, errors: FieldError[] = [], currentStatus?: string): never {
  return fail('illegal_transition', detail, errors, { ...(currentStatus ? { currentStatus } : {}), reason: 'precondition' });
}

/** The account's default location, else its first by name; undefined when it has none. */
export async function defaultLocationId(trx: Knex, accountId: string): Promise<string | undefined> {
  const row = await trx('locations').where({ account_id: accountId }).orderBy([{ column: 'is_default', order: 'desc' }, { column: 'name' }]).first('id');
  return row?.id;
}

export async function accountCurrency(trx: Knex, accountId: string): Promise<string> {
  return (await trx('accounts').where({ id: accountId }).first('currency'))?.currency ?? 'GBP';
}

// ---- Documents that point at sales order lines (shipments, returns) ----------------------------------------

export interface OrderLineRef {
  order_line_id?: unknown;
  sku?: unknown;
  description?: unknown;
  qty?: unknown;
  received_qty?: unknown;
}

type SalesOrderLineRow = EntityRecord<'sales-order-line'>;

/**
 * Resolves each document line to one of the order's lines: by `order_line_id`, else by `sku` (case-insensitive,
 * exactly one match). Fills `order_line_id`, `sku` and `description` from the order line; collects errors.
 * An id that is no longer a line of the order (its lines were rewritten by an edit) is resolved again by SKU.
 */
export function resolveOrderLines(lines: OrderLineRef[], orderLines: SalesOrderLineRow[], orderNumber: string, errors: FieldError[]): Map<number, SalesOrderLineRow> {
  const resolved = new Map<number, SalesOrderLineRow>();
  lines.forEach((line, i) => {
    const hasSku = typeof line.sku === 'string' && line.sku !== '';
    let match: SalesOrderLineRow | undefined = typeof line.order_line_id === 'string' ? orderLines.find((l) => l.id === line.order_line_id) : undefined;
    if (!match && hasSku) {
      const sku = String(line.sku).toLowerCase();
      const matches = orderLines.filter((l) => String(l.sku).toLowerCase() === sku);
      if (matches.length === 1) match = matches[0];
      else errors.push({ pointer: `/lines/${i}/sku`, message: matches.length ? `is on several lines of order ${orderNumber}: name the order line (order_line_id)` : `is on no line of order ${orderNumber}` });
    } else if (!match && typeof line.order_line_id === 'string') {
      errors.push({ pointer: `/lines/${i}/order_line_id`, message: `is not a line of order ${orderNumber}` });
    } else if (!match) {
      errors.push({ pointer: `/lines/${i}/sku`, message: 'is required to say which order line this is (or give order_line_id)' });
    }
    if (match) {
      line.order_line_id = match.id;
      line.sku = match.sku;
      line.description = match.description;
      resolved.set(i, match);
    }
  });
  return resolved;
}

/**
 * Checks that the quantities per order line stay within `available(orderLine)`, adding the lines' quantities up
 * (two lines may name the same order line); the error goes on the line that crosses the limit.
 */
export function checkQuantities(
  lines: OrderLineRef[], resolved: Map<number, SalesOrderLineRow>, field: 'qty' | 'received_qty',
  available: (orderLine: SalesOrderLineRow) => number, describe: (orderLine: SalesOrderLineRow, available: number) => string, errors: FieldError[],
): void {
  const used = new Map<string, number>();
  lines.forEach((line, i) => {
    const orderLine = resolved.get(i);
    if (!orderLine) return;
    const total = (used.get(String(orderLine.id)) ?? 0) + Number(line[field] ?? 0);
    used.set(String(orderLine.id), total);
    const limit = Math.max(0, available(orderLine));
    if (total > limit) errors.push({ pointer: `/lines/${i}/${field}`, message: describe(orderLine, limit) });
  });
}

/**
 * Moves a sales order to `to` as the consequence of a document (a shipment shipped, a return received): the
 * status, its version and its history change together, in the document's transaction.
 */
export async function setOrderStatus(trx: Knex, actor: Actor, order: Row, to: string, transition: string): Promise<void> {
  if (order.status === to) return;
  await trx('sales_orders').where({ account_id: order.account_id, id: order.id })
    .update({ status: to, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
  await trx('status_history').insert({
    account_id: order.account_id, resource: 'sales-orders', record_id: order.id, transition, from_status: order.status, to_status: to, user_id: actor.user.id,
  });
  // Moved by its shipments or returns, not by a transition of its own: the audit log records it as one.
  await recordAudit(trx, {
    model, entity: model.entities.find((e) => e.name === 'sales-order')!, actor, action: 'transition', transition,
    accountId: String(order.account_id), recordId: String(order.id), before: order, after: { status: to },
  });
}

/**
 * An order's shipping as charged, with its VAT: what the total holds beyond the lines, taxed at the shipping tax's
 * rate or, without one, the highest line rate (as checks/money.ts computed it). `lines` are the order's lines.
 */
export async function orderShipping(trx: Knex, order: Row, lines: Row[]): Promise<TaxedAmount> {
  const shippingTax = order.shipping_tax_id ? await trx('sales_taxes').where({ account_id: order.account_id, id: order.shipping_tax_id }).first('rate') : undefined;
  return {
    // The rate the order's VAT treatment charged on its shipping, when stored; else its shipping tax's or the highest line rate.
    rate: order.shipping_vat_rate !== null && order.shipping_vat_rate !== undefined ? Number(order.shipping_vat_rate) : shippingTax ? Number(shippingTax.rate) : Math.max(0, ...lines.map((l) => Number(l.tax_rate ?? 0))),
    gross: Number(order.total) - lines.reduce((sum, l) => sum + Number(l.gross), 0),
    tax: Number(order.tax_total) - lines.reduce((sum, l) => sum + Number(l.tax), 0),
  };
}

/**
 * The goods a return gives back, as they were sold: each returned line's share of its order line (pro rata to the
 * quantity), or every order line when the return lists none. `orderLines` are the order's lines.
 */
export function returnedGoods(orderLines: Row[], returnLines: Row[]): Array<TaxedAmount & { line: Row; qty: number }> {
  const picked = returnLines.length
    ? returnLines.map((r) => ({ line: orderLines.find((l) => l.id === r.order_line_id), qty: Number(r.qty) }))
    : orderLines.map((line) => ({ line, qty: Number(line.quantity) }));
  return picked.filter((g): g is { line: Row; qty: number } => Boolean(g.line) && g.qty > 0).map(({ line, qty }) => {
    const share = (amount: unknown) => (Number(line.quantity) ? Math.round((Number(amount ?? 0) * qty) / Number(line.quantity)) : 0);
    return { line, qty, rate: Number(line.tax_rate ?? 0), gross: share(line.gross), tax: share(line.tax) };
  });
}
