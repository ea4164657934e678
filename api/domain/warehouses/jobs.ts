/**
 * `warehouses.sync` (recurring, every 5 minutes): synchronises every ACTIVE warehouse provider whose type has an
 * adapter (sync.ts: hand-offs, shipments, stock, ASNs). One provider's outage waits for the next run; the others go on.
 */
import { model } from '../../../generated/model.ts';
import { registerRecurringJob } from '../../jobs/index.ts';
import { ResourceService } from '../../crud/service.ts';
import { domainHooks } from '../index.ts';
import { WAREHOUSE_PROVIDERS } from '../../warehouses/types.ts';
import { syncProvider } from './sync.ts';

export const WAREHOUSE_SYNC_EVERY_SECONDS = 300;

registerRecurringJob('warehouses.sync', WAREHOUSE_SYNC_EVERY_SECONDS, async (job) => {
  const due = await job.knex('warehouse_providers as p').join('warehouse_provider_types as t', function join() { this.on('t.id', 'p.provider_type_id').andOn('t.account_id', 'p.account_id'); })
    .where('p.status', 'ACTIVE').whereIn('t.code', WAREHOUSE_PROVIDERS).orderBy('p.last_synced_at', 'asc').select('p.id', 'p.account_id');
  const service = new ResourceService(job.knex, model, domainHooks, job.secrets);
  let done = 0;
  for (const provider of due) {
    try {
      await syncProvider(job.knex, service, String(provider.account_id), String(provider.id), job.secrets);
    } catch {
      // Recorded on the provider (last_error); the next run tries again.
    }
    await job.reportProgress(++done, due.length);
  }
});
