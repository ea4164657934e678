/**
 * UK VAT return: boxes 1–9 computed from the account's paid sales orders (output VAT) and what was received
 * against its purchase orders (input VAT) in the period, with a breakdown per flow, country and rate. The rules
 * are in the schema's description (schemas/entities/vat-report.schema.json); the arithmetic is here.
 */
import type { Knex } from 'knex';
import { percentOf, refundParts } from '../../../checks/index.ts';
import type { Row } from '../../crud/repository.ts';
import type { EntityHooks, HookContext } from '../hooks.ts';
import { addDays, dateText, EU_COUNTRIES, failFields, isPaidOrder, json, orderShipping, refuseTransition, returnedGoods, today } from '../shared/commerce.ts';

const LETTERS = 'ABCDEFGHIJKL';

/** `2024-03-31` → `24AC`: the year and `A` + the month's letter, when HMRC's own key is not given. */
export function periodKey(periodEnd: string): string {
  return `${periodEnd.slice(2, 4)}A${LETTERS[Number(periodEnd.slice(5, 7)) - 1]}`;
}

type Flow = 'SALES' | 'PURCHASES';
interface Bucket { flow: Flow; country: string | null; rate: number | null; net: number; vat: number; documents: Set<string> }

export interface VatBoxes {
  box1_vat_due_sales: number; box2_vat_due_acquisitions: number; box3_total_vat_due: number; box4_vat_reclaimed: number;
  box5_net_vat: number; net_vat_due: 'PAYABLE' | 'REPAYABLE'; box6_total_sales_ex_vat: number; box7_total_purchases_ex_vat: number;
  box8_total_supplies_ex_vat: number; box9_total_acquisitions_ex_vat: number;
  breakdown: Array<{ flow: Flow; country: string | null; rate: number | null; net: number; vat: number; documents: number }>;
  excluded_documents: number;
}

