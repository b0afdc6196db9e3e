import { isProRole } from '@shared/constants/roles';
import type { TAccess } from '../../entries/entry-types';
import { AppError } from '../../platform/app-error';
import { canList, SUBSCRIPTION_REQUIRED_MESSAGE } from '../../services/subscriptions/can-list';
import { stateOf, type TMiddleware } from './request-state';

/** Enforces the entry table's access level: 401 when signed out, 403 when the role or plan does not fit. */
export const accessGuard = (access: TAccess): TMiddleware => ({
  before: (request) => {
    if (access === 'public') return;
    const { auth } = stateOf(request);
    if (!auth) throw new AppError('UNAUTHORIZED', 'You are logged out. Sign in to continue.');
    const { user, profile } = auth;
    if ((access === 'pro' || access === 'subscribed') && !isProRole(profile.role)) throw new AppError('FORBIDDEN', 'Only agents and brokers can do this.');
    if (access === 'subscribed' && !canList(user, profile)) throw new AppError('SUBSCRIPTION_REQUIRED', SUBSCRIPTION_REQUIRED_MESSAGE);
    if (access === 'broker' && profile.role !== 'BROKER') throw new AppError('FORBIDDEN', 'Only brokers can do this.');
  },
});
