import { BRANDING_DEFAULTS, type TBrandingDefaultField } from '@shared/constants/branding';
import { isProRole } from '@shared/constants/roles';
import type { TBranding } from '@shared/schemas/profile.schema';
import type { TProfileRecord } from '../../data/user-records';

/**
 * The branding as the Theme screen edits it. A field the owner never set (absent on the item) takes the
 * spec's sample default and is listed in `defaults`; a cleared field (null) stays null.
 */
export function toBranding(profile: TProfileRecord): TBranding {
  const defaults: TBrandingDefaultField[] = [];
  const orDefault = <K extends TBrandingDefaultField>(field: K): NonNullable<TProfileRecord[K]> | (typeof BRANDING_DEFAULTS)[K] | null => {
    const value = profile[field];
    if (value !== undefined) return value as NonNullable<TProfileRecord[K]> | null;
    defaults.push(field);
    return BRANDING_DEFAULTS[field];
  };
  const branding = {
    userId: profile.userId,
    role: profile.role,
    canCustomize: isProRole(profile.role),
    tagline: profile.tagline ?? null,
    bio: profile.bio ?? null,
    profilePicture: profile.profilePicture ?? null,
    headerPhoto: profile.headerPhoto ?? null,
    companyName: profile.companyName ?? null,
    companyDescription: profile.companyDescription ?? null,
    companyWebsite: profile.companyWebsite ?? null,
    specialties: profile.specialties ?? [],
    servingAreas: profile.servingAreas ?? [],
    certifications: profile.certifications ?? [],
    awards: profile.awards ?? [],
    languages: profile.languages ?? [],
    yearsExperience: orDefault('yearsExperience'),
    transactionsCompleted: orDefault('transactionsCompleted'),
    averageResponseTime: orDefault('averageResponseTime'),
    clientSatisfactionRate: orDefault('clientSatisfactionRate'),
    averageDaysOnMarket: orDefault('averageDaysOnMarket'),
    testimonialHighlight: profile.testimonialHighlight ?? null,
    profileTheme: orDefault('profileTheme') ?? BRANDING_DEFAULTS.profileTheme,
    accentColor: orDefault('accentColor') ?? BRANDING_DEFAULTS.accentColor,
    showStats: orDefault('showStats') ?? BRANDING_DEFAULTS.showStats,
    showCertifications: orDefault('showCertifications') ?? BRANDING_DEFAULTS.showCertifications,
    showCompanyInfo: orDefault('showCompanyInfo') ?? BRANDING_DEFAULTS.showCompanyInfo,
    updatedAt: profile.updatedAt,
  };
  return { ...branding, defaults };
}
