/**
 * Who is asking, and within which account. Built once per request by the auth middleware; every service call
 * takes it, so permission checks cannot be forgotten by a route.
 */
import type { AppAbility, SessionUser } from '../../permissions/index.ts';

export interface Actor {
  user: SessionUser;
  ability: AppAbility;
  /** The account new rows go to: the user's own, or the client account chosen with `X-Account-Id`. */
  accountId: string;
  /** Set when the request named an account with `X-Account-Id`: reads are narrowed to it. */
  narrowedTo?: string;
}
