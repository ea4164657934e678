/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/settlement.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Settlement } from '../types.ts';
import { SalesChannelModel } from './sales-channel.ts';
import { SettlementLineModel } from './settlement-line.ts';

/** A sales channel's payout: what the channel paid into the bank for a period, line by line (sales, refunds, fees, shipping labels, adjustments). Lines carry their sign: sales are money in (≥ 0); refunds, fees and shipping labels are money out (≤ 0); adjustments either way. `total` is the sum of the lines, computed by the server; when the channel's own figure is given as `reported_total` and differs, `match` refuses and the settlement should be flagged as an EXCEPTION. `match` (IMPORTED → MATCHED) links every sale and refund line to its sales order, by order number or channel order reference, and checks the amount: a sale line must pay the order's total within `match_tolerance` (in the settlement's currency, which must be the order's), an order is paid out by one sale line of one settlement only (a second claim, here or in another matched or posted settlement, is refused), and a refund line may not give back more than the order's total; every line that fails is named in the refusal (409), and the settlement can then be fixed or flagged as an exception. A CSV import of settlements takes one row per line (`lines.type`, `lines.order_ref`, `lines.amount`… columns), the rows of one payout sharing its channel and payout id. `post` (MATCHED → POSTED) books it; `flag-exception` parks an imported or matched settlement, `reopen` takes an exception back to IMPORTED to be fixed. `external_id` (the channel's payout id) is unique per channel. Matched and posted settlements are read-only. Access: every member of the account may read settlements, as the Finance screens need only a sign-in; changing them (importing, matching, posting) is bookkeeping and needs the `xero` (accounting) permission. */
export interface SettlementModel extends Omit<Settlement, 'lines'> {
  /** The sales channel `sales_channel_id` points at. Loaded with `withGraphFetched('sales_channel')`. */
  sales_channel?: SalesChannelModel | null;
  /** The settlement line rows, ordered by `position`. Loaded with `withGraphFetched('lines')`. */
  lines?: SettlementLineModel[];
}

/** Table `settlements`, served as `/api/settlements`. */
export class SettlementModel extends Model {
  static tableName = 'settlements';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      sales_channel: {
        relation: Model.BelongsToOneRelation,
        modelClass: SalesChannelModel,
        join: { from: ['settlements.account_id', 'settlements.sales_channel_id'], to: ['sales_channels.account_id', 'sales_channels.id'] },
      },
      lines: {
        relation: Model.HasManyRelation,
        modelClass: SettlementLineModel,
        join: { from: ['settlements.account_id', 'settlements.id'], to: ['settlement_lines.account_id', 'settlement_lines.settlement_id'] },
        filter: (query) => query.orderBy('settlement_lines.position'),
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of SettlementModel.hiddenColumns) delete out[column];
    return out;
  }
}
