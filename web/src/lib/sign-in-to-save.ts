import { useSyncExternalStore } from 'react';

/**
 * The listing a signed-out visitor tapped a heart on, while they are asked to sign in first (one
 * dialog for the whole page, whichever heart asked). Null when nobody is being asked.
 */
type TAsk = { propertyId: string; listingName: string } | null;

let current: TAsk = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function askToSignInToSave(propertyId: string, listingName: string): void {
  current = { propertyId, listingName };
  notify();
}

export function dismissSignInToSave(): void {
  current = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

export const useSignInToSave = (): TAsk => useSyncExternalStore(subscribe, snapshot, snapshot);
