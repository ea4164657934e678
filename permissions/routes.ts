/**
 * The route manifest seen from a URL and from a user: which route serves a path, and which screens a user's
 * menu lists. Both sides read the same manifest, so the admin's menu and router never disagree with its guards.
 */
import { evaluateGuard } from './guards.ts';
import { defaultManifest } from './manifest.ts';
import type { RouteShape, RoutesManifest, SessionUser } from './types.ts';

/** A route serving a concrete path. */
export interface RouteMatch {
  route: RouteShape;
  /** Values of the pattern's `:name` segments, URI-decoded. */
  params: Record<string, string>;
  /** Set when the path is a screen a list serves below itself (its `modes`): `/create`, `/:id`, `/:id/show`. */
  mode?: 'create' | 'edit' | 'view';
}

/** One entry of the admin's menu. */
export interface MenuItem {
  path: string;
  title: string;
}

/** A menu group with the entries the user may open, in manifest order. */
export interface MenuSection {
  name: string;
  label: string;
  icon: string;
  items: MenuItem[];
}

/** The screens a list route serves below its own path, by mode (react-admin's conventions). */
const MODE_SUFFIXES = [
  { mode: 'create', suffix: '/create' },
  { mode: 'edit', suffix: '/:id' },
  { mode: 'view', suffix: '/:id/show' },
] as const;

/**
 * The route serving `path` (query string and hash ignored, trailing slash tolerated), or `null` if none does and
 * the manifest has no `*` fallback. Precedence: a manifest pattern (the one with the most static segments, then
 * the first listed), then a screen a list serves below itself, then the `*` fallback.
 */
export function routeFor(path: string, manifest: Pick<RoutesManifest, 'routes'> = defaultManifest): RouteMatch | null {
  const segments = splitPath(path);
  let best: { match: RouteMatch; score: number } | undefined;
  for (const route of manifest.routes) {
    if (route.path === '*') continue;
    const params = matchPattern(route.path, segments);
    const score = staticSegments(route.path);
    if (params && (!best || score > best.score)) best = { match: { route, params }, score };
  }
  if (best) return best.match;

  for (const route of manifest.routes) {
    if (route.kind !== 'list') continue;
    for (const { mode, suffix } of MODE_SUFFIXES) {
      if (!route.modes?.includes(mode)) continue;
      const params = matchPattern(route.path + suffix, segments);
      if (params) return { route, params, mode };
    }
  }

  const fallback = manifest.routes.find((route) => route.path === '*');
  return fallback ? { route: fallback, params: {} } : null;
}

/**
 * The admin's menu for `user`: the manifest's menu groups in order, each with its list and page routes that take
 * no `:param` and whose guard `user` passes. Groups left empty are dropped. Routes without a group (dashboard,
 * my account, public pages) are not menu entries; the shell places them itself.
 */
export function menuFor(
  user: SessionUser | null,
  manifest: Pick<RoutesManifest, 'routes' | 'menuGroups' | 'roles'> = defaultManifest,
): MenuSection[] {
  const open = manifest.routes.filter(
    (route) =>
      route.group !== undefined &&
      (route.kind === 'list' || route.kind === 'page') &&
      !route.path.includes(':') &&
      route.path !== '*' &&
      // No guard on a list or page would be a manifest bug: closed, not open.
      route.guard !== undefined &&
      evaluateGuard(route.guard, user, manifest).allowed,
  );
  return manifest.menuGroups
    .map((group) => ({
      name: group.name,
      label: group.label,
      icon: group.icon,
      items: open.filter((route) => route.group === group.name).map((route) => ({ path: route.path, title: route.title })),
    }))
    .filter((section) => section.items.length > 0);
}

function splitPath(path: string): string[] {
  const bare = path.split(/[?#]/, 1)[0];
  return bare.split('/').filter((segment) => segment !== '');
}

/** The params if `pattern` matches `segments` exactly, else `null`. */
function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = splitPath(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    if (parts[i].startsWith(':')) params[parts[i].slice(1)] = decode(segments[i]);
    else if (parts[i] !== segments[i]) return null;
  }
  return params;
}

function staticSegments(pattern: string): number {
  return splitPath(pattern).filter((part) => !part.startsWith(':')).length;
}

/** A malformed escape (`%E0%A4%A`) stays as typed rather than throwing out of the router. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
