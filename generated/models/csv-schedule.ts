/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/csv-schedule.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { CsvSchedule } from '../types.ts';
import { UserModel } from './user.ts';

/** A CSV export that runs on a schedule and is delivered by email, to an SFTP server or to an https webhook. `entity` is the REST resource to export (products, sales-orders...), which the user saving the schedule must be allowed to read; `columns` are fields of it, in file order; `filter` is a list filter of that resource (the same JSON as the list screens send, e.g. {"status": "PAID"}). Runs happen HOURLY (at `time`'s minute), DAILY at `time`, WEEKLY on `weekday` at `time` or MONTHLY on `month_day` (1-28, so every month has it) at `time`, in the account's time zone (`weekday` and `month_day` always have a value, used only by their frequency); `next_run_at` is computed on save and on resume. `destination_secret` (the SFTP password or the webhook's signing secret) is write-only and encrypted. Status ENABLED ↔ PAUSED; a paused schedule has no next run. `run-now` enqueues a run at once, leaving status and next run as they are. Each run is a background job (README, Background jobs) run with the permissions of `run_as_user_id`, the user who last saved the schedule; `GET /api/csv-schedules/:id/runs` lists the runs (state, rows, file size, error, delivery attempts) and `GET /api/csv-schedule-runs/:id/file` downloads a run's file. */
export interface CsvScheduleModel extends CsvSchedule {
  /** Server only: removed by $formatJson. */
  destination_secret: string | null;
  /** The user `run_as_user_id` points at. Loaded with `withGraphFetched('run_as_user')`. */
  run_as_user?: UserModel | null;
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
    return {
      run_as_user: {
        relation: Model.BelongsToOneRelation,
        modelClass: UserModel,
        join: { from: ['csv_schedules.account_id', 'csv_schedules.run_as_user_id'], to: ['users.account_id', 'users.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of CsvScheduleModel.hiddenColumns) delete out[column];
    return out;
  }
}
