/**
 * Who is asking, and within which account. Built once per request by the auth middleware; every service call
 * takes it, so permission checks cannot be forgotten by a route.
 */
import { defineAbilityFor, type AppAbility, type PermissionsManifest, type SessionUser } from '../../permissions/index.ts';
import type { Model } from '../../generator/model.ts';

export interface Actor {
  user: SessionUser;
  ability: AppAbility;
  /** The account new rows go to: the user's own, or the client account chosen with `X-Account-Id`. */
  accountId: string;
  /** Set when the request named an account with `X-Account-Id`: reads are narrowed to it. */
  narrowedTo?: string;
}

/** The server's model carries everything the permissions manifest needs (roles, grants, entities). */
export function manifestOf(model: Model): PermissionsManifest {
  return model as unknown as PermissionsManifest;
}

/** The ability of `user` under the model the app was built with (not the one compiled into the bundle). */
export function abilityFor(user: SessionUser, model: Model): AppAbility {
  return defineAbilityFor(user, manifestOf(model));
}
