/**
 * A listing import schedule's run: fetches the listings the channel already holds on the marketplace (every page)
 * and links them to Sellyard. A marketplace listing whose SKU (or, with `match_by: BARCODE`, whose SKU is a
 * product's barcode) names a product becomes that product's ACTIVE (or OUT_OF_STOCK) listing on the channel, or
 * links the channel's existing listing of that SKU to its marketplace id; one that names no product is reported
 * in the run for review and never created as a product. The marketplace is read before the transaction; the run
 * is recorded with its results in one transaction, which also marks the job done (a re-run finds the mark).
 *
 * A multi-variation listing (a Shopify product with options and variants: `ExistingListing.family`) comes in as a
 * family (linkFamily): its variants are found by SKU, and those Sellyard lacks are made as VARIANT products of the
 * parent (found as the parent of the variants already there, else by the family's SKU, else made), their
 * attribute values from the options (an attribute found by its name or its name on this channel, made when there
 * is none, and given the values it lacks); the parent's listing is linked with each variation's product, so its
 * orders map to the variants and a variant's stock and price reach its own variation.
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { jobOrigin, type JobContext } from '../../jobs/index.ts';
import { withChannel, type ChannelRow, type ExistingFamily, type ExistingListing } from '../../channels/index.ts';
import type { Row } from '../../crud/repository.ts';
import type { EntityRecord } from '../hooks.ts';
import { ResourceService } from '../../crud/service.ts';
import { domainHooks } from '../index.ts';
import { isChannelError } from '../../channels/errors.ts';
import { noteChannelError } from './failures.ts';
import { entityNamed, systemActor } from './system-actor.ts';

const MAX_PAGES = 200;
const MAX_REPORTED = 100;

async function fetchAll(job: JobContext, channel: Row): Promise<ExistingListing[]> {
  const found: ExistingListing[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.fetchListings(ctx, cursor));
    found.push(...result.items);
    cursor = result.cursor;
    if (!result.more) break;
  }
  return found;
}

async function productFor(trx: Knex, accountId: string, sku: string, matchBy: string): Promise<EntityRecord<'product'> | undefined> {
  if (matchBy === 'BARCODE') {
    return trx('products').where({ account_id: accountId })
      .whereRaw(`exists (select 1 from jsonb_array_elements(barcodes) b where b->>'value' = ?)`, [sku]).first('id', 'sku');
  }
  return trx('products').where({ account_id: accountId }).whereRaw('lower(sku) = lower(?)', [sku]).first('id', 'sku');
}

type Actor = Awaited<ReturnType<typeof systemActor>>;
type Counts = { matched: number; created: number; skipped: number; products: number };

/** The account's attribute for a marketplace option: by its name on this channel, else its name; made when none. */
async function attributeFor(trx: Knex, service: ResourceService, actor: Actor, accountId: string, channelType: string, option: { name: string; values: string[] }): Promise<EntityRecord<'attribute'>> {
  const found: EntityRecord<'attribute'> | undefined = await trx('attributes').where({ account_id: accountId })
    .where((q) => q.whereRaw('channel_names->>? = ?', [channelType, option.name]).orWhereRaw('lower(name) = lower(?)', [option.name]))
    .orderByRaw('(channel_names->>?) is null', [channelType]).first();
  // The service answers rows of the entity it was given: typed here as the attribute they are.
  if (!found) return await service.create(actor, entityNamed('attribute'), { name: option.name.slice(0, 100), values: option.values }) as EntityRecord<'attribute'>;
  const values = typeof found.values === 'string' ? JSON.parse(found.values) as string[] : (found.values as string[]) ?? [];
  const lacking = option.values.filter((v) => !values.some((own) => own.toLowerCase() === v.toLowerCase()));
  return lacking.length ? await service.update(actor, entityNamed('attribute'), String(found.id), { values: [...values, ...lacking] }) as EntityRecord<'attribute'> : found;
}

/**
 * A family found on the marketplace: its parent and variant products (found by SKU, the missing ones made) and the
 * parent's listing on the channel, linked with each variation's product. A variation whose SKU is a product of its
 * own (not a variant), or variants under different parents, leave the family for review: the catalogue is never
 * rearranged by an import.
 */
