/** A time a buyer offers for a showing: a date and a window on the listing's wall clock (its `timeZone`). */
export type TShowingSlot = { date: string; startTime: string; endTime: string };

/** How far ahead a showing may be asked for, and how many choices one request carries. */
export const SHOWING_REQUEST_MAX_DAYS = 60;
export const SHOWING_REQUEST_MAX_SLOTS = 3;

/** The windows the property page offers for each day (the listing's local time). */
export const SHOWING_WINDOWS: readonly { startTime: string; endTime: string }[] = [
  { startTime: '10:00', endTime: '12:00' },
  { startTime: '12:00', endTime: '14:00' },
  { startTime: '14:00', endTime: '16:00' },
  { startTime: '16:00', endTime: '18:00' },
];

/** "Sat, Nov 28", as the app writes dates: the listing's own calendar day, read at UTC noon so it never shifts. */
export const showingDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** "14:00" → "2:00 PM": a wall-clock time in the 12-hour form the rest of the app shows. */
export function clockTime12(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "10:00 AM – 12:00 PM" */
export const showingWindowText = (window: { startTime: string; endTime: string }) => `${clockTime12(window.startTime)} – ${clockTime12(window.endTime)}`;

/** "Sat, Nov 28, 10:00 AM – 12:00 PM (America/Chicago)" */
export const showingSlotText = (slot: TShowingSlot, timeZone: string) => `${showingDay(slot.date)}, ${showingWindowText(slot)} (${timeZone})`;

/** "Showing request: Sat, Nov 28, 10:00 AM – 12:00 PM (America/Chicago)": how the agent sees the chosen time. */
export const describeShowingSlot = (slot: TShowingSlot, timeZone: string) => `Showing request: ${showingSlotText(slot, timeZone)}`;
