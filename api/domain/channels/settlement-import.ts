/**
 * Marketplace payouts into settlements. Per channel, a job pages through the adapter's payouts from the channel's
 * stored cursor (`fetchSettlements`, for marketplaces whose API publishes payouts); each page's new payouts and the
 * cursor after it are saved in one transaction, so a worker killed midway resumes from the last saved page.
 *
 *   once      a payout is one settlement per (channel, payout id): one already there is skipped, and the
 *             settlement's unique key backs that up (a second job racing this one finds it, never makes two)
 *   content   the payout's lines, signed as the settlement wants them (types.ts, SettlementLinePayload), its
 *             period and deposit date, the marketplace's figure as `reported_total` and the channel's
 *             `settlement_match_tolerance`; written through the generic service as the account's system actor
 *   matching  each new settlement (`fetched_at` set), and the channel's fetched ones still IMPORTED (their orders
 *             may have arrived since), is matched to its orders at once (`match`); a settlement that does not match yet stays
 *             IMPORTED with the reasons in its notes, for the merchant to fix or flag
 *   failures  as every channel job (failures.ts): a refused token disconnects the channel, a 429 re-queues the
 *             job, 5xx and timeouts are retried, anything else lands on the channel's `last_error`; a payout no
 *             settlement can hold (over 5,000 lines, a line Sellyard refuses) is left out, whole, and named in
 *             `last_error` so it can be imported from the marketplace's report, and the others go on
 *
 * It runs every `settlement_sync_hours` for CONNECTED channels with `fetch_settlements`, and on demand by the
 * channel's `fetch-settlements` action.
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { jobOrigin, registerJobHandler, registerRecurringJob, type JobContext } from '../../jobs/index.ts';
import { withChannel, type ChannelRow, type Page, type SettlementPayload } from '../../channels/index.ts';
import type { Actor } from '../../crud/actor.ts';
import type { Row } from '../../crud/repository.ts';
import { ResourceService } from '../../crud/service.ts';
import { ApiError } from '../../http/errors.ts';
import { domainHooks } from '../index.ts';
import { handleChannelFailure, noteChannelError } from './failures.ts';
import { channelLabel } from './sales-channels.ts';
import { enqueueSettlementFetch, settlementTypes } from './settlement-queue.ts';
import { queueDueChannels } from './due-channels.ts';
import { entityNamed, systemActor } from './system-actor.ts';

/** Pages one job reads before it hands over to a fresh job. */
const PAGES_PER_JOB = 10;
/** Earlier fetched settlements still IMPORTED that a run tries to match again. */
const RETRY_MATCHES = 50;
/** The settlement entity's limit of lines (entities/settlement/settlement.schema.json). */
const MAX_LINES = 5000;

/** The settlement's record as the generic service takes it. */
function settlementOf(channel: Row, payout: SettlementPayload): Row {
  if (payout.lines.length > MAX_LINES) throw new ApiError('validation_failed', `Payout ${payout.payoutId} has ${payout.lines.length} lines, more than the ${MAX_LINES} a settlement holds: import it from the marketplace's report in parts.`);
  return {
    sales_channel_id: channel.id,
    external_id: payout.payoutId.slice(0, 64),
    period_start: payout.periodStart,
    period_end: payout.periodEnd < payout.periodStart ? payout.periodStart : payout.periodEnd,
    deposit_date: payout.depositDate,
    currency: payout.currency,
    reported_total: payout.reportedTotal,
    match_tolerance: Number(channel.settlement_match_tolerance ?? 0),
    notes: `Fetched from ${channelLabel(channel.type)} (${channel.name}).`,
    lines: payout.lines.map((line) => ({
      type: line.kind,
      order_ref: line.orderRef ? line.orderRef.slice(0, 64) : null,
      sku: line.sku ? line.sku.slice(0, 64) : null,
      description: line.description.slice(0, 200) || null,
      amount: line.amount,
      posted_at: line.postedAt ?? null,
    })),
  };
}

/**
 * Saves a page's new payouts, each in a savepoint of its own: a duplicate from a racing job is skipped, and a
 * payout Sellyard refuses is left out whole and reported in `problems`.
 */
