/**
 * Stock planning: how fast each product sells, how long its stock lasts, when to reorder and how much.
 *
 * Per stock-tracked product (every kind but PARENT, whose variants hold the stock; ARCHIVED products are left
 * out: they are not bought again), in the account acted in:
 * - **sold 7 / 30 / 90**: units on the lines of sales orders dated in the last 7, 30 or 90 days, today included
 *   (UTC calendar days, as the dashboard counts). An order counts as a sale unless it is a DRAFT or CANCELLED
 *   (the dashboard's rule): awaiting payment, paid, on hold, shipped, completed and returned orders all show
 *   demand; units a return brings back are already in `available`, so they are not taken off the sales.
 * - **velocity**: units a day over the chosen basis (`sold_<basis> / basis`; 30 days unless `?basis=7|90`).
 * - **available**: on hand − allocated, summed over every location (a negative one lowers it); **incoming**:
 *   the open lines of sent purchase orders (stock levels' `incoming`), shown apart. **On draft**: units on DRAFT
 *   purchase orders, not counted anywhere (a draft is not ordered yet) but shown, so a product is not drafted twice.
 * - **days of cover**: whole days the available stock lasts at that velocity (null when nothing sells).
 * - **reorder point** = ⌈velocity × lead time⌉ + minimum, where the lead time is the usual supplier's
 *   `lead_time_days` (0 when the product has no supplier or the supplier's is unknown) and the minimum is the sum
 *   of the product's stock levels' `minimum_level` (the stock to keep at each location).
 * - **to reorder** when what is available plus what is on its way is at or below the reorder point (a product
 *   already on order is not ordered twice) and the suggestion below is more than 0.
 * - **suggested qty** = max(0, ⌈reorder point + velocity × cover days − available − incoming⌉): enough to get
 *   back above the reorder point and then last `cover_days` more days of sales (30 unless `?cover_days=`), so a
 *   product is not reordered again as soon as its order arrives.
 *
 * Three aggregate statements, whatever the number of products and orders: the units sold per product in the last
 * 90 days (one pass over the account's order lines, joined to their orders by the tenant key), and the products
 * with their supplier and their stock levels summed per product (what the caller may read), and the units on draft
 * purchase orders per product.
 */
import { subject } from '@casl/ability';
import type { Knex } from 'knex';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { Row } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail, type FieldError } from '../../http/errors.ts';
import { entityNamed } from '../channels/system-actor.ts';
import { addDays, today } from '../shared/commerce.ts';
import type { PlanningRow } from '../../../checks/contracts/stock-planning.ts';

/** The windows sales are counted over, in days. */
export const WINDOWS = [7, 30, 90] as const;
export type Basis = (typeof WINDOWS)[number];

/** Orders in these statuses are not sales: a draft is not placed yet, a cancelled order never happened. */
export const NOT_SALES = ['DRAFT', 'CANCELLED'];

export const DEFAULT_BASIS: Basis = 30;
export const DEFAULT_COVER_DAYS = 30;
export const MAX_COVER_DAYS = 365;

export interface PlanningQuery {
  basis: Basis;
  cover_days: number;
  to_reorder: boolean;
  supplier_id?: string;
}

export type { PlanningRow } from '../../../checks/contracts/stock-planning.ts';

export interface Plan {
  basis: Basis;
  cover_days: number;
  /** The first day counted in each window (`since.7` … `since.90`), and today, the last. */
  since: Record<string, string>;
  today: string;
  rows: PlanningRow[];
}

