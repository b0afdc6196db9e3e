import { Suspense, useState } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import { useToasts } from '../lib/toast';

const Toaster = lazyNamed(() => import('../components/ui/toaster'), 'Toaster');

/**
 * The toaster's code (Radix Toast) loads with the first toast, off the first screen's path. The toast
 * waits in its store meanwhile, so nothing raised early is lost.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [hasLoaded, setHasLoaded] = useState(false);
  if (hasToasts && !hasLoaded) setHasLoaded(true);
  if (!hasLoaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
