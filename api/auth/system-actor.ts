/**
 * An actor with the platform's ability, for the few endpoints whose own check is narrower than any generic grant:
 * an anonymous visitor signing up, an invitee setting a password, an owner changing the account's preferences, a
 * partner creating a client account. Those routes decide who may call and exactly which fields are sent; the
 * writes still go through ResourceService, so validation, uniqueness, hooks and status history apply as anywhere.
 *
 * Never build one from request input alone: the route must have authorised the caller first.
 */
import type { Model } from '../../model/types.ts';
import { abilityFor, type Actor } from '../crud/actor.ts';

/** The id recorded for writes no signed-in user made (a sign-up before its user exists). */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * Acts for `onBehalfOf` (recorded in status history) with a platform ability, creating rows in `accountId`.
 * The role is `admin` so admin-only fields (an account's partner) can be set by the route that vouches for them.
 */
export function systemActor(model: Model, onBehalfOf: { id: string; email?: string }, accountId: string): Actor {
  const user = { id: onBehalfOf.id, email: onBehalfOf.email ?? 'system', role: 'admin', accountId, permissions: [], flags: [], clientAccountIds: [] };
  return { user, ability: abilityFor(user, model), accountId };
}
