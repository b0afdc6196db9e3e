import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCESS_DENIED_REDIRECT_DELAY_MS } from '@shared/constants/limits';
import { toast } from '../../../lib/toast';
import { useSession, type TSession } from '../../../lib/use-session';

/**
 * Spec 'Role dashboards': a signed-out visitor gets an 'Access Denied' toast and is sent to /signin
 * after 1.5 s. Returns the session so the screen can render its loading and signed-in states.
 */
export function useSignInRequired(message: string): TSession {
  const session = useSession();
  const navigate = useNavigate();
  const hasWarned = useRef(false);
  const isSignedOut = session.status === 'signed-out';

  useEffect(() => {
    if (!isSignedOut) return;
    if (!hasWarned.current) {
      hasWarned.current = true;
      toast({ title: 'Access Denied', description: message, variant: 'destructive' });
    }
    const timer = setTimeout(() => void navigate('/signin', { replace: true }), ACCESS_DENIED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isSignedOut, message, navigate]);

  return session;
}
