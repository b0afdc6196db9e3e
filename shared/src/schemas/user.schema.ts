import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { ROLES } from '../constants/roles';

export const ZSubscriptionStatusSchema = /* @__PURE__ */ lazySchema(() => z.enum(['inactive', 'active', 'past_due', 'canceled', 'trialing']));
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatusSchema>;

/** The profile as its owner sees it. Branding fields join with the profiles issue. */
export const ZOwnProfileSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    role: z.enum(ROLES),
    displayName: z.string(),
    phone: z.nullable(z.string()),
    avatarUrl: z.nullable(z.string()),
    city: z.nullable(z.string()),
    state: z.nullable(z.string()),
    timeframe: z.nullable(z.string()),
    financing: z.nullable(z.string()),
    represented: z.boolean(),
    licenseNumber: z.nullable(z.string()),
    brokerageName: z.nullable(z.string()),
    bio: z.nullable(z.string()),
    specialties: z.array(z.string()),
    servingAreas: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type TOwnProfile = z.infer<typeof ZOwnProfileSchema>;

export const ZCurrentUserResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.nullable(z.string()),
    subscriptionStatus: ZSubscriptionStatusSchema,
    /** Whether the user may create and publish listings now: also while a failed payment is being retried, when subscriptionStatus is inactive. */
    canList: z.boolean(),
    isOidcUser: z.boolean(),
    /** An operator of the marketplace (the MLS registry, review requests): granted only with table access (`npm run admin:grant`). */
    isAdmin: z._default(z.boolean(), false),
    /** The address is confirmed by its link; until then no mail but that link goes to it (the app shows a banner). */
    emailVerified: z._default(z.boolean(), false),
    /** A new address asked for on the Account screen, waiting for its link to be followed (mail still goes to `email`). */
    pendingEmail: z._default(z.nullable(z.string()), null),
    createdAt: z.string(),
    updatedAt: z.string(),
    profile: ZOwnProfileSchema,
  }),
);
export type TCurrentUser = z.infer<typeof ZCurrentUserResponseSchema>;