/** The query string, checked: 400 naming each bad parameter. */
export function planningQuery(query: Record<string, unknown>): PlanningQuery {
  const errors: FieldError[] = [];
  const text = (key: string) => (Array.isArray(query[key]) ? String((query[key] as unknown[])[0]) : query[key] === undefined ? undefined : String(query[key]));
  const basis = text('basis') ?? String(DEFAULT_BASIS);
  if (!WINDOWS.map(String).includes(basis)) errors.push({ pointer: '/basis', message: 'must be 7, 30 or 90 (days)' });
  const cover = text('cover_days') ?? String(DEFAULT_COVER_DAYS);
  if (!/^\d{1,3}$/.test(cover) || Number(cover) < 1 || Number(cover) > MAX_COVER_DAYS) errors.push({ pointer: '/cover_days', message: `must be a whole number of days from 1 to ${MAX_COVER_DAYS}` });
  const toReorder = text('to_reorder');
  if (toReorder !== undefined && toReorder !== 'true' && toReorder !== 'false') errors.push({ pointer: '/to_reorder', message: 'must be true or false' });
  const supplier = text('supplier_id');
  if (supplier !== undefined && supplier !== '' && !isUuid(supplier)) errors.push({ pointer: '/supplier_id', message: 'must be a supplier id' });
  if (errors.length) fail('bad_query', errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);
  return { basis: Number(basis) as Basis, cover_days: Number(cover), to_reorder: toReorder === 'true', ...(supplier ? { supplier_id: supplier } : {}) };
}

/** Who may plan: whoever may read products and their stock levels (the Stock screen's readers). */
export function requirePlanner(actor: Actor): void {
  for (const resource of ['products', 'stock-levels']) {
    if (!actor.ability.can('read', resource)) fail('forbidden', `Your role may not read ${resource === 'products' ? 'products' : 'stock levels'}, so it cannot plan stock.`, [], { action: 'read', resource });
  }
}

/** The figures of one product (pure: the formulas of the file's comment). */
export function planFigures(input: { sold: Record<Basis, number>; available: number; incoming: number; minimum: number; leadTimeDays: number | null }, basis: Basis, coverDays: number) {
  const sold = input.sold[basis];
  const lead = input.leadTimeDays ?? 0;
  // Whole-number arithmetic before the one division, so 3 units over 30 days × 10 days is exactly 1, not 1.0000001.
  const reorderPoint = Math.ceil((sold * lead) / basis) + input.minimum;
  const position = input.available + input.incoming;
  const suggested = Math.max(0, reorderPoint + Math.ceil((sold * coverDays) / basis) - position);
  return {
    velocity: Math.round((sold / basis) * 100) / 100,
    days_of_cover: sold > 0 ? Math.max(0, Math.floor((input.available * basis) / sold)) : null,
    reorder_point: reorderPoint,
    suggested_qty: suggested,
    to_reorder: position <= reorderPoint && suggested > 0,
  };
}