async function linkFamily(trx: Knex, service: ResourceService, actor: Actor, channel: Row, item: ExistingListing & { family: ExistingFamily }, counts: Counts, errors: Array<{ sku?: string; message: string }>): Promise<void> {
  const accountId = String(channel.account_id);
  const family = item.family;
  const report = (message: string) => { counts.skipped += 1; if (errors.length < MAX_REPORTED) errors.push({ sku: item.sku.slice(0, 64), message }); };
  // The family's products already here, in one query (SKUs compared as the rest of the import does, ignoring case).
  const found: EntityRecord<'product'>[] = await trx('products').where({ account_id: accountId })
    .whereRaw('lower(sku) = any(?)', [family.variations.map((v) => v.sku.toLowerCase())]).select('id', 'sku', 'kind', 'parent_id');
  const bySku = new Map(found.map((p) => [String(p.sku).toLowerCase(), p]));
  const known = new Map<string, EntityRecord<'product'>>();
  for (const v of family.variations) {
    const product = bySku.get(v.sku.toLowerCase());
    if (product) known.set(v.sku, product);
  }
  const standalone = [...known.values()].find((p) => p.kind !== 'VARIANT');
  if (standalone) return report(`"${item.title}" has variants on the marketplace, but ${standalone.sku} is a product of its own here: make it a variant of the family's parent and run the import again`);
  const parents = new Set([...known.values()].map((p) => String(p.parent_id)));
  if (parents.size > 1) return report(`the variants of "${item.title}" belong to ${parents.size} different parent products here: put them under one parent and run the import again`);
  let parent: EntityRecord<'product'> | undefined = parents.size ? await trx('products').where({ account_id: accountId, id: [...parents][0] }).first() : await trx('products').where({ account_id: accountId }).whereRaw('lower(sku) = lower(?)', [item.sku]).first();
  if (parent && parent.kind !== 'PARENT') return report(`"${item.title}" has variants on the marketplace, but ${parent.sku} is not a parent product here: give the family another SKU and run the import again`);
  const attributes = new Map<string, EntityRecord<'attribute'>>();
  for (const option of family.variesBy) attributes.set(option.name, await attributeFor(trx, service, actor, accountId, String(channel.type), option));
  if (!parent) {
    parent = await service.create(actor, entityNamed('product'), { sku: item.sku, title: item.title.slice(0, 255), kind: 'PARENT', retail_price: item.price, currency: item.currency }) as EntityRecord<'product'>;
    counts.products += 1;
  }
  const productOf: Record<string, string> = {};
  for (const v of family.variations) {
    let product = known.get(v.sku);
    if (!product) {
      product = await service.create(actor, entityNamed('product'), {
        sku: v.sku, title: v.title.slice(0, 255), kind: 'VARIANT', parent_id: parent.id, retail_price: v.price, currency: item.currency,
        attribute_values: v.values.map((x) => ({ attribute_id: attributes.get(x.name)!.id, value: x.value })),
        ...(v.barcode && /^\d{8,14}$/.test(v.barcode) ? { barcodes: [{ type: v.barcode.length === 13 ? 'EAN13' : v.barcode.length === 12 ? 'UPC' : 'GTIN', value: v.barcode }] } : {}),
      }) as EntityRecord<'product'>;
      counts.products += 1;
    }
    productOf[v.sku] = String(product.id);
  }
  const state = { ...(family.state ?? {}), variations: Object.fromEntries(family.variations.map((v) => [v.sku, { ...(v.state ?? {}), product_id: productOf[v.sku] }])) };
  const linked = { external_id: item.externalId.slice(0, 64), url: item.url, last_sync_at: trx.fn.now(), channel_state: JSON.stringify(state) };
  const existing = await trx('listings').where({ account_id: accountId, sales_channel_id: channel.id, product_id: parent.id }).whereNotIn('status', ['ENDED']).first('id');
  if (existing) {
    await trx('listings').where({ account_id: accountId, id: existing.id }).update(linked);
    counts.matched += 1;
    return;
  }
  const listing = await service.create(actor, entityNamed('listing'), {
    product_id: parent.id, sales_channel_id: channel.id, channel: channel.type === 'SHOPIFY' ? 'STORE' : channel.type,
    sku: String(parent.sku), title: item.title.slice(0, 255), price: item.price, currency: item.currency,
  });
  const status = item.status === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'ACTIVE';
  await trx('listings').where({ account_id: accountId, id: listing.id }).update({ ...linked, status });
  await trx('status_history').insert({ account_id: accountId, resource: 'listings', record_id: listing.id, transition: 'import', from_status: 'DRAFT', to_status: status, user_id: null, note: 'found on the marketplace by a listing import, with its variants' });
  counts.created += 1;
}

