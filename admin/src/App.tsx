/**
 * The Sellyard admin: react-admin's <Admin>, assembled from its parts (AdminContext, CoreAdminUI, Notification) so
 * that its default login page and that page's form library (react-hook-form) stay out of the initial JS, with every route of the manifest as a custom route. Public pages
 * render without the secure layout; `/login` is the sign-in form signed out and the dashboard signed in; any
 * unknown path is the Not Found screen.
 */
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  defaultI18nProvider,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  Notification,
} from 'react-admin';
import CssBaseline from '@mui/material/CssBaseline';
import { Navigate, Route, useLocation, useNavigate } from 'react-router-dom';
import { lazy, Suspense, useEffect } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { authProvider } from './access/authProvider.ts';
import { useSession } from './access/useSession.ts';
import { dataProvider } from './data/dataProvider.ts';
import { AppLayout, PublicFrame } from './layout/AppLayout.tsx';
import { theme } from './layout/theme.ts';
import { ScreenRoute } from './routing/ScreenRoute.tsx';
import { screens, type Screen } from './routing/screens.ts';
import { loadSignIn, preloadScreen, screenAt } from './routing/preloads.ts';
import { productName } from './model.ts';

/**
 * react-query retries a failed request three times (about 7 s) by default; an answer of 4xx (a record not found, a
 * refusal, a validation error) will not change on a retry, so it is shown at once. Network and 5xx errors still retry.
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => {
        const status = (error as { status?: number } | null)?.status;
        return !(typeof status === 'number' && status >= 400 && status < 500) && failures < 3;
      },
    },
  },
});

function element(screen: Screen) {
  if (screen.kind === 'redirect') return <Navigate to={screen.route.to ?? '/dashboard'} replace />;
  return <ScreenRoute key={screen.path} screen={screen} />;
}

/** The sign-in form: only signed-out visitors need it (its text fields are a chunk of their own). */
const SignIn = lazy(() => loadSignIn().then((m) => ({ default: m.SignIn })));

/** react-admin's store (sidebar state, list preferences), as `<Admin>` creates it. */
const store = localStorageStore();

const dashboard = screens.find((s) => s.path === '/dashboard')!;
const loginRow = screens.find((s) => s.path === '/login')!;
const notFound = screens.find((s) => s.path === '*')!;

/** `/login`: the sign-in form when signed out; signed in, the page asked for before, or the dashboard. */
function LoginRoute() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  const next = state?.nextPathname && state.nextPathname !== '/login' ? state.nextPathname + (state.nextSearch ?? '') : null;
  useEffect(() => {
    if (session.status === 'signedIn' && next) navigate(next, { replace: true });
  }, [session.status, next, navigate]);
  if (session.status === 'signedOut') {
    // Where the sign-in lands (the page asked for, or the dashboard): its chunk downloads while the form is filled in.
    preloadScreen(next ? screenAt(state!.nextPathname!) : dashboard);
    return <Suspense fallback={null}><SignIn /></Suspense>;
  }
  return <ScreenRoute screen={{ ...dashboard, path: '/login', title: loginRow.route.title || 'Dashboard' }} />;
}

function NotFoundRoute() {
  return <ScreenRoute screen={notFound} />;
}

export function App() {
  const secure = screens.filter((s) => s.layout === 'secure' && s.path !== '*' && s.path !== '/login');
  const publicScreens = screens.filter((s) => s.layout === 'public');
  return (
    <AdminContext
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={defaultI18nProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={productName}
          layout={AppLayout}
          loginPage={false}
          catchAll={NotFoundRoute}
          error={ErrorPage}
          loading={LoadingPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          disableTelemetry
        >
          <CustomRoutes noLayout>
            {publicScreens.map((s) => (
              <Route key={s.path} path={s.path} element={<PublicFrame>{element(s)}</PublicFrame>} />
            ))}
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/login" element={<LoginRoute />} />
            {secure.map((s) => (
              <Route key={s.path} path={s.path} element={element(s)} />
            ))}
          </CustomRoutes>
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
