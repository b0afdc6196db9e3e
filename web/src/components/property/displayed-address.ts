import type { TListingAttribution } from '@shared/schemas/listing-attribution.schema';
import { fullAddress } from '../../lib/format';

type TAddressed = { title: string; address: string; city: string; state: string; attribution?: TListingAttribution };

/** IDX: an imported listing whose MLS withholds the address (InternetAddressDisplayYN false) shows its city and state only. */
export const isAddressWithheld = (listing: TAddressed): boolean => listing.attribution?.showAddress === false;

/** '123 Oak Street, Austin, TX 78701', or 'Austin, TX' when the address is withheld. */
export function displayedAddress(listing: TAddressed & { zipCode: string }): string {
  return isAddressWithheld(listing) ? `${listing.city}, ${listing.state}` : fullAddress(listing);
}

/** The listing's name: its title, else its street address, else (address withheld) its city and state. */
export function displayedName(listing: TAddressed): string {
  if (listing.title) return listing.title;
  return isAddressWithheld(listing) ? `${listing.city}, ${listing.state}` : listing.address;
}
