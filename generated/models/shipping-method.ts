/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/shipping-method.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { ShippingMethod } from '../types.ts';
import { SalesTaxModel } from './sales-tax.ts';
import { ShippingCarrierModel } from './shipping-carrier.ts';

/** A delivery option offered on orders ("Standard UK 2-3 days"): one service of one carrier, with the price charged to the customer in integer minor units of `currency` and the tax on it. `service_code` must be one of the carrier's services. When `free_over` is set, orders whose goods are worth at least that much ship free. Names are unique per account. Every signed-in member may read methods (orders and order rules pick from them); managing them comes with the `orders` permission. */
export interface ShippingMethodModel extends ShippingMethod {
  /** The shipping carrier `carrier_id` points at. Loaded with `withGraphFetched('carrier')`. */
  carrier?: ShippingCarrierModel | null;
  /** The sales tax `tax_id` points at. Loaded with `withGraphFetched('tax')`. */
  tax?: SalesTaxModel | null;
}

/** Table `shipping_methods`, served as `/api/shipping-methods`. */
export class ShippingMethodModel extends Model {
  static tableName = 'shipping_methods';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      carrier: {
        relation: Model.BelongsToOneRelation,
        modelClass: ShippingCarrierModel,
        join: { from: ['shipping_methods.account_id', 'shipping_methods.carrier_id'], to: ['shipping_carriers.account_id', 'shipping_carriers.id'] },
      },
      tax: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesTaxModel,
        join: { from: ['shipping_methods.account_id', 'shipping_methods.tax_id'], to: ['sales_taxes.account_id', 'sales_taxes.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of ShippingMethodModel.hiddenColumns) delete out[column];
    return out;
  }
}
