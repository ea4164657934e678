/**
 * The csv-schedule hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/schedules/csv-schedules.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { accountOf } from '../../api/domain/shared/settings-helpers.ts';
import { checkReport, checkExport, DESTINATION_FIELDS, checkDestination, nextRun, accountTimeZone, enqueueCsvRun } from '../../api/domain/schedules/csv-schedules.ts';

export const hooks = defineHooks('csv-schedule', {
  async beforeWrite(schedule, context) {
    const accountId = accountOf(schedule, context);
    if (schedule.report_id) {
      await checkReport(schedule, context, accountId);
      // The report's own filters apply; a list filter kept from an earlier entity export would mean nothing.
      schedule.filter = {};
    } else checkExport(schedule, context.model.entities, context.actor);
    const destination = schedule.destination;
    schedule.destination = Object.fromEntries(Object.entries(destination).filter(([key]) => DESTINATION_FIELDS[String(destination.kind)].includes(key))) as typeof schedule.destination;
    checkDestination(schedule.destination);
    const status = context.existing?.status ?? 'ENABLED';
    schedule.next_run_at = status === 'ENABLED' ? nextRun(schedule, await accountTimeZone(context.trx, accountId)) : null;
    // Runs export what the user who last saved it may read (checked above). Platform staff saving in a merchant's
    // account are no user of it: the schedule keeps its previous user (else the account's owner runs it).
    if (context.actor.user.accountId === accountId) schedule.run_as_user_id = context.actor.user.id;
  },

  async beforeTransition(transition, schedule, context) {
    // `resume` lists next_run_at among the fields it sets, so the value computed here is stored.
    if (transition === 'resume') schedule.next_run_at = nextRun(schedule, await accountTimeZone(context.trx, String(schedule.account_id)));
    if (transition === 'run-now') await enqueueCsvRun(context.trx, schedule, 'RUN_NOW');
  },
});
