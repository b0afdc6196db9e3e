/**
 * How exactly a listing's map position stands for its address (`locationPrecision`):
 * - address: at the house (a geocoder's point or interpolated address)
 * - street: somewhere on its street (the house number was not found)
 * - zip: the centre of its ZIP code (the offline geocoder's best; about a few km)
 * - city: the centre of its city or place
 * - pin: where the agent put the pin on the listing form's map (kept until the address changes)
 */
export const LOCATION_PRECISIONS = ['address', 'street', 'zip', 'city', 'pin'] as const;
export type TLocationPrecision = (typeof LOCATION_PRECISIONS)[number];

/** Precisions that only approximate the address: the form invites the agent to move the pin. */
export const isApproximateLocation = (precision: TLocationPrecision | null): boolean => precision === 'zip' || precision === 'city';
