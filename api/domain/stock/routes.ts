/**
 * Manual stock changes, each one movement (or two) in the ledger, in one transaction:
 *   POST /api/stock-levels/:id/adjust   {delta, reason, note?, version?}   ADJUSTMENT by ±delta
 *   POST /api/stock-levels/:id/count    {counted, note?, version?}         COUNT: on-hand becomes `counted`
 *   GET  /api/stock                      the Stock screen's list (levels with product and location, filters)
 *   POST /api/stock-transfers           {product_id, from_location_id, to_location_id, quantity, note?}
 *                                       TRANSFER out of one location and into the other
 * The stock level's quantities are read-only on PUT: these are the doors. They keep the generic rules: `update`
 * permission on stock levels (403), the level in the caller's scope (404), the version when sent (409). Stock
 * never goes below zero here (409 naming the field); negative stock is for shipments of accounts that allow it.
 */
import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Model } from '../../../model/types.ts';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { Row } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import { fail, type FieldError } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { failFields } from '../shared/commerce.ts';
import { lockStockLevel, recordStockMovement } from './movements.ts';

const MAX_QTY = 100_000_000;

type FieldSpec = { kind: 'int'; min: number; required: boolean } | { kind: 'text'; max: number; required: boolean } | { kind: 'uuid'; required: boolean };

