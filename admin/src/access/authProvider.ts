/**
 * react-admin's authProvider over the session store. Guards and the menu read the session directly; react-admin
 * uses this for sign-out, the identity in the app bar, and to react to a 401 from the API (session expired).
 */
import type { AuthProvider } from 'react-admin';
import { getSession, sessionExpired, signIn, signOut, whenReady } from './session.ts';

export const authProvider: AuthProvider = {
  async login({ username, email, password }) {
    await signIn(email ?? username, password);
  },
  async logout() {
    if (getSession().status === 'signedIn') await signOut();
    return '/login';
  },
  async checkAuth() {
    const s = await whenReady();
    if (s.status !== 'signedIn') throw new Error('Sign in to continue.');
  },
  async checkError(error) {
    const status = error?.status;
    if (status === 401) {
      sessionExpired();
      throw new Error('Your session has ended. Sign in again.');
    }
    // 403 and others: stay signed in; the screen shows the error.
  },
  async getIdentity() {
    const s = await whenReady();
    if (!s.me) throw new Error('Signed out');
    return { id: s.me.user.id, fullName: s.me.user.name || s.me.user.email };
  },
  async getPermissions() {
    const s = await whenReady();
    return s.me?.sessionUser ?? null;
  },
};
