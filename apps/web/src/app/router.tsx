import { createHashRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { RouteNotFound } from '../components/route-not-found';
import { ScreenBoundary } from '../components/screen-boundary';
import { usePageTitle } from '../lib/page-title';
import { useSession } from '../lib/session';
import { RequireSide, RequireSignIn } from './guards';
import { lazyScreen } from './lazy-screen';
import { type AppRoute, CONSOLE_PATH, consoleRoutes, reaches, routes } from './routes';

/** /console: the first page the staff member's role reaches. */
function ConsoleHome() {
  const role = useSession((s) => s.user?.role);
  const first = consoleRoutes(role)[0];
  return first ? <Navigate to={first.path} replace /> : <NotReady />;
}

/** A console page its role does not reach sends the staff member to their own first page. */
function RequireRole({ route, children }: { route: AppRoute; children: React.ReactNode }) {
  const role = useSession((s) => s.user?.role);
  return reaches(role, route) ? children : <Navigate to={CONSOLE_PATH} replace />;
}

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
  if (route.access === 'signedIn') return { path: route.path, element: <RequireSignIn>{page}</RequireSignIn> };
  if (route.access === 'console') return { path: route.path, element: <RequireRole route={route}>{page}</RequireRole> };
  return { path: route.path, element: page };
}

// Only signed-in pages need the shell (menu, tabs, drawer): /login and the public pages load without it.
const ShellLayout = lazyScreen(() => import('./layout/shell-layout'));
const NotReady = lazyScreen(() => import('../components/not-ready-screen'));
// The console is its own bundle too: a creator's pages never load it.
const ConsoleLayout = lazyScreen(() => import('./layout/console-layout'));

const signedInLayout = (side: 'creator' | 'staff', layout: React.ReactNode) => (
  <RequireSignIn>
    <RequireSide side={side}>
      <ScreenBoundary>{layout}</ScreenBoundary>
    </RequireSide>
  </RequireSignIn>
);

export function createAppRouter() {
  return createHashRouter([
    { path: '/', element: <Navigate to="/index" replace /> },
    ...routes.filter((r) => r.access === 'public' || r.access === 'signedIn').map(toRouteObject),
    {
      element: signedInLayout('creator', <ShellLayout />),
      children: routes.filter((r) => r.access === 'shell').map(toRouteObject),
    },
    {
      element: signedInLayout('staff', <ConsoleLayout />),
      children: [
        { path: CONSOLE_PATH, element: <ConsoleHome /> },
        ...routes.filter((r) => r.access === 'console').map(toRouteObject),
      ],
    },
    { path: '*', element: <RouteNotFound /> },
  ]);
}
