import tzLookup from '@photostructure/tz-lookup';
import { stateTimeZone } from '@shared/constants/listing';

/**
 * The IANA zone a listing's open houses, sign-in sheets, calendar feeds, reminders and analytics days
 * are in: the zone at its coordinates (offline lookup; Arizona's Navajo Nation and the Indiana counties
 * on Chicago time come out right), else its state's main zone. A point at sea answers an `Etc/` zone,
 * which no one keeps a wall clock in, so it falls back to the state too.
 */
export function listingTimeZone(listing: { state: string; coordinates?: { lat: number; lng: number } | null }): string {
  if (listing.coordinates) {
    try {
      const zone = tzLookup(listing.coordinates.lat, listing.coordinates.lng);
      if (!zone.startsWith('Etc/')) return zone;
    } catch {
      // Out-of-range coordinates: the state's zone.
    }
  }
  return stateTimeZone(listing.state);
}
