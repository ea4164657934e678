/**
 * The List Products pages' endpoints and Promote & Expand:
 *   POST /api/listings/bulk               { sales_channel_id, product_ids[1–500], channel_fields?, overrides?, submit? }
 *                                         → 201 { created: [{ product_id, listing_id, status, sku, title }] }
 *                                         → 400 problem, `errors[]` with `product_id`, `pointer`, `field`, `message`
 *   GET  /api/listings/bulk/channels?channel=EBAY
 *                                         the account's sales channels a caller who may list on that channel can
 *                                         pick (id, name, type, marketplace, status: never credentials)
 *   GET  /api/listings/bulk/products?sales_channel_id=&q=&status=ACTIVE&unlisted=1&ids=&offset=0&limit=25
 *                                         products to pick, each with its listing on that sales channel (if any)
 *   GET  /api/promote-expand              where products are not listed yet (promote-expand.ts)
 * Registered before the generic resources, so `bulk` is never read as a listing id.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { subject } from '@casl/ability';
import type { Model } from '../../../model/types.ts';
import { manifestOf, type Actor } from '../../crud/actor.ts';
import { accessibleWhere, quoteIdent } from '../../../permissions/index.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { Row } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail, type FieldError } from '../../http/errors.ts';
import { CHANNEL_NAMES } from './listings.ts';
import { createListingsInBulk, LISTING_CHANNEL_OF_TYPE, LISTING_CHANNELS, MAX_BULK, parseBulkRequest, salesChannelTypes } from './bulk.ts';
import { promoteExpand } from './promote-expand.ts';
import type { RouteDoc } from '../../http/route-docs.ts';

const PRODUCT_STATUSES = ['DRAFT', 'ACTIVE', 'ARCHIVED'];
const MAX_PAGE = 100;

function badQuery(errors: FieldError[]): void {
  if (errors.length) fail('bad_query', errors.map((e) => `${e.pointer.replace(/^\/query\//, '')} ${e.message}`).join('; '), errors);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

interface ProductQuery { salesChannelId?: string; q?: string; status?: string; unlisted: boolean; ids?: string[]; offset: number; limit: number }

/** The picker's query string, checked: every mistake at once, as a 400 naming the parameter. */
export function parseProductQuery(query: Record<string, string | string[] | undefined>): ProductQuery {
  const errors: FieldError[] = [];
  const salesChannelId = single(query.sales_channel_id) || undefined;
  if (salesChannelId !== undefined && !isUuid(salesChannelId)) errors.push({ pointer: '/query/sales_channel_id', message: 'must be a sales channel id' });
  const q = single(query.q)?.trim() || undefined;
  if (q && q.length > 200) errors.push({ pointer: '/query/q', message: 'must have at most 200 characters' });
  const status = single(query.status) || undefined;
  if (status !== undefined && !PRODUCT_STATUSES.includes(status)) errors.push({ pointer: '/query/status', message: `must be one of ${PRODUCT_STATUSES.join(', ')} (or left out for any)` });
  const unlistedText = single(query.unlisted);
  const unlisted = unlistedText === '1' || unlistedText === 'true';
  if (unlisted && !salesChannelId) errors.push({ pointer: '/query/unlisted', message: 'needs sales_channel_id: "not yet listed" on which channel?' });
  let ids: string[] | undefined;
  const idsText = single(query.ids);
  if (idsText !== undefined) {
    ids = idsText.split(',').filter(Boolean);
    if (ids.length > MAX_BULK) errors.push({ pointer: '/query/ids', message: `may name at most ${MAX_BULK} products` });
    if (ids.some((id) => !isUuid(id))) errors.push({ pointer: '/query/ids', message: 'must be product ids separated by commas' });
  }
  const number = (name: string, fallback: number, min: number, max: number) => {
    const text = single(query[name]);
    if (text === undefined || text === '') return fallback;
    const n = Number(text);
    if (!Number.isSafeInteger(n) || n < min || n > max) { errors.push({ pointer: `/query/${name}`, message: `must be a whole number from ${min} to ${max}` }); return fallback; }
    return n;
  };
  const offset = number('offset', 0, 0, 1_000_000);
  const limit = number('limit', 25, 1, ids ? MAX_BULK : MAX_PAGE);
  badQuery(errors);
  return { salesChannelId, q, status, unlisted, ids, offset, limit };
}

