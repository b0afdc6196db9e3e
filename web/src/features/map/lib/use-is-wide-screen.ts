import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from this width the map and the list stand side by side. */
const QUERY = '(min-width: 1024px)';

const mediaQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(listener: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** Where the width cannot be asked (no matchMedia), the wide layout: everything shown. */
const snapshot = () => mediaQuery()?.matches ?? true;

/** Whether the screen is wide enough for the map and the list side by side. */
export function useIsWideScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
