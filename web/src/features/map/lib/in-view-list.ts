import { bathroomsTotal } from '@shared/constants/listing';
import type { TMapViewportResponse } from '@shared/schemas/map.schema';
import { formatNumber } from '../../../lib/format';
import { mapListings, type TMapCardListing, type TMapFilters, type TMapListing } from '../../../components/map/lib/map-listings';

export type TViewportPin = TMapViewportResponse['pins'][number];

/** A pin in the shape of the map's listing cards (its next open house is the only one it carries). */
export function pinToCardListing(pin: TViewportPin): TMapCardListing {
  const { nextOpenHouse, lat, lng, attribution, ...card } = pin;
  return {
    ...card,
    bathrooms: bathroomsTotal(pin.bathroomsFull, pin.bathroomsHalf),
    coordinates: { lat, lng },
    openHouses: nextOpenHouse ? [nextOpenHouse] : [],
    ...(attribution ? { attribution } : {}),
  };
}

/** The cards for a viewport answer's pins: soonest open house first, each with its category (live, today…). */
export const pinsToListings = (pins: readonly TViewportPin[], filters: TMapFilters, now: Date): TMapListing[] =>
  mapListings(pins.map(pinToCardListing), filters, now);

/**
 * The line above the list: '12 open houses in this area'; when the answer was cut at its cap, 'More than
 * 500 open houses in this area' (the list shows the first ones; zooming in shows all).
 */
export function inViewCountText(answer: Pick<TMapViewportResponse, 'total' | 'truncated' | 'pins'>): string {
  if (answer.truncated) return `More than ${formatNumber(answer.pins.length)} open houses in this area`;
  return answer.total === 1 ? '1 open house in this area' : `${formatNumber(answer.total)} open houses in this area`;
}
