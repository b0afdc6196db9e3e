import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import { useToasts } from '../lib/toast';

const Toaster = lazyNamed(() => import('../components/ui/toaster'), 'Toaster');

/** Calls `start` once the page has loaded and the browser has a quiet moment (soon after, at the latest). */
function whenPageSettles(start: () => void): () => void {
  let idleId: number | undefined;
  const onLoad = () => {
    idleId = window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 300 }) : window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    if (idleId !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idleId);
  };
}

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
