import { greatCircleKm } from '@shared/planner/travel-estimate';

export type TLatLng = { lat: number; lng: number };

const KM_PER_MILE = 1.609344;

/** Great-circle distance in miles (the day planner's haversine). */
export const milesBetween = (a: TLatLng, b: TLatLng): number => greatCircleKm(a, b) / KM_PER_MILE;
