/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/responsible-person.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { ResponsiblePerson } from '../types.ts';

/** An economic operator established in the EU who is responsible for a product's safety under the General Product Safety Regulation (EU) 2023/988: its name, postal address (in an EU member state) and an electronic address: an `email` or a `contact_url` (a web form), at least one of the two; a phone number is optional. Products name up to 5 of them (eBay shows at most 5 per listing). Part of the Golden Ticket programme: only accounts with the goldenTicket and responsiblePerson flags may read or write them (the entity's flags: without them no permission rule covers it, so every request is a 403 naming the missing flags; platform admins always may). Names are unique per account (case-insensitive). */
export interface ResponsiblePersonModel extends ResponsiblePerson {
}

/** Table `responsible_persons`, served as `/api/responsible-persons`. */
export class ResponsiblePersonModel extends Model {
  static tableName = 'responsible_persons';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['address'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of ResponsiblePersonModel.hiddenColumns) delete out[column];
    return out;
  }
}
