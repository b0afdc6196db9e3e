import type { TMapListing } from './map-listings';
import { pinLabel } from './pin-labels';

/** A listing's pin on the MapLibre map: where, its short price, its name for assistive technology, its category. */
export type TMapPinMarker = { id: string; lat: number; lng: number; text: string; label: string; kind: string };

/** A pin's short price: '$525K', '$1.2M' (the full price is in its label and card). */
export function compactPrice(dollars: number): string {
  if (dollars >= 1_000_000) return `$${Math.round(dollars / 100_000) / 10}M`;
  if (dollars >= 1_000) return `$${Math.round(dollars / 1_000)}K`;
  return `$${dollars}`;
}

/** The pins of the listings that have a place; one without coordinates is in the list only. */
export function pinMarkers(listings: readonly TMapListing[]): TMapPinMarker[] {
  return listings.flatMap((listing) => {
    const { property, coordinates, kind } = listing;
    if (!coordinates) return [];
    return [{ id: property.id, lat: coordinates.lat, lng: coordinates.lng, text: compactPrice(property.price), label: pinLabel(listing), kind }];
  });
}
