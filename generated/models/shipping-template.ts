/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/shipping-template.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { ShippingTemplate } from '../types.ts';

/** A channel's shipping rules, reused by many listings. `channel` (EBAY, ETSY or WISH) is fixed once created and decides the shape of `settings` (schemas/shared/shipping-<channel>.schema.json): eBay handling time and domestic/international service options, Etsy origin, processing days and destinations with primary/secondary costs, Wish a default price with per-country overrides. Amounts are minor units of `currency`. Names are unique per channel (case-insensitive); one template per channel may be the default, used by new listings of that channel that name none. */
export interface ShippingTemplateModel extends ShippingTemplate {
}

/** Table `shipping_templates`, served as `/api/shipping-templates`. */
export class ShippingTemplateModel extends Model {
  static tableName = 'shipping_templates';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['settings'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of ShippingTemplateModel.hiddenColumns) delete out[column];
    return out;
  }
}
