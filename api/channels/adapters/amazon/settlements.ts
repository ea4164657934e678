/**
 * Amazon payouts, from the Selling Partner API's Finances API v0
 * (developer-docs.amazon.com/sp-api/docs/finances-api-reference):
 *
 *   listFinancialEventGroups      GET /finances/v0/financialEventGroups?FinancialEventGroupStartedAfter&
 *                                 MaxResultsPerPage&NextToken: settlement periods; a Closed group with a fund
 *                                 transfer is a payout (OriginalTotal, FundTransferDate), an Open one still fills
 *   listFinancialEventsByGroupId  GET /finances/v0/financialEventGroups/{id}/financialEvents?NextToken: its events
 *
 * Events become settlement lines per order: a ShipmentEvent a sale of what the buyer paid (ItemChargeList:
 * Principal, Tax, ShippingCharge…; less promotions) and a fee line per FeeType (Commission, FBA fees…); a
 * RefundEvent a refund of the charges given back, and the fees Amazon gave back (or charged, its refund
 * administration fee); ServiceFeeEvents fees; AdjustmentEvents adjustments; a group's BeginningBalance an
 * adjustment. Event lists Sellyard does not itemise (chargebacks, guarantee claims…) are one adjustment for the
 * difference to the group's total, named as such; without them the lines add up to OriginalTotal.
 *
 * Cursor: `<FinancialEventGroupStartedAfter>|<NextToken>|<earliest Open group's start>|<newest Closed group's
 * start>`: the next window starts just before the earliest group still open (read again when it closes), else at
 * the newest payout read (StartedAfter is exclusive).
 */
import type { AdapterContext, Page, SettlementLinePayload, SettlementPayload } from '../../types.ts';
import { periodOf, settlementLine } from '../../settlement-lines.ts';
import { fromAmount, headers, readAmazonErrors } from './index.ts';

const GROUPS_PAGE = 100;
const EVENTS_PAGE = 100;
const MAX_EVENT_PAGES = 500;
const FIRST_FETCH_DAYS = 90;
/** The event lists turned into lines here; any other list with entries is summed into one named adjustment. */
const ITEMISED = ['ShipmentEventList', 'RefundEventList', 'ServiceFeeEventList', 'AdjustmentEventList'];

interface Money { CurrencyCode?: string; CurrencyAmount?: number | string }
interface Group {
  FinancialEventGroupId: string; ProcessingStatus: 'Open' | 'Closed'; FundTransferStatus?: string; FundTransferDate?: string;
  OriginalTotal?: Money; BeginningBalance?: Money; FinancialEventGroupStart?: string; FinancialEventGroupEnd?: string;
}
interface Charge { ChargeType: string; ChargeAmount: Money }
interface Fee { FeeType: string; FeeAmount: Money }
interface Promotion { PromotionType?: string; PromotionAmount: Money }
interface Item { SellerSKU?: string; ItemChargeList?: Charge[]; ItemChargeAdjustmentList?: Charge[]; ItemFeeList?: Fee[]; ItemFeeAdjustmentList?: Fee[]; PromotionList?: Promotion[]; PromotionAdjustmentList?: Promotion[]; ItemTaxWithheldList?: Array<{ TaxesWithheld?: Charge[] }> }
interface ShipmentEvent { AmazonOrderId?: string; PostedDate?: string; ShipmentItemList?: Item[]; ShipmentItemAdjustmentList?: Item[] }
type Events = Record<string, unknown[] | undefined> & {
  ShipmentEventList?: ShipmentEvent[]; RefundEventList?: ShipmentEvent[];
  ServiceFeeEventList?: Array<{ AmazonOrderId?: string; SellerSKU?: string; FeeDescription?: string; FeeList?: Fee[] }>;
  AdjustmentEventList?: Array<{ AdjustmentType?: string; PostedDate?: string; AdjustmentAmount?: Money }>;
};

