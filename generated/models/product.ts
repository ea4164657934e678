/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/product.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Product } from '../types.ts';
import { BrandModel } from './brand.ts';
import { SalesTaxModel } from './sales-tax.ts';

/** A sellable item in the merchant's catalogue. Only `sku` and `title` are required; everything else can be filled in later. SKUs are trimmed and unique per account, compared case-insensitively. */
export interface ProductModel extends Product {
  /** The brand `brand_id` points at. Loaded with `withGraphFetched('brand')`. */
  brand?: BrandModel | null;
  /** The product `parent_id` points at. Loaded with `withGraphFetched('parent')`. */
  parent?: ProductModel | null;
  /** The sales tax `tax_id` points at. Loaded with `withGraphFetched('tax')`. */
  tax?: SalesTaxModel | null;
}

/** Table `products`, served as `/api/products`. */
export class ProductModel extends Model {
  static tableName = 'products';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['barcodes', 'images', 'attribute_values', 'responsible_person_ids', 'label_ids', 'custom_fields'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      brand: {
        relation: Model.BelongsToOneRelation,
        modelClass: BrandModel,
        join: { from: ['products.account_id', 'products.brand_id'], to: ['brands.account_id', 'brands.id'] },
      },
      parent: {
        relation: Model.BelongsToOneRelation,
        modelClass: ProductModel,
        join: { from: ['products.account_id', 'products.parent_id'], to: ['products.account_id', 'products.id'] },
      },
      tax: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesTaxModel,
        join: { from: ['products.account_id', 'products.tax_id'], to: ['sales_taxes.account_id', 'sales_taxes.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of ProductModel.hiddenColumns) delete out[column];
    return out;
  }
}
