import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, LISTING_TIME_ZONE, PROPERTY_TYPES } from '@shared/constants/listing';

/** Display helpers for listings. Prices are whole US dollars; instants are shown in the listing's time zone. */

const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const numberFormat = new Intl.NumberFormat('en-US');

export const formatPrice = (dollars: number): string => priceFormat.format(dollars);
export const formatNumber = (value: number): string => numberFormat.format(value);

/** 5 reads '5+', 3 bathrooms read '3+' (the form's top options). */
export const bedroomsLabel = (count: number): string => BEDROOM_OPTIONS.find((option) => option.value === count)?.label ?? String(count);
export const bathroomsLabel = (count: number): string => BATHROOM_OPTIONS.find((option) => option.value === count)?.label ?? String(count);

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

/** 'May 30, 2026' */
export const formatDate = (instant: string, timeZone: string = LISTING_TIME_ZONE): string =>
  dateTimeFormat(timeZone, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(instant));

/** '1:25 PM CST', in the listing's time zone. */
export const formatTime = (instant: Date | string, timeZone: string = LISTING_TIME_ZONE): string =>
  dateTimeFormat(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(instant));
