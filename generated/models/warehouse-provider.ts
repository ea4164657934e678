/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/warehouse-provider.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { WarehouseProvider } from '../types.ts';
import { WarehouseProviderTypeModel } from './warehouse-provider-type.ts';

/** A warehouse (WMS / 3PL) account the merchant uses: its provider type, its credentials and which capabilities are switched on. A capability the type cannot do is refused. `credentials` are write-only, encrypted at rest and never returned (records say `credentials_set`); when sent they must hold every name the type lists. Status INACTIVE → ACTIVE (`activate`: needs stored credentials) ↔ ERROR (`fail`, when a sync fails); `deactivate` stops it without forgetting the credentials. Names are unique per account. */
export interface WarehouseProviderModel extends WarehouseProvider {
  /** Server only: removed by $formatJson. */
  credentials: unknown | null;
  /** The warehouse provider type `provider_type_id` points at. Loaded with `withGraphFetched('provider_type')`. */
  provider_type?: WarehouseProviderTypeModel | null;
}

/** Table `warehouse_providers`, served as `/api/warehouse-providers`. */
export class WarehouseProviderModel extends Model {
  static tableName = 'warehouse_providers';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = ['credentials'];

  static get relationMappings(): RelationMappings {
    return {
      provider_type: {
        relation: Model.BelongsToOneRelation,
        modelClass: WarehouseProviderTypeModel,
        join: { from: ['warehouse_providers.account_id', 'warehouse_providers.provider_type_id'], to: ['warehouse_provider_types.account_id', 'warehouse_provider_types.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of WarehouseProviderModel.hiddenColumns) delete out[column];
    return out;
  }
}
