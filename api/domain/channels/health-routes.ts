/**
 * A sales channel's health at a glance, for its screen:
 *
 *   GET /api/sales-channels/:id/health   { status, connects_by, reconnect, connected_at, last_order_sync_at,
 *                                          next_order_sync_at, last_error, last_error_at, orders_imported_today,
 *                                          pushes_waiting, resync_waiting, listings: {live, out_of_stock, with_errors} }
 *
 * `connects_by` is how the channel is connected: `oauth` (eBay, Amazon, Shopify, Etsy, Wish: the merchant signs in
 * on the marketplace's consent page, POST /api/sales-channels/:id/connect), `keys` (OnBuy: API keys entered on the
 * channel) or `none` (the web store). `reconnect` is true when the marketplace withdrew or expired the access
 * (TOKEN_EXPIRED, or DISCONNECTED by `lose-access`, which keeps the refused credentials and says why in
 * `last_error`, where a merchant's own `disconnect` wipes them): the admin shows Reconnect.
 *
 * "Today" is the account's day (its time zone). `pushes_waiting` counts the quantity and price pushes of the
 * channel's listings that are queued or running (coalesced: one per listing at most waits); `resync_waiting` a full
 * resync queued or running. Whoever may read the channel may read this (same scope: 404 outside it).
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { JOB_SCHEMA } from '../../jobs/index.ts';

/** Channel types connected by the marketplace's OAuth consent (api/domain/channels/connect-routes.ts). */
const OAUTH_TYPES = new Set(['EBAY', 'AMAZON', 'SHOPIFY', 'ETSY', 'WISH']);

export const channelHealthDocs: RouteDoc[] = [{
  method: 'get', path: '/api/sales-channels/:id/health', tag: 'SalesChannel', summary: 'A sales channel\'s health',
  description: 'Connection (and how the channel connects: `connects_by` oauth, keys or none; `reconnect` when the marketplace withdrew or expired the access), last and next order sync, the last error, orders imported today (the account\'s day), quantity and price pushes waiting, whether a full resync waits, and the channel\'s live, out-of-stock and refused listings.',
  responses: { 200: { description: '`{ status, connects_by, reconnect, connected_at, last_order_sync_at, next_order_sync_at, last_error, last_error_at, orders_imported_today, pushes_waiting, resync_waiting, listings: { live, out_of_stock, with_errors } }`', schema: { type: 'object' } } },
  problems: [401, 403, 404],
}];

const count = (row: { n?: unknown } | undefined) => Number(row?.n ?? 0);

export async function channelHealth(knex: Knex, channel: Record<string, unknown>): Promise<Record<string, unknown>> {
  const accountId = String(channel.account_id);
  const channelId = String(channel.id);
  const account = await knex('accounts').where({ id: accountId }).first('timezone');
  const zone = String(account?.timezone ?? 'UTC');
  const [today, pushes, resyncs, listings] = await Promise.all([
    knex('sales_orders').where({ account_id: accountId, sales_channel_id: channelId })
      .whereRaw(`created_at >= (date_trunc('day', now() at time zone ?) at time zone ?)`, [zone, zone]).count('* as n').first(),
    knex.raw(
      `select count(*)::int as n from ${JOB_SCHEMA}.job j
        where j.name in ('channel.push-stock', 'channel.push-price') and j.state in ('created', 'retry', 'active')
          and j.data->>'accountId' = ?
          and exists (select 1 from listings l where l.account_id = ? and l.sales_channel_id = ? and l.id::text = j.data->'payload'->>'listing_id')`,
      [accountId, accountId, channelId],
    ),
    knex.raw(
      `select count(*)::int as n from ${JOB_SCHEMA}.job where name = 'channel.resync-stock' and state in ('created', 'retry', 'active') and data->'payload'->>'channel_id' = ?`,
      [channelId],
    ),
    knex('listings').where({ account_id: accountId, sales_channel_id: channelId }).select(
      knex.raw(`count(*) filter (where status = 'ACTIVE')::int as live`),
      knex.raw(`count(*) filter (where status = 'OUT_OF_STOCK')::int as out_of_stock`),
      knex.raw(`count(*) filter (where status = 'ERROR' or (status in ('ACTIVE', 'OUT_OF_STOCK') and issues @> '[{"severity": "ERROR"}]'::jsonb))::int as with_errors`),
    ).first(),
  ]);
  const at = (value: unknown) => (value instanceof Date ? value.toISOString() : value ?? null);
  const connectsBy = OAUTH_TYPES.has(String(channel.type)) ? 'oauth' : channel.type === 'STORE' ? 'none' : 'keys';
  return {
    status: channel.status,
    connects_by: connectsBy,
    reconnect: channel.status === 'TOKEN_EXPIRED' || (channel.status === 'DISCONNECTED' && channel.credentials_set === true),
    connected_at: at(channel.connected_at),
    last_order_sync_at: at(channel.last_order_sync_at),
    next_order_sync_at: at(channel.next_order_sync_at),
    last_error: channel.last_error ?? null,
    last_error_at: at(channel.last_error_at),
    orders_imported_today: count(today as { n?: unknown }),
    pushes_waiting: count((pushes.rows ?? pushes)[0]),
    resync_waiting: count((resyncs.rows ?? resyncs)[0]) > 0,
    listings: { live: Number(listings?.live ?? 0), out_of_stock: Number(listings?.out_of_stock ?? 0), with_errors: Number(listings?.with_errors ?? 0) },
  };
}

export function channelHealthRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  const channels = model.entities.find((e) => e.name === 'sales-channel')!;
  router.get('/api/sales-channels/:id/health', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!isUuid(ctx.params.id)) fail('not_found', 'No sales channel with that id.');
    // The read scope of the channel itself (404 outside it, 403 without the permission).
    const channel = await service.get(actor, channels, ctx.params.id);
    const stored = await knex(channels.table).where({ account_id: channel.account_id, id: channel.id }).first('last_order_sync_at', 'next_order_sync_at', 'connected_at');
    ctx.body = await channelHealth(knex, { ...channel, ...stored });
  });
}
