/**
 * The listing-import-schedule hooks: what runs when one is written or moves through its states.
 * The domain logic they call stays in its business area (api/domain/listings/listings.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { INTERVAL_MS } from '../../api/domain/listings/listings.ts';

export const hooks = defineHooks('listing-import-schedule', {
  async beforeWrite(schedule, { trx, existing }) {
    const accountId = String(existing?.account_id ?? schedule.account_id);
    if (!schedule.name) {
      const channel = await trx('sales_channels').where({ account_id: accountId, id: schedule.sales_channel_id }).first('name');
      schedule.name = `${channel.name} listing import`;
    }
    const interval = INTERVAL_MS[String(schedule.interval)];
    if (!existing) {
      schedule.next_run_at = new Date(Date.now() + interval);
    } else if (existing.status === 'ENABLED' && existing.interval !== schedule.interval) {
      // A new interval counts from the last run; if that moment has passed, the next run is due now.
      const from = existing.last_run_at ? new Date(String(existing.last_run_at)).getTime() : Date.now();
      schedule.next_run_at = new Date(Math.max(Date.now(), from + interval));
    }
  },
  async beforeTransition(transition, schedule) {
    // `resume` sets next_run_at (to now) so that the value chosen here is stored: one interval from now.
    if (transition === 'resume') schedule.next_run_at = new Date(Date.now() + INTERVAL_MS[String(schedule.interval)]);
  },
});
