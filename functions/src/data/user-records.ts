import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { ZBrandingSchema } from '@shared/schemas/profile.schema';
import { ZSettingsSchema } from '@shared/schemas/settings.schema';
import { ZCurrentUserResponseSchema, ZOwnProfileSchema } from '@shared/schemas/user.schema';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** USER#id / USER: the account. */
export const userEntity = defineEntity({
  name: ENTITY.user,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.extend(z.omit(ZCurrentUserResponseSchema, { profile: true, canList: true, emailVerified: true, pendingEmail: true }), {
      passwordHash: z.nullable(z.string()),
      /** When the address was confirmed by its link; absent (accounts stored before confirmation existed) or null: not confirmed. */
      emailVerifiedAt: z._default(z.nullable(z.string()), null),
      /** A new address waiting for its link; the account's `email` changes only when that link is followed. */
      pendingEmail: z._default(z.nullable(z.string()), null),
      stripeCustomerId: z.optional(z.string()),
      stripeSubscriptionId: z.optional(z.string()),
      /** Set when its owner deleted the account: it signs in no more, and the deletion worker removes the rest. */
      deletedAt: z.optional(z.string()),
    }),
  ),
  key: (user: { id: string }) => keys.user(user.id),
});

export type TUserRecord = ReturnType<typeof userEntity.parse>;

/** EMAIL#email / EMAIL: the e-mail's uniqueness lock, naming the account that holds it. */
export const emailLockEntity = defineEntity({
  name: ENTITY.emailLock,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ userId: z.string() })),
  key: (lock: { email: string }) => keys.emailLock(lock.email),
});

/**
 * Branding kept on the profile item. An absent attribute was never set (GET /api/profile
 * then answers the spec's sample default, flagged as such); null means the owner cleared it.
 */
const brandingSchema = /* @__PURE__ */ lazySchema(() =>
  z.partial(
    z.omit(ZBrandingSchema, {
      userId: true,
      role: true,
      canCustomize: true,
      bio: true,
      specialties: true,
      servingAreas: true,
      defaults: true,
      updatedAt: true,
    }),
  ),
);

export type TBrandingRecord = z.output<typeof brandingSchema>;

/** USER#id / PROFILE: who the user is on the marketplace, with their branding. */
export const profileEntity = defineEntity({
  name: ENTITY.profile,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.extend(z.extend(ZOwnProfileSchema, brandingSchema.shape), {
      consents: z.object({ terms: z.boolean(), marketing: z.boolean(), acceptedAt: z.string() }),
    }),
  ),
  key: (profile: { userId: string }) => keys.profile(profile.userId),
});

export type TProfileRecord = ReturnType<typeof profileEntity.parse>;

/** USER#id / SETTINGS; absent until the user first saves settings. */
export const settingsEntity = defineEntity({
  name: ENTITY.settings,
  schema: /* @__PURE__ */ lazySchema(() => z.extend(ZSettingsSchema, { userId: z.string(), updatedAt: z.string() })),
  key: (settings: { userId: string }) => keys.settings(settings.userId),
});

export type TSettingsRecord = ReturnType<typeof settingsEntity.parse>;
