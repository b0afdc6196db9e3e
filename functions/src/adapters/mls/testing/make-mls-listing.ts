import type { TMlsListing } from '../mls-client';

/** A valid active MLS record as a feed page has it (an Austin home); override what a test is about. */
export function makeMlsListing(overrides: Partial<TMlsListing> = {}): TMlsListing {
  return {
    listingKey: 'ATX0000001',
    modificationTimestamp: '2026-05-01T12:00:00.000Z',
    standardStatus: 'Active',
    listPrice: 485_000,
    bedroomsTotal: 3,
    bathroomsTotalInteger: 2,
    livingArea: 1850,
    unparsedAddress: '1102 Parmer Pass',
    streetNumber: '1102',
    streetName: 'Parmer',
    unitNumber: null,
    city: 'Austin',
    stateOrProvince: 'TX',
    postalCode: '78701',
    latitude: 30.27,
    longitude: -97.74,
    propertyType: 'Residential',
    propertySubType: 'Single Family Residence',
    publicRemarks: 'Shaded lot near the trail.',
    listOfficeName: 'Hill Country Realty',
    listAgentFullName: 'Maria Garcia',
    internetEntireListingDisplayYN: true,
    internetAddressDisplayYN: true,
    media: [],
    openHouses: [],
    raw: {},
    ...overrides,
  };
}
