/**
 * The user hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/accounts/users.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { invalid, fail } from '../../api/http/errors.ts';
import { checkPassword } from '../../checks/password-policy.ts';
import { verifyPassword, hashPassword } from '../../api/auth/passwords.ts';
import { refuse, holdsEverything, keepAnActiveOwner, asList } from '../../api/domain/accounts/users.ts';

export const hooks = defineHooks('user', {
  async beforeWrite(user, context) {
    const { actor, existing, sent, trx } = context;
    const accountId = String(existing?.account_id ?? user.account_id);
    const self = existing?.id === actor.user.id;
    const roleChanges = existing ? user.role !== existing.role : user.role !== 'staff';
    if (roleChanges && self) refuse('/role', 'You cannot change your own role.');
    const account = await trx('accounts').where({ id: accountId }).first('kind');
    const allowedRoles = actor.user.role === 'admin'
      ? { PLATFORM: ['admin'], PARTNER: ['partner'], MERCHANT: ['owner', 'staff'] }[String(account.kind)] ?? []
      : { PARTNER: ['partner'], MERCHANT: ['owner', 'staff'] }[String(account.kind)] ?? [];
    if ('role' in sent || !existing) {
      if (!allowedRoles.includes(String(user.role))) invalid('/role', `must be one of ${allowedRoles.join(', ') || 'nothing'} in this account`);
    }

    // Roles.
    if (roleChanges) {
      if (!holdsEverything(context)) refuse('/role', 'Only an owner (or a platform admin) sets a user\'s role.');
      if (existing?.role === 'owner') await keepAnActiveOwner(trx, existing, 'demoted');
    }

    // Permissions: never one's own; a staff member grants only what they hold.
    const before = new Set(existing ? asList(existing.permissions) : []);
    const after = asList(user.permissions ?? []);
    if (self && (after.length !== before.size || after.some((p) => !before.has(p)))) refuse('/permissions', 'You cannot change your own permissions.');
    if (!holdsEverything(context)) {
      const held = new Set(actor.user.permissions);
      const beyond = after.filter((p) => !before.has(p) && !held.has(p));
      if (beyond.length) refuse('/permissions', `You can grant only permissions you hold yourself; you do not hold ${beyond.join(', ')}.`);
    }

    // Passwords.
    const currentPassword = user.current_password;
    delete user.current_password;
    if (typeof user.password === 'string') {
      const weak = checkPassword(user.password, String(user.email ?? existing?.email ?? ''));
      if (weak) invalid('/password', weak);
      if (existing) {
        if (self) {
          // One's own password: prove it is you (a stolen session must not lock the owner out). An invitee who has
          // none yet sets it by accepting the invitation; a reset link (api/auth/password-reset.ts) proves it too.
          if (existing.password_hash && actor.system?.job !== 'password-reset') {
            if (typeof currentPassword !== 'string' || !currentPassword) invalid('/current_password', 'is required to change your own password');
            if (!(await verifyPassword(String(currentPassword), String(existing.password_hash)))) invalid('/current_password', 'is not your current password');
          }
        } else if (!(actor.user.role === 'owner' && actor.user.accountId === existing.account_id)) {
          refuse('/password', 'Only the user themselves or an owner of the account can change a password.');
        }
      }
      user.password_hash = await hashPassword(user.password);
      delete user.password;
      // A new password ends every session of that user.
      if (existing) await trx('sessions').where({ account_id: existing.account_id, user_id: existing.id }).delete();
    } else if (!existing) {
      // Invited users get no usable password until they set one.
      user.password_hash = null;
    }
  },
  async beforeTransition(transition, user, { actor, existing, trx }) {
    if (transition === 'suspend') {
      if (user.id === actor.user.id) fail('illegal_transition', 'You cannot suspend yourself.', [], { allowed: [] });
      await keepAnActiveOwner(trx, existing!, 'suspended');
      await trx('sessions').where({ account_id: user.account_id, user_id: user.id }).delete();
    }
  },
  async beforeDelete(user, { trx }) {
    await keepAnActiveOwner(trx, user, 'deleted');
  },
});
