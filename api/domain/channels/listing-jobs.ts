/**
 * Listings on the marketplace, as jobs: publish (SUBMITTING → ACTIVE with the marketplace's id and page, or ERROR
 * with its messages), revise (an edited live listing), end (ENDING → ENDED), and the quantity and price pushes.
 * Each is idempotent: it reads the listing's state when it runs and does nothing if the listing has moved on,
 * and the marketplace calls it makes are keyed by SKU or the marketplace's id, so a re-run repeats, not adds.
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { jobOrigin, registerJobHandler, type JobContext } from '../../jobs/index.ts';
import { ChannelError, withChannel, type ChannelAdapter, type ChannelRow, type ListingPayload, type ListingRef } from '../../channels/index.ts';
import type { Row } from '../../crud/repository.ts';
import { ResourceService } from '../../crud/service.ts';
import { domainHooks } from '../index.ts';
import { clearChannelError, handleChannelFailure, noteChannelError, refuseListing, type Issue } from './failures.ts';
import { listingQuantity } from './quantities.ts';
import { familyPayload, isFamilyListing, variantsOf, variationQuantity, variationRef } from './variations.ts';
import { enqueueListingJob } from './pushes.ts';
import { awaitingReview, awaitReview, checkReview } from './listing-review.ts';
import { entityNamed, systemActor } from './system-actor.ts';
import { absoluteImageUrl } from '../../../checks/media.ts';
import { publicUrl } from '../../media/images.ts';

const jsonOf = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? JSON.parse(value) : (value as T) ?? fallback);

async function loadListing(knex: Knex, job: JobContext): Promise<{ listing: Row; channel: Row } | null> {
  const listing = await knex('listings').where({ account_id: job.accountId, id: String(job.payload.listing_id) }).first();
  if (!listing) return null;
  const channel = await knex('sales_channels').where({ account_id: job.accountId, id: listing.sales_channel_id }).first();
  return channel ? { listing, channel } : null;
}

/** The channel's first-choice location, else the account's default (then first by priority): see ListingPayload. */
async function shipsFrom(knex: Knex, channel: Row): Promise<ListingPayload['shipsFrom']> {
  const first = jsonOf<string[]>(channel.location_priority, [])[0];
  const locations = knex('locations').where({ account_id: channel.account_id });
  const row = (first ? await locations.clone().where({ id: first }).first('code', 'name', 'address') : undefined)
    ?? await locations.clone().orderBy([{ column: 'is_default', order: 'desc' }, { column: 'priority', order: 'asc' }, { column: 'code', order: 'asc' }]).first('code', 'name', 'address');
  return row ? { code: String(row.code), name: String(row.name), address: jsonOf<NonNullable<ListingPayload['shipsFrom']>['address']>(row.address, {}) } : null;
}

async function payloadOf(knex: Knex, listing: Row, channel: Row): Promise<ListingPayload> {
  const family = await familyPayload(knex, listing, channel);
  const product = await knex('products').where({ account_id: listing.account_id, id: listing.product_id }).first();
  const brand = product?.brand_id ? await knex('brands').where({ account_id: listing.account_id, id: product.brand_id }).first('name') : null;
  const barcodes = jsonOf<Array<{ value: string }>>(product?.barcodes, []);
  const images = jsonOf<Array<{ url: string; position?: number }>>(product?.images, []).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return {
    shipsFrom: await shipsFrom(knex, channel),
    listingId: String(listing.id),
    externalId: listing.external_id ? String(listing.external_id) : null,
    sku: String(listing.sku),
    title: String(listing.title),
    // The listing's own description (rich text) for this channel, else the product's.
    description: listing.description ?? product?.description ?? null,
    price: Number(listing.price ?? 0),
    currency: String(listing.currency),
    // A family offers what its variations offer together.
    quantity: family ? family.variations!.reduce((sum, v) => sum + v.quantity, 0) : await listingQuantity(knex, listing, channel),
    channelFields: { ...jsonOf<Row>(listing.channel_fields, {}), ...jsonOf<Row>(listing.channel_state, {}) },
    product: {
      id: String(listing.product_id), sku: String(product?.sku ?? listing.sku), barcode: barcodes[0]?.value ?? null,
      brand: brand?.name ?? null, weightGrams: product?.weight_g ?? null, imageUrls: images.map((i) => absoluteImageUrl(i.url, publicUrl())),
      condition: product?.condition ? String(product.condition) : null,
    },
    ...(family ?? {}),
  };
}

/**
 * The listing's channel state after a publish: what the adapter returned (`extra`), and for a family each
 * variation's entry (`variations[sku]`, with what the adapter kept for it) naming its variant product, which is how
 * an order of that variation finds its product.
 */
function stateAfterPublish(listing: Row, payload: ListingPayload, extra: Row | undefined): Row {
  const state: Row = { ...jsonOf<Row>(listing.channel_state, {}), ...(extra ?? {}) };
  if (payload.variations?.length) {
    const kept = jsonOf<Record<string, Row>>(extra?.variations, {});
    state.variations = Object.fromEntries(payload.variations.map((v) => [v.sku, { ...(kept[v.sku] ?? {}), product_id: v.productId }]));
  }
  return state;
}

