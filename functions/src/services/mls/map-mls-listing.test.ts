import type { TMlsListing } from '../../adapters/mls/mls-client';
import { mapMlsListing, MLS_OFF_MARKET_STATUS, type TMlsMappingResult } from './map-mls-listing';

const CONTEXT = { mlsName: 'Austin Local MLS' };

function makeMlsListing(overrides: Partial<TMlsListing> = {}): TMlsListing {
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

const mapped = (overrides: Partial<TMlsListing> = {}) => {
  const result = mapMlsListing(makeMlsListing(overrides), CONTEXT);
  if (!result.ok) throw new Error(`expected a mapped listing, got ${JSON.stringify(result.errors)}`);
  return result.value;
};
const errorsOf = (result: TMlsMappingResult) => (result.ok ? [] : result.errors);

describe('mapMlsListing', () => {
  it('maps an active single-family listing onto our fields with its IDX attribution', () => {
    const value = mapped();
    expect(value.listing).toEqual({
      title: '1102 Parmer Pass',
      address: '1102 Parmer Pass',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      price: 485_000,
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1850,
      propertyType: 'single-family',
      description: 'Shaded lot near the trail.',
      status: 'active',
      coordinates: { lat: 30.27, lng: -97.74 },
    });
    expect(value.idx).toEqual({
      mlsName: 'Austin Local MLS',
      listOfficeName: 'Hill Country Realty',
      listAgentFullName: 'Maria Garcia',
      lastUpdatedAt: '2026-05-01T12:00:00.000Z',
      isListingDisplayed: true,
      isAddressDisplayed: true,
    });
  });

  it.each([
    ['Pending', MLS_OFF_MARKET_STATUS],
    ['Active Under Contract', MLS_OFF_MARKET_STATUS],
    ['Closed', MLS_OFF_MARKET_STATUS],
    ['Withdrawn', MLS_OFF_MARKET_STATUS],
    ['Coming Soon', MLS_OFF_MARKET_STATUS],
    [null, MLS_OFF_MARKET_STATUS],
    ['Active', 'active'],
  ])('StandardStatus %s becomes %s', (standardStatus, status) => {
    expect(mapped({ standardStatus }).listing.status).toBe(status);
  });

  it('keeps a listing the MLS forbids on the internet off public pages, and never puts a hidden address in the title', () => {
    expect(mapped({ internetEntireListingDisplayYN: false }).listing.status).toBe(MLS_OFF_MARKET_STATUS);
    const hidden = mapped({ internetAddressDisplayYN: false, propertySubType: 'Condominium' });
    expect(hidden.listing.title).toBe('Condo in Austin');
    expect(hidden.idx.isAddressDisplayed).toBe(false);
  });

  it('keeps only the area of a hidden address’s coordinates (two decimals), so a map pin cannot give the address away', () => {
    const exact = { latitude: 30.267153, longitude: -97.743061 };
    expect(mapped(exact).listing.coordinates).toEqual({ lat: 30.267153, lng: -97.743061 });
    expect(mapped({ ...exact, internetAddressDisplayYN: false }).listing.coordinates).toEqual({ lat: 30.27, lng: -97.74 });
  });

  it.each([
    ['Residential', 'Single Family Residence', 'single-family'],
    ['Residential', 'Condominium', 'condo'],
    ['Residential', 'Townhouse', 'townhouse'],
    ['Residential', 'Duplex', 'multi-family'],
    ['Residential Income', 'Quadruplex', 'multi-family'],
    ['Residential Income', null, 'multi-family'],
    ['Residential', 'Manufactured Home', 'single-family'],
    ['Residential', null, 'single-family'],
  ])('PropertyType %s / %s becomes %s', (propertyType, propertySubType, expected) => {
    expect(mapped({ propertyType, propertySubType }).listing.propertyType).toBe(expected);
  });

  it('refuses land and leases with the field named', () => {
    expect(errorsOf(mapMlsListing(makeMlsListing({ propertyType: 'Land', propertySubType: 'Unimproved Land' }), CONTEXT))).toEqual([
      { field: 'PropertyType', message: 'PropertyType "Land" / PropertySubType "Unimproved Land" is not a home type we list' },
    ]);
    expect(errorsOf(mapMlsListing(makeMlsListing({ propertyType: 'Residential Lease' }), CONTEXT))[0]?.message).toMatch(/lease/);
  });

  it('builds the address from its parts when UnparsedAddress is absent, and trims a city suffix when present', () => {
    const parts = mapped({ unparsedAddress: null, streetNumber: '12', streetName: 'Lamar', unitNumber: '4B', raw: { StreetDirPrefix: 'N', StreetSuffix: 'Blvd' } });
    expect(parts.listing.address).toBe('12 N Lamar Blvd Unit 4B');
    expect(mapped({ unparsedAddress: '12 Lamar Blvd, Austin, TX 78701' }).listing.address).toBe('12 Lamar Blvd');
  });

  it('puts bedrooms and bathrooms on our scales', () => {
    expect(mapped({ bedroomsTotal: 7 }).listing.bedrooms).toBe(5);
    expect(mapped({ bathroomsTotalInteger: 4 }).listing.bathrooms).toBe(3);
    expect(mapped({ raw: { BathroomsFull: 2, BathroomsHalf: 1 } }).listing.bathrooms).toBe(2.5);
    expect(mapped({ raw: { BathroomsFull: 1, BathroomsHalf: 3 } }).listing.bathrooms).toBe(2.5);
  });

  it('accepts a state by name and converts square metres', () => {
    expect(mapped({ stateOrProvince: 'Texas' }).listing.state).toBe('TX');
    expect(mapped({ livingArea: 100, raw: { LivingAreaUnits: 'Square Meters' } }).listing.squareFeet).toBe(1076);
    expect(mapped({ livingArea: null }).listing.squareFeet).toBe(0);
  });

  it('lists every field that stops a listing, each with a readable reason', () => {
    const result = mapMlsListing(
      makeMlsListing({ listPrice: null, bedroomsTotal: 0, bathroomsTotalInteger: null, unparsedAddress: null, streetNumber: null, city: null, stateOrProvince: 'WA', postalCode: '787' }),
      CONTEXT,
    );
    expect(errorsOf(result)).toEqual([
      { field: 'ListPrice', message: 'ListPrice is missing' },
      { field: 'BedroomsTotal', message: 'BedroomsTotal 0: our listings have 1 to 5+ bedrooms' },
      { field: 'BathroomsTotalInteger', message: 'BathroomsTotalInteger is missing' },
      { field: 'UnparsedAddress', message: 'No address: neither UnparsedAddress nor StreetNumber and StreetName' },
      { field: 'City', message: 'City is missing' },
      { field: 'StateOrProvince', message: 'StateOrProvince "WA" is not a state we list in (CO, CA, TX, FL, NY)' },
      { field: 'PostalCode', message: 'PostalCode "787" is not a 5-digit ZIP code' },
    ]);
  });

  it('drops placeholder coordinates, keeps the first ten photos and only open houses that end after they start', () => {
    const media = Array.from({ length: 12 }, (_, index) => ({ url: `https://media.example/${index}.jpg`, order: index + 1 }));
    const openHouses = [
      { key: 'a', startsAt: '2026-05-02T18:00:00.000Z', endsAt: '2026-05-02T20:00:00.000Z', remarks: 'Cookies' },
      { key: 'b', startsAt: '2026-05-03T20:00:00.000Z', endsAt: '2026-05-03T18:00:00.000Z', remarks: null },
    ];
    const value = mapped({ latitude: 0, longitude: 0, media, openHouses });
    expect(value.listing.coordinates).toBeNull();
    expect(value.photos.map((photo) => photo.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(value.openHouses).toEqual([{ key: 'a', startsAt: '2026-05-02T18:00:00.000Z', endsAt: '2026-05-02T20:00:00.000Z', notes: 'Cookies' }]);
  });
});
