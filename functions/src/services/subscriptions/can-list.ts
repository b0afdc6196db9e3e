import { isProRole } from '@shared/constants/roles';
import type { TProfileRecord, TUserRecord } from '../../data/user-records';

export const SUBSCRIPTION_REQUIRED_MESSAGE = 'You need an active subscription to create listings.';

/** The one place that decides whether a professional's subscription lets them create and publish listings. */
export const canList = (user: TUserRecord, profile: TProfileRecord): boolean => isProRole(profile.role) && user.subscriptionStatus === 'active';
