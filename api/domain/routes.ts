/**
 * Endpoints that are not plain CRUD: the dashboard's figures. They use the same permission scopes as the
 * generic resources, so a user sees figures only for orders they may read.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../generator/model.ts';
import type { Actor } from '../crud/actor.ts';
import type { ResourceService } from '../crud/service.ts';
import { channelConnectRoutes } from './channel-connect-routes.ts';
import { ordersFinanceRoutes } from './orders-finance.ts';

/** Orders that count as sales: not drafts, not cancelled. */
const NOT_SALES = ['DRAFT', 'CANCELLED'];

export function domainRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  channelConnectRoutes(router, knex, service, model);
  ordersFinanceRoutes(router, knex, service, model);
  const orders = model.entities.find((e) => e.name === 'sales-order')!;

  router.get('/api/dashboard', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const account = await knex('accounts').where({ id: actor.accountId }).first('currency');
    const empty = { today: { orders: 0, sales: 0 }, last30: { orders: 0, sales: 0, byDay: [] as unknown[] }, byStatus: {}, toShip: 0, lowStock: [], currency: account?.currency ?? 'GBP' };
    if (!actor.ability.can('read', orders.resource!)) { ctx.body = { ...empty, allowed: false }; return; }
    const scope = service.scope(actor, 'read', orders);
    const scoped = () => {
      const query = knex(orders.table);
      if (scope.where === 'none') query.whereRaw('false');
      else if (scope.where !== 'all') query.whereRaw(scope.where.sql, scope.where.bindings as Knex.RawBinding[]);
      // Dashboards are per account: an admin or partner sees the account they act in.
      query.where('account_id', actor.accountId);
      return query;
    };
    const today = new Date().toISOString().slice(0, 10);
    const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const [byDay, byStatus] = await Promise.all([
      scoped().whereNotIn('status', NOT_SALES).where('order_date', '>=', since)
        .groupBy('order_date').orderBy('order_date')
        .select('order_date as date', knex.raw('count(*)::int as orders'), knex.raw('coalesce(sum(total), 0)::bigint as sales')),
      scoped().groupBy('status').select('status', knex.raw('count(*)::int as n')),
    ]);
    const days = byDay.map((d: { date: string; orders: number; sales: number }) => ({ date: d.date, orders: Number(d.orders), sales: Number(d.sales) }));
    const statusCounts = Object.fromEntries(byStatus.map((s: { status: string; n: number }) => [s.status, Number(s.n)]));
    const todayRow = days.find((d) => d.date === today);
    ctx.body = {
      allowed: true,
      today: { orders: todayRow?.orders ?? 0, sales: todayRow?.sales ?? 0 },
      last30: { orders: days.reduce((n, d) => n + d.orders, 0), sales: days.reduce((n, d) => n + d.sales, 0), byDay: days },
      byStatus: statusCounts,
      toShip: (statusCounts.PAID ?? 0) + (statusCounts.PARTIALLY_SHIPPED ?? 0),
      // Stock levels arrive with the stock entity; until then the list is empty (and the admin says so).
      lowStock: [],
      currency: account?.currency ?? 'GBP',
    };
  });
}
