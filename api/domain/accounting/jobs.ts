/**
 * `xero.sync` (per account): posts what is due to Xero (xero-sync.ts). Queued by `POST /api/xero-settings/sync` and
 * every 15 minutes by `xero.due` for each account whose link is on and connected; one waits per account at a time.
 * A 429 longer than a worker should wait queues the run again after Xero's Retry-After (never dropped, not a failed
 * try); records Xero refused make the run end failed, naming them, so they show in Background jobs as well as on
 * each record. Auth failures and outages fail the run too (and the settings say why).
 */
import type { Knex } from 'knex';
import { enqueueJob, registerJobHandler, registerRecurringJob } from '../../jobs/index.ts';
import { syncXero, XeroBusy } from './xero-sync.ts';

export const XERO_SYNC = 'xero.sync';
export const XERO_DUE_EVERY_SECONDS = 900;

export function enqueueXeroSync(knex: Knex, accountId: string, cause: string, startAfterSeconds?: number): Promise<string | null> {
  return enqueueJob(knex, { kind: XERO_SYNC, accountId, payload: {}, singletonKey: accountId, cause, retryLimit: 0, startAfterSeconds });
}

registerJobHandler(XERO_SYNC, async (job) => {
  if (!job.accountId) throw new Error('xero.sync needs an account');
  let outcome;
  try {
    outcome = await syncXero(job.knex, job.accountId, job.secrets);
  } catch (error) {
    if (!(error instanceof XeroBusy)) throw error;
    await enqueueXeroSync(job.knex, job.accountId, 'Xero asked to wait (429)', Math.ceil(error.retryAfterMs / 1000));
    return { requeued_after_seconds: Math.ceil(error.retryAfterMs / 1000) };
  }
  if (outcome.failed.length) {
    throw new Error(`Xero refused ${outcome.failed.length} record(s): ${outcome.failed.slice(0, 5).map((f) => `${f.record}: ${f.message}`).join('; ')}`.slice(0, 2000));
  }
  return outcome;
}, { maxRunSeconds: 30 * 60 });

registerRecurringJob('xero.due', XERO_DUE_EVERY_SECONDS, async (job) => {
  const accounts = await job.knex('xero_settings').where({ enabled: true }).whereNotNull('tokens').whereNot('connection_status', 'NOT_CONNECTED').select('account_id');
  for (const row of accounts) await enqueueXeroSync(job.knex, String(row.account_id), 'every 15 minutes');
  return { queued: accounts.length };
});
