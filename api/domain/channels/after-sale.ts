/**
 * After-sale with the marketplaces, both ways:
 *
 *   a return refunded in Sellyard   `channel.issue-refund`: the refund is issued on the order's marketplace where its
 *                                   API can (the adapter's `refundOrder`), once: the return remembers when it was
 *                                   first sent, and a later try (after a 5xx, a timeout, a crash) first reads the
 *                                   order's refunds on the marketplace and takes the one of this amount that no other
 *                                   return of the order holds, rather than refunding again. A marketplace without a
 *                                   refund API, or that refuses the refund, leaves the order a task: refund there by hand.
 *   an order cancelled in Sellyard  `channel.cancel-order`: the cancellation is sent to the marketplace (`cancelOrder`)
 *                                   with the merchant's reason in the marketplace's terms (each adapter maps
 *                                   `cancel_reason`); "already cancelled on the marketplace" sends nothing. Without
 *                                   such an API, or refused (it shipped), a task says to cancel there by hand.
 *                                   Cancellations the import itself made (the marketplace cancelled) are not sent back,
 *                                   but for a buyer's request the marketplace leaves to the seller (Amazon's
 *                                   BuyerRequestedCancel): the import cancels the order and sends it back as the buyer's.
 *   the marketplace cancels         the order import (order-import.ts) cancels the order, releasing its stock, and
 *                                   keeps who cancelled and why (`cancel_reason`, and `cancel_note` in words).
 *   processed later                 a marketplace that takes the refund or cancellation now and processes it later
 *                                   (Amazon's feeds) answers `pending`: the feed is recorded on the return
 *                                   (`channel_refund_pending`) or order (`channel_cancel_pending`) with the next look
 *                                   queued in the same transaction, and the job ends, holding no worker while the
 *                                   marketplace works. The next run finds the record and reads the outcome instead of
 *                                   sending again; after OUTCOME_CHECKS looks it stops and asks the merchant to look
 *                                   on the marketplace.
 *   a buyer asks for a return       after each order import, the marketplace's return requests since the channel's
 *                                   `returns_cursor` become returns of their orders (one per marketplace return id).
 */
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { enqueueJob, jobOrigin, registerJobHandler, type JobContext } from '../../jobs/index.ts';
import { adapterFor, isChannelError, withChannel, type CancelRequest, type ChannelReturnRequest, type ChannelRow, type MarketplaceRefund, type PendingBulk, type SellerCancelReason } from '../../channels/index.ts';
import { CHANNEL_RETRY } from './pushes.ts';
import type { Actor } from '../../crud/actor.ts';
import type { Row } from '../../crud/repository.ts';
import { ResourceService } from '../../crud/service.ts';
import { ApiError } from '../../http/errors.ts';
import { domainHooks } from '../index.ts';
import { findReason, returnSettingsOf } from '../orders/returns.ts';
import { handleChannelFailure, noteChannelError } from './failures.ts';
import { channelLabel } from './sales-channels.ts';
import { entityNamed, systemActor } from './system-actor.ts';

const jsonOf = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? JSON.parse(value) : (value as T) ?? fallback);
const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/** Looks at a pending refund or cancellation before the merchant is asked to look on the marketplace (about a day). */
const OUTCOME_CHECKS = 40;
/** The longest wait between two looks (the marketplace's own hint is taken up to it, growing with each look). */
const MAX_CHECK_SECONDS = 3600;

/** Seconds before look number `check` (0: the first), from the marketplace's hint, doubling after the fifth look. */
const checkDelay = (hint: number, check: number) => Math.min(MAX_CHECK_SECONDS, Math.max(1, hint) * 2 ** Math.max(0, check - 4));

interface Pending { id: string; held?: string[]; checks?: number }

/** Pages of return requests one import reads at most (the next import continues from the cursor). */
const RETURN_PAGES_PER_RUN = 10;

// ---- Tasks --------------------------------------------------------------------------------------------------------

