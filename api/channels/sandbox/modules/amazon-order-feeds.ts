/**
 * Amazon's XML order feeds in the sandbox, as the Feeds API 2021-06-30 takes them (developer-docs.amazon.com/
 * sp-api/docs/order-feed-type-values; the XSDs amzn-envelope.xsd, OrderAcknowledgement.xsd, OrderAdjustment.xsd):
 *
 *   POST_ORDER_ACKNOWLEDGEMENT_DATA   an OrderAcknowledgement per message: StatusCode Success takes the order in;
 *                                     Failure cancels it, each Item naming its AmazonOrderItemCode and CancelReason
 *                                     (NoInventory, BuyerCanceled…). Refused once any of it has shipped: the order
 *                                     acknowledgement guide says a Failure is for an order not yet shipped.
 *   POST_PAYMENT_ADJUSTMENT_DATA      an OrderAdjustment per message: a refund, AdjustedItem by AdjustedItem
 *                                     (AmazonOrderItemCode, AdjustmentReason, ItemPriceAdjustments' Components:
 *                                     Principal, Shipping, Tax… each an Amount with its currency). Refused as Seller
 *                                     Central's help on adjustment errors says: an item the order does not have; a
 *                                     negative Principal or Tax ("Adjustment amount for item price is a negative
 *                                     value", help 25221/25261); more than the item's price or postage (help 25161:
 *                                     the refund "exceeds the amount that can be refunded"), or a net amount of 0 or
 *                                     more than is left of the order ("The net adjustment amount is not a positive
 *                                     amount and has therefore been rejected", help 30741).
 *
 * The answer is Amazon's ProcessingReport (ProcessingReport.xsd): StatusCode Complete, a ProcessingSummary and a
 * Result per refused message (MessageID, ResultCode Error, ResultMessageCode, ResultDescription, AdditionalInfo's
 * AmazonOrderID). Amazon publishes the messages, not a table of their codes: the codes here are the sandbox's own.
 * A document that is not such an envelope is refused whole (FATAL), as Amazon refuses XML it cannot parse.
 */
import type { SandboxMarketplace, SandboxOrder } from '../marketplace.ts';
import { refundOrder } from '../payouts.ts';
import { escapeXml, xmlAll, xmlText } from '../../../carriers/adapters/xml.ts';

export const ORDER_FEED_TYPES = ['POST_ORDER_ACKNOWLEDGEMENT_DATA', 'POST_PAYMENT_ADJUSTMENT_DATA'];
const MESSAGE_TYPE: Record<string, string> = { POST_ORDER_ACKNOWLEDGEMENT_DATA: 'OrderAcknowledgement', POST_PAYMENT_ADJUSTMENT_DATA: 'OrderAdjustment' };
/** OrderAcknowledgement.xsd's CancelReason values. */
const CANCEL_REASONS = ['NoInventory', 'ShippingAddressUndeliverable', 'CustomerExchange', 'BuyerCanceled', 'GeneralAdjustment', 'CarrierCreditDecision', 'RiskAssessmentInformationNotValid', 'CarrierCoverageFailure', 'CustomerReturn', 'MerchandiseNotReceived'];
/** OrderAdjustment.xsd's AdjustmentReason values. */
const ADJUSTMENT_REASONS = ['NoInventory', 'CustomerReturn', 'GeneralAdjustment', 'CouldNotShip', 'DifferentItem', 'Abandoned', 'CustomerCancel', 'PriceError', 'ProductOutofStock', 'CustomerAddressIncorrect', 'Exchange', 'Other', 'CarrierCreditDecision', 'RiskAssessmentInformationNotValid', 'CarrierCoverageFailure', 'TransactionRecord', 'Undeliverable', 'RefusedDelivery'];
const REFUNDED_COMPONENTS = ['Principal', 'Shipping', 'Tax', 'ShippingTax', 'GiftWrap', 'GiftWrapTax'];
const CHARGED_COMPONENTS = ['RestockingFee', 'ReturnShipping'];

// The feeds are flat, element-only documents: the carriers' little XML reader does (carriers/adapters/xml.ts).
const blocksOf = xmlAll;
const textOf = (xml: string, tag: string): string | undefined => xmlText(xml, tag) ?? undefined;

interface Refusal { messageId: string; code: string; description: string; orderId?: string }

