/**
 * The marketplace's categories for the listing form, in the merchant's words (eBay's category tree; Amazon's
 * product types, a type's name as its id and its required attributes as its aspects):
 *   GET /api/sales-channels/:id/categories?q=lambswool jumper
 *       → { categories: [{ id, name, path: [top … parent], label: "Clothes, Shoes & Accessories › … › Jumpers & Cardigans" }] }
 *   GET /api/sales-channels/:id/categories/:categoryId/aspects
 *       → { category_id, aspects: [{ name, required, recommended, mode, multiple, for_variations, max_length, values }] }
 *
 * Asked of the channel's marketplace through its adapter (`categories`: eBay's Taxonomy API), on the channel's own
 * base URL (the marketplace's host or this server's sandbox; never an address a tenant typed). Whoever may create
 * or edit listings of the channel's type may ask (403 otherwise); another account's channel is a 404, as an
 * unknown one. A query or category id of the wrong form is a 400 naming it; the marketplace's refusal is a 422 with
 * its words, its silence a 503.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { subject } from '@casl/ability';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import { fail } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { adapterContext, isChannelError, SandboxDisabledError, withChannel, type AdapterContext, type CategoryService, type ChannelRow } from '../../channels/index.ts';
import type { SecretBox } from '../../crypto/secrets.ts';
import { CHANNEL_NAMES } from './listings.ts';
import { LISTING_CHANNEL_OF_TYPE } from './bulk.ts';

/** eBay takes a query of at most 350 characters; Sellyard asks with fewer. */
const MAX_QUERY = 200;
const PATH_SEPARATOR = ' › ';

export const listingCategoryDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/sales-channels/:id/categories', tag: 'Listing', summary: 'Categories of the channel\'s marketplace for some words',
    description: 'Leaf categories the marketplace suggests for the words (eBay: Taxonomy API getCategorySuggestions; Amazon: the product types of searchDefinitionsProductTypes, `id` the type, `name` its display name, no path), best first, each with its path from the top of the tree. For whoever may create or edit listings of the channel\'s type; Amazon answers a connected seller only (409 otherwise).',
    query: { q: { description: 'What is listed, in words (1–200 characters).', required: true } },
    responses: { 200: { description: '`{ categories: [{ id, name, path[], label }] }`', schema: { type: 'object' } } },
    problems: [400, 401, 403, 404, 409, 422, 503],
  },
  {
    method: 'get', path: '/api/sales-channels/:id/categories/:categoryId/aspects', tag: 'Listing', summary: 'The item specifics of a category',
    description: 'The item specifics (eBay aspects) a leaf category takes (Taxonomy API getItemAspectsForCategory): required first, then recommended, then optional; `mode` SELECTION_ONLY takes one of `values`, FREE_TEXT any text (`values` are suggestions). Amazon: `categoryId` is a product type (SWEATER) and the aspects its required attributes the seller types (getDefinitionsProductType and its schema), keyed by attribute name with `title`, `description`, `value_names` (the words of `values`) and `language_tag` (stored beside each text value).',
    responses: { 200: { description: '`{ category_id, aspects: [{ name, required, recommended, mode, multiple, for_variations, max_length, values[], title?, description?, value_names?, language_tag? }] }`', schema: { type: 'object' } } },
    problems: [400, 401, 403, 404, 409, 422, 503],
  },
];

type Ask = <T>(call: (service: CategoryService, ctx: AdapterContext) => Promise<T>) => Promise<T>;

/**
 * The channel row (in the caller's account) and a way to ask its adapter's category service, or the problem to
 * answer. eBay's calls take an application token (no seller credentials are decrypted); Amazon's the seller's,
 * refreshed once when expired (withChannel), so its channel must be connected.
 */
