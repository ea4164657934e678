/**
 * The Sellyard admin: react-admin's <Admin> with every route of the manifest as a custom route. Public pages
 * render without the secure layout; `/login` is the sign-in form signed out and the dashboard signed in; any
 * unknown path is the Not Found screen.
 */
import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route, useLocation, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { authProvider } from './access/authProvider.ts';
import { useSession } from './access/useSession.ts';
import { dataProvider } from './data/dataProvider.ts';
import { AppLayout, PublicFrame } from './layout/AppLayout.tsx';
import { theme } from './layout/theme.ts';
import { SignIn } from './pages/SignIn.tsx';
import { ScreenRoute } from './routing/ScreenRoute.tsx';
import { screens, type Screen } from './routing/screens.ts';
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
  if (session.status === 'signedOut') return <SignIn />;
  return <ScreenRoute screen={{ ...dashboard, path: '/login', title: loginRow.route.title || 'Dashboard' }} />;
}

function NotFoundRoute() {
  return <ScreenRoute screen={notFound} />;
}

export function App() {
  const secure = screens.filter((s) => s.layout === 'secure' && s.path !== '*' && s.path !== '/login');
  const publicScreens = screens.filter((s) => s.layout === 'public');
  return (
    <Admin
      title={productName}
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      layout={AppLayout}
      loginPage={false}
      catchAll={NotFoundRoute}
      theme={theme}
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
    </Admin>
  );
}
