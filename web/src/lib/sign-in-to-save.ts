import { useSyncExternalStore } from 'react';

/**
 * What a signed-out visitor tried to save while they are asked to sign in first (one dialog for the whole
 * page, whichever button asked): a home (a heart) or an open house (Save, Add to my day). Null when nobody
 * is being asked.
 */
export type TSignInToSaveAsk =
  { kind: 'home'; propertyId: string; listingName: string } | { kind: 'open-house'; propertyId: string; openHouseId: string; label: string };

let current: TSignInToSaveAsk | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function askToSignInToSave(propertyId: string, listingName: string): void {
  current = { kind: 'home', propertyId, listingName };
  notify();
}

export function askToSignInToSaveOpenHouse(propertyId: string, openHouseId: string, label: string): void {
  current = { kind: 'open-house', propertyId, openHouseId, label };
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

export const useSignInToSave = (): TSignInToSaveAsk | null => useSyncExternalStore(subscribe, snapshot, snapshot);
