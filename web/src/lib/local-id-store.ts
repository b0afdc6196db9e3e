import { useSyncExternalStore } from 'react';

export type TLocalIdStore = {
  /** Adds or removes one id. */
  set: (id: string, isHeld: boolean) => void;
  /** Forgets these ids (saved to the account); any added meanwhile stay. */
  remove: (ids: readonly string[]) => void;
  useIds: () => readonly string[];
};

/**
 * A list of ids kept in this browser's local storage under one key, shared by every component on the page
 * and across tabs (storage event). When storage is full or disabled (private mode) the list lasts for this page.
 */
export function createLocalIdStore(storageKey: string): TLocalIdStore {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cachedIds: readonly string[] = [];

  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(storageKey);
    } catch {
      return cachedRaw;
    }
  };

  const snapshot = (): readonly string[] => {
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
  };

  const write = (next: string[]): void => {
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      cachedRaw = JSON.stringify(next);
      cachedIds = next;
    }
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    set: (id, isHeld) => {
      const current = snapshot().filter((held) => held !== id);
      write(isHeld ? [...current, id] : current);
    },
    remove: (ids) => {
      const removed = new Set(ids);
      write(snapshot().filter((id) => !removed.has(id)));
    },
    useIds: () => useSyncExternalStore(subscribe, snapshot, snapshot),
  };
}
