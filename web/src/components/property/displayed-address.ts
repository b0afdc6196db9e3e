import type { TListingAttribution } from '@shared/schemas/mls.schema';

type TAddressed = { title: string; address: string; city: string; state: string; zipCode?: string; attribution?: TListingAttribution };

/** IDX: an imported listing whose MLS withholds the address (InternetAddressDisplayYN false) shows its city and state only. */
export const isAddressWithheld = (listing: TAddressed): boolean => listing.attribution?.showAddress === false;

/** '123 Oak Street, Austin, TX 78701', or 'Austin, TX' when the address is withheld. */
export function displayedAddress(listing: TAddressed): string {
  if (isAddressWithheld(listing)) return `${listing.city}, ${listing.state}`;
  return [listing.address, listing.city, `${listing.state} ${listing.zipCode ?? ''}`.trim()].filter(Boolean).join(', ');
}

/** The listing's name: its title, else its street address, else (address withheld) its city and state. */
export function displayedName(listing: TAddressed): string {
  if (listing.title) return listing.title;
  return isAddressWithheld(listing) ? `${listing.city}, ${listing.state}` : listing.address;
}
