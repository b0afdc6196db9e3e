import type { ReactNode } from 'react';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { PageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/use-session';
import { NotFoundScreen } from './not-found-screen';

/**
 * Spec §2: these routes exist only when signed in and not while the session is loading; for anyone
 * else the path is unknown, so it shows the 404 screen.
 */
export function SignedInOnly({ render }: { render: (user: TCurrentUser) => ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') return <NotFoundScreen />;
  return render(session.user);
}
