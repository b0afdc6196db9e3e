import { Suspense } from 'react';
import { useCurrentUser } from '../../../lib/api/get-current-user';
import { lazyNamed } from '../../../lib/lazy-named';

const EmailConfirmationBanner = lazyNamed(() => import('./email-confirmation-banner'), 'EmailConfirmationBanner');

/** The confirmation banner, loaded only for the few signed-in users whose address is not confirmed yet (not in the first chunk). */
export function EmailConfirmationNotice() {
  const { data: user } = useCurrentUser();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <EmailConfirmationBanner />
    </Suspense>
  );
}
