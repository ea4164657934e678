/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/xero-settings.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { XeroSettings } from '../types.ts';

/** The link to the account's Xero organisation, one record per account (a singleton: GET and PUT /api/xero-settings). `client_id` and `client_secret` are the Xero app's OAuth credentials; the secret is write-only, encrypted at rest and never returned (records say only `client_secret_set`): send it only to replace it, or null to remove it. `tenant_id` is the Xero organisation. The account codes say where postings go in the Xero chart of accounts (sales, shipping income, channel fees, refunds, and the bank account deposits land in); `tax_rate_mapping` maps each of the account's sales-tax codes to a Xero tax type (codes must exist and appear once). `sync_invoices` posts orders as sales invoices; `sync_settlements` posts channel settlements as bank transactions. Enabling the link needs the organisation, both credentials, and the sales and bank account codes. `connection_status` is set by the server when it talks to Xero. Guarded by the `xero` permission. */
export interface XeroSettingsModel extends XeroSettings {
  /** Server only: removed by $formatJson. */
  client_secret: string | null;
}

/** Table `xero_settings`, served as `/api/xero-settings`. */
export class XeroSettingsModel extends Model {
  static tableName = 'xero_settings';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['tax_rate_mapping'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = ['client_secret'];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of XeroSettingsModel.hiddenColumns) delete out[column];
    return out;
  }
}
