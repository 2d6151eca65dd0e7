import { webPaths } from '@stringer/shared/web-paths';
import { useEffect } from 'react';
import { createHashRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { ScreenBoundary } from '../components/screen-boundary';
import { withAntd } from '../components/with-antd';
import { markPageShown } from '../lib/after-first-rows';
import { useLandingFocus } from '../lib/focus';
import { usePageTitle } from '../lib/page-title';
import { usePreferences } from '../lib/preferences';
import { tabKey, useSession } from '../lib/session';
import { RequireSide, RequireSignIn } from './guards';
import { lazyScreen } from './lazy-screen';
import { type AppRoute, consoleRoutes, reaches, routes } from './routes';

/** /console: the first page the staff member's role reaches. */
function ConsoleHome() {
  const role = useSession((s) => s.user?.role);
  const first = consoleRoutes(role)[0];
  return first ? <Navigate to={first.path} replace /> : <NotReady />;
}

/** A console page its role does not reach sends the staff member to their own first page. */
function RequireRole({ route, children }: { route: AppRoute; children: React.ReactNode }) {
  const role = useSession((s) => s.user?.role);
  return reaches(role, route) ? children : <Navigate to={webPaths.console} replace />;
}

/** Mounts with the screen it follows (the same Suspense): the screen is there when it runs. */
function FocusLanding() {
  useLandingFocus();
  // The screen's queries have started by now (its effects run before this one's).
  useEffect(markPageShown, []);
  return null;
}

function Titled({ route, children }: { route: AppRoute; children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  usePageTitle(route);
  // A screen starts afresh for another item (its own form, its own fetch), as its tab does.
  return (
    <ScreenBoundary key={tabKey(pathname + search)}>
      {children}
      <FocusLanding />
    </ScreenBoundary>
  );
}

/** `handle.preload` starts a route's downloads before the first render (main.tsx), the ones its screen then uses. */
export interface RouteHandle {
  preload(): Promise<unknown>;
}

function toRouteObject(route: AppRoute): RouteObject {
  if (route.redirect) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  const own = route.screen ?? (() => import('../components/not-ready-screen'));
  // The shell brings antd's providers for the pages inside it; the console's frame is drawn
  // without antd, so that its first pages' rows do not wait for it (decision 0077).
  const load = route.access === 'shell' || route.withoutAntd ? own : withAntd(own);
  const Screen = lazyScreen(load);
  const page = (
    <Titled route={route}>
      <Screen />
    </Titled>
  );
  const handle: RouteHandle = { preload: Screen.preload };
  if (route.access === 'signedIn') return { path: route.path, handle, element: <RequireSignIn>{page}</RequireSignIn> };
  if (route.access === 'console') {
    return { path: route.path, handle, element: <RequireRole route={route}>{page}</RequireRole> };
  }
  return { path: route.path, handle, element: page };
}

// Only signed-in pages need the shell (menu, tabs, drawer): /login and the public pages load without it.
const ShellLayout = lazyScreen(withAntd(() => import('./layout/shell-layout')));
const NotReady = lazyScreen(() => import('../components/not-ready-screen'));
// The console is its own bundle too: a creator's pages never load it. Its texts download with its
// code rather than once it has drawn: a round trip less before a console page's first row (0077).
const ConsoleLayout = lazyScreen(() => import('./layout/console-layout'));
const preloadConsole = () =>
  Promise.all([
    ConsoleLayout.preload(),
    import('./layout/console-layout').then((m) => m.loadTexts(usePreferences.getState().language)),
  ]);
const RouteNotFound = lazyScreen(withAntd(() => import('../components/route-not-found')));

const signedInLayout = (side: 'creator' | 'staff', layout: React.ReactNode) => (
  <RequireSignIn>
    <RequireSide side={side}>
      <ScreenBoundary>{layout}</ScreenBoundary>
    </RequireSide>
  </RequireSignIn>
);

export function createAppRouter() {
  return createHashRouter([
    { path: '/', element: <Navigate to={webPaths.landing} replace /> },
    ...routes.filter((r) => r.access === 'public' || r.access === 'signedIn').map(toRouteObject),
    {
      handle: { preload: ShellLayout.preload } satisfies RouteHandle,
      element: signedInLayout('creator', <ShellLayout />),
      children: routes.filter((r) => r.access === 'shell').map(toRouteObject),
    },
    {
      handle: { preload: preloadConsole } satisfies RouteHandle,
      element: signedInLayout('staff', <ConsoleLayout />),
      children: [
        { path: webPaths.console, element: <ConsoleHome /> },
        ...routes.filter((r) => r.access === 'console').map(toRouteObject),
      ],
    },
    {
      path: '*',
      handle: { preload: RouteNotFound.preload } satisfies RouteHandle,
      element: (
        <ScreenBoundary>
          <RouteNotFound />
        </ScreenBoundary>
      ),
    },
  ]);
}

/** Starts downloading the code of the page the visitor opened, alongside the texts. */
export function preloadMatched(router: ReturnType<typeof createAppRouter>) {
  return Promise.all(router.state.matches.map((m) => (m.route.handle as RouteHandle | undefined)?.preload()));
}
