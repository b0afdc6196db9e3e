import { ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { TOpenHouseRecord } from '../../data/property-records';
import { zonedInstant } from './zoned-instant';

export type TCalendarOptions = {
  now: Date;
  siteOrigin: string;
  /** Shown by calendar apps as the subscribed calendar's name (feeds only). */
  name?: string;
  /** How often a subscribed calendar should poll (feeds only). */
  refreshSeconds?: number;
};

export const vtimezoneOf = (timeZone: string): string | null => {
  const block = tzlib_get_ical_block(timeZone);
  return Array.isArray(block) && block[0] ? block[0] : null;
};

/**
 * Seconds (rounded up, so any change counts) from creation to the last change: grows with every change,
 * so SEQUENCE never goes back, and fits RFC 5545's 32-bit integer for 68 years.
 */
const sequenceOf = (openHouse: TOpenHouseRecord) =>
  openHouse.updatedAt ? Math.max(0, Math.ceil((Date.parse(openHouse.updatedAt) - Date.parse(openHouse.createdAt)) / 1000)) : 0;

/**
 * An iCalendar (RFC 5545) document of open houses: the single .ics download and both subscription feeds.
 * Each event keeps its UID (`<openHouseId>@<site host>`) across regenerations, so a calendar app updates
 * it in place; an open house that was removed is simply absent from the next regeneration. Times carry
 * the listing's time zone (TZID with its VTIMEZONE); DTSTAMP is UTC.
 */
export function buildOpenHouseCalendar(openHouses: readonly TOpenHouseRecord[], options: TCalendarOptions): string {
  const domain = new URL(options.siteOrigin).hostname;
  const calendar = new ICalCalendar({
    prodId: { company: 'OpenHouse Market', product: 'Open houses', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone (that would print DTSTAMP without its Z); the generator adds each event's VTIMEZONE.
    timezone: { name: null, generator: vtimezoneOf },
    ...(options.name ? { name: options.name } : {}),
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
  });
  for (const openHouse of openHouses) {
    const listing = openHouse.listing;
    const link = `${options.siteOrigin}/property/${openHouse.propertyId}`;
    calendar.createEvent({
      id: `${openHouse.id}@${domain}`,
      sequence: sequenceOf(openHouse),
      stamp: options.now,
      lastModified: new Date(openHouse.updatedAt ?? openHouse.createdAt),
      timezone: listing.timeZone,
      start: zonedInstant(openHouse.startsAt, listing.timeZone),
      end: zonedInstant(openHouse.endsAt, listing.timeZone),
      summary: `Open house: ${listing.title}`,
      location: [listing.address, listing.city, listing.state].filter(Boolean).join(', '),
      description: [`Open house for ${listing.title}.`, openHouse.notes ?? '', `Listing: ${link}`].filter(Boolean).join('\n'),
      url: link,
    });
  }
  return calendar.toString();
}