/** Raises a task on the order, once per (order, key): a retried job finds the one it raised. */
export async function raiseTask(knex: Knex, actor: Actor, task: { orderId: string; returnId?: string | null; key: string; title: string; detail: string }): Promise<void> {
  await knex.transaction(async (trx) => {
    const found = await trx('tasks').where({ account_id: actor.accountId, order_id: task.orderId, dedupe_key: task.key }).first('id');
    if (found) return;
    await new ResourceService(trx, model, domainHooks).within(trx).createMany(trx, actor, entityNamed('task'), [{
      body: { order_id: task.orderId, ...(task.returnId ? { return_id: task.returnId } : {}), title: task.title.slice(0, 200), detail: task.detail.slice(0, 2000) },
      serverFields: { dedupe_key: task.key },
    }]);
  });
}

// ---- Refunds ------------------------------------------------------------------------------------------------------

async function issueRefund(job: JobContext): Promise<unknown> {
  const knex = job.knex;
  const ret = await knex('returns').where({ account_id: job.accountId, id: String(job.payload.return_id) }).first();
  if (!ret || ret.status !== 'REFUNDED') return { skipped: 'the return is not refunded' };
  if (['ISSUED', 'BY_HAND', 'REFUSED'].includes(String(ret.channel_refund_status))) return { skipped: `already ${String(ret.channel_refund_status).toLowerCase()}` };
  const order = await knex('sales_orders').where({ account_id: job.accountId, id: ret.order_id }).first();
  const channel = order?.sales_channel_id ? await knex('sales_channels').where({ account_id: job.accountId, id: order.sales_channel_id }).first() : null;
  if (!order || !channel || !order.channel_order_ref) return { skipped: 'not a marketplace order' };
  const label = channelLabel(channel.type);
  const actor = await systemActor(knex, String(job.accountId), jobOrigin(job));
  const amount = Number(ret.refund_amount);
  const byHand = async (status: 'BY_HAND' | 'REFUSED', why: string) => {
    await knex('returns').where({ account_id: job.accountId, id: ret.id }).update({ channel_refund_status: status, channel_refund_note: why.slice(0, 2000), channel_refund_pending: null, version: knex.raw('version + 1') });
    await raiseTask(knex, actor, {
      orderId: String(order.id), returnId: String(ret.id), key: `refund:${ret.id}`,
      title: `Refund ${money(amount, String(ret.currency))} on ${label} for ${order.number}`,
      detail: `${why} Refund the buyer ${money(amount, String(ret.currency))} for return ${ret.rma_number} on ${label} (order ${order.channel_order_ref}${channel.name ? `, channel ${channel.name}` : ''}), then mark this task done.`,
    });
    return { by_hand: why };
  };
  if (!adapterFor(String(channel.type)).refundOrder) return byHand('BY_HAND', `${label}'s API has no way for Sellyard to refund an order.`);
  if (channel.status !== 'CONNECTED') throw new Error(`the channel ${channel.name} is ${channel.status}: the refund is sent once it is connected again`);
  const recorded = jsonOf<Pending | null>(ret.channel_refund_pending, null);
  const issued = async (refund: MarketplaceRefund) => {
    await knex('returns').where({ account_id: job.accountId, id: ret.id }).update({
      channel_refund_status: 'ISSUED', channel_refund_ref: refund.refundRef, channel_refund_note: null, channel_refund_pending: null, version: knex.raw('version + 1'),
    });
  };
  /** Records what the marketplace is processing and queues the next look, in one transaction; the job ends. */
  const comeBack = async (pending: Pending, hint: number) => {
    const checks = pending.checks ?? 0;
    await knex.transaction(async (trx) => {
      await trx('returns').where({ account_id: job.accountId, id: ret.id }).update({ channel_refund_pending: JSON.stringify(pending) });
      await enqueueOutcomeCheck(trx, job, `channel.issue-refund:${ret.id}:check-${checks}`, checkDelay(hint, checks));
    });
    return { waiting: pending.id, checks };
  };

  const marketplaceLines = jsonOf<Array<{ line_ref: string; sku: string }>>(order.channel_lines, []);
  const lines: Row[] = await knex('return_lines').where({ account_id: job.accountId, return_id: ret.id }).orderBy('position');
  const refundLines = lines.flatMap((line) => {
    const match = marketplaceLines.find((m) => m.sku.toLowerCase() === String(line.sku).toLowerCase());
    return match ? [{ lineRef: match.line_ref, sku: match.sku, quantity: Number(line.received_qty) || Number(line.qty) }] : [];
  });
  const request = {
    orderRef: String(order.channel_order_ref), refundId: String(ret.id), amount, currency: String(ret.currency),
    comment: `Sellyard return ${ret.rma_number}`, returned: lines.some((l) => Number(l.received_qty) > 0), lines: refundLines,
  };
  try {
    if (recorded) {
      // Sent before and still being processed then: read how it went, never send it again.
      if ((recorded.checks ?? 0) >= OUTCOME_CHECKS) return byHand('BY_HAND', `${label} had not finished processing the refund (${recorded.id}) after a day: look at the order on ${label} before refunding it there.`);
      const outcome = await withChannel(knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => {
        if (!adapter.refundOutcome) throw new Error(`the ${channel.type} adapter cannot read how a refund went`);
        return adapter.refundOutcome(ctx, request, { id: recorded.id, checkAfterSeconds: 0, held: recorded.held });
      });
      if (!outcome.done) return comeBack({ ...recorded, checks: (recorded.checks ?? 0) + 1 }, outcome.checkAfterSeconds);
      await issued(outcome.refund);
      return { refund: outcome.refund.refundRef, amount, found_after_retry: false, checks: (recorded.checks ?? 0) + 1 };
    }
    const { refund, found } = await withChannel(knex, job.secrets, channel as unknown as ChannelRow, async (adapter, ctx): Promise<{ refund: MarketplaceRefund | { pending: PendingBulk }; found: boolean }> => {
      if (ret.channel_refund_attempted_at && adapter.orderRefunds) {
        // Sent before and the answer lost: look at the marketplace before sending again.
        const held = await adapter.orderRefunds(ctx, String(order.channel_order_ref));
        const others = new Set((await knex('returns').where({ account_id: job.accountId, order_id: order.id }).whereNot('id', ret.id).whereNotNull('channel_refund_ref').pluck('channel_refund_ref')).map(String));
        const mine = held.find((r) => r.amount === amount && !others.has(r.refundRef));
        if (mine) return { refund: mine, found: true };
      }
      if (!ret.channel_refund_attempted_at) {
        ret.channel_refund_attempted_at = new Date();
        await knex('returns').where({ account_id: job.accountId, id: ret.id }).update({ channel_refund_attempted_at: ret.channel_refund_attempted_at, channel_refund_status: 'SENDING' });
      }
      return { refund: await adapter.refundOrder!(ctx, request), found: false };
    });
    if ('pending' in refund) return comeBack({ id: refund.pending.id, held: refund.pending.held, checks: 0 }, refund.pending.checkAfterSeconds);
    await issued(refund);
    return { refund: refund.refundRef, amount, found_after_retry: found };
  } catch (error) {
    if (isChannelError(error) && error.kind === 'validation') return byHand('REFUSED', `${label} refused the refund: ${error.message}.`);
    if (isChannelError(error) && error.kind !== 'transient' && error.kind !== 'rate_limit' && error.kind !== 'auth') {
      await noteChannelError(knex, channel, error.message);
      return byHand('REFUSED', `${label} did not take the refund: ${error.message}.`);
    }
    return handleChannelFailure(job, error, channel);
  }
}

