/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/shipping-carrier.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { ShippingCarrier } from '../types.ts';

/** A carrier the merchant ships with (Royal Mail, DPD, Evri...) and the services it offers, each with a code that shipping methods and shipments name. Codes are unique per account, and service codes unique within their carrier. Every signed-in member may read carriers (the screen needs only a sign-in, and orders pick from them); managing them comes with the `orders` permission (owners and admins hold it). */
export interface ShippingCarrierModel extends ShippingCarrier {
}

/** Table `shipping_carriers`, served as `/api/shipping-carriers`. */
export class ShippingCarrierModel extends Model {
  static tableName = 'shipping_carriers';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['services'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of ShippingCarrierModel.hiddenColumns) delete out[column];
    return out;
  }
}
