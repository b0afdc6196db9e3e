import { Component, Suspense, useState, type ReactNode } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import { useToasts } from '../lib/toast';
import { markToasterShown } from '../lib/toaster-presence';

const Toaster = lazyNamed(() => import('../components/ui/toaster'), 'Toaster');

/**
 * A toaster whose code could not load (offline, or a deploy replaced the chunk) shows no toasts and takes
 * nothing else down: without it the failed import would unmount the whole page. What waits for visible toasts
 * goes on at once.
 */
class ToasterErrorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override componentDidCatch() {
    markToasterShown();
  }
  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

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
    <ToasterErrorBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ToasterErrorBoundary>
  );
}
