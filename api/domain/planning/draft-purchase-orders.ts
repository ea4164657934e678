/**
 * Drafting purchase orders from stock planning: `{lines: [{product_id, qty}]}` becomes ONE DRAFT purchase order per
 * usual supplier of the products, all in one transaction, through the generic service's `createMany` (the same
 * validation, numbering, hooks — supplier snapshot, delivery location, SKUs, tax and totals — and audit as
 * `POST /api/purchase-orders`), or none of them.
 *
 * Each line's unit cost is what the supplier was last paid for the product (its newest purchase order line from that
 * supplier, not cancelled, in the supplier's currency) and that line's supplier SKU; else the product's cost price
 * when it is in the supplier's currency; else 0, to fill in on the draft. Lines are in SKU order; the orders in
 * supplier name order.
 *
 * Refused, naming the field: a body that is not `{lines}` with 1–500 lines; a qty that is not a whole number of at
 * least 1; a product that is not one of the account's (or one the caller may not read), or named twice; a product
 * with no usual supplier (`/lines/2/product_id`). Needs `create` on purchase orders (403) besides reading products.
 * The answer (201) is stored for the request's Idempotency-Key in the same transaction, so a retried click drafts
 * nothing twice.
 */
import type { Knex } from 'knex';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { Row } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import { ApiError, fail, type FieldError } from '../../http/errors.ts';
import { recordAnswer } from '../../http/idempotency.ts';
import { entityNamed } from '../channels/system-actor.ts';
import { failFields } from '../shared/commerce.ts';

export const MAX_DRAFT_LINES = 500;
const MAX_QTY = 1_000_000;

export interface DraftedOrder {
  id: string;
  number: string;
  supplier_id: string;
  supplier_name: string;
  currency: string;
  lines: number;
  units: number;
  total: number;
}

interface Wanted { productId: string; qty: number; index: number }

/** The body, field by field (a route's body has no entity schema). */
function readLines(body: unknown): Wanted[] {
  const errors: FieldError[] = [];
  const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : undefined) as Row | undefined;
  if (!b) failFields([{ pointer: '', message: 'must be a JSON object: {lines: [{product_id, qty}]}' }]);
  for (const key of Object.keys(b!)) if (key !== 'lines') errors.push({ pointer: `/${key}`, message: 'is not a known field' });
  const lines = b!.lines;
  if (!Array.isArray(lines) || lines.length < 1 || lines.length > MAX_DRAFT_LINES) {
    errors.push({ pointer: '/lines', message: `must list 1 to ${MAX_DRAFT_LINES} lines: [{product_id, qty}]` });
    failFields(errors);
  }
  const wanted: Wanted[] = [];
  const seen = new Map<string, number>();
  (lines as unknown[]).forEach((line, i) => {
    const l = (typeof line === 'object' && line !== null && !Array.isArray(line) ? line : undefined) as Row | undefined;
    if (!l) return errors.push({ pointer: `/lines/${i}`, message: 'must be an object: {product_id, qty}' });
    for (const key of Object.keys(l)) if (key !== 'product_id' && key !== 'qty') errors.push({ pointer: `/lines/${i}/${key}`, message: 'is not a known field' });
    if (!isUuid(l.product_id)) errors.push({ pointer: `/lines/${i}/product_id`, message: 'must be a product id' });
    else if (seen.has(String(l.product_id))) errors.push({ pointer: `/lines/${i}/product_id`, message: `is also line ${seen.get(String(l.product_id))! + 1}: name each product once` });
    else seen.set(String(l.product_id), i);
    if (!Number.isSafeInteger(l.qty) || Number(l.qty) < 1 || Number(l.qty) > MAX_QTY) errors.push({ pointer: `/lines/${i}/qty`, message: `must be a whole number from 1 to ${MAX_QTY}` });
    wanted.push({ productId: String(l.product_id), qty: Number(l.qty), index: i });
  });
  failFields(errors);
  return wanted;
}

/** The newest unit cost and supplier SKU each (product, supplier) pair was bought at, in that order's currency. */
async function lastCosts(trx: Knex, accountId: string, productIds: string[]): Promise<Map<string, Row>> {
  const rows: Row[] = await trx('purchase_order_lines as l')
    .join('purchase_orders as o', function () { this.on('o.account_id', 'l.account_id').andOn('o.id', 'l.purchase_order_id'); })
    .where('l.account_id', accountId).where('o.account_id', accountId)
    .whereIn('l.product_id', productIds).whereNot('o.status', 'CANCELLED')
    .distinctOn('l.product_id', 'o.supplier_id')
    .orderBy([{ column: 'l.product_id' }, { column: 'o.supplier_id' }, { column: 'o.order_date', order: 'desc' }, { column: 'o.created_at', order: 'desc' }])
    .select('l.product_id', 'o.supplier_id', 'o.currency', 'l.unit_cost', 'l.supplier_sku');
  return new Map(rows.map((r) => [`${r.product_id}|${r.supplier_id}`, r]));
}

