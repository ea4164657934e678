/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/general-settings.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { GeneralSettings } from '../types.ts';
import { LocationModel } from './location.ts';
import { SalesTaxModel } from './sales-tax.ts';

/** The account's own details and defaults, one record per account (a singleton: GET and PUT /api/general-settings). Company details (trading and legal name, company number, VAT number checked against its country's format, EORI for customs, contact email and phone, business address) go on invoices, packing slips and customs forms; the time zone and date format are how dates are shown and when a day ends for reports; the weight and dimension units are what product forms and shipping rules display (products store grams and millimetres whatever is chosen here); the default location and sales tax preset new documents and products; the low-stock threshold is the minimum level a new stock level starts with. The setup wizard records its progress in `setup_completed_steps` and stamps `setup_completed_at` when every step is done. Every signed-in member of the account may read them (a member grant: forms and documents need them); changing them needs the `generalSettings` permission, which owners hold (allPermissions) and may grant to staff. Nothing is required, so the wizard can save one step at a time; before the first save the API answers the defaults below with `version: 0`. */
export interface GeneralSettingsModel extends GeneralSettings {
  /** The location `default_location_id` points at. Loaded with `withGraphFetched('default_location')`. */
  default_location?: LocationModel | null;
  /** The sales tax `default_sales_tax_id` points at. Loaded with `withGraphFetched('default_sales_tax')`. */
  default_sales_tax?: SalesTaxModel | null;
}

/** Table `general_settings`, served as `/api/general-settings`. */
export class GeneralSettingsModel extends Model {
  static tableName = 'general_settings';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['business_address', 'setup_completed_steps'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      default_location: {
        relation: Model.BelongsToOneRelation,
        modelClass: LocationModel,
        join: { from: ['general_settings.account_id', 'general_settings.default_location_id'], to: ['locations.account_id', 'locations.id'] },
      },
      default_sales_tax: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesTaxModel,
        join: { from: ['general_settings.account_id', 'general_settings.default_sales_tax_id'], to: ['sales_taxes.account_id', 'sales_taxes.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of GeneralSettingsModel.hiddenColumns) delete out[column];
    return out;
  }
}
