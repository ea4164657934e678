/**
 * Route guards (`login`, `roles`, `permissions`, `flags` from the route manifest). The admin uses them to show a
 * screen, the "not allowed" screen or the sign-in form, and to hide menu entries; the API uses the same guards for
 * the data behind each screen.
 */
import { defaultManifest, findRole } from './manifest.ts';
import type { Guard, GuardReason, GuardResult, RoutesManifest, SessionUser } from './types.ts';

/**
 * Whether `user` (`null`: signed out) passes `guard`, and if not, why and what is missing.
 *
 * - A signed-out visitor fails with `login` on any guard that requires anything (a role, permission or flag can
 *   only be held once signed in); `missing` is then empty, since nothing is known about who will sign in.
 * - `roles`: the user's role must be listed (empty list: any role).
 * - `permissions`: roles with `allPermissions` (owner, admin) hold them all; others (staff, partner) hold
 *   `user.permissions`; an unknown role holds none.
 * - `flags`: the user's account must have each flag. Platform roles (admin) hold every flag: platform staff
 *   support every account and must be able to open its programme screens (tax compliance etc.) to do so.
 *
 * `reason` is the first failing check in the order login, role, permission, flag; `missing` lists all of them.
 */
export function evaluateGuard(
  guard: Guard,
  user: SessionUser | null,
  manifest: Pick<RoutesManifest, 'roles'> = defaultManifest,
): GuardResult {
  const missing = { permissions: [] as string[], flags: [] as string[], roles: [] as string[] };
  if (!user) {
    const open = !guard.login && !guard.roles.length && !guard.permissions.length && !guard.flags.length;
    return open ? { allowed: true, missing } : { allowed: false, reason: 'login', missing };
  }
  const role = findRole(manifest, user.role);

  if (guard.roles.length > 0 && !guard.roles.includes(user.role)) missing.roles = [...guard.roles];
  const permissions = new Set(role ? user.permissions : []);
  if (!role?.allPermissions) missing.permissions = guard.permissions.filter((name) => !permissions.has(name));
  const flags = new Set(user.flags);
  if (role?.scope !== 'platform') missing.flags = guard.flags.filter((name) => !flags.has(name));

  const reason: GuardReason | undefined = missing.roles.length
    ? 'role'
    : missing.permissions.length
      ? 'permission'
      : missing.flags.length
        ? 'flag'
        : undefined;
  return reason ? { allowed: false, reason, missing } : { allowed: true, missing };
}
