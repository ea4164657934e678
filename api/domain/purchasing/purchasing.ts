/**
 * Purchasing rules: purchase order snapshots (supplier, delivery address), line defaults from the product, every
 * total, the `incoming` stock of open lines, receiving (over-receipt refused) and archiving; and ASNs, which are
 * checked against their purchase order. Receiving a chosen quantity per line is `receiveLines`, served by
 * `POST /api/purchase-orders/:id/receive` (purchasing-routes.ts); `receive-all` uses it for everything open.
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { percentOf } from '../../../checks/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { FieldError } from '../../http/errors.ts';
import type { Actor } from '../../crud/actor.ts';
import { recordFields, type EntityRecord } from '../hooks.ts';
import { auditActorOf, changeIncoming, recordStockMovement, type StockAuthor } from '../stock/movements.ts';
import { failFields, refuseTransition } from '../shared/commerce.ts';

/** Statuses in which the open part of a purchase order is stock on its way (`incoming`). */
export const OPEN_STATUSES = ['SENT', 'PARTIALLY_RECEIVED'];

type PurchaseOrderRow = EntityRecord<'purchase-order'>;
export type PurchaseOrderLineRow = EntityRecord<'purchase-order-line'>;
type AsnRow = EntityRecord<'asn'>;
export type AsnLineRow = EntityRecord<'asn-line'>;
/** What pricing a line reads of its product. */
type ProductFacts = Pick<EntityRecord<'product'>, 'id' | 'sku' | 'title' | 'tax_id'>;

export const openQty = (line: Pick<PurchaseOrderLineRow, 'qty_ordered' | 'qty_received'>) => Number(line.qty_ordered) - Number(line.qty_received ?? 0);

const purchaseOrder = () => model.entities.find((e) => e.name === 'purchase-order')!;

/**
 * Adds (`sign` 1) or removes (−1) the open quantity of `lines` to the incoming stock at `locationId`; `why` says
 * what happened to the purchase order `po`, for the audit log ("sent", "edited", "cancelled").
 */
export async function moveIncoming(trx: Knex, accountId: string, lines: PurchaseOrderLineRow[], locationId: unknown, sign: 1 | -1, author: StockAuthor, po: Pick<PurchaseOrderRow, 'number'>, why: string): Promise<void> {
  for (const line of lines) {
    const qty = openQty(line);
    if (qty > 0) await changeIncoming(trx, accountId, String(line.product_id), locationId as string, sign * qty, author, `purchase order ${po.number ?? ''} ${why}`.replace(/\s+/g, ' '));
  }
}

/** Line essentials that cannot change once something has been received (compared by position). */
export const lineKey = (l: PurchaseOrderLineRow) => JSON.stringify([l.product_id, Number(l.qty_ordered), Number(l.unit_cost), l.tax_id ?? null, l.supplier_sku ?? null]);

/** SKU, description and tax from the product (unless the line says), the tax rate copied, and every total. */
export async function priceLines(trx: Knex, accountId: string, po: PurchaseOrderRow, lines: PurchaseOrderLineRow[]): Promise<void> {
  const productIds = [...new Set(lines.map((l) => String(l.product_id)))];
  const products = new Map<string, ProductFacts>((await trx('products').where('account_id', accountId).whereIn('id', productIds).select('id', 'sku', 'title', 'tax_id')).map((p: ProductFacts) => [String(p.id), p]));
  for (const line of lines) {
    const product = products.get(String(line.product_id))!;
    line.sku = product.sku;
    line.description ??= product.title;
    // A line may leave its tax out (the input allows it): `'tax_id' in line` would narrow the stored row to never.
    if (!Object.hasOwn(line, 'tax_id')) line.tax_id = product.tax_id ?? null;
  }
  const taxIds = [...new Set(lines.map((l) => l.tax_id).filter(Boolean))] as string[];
  const rates = new Map<string, number>((await trx('sales_taxes').where('account_id', accountId).whereIn('id', taxIds).select('id', 'rate')).map((t: Pick<EntityRecord<'sales-tax'>, 'id' | 'rate'>) => [String(t.id), Number(t.rate)]));
  let subtotal = 0;
  let taxTotal = 0;
  for (const line of lines) {
    line.tax_rate = line.tax_id ? rates.get(String(line.tax_id)) ?? 0 : 0;
    line.net = Number(line.qty_ordered) * Number(line.unit_cost);
    line.tax = percentOf(Number(line.net), Number(line.tax_rate));
    line.gross = Number(line.net) + Number(line.tax);
    subtotal += Number(line.net);
    taxTotal += Number(line.tax);
  }
  Object.assign(po, { subtotal, tax_total: taxTotal, total: subtotal + taxTotal });
}