function report(feed: { feedId: string; sellerId: string }, processed: number, refusals: Refusal[]): string {
  const results = refusals.map((r) => `<Result><MessageID>${escapeXml(r.messageId)}</MessageID><ResultCode>Error</ResultCode><ResultMessageCode>${r.code}</ResultMessageCode><ResultDescription>${escapeXml(r.description)}</ResultDescription>${r.orderId ? `<AdditionalInfo><AmazonOrderID>${escapeXml(r.orderId)}</AmazonOrderID></AdditionalInfo>` : ''}</Result>`).join('');
  const failed = new Set(refusals.map((r) => r.messageId)).size;
  return `<?xml version="1.0" encoding="UTF-8"?>
<AmazonEnvelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="amzn-envelope.xsd"><Header><DocumentVersion>1.02</DocumentVersion><MerchantIdentifier>${escapeXml(feed.sellerId)}</MerchantIdentifier></Header><MessageType>ProcessingReport</MessageType><Message><MessageID>1</MessageID><ProcessingReport><DocumentTransactionID>${feed.feedId}</DocumentTransactionID><StatusCode>Complete</StatusCode><ProcessingSummary><MessagesProcessed>${processed}</MessagesProcessed><MessagesSuccessful>${processed - failed}</MessagesSuccessful><MessagesWithError>${failed}</MessagesWithError><MessagesWithWarning>0</MessagesWithWarning></ProcessingSummary>${results}</ProcessingReport></Message></AmazonEnvelope>`;
}

const money = (minor: number) => (minor / 100).toFixed(2);

/** One OrderAcknowledgement: taken in, or cancelled item by item (a refusal is answered as a sentence). */
function acknowledge(market: SandboxMarketplace, order: SandboxOrder, body: string): Omit<Refusal, 'messageId'> | null {
  const status = textOf(body, 'StatusCode');
  if (status === 'Success') {
    market.touchOrder(order, { acknowledged: true });
    return null;
  }
  if (status !== 'Failure') return { code: '18028', description: `StatusCode must be Success or Failure, not '${String(status).slice(0, 20)}'.` };
  const items = blocksOf(body, 'Item').map((item) => ({ code: textOf(item, 'AmazonOrderItemCode'), reason: textOf(item, 'CancelReason') }));
  const unknown = items.find((i) => !order.lines.some((l) => l.lineId === i.code));
  if (unknown) return { code: '18028', description: `The order item ${String(unknown.code).slice(0, 30)} is not part of order ${order.id}.` };
  const badReason = items.find((i) => !CANCEL_REASONS.includes(String(i.reason)));
  if (badReason) return { code: '18028', description: `CancelReason '${String(badReason.reason).slice(0, 40)}' is not one of ${CANCEL_REASONS.join(', ')}.` };
  if (order.shipments.length || order.status === 'SHIPPED') return { code: '18155', description: `Order ${order.id} has shipped: a shipped order cannot be cancelled; refund the buyer with an order adjustment instead.` };
  // Every item must be named to cancel the whole order (a single item is cancelled by the adjustment feed).
  if (!items.length || order.lines.some((l) => !items.some((i) => i.code === l.lineId))) return { code: '18028', description: `To cancel order ${order.id}, name each of its items with a CancelReason.` };
  const cancelled = market.cancelOrder(order, 'SELLER', String(items[0]!.reason));
  return typeof cancelled === 'string' ? { code: '18155', description: cancelled } : null;
}

