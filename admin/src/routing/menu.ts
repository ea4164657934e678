/**
 * The menu, from the route manifest: top-level pages first, then one group per `menuGroups` entry in manifest order,
 * holding the group's lists and pages (and the create screens of entities that have no list). Entries the user
 * cannot open (the guard fails) are left out, and so are groups left empty.
 */
import { model, roleIsReadOnly } from '../model.ts';
import { evaluateGuard, type SessionUser } from '../access/permissions.ts';
import { screens, type Screen } from './screens.ts';

export interface MenuItem {
  path: string;
  title: string;
}
export interface MenuGroup {
  name: string;
  label: string;
  icon: string;
  items: MenuItem[];
  /**
   * Set when the group has a home page of its own (`/settings`): the menu shows one entry leading there, and the
   * home lists the group's screens in sections, so a group of forty screens costs the menu one line.
   */
  home?: MenuItem;
}

const TOP_LEVEL = ['/dashboard', '/golden-ticket', '/promote-expand'];

/** Entities that have a list screen: their create screens are reached from the list's New button. */
const listed = new Set(screens.filter((s) => s.kind === 'list' && s.entity).map((s) => s.entity!.name));

function inMenu(s: Screen, user: SessionUser | null): boolean {
  if (s.derived || s.layout !== 'secure' || s.path.includes(':') || s.path === '*' || s.path === '/login') return false;
  if (s.route.menu === false) return false;
  if (s.kind === 'create') {
    // "Add X" stays routable and titled, but the menu names places, not actions: the list's New button leads there.
    // A read-only role (a partner) creates nothing, so it is never offered a create screen.
    return !(s.entity && listed.has(s.entity.name)) && !roleIsReadOnly(user?.role);
  }
  return s.kind === 'list' || s.kind === 'page';
}

export function topLevelItems(user: SessionUser | null): MenuItem[] {
  return TOP_LEVEL.map((p) => screens.find((s) => s.path === p))
    .filter((s): s is Screen => !!s && evaluateGuard(s.guard, user).allowed)
    .map((s) => ({ path: s.path, title: s.title }));
}

export function menuGroupsFor(user: SessionUser | null): MenuGroup[] {
  return model.menuGroups
    .map((g) => {
      const items = screens
        .filter((s) => s.group === g.name && inMenu(s, user) && evaluateGuard(s.guard, user).allowed)
        .map((s) => ({ path: s.path, title: s.title }));
      const home = items.find((i) => i.path === `/${g.name}`);
      return { ...g, items, ...(home ? { home } : {}) };
    })
    .filter((g) => g.items.length > 0);
}
