/**
 * The admin's one door into `permissions/` (framework-free, shared with the API): the same guard evaluation and the
 * same CASL rules decide what the API allows and what the admin shows.
 */
import { abilityFromPackedRules, evaluateGuard as evaluate } from '../../../permissions/index.ts';
import type { AppAbility, GuardResult, SessionUser } from '../../../permissions/index.ts';
import type { Guard } from '../model.ts';

export type { AppAbility, GuardResult, SessionUser };

/** Evaluates a route guard for the signed-in user, or for a signed-out visitor (`user` null). */
export function evaluateGuard(guard: Guard | undefined, user: SessionUser | null): GuardResult {
  return evaluate(guard ?? { login: false, permissions: [], flags: [], roles: [] }, user);
}

/** The ability built from the packed rules `/api/auth/me` returns. */
export function abilityFromMe(packed: unknown): AppAbility {
  return abilityFromPackedRules(packed as never);
}
