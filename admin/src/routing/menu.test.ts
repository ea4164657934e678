import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../access/permissions.ts';
import { defineAbilityFor } from '../../../permissions/index.ts';
import { menuGroupsFor, topLevelItems } from './menu.ts';

const owner: SessionUser = { id: 'u', email: 'owner@example.test', role: 'owner', accountId: 'a', permissions: [], flags: [], clientAccountIds: [] };
const pathsOf = (user: SessionUser) => menuGroupsFor(user).flatMap((g) => g.items.map((i) => i.path));

describe('menu', () => {
  it("offers an owner the settings pages, but not the marketplaces' connection callbacks (menu: false)", () => {
    const paths = pathsOf(owner);
    expect(paths).toEqual(expect.arrayContaining(['/settings/general', '/settings/template-designer', '/settings/sales-channels']));
    expect(paths.filter((p) => p.endsWith('-connect'))).toEqual([]);
  });

  it('gives a group with a home page of its own (settings) one menu entry leading there', () => {
    const settings = menuGroupsFor(owner).find((g) => g.name === 'settings')!;
    expect(settings.home).toEqual({ path: '/settings', title: 'Settings' });
    expect(menuGroupsFor(owner).filter((g) => g.name !== 'settings').every((g) => !g.home)).toBe(true);
  });

  it('leaves out what the user may not open', () => {
    const staff: SessionUser = { ...owner, role: 'staff', permissions: ['orders'] };
    const paths = pathsOf(staff);
    expect(paths).toContain('/sales-orders/orders');
    expect(paths).not.toContain('/settings/template-designer');
  });

  it('reaches "Add X" screens from their list, not the menu', () => {
    const paths = pathsOf(owner);
    expect(paths).toContain('/sales-orders/orders');
    expect(paths).not.toContain('/sales-orders/order/create');
    expect(paths).not.toContain('/settings/add-brand');
  });

  it('offers a read-only partner no create screen at all', () => {
    const partner: SessionUser = { ...owner, role: 'partner', permissions: ['products', 'orders', 'reports'] };
    const creates = menuGroupsFor(partner).flatMap((g) => g.items).filter((i) => /\/(create|add-|new)/.test(i.path));
    expect(creates).toEqual([]);
  });

  const entries = (user: SessionUser) => [...topLevelItems(user).map((i) => i.path), ...menuGroupsFor(user, defineAbilityFor(user)).map((g) => g.name)];

  it('offers a member of staff who works the orders only what they may read: no Finance, no programme pages', () => {
    const staff: SessionUser = { ...owner, role: 'staff', permissions: ['orders'] };
    const groups = menuGroupsFor(staff, defineAbilityFor(staff));
    const paths = groups.flatMap((g) => g.items.map((i) => i.path));
    expect(paths).toContain('/sales-orders/orders');
    expect(groups.map((g) => g.name)).not.toContain('finance');
    expect(paths.filter((p) => p.startsWith('/finance/'))).toEqual([]);
    expect(paths).not.toContain('/golden-ticket');
    expect(paths).not.toContain('/promote-expand');
    expect(topLevelItems(staff).map((i) => i.path)).toEqual(['/dashboard']);
  });

  it('offers Finance to those who may run reports, and the programme pages at the end of their groups to an owner', () => {
    const reporter: SessionUser = { ...owner, role: 'staff', permissions: ['orders', 'reports'] };
    expect(entries(reporter)).toContain('finance');
    const groups = menuGroupsFor(owner, defineAbilityFor(owner));
    expect(entries(owner)[0]).toBe('/dashboard');
    const products = groups.find((g) => g.name === 'products-listings')!.items.map((i) => i.path);
    expect(products.at(-1)).toBe('/promote-expand');
    const compliance = groups.find((g) => g.name === 'compliance')!.items.map((i) => i.path);
    expect(compliance).toEqual(['/golden-ticket']);
    // Below the daily work: the feature-flag group comes after Settings.
    const names = groups.map((g) => g.name);
    expect(names.indexOf('compliance')).toBeGreaterThan(names.indexOf('settings'));
  });

  it('has at most 9 top-level entries for a merchant, their staff and a partner', () => {
    const owned: SessionUser = { ...owner, flags: ['goldenTicket', 'vatTaxes', 'responsiblePerson', 'productLabel'] };
    const users: SessionUser[] = [owned, { ...owned, role: 'staff', permissions: ['orders', 'products', 'reports', 'purchaseOrders'] }, { ...owner, role: 'partner', permissions: ['products', 'orders', 'reports'] }];
    for (const user of users) expect(entries(user).length, user.role).toBeLessThanOrEqual(9);
  });

  it('gathers every channel\'s listing screens into one Listings entry, still following permissions', () => {
    const products = (user: SessionUser) => menuGroupsFor(user, defineAbilityFor(user)).find((g) => g.name === 'products-listings')?.items ?? [];
    expect(products(owner).map((i) => i.title)).toEqual(['Products', 'Stock', 'Stock Movements', 'Listings', 'Promote & Expand']);
    expect(products(owner).find((i) => i.title === 'Listings')!.path).toBe('/products-listings/listings-overview');
    // Staff with eBay alone: the entry opens eBay's listings; no other channel's screen is offered.
    const ebay: SessionUser = { ...owner, role: 'staff', permissions: ['ebay'] };
    const entry = products(ebay).find((i) => i.title === 'Listings')!;
    expect(entry.path).toBe('/products-listings/ebay/listings');
    expect(products(ebay).map((i) => i.path).filter((p) => /\/(ebay|amazon|etsy|wish|onbuy|store)\//.test(p))).toEqual(['/products-listings/ebay/listings']);
    expect(entry.paths).not.toContain('/products-listings/amazon/listings');
  });
});
