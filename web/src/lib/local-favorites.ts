import { useSyncExternalStore } from 'react';

/**
 * Hearts held in this browser until its visitor signs in: the one a signed-out visitor tapped before being
 * sent to sign in, and any an older version of the app kept here. Once signed in they are merged into the
 * account in one call and removed from here (signed-in users keep theirs on the server).
 * Shared by every heart on the page, and across tabs through the storage event.
 */
const STORAGE_KEY = 'openhouse:favorite-listings';
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedIds: readonly string[] = [];

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function snapshot(): readonly string[] {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedIds;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedIds = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    cachedIds = [];
  }
  return cachedIds;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setLocalFavorite(propertyId: string, isFavorite: boolean): void {
  const current = snapshot().filter((id) => id !== propertyId);
  writeIds(isFavorite ? [...current, propertyId] : current);
}

/** Forgets these hearts (merged into the account); any added meanwhile stay. */
export function removeLocalFavorites(propertyIds: readonly string[]): void {
  const removed = new Set(propertyIds);
  writeIds(snapshot().filter((id) => !removed.has(id)));
}

function writeIds(next: string[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage can be full or disabled (private mode): the heart then lasts for this page only.
    cachedRaw = JSON.stringify(next);
    cachedIds = next;
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLocalFavorites(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
