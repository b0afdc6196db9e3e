import { forgetMapAnswers } from '../map/map-response-cache';
import { forgetListing } from './listing-read-cache';

/** After any write to a listing or its open houses: this container's cached reads of it are stale. */
export function listingChanged(propertyId: string): void {
  forgetListing(propertyId);
  forgetMapAnswers();
}
