/**
 * The menu, from the route manifest: the dashboard first, then one group per `menuGroups` entry in manifest order,
 * holding the group's lists and pages (and the create screens of entities that have no list), then the programme
 * pages (Promote & Expand, Golden Ticket) below the daily work. Entries the user cannot open are left out: the
 * route's guard fails, or — with the session's ability — the screen's entity is one the user may not read (a route
 * guarded by sign-in alone over records only some roles read would otherwise open onto a refusal). Groups left
 * empty are dropped. The Listings page's screens (every channel's listings, templates, categories: see
 * listings/listingsArea.ts) are one entry, "Listings", where the overview sits in the manifest: it leads to the
 * overview, or for those who may not open it to the first channel they may (its tabs are the rest).
 */
import { model, roleIsReadOnly } from '../model.ts';
import { evaluateGuard, type AppAbility, type SessionUser } from '../access/permissions.ts';
import { screens, type Screen } from './screens.ts';
import { inListingsPage, listingsMenuEntry, OVERVIEW_PATH } from '../listings/listingsArea.ts';

export interface MenuItem {
  path: string;
  title: string;
  /** Other screens the entry stands for, which select it when open (the Listings page's tabs). */
  paths?: string[];
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

const TOP_LEVEL = ['/dashboard'];

/**
 * Pages about growing the business rather than the day's work, with who they are for beyond their guard (which is a
 * sign-in alone): Promote & Expand lists products on more channels, so it is for those who work on products; the
 * Golden Ticket programme is joined by an account's owner, and shown to staff once the account is in it. They close
 * their menu groups (Products & Listings; Tax Compliance, which itself sits below Settings).
 */
const PROGRAMME: Record<string, (user: SessionUser) => boolean> = {
  '/promote-expand': (user) => user.role === 'owner' || user.role === 'admin' || user.permissions.includes('products'),
  '/golden-ticket': (user) => user.role === 'owner' || user.role === 'admin' || user.flags.includes('goldenTicket'),
};

/** Entities that have a list screen: their create screens are reached from the list's New button. */
const listed = new Set(screens.filter((s) => s.kind === 'list' && s.entity).map((s) => s.entity!.name));

/** Whether the session may read the screen's records (no ability given, or no entity: the guard decides alone). */
function mayRead(s: Screen, ability: AppAbility | null | undefined): boolean {
  if (!ability || !s.entity?.resource) return true;
  try {
    return ability.can('read', s.entity.resource as never);
  } catch {
    return false;
  }
}

function inMenu(s: Screen, user: SessionUser | null): boolean {
  if (s.path in PROGRAMME && !(user && PROGRAMME[s.path]!(user))) return false;
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

/** The programme pages after the daily work of their group, the rest in manifest order. */
const programmeLast = (a: Screen, b: Screen) => Number(a.path in PROGRAMME) - Number(b.path in PROGRAMME);

export function menuGroupsFor(user: SessionUser | null, ability?: AppAbility | null): MenuGroup[] {
  return model.menuGroups
    .map((g) => {
      const listings = listingsMenuEntry(user, ability);
      const items = screens
        .filter((s) => s.group === g.name && (s.path === OVERVIEW_PATH || (inMenu(s, user) && !inListingsPage(s) && evaluateGuard(s.guard, user).allowed && mayRead(s, ability))))
        .sort(programmeLast)
        .flatMap((s) => (s.path !== OVERVIEW_PATH ? [{ path: s.path, title: s.title }] : listings ? [listings] : []));
      const home = items.find((i) => i.path === `/${g.name}`);
      return { ...g, items, ...(home ? { home } : {}) };
    })
    .filter((g) => g.items.length > 0);
}
