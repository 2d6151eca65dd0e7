import { webPaths } from '@stringer/shared/web-paths';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../lib/http';
import { useSession } from '../lib/session';

/** Without a token only public routes are reachable: the rest go to /login, with the way back. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return children;
}

/**
 * Creators work in the shell, staff in the console: a signed-in user who opens the other side's
 * pages is sent to their own (product-decisions: staff land in the console).
 */
export function RequireSide({ side, children }: { side: 'creator' | 'staff'; children: ReactNode }) {
  const role = useSession((s) => s.user?.role);
  if (!role) return children;
  const isStaff = role !== 'creator';
  if (side === 'creator' && isStaff) return <Navigate to={webPaths.console} replace />;
  if (side === 'staff' && !isStaff) return <Navigate to={webPaths.home} replace />;
  return children;
}
