/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/csv-schedule.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { CsvSchedule } from '../types.ts';

/** A CSV export that runs on a schedule and is delivered by email, to an SFTP server or to an https webhook. `entity` is the REST resource to export (products, sales-orders...), which the user saving the schedule must be allowed to read; `columns` are fields of it, in file order; `filter` is a list filter of that resource (the same JSON as the list screens send, e.g. {"status": "PAID"}). Runs happen HOURLY (at `time`'s minute), DAILY at `time`, WEEKLY on `weekday` at `time` or MONTHLY on `month_day` (1-28, so every month has it) at `time`, in the account's time zone (`weekday` and `month_day` always have a value, used only by their frequency); `next_run_at` is computed on save and on resume. `destination_secret` (the SFTP password or the webhook's signing secret) is write-only and encrypted. Status ENABLED ↔ PAUSED; a paused schedule has no next run. The runs themselves are to go through the Postgres job queue (see README, Scaling out). */
export interface CsvScheduleModel extends CsvSchedule {
  /** Server only: removed by $formatJson. */
  destination_secret: string | null;
}

/** Table `csv_schedules`, served as `/api/csv-schedules`. */
export class CsvScheduleModel extends Model {
  static tableName = 'csv_schedules';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['columns', 'filter', 'destination'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = ['destination_secret'];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of CsvScheduleModel.hiddenColumns) delete out[column];
    return out;
  }
}
