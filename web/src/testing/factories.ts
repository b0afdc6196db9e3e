import type { TRole } from '@shared/constants/roles';
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
