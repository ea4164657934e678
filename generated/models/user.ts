/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/user.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { User } from '../types.ts';

/** A person who signs in. Emails are unique across the platform (case-insensitive). Owners and staff belong to a merchant account; staff hold only the `permissions` their owner granted. Only owners (and platform admins) manage owners and set roles; a staff member holding `users` manages staff and grants at most the permissions they hold; nobody changes their own role or permissions; an account keeps at least one ACTIVE owner. `password` is write-only: it is hashed with scrypt and never returned. */
export interface UserModel extends User {
  /** Server only: removed by $formatJson. */
  password_hash: string | null;
}

/** Table `users`, served as `/api/users`. */
export class UserModel extends Model {
  static tableName = 'users';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['permissions'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = ['password_hash'];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of UserModel.hiddenColumns) delete out[column];
    return out;
  }
}