/** A family on a channel whose adapter lists no variations yet: refused on the listing, not sent as one product. */
function refuseFamilyWithout(adapter: ChannelAdapter, payload: ListingPayload): void {
  if (!payload.variations?.length || adapter.variations) return;
  const message = adapter.variationsRefusal ?? 'this channel does not take a product with variants as one listing in Sellyard yet: list each variant on its own';
  throw new ChannelError('validation', message, { fields: [{ field: 'product_id', code: 'VARIATIONS_UNSUPPORTED', message }] });
}

const refOf = (listing: Row): ListingRef => ({ externalId: String(listing.external_id), sku: String(listing.sku), channelFields: jsonOf<Row>(listing.channel_state, {}) });

async function transitionListing(knex: Knex, listing: Row, name: string, job: JobContext): Promise<void> {
  const actor = await systemActor(knex, String(listing.account_id), jobOrigin(job));
  await new ResourceService(knex, model, domainHooks).transition(actor, entityNamed('listing'), String(listing.id), name, {});
}

const warningsOf = (warnings: Array<{ code: string; message: string }> | undefined): Issue[] =>
  (warnings ?? []).map((w) => ({ code: w.code.slice(0, 64), message: w.message.slice(0, 2000), severity: 'WARNING' }));

/** SUBMITTING → the marketplace → ACTIVE (or OUT_OF_STOCK when nothing is offered) or ERROR. */
async function publishListing(job: JobContext): Promise<unknown> {
  const found = await loadListing(job.knex, job);
  if (!found || found.listing.status !== 'SUBMITTING') return { skipped: `the listing is ${found?.listing.status ?? 'gone'}` };
  const { listing, channel } = found;
  if (channel.status !== 'CONNECTED') return { waiting: `the channel is ${channel.status}: the listing is sent when it is connected again` };
  // Sent already, and the marketplace is reviewing it: ask where the review is rather than send it again.
  if (awaitingReview(listing)) return checkReview(job, listing, channel, 0);
  try {
    const payload = await payloadOf(job.knex, listing, channel);
    const published = await withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => {
      refuseFamilyWithout(adapter, payload);
      return payload.externalId ? adapter.reviseListing(ctx, { ...payload, externalId: payload.externalId }) : adapter.publishListing(ctx, payload);
    });
    // Under the marketplace's review (Wish): a family's variations are recorded with their products all the same,
    // so its orders map to the variants once it sells.
    if (published.review) return awaitReview(job.knex, listing, { ...published, extra: stateAfterPublish(listing, payload, 'extra' in published ? (published.extra as Row | undefined) : undefined) });
    await job.knex.transaction(async (trx) => {
      await trx('listings').where({ account_id: listing.account_id, id: listing.id }).update({
        external_id: published.externalId, url: published.url, issues: JSON.stringify(warningsOf(published.warnings)),
        channel_state: JSON.stringify(stateAfterPublish(listing, payload, 'extra' in published ? (published.extra as Row | undefined) : undefined)),
      });
      await transitionListing(trx, listing, 'publish', job);
      if (payload.quantity === 0) await transitionListing(trx, { ...listing, status: 'ACTIVE' }, 'sell-out', job);
    });
    await clearChannelError(job.knex, channel, job.kind);
    return { external_id: published.externalId, quantity: payload.quantity };
  } catch (error) {
    return handleChannelFailure(job, error, channel, listing);
  }
}

/** An edited live listing: the marketplace gets the new title, price and fields. */
async function reviseListing(job: JobContext): Promise<unknown> {
  const found = await loadListing(job.knex, job);
  if (!found || !['ACTIVE', 'OUT_OF_STOCK'].includes(String(found.listing.status)) || !found.listing.external_id) return { skipped: 'the listing is not live' };
  const { listing, channel } = found;
  if (channel.status !== 'CONNECTED') return { waiting: `the channel is ${channel.status}` };
  try {
    const payload = await payloadOf(job.knex, listing, channel);
    const revised = await withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => {
      refuseFamilyWithout(adapter, payload);
      return adapter.reviseListing(ctx, { ...payload, externalId: String(listing.external_id) });
    });
    await job.knex('listings').where({ account_id: listing.account_id, id: listing.id })
      .update({ url: revised.url ?? listing.url, issues: JSON.stringify(warningsOf(revised.warnings)), last_sync_at: job.knex.fn.now() });
    await clearChannelError(job.knex, channel, job.kind);
    return { revised: listing.external_id };
  } catch (error) {
    return handleChannelFailure(job, error, channel, listing);
  }
}

/** ENDING → the marketplace ends it → ENDED. */
async function endListing(job: JobContext): Promise<unknown> {
  const found = await loadListing(job.knex, job);
  if (!found || found.listing.status !== 'ENDING') return { skipped: `the listing is ${found?.listing.status ?? 'gone'}` };
  const { listing, channel } = found;
  if (channel.status !== 'CONNECTED') return { waiting: `the channel is ${channel.status}: the listing is ended when it is connected again` };
  try {
    if (listing.external_id) await withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.endListing(ctx, refOf(listing)));
    await job.knex.transaction((trx) => transitionListing(trx, listing, 'ended', job));
    await clearChannelError(job.knex, channel, job.kind);
    return { ended: listing.external_id };
  } catch (error) {
    return handleChannelFailure(job, error, channel, listing);
  }
}