// ---- Cancellations ------------------------------------------------------------------------------------------------

async function cancelOnMarketplace(job: JobContext): Promise<unknown> {
  const knex = job.knex;
  const order = await knex('sales_orders').where({ account_id: job.accountId, id: String(job.payload.order_id) }).first();
  if (!order || order.status !== 'CANCELLED') return { skipped: 'the order is not cancelled' };
  const channel = order.sales_channel_id ? await knex('sales_channels').where({ account_id: job.accountId, id: order.sales_channel_id }).first() : null;
  if (!channel || !order.channel_order_ref) return { skipped: 'not a marketplace order' };
  const label = channelLabel(channel.type);
  const actor = await systemActor(knex, String(job.accountId), jobOrigin(job));
  const byHand = async (why: string) => {
    await raiseTask(knex, actor, {
      orderId: String(order.id), key: 'cancel', title: `Cancel ${order.number} on ${label}`,
      detail: `${why} Cancel order ${order.channel_order_ref} on ${label}${channel.name ? ` (channel ${channel.name})` : ''} so the buyer is not left waiting, then mark this task done.`,
    });
    return { by_hand: why };
  };
  const buyerRequested = job.payload.buyer_requested === true;
  // The merchant cancelled it on the marketplace already, and says so: nothing to send.
  if (order.cancel_reason === 'CANCELLED_ON_MARKETPLACE' && !buyerRequested) return { skipped: `already cancelled on ${label}` };
  if (!adapterFor(String(channel.type)).cancelOrder) return byHand(`${label}'s API has no way for Sellyard to cancel an order.`);
  if (channel.status !== 'CONNECTED') throw new Error(`the channel ${channel.name} is ${channel.status}: the cancellation is sent once it is connected again`);
  const request: CancelRequest = { orderRef: String(order.channel_order_ref), reason: (order.cancel_reason as SellerCancelReason | null) ?? null, buyerRequested };
  const recorded = jsonOf<Pending | null>(order.channel_cancel_pending, null);
  const comeBack = async (pending: Pending, hint: number) => {
    const checks = pending.checks ?? 0;
    await knex.transaction(async (trx) => {
      await trx('sales_orders').where({ account_id: job.accountId, id: order.id }).update({ channel_cancel_pending: JSON.stringify(pending) });
      await enqueueOutcomeCheck(trx, job, `channel.cancel-order:${order.id}:check-${checks}`, checkDelay(hint, checks));
    });
    return { waiting: pending.id, checks };
  };
  const settled = () => knex('sales_orders').where({ account_id: job.accountId, id: order.id }).update({ channel_cancel_pending: null });
  try {
    if (recorded) {
      // Sent before and still being processed then: read how it went, never send it again.
      if ((recorded.checks ?? 0) >= OUTCOME_CHECKS) {
        await settled();
        return byHand(`${label} had not finished processing the cancellation (${recorded.id}) after a day: look at the order on ${label}.`);
      }
      const outcome = await withChannel(knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => {
        if (!adapter.cancelOutcome) throw new Error(`the ${channel.type} adapter cannot read how a cancellation went`);
        return adapter.cancelOutcome(ctx, request, { id: recorded.id, checkAfterSeconds: 0 });
      });
      if (!outcome.done) return comeBack({ ...recorded, checks: (recorded.checks ?? 0) + 1 }, outcome.checkAfterSeconds);
      await settled();
      return { cancelled: order.channel_order_ref, checks: (recorded.checks ?? 0) + 1 };
    }
    const sent = await withChannel(knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.cancelOrder!(ctx, request));
    if (sent && 'pending' in sent) return comeBack({ id: sent.pending.id, checks: 0 }, sent.pending.checkAfterSeconds);
    return { cancelled: order.channel_order_ref };
  } catch (error) {
    if (isChannelError(error) && error.kind === 'validation') {
      await settled();
      return byHand(`${label} refused the cancellation: ${error.message}.`);
    }
    return handleChannelFailure(job, error, channel);
  }
}

