import type { TRole } from '@shared/constants/roles';

export type TSubscriptionStatus = 'inactive' | 'active' | 'past_due' | 'canceled' | 'trialing';

export type TUserRecord = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  passwordHash: string | null;
  isOidcUser: boolean;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  subscriptionStatus: TSubscriptionStatus;
  createdAt: string;
  updatedAt: string;
};

export type TProfileRecord = {
  id: string;
  userId: string;
  role: TRole;
  displayName: string;
  phone: string | null;
  avatarUrl: string | null;
  city: string | null;
  state: string | null;
  timeframe: string | null;
  financing: string | null;
  represented: boolean;
  licenseNumber: string | null;
  brokerageName: string | null;
  bio: string | null;
  specialties: string[];
  servingAreas: string[];
  consents: { terms: boolean; marketing: boolean; acceptedAt: string };
  createdAt: string;
  updatedAt: string;
};
