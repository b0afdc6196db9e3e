import { ulid } from 'ulid';
import { listingSnapshotOf } from '../listing-snapshot';
import { newMessageFor, type TMessageRecord } from '../message-records';
import type { TLeadRecord, TListingLeadRecord, TOpenHouseRecord, TPropertyRecord } from '../property-records';
import type { TProfileRecord, TUserRecord } from '../user-records';

const NOW = '2026-06-01T12:00:00.000Z';

/** Valid records for repository tests, unique per call; override what a test is about. */
export function makeUser(overrides: Partial<TUserRecord> = {}): TUserRecord {
  const id = overrides.id ?? ulid();
  return {
    id,
    email: `${id.toLowerCase()}@example.com`,
    firstName: 'Ada',
    lastName: 'Agent',
    profileImageUrl: null,
    passwordHash: null,
    isOidcUser: false,
    isAdmin: false,
    emailVerifiedAt: NOW,
    pendingEmail: null,
    subscriptionStatus: 'inactive',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function makeProfile(userId: string, overrides: Partial<TProfileRecord> = {}): TProfileRecord {
  return {
    id: ulid(),
    userId,
    role: 'AGENT',
    displayName: 'Ada Agent',
    phone: null,
    avatarUrl: null,
    city: null,
    state: null,
    timeframe: null,
    financing: null,
    represented: false,
    licenseNumber: null,
    brokerageName: null,
    bio: null,
    specialties: [],
    servingAreas: [],
    consents: { terms: true, marketing: false, acceptedAt: NOW },
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function makeProperty(overrides: Partial<TPropertyRecord> = {}): TPropertyRecord {
  return {
    id: ulid(),
    userId: ulid(),
    title: 'Bungalow near Zilker',
    address: '1201 Barton Springs Rd',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    price: 450_000,
    bedrooms: 3,
    bathrooms: 2,
    bathroomsFull: 2,
    bathroomsHalf: 0,
    squareFeet: 1850,
    lotSizeSquareFeet: null,
    yearBuilt: null,
    associationFee: null,
    associationFeeFrequency: null,
    subdivisionName: null,
    propertyType: 'single-family',
    marketStatus: 'active',
    onMarketDate: null,
    listingContractDate: null,
    publishedAt: NOW,
    description: 'Bright bungalow.',
    images: [],
    photoCount: 0,
    status: 'active',
    coordinates: { lat: 30.26, lng: -97.77 },
    locationPrecision: 'address',
    timeZone: 'America/Chicago',
    upcomingOpenHouses: [],
    viewCount: 0,
    leadCount: 0,
    searchText: 'bungalow near zilker 1201 barton springs rd austin tx 78704 single family',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

/** An open house of `property` starting `startsAt` and lasting two hours. */
export function makeOpenHouse(property: TPropertyRecord, startsAt: Date, overrides: Partial<TOpenHouseRecord> = {}): TOpenHouseRecord {
  return {
    id: ulid(),
    propertyId: property.id,
    userId: property.userId,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
    notes: null,
    createdAt: NOW,
    listing: listingSnapshotOf(property),
    ...overrides,
  };
}

export function makeListingLead(property: TPropertyRecord, overrides: Partial<TListingLeadRecord> = {}): TListingLeadRecord {
  return {
    id: ulid(),
    source: 'listing',
    listingId: property.id,
    listingTitle: property.title,
    agentId: property.userId,
    senderUserId: null,
    name: 'Bailey Buyer',
    email: 'bailey@example.com',
    phone: null,
    message: 'Is it still available?',
    createdAt: NOW,
    ...overrides,
  };
}

/** The conversation `lead` opens, unread, as the lead services build it. */
export const makeMessage = (lead: TLeadRecord, overrides: Partial<TMessageRecord> = {}): TMessageRecord => ({ ...newMessageFor(lead), ...overrides });
