/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/settlement-line.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { SettlementLine } from '../types.ts';
import { SalesOrderModel } from './sales-order.ts';

/** One transaction of a payout. `amount` is signed, in the settlement's currency: SALE ≥ 0, REFUND, FEE and SHIPPING_LABEL ≤ 0, ADJUSTMENT either way. `order_ref` is the channel's order reference or a Sellyard order number; `match` fills `sales_order_id`. */
export interface SettlementLineModel extends SettlementLine {
  /** The sales order `sales_order_id` points at. Loaded with `withGraphFetched('sales_order')`. */
  sales_order?: SalesOrderModel | null;
}

/** Table `settlement_lines`, written with its settlement. */
export class SettlementLineModel extends Model {
  static tableName = 'settlement_lines';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      sales_order: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesOrderModel,
        join: { from: ['settlement_lines.account_id', 'settlement_lines.sales_order_id'], to: ['sales_orders.account_id', 'sales_orders.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of SettlementLineModel.hiddenColumns) delete out[column];
    return out;
  }
}
