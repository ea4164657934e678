/**
 * GET /api/listings/counts?filter={…}   the Listings page's counts per channel, sales channel and status (counts.ts)
 * Registered before the generic resources, so `counts` is never read as a listing id.
 */
import type Router from '@koa/router';
import type { Model } from '../../../model/types.ts';
import type { Actor } from '../../crud/actor.ts';
import type { ResourceService } from '../../crud/service.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { listingCounts } from './counts.ts';

const facet = { type: 'array', items: { type: 'object', required: ['value', 'count'], properties: { value: { type: 'string' }, count: { type: 'integer' } } } };

export const listingCountDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/listings/counts', tag: 'Listing', summary: 'How many listings per channel, sales channel and status',
    description: 'Within the caller\'s read scope of listings (per channel, as `GET /api/listings`) and the account acted in, under the list\'s own `filter`. Each facet is counted without its own condition, so the channel counts ignore a chosen channel and the status counts a chosen status. A sales channel is named only when the caller may read it.',
    query: { filter: { description: 'The list\'s filter, as for `GET /api/listings` (`q`, `channel`, `sales_channel_id`, `status`, …).' } },
    responses: {
      200: {
        description: '`{ total, channels: [{ value, count }], sales_channels: [{ value, channel, name, count }], statuses: [{ value, count }] }`',
        schema: { type: 'object', required: ['total', 'channels', 'sales_channels', 'statuses'], properties: { total: { type: 'integer' }, channels: facet, sales_channels: facet, statuses: facet } },
      },
    },
    problems: [400, 403],
  },
];

export function listingCountRoutes(router: Router, service: ResourceService, model: Model): void {
  if (!model.entities.some((e) => e.name === 'listing')) return;
  router.get('/api/listings/counts', async (ctx) => {
    ctx.body = await listingCounts(service, model, ctx.state.actor as Actor, ctx.query as Record<string, string | string[] | undefined>);
  });
}
