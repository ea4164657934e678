/**
 * Every screen the admin serves, derived from the route manifest (pure: no React here, so it is unit-tested).
 *
 * Each manifest row is one screen. A ready entity's list also serves the generic screens it does not have an
 * explicit row for, below its own path (the manifest's convention): `/create`, `/:id` (edit), `/:id/show` (view)
 * and `/:id/copy`; they carry the list's guard. Links between screens (list → edit, view → copy, …) are resolved
 * here too, so a list of customers edits at `/sales-orders/customer/edit/:id` and views at
 * `/sales-orders/customers/:id/show`.
 */
import { entityByName, guardOf, model, type EntityModel, type Guard, type RouteModel } from '../model.ts';

export type Action = 'list' | 'create' | 'edit' | 'view' | 'copy';

export interface Screen {
  /** react-router pattern (`:id` params, `*` fallback). */
  path: string;
  kind: RouteModel['kind'];
  title: string;
  guard: Guard;
  layout: 'public' | 'secure';
  group?: string;
  /** The manifest row (for a derived screen: its list's row). */
  route: RouteModel;
  /** Served below a list by convention, not a manifest row of its own. */
  derived: boolean;
  /** The entity of a generic screen, when its schema exists and the API serves it. */
  entity?: EntityModel;
  action?: Action;
  /** Fixed filter / preset of the screen (`{type: 'CUSTOMER'}`). */
  filter: Record<string, unknown>;
  description?: string;
}

const GENERIC: Action[] = ['list', 'create', 'edit', 'view', 'copy'];

function sameFilter(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  const norm = (f: Record<string, unknown> | undefined) =>
    JSON.stringify(Object.entries(f ?? {}).sort(([x], [y]) => x.localeCompare(y)));
  return norm(a) === norm(b);
}

/** "Customers" → "Customer", "Sales Taxes" → "Sales Tax", "Manage Users" → "User". */
export function singular(title: string): string {
  const t = title.replace(/^Manage\s+/, '');
  if (/ies$/.test(t)) return t.replace(/ies$/, 'y');
  if (/(x|ss|ch|sh)es$/.test(t)) return t.replace(/es$/, '');
  if (/s$/.test(t)) return t.replace(/s$/, '');
  return t;
}

function screenOf(route: RouteModel): Screen {
  const entity = route.entity && route.entityReady ? entityByName(route.entity) : undefined;
  const kind = route.kind;
  return {
    path: route.path,
    kind,
    title: route.title,
    guard: guardOf(route),
    layout: route.layout,
    group: route.group,
    route,
    derived: false,
    entity: entity?.resource ? entity : undefined,
    action: (GENERIC as string[]).includes(kind) ? (kind as Action) : undefined,
    filter: (route.filter as Record<string, unknown>) ?? {},
    description: route.description,
  };
}

/** Builds every screen: the manifest rows plus the derived generic screens below ready lists. */
export function buildScreens(routes: readonly RouteModel[] = model.routes): Screen[] {
  const screens = routes.map(screenOf);
  const explicit = (entity: string, action: Action, filter: Record<string, unknown>) =>
    screens.find((s) => s.route.entity === entity && s.action === action && sameFilter(s.filter, filter));
  const derived: Screen[] = [];
  for (const list of screens) {
    if (list.action !== 'list' || !list.entity) continue;
    const noun = singular(list.title);
    const sub: Array<[Action, string, string]> = [
      ['create', '/create', `New ${noun}`],
      ['view', '/:id/show', `View ${noun}`],
      ['copy', '/:id/copy', `Copy ${noun}`],
      ['edit', '/:id', `Edit ${noun}`],
    ];
    for (const [action, suffix, title] of sub) {
      if (explicit(list.entity.name, action, list.filter)) continue;
      derived.push({
        ...list,
        path: list.path + suffix,
        kind: action,
        title,
        derived: true,
        action,
        description: undefined,
      });
    }
  }
  return [...screens, ...derived];
}

export const screens: Screen[] = buildScreens();

/** The list screen an entity's screen belongs to (same entity and filter; same menu group preferred). */
export function homeListOf(screen: Pick<Screen, 'entity' | 'filter' | 'group' | 'path' | 'derived'>, all: Screen[] = screens): Screen | undefined {
  if (!screen.entity) return undefined;
  const lists = all.filter((s) => s.action === 'list' && s.entity?.name === screen.entity!.name && sameFilter(s.filter, screen.filter));
  if (screen.derived) {
    const own = lists.find((l) => screen.path.startsWith(l.path + '/'));
    if (own) return own;
  }
  return lists.find((l) => l.group === screen.group) ?? lists[0];
}

/** Fills `:id` in a screen path. */
export function fillPath(path: string, id?: string | number): string {
  return id === undefined ? path : path.replace(':id', encodeURIComponent(String(id)));
}

/**
 * Where `action` on this entity (and filter) lives, as seen from `from` (a screen of the same entity): an explicit
 * manifest row when one exists, else the derived screen below the home list.
 */
export function screenFor(from: Pick<Screen, 'entity' | 'filter' | 'group' | 'path' | 'derived'>, action: Action, all: Screen[] = screens): Screen | undefined {
  if (all !== screens) return findScreenFor(from, action, all);
  // A list asks this for every row's View, Edit and Copy links: each search walks every screen, so it is kept per
  // screen object and action (the manifest's screens never change while the app runs).
  let known = screensFor.get(from);
  if (!known) screensFor.set(from, (known = new Map()));
  if (!known.has(action)) known.set(action, findScreenFor(from, action, all));
  return known.get(action);
}

const screensFor = new WeakMap<object, Map<Action, Screen | undefined>>();

function findScreenFor(from: Pick<Screen, 'entity' | 'filter' | 'group' | 'path' | 'derived'>, action: Action, all: Screen[]): Screen | undefined {
  if (!from.entity) return undefined;
  const name = from.entity.name;
  const candidates = all.filter((s) => s.entity?.name === name && s.action === action && sameFilter(s.filter, from.filter));
  const manifestRow = candidates.find((s) => !s.derived);
  if (manifestRow) return manifestRow;
  const home = homeListOf(from, all);
  return candidates.find((s) => home && s.path.startsWith(home.path + '/')) ?? candidates[0];
}

/** The path for `action` on a record, or undefined when no screen serves it. */
export function pathFor(from: Pick<Screen, 'entity' | 'filter' | 'group' | 'path' | 'derived'>, action: Action, id?: string | number): string | undefined {
  const s = screenFor(from, action);
  return s ? fillPath(s.path, id) : undefined;
}
