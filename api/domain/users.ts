/**
 * User rules: passwords are hashed (never stored or returned as sent), roles are handed out only by those who may,
 * and a user cannot lock themselves out by suspending or demoting their own account.
 */
import { hashPassword } from '../auth/passwords.ts';
import { fail, invalid } from '../http/errors.ts';
import type { EntityHooks, HookContext } from './hooks.ts';
import type { Row } from '../crud/repository.ts';

export const userHooks: EntityHooks = {
  async beforeWrite(user: Row, { actor, existing, sent, trx }: HookContext) {
    const accountId = String(existing?.account_id ?? user.account_id);
    const account = await trx('accounts').where({ id: accountId }).first('kind');
    const allowedRoles = actor.user.role === 'admin'
      ? { PLATFORM: ['admin'], PARTNER: ['partner'], MERCHANT: ['owner', 'staff'] }[String(account.kind)] ?? []
      : { PARTNER: ['partner'], MERCHANT: ['owner', 'staff'] }[String(account.kind)] ?? [];
    if ('role' in sent || !existing) {
      if (!allowedRoles.includes(String(user.role))) invalid('/role', `must be one of ${allowedRoles.join(', ') || 'nothing'} in this account`);
    }
    if (existing && existing.id === actor.user.id && user.role !== existing.role) invalid('/role', 'you cannot change your own role');
    if (typeof user.password === 'string') {
      user.password_hash = await hashPassword(user.password);
      delete user.password;
      // A new password ends every other session of that user.
      if (existing) await trx('sessions').where({ account_id: existing.account_id, user_id: existing.id }).delete();
    } else if (!existing) {
      // Invited users get no usable password until they set one.
      user.password_hash = null;
    }
  },
  async beforeTransition(transition: string, user: Row, { actor, trx }: HookContext) {
    if (transition === 'suspend') {
      if (user.id === actor.user.id) fail('illegal_transition', 'You cannot suspend yourself.', [], { allowed: [] });
      await trx('sessions').where({ account_id: user.account_id, user_id: user.id }).delete();
    }
  },
};
