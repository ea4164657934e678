/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/payment-method.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { PaymentMethod } from '../types.ts';

/** A way customers pay for orders (card, PayPal, bank transfer, the marketplace's own payments, cash at the counter), used to record and report payments. Codes are unique per account (case-insensitive) and are the natural key for CSV; an inactive method stays on old orders but is no longer offered. */
export interface PaymentMethodModel extends PaymentMethod {
}

/** Table `payment_methods`, served as `/api/payment-methods`. */
export class PaymentMethodModel extends Model {
  static tableName = 'payment_methods';
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
    for (const column of PaymentMethodModel.hiddenColumns) delete out[column];
    return out;
  }
}
