import { subject } from '@casl/ability';
import { mayMakeTransition, type TransitionAccess } from '../../../permissions/index.ts';
import { useSession } from './useSession.ts';
import { isReadOnlyRole } from './session.ts';

export type CrudAction = 'read' | 'create' | 'update' | 'delete';

/**
 * May the signed-in user do `action` on `resource` (optionally on one record)? Read from the CASL rules of
 * `/api/auth/me`; read-only roles (partners) never write, whatever the rules say.
 */
export function useCan(action: CrudAction, resource: string | undefined, record?: Record<string, unknown>): boolean {
  const session = useSession();
  return can(session, action, resource, record);
}

export function can(
  session: ReturnType<typeof useSession>,
  action: CrudAction,
  resource: string | undefined,
  record?: Record<string, unknown>,
): boolean {
  if (!resource || !session.ability) return false;
  if (action !== 'read' && isReadOnlyRole(session)) return false;
  try {
    if (record) {
      return session.ability.can(action, subject(resource, { ...record }) as never);
    }
    return session.ability.can(action, resource);
  } catch {
    return false;
  }
}

/**
 * May the signed-in user make this transition, as far as its own `roles` / `permissions` go (the record's update
 * rule is `can(session, 'update', …)`)? The API's own check (permissions/transitions.ts).
 */
export function mayRunTransition(session: ReturnType<typeof useSession>, transition: TransitionAccess): boolean {
  const user = session.me?.sessionUser ?? null;
  return mayMakeTransition(user, transition).allowed;
}
