/**
 * `GET /api/dashboard`: today's and 30 days' sales (per currency, never summed across currencies), orders by
 * status, orders to ship and low stock, for the account the caller acts in. Every figure goes through the same permission scope as the generic list of its entity, so a
 * user sees sales only if they may read orders and low stock only if they may read stock levels.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { sumByCurrency, type CurrencyAmount } from '../../../checks/index.ts';
import type { EntityModel, Model } from '../../../model/types.ts';
import type { Actor } from '../../crud/actor.ts';
import type { ResourceService } from '../../crud/service.ts';
import type { RouteDoc } from '../../http/route-docs.ts';

/** Orders that count as sales: not drafts, not cancelled. */
const NOT_SALES = ['DRAFT', 'CANCELLED'];
/** Low-stock rows shown, most short first; the count covers them all. */
const LOW_STOCK_SHOWN = 10;

interface DaySales {
  date: string;
  orders: number;
  /** Per currency, in its minor units: orders in several currencies are never added into one figure. */
  sales: CurrencyAmount[];
}

export interface LowStockRow {
  product_id: string;
  sku: string;
  title: string;
  location: string;
  available: number;
  minimum_level: number;
}

/** A query on the entity's table, narrowed to what the actor may read of it in the account they act in. */
function readable(knex: Knex, service: ResourceService, actor: Actor, entity: EntityModel): Knex.QueryBuilder {
  const scope = service.scope(actor, 'read', entity);
  const query = knex(entity.table);
  if (scope.where === 'none') query.whereRaw('false');
  else if (scope.where !== 'all') query.whereRaw(scope.where.sql, scope.where.bindings as Knex.RawBinding[]);
  // Dashboards are per account: an admin or partner sees the account they act in.
  return query.where('account_id', actor.accountId);
}

export const dashboardDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/dashboard', tag: 'Dashboard', summary: 'Dashboard figures of the account acted in',
    description: "Today's and 30 days' sales, orders by status, orders to ship (`allowed` false without order access), and stock levels at or below their minimum (`stockAllowed` false without product access). Sales are per currency (`[{ currency, amount }]` in each currency's minor units, the account's `currency` first): orders in different currencies are never added together.",
    responses: { 200: { description: '`{ allowed, today: { orders, sales[] }, last30: { orders, sales[], byDay[{ date, orders, sales[] }] }, byStatus, toShip, stockAllowed, lowStockCount, lowStock[], currency }`', schema: { type: 'object' } } },
  },
];

export function dashboardRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  const orders = model.entities.find((e) => e.name === 'sales-order')!;
  const stockLevels = model.entities.find((e) => e.name === 'stock-level')!;

  async function salesFigures(actor: Actor, currency: string) {
    const today = new Date().toISOString().slice(0, 10);
    const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const [byDayAndCurrency, byStatus] = await Promise.all([
      readable(knex, service, actor, orders).whereNotIn('status', NOT_SALES).where('order_date', '>=', since)
        .groupBy('order_date', 'currency').orderBy('order_date')
        .select('order_date as date', 'currency', knex.raw('count(*)::int as orders'), knex.raw('coalesce(sum(total), 0)::bigint as sales')),
      readable(knex, service, actor, orders).groupBy('status').select('status', knex.raw('count(*)::int as n')),
    ]);
    const byDate = new Map<string, { orders: number; amounts: CurrencyAmount[] }>();
    for (const row of byDayAndCurrency as Array<{ date: unknown; currency: string; orders: number; sales: number | string }>) {
      const date = row.date instanceof Date ? row.date.toISOString().slice(0, 10) : String(row.date).slice(0, 10);
      const day = byDate.get(date) ?? { orders: 0, amounts: [] };
      day.orders += Number(row.orders);
      day.amounts.push({ currency: row.currency, amount: Number(row.sales) });
      byDate.set(date, day);
    }
    const days: DaySales[] = [...byDate].map(([date, day]) => ({ date, orders: day.orders, sales: sumByCurrency(day.amounts, currency) }));
    const statusCounts: Record<string, number> = Object.fromEntries(byStatus.map((s: { status: string; n: number }) => [s.status, Number(s.n)]));
    const todayRow = days.find((d) => d.date === today);
    return {
      today: { orders: todayRow?.orders ?? 0, sales: todayRow?.sales ?? [] },
      last30: { orders: days.reduce((n, d) => n + d.orders, 0), sales: sumByCurrency(days.flatMap((d) => d.sales), currency), byDay: days },
      byStatus: statusCounts,
      toShip: (statusCounts.PAID ?? 0) + (statusCounts.PARTIALLY_SHIPPED ?? 0),
    };
  }

  /** Stock levels with a minimum set and no more available than it: the shortest first. */
  async function lowStock(actor: Actor): Promise<{ count: number; rows: LowStockRow[] }> {
    // The scope's SQL names bare columns, so it is applied to the stock table alone and joined afterwards.
    const low = () => readable(knex, service, actor, stockLevels).where('minimum_level', '>', 0).whereRaw('available <= minimum_level');
    const [counted, rows] = await Promise.all([
      low().count({ n: '*' }).first(),
      knex.from(low().select('product_id', 'location_id', 'account_id', 'available', 'minimum_level').as('s'))
        .join('products as p', function joinProduct() {
          this.on('p.account_id', '=', 's.account_id').andOn('p.id', '=', 's.product_id');
        })
        .join('locations as l', function joinLocation() {
          this.on('l.account_id', '=', 's.account_id').andOn('l.id', '=', 's.location_id');
        })
        .orderByRaw('s.available - s.minimum_level, p.sku')
        .limit(LOW_STOCK_SHOWN)
        .select('p.id as product_id', 'p.sku', 'p.title', 'l.name as location', 's.available', 's.minimum_level'),
    ]);
    return {
      count: Number((counted as { n: number | string } | undefined)?.n ?? 0),
      rows: rows.map((r: LowStockRow) => ({ ...r, available: Number(r.available), minimum_level: Number(r.minimum_level) })),
    };
  }

  router.get('/api/dashboard', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const account = await knex('accounts').where({ id: actor.accountId }).first('currency');
    const currency = String(account?.currency ?? 'GBP');
    const mayReadOrders = actor.ability.can('read', orders.resource!);
    const mayReadStock = actor.ability.can('read', stockLevels.resource!);
    const [sales, stock] = await Promise.all([
      mayReadOrders ? salesFigures(actor, currency) : undefined,
      mayReadStock ? lowStock(actor) : undefined,
    ]);
    ctx.body = {
      allowed: mayReadOrders,
      today: sales?.today ?? { orders: 0, sales: [] },
      last30: sales?.last30 ?? { orders: 0, sales: [], byDay: [] },
      byStatus: sales?.byStatus ?? {},
      toShip: sales?.toShip ?? 0,
      stockAllowed: mayReadStock,
      lowStockCount: stock?.count ?? 0,
      lowStock: stock?.rows ?? [],
      currency,
    };
  });
}