export const listingBulkDocs: RouteDoc[] = [
  {
    method: 'post', path: '/api/listings/bulk', tag: 'Listing', summary: 'List many products on one sales channel at once',
    description: 'One listing per product, through the same validation and permissions as `POST /api/listings`, in one transaction: all or nothing. A 400 lists every failing product (`errors[].product_id`, `pointer`, `field`). `submit: true` also applies the `submit` transition. SKU, price and currency default from the product; the title is cut to the channel\'s limit.',
    body: { schema: { type: 'object', required: ['sales_channel_id', 'product_ids'], properties: { sales_channel_id: { type: 'string', format: 'uuid' }, product_ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', format: 'uuid' } }, channel_fields: { type: 'object' }, overrides: { type: 'object', additionalProperties: { type: 'object', properties: { price: { type: 'integer' }, title: { type: 'string' }, channel_fields: { type: 'object' } } } }, submit: { type: 'boolean' } } } },
    responses: { 201: { description: '`{ created: [{ product_id, listing_id, status, sku, title }] }`', schema: { type: 'object' } } },
    problems: [400, 403],
  },
  {
    method: 'get', path: '/api/listings/bulk/channels', tag: 'Listing', summary: 'Sales channels of a type the caller may list on',
    query: { channel: { description: 'EBAY, AMAZON, ETSY, WISH, ONBUY or STORE.', required: true } },
    responses: { 200: { description: 'The channels (id, name, type, marketplace, status; never credentials).', schema: { type: 'array', items: { type: 'object' } } } },
    problems: [400, 403],
  },
  {
    method: 'get', path: '/api/listings/bulk/products', tag: 'Listing', summary: 'Products to pick for listing, with their listing on the channel',
    query: {
      sales_channel_id: { description: 'The channel to list on.', required: true }, q: { description: 'Search text.' }, status: { description: 'Product status (default ACTIVE).' },
      unlisted: { description: '1: only products not listed on the channel.' }, ids: { description: 'Comma-separated product ids.' }, offset: { description: 'Rows to skip.' }, limit: { description: 'Rows to answer (at most 100).' },
    },
    responses: { 200: { description: '`{ rows: [{ …product, listing: { id, status } | null }], total, offset }`', schema: { type: 'object' } } },
    problems: [400, 403],
  },
  {
    method: 'get', path: '/api/promote-expand', tag: 'Listing', summary: 'Where active products are not listed yet, per channel',
    description: 'For each channel the caller may list on: how many ACTIVE products have no listing on any of the account\'s channels of that type, a sample, and up to 50 ids to preselect.',
    responses: { 200: { description: '`{ allowed, active_products, channels: [{ channel, name, path, sales_channels, connected, can_list, unlisted, sample[], product_ids[] }] }`', schema: { type: 'object' } } },
  },
];

export function listingBulkRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  const products = model.entities.find((e) => e.name === 'product');
  if (!products || !model.entities.some((e) => e.name === 'listing')) return;

  router.post('/api/listings/bulk', async (ctx) => {
    const request = parseBulkRequest(ctx.request.body);
    ctx.body = await createListingsInBulk(knex, service, model, ctx.state.actor as Actor, request);
    ctx.status = 201;
  });

  router.get('/api/listings/bulk/channels', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const channel = single(ctx.query.channel as string | string[] | undefined);
    if (!channel || !(LISTING_CHANNELS as readonly string[]).includes(channel)) {
      badQuery([{ pointer: '/query/channel', message: `must be one of ${LISTING_CHANNELS.join(', ')}` }]);
    }
    if (!actor.ability.can('create', subject('listings', { channel, account_id: actor.accountId }))) {
      fail('forbidden', `Your role may not create ${CHANNEL_NAMES[channel!]} listings.`, [], { action: 'create', resource: 'listings', channel });
    }
    ctx.body = await knex('sales_channels').where('account_id', actor.accountId).whereIn('type', salesChannelTypes(channel!))
      .orderBy([{ column: 'name' }, { column: 'id' }]).select('id', 'name', 'type', 'marketplace', 'status');
  });

  router.get('/api/listings/bulk/products', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const query = parseProductQuery(ctx.query as Record<string, string | string[] | undefined>);
    if (!actor.ability.can('read', products.resource!)) fail('forbidden', 'Your role may not read products.', [], { action: 'read', resource: products.resource });
    let salesChannel: Row | undefined;
    if (query.salesChannelId) {
      salesChannel = await knex('sales_channels').where({ account_id: actor.accountId, id: query.salesChannelId }).first('id', 'type');
      if (!salesChannel) badQuery([{ pointer: '/query/sales_channel_id', message: 'refers to no sales channel of this account' }]);
      const channel = LISTING_CHANNEL_OF_TYPE[String(salesChannel!.type)];
      if (!actor.ability.can('read', subject('listings', { channel, account_id: actor.accountId }))) fail('forbidden', `Your role may not see ${CHANNEL_NAMES[channel]} listings.`);
    }
    // The caller's read scope of products, on the aliased table, in the account acted in.
    const where = accessibleWhere(actor.ability, 'read', products.resource!, (field) => `p.${quoteIdent(field)}`, manifestOf(model));
    const base = knex('products as p').where('p.account_id', actor.accountId);
    if (where === 'none') base.whereRaw('false');
    else if (where !== 'all') base.whereRaw(where.sql, where.bindings as Knex.RawBinding[]);
    if (query.ids) base.whereIn('p.id', query.ids);
    if (query.status) base.where('p.status', query.status);
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base.where((inner) => inner.whereILike('p.sku', pattern).orWhereILike('p.title', pattern));
    }
    if (query.unlisted) {
      base.whereNotExists(knex('listings as l').select(knex.raw('1'))
        .whereRaw('l.account_id = p.account_id and l.product_id = p.id').where('l.sales_channel_id', String(salesChannel!.id)));
    }
    const [{ n }] = await base.clone().count<Array<{ n: number }>>({ n: '*' });
    const page = base.clone().orderBy([{ column: 'p.title' }, { column: 'p.id' }]).offset(query.offset).limit(query.limit)
      .select('p.id', 'p.sku', 'p.title', 'p.status', 'p.retail_price', 'p.currency');
    // Each product's listing on the chosen sales channel (a product has at most one there).
    if (salesChannel) {
      page.leftJoin('listings as l', (on) => on.on('l.account_id', 'p.account_id').andOn('l.product_id', 'p.id').andOn('l.sales_channel_id', knex.raw('?', [String(salesChannel!.id)])))
        .select('l.id as listing_id', 'l.status as listing_status');
    }
    const rows: Row[] = await page;
    ctx.body = {
      total: Number(n),
      offset: query.offset,
      rows: rows.map(({ listing_id, listing_status, ...product }) => ({ ...product, listing: listing_id ? { id: listing_id, status: listing_status } : null })),
    };
  });

  router.get('/api/promote-expand', async (ctx) => {
    ctx.body = await promoteExpand(knex, model, ctx.state.actor as Actor);
  });
}