const minor = (money: Money | undefined) => fromAmount(money?.CurrencyAmount);
const total = <T>(list: T[] | undefined, amountOf: (entry: T) => Money | undefined) => (list ?? []).reduce((sum, entry) => sum + minor(amountOf(entry)), 0);
const words = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** Fees by type over the items, so an order with three items has one Commission line. */
function feesByType(items: Item[], list: 'ItemFeeList' | 'ItemFeeAdjustmentList'): Map<string, number> {
  const fees = new Map<string, number>();
  for (const item of items) for (const fee of item[list] ?? []) fees.set(fee.FeeType, (fees.get(fee.FeeType) ?? 0) + minor(fee.FeeAmount));
  return fees;
}

function shipmentLines(event: ShipmentEvent): SettlementLinePayload[] {
  const items = event.ShipmentItemList ?? [];
  const extra = { orderRef: event.AmazonOrderId ?? null, sku: items[0]?.SellerSKU ?? null, postedAt: event.PostedDate ?? null };
  const paid = items.reduce((sum, item) => sum + total(item.ItemChargeList, (c) => c.ChargeAmount) + total(item.PromotionList, (p) => p.PromotionAmount), 0);
  const withheld = items.reduce((sum, item) => sum + (item.ItemTaxWithheldList ?? []).reduce((s, w) => s + total(w.TaxesWithheld, (c) => c.ChargeAmount), 0), 0);
  return [
    settlementLine('SALE', paid, `Amazon order ${event.AmazonOrderId ?? ''}`.trim(), extra),
    ...[...feesByType(items, 'ItemFeeList')].map(([type, amount]) => settlementLine('FEE', amount, `Amazon ${words(type)}`, extra)),
    ...(withheld ? [settlementLine('ADJUSTMENT', withheld, 'Tax collected and remitted by Amazon', extra)] : []),
  ].filter((line) => line.amount !== 0);
}

function refundLines(event: ShipmentEvent): SettlementLinePayload[] {
  const items = event.ShipmentItemAdjustmentList ?? [];
  const extra = { orderRef: event.AmazonOrderId ?? null, sku: items[0]?.SellerSKU ?? null, postedAt: event.PostedDate ?? null };
  const given = items.reduce((sum, item) => sum + total(item.ItemChargeAdjustmentList, (c) => c.ChargeAmount) + total(item.PromotionAdjustmentList, (p) => p.PromotionAmount), 0);
  return [
    settlementLine('REFUND', given, `Amazon refund ${event.AmazonOrderId ?? ''}`.trim(), extra),
    ...[...feesByType(items, 'ItemFeeAdjustmentList')].map(([type, amount]) => settlementLine('FEE', amount, `Amazon ${words(type)}${amount > 0 ? ' refunded' : ''}`, extra)),
  ].filter((line) => line.amount !== 0);
}

/** A group's events as settlement lines (see the file's comment). */
export function eventLines(events: Events, group: Group): SettlementLinePayload[] {
  const lines: SettlementLinePayload[] = [];
  const opening = minor(group.BeginningBalance);
  if (opening) lines.push(settlementLine('ADJUSTMENT', opening, 'Balance brought forward by Amazon', { postedAt: group.FinancialEventGroupStart ?? null }));
  for (const event of events.ShipmentEventList ?? []) lines.push(...shipmentLines(event));
  for (const event of events.RefundEventList ?? []) lines.push(...refundLines(event));
  for (const event of events.ServiceFeeEventList ?? []) {
    for (const fee of event.FeeList ?? []) lines.push(settlementLine('FEE', minor(fee.FeeAmount), `Amazon ${event.FeeDescription ?? words(fee.FeeType)}`, { orderRef: event.AmazonOrderId ?? null, sku: event.SellerSKU ?? null }));
  }
  for (const event of events.AdjustmentEventList ?? []) {
    lines.push(settlementLine('ADJUSTMENT', minor(event.AdjustmentAmount), `Amazon ${words(event.AdjustmentType ?? 'adjustment')}`, { postedAt: event.PostedDate ?? null }));
  }
  const other = Object.keys(events).filter((list) => !ITEMISED.includes(list) && Array.isArray(events[list]) && events[list]!.length);
  const difference = minor(group.OriginalTotal) - lines.reduce((sum, line) => sum + line.amount, 0);
  if (other.length && difference) lines.push(settlementLine('ADJUSTMENT', difference, `Amazon events Sellyard does not itemise (${other.join(', ')})`));
  return lines.filter((line) => line.amount !== 0);
}

