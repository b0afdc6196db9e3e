import type { TAccount } from '@shared/schemas/account.schema';
import type { TProfileRecord, TUserRecord } from '../../data/user-records';
import type { TSubscriptionStanding } from '../subscriptions/subscription-standing';

/** The Account screen's data: personal information for everyone, professional information for agents and brokers. */
export function toAccount(user: TUserRecord, profile: TProfileRecord, standing: TSubscriptionStanding): TAccount {
  const isBuyer = profile.role === 'BUYER';
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: profile.phone,
    city: profile.city,
    bio: profile.bio,
    profileImageUrl: user.profileImageUrl,
    role: profile.role,
    subscriptionStatus: standing.subscriptionStatus,
    licenseNumber: isBuyer ? null : profile.licenseNumber,
    brokerageName: isBuyer ? null : profile.brokerageName,
    emailVerified: Boolean(user.emailVerifiedAt),
    pendingEmail: user.pendingEmail,
    updatedAt: user.updatedAt > profile.updatedAt ? user.updatedAt : profile.updatedAt,
  };
}
