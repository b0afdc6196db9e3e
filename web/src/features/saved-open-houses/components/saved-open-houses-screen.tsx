import { useEffect, useRef } from 'react';
import { PageSpinner } from '../../../components/ui/spinner';
import { handleLoggedOut } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { SavedOpenHouses } from './saved-open-houses';

/** /saved-open-houses: needs login (spec: Saved open houses); a visitor is sent to /api/login. */
export function SavedOpenHousesScreen() {
  const session = useSession();
  const hasRedirected = useRef(false);
  const isSignedOut = session.status === 'signed-out';

  useEffect(() => {
    if (!isSignedOut || hasRedirected.current) return;
    hasRedirected.current = true;
    handleLoggedOut('Please log in to see your saved open houses.');
  }, [isSignedOut]);

  if (session.status === 'loading') return <PageSpinner />;
  if (isSignedOut) return <PageSpinner label="Redirecting to login…" />;
  return <SavedOpenHouses />;
}
