import { subject } from '@casl/ability';
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
