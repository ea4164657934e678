/**
 * UK VAT return: boxes 1–9 from the VAT treatments stored on the account's paid sales orders (output VAT) and what
 * was received against its purchase orders (input VAT) in the period, in the account's currency, with a breakdown
 * per flow, country and rate and the documents behind each box. The rules
 * are in the schema's description (entities/vat-report/vat-report.schema.json); the arithmetic is here.
 */
import type { Knex } from 'knex';
import { percentOf, refundParts } from '../../../checks/index.ts';
import type { Row } from '../../crud/repository.ts';
import type { EntityRecord } from '../hooks.ts';
import { rateOn, vatLookups } from './vat/order-vat.ts';
import type { TreatmentCode } from './vat/place-of-supply.ts';
import { UK_RETURN_BOXES, type BoxRule } from './vat/uk-return-boxes.ts';
import { addDays, dateText, EU_COUNTRIES, isPaidOrder, json, orderShipping, returnedGoods } from '../shared/commerce.ts';

const LETTERS = 'ABCDEFGHIJKL';

/** `2024-03-31` → `24AC`: the year and `A` + the month's letter, when HMRC's own key is not given. */
export function periodKey(periodEnd: string): string {
  return `${periodEnd.slice(2, 4)}A${LETTERS[Number(periodEnd.slice(5, 7)) - 1]}`;
}

type Flow = 'SALES' | 'PURCHASES';
interface Bucket { flow: Flow; country: string | null; rate: number | null; net: number; vat: number; documents: Set<string> }

/** One document's part of one box (the drill-down), in the return's currency (pence). */
export interface BoxDocument {
  box: number; document_type: 'sales-order' | 'return' | 'purchase-order'; document_id: string; number: string | null;
  treatment: string | null; currency: string; exchange_rate: number; amount: number;
}

export interface VatBoxes {
  box1_vat_due_sales: number; box2_vat_due_acquisitions: number; box3_total_vat_due: number; box4_vat_reclaimed: number;
  box5_net_vat: number; net_vat_due: 'PAYABLE' | 'REPAYABLE'; box6_total_sales_ex_vat: number; box7_total_purchases_ex_vat: number;
  box8_total_supplies_ex_vat: number; box9_total_acquisitions_ex_vat: number;
  breakdown: Array<{ flow: Flow; country: string | null; rate: number | null; net: number; vat: number; documents: number }>;
  box_documents: BoxDocument[];
  excluded_documents: number;
}

/**
 * `amount` (minor units) × `rate` in the other currency's minor units, exactly: the rate is scaled to an integer
 * (eight decimals) and the product taken in BigInt, then rounded half away from zero — no float error at .5.
 */
export function convertMinor(amount: number, rate: number): number {
  if (rate === 1) return amount;
  const scale = 100_000_000n;
  const product = BigInt(Math.abs(amount)) * BigInt(Math.round(rate * 1e8));
  return Math.sign(amount) * Number((product + scale / 2n) / scale);
}

/** Pence to whole pounds, pence dropped (HMRC's rule for boxes 6–9). */
const pounds = (pence: number) => Math.trunc(pence / 100);

/** The boxes of a line stored before treatments were (legacy rows): UK VAT at its rate, outside-the-scope lines nowhere. */
function boxesOf(treatment: unknown, kind: unknown): BoxRule {
  if (treatment) return UK_RETURN_BOXES[treatment as TreatmentCode] ?? { box1: false, box6: false, box8: false };
  return kind === 'OUTSIDE_SCOPE' ? { box1: false, box6: false, box8: false } : { box1: true, box6: true, box8: false };
}

/**
 * The UK VAT return of a period from the treatments stored on its documents (VAT Notice 700/12): each sale line and
 * shipping charge goes to the boxes its treatment names (./vat/uk-return-boxes.ts), converted to `currency` (the
 * account's) at the rate its order kept; refunds follow their order's treatments; purchases at the dated rate of
 * their order date. Every document behind a box is listed in `box_documents`.
 */
