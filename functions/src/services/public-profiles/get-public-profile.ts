import { BRANDING_DEFAULTS } from '@shared/constants/branding';
import { AGENT_NOT_FOUND, BROKER_NOT_FOUND, type TPublicProfileResponse } from '@shared/schemas/public-profile.schema';
import { countOpenHousesHeldByAgent } from '../../data/agent-stats-repository';
import { getProfileParts } from '../../data/profile-repository';
import { notFound } from '../../platform/app-error';
import { signedInUser, type TActor } from '../actor';
import { confirmedBrokerageName } from '../brokerage/membership-status';
import type { TDeps } from '../deps';
import { toSettings } from '../settings/to-settings';
import { canSeeContact, canViewProfile } from './profile-visibility';

/**
 * A public profile page's data (/agent/:id shows agents and brokers, /broker/:id only brokers).
 * 1. load user, profile, settings and counters; no such user, a buyer, or the wrong role → 404
 * 2. the owner's profile visibility must admit the caller, else the same 404 (nothing is revealed)
 * 3. only public fields; phone and e-mail only when the contact visibility admits the caller
 * 4. the brokerage only when it is confirmed: the broker owns it, or its broker approved the agent
 * 5. the display switches hide their sections; Quick Stats: counted figures plus the agent's own
 *    entered figures (never the sample defaults)
 */
export async function getPublicProfile(deps: TDeps, viewer: TActor, input: { userId: string; kind: 'agent' | 'broker' }): Promise<TPublicProfileResponse> {
  const notFoundMessage = input.kind === 'broker' ? BROKER_NOT_FOUND : AGENT_NOT_FOUND;
  const parts = await getProfileParts(deps.db, input.userId);
  const role = parts?.profile.role;
  if (!parts || !role || role === 'BUYER' || (input.kind === 'broker' && role !== 'BROKER')) throw notFound(notFoundMessage);
  const { user, profile } = parts;
  const settings = toSettings(parts.settings);
  if (!canViewProfile(user.id, settings, viewer)) throw notFound(notFoundMessage);
  const isContactVisible = canSeeContact(user.id, settings, viewer);
  const showStats = profile.showStats ?? BRANDING_DEFAULTS.showStats;
  const showCertifications = profile.showCertifications ?? BRANDING_DEFAULTS.showCertifications;
  const showCompanyInfo = profile.showCompanyInfo ?? BRANDING_DEFAULTS.showCompanyInfo;
  const [openHousesHeld, brokerageName] = await Promise.all([
    showStats ? countOpenHousesHeldByAgent(deps.db, user.id, deps.clock.now()) : 0,
    confirmedBrokerageName(deps, profile),
  ]);
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      ...(isContactVisible ? { email: user.email } : {}),
    },
    profile: {
      role,
      displayName: profile.displayName,
      tagline: profile.tagline ?? null,
      bio: profile.bio ?? null,
      profilePicture: profile.profilePicture ?? null,
      headerPhoto: profile.headerPhoto ?? null,
      phone: isContactVisible ? profile.phone : null,
      licenseNumber: profile.licenseNumber,
      brokerageName,
      companyName: showCompanyInfo ? (profile.companyName ?? null) : null,
      companyDescription: showCompanyInfo ? (profile.companyDescription ?? null) : null,
      companyWebsite: showCompanyInfo ? (profile.companyWebsite ?? null) : null,
      specialties: profile.specialties ?? [],
      servingAreas: profile.servingAreas ?? [],
      certifications: showCertifications ? (profile.certifications ?? []) : [],
      awards: profile.awards ?? [],
      languages: profile.languages ?? [],
      testimonialHighlight: profile.testimonialHighlight ?? null,
      profileTheme: profile.profileTheme ?? BRANDING_DEFAULTS.profileTheme,
      accentColor: profile.accentColor ?? BRANDING_DEFAULTS.accentColor,
      showStats,
      showCertifications,
      showCompanyInfo,
    },
    stats: showStats
      ? {
          activeListings: parts.stats.activeListings,
          openHousesHeld,
          selfReported: {
            yearsExperience: profile.yearsExperience ?? null,
            transactionsCompleted: profile.transactionsCompleted ?? null,
            averageResponseTime: profile.averageResponseTime ?? null,
            clientSatisfactionRate: profile.clientSatisfactionRate ?? null,
            averageDaysOnMarket: profile.averageDaysOnMarket ?? null,
          },
        }
      : null,
    isContactVisible,
    isOwner: signedInUser(viewer)?.user.id === user.id,
  };
}
