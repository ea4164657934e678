/**
 * After-sale with Amazon, through the SP-API's published paths (developer-docs.amazon.com/sp-api/docs/
 * order-feed-type-values, …/feeds-api-v2021-06-30-reference, …/reports-api-v2021-06-30-reference,
 * …/finances-api-reference):
 *
 *   cancel     the Order Acknowledgement feed (POST_ORDER_ACKNOWLEDGEMENT_DATA, XML): StatusCode Failure and each
 *              item with its CancelReason: BuyerCanceled when the buyer asked (getOrderItems' BuyerRequestedCancel),
 *              else the merchant's reason in OrderAcknowledgement.xsd's terms (CANCEL_REASONS below). Amazon refuses
 *              it once the order has shipped; the refusal is in the feed's processing report.
 *   refund     the Order Adjustments feed (POST_PAYMENT_ADJUSTMENT_DATA, XML): the amount spread over the returned
 *              items, Principal up to each item's price, then Shipping up to the postage; CustomerReturn when the
 *              goods came back, CustomerCancel otherwise. The refund's id is Amazon's OrderAdjustmentItemId, read
 *              back from the order's financial events (listFinancialEventsByOrderId), which is also where a retry
 *              looks first (`orderRefunds`), so a refund whose answer was lost is found, never sent twice.
 *   returns    the returns report of seller-fulfilled orders (GET_FLAT_FILE_RETURNS_DATA_BY_RETURN_DATE): created
 *              for the window since the cursor, then read once Amazon has made it (a later import when it is not
 *              ready yet: the cursor holds the report's id meanwhile).
 *
 * Feeds are processed in minutes: the cancellation and the refund answer `pending` with the feed's id as soon as it
 * is submitted, and their job comes back later to read the processing report (`cancelOutcome`, `refundOutcome`),
 * holding no worker while Amazon works.
 */
import { ChannelError } from '../../errors.ts';
import { escapeXml, xmlAll, xmlText } from '../../../carriers/adapters/xml.ts';
import { readFeed, submitFeed } from './feeds.ts';
import type { AdapterContext, ChannelAdapter, ChannelReturnRequest, HttpResponse, MarketplaceRefund, Page, PendingBulk, RefundRequest, SellerCancelReason } from '../../types.ts';

const REPORTS = '/reports/2021-06-30';
const RETURNS_REPORT = 'GET_FLAT_FILE_RETURNS_DATA_BY_RETURN_DATE';
const XML = 'text/xml; charset=UTF-8';
/** Seconds before the first look at an order feed's processing report (Amazon takes a minute or more). */
const FEED_CHECK_SECONDS = 30;
/** The first read of returns looks this far back. */
const FIRST_RETURNS_DAYS = 30;
/** The returns report's window may start at most this far back (a day's margin on Amazon's 60). */
const MAX_RETURNS_DAYS = 59;
/**
 * Each window starts this long before the last one ended: a return Amazon adds to its report late is still read
 * (one read twice is found by its RMA id and not imported again).
 */
const RETURNS_OVERLAP_MS = 24 * 3_600_000;

export interface AfterSaleDeps {
  headers(ctx: AdapterContext): Record<string, string>;
  marketplaceId(ctx: AdapterContext): string;
  sellerId(ctx: AdapterContext): string;
  readAmazonErrors(response: HttpResponse): Error | undefined;
  /** The order's status on Amazon (getOrder's OrderStatus: Pending, Unshipped, PartiallyShipped, Shipped, Canceled…). */
  orderStatus(ctx: AdapterContext, orderId: string): Promise<string>;
  orderItems(ctx: AdapterContext, orderId: string): Promise<Array<{ OrderItemId: string; SellerSKU?: string; QuantityOrdered: number; ItemPrice?: { Amount: string }; ShippingPrice?: { Amount: string }; BuyerRequestedCancel?: { IsBuyerRequestedCancel?: string | boolean } }>>;
}

const toAmount = (minor: number) => (minor / 100).toFixed(2);
const fromAmount = (amount: string | number | undefined) => Math.round(Number(amount ?? 0) * 100);

/**
 * The merchant's reason as OrderAcknowledgement.xsd's CancelReason (the XSD's values: NoInventory,
 * ShippingAddressUndeliverable, CustomerExchange, BuyerCanceled, GeneralAdjustment, CarrierCreditDecision,
 * RiskAssessmentInformationNotValid, CarrierCoverageFailure, CustomerReturn, MerchandiseNotReceived; developer-docs.
 * amazon.com/sp-api/docs/order-feed-type-values). Amazon has no "pricing error", "payment declined" or "other":
 * those go as GeneralAdjustment.
 */
