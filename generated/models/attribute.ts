/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/attribute.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Attribute } from '../types.ts';

/** A way variant products differ (Colour, Size…) and the values it takes. Names are unique per account (case-insensitive); values are trimmed and may not repeat, compared case-insensitively. `channel_names` maps the name to what each channel calls it (eBay "Colour", Amazon "color", Etsy "Primary color"); a channel without an entry uses `name`. eBay takes at most 5 variation specifics per listing (chosen on the eBay listing), and names and values of at most 65 characters, which is why those limits hold here. */
export interface AttributeModel extends Attribute {
}

/** Table `attributes`, served as `/api/attributes`. */
export class AttributeModel extends Model {
  static tableName = 'attributes';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['values', 'channel_names'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of AttributeModel.hiddenColumns) delete out[column];
    return out;
  }
}
