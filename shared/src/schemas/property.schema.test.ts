import { LISTING_STATES, bathroomCountsOf, stateTimeZone } from '../constants/listing';
import { ZCreatePropertyRequestSchema, ZListPropertiesQuerySchema } from './property.schema';

const listing = { address: '1 Main St', city: 'Atlanta', state: 'GA', zipCode: '30303', price: 300_000, propertyType: 'condo' };

describe('the listing request', () => {
  it('takes every USPS state and territory code, each with a zone', () => {
    expect(LISTING_STATES).toHaveLength(56);
    for (const state of ['GA', 'HI', 'AK', 'AZ', 'DC', 'PR', 'VI', 'GU', 'AS', 'MP'])
      expect(ZCreatePropertyRequestSchema.safeParse({ ...listing, state }).success).toBe(true);
    expect(ZCreatePropertyRequestSchema.safeParse({ ...listing, state: 'ON' }).success).toBe(false);
    expect([stateTimeZone('HI'), stateTimeZone('AZ'), stateTimeZone('AK')]).toEqual(['Pacific/Honolulu', 'America/Phoenix', 'America/Anchorage']);
  });

  it('takes a studio to 99 bedrooms, full and half baths, every type for sale, and the optional facts (blank meaning none)', () => {
    const parsed = ZCreatePropertyRequestSchema.parse({
      ...listing,
      bedrooms: '0',
      bathroomsFull: '2',
      bathroomsHalf: '1',
      propertyType: 'manufactured',
      lotSizeAcres: '2.5',
      yearBuilt: '',
      associationFee: '1,200',
      subdivisionName: null,
    });
    expect(parsed).toMatchObject({
      bedrooms: 0,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      propertyType: 'manufactured',
      lotSizeAcres: 2.5,
      yearBuilt: null,
      associationFee: 1200,
    });
    expect(ZCreatePropertyRequestSchema.safeParse({ ...listing, bedrooms: 99 }).success).toBe(true);
    expect(ZCreatePropertyRequestSchema.safeParse({ ...listing, bedrooms: 100 }).success).toBe(false);
    for (const type of ['land', 'farm', 'multi-family']) expect(ZCreatePropertyRequestSchema.safeParse({ ...listing, propertyType: type }).success).toBe(true);
    expect(ZCreatePropertyRequestSchema.safeParse({ ...listing, propertyType: 'residential-lease' }).success).toBe(false);
  });

  it('still takes the older single bathrooms number, read as full and half', () => {
    expect(ZCreatePropertyRequestSchema.parse({ ...listing, bathrooms: '2.5' }).bathrooms).toBe(2.5);
    expect(bathroomCountsOf({ bathrooms: 2.5 })).toEqual({ full: 2, half: 1 });
    expect(bathroomCountsOf({ bathrooms: 3 })).toEqual({ full: 3, half: 0 });
    expect(bathroomCountsOf({ bathrooms: 2.5, bathroomsFull: 1, bathroomsHalf: 3 })).toEqual({ full: 1, half: 3 });
  });
});

describe('the browse query', () => {
  it('reads includeUnderContract, a type and a bathroom minimum', () => {
    expect(ZListPropertiesQuerySchema.parse({ includeUnderContract: 'true', propertyType: 'land', minBathrooms: '1.5' })).toMatchObject({
      includeUnderContract: true,
      propertyType: 'land',
      minBathrooms: 1.5,
    });
    expect(ZListPropertiesQuerySchema.parse({}).includeUnderContract).toBeUndefined();
  });
});
