import type { TAccentColor, TProfileTheme } from '@shared/constants/branding';
import type { TRole } from '@shared/constants/roles';
import type { TContactVisibility, TProfileVisibility } from '@shared/constants/settings';

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
} & TBrandingRecord;

/**
 * Branding kept on the profile item. An absent attribute was never set (GET /api/profile
 * then answers the spec's sample default, flagged as such); null means the owner cleared it.
 */
export type TBrandingRecord = {
  tagline?: string | null;
  profilePicture?: string | null;
  headerPhoto?: string | null;
  companyName?: string | null;
  companyDescription?: string | null;
  companyWebsite?: string | null;
  certifications?: string[];
  awards?: string[];
  languages?: string[];
  yearsExperience?: number | null;
  transactionsCompleted?: number | null;
  averageResponseTime?: string | null;
  clientSatisfactionRate?: string | null;
  averageDaysOnMarket?: number | null;
  testimonialHighlight?: string | null;
  profileTheme?: TProfileTheme;
  accentColor?: TAccentColor;
  showStats?: boolean;
  showCertifications?: boolean;
  showCompanyInfo?: boolean;
};

/** USER#id / SETTINGS; absent until the user first saves settings. */
export type TSettingsRecord = {
  userId: string;
  emailNotifications: boolean;
  pushNotifications: boolean;
  marketingEmails: boolean;
  twoFactor: boolean;
  profileVisibility: TProfileVisibility;
  contactVisibility: TContactVisibility;
  updatedAt: string;
};
