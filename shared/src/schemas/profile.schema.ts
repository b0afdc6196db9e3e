import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import {
  ACCENT_COLOR_VALUES,
  BRANDING_DEFAULT_FIELDS,
  BRANDING_LIST_LIMITS,
  BRANDING_NUMBER_LIMITS,
  BRANDING_TEXT_LIMITS,
  PROFILE_PHOTO_TYPES,
  PROFILE_THEME_VALUES,
  type TBrandingDefaultField,
} from '../constants/branding';
import { AVATAR_MAX_MB, PHOTO_CONTENT_TYPES } from '../constants/listing';
import { ROLES } from '../constants/roles';
import { clearableCount, clearableText, clearableWebsite, switchField, tagList } from './form-fields.schema';
import { PHOTO_TYPE_MESSAGE, ZPresignedUploadSchema } from './photo.schema';

/**
 * GET /api/profile (any signed-in user) and the answer to PUT /api/profile: the caller's branding.
 * - Fields in `defaults` were never set by the user and carry the spec's sample default (§9): show them
 *   as placeholders, not as facts. Text fields and lists without a sample default are null / [] until set.
 * - `canCustomize` is false for buyers: the Theme screen shows 'Access Restricted' (PUT answers 403).
 * - All text is plain text; render it as text, never as HTML.
 */
export const ZBrandingSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    userId: z.string(),
    role: z.enum(ROLES),
    canCustomize: z.boolean(),
    tagline: z.nullable(z.string()),
    bio: z.nullable(z.string()),
    /** Set through POST /api/profile/photos (type 'profile' / 'header'); URLs like /photos/profiles/…. */
    profilePicture: z.nullable(z.string()),
    headerPhoto: z.nullable(z.string()),
    companyName: z.nullable(z.string()),
    companyDescription: z.nullable(z.string()),
    companyWebsite: z.nullable(z.string()),
    specialties: z.array(z.string()),
    servingAreas: z.array(z.string()),
    certifications: z.array(z.string()),
    awards: z.array(z.string()),
    languages: z.array(z.string()),
    yearsExperience: z.nullable(z.number().check(z.int())),
    transactionsCompleted: z.nullable(z.number().check(z.int())),
    averageResponseTime: z.nullable(z.string()),
    clientSatisfactionRate: z.nullable(z.string()),
    averageDaysOnMarket: z.nullable(z.number().check(z.int())),
    testimonialHighlight: z.nullable(z.string()),
    profileTheme: z.enum(PROFILE_THEME_VALUES),
    accentColor: z.enum(ACCENT_COLOR_VALUES),
    showStats: z.boolean(),
    showCertifications: z.boolean(),
    showCompanyInfo: z.boolean(),
    defaults: z.array(z.enum(BRANDING_DEFAULT_FIELDS as [TBrandingDefaultField, ...TBrandingDefaultField[]])),
    updatedAt: z.string(),
  }),
);
export type TBranding = z.infer<typeof ZBrandingSchema>;

const L = BRANDING_LIST_LIMITS;
const T = BRANDING_TEXT_LIMITS;
const N = BRANDING_NUMBER_LIMITS;

/**
 * PUT /api/profile (agents and brokers): the whole Theme form. Omitted fields keep their stored value
 * (and a never-set field keeps its sample default); null or '' clears a field. profilePicture and
 * headerPhoto are not taken here (use the photo routes). Lists: trimmed, blanks dropped, de-duplicated
 * (case-insensitive), then bounded. Switches take booleans or 'true' / 'false'.
 */
