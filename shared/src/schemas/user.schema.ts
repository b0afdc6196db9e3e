import * as z from 'zod';
import { ROLES } from '../constants/roles';

export const ZSubscriptionStatusSchema = z.enum(['inactive', 'active', 'past_due', 'canceled', 'trialing']);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatusSchema>;

/** The profile as its owner sees it. Branding fields join with the profiles issue. */
export const ZOwnProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  role: z.enum(ROLES),
  displayName: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  timeframe: z.string().nullable(),
  financing: z.string().nullable(),
  represented: z.boolean(),
  licenseNumber: z.string().nullable(),
  brokerageName: z.string().nullable(),
  bio: z.string().nullable(),
  specialties: z.array(z.string()),
  servingAreas: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOwnProfile = z.infer<typeof ZOwnProfileSchema>;

export const ZCurrentUserResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  subscriptionStatus: ZSubscriptionStatusSchema,
  /** Whether the user may create and publish listings now: also while a failed payment is being retried, when subscriptionStatus is inactive. */
  canList: z.boolean(),
  isOidcUser: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  profile: ZOwnProfileSchema,
});
export type TCurrentUser = z.infer<typeof ZCurrentUserResponseSchema>;
