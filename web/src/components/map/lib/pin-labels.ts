import { formatOpenHouse } from '../../../lib/format';
import type { TMapListing, TPinKind } from './map-listings';

export const PIN_KIND_LABELS: Record<TPinKind, string> = {
  live: 'Happening now',
  today: 'Today',
  'this-week': 'This week',
  later: 'Later',
};

/** 'Sat, Nov 21, 7:00 PM – 9:00 PM CST' for the listing's next open house, in the listing's time zone. */
export const nextOpenHouseText = (listing: TMapListing): string => formatOpenHouse(listing.next.startsAt, listing.next.endsAt, listing.property.timeZone);

/** A pin's short price, its visible text: '$525K', '$1.2M' (the full price is on its card). */
export function compactPrice(dollars: number): string {
  if (dollars >= 1_000_000) return `$${Math.round(dollars / 100_000) / 10}M`;
  if (dollars >= 1_000) return `$${Math.round(dollars / 1_000)}K`;
  return `$${dollars}`;
}

/**
 * What a pin is called for assistive technology: title, its visible short price (so a name spoken from the
 * screen finds it) and when ('…, $526K, Happening now, Sat, Nov 21, 7:00 PM – 9:00 PM CST').
 */
export function pinLabel(listing: TMapListing): string {
  const name = listing.property.title || listing.property.address;
  return `${name}, ${compactPrice(listing.property.price)}, ${PIN_KIND_LABELS[listing.kind]}, ${nextOpenHouseText(listing)}`;
}