/**
 * The next look at what the marketplace is processing: the same job kind and payload, later. Its own singleton key
 * (the running job holds the kind's), so it is queued even while this one runs.
 */
async function enqueueOutcomeCheck(trx: Knex, job: JobContext, key: string, seconds: number): Promise<void> {
  await enqueueJob(trx, { kind: job.kind, accountId: job.accountId, payload: job.payload, singletonKey: key, startAfterSeconds: seconds, cause: job.cause ?? null, ...CHANNEL_RETRY });
}

// ---- Return requests from the marketplace ---------------------------------------------------------------------------

export interface ReturnImportOutcome { created: number; unchanged: number; problems: string[] }

/** One return request into a return of its order, in its own savepoint; a refusal is a problem named, not a failed import. */
async function importReturnRequest(trx: Knex.Transaction, service: ResourceService, actor: Actor, channel: Row, request: ChannelReturnRequest, outcome: ReturnImportOutcome): Promise<void> {
  const label = channelLabel(channel.type);
  const order = await trx('sales_orders').where({ account_id: channel.account_id, sales_channel_id: channel.id, channel_order_ref: request.orderRef }).first();
  if (!order) {
    outcome.problems.push(`${label} return ${request.returnRef}: order ${request.orderRef} is not in Sellyard`);
    return;
  }
  if (await trx('returns').where({ account_id: channel.account_id, order_id: order.id, channel_return_ref: request.returnRef }).first('id')) {
    outcome.unchanged += 1;
    return;
  }
  const marketplaceLines = jsonOf<Array<{ line_ref: string; sku: string }>>(order.channel_lines, []);
  const settings = await returnSettingsOf(trx, model, String(channel.account_id));
  const reason = findReason(settings, request.reason);
  const lines = request.lines.map((line) => {
    const sku = line.sku ?? marketplaceLines.find((m) => m.line_ref === line.lineRef)?.sku ?? null;
    return { ...(sku ? { sku } : {}), qty: line.quantity, ...(reason ? { reason: reason.code } : {}) };
  });
  if (lines.some((l) => !l.sku)) {
    outcome.problems.push(`${label} return ${request.returnRef} of order ${order.number}: a line the order does not have`);
    return;
  }
  try {
    await trx.transaction(async (savepoint) => {
      await service.within(savepoint).createMany(savepoint, actor, entityNamed('return'), [{
        body: {
          order_id: order.id, lines,
          ...(request.comment ? { customer_comment: request.comment.slice(0, 2000) } : {}),
          notes: `Requested by the buyer on ${label} (return ${request.returnRef})${request.reason ? `, reason: ${request.reason}` : ''}.`,
        },
        serverFields: { channel_return_ref: request.returnRef },
        cause: `${label} return ${request.returnRef} of order ${request.orderRef}`,
      }]);
    });
    outcome.created += 1;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    outcome.problems.push(`${label} return ${request.returnRef} of order ${order.number}: ${error.message}${error.errors?.length ? ` (${error.errors.map((e) => `${e.pointer} ${e.message}`).join('; ')})` : ''}`);
  }
}

