/**
 * Listing many products on one sales channel at once (the "List Products" pages). Each listing is made by the
 * generic ResourceService, so the listing schema, the channel's own schema, permissions, tenant scope, the listing
 * hooks (defaults from the product, template checks) and status history all apply exactly as for a single listing.
 * All listings are written in ONE transaction: a batch is created whole or not at all. Every row is still tried
 * (each in its own savepoint) so that one answer names every product that needs fixing, not only the first.
 */
import type { Knex } from 'knex';
import { subject } from '@casl/ability';
import type { EntityModel, Model } from '../../../model/types.ts';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { Row } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail, type FieldError } from '../../http/errors.ts';
import { recordAnswer } from '../../http/idempotency.ts';
import { knownError } from '../../http/problem.ts';
import { CHANNEL_NAMES } from './listings.ts';

/** The most products one request may list: one transaction must stay short enough to hold the database. */
export const MAX_BULK = 500;

/** The listing channel a sales channel of each type takes (a Shopify shop carries web-store listings). */
export const LISTING_CHANNEL_OF_TYPE: Record<string, string> = {
  EBAY: 'EBAY', AMAZON: 'AMAZON', ETSY: 'ETSY', WISH: 'WISH', ONBUY: 'ONBUY', STORE: 'STORE', SHOPIFY: 'STORE',
};

/** The listing channels, in menu order. */
export const LISTING_CHANNELS = ['EBAY', 'AMAZON', 'ETSY', 'WISH', 'ONBUY', 'STORE'] as const;

/** Sales channel types that carry listings of `channel`. */
export function salesChannelTypes(channel: string): string[] {
  return Object.entries(LISTING_CHANNEL_OF_TYPE).filter(([, c]) => c === channel).map(([type]) => type);
}

/** What a client may change per product: these win over the batch values and the product's own. */
export interface Override {
  price?: number | null;
  title?: string;
  channel_fields?: Row;
}

export interface BulkRequest {
  salesChannelId: string;
  productIds: string[];
  channelFields: Row;
  overrides: Record<string, Override>;
  submit: boolean;
}

/** A refused row: which product, where in the request body, which listing field, and why. */
export interface RowError extends FieldError {
  product_id: string;
  /** The listing field the message is about (`/channel_fields/category_id`), or '' for the product as a whole. */
  field: string;
}

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const BODY_KEYS = ['sales_channel_id', 'product_ids', 'channel_fields', 'overrides', 'submit'];
const OVERRIDE_KEYS = ['price', 'title', 'channel_fields'];

