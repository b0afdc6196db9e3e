import { AUSTIN_CENTER, PIN_CLAMP } from '@shared/constants/open-house';

export type TLatLng = { lat: number; lng: number };
/** A point on the map in percent of its width (x, from the left) and height (y, from the top). */
export type TMapPoint = { x: number; y: number };

/**
 * The area the drawn map shows: this many degrees either side of the Austin centre. 0.1° of latitude and
 * 0.15° of longitude are about 11 km and 14.4 km at Austin's latitude, so the 4:3 map is close to true scale.
 */
export const MAP_HALF_SPAN = { lat: 0.1, lng: 0.15 } as const;

/** Where a coordinate falls on the map, unclamped (outside 0–100 when it lies beyond the drawn area). */
export function projectToPercent({ lat, lng }: TLatLng): TMapPoint {
  return {
    x: 50 + ((lng - AUSTIN_CENTER.lng) / MAP_HALF_SPAN.lng) * 50,
    y: 50 - ((lat - AUSTIN_CENTER.lat) / MAP_HALF_SPAN.lat) * 50,
  };
}

const clamp = (value: number) => Math.min(PIN_CLAMP.max, Math.max(PIN_CLAMP.min, value));

/** A pin's position: scaled around the Austin centre, kept within 5–95 % so a far-away listing stays on the map's edge. */
export function pinPosition(coordinates: TLatLng): TMapPoint {
  const { x, y } = projectToPercent(coordinates);
  return { x: clamp(x), y: clamp(y) };
}

/** The coordinate at a map point (the inverse of projectToPercent), used to place map tiles. */
export function percentToLatLng({ x, y }: TMapPoint): TLatLng {
  return {
    lat: AUSTIN_CENTER.lat + ((50 - y) / 50) * MAP_HALF_SPAN.lat,
    lng: AUSTIN_CENTER.lng + ((x - 50) / 50) * MAP_HALF_SPAN.lng,
  };
}
