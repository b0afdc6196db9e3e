import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/spinner';
import { rememberReturnTo } from '../../lib/return-to';
import { useSession } from '../../lib/use-session';
import { NotFoundScreen } from './not-found-screen';

/**
 * Operators' screens: a signed-out visitor goes to sign in (and comes back here after); a signed-in user who
 * is not an administrator sees the 404 screen, as for a path that does not exist. The API refuses them too (403).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') {
    rememberReturnTo(`${location.pathname}${location.search}`);
    return <Navigate to="/signin" replace />;
  }
  if (!session.user.isAdmin) return <NotFoundScreen />;
  return children;
}
