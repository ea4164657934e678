/**
 * eBay payouts, from the Sell Finances API (developer.ebay.com/api-docs/sell/finances/resources/methods), which
 * eBay serves on apiz.ebay.com (apiz.sandbox.ebay.com for eBay's sandbox), not on api.ebay.com:
 *
 *   getPayouts       GET /sell/finances/v1/payout?filter=payoutDate:[from..to],payoutStatus:{SUCCEEDED}
 *                    &sort=payoutDate&limit&offset: the payouts sent to the bank, oldest first
 *   getTransactions  GET /sell/finances/v1/transaction?filter=payoutId:{id}&limit&offset: what one payout holds
 *
 * Every call is signed (signature.ts: eBay requires it for UK and EU sellers). A transaction's `amount` is its net
 * effect on the seller's balance (`bookingEntry` CREDIT in, DEBIT out): a SALE becomes a sale line of the order's
 * gross (`totalFeeBasisAmount`) and a fee line per eBay fee type (`marketplaceFees` of its line items); a REFUND
 * a refund line of what went back to the buyer and an adjustment for the fees eBay credited; NON_SALE_CHARGE a fee
 * (its `feeType`), SHIPPING_LABEL a shipping label, anything else (CREDIT, DISPUTE, ADJUSTMENT, TRANSFER…) an
 * adjustment. Each transaction's lines add up to its amount, so a payout's lines add up to the payout.
 *
 * Cursor: `<payoutDate from>|<offset>`; the window starts again at the newest payout read, inclusive (a payout seen
 * twice is imported once: the flow keys settlements by payout id).
 */
import type { AdapterContext, Page, SettlementLinePayload, SettlementPayload } from '../../types.ts';
import { periodOf, reconciled, settlementLine } from '../../settlement-lines.ts';
import { fromValue, headers, readEbayErrors } from './index.ts';
import { signatureHeaders } from './signature.ts';

const PAYOUTS_PAGE = 20;
const TRANSACTIONS_PAGE = 200;
/** Pages of one payout's transactions read at most (200 000 transactions). */
const MAX_TRANSACTION_PAGES = 1000;
const FIRST_FETCH_DAYS = 90;

interface Amount { value: string; currency: string }
interface EbayPayout { payoutId: string; payoutStatus: string; amount: Amount; payoutDate: string }
interface EbayTransaction {
  transactionId: string; orderId?: string | null; transactionType: string; transactionDate?: string; bookingEntry?: 'CREDIT' | 'DEBIT';
  amount: Amount; totalFeeBasisAmount?: Amount; totalFeeAmount?: Amount; feeType?: string; transactionMemo?: string;
  orderLineItems?: Array<{ lineItemId: string; feeBasisAmount?: Amount; marketplaceFees?: Array<{ feeType: string; amount: Amount; feeMemo?: string }> }>;
}

/** Where the Finances API is for this channel: apiz beside eBay's api hosts; the sandbox (or a test) serves it itself. */
export function financesUrl(ctx: AdapterContext, path: string): string {
  const base = new URL(ctx.baseUrl);
  const apiz = { 'api.ebay.com': 'apiz.ebay.com', 'api.sandbox.ebay.com': 'apiz.sandbox.ebay.com' }[base.hostname];
  return apiz ? `https://${apiz}${path}` : `${ctx.baseUrl.replace(/\/$/, '')}${path}`;
}

async function finances(ctx: AdapterContext, path: string, query: Record<string, string | number>): Promise<any> {
  const url = financesUrl(ctx, path);
  const { body } = await ctx.http.send({ method: 'GET', url, query, headers: { ...headers(ctx), ...signatureHeaders('GET', url) } }, readEbayErrors);
  return body ?? {};
}

const signed = (t: EbayTransaction) => (t.bookingEntry === 'DEBIT' ? -1 : 1) * fromValue(t.amount.value);

