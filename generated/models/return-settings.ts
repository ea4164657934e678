/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/return-settings.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { ReturnSettings } from '../types.ts';

/** How the account takes returns, one record per account (a singleton: GET and PUT /api/return-settings). `reasons` is the merchant's own list of return reasons: each a `code` (unique, upper case), the `label` staff and customers see, and whether units returned for it go back to stock (`restock`: a faulty item does not). While the list is not empty, a return line that gives a `reason` must name one of them, by code or by label (case-insensitive). `return_window_days` (UK consumer default 14) is how many days after the order's date a return may still be requested; a later request is refused, naming the last day; 0 turns the check off. `restock_undamaged`: received, undamaged units go back on hand when a return is received (off: the warehouse restocks by hand). `restocking_fee_percent` is withheld from the most that may be refunded for the returned lines (never from shipping). `require_authorisation`: new returns wait for someone to authorise them; off, a return created with lines starts AUTHORISED. `rma_prefix` starts the RMA numbers of new returns (RMA-000012). Guarded by the `returnSettings` permission; partners read their clients' settings. */
export interface ReturnSettingsModel extends ReturnSettings {
}

/** Table `return_settings`, served as `/api/return-settings`. */
export class ReturnSettingsModel extends Model {
  static tableName = 'return_settings';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['reasons'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of ReturnSettingsModel.hiddenColumns) delete out[column];
    return out;
  }
}
