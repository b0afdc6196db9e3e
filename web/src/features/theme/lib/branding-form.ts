import { BRANDING_DEFAULTS, type TAccentColor, type TBrandingDefaultField, type TProfileTheme } from '@shared/constants/branding';
import type { TBranding, TUpdateBrandingRequest } from '@shared/schemas/profile.schema';

/** The Theme form as the inputs hold it (numbers as typed text). */
export type TBrandingFormValues = {
  tagline: string;
  bio: string;
  companyName: string;
  companyDescription: string;
  companyWebsite: string;
  specialties: string[];
  servingAreas: string[];
  certifications: string[];
  awards: string[];
  languages: string[];
  testimonialHighlight: string;
  yearsExperience: string;
  transactionsCompleted: string;
  averageResponseTime: string;
  clientSatisfactionRate: string;
  averageDaysOnMarket: string;
  profileTheme: TProfileTheme;
  accentColor: TAccentColor;
  showStats: boolean;
  showCertifications: boolean;
  showCompanyInfo: boolean;
};

/** The self-reported figures. Never-set ones carry the spec's sample value, which the form shows as a placeholder only. */
export const SELF_REPORTED_FIELDS = [
  'yearsExperience',
  'transactionsCompleted',
  'averageResponseTime',
  'clientSatisfactionRate',
  'averageDaysOnMarket',
] as const;
export type TSelfReportedField = (typeof SELF_REPORTED_FIELDS)[number];

const isSampleDefault = (branding: TBranding, field: TBrandingDefaultField) => branding.defaults.includes(field);

/** The sample value to suggest for a figure the agent never entered, or undefined once they have. */
export const sampleFor = (branding: TBranding, field: TSelfReportedField): string | undefined =>
  isSampleDefault(branding, field) ? String(BRANDING_DEFAULTS[field]) : undefined;

export function brandingFormValues(branding: TBranding): TBrandingFormValues {
  const figure = (field: TSelfReportedField) => (isSampleDefault(branding, field) ? '' : String(branding[field] ?? ''));
  return {
    tagline: branding.tagline ?? '',
    bio: branding.bio ?? '',
    companyName: branding.companyName ?? '',
    companyDescription: branding.companyDescription ?? '',
    companyWebsite: branding.companyWebsite ?? '',
    specialties: [...branding.specialties],
    servingAreas: [...branding.servingAreas],
    certifications: [...branding.certifications],
    awards: [...branding.awards],
    languages: [...branding.languages],
    testimonialHighlight: branding.testimonialHighlight ?? '',
    yearsExperience: figure('yearsExperience'),
    transactionsCompleted: figure('transactionsCompleted'),
    averageResponseTime: figure('averageResponseTime'),
    clientSatisfactionRate: figure('clientSatisfactionRate'),
    averageDaysOnMarket: figure('averageDaysOnMarket'),
    profileTheme: branding.profileTheme,
    accentColor: branding.accentColor,
    showStats: branding.showStats,
    showCertifications: branding.showCertifications,
    showCompanyInfo: branding.showCompanyInfo,
  };
}

/**
 * The PUT /api/profile body: the whole form. A figure left blank that was never set is omitted, so it stays
 * unset (a sample value is never stored as the agent's own); a blank field that was set clears it.
 */
export function brandingPayload(values: TBrandingFormValues, branding: TBranding): TUpdateBrandingRequest {
  const figures: Partial<Record<TSelfReportedField, string>> = {};
  for (const field of SELF_REPORTED_FIELDS) {
    const typed = values[field].trim();
    if (typed || !isSampleDefault(branding, field)) figures[field] = typed;
  }
  return {
    tagline: values.tagline,
    bio: values.bio,
    companyName: values.companyName,
    companyDescription: values.companyDescription,
    companyWebsite: values.companyWebsite,
    specialties: values.specialties,
    servingAreas: values.servingAreas,
    certifications: values.certifications,
    awards: values.awards,
    languages: values.languages,
    testimonialHighlight: values.testimonialHighlight,
    ...figures,
    profileTheme: values.profileTheme,
    accentColor: values.accentColor,
    showStats: values.showStats,
    showCertifications: values.showCertifications,
    showCompanyInfo: values.showCompanyInfo,
  };
}
