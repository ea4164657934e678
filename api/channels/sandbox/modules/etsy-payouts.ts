/**
 * Etsy Payments in the sandbox: Open API v3's payment account ledger (getShopPaymentAccountLedgerEntries by
 * min_created/max_created with limit/offset) and payments (getPayments by payment_ids), in Etsy's shapes (amounts
 * in minor units, epoch seconds, a running `balance` and `sequence_number`), over the payouts the sandbox makes
 * (payouts.ts). Each payout is a run of ledger entries closed by a disbursement (`DISBURSE2`, the amount sent to
 * the bank): per order a payment (`PAYMENT_GROSS`, referring to its payment), Etsy Payments' processing fee
 * (`PAYMENT_PROCESSING_FEE`, 4 % + £0.20) and Etsy's transaction fee (`transaction`, 6.5 %, referring to the
 * receipt); per refund the money given back (`REFUND_GROSS`) and the transaction fee on it credited back.
 */
import type Router from '@koa/router';
import type { SandboxMarketplace } from '../marketplace.ts';
import { payoutsOf, percentOf, setPayoutPolicy, type SandboxPayoutLine } from '../payouts.ts';
import { registerSandboxModule } from '../registry.ts';
import { etsyShopId, limitOffset, refuse, seller } from './etsy.ts';

type Json = Record<string, any>;
const TRANSACTION_FEE_PERCENT = 6.5;
const PROCESSING_PERCENT = 4;
const PROCESSING_FIXED = 20;

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const money = (minor: number, currency: string) => ({ amount: minor, divisor: 100, currency_code: currency });
/** The sandbox's Etsy payment id of an order (Etsy's are numbers of their own). */
export const paymentIdOf = (orderId: string) => 4_000_000_000 + (Number(orderId) % 1_000_000_000);

function entryOf(line: SandboxPayoutLine): { ledger_type: string; description: string; reference_type: string; reference_id: string } {
  const payment = { reference_type: 'payment', reference_id: String(paymentIdOf(line.orderId)) };
  switch (line.kind) {
    case 'SALE': return { ledger_type: 'PAYMENT_GROSS', description: 'Payment', ...payment };
    case 'REFUND': return { ledger_type: 'REFUND_GROSS', description: 'Refund', ...payment };
    case 'FEE_REFUND': return { ledger_type: 'transaction', description: 'Credit for transaction fee', reference_type: 'receipt', reference_id: line.orderId };
    default: return line.code === 'PAYMENT_PROCESSING_FEE'
      ? { ledger_type: 'PAYMENT_PROCESSING_FEE', description: 'Payment processing fee', ...payment }
      : { ledger_type: 'transaction', description: 'Transaction fee', reference_type: 'receipt', reference_id: line.orderId };
  }
}

/** The seller's whole ledger: each payout's entries, then its disbursement. */
function ledgerOf(market: SandboxMarketplace, sellerId: string): Json[] {
  const entries: Json[] = [];
  let balance = 0;
  const ledgerId = etsyShopId(sellerId) * 10;
  const push = (amount: number, currency: string, at: string, what: Json) => {
    balance += amount;
    const sequence = entries.length + 1;
    entries.push({
      entry_id: ledgerId * 1000 + sequence, ledger_id: ledgerId, sequence_number: sequence, amount, currency, balance,
      create_date: seconds(at), created_timestamp: seconds(at), payment_adjustments: [], ...what,
    });
  };
  for (const payout of payoutsOf(market, sellerId)) {
    for (const line of payout.lines) push(line.amount, payout.currency, line.at, entryOf(line));
    push(-payout.total, payout.currency, payout.issuedAt, { ledger_type: 'DISBURSE2', description: 'Disbursement', reference_type: 'disbursement', reference_id: payout.id });
  }
  return entries;
}

function paymentJson(market: SandboxMarketplace, sellerId: string, paymentId: number): Json | undefined {
  const order = [...market.orders.values()].find((o) => o.sellerId === sellerId && paymentIdOf(o.id) === paymentId);
  if (!order) return undefined;
  const fees = percentOf(order.total, PROCESSING_PERCENT) + PROCESSING_FIXED;
  const refunded = (order.refunds ?? []).reduce((sum, r) => sum + r.amount, 0);
  return {
    payment_id: paymentId, buyer_user_id: 100_000 + (paymentId % 1000), shop_id: etsyShopId(sellerId), receipt_id: Number(order.id),
    amount_gross: money(order.total, order.currency), amount_fees: money(fees, order.currency), amount_net: money(order.total - fees, order.currency),
    posted_gross: money(order.total, order.currency), posted_fees: money(fees, order.currency), posted_net: money(order.total - fees, order.currency),
    adjusted_gross: refunded ? money(order.total - refunded, order.currency) : null, adjusted_fees: null, adjusted_net: null,
    currency: order.currency, shop_currency: order.currency, buyer_currency: order.currency, status: 'settled',
    create_timestamp: seconds(order.createdAt), created_timestamp: seconds(order.createdAt), update_timestamp: seconds(order.updatedAt), updated_timestamp: seconds(order.updatedAt),
    payment_adjustments: (order.refunds ?? []).map((r, i) => ({ payment_adjustment_id: paymentId * 10 + i + 1, payment_id: paymentId, status: 'SUCCEEDED', is_success: true, total_adjustment_amount: r.amount, shop_total_adjustment_amount: r.amount, create_timestamp: seconds(r.at) })),
  };
}

function routes(router: Router, market: SandboxMarketplace): void {
  router.get('/v3/application/shops/:shop_id/payment-account/ledger-entries', (ctx) => {
    const id = seller(ctx, market);
    const paging = id && limitOffset(ctx);
    if (!id || !paging) return;
    const min = Number(ctx.query.min_created);
    const max = Number(ctx.query.max_created);
    if (!Number.isInteger(min) || min < 946684800) return refuse(ctx, 400, 'min_created is required: a unix timestamp from 946684800.');
    if (!Number.isInteger(max) || max < min) return refuse(ctx, 400, 'max_created is required: a unix timestamp not before min_created.');
    // Newest first, as Etsy lists a ledger.
    const all = ledgerOf(market, id).filter((e) => e.created_timestamp >= min && e.created_timestamp <= max).reverse();
    ctx.body = { count: all.length, results: all.slice(paging.offset, paging.offset + paging.limit) };
  });

  router.get('/v3/application/shops/:shop_id/payments', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const ids = String(ctx.query.payment_ids ?? '').split(',').filter(Boolean).map(Number);
    if (!ids.length || ids.some((n) => !Number.isInteger(n) || n < 1)) return refuse(ctx, 400, 'payment_ids must be a comma-separated list of payment ids.');
    if (ids.length > 100) return refuse(ctx, 400, 'payment_ids may name at most 100 payments.');
    const results = ids.map((n) => paymentJson(market, id, n)).filter(Boolean);
    ctx.body = { count: results.length, results };
  });
}

registerSandboxModule({
  type: 'ETSY',
  configure(market) {
    setPayoutPolicy(market, {
      saleFees: (order) => [
        { code: 'PAYMENT_PROCESSING_FEE', amount: percentOf(order.total, PROCESSING_PERCENT) + PROCESSING_FIXED },
        { code: 'transaction', amount: percentOf(order.total, TRANSACTION_FEE_PERCENT) },
      ],
      refundedFee: (_order, refunded) => ({ code: 'transaction', amount: percentOf(refunded, TRANSACTION_FEE_PERCENT) }),
      payoutIdFor: (n, sellerId) => String(etsyShopId(sellerId) * 1000 + n),
      paysOutNegative: false,
    });
  },
  routes,
});
