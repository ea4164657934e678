/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/store-category.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { StoreCategory } from '../types.ts';

/** A category of the merchant's own web store, in a tree (`parent_id`; a category cannot sit under itself or its own descendants, and the tree is at most 5 levels deep). `slug` is the URL segment: lower-case words joined by dashes, unique per account; made from the name when not given. Siblings are shown by `position`, then name. A category with sub-categories cannot be deleted. */
export interface StoreCategoryModel extends StoreCategory {
  /** The store category `parent_id` points at. Loaded with `withGraphFetched('parent')`. */
  parent?: StoreCategoryModel | null;
}

/** Table `store_categories`, served as `/api/store-categories`. */
export class StoreCategoryModel extends Model {
  static tableName = 'store_categories';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      parent: {
        relation: Model.BelongsToOneRelation,
        modelClass: StoreCategoryModel,
        join: { from: ['store_categories.account_id', 'store_categories.parent_id'], to: ['store_categories.account_id', 'store_categories.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of StoreCategoryModel.hiddenColumns) delete out[column];
    return out;
  }
}
