/**
 * `carriers.track` (recurring, every 15 minutes on every worker): reads the carrier's tracking of every bought
 * label still on its way (at most 200 a run, least recently checked first) and acts on DELIVERED
 * (labels.ts refreshTracking). A carrier that fails is skipped until the next run; nothing is lost.
 */
import { model } from '../../../generated/model.ts';
import { registerRecurringJob } from '../../jobs/index.ts';
import { ResourceService } from '../../crud/service.ts';
import { domainHooks } from '../index.ts';
import { systemActor } from '../channels/system-actor.ts';
import { refreshTracking } from './labels.ts';

export const TRACKING_EVERY_SECONDS = 900;

registerRecurringJob('carriers.track', TRACKING_EVERY_SECONDS, async (job) => {
  const due = await job.knex('shipments').whereIn('status', ['LABEL_CREATED', 'SHIPPED']).whereNotNull('carrier_reference').whereNotNull('tracking_number')
    .whereNotNull('carrier_id').orderBy('updated_at').limit(200).select('id', 'account_id');
  const service = new ResourceService(job.knex, model, domainHooks, job.secrets);
  let done = 0;
  for (const shipment of due) {
    try {
      const actor = await systemActor(job.knex, String(shipment.account_id), { job: 'carriers.track', jobId: job.id });
      await refreshTracking(job.knex, service, actor, String(shipment.id), job.secrets);
    } catch {
      // One carrier's outage or refusal waits for the next run; the others go on.
    }
    await job.reportProgress(++done, due.length);
  }
});