/**
 * The channel's return requests since its `returns_cursor`, each page and the cursor after it in one transaction
 * (under the channel's import lock, as orders are). Called by the order import once its orders are in.
 */
export async function importReturnRequests(job: JobContext, channel: Row, actor: Actor, service: ResourceService): Promise<ReturnImportOutcome> {
  const outcome: ReturnImportOutcome = { created: 0, unchanged: 0, problems: [] };
  if (!adapterFor(String(channel.type)).fetchReturnRequests) return outcome;
  const knex = job.knex;
  let cursor: string | null = (await knex('sales_channels').where({ account_id: channel.account_id, id: channel.id }).first('returns_cursor'))?.returns_cursor ?? null;
  for (let pages = 0; pages < RETURN_PAGES_PER_RUN; pages += 1) {
    const page = await withChannel(knex, job.secrets, channel as unknown as ChannelRow, (adapter, ctx) => adapter.fetchReturnRequests!(ctx, cursor));
    await knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`channel.import-orders:${channel.id}`]);
      for (const request of page.items) await importReturnRequest(trx, service.within(trx), actor, channel, request, outcome);
      await trx('sales_channels').where({ account_id: channel.account_id, id: channel.id }).update({ returns_cursor: page.cursor });
    });
    cursor = page.cursor;
    if (!page.more) break;
  }
  return outcome;
}

// Each run sends or looks once (a marketplace still processing is looked at again by a later run): minutes at most.
registerJobHandler('channel.issue-refund', issueRefund, { maxRunSeconds: 5 * 60 });
registerJobHandler('channel.cancel-order', cancelOnMarketplace, { maxRunSeconds: 5 * 60 });
