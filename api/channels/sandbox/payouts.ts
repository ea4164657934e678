/**
 * Payouts in the sandbox: what a marketplace pays a seller for the orders it holds, decided the same way every
 * time, so a test (and the demo) can predict every figure.
 *
 *   what is paid    every order whose lines have all shipped, once: its total as a sale, less the marketplace's
 *                   fees (each module's `PayoutPolicy`: eBay's final value fee, Amazon's referral fee…); every
 *                   refund not yet paid out, as money back to the buyer, with the part of the fee the marketplace
 *                   gives back
 *   when            when the seller (an adapter) next reads its payouts, or `POST …/_control/payouts`: everything
 *                   due then becomes one payout per currency, which never changes afterwards (a second read finds
 *                   nothing new to pay), dated when its last transaction happened; on marketplaces that never pay
 *                   out a negative balance (eBay, Etsy) refunds wait for the next sales
 *   control API     POST …/_control/refunds {order_id, amount?} gives money back to the buyer (all of the order
 *                   when no amount); POST …/_control/payouts {seller?} pays out now and answers the payouts made;
 *                   GET …/_control/payouts (?seller=) lists them
 *
 * Each module turns a SandboxPayout into its marketplace's own shapes (modules/<type>-payouts.ts).
 */
import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxMarketplace, SandboxOrder } from './marketplace.ts';
import { inScope, mayControl, scopeSellers } from './control-access.ts';

export interface SandboxRefund { id: string; amount: number; at: string; settledIn?: string }

export type SandboxPayoutLineKind = 'SALE' | 'FEE' | 'REFUND' | 'FEE_REFUND';

export interface SandboxPayoutLine {
  kind: SandboxPayoutLineKind;
  orderId: string;
  /** Minor units, signed as the seller's balance sees it: SALE and FEE_REFUND in, FEE and REFUND out. */
  amount: number;
  /** The marketplace's name for it (its fee type: "FINAL_VALUE_FEE", "Commission"…). */
  code: string;
  at: string;
  /** The order's first SKU (fees are per order here). */
  sku: string | null;
  /** The refund this line belongs to (REFUND and FEE_REFUND). */
  refundId?: string;
}

export interface SandboxPayout {
  id: string;
  sellerId: string;
  /** The payout's running number on this marketplace (1, 2, …). */
  number: number;
  currency: string;
  issuedAt: string;
  periodStart: string;
  periodEnd: string;
  lines: SandboxPayoutLine[];
  /** What went to the bank: the sum of the lines. */
  total: number;
}

/** A marketplace's fees, in minor units, as positive amounts. */
export interface PayoutPolicy {
  /** The fees on a sale, each with the marketplace's name for it. */
  saleFees(order: SandboxOrder): Array<{ code: string; amount: number }>;
  /** The fee the marketplace gives back on a refund of `amount` (0 when it keeps its fees). */
  refundedFee(order: SandboxOrder, amount: number): { code: string; amount: number } | null;
  /** How it writes a payout's id from its running number. */
  payoutIdFor(number: number, sellerId: string): string;
  /**
   * Whether a balance below zero is "paid out" (Amazon charges the seller, Shopify withdraws from the bank); when
   * false (eBay, Etsy) it waits, carried into the next payout with the next sales.
   */
  paysOutNegative: boolean;
}

const policies = new WeakMap<SandboxMarketplace, PayoutPolicy>();

/** A module's fees and ids for its marketplace (called from its `configure`). */
export function setPayoutPolicy(market: SandboxMarketplace, policy: PayoutPolicy): void {
  policies.set(market, policy);
}

/** A percentage of an amount in minor units, rounded half up (as the marketplaces' fee tables do). */
export const percentOf = (amount: number, percent: number): number => Math.round((amount * percent) / 100);

/** A stable id made of a seed: the same payout gets the same marketplace ids however often it is shown. */
export const stableId = (seed: string, length = 24, alphabet = '0123456789abcdef'): string => {
  const digest = createHash('sha256').update(seed).digest();
  return Array.from({ length }, (_, i) => alphabet[digest[i % digest.length]! % alphabet.length]).join('');
};

const dateOf = (iso: string) => iso.slice(0, 10);

const fullyShipped = (order: SandboxOrder) => order.status !== 'CANCELLED' && order.lines.every((line) => order.shipments.some((s) => s.lineIds.includes(line.lineId)));

function shippedAt(order: SandboxOrder): string {
  return order.shipments.map((s) => s.shippedAt).sort().at(-1) ?? order.updatedAt;
}

/** What is due to the seller now and not paid out yet: its lines by currency, and what they pay out. */
interface Due { currency: string; lines: SandboxPayoutLine[]; orders: SandboxOrder[]; refunds: SandboxRefund[] }

