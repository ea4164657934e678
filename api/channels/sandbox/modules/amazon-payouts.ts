/**
 * Amazon's Finances API v0 in the sandbox: listFinancialEventGroups and listFinancialEventsByGroupId, in SP-API's
 * shapes (`payload`, Money as {CurrencyCode, CurrencyAmount}, NextToken pages), over the payouts the sandbox makes
 * (payouts.ts): each is a Closed group with a Succeeded fund transfer, its sales ShipmentEvents (Principal and
 * ShippingCharge, a Commission fee) and its refunds RefundEvents. Amazon's fees here: a referral fee (Commission)
 * of 15 % of what the buyer paid; a refund gives back the commission on what it refunds less Amazon's refund
 * administration fee of a fifth of it (12 % in all).
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxMarketplace } from '../marketplace.ts';
import { payoutsOf, percentOf, setPayoutPolicy, stableId, type SandboxPayout, type SandboxPayoutLine } from '../payouts.ts';
import { registerSandboxModule } from '../registry.ts';
import { spError, tokenSeller } from './amazon.ts';

type Json = Record<string, any>;
const REFERRAL_PERCENT = 15;
const REFUNDED_PERCENT = 12;
const PAGE = 100;

const money = (minor: number, currency: string) => ({ CurrencyCode: currency, CurrencyAmount: Number((minor / 100).toFixed(2)) });

/** Amazon's groups follow each other: one starts where the seller's previous one (in its currency) ended. */
function startOf(market: SandboxMarketplace, payout: SandboxPayout): string {
  const previous = market.payouts.filter((p) => p.sellerId === payout.sellerId && p.currency === payout.currency && p.number < payout.number).at(-1);
  const first = payout.lines.map((l) => l.at).sort()[0]!;
  return previous && previous.issuedAt > first ? previous.issuedAt : first;
}

function groupJson(market: SandboxMarketplace, payout: SandboxPayout): Json {
  return {
    FinancialEventGroupId: payout.id, ProcessingStatus: 'Closed', FundTransferStatus: 'Succeeded',
    OriginalTotal: money(payout.total, payout.currency), ConvertedTotal: money(payout.total, payout.currency),
    FundTransferDate: payout.issuedAt, TraceId: stableId(`trace:${payout.id}`, 16, '0123456789ABCDEF'), AccountTail: '321',
    BeginningBalance: money(0, payout.currency), FinancialEventGroupStart: startOf(market, payout), FinancialEventGroupEnd: payout.issuedAt,
  };
}

/**
 * A refund as Amazon's RefundEvent (a ShipmentEvent whose item adjustments are negative for the seller). Its
 * OrderAdjustmentItemId is the refund's id on Amazon, the same in a payout's events and an order's.
 */
function refundEvent(refund: { orderId: string; refundId: string; sku: string | null; at: string; amount: number; currency: string; fees: Json[] }): Json {
  return {
    AmazonOrderId: refund.orderId, SellerOrderId: refund.orderId, MarketplaceName: 'Amazon.co.uk', PostedDate: refund.at,
    ShipmentItemAdjustmentList: [{
      SellerSKU: refund.sku, OrderAdjustmentItemId: stableId(`adjustment:${refund.refundId}`, 14, '0123456789'), QuantityShipped: 0,
      ItemChargeAdjustmentList: [{ ChargeType: 'Principal', ChargeAmount: money(refund.amount, refund.currency) }],
      ItemFeeAdjustmentList: refund.fees, PromotionAdjustmentList: [],
    }],
  };
}

/** A payout's lines as Amazon's financial events. */
function eventsOf(market: SandboxMarketplace, payout: SandboxPayout): Json {
  const byOrder = (kind: 'sale' | 'refund') => {
    const groups = new Map<string, SandboxPayoutLine[]>();
    for (const line of payout.lines.filter((l) => (kind === 'sale' ? !l.refundId : l.refundId))) {
      const key = kind === 'sale' ? line.orderId : line.refundId!;
      groups.set(key, [...(groups.get(key) ?? []), line]);
    }
    return [...groups.values()];
  };
  const quantity = (orderId: string) => market.orders.get(orderId)?.lines.reduce((sum, l) => sum + l.quantity, 0) ?? 1;
  const shipping = (orderId: string) => market.orders.get(orderId)?.shippingPrice ?? 0;
  const fees = (lines: SandboxPayoutLine[]) => lines.filter((l) => l.kind === 'FEE' || l.kind === 'FEE_REFUND').map((l) => ({ FeeType: l.code, FeeAmount: money(l.amount, payout.currency) }));
  return {
    ShipmentEventList: byOrder('sale').map((lines) => {
      const sale = lines.find((l) => l.kind === 'SALE')!;
      return {
        AmazonOrderId: sale.orderId, SellerOrderId: sale.orderId, MarketplaceName: 'Amazon.co.uk', PostedDate: sale.at,
        ShipmentItemList: [{
          SellerSKU: sale.sku, OrderItemId: stableId(`item:${sale.orderId}`, 14, '0123456789'), QuantityShipped: quantity(sale.orderId),
          ItemChargeList: [
            { ChargeType: 'Principal', ChargeAmount: money(sale.amount - shipping(sale.orderId), payout.currency) },
            { ChargeType: 'ShippingCharge', ChargeAmount: money(shipping(sale.orderId), payout.currency) },
          ],
          ItemFeeList: fees(lines), PromotionList: [],
        }],
      };
    }),
    RefundEventList: byOrder('refund').map((lines) => {
      const refund = lines.find((l) => l.kind === 'REFUND')!;
      return refundEvent({ orderId: refund.orderId, refundId: refund.refundId!, sku: refund.sku, at: refund.at, amount: refund.amount, currency: payout.currency, fees: fees(lines) });
    }),
    ServiceFeeEventList: [], AdjustmentEventList: [], ChargebackEventList: [], GuaranteeClaimEventList: [],
  };
}