export const AMAZON_CANCEL_REASONS: Record<SellerCancelReason, string> = {
  OUT_OF_STOCK: 'NoInventory',
  BUYER_ASKED: 'BuyerCanceled',
  UNDELIVERABLE_ADDRESS: 'ShippingAddressUndeliverable',
  PRICING_ERROR: 'GeneralAdjustment',
  SUSPECTED_FRAUD: 'RiskAssessmentInformationNotValid',
  PAYMENT_DECLINED: 'GeneralAdjustment',
  OTHER: 'GeneralAdjustment',
};

interface FeedResult { messageId: string; code: string; description: string }

export function amazonAfterSale(deps: AfterSaleDeps): Required<Pick<ChannelAdapter, 'refundOrder' | 'refundOutcome' | 'orderRefunds' | 'cancelOrder' | 'cancelOutcome' | 'fetchReturnRequests'>> {

  /** An XML order feed of these messages in Amazon's envelope (feeds.ts). Answers the feed id. */
  function submitOrderFeed(ctx: AdapterContext, feedType: string, messageType: string, messages: string[]): Promise<string> {
    const envelope = `<?xml version="1.0" encoding="UTF-8"?>\n<AmazonEnvelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="amzn-envelope.xsd">`
      + `<Header><DocumentVersion>1.01</DocumentVersion><MerchantIdentifier>${escapeXml(deps.sellerId(ctx))}</MerchantIdentifier></Header>`
      + `<MessageType>${messageType}</MessageType>${messages.map((m, i) => `<Message><MessageID>${i + 1}</MessageID>${m}</Message>`).join('')}</AmazonEnvelope>`;
    return submitFeed(ctx, deps, { feedType, marketplaceId: deps.marketplaceId(ctx), document: { text: envelope, contentType: XML } });
  }

  /** The feed's processing report once there: its refused messages (none: all applied); null while Amazon works. */
  async function feedOutcome(ctx: AdapterContext, feedId: string, what: string): Promise<FeedResult[] | null> {
    const feed = await readFeed(ctx, deps, feedId, what);
    if (feed.processing) return null;
    const results = xmlAll(String(feed.report ?? ''), 'Result')
      .filter((r) => xmlText(r, 'ResultCode') === 'Error')
      .map((r) => ({ messageId: xmlText(r, 'MessageID') ?? '', code: xmlText(r, 'ResultMessageCode') ?? 'Error', description: xmlText(r, 'ResultDescription') ?? 'refused' }));
    if (feed.status === 'FATAL' && !results.length) throw new ChannelError('permanent', `Amazon could not process the ${what} feed ${feedId}`);
    return results;
  }

  /** The report's refusals as the seller's to fix (a task with Amazon's words), the codes kept. */
  const refusal = (results: FeedResult[]) => new ChannelError('validation', results.map((r) => r.description.replace(/\.$/, '')).join('; '), {
    status: 200, fields: results.map((r) => ({ field: null, code: r.code, message: r.description })),
  });

  async function orderRefunds(ctx: AdapterContext, orderRef: string): Promise<MarketplaceRefund[]> {
    const { body } = await ctx.http.send({ method: 'GET', url: `/finances/v0/orders/${encodeURIComponent(orderRef)}/financialEvents`, headers: deps.headers(ctx), query: { MaxResultsPerPage: 100 } }, deps.readAmazonErrors);
    const events = (body?.payload?.FinancialEvents?.RefundEventList ?? []) as Array<{ PostedDate?: string; ShipmentItemAdjustmentList?: Array<{ OrderAdjustmentItemId?: string; ItemChargeAdjustmentList?: Array<{ ChargeAmount?: { CurrencyAmount?: number } }> }> }>;
    return events.map((event) => {
      const items = event.ShipmentItemAdjustmentList ?? [];
      const charged = items.reduce((sum, item) => sum + (item.ItemChargeAdjustmentList ?? []).reduce((s, c) => s + fromAmount(c.ChargeAmount?.CurrencyAmount), 0), 0);
      // Refunds are money out of the seller's balance (negative); the buyer got the amount back.
      return { refundRef: String(items[0]?.OrderAdjustmentItemId ?? `${orderRef}@${event.PostedDate}`), amount: Math.abs(charged), createdAt: event.PostedDate ?? null };
    });
  }

  /** Each item's components for the amount: Principal up to the returned items' prices, then the postage. */
  function adjustments(refund: RefundRequest, items: Awaited<ReturnType<AfterSaleDeps['orderItems']>>): Array<{ itemId: string; principal: number; shipping: number }> {
    const named = refund.lines.length ? items.filter((i) => refund.lines.some((l) => l.lineRef === i.OrderItemId)) : items;
    const chosen = named.length ? named : items;
    let left = refund.amount;
    const out = chosen.map((item) => {
      const returned = refund.lines.find((l) => l.lineRef === item.OrderItemId)?.quantity ?? item.QuantityOrdered;
      const price = Math.round((fromAmount(item.ItemPrice?.Amount) * Math.min(returned, item.QuantityOrdered)) / Math.max(1, item.QuantityOrdered));
      const principal = Math.min(left, price);
      left -= principal;
      return { itemId: item.OrderItemId, principal, shipping: 0 };
    });
    for (const entry of out) {
      if (!left) break;
      const postage = fromAmount(items.find((i) => i.OrderItemId === entry.itemId)?.ShippingPrice?.Amount);
      entry.shipping = Math.min(left, postage);
      left -= entry.shipping;
    }
    // More than the items and postage: asked of Amazon as it is, which refuses it (more than was paid).
    if (left && out[0]) out[0].principal += left;
    return out.filter((o) => o.principal || o.shipping);
  }

  return {
    orderRefunds,

    async refundOrder(ctx, refund) {
      const items = await deps.orderItems(ctx, refund.orderRef);
      const before = new Set((await orderRefunds(ctx, refund.orderRef)).map((r) => r.refundRef));
      const reason = refund.returned ? 'CustomerReturn' : 'CustomerCancel';
      const amount = (minor: number) => `<Amount currency="${escapeXml(refund.currency)}">${toAmount(minor)}</Amount>`;
      const adjusted = adjustments(refund, items).map((a) => `<AdjustedItem><AmazonOrderItemCode>${escapeXml(a.itemId)}</AmazonOrderItemCode>`
        // Sellyard's refund id, so Seller Central shows where the refund came from.
        + `<MerchantAdjustmentItemID>${escapeXml(refund.refundId.slice(0, 40))}</MerchantAdjustmentItemID><AdjustmentReason>${reason}</AdjustmentReason><ItemPriceAdjustments>`
        + (a.principal ? `<Component><Type>Principal</Type>${amount(a.principal)}</Component>` : '')
        + (a.shipping ? `<Component><Type>Shipping</Type>${amount(a.shipping)}</Component>` : '')
        + '</ItemPriceAdjustments></AdjustedItem>').join('');
      const feedId = await submitOrderFeed(ctx, 'POST_PAYMENT_ADJUSTMENT_DATA', 'OrderAdjustment', [`<OperationType>Update</OperationType><OrderAdjustment><AmazonOrderID>${escapeXml(refund.orderRef)}</AmazonOrderID>${adjusted}</OrderAdjustment>`]);
      return { pending: { id: feedId, checkAfterSeconds: FEED_CHECK_SECONDS, held: [...before] } };
    },

    async refundOutcome(ctx, refund, pending: PendingBulk) {
      const refused = await feedOutcome(ctx, pending.id, 'refund');
      if (!refused) return { done: false, checkAfterSeconds: FEED_CHECK_SECONDS };
      if (refused.length) throw refusal(refused);
      // The new adjustment on the order is this refund; Amazon may take a while to show it (then the feed names it).
      const before = new Set(pending.held ?? []);
      const made = (await orderRefunds(ctx, refund.orderRef)).find((r) => !before.has(r.refundRef) && r.amount === refund.amount);
      return { done: true, refund: made ?? { refundRef: `feed-${pending.id}`, amount: refund.amount, createdAt: null } };
    },

    async cancelOrder(ctx, order) {
      // Already cancelled on Amazon (a retry after an earlier feed went through, its answer lost): nothing to send.
      if ((await deps.orderStatus(ctx, order.orderRef)) === 'Canceled') return;
      const items = await deps.orderItems(ctx, order.orderRef);
      const byBuyer = order.buyerRequested || items.some((i) => String(i.BuyerRequestedCancel?.IsBuyerRequestedCancel) === 'true');
      const reason = byBuyer ? 'BuyerCanceled' : AMAZON_CANCEL_REASONS[order.reason ?? 'OTHER'];
      const cancelled = items.map((i) => `<Item><AmazonOrderItemCode>${escapeXml(i.OrderItemId)}</AmazonOrderItemCode><CancelReason>${reason}</CancelReason></Item>`).join('');
      const feedId = await submitOrderFeed(ctx, 'POST_ORDER_ACKNOWLEDGEMENT_DATA', 'OrderAcknowledgement', [`<OrderAcknowledgement><AmazonOrderID>${escapeXml(order.orderRef)}</AmazonOrderID><StatusCode>Failure</StatusCode>${cancelled}</OrderAcknowledgement>`]);
      return { pending: { id: feedId, checkAfterSeconds: FEED_CHECK_SECONDS } };
    },

    async cancelOutcome(ctx, order, pending) {
      const refused = await feedOutcome(ctx, pending.id, 'cancellation');
      if (!refused) return { done: false, checkAfterSeconds: FEED_CHECK_SECONDS };
      // A feed refused because the order was already cancelled (a second feed sent by a retry whose first answer was
      // lost, both processed) has done what the merchant asked: the order is cancelled on Amazon.
      if (refused.length && (await deps.orderStatus(ctx, order.orderRef)) !== 'Canceled') throw refusal(refused);
      return { done: true };
    },

    async fetchReturnRequests(ctx, cursor): Promise<Page<ChannelReturnRequest>> {
      // Cursor: `<window start>` between reads, `report:<id>|<window start>|<window end>` while Amazon makes one.
      const pending = /^report:([^|]+)\|([^|]+)\|([^|]+)$/.exec(cursor ?? '');
      // A channel not read for two months: Amazon makes this report for 60 days back at most (older ones are lost).
      const start = pending?.[2] ?? new Date(Math.max(Date.parse(cursor || '') || 0, Date.now() - (cursor ? MAX_RETURNS_DAYS : FIRST_RETURNS_DAYS) * 86_400_000)).toISOString();
      const end = pending?.[3] ?? new Date().toISOString();
      const reportId = pending?.[1] ?? String((await ctx.http.send({
        method: 'POST', url: `${REPORTS}/reports`, headers: deps.headers(ctx),
        json: { reportType: RETURNS_REPORT, marketplaceIds: [deps.marketplaceId(ctx)], dataStartTime: start, dataEndTime: end },
      }, deps.readAmazonErrors)).body.reportId);
      const waiting = `report:${reportId}|${start}|${end}`;
      const { body: report } = await ctx.http.send({ method: 'GET', url: `${REPORTS}/reports/${encodeURIComponent(reportId)}`, headers: deps.headers(ctx) }, deps.readAmazonErrors);
      if (['IN_QUEUE', 'IN_PROGRESS'].includes(String(report.processingStatus))) return { items: [], cursor: waiting, more: false };
      const next = new Date(Math.max(Date.parse(start), Date.parse(end) - RETURNS_OVERLAP_MS)).toISOString();
      // CANCELLED: Amazon had nothing to report for the window; FATAL: it could not make it (read the window again).
      if (report.processingStatus === 'CANCELLED') return { items: [], cursor: next, more: false };
      if (report.processingStatus !== 'DONE' || !report.reportDocumentId) return { items: [], cursor: start, more: false };
      const { body: document } = await ctx.http.send({ method: 'GET', url: `${REPORTS}/documents/${encodeURIComponent(String(report.reportDocumentId))}`, headers: deps.headers(ctx) }, deps.readAmazonErrors);
      const { body: file } = await ctx.http.send({ method: 'GET', url: String(document.url), gunzip: document.compressionAlgorithm === 'GZIP' });
      return { items: returnsFromReport(String(file ?? '')), cursor: next, more: false };
    },
  };
}