/** Puts an error of item `i` of `createMany` (`/2/lines/0/qty_ordered`) in the words of the request. */
function asRequestError(error: unknown, groups: Array<{ wanted: Wanted[] }>): never {
  if (!(error instanceof ApiError)) throw error;
  const item = typeof error.extra.item === 'number' ? error.extra.item : undefined;
  const group = item === undefined ? undefined : groups[item];
  const errors = error.errors.map((e) => {
    const line = /^\/\d+\/lines\/(\d+)\/(\w+)/.exec(e.pointer);
    const wanted = group && line ? group.wanted[Number(line[1])] : undefined;
    return wanted ? { ...e, pointer: `/lines/${wanted.index}/${line![2] === 'qty_ordered' ? 'qty' : 'product_id'}` } : e;
  });
  throw new ApiError(error.code, (error.detail ?? error.message).replace(/^Item \d+: /, ''), errors, error.extra);
}

export async function draftPurchaseOrders(knex: Knex, service: ResourceService, actor: Actor, body: unknown): Promise<{ purchase_orders: DraftedOrder[] }> {
  const purchaseOrder = entityNamed('purchase-order');
  if (!actor.ability.can('create', 'purchase-orders')) fail('forbidden', 'Your role may not create purchase orders.', [], { action: 'create', resource: 'purchase-orders' });
  const wanted = readLines(body);
  const accountId = actor.accountId;

  return knex.transaction(async (trx) => {
    // Products the caller may read, in the account acted in: anything else is "no product of this account".
    const ids = wanted.map((w) => w.productId);
    const products: Row[] = await service.scopedQuery(trx, actor, 'read', entityNamed('product')).where('account_id', accountId).whereIn('id', ids)
      .select('id', 'sku', 'title', 'kind', 'supplier_id', 'cost_price', 'currency');
    const byId = new Map(products.map((p) => [String(p.id), p]));
    const supplierIds = [...new Set(products.map((p) => p.supplier_id).filter(Boolean).map(String))];
    const suppliers: Row[] = supplierIds.length
      ? await trx('relationships').where({ account_id: accountId, type: 'SUPPLIER' }).whereIn('id', supplierIds).select('id', 'name', 'currency')
      : [];
    const supplierOf = new Map(suppliers.map((s) => [String(s.id), s]));
    const errors: FieldError[] = [];
    for (const w of wanted) {
      const product = byId.get(w.productId);
      const pointer = `/lines/${w.index}/product_id`;
      if (!product) errors.push({ pointer, message: 'refers to no product of this account' });
      else if (product.kind === 'PARENT') errors.push({ pointer, message: `${product.sku} is a parent product: order its variants` });
      else if (!product.supplier_id || !supplierOf.has(String(product.supplier_id))) errors.push({ pointer, message: `${product.sku} has no usual supplier: set one on the product first` });
    }
    failFields(errors, errors.length ? `Nothing was drafted: ${errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; ')}.` : undefined);

    const costs = await lastCosts(trx, accountId, ids);
    const compare = (x: string, y: string) => x.localeCompare(y, 'en', { numeric: true, sensitivity: 'base' });
    const groups = new Map<string, { supplier: Row; wanted: Wanted[] }>();
    for (const w of wanted) {
      const supplierId = String(byId.get(w.productId)!.supplier_id);
      if (!groups.has(supplierId)) groups.set(supplierId, { supplier: supplierOf.get(supplierId)!, wanted: [] });
      groups.get(supplierId)!.wanted.push(w);
    }
    const ordered = [...groups.values()].sort((x, y) => compare(String(x.supplier.name), String(y.supplier.name)));
    for (const group of ordered) group.wanted.sort((x, y) => compare(String(byId.get(x.productId)!.sku), String(byId.get(y.productId)!.sku)));

    const items = ordered.map(({ supplier, wanted: lines }) => {
      const currency = String(supplier.currency ?? 'GBP');
      return {
        body: {
          supplier_id: supplier.id,
          notes: 'Drafted from the Reorder screen (stock planning).',
          lines: lines.map((w) => {
            const product = byId.get(w.productId)!;
            const last = costs.get(`${w.productId}|${supplier.id}`);
            const unitCost = last && last.currency === currency ? Number(last.unit_cost)
              : product.cost_price !== null && product.cost_price !== undefined && product.currency === currency ? Number(product.cost_price) : 0;
            return { product_id: w.productId, qty_ordered: w.qty, unit_cost: unitCost, ...(last?.supplier_sku ? { supplier_sku: String(last.supplier_sku) } : {}) };
          }),
        },
        cause: 'drafted from stock planning (the Reorder screen)',
      };
    });
    const created = await service.within(trx).createMany(trx, actor, purchaseOrder, items).catch((error) => asRequestError(error, ordered));
    const answer = {
      purchase_orders: created.map((po) => ({
        id: String(po.id), number: String(po.number), supplier_id: String(po.supplier_id), supplier_name: String(po.supplier_name), currency: String(po.currency),
        lines: (po.lines as Row[]).length, units: (po.lines as Row[]).reduce((sum, l) => sum + Number(l.qty_ordered), 0), total: Number(po.total),
      })),
    };
    await recordAnswer(trx, { status: 201, body: answer, headers: { 'content-type': 'application/json; charset=utf-8' } });
    return answer;
  });
}
