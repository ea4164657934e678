/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/order-rule.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { OrderRule } from '../types.ts';
import { LocationModel } from './location.ts';
import { ShippingMethodModel } from './shipping-method.ts';

/** An automation that runs when an order becomes PAID: if every condition holds (an empty list always holds), it performs its one action. Enabled rules run in ascending `sequence` (ties: by name); a new rule is always saved disabled, whatever was sent, so it can be reviewed before it touches orders, and a missing sequence is set after the last rule's. Conditions use a whitelist of order fields, each with the operators that make sense for it (numbers compare, text matches, ids and codes test membership); `value` is a list for IN/NOT_IN and a single value otherwise, and ids must be records of this account. The action's parameter is the field named after it (SET_SHIPPING_METHOD → `shipping_method_id`, ASSIGN_LOCATION → `location_id`, ADD_TAG → `tag`, SET_STATUS → `set_status`); the other references and the tag are cleared on save (`set_status` always holds ON_HOLD, used only by SET_STATUS). A rule may only put a just-paid order ON_HOLD (with `hold_reason`): later statuses come from shipping. Conditions on `sku` hold when any line matches (NOT_EQUALS / NOT_IN: when no line does), `tag` likewise over the order's tags, `weight_g` is the lines' total product weight, `item_count` the units ordered. Each rule that fires is written to the order's status history with its name; a rule that cannot be applied (a deleted shipping method or location) holds the order with the error, and later rules do not run. */
export interface OrderRuleModel extends OrderRule {
  /** The shipping method `shipping_method_id` points at. Loaded with `withGraphFetched('shipping_method')`. */
  shipping_method?: ShippingMethodModel | null;
  /** The location `location_id` points at. Loaded with `withGraphFetched('location')`. */
  location?: LocationModel | null;
}

/** Table `order_rules`, served as `/api/order-rules`. */
export class OrderRuleModel extends Model {
  static tableName = 'order_rules';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['conditions'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      shipping_method: {
        relation: Model.BelongsToOneRelation,
        modelClass: ShippingMethodModel,
        join: { from: ['order_rules.account_id', 'order_rules.shipping_method_id'], to: ['shipping_methods.account_id', 'shipping_methods.id'] },
      },
      location: {
        relation: Model.BelongsToOneRelation,
        modelClass: LocationModel,
        join: { from: ['order_rules.account_id', 'order_rules.location_id'], to: ['locations.account_id', 'locations.id'] },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of OrderRuleModel.hiddenColumns) delete out[column];
    return out;
  }
}
