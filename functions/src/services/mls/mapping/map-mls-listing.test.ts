import type { TMlsListing } from '../../../adapters/mls/mls-client';
import { makeMlsListing } from '../../../adapters/mls/testing/make-mls-listing';
import { mapMlsListing, MLS_OFF_MARKET_STATUS, type TMlsMappingResult } from './map-mls-listing';

const CONTEXT = { mlsName: 'Austin Local MLS' };

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
      bathroomsFull: 2,
      bathroomsHalf: 0,
      squareFeet: 1850,
      propertyType: 'single-family',
      description: 'Shaded lot near the trail.',
      status: 'active',
      marketStatus: 'active',
      coordinates: { lat: 30.27, lng: -97.74 },
      timeZone: 'America/Chicago',
      lotSizeSquareFeet: null,
      yearBuilt: null,
      associationFee: null,
      associationFeeFrequency: null,
      subdivisionName: null,
      listingContractDate: null,
      onMarketDate: null,
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
    ['Active', 'active'],
    ['Coming Soon', 'coming-soon'],
    ['Active Under Contract', 'active-under-contract'],
    ['Pending', 'pending'],
    ['Closed', 'closed'],
    ['Withdrawn', 'withdrawn'],
    ['Expired', 'expired'],
    ['Canceled', 'canceled'],
    [null, 'active'],
    // RETS ListingStatus words and letters
    ['Sold', 'closed'],
    ['Contingent', 'active-under-contract'],
    ['P', 'pending'],
    ['Cancelled', 'canceled'],
    ['Temporarily Off Market', 'withdrawn'],
  ])('StandardStatus %s is market status %s, and the listing stays published', (standardStatus, marketStatus) => {
    const value = mapped({ standardStatus });
    expect(value.listing.marketStatus).toBe(marketStatus);
    expect(value.listing.status).toBe('active');
  });

  it('gives a listing that left the market no open houses (feeds and saved lists show them cancelled); a pending one keeps them', () => {
    const openHouses = [{ key: 'a', startsAt: '2026-05-02T18:00:00.000Z', endsAt: '2026-05-02T20:00:00.000Z', remarks: null }];
    expect(mapped({ standardStatus: 'Closed', openHouses }).openHouses).toEqual([]);
    expect(mapped({ standardStatus: 'Pending', openHouses }).openHouses).toHaveLength(1);
  });

  it('refuses an Incomplete listing and reports an unknown status as an error', () => {
    expect(mapMlsListing(makeMlsListing({ standardStatus: 'Incomplete' }), CONTEXT)).toMatchObject({ ok: false, refusal: { reason: 'incomplete' } });
    expect(mapMlsListing(makeMlsListing({ standardStatus: 'Zombie' }), CONTEXT)).toEqual({
      ok: false,
      errors: [{ field: 'StandardStatus', message: 'StandardStatus "Zombie" is not a status we know' }],
      refusal: null,
    });
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
    ['Residential', 'Manufactured Home', 'manufactured'],
    ['Manufactured In Park', null, 'manufactured'],
    ['Residential', 'Mobile Home', 'manufactured'],
    ['Land', 'Unimproved Land', 'land'],
    ['Land', null, 'land'],
    ['Farm', 'Ranch', 'farm'],
    ['Farm', null, 'farm'],
    ['Residential', null, 'single-family'],
  ])('PropertyType %s / %s becomes %s', (propertyType, propertySubType, expected) => {
    expect(mapped({ propertyType, propertySubType }).listing.propertyType).toBe(expected);
  });

  it.each([
    ['Residential Lease', null, 'lease', /lease/],
    ['Commercial Lease', 'Office', 'lease', /lease/],
    ['Commercial Sale', 'Retail', 'commercial', /commercial/],
    ['Business Opportunity', null, 'commercial', /commercial/],
    ['Residential', 'Boat Slip', 'commercial', /commercial/],
    ['Timber', null, 'other-type', /not a home type/],
  ])('refuses PropertyType %s / %s as %s, with a reason and not as an error of the data', (propertyType, propertySubType, reason, message) => {
    const result = mapMlsListing(makeMlsListing({ propertyType, propertySubType, listPrice: null }), CONTEXT);
    expect(result).toMatchObject({ ok: false, refusal: { reason, message: expect.stringMatching(message) } });
    // Refused before anything else is read: a lease's missing sale price is not listed as a second problem.
    expect(errorsOf(result)).toHaveLength(1);
  });

  it('maps land without bedrooms or bathrooms, with its lot size', () => {
    const land = mapped({
      propertyType: 'Land',
      propertySubType: 'Unimproved Land',
      bedroomsTotal: null,
      bathroomsTotalInteger: null,
      livingArea: null,
      raw: { LotSizeAcres: 52.5 },
    });
    expect(land.listing).toMatchObject({
      propertyType: 'land',
      bedrooms: 0,
      bathrooms: 0,
      bathroomsFull: 0,
      bathroomsHalf: 0,
      squareFeet: 0,
      lotSizeSquareFeet: 2_286_900,
    });
  });

  it('builds the address from its parts when UnparsedAddress is absent, and trims a city suffix when present', () => {
    const parts = mapped({
      unparsedAddress: null,
      streetNumber: '12',
      streetName: 'Lamar',
      unitNumber: '4B',
      raw: { StreetDirPrefix: 'N', StreetSuffix: 'Blvd' },
    });
    expect(parts.listing.address).toBe('12 N Lamar Blvd Unit 4B');
    expect(mapped({ unparsedAddress: '12 Lamar Blvd, Austin, TX 78701' }).listing.address).toBe('12 Lamar Blvd');
  });

  it('keeps bedrooms and bathrooms as the MLS states them: studios, 7 bedrooms, full and half baths', () => {
    expect(mapped({ bedroomsTotal: 0 }).listing.bedrooms).toBe(0);
    expect(mapped({ bedroomsTotal: 7 }).listing.bedrooms).toBe(7);
    expect(mapped({ bathroomsTotalInteger: 4 }).listing).toMatchObject({ bathrooms: 4, bathroomsFull: 4, bathroomsHalf: 0 });
    expect(mapped({ raw: { BathroomsFull: 2, BathroomsHalf: 1 } }).listing).toMatchObject({ bathrooms: 2.5, bathroomsFull: 2, bathroomsHalf: 1 });
    expect(mapped({ raw: { BathroomsFull: 4, BathroomsHalf: 1 } }).listing).toMatchObject({ bathrooms: 4.5, bathroomsFull: 4, bathroomsHalf: 1 });
    expect(mapped({ raw: { BathroomsFull: 1, BathroomsHalf: 3 } }).listing).toMatchObject({ bathroomsFull: 1, bathroomsHalf: 3 });
    // RETS COMPACT sends text; a three-quarter bath counts as a full one.
    expect(mapped({ raw: { BathsFull: '3', BathsHalf: '2', BathroomsThreeQuarter: '1' } }).listing).toMatchObject({ bathroomsFull: 4, bathroomsHalf: 2 });
  });

  it('reads the optional facts: lot, year built, HOA fee, subdivision and the MLS listing dates', () => {
    const value = mapped({
      raw: {
        LotSizeSquareFeet: 8712,
        YearBuilt: 1987,
        AssociationFee: 125.4,
        AssociationFeeFrequency: 'Monthly',
        SubdivisionName: 'Travis Heights',
        ListingContractDate: '2026-04-20',
        OnMarketDate: '2026-04-22T00:00:00Z',
      },
    });
    expect(value.listing).toMatchObject({
      lotSizeSquareFeet: 8712,
      yearBuilt: 1987,
      associationFee: 125,
      associationFeeFrequency: 'monthly',
      subdivisionName: 'Travis Heights',
      listingContractDate: '2026-04-20',
      onMarketDate: '2026-04-22',
    });
    expect(mapped({ raw: { LotSizeArea: '0.5', LotSizeUnits: 'Acres', ListDate: '4/9/2026', YearBuilt: '12' } }).listing).toMatchObject({
      lotSizeSquareFeet: 21_780,
      listingContractDate: '2026-04-09',
      yearBuilt: null,
    });
    // No OnMarketDate: DaysOnMarket counts back from the record's modification.
    expect(mapped({ modificationTimestamp: '2026-11-29T15:00:00Z', raw: { DaysOnMarket: 120 } }).listing).toMatchObject({ onMarketDate: '2026-08-01' });
    expect(mapped({ modificationTimestamp: '2026-11-29T15:00:00Z', raw: { DaysOnMarket: 120, OnMarketDate: '2026-08-03' } }).listing).toMatchObject({
      onMarketDate: '2026-08-03',
    });
  });

  it.each([
    ['GA', 33.749, -84.388, 'America/New_York'],
    ['HI', 21.3069, -157.8583, 'Pacific/Honolulu'],
    ['AK', 61.2181, -149.9003, 'America/Anchorage'],
    ['AZ', 33.4484, -112.074, 'America/Phoenix'],
    ['PR', null, null, 'America/Puerto_Rico'],
  ])('lists in %s with the zone at its coordinates (or its state’s)', (stateOrProvince, latitude, longitude, timeZone) => {
    expect(mapped({ stateOrProvince, latitude, longitude }).listing).toMatchObject({ state: stateOrProvince, timeZone });
  });

  it('lists every field that stops a listing, each with a readable reason', () => {
    const result = mapMlsListing(
      makeMlsListing({
        listPrice: null,
        bedroomsTotal: 120,
        bathroomsTotalInteger: null,
        unparsedAddress: null,
        streetNumber: null,
        city: null,
        stateOrProvince: 'ON',
        postalCode: '787',
      }),
      CONTEXT,
    );
    expect(errorsOf(result)).toEqual([
      { field: 'ListPrice', message: 'ListPrice is missing' },
      { field: 'BedroomsTotal', message: 'BedroomsTotal 120 is not a whole number from 0 to 99' },
      { field: 'BathroomsFull', message: 'BathroomsTotalInteger is missing' },
      { field: 'UnparsedAddress', message: 'No address: neither UnparsedAddress nor StreetNumber and StreetName' },
      { field: 'City', message: 'City is missing' },
      { field: 'StateOrProvince', message: 'StateOrProvince "ON" is not a US state or territory' },
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
