import { createHashRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { RouteNotFound } from '../components/route-not-found';
import { ScreenBoundary } from '../components/screen-boundary';
import { usePageTitle } from '../lib/page-title';
import { RequireSignIn } from './guards';
import { lazyScreen } from './lazy-screen';
import { type AppRoute, routes } from './routes';

function Titled({ route, children }: { route: AppRoute; children: React.ReactNode }) {
  const { pathname } = useLocation();
  usePageTitle(route.titleKey);
  return <ScreenBoundary key={pathname}>{children}</ScreenBoundary>;
}

function toRouteObject(route: AppRoute): RouteObject {
  if (route.redirect) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  const Screen = lazyScreen(route.screen ?? (() => import('../components/not-ready-screen')));
  const page = (
    <Titled route={route}>
      <Screen />
    </Titled>
  );
  return { path: route.path, element: route.access === 'signedIn' ? <RequireSignIn>{page}</RequireSignIn> : page };
}

// Only signed-in pages need the shell (menu, tabs, drawer): /login and the public pages load without it.
const ShellLayout = lazyScreen(() => import('./layout/shell-layout'));

export function createAppRouter() {
  return createHashRouter([
    { path: '/', element: <Navigate to="/index" replace /> },
    ...routes.filter((r) => r.access !== 'shell').map(toRouteObject),
    {
      element: (
        <RequireSignIn>
          <ScreenBoundary>
            <ShellLayout />
          </ScreenBoundary>
        </RequireSignIn>
      ),
      children: routes.filter((r) => r.access === 'shell').map(toRouteObject),
    },
    { path: '*', element: <RouteNotFound /> },
  ]);
}
