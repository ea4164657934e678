/**
 * Shopify payouts: Shopify Payments through the Admin GraphQL API's `shopifyPaymentsAccount`
 * (shopify.dev/docs/api/admin-graphql/latest/objects/ShopifyPaymentsAccount; scope read_shopify_payments_payouts):
 *
 *   payouts              paid payouts issued since the cursor (`query: "status:PAID issued_at:>'…'"`,
 *                        `sortKey: ISSUED_AT`), cursor pages
 *   balanceTransactions  what one payout holds (`query: "payments_transfer_id:<payout id>"`)
 *
 * A CHARGE becomes a sale of its gross `amount` (its `associatedOrder` is the order) and a fee line of its `fee`;
 * a REFUND a refund (and an adjustment for any fee it moves); SHIPPING_LABEL a shipping label; other types
 * (ADJUSTMENT, RESERVE, DISPUTE…) an adjustment of their `net`; transfers to the bank (PAYOUT, TRANSFER) are the
 * payout itself. Each transaction's lines add up to its `net`, so a payout's lines add up to its `net`
 * (a WITHDRAWAL, money taken back from the bank, counts negative). A shop without Shopify Payments has no payouts.
 *
 * Cursor: `<issued_at since>|<endCursor>`: after the last page, the window starts at the newest payout read.
 */
import type { AdapterContext, Page, SettlementLinePayload, SettlementPayload } from '../../types.ts';
import { periodOf, reconciled, settlementLine } from '../../settlement-lines.ts';
import { fromAmount, graphql, legacyId } from './index.ts';

const PAYOUTS_PAGE = 10;
const TRANSACTIONS_PAGE = 100;
const MAX_TRANSACTION_PAGES = 500;
const FIRST_FETCH_DAYS = 90;
/** Balance transactions that move money between the balance and the bank: the payout, not a line of it. */
const TRANSFERS = ['PAYOUT', 'TRANSFER', 'PAYOUT_FAILURE', 'PAYOUT_CANCELLATION'];

const PAYOUTS = `query payouts($first: Int!, $after: String, $payoutsQuery: String) {
  shopifyPaymentsAccount {
    payouts(first: $first, after: $after, query: $payoutsQuery, sortKey: ISSUED_AT) {
      pageInfo { hasNextPage endCursor }
      nodes { id legacyResourceId issuedAt status transactionType net { amount currencyCode } }
    }
  }
}`;

const TRANSACTIONS = `query payoutTransactions($first: Int!, $after: String, $transactionsQuery: String) {
  shopifyPaymentsAccount {
    balanceTransactions(first: $first, after: $after, query: $transactionsQuery, sortKey: PROCESSED_AT) {
      pageInfo { hasNextPage endCursor }
      nodes { id type test transactionDate amount { amount currencyCode } fee { amount } net { amount } associatedOrder { id name } adjustmentReason }
    }
  }
}`;

interface Payout { id: string; legacyResourceId: string; issuedAt: string; status: string; transactionType: 'DEPOSIT' | 'WITHDRAWAL'; net: { amount: string; currencyCode: string } }
interface BalanceTransaction {
  id: string; type: string; transactionDate: string; amount: { amount: string; currencyCode: string }; fee: { amount: string }; net: { amount: string };
  associatedOrder: { id: string; name: string } | null; adjustmentReason: string | null;
}

const words = (type: string) => type.toLowerCase().replace(/_/g, ' ');

/** One balance transaction's lines, adding up to its net. */
export function balanceLines(t: BalanceTransaction): SettlementLinePayload[] {
  if (TRANSFERS.includes(t.type)) return [];
  const extra = { orderRef: t.associatedOrder ? legacyId(t.associatedOrder.id) : null, postedAt: t.transactionDate };
  const order = t.associatedOrder ? ` ${t.associatedOrder.name}` : '';
  const net = fromAmount(t.net.amount);
  const fee = fromAmount(t.fee.amount);
  switch (t.type) {
    case 'CHARGE':
      return reconciled([settlementLine('SALE', fromAmount(t.amount.amount), `Shopify Payments charge${order}`, extra), settlementLine('FEE', -fee, `Shopify Payments fee${order}`, extra)], net, extra);
    case 'REFUND':
      return reconciled([settlementLine('REFUND', fromAmount(t.amount.amount), `Shopify Payments refund${order}`, extra), settlementLine('FEE', -fee, `Shopify Payments fee on refund${order}`, extra)], net, extra);
    case 'SHIPPING_LABEL':
      return [settlementLine('SHIPPING_LABEL', net, `Shopify Shipping label${order}`, extra)];
    default:
      return [settlementLine('ADJUSTMENT', net, `Shopify Payments ${words(t.type)}${t.adjustmentReason ? `: ${words(t.adjustmentReason)}` : ''}${order}`, extra)];
  }
}

async function payoutOf(ctx: AdapterContext, payout: Payout): Promise<SettlementPayload> {
  const transactions: BalanceTransaction[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_TRANSACTION_PAGES; page += 1) {
    const data: any = await graphql(ctx, TRANSACTIONS, { first: TRANSACTIONS_PAGE, after, transactionsQuery: `payments_transfer_id:${payout.legacyResourceId}` });
    const connection = data.shopifyPaymentsAccount?.balanceTransactions;
    transactions.push(...((connection?.nodes ?? []) as BalanceTransaction[]));
    if (!connection?.pageInfo?.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  const sign = payout.transactionType === 'WITHDRAWAL' ? -1 : 1;
  return {
    payoutId: payout.legacyResourceId,
    ...periodOf(transactions.map((t) => t.transactionDate), payout.issuedAt),
    depositDate: payout.issuedAt.slice(0, 10),
    currency: payout.net.currencyCode,
    reportedTotal: sign * fromAmount(payout.net.amount),
    lines: transactions.flatMap(balanceLines),
  };
}

function readCursor(cursor: string | null): { since: string; after: string | null } {
  const at = (cursor ?? '').indexOf('|');
  const since = at < 0 ? cursor ?? '' : cursor!.slice(0, at);
  const after = at < 0 ? '' : cursor!.slice(at + 1);
  return { since: since || new Date(Date.now() - FIRST_FETCH_DAYS * 86_400_000).toISOString(), after: after || null };
}

export async function fetchShopifySettlements(ctx: AdapterContext, cursor: string | null): Promise<Page<SettlementPayload>> {
  const { since, after } = readCursor(cursor);
  const data: any = await graphql(ctx, PAYOUTS, { first: PAYOUTS_PAGE, after, payoutsQuery: `status:PAID issued_at:>'${since}'` });
  // Null when the shop does not use Shopify Payments: nothing is paid out through it.
  const connection = data.shopifyPaymentsAccount?.payouts;
  const payouts = ((connection?.nodes ?? []) as Payout[]).filter((p) => p.status === 'PAID');
  const items: SettlementPayload[] = [];
  for (const payout of payouts) items.push(await payoutOf(ctx, payout));
  const more = Boolean(connection?.pageInfo?.hasNextPage);
  const newest = payouts.reduce((latest, p) => (p.issuedAt > latest ? p.issuedAt : latest), since);
  return { items, cursor: more ? `${since}|${connection.pageInfo.endCursor}` : `${newest}|`, more };
}
