/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/html-template.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { HtmlTemplate } from '../types.ts';

/** The HTML an eBay listing's description is wrapped in. Placeholders `{{title}}`, `{{description}}` (required: without it the product's description would not show), `{{images}}`, `{{sku}}`, `{{price}}` and `{{brand}}` are filled in when a listing is sent. eBay blocks active content, so a template with scripts, event handlers (`onclick=`…), `javascript:` links, forms or form controls, frames, plug-ins (`object`, `embed`, `applet`) or `meta`/`base` tags is refused with the offending tag named, rather than silently changed: the merchant sees exactly what eBay would not accept. Every link, image and stylesheet URL must be https:// (eBay requires secure content); relative URLs are refused too, since they would resolve against ebay.com. Names are unique per account (case-insensitive). */
export interface HtmlTemplateModel extends HtmlTemplate {
}

/** Table `html_templates`, served as `/api/html-templates`. */
export class HtmlTemplateModel extends Model {
  static tableName = 'html_templates';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of HtmlTemplateModel.hiddenColumns) delete out[column];
    return out;
  }
}