async function categoriesOf(knex: Knex, secrets: SecretBox | undefined, actor: Actor, id: string): Promise<{ service: CategoryService; ask: Ask; name: string }> {
  if (!isUuid(id)) fail('not_found', 'No sales channel with that id.');
  const row = await knex('sales_channels').where({ account_id: actor.accountId, id }).first('id', 'account_id', 'type', 'name', 'marketplace', 'shop_domain', 'environment', 'status', 'credentials') as (ChannelRow & { status: string }) | undefined;
  if (!row) return fail('not_found', 'No sales channel with that id.');
  const channel = LISTING_CHANNEL_OF_TYPE[row.type] ?? row.type;
  const name = CHANNEL_NAMES[channel] ?? channel;
  const may = (action: 'create' | 'update') => actor.ability.can(action, subject('listings', { channel, account_id: actor.accountId }));
  if (!may('create') && !may('update')) fail('forbidden', `Your role may not create or edit ${name} listings.`, [], { action: 'update', resource: 'listings', channel });
  let built: ReturnType<typeof adapterContext>;
  try {
    built = adapterContext({ ...row, credentials: null }, undefined);
  } catch (error) {
    if (error instanceof SandboxDisabledError) return fail('not_connected', `${row.name} is set to the sandbox marketplace, which is off on this server.`);
    throw error;
  }
  const service = built.adapter.categories;
  if (!service) return fail('not_found', `${name} listings name no category of a marketplace tree: there is nothing to search.`);
  if (!service.sellerCredentials) return { service, name, ask: (call) => call(service, built.ctx) };
  if (!row.credentials || row.status !== 'CONNECTED') return fail('not_connected', `Connect ${row.name} with ${name} first: ${name} answers its product types to a connected seller only.`);
  return { service, name, ask: (call) => withChannel(knex, secrets, row, (adapter, ctx) => call(adapter.categories!, ctx)) };
}

/** The marketplace's answer, or its refusal or silence as a problem (never a 500). */
async function ask<T>(channelName: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isChannelError(error)) throw error;
    if (error.kind === 'transient' || error.kind === 'rate_limit') return fail('channel_unavailable', `${channelName} did not answer; try again in a moment.`);
    if (error.kind === 'auth') return fail('not_connected', `${channelName} refused Sellyard's application credentials: ${error.message}`);
    return fail('channel_refused', `${channelName} said: ${error.fields.map((f) => f.message).join('; ') || error.message}`,
      error.fields.filter((f) => f.field).map((f) => ({ pointer: `/${f.field === 'category_id' ? 'categoryId' : 'q'}`, message: f.message })));
  }
}

export function listingCategoryRoutes(router: Router, knex: Knex, secrets?: SecretBox): void {
  router.get('/api/sales-channels/:id/categories', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const raw = ctx.query.q;
    const q = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
    const { ask: asking, name } = await categoriesOf(knex, secrets, actor, ctx.params.id!);
    if (!q) fail('bad_query', 'q: say what you are listing, in a few words', [{ pointer: '/query/q', message: 'say what you are listing, in a few words' }]);
    if (q.length > MAX_QUERY) fail('bad_query', `q: at most ${MAX_QUERY} characters`, [{ pointer: '/query/q', message: `must have at most ${MAX_QUERY} characters` }]);
    const found = await ask(name, () => asking((service, adapterCtx) => service.suggest(adapterCtx, q)));
    ctx.body = { categories: found.map((c) => ({ id: c.id, name: c.name, path: c.path, label: [...c.path, c.name].join(PATH_SEPARATOR) })) };
  });

  router.get('/api/sales-channels/:id/categories/:categoryId/aspects', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const { service, ask: asking, name } = await categoriesOf(knex, secrets, actor, ctx.params.id!);
    const categoryId = ctx.params.categoryId!;
    if (!service.idPattern.test(categoryId)) fail('bad_query', `categoryId: ${service.idRule}`, [{ pointer: '/categoryId', message: service.idRule }]);
    const aspects = await ask(name, () => asking((s, adapterCtx) => s.aspects(adapterCtx, categoryId)));
    ctx.body = {
      category_id: categoryId,
      aspects: aspects.map((a) => ({
        name: a.name, required: a.required, recommended: a.recommended, mode: a.mode, multiple: a.multiple, for_variations: a.forVariations, max_length: a.maxLength, values: a.values,
        // Where the marketplace keys and codes differ from its words (Amazon): the words, and the language stored.
        ...(a.title ? { title: a.title } : {}), ...(a.description ? { description: a.description } : {}),
        ...(a.valueNames ? { value_names: a.valueNames } : {}), ...(a.languageTag ? { language_tag: a.languageTag } : {}),
      })),
    };
  });
}
