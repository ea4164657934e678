import { describe, expect, it } from 'vitest';
import { defaultManifest } from './manifest.ts';
import { DEMO_USERS } from './testing.ts';
import { mayMakeTransition, transitionRefusal } from './transitions.ts';

const reviewerStep = { roles: ['admin'] };
const refund = { permissions: ['reports'] };

describe('mayMakeTransition', () => {
  it('lets anyone through a transition with no roles or permissions of its own', () => {
    for (const user of Object.values(DEMO_USERS)) expect(mayMakeTransition(user, {}).allowed).toBe(true);
  });

  it('limits a transition with roles to those roles (platform admins are not implied)', () => {
    expect(mayMakeTransition(DEMO_USERS.admin, reviewerStep).allowed).toBe(true);
    expect(mayMakeTransition(DEMO_USERS.ownerAcme, reviewerStep)).toMatchObject({ allowed: false, reason: 'role', missing: { roles: ['admin'] } });
    expect(mayMakeTransition(DEMO_USERS.admin, { roles: ['owner'] }).allowed).toBe(false);
  });

  it('asks staff for the permissions a transition names; owners and admins hold them all', () => {
    const staff = { ...DEMO_USERS.ownerAcme, role: 'staff', permissions: ['orders'] };
    expect(mayMakeTransition(staff, refund)).toMatchObject({ allowed: false, reason: 'permission', missing: { permissions: ['reports'] } });
    expect(mayMakeTransition({ ...staff, permissions: ['orders', 'reports'] }, refund).allowed).toBe(true);
    expect(mayMakeTransition(DEMO_USERS.ownerAcme, refund).allowed).toBe(true);
    expect(mayMakeTransition(DEMO_USERS.admin, refund).allowed).toBe(true);
  });

  it('refuses a signed-out visitor', () => {
    expect(mayMakeTransition(null, {}).allowed).toBe(false);
  });

  it('says why in words, with the manifest’s labels', () => {
    expect(transitionRefusal('Approve', mayMakeTransition(DEMO_USERS.ownerAcme, reviewerStep), defaultManifest)).toBe('Approve is for platform admins only.');
    const staff = { ...DEMO_USERS.ownerAcme, role: 'staff', permissions: [] };
    expect(transitionRefusal('Refund', mayMakeTransition(staff, refund), defaultManifest)).toMatch(/^Refund needs the \w[\w ]* permission as well\.$/);
  });
});