/** Pence to whole pounds, pence dropped (HMRC's rule for boxes 6–9). */
const pounds = (pence: number) => Math.trunc(pence / 100);

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
  let excluded = 0;

  // Output VAT: paid orders dated in the period, their lines' tax and the shipping tax.
  let box1 = 0; let box6 = 0; let box8 = 0;
  const orders: Row[] = await trx('sales_orders').where('account_id', accountId).where('order_date', '>=', from).where('order_date', '<=', to).whereNotIn('status', ['DRAFT', 'AWAITING_PAYMENT', 'CANCELLED'])
    .select('id', 'status', 'status_before_hold', 'currency', 'total', 'tax_total', 'ship_to', 'shipping_tax_id');
  const paid = orders.filter(isPaidOrder);
  const lines: Row[] = paid.length ? await trx('sales_order_lines as l').leftJoin('sales_taxes as t', (on) => on.on('t.account_id', 'l.account_id').andOn('t.id', 'l.tax_id'))
    .where('l.account_id', accountId).whereIn('l.sales_order_id', paid.map((o) => String(o.id))).select('l.sales_order_id', 'l.net', 'l.tax', 'l.tax_rate', 't.kind') : [];
  const shippingTaxes = new Map<string, number>((await trx('sales_taxes').where('account_id', accountId).select('id', 'rate')).map((t: Row) => [String(t.id), Number(t.rate)]));
  for (const order of paid) {
    if (order.currency !== currency) { excluded += 1; continue; }
    const country = (json<Row | null>(order.ship_to)?.country as string | undefined) ?? null;
    const own = lines.filter((l) => l.sales_order_id === order.id);
    let salesNet = 0;
    for (const line of own) {
      // Outside-the-scope supplies are not part of the VAT return at all.
      if (line.kind === 'OUTSIDE_SCOPE') continue;
      salesNet += Number(line.net);
      add('SALES', country, Number(line.tax_rate), Number(line.net), Number(line.tax), String(order.id));
    }
    const linesNet = own.reduce((sum, l) => sum + Number(l.net), 0);
    const linesTax = own.reduce((sum, l) => sum + Number(l.tax), 0);
    const shippingNet = Number(order.total) - Number(order.tax_total) - linesNet;
    const shippingTax = Number(order.tax_total) - linesTax;
    if (shippingNet || shippingTax) {
      const rate = order.shipping_tax_id ? shippingTaxes.get(String(order.shipping_tax_id)) ?? 0 : Math.max(0, ...own.map((l) => Number(l.tax_rate)));
      add('SALES', country, rate, shippingNet, shippingTax, String(order.id));
    }
    box1 += Number(order.tax_total);
    box6 += salesNet + shippingNet;
    if (country && EU_COUNTRIES.has(country)) box8 += salesNet + shippingNet;
  }

  // Refunds given in the period reduce the output VAT and sales of this period (not of the sale's), split over
  // the refunded lines' rates and, beyond their value, the shipping's.
  const refunds: Row[] = await trx('returns as r').join('sales_orders as o', (on) => on.on('o.account_id', 'r.account_id').andOn('o.id', 'r.order_id'))
    .where('r.account_id', accountId).where('r.status', 'REFUNDED').where('r.refund_amount', '>', 0)
    .where('r.refunded_at', '>=', from).where('r.refunded_at', '<', addDays(to, 1))
    .select('r.id', 'r.refund_amount', 'o.id as order_id', 'o.currency', 'o.total', 'o.tax_total', 'o.ship_to', 'o.shipping_tax_id');
  if (refunds.length) {
    const refundIds = refunds.map((r) => String(r.id));
    const orderIds = [...new Set(refunds.map((r) => String(r.order_id)))];
    const returnLines: Row[] = await trx('return_lines').where('account_id', accountId).whereIn('return_id', refundIds).select('return_id', 'order_line_id', 'qty');
    const soldLines: Row[] = await trx('sales_order_lines as l').leftJoin('sales_taxes as t', (on) => on.on('t.account_id', 'l.account_id').andOn('t.id', 'l.tax_id'))
      .where('l.account_id', accountId).whereIn('l.sales_order_id', orderIds).select('l.id', 'l.sales_order_id', 'l.quantity', 'l.gross', 'l.tax', 'l.tax_rate', 't.kind');
    for (const refund of refunds) {
      if (refund.currency !== currency) { excluded += 1; continue; }
      const country = (json<Row | null>(refund.ship_to)?.country as string | undefined) ?? null;
      const orderLines = soldLines.filter((l) => l.sales_order_id === refund.order_id);
      const goods = returnedGoods(orderLines, returnLines.filter((l) => l.return_id === refund.id));
      const shipping = await orderShipping(trx, { account_id: accountId, total: refund.total, tax_total: refund.tax_total, shipping_tax_id: refund.shipping_tax_id }, orderLines);
      refundParts(Number(refund.refund_amount), goods, shipping).forEach((part, i) => {
        if (goods[i]?.line.kind === 'OUTSIDE_SCOPE') return;
        const net = part.gross - part.tax;
        add('SALES', country, part.rate, -net, -part.tax, String(refund.id));
        box1 -= part.tax;
        box6 -= net;
        if (country && EU_COUNTRIES.has(country)) box8 -= net;
      });
    }
  }

  // Input VAT: what was received against purchase orders dated in the period.
  let box4 = 0; let box7 = 0; let box9 = 0;
  const pos: Row[] = await trx('purchase_orders as p').join('relationships as r', (on) => on.on('r.account_id', 'p.account_id').andOn('r.id', 'p.supplier_id'))
    .where('p.account_id', accountId).where('p.order_date', '>=', from).where('p.order_date', '<=', to).whereIn('p.status', ['PARTIALLY_RECEIVED', 'RECEIVED', 'COMPLETED'])
    .select('p.id', 'p.currency', 'r.addresses');
  const poLines: Row[] = pos.length ? await trx('purchase_order_lines').where('account_id', accountId).whereIn('purchase_order_id', pos.map((p) => String(p.id))).select('purchase_order_id', 'qty_received', 'unit_cost', 'tax_rate') : [];
  for (const po of pos) {
    if (po.currency !== currency) { excluded += 1; continue; }
    const addresses = json<Row[] | null>(po.addresses) ?? [];
    const country = (addresses.find((a) => a.is_default) ?? addresses[0])?.country as string | undefined ?? null;
    for (const line of poLines.filter((l) => l.purchase_order_id === po.id)) {
      const net = Number(line.qty_received) * Number(line.unit_cost);
      if (!net) continue;
      const vat = percentOf(net, Number(line.tax_rate));
      box4 += vat;
      box7 += net;
      if (country && EU_COUNTRIES.has(country)) box9 += net;
      add('PURCHASES', country, Number(line.tax_rate), net, vat, String(po.id));
    }
  }

  const box2 = 0;
  const box3 = box1 + box2;
  return {
    box1_vat_due_sales: box1, box2_vat_due_acquisitions: box2, box3_total_vat_due: box3, box4_vat_reclaimed: box4,
    box5_net_vat: Math.abs(box3 - box4), net_vat_due: box3 >= box4 ? 'PAYABLE' : 'REPAYABLE',
    box6_total_sales_ex_vat: pounds(box6), box7_total_purchases_ex_vat: pounds(box7),
    box8_total_supplies_ex_vat: pounds(box8), box9_total_acquisitions_ex_vat: pounds(box9),
    breakdown: [...buckets.values()]
      .sort((a, b) => a.flow.localeCompare(b.flow) || String(a.country).localeCompare(String(b.country)) || Number(b.rate) - Number(a.rate))
      .map(({ documents, ...bucket }) => ({ ...bucket, documents: documents.size })),
    excluded_documents: excluded,
  };
}

export const vatReportHooks: EntityHooks = {
  async beforeWrite(report: Row) {
    const start = dateText(report.period_start)!;
    const end = dateText(report.period_end)!;
    // A period ending before it starts is refused by the schema (`formatMinimum` with `$data`); its length is not.
    if (Date.parse(end) - Date.parse(start) > 366 * 86_400_000) failFields([{ pointer: '/period_end', message: 'makes the period longer than a year' }]);
    report.period_key ??= periodKey(end);
  },

  async beforeTransition(transition: string, report: Row, { trx }: HookContext) {
    const accountId = String(report.account_id);
    if (transition === 'calculate') {
      const boxes = await calculateVat(trx, accountId, dateText(report.period_start)!, dateText(report.period_end)!, String(report.currency ?? 'GBP'));
      // The generic transition stores only the status and the fields its `set` names: the boxes are written here.
      await trx('vat_reports').where({ account_id: accountId, id: report.id }).update({ ...boxes, breakdown: JSON.stringify(boxes.breakdown) });
      Object.assign(report, boxes);
    }
    if (transition === 'submit') {
      if (dateText(report.period_end)! >= today()) refuseTransition(`The period ends on ${dateText(report.period_end)}: a VAT return is submitted after its period has ended.`, [], 'CALCULATED');
      const twin = await trx('vat_reports').where({ account_id: accountId, period_key: report.period_key, status: 'SUBMITTED' }).whereNot('id', String(report.id)).first('id');
      if (twin) refuseTransition(`A VAT return for period ${report.period_key} has already been submitted.`, [{ pointer: '/period_key', message: 'is already submitted' }], 'CALCULATED');
    }
  },
};
