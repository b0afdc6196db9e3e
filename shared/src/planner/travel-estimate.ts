/**
 * Travel between two points without a routing service: the great-circle (haversine) distance, stretched
 * by a detour factor for streets that are not straight lines, driven at an urban average speed. An
 * estimate, and said as one wherever it is shown; a routing adapter may replace it behind `TTravelTime`.
 */
export type TLatLng = { lat: number; lng: number };

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Road distance over straight-line distance in a US city grid (studies find 1.2 to 1.4; we take the cautious end). */
export const DETOUR_FACTOR = 1.4;
/** Average door-to-door driving speed in a city, lights and turns included (about 19 mph). */
export const URBAN_SPEED_KMH = 30;
/** Parking and walking to the door, added to every leg that moves at all. */
export const PARKING_MINUTES = 3;

/** Minutes from one point to another; whole minutes, so shown times add up. */
export type TTravelTime = (from: TLatLng, to: TLatLng) => number;

export function greatCircleKm(from: TLatLng, to: TLatLng): number {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLng = (to.lng - from.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated road distance, km. */
export const roadKmEstimate = (from: TLatLng, to: TLatLng) => greatCircleKm(from, to) * DETOUR_FACTOR;

/** Estimated minutes: road distance at the urban speed, rounded up, plus parking when the points differ. */
export const estimateTravelMinutes: TTravelTime = (from, to) => {
  const km = roadKmEstimate(from, to);
  if (km < 0.01) return 0;
  return Math.ceil((km / URBAN_SPEED_KMH) * 60) + PARKING_MINUTES;
};
