/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/payment-card.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { PaymentCard } from '../types.ts';

/** A card the merchant pays Sellyard's invoices with. Sellyard never stores or even accepts a card number or security code (PCI DSS): the card is entered in the payment processor's own form, which returns a token; Sellyard keeps that token (write-only, fixed once saved: a new card is a new record), the brand, the last 4 digits, the expiry and the holder's name. A body carrying a card number (any field holding 13-19 digits that pass the Luhn check, or a key such as card_number, pan or number) or a CVV/CVC is refused with 400 before anything is read or stored. An expired card cannot be added. One card per account is the default: saving one as default makes it the only one, and the first card added becomes the default. */
export interface PaymentCardModel extends PaymentCard {
  /** Server only: removed by $formatJson. */
  processor_token: string;
}

/** Table `payment_cards`, served as `/api/payment-cards`. */
export class PaymentCardModel extends Model {
  static tableName = 'payment_cards';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = ['processor_token'];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of PaymentCardModel.hiddenColumns) delete out[column];
    return out;
  }
}
