import type { TRole } from '@shared/constants/roles';
import type { TProperty, TPropertySummary } from '@shared/schemas/property.schema';
import type { TCurrentUser, TOwnProfile } from '@shared/schemas/user.schema';

const NOW = '2025-01-15T10:00:00.000Z';

/** A valid current-user answer; override what the test is about. */
export function makeCurrentUser(
  overrides: Partial<Omit<TCurrentUser, 'profile'>> & { role?: TRole; profile?: Partial<TOwnProfile> } = {},
): TCurrentUser {
  const { role = 'BUYER', profile, ...user } = overrides;
  return {
    id: 'user-1',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    profileImageUrl: null,
    subscriptionStatus: 'inactive',
    isOidcUser: false,
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
    squareFeet: 1850,
    propertyType: 'single-family',
    status: 'active',
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
    upcomingOpenHouses: [],
    viewCount: 0,
    updatedAt: NOW,
    ...overrides,
  };
}

/** A GET /api/properties answer. */
export const makeListResponse = (items: TPropertySummary[], { nextCursor = null, total = items.length }: { nextCursor?: string | null; total?: number | null } = {}) => ({
  items,
  nextCursor,
  total,
});
