/**
 * One policy for what a marketplace's "no" does, whichever job met it:
 *
 *   validation  the listing shows the marketplace's messages (`issues`, field by field) and, if it was being
 *               submitted, goes to ERROR; the job ends (nothing to retry until the merchant changes something)
 *   auth        (withChannel already tried one refresh) the channel goes DISCONNECTED with `last_error` saying
 *               why; the work waits: submitted listings stay SUBMITTING and are sent again on reconnection
 *   rate_limit  the same job is queued again after the marketplace's Retry-After (never dropped, never counted
 *               as a failed try)
 *   transient   thrown: the queue retries with backoff (CHANNEL_RETRY), then the job is dead-lettered
 *   permanent   the listing (if any) shows it; the job fails with the message
 *
 * Every failure but validation is also written to the channel's `last_error`, for the channel health screen.
 */
import type { Knex } from 'knex';
import { enqueueJob, jobOrigin, type JobContext } from '../../jobs/index.ts';
import { ChannelError, isChannelError } from '../../channels/index.ts';
import { SandboxDisabledError } from '../../channels/base-url.ts';
import type { Row } from '../../crud/repository.ts';
import { CHANNEL_RETRY } from './pushes.ts';
import { entityNamed, systemActor } from './system-actor.ts';
import { ResourceService } from '../../crud/service.ts';
import { model } from '../../../generated/model.ts';
import { domainHooks } from '../index.ts';

export interface Issue { code: string; message: string; severity: 'ERROR' | 'WARNING' | 'INFO' }

export function issuesOf(error: ChannelError): Issue[] {
  if (error.fields.length) {
    return error.fields.map((f) => ({ code: f.code.slice(0, 64), message: `${f.field ? `${f.field}: ` : ''}${f.message}`.slice(0, 2000), severity: 'ERROR' as const }));
  }
  return [{ code: error.kind.toUpperCase(), message: error.message.slice(0, 2000), severity: 'ERROR' }];
}

/**
 * Writes the channel's `last_error`. A channel that lost access keeps saying why: the late answer of a call made
 * before (a push retried after a 5xx) does not replace it.
 */
export async function noteChannelError(knex: Knex, channel: Row, message: string, options: { evenIfDisconnected?: boolean; source?: string } = {}): Promise<void> {
  const row = knex('sales_channels').where({ account_id: channel.account_id, id: channel.id });
  if (!options.evenIfDisconnected) row.whereNot('status', 'DISCONNECTED');
  await row.update({ last_error: message.slice(0, 2000), last_error_at: knex.fn.now(), last_error_source: options.source?.slice(0, 64) ?? null });
}

/**
 * The work `source` (a job kind) succeeded: an error that same work met earlier (a push that failed, then went
 * through on its retry) is over, so the channel's health stops showing it. Errors of other work, and the reason a
 * channel lost access, stay.
 */
export async function clearChannelError(knex: Knex, channel: Row, source: string): Promise<void> {
  await knex('sales_channels').where({ account_id: channel.account_id, id: channel.id, last_error_source: source }).whereNot('status', 'DISCONNECTED')
    .update({ last_error: null, last_error_at: null, last_error_source: null });
}

/**
 * The channel refused our token for good: DISCONNECTED, and the merchant is told why. Both in one transaction, so
 * no one sees the channel disconnected with another error, and no late error of an earlier call replaces the reason.
 */
export async function loseAccess(knex: Knex, channel: Row, message: string, job: Pick<JobContext, 'id' | 'kind' | 'cause'>): Promise<void> {
  await knex.transaction(async (trx) => {
    await noteChannelError(trx, channel, `The marketplace refused Sellyard's access (${message}). Connect the channel again: what waits is sent then.`, { evenIfDisconnected: true });
    const actor = await systemActor(trx, String(channel.account_id), jobOrigin(job, `the marketplace refused access (${message})`.slice(0, 300)));
    const current = await trx('sales_channels').where({ account_id: channel.account_id, id: channel.id }).first('status');
    if (current && current.status !== 'DISCONNECTED') await new ResourceService(trx, model, domainHooks).transition(actor, entityNamed('sales-channel'), String(channel.id), 'lose-access', {});
  });
}

/** Writes issues on a listing (and ERROR when it was being submitted). */
export async function refuseListing(knex: Knex, listing: Row, issues: Issue[], job: Pick<JobContext, 'id' | 'kind' | 'cause'>): Promise<void> {
  await knex('listings').where({ account_id: listing.account_id, id: listing.id }).update({ issues: JSON.stringify(issues), last_sync_at: knex.fn.now() });
  if (listing.status === 'SUBMITTING') {
    const actor = await systemActor(knex, String(listing.account_id), jobOrigin(job, 'the marketplace refused the listing'));
    await new ResourceService(knex, model, domainHooks).transition(actor, entityNamed('listing'), String(listing.id), 'fail', {});
  }
}

/**
 * Applies the policy to `error` met by `job` for `channel` (and `listing`). Returns what the job reports as its
 * output when the job should end normally; throws when the queue should retry or fail it.
 */
export async function handleChannelFailure(job: JobContext, error: unknown, channel: Row, listing?: Row): Promise<Record<string, unknown>> {
  if (error instanceof SandboxDisabledError) error = new ChannelError('permanent', error.message);
  if (!isChannelError(error)) throw error;
  const knex = job.knex;
  switch (error.kind) {
    case 'validation':
      if (listing) await refuseListing(knex, listing, issuesOf(error), job);
      else await noteChannelError(knex, channel, error.message, { source: job.kind });
      return { refused: error.message };
    case 'auth':
      await loseAccess(knex, channel, error.message, job);
      return { waiting: 'channel disconnected', error: error.message };
    case 'rate_limit': {
      const seconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 5000) / 1000));
      await noteChannelError(knex, channel, `Rate limited by the marketplace: trying again in ${seconds} s.`, { source: job.kind });
      // Not the same singleton key: this job is still running, and the retry must not be absorbed by it.
      await enqueueJob(knex, { kind: job.kind, accountId: job.accountId, payload: job.payload, startAfterSeconds: seconds, singletonKey: `${job.kind}:${JSON.stringify(job.payload)}:retry`, ...CHANNEL_RETRY });
      return { deferred_seconds: seconds };
    }
    case 'transient':
      await noteChannelError(knex, channel, error.message, { source: job.kind });
      throw error;
    default:
      await noteChannelError(knex, channel, error.message, { source: job.kind });
      if (listing) await knex('listings').where({ account_id: listing.account_id, id: listing.id }).update({ issues: JSON.stringify(issuesOf(error)), last_sync_at: knex.fn.now() });
      if (listing?.status === 'SUBMITTING') await refuseListing(knex, listing, issuesOf(error), job);
      throw error;
  }
}
