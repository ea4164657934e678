/**
 * Who is asking, and within which account. Built once per request by the auth middleware; every service call
 * takes it, so permission checks cannot be forgotten by a route.
 */
import { defineAbilityFor, type AppAbility, type PermissionsManifest, type SessionUser } from '../../permissions/index.ts';
import type { Model } from '../../model/types.ts';

export interface Actor {
  user: SessionUser;
  ability: AppAbility;
  /** The account new rows go to: the user's own, or the client account chosen with `X-Account-Id`. */
  accountId: string;
  /** Set when the request named an account with `X-Account-Id`: reads are narrowed to it. */
  narrowedTo?: string;
  /**
   * The server's own job acting for the account (may make `"by": "system"` transitions); never a request.
   * `job`: its kind, `jobId`: the run's id in the queue, `cause`: what made it run (a schedule, a channel's order,
   * a receipt of stock), recorded in the audit log (api/audit: `SystemOrigin`).
   */
  system?: { job: string; jobId?: string | null; cause?: string | null };
  /**
   * Set by the read routing (api/http/read-routing.ts): this request's lists, reports and exports may be read
   * from the read replica, because its session has not written anything recently.
   */
  replicaReads?: boolean;
}

/** The server's model carries everything the permissions manifest needs (roles, grants, entities). */
export function manifestOf(model: Model): PermissionsManifest {
  return model as unknown as PermissionsManifest;
}

/** Abilities by model and by everything a user's rules depend on; building one costs ~0.2 ms of CPU. */
const abilities = new WeakMap<Model, Map<string, AppAbility>>();
const MAX_CACHED = 2000;
/** The ability last given to a user object; session users are immutable, a changed user is a new object. */
const byUser = new WeakMap<SessionUser, { model: Model; ability: AppAbility }>();

/**
 * The ability of `user` under the model the app was built with (not the one compiled into the bundle). Cached by
 * the inputs of the rules (id, role, account, permissions, flags, client accounts), so a change to any of them,
 * which the session lookup reads fresh on every request, gives a new ability at once.
 */
export function abilityFor(user: SessionUser, model: Model): AppAbility {
  // The same user object (a session answered from the session cache) gives the same ability without the key.
  const known = byUser.get(user);
  if (known?.model === model) return known.ability;
  let byKey = abilities.get(model);
  if (!byKey) abilities.set(model, (byKey = new Map()));
  const key = JSON.stringify([user.id, user.role, user.accountId, user.permissions, user.flags, user.clientAccountIds]);
  let ability = byKey.get(key);
  if (!ability) {
    if (byKey.size >= MAX_CACHED) byKey.delete(byKey.keys().next().value!);
    ability = defineAbilityFor(user, manifestOf(model));
    byKey.set(key, ability);
  }
  byUser.set(user, { model, ability });
  return ability;
}
