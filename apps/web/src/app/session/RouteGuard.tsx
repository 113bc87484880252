import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { resolveAccess } from './access';
import { selectCurrentUser } from './sessionSlice';
import { useInactivityLogout } from './useInactivityLogout';
import { useLogout } from './useLogout';

/**
 * The guard in front of every route: the access table decides whether the page opens or where the
 * user goes instead; a signed-in user who stays idle is logged out.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();
  useInactivityLogout(user !== null, () => void logout());

  const decision = resolveAccess(pathname, search, user);
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
