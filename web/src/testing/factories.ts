import { isProRole, type TRole } from '@shared/constants/roles';
import type { TMapProperty, TSavedOpenHouse } from '@shared/schemas/open-house.schema';
import type { TProperty, TPropertySummary } from '@shared/schemas/property.schema';
import type { TCurrentUser, TOwnProfile } from '@shared/schemas/user.schema';

const NOW = '2025-01-15T10:00:00.000Z';

/** A valid current-user answer; override what the test is about. */
export function makeCurrentUser(overrides: Partial<Omit<TCurrentUser, 'profile'>> & { role?: TRole; profile?: Partial<TOwnProfile> } = {}): TCurrentUser {
  const { role = 'BUYER', profile, ...user } = overrides;
  const subscriptionStatus = user.subscriptionStatus ?? 'inactive';
  return {
    id: 'user-1',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    profileImageUrl: null,
    subscriptionStatus,
    canList: isProRole(role) && subscriptionStatus === 'active',
    isOidcUser: false,
    isAdmin: false,
    emailVerified: true,
    pendingEmail: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...user,
    profile: {
      id: 'profile-1',
      userId: 'user-1',
      role,
      displayName: 'Jane Doe',
      phone: null,
      avatarUrl: null,
      city: null,
      state: null,
      timeframe: 'just-browsing',
      financing: 'exploring-lenders',
      represented: false,
      licenseNumber: null,
      brokerageName: null,
      bio: null,
      specialties: [],
      servingAreas: [],
      createdAt: NOW,
      updatedAt: NOW,
      ...profile,
    },
  };
}

let nextListingNumber = 0;

/** A ULID-shaped id (the API rejects anything else), distinct per call. */
export function makeListingId(): string {
  nextListingNumber += 1;
  return `01JV${String(nextListingNumber).padStart(22, '0')}`;
}

/** A listing as the card shows it (GET /api/properties items). */
export function makePropertySummary(overrides: Partial<TPropertySummary> = {}): TPropertySummary {
  return {
    id: makeListingId(),
    title: '123 Oak Street',
    address: '123 Oak Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    price: 450_000,
    bedrooms: 3,
    bathrooms: 2,
    bathroomsFull: 2,
    bathroomsHalf: 0,
    squareFeet: 1850,
    lotSizeSquareFeet: null,
    propertyType: 'single-family',
    status: 'active',
    marketStatus: 'active',
    onMarketDate: null,
    listedAt: NOW,
    coverImage: null,
    photoCount: 0,
    coordinates: null,
    timeZone: 'America/Chicago',
    agent: null,
    nextOpenHouse: null,
    createdAt: NOW,
    ...overrides,
  };
}

/** A listing as the detail page shows it (GET /api/properties/{id}). */
export function makeProperty(overrides: Partial<TProperty> = {}): TProperty {
  return {
    ...makePropertySummary(),
    description: 'Bright home near the park.',
    images: [],
    userId: 'user-1',
    yearBuilt: null,
    associationFee: null,
    associationFeeFrequency: null,
    subdivisionName: null,
    daysOnMarket: null,
    locationPrecision: null,
    upcomingOpenHouses: [],
    viewCount: 0,
    updatedAt: NOW,
    ...overrides,
  };
}

/** A GET /api/properties answer. */
export const makeListResponse = (
  items: TPropertySummary[],
  { nextCursor = null, total = items.length }: { nextCursor?: string | null; total?: number | null } = {},
) => ({
  items,
  nextCursor,
  total,
});

/** A listing as the map shows it (GET /api/map/all-open-houses and the other map routes). */
export function makeMapProperty(overrides: Partial<TMapProperty> = {}): TMapProperty {
  return {
    id: makeListingId(),
    title: '3-bed home in Hyde Park',
    address: '4100 Duval St',
    city: 'Austin',
    state: 'TX',
    price: 650_000,
    bedrooms: 3,
    bathrooms: 2,
    bathroomsFull: 2,
    bathroomsHalf: 0,
    squareFeet: 1800,
    lotSizeSquareFeet: null,
    propertyType: 'single-family',
    marketStatus: 'active',
    coverImage: null,
    coordinates: { lat: 30.305, lng: -97.728 },
    timeZone: 'America/Chicago',
    agentId: 'agent-1',
    openHouses: [],
    ...overrides,
  };
}

/** A map answer holding `properties`. */
export const makeMapResponse = (properties: TMapProperty[], generatedAt = NOW) => ({ generatedAt, from: generatedAt, to: generatedAt, properties });

let nextOpenHouseNumber = 0;

/** A ULID-shaped open-house id, distinct per call. */
export function makeOpenHouseId(): string {
  nextOpenHouseNumber += 1;
  return `01JW${String(nextOpenHouseNumber).padStart(22, '0')}`;
}

type TSavedOpenHouseProperty = NonNullable<TSavedOpenHouse['property']>;

/** The listing a saved open house shows. */
export function makeSavedOpenHouseProperty(overrides: Partial<TSavedOpenHouseProperty> = {}): TSavedOpenHouseProperty {
  return {
    title: '42 Elm Street',
    address: '42 Elm Street',
    city: 'Austin',
    price: 615_000,
    images: ['/photos/elm.jpg'],
    propertyType: 'single-family',
    bedrooms: 4,
    bathrooms: 2.5,
    bathroomsFull: 2,
    bathroomsHalf: 1,
    squareFootage: 2400,
    lotSizeSquareFeet: null,
    marketStatus: 'active',
    coordinates: { lat: 30.2672, lng: -97.7431 },
    ...overrides,
  };
}

/** A saved open house (GET /api/users/saved-open-houses items); `property: null` once the agent removed it. */
export function makeSavedOpenHouse(overrides: Partial<TSavedOpenHouse> = {}): TSavedOpenHouse {
  const openHouseId = overrides.openHouseId ?? makeOpenHouseId();
  return {
    id: openHouseId,
    openHouseId,
    propertyId: makeListingId(),
    status: 'interested',
    startsAt: '2026-05-30T18:00:00.000Z',
    endsAt: '2026-05-30T20:00:00.000Z',
    timeZone: 'America/Chicago',
    createdAt: NOW,
    updatedAt: NOW,
    property: makeSavedOpenHouseProperty(),
    ...overrides,
  };
}
