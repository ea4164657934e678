/**
 * Promote & Expand: for each listing channel the caller may work on, how many of the account's ACTIVE products are
 * listed on none of its sales channels of that type, a few of them by name, and the ids to preselect on that
 * channel's List Products page. Counted in SQL (NOT EXISTS), within the caller's read scope of products and the
 * account acted in. A channel is shown when the caller passes its List Products page's guard (so staff without
 * `ebay` never see eBay), the same guard the admin applies to that page.
 */
import type { Knex } from 'knex';
import { subject } from '@casl/ability';
import type { Model } from '../../../model/types.ts';
import { accessibleWhere, evaluateGuard, quoteIdent } from '../../../permissions/index.ts';
import { manifestOf, type Actor } from '../../crud/actor.ts';
import type { Row } from '../../crud/repository.ts';
import { LISTING_CHANNELS, salesChannelTypes } from './bulk.ts';
import { CHANNEL_NAMES } from './listings.ts';
import type { ChannelGap, PromoteExpand } from '../../../checks/contracts/promote-expand.ts';

/** Products named per channel on the page. */
export const SAMPLE_SIZE = 5;
/** Product ids handed to the List Products page to preselect: one comfortable batch. */
export const PRESELECT_SIZE = 50;

export type { ChannelGap, PromoteExpand } from '../../../checks/contracts/promote-expand.ts';

const pathOf = (channel: string) => `/products-listings/${channel.toLowerCase()}/list-products`;

export async function promoteExpand(knex: Knex, model: Model, actor: Actor): Promise<PromoteExpand> {
  const manifest = manifestOf(model);
  const where = accessibleWhere(actor.ability, 'read', 'products', (field) => `p.${quoteIdent(field)}`, manifest);
  if (where === 'none') return { allowed: false, active_products: 0, channels: [] };
  const activeProducts = () => {
    const query = knex('products as p').where('p.account_id', actor.accountId).where('p.status', 'ACTIVE');
    if (where !== 'all') query.whereRaw(where.sql, where.bindings as Knex.RawBinding[]);
    return query;
  };
  const unlistedOn = (channel: string) => activeProducts().whereNotExists(
    knex('listings as l').select(knex.raw('1'))
      .whereRaw('l.account_id = p.account_id and l.product_id = p.id')
      .where('l.channel', channel),
  );

  const visible = LISTING_CHANNELS.filter((channel) => {
    const route = model.routes.find((r) => r.path === pathOf(channel));
    return route ? evaluateGuard(route.guard, actor.user, manifest).allowed : false;
  });
  const [{ n: active }] = await activeProducts().count<Array<{ n: number }>>({ n: '*' });
  // The account's sales channels once, for every channel type (a handful of rows).
  const allSalesChannels: Row[] = await knex('sales_channels').where('account_id', actor.accountId).select('type', 'status');
  const channels: ChannelGap[] = [];
  for (const channel of visible) {
    const [{ n }] = await unlistedOn(channel).count<Array<{ n: number }>>({ n: '*' });
    const ids: Row[] = await unlistedOn(channel).orderBy([{ column: 'p.title' }, { column: 'p.id' }]).limit(PRESELECT_SIZE).select('p.id', 'p.sku', 'p.title');
    const types = salesChannelTypes(channel);
    const salesChannels = allSalesChannels.filter((s) => types.includes(String(s.type)));
    channels.push({
      channel,
      name: CHANNEL_NAMES[channel] === 'the web store' ? 'Web store' : CHANNEL_NAMES[channel],
      path: pathOf(channel),
      sales_channels: salesChannels.length,
      connected: salesChannels.filter((s) => s.status === 'CONNECTED').length,
      can_list: actor.ability.can('create', subject('listings', { channel, account_id: actor.accountId })),
      unlisted: Number(n),
      sample: ids.slice(0, SAMPLE_SIZE).map((p) => ({ id: String(p.id), sku: String(p.sku), title: String(p.title) })),
      product_ids: ids.map((p) => String(p.id)),
    });
  }
  return { allowed: true, active_products: Number(active), channels };
}
