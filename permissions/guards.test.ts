import { describe, expect, it } from 'vitest';
import { evaluateGuard } from './guards.ts';
import { defaultManifest } from './manifest.ts';
import { menuFor, routeFor } from './routes.ts';
import { DEMO_USERS } from './testing.ts';
import type { Guard, SessionUser } from './types.ts';

/** The guard of the manifest route whose pattern is `path`. */
function guardOf(path: string): Guard {
  const route = defaultManifest.routes.find((candidate) => candidate.path === path);
  if (!route?.guard) throw new Error(`no guarded route ${path}`);
  return route.guard;
}

const none = { permissions: [], flags: [], roles: [] };

describe('evaluateGuard', () => {
  it('needs goldenTicket and vatTaxes for /tax-applications', () => {
    const guard = guardOf('/tax-applications');
    expect([...guard.flags].sort()).toEqual(['goldenTicket', 'vatTaxes']);
    expect(evaluateGuard(guard, DEMO_USERS.ownerAcme)).toEqual({ allowed: true, missing: none });
    expect(evaluateGuard(guard, DEMO_USERS.ownerGlobex)).toEqual({
      allowed: false,
      reason: 'flag',
      missing: { ...none, flags: ['goldenTicket', 'vatTaxes'] },
    });
    expect(evaluateGuard(guard, { ...DEMO_USERS.ownerGlobex, flags: ['goldenTicket'] }).missing.flags).toEqual(['vatTaxes']);
  });

  it('treats platform admins as holding every flag', () => {
    expect(DEMO_USERS.admin.flags).toEqual([]);
    expect(evaluateGuard(guardOf('/tax-applications'), DEMO_USERS.admin).allowed).toBe(true);
  });

  it('refuses /admin-support to an owner for the role', () => {
    expect(evaluateGuard(guardOf('/admin-support'), DEMO_USERS.ownerAcme)).toEqual({
      allowed: false,
      reason: 'role',
      missing: { ...none, roles: ['admin'] },
    });
    expect(evaluateGuard(guardOf('/admin-support'), DEMO_USERS.admin).allowed).toBe(true);
  });

  it('refuses /settings/users to staff without the users permission', () => {
    expect(evaluateGuard(guardOf('/settings/users'), DEMO_USERS.staffAcme)).toEqual({
      allowed: false,
      reason: 'permission',
      missing: { ...none, permissions: ['users'] },
    });
    const withUsers = { ...DEMO_USERS.staffAcme, permissions: ['users'] };
    expect(evaluateGuard(guardOf('/settings/users'), withUsers).allowed).toBe(true);
    expect(evaluateGuard(guardOf('/settings/users'), DEMO_USERS.ownerAcme).allowed).toBe(true);
  });

  it('opens the partner portal to partners and admins only', () => {
    const guard = guardOf('/partner-portal/hq');
    expect(evaluateGuard(guard, DEMO_USERS.partner).allowed).toBe(true);
    expect(evaluateGuard(guard, DEMO_USERS.admin).allowed).toBe(true);
    expect(evaluateGuard(guard, DEMO_USERS.ownerAcme).reason).toBe('role');
  });

  it('sends signed-out visitors to sign in, and lets them through public guards', () => {
    expect(evaluateGuard(guardOf('/dashboard'), null)).toEqual({ allowed: false, reason: 'login', missing: none });
    expect(evaluateGuard(guardOf('/public/signup'), null).allowed).toBe(true);
    expect(evaluateGuard({ login: false, permissions: ['users'], flags: [], roles: [] }, null).reason).toBe('login');
  });

  it('reports the first failing check and everything missing', () => {
    const guard: Guard = { login: true, roles: ['partner'], permissions: ['users'], flags: ['vatTaxes'] };
    expect(evaluateGuard(guard, DEMO_USERS.staffAcme)).toEqual({
      allowed: false,
      reason: 'role',
      missing: { roles: ['partner'], permissions: ['users'], flags: [] },
    });
  });

  it('gives an unknown role no permissions', () => {
    const stranger: SessionUser = { ...DEMO_USERS.staffAcme, role: 'superuser' };
    expect(evaluateGuard(guardOf('/sales-orders/orders'), stranger).missing.permissions).toEqual(['orders']);
  });

  it('opens every route to admins, every role-free flag-free route to owners, only public ones to visitors', () => {
    for (const route of defaultManifest.routes) {
      if (!route.guard) continue;
      expect(evaluateGuard(route.guard, DEMO_USERS.admin).allowed, route.path).toBe(true);
      if (!route.guard.roles.length && !route.guard.flags.length) {
        expect(evaluateGuard(route.guard, DEMO_USERS.ownerGlobex).allowed, route.path).toBe(true);
      }
      expect(evaluateGuard(route.guard, null).allowed, route.path).toBe(!route.guard.login);
    }
  });
});

