/**
 * The chunk of each screen, loadable before the screen renders. A route starts the download of what it is about
 * to show while something else is still awaited: the screen's own chunk and the sign-in form while the session is
 * asked for, and the screen a sign-in lands on while the sign-in form is filled in. `import()` of a chunk is done
 * once per page, so a preload and the lazy component share one download.
 */
import { pageLoaders } from './pages.ts';
import { screens, type Screen } from './screens.ts';
import { matchPath } from 'react-router-dom';

type Loader = () => Promise<unknown>;

export const loadSignIn = () => import('../pages/SignIn.tsx');
export const loadGenericList = () => import('../generic/GenericList.tsx');
export const loadGenericView = () => import('../generic/GenericView.tsx');
export const loadGenericForm = () => import('../forms/GenericFormScreen.tsx');

/** The chunk that renders `screen` (its page, or its generic screen), or null (a placeholder or a redirect). */
export function loaderOf(screen: Screen): Loader | null {
  if (screen.kind === 'page') return (screen.route.page && pageLoaders[screen.route.page]) || null;
  if (!screen.entity) return null;
  switch (screen.action) {
    case 'list':
      return loadGenericList;
    case 'view':
      return loadGenericView;
    case 'create':
    case 'edit':
    case 'copy':
      return loadGenericForm;
    default:
      return null;
  }
}

/** Starts loading each chunk (a failure is left to the screen that renders it, which shows its error). */
export function preload(...loaders: Array<Loader | null | undefined>): void {
  for (const load of loaders) load?.().catch(() => {});
}

/** Starts loading the chunk of `screen`. */
export function preloadScreen(screen: Screen | undefined): void {
  if (screen) preload(loaderOf(screen));
}

/** The screen serving `pathname` (the manifest's paths; `*` excluded). */
export function screenAt(pathname: string, all: readonly Screen[] = screens): Screen | undefined {
  // Fixed paths before patterns (`/sales-orders/orders/create` before `/sales-orders/orders/:id`), as the router ranks them.
  const candidates = all.filter((s) => s.path !== '*' && matchPath({ path: s.path, end: true }, pathname));
  return candidates.find((s) => !s.path.includes(':')) ?? candidates[0];
}

/**
 * What the page opened at `pathname` will show, started before React's first render (main.tsx): its screen and, for
 * a guarded screen, the sign-in form (either may be shown once the session answers); on `/login`, the dashboard.
 */
export function preloadForPath(pathname: string): void {
  const screen = pathname === '/login' ? screens.find((s) => s.path === '/dashboard') : screenAt(pathname);
  if (!screen) return;
  preload(loaderOf(screen), screen.layout === 'secure' ? loadSignIn : null);
}