export async function calculateVat(trx: Knex, accountId: string, from: string, to: string, currency = 'GBP'): Promise<VatBoxes> {
  const buckets = new Map<string, Bucket>();
  const add = (flow: Flow, country: string | null, rate: number | null, net: number, vat: number, document: string) => {
    const key = JSON.stringify([flow, country, rate]);
    const bucket = buckets.get(key) ?? { flow, country, rate, net: 0, vat: 0, documents: new Set<string>() };
    bucket.net += net;
    bucket.vat += vat;
    bucket.documents.add(document);
    buckets.set(key, bucket);
  };
  const drill = new Map<string, BoxDocument>();
  const cite = (box: number, doc: Omit<BoxDocument, 'box' | 'amount'>, amount: number) => {
    if (!amount) return;
    const key = JSON.stringify([box, doc.document_type, doc.document_id, doc.treatment]);
    const entry = drill.get(key) ?? { box, ...doc, amount: 0 };
    entry.amount += amount;
    drill.set(key, entry);
  };
  const boxes = { 1: 0, 4: 0, 6: 0, 7: 0, 8: 0, 9: 0 };
  let excluded = 0;
  // Rates for documents that kept none (purchase orders, orders saved in another base): the dated rate of their day.
  const lookups = await vatLookups(trx, accountId, [], []);
  lookups.baseCurrency = currency;
  const rateFor = (doc: Row): number | null => {
    if (doc.currency === currency) return 1;
    if (doc.exchange_rate !== null && doc.exchange_rate !== undefined && (doc.base_currency ?? currency) === currency) return Number(doc.exchange_rate);
    return rateOn(String(doc.currency), dateText(doc.order_date)!, lookups)?.rate ?? null;
  };
  const inBase = convertMinor;

  /** One taxed amount of a sale (line or shipping, or its refund when negative) into the boxes its treatment names. */
  const sale = (doc: Omit<BoxDocument, 'box' | 'amount' | 'treatment'>, treatment: unknown, kind: unknown, country: string | null, rate: number, net: number, tax: number) => {
    const rule = boxesOf(treatment, kind);
    if (!rule.box1 && !rule.box6 && !rule.box8) return;
    const cited = { ...doc, treatment: (treatment as string | null) ?? null };
    if (rule.box1) { boxes[1] += tax; cite(1, cited, tax); }
    if (rule.box6) { boxes[6] += net; cite(6, cited, net); }
    if (rule.box8) { boxes[8] += net; cite(8, cited, net); }
    add('SALES', country, rate, net, rule.box1 ? tax : 0, doc.document_id);
  };

  // Output VAT: paid orders dated in the period, their lines and their shipping, as their treatments say.
  const orders: Array<Pick<EntityRecord<'sales-order'>, 'id' | 'number' | 'status' | 'status_before_hold' | 'order_date' | 'currency' | 'base_currency' | 'exchange_rate' | 'total' | 'tax_total' | 'ship_to' | 'shipping_tax_id' | 'shipping_vat_treatment' | 'shipping_vat_rate'>> = await trx('sales_orders').where('account_id', accountId).where('order_date', '>=', from).where('order_date', '<=', to).whereNotIn('status', ['DRAFT', 'AWAITING_PAYMENT', 'CANCELLED'])
    .select('id', 'number', 'status', 'status_before_hold', 'order_date', 'currency', 'base_currency', 'exchange_rate', 'total', 'tax_total', 'ship_to', 'shipping_tax_id', 'shipping_vat_treatment', 'shipping_vat_rate');
  const paid = orders.filter(isPaidOrder);
  const lines: Row[] = paid.length ? await trx('sales_order_lines as l').leftJoin('sales_taxes as t', (on) => on.on('t.account_id', 'l.account_id').andOn('t.id', 'l.tax_id'))
    .where('l.account_id', accountId).whereIn('l.sales_order_id', paid.map((o) => String(o.id))).select('l.sales_order_id', 'l.net', 'l.tax', 'l.tax_rate', 'l.vat_treatment', 't.kind') : [];
  const shippingTaxes = new Map<string, number>((await trx('sales_taxes').where('account_id', accountId).select('id', 'rate')).map((t: Row) => [String(t.id), Number(t.rate)]));
  for (const order of paid) {
    const rate = rateFor(order);
    if (rate === null) { excluded += 1; continue; }
    const country = (json<Row | null>(order.ship_to)?.country as string | undefined) ?? null;
    const doc = { document_type: 'sales-order' as const, document_id: String(order.id), number: order.number ? String(order.number) : null, currency: String(order.currency), exchange_rate: rate };
    const own = lines.filter((l) => l.sales_order_id === order.id);
    for (const line of own) sale(doc, line.vat_treatment, line.kind, country, Number(line.tax_rate), inBase(Number(line.net), rate), inBase(Number(line.tax), rate));
    const shippingNet = Number(order.total) - Number(order.tax_total) - own.reduce((sum, l) => sum + Number(l.net), 0);
    const shippingTax = Number(order.tax_total) - own.reduce((sum, l) => sum + Number(l.tax), 0);
    if (shippingNet || shippingTax) {
      const shippingRate = order.shipping_vat_rate !== null && order.shipping_vat_rate !== undefined ? Number(order.shipping_vat_rate)
        : order.shipping_tax_id ? shippingTaxes.get(String(order.shipping_tax_id)) ?? 0 : Math.max(0, ...own.map((l) => Number(l.tax_rate)));
      sale(doc, order.shipping_vat_treatment, null, country, shippingRate, inBase(shippingNet, rate), inBase(shippingTax, rate));
    }
  }

  // Refunds given in the period reduce the output VAT and sales of this period (not of the sale's), split over
  // the refunded lines' rates and, beyond their value, the shipping's, each part in the boxes of its line's treatment.
  const refunds: Row[] = await trx('returns as r').join('sales_orders as o', (on) => on.on('o.account_id', 'r.account_id').andOn('o.id', 'r.order_id'))
    .where('r.account_id', accountId).where('r.status', 'REFUNDED').where('r.refund_amount', '>', 0)
    .where('r.refunded_at', '>=', from).where('r.refunded_at', '<', addDays(to, 1))
    .select('r.id', 'r.rma_number as number', 'r.refund_amount', 'o.id as order_id', 'o.order_date', 'o.currency', 'o.base_currency', 'o.exchange_rate', 'o.total', 'o.tax_total', 'o.ship_to', 'o.shipping_tax_id', 'o.shipping_vat_treatment', 'o.shipping_vat_rate');
  if (refunds.length) {
    const refundIds = refunds.map((r) => String(r.id));
    const orderIds = [...new Set(refunds.map((r) => String(r.order_id)))];
    const returnLines: Row[] = await trx('return_lines').where('account_id', accountId).whereIn('return_id', refundIds).select('return_id', 'order_line_id', 'qty');
    const soldLines: Row[] = await trx('sales_order_lines as l').leftJoin('sales_taxes as t', (on) => on.on('t.account_id', 'l.account_id').andOn('t.id', 'l.tax_id'))
      .where('l.account_id', accountId).whereIn('l.sales_order_id', orderIds).select('l.id', 'l.sales_order_id', 'l.quantity', 'l.gross', 'l.tax', 'l.tax_rate', 'l.vat_treatment', 't.kind');
    for (const refund of refunds) {
      const rate = rateFor(refund);
      if (rate === null) { excluded += 1; continue; }
      const country = (json<Row | null>(refund.ship_to)?.country as string | undefined) ?? null;
      const orderLines = soldLines.filter((l) => l.sales_order_id === refund.order_id);
      const goods = returnedGoods(orderLines, returnLines.filter((l) => l.return_id === refund.id));
      const shipping = await orderShipping(trx, { account_id: accountId, total: refund.total, tax_total: refund.tax_total, shipping_tax_id: refund.shipping_tax_id }, orderLines);
      if (refund.shipping_vat_rate !== null && refund.shipping_vat_rate !== undefined) shipping.rate = Number(refund.shipping_vat_rate);
      const doc = { document_type: 'return' as const, document_id: String(refund.id), number: refund.number ? String(refund.number) : null, currency: String(refund.currency), exchange_rate: rate };
      refundParts(Number(refund.refund_amount), goods, shipping).forEach((part, i) => {
        const line = goods[i]?.line;
        const [treatment, kind] = line ? [line.vat_treatment, line.kind] : [refund.shipping_vat_treatment, null];
        sale(doc, treatment, kind, country, part.rate, -inBase(part.gross - part.tax, rate), -inBase(part.tax, rate));
      });
    }
  }

  // Input VAT: what was received against purchase orders dated in the period.
  const pos: Row[] = await trx('purchase_orders as p').join('relationships as r', (on) => on.on('r.account_id', 'p.account_id').andOn('r.id', 'p.supplier_id'))
    .where('p.account_id', accountId).where('p.order_date', '>=', from).where('p.order_date', '<=', to).whereIn('p.status', ['PARTIALLY_RECEIVED', 'RECEIVED', 'COMPLETED'])
    .select('p.id', 'p.number', 'p.order_date', 'p.currency', 'r.addresses');
  const poLines: Row[] = pos.length ? await trx('purchase_order_lines').where('account_id', accountId).whereIn('purchase_order_id', pos.map((p) => String(p.id))).select('purchase_order_id', 'qty_received', 'unit_cost', 'tax_rate') : [];
  for (const po of pos) {
    const rate = rateFor(po);
    if (rate === null) { excluded += 1; continue; }
    const addresses = json<Row[] | null>(po.addresses) ?? [];
    const country = (addresses.find((a) => a.is_default) ?? addresses[0])?.country as string | undefined ?? null;
    const doc = { document_type: 'purchase-order' as const, document_id: String(po.id), number: po.number ? String(po.number) : null, treatment: null, currency: String(po.currency), exchange_rate: rate };
    for (const line of poLines.filter((l) => l.purchase_order_id === po.id)) {
      const lineNet = Number(line.qty_received) * Number(line.unit_cost);
      if (!lineNet) continue;
      const net = inBase(lineNet, rate);
      const vat = inBase(percentOf(lineNet, Number(line.tax_rate)), rate);
      boxes[4] += vat; cite(4, doc, vat);
      boxes[7] += net; cite(7, doc, net);
      if (country && EU_COUNTRIES.has(country)) { boxes[9] += net; cite(9, doc, net); }
      add('PURCHASES', country, Number(line.tax_rate), net, vat, String(po.id));
    }
  }

  const box2 = 0;
  const box3 = boxes[1] + box2;
  return {
    box1_vat_due_sales: boxes[1], box2_vat_due_acquisitions: box2, box3_total_vat_due: box3, box4_vat_reclaimed: boxes[4],
    box5_net_vat: Math.abs(box3 - boxes[4]), net_vat_due: box3 >= boxes[4] ? 'PAYABLE' : 'REPAYABLE',
    box6_total_sales_ex_vat: pounds(boxes[6]), box7_total_purchases_ex_vat: pounds(boxes[7]),
    box8_total_supplies_ex_vat: pounds(boxes[8]), box9_total_acquisitions_ex_vat: pounds(boxes[9]),
    breakdown: [...buckets.values()]
      .sort((a, b) => a.flow.localeCompare(b.flow) || String(a.country).localeCompare(String(b.country)) || Number(b.rate) - Number(a.rate))
      .map(({ documents, ...bucket }) => ({ ...bucket, documents: documents.size })),
    box_documents: [...drill.values()].sort((a, b) => a.box - b.box || String(a.number).localeCompare(String(b.number))),
    excluded_documents: excluded,
  };
}
