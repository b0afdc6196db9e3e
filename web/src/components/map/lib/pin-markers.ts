import type { TMapListing, TPinKind } from './map-listings';
import { compactPrice, pinLabel } from './pin-labels';

/** A listing's pin on the MapLibre map: where, its short price, its name for assistive technology, its category. */
export type TMapPinMarker = { id: string; lat: number; lng: number; text: string; label: string; kind: TPinKind };

/** The pins of the listings that have a place; one without coordinates is in the list only. */
export function pinMarkers(listings: readonly TMapListing[]): TMapPinMarker[] {
  return listings.flatMap((listing) => {
    const { property, coordinates, kind } = listing;
    if (!coordinates) return [];
    return [{ id: property.id, lat: coordinates.lat, lng: coordinates.lng, text: compactPrice(property.price), label: pinLabel(listing), kind }];
  });
}