export const ZUpdateBrandingRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    tagline: clearableText(T.tagline, 'Tagline'),
    bio: clearableText(T.bio, 'Bio'),
    companyName: clearableText(T.companyName, 'Company name'),
    companyDescription: clearableText(T.companyDescription, 'Company description'),
    companyWebsite: clearableWebsite(T.companyWebsite),
    specialties: tagList(L.specialties),
    servingAreas: tagList(L.servingAreas),
    certifications: tagList(L.certifications),
    awards: tagList(L.awards),
    languages: tagList(L.languages),
    yearsExperience: clearableCount(N.yearsExperience, 'Years of experience'),
    transactionsCompleted: clearableCount(N.transactionsCompleted, 'Transactions completed'),
    averageResponseTime: clearableText(T.averageResponseTime, 'Average response time'),
    clientSatisfactionRate: clearableText(T.clientSatisfactionRate, 'Client satisfaction rate'),
    averageDaysOnMarket: clearableCount(N.averageDaysOnMarket, 'Average days on market'),
    testimonialHighlight: clearableText(T.testimonialHighlight, 'Testimonial'),
    profileTheme: z.optional(z.enum(PROFILE_THEME_VALUES, { error: 'Choose professional, modern, warm or luxury' })),
    accentColor: z.optional(z.enum(ACCENT_COLOR_VALUES, { error: 'Choose blue, green, purple, orange or teal' })),
    showStats: switchField('Show stats'),
    showCertifications: switchField('Show certifications'),
    showCompanyInfo: switchField('Show company info'),
  }),
);
export type TUpdateBrandingRequest = z.input<typeof ZUpdateBrandingRequestSchema>;
export type TUpdateBranding = z.output<typeof ZUpdateBrandingRequestSchema>;

export const PROFILE_PHOTO_TOO_LARGE_MESSAGE = `File size must be less than ${AVATAR_MAX_MB}MB`;
export const PROFILE_PHOTO_TYPE_MESSAGE = PHOTO_TYPE_MESSAGE;

const ZProfilePhotoTypeSchema = /* @__PURE__ */ lazySchema(() =>
  z.enum(PROFILE_PHOTO_TYPES, { error: "Choose the photo type: 'profile', 'header' or 'avatar'" }),
);

/**
 * POST /api/profile/photos/uploads (any signed-in user; 'profile' and 'header' only for agents and brokers):
 * one presigned S3 POST for the picture. Upload the file to `upload.url` with `upload.fields` (multipart,
 * the file last), then confirm with POST /api/profile/photos.
 */
export const ZPresignProfilePhotoRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    type: ZProfilePhotoTypeSchema,
    file: z.object(
      {
        name: z.string().check(z.trim(), z.minLength(1, 'The file needs a name'), z.maxLength(200)),
        contentType: z.enum(PHOTO_CONTENT_TYPES, { error: PROFILE_PHOTO_TYPE_MESSAGE }),
        size: z.number().check(z.int(), z.gte(1, 'The file is empty'), z.lte(AVATAR_MAX_MB * 1024 * 1024, PROFILE_PHOTO_TOO_LARGE_MESSAGE)),
      },
      { error: 'Describe the file: name, contentType and size' },
    ),
  }),
);
export type TPresignProfilePhotoRequest = z.input<typeof ZPresignProfilePhotoRequestSchema>;
export const ZPresignProfilePhotoResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ upload: ZPresignedUploadSchema }));
export type TPresignProfilePhotoResponse = z.infer<typeof ZPresignProfilePhotoResponseSchema>;

/**
 * POST /api/profile/photos: the server checks the uploaded object (under the caller's prefix, present,
 * at most 5 MB, really an image) and sets it: 'profile' → profilePicture, 'header' → headerPhoto,
 * 'avatar' → the account avatar (user.profileImageUrl and profile.avatarUrl). The replaced picture is deleted.
 * A refused upload answers 400 with the reason (and is deleted).
 */
export const ZConfirmProfilePhotoRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    type: ZProfilePhotoTypeSchema,
    key: z.string({ error: 'The upload key is required' }).check(z.minLength(1, 'The upload key is required'), z.maxLength(300)),
  }),
);
export type TConfirmProfilePhotoRequest = z.input<typeof ZConfirmProfilePhotoRequestSchema>;
export const ZConfirmProfilePhotoResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ type: z.enum(PROFILE_PHOTO_TYPES), photoUrl: z.string() }));
export type TConfirmProfilePhotoResponse = z.infer<typeof ZConfirmProfilePhotoResponseSchema>;
