import { useEffect, useRef, type ReactNode } from 'react';
import { handleLoggedOut } from '../lib/api-client';
import { useSession } from '../lib/use-session';
import { PageSpinner } from './ui/spinner';

/**
 * Renders its children for a signed-in user. A visitor gets the spec's logged-out handling once
 * ('Unauthorized' with `signedOutMessage`, then the login page after 500 ms or `redirectDelayMs`) and a spinner meanwhile.
 */
export function LoginRequired({ signedOutMessage, redirectDelayMs, children }: { signedOutMessage: string; redirectDelayMs?: number; children: ReactNode }) {
  const session = useSession();
  const hasRedirected = useRef(false);
  const isSignedOut = session.status === 'signed-out';

  useEffect(() => {
    if (!isSignedOut || hasRedirected.current) return;
    hasRedirected.current = true;
    handleLoggedOut(signedOutMessage, redirectDelayMs);
  }, [isSignedOut, signedOutMessage, redirectDelayMs]);

  if (session.status === 'loading') return <PageSpinner />;
  if (isSignedOut) return <PageSpinner label="Redirecting to login…" />;
  return children;
}
