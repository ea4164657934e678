/**
 * A channel's full quantity resync as one job: its live listings in pages of 1,000 (by id), each page's
 * quantities computed in one query (available at the channel's locations less its buffer, through each listing's
 * rule), sent through the marketplace's own bulk endpoint where it has one (`setQuantities`: 25 listings a call on
 * eBay, 250 on Shopify and the web store, 1,000 on OnBuy, a feed of up to 10,000 on Amazon), a few calls at once;
 * listing by listing, eight at once, where it has none (Etsy, Wish).
 *
 * What can go wrong, and what happens:
 * - the marketplace refuses some listings of a call: each refusal lands on its own listing (`issues`), the others
 *   count as pushed; a marketplace that applies a call all or nothing (Shopify) gets the others again;
 * - a 429: calls under way finish, no new one starts, and the listings not pushed (those of the refused call and
 *   of calls not started) are queued again after Retry-After with the rest of the channel: nothing is lost, and
 *   nothing pushed is pushed again;
 * - a refused token: the channel is disconnected (and resynced when connected again); an outage: the job is retried;
 * - a bulk call the marketplace finishes later (Amazon's feeds): `channel.collect-bulk` asks for its outcome when
 *   due, lands the refusals on their listings, and pushes again any listing whose stock changed while it waited
 *   (a push that went straight through meanwhile could be overwritten by the feed's older quantity).
 *
 * Pushing a quantity of 0 shows a live listing OUT_OF_STOCK, more brings it back ACTIVE, as a single push does.
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { enqueueJob, jobOrigin, registerJobHandler, type JobContext } from '../../jobs/index.ts';
import { adapterContext, ChannelError, isChannelError, withChannel, type AdapterContext, type ChannelAdapter, type ChannelRow, type PendingBulk, type QuantityUpdate } from '../../channels/index.ts';
import { ApiError } from '../../http/errors.ts';
import type { Row } from '../../crud/repository.ts';
import { ResourceService } from '../../crud/service.ts';
import { domainHooks } from '../index.ts';
import { handleChannelFailure, issuesOf, noteChannelError } from './failures.ts';
import { enqueueListingJob, CHANNEL_RETRY, LIVE_STATUSES } from './pushes.ts';
import { offeredQuantity, type QuantityRule } from './quantities.ts';
import { enqueueResync } from './resync-queue.ts';
import { entityNamed, systemActor } from './system-actor.ts';

/** Listings read, computed and pushed per round. */
const PAGE = 1000;
/** Bulk calls in flight at once. */
const PARALLEL_CALLS = 4;
/** Single-listing calls in flight at once (marketplaces without a bulk endpoint). */
const PARALLEL_SINGLE = 8;
/** Rounds of re-sending what an all-or-nothing call left unapplied. */
const MAX_RESENDS = 3;
/**
 * `CHANNEL_BULK_PUSHES=false` sends listing by listing even where the marketplace has a bulk endpoint: for a
 * marketplace account whose bulk calls misbehave, and the benchmark's "before".
 */
const bulkPushes = () => process.env.CHANNEL_BULK_PUSHES !== 'false';

const jsonOf = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? JSON.parse(value) : (value as T) ?? fallback);
const refOf = (listing: Row) => ({ externalId: String(listing.external_id), sku: String(listing.sku), channelFields: jsonOf<Row>(listing.channel_state, {}) });

/** Available stock of each product at the channel's locations, in one query. */
async function availableByProduct(knex: Knex, accountId: string, productIds: string[], channel: Row): Promise<Map<string, number>> {
  const locations = jsonOf<string[]>(channel.location_priority, []);
  const query = knex('stock_levels').where({ account_id: accountId }).whereIn('product_id', productIds).groupBy('product_id').select('product_id').sum({ available: 'available' });
  if (locations.length) query.whereIn('location_id', locations);
  // As quantities.ts: FBA stock is Amazon's to sell, not offered on listings the seller ships.
  query.whereNotIn('location_id', knex('locations').where({ account_id: accountId, type: 'FBA' }).select('id'));
  return new Map((await query).map((r: Row) => [String(r.product_id), Number(r.available ?? 0)]));
}

interface Item { listing: Row; quantity: number }

