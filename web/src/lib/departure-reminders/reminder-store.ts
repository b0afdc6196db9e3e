import { useSyncExternalStore } from 'react';
import type { TLatLng } from '../geo';

/**
 * What a departure reminder needs to be scheduled again after a page load. `source` says who set it: a saved open
 * house's switch ('saved', also any reminder stored before there were others) leaves at the spec's §9 formula
 * (start minus the estimated drive from the Austin centre); a day plan ('plan', /my-day) gives its own `leaveAt`
 * (ISO), `startsAt` is then the planned arrival, and `drive` the estimated drive to it and where from.
 */
export type TDepartureReminder = {
  openHouseId: string;
  title: string;
  startsAt: string;
  timeZone: string;
  coordinates: TLatLng | null;
  source?: TReminderSource;
  leaveAt?: string;
  drive?: { minutes: number; from: string };
  /** A plan's reminders carry its date (YYYY-MM-DD), so re-planning that day replaces them. */
  planDate?: string;
};
export type TReminderSource = 'saved' | 'plan';

/**
 * A reminder's key in the store and among the timers: the open house id for a saved open house's reminder (as
 * before), `plan:<id>` for a plan's, so the two can be on for the same open house without replacing each other.
 */
export const reminderKey = (reminder: Pick<TDepartureReminder, 'openHouseId' | 'source'>): string =>
  reminder.source === 'plan' ? `plan:${reminder.openHouseId}` : reminder.openHouseId;

/** Reminders the user turned on, kept in this browser (one per open house and source) so a reload schedules them again. */
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
  if (typeof r !== 'object' || r === null) return false;
  const hasBasics = typeof r.openHouseId === 'string' && typeof r.startsAt === 'string' && typeof r.title === 'string' && typeof r.timeZone === 'string';
  if (!hasBasics || (r.source !== undefined && r.source !== 'saved' && r.source !== 'plan')) return false;
  // A plan's reminder without a valid leave time could only fall back to the formula, which is not the plan's: drop it.
  return r.source !== 'plan' || (typeof r.leaveAt === 'string' && !Number.isNaN(Date.parse(r.leaveAt)));
}

export function storedReminders(): Readonly<Record<string, TDepartureReminder>> {
  const raw = readRaw();
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    cached = Object.fromEntries(
      Object.values(parsed as object)
        .filter(isReminder)
        .map((r) => [reminderKey(r), { ...r, coordinates: r.coordinates ?? null }]),
    );
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
  write({ ...storedReminders(), [reminderKey(reminder)]: reminder });
}

/** Forgets the reminders of these keys (see reminderKey) in one write. */
export function forgetReminder(...keys: string[]): void {
  const stored = storedReminders();
  if (!keys.some((key) => key in stored)) return;
  write(Object.fromEntries(Object.entries(stored).filter(([key]) => !keys.includes(key))));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a saved open house's reminder is on for this open house (re-renders when it changes). */
export function useHasReminder(openHouseId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openHouseId in storedReminders(),
    () => false,
  );
}

/** The plan reminders stored for a day. */
export const storedPlanReminders = (planDate: string): TDepartureReminder[] =>
  Object.values(storedReminders()).filter((reminder) => reminder.source === 'plan' && reminder.planDate === planDate);

/** How many of a day plan's reminders are still to come (re-renders when it changes). */
export function usePlanReminderCount(planDate: string): number {
  return useSyncExternalStore(
    subscribe,
    () => storedPlanReminders(planDate).length,
    () => 0,
  );
}
