/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/template.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Template } from '../types.ts';

/** A printable document layout: invoice, packing slip, credit note or purchase order. `body` is HTML with placeholders such as {{order.number}} or {{lines}}, and sections such as {{#payment_method}}Paid by {{payment_method}}.{{/payment_method}} printed only when their value is there (not null, not blank, not an empty address or table); only the placeholders of the template's type are accepted (an unknown one is refused, naming those allowed). Scripts, forms, frames, embedded objects, event handlers and non-https links are stripped on save; inline styles and classes stay, because documents are styled. Exactly one template per type may be the default: saving one as default makes the previous default an ordinary template, and the first template of a type becomes its default. */
export interface TemplateModel extends Template {
}

/** Table `templates`, served as `/api/templates`. */
export class TemplateModel extends Model {
  static tableName = 'templates';
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
    for (const column of TemplateModel.hiddenColumns) delete out[column];
    return out;
  }
}
