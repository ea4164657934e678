/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/warehouse-provider-type.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { WarehouseProviderType } from '../types.ts';

/** A kind of warehouse (WMS / 3PL) integration: what it can do (orders, stock, ASNs), how it connects and which credential names a provider of this type must be given. Kept per account, not as global reference data: the model has no global tenancy (only account rows and the accounts table), and a merchant's own 3PL often has a bespoke integration the merchant adds here. The demo accounts hold the common ones (Mintsoft, Peoplevoice, ShipBob, Amazon MCF, a generic SFTP feed); an account adds those it uses. Codes and names are unique per account. */
export interface WarehouseProviderTypeModel extends WarehouseProviderType {
}

/** Table `warehouse_provider_types`, served as `/api/warehouse-provider-types`. */
export class WarehouseProviderTypeModel extends Model {
  static tableName = 'warehouse_provider_types';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['credential_fields'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of WarehouseProviderTypeModel.hiddenColumns) delete out[column];
    return out;
  }
}