/** Checks a route body field by field (a route's body has no entity schema): 400 naming every bad field. */
function readBody(body: unknown, spec: Record<string, FieldSpec>): Row {
  const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Row;
  const errors: FieldError[] = [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) errors.push({ pointer: '', message: 'must be a JSON object' });
  for (const key of Object.keys(b)) if (!(key in spec)) errors.push({ pointer: `/${key}`, message: 'is not a known field' });
  for (const [key, field] of Object.entries(spec)) {
    const value = b[key];
    if (value === undefined || value === null || value === '') {
      if (field.required) errors.push({ pointer: `/${key}`, message: 'is required' });
      continue;
    }
    if (field.kind === 'int' && (!Number.isSafeInteger(value) || Number(value) < field.min || Math.abs(Number(value)) > MAX_QTY)) {
      errors.push({ pointer: `/${key}`, message: `must be a whole number${field.min > -MAX_QTY ? ` of at least ${field.min}` : ''} (at most ${MAX_QTY} either way)` });
    }
    if (field.kind === 'text' && (typeof value !== 'string' || value.trim().length > field.max)) errors.push({ pointer: `/${key}`, message: `must be text of at most ${field.max} characters` });
    if (field.kind === 'uuid' && !isUuid(value)) errors.push({ pointer: `/${key}`, message: 'must be an id' });
  }
  failFields(errors);
  return Object.fromEntries(Object.entries(b).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
}

const NOTE: FieldSpec = { kind: 'text', max: 500, required: false };
const VERSION: FieldSpec = { kind: 'int', min: 0, required: false };

/** Locks the level (permission and scope as a generic update), checks the version, and applies one movement. */
async function changeLevel(knex: Knex, service: ResourceService, model: Model, actor: Actor, id: string, version: unknown, change: (level: Row, trx: Knex) => Promise<void>): Promise<Row> {
  const entity = model.entities.find((e) => e.name === 'stock-level')!;
  if (!isUuid(id)) fail('not_found', `No stock level with id ${String(id).slice(0, 60)}.`);
  await knex.transaction(async (trx) => {
    const level = await service.lockForUpdate(trx, actor, entity, id);
    if (version !== undefined && version !== null && level.version !== version) fail('version_conflict', 'This stock level was changed by someone else; reload it.', [], { currentVersion: level.version });
    await change(level, trx);
  });
  return service.get(actor, entity, id);
}

/** `reason: note`, or the reason alone: what the ledger keeps of why a manual change was made. */
const why = (reason: unknown, note: unknown) => [reason, note].filter((s) => typeof s === 'string' && s !== '').join(': ') || null;

export async function adjustStockLevel(knex: Knex, service: ResourceService, model: Model, actor: Actor, id: string, body: unknown): Promise<Row> {
  const b = readBody(body, { delta: { kind: 'int', min: -MAX_QTY, required: true }, reason: { kind: 'text', max: 64, required: true }, note: NOTE, version: VERSION });
  if (b.delta === 0) failFields([{ pointer: '/delta', message: 'must not be 0' }]);
  return changeLevel(knex, service, model, actor, id, b.version, async (level, trx) => {
    await recordStockMovement(trx, actor, {
      accountId: String(level.account_id), productId: String(level.product_id), locationId: String(level.location_id), delta: Number(b.delta),
      reason: 'ADJUSTMENT', note: why(b.reason, b.note), reference: { type: 'stock-levels', id: String(level.id), label: 'Adjustment' }, pointer: '/delta',
    });
  });
}

export async function countStockLevel(knex: Knex, service: ResourceService, model: Model, actor: Actor, id: string, body: unknown): Promise<Row> {
  const b = readBody(body, { counted: { kind: 'int', min: 0, required: true }, note: NOTE, version: VERSION });
  return changeLevel(knex, service, model, actor, id, b.version, async (level, trx) => {
    await recordStockMovement(trx, actor, {
      accountId: String(level.account_id), productId: String(level.product_id), locationId: String(level.location_id), counted: Number(b.counted),
      reason: 'COUNT', note: (b.note as string | undefined) ?? null, reference: { type: 'stock-levels', id: String(level.id), label: 'Stock count' }, pointer: '/counted',
    });
  });
}

export interface TransferResult { id: string; product_id: string; from_location_id: string; to_location_id: string; quantity: number; from: Row; to: Row }

export async function transferStock(knex: Knex, service: ResourceService, model: Model, actor: Actor, body: unknown): Promise<TransferResult> {
  const entity = model.entities.find((e) => e.name === 'stock-level')!;
  if (!actor.ability.can('update', entity.resource!)) fail('forbidden', 'Your role may not change stock levels.', [], { action: 'update', resource: entity.resource });
  const b = readBody(body, {
    product_id: { kind: 'uuid', required: true }, from_location_id: { kind: 'uuid', required: true }, to_location_id: { kind: 'uuid', required: true },
    quantity: { kind: 'int', min: 1, required: true }, note: NOTE,
  });
  if (b.from_location_id === b.to_location_id) failFields([{ pointer: '/to_location_id', message: 'must differ from the location moved from' }]);
  const accountId = actor.accountId;
  const id = randomUUID();
  const levels = await knex.transaction(async (trx) => {
    const errors: FieldError[] = [];
    const product = await trx('products').where({ account_id: accountId, id: b.product_id }).first('id', 'sku');
    if (!product) errors.push({ pointer: '/product_id', message: 'refers to no product of this account' });
    const locations: Row[] = await trx('locations').where('account_id', accountId).whereIn('id', [String(b.from_location_id), String(b.to_location_id)]).select('id', 'name', 'code');
    const from = locations.find((l) => l.id === b.from_location_id);
    const to = locations.find((l) => l.id === b.to_location_id);
    if (!from) errors.push({ pointer: '/from_location_id', message: 'refers to no location of this account' });
    if (!to) errors.push({ pointer: '/to_location_id', message: 'refers to no location of this account' });
    failFields(errors);
    // Both levels locked in one order (by location id), so two opposite transfers cannot deadlock.
    for (const location of [String(from!.id), String(to!.id)].sort()) await lockStockLevel(trx, accountId, String(product.id), location);
    const reference = { type: 'stock-transfers', id, label: `Transfer ${from!.code ?? from!.name} → ${to!.code ?? to!.name}` };
    const common = { accountId, productId: String(product.id), reason: 'TRANSFER' as const, reference, note: (b.note as string | undefined) ?? null };
    const out = await recordStockMovement(trx, actor, { ...common, locationId: String(from!.id), delta: -Number(b.quantity), pointer: '/quantity', describe: String(product.sku) });
    const into = await recordStockMovement(trx, actor, { ...common, locationId: String(to!.id), delta: Number(b.quantity) });
    return [out.levelId, into.levelId];
  });
  return {
    id, product_id: String(b.product_id), from_location_id: String(b.from_location_id), to_location_id: String(b.to_location_id), quantity: Number(b.quantity),
    from: await service.get(actor, entity, levels[0]), to: await service.get(actor, entity, levels[1]),
  };
}

export interface StockRow {
  id: string; version: number; product_id: string; sku: string; title: string; location_id: string; location: string;
  on_hand: number; allocated: number; available: number; incoming: number; minimum_level: number; bin: string | null;
}

/**
 * The Stock screen's list: stock levels the actor may read, in the account acted in, with the product's SKU and
 * title and the location's name; filtered by location, product, `q` (SKU or title), `low` (available at or below
 * the minimum, for levels that have one) and `negative` (on-hand or available below zero); lowest available first.
 */
export async function stockOverview(knex: Knex, service: ResourceService, model: Model, actor: Actor, query: Record<string, unknown>): Promise<{ rows: StockRow[]; total: number }> {
  const entity = model.entities.find((e) => e.name === 'stock-level')!;
  const errors: FieldError[] = [];
  for (const key of ['location_id', 'product_id']) if (query[key] !== undefined && query[key] !== '' && !isUuid(query[key])) errors.push({ pointer: `/${key}`, message: 'must be an id' });
  const offset = query.offset === undefined ? 0 : Number(query.offset);
  const limit = query.limit === undefined ? 50 : Number(query.limit);
  if (!Number.isSafeInteger(offset) || offset < 0) errors.push({ pointer: '/offset', message: 'must be a whole number of at least 0' });
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 500) errors.push({ pointer: '/limit', message: 'must be a whole number from 1 to 500' });
  if (errors.length) fail('bad_query', errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);
  const levels = service.scopedQuery(knex, actor, 'read', entity).where('account_id', actor.accountId).select('*').as('s');
  const rows = knex.from(levels)
    .join('products as p', function () { this.on('p.account_id', 's.account_id').andOn('p.id', 's.product_id'); })
    .join('locations as l', function () { this.on('l.account_id', 's.account_id').andOn('l.id', 's.location_id'); });
  if (query.location_id) rows.where('s.location_id', String(query.location_id));
  if (query.product_id) rows.where('s.product_id', String(query.product_id));
  if (query.low === 'true') rows.where('s.minimum_level', '>', 0).whereRaw('s.available <= s.minimum_level');
  if (query.negative === 'true') rows.where((w) => w.where('s.on_hand', '<', 0).orWhere('s.available', '<', 0));
  if (typeof query.q === 'string' && query.q.trim()) {
    const like = `%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    rows.where((w) => w.whereILike('p.sku', like).orWhereILike('p.title', like));
  }
  const [{ n }] = await rows.clone().count<{ n: number }[]>({ n: '*' });
  const page: Row[] = await rows.orderBy([{ column: 's.available' }, { column: 'p.sku' }, { column: 'l.name' }]).offset(offset).limit(limit)
    .select('s.id', 's.version', 's.product_id', 'p.sku', 'p.title', 's.location_id', 'l.name as location', 's.on_hand', 's.allocated', 's.available', 's.incoming', 's.minimum_level', 's.bin');
  return { rows: page.map((r) => ({ ...r, on_hand: Number(r.on_hand), allocated: Number(r.allocated), available: Number(r.available), incoming: Number(r.incoming), minimum_level: Number(r.minimum_level) }) as StockRow), total: Number(n) };
}

const level = { $ref: '#/components/schemas/StockLevel' };
export const stockDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/stock', tag: 'StockLevel', summary: 'Stock levels with their product and location (the Stock screen)',
    description: 'Stock levels the caller may read in the account acted in, lowest available first, with SKU, title and location name. Needs `read` on stock levels.',
    query: {
      location_id: { description: 'Only this location.', schema: { type: 'string', format: 'uuid' } },
      product_id: { description: 'Only this product.', schema: { type: 'string', format: 'uuid' } },
      q: { description: 'SKU or title contains (case-insensitive).', schema: { type: 'string' } },
      low: { description: '`true`: available at or below the minimum level (levels with a minimum).', schema: { type: 'string', enum: ['true', 'false'] } },
      negative: { description: '`true`: on-hand or available below zero.', schema: { type: 'string', enum: ['true', 'false'] } },
      offset: { description: 'Rows to skip (default 0).', schema: { type: 'integer', minimum: 0 } },
      limit: { description: 'Rows to return, 1–500 (default 50).', schema: { type: 'integer', minimum: 1, maximum: 500 } },
    },
    responses: { 200: { description: '`{ rows, total }`', schema: { type: 'object', properties: { total: { type: 'integer' }, rows: { type: 'array', items: { type: 'object' } } } } } },
    problems: [400, 403],
  },
  {
    method: 'post', path: '/api/stock-levels/:id/adjust', tag: 'StockLevel', summary: 'Adjust stock on hand',
    description: 'Adds (or, negative, takes) `delta` units on hand, recorded as an ADJUSTMENT movement with the reason and note. On-hand never goes below zero (409 naming `/delta`). Needs `update` on stock levels.',
    body: { schema: { type: 'object', required: ['delta', 'reason'], additionalProperties: false, properties: { delta: { type: 'integer', not: { const: 0 } }, reason: { type: 'string', maxLength: 64, description: 'Why, e.g. Damaged, Found, Correction.' }, note: { type: ['string', 'null'], maxLength: 500 }, version: { type: 'integer' } } } },
    responses: { 200: { description: 'The stock level after the change.', schema: level } },
    problems: [400, 403, 404, 409],
  },
  {
    method: 'post', path: '/api/stock-levels/:id/count', tag: 'StockLevel', summary: 'Record a stock count',
    description: 'Sets on-hand to what was counted, recorded as a COUNT movement of the difference (a count that matches is recorded too, with 0).',
    body: { schema: { type: 'object', required: ['counted'], additionalProperties: false, properties: { counted: { type: 'integer', minimum: 0 }, note: { type: ['string', 'null'], maxLength: 500 }, version: { type: 'integer' } } } },
    responses: { 200: { description: 'The stock level after the count.', schema: level } },
    problems: [400, 403, 404, 409],
  },
  {
    method: 'post', path: '/api/stock-transfers', tag: 'StockLevel', summary: 'Transfer stock between locations',
    description: 'Moves `quantity` units of a product from one location to another: two TRANSFER movements (out and in) in one transaction, sharing a reference. More than is on hand at the source is a 409 naming `/quantity`.',
    body: { schema: { type: 'object', required: ['product_id', 'from_location_id', 'to_location_id', 'quantity'], additionalProperties: false, properties: { product_id: { type: 'string', format: 'uuid' }, from_location_id: { type: 'string', format: 'uuid' }, to_location_id: { type: 'string', format: 'uuid' }, quantity: { type: 'integer', minimum: 1 }, note: { type: ['string', 'null'], maxLength: 500 } } } },
    responses: { 201: { description: 'The transfer: its id (the movements\' reference) and both stock levels after it.', schema: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, product_id: { type: 'string' }, from_location_id: { type: 'string' }, to_location_id: { type: 'string' }, quantity: { type: 'integer' }, from: level, to: level } } } },
    problems: [400, 403, 409],
  },
];

export function stockRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  if (!model.entities.some((e) => e.name === 'stock-movement')) return;
  const actor = (ctx: { state: Record<string, unknown> }) => ctx.state.actor as Actor;
  router.get('/api/stock', async (ctx) => {
    ctx.body = await stockOverview(knex, service, model, actor(ctx), ctx.query as Record<string, unknown>);
  });
  router.post('/api/stock-levels/:id/adjust', async (ctx) => {
    ctx.body = await adjustStockLevel(knex, service, model, actor(ctx), ctx.params.id, ctx.request.body);
  });
  router.post('/api/stock-levels/:id/count', async (ctx) => {
    ctx.body = await countStockLevel(knex, service, model, actor(ctx), ctx.params.id, ctx.request.body);
  });
  router.post('/api/stock-transfers', async (ctx) => {
    ctx.status = 201;
    ctx.body = await transferStock(knex, service, model, actor(ctx), ctx.request.body);
  });
}
