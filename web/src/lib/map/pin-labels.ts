import { formatOpenHouse, formatPrice } from '../format';
import type { TMapListing, TPinKind } from './map-listings';

export const PIN_KIND_LABELS: Record<TPinKind, string> = {
  live: 'Happening now',
  today: 'Today',
  'this-week': 'This week',
  later: 'Later',
};

/** 'Sat, Nov 21, 7:00 PM – 9:00 PM CST' for the listing's next open house, in the listing's time zone. */
export const nextOpenHouseText = (listing: TMapListing): string => formatOpenHouse(listing.next.startsAt, listing.next.endsAt, listing.property.timeZone);

/** What a pin is called for assistive technology: title, price and when ('…, $526,000, Happening now, Sat, Nov 21, 7:00 PM – 9:00 PM CST'). */
export function pinLabel(listing: TMapListing): string {
  const name = listing.property.title || listing.property.address;
  return `${name}, ${formatPrice(listing.property.price)}, ${PIN_KIND_LABELS[listing.kind]}, ${nextOpenHouseText(listing)}`;
}
