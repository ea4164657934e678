import { lazy, Suspense, use, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../access/useSession.ts';
import { evaluateGuard } from '../access/permissions.ts';
import { can } from '../access/useCan.ts';
import { Breadcrumbs } from '../layout/Breadcrumbs.tsx';
import { ActingBanner } from '../layout/ActingBanner.tsx';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { NotAllowed, type Refusal } from '../pages/NotAllowed.tsx';
import { Placeholder } from '../pages/Placeholder.tsx';
import { pages } from './pages.ts';
import { fieldsLoaded, modelFieldsReady } from '../model.ts';
import type { Screen } from './screens.ts';
import { listingsPlaceOf } from '../listings/listingsArea.ts';
import { loadGenericForm, loadGenericList, loadGenericView, loaderOf, loadSignIn, preload, preloadScreen } from './preloads.ts';

/** The sign-in form, shown in place of a guarded screen when signed out (a chunk of its own, 1 kB, fetched while the session is asked for; signed-in users never render it). */
const SignIn = lazy(() => loadSignIn().then((m) => ({ default: m.SignIn })));
const GenericList = lazy(loadGenericList);
const GenericView = lazy(loadGenericView);
const GenericFormScreen = lazy(loadGenericForm);
const ListingsScreen = lazy(() => import('../listings/ListingsScreen.tsx'));

/** The content of an allowed screen: its page, its generic screen, or the placeholder. */
function Content({ screen }: { screen: Screen }) {
  if (screen.kind === 'page') {
    const Page = screen.route.page ? pages[screen.route.page] : undefined;
    return Page ? <Page screen={screen} /> : <Placeholder screen={screen} />;
  }
  if (!screen.entity) return <Placeholder screen={screen} />;
  switch (screen.action) {
    case 'list':
      return <GenericList screen={screen} />;
    case 'view':
      return <GenericView screen={screen} />;
    case 'create':
    case 'edit':
    case 'copy':
      return <GenericFormScreen screen={screen} />;
    default:
      return <Placeholder screen={screen} />;
  }
}

/** Renders its children once the entities' full fields are in the model (they load beside the session). */
function FieldsReady({ children }: { children: ReactNode }) {
  if (!modelFieldsReady()) use(fieldsLoaded);
  return children;
}

/** Titles the document and frames the screen with breadcrumbs (secure screens) and the acting-account banner. */
export function ScreenFrame({ screen, children }: { screen: Screen; children: ReactNode }) {
  useDocumentTitle(screen.title);
  return (
    <Box data-testid="screen" data-path={screen.path} sx={{ p: { xs: 1, md: 2 } }}>
      {screen.layout === 'secure' && screen.path !== '*' ? <Breadcrumbs screen={screen} /> : null}
      {screen.layout === 'secure' ? <ActingBanner screen={screen} /> : null}
      <Suspense fallback={<Loading />}>
        <FieldsReady>{children}</FieldsReady>
      </Suspense>
    </Box>
  );
}

const WRITE_ACTION = { create: 'create', copy: 'create', edit: 'update' } as const;

/**
 * One route of the manifest: the guard first (signed out → the sign-in form in place; refused → Not Allowed),
 * then, for forms, whether the role may write this entity at all, then the screen.
 */
export function ScreenRoute({ screen }: { screen: Screen }) {
  const session = useSession();
  if (session.status === 'loading') {
    // While the session is asked for, download what either answer shows: this screen, and (guarded) the sign-in form.
    preload(loaderOf(screen), screen.layout === 'secure' ? loadSignIn : null);
    return <Loading />;
  }
  const user = session.me?.sessionUser ?? null;
  const result = evaluateGuard(screen.guard, user);
  if (!result.allowed) {
    if (result.reason === 'login') {
      // The screen shows in the form's place once signed in: have its chunk ready by then.
      preloadScreen(screen);
      return <Suspense fallback={<Loading />}><SignIn /></Suspense>;
    }
    return <NotAllowed screenTitle={screen.title} refusal={result as Refusal} />;
  }
  const write = screen.entity && screen.action ? WRITE_ACTION[screen.action as keyof typeof WRITE_ACTION] : undefined;
  if (write && !can(session, write, screen.entity!.resource!)) {
    // The guard lets the user in (the screen keeps its title), but the rules allow no write here.
    const readOnly = session.me?.sessionUser.role === 'partner';
    return (
      <ScreenFrame screen={screen}>
        <Typography variant="h5" component="h1" gutterBottom data-testid="screen-heading">
          {screen.title}
        </Typography>
        <Alert severity="info" data-testid="read-only-role">
          {readOnly
            ? 'Partners have read-only access to their clients’ data: nothing can be created or changed here. The lists and records stay open to you.'
            : `Your role may look at ${screen.entity!.title.toLowerCase()} records but not ${write === 'create' ? 'create' : 'change'} them.`}
        </Alert>
      </ScreenFrame>
    );
  }
  // The Listings page's screens (every channel's listings, templates, categories) sit under its channel tabs.
  const place = listingsPlaceOf(screen);
  return (
    <ScreenFrame screen={screen}>
      {place ? (
        <ListingsScreen screen={screen} place={place}>
          <Content screen={screen} />
        </ListingsScreen>
      ) : (
        <Content screen={screen} />
      )}
    </ScreenFrame>
  );
}
