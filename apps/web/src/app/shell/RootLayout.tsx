import { Outlet } from 'react-router-dom';
import { CookieBanner } from '../../features/cookies/CookieBanner';
import { RouteGuard } from '../session/RouteGuard';
import { usePageEffects } from './usePageEffects';

/** The root of every route: the guard decides, then the page renders with its title and scroll effects. */
export function RootLayout() {
  return (
    <RouteGuard>
      <AllowedPage />
    </RouteGuard>
  );
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
