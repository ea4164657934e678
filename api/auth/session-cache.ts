/**
 * A short-lived cache of resolved sessions (token hash → user, account, client accounts), so a burst of requests
 * from one browser (a list page asks for its rows, references and custom fields at once) resolves the session
 * once, not once per request: the lookup joins users and accounts and aggregates a partner's clients.
 *
 * Staleness is bounded three ways:
 * - an entry lives SESSION_CACHE_MS (default 2 s), so idle timeouts, expiry and changes made by hand in SQL are
 *   seen within that;
 * - this process drops an entry at sign-out, and every entry when a user or an account is written (suspension,
 *   role, permissions, feature flags, a partner's clients), at the start of the writing transaction and again at
 *   its end;
 * - on PostgreSQL every API process LISTENs on `sellyard_sessions`, and those writes NOTIFY it, so the other
 *   processes drop theirs too, at the writer's commit. (PGlite is one process: nothing to tell.)
 */
import type { Knex } from 'knex';
import pg from 'pg';
import { isEmbedded } from '../db/index.ts';
import type { SessionRecord } from './sessions.ts';

export const SESSION_CACHE_MS = Number(process.env.SESSION_CACHE_MS ?? 2000);
const CHANNEL = 'sellyard_sessions';
const MAX_ENTRIES = 10_000;

const entries = new Map<string, { record: SessionRecord; until: number }>();

/**
 * Other caches with the same lifetime and the same invalidation (the accounts' custom-field definitions as lists
 * read them, api/crud/custom-fields.ts): cleared whenever the sessions are.
 */
const clearers = new Set<() => void>([() => { entries.clear(); generation++; }]);

/** Counts the clearings: a lookup that started before one does not cache what it read (it may be stale). */
let generation = 0;
export const sessionGeneration = () => generation;
export function onSessionChange(clear: () => void): void {
  clearers.add(clear);
}
function clearAll(): void {
  for (const clear of clearers) clear();
}

export function cachedSession(tokenHash: string): SessionRecord | undefined {
  const hit = entries.get(tokenHash);
  if (!hit) return undefined;
  if (hit.until > Date.now()) return hit.record;
  entries.delete(tokenHash);
  return undefined;
}

export function cacheSession(tokenHash: string, record: SessionRecord, since: number): void {
  if (SESSION_CACHE_MS <= 0 || since !== generation) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(tokenHash, { record, until: Date.now() + SESSION_CACHE_MS });
}

/** Drops one session (sign-out), or every session when no hash is given. */
export function forgetSession(tokenHash?: string): void {
  generation++;
  if (tokenHash === undefined) entries.clear();
  else entries.delete(tokenHash);
}

/**
 * After a write that changes who may do what (a user, an account): drops this process's entries and, on
 * PostgreSQL, tells the others. Pass the transaction when there is one: the NOTIFY is then sent at its commit
 * (and not at all if it rolls back).
 */
export async function announceSessionChange(db: Knex | Knex.Transaction): Promise<void> {
  clearAll();
  // Again once the transaction ends: a request running meanwhile may have cached what it read before the commit.
  if ((db as Knex.Transaction).isTransaction) (db as Knex.Transaction).executionPromise?.then(clearAll, clearAll);
  if (!isEmbedded(db as Knex)) await db.raw('select pg_notify(?, ?)', [CHANNEL, String(process.pid)]);
}

const listening = new WeakSet<Knex>();

/**
 * Starts this process's LISTEN on PostgreSQL (once per knex instance; a no-op on PGlite), on a connection of its
 * own outside the pool, which does not keep the process alive. If it drops (the database restarts or is dropped),
 * the cache is cleared and listening restarts on the next call.
 */
export async function listenForSessionChanges(knex: Knex): Promise<void> {
  if (isEmbedded(knex) || listening.has(knex) || SESSION_CACHE_MS <= 0) return;
  listening.add(knex);
  const settings = (knex.client as { connectionSettings?: pg.ClientConfig }).connectionSettings;
  const client = new pg.Client(settings);
  const stop = () => {
    clearAll();
    listening.delete(knex);
  };
  client.on('notification', (message) => { if (message.channel === CHANNEL) clearAll(); });
  client.on('error', stop);
  client.on('end', stop);
  try {
    await client.connect();
    (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    await client.query(`listen ${CHANNEL}`);
  } catch {
    // No listener: entries still expire after SESSION_CACHE_MS.
    stop();
    await client.end().catch(() => undefined);
  }
}
