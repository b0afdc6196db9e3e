/** Map and open-house constants (spec §9, Map). */
export const AUSTIN_CENTER = { lat: 30.2672, lng: -97.7431 } as const;
export const MAP_PRICE_MIN = 200_000;
export const MAP_PRICE_MAX = 2_000_000;
export const MAP_PRICE_STEP = 50_000;
export const MAP_REFETCH_MS = 5 * 60 * 1000;

export const MAP_TIME_FILTERS = [
  { value: 'today', label: 'Today Only' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
] as const;
export type TMapTimeFilter = (typeof MAP_TIME_FILTERS)[number]['value'];
export const DEFAULT_MAP_TIME_FILTER: TMapTimeFilter = 'week';

/** Days (local calendar days, today included) each filter covers. */
export const TIME_FILTER_DAYS: Record<TMapTimeFilter, number> = { today: 1, week: 7, month: 31 };

export const SAVED_OPEN_HOUSE_STATUSES = ['interested', 'rsvp', 'attended', 'cancelled'] as const;
export type TSavedOpenHouseStatus = (typeof SAVED_OPEN_HOUSE_STATUSES)[number];

/** Departure reminder: minutes before start = max(15, round(2 × miles from the Austin centre + 5)). */
export const departureLeadMinutes = (milesFromCenter: number) => Math.max(15, Math.round(2 * milesFromCenter + 5));
