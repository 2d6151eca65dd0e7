import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createHashRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { ScreenBoundary } from '../components/screen-boundary';
import { RequireSignIn } from './guards';
import { lazyScreen, type ScreenLoader, withAntd } from './lazy-screen';
import { type AppRoute, routes } from './routes';

function Titled({ route, children }: { route: AppRoute; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${t(route.titleKey)} · ${t('app.name')}`;
  }, [route, t]);
  return <ScreenBoundary key={pathname}>{children}</ScreenBoundary>;
}

/** `handle.preload` starts a route's downloads before the first render (main.tsx). */
export interface RouteHandle {
  preload: ScreenLoader;
}

function toRouteObject(route: AppRoute, inShell: boolean): RouteObject {
  if (route.redirect) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  const own = route.screen ?? (() => import('../components/not-ready-screen'));
  // The shell brings antd's providers for the pages inside it.
  const load = inShell || route.withoutAntd ? own : withAntd(own);
  const Screen = lazyScreen(load);
  const page = (
    <Titled route={route}>
      <Screen />
    </Titled>
  );
  const handle: RouteHandle = { preload: load };
  return {
    path: route.path,
    handle,
    element: route.access === 'signedIn' ? <RequireSignIn>{page}</RequireSignIn> : page,
  };
}

// Only signed-in pages need the shell (menu, tabs, drawer): /login and the public pages load without it.
const loadShell = withAntd(() => import('./layout/shell-layout'));
const ShellLayout = lazyScreen(loadShell);
const loadNotFound = withAntd(() => import('../components/route-not-found'));
const RouteNotFound = lazyScreen(loadNotFound);

export function createAppRouter() {
  return createHashRouter([
    { path: '/', element: <Navigate to="/index" replace /> },
    ...routes.filter((r) => r.access !== 'shell').map((r) => toRouteObject(r, false)),
    {
      handle: { preload: loadShell } satisfies RouteHandle,
      element: (
        <RequireSignIn>
          <ScreenBoundary>
            <ShellLayout />
          </ScreenBoundary>
        </RequireSignIn>
      ),
      children: routes.filter((r) => r.access === 'shell').map((r) => toRouteObject(r, true)),
    },
    {
      path: '*',
      handle: { preload: loadNotFound } satisfies RouteHandle,
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
