/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/listing-import-schedule.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { ListingImportSchedule } from '../types.ts';
import { SalesChannelModel } from './sales-channel.ts';

/** Fetches a sales channel's existing listings at a fixed interval and links them to products, matched by SKU or by barcode (GTIN); unmatched listings become new products only when `create_missing_products` is on. One schedule per sales channel. ENABLED ↔ PAUSED (`pause`, `resume`); `run-now` asks for a run at once without changing the status. The server keeps `next_run_at` (the last run, or now, plus the interval; none while paused) and the importer writes `last_run_at` and `runs`, the history of the last 20 runs with their counts and errors. The name defaults to the channel's name followed by "listing import". */
export interface ListingImportScheduleModel extends ListingImportSchedule {
  /** The sales channel `sales_channel_id` points at. Loaded with `withGraphFetched('sales_channel')`. */
  sales_channel?: SalesChannelModel | null;
}

/** Table `listing_import_schedules`, served as `/api/listing-import-schedules`. */
export class ListingImportScheduleModel extends Model {
  static tableName = 'listing_import_schedules';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['runs'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      sales_channel: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesChannelModel,
        join: { from: ['listing_import_schedules.account_id', 'listing_import_schedules.sales_channel_id'], to: ['sales_channels.account_id', 'sales_channels.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of ListingImportScheduleModel.hiddenColumns) delete out[column];
    return out;
  }
}
