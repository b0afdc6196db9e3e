import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isProRole } from '@shared/constants/roles';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { handleLoggedOut } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { SUBSCRIBE_PATH, toastSubscriptionRequired } from './subscription-required';

export type TListingAccess = { status: 'loading' } | { status: 'redirecting' } | { status: 'restricted' } | { status: 'allowed'; user: TCurrentUser };

type TAccessRules = { signedOutMessage: string; requiresSubscription: boolean };

/**
 * Who may use the listing form (spec: Create Listing, §6). Signed out: 'Unauthorized' and the login page
 * after 500 ms. When the subscription does not allow listing (create only): 'Subscription Required' and
 * /subscribe. Buyers: restricted. The server enforces the same rules and answers `canList` by them.
 */
export function useListingAccess({ signedOutMessage, requiresSubscription }: TAccessRules): TListingAccess {
  const session = useSession();
  const navigate = useNavigate();
  const hasRedirected = useRef(false);

  const verdict =
    session.status === 'loading'
      ? 'loading'
      : session.status === 'signed-out'
        ? 'signed-out'
        : !isProRole(session.user.profile.role)
          ? 'restricted'
          : requiresSubscription && !session.user.canList
            ? 'no-subscription'
            : 'allowed';

  useEffect(() => {
    if (hasRedirected.current) return;
    if (verdict === 'signed-out') {
      hasRedirected.current = true;
      handleLoggedOut(signedOutMessage);
    } else if (verdict === 'no-subscription') {
      hasRedirected.current = true;
      toastSubscriptionRequired();
      void navigate(SUBSCRIBE_PATH, { replace: true });
    }
  }, [verdict, signedOutMessage, navigate]);

  if (verdict === 'loading') return { status: 'loading' };
  if (verdict === 'signed-out' || verdict === 'no-subscription') return { status: 'redirecting' };
  if (verdict === 'restricted' || session.status !== 'signed-in') return { status: 'restricted' };
  return { status: 'allowed', user: session.user };
}