export interface Receipt { line_id: string; qty: number }

/**
 * Books `receipts` against the order's (locked) `lines`: over-receipt is refused line by line (400 naming the
 * line); received quantities go up, on-hand rises at `locationId`, incoming falls at the delivery location.
 * Returns the status the order reaches: RECEIVED when nothing is open any more, else PARTIALLY_RECEIVED.
 */
export async function receiveLines(
  trx: Knex, author: StockAuthor, po: PurchaseOrderRow, lines: PurchaseOrderLineRow[], receipts: Receipt[], locationId: string,
  reference: { type: string; id: string; label: string } = { type: 'purchase-orders', id: String(po.id), label: String(po.number) },
): Promise<'RECEIVED' | 'PARTIALLY_RECEIVED'> {
  const accountId = String(po.account_id);
  const errors: FieldError[] = [];
  const adding = new Map<string, number>();
  receipts.forEach((receipt, i) => {
    const line = lines.find((l) => l.id === receipt.line_id);
    if (!line) return errors.push({ pointer: `/lines/${i}/line_id`, message: `is not a line of ${po.number}` });
    const total = (adding.get(String(line.id)) ?? 0) + receipt.qty;
    adding.set(String(line.id), total);
    if (total > openQty(line)) {
      errors.push({ pointer: `/lines/${i}/qty`, message: `would receive more than was ordered: ${line.qty_ordered} of ${line.sku} ordered, ${line.qty_received} already received, so at most ${openQty(line)} more` });
    }
  });
  failFields(errors, errors.length ? `Over-receipt refused: ${errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.` : undefined);
  const received: Array<{ id: string; sku: unknown; before: number; after: number }> = [];
  for (const line of lines) {
    const qty = adding.get(String(line.id));
    if (!qty) continue;
    const before = Number(line.qty_received);
    line.qty_received = before + qty;
    received.push({ id: String(line.id), sku: line.sku ?? null, before, after: Number(line.qty_received) });
    await trx('purchase_order_lines').where({ account_id: accountId, id: line.id }).update({ qty_received: line.qty_received });
    await recordStockMovement(trx, author, { accountId, productId: String(line.product_id), locationId, delta: qty, reason: 'RECEIPT', reference });
    await changeIncoming(trx, accountId, String(line.product_id), po.deliver_to_location_id as string, -qty, author, `goods received (${reference.label})`);
  }
  if (received.length) {
    // The lines' received quantities are the server's (a read-only figure): the comparison of fields leaves them out.
    await recordAudit(trx, {
      model, entity: purchaseOrder(), actor: auditActorOf(author), action: 'update', accountId, recordId: String(po.id), before: {}, after: {},
      cause: `goods received (${reference.label})`,
      changes: { lines: { from: received.map((r) => ({ id: r.id, sku: r.sku, qty_received: r.before })), to: received.map((r) => ({ id: r.id, sku: r.sku, qty_received: r.after })) } },
    });
  }
  return lines.every((l) => openQty(l) <= 0) ? 'RECEIVED' : 'PARTIALLY_RECEIVED';
}

// ---- ASNs ------------------------------------------------------------------------------------------------------