async function savePayouts(trx: Knex.Transaction, service: ResourceService, actor: Actor, channel: Row, payouts: SettlementPayload[], problems: string[]): Promise<string[]> {
  const created: string[] = [];
  const entity = entityNamed('settlement');
  // Each create runs in a savepoint of `trx` (the service nests its transaction).
  const scoped = service.within(trx);
  for (const payout of payouts) {
    const known = await trx('settlements').where({ account_id: channel.account_id, sales_channel_id: channel.id, external_id: payout.payoutId.slice(0, 64) }).first('id');
    if (known) continue;
    try {
      const settlement = await scoped.create(actor, entity, settlementOf(channel, payout));
      // Read-only to clients: written here, by the fetch.
      await trx('settlements').where({ account_id: channel.account_id, id: settlement.id }).update({ fetched_at: trx.fn.now() });
      created.push(String(settlement.id));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      if (error.code !== 'duplicate') problems.push(`payout ${payout.payoutId}: ${[error.detail, ...error.errors.slice(0, 3).map((e) => `${e.pointer} ${e.message}`)].filter(Boolean).join('; ')}`);
    }
  }
  return created;
}

/**
 * Matches the settlement to its orders; when it cannot be yet, says why in its notes (and leaves it IMPORTED).
 * Answers whether it matched.
 */
async function tryMatch(knex: Knex, service: ResourceService, actor: Actor, channel: Row, id: string): Promise<boolean> {
  try {
    await service.transition(actor, entityNamed('settlement'), id, 'match', {});
    return true;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const why = [error.detail, ...error.errors.slice(0, 5).map((e) => `${e.pointer}: ${e.message}`)].filter(Boolean).join(' ');
    await knex('settlements').where({ account_id: channel.account_id, id }).update({
      notes: `Fetched from ${channelLabel(channel.type)} (${channel.name}). Not matched yet: ${why}`.slice(0, 2000),
      version: knex.raw('version + 1'), updated_at: knex.fn.now(),
    });
    return false;
  }
}

async function fetchSettlements(job: JobContext): Promise<unknown> {
  const knex = job.knex;
  const channel = await knex('sales_channels').where({ account_id: job.accountId, id: String(job.payload.channel_id) }).first();
  if (!channel || channel.status !== 'CONNECTED') return { skipped: `the channel is ${channel?.status ?? 'gone'}` };
  if (!settlementTypes().includes(String(channel.type))) return { skipped: `${channelLabel(channel.type)} publishes no payouts through its API` };
  const actor = await systemActor(knex, String(channel.account_id), jobOrigin(job));
  const service = new ResourceService(knex, model, domainHooks, job.secrets);
  let cursor: string | null = channel.settlements_cursor ?? null;
  let pages = 0;
  let more = false;
  const created: string[] = [];
  const problems: string[] = [];
  try {
    do {
      const page: Page<SettlementPayload> = await withChannel(knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.fetchSettlements!(ctx, cursor));
      await knex.transaction(async (trx) => {
        created.push(...(await savePayouts(trx, service, actor, channel, page.items, problems)));
        await trx('sales_channels').where({ account_id: channel.account_id, id: channel.id }).update({ settlements_cursor: page.cursor });
      });
      cursor = page.cursor;
      more = page.more;
      pages += 1;
      await job.reportProgress(created.length);
    } while (more && pages < PAGES_PER_JOB);
  } catch (error) {
    return { payouts: created.length, pages, ...(await handleChannelFailure(job, error, channel)) };
  }
  if (problems.length) await noteChannelError(knex, channel, `Some payouts could not be imported as settlements (import them from the marketplace's report): ${problems.join(' | ')}`);
  if (more) await enqueueSettlementFetch(knex, String(channel.account_id), String(channel.id));
  const waiting: Row[] = await knex('settlements').where({ account_id: channel.account_id, sales_channel_id: channel.id, status: 'IMPORTED' }).whereNotNull('fetched_at')
    .whereNotIn('id', created).orderBy('period_end').limit(RETRY_MATCHES).select('id');
  let matched = 0;
  for (const id of [...created, ...waiting.map((w) => String(w.id))]) if (await tryMatch(knex, service, actor, channel, id)) matched += 1;
  await knex('sales_channels').where({ account_id: channel.account_id, id: channel.id }).update({
    last_settlement_sync_at: knex.fn.now(),
    next_settlement_sync_at: knex.raw(`now() + make_interval(hours => ?)`, [Number(channel.settlement_sync_hours ?? 24)]),
  });
  return { payouts: created.length, matched, pages, more, problems };
}

/** Every ten minutes: a settlement fetch for each CONNECTED channel that fetches settlements and is due. */
const scheduleSettlementFetches = (job: JobContext) => queueDueChannels(job, {
  where: { fetch_settlements: true }, types: settlementTypes(), nextColumn: 'next_settlement_sync_at',
  next: 'now() + make_interval(hours => settlement_sync_hours)', enqueue: enqueueSettlementFetch,
});

registerJobHandler('channel.fetch-settlements', fetchSettlements);
registerRecurringJob('channel.schedule-settlement-fetches', 600, scheduleSettlementFetches);
