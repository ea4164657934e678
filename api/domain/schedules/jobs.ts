/**
 * The schedules' jobs:
 *
 * - `schedules.tick` (recurring, every 30 s on every worker, coalesced to one waiting): claims due CSV schedules
 *   and listing import schedules with FOR UPDATE SKIP LOCKED, enqueues one run each and moves their next run, all
 *   in one transaction, so several workers never start a schedule twice and a crash loses no run.
 * - `csv-schedule.run` (runCsvSchedule): exports the schedule's rows with the permissions of its user through the
 *   list export (api/crud/export.ts), or runs its saved report through the code of `GET /api/reports/:id/run.csv`
 *   (api/domain/reporting/routes.ts), stores the file on the run (bytea), delivers it and records the attempt.
 *   Idempotent: a retry reuses the stored file and only delivers again; a delivered run is not redone.
 * - `listing-import.run` (importChannelListings): fetches the channel's listings from the marketplace and links them
 *   to products (api/domain/channels/listing-import.ts).
 */
import { importChannelListings } from '../channels/listing-import.ts';
import type { Knex } from 'knex';
import { model } from '../../../generated/model.ts';
import { registerJobHandler, registerRecurringJob, enqueueJob, type JobContext } from '../../jobs/index.ts';
import { ResourceService } from '../../crud/service.ts';
import { abilityFor, type Actor } from '../../crud/actor.ts';
import { openCsvExport } from '../../crud/export.ts';
import type { Row } from '../../crud/repository.ts';
import { loadSessionUser } from '../../auth/sessions.ts';
import { INTERVAL_MS } from '../listings/listings.ts';
import { domainHooks } from '../index.ts';
import { CSV_SCHEDULE_RUN, accountTimeZone, enqueueCsvRun, nextRun } from './csv-schedules.ts';
import { deliver, type DeliveryAttempt } from './delivery.ts';
import { reportCsv, reportFilename, runReport } from '../reporting/routes.ts';
import type { EntityRecord } from '../hooks.ts';

export const SCHEDULES_TICK = 'schedules.tick';
export const LISTING_IMPORT_RUN = 'listing-import.run';
/** Schedules claimed per tick; the next tick takes the rest. */
const CLAIM_BATCH = 100;

/** Enqueues the due schedules' runs and moves their next run. */
export async function claimDueSchedules(knex: Knex): Promise<number> {
  return knex.transaction(async (trx) => {
    const csv: Array<EntityRecord<'csv-schedule'>> = await trx('csv_schedules').where({ status: 'ENABLED' }).where('next_run_at', '<=', trx.fn.now())
      .orderBy('next_run_at').limit(CLAIM_BATCH).forUpdate().skipLocked();
    for (const schedule of csv) {
      await enqueueCsvRun(trx, schedule, 'SCHEDULE');
      const next = nextRun(schedule, await accountTimeZone(trx, String(schedule.account_id)));
      await trx('csv_schedules').where({ account_id: schedule.account_id, id: schedule.id }).update({ next_run_at: next });
    }
    // `run-now` on a listing import sets next_run_at to now, also while paused.
    const imports: Row[] = await trx('listing_import_schedules').where('next_run_at', '<=', trx.fn.now())
      .orderBy('next_run_at').limit(CLAIM_BATCH).forUpdate().skipLocked();
    for (const schedule of imports) {
      await enqueueJob(trx, { kind: LISTING_IMPORT_RUN, accountId: String(schedule.account_id), payload: { scheduleId: schedule.id }, singletonKey: `listing-import:${schedule.id}` });
      const next = schedule.status === 'ENABLED' ? new Date(Date.now() + (INTERVAL_MS[String(schedule.interval)] ?? INTERVAL_MS.DAILY)) : null;
      await trx('listing_import_schedules').where({ account_id: schedule.account_id, id: schedule.id }).update({ next_run_at: next });
    }
    return csv.length + imports.length;
  });
}

/** The actor a schedule runs as: its user while ACTIVE, else (no user recorded) the account's owner. */
async function runAs(knex: Knex, schedule: Row): Promise<Actor> {
  const accountId = String(schedule.account_id);
  let userId = schedule.run_as_user_id as string | null;
  if (!userId) {
    const owner = await knex('users').where({ account_id: accountId, role: 'owner', status: 'ACTIVE' }).orderBy('created_at').first('id');
    if (!owner) throw new Error('the account has no active owner to run this schedule as');
    userId = owner.id;
  }
  const user = await loadSessionUser(knex, accountId, userId!);
  if (!user) throw new Error('the user this schedule runs as is no longer active: save the schedule again to run it as yourself');
  return { user, ability: abilityFor(user, model), accountId };
}

interface RunFile { content: Buffer; rows: number; name: string }

const stamp = () => new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');

/**
 * A saved report's file: the report run as the schedule's user, exactly as `run.csv` answers it (its date range
 * resolved on the day of the run, its row limit, money per currency): the same bytes as the download.
 */