/** The quantity the listing offers now, to the marketplace; 0 shows the listing OUT_OF_STOCK, more brings it back. */
async function pushStock(job: JobContext): Promise<unknown> {
  const found = await loadListing(job.knex, job);
  if (!found || !['ACTIVE', 'OUT_OF_STOCK'].includes(String(found.listing.status)) || !found.listing.external_id) return { skipped: 'the listing is not live' };
  const { listing, channel } = found;
  if (channel.status !== 'CONNECTED' || !channel.sync_stock) return { skipped: 'the channel does not sync stock now' };
  try {
    let quantity: number;
    if (await isFamilyListing(job.knex, listing)) {
      // A family: the variation whose stock changed (`variant_id`), else every variation; each gets its own quantity.
      const variants = (await variantsOf(job.knex, String(listing.account_id), String(listing.product_id)))
        .filter((v) => !job.payload.variant_id || String(v.id) === String(job.payload.variant_id));
      const pushed: Record<string, number> = {};
      for (const variant of variants) {
        const own = await variationQuantity(job.knex, listing, channel, String(variant.id));
        await withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.setQuantity(ctx, variationRef(listing, { id: String(variant.id), sku: String(variant.sku) }), own));
        pushed[String(variant.sku)] = own;
      }
      quantity = 0;
      for (const variant of await variantsOf(job.knex, String(listing.account_id), String(listing.product_id))) quantity += pushed[String(variant.sku)] ?? await variationQuantity(job.knex, listing, channel, String(variant.id));
      await job.knex.transaction(async (trx) => {
        await trx('listings').where({ account_id: listing.account_id, id: listing.id }).update({ last_sync_at: trx.fn.now() });
        if (quantity === 0 && listing.status === 'ACTIVE') await transitionListing(trx, listing, 'sell-out', job);
        if (quantity > 0 && listing.status === 'OUT_OF_STOCK') await transitionListing(trx, listing, 'restock', job);
      });
      return { quantity, variations: pushed };
    }
    quantity = await listingQuantity(job.knex, listing, channel);
    await withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.setQuantity(ctx, refOf(listing), quantity));
    await job.knex.transaction(async (trx) => {
      await trx('listings').where({ account_id: listing.account_id, id: listing.id }).update({ last_sync_at: trx.fn.now() });
      if (quantity === 0 && listing.status === 'ACTIVE') await transitionListing(trx, listing, 'sell-out', job);
      if (quantity > 0 && listing.status === 'OUT_OF_STOCK') await transitionListing(trx, listing, 'restock', job);
    });
    await clearChannelError(job.knex, channel, job.kind);
    return { quantity };
  } catch (error) {
    return handleChannelFailure(job, error, channel, listing);
  }
}

async function pushPrice(job: JobContext): Promise<unknown> {
  const found = await loadListing(job.knex, job);
  if (!found || !['ACTIVE', 'OUT_OF_STOCK'].includes(String(found.listing.status)) || !found.listing.external_id) return { skipped: 'the listing is not live' };
  const { listing, channel } = found;
  if (channel.status !== 'CONNECTED' || !channel.sync_price) return { skipped: 'the channel does not sync prices now' };
  try {
    if (await isFamilyListing(job.knex, listing)) {
      // Each variation its own price: the variant's retail price, else the listing's.
      const prices: Record<string, number> = {};
      for (const variant of await variantsOf(job.knex, String(listing.account_id), String(listing.product_id))) {
        const price = Number(variant.retail_price ?? listing.price);
        await withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.setPrice(ctx, variationRef(listing, { id: String(variant.id), sku: String(variant.sku) }), price, String(listing.currency)));
        prices[String(variant.sku)] = price;
      }
      await job.knex('listings').where({ account_id: listing.account_id, id: listing.id }).update({ last_sync_at: job.knex.fn.now() });
      return { prices, currency: listing.currency };
    }
    await withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.setPrice(ctx, refOf(listing), Number(listing.price), String(listing.currency)));
    await job.knex('listings').where({ account_id: listing.account_id, id: listing.id }).update({ last_sync_at: job.knex.fn.now() });
    await clearChannelError(job.knex, channel, job.kind);
    return { price: Number(listing.price), currency: listing.currency };
  } catch (error) {
    return handleChannelFailure(job, error, channel, listing);
  }
}

// One listing's calls to one marketplace each (with its retries and Retry-After waits): minutes, not an hour.
const ONE_LISTING = { maxRunSeconds: 10 * 60 };
registerJobHandler('channel.publish-listing', publishListing, ONE_LISTING);
registerJobHandler('channel.revise-listing', reviseListing, ONE_LISTING);
registerJobHandler('channel.end-listing', endListing, ONE_LISTING);
registerJobHandler('channel.push-stock', pushStock, ONE_LISTING);
registerJobHandler('channel.push-price', pushPrice, ONE_LISTING);

