/**
 * User rules: passwords are hashed (never stored or returned as sent) and follow the sign-up policy, roles are
 * handed out only by those who may, and an account never loses its last active owner.
 *
 * The permission rules (entities/user/permissions.json) already keep a holder of `users` to staff rows and give
 * owners (a role grant) and platform admins every user; these hooks add what a rule on one row cannot say:
 * - a role is set or changed only by an owner or a platform admin, and never by the user themselves;
 * - nobody changes their own `permissions`, and a staff member grants at most the permissions they hold;
 * - a password is changed only by the user (who sends `current_password`, or follows a reset link) or an owner of the account;
 * - an account keeps at least one ACTIVE owner: deleting, suspending or demoting the last one is a 409.
 */
import { fail } from '../../http/errors.ts';
import type { Knex } from 'knex';
import type { EntityRecord, HookContext } from '../hooks.ts';

/** Roles that hold every permission (owners, platform admins): they may set roles and grant anything. */
export const holdsEverything = ({ actor, model }: Pick<HookContext<object>, 'actor' | 'model'>) => model.roles.find((role) => role.name === actor.user.role)?.allPermissions === true;

export const refuse = (pointer: string, message: string): never => fail('forbidden', message, [{ pointer, message }]);

export const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? JSON.parse(value) : []);

/**
 * 409 unless `user` (an ACTIVE owner about to be deleted, suspended or demoted) leaves another ACTIVE owner in the
 * account. The account row is locked first (FOR NO KEY UPDATE: inserts referring to the account still go on), so
 * two owners removing each other at once are serialised: the second counts again after the first committed.
 */
export async function keepAnActiveOwner(trx: Knex.Transaction, user: EntityRecord<'user'>, what: string): Promise<void> {
  if (user.role !== 'owner' || user.status !== 'ACTIVE') return;
  await trx('accounts').where({ id: user.account_id }).forNoKeyUpdate().first('id');
  const other = await trx('users')
    .where({ account_id: user.account_id, role: 'owner', status: 'ACTIVE' })
    .whereNot({ id: user.id })
    .first('id');
  if (!other) {
    fail('last_owner', `${user.email} is the account's only active owner: an account always keeps one, so they cannot be ${what}. Make another user an owner first.`, [], { userId: user.id });
  }
}
