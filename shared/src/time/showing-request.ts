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

/** "Sat 28 Nov": the date is the listing's own calendar day, so it is read at UTC noon and never shifts. */
export const showingDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`)).replace(',', '');

/** "Showing request: Sat 28 Nov, 10:00–12:00 (America/Chicago)": how the agent sees the chosen time. */
export const describeShowingSlot = (slot: TShowingSlot, timeZone: string) => `Showing request: ${showingDay(slot.date)}, ${slot.startTime}–${slot.endTime} (${timeZone})`;