/** What pushing a page did. `stopped`: the error that stopped it (rate limit, token, outage) and what it left unsent. */
interface PageResult {
  pushed: Item[];
  refused: Array<{ listing: Row; error: ChannelError }>;
  pending: PendingBulk[];
  stopped?: { error: unknown; unsent: Item[] };
}

/** Whether an error stops the whole channel (then the rest waits) rather than refusing what the call carried. */
const stopsTheChannel = (error: unknown) => !isChannelError(error) || ['auth', 'rate_limit', 'transient'].includes(error.kind);

/** Runs `work` on each of `items`, at most `parallel` at once, until `stop()` says no more may start. */
async function eachUntil<T>(items: T[], parallel: number, stop: () => boolean, work: (item: T) => Promise<void>, skipped: (item: T) => void): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      if (stop()) skipped(item);
      else await work(item);
    }
  }));
}

/** Pushes a page's quantities with the adapter: in bulk calls where it can, else listing by listing. */
async function pushPage(job: JobContext, channel: Row, adapter: ChannelAdapter, items: Item[]): Promise<PageResult> {
  const result: PageResult = { pushed: [], refused: [], pending: [] };
  const call = <T>(work: (ctx: AdapterContext) => Promise<T>) =>
    withChannel(job.knex, job.secrets, channel as unknown as ChannelRow, (_adapter, ctx) => work(ctx));
  const stop = (error: unknown, unsent: Item[]) => {
    if (result.stopped) result.stopped.unsent.push(...unsent);
    else result.stopped = { error, unsent: [...unsent] };
  };
  const size = adapter.setQuantities && bulkPushes() ? Math.max(1, adapter.quantityBatchSize ?? 1) : 0;
  if (size) {
    const chunks: Item[][] = [];
    for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
    await eachUntil(chunks, PARALLEL_CALLS, () => Boolean(result.stopped), async (chunk) => {
      let sending = chunk;
      for (let round = 0; sending.length; round += 1) {
        let outcome;
        try {
          outcome = await call((ctx) => adapter.setQuantities!(ctx, sending.map((item): QuantityUpdate => ({ ref: refOf(item.listing), quantity: item.quantity }))));
        } catch (error) {
          if (stopsTheChannel(error)) return stop(error, sending);
          // The whole call refused for what it carried (not for the channel): each listing shows it.
          for (const item of sending) result.refused.push({ listing: item.listing, error: error as ChannelError });
          return;
        }
        const refusedAt = new Map(outcome.refused.map((r) => [r.index, r.error]));
        const unapplied = new Set(outcome.unapplied ?? []);
        sending.forEach((item, index) => {
          const error = refusedAt.get(index);
          if (error) result.refused.push({ listing: item.listing, error });
          else if (!unapplied.has(index)) result.pushed.push(item);
        });
        if (outcome.pending) result.pending.push(outcome.pending);
        const again = sending.filter((_, index) => unapplied.has(index));
        if (round + 1 >= MAX_RESENDS && again.length) {
          for (const item of again) result.refused.push({ listing: item.listing, error: new ChannelError('permanent', 'The marketplace kept refusing the call this quantity was in') });
          return;
        }
        sending = again;
      }
    }, (chunk) => stop(result.stopped!.error, chunk));
    return result;
  }
  await eachUntil(items, PARALLEL_SINGLE, () => Boolean(result.stopped), async (item) => {
    try {
      await call((ctx) => adapter.setQuantity(ctx, refOf(item.listing), item.quantity));
      result.pushed.push(item);
    } catch (error) {
      if (stopsTheChannel(error)) return stop(error, [item]);
      result.refused.push({ listing: item.listing, error: error as ChannelError });
    }
  }, (item) => stop(result.stopped!.error, [item]));
  return result;
}

