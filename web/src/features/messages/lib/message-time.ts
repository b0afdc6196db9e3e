/** Times in the viewer's own zone: a message is read where the reader is. */
const timeOnly = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayThisYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dayOtherYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const full = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** For the list: '2:30 PM' today, 'May 3' this year, 'May 3, 2024' before. */
export function listTime(instant: string, now: Date = new Date()): string {
  const date = new Date(instant);
  if (date.toDateString() === now.toDateString()) return timeOnly.format(date);
  return date.getFullYear() === now.getFullYear() ? dayThisYear.format(date) : dayOtherYear.format(date);
}

/** For the detail pane: 'Sat, May 3, 2025, 2:30 PM'. */
export const fullTime = (instant: string): string => full.format(new Date(instant));
