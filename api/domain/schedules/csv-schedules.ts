/**
 * CSV schedules: what is exported must be something the user saving the schedule may read (a schedule must not
 * become a way round permissions), columns and filter must be those of the exported resource (checked by the
 * same parser as the list screens), only the destination fields of its kind are kept, and the next run is
 * computed in the account's time zone. A schedule of a saved report (the schema allows a report or an entity list,
 * never both) needs a report the user may run: `reports` and a read of the report's dataset. `run-now` enqueues a
 * run (jobs.ts runs it).
 */
import type { Knex } from 'knex';
import type { EntityModel } from '../../../model/types.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { ApiError, fail, invalid, type FieldError } from '../../http/errors.ts';
import { parseListQuery } from '../../crud/list-query.ts';
import type { Actor } from '../../crud/actor.ts';
import type { EntityRecord, EntityHookContext } from '../hooks.ts';
import { resolveDataset } from '../reporting/reports.ts';
import { obviousRefusal } from '../../outbound/index.ts';

/**
 * A webhook URL or SFTP host that is obviously internal (an IP literal in any spelling, `localhost`) is refused when
 * saved, so the merchant learns it at once; names are judged again when each delivery connects (api/outbound).
 */
export function checkDestination(destination: CsvScheduleRow['destination']): void {
  if (destination.kind === 'WEBHOOK' && typeof destination.url === 'string' && URL.canParse(destination.url)) {
    const url = new URL(destination.url);
    const why = obviousRefusal(url.hostname, Number(url.port || (url.protocol === 'http:' ? 80 : 443)));
    if (why) invalid('/destination/url', `${url.hostname} ${why}`);
  }
  if (destination.kind === 'SFTP' && typeof destination.host === 'string') {
    const why = obviousRefusal(destination.host, Number(destination.port ?? 22));
    if (why) invalid('/destination/host', `${destination.host} ${why}`);
  }
}

type CsvScheduleRow = EntityRecord<'csv-schedule'>;

const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
export const DESTINATION_FIELDS: Record<string, string[]> = { EMAIL: ['kind', 'emails'], SFTP: ['kind', 'host', 'port', 'username', 'path'], WEBHOOK: ['kind', 'url'] };

/** Fields of `entity` that can be a CSV column: stored, returned scalars and arrays, not secrets or child lines. */
export function exportableColumns(entity: EntityModel): string[] {
  return entity.fields.filter((f) => !f.internal && !f.writeOnly && !f.virtual).map((f) => f.name);
}

/** A saved report's schedule: the saving user must be able to run it now (the run checks again, as that user). */
export async function checkReport(schedule: CsvScheduleRow, context: EntityHookContext<'csv-schedule'>, accountId: string): Promise<void> {
  const { actor, trx, model } = context;
  if (!actor.ability.can('read', 'reports')) invalid('/report_id', 'cannot be exported by you: your role may not read reports');
  const report = await trx('reports').where({ account_id: accountId, id: schedule.report_id }).first('dataset', 'name');
  // The reference check has already refused a report of another account or none at all.
  const dataset = report && resolveDataset(model, String(report.dataset));
  if (!dataset) return invalid('/report_id', 'reads a dataset this Sellyard does not have');
  if (!actor.ability.can('read', dataset.resource)) invalid('/report_id', `cannot be exported by you: "${report.name}" reads ${dataset.resource}, which your role may not read`);
}

