/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/account.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Account } from '../types.ts';

/** A tenant: a merchant, a partner firm or the platform itself. Every tenant row belongs to one account. Feature flags switch on programme screens (Golden Ticket and friends); only platform admins change them. A merchant account may name the partner that manages it. */
export interface AccountModel extends Account {
  /** The account `partner_account_id` points at. Loaded with `withGraphFetched('partner_account')`. */
  partner_account?: AccountModel | null;
}

/** Table `accounts`, served as `/api/accounts`. */
export class AccountModel extends Model {
  static tableName = 'accounts';
  static idColumn = 'id';
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['feature_flags'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      partner_account: {
        relation: Model.BelongsToOneRelation,
        modelClass: AccountModel,
        join: { from: 'accounts.partner_account_id', to: 'accounts.id' },
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of AccountModel.hiddenColumns) delete out[column];
    return out;
  }
}
