import { useSyncExternalStore } from 'react';
import { getSession, subscribe, type SessionState } from './session.ts';

/** The current session (re-renders on sign-in, sign-out and account switch). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
