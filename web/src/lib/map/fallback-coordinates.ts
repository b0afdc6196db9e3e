import { AUSTIN_CENTER } from '@shared/constants/open-house';
import type { TLatLng } from './map-projection';

/** How far from the centre a listing without coordinates may be placed, in degrees either way. */
export const FALLBACK_SPREAD = { lat: 0.03, lng: 0.04 } as const;

/** FNV-1a, 32 bits: a small, stable string hash (the same id always gives the same number). */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A number in [0, 1) from the hash. */
const unit = (hash: number) => hash / 2 ** 32;

/**
 * Coordinates near the Austin centre for a listing that has none (e.g. one made with the simple
 * open-house form), derived from its id: the pin stays in one place across renders, refetches and visits.
 */
export function fallbackCoordinates(listingId: string): TLatLng {
  const a = unit(fnv1a(listingId));
  const b = unit(fnv1a(`${listingId}:lng`, 0x01000193));
  return {
    lat: AUSTIN_CENTER.lat + (a * 2 - 1) * FALLBACK_SPREAD.lat,
    lng: AUSTIN_CENTER.lng + (b * 2 - 1) * FALLBACK_SPREAD.lng,
  };
}

/** The listing's own coordinates, or its deterministic stand-in (and which one it is). */
export function coordinatesOf(listing: { id: string; coordinates: TLatLng | null }): { coordinates: TLatLng; isApproximate: boolean } {
  if (listing.coordinates) return { coordinates: listing.coordinates, isApproximate: false };
  return { coordinates: fallbackCoordinates(listing.id), isApproximate: true };
}
