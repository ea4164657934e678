/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/currency.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Currency } from '../types.ts';

/** A currency the account trades in, with its exchange rate. `rate_to_base` is the value of one unit of this currency in the base currency (EUR 0.85 with base GBP: €1 = £0.85); amounts convert as amount × rate_to_base, rounded to the base's minor units. The ISO 4217 code cannot change once saved; `minor_units` and `symbol` are filled from the code when not given. Exactly one currency per account is the base (rate 1), and it is always the account's own currency: adding that currency marks it as base; marking another one as base moves it there (the account's currency follows) and re-expresses every other rate against the new base. The base cannot simply be unmarked: mark another instead. A new rate without a date is dated today. */
export interface CurrencyModel extends Currency {
}

/** Table `currencies`, served as `/api/currencies`. */
export class CurrencyModel extends Model {
  static tableName = 'currencies';
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
    for (const column of CurrencyModel.hiddenColumns) delete out[column];
    return out;
  }
}