function dueOf(market: SandboxMarketplace, sellerId: string, policy: PayoutPolicy): Map<string, Due> {
  const due = new Map<string, Due>();
  const of = (currency: string) => due.get(currency) ?? due.set(currency, { currency, lines: [], orders: [], refunds: [] }).get(currency)!;
  const orders = [...market.orders.values()].filter((o) => o.sellerId === sellerId).sort((a, b) => a.seq - b.seq);
  for (const order of orders) {
    const sku = order.lines[0]?.sku ?? null;
    const bucket = of(order.currency);
    const paidOut = Boolean(order.settledIn) || fullyShipped(order);
    if (!order.settledIn && fullyShipped(order)) {
      const at = shippedAt(order);
      bucket.lines.push({ kind: 'SALE', orderId: order.id, amount: order.total, code: 'SALE', at, sku });
      for (const fee of policy.saleFees(order)) {
        if (fee.amount > 0) bucket.lines.push({ kind: 'FEE', orderId: order.id, amount: -fee.amount, code: fee.code, at, sku });
      }
      bucket.orders.push(order);
    }
    // A refund is paid out with (or after) the sale it gives back.
    for (const refund of paidOut ? order.refunds ?? [] : []) {
      if (refund.settledIn) continue;
      bucket.lines.push({ kind: 'REFUND', orderId: order.id, amount: -refund.amount, code: 'REFUND', at: refund.at, sku, refundId: refund.id });
      const credit = policy.refundedFee(order, refund.amount);
      if (credit && credit.amount > 0) bucket.lines.push({ kind: 'FEE_REFUND', orderId: order.id, amount: credit.amount, code: credit.code, at: refund.at, sku, refundId: refund.id });
      bucket.refunds.push(refund);
    }
  }
  for (const [currency, bucket] of due) if (!bucket.lines.length) due.delete(currency);
  return due;
}

/**
 * Pays out what is due to the seller: one new payout per currency, or none when nothing is due. Answers the
 * payouts made now.
 */
export function settlePayouts(market: SandboxMarketplace, sellerId: string, now = new Date()): SandboxPayout[] {
  const policy = policies.get(market);
  if (!policy) return [];
  const made: SandboxPayout[] = [];
  for (const bucket of [...dueOf(market, sellerId, policy).values()].sort((a, b) => a.currency.localeCompare(b.currency))) {
    if (!policy.paysOutNegative && bucket.lines.reduce((sum, l) => sum + l.amount, 0) <= 0) continue;
    const number = market.payouts.length + 1;
    const dates = bucket.lines.map((l) => l.at).sort();
    // Issued when its last transaction happened: a payout made as the seller reads it is not dated after the read.
    const issuedAt = [dates.at(-1)!, now.toISOString()].sort()[0]!;
    const payout: SandboxPayout = {
      id: policy.payoutIdFor(number, sellerId), sellerId, number, currency: bucket.currency, issuedAt,
      periodStart: dateOf(dates[0]!), periodEnd: dateOf(dates.at(-1)!), lines: bucket.lines, total: bucket.lines.reduce((sum, l) => sum + l.amount, 0),
    };
    for (const order of bucket.orders) order.settledIn = payout.id;
    for (const refund of bucket.refunds) refund.settledIn = payout.id;
    market.payouts.push(payout);
    made.push(payout);
  }
  if (made.length) market.touched();
  return made;
}

/** The seller's payouts, oldest first, after paying out what is due now. */
export function payoutsOf(market: SandboxMarketplace, sellerId: string): SandboxPayout[] {
  settlePayouts(market, sellerId);
  return market.payouts.filter((p) => p.sellerId === sellerId);
}

/** Gives money back to the buyer of an order (all that is left of it when `amount` is not given). */
export function refundOrder(market: SandboxMarketplace, order: SandboxOrder, amount?: number): SandboxRefund | string {
  const refunded = (order.refunds ?? []).reduce((sum, r) => sum + r.amount, 0);
  const left = order.total - refunded;
  const wanted = amount ?? left;
  if (!Number.isInteger(wanted) || wanted < 1) return 'amount: a whole number of minor units, 1 or more';
  if (wanted > left) return `order ${order.id} has ${left} left to refund, less than ${wanted}`;
  const refund: SandboxRefund = { id: `${order.id}-R${(order.refunds?.length ?? 0) + 1}`, amount: wanted, at: new Date().toISOString() };
  market.touchOrder(order, { refunds: [...(order.refunds ?? []), refund] });
  return refund;
}

function problem(ctx: Context, status: number, message: string): void {
  ctx.status = status;
  ctx.body = { error: message };
}

/** The control API's payout and refund routes (mounted with the other control routes, sandbox/index.ts). */
export function payoutControlRoutes(router: Router, market: SandboxMarketplace): void {
  router.post('/_control/refunds', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const found = typeof body.order_id === 'string' ? market.orders.get(body.order_id) : undefined;
    // Another tenant's seller's order is not found (control-access.ts).
    const order = found && mayControl(ctx, found.sellerId) ? found : undefined;
    if (!order) return problem(ctx, 404, `order_id: no order ${String(body.order_id ?? '')}`);
    if (body.amount !== undefined && !Number.isInteger(body.amount)) return problem(ctx, 400, 'amount: a whole number of minor units');
    const refund = refundOrder(market, order, body.amount as number | undefined);
    if (typeof refund === 'string') return problem(ctx, 409, refund);
    ctx.status = 201;
    ctx.body = { refund_id: refund.id, order_id: order.id, amount: refund.amount };
  });
  router.post('/_control/payouts', (ctx) => {
    const seller = (ctx.request.body as Record<string, unknown> | undefined)?.seller;
    if (typeof seller === 'string' && !mayControl(ctx, seller)) return problem(ctx, 404, `seller: no seller ${seller}`);
    const scope = scopeSellers(ctx, undefined);
    const sellers = typeof seller === 'string' ? [seller] : [...new Set([...market.orders.values()].map((o) => o.sellerId))].filter((id) => inScope(scope, id));
    ctx.body = { payouts: sellers.flatMap((id) => settlePayouts(market, id)) };
  });
  router.get('/_control/payouts', (ctx) => {
    const scope = scopeSellers(ctx, typeof ctx.query.seller === 'string' ? ctx.query.seller : undefined);
    ctx.body = { payouts: market.payouts.filter((p) => inScope(scope, p.sellerId)) };
  });
}
