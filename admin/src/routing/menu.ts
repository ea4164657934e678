/**
 * The menu, from the route manifest: top-level pages first, then one group per `menuGroups` entry in manifest order,
 * holding the group's lists, pages and parameterless create screens. Entries the user cannot open (the guard fails)
 * are left out, and so are groups left empty.
 */
import { model } from '../model.ts';
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
}

const TOP_LEVEL = ['/dashboard', '/golden-ticket', '/promote-expand'];

function inMenu(s: Screen): boolean {
  if (s.derived || s.layout !== 'secure' || s.path.includes(':') || s.path === '*' || s.path === '/login') return false;
  if (s.route.menu === false) return false;
  return s.kind === 'list' || s.kind === 'page' || s.kind === 'create';
}

export function topLevelItems(user: SessionUser | null): MenuItem[] {
  return TOP_LEVEL.map((p) => screens.find((s) => s.path === p))
    .filter((s): s is Screen => !!s && evaluateGuard(s.guard, user).allowed)
    .map((s) => ({ path: s.path, title: s.title }));
}

export function menuGroupsFor(user: SessionUser | null): MenuGroup[] {
  return model.menuGroups
    .map((g) => ({
      ...g,
      items: screens
        .filter((s) => s.group === g.name && inMenu(s) && evaluateGuard(s.guard, user).allowed)
        .map((s) => ({ path: s.path, title: s.title })),
    }))
    .filter((g) => g.items.length > 0);
}
