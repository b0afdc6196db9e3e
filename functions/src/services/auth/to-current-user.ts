import type { TCurrentUser } from '@shared/schemas/user.schema';
import type { TUserActor } from '../actor';
import type { TSubscriptionStanding } from '../subscriptions/subscription-standing';

/** The signed-in user as the API shows it to themself: never the password hash or payment ids. */
export function toCurrentUser({ user, profile }: TUserActor, standing: TSubscriptionStanding): TCurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    subscriptionStatus: standing.subscriptionStatus,
    canList: standing.canList,
    isOidcUser: user.isOidcUser,
    isAdmin: user.isAdmin,
    emailVerified: Boolean(user.emailVerifiedAt),
    pendingEmail: user.pendingEmail,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    profile: {
      id: profile.id,
      userId: profile.userId,
      role: profile.role,
      displayName: profile.displayName,
      phone: profile.phone,
      avatarUrl: profile.avatarUrl,
      city: profile.city,
      state: profile.state,
      timeframe: profile.timeframe,
      financing: profile.financing,
      represented: profile.represented,
      licenseNumber: profile.licenseNumber,
      brokerageName: profile.brokerageName,
      bio: profile.bio,
      specialties: profile.specialties,
      servingAreas: profile.servingAreas,
      createdAt: profile.createdAt,
      updatedAt: profile.updatedAt,
    },
  };
}