export function checkExport(schedule: CsvScheduleRow, entities: EntityModel[], actor: Actor): void {
  // A singleton (settings) is one record, not a table to export on a schedule.
  const exportable = entities.filter((e) => e.resource && e.tenancy === 'account' && !e.singleton);
  const entity = exportable.find((e) => e.resource === schedule.entity);
  if (!entity) return invalid('/entity', `is not something Sellyard exports; choose one of ${exportable.map((e) => e.resource).sort().join(', ')}`);
  if (!actor.ability.can('read', entity.resource!)) invalid('/entity', `cannot be exported by you: your role may not read ${entity.resource}`);

  const columns = new Set(exportableColumns(entity));
  const errors: FieldError[] = ((schedule.columns as string[]) ?? []).flatMap((column, i) =>
    columns.has(column) ? [] : [{ pointer: `/columns/${i}`, message: `is not a field of ${entity.resource}; use ${[...columns].join(', ')}` }]);
  if (errors.length) fail('validation_failed', errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);

  try {
    parseListQuery(entity, { filter: JSON.stringify(schedule.filter ?? {}) });
  } catch (error) {
    // The parser speaks about query parameters (`/filter/x`), which are exactly this body's `filter` members.
    if (error instanceof ApiError && error.code === 'bad_query') fail('validation_failed', error.detail, error.errors);
    throw error;
  }
}

/** The wall-clock parts of `instant` in `timeZone`. */
function zoned(instant: number, timeZone: string) {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  }).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day), h: Number(parts.hour), mi: Number(parts.minute) };
}

/** The instant a wall-clock time in `timeZone` happens (the later offset is used across a clock change). */
function fromZoned(y: number, m: number, d: number, h: number, mi: number, timeZone: string): number {
  const wanted = Date.UTC(y, m - 1, d, h, mi);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = zoned(guess, timeZone);
    guess += wanted - Date.UTC(seen.y, seen.m - 1, seen.d, seen.h, seen.mi);
  }
  return guess;
}

/** The first run after `now` (ms) of a schedule, in the account's time zone. */
export function nextRun(schedule: Pick<CsvScheduleRow, 'time' | 'frequency'> & Partial<Pick<CsvScheduleRow, 'weekday' | 'month_day'>>, timeZone: string, now = Date.now()): Date {
  const [hour, minute] = String(schedule.time ?? '06:00').split(':').map(Number);
  const start = zoned(now, timeZone);
  // Two months of calendar days cover every frequency (a monthly day is at most 28).
  for (let offset = 0; offset <= 62; offset++) {
    const day = new Date(Date.UTC(start.y, start.m - 1, start.d + offset));
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    if (schedule.frequency === 'WEEKLY' && WEEKDAYS[day.getUTCDay()] !== schedule.weekday) continue;
    if (schedule.frequency === 'MONTHLY' && d !== schedule.month_day) continue;
    const hours = schedule.frequency === 'HOURLY' ? Array.from({ length: 24 }, (_, h) => h) : [hour];
    for (const h of hours) {
      const at = fromZoned(y, m, d, h, minute, timeZone);
      if (at > now) return new Date(at);
    }
  }
  throw new Error('no next run within two months');
}

/** The account's IANA time zone (UTC when unset or unknown). */
export async function accountTimeZone(db: Knex, accountId: string): Promise<string> {
  const account = await db('accounts').where({ id: accountId }).first('timezone');
  const zone = String(account?.timezone ?? 'UTC');
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The job kind of one run of a CSV schedule (api/domain/schedules/jobs.ts). */
export const CSV_SCHEDULE_RUN = 'csv-schedule.run';

/**
 * Enqueues a run of `schedule` in `trx` and records it as QUEUED in its run history. A run already waiting for
 * the schedule absorbs this one (null).
 */
export async function enqueueCsvRun(trx: Knex, schedule: Pick<CsvScheduleRow, 'id' | 'account_id'>, trigger: 'SCHEDULE' | 'RUN_NOW'): Promise<string | null> {
  const accountId = String(schedule.account_id);
  const jobId = await enqueueJob(trx, { kind: CSV_SCHEDULE_RUN, accountId, payload: { scheduleId: schedule.id }, singletonKey: `csv-schedule:${schedule.id}` });
  if (jobId) await trx('csv_schedule_runs').insert({ account_id: accountId, schedule_id: schedule.id, job_id: jobId, trigger, state: 'QUEUED' });
  return jobId;
}
