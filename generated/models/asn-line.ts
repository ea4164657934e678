/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/asn-line.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { AsnLine } from '../types.ts';
import { ProductModel } from './product.ts';

/** Units of one SKU in the shipment, optionally per lot with an expiry date. `product_id` is looked up from the SKU by the server (empty when the SKU is not a product of the account). */
export interface AsnLineModel extends AsnLine {
  /** The product `product_id` points at. Loaded with `withGraphFetched('product')`. */
  product?: ProductModel | null;
}

/** Table `asn_lines`, written with its asn. */
export class AsnLineModel extends Model {
  static tableName = 'asn_lines';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      product: {
        relation: Model.BelongsToOneRelation,
        modelClass: ProductModel,
        join: { from: ['asn_lines.account_id', 'asn_lines.product_id'], to: ['products.account_id', 'products.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of AsnLineModel.hiddenColumns) delete out[column];
    return out;
  }
}
