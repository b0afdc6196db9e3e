import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@shared/constants/limits';

export type TToastVariant = 'default' | 'destructive';
export type TToastInput = { title: string; description?: string; variant?: TToastVariant };
export type TToast = TToastInput & { id: string; isOpen: boolean };

/**
 * A tiny toast store outside React so non-component code (the API client's logged-out handling) can raise
 * toasts. At most TOAST_LIMIT are kept; a dismissed toast stays (closed) for TOAST_REMOVE_DELAY_MS before
 * it is dropped, as the spec's limits say.
 */
let toasts: TToast[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: TToast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: TToastInput): string {
  nextId += 1;
  const id = String(nextId);
  publish([{ ...input, id, isOpen: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: string): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, isOpen: false } : item)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Clears every toast and pending removal (tests call it between cases). */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  publish([]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;

export function useToasts(): TToast[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