/** NextToken: the offset of the next page, opaque to the caller as Amazon's is. */
const tokenOf = (offset: number) => Buffer.from(`sandbox:${offset}`).toString('base64url');
const offsetOf = (token: string) => Number(/^sandbox:(\d+)$/.exec(Buffer.from(token, 'base64url').toString())?.[1] ?? NaN);

function pageOf<T>(ctx: Context, all: T[]): { slice: T[]; next?: string } | undefined {
  const token = typeof ctx.query.NextToken === 'string' ? ctx.query.NextToken : undefined;
  const offset = token ? offsetOf(token) : 0;
  if (Number.isNaN(offset)) return void spError(ctx, 400, 'InvalidInput', 'Invalid NextToken', 'NextToken');
  const limit = Math.min(Math.max(Number(ctx.query.MaxResultsPerPage) || PAGE, 1), PAGE);
  return { slice: all.slice(offset, offset + limit), ...(offset + limit < all.length ? { next: tokenOf(offset + limit) } : {}) };
}

function routes(router: Router, market: SandboxMarketplace): void {
  router.get('/finances/v0/financialEventGroups', (ctx) => {
    const seller = tokenSeller(ctx, market);
    if (!seller) return;
    const after = typeof ctx.query.FinancialEventGroupStartedAfter === 'string' ? ctx.query.FinancialEventGroupStartedAfter : '';
    if (after && Number.isNaN(Date.parse(after))) return spError(ctx, 400, 'InvalidInput', 'Invalid FinancialEventGroupStartedAfter: not a date and time', 'FinancialEventGroupStartedAfter');
    const groups = payoutsOf(market, seller).map((p) => groupJson(market, p)).filter((g) => !after || Date.parse(g.FinancialEventGroupStart) > Date.parse(after));
    const page = pageOf(ctx, groups);
    if (page) ctx.body = { payload: { FinancialEventGroupList: page.slice, ...(page.next ? { NextToken: page.next } : {}) } };
  });

  router.get('/finances/v0/financialEventGroups/:groupId/financialEvents', (ctx) => {
    const seller = tokenSeller(ctx, market);
    if (!seller) return;
    const payout = market.payouts.find((p) => p.sellerId === seller && p.id === ctx.params.groupId);
    if (!payout) return spError(ctx, 404, 'NotFound', `No financial event group ${ctx.params.groupId}`, 'eventGroupId');
    // One page holds every event here (the sandbox's payouts are small); NextToken is still honoured.
    const events = eventsOf(market, payout);
    const page = pageOf(ctx, [events]);
    if (page) ctx.body = { payload: { FinancialEvents: page.slice[0] ?? {}, ...(page.next ? { NextToken: page.next } : {}) } };
  });
}

/** listFinancialEventsByOrderId's refunds: every refund of the order, paid out yet or not. */
function orderEventsRoute(router: Router, market: SandboxMarketplace): void {
  router.get('/finances/v0/orders/:orderId/financialEvents', (ctx) => {
    const seller = tokenSeller(ctx, market);
    if (!seller) return;
    const order = market.orderOf(seller, ctx.params.orderId!);
    if (!order) return spError(ctx, 400, 'InvalidInput', `Invalid AmazonOrderId: ${ctx.params.orderId!.slice(0, 40)}`, 'orderId');
    const refunds = (order.refunds ?? []).map((r) => refundEvent({
      // Signed as the seller's balance sees it, as in a payout's events: the refund out, the fee given back in.
      orderId: order.id, refundId: r.id, sku: order.lines[0]?.sku ?? null, at: r.at, amount: -r.amount, currency: order.currency,
      fees: [{ FeeType: 'Commission', FeeAmount: money(percentOf(r.amount, REFUNDED_PERCENT), order.currency) }],
    }));
    ctx.body = { payload: { FinancialEvents: { ShipmentEventList: [], RefundEventList: refunds, ServiceFeeEventList: [], AdjustmentEventList: [], ChargebackEventList: [], GuaranteeClaimEventList: [] } } };
  });
}

registerSandboxModule({
  type: 'AMAZON',
  configure(market) {
    setPayoutPolicy(market, {
      saleFees: (order) => [{ code: 'Commission', amount: percentOf(order.total, REFERRAL_PERCENT) }],
      refundedFee: (_order, refunded) => ({ code: 'Commission', amount: percentOf(refunded, REFUNDED_PERCENT) }),
      payoutIdFor: (n, sellerId) => stableId(`amazon-group:${sellerId}:${n}`, 43, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
      paysOutNegative: true,
    });
  },
  routes: (router, market) => {
    routes(router, market);
    orderEventsRoute(router, market);
  },
});