/**
 * The flat returns report's rows as return requests, by the header's column names: Order ID, Amazon RMA ID (the
 * return's id), Return request date, Merchant SKU, Return quantity, Return reason, Customer comments.
 */
export function returnsFromReport(file: string): ChannelReturnRequest[] {
  const [header, ...rows] = file.split(/\r?\n/).filter((line) => line.trim());
  if (!header) return [];
  const columns = header.split('\t').map((c) => c.trim().toLowerCase());
  const at = (row: string[], name: string) => { const i = columns.indexOf(name); return i < 0 ? '' : (row[i] ?? '').trim(); };
  // One return (RMA) may hold several items, a row each: one request with a line per row.
  const byReturn = new Map<string, ChannelReturnRequest>();
  for (const row of rows.map((line) => line.split('\t'))) {
    const returnRef = at(row, 'amazon rma id');
    const orderRef = at(row, 'order id');
    if (!returnRef || !orderRef) continue;
    const line = { lineRef: null, sku: at(row, 'merchant sku') || null, quantity: Number(at(row, 'return quantity')) || 1 };
    const known = byReturn.get(`${orderRef}|${returnRef}`);
    if (known) {
      known.lines.push(line);
      continue;
    }
    const date = Date.parse(at(row, 'return request date'));
    byReturn.set(`${orderRef}|${returnRef}`, {
      returnRef, orderRef, createdAt: Number.isNaN(date) ? new Date().toISOString() : new Date(date).toISOString(),
      reason: at(row, 'return reason') || null, comment: at(row, 'customer comments') || null, lines: [line],
    });
  }
  return [...byReturn.values()];
}
