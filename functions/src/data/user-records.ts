import * as z from 'zod';
import { ZBrandingSchema } from '@shared/schemas/profile.schema';
import { ZSettingsSchema } from '@shared/schemas/settings.schema';
import { ZCurrentUserResponseSchema, ZOwnProfileSchema } from '@shared/schemas/user.schema';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** USER#id / USER: the account. */
export const userEntity = defineEntity({
  name: ENTITY.user,
  schema: ZCurrentUserResponseSchema.omit({ profile: true, canList: true }).extend({
    passwordHash: z.string().nullable(),
    stripeCustomerId: z.string().optional(),
    stripeSubscriptionId: z.string().optional(),
  }),
  key: (user: { id: string }) => keys.user(user.id),
});

export type TUserRecord = ReturnType<typeof userEntity.parse>;

/** EMAIL#email / EMAIL: the e-mail's uniqueness lock, naming the account that holds it. */
export const emailLockEntity = defineEntity({
  name: ENTITY.emailLock,
  schema: z.object({ userId: z.string() }),
  key: (lock: { email: string }) => keys.emailLock(lock.email),
});

/**
 * Branding kept on the profile item. An absent attribute was never set (GET /api/profile
 * then answers the spec's sample default, flagged as such); null means the owner cleared it.
 */
const brandingSchema = ZBrandingSchema.omit({ userId: true, role: true, canCustomize: true, bio: true, specialties: true, servingAreas: true, defaults: true, updatedAt: true }).partial();

export type TBrandingRecord = z.output<typeof brandingSchema>;

/** USER#id / PROFILE: who the user is on the marketplace, with their branding. */
export const profileEntity = defineEntity({
  name: ENTITY.profile,
  schema: ZOwnProfileSchema.extend(brandingSchema.shape).extend({
    consents: z.object({ terms: z.boolean(), marketing: z.boolean(), acceptedAt: z.string() }),
  }),
  key: (profile: { userId: string }) => keys.profile(profile.userId),
});

export type TProfileRecord = ReturnType<typeof profileEntity.parse>;

/** USER#id / SETTINGS; absent until the user first saves settings. */
export const settingsEntity = defineEntity({
  name: ENTITY.settings,
  schema: ZSettingsSchema.extend({ userId: z.string(), updatedAt: z.string() }),
  key: (settings: { userId: string }) => keys.settings(settings.userId),
});

export type TSettingsRecord = ReturnType<typeof settingsEntity.parse>;