/** The body, checked member by member (no schema covers a route's body); every mistake at once, as a 400. */
export function parseBulkRequest(body: unknown): BulkRequest {
  const b = isObject(body) ? body : {};
  const errors: FieldError[] = [];
  if (!isObject(body)) errors.push({ pointer: '', message: 'the body must be a JSON object' });
  for (const key of Object.keys(b)) if (!BODY_KEYS.includes(key)) errors.push({ pointer: `/${key}`, message: 'is not a known field' });
  if (!isUuid(b.sales_channel_id)) errors.push({ pointer: '/sales_channel_id', message: 'is required: the id of the sales channel to list on' });
  const ids: string[] = [];
  if (!Array.isArray(b.product_ids) || b.product_ids.length === 0) {
    errors.push({ pointer: '/product_ids', message: 'must list at least one product id' });
  } else if (b.product_ids.length > MAX_BULK) {
    errors.push({ pointer: '/product_ids', message: `lists ${b.product_ids.length} products; at most ${MAX_BULK} can be listed at once` });
  } else {
    const seen = new Set<string>();
    b.product_ids.forEach((id: unknown, i: number) => {
      if (!isUuid(id)) errors.push({ pointer: `/product_ids/${i}`, message: 'must be a product id' });
      else if (seen.has(id)) errors.push({ pointer: `/product_ids/${i}`, message: 'lists the same product a second time' });
      else { seen.add(id); ids.push(id); }
    });
  }
  if (b.channel_fields !== undefined && !isObject(b.channel_fields)) errors.push({ pointer: '/channel_fields', message: 'must be an object of the channel\'s fields' });
  if (b.submit !== undefined && typeof b.submit !== 'boolean') errors.push({ pointer: '/submit', message: 'must be true or false' });
  const overrides: Record<string, Override> = {};
  if (b.overrides !== undefined && !isObject(b.overrides)) errors.push({ pointer: '/overrides', message: 'must be an object keyed by product id' });
  for (const [id, value] of Object.entries(isObject(b.overrides) ? b.overrides : {})) {
    const at = `/overrides/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!ids.includes(id)) { errors.push({ pointer: at, message: 'names a product that is not in product_ids' }); continue; }
    if (!isObject(value)) { errors.push({ pointer: at, message: 'must be an object: { price?, title?, channel_fields? }' }); continue; }
    for (const key of Object.keys(value)) if (!OVERRIDE_KEYS.includes(key)) errors.push({ pointer: `${at}/${key}`, message: 'is not a field that can be set per product (price, title, channel_fields)' });
    if (value.price !== undefined && value.price !== null && (!Number.isSafeInteger(value.price) || Number(value.price) < 0)) errors.push({ pointer: `${at}/price`, message: 'must be a whole number of minor units (pence), 0 or more' });
    if (value.title !== undefined && typeof value.title !== 'string') errors.push({ pointer: `${at}/title`, message: 'must be text' });
    if (value.channel_fields !== undefined && !isObject(value.channel_fields)) errors.push({ pointer: `${at}/channel_fields`, message: 'must be an object of the channel\'s fields' });
    overrides[id] = value as Override;
  }
  if (errors.length) fail('validation_failed', errors.map((e) => `${e.pointer.slice(1) || 'body'} ${e.message}`).join('; '), errors);
  return {
    salesChannelId: String(b.sales_channel_id),
    productIds: ids,
    channelFields: (b.channel_fields as Row | undefined) ?? {},
    overrides,
    submit: b.submit === true,
  };
}

/** The channel's `maxLength` for a listing field, from the listing schema's if/then rules (none: the field's own). */
export function channelMaxLength(entity: EntityModel, channel: string, field: string): number | undefined {
  for (const rule of entity.conditions as Array<{ if: any; then: any }>) {
    if (rule.if?.properties?.channel?.const !== channel) continue;
    const max = rule.then?.properties?.[field]?.maxLength;
    if (typeof max === 'number') return max;
  }
  const own = (entity.fields.find((f) => f.name === field)?.schema as Row | undefined)?.maxLength;
  return typeof own === 'number' ? own : undefined;
}

/** A product title cut to what the channel shows, at a word break when one is near the limit. */
export function fitTitle(title: string, max: number | undefined): string {
  const text = title.trim();
  if (!max || [...text].length <= max) return text;
  const cut = [...text].slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return (space >= max * 0.7 ? cut.slice(0, space) : cut).trimEnd();
}

/** Where in the request body a listing field's error belongs: the product's override if it set that, else the batch. */
function bodyPointer(field: string, productIndex: number, productId: string, override: Override | undefined): string {
  const [, top, sub] = field.split('/');
  const own = `/overrides/${productId}`;
  if (top === 'channel_fields' && sub !== undefined) {
    return override?.channel_fields && sub in override.channel_fields ? `${own}${field}` : field;
  }
  if ((top === 'title' || top === 'price') && override && top in override) return `${own}/${top}`;
  if (top === 'channel_fields') return field;
  return `/product_ids/${productIndex}`;
}

export interface BulkResult {
  created: Array<{ product_id: string; listing_id: string; status: string; sku: string; title: string }>;
}

/**
 * Lists `request.productIds` on the sales channel as `actor`. 403 when the role may not create (or, to submit,
 * update) listings of that channel; 400 with one `errors[]` entry per refused product (with `product_id`) when any
 * row fails, and then nothing is written.
 */
export async function createListingsInBulk(knex: Knex, service: ResourceService, model: Model, actor: Actor, request: BulkRequest): Promise<BulkResult> {
  const listings = model.entities.find((e) => e.name === 'listing')!;
  const products = model.entities.find((e) => e.name === 'product')!;
  if (!actor.ability.can('create', listings.resource!)) fail('forbidden', 'Your role may not create listings.', [], { action: 'create', resource: listings.resource });
  const accountId = actor.accountId;
  const salesChannel: Row | undefined = await knex('sales_channels').where({ account_id: accountId, id: request.salesChannelId }).first('id', 'type', 'name');
  if (!salesChannel) fail('validation_failed', 'sales_channel_id refers to no sales channel of this account.', [{ pointer: '/sales_channel_id', message: 'refers to no sales channel of this account' }]);
  const channel = LISTING_CHANNEL_OF_TYPE[String(salesChannel!.type)];
  const channelName = CHANNEL_NAMES[channel] ?? channel;
  if (!actor.ability.can('create', subject(listings.resource!, { channel, account_id: accountId }))) {
    fail('forbidden', `Your role may not create ${channelName} listings.`, [], { action: 'create', resource: listings.resource, channel });
  }
  if (request.submit && !actor.ability.can('update', subject(listings.resource!, { channel, account_id: accountId }))) {
    fail('forbidden', `Your role may not submit ${channelName} listings.`, [], { action: 'update', resource: listings.resource, channel });
  }

  const errors: RowError[] = [];
  const refuse = (productId: string, index: number, message: string) =>
    errors.push({ product_id: productId, pointer: `/product_ids/${index}`, field: '', message });
  const titleMax = channelMaxLength(listings, channel, 'title');
  const created: BulkResult['created'] = [];

  try {
    await knex.transaction(async (trx) => {
      const scoped = service.within(trx);
      // Only products the caller may read, in the account acted in: another account's id reads as "no product".
      const scope = service.scope(actor, 'read', products);
      const productQuery = trx(products.table).where('account_id', accountId).whereIn('id', request.productIds)
        .select('id', 'sku', 'title', 'status', 'retail_price', 'currency');
      if (scope.where === 'none') productQuery.whereRaw('false');
      else if (scope.where !== 'all') productQuery.whereRaw(scope.where.sql, scope.where.bindings as Knex.RawBinding[]);
      const found = new Map<string, Row>((await productQuery).map((p: Row) => [String(p.id), p]));
      // A product has one listing per sales channel: those already there are refused, whatever their status.
      const listed = new Map<string, Row>((await trx('listings').where({ account_id: accountId, sales_channel_id: salesChannel!.id })
        .whereIn('product_id', request.productIds).select('id', 'product_id', 'status')).map((l: Row) => [String(l.product_id), l]));
      for (const [index, productId] of request.productIds.entries()) {
        const product = found.get(productId);
        const existing = listed.get(productId);
        if (!product) { refuse(productId, index, 'refers to no product of this account'); continue; }
        if (existing) { refuse(productId, index, `is already listed on ${salesChannel!.name} (listing ${existing.id}, ${String(existing.status).toLowerCase().replace(/_/g, ' ')})`); continue; }
        if (product.status === 'ARCHIVED') { refuse(productId, index, `is archived (${product.sku}): restore it before listing it`); continue; }
        const override = request.overrides[productId];
        const channelFields = { ...request.channelFields, ...(override?.channel_fields ?? {}) };
        const body: Row = {
          product_id: productId,
          sales_channel_id: salesChannel!.id,
          channel,
          title: override?.title ?? fitTitle(String(product.title), titleMax),
          channel_fields: channelFields,
        };
        if (override && 'price' in override) body.price = override.price;
        // An eBay auction sells exactly one item: its quantity rule is not a choice (the listing schema insists).
        if (channel === 'EBAY' && channelFields.format === 'AUCTION') body.quantity_rule = { type: 'FIXED', value: 1 };
        try {
          const listing = await scoped.create(actor, listings, body);
          let status = 'DRAFT';
          if (request.submit) status = String((await scoped.transition(actor, listings, String(listing.id), 'submit', {})).status);
          created.push({ product_id: productId, listing_id: String(listing.id), status, sku: String(product.sku), title: String(body.title) });
        } catch (error) {
          const known = knownError(error);
          if (!known || known.status >= 500) throw error;
          // A 403 on one row is the role's limit, not the row's: answer it as such.
          if (known.status === 403) throw known;
          if (known.errors.length) {
            for (const e of known.errors) errors.push({ product_id: productId, pointer: bodyPointer(e.pointer, index, productId, override), field: e.pointer, message: e.message });
          } else {
            refuse(productId, index, known.detail ?? known.message);
          }
        }
      }
      if (errors.length) throw new BatchRefused();
      // The answer of a retry with the same Idempotency-Key, committed with the listings.
      await recordAnswer(trx, { status: 201, body: { created } });
    });
  } catch (error) {
    if (!(error instanceof BatchRefused)) throw error;
    const products = new Set(errors.map((e) => e.product_id)).size;
    fail('validation_failed', `${products} of ${request.productIds.length} product${request.productIds.length > 1 ? 's' : ''} cannot be listed on ${salesChannel!.name}; nothing was created.`, errors);
  }
  return { created };
}

/** Thrown inside the transaction to roll every row back once all rows were tried. */
class BatchRefused extends Error {}