async function groupEvents(ctx: AdapterContext, id: string): Promise<Events> {
  const merged: Events = {};
  let nextToken: string | undefined;
  for (let page = 0; page < MAX_EVENT_PAGES; page += 1) {
    const { body } = await ctx.http.send({
      method: 'GET', url: `/finances/v0/financialEventGroups/${encodeURIComponent(id)}/financialEvents`, headers: headers(ctx),
      query: { MaxResultsPerPage: EVENTS_PAGE, NextToken: nextToken },
    }, readAmazonErrors);
    for (const [list, entries] of Object.entries((body?.payload?.FinancialEvents ?? {}) as Record<string, unknown[]>)) {
      if (Array.isArray(entries)) merged[list] = [...(merged[list] ?? []), ...entries];
    }
    nextToken = body?.payload?.NextToken || undefined;
    if (!nextToken) break;
  }
  return merged;
}

async function payoutOf(ctx: AdapterContext, group: Group): Promise<SettlementPayload> {
  const events = await groupEvents(ctx, group.FinancialEventGroupId);
  const lines = eventLines(events, group);
  const start = group.FinancialEventGroupStart ?? group.FundTransferDate ?? new Date().toISOString();
  return {
    payoutId: group.FinancialEventGroupId,
    ...(group.FinancialEventGroupStart && group.FinancialEventGroupEnd
      ? { periodStart: group.FinancialEventGroupStart.slice(0, 10), periodEnd: group.FinancialEventGroupEnd.slice(0, 10) }
      : periodOf(lines.map((l) => l.postedAt), start)),
    depositDate: group.FundTransferDate?.slice(0, 10) ?? null,
    currency: group.OriginalTotal?.CurrencyCode ?? 'GBP',
    reportedTotal: minor(group.OriginalTotal),
    lines,
  };
}

function readCursor(cursor: string | null): { since: string; nextToken: string | null; open: string; newest: string } {
  const [since, nextToken, open, newest] = (cursor ?? '').split('|');
  const start = since || new Date(Date.now() - FIRST_FETCH_DAYS * 86_400_000).toISOString();
  return { since: start, nextToken: nextToken || null, open: open ?? '', newest: newest || start };
}

const earlier = (a: string, b: string) => (!a ? b : !b ? a : a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

export async function fetchAmazonSettlements(ctx: AdapterContext, cursor: string | null): Promise<Page<SettlementPayload>> {
  const state = readCursor(cursor);
  const { body } = await ctx.http.send({
    method: 'GET', url: '/finances/v0/financialEventGroups', headers: headers(ctx),
    // With a NextToken Amazon takes no other filter.
    query: state.nextToken ? { NextToken: state.nextToken } : { FinancialEventGroupStartedAfter: state.since, MaxResultsPerPage: GROUPS_PAGE },
  }, readAmazonErrors);
  const groups = ((body?.payload?.FinancialEventGroupList ?? []) as Group[]).slice().sort((a, b) => String(a.FinancialEventGroupStart).localeCompare(String(b.FinancialEventGroupStart)));
  const paidOut = groups.filter((g) => g.ProcessingStatus === 'Closed' && g.FundTransferDate);
  const items: SettlementPayload[] = [];
  for (const group of paidOut) items.push(await payoutOf(ctx, group));
  // Closed groups whose transfer has not started, and open ones, are read again later.
  const open = groups.filter((g) => !paidOut.includes(g)).reduce((first, g) => earlier(first, g.FinancialEventGroupStart ?? ''), state.open);
  const newest = paidOut.reduce((last, g) => later(last, g.FinancialEventGroupStart ?? ''), state.newest);
  const nextToken = body?.payload?.NextToken as string | undefined;
  if (nextToken) return { items, cursor: `${state.since}|${nextToken}|${open}|${newest}`, more: true };
  const next = open ? new Date(Date.parse(open) - 1).toISOString() : newest;
  return { items, cursor: `${next}|||`, more: false };
}
