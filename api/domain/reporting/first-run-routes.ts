/**
 * `GET /api/dashboard/first-run`: the first-run checklist of the account the caller acts in, the dashboard's
 * "Get started" card. Each item ticks itself from the account's data, never from a button:
 *
 *   channel   a sales channel whose status is CONNECTED (authorised at the marketplace; one merely added is not)
 *   products  at least one product
 *   shipping  at least one active shipping method. Any carrier counts, one whose labels are bought elsewhere too
 *             (tracking numbers typed in): a merchant who ships that way has set up shipping.
 *   staff     a second person in the account, active or invited (a pending invitation is an INVITED user);
 *             suspended users do not count. The count is the people beyond the first.
 *
 * Only merchant accounts have a checklist (not the platform's own account, nor a partner firm), and only the items
 * the caller may act on are answered (deny by default): adding a channel, a product, a shipping
 * method or a user, by the same CASL rules as the generic resources, so a member of staff who may not manage users
 * is not told to invite staff. The counts are the whole account's (tenant-scoped by `account_id`), read in one
 * statement of subselects, one per item answered.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import type { Actor } from '../../crud/actor.ts';
import type { RouteDoc } from '../../http/route-docs.ts';

export type FirstRunItemKey = 'channel' | 'products' | 'shipping' | 'staff';

export interface FirstRunItem {
  key: FirstRunItemKey;
  done: boolean;
  count: number;
}

interface ItemQuery {
  key: FirstRunItemKey;
  /** The entity whose `create` the caller must be allowed to see the item. */
  entity: string;
  /** A count of the account's rows that tick the item; `?` bindings come from `bindings(actor)`. */
  sql: (table: string) => string;
  bindings: (actor: Actor) => Knex.RawBinding[];
}

/** In the order the card lists them: sell somewhere, have something to sell, ship it, get help. */
const ITEMS: ItemQuery[] = [
  { key: 'channel', entity: 'sales-channel', sql: (t) => `select count(*) from ${t} where account_id = ? and status = 'CONNECTED'`, bindings: (a) => [a.accountId] },
  { key: 'products', entity: 'product', sql: (t) => `select count(*) from ${t} where account_id = ?`, bindings: (a) => [a.accountId] },
  { key: 'shipping', entity: 'shipping-method', sql: (t) => `select count(*) from ${t} where account_id = ? and active`, bindings: (a) => [a.accountId] },
  // People beyond the first: the same answer whoever asks, a platform admin acting in the account too.
  { key: 'staff', entity: 'user', sql: (t) => `select greatest(count(*) - 1, 0) from ${t} where account_id = ? and status in ('ACTIVE', 'INVITED')`, bindings: (a) => [a.accountId] },
];

export const firstRunDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/dashboard/first-run', tag: 'Dashboard', summary: 'First-run checklist of the account acted in',
    description: 'The "Get started" items, each ticked from the data: `channel` (a CONNECTED sales channel), `products` (any product), `shipping` (an active shipping method), `staff` (a second active or invited user; the count is the people beyond the first). Only the items the caller may act on (create channels, products, shipping methods, users) are listed; `done` counts the ticked ones of those.',
    responses: { 200: { description: '`{ items: [{ key, done, count }], done, total }`', schema: { type: 'object' } } },
  },
];

/** A table name from the model (generated, never from a request), quoted for the SQL. */
function quoted(table: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`unexpected table name ${table}`);
  return `"${table}"`;
}

/** The checklist of `actor`'s account, limited to what they may act on; one statement, or none if nothing. */
export async function firstRunChecklist(knex: Knex, model: Model, actor: Actor): Promise<{ items: FirstRunItem[]; done: number; total: number }> {
  const shown = ITEMS.flatMap((item) => {
    const entity = model.entities.find((e) => e.name === item.entity);
    return entity?.resource && entity.table && actor.ability.can('create', entity.resource) ? [{ item, table: entity.table }] : [];
  });
  if (!shown.length) return { items: [], done: 0, total: 0 };
  const columns = shown.map(({ item, table }) => `(${item.sql(quoted(table))})::int as ${item.key}`).join(', ');
  const result = await knex.raw(`select (select kind from accounts where id = ?) as account_kind, ${columns}`, [actor.accountId, ...shown.flatMap(({ item }) => item.bindings(actor))]);
  const counts: Record<string, number | string | null> = (result.rows ?? result)[0] ?? {};
  // A merchant's first work: the platform's own account (an admin not acting in a merchant) and partner firms sell nothing.
  if (counts.account_kind !== 'MERCHANT') return { items: [], done: 0, total: 0 };
  const items = shown.map(({ item }) => {
    const count = Number(counts[item.key] ?? 0);
    return { key: item.key, done: count > 0, count };
  });
  return { items, done: items.filter((i) => i.done).length, total: items.length };
}

export function firstRunRoutes(router: Router, knex: Knex, model: Model): void {
  router.get('/api/dashboard/first-run', async (ctx) => {
    ctx.body = await firstRunChecklist(knex, model, ctx.state.actor as Actor);
  });
}