/** The purchase order line an ASN line announces: same SKU, or the supplier's SKU. */
export function poLineOf(line: Pick<AsnLineRow, 'sku'>, poLines: PurchaseOrderLineRow[]): PurchaseOrderLineRow | undefined {
  const sku = String(line.sku).toLowerCase();
  return poLines.find((l) => String(l.sku).toLowerCase() === sku || String(l.supplier_sku ?? '').toLowerCase() === sku);
}

/**
 * An ASN received books its lines into stock at its location (RECEIPT movements naming the ASN). With a purchase
 * order, the units are received on it (over-receipt refused, incoming lowered, its status and history moved);
 * without one, each line's product is booked directly. A line whose SKU is no product of the account is refused.
 */
export async function receiveAsn(trx: Knex, actor: Actor, asn: AsnRow): Promise<void> {
  const accountId = String(asn.account_id);
  const lines: AsnLineRow[] = await trx('asn_lines').where({ account_id: accountId, asn_id: asn.id }).orderBy('position');
  const reference = { type: 'asns', id: String(asn.id), label: String(asn.number) };
  const unknown = lines.flatMap((l, i) => (l.product_id ? [] : [{ pointer: `/lines/${i}/sku`, message: `${l.sku} is not a product of this account: nothing can be booked` }]));
  if (unknown.length) refuseTransition('Some lines of this ASN are not products of the account.', unknown, String(asn.status));
  if (!asn.purchase_order_id) {
    for (const line of lines) {
      await recordStockMovement(trx, actor, { accountId, productId: String(line.product_id), locationId: String(asn.location_id), delta: Number(line.qty), reason: 'RECEIPT', reference });
    }
    return;
  }
  const po: PurchaseOrderRow = await trx('purchase_orders').where({ account_id: accountId, id: asn.purchase_order_id }).forUpdate().first();
  if (!['SENT', 'PARTIALLY_RECEIVED'].includes(String(po.status))) {
    refuseTransition(`${po.number} is ${po.status}: its goods can no longer be received.`, [{ pointer: '/purchase_order_id', message: `is ${po.status}` }], String(asn.status));
  }
  const poLines: PurchaseOrderLineRow[] = await trx('purchase_order_lines').where({ account_id: accountId, purchase_order_id: po.id }).orderBy('position').forUpdate();
  const receipts: Receipt[] = [];
  const errors: FieldError[] = [];
  lines.forEach((line, i) => {
    const poLine = poLineOf(line, poLines);
    if (!poLine) errors.push({ pointer: `/lines/${i}/sku`, message: `is not on ${po.number}` });
    else receipts.push({ line_id: String(poLine.id), qty: Number(line.qty) });
  });
  if (errors.length) refuseTransition(`This ASN does not fit ${po.number}.`, errors, String(asn.status));
  await markReceived(trx, actor, po, await receiveLines(trx, actor, po, poLines, receipts, String(asn.location_id), reference));
}

/** Moves a purchase order to the status receiving reached, with its version and history (`receive`). */
export async function markReceived(trx: Knex, actor: Actor, po: PurchaseOrderRow, reached: 'RECEIVED' | 'PARTIALLY_RECEIVED'): Promise<void> {
  const [stored] = await trx('purchase_orders').where({ account_id: po.account_id, id: po.id }).update({
    status: reached, version: Number(po.version) + 1, updated_at: trx.fn.now(), ...(reached === 'RECEIVED' ? { received_at: trx.fn.now() } : {}),
  }).returning(['status', 'received_at']);
  await recordAudit(trx, {
    model, entity: purchaseOrder(), actor, action: 'transition', transition: 'receive', accountId: String(po.account_id), recordId: String(po.id),
    before: recordFields(po), after: { status: stored.status, ...(reached === 'RECEIVED' ? { received_at: stored.received_at } : {}) },
  });
  await trx('status_history').insert({ account_id: po.account_id, resource: 'purchase-orders', record_id: po.id, transition: 'receive', from_status: po.status, to_status: reached, user_id: actor.user.id });
}
