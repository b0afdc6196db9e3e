import type { TSignInForm, TSignInQuestion } from '@shared/schemas/lead-capture.schema';
import type { TOpenHouseRecord } from '../../data/property-records';

/** The sheet's and the visitor page's view of an open house with the agent's questions. */
export function toSignInFormView(openHouse: TOpenHouseRecord, questions: readonly TSignInQuestion[]): TSignInForm {
  return {
    openHouseId: openHouse.id,
    propertyId: openHouse.propertyId,
    listingTitle: openHouse.listing.title,
    address: openHouse.listing.address,
    city: openHouse.listing.city,
    state: openHouse.listing.state,
    coverImage: openHouse.listing.coverImage,
    timeZone: openHouse.listing.timeZone,
    startsAt: openHouse.startsAt,
    endsAt: openHouse.endsAt,
    questions: [...questions],
  };
}