async function link(trx: Knex, schedule: Row, channel: Row, found: ExistingListing[], job: JobContext) {
  const accountId = String(schedule.account_id);
  const service = new ResourceService(trx, model, domainHooks);
  const actor = await systemActor(trx, accountId, jobOrigin(job, `listing import of channel ${channel.name}`));
  const counts: Counts = { matched: 0, created: 0, skipped: 0, products: 0 };
  const errors: Array<{ sku?: string; message: string }> = [];
  for (const item of found) {
    if (item.status === 'ENDED') continue;
    if (item.family?.variations.length) {
      await linkFamily(trx, service, actor, channel, item as ExistingListing & { family: ExistingFamily }, counts, errors);
      continue;
    }
    const status = item.status === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'ACTIVE';
    const linked = { external_id: item.externalId.slice(0, 64), url: item.url, last_sync_at: trx.fn.now() };
    const existing = await trx('listings').where({ account_id: accountId, sales_channel_id: channel.id }).whereRaw('lower(sku) = lower(?)', [item.sku]).first('id', 'status', 'external_id');
    if (existing) {
      if (existing.external_id !== item.externalId) await trx('listings').where({ account_id: accountId, id: existing.id }).update(linked);
      counts.matched += 1;
      continue;
    }
    const product = await productFor(trx, accountId, item.sku, String(schedule.match_by ?? 'SKU'));
    if (!product) {
      counts.skipped += 1;
      if (errors.length < MAX_REPORTED) errors.push({ sku: item.sku.slice(0, 64), message: `"${item.title}" on the marketplace matches no product: create the product (or give it this ${schedule.match_by === 'BARCODE' ? 'barcode' : 'SKU'}) and run the import again` });
      continue;
    }
    const listing = await service.create(actor, entityNamed('listing'), {
      product_id: product.id, sales_channel_id: channel.id, channel: channel.type === 'SHOPIFY' ? 'STORE' : channel.type,
      sku: item.sku, title: item.title.slice(0, 255), price: item.price, currency: item.currency,
    });
    // Found live on the marketplace: it starts where it is there, which no client transition could reach.
    await trx('listings').where({ account_id: accountId, id: listing.id }).update({ ...linked, status });
    await trx('status_history').insert({ account_id: accountId, resource: 'listings', record_id: listing.id, transition: 'import', from_status: 'DRAFT', to_status: status, user_id: null, note: 'found on the marketplace by a listing import' });
    counts.created += 1;
  }
  return { counts, errors };
}

export async function importChannelListings(job: JobContext): Promise<unknown> {
  const { knex } = job;
  const schedule: Row | undefined = await knex('listing_import_schedules').where({ account_id: job.accountId, id: job.payload.scheduleId }).first();
  if (!schedule) return { skipped: 'schedule deleted' };
  const channel = await knex('sales_channels').where({ account_id: job.accountId, id: schedule.sales_channel_id }).first();
  const started = new Date().toISOString();
  let found: ExistingListing[] = [];
  let failure: string | null = null;
  if (!channel || channel.status !== 'CONNECTED') failure = `The sales channel is ${channel?.status ?? 'gone'}: connect it and the next run imports.`;
  else {
    try {
      found = await fetchAll(job, channel);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      if (isChannelError(error) && error.retryable) throw error;
      await noteChannelError(knex, channel, failure);
    }
  }
  return knex.transaction(async (trx) => {
    // Idempotent: the job's progress row is written in this transaction; a retried job finds it and stops.
    const marked = await trx('job_progress').insert({ job_id: job.id, done: 1, total: 1 }).onConflict('job_id').ignore().returning('job_id');
    if (!marked.length) return { skipped: 'already recorded' };
    const locked = await trx('listing_import_schedules').where({ account_id: job.accountId, id: schedule.id }).forUpdate().first('runs');
    const { counts, errors } = failure ? { counts: { matched: 0, created: 0, skipped: 0, products: 0 }, errors: [{ message: failure.slice(0, 2000) }] } : await link(trx, schedule, channel, found, job);
    const entry = {
      started_at: started, finished_at: new Date().toISOString(),
      outcome: failure ? 'FAILED' : counts.skipped ? 'PARTIAL' : 'SUCCEEDED',
      // `created`: the products made for families found with variants Sellyard did not have.
      listings_found: found.length, matched: counts.matched + counts.created, created: counts.products, skipped: counts.skipped, errors,
    };
    await trx('listing_import_schedules').where({ account_id: job.accountId, id: schedule.id })
      .update({ runs: JSON.stringify([entry, ...((locked?.runs as Row[]) ?? [])].slice(0, 20)), last_run_at: entry.finished_at });
    return { listingsFound: found.length, ...counts, outcome: entry.outcome };
  });
}
