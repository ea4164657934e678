/**
 * The browser session: who is signed in (`GET /api/auth/me`), their CASL ability, and — for partners and admins —
 * the client account they are acting in (sent as `X-Account-Id` on data requests). A tiny external store read with
 * `useSession()`; react-admin's authProvider and the data provider read the same store.
 */
import { abilityFromMe, type AppAbility, type SessionUser } from './permissions.ts';
import type { CustomFieldDefinition } from '../custom-fields/customFields.ts';

export interface Me {
  user: { id: string; email: string; name?: string; role: string; permissions: string[] };
  account: { id: string; name: string; kind: string; feature_flags: string[] };
  sessionUser: SessionUser;
  rules: unknown;
  clientAccounts: Array<{ id: string; name: string }>;
  /**
   * The own account's date settings and custom-field definitions (every readable entity's), sent with the session
   * so the first screen asks only for its rows. Screens in a client account (partners, admins) fetch their own.
   */
  preload?: { dates: { date_format: string; timezone: string } | null; customFields: CustomFieldDefinition[] };
}

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  me: Me | null;
  ability: AppAbility | null;
  /** Client account the user acts in (partners and admins), or null for the own account. */
  actingAccountId: string | null;
  /** When `me` arrived (ms since the epoch): the age of what it preloaded, for react-query's staleness. */
  loadedAt?: number;
}

const ACTING_KEY = 'sellyard.actingAccountId';

let state: SessionState = { status: 'loading', me: null, ability: null, actingAccountId: null };
const listeners = new Set<() => void>();
let pending: Promise<SessionState> | null = null;

function set(next: Partial<SessionState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

function readActing(me: Me): string | null {
  const ids = me.clientAccounts.map((c) => c.id);
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(ACTING_KEY);
  } catch {
    /* storage may be unavailable */
  }
  if (stored && ids.includes(stored)) return stored;
  // A partner has no data of its own to browse: start in the first client account.
  if (me.sessionUser.role === 'partner' && ids.length) return ids[0];
  return null;
}

/**
 * False once the own account wrote what `/api/auth/me` preloaded (a custom-field definition, General Settings): from
 * then on screens fetch those themselves until the next `/me` answer. Dropping the preload, rather than asking for
 * the session again at once, leaves the screen on show as it is (a new session state re-renders the whole app).
 */
let preloadCurrent = true;

/** Stops serving the session's preload (see `preloadCurrent`). */
export function forgetPreload(): void {
  preloadCurrent = false;
}

function signedIn(me: Me): SessionState {
  preloadCurrent = true;
  set({ status: 'signedIn', me, ability: abilityFromMe(me.rules), actingAccountId: readActing(me), loadedAt: Date.now() });
  return state;
}

function signedOut(): SessionState {
  set({ status: 'signedOut', me: null, ability: null, actingAccountId: null });
  return state;
}

/** Asks the API who is signed in. Concurrent callers share one request. */
export function refreshSession(): Promise<SessionState> {
  if (pending) return pending;
  pending = fetch('/api/auth/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (res) => (res.ok ? signedIn((await res.json()) as Me) : signedOut()))
    .catch(() => signedOut())
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Resolves once the first `/me` answer is in. */
export function whenReady(): Promise<SessionState> {
  return state.status === 'loading' ? refreshSession() : Promise.resolve(state);
}

export class SignInError extends Error {
  constructor(
    message: string,
    public status: number,
  ) {
    super(message);
  }
}

/** Signs in; throws a SignInError whose message is fit to show. */
export async function signIn(email: string, password: string): Promise<SessionState> {
  let res: Response;
  try {
    res = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new SignInError('The server cannot be reached. Try again in a moment.', 0);
  }
  if (res.ok) return signedIn((await res.json()) as Me);
  if (res.status === 401) throw new SignInError('Wrong email or password.', 401);
  if (res.status === 429) {
    const retry = res.headers.get('Retry-After');
    throw new SignInError(`Too many attempts. Wait${retry ? ` ${retry} seconds` : ' a little'} and try again.`, 429);
  }
  let detail = '';
  try {
    const body = await res.json();
    detail = body.detail || body.title || '';
  } catch {
    /* not JSON */
  }
  throw new SignInError(detail || `Sign-in failed (${res.status}).`, res.status);
}

export async function signOut(): Promise<void> {
  try {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
  } finally {
    signedOut();
  }
}

/** Forgets the session locally (the API answered 401). */
export function sessionExpired(): void {
  if (state.status === 'signedIn') signedOut();
}

/** Switches the client account the user acts in; `null` returns to the own account. */
export function setActingAccount(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(ACTING_KEY, id);
    else sessionStorage.removeItem(ACTING_KEY);
  } catch {
    /* storage may be unavailable */
  }
  set({ actingAccountId: id });
}

/** The acting client account's name, for banners. */
export function actingAccountName(s: SessionState = state): string | null {
  if (!s.me || !s.actingAccountId) return null;
  return s.me.clientAccounts.find((c) => c.id === s.actingAccountId)?.name ?? null;
}

/** True when the signed-in role may only read (partners). */
export function isReadOnlyRole(s: SessionState = state): boolean {
  return s.me?.sessionUser.role === 'partner';
}

/**
 * What `/api/auth/me` preloaded for the own account's screens, when they show the own account (no client account
 * acted in; `ownAccountOnly` for screens that always do) and nothing preloaded was written since; else null.
 */
export function ownAccountPreload(session: SessionState, ownAccountOnly = false): NonNullable<Me['preload']> | null {
  if (!session.me?.preload || !preloadCurrent) return null;
  if (ownAccountOnly) return session.me.preload;
  if (session.actingAccountId && session.actingAccountId !== session.me.account.id) return null;
  return session.me.preload;
}
