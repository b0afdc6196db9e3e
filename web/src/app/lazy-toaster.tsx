import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import { useToasts } from '../lib/toast';
import { whenPageSettles } from '../lib/when-page-settles';

const Toaster = lazyNamed(() => import('../components/ui/toaster'), 'Toaster');

/**
 * The toaster's code (Radix Toast) stays off the first screen's path: it loads once the page has
 * settled, or at once when a toast comes first. Toasts wait in their store meanwhile, so none is lost.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [isWanted, setIsWanted] = useState(false);
  if (hasToasts && !isWanted) setIsWanted(true);

  useEffect(() => (isWanted ? undefined : whenPageSettles(() => setIsWanted(true))), [isWanted]);

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
