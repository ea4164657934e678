/**
 * Listings on the marketplace, as jobs: publish (SUBMITTING → ACTIVE with the marketplace's id and page, or ERROR
 * with its messages), revise (an edited live listing), end (ENDING → ENDED), and the quantity and price pushes.
 * Each is idempotent: it reads the listing's state when it runs and does nothing if the listing has moved on,
 * and the marketplace calls it makes are keyed by SKU or the marketplace's id, so a re-run repeats, not adds.
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { jobOrigin, registerJobHandler, type JobContext } from '../../jobs/index.ts';
import { withChannel, type ChannelRow, type ListingPayload, type ListingRef } from '../../channels/index.ts';
import type { Row } from '../../crud/repository.ts';
import { ResourceService } from '../../crud/service.ts';
import { domainHooks } from '../index.ts';
import { handleChannelFailure, noteChannelError, refuseListing, type Issue } from './failures.ts';
import { listingQuantity } from './quantities.ts';
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

async function payloadOf(knex: Knex, listing: Row, channel: Row): Promise<ListingPayload> {
  const product = await knex('products').where({ account_id: listing.account_id, id: listing.product_id }).first();
  const brand = product?.brand_id ? await knex('brands').where({ account_id: listing.account_id, id: product.brand_id }).first('name') : null;
  const barcodes = jsonOf<Array<{ value: string }>>(product?.barcodes, []);
  const images = jsonOf<Array<{ url: string; position?: number }>>(product?.images, []).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return {
    listingId: String(listing.id),
    externalId: listing.external_id ? String(listing.external_id) : null,
    sku: String(listing.sku),
    title: String(listing.title),
    // The listing's own description (rich text) for this channel, else the product's.
    description: listing.description ?? product?.description ?? null,
    price: Number(listing.price ?? 0),
    currency: String(listing.currency),
    quantity: await listingQuantity(knex, listing, channel),
    channelFields: { ...jsonOf<Row>(listing.channel_fields, {}), ...jsonOf<Row>(listing.channel_state, {}) },
    product: {
      id: String(listing.product_id), sku: String(product?.sku ?? listing.sku), barcode: barcodes[0]?.value ?? null,
      brand: brand?.name ?? null, weightGrams: product?.weight_g ?? null, imageUrls: images.map((i) => absoluteImageUrl(i.url, publicUrl())),
    },
  };
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
    const published = await withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) =>
      payload.externalId ? adapter.reviseListing(ctx, { ...payload, externalId: payload.externalId }) : adapter.publishListing(ctx, payload));
    if (published.review) return awaitReview(job.knex, listing, published);
    await job.knex.transaction(async (trx) => {
      await trx('listings').where({ account_id: listing.account_id, id: listing.id }).update({
        external_id: published.externalId, url: published.url, issues: JSON.stringify(warningsOf(published.warnings)),
        channel_state: JSON.stringify({ ...jsonOf<Row>(listing.channel_state, {}), ...('extra' in published ? (published.extra as Row) : {}) }),
      });
      await transitionListing(trx, listing, 'publish', job);
      if (payload.quantity === 0) await transitionListing(trx, { ...listing, status: 'ACTIVE' }, 'sell-out', job);
    });
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
    const revised = await withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.reviseListing(ctx, { ...payload, externalId: String(listing.external_id) }));
    await job.knex('listings').where({ account_id: listing.account_id, id: listing.id })
      .update({ url: revised.url ?? listing.url, issues: JSON.stringify(warningsOf(revised.warnings)), last_sync_at: job.knex.fn.now() });
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
    const quantity = await listingQuantity(job.knex, listing, channel);
    await withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.setQuantity(ctx, refOf(listing), quantity));
    await job.knex.transaction(async (trx) => {
      await trx('listings').where({ account_id: listing.account_id, id: listing.id }).update({ last_sync_at: trx.fn.now() });
      if (quantity === 0 && listing.status === 'ACTIVE') await transitionListing(trx, listing, 'sell-out', job);
      if (quantity > 0 && listing.status === 'OUT_OF_STOCK') await transitionListing(trx, listing, 'restock', job);
    });
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
    await withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.setPrice(ctx, refOf(listing), Number(listing.price), String(listing.currency)));
    await job.knex('listings').where({ account_id: listing.account_id, id: listing.id }).update({ last_sync_at: job.knex.fn.now() });
    return { price: Number(listing.price), currency: listing.currency };
  } catch (error) {
    return handleChannelFailure(job, error, channel, listing);
  }
}

registerJobHandler('channel.publish-listing', publishListing);
registerJobHandler('channel.revise-listing', reviseListing);
registerJobHandler('channel.end-listing', endListing);
registerJobHandler('channel.push-stock', pushStock);
registerJobHandler('channel.push-price', pushPrice);

