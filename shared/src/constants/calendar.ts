/** Calendar subscription feeds: one per person and kind (an agent's open houses; a buyer's saved ones). */
export const CALENDAR_FEED_KINDS = ['agent', 'buyer'] as const;
export type TCalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

/** The agent feed reaches this far back; later open houses are all in it. */
export const CALENDAR_FEED_PAST_DAYS = 90;

/** How often subscribers are asked to poll, and how long a feed answer may be cached. */
export const CALENDAR_FEED_REFRESH_SECONDS = 3600;
export const CALENDAR_FEED_CACHE_SECONDS = 300;

/** A feed's secret: 256 bits as base64url (43 characters), then `.ics`. */
export const CALENDAR_FEED_FILE_PATTERN = /^[A-Za-z0-9_-]{43}\.ics$/;

/** Saved open houses in a buyer's feed: every status but a cancelled RSVP. */
export const CALENDAR_FEED_SAVED_STATUSES = ['interested', 'rsvp', 'attended'] as const;
