/**
 * Server-side sessions. The browser holds a random 256-bit token in an http-only cookie; the database holds only
 * its SHA-256, so a leaked sessions table cannot be replayed. Sessions end after 30 minutes idle or 12 hours in
 * all (like online banking), at sign-out, and when the user is suspended.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { SessionUser } from '../../permissions/index.ts';
import { announceSessionChange, cachedSession, cacheSession, forgetSession, sessionGeneration } from './session-cache.ts';

export const SESSION_COOKIE = 'sellyard_session';
export const IDLE_TIMEOUT_MS = Number(process.env.SESSION_IDLE_MINUTES ?? 30) * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(knex: Knex, userId: string, accountId: string, meta: { ip?: string; userAgent?: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await knex('sessions').insert({
    token_hash: hashToken(token), user_id: userId, account_id: accountId,
    expires_at: new Date(Date.now() + ABSOLUTE_TIMEOUT_MS), ip: meta.ip ?? null, user_agent: (meta.userAgent ?? '').slice(0, 300),
  });
  return token;
}

export async function endSession(knex: Knex, token: string): Promise<void> {
  forgetSession(hashToken(token));
  await knex('sessions').where({ token_hash: hashToken(token) }).delete();
  // Other API processes may hold it in their cache: tell them (PostgreSQL).
  await announceSessionChange(knex);
}

export interface SessionRecord {
  user: SessionUser;
  name: string;
  accountName: string;
  accountKind: string;
}

/**
 * The signed-in user behind a token, or undefined when the session is unknown, expired or the user is not ACTIVE.
 * A session resolved in the last SESSION_CACHE_MS is answered from memory (session-cache.ts).
 */
export async function resolveSession(knex: Knex, token: string): Promise<SessionRecord | undefined> {
  const tokenHash = hashToken(token);
  const cached = cachedSession(tokenHash);
  if (cached) return cached;
  // Requests of one session arriving together while it is not cached (a page's burst, the entry just lapsed) share
  // one lookup; not one that started before a sign-out or an access change (it may have read what they ended).
  const since = sessionGeneration();
  const shared = lookups.get(tokenHash);
  if (shared && shared.since === since) return shared.promise;
  const promise = lookUp(knex, tokenHash).finally(() => { if (lookups.get(tokenHash)?.promise === promise) lookups.delete(tokenHash); });
  lookups.set(tokenHash, { promise, since });
  return promise;
}

const lookups = new Map<string, { promise: Promise<SessionRecord | undefined>; since: number }>();

async function lookUp(knex: Knex, tokenHash: string): Promise<SessionRecord | undefined> {
  const since = sessionGeneration();
  const result = await knex.raw(
    `select s.last_seen_at, s.expires_at, ${USER_COLUMNS}
       from sessions s
       join users u on u.account_id = s.account_id and u.id = s.user_id
       join accounts a on a.id = u.account_id
      where s.token_hash = ?`,
    [tokenHash],
  );
  const row = (result.rows ?? result)[0];
  if (!row) return undefined;
  const now = Date.now();
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (row.status !== 'ACTIVE' || new Date(row.expires_at).getTime() < now || now - lastSeen > IDLE_TIMEOUT_MS) {
    await knex('sessions').where({ token_hash: tokenHash }).delete();
    return undefined;
  }
  if (now - lastSeen > TOUCH_INTERVAL_MS) await knex('sessions').where({ token_hash: tokenHash }).update({ last_seen_at: knex.fn.now() });
  const record = { user: sessionUserOf(row), name: row.name, accountName: row.account_name, accountKind: row.account_kind };
  cacheSession(tokenHash, record, since);
  return record;
}

/** What a session user is made of: the user, its account's flags, a partner's client accounts (`u`, `a`). */
const USER_COLUMNS = `u.id, u.email, u.name, u.role, u.permissions, u.status, u.account_id,
            a.name as account_name, a.kind as account_kind, a.feature_flags,
            coalesce((select json_agg(c.id order by c.name) from accounts c where c.partner_account_id = a.id), '[]'::json) as client_ids`;

function sessionUserOf(row: Record<string, any>): SessionUser {
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as string[];
  return {
    id: row.id, email: row.email, role: row.role, accountId: row.account_id,
    permissions: parse(row.permissions) ?? [], flags: parse(row.feature_flags) ?? [], clientAccountIds: parse(row.client_ids) ?? [],
  };
}

/**
 * The user `userId` of `accountId` as a session would present them (work done on their behalf without a request:
 * a scheduled export runs with its owner's permissions), or undefined when unknown or not ACTIVE.
 */
export async function loadSessionUser(knex: Knex, accountId: string, userId: string): Promise<SessionUser | undefined> {
  const result = await knex.raw(`select ${USER_COLUMNS} from users u join accounts a on a.id = u.account_id where u.account_id = ? and u.id = ?`, [accountId, userId]);
  const row = (result.rows ?? result)[0];
  return row && row.status === 'ACTIVE' ? sessionUserOf(row) : undefined;
}
