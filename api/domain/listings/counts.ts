/**
 * The counts on the Listings page (`GET /api/listings/counts?filter={…}`): how many listings the caller may read sit
 * on each channel, each sales channel and in each status, under the same filter the list is given. Listings are one
 * table whatever the channel, so this is the generic list's scope and filters (ResourceService.prepareList: the
 * role's per-channel rules as SQL, the account acted in, q and field filters checked as the list checks them),
 * grouped in SQL: nothing is loaded but one row per group.
 *
 * Each facet is counted without its own condition (faceted search): with the eBay tab chosen, the other tabs still
 * say how many listings they hold, and the status chips count within eBay.
 */
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import type { Actor } from '../../crud/actor.ts';
import { applyScope, filteredRows } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import type { FacetCount, ListingCounts, SalesChannelCount } from '../../../checks/contracts/listing-counts.ts';

type Query = Record<string, string | string[] | undefined>;

/** The facets counted, by the listing field each groups on. */
const FACETS = ['channel', 'sales_channel_id', 'status'] as const;
const OPERATOR_SUFFIX = /_(gte|lte|gt|lt|ne|in|nin)$/;

/** The list query with the conditions on `field` removed (`channel`, `channel_in`, …), the rest untouched. */
export function withoutFacet(query: Query, field: string): Query {
  const text = Array.isArray(query.filter) ? query.filter[0] : query.filter;
  if (!text) return query;
  let filter: unknown;
  try {
    filter = JSON.parse(text);
  } catch {
    return query; // prepareList answers the 400 naming `filter`.
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return query;
  const kept = Object.entries(filter).filter(([key]) => key !== field && key.replace(OPERATOR_SUFFIX, '') !== field);
  return { filter: JSON.stringify(Object.fromEntries(kept)) };
}

async function countBy(service: ResourceService, actor: Actor, model: Model, query: Query, field: (typeof FACETS)[number]): Promise<Array<Record<string, unknown>>> {
  const entity = model.entities.find((e) => e.name === 'listing')!;
  const { parsed, scope } = await service.prepareList(actor, entity, withoutFacet(query, field));
  const columns = field === 'sales_channel_id' ? ['sales_channel_id', 'channel'] : [field];
  return filteredRows(service.readerFor(actor), entity, parsed, scope)
    .select(columns).count({ n: '*' }).groupBy(columns).orderBy(columns);
}

/** Names of the sales channels among `ids` that the caller may read (others stay unnamed). */
async function salesChannelNames(service: ResourceService, actor: Actor, model: Model, ids: string[]): Promise<Map<string, string>> {
  const entity = model.entities.find((e) => e.name === 'sales-channel');
  if (!entity || !ids.length || !actor.ability.can('read', entity.resource!)) return new Map();
  const db = service.readerFor(actor);
  const rows: Array<{ id: string; name: string }> = await applyScope(db(entity.table), entity, service.scope(actor, 'read', entity)).whereIn('id', ids).select('id', 'name');
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function listingCounts(service: ResourceService, model: Model, actor: Actor, query: Query): Promise<ListingCounts> {
  const listing = model.entities.find((e) => e.name === 'listing')!;
  // The whole filter, checked first: a bad filter is one 400, and a role that reads no listings one 403.
  const { parsed, scope } = await service.prepareList(actor, listing, { filter: Array.isArray(query.filter) ? query.filter[0] : query.filter });
  const [{ n: total }] = await filteredRows(service.readerFor(actor), listing, parsed, scope).count({ n: '*' });
  const [channels, salesChannels, statuses] = [
    await countBy(service, actor, model, query, 'channel'),
    await countBy(service, actor, model, query, 'sales_channel_id'),
    await countBy(service, actor, model, query, 'status'),
  ];
  const names = await salesChannelNames(service, actor, model, salesChannels.map((r) => String(r.sales_channel_id)));
  const facet = (rows: Array<Record<string, unknown>>, field: string): FacetCount[] => rows.map((r) => ({ value: String(r[field]), count: Number(r.n) }));
  return {
    total: Number(total),
    channels: facet(channels, 'channel'),
    sales_channels: salesChannels.map((r): SalesChannelCount => ({
      value: String(r.sales_channel_id),
      count: Number(r.n),
      channel: String(r.channel),
      name: names.get(String(r.sales_channel_id)) ?? null,
    })),
    statuses: facet(statuses, 'status'),
  };
}
