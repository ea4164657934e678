/**
 * `GET /api/dashboard`: today's and 30 days' sales (per currency, never summed across currencies), orders by
 * status, orders to ship and low stock, for the account the caller acts in. Every figure goes through the same permission scope as the generic list of its entity, so a
 * user sees orders only if they may read orders and low stock only if they may read stock levels. Money (sales today
 * and over 30 days) is a business figure: only for those who may run reports (`salesAllowed`); a member of staff who
 * works the orders sees how many there are and how many wait to ship, not the revenue.
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
    description: "Today's and 30 days' sales, orders by status, orders to ship (`allowed` false without order access; the money amounts only with `salesAllowed`, for those who may read reports: empty otherwise), and stock levels at or below their minimum (`stockAllowed` false without product access). Sales are per currency (`[{ currency, amount }]` in each currency's minor units, the account's `currency` first): orders in different currencies are never added together.",
    responses: { 200: { description: '`{ allowed, salesAllowed, today: { orders, sales[] }, last30: { orders, sales[], byDay[{ date, orders, sales[] }] }, byStatus, toShip, stockAllowed, lowStockCount, lowStock[], currency }`', schema: { type: 'object' } } },
  },
];

/** The order counts of `figures` with every money amount left out (for those who may not see revenue). */
function withoutMoney<T extends { inBase?: unknown; today: { orders: number; sales: CurrencyAmount[] }; last30: { orders: number; sales: CurrencyAmount[]; byDay: DaySales[] } }>(figures: T): T {
  return {
    ...figures,
    inBase: null,
    today: { ...figures.today, sales: [] },
    last30: { ...figures.last30, sales: [], byDay: figures.last30.byDay.map((day) => ({ ...day, sales: [] })) },
  };
}

/** An order's rate to the account's currency: 1 in it, else its kept rate, else its currency's (bindings: base, account). */
const RATE = '(case when currency = ? then 1 else coalesce(exchange_rate::numeric, (select c.rate_to_base::numeric from currencies c where c.account_id = ? and c.code = sales_orders.currency)) end)';

export function dashboardRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  const orders = model.entities.find((e) => e.name === 'sales-order')!;
  const stockLevels = model.entities.find((e) => e.name === 'stock-level')!;
  const reports = model.entities.find((e) => e.name === 'report')!;

  async function salesFigures(actor: Actor, currency: string) {
    const today = new Date().toISOString().slice(0, 10);
    const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const [byDayAndCurrency, byStatus] = await Promise.all([
      readable(knex, service, actor, orders).whereNotIn('status', NOT_SALES).where('order_date', '>=', since)
        .groupBy('order_date', 'currency').orderBy('order_date')
        .select('order_date as date', 'currency', knex.raw('count(*)::int as orders'), knex.raw('coalesce(sum(total), 0)::bigint as sales'),
          // In the account's currency at each order's kept rate (else its currency's), rounded per order (issue 21).
          knex.raw(`coalesce(sum(round(total::numeric * ${RATE})), 0)::bigint as base_sales`, [currency, actor.accountId]),
          knex.raw(`count(*) filter (where ${RATE} is null)::int as unconverted`, [currency, actor.accountId]),
          knex.raw(`min(${RATE})::float8 as lowest`, [currency, actor.accountId]), knex.raw(`max(${RATE})::float8 as highest`, [currency, actor.accountId])),
      readable(knex, service, actor, orders).groupBy('status').select('status', knex.raw('count(*)::int as n')),
    ]);
    const byDate = new Map<string, { orders: number; amounts: CurrencyAmount[]; base: number }>();
    const rates = new Map<string, { currency: string; lowest: number; highest: number; orders: number }>();
    let unconverted = 0;
    for (const row of byDayAndCurrency as Array<{ date: unknown; currency: string; orders: number; sales: number | string; base_sales: number | string; unconverted: number; lowest: number | null; highest: number | null }>) {
      const date = row.date instanceof Date ? row.date.toISOString().slice(0, 10) : String(row.date).slice(0, 10);
      const day = byDate.get(date) ?? { orders: 0, amounts: [], base: 0 };
      day.orders += Number(row.orders);
      day.amounts.push({ currency: row.currency, amount: Number(row.sales) });
      day.base += Number(row.base_sales);
      byDate.set(date, day);
      unconverted += Number(row.unconverted);
      if (row.lowest !== null) {
        const seen = rates.get(row.currency) ?? { currency: row.currency, lowest: Number(row.lowest), highest: Number(row.highest), orders: 0 };
        seen.lowest = Math.min(seen.lowest, Number(row.lowest));
        seen.highest = Math.max(seen.highest, Number(row.highest));
        seen.orders += Number(row.orders) - Number(row.unconverted);
        rates.set(row.currency, seen);
      }
    }
    const days: DaySales[] = [...byDate].map(([date, day]) => ({ date, orders: day.orders, sales: sumByCurrency(day.amounts, currency) }));
    const statusCounts: Record<string, number> = Object.fromEntries(byStatus.map((s: { status: string; n: number }) => [s.status, Number(s.n)]));
    const todayRow = days.find((d) => d.date === today);
    const inBase = {
      currency,
      today: byDate.get(today)?.base ?? 0,
      last30: [...byDate.values()].reduce((sum, d) => sum + d.base, 0),
      byDay: [...byDate].map(([date, day]) => ({ date, amount: day.base })),
      rates: [...rates.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
      unconverted,
    };
    return {
      inBase,
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
    const maySeeMoney = mayReadOrders && actor.ability.can('read', reports.resource!);
    const [figures, stock] = await Promise.all([
      mayReadOrders ? salesFigures(actor, currency) : undefined,
      mayReadStock ? lowStock(actor) : undefined,
    ]);
    const sales = figures && !maySeeMoney ? withoutMoney(figures) : figures;
    ctx.body = {
      allowed: mayReadOrders,
      salesAllowed: maySeeMoney,
      today: sales?.today ?? { orders: 0, sales: [] },
      last30: sales?.last30 ?? { orders: 0, sales: [], byDay: [] },
      byStatus: sales?.byStatus ?? {},
      toShip: sales?.toShip ?? 0,
      stockAllowed: mayReadStock,
      lowStockCount: stock?.count ?? 0,
      lowStock: stock?.rows ?? [],
      currency,
      inBase: sales?.inBase ?? null,
    };
  });
}