/** Writes what a page's push did: when each listing was synced, refusals on their listings, the status a quantity of 0 (or back above) means. */
async function recordPage(job: JobContext, knex: Knex, channel: Row, result: PageResult): Promise<void> {
  const accountId = String(channel.account_id);
  const ids = result.pushed.map((i) => String(i.listing.id));
  for (let i = 0; i < ids.length; i += 5000) await knex('listings').where({ account_id: accountId }).whereIn('id', ids.slice(i, i + 5000)).update({ last_sync_at: knex.fn.now() });
  const refused = result.refused.map(({ listing, error }) => [String(listing.id), JSON.stringify(issuesOf(error))]);
  for (let i = 0; i < refused.length; i += 5000) {
    const chunk = refused.slice(i, i + 5000);
    await knex.raw(
      `update listings l set issues = v.issues::jsonb, last_sync_at = now() from (values ${chunk.map(() => '(?::uuid, ?)').join(', ')}) as v(id, issues)
        where l.account_id = ? and l.id = v.id`,
      [...chunk.flat(), accountId],
    );
  }
  const flips = result.pushed.filter(({ listing, quantity }) => (quantity === 0 && listing.status === 'ACTIVE') || (quantity > 0 && listing.status === 'OUT_OF_STOCK'));
  if (!flips.length) return;
  const actor = await systemActor(knex, accountId, jobOrigin(job, `quantities resent to channel ${channel.name}`));
  const service = new ResourceService(knex, model, domainHooks);
  for (const { listing, quantity } of flips) {
    try {
      await service.transition(actor, entityNamed('listing'), String(listing.id), quantity === 0 ? 'sell-out' : 'restock', {});
    } catch (error) {
      // Ended or changed meanwhile: its own flow has it.
      if (!(error instanceof ApiError)) throw error;
    }
  }
}

/** The job that asks a marketplace how a bulk call it finishes later went (see the file's comment). */
async function enqueueCollect(knex: Knex, channel: Row, pending: PendingBulk, sentAt: string): Promise<void> {
  await enqueueJob(knex, {
    kind: 'channel.collect-bulk', accountId: String(channel.account_id), payload: { channel_id: channel.id, pending, sent_at: sentAt },
    singletonKey: `channel.collect-bulk:${channel.id}:${pending.id}`, startAfterSeconds: Math.max(1, pending.checkAfterSeconds), ...CHANNEL_RETRY,
  });
}

async function resyncStock(job: JobContext): Promise<unknown> {
  const knex = job.knex;
  const channel = await knex('sales_channels').where({ account_id: job.accountId, id: String(job.payload.channel_id) }).first();
  if (!channel || channel.status !== 'CONNECTED') return { skipped: `the channel is ${channel?.status ?? 'gone'}` };
  const accountId = String(channel.account_id);
  const live = () => knex('listings').where({ account_id: accountId, sales_channel_id: channel.id }).whereIn('status', LIVE_STATUSES).whereNotNull('external_id');
  const total = Number((await live().count('* as n').first())!.n);
  let afterId = (job.payload.after_id as string | null) ?? null;
  // Listings up to after_id that a rate limit left unsent: first.
  let leftOver = ((job.payload.pending_ids as string[] | undefined) ?? []).filter((id) => typeof id === 'string');
  const counts = { pushed: 0, refused: 0, feeds: 0 };
  let adapter: ChannelAdapter;
  try {
    adapter = adapterContext(channel as unknown as ChannelRow, job.secrets).adapter;
  } catch (error) {
    return { ...counts, ...(await handleChannelFailure(job, error, channel)) };
  }
  const pageSize = Math.max(PAGE, bulkPushes() ? adapter.quantityBatchSize ?? 0 : 0);
  for (;;) {
    const fromLeftOver = leftOver.length > 0;
    const page: Row[] = fromLeftOver
      ? await live().whereIn('id', leftOver).orderBy('id')
      : await live().modify((q) => { if (afterId) q.where('id', '>', afterId); }).orderBy('id').limit(pageSize);
    leftOver = [];
    if (!page.length) {
      if (fromLeftOver) continue;
      break;
    }
    // Family listings (of a parent product) go variation by variation, through their own push job.
    const parents = new Set((await knex('products').where({ account_id: accountId, kind: 'PARENT' }).whereIn('id', [...new Set(page.map((l) => String(l.product_id)))]).select('id')).map((p: Row) => String(p.id)));
    for (const family of page.filter((l) => parents.has(String(l.product_id)))) await enqueueListingJob(knex, accountId, 'channel.push-stock', String(family.id));
    const singles = page.filter((l) => !parents.has(String(l.product_id)));
    const available = await availableByProduct(knex, accountId, [...new Set(singles.map((l) => String(l.product_id)))], channel);
    const items = singles.map((listing): Item => ({
      listing,
      quantity: offeredQuantity(available.get(String(listing.product_id)) ?? 0, Number(channel.stock_buffer ?? 0), jsonOf<QuantityRule | null>(listing.quantity_rule, null)),
    }));
    const sentAt = new Date().toISOString();
    const result = await pushPage(job, channel, adapter, items);
    await recordPage(job, knex, channel, result);
    for (const pending of result.pending) await enqueueCollect(knex, channel, pending, sentAt);
    counts.pushed += result.pushed.length;
    counts.refused += result.refused.length;
    counts.feeds += result.pending.length;
    const boundary = fromLeftOver ? afterId : String(page[page.length - 1]!.id);
    if (result.stopped) {
      const { error, unsent } = result.stopped;
      if (isChannelError(error) && error.kind === 'rate_limit') {
        // The rest waits for the marketplace's Retry-After: exactly what was not sent, then the channel's next listings.
        const seconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 5000) / 1000));
        await enqueueResync(knex, accountId, String(channel.id), boundary, seconds, unsent.map((i) => String(i.listing.id)).sort());
        await noteChannelError(knex, channel, `Rate limited by the marketplace: the quantity resync goes on in ${seconds} s.`);
        return { ...counts, deferred_after: boundary, deferred_listings: unsent.length, deferred_seconds: seconds };
      }
      return { ...counts, ...(await handleChannelFailure(job, error, channel)) };
    }
    afterId = boundary;
    await job.reportProgress(counts.pushed + counts.refused, total);
  }
  return counts;
}

