import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../access/permissions.ts';
import { menuGroupsFor } from './menu.ts';

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
});
