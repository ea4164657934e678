/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/product-label.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { ProductLabel } from '../types.ts';

/** A product safety label or leaflet (EU GPSR) as a file: PDF, PNG or JPEG, at most 10 MB. Send the file once, on create, as base64 in `file`; the server recognises the type from the file's first bytes (never from its name or a claimed type), refuses anything else, and records `content_type`, `size_bytes` and the SHA-256. The bytes are kept in a server-only column and never returned with the record. To change the file, upload a new label. `languages` are ISO 639-1 codes of the languages on the label; `product_ids` link it to products (each product then lists it in its `label_ids`). Status: UPLOADED → ACCEPTED or REJECTED (`accept`, `reject`; a rejected label can be accepted after a second look). Part of the Golden Ticket programme: only accounts with the goldenTicket and productLabel flags may read or write them (the entity's flags: without them no permission rule covers it, so every request is a 403 naming the missing flags; platform admins always may). */
export interface ProductLabelModel extends ProductLabel {
  /** Server only: removed by $formatJson. */
  content: string | null;
}

/** Table `product_labels`, served as `/api/product-labels`. */
export class ProductLabelModel extends Model {
  static tableName = 'product_labels';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['languages', 'product_ids'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = ['content'];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of ProductLabelModel.hiddenColumns) delete out[column];
    return out;
  }
}
