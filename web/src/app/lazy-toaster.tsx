import { Suspense, useState } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import { useToasts } from '../lib/toast';

const Toaster = lazyNamed(() => import('../components/ui/toaster'), 'Toaster');

/**
 * The toaster's code (Radix Toast) loads with the first toast, not with the page: most visits show none, and a
 * phone would otherwise run it while the first screen is still settling. Toasts wait in their store meanwhile,
 * so none is lost; once loaded the toaster stays.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [isWanted, setIsWanted] = useState(false);
  if (hasToasts && !isWanted) setIsWanted(true);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
