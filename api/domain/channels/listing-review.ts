/**
 * A marketplace's own review of a new listing (Wish reviews every new product before it sells). When the publish
 * answers that the marketplace is reviewing the listing (`PublishedListing.review`), the listing stays SUBMITTING
 * with the marketplace's id and an INFO issue saying so, and a job asks the marketplace where the review is
 * (`checkListingReview`), again and again, less often as time passes (5 s, 15 s, 1 min, 5 min, 15 min, 30 min,
 * then hourly: a review can take days):
 *
 *   PENDING   asked again later
 *   APPROVED  the listing goes ACTIVE (OUT_OF_STOCK when it offers nothing), and its quantity is sent again (it
 *             may have changed while it waited)
 *   REJECTED  the listing goes ERROR with the marketplace's reason in `issues`; `retry` sends it again, which asks
 *             for a new review
 *
 * A publish job that meets a listing still waiting for its review (a reconnected channel sends what waited) asks
 * about the review instead of submitting it again. Failures follow the channel policy (failures.ts).
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { enqueueJob, jobOrigin, registerJobHandler, type JobContext } from '../../jobs/index.ts';
import { withChannel, type ChannelRow, type ListingRef, type PublishedListing } from '../../channels/index.ts';
import type { Row } from '../../crud/repository.ts';
import { ResourceService } from '../../crud/service.ts';
import { domainHooks } from '../index.ts';
import { handleChannelFailure, refuseListing } from './failures.ts';
import { CHANNEL_RETRY, enqueueListingJob } from './pushes.ts';
import { listingQuantity } from './quantities.ts';
import { isFamilyListing, variantsOf, variationQuantity } from './variations.ts';
import { entityNamed, systemActor } from './system-actor.ts';

/** Seconds before each check of a review, by attempt; the last one repeats. */
const CHECK_DELAYS = [5, 15, 60, 300, 900, 1800, 3600];

const jsonOf = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? JSON.parse(value) : (value as T) ?? fallback);
const stateOf = (listing: Row): Row => jsonOf<Row>(listing.channel_state, {});

/** Whether the listing waits for the marketplace's review (its publish answered so). */
export const awaitingReview = (listing: Row): boolean => listing.status === 'SUBMITTING' && Boolean(listing.external_id) && stateOf(listing).review_pending === true;

async function enqueueCheck(knex: Knex, listing: Row, attempt: number): Promise<void> {
  const delay = CHECK_DELAYS[Math.min(attempt, CHECK_DELAYS.length - 1)]!;
  await enqueueJob(knex, {
    kind: 'channel.check-listing-review', accountId: String(listing.account_id), payload: { listing_id: String(listing.id), attempt },
    singletonKey: `channel.check-listing-review:${listing.id}`, startAfterSeconds: delay, ...CHANNEL_RETRY,
  });
}

/** The publish answered "under review": keep the marketplace's id, say so on the listing, and come back to ask. */
export async function awaitReview(knex: Knex, listing: Row, published: PublishedListing & { extra?: Record<string, unknown> }): Promise<Record<string, unknown>> {
  await knex.transaction(async (trx) => {
    await trx('listings').where({ account_id: listing.account_id, id: listing.id }).update({
      external_id: published.externalId, url: published.url, last_sync_at: trx.fn.now(),
      issues: JSON.stringify([{ code: 'UNDER_REVIEW', message: published.review!.message.slice(0, 2000), severity: 'INFO' }]),
      channel_state: JSON.stringify({ ...stateOf(listing), ...(published.extra ?? {}), review_pending: true }),
    });
    await enqueueCheck(trx, listing, 0);
  });
  return { external_id: published.externalId, review: 'PENDING' };
}

async function transition(knex: Knex, job: JobContext, listing: Row, name: string): Promise<void> {
  const actor = await systemActor(knex, String(listing.account_id), jobOrigin(job, 'the marketplace approved the listing in its review'));
  await new ResourceService(knex, model, domainHooks).transition(actor, entityNamed('listing'), String(listing.id), name, {});
}

/** Asks the marketplace where the listing's review is, and acts on the answer (see the file's comment). */
export async function checkReview(job: JobContext, listing: Row, channel: Row, attempt = Number(job.payload.attempt ?? 0)): Promise<Record<string, unknown>> {
  const knex = job.knex;
  const ref: ListingRef = { externalId: String(listing.external_id), sku: String(listing.sku), channelFields: stateOf(listing) };
  try {
    const review = await withChannel(knex, job.secrets, channel as unknown as ChannelRow, async (adapter, ctx) => {
      if (!adapter.checkListingReview) return { status: 'APPROVED' as const };
      return adapter.checkListingReview(ctx, ref);
    });
    if (review.status === 'PENDING') {
      await knex('listings').where({ account_id: listing.account_id, id: listing.id }).update({ last_sync_at: knex.fn.now() });
      await enqueueCheck(knex, listing, attempt + 1);
      return { review: 'PENDING', attempt };
    }
    const state = JSON.stringify({ ...stateOf(listing), review_pending: false });
    if (review.status === 'REJECTED') {
      await knex('listings').where({ account_id: listing.account_id, id: listing.id }).update({ channel_state: state });
      await refuseListing(knex, listing, [{ code: 'REVIEW_REJECTED', message: `The marketplace did not approve the listing in its review: ${review.reason}`.slice(0, 2000), severity: 'ERROR' }], job);
      return { review: 'REJECTED', reason: review.reason };
    }
    // A family offers what its variations offer together (the parent product holds no stock of its own).
    let quantity = 0;
    if (await isFamilyListing(knex, listing)) {
      for (const variant of await variantsOf(knex, String(listing.account_id), String(listing.product_id))) quantity += await variationQuantity(knex, listing, channel, String(variant.id));
    } else quantity = await listingQuantity(knex, listing, channel);
    await knex.transaction(async (trx) => {
      await trx('listings').where({ account_id: listing.account_id, id: listing.id }).update({ channel_state: state, issues: JSON.stringify([]) });
      await transition(trx, job, listing, 'publish');
      if (quantity === 0) await transition(trx, job, { ...listing, status: 'ACTIVE' }, 'sell-out');
      // What it offers now: the stock may have moved while the marketplace reviewed it.
      else await enqueueListingJob(trx, String(listing.account_id), 'channel.push-stock', String(listing.id));
    });
    return { review: 'APPROVED', external_id: listing.external_id };
  } catch (error) {
    return handleChannelFailure(job, error, channel, listing);
  }
}

async function checkListingReview(job: JobContext): Promise<unknown> {
  const listing = await job.knex('listings').where({ account_id: job.accountId, id: String(job.payload.listing_id) }).first();
  if (!listing || !awaitingReview(listing)) return { skipped: `the listing is ${listing?.status ?? 'gone'}${listing?.status === 'SUBMITTING' ? ' and not waiting for a review' : ''}` };
  const channel = await job.knex('sales_channels').where({ account_id: job.accountId, id: listing.sales_channel_id }).first();
  if (!channel || channel.status !== 'CONNECTED') return { waiting: `the channel is ${channel?.status ?? 'gone'}: the review is checked when it is connected again` };
  return checkReview(job, listing, channel);
}

// One listing's review status, read once.
registerJobHandler('channel.check-listing-review', checkListingReview, { maxRunSeconds: 5 * 60 });
