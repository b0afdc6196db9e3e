import { LISTING_TIME_ZONE, MARKET_STATUSES, PROPERTY_TYPES, SQUARE_FEET_PER_ACRE, bathroomCountsOf, bathroomsTotal } from '@shared/constants/listing';

/** Display helpers for listings. Prices are whole US dollars; instants are shown in the listing's time zone. */

/** A formatter made on its first use, not when this module loads: the first screen may never need it. */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const priceFormat = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));
const numberFormat = onFirstUse(() => new Intl.NumberFormat('en-US'));
const localDateTimeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
);

export const formatPrice = (dollars: number): string => priceFormat().format(dollars);
export const formatNumber = (value: number): string => numberFormat().format(value);
/** 'Nov 29, 2026, 7:20 PM' in the reader's own time zone: when something happened to them, not at a listing. */
export const formatLocalDateTime = (instant: string): string => localDateTimeFormat().format(new Date(instant));
/** '$299.00': an amount in the currency's minor units (cents), as the payment provider states a subscription's. */
export const formatMinorUnits = (amount: number, currency: string | null): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: (currency ?? 'usd').toUpperCase() }).format(amount / 100);

/** Bedrooms as stated: 0 is a studio, 7 is 7 ("5+" is a filter's bucket, not a listing's fact). */
export const bedroomsLabel = (count: number): string => (count === 0 ? 'Studio' : String(count));

/** Full + half baths as one number, the way listings read: 2 full and 1 half is '2.5'. */
export const bathroomsLabel = (listing: { bathrooms?: number; bathroomsFull?: number; bathroomsHalf?: number }): string => {
  const { full, half } = bathroomCountsOf(listing);
  return String(bathroomsTotal(full, half));
};

/** '2 full, 1 half' (the detail page says both counts). */
export const bathroomCountsLabel = (listing: { bathrooms?: number; bathroomsFull?: number; bathroomsHalf?: number }): string => {
  const { full, half } = bathroomCountsOf(listing);
  return half > 0 ? `${full} full, ${half} half` : `${full} full`;
};

/** A lot of half an acre or more reads in acres ('52.5 acres'), a smaller one in square feet ('8,712 sq ft'). */
export const lotSizeLabel = (squareFeet: number): string => {
  const acres = squareFeet / SQUARE_FEET_PER_ACRE;
  if (acres < 0.5) return `${formatNumber(squareFeet)} sq ft`;
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(acres)} ${acres === 1 ? 'acre' : 'acres'}`;
};

export const marketStatusLabel = (value: string): string => MARKET_STATUSES.find((status) => status.value === value)?.label ?? value;

export const propertyTypeLabel = (value: string): string => PROPERTY_TYPES.find((type) => type.value === value)?.label ?? value;

export const listingStatusLabel = (status: string): string => (status === 'active' ? 'Active' : status === 'draft' ? 'Draft' : status);

/** '123 Main St, Austin, TX 78701' */
export const fullAddress = (listing: { address: string; city: string; state: string; zipCode: string }): string =>
  `${listing.address}, ${listing.city}, ${listing.state} ${listing.zipCode}`.trim();

// Making a formatter costs far more than using one, and a page of cards asks for the same few again and again.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A formatter in `timeZone`, falling back to the product's zone when the name is unknown to this browser. */
function dateTimeFormat(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  const known = dateTimeFormats.get(key);
  if (known) return known;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: LISTING_TIME_ZONE });
  }
  dateTimeFormats.set(key, format);
  return format;
}

/** 'Sat, May 30, 1:00 PM – 3:00 PM CDT', in the listing's own time zone whatever the viewer's. */
export function formatOpenHouse(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const day = dateTimeFormat(timeZone, { weekday: 'short', month: 'short', day: 'numeric' });
  const time = dateTimeFormat(timeZone, { hour: 'numeric', minute: '2-digit' });
  const timeWithZone = dateTimeFormat(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  const endsSameDay = day.format(start) === day.format(end);
  return endsSameDay
    ? `${day.format(start)}, ${time.format(start)} – ${timeWithZone.format(end)}`
    : `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${timeWithZone.format(end)}`;
}

/**
 * Makes the formatters a page of listings uses (prices, open-house times with their zone's name). A page's first
 * `Intl` formatter loads ICU's data, about 100 ms of a phone's main thread, and the next cost little whatever
 * their zone: made while the screen's code and data are on their way, that time is not spent in the render that
 * shows the listings.
 */
export function prepareListingFormats(): void {
  const now = new Date().toISOString();
  formatPrice(0);
  formatOpenHouse(now, now, LISTING_TIME_ZONE);
}

/** 'May 30, 2026' */
export const formatDate = (instant: string, timeZone: string = LISTING_TIME_ZONE): string =>
  dateTimeFormat(timeZone, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(instant));

/**
 * 'Apr 20, 2026' for the day a listing was listed: a calendar date (YYYY-MM-DD, the MLS's) is that day
 * wherever it is read; an instant (our publish time) is the day it was in the listing's zone.
 */
export const formatListedDate = (listedAt: string, timeZone: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(listedAt)
    ? dateTimeFormat('UTC', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(`${listedAt}T00:00:00Z`))
    : formatDate(listedAt, timeZone);

/** '1:25 PM CST', in the listing's time zone. */
export const formatTime = (instant: Date | string, timeZone: string = LISTING_TIME_ZONE): string =>
  dateTimeFormat(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(instant));

/** 'Nov 26, 2026, 5:00 PM CST': a day and its time in the listing's zone (when a message went out or is due). */
export const formatDateTime = (instant: string, timeZone: string = LISTING_TIME_ZONE): string =>
  `${formatDate(instant, timeZone)}, ${formatTime(instant, timeZone)}`;