/** One transaction's lines, adding up to its signed amount. */
export function transactionLines(t: EbayTransaction): SettlementLinePayload[] {
  const net = signed(t);
  const extra = { orderRef: t.orderId ?? null, postedAt: t.transactionDate ?? null };
  const fees = new Map<string, number>();
  for (const item of t.orderLineItems ?? []) {
    for (const fee of item.marketplaceFees ?? []) fees.set(fee.feeType, (fees.get(fee.feeType) ?? 0) + fromValue(fee.amount.value));
  }
  const itemised = [...fees.values()].reduce((sum, fee) => sum + fee, 0);
  const totalFee = t.totalFeeAmount ? fromValue(t.totalFeeAmount.value) : itemised;
  const gross = t.totalFeeBasisAmount ? fromValue(t.totalFeeBasisAmount.value) : Math.abs(net) + totalFee;
  const feeLines = (sign: 1 | -1, kind: 'FEE' | 'ADJUSTMENT', what: string) => (fees.size ? [...fees] : totalFee ? [['fees', totalFee] as const] : [])
    .map(([type, amount]) => settlementLine(kind, sign * amount, `eBay ${String(type).toLowerCase().replace(/_/g, ' ')}${what}`, extra));
  switch (t.transactionType) {
    case 'SALE':
      return reconciled([settlementLine('SALE', gross, `eBay sale ${t.orderId ?? t.transactionId}`, extra), ...feeLines(-1, 'FEE', '')], net, extra);
    case 'REFUND':
      return reconciled([settlementLine('REFUND', -gross, `eBay refund ${t.orderId ?? t.transactionId}`, extra), ...feeLines(1, 'ADJUSTMENT', ' credited back')], net, extra);
    case 'NON_SALE_CHARGE':
      return [settlementLine('FEE', net, `eBay ${t.feeType ? t.feeType.toLowerCase().replace(/_/g, ' ') : 'charge'}${t.transactionMemo ? `: ${t.transactionMemo}` : ''}`, extra)];
    case 'SHIPPING_LABEL':
      return [settlementLine('SHIPPING_LABEL', net, `eBay shipping label${t.orderId ? ` ${t.orderId}` : ''}`, extra)];
    default:
      return [settlementLine('ADJUSTMENT', net, `eBay ${t.transactionType.toLowerCase().replace(/_/g, ' ')}${t.transactionMemo ? `: ${t.transactionMemo}` : ''}`, extra)];
  }
}

async function payoutOf(ctx: AdapterContext, payout: EbayPayout): Promise<SettlementPayload> {
  const transactions: EbayTransaction[] = [];
  for (let page = 0; page < MAX_TRANSACTION_PAGES; page += 1) {
    const body = await finances(ctx, '/sell/finances/v1/transaction', { filter: `payoutId:{${payout.payoutId}}`, limit: TRANSACTIONS_PAGE, offset: page * TRANSACTIONS_PAGE });
    transactions.push(...(body.transactions ?? []));
    if (!body.next) break;
  }
  return {
    payoutId: payout.payoutId,
    ...periodOf(transactions.map((t) => t.transactionDate), payout.payoutDate),
    depositDate: payout.payoutDate.slice(0, 10),
    currency: payout.amount.currency,
    reportedTotal: fromValue(payout.amount.value),
    lines: transactions.flatMap(transactionLines),
  };
}

function readCursor(cursor: string | null): { since: string; offset: number } {
  const [since, offset] = (cursor ?? '').split('|');
  return { since: since || new Date(Date.now() - FIRST_FETCH_DAYS * 86_400_000).toISOString(), offset: Number(offset) || 0 };
}

export async function fetchEbaySettlements(ctx: AdapterContext, cursor: string | null): Promise<Page<SettlementPayload>> {
  const { since, offset } = readCursor(cursor);
  const body = await finances(ctx, '/sell/finances/v1/payout', {
    filter: `payoutDate:[${since}..${new Date().toISOString()}],payoutStatus:{SUCCEEDED}`, sort: 'payoutDate', limit: PAYOUTS_PAGE, offset,
  });
  const payouts = (body.payouts ?? []) as EbayPayout[];
  const items: SettlementPayload[] = [];
  for (const payout of payouts) items.push(await payoutOf(ctx, payout));
  const more = Boolean(body.next);
  const newest = payouts.reduce((latest, p) => (p.payoutDate > latest ? p.payoutDate : latest), since);
  return { items, cursor: more ? `${since}|${offset + payouts.length}` : `${newest}|0`, more };
}
