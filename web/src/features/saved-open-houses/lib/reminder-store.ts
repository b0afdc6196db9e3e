import { useSyncExternalStore } from 'react';
import type { TLatLng } from '../../../lib/map/map-projection';

/** What a departure reminder needs to be scheduled again after a page load. */
export type TDepartureReminder = { openHouseId: string; title: string; startsAt: string; timeZone: string; coordinates: TLatLng | null };

/** Reminders the user turned on, kept in this browser (one per open house) so a reload schedules them again. */
const STORAGE_KEY = 'openhouse:departure-reminders';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Readonly<Record<string, TDepartureReminder>> = {};

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function isReminder(value: unknown): value is TDepartureReminder {
  const r = value as TDepartureReminder;
  return typeof r === 'object' && r !== null && typeof r.openHouseId === 'string' && typeof r.startsAt === 'string' && typeof r.title === 'string' && typeof r.timeZone === 'string';
}

export function storedReminders(): Readonly<Record<string, TDepartureReminder>> {
  const raw = readRaw();
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    cached = Object.fromEntries(Object.values(parsed as object).filter(isReminder).map((r) => [r.openHouseId, { ...r, coordinates: r.coordinates ?? null }]));
  } catch {
    cached = {};
  }
  return cached;
}

function write(next: Record<string, TDepartureReminder>): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the reminder still runs on this page, it just will not survive a reload.
    cachedRaw = JSON.stringify(next);
    cached = next;
  }
  for (const listener of listeners) listener();
}

export function storeReminder(reminder: TDepartureReminder): void {
  write({ ...storedReminders(), [reminder.openHouseId]: reminder });
}

export function forgetReminder(openHouseId: string): void {
  if (!(openHouseId in storedReminders())) return;
  const { [openHouseId]: _removed, ...rest } = storedReminders();
  write(rest);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a reminder is on for this open house (re-renders when it changes). */
export function useHasReminder(openHouseId: string): boolean {
  return useSyncExternalStore(subscribe, () => openHouseId in storedReminders(), () => false);
}
