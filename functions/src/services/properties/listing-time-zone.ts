import { stateTimeZone } from '@shared/constants/listing';
import { usTimeZoneAt } from './us-time-zone';

/**
 * Islands that keep one clock throughout take it from the state, whatever the point: tz-lookup's tree is coarse
 * out at sea and answers Pacific/Apia (Samoa, a day ahead) for most of Tutuila, Pago Pago included.
 */
const ONE_ZONE_ISLANDS = new Set(['HI', 'PR', 'VI', 'GU', 'MP', 'AS']);

/**
 * The IANA zone a listing's open houses, sign-in sheets, calendar feeds, reminders and analytics days
 * are in: the zone at its coordinates (tz-lookup's answer, from the US cut of its tree; Arizona's Navajo
 * Nation and the Indiana counties on Chicago time come out right), else its state's main zone. A point at
 * sea answers an `Etc/` zone, which no one keeps a wall clock in, so it falls back to the state too, as do
 * coordinates outside the US states and territories.
 */
export function listingTimeZone(listing: { state: string; coordinates?: { lat: number; lng: number } | null }): string {
  if (ONE_ZONE_ISLANDS.has(listing.state)) return stateTimeZone(listing.state);
  const zone = listing.coordinates ? usTimeZoneAt(listing.coordinates.lat, listing.coordinates.lng) : null;
  return zone && !zone.startsWith('Etc/') ? zone : stateTimeZone(listing.state);
}