/** One OrderAdjustment: a refund of its items' components, applied whole or refused whole. */
function adjust(market: SandboxMarketplace, order: SandboxOrder, body: string): Omit<Refusal, 'messageId'> | null {
  const items = blocksOf(body, 'AdjustedItem');
  if (!items.length) return { code: '18028', description: 'An OrderAdjustment needs at least one AdjustedItem.' };
  let net = 0;
  for (const item of items) {
    const code = textOf(item, 'AmazonOrderItemCode');
    const line = order.lines.find((l) => l.lineId === code);
    if (!line) return { code: '18028', description: `The order item ${String(code).slice(0, 30)} is not part of order ${order.id}.` };
    const reason = textOf(item, 'AdjustmentReason');
    if (!ADJUSTMENT_REASONS.includes(String(reason))) return { code: '18028', description: `AdjustmentReason '${String(reason).slice(0, 40)}' is not one of ${ADJUSTMENT_REASONS.join(', ')}.` };
    const components = blocksOf(item, 'Component').map((c) => {
      const amount = /<Amount\s+currency="([A-Z]{3})"\s*>([^<]*)<\/Amount>/.exec(c);
      return { type: textOf(c, 'Type') ?? '', currency: amount?.[1], minor: Math.round(Number(amount?.[2]) * 100) };
    });
    if (!components.length) return { code: '18028', description: `Order item ${line.lineId} has no ItemPriceAdjustments components.` };
    for (const c of components) {
      if (![...REFUNDED_COMPONENTS, ...CHARGED_COMPONENTS].includes(c.type)) return { code: '18028', description: `Component Type '${c.type.slice(0, 30)}' is not one Amazon takes.` };
      if (c.currency !== order.currency || !Number.isFinite(c.minor)) return { code: '18028', description: `Each Amount needs the order's currency (${order.currency}) and a number.` };
      if (REFUNDED_COMPONENTS.includes(c.type) && c.minor < 0) return { code: '25221', description: `Adjustment amount for ${c.type === 'Principal' ? 'item price' : c.type.toLowerCase()} is a negative value.` };
    }
    const sum = (type: string) => components.filter((c) => c.type === type).reduce((n, c) => n + c.minor, 0);
    // Postage rides on the order's first item (as getOrderItems answers it).
    const postage = order.lines[0] === line ? order.shippingPrice : 0;
    if (sum('Principal') > line.unitPrice * line.quantity || sum('Shipping') > postage) {
      return { code: '25164', description: `The refund for order item ${line.lineId} exceeds the amount that can be refunded: at most ${money(line.unitPrice * line.quantity)} of its price and ${money(postage)} of its postage.` };
    }
    net += components.reduce((n, c) => n + (REFUNDED_COMPONENTS.includes(c.type) ? c.minor : -Math.abs(c.minor)), 0);
  }
  const left = order.total - (order.refunds ?? []).reduce((n, r) => n + r.amount, 0);
  if (net <= 0 || net > left) return { code: '25163', description: 'The net adjustment amount is not a positive amount and has therefore been rejected.' };
  const refund = refundOrder(market, order, net);
  return typeof refund === 'string' ? { code: '25163', description: refund } : null;
}

/** Processes an order feed's XML for its seller; answers the feed's status and its processing report. */
export function processOrderFeed(market: SandboxMarketplace, feed: { feedId: string; sellerId: string; feedType: string }, content: unknown): { status: 'DONE' | 'FATAL'; report: string } {
  const xml = typeof content === 'string' ? content : '';
  const envelope = blocksOf(xml, 'AmazonEnvelope')[0];
  const messageType = envelope === undefined ? undefined : textOf(envelope, 'MessageType');
  if (!envelope || messageType !== MESSAGE_TYPE[feed.feedType] || !textOf(envelope, 'MerchantIdentifier')) {
    return { status: 'FATAL', report: report(feed, 0, [{ messageId: '0', code: '5001', description: `The feed is not an AmazonEnvelope of MessageType ${MESSAGE_TYPE[feed.feedType]} with a Header's MerchantIdentifier: it could not be processed.` }]) };
  }
  const messages = blocksOf(envelope, 'Message');
  const refusals: Refusal[] = [];
  for (const message of messages) {
    const messageId = textOf(message, 'MessageID') ?? '0';
    const body = blocksOf(message, MESSAGE_TYPE[feed.feedType]!)[0];
    const orderId = body === undefined ? undefined : textOf(body, 'AmazonOrderID');
    const order = orderId ? market.orderOf(feed.sellerId, orderId) : undefined;
    if (!body || !order) {
      refusals.push({ messageId, code: '18028', description: `AmazonOrderID '${String(orderId ?? '').slice(0, 30)}' is not an order of this seller.`, ...(orderId ? { orderId } : {}) });
      continue;
    }
    const refused = feed.feedType === 'POST_ORDER_ACKNOWLEDGEMENT_DATA' ? acknowledge(market, order, body) : adjust(market, order, body);
    if (refused) refusals.push({ messageId, orderId: order.id, ...refused });
  }
  return { status: 'DONE', report: report(feed, messages.length, refusals) };
}