async function reportFile(job: JobContext, schedule: Row, actor: Actor, runId: string): Promise<RunFile> {
  const report: Row | undefined = await job.knex('reports').where({ account_id: schedule.account_id, id: schedule.report_id }).first();
  if (!report) throw new Error('the saved report of this schedule was deleted');
  await job.reportProgress(0);
  const result = await runReport(job.knex, model, actor, report);
  await job.reportProgress(result.rows.length, result.rows.length);
  const content = Buffer.from([...reportCsv(result)].join(''), 'utf8');
  return { content, rows: result.rows.length, name: `${reportFilename(report).replace(/\.csv$/, '')}-${stamp()}-${runId.slice(0, 8)}.csv` };
}

async function exportFile(job: JobContext, schedule: Row, runId: string): Promise<RunFile> {
  const actor = await runAs(job.knex, schedule);
  if (schedule.report_id) return reportFile(job, schedule, actor, runId);
  const entity = model.entities.find((e) => e.resource === schedule.entity);
  if (!entity) throw new Error(`${schedule.entity} is not something Sellyard exports`);
  const service = new ResourceService(job.knex, model, domainHooks, job.secrets);
  const query = { filter: JSON.stringify(schedule.filter ?? {}) };
  const { total } = await service.list(actor, entity, { ...query, range: '[0,0]' });
  await job.reportProgress(0, total);
  let rows = 0;
  const { body } = await openCsvExport(service, job.knex, actor, entity, query, {
    columns: schedule.columns as string[],
    onRows: async (done) => { rows = done; await job.reportProgress(done, Math.max(done, total)); },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return { content: Buffer.concat(chunks), rows, name: `${schedule.entity}-${stamp()}-${runId.slice(0, 8)}.csv` };
}

/** One run of a CSV schedule (job payload `{ scheduleId }`). */
export async function runCsvSchedule(job: JobContext): Promise<unknown> {
  const { knex } = job;
  const accountId = String(job.accountId);
  const scheduleId = String(job.payload.scheduleId);
  await knex('csv_schedule_runs').insert({ account_id: accountId, schedule_id: scheduleId, job_id: job.id, trigger: 'SCHEDULE' }).onConflict(['account_id', 'job_id']).ignore();
  const run: Row = await knex('csv_schedule_runs').where({ account_id: accountId, job_id: job.id }).first();
  if (run.state === 'SUCCEEDED') return { runId: run.id, skipped: 'already delivered' };
  const schedule: Row | undefined = await knex('csv_schedules').where({ account_id: accountId, id: scheduleId }).first();
  if (!schedule) {
    await knex('csv_schedule_runs').where({ id: run.id }).update({ state: 'FAILED', error: 'the schedule was deleted', finished_at: knex.fn.now() });
    return { runId: run.id, skipped: 'schedule deleted' };
  }
  await knex('csv_schedule_runs').where({ id: run.id }).update({ state: 'RUNNING', error: null });
  const finish = (state: 'SUCCEEDED' | 'FAILED', fields: Row) => Promise.all([
    knex('csv_schedule_runs').where({ id: run.id }).update({ state, finished_at: knex.fn.now(), ...fields }),
    knex('csv_schedules').where({ account_id: accountId, id: scheduleId }).update({ last_run_at: knex.fn.now(), last_run_status: state, ...(fields.rows === undefined ? {} : { last_run_rows: fields.rows }) }),
  ]);
  try {
    let file: RunFile | undefined = run.file ? { content: Buffer.from(run.file as Uint8Array), rows: Number(run.rows), name: String(run.file_name) } : undefined;
    if (!file) {
      file = await exportFile(job, schedule, String(run.id));
      await knex('csv_schedule_runs').where({ id: run.id }).update({ file: file.content, file_name: file.name, file_size: file.content.length, rows: file.rows });
    }
    const secret = schedule.destination_secret && job.secrets
      ? String(job.secrets.decrypt(String(schedule.destination_secret), 'csv_schedules.destination_secret'))
      : undefined;
    const attempt: DeliveryAttempt = await deliver(knex, schedule, secret, { name: file.name, content: file.content, runId: String(run.id) });
    await knex('csv_schedule_runs').where({ id: run.id }).update({ deliveries: knex.raw('deliveries || ?::jsonb', [JSON.stringify([attempt])]) });
    if (!attempt.ok) throw new Error(`delivery failed: ${attempt.detail}`);
    await finish('SUCCEEDED', { rows: file.rows });
    return { runId: run.id, rows: file.rows, bytes: file.content.length };
  } catch (error) {
    // The job's retries (with backoff) try again; the run shows the latest error meanwhile.
    await finish('FAILED', { error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

registerRecurringJob(SCHEDULES_TICK, 30, async (job) => ({ claimed: await claimDueSchedules(job.knex) }));
registerJobHandler(CSV_SCHEDULE_RUN, runCsvSchedule);
// Listing import runs talk to the marketplace: their handler is the channels area's (api/domain/channels/listing-import.ts).
registerJobHandler(LISTING_IMPORT_RUN, importChannelListings);
