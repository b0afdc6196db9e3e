import { useSyncExternalStore } from 'react';

/**
 * The sticky header's height in px, for the toaster (toasts sit just under the header, never over it).
 * Kept in this small store rather than a CSS variable on <html>: a custom property set there changes the
 * inherited style of every element, so each publish restyled the whole page.
 */
let headerHeight = 0;
const listeners = new Set<() => void>();

export function publishHeaderHeight(px: number): void {
  if (px === headerHeight) return;
  headerHeight = px;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useHeaderHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => headerHeight,
    () => 0,
  );
}