export async function stockPlan(knex: Knex, service: ResourceService, actor: Actor, query: PlanningQuery): Promise<Plan> {
  requirePlanner(actor);
  const accountId = actor.accountId;
  const day = today();
  const since = Object.fromEntries(WINDOWS.map((days) => [String(days), addDays(day, 1 - days)]));
  const db = service.readerFor(actor);

  // Units sold per product in each window: one pass over the last 90 days of the account's order lines.
  const sold: Row[] = await db('sales_order_lines as l')
    .join('sales_orders as o', function () { this.on('o.account_id', 'l.account_id').andOn('o.id', 'l.sales_order_id'); })
    .where('l.account_id', accountId).where('o.account_id', accountId)
    .where('o.order_date', '>=', since['90']).where('o.order_date', '<=', day)
    .whereNotIn('o.status', NOT_SALES)
    .groupBy('l.product_id')
    .select('l.product_id', ...WINDOWS.map((days) => db.raw(`coalesce(sum(l.quantity) filter (where o.order_date >= ?), 0)::bigint as sold_${days}`, [since[String(days)]])));
  const soldBy = new Map(sold.map((s) => [String(s.product_id), s]));

  // Units on draft purchase orders, per product (drafts are few: the status index keeps this small).
  const drafts: Row[] = await db('purchase_order_lines as l')
    .join('purchase_orders as o', function () { this.on('o.account_id', 'l.account_id').andOn('o.id', 'l.purchase_order_id'); })
    .where('l.account_id', accountId).where('o.account_id', accountId).where('o.status', 'DRAFT')
    .groupBy('l.product_id').select('l.product_id', db.raw('sum(l.qty_ordered)::bigint as qty'));
  const draftedBy = new Map(drafts.map((d) => [String(d.product_id), Number(d.qty)]));

  // Products the caller may read, their supplier, and their stock levels (those the caller may read) summed.
  const levels = service.scopedQuery(db, actor, 'read', entityNamed('stock-level')).where('account_id', accountId)
    .groupBy('product_id')
    .select('product_id', db.raw('sum(available)::bigint as available'), db.raw('sum(incoming)::bigint as incoming'), db.raw('sum(minimum_level)::bigint as minimum'))
    .as('s');
  // The scoped reads are subqueries: their rules name columns unqualified, which a join would make ambiguous.
  const readable = service.scopedQuery(db, actor, 'read', entityNamed('product')).where('account_id', accountId)
    .whereNot('kind', 'PARENT').whereNot('status', 'ARCHIVED')
    .select('account_id', 'id', 'sku', 'title', 'supplier_id');
  if (query.supplier_id) readable.where('supplier_id', query.supplier_id);
  const products = db.from(readable.as('p'))
    .leftJoin('relationships as r', function () { this.on('r.account_id', 'p.account_id').andOn('r.id', 'p.supplier_id'); })
    .leftJoin(levels, 's.product_id', 'p.id')
    .select('p.id', 'p.sku', 'p.title', 'p.supplier_id', 'r.name as supplier_name', 'r.lead_time_days',
      db.raw('coalesce(s.available, 0) as available'), db.raw('coalesce(s.incoming, 0) as incoming'), db.raw('coalesce(s.minimum, 0) as minimum'));
  const found: Row[] = await products;

  // A supplier's name is shown to those who may read suppliers; the lead time is planning's own figure.
  const seesSuppliers = actor.ability.can('read', subject('relationships', { type: 'SUPPLIER', account_id: accountId }));
  const rows: PlanningRow[] = [];
  for (const p of found) {
    const s = soldBy.get(String(p.id));
    const counts = { 7: Number(s?.sold_7 ?? 0), 30: Number(s?.sold_30 ?? 0), 90: Number(s?.sold_90 ?? 0) } as Record<Basis, number>;
    const available = Number(p.available);
    const incoming = Number(p.incoming);
    const minimum = Number(p.minimum);
    const leadTimeDays = p.supplier_id && p.lead_time_days !== null && p.lead_time_days !== undefined ? Number(p.lead_time_days) : null;
    const figures = planFigures({ sold: counts, available, incoming, minimum, leadTimeDays }, query.basis, query.cover_days);
    if (query.to_reorder && !figures.to_reorder) continue;
    rows.push({
      product_id: String(p.id), sku: String(p.sku), title: String(p.title),
      supplier_id: p.supplier_id ? String(p.supplier_id) : null,
      supplier_name: p.supplier_id && seesSuppliers ? String(p.supplier_name) : null,
      lead_time_days: leadTimeDays,
      sold_7: counts[7], sold_30: counts[30], sold_90: counts[90],
      available, incoming, on_draft: draftedBy.get(String(p.id)) ?? 0, minimum,
      ...figures,
    });
  }
  // What to reorder first, soonest out of stock first; then the rest by SKU.
  const compare = (x: string, y: string) => x.localeCompare(y, 'en', { numeric: true, sensitivity: 'base' });
  rows.sort((x, y) => Number(y.to_reorder) - Number(x.to_reorder)
    || (x.days_of_cover ?? Infinity) - (y.days_of_cover ?? Infinity)
    || compare(x.sku, y.sku));
  return { basis: query.basis, cover_days: query.cover_days, since, today: day, rows };
}