/** A bulk call the marketplace finished later: its refusals on their listings, and pushes for what changed meanwhile. */
async function collectBulk(job: JobContext): Promise<unknown> {
  const knex = job.knex;
  const channel = await knex('sales_channels').where({ account_id: job.accountId, id: String(job.payload.channel_id) }).first();
  // Disconnected meanwhile: connecting again resyncs every listing anyway.
  if (!channel || channel.status !== 'CONNECTED') return { skipped: `the channel is ${channel?.status ?? 'gone'}` };
  const pending = job.payload.pending as PendingBulk;
  const sentAt = String(job.payload.sent_at);
  try {
    const outcome = await withChannel(knex, job.secrets, channel as unknown as ChannelRow, async (adapter, ctx) => {
      if (!adapter.bulkOutcome) throw new ChannelError('permanent', `the ${channel.type} adapter cannot read how a bulk call went`);
      return adapter.bulkOutcome(ctx, pending);
    });
    if (!outcome.done) {
      await enqueueJob(knex, {
        kind: 'channel.collect-bulk', accountId: String(channel.account_id), payload: job.payload,
        singletonKey: `channel.collect-bulk:${channel.id}:${pending.id}:again`, startAfterSeconds: Math.max(1, outcome.checkAfterSeconds), ...CHANNEL_RETRY,
      });
      return { waiting: pending.id };
    }
    const listings = () => knex('listings').where({ account_id: channel.account_id, sales_channel_id: channel.id }).whereIn('status', LIVE_STATUSES);
    const bySku = new Map<string, ChannelError>(outcome.refused.map((r) => [r.sku, r.error]));
    const refused: Row[] = bySku.size ? await listings().whereIn('sku', [...bySku.keys()]).select('id', 'sku') : [];
    for (const listing of refused) {
      await knex('listings').where({ account_id: channel.account_id, id: listing.id }).update({ issues: JSON.stringify(issuesOf(bySku.get(String(listing.sku))!)) });
    }
    // What changed since the call was made may have been pushed already, and overwritten by the call's older quantity.
    const changed: Row[] = await listings()
      .where((q) => q.where('updated_at', '>', sentAt).orWhereExists((e) => e.select(knex.raw('1')).from('stock_levels as s')
        .whereRaw('s.account_id = listings.account_id and s.product_id = listings.product_id').where('s.updated_at', '>', sentAt)))
      .select('id');
    for (const listing of changed) await enqueueListingJob(knex, String(channel.account_id), 'channel.push-stock', String(listing.id));
    return { collected: pending.id, refused: refused.length, pushed_again: changed.length };
  } catch (error) {
    return handleChannelFailure(job, error, channel);
  }
}

registerJobHandler('channel.resync-stock', resyncStock);
registerJobHandler('channel.collect-bulk', collectBulk);
