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

/** Only a path inside this app is a valid way back (never another site). */
export function safeRedirect(value: string | null, fallback: string) {
  return value?.startsWith('/') && !value.startsWith('//') ? value : fallback;
}
