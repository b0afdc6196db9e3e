import type { TLocationPrecision } from '@shared/constants/listing-location';
import type { TLatLng } from '../../../lib/geo';

/** Where the listing stood when the form opened (edit), as saved. */
export type TSavedLocation = { coordinates: TLatLng | null; precision: TLocationPrecision | null };

/** What the agent did with the pin in this form: nothing, moved it somewhere, or asked for the address's position again. */
export type TPinChange = { kind: 'unchanged' } | { kind: 'moved'; at: TLatLng } | { kind: 'reset' };

/** What the save sends of the pin: a moved pin's position, null to place the listing from its address again, or nothing (keep). */
export function pinPayload(change: TPinChange): { coordinates?: TLatLng | null } {
  if (change.kind === 'moved') return { coordinates: change.at };
  if (change.kind === 'reset') return { coordinates: null };
  return {};
}

/** Where the pin stands on the form's map. */
export const pinPosition = (saved: TSavedLocation, change: TPinChange): TLatLng | null =>
  change.kind === 'moved' ? change.at : change.kind === 'reset' ? null : saved.coordinates;

export const LOCATION_TEXTS = {
  title: 'Map Location',
  mapLabel: "Map of the listing's location: click to put the pin there",
  toPlace: 'When you save, the listing is placed on the map from its address. To put it somewhere else, click that spot on the map.',
  moved: 'Pin moved: buyers see the listing here once you save. It stays here until you change the address.',
  notFound: 'This address could not be found on the map, so buyers do not see the listing there. Click the map to place its pin.',
  pin: 'On the map where you placed the pin.',
  address: 'On the map at its street address.',
  street: 'On the map on its street: the house number was not found. Drag the pin to the house.',
  known: 'On the map.',
  useAddress: 'Place it from the address',
  notPlacedToastTitle: 'Not on the map yet',
  notPlacedToast: 'We could not find this address on the map, so buyers do not see the listing there. Edit the listing to place its pin.',
};

/** What the form says of the listing's position. */
export function locationText(saved: TSavedLocation, change: TPinChange, address: { zipCode: string; city: string }, isNew: boolean): string {
  if (change.kind === 'moved') return LOCATION_TEXTS.moved;
  if (change.kind === 'reset' || isNew) return LOCATION_TEXTS.toPlace;
  if (!saved.coordinates) return LOCATION_TEXTS.notFound;
  switch (saved.precision) {
    case 'zip':
      return `On the map at the centre of ZIP code ${address.zipCode}, not at the house itself. Drag the pin to the house.`;
    case 'city':
      return `On the map at the centre of ${address.city}, not at the house itself. Drag the pin to the house.`;
    case 'pin':
    case 'address':
    case 'street':
      return LOCATION_TEXTS[saved.precision];
    default:
      return LOCATION_TEXTS.known;
  }
}
