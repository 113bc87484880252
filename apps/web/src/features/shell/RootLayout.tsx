import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { resolveAccess } from '../auth/access';
import { selectCurrentUser } from '../auth/sessionSlice';
import { useLogout } from '../auth/useLogout';
import { CookieBanner } from '../cookies/CookieBanner';
import { useInactivityLogout } from './useInactivityLogout';
import { usePageEffects } from './usePageEffects';

/** The guard in front of every route: decides, then renders the page with its title and scroll effects. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();
  useInactivityLogout(user !== null, () => void logout());

  const decision = resolveAccess(pathname, search, user);
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return <AllowedPage />;
}

function AllowedPage() {
  usePageEffects();
  return (
    <>
      <Outlet />
      <CookieBanner />
    </>
  );
}
