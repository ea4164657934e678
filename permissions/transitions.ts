/**
 * Who may make a state-machine transition: anyone who may update the record (the entity's CASL rules), and, when
 * the transition says so in its schema (`x-entity.stateMachine.transitions.<t>.roles` / `.permissions`), only the
 * roles listed and only users holding the permissions listed. The same reading as a route guard (guards.ts): an
 * owner approves what staff prepare, a platform admin takes a reviewer's step. The API refuses with 403 and the admin
 * offers no button, both from this one function.
 */
import { evaluateGuard } from './guards.ts';
import { defaultManifest } from './manifest.ts';
import type { Guard, GuardResult, PermissionsManifest, RoutesManifest, SessionUser } from './types.ts';

/** The parts of a transition this reads (structural: the generated model's transitions fit). */
export interface TransitionAccess {
  readonly roles?: readonly string[];
  readonly permissions?: readonly string[];
}

/** A transition's own guard: signed in, its roles, its permissions (no flags: those are the entity's). */
export function transitionGuard(transition: TransitionAccess): Guard {
  return { login: true, roles: transition.roles ?? [], permissions: transition.permissions ?? [], flags: [] };
}

/** Whether `user` passes the transition's own guard (the record's update rule is checked separately). */
export function mayMakeTransition(
  user: SessionUser | null,
  transition: TransitionAccess,
  manifest: Pick<RoutesManifest, 'roles'> = defaultManifest,
): GuardResult {
  return evaluateGuard(transitionGuard(transition), user, manifest);
}

/** Why `user` may not make the transition labelled `label`, in words ("Approve is for platform admins only."). */
export function transitionRefusal(
  label: string,
  result: GuardResult,
  manifest: Pick<PermissionsManifest, 'roles' | 'permissions'> = defaultManifest,
): string {
  const labelOf = (list: readonly { name: string }[], name: string) => String((list.find((x) => x.name === name) as { label?: string } | undefined)?.label ?? name);
  if (result.reason === 'role') return `${label} is for ${result.missing.roles.map((r) => `${labelOf(manifest.roles, r).toLowerCase()}s`).join(' and ')} only.`;
  if (result.reason === 'permission') {
    const names = result.missing.permissions.map((p) => labelOf(manifest.permissions, p));
    return `${label} needs the ${names.join(' and ')} permission${names.length > 1 ? 's' : ''} as well.`;
  }
  return `You may not ${label.toLowerCase()}.`;
}
