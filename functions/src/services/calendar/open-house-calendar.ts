import type { TOpenHouseRecord } from '../../data/property-records';
import { writeCalendar, type TCalendar } from './calendar-document';

export type TCalendarOptions = {
  now: Date;
  siteOrigin: string;
  /** Shown by calendar apps as the subscribed calendar's name (feeds only). */
  name?: string;
  /** How often a subscribed calendar should poll (feeds only). */
  refreshSeconds?: number;
};

/**
 * Seconds (rounded up, so any change counts) from creation to the last change: grows with every change,
 * so SEQUENCE never goes back, and fits RFC 5545's 32-bit integer for 68 years.
 */
const sequenceOf = (openHouse: TOpenHouseRecord) =>
  openHouse.updatedAt ? Math.max(0, Math.ceil((Date.parse(openHouse.updatedAt) - Date.parse(openHouse.createdAt)) / 1000)) : 0;

/**
 * The open houses as calendar events, each in its listing's zone: the single .ics download and both
 * subscription feeds. Each event keeps its UID (`<openHouseId>@<site host>`) across regenerations, so a
 * calendar app updates it in place; an open house that was removed is simply absent from the next regeneration.
 */
function openHouseCalendar(openHouses: readonly TOpenHouseRecord[], options: TCalendarOptions): TCalendar {
  const domain = new URL(options.siteOrigin).hostname;
  return {
    prodId: '-//OpenHouse Market//Open houses//EN',
    ...(options.name ? { name: options.name } : {}),
    ...(options.refreshSeconds ? { refreshSeconds: options.refreshSeconds } : {}),
    events: openHouses.map((openHouse) => {
      const listing = openHouse.listing;
      const link = `${options.siteOrigin}/property/${openHouse.propertyId}`;
      return {
        uid: `${openHouse.id}@${domain}`,
        sequence: sequenceOf(openHouse),
        stamp: options.now,
        lastModified: new Date(openHouse.updatedAt ?? openHouse.createdAt),
        start: new Date(openHouse.startsAt),
        end: new Date(openHouse.endsAt),
        timeZone: listing.timeZone,
        summary: `Open house: ${listing.title}`,
        location: [listing.address, listing.city, listing.state].filter(Boolean).join(', '),
        description: [`Open house for ${listing.title}.`, openHouse.notes ?? '', `Listing: ${link}`].filter(Boolean).join('\n'),
        url: link,
      };
    }),
  };
}

/** The open houses as an iCalendar (RFC 5545) document, times in each listing's zone (see writeCalendar). */
export const buildOpenHouseCalendar = (openHouses: readonly TOpenHouseRecord[], options: TCalendarOptions): string =>
  writeCalendar(openHouseCalendar(openHouses, options));