describe('routeFor', () => {
  it('matches static paths, ignoring query, hash and a trailing slash', () => {
    expect(routeFor('/settings/users')?.route.path).toBe('/settings/users');
    expect(routeFor('/settings/users/?page=2#top')?.route.path).toBe('/settings/users');
    expect(routeFor('/')?.route.kind).toBe('redirect');
  });

  it('captures and decodes :params', () => {
    expect(routeFor('/sales-orders/order/edit/so%2042')).toMatchObject({
      route: { path: '/sales-orders/order/edit/:id' },
      params: { id: 'so 42' },
    });
  });

  it('prefers a static segment over a :param', () => {
    expect(routeFor('/settings/add-sales-channel')?.route.path).toBe('/settings/add-sales-channel');
    expect(routeFor('/settings/add-sales-channel/ebay')).toMatchObject({
      route: { path: '/settings/add-sales-channel/:id' },
      params: { id: 'ebay' },
    });
  });

  it('serves the screens a list declares in its modes', () => {
    expect(routeFor('/products-listings/products/create')).toMatchObject({ route: { path: '/products-listings/products' }, mode: 'create' });
    expect(routeFor('/products-listings/products/p1')).toMatchObject({ mode: 'edit', params: { id: 'p1' } });
    expect(routeFor('/finance/settlements/s1/show')).toMatchObject({ route: { path: '/finance/settlements' }, mode: 'view' });
    // Products declare no view mode, so /show is not a screen of theirs.
    expect(routeFor('/products-listings/products/p1/show')?.route.path).toBe('*');
  });

  it('falls back to * for unknown paths', () => {
    expect(routeFor('/no/such/page')).toMatchObject({ route: { path: '*', title: 'Not Found' }, params: {} });
  });
});

describe('menuFor', () => {
  const paths = (user: SessionUser | null) => menuFor(user).flatMap((section) => section.items.map((item) => item.path));

  it('lists only routes the user may open, without :params or redirects', () => {
    for (const user of Object.values(DEMO_USERS)) {
      for (const path of paths(user)) {
        const match = routeFor(path)!;
        expect(path).not.toContain(':');
        expect(['list', 'page']).toContain(match.route.kind);
        expect(evaluateGuard(match.route.guard!, user).allowed, path).toBe(true);
      }
    }
  });

  it('shows staff their screens and hides the others', () => {
    const staff = paths(DEMO_USERS.staffAcme);
    expect(staff).toContain('/products-listings/products');
    expect(staff).toContain('/sales-orders/orders');
    expect(staff).not.toContain('/settings/users');
    expect(staff).not.toContain('/purchase-orders/purchase-orders');
  });

  it('keeps the manifest order of groups and drops empty ones', () => {
    const order = defaultManifest.menuGroups.map((group) => group.name);
    const names = menuFor(DEMO_USERS.ownerAcme).map((section) => section.name);
    expect(names).toEqual(order.filter((name) => names.includes(name)));
    expect(names).not.toContain('admin');
    expect(names).not.toContain('partner-portal');
    expect(menuFor(DEMO_USERS.admin).map((section) => section.name)).toContain('admin');
  });

  it('is empty when signed out', () => {
    expect(menuFor(null)).toEqual([]);
  });
});
