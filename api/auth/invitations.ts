/**
 * Invitations: a user created INVITED (a partner's new client owner, another partner user) receives a one-time
 * link and sets their own password with it; nobody else ever chooses or sees that password.
 *
 * The browser gets a random 256-bit token once; the database keeps only its SHA-256 and expiry (7 days), in the
 * `user_invitations` system table (migrations/202611220150-user-invitations.ts), one row per pending invitation.
 * Issuing a new link replaces the user's row, so an older link stops working; accepting deletes it, which makes
 * the token single-use.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { publicOrigin } from '../http/public-url.ts';

export const INVITATION_LIFETIME_MS = 7 * 24 * 3600_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Where the invitee goes: the sign-up page, which turns into "set your password" when given a token. */
export const invitationPath = (token: string) => `/public/signup?invitation=${encodeURIComponent(token)}`;

export interface IssuedInvitation {
  /** Shown once; only its hash is stored. */
  token: string;
  url: string;
  expires_at: string;
}

/**
 * Gives the INVITED user a new invitation (replacing any earlier one) and returns the link, built on PUBLIC_URL
 * (api/http/public-url.ts), never on the request's Host. Runs on `trx`: the caller creates the user in the same transaction.
 */
export async function issueInvitation(trx: Knex, user: { account_id: string; id: string }): Promise<IssuedInvitation> {
  const invited = await trx('users').where({ account_id: user.account_id, id: user.id, status: 'INVITED' }).forUpdate().first('id');
  if (!invited) throw new Error(`issueInvitation: user ${user.id} is not INVITED`);
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + INVITATION_LIFETIME_MS);
  await trx('user_invitations').where({ account_id: user.account_id, user_id: user.id }).delete();
  await trx('user_invitations').insert({ token_hash: sha256(token), account_id: user.account_id, user_id: user.id, expires_at: expires });
  return { token, url: `${publicOrigin()}${invitationPath(token)}`, expires_at: expires.toISOString() };
}

/** When each user's pending invitation ends (ISO), by user id; users without one are absent. */
export async function invitationExpiries(knex: Knex, accountIds: string[], userIds: string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await knex('user_invitations').whereIn('account_id', [...new Set(accountIds)]).whereIn('user_id', userIds).select('user_id', 'expires_at');
  return new Map(rows.map((r: { user_id: string; expires_at: Date | string }) => [r.user_id, new Date(r.expires_at).toISOString()]));
}

/** Ends the user's pending invitation (it has been accepted). */
export async function consumeInvitation(trx: Knex, user: { account_id: string; id: string }): Promise<void> {
  await trx('user_invitations').where({ account_id: user.account_id, user_id: user.id }).delete();
}

export interface InvitationMatch {
  id: string;
  account_id: string;
  email: string;
  version: number;
  expired: boolean;
}

/** The INVITED user a token belongs to, locked for the update that consumes it; undefined for an unknown or used token. */
export async function findInvitation(trx: Knex, token: string): Promise<InvitationMatch | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const invitation = await trx('user_invitations').where({ token_hash: sha256(token) }).forUpdate().first('account_id', 'user_id', 'expires_at');
  if (!invitation) return undefined;
  const user = await trx('users')
    .where({ account_id: invitation.account_id, id: invitation.user_id, status: 'INVITED' })
    .forUpdate()
    .first('id', 'account_id', 'email', 'version');
  if (!user) return undefined;
  return { id: user.id, account_id: user.account_id, email: user.email, version: user.version, expired: new Date(invitation.expires_at).getTime() < Date.now() };
}
