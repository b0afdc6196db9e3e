import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { ZBrandingSchema } from './profile.schema';
import { ZResourceIdSchema } from './form-fields.schema';

export const AGENT_NOT_FOUND = 'Agent Not Found';
export const BROKER_NOT_FOUND = 'Broker Not Found';

/**
 * GET /api/agent/{userId}/profile, GET /api/broker/{userId}/profile, POST /api/agent/{userId}/leads.
 * (API Gateway needs one parameter name per path level: {userId}, as the map routes use.)
 */
export const ZProfileUserParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ userId: ZResourceIdSchema }));

/**
 * The self-reported figures the agent typed on the Theme screen: label them as such ("self-reported").
 * null when the agent never entered one; the spec's sample defaults are never shown here.
 */
export const ZSelfReportedStatsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    yearsExperience: z.nullable(z.number().check(z.int())),
    transactionsCompleted: z.nullable(z.number().check(z.int())),
    averageResponseTime: z.nullable(z.string()),
    clientSatisfactionRate: z.nullable(z.string()),
    averageDaysOnMarket: z.nullable(z.number().check(z.int())),
  }),
);

/**
 * GET /api/agent/{userId}/profile (agents and brokers; the page shows a Broker or Agent badge by `profile.role`)
 * and GET /api/broker/{userId}/profile (brokers only). Public.
 * 404 { message: 'Agent Not Found' | 'Broker Not Found' } when there is no such user, the role does not fit,
 * or the owner's profile visibility excludes the caller ('private': only the owner; 'registered': only
 * signed-in callers; a visitor gets the same 404 as for a missing profile).
 *
 * - Contact details follow the owner's contact visibility: `user.email` is absent and `profile.phone` is
 *   null when hidden from the caller (`isContactVisible` says which). The Contact button always works.
 * - The display switches are applied here: showStats=false → `stats` is null; showCertifications=false →
 *   `certifications` is []; showCompanyInfo=false → company name, description and website are null.
 * - Photo for the left card: `profile.profilePicture ?? user.profileImageUrl`.
 * - All text is plain text; render it as text, never as HTML.
 */
export const ZPublicProfileResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    user: z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      profileImageUrl: z.nullable(z.string()),
      email: z.optional(z.string()),
    }),
    profile: z.extend(
      z.pick(ZBrandingSchema, {
        tagline: true,
        bio: true,
        profilePicture: true,
        headerPhoto: true,
        companyName: true,
        companyDescription: true,
        companyWebsite: true,
        specialties: true,
        servingAreas: true,
        certifications: true,
        awards: true,
        languages: true,
        testimonialHighlight: true,
        profileTheme: true,
        accentColor: true,
        showStats: true,
        showCertifications: true,
        showCompanyInfo: true,
      }),
      {
        role: z.enum(['AGENT', 'BROKER']),
        displayName: z.string(),
        phone: z.nullable(z.string()),
        licenseNumber: z.nullable(z.string()),
        brokerageName: z.nullable(z.string()),
      },
    ),
    /** Quick Stats. `activeListings` and `openHousesHeld` are counted by the product; `selfReported` is the agent's word. */
    stats: z.nullable(
      z.object({
        activeListings: z.number().check(z.int()),
        /** Open houses of this agent that have ended (listings deleted since then take theirs along). */
        openHousesHeld: z.number().check(z.int()),
        selfReported: ZSelfReportedStatsSchema,
      }),
    ),
    isContactVisible: z.boolean(),
    /** The caller is looking at their own profile (they always see everything). */
    isOwner: z.boolean(),
  }),
);
export type TPublicProfileResponse = z.infer<typeof ZPublicProfileResponseSchema>;

/** GET /api/brokerage/{brokerageName}/broker: the name URL-encoded; matched trimmed and case-insensitively. */
export const ZBrokerageParamsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brokerageName: z.string().check(z.trim(), z.minLength(1, 'Brokerage name is required'), z.maxLength(120, 'Brokerage name must be at most 120 characters')),
  }),
);
/** 404 { message: 'Broker Not Found' } when no broker names that brokerage. The earliest-registered broker wins. */
export const ZBrokerageBrokerResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ brokerId: z.string() }));
export type TBrokerageBrokerResponse = z.infer<typeof ZBrokerageBrokerResponseSchema>;
