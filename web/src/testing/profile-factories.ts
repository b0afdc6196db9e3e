import { BRANDING_DEFAULT_FIELDS } from '@shared/constants/branding';
import { SETTINGS_DEFAULTS } from '@shared/constants/settings';
import type { TAccount } from '@shared/schemas/account.schema';
import type { TListMessagesResponse, TMessage } from '@shared/schemas/message.schema';
import type { TBranding } from '@shared/schemas/profile.schema';
import type { TPublicProfileResponse } from '@shared/schemas/public-profile.schema';
import type { TSettings } from '@shared/schemas/settings.schema';

/** Factories for the issue-5 answers (profiles, account, settings, messages). */

const NOW = '2025-01-15T10:00:00.000Z';
export const AGENT_ID = '01JVAGENT00000000000000001';

/** GET /api/profile for an agent who never customised anything (every sample default listed). */
export function makeBranding(overrides: Partial<TBranding> = {}): TBranding {
  return {
    userId: AGENT_ID,
    role: 'AGENT',
    canCustomize: true,
    tagline: null,
    bio: null,
    profilePicture: null,
    headerPhoto: null,
    companyName: null,
    companyDescription: null,
    companyWebsite: null,
    specialties: [],
    servingAreas: [],
    certifications: [],
    awards: [],
    languages: [],
    yearsExperience: 5,
    transactionsCompleted: 150,
    averageResponseTime: '2 hours',
    clientSatisfactionRate: '98%',
    averageDaysOnMarket: 12,
    testimonialHighlight: null,
    profileTheme: 'professional',
    accentColor: 'blue',
    showStats: true,
    showCertifications: true,
    showCompanyInfo: true,
    defaults: [...BRANDING_DEFAULT_FIELDS],
    updatedAt: NOW,
    ...overrides,
  };
}

export function makeAccount(overrides: Partial<TAccount> = {}): TAccount {
  return {
    id: AGENT_ID,
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Seller',
    phone: null,
    city: null,
    bio: null,
    profileImageUrl: null,
    role: 'AGENT',
    subscriptionStatus: 'inactive',
    licenseNumber: null,
    brokerageName: null,
    emailVerified: true,
    pendingEmail: null,
    updatedAt: NOW,
    ...overrides,
  };
}

export const makeSettings = (overrides: Partial<TSettings> = {}): TSettings => ({ ...SETTINGS_DEFAULTS, updatedAt: null, ...overrides });

type TPublicProfileOverrides = {
  user?: Partial<TPublicProfileResponse['user']>;
  profile?: Partial<TPublicProfileResponse['profile']>;
  stats?: TPublicProfileResponse['stats'];
  isContactVisible?: boolean;
  isOwner?: boolean;
};

/** GET /api/agent/{id}/profile for a public agent whose contact details are visible. */
export function makePublicProfile(overrides: TPublicProfileOverrides = {}): TPublicProfileResponse {
  return {
    user: { id: AGENT_ID, firstName: 'Sam', lastName: 'Seller', profileImageUrl: null, email: 'sam@example.com', ...overrides.user },
    profile: {
      role: 'AGENT',
      displayName: 'Sam Seller',
      tagline: 'Your Austin home, found',
      bio: 'Ten years selling homes in Austin.',
      profilePicture: null,
      headerPhoto: null,
      phone: '(512) 555-0100',
      licenseNumber: null,
      brokerageName: 'Hill Country Homes',
      companyName: null,
      companyDescription: null,
      companyWebsite: null,
      specialties: [],
      servingAreas: [],
      certifications: [],
      awards: [],
      languages: [],
      testimonialHighlight: null,
      profileTheme: 'professional',
      accentColor: 'blue',
      showStats: true,
      showCertifications: true,
      showCompanyInfo: true,
      ...overrides.profile,
    },
    stats:
      overrides.stats === undefined
        ? {
            activeListings: 4,
            openHousesHeld: 7,
            selfReported: {
              yearsExperience: null,
              transactionsCompleted: null,
              averageResponseTime: null,
              clientSatisfactionRate: null,
              averageDaysOnMarket: null,
            },
          }
        : overrides.stats,
    isContactVisible: overrides.isContactVisible ?? true,
    isOwner: overrides.isOwner ?? false,
  };
}

let nextMessageNumber = 0;

/** One inquiry in the agent's inbox, unread, from a listing. */
export function makeMessage(overrides: Partial<TMessage> = {}): TMessage {
  nextMessageNumber += 1;
  return {
    id: `01JXMSG${String(nextMessageNumber).padStart(19, '0')}`,
    folder: 'inbox',
    source: 'listing',
    from: 'Bea Buyer',
    email: 'bea@example.com',
    phone: null,
    to: { id: AGENT_ID, name: 'Sam Seller' },
    subject: 'Inquiry about 123 Oak Street',
    preview: 'Is it still available?',
    body: 'Is it still available?',
    time: NOW,
    unread: true,
    starred: false,
    archived: false,
    property: { id: '01JV0000000000000000000042', title: '123 Oak Street' },
    replies: [],
    forwards: [],
    draft: null,
    ...overrides,
  };
}

export const makeMessagesPage = (items: TMessage[], overrides: Partial<TListMessagesResponse> = {}): TListMessagesResponse => ({
  items,
  unreadCount: items.filter((item) => item.unread && item.folder === 'inbox').length,
  nextCursor: null,
  ...overrides,
});
