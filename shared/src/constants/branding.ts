/** Realtor profile & branding (spec §3 profiles, Theme screen, §9 sample defaults and previews). */

export const PROFILE_THEMES = [
  { value: 'professional', label: 'Professional', description: 'Clean and business-focused' },
  { value: 'modern', label: 'Modern', description: 'Contemporary and stylish' },
  { value: 'warm', label: 'Warm', description: 'Friendly and approachable' },
  { value: 'luxury', label: 'Luxury', description: 'Premium and sophisticated' },
] as const;
export type TProfileTheme = (typeof PROFILE_THEMES)[number]['value'];
export const PROFILE_THEME_VALUES = /* @__PURE__ */ PROFILE_THEMES.map((t) => t.value) as [TProfileTheme, ...TProfileTheme[]];

/** `hex` is a suggestion for swatches; the web may map the value to its own palette. */
export const ACCENT_COLORS = [
  { value: 'blue', label: 'Blue', hex: '#2563eb' },
  { value: 'green', label: 'Green', hex: '#16a34a' },
  { value: 'purple', label: 'Purple', hex: '#9333ea' },
  { value: 'orange', label: 'Orange', hex: '#ea580c' },
  { value: 'teal', label: 'Teal', hex: '#0d9488' },
] as const;
export type TAccentColor = (typeof ACCENT_COLORS)[number]['value'];
export const ACCENT_COLOR_VALUES = /* @__PURE__ */ ACCENT_COLORS.map((c) => c.value) as [TAccentColor, ...TAccentColor[]];

/**
 * Spec §9 sample branding defaults. GET /api/profile returns them only for fields the agent never set and
 * names those fields in `defaults`, so the form can show them as placeholders. The public profile never
 * shows a sample figure: a self-reported figure the agent never entered is null there.
 */
export const BRANDING_DEFAULTS = {
  yearsExperience: 5,
  transactionsCompleted: 150,
  averageResponseTime: '2 hours',
  clientSatisfactionRate: '98%',
  averageDaysOnMarket: 12,
  profileTheme: 'professional' as TProfileTheme,
  accentColor: 'blue' as TAccentColor,
  showStats: true,
  showCertifications: true,
  showCompanyInfo: true,
} as const;
export type TBrandingDefaultField = keyof typeof BRANDING_DEFAULTS;
export const BRANDING_DEFAULT_FIELDS = /* @__PURE__ */ Object.keys(BRANDING_DEFAULTS) as TBrandingDefaultField[];

/** Tag lists on the Theme screen: entries are trimmed, blanks dropped, duplicates (any case) removed, then bounded. */
export const BRANDING_LIST_LIMITS = {
  specialties: { label: 'specialties', itemLabel: 'Specialty', maxItems: 20, maxLength: 60 },
  servingAreas: { label: 'service areas', itemLabel: 'Service area', maxItems: 20, maxLength: 60 },
  certifications: { label: 'certifications', itemLabel: 'Certification', maxItems: 20, maxLength: 100 },
  awards: { label: 'awards', itemLabel: 'Award', maxItems: 20, maxLength: 100 },
  languages: { label: 'languages', itemLabel: 'Language', maxItems: 10, maxLength: 40 },
} as const;
export type TBrandingListField = keyof typeof BRANDING_LIST_LIMITS;

/** Maximum lengths of the branding text fields (characters, after trimming). */
export const BRANDING_TEXT_LIMITS = {
  tagline: 120,
  bio: 2000,
  companyName: 120,
  companyDescription: 1000,
  companyWebsite: 200,
  testimonialHighlight: 500,
  averageResponseTime: 40,
  clientSatisfactionRate: 20,
} as const;

/** Bounds of the self-reported whole-number figures. */
export const BRANDING_NUMBER_LIMITS = {
  yearsExperience: 80,
  transactionsCompleted: 100_000,
  averageDaysOnMarket: 3650,
} as const;

/** Recommended image sizes (Theme screen). */
export const HEADER_PHOTO_RECOMMENDED = { width: 1200, height: 400 } as const;
export const PROFILE_PICTURE_RECOMMENDED = { width: 400, height: 400 } as const;

/** Live preview and dashboard badges (spec §9). */
export const PREVIEW_SPECIALTIES = 3;
export const PREVIEW_SERVICE_AREAS = 2;
export const DASHBOARD_BADGE_LIMIT = 3;

/** What POST /api/profile/photos(/uploads) can set: the branding pictures and the account avatar. */
export const PROFILE_PHOTO_TYPES = ['profile', 'header', 'avatar'] as const;
export type TProfilePhotoType = (typeof PROFILE_PHOTO_TYPES)[number];

export const PROFILE_ONLY_FOR_PROS_MESSAGE = 'Profile customization is only available for real estate agents and brokers.';
