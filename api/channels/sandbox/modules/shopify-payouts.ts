/**
 * Shopify Payments in the sandbox: the Admin GraphQL root field `shopifyPaymentsAccount` with its `payouts`
 * (paged, `sortKey: ISSUED_AT`, searched by `status:` and `issued_at:>`) and `balanceTransactions` (searched by
 * `payments_transfer_id:` — the payout's id), in Shopify's shapes (MoneyV2, global ids, `associatedOrder`), over
 * the payouts the sandbox makes (payouts.ts). Like the other operations it reads variables, not the selection:
 * `payoutsQuery` asks for payouts, `transactionsQuery` for balance transactions. Shopify Payments' fees here:
 * 2.2 % + £0.20 a charge (UK online card rate); a refund gives no fee back.
 */
import type { SandboxMarketplace, SandboxOrder } from '../marketplace.ts';
import { payoutsOf, percentOf, setPayoutPolicy, type SandboxPayout } from '../payouts.ts';
import { registerSandboxModule } from '../registry.ts';
import { registerShopifyOperation } from './shopify.ts';

type Json = Record<string, any>;
const FEE_PERCENT = 2.2;
const FEE_FIXED = 20;
const PAGE_MAX = 250;

const moneyV2 = (minor: number, currency: string) => ({ amount: (minor / 100).toFixed(2), currencyCode: currency });
const payoutGid = (payout: SandboxPayout) => `gid://shopify/ShopifyPaymentsPayout/${payout.id}`;
const cursorOf = (index: number) => Buffer.from(JSON.stringify({ index })).toString('base64url');
const indexOf = (cursor: unknown): number => {
  if (typeof cursor !== 'string' || !cursor) return -1;
  try {
    return Number(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')).index);
  } catch {
    return NaN;
  }
};

function page<T>(all: T[], variables: Json): Json {
  const first = Math.min(Math.max(Number(variables.first) || 50, 1), PAGE_MAX);
  const after = indexOf(variables.after);
  const start = Number.isNaN(after) ? all.length : after + 1;
  const nodes = all.slice(start, start + first);
  return { nodes, pageInfo: { hasNextPage: start + first < all.length, endCursor: nodes.length ? cursorOf(start + nodes.length - 1) : null } };
}

function payoutJson(payout: SandboxPayout): Json {
  const sum = (kind: string) => payout.lines.filter((l) => l.kind === kind).reduce((total, l) => total + l.amount, 0);
  return {
    id: payoutGid(payout), legacyResourceId: payout.id, issuedAt: payout.issuedAt, status: 'PAID', transactionType: payout.total >= 0 ? 'DEPOSIT' : 'WITHDRAWAL',
    net: moneyV2(Math.abs(payout.total), payout.currency),
    summary: { chargesGross: moneyV2(sum('SALE'), payout.currency), chargesFee: moneyV2(-sum('FEE'), payout.currency), refundsFeeGross: moneyV2(-sum('REFUND'), payout.currency), refundsFee: moneyV2(0, payout.currency) },
  };
}

/** A payout's lines as Shopify Payments balance transactions: a CHARGE per order (its fee inside), a REFUND per refund. */
function transactionsOf(market: SandboxMarketplace, payout: SandboxPayout): Json[] {
  const orderName = (order: SandboxOrder | undefined) => `#${1000 + [...market.orders.values()].filter((o) => order && o.sellerId === order.sellerId && o.createdAt <= order.createdAt).length}`;
  const associated = (orderId: string) => ({ id: `gid://shopify/Order/${orderId}`, name: orderName(market.orders.get(orderId)) });
  const common = (key: string, at: string) => ({ id: `gid://shopify/ShopifyPaymentsBalanceTransaction/${payout.id}${key}`, test: false, transactionDate: at, associatedPayout: { id: payoutGid(payout), status: 'PAID' }, adjustmentReason: null });
  return payout.lines.flatMap((line, i): Json[] => {
    if (line.kind === 'SALE') {
      const fee = -payout.lines.filter((l) => l.kind === 'FEE' && l.orderId === line.orderId).reduce((total, l) => total + l.amount, 0);
      return [{ ...common(String(i), line.at), type: 'CHARGE', sourceType: 'CHARGE', amount: moneyV2(line.amount, payout.currency), fee: moneyV2(fee, payout.currency), net: moneyV2(line.amount - fee, payout.currency), associatedOrder: associated(line.orderId) }];
    }
    if (line.kind === 'REFUND') {
      return [{ ...common(String(i), line.at), type: 'REFUND', sourceType: 'REFUND', amount: moneyV2(line.amount, payout.currency), fee: moneyV2(0, payout.currency), net: moneyV2(line.amount, payout.currency), associatedOrder: associated(line.orderId) }];
    }
    return [];
  });
}

/** `name:value` and `name:>'value'` terms of Shopify's search syntax. */
const term = (search: unknown, name: string): { op: string; value: string } | undefined => {
  const match = new RegExp(`${name}:(>=|<=|>|<)?'?([^'\\s]+)'?`).exec(String(search ?? ''));
  return match ? { op: match[1] ?? '', value: match[2]! } : undefined;
};

registerShopifyOperation('shopifyPaymentsAccount', (market) => (shop, variables) => {
  const account: Json = { id: `gid://shopify/ShopifyPaymentsAccount/${shop}`, activated: true, defaultCurrency: 'GBP' };
  const payouts = payoutsOf(market, shop);
  if ('payoutsQuery' in variables) {
    const status = term(variables.payoutsQuery, 'status');
    const issued = term(variables.payoutsQuery, 'issued_at');
    const since = issued ? Date.parse(issued.value) : NaN;
    const wanted = payouts.filter((p) => (!status || status.value.toUpperCase() === 'PAID')
      && (Number.isNaN(since) || (issued!.op === '>=' ? Date.parse(p.issuedAt) >= since : Date.parse(p.issuedAt) > since)));
    account.payouts = page(wanted.map(payoutJson), variables);
  }
  if ('transactionsQuery' in variables) {
    const transfer = term(variables.transactionsQuery, 'payments_transfer_id')?.value;
    account.balanceTransactions = page(payouts.filter((p) => !transfer || p.id === transfer).flatMap((p) => transactionsOf(market, p)), variables);
  }
  return { shopifyPaymentsAccount: account };
});

registerSandboxModule({
  type: 'SHOPIFY',
  configure(market) {
    setPayoutPolicy(market, {
      saleFees: (order) => [{ code: 'Shopify Payments fee', amount: percentOf(order.total, FEE_PERCENT) + FEE_FIXED }],
      refundedFee: () => null,
      payoutIdFor: (n) => String(700_000_000 + n),
      paysOutNegative: true,
    });
  },
  routes: () => undefined,
});
